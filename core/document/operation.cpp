#include "core/document/operation.hpp"

#include <cstdint>

#include "core/algebra/algebra.hpp"
#include "core/layout/print.hpp"

namespace ll {
namespace {

// The product of the extents, saturating at int64's maximum (callers only key small layouts).
std::int64_t flat_size(const IntTuple& t) {
  if (t.is_integer()) return t.integer().value;
  std::int64_t n = 1;
  for (const auto& e : t.children())
    if (__builtin_mul_overflow(n, flat_size(e), &n)) return INT64_MAX;
  return n;
}

bool all_static(const IntTuple& t) {
  if (t.is_integer()) return t.integer().is_static;
  for (const auto& e : t.children())
    if (!all_static(e)) return false;
  return true;
}

// CuTe's size(B) as a cotarget: static when every extent of B is.
Result<IntTuple> cotarget_of(const Layout& b) {
  const std::int64_t n = flat_size(b.shape);
  if (n == INT64_MAX) return error_of(LL_TRANSLATABLE("CoreMessage", "complement: size(B) overflows int64"));
  return IntTuple(Int{n, all_static(b.shape)});
}

}  // namespace

const std::vector<Operation>& all_operations() {
  static const std::vector<Operation> ops = {
      Operation::Composition,    Operation::Complement,     Operation::LogicalDivide,
      Operation::ZippedDivide,   Operation::TiledDivide,    Operation::FlatDivide,
      Operation::LogicalProduct, Operation::BlockedProduct, Operation::RakedProduct,
  };
  return ops;
}

std::string operation_name(Operation op) {
  switch (op) {
    case Operation::Composition: return "composition";
    case Operation::Complement: return "complement";
    case Operation::LogicalDivide: return "logical_divide";
    case Operation::ZippedDivide: return "zipped_divide";
    case Operation::TiledDivide: return "tiled_divide";
    case Operation::FlatDivide: return "flat_divide";
    case Operation::LogicalProduct: return "logical_product";
    case Operation::BlockedProduct: return "blocked_product";
    case Operation::RakedProduct: return "raked_product";
  }
  return {};
}

std::optional<Operation> operation_from_name(std::string_view name) {
  for (Operation op : all_operations())
    if (operation_name(op) == name) return op;
  return std::nullopt;
}

std::string operation_expression(Operation op, const std::string& a, const std::string& b) {
  if (op == Operation::Complement) return "complement(" + a + ", size(" + b + "))";
  return operation_name(op) + "(" + a + ", " + b + ")";
}

Result<Layout> apply_operation(Operation op, const Layout& a, const Layout& b) {
  if (op == Operation::Complement) {
    auto cotarget = cotarget_of(b);
    if (!cotarget) return cotarget.failure();
    return attempt_op("complement", [&] { return complement(a, *cotarget); });
  }
  return attempt_op(operation_name(op).c_str(), [&] {
    switch (op) {
      case Operation::Composition: return composition(a, b);
      case Operation::LogicalDivide: return logical_divide(a, Tiler(b));
      case Operation::ZippedDivide: return zipped_divide(a, Tiler(b));
      case Operation::TiledDivide: return tiled_divide(a, Tiler(b));
      case Operation::FlatDivide: return flat_divide(a, Tiler(b));
      case Operation::LogicalProduct: return logical_product(a, Tiler(b));
      case Operation::BlockedProduct: return blocked_product(a, b);
      case Operation::RakedProduct: return raked_product(a, b);
      case Operation::Complement: break;
    }
    fail(LL_TRANSLATABLE("CoreMessage", "unknown operation"));
  });
}

Result<AlgebraSteps> operation_steps(Operation op, const Layout& a, const Layout& b) {
  Result<AlgebraSteps> steps = Error{""};
  switch (op) {
    case Operation::Composition: steps = composition_steps(a, b); break;
    case Operation::Complement: {
      auto cotarget = cotarget_of(b);
      if (!cotarget) return cotarget.failure();
      steps = complement_steps(a, *cotarget);
      break;
    }
    case Operation::LogicalDivide:
    case Operation::ZippedDivide:
    case Operation::TiledDivide:
    case Operation::FlatDivide: steps = logical_divide_steps(a, Tiler(b)); break;
    case Operation::LogicalProduct:
    case Operation::BlockedProduct:
    case Operation::RakedProduct: steps = logical_product_steps(a, Tiler(b)); break;
  }
  if (!steps) return steps;
  Result<Layout> result = apply_operation(op, a, b);
  if (!result) return result.failure();
  AlgebraSteps out = std::move(steps).value();
  if (!(out.result == *result)) {
    // The regrouping forms rearrange the modes of logical_divide / logical_product.
    out.steps.push_back(AlgebraStep{StepKind::Regroup, {}, {operation_name(op), out.result, *result}, *result, {}, 0});
    out.result = *result;
  }
  return out;
}

std::vector<std::int64_t> operand_keys(Operation op, const Layout& a, const Layout& b, const Layout& result) {
  constexpr std::int64_t kMaxKeyed = 1 << 20;
  const std::int64_t n = flat_size(result.shape);
  if (n <= 0 || n > kMaxKeyed) return {};
  std::vector<std::int64_t> keys(static_cast<std::size_t>(n));
  const std::int64_t sa = flat_size(a.shape), sb = flat_size(b.shape);
  switch (op) {
    case Operation::LogicalDivide:
    case Operation::ZippedDivide:
    case Operation::TiledDivide:
    case Operation::FlatDivide:
      // Tile modes come first in the colexicographic coordinate: c / size(B) is the tile.
      for (std::int64_t c = 0; c < n; ++c) keys[std::size_t(c)] = c / sb;
      return keys;
    case Operation::LogicalProduct:
      for (std::int64_t c = 0; c < n; ++c) keys[std::size_t(c)] = c / sa;
      return keys;
    case Operation::BlockedProduct:
    case Operation::RakedProduct: {
      // Mode i of the result is (block_i, tiler_i) (blocked) or (tiler_i, block_i) (raked).
      const bool blocked = op == Operation::BlockedProduct;
      if (!result.shape.is_tuple()) return {};
      for (std::int64_t c = 0; c < n; ++c) {
        std::int64_t rest = c, key = 0, scale = 1;
        for (std::size_t i = 0; i < result.shape.rank(); ++i) {
          const IntTuple& m = result.shape[i];
          const std::int64_t mn = flat_size(m);
          const std::int64_t here = rest % mn;
          rest /= mn;
          if (!m.is_tuple() || m.rank() != 2) return {};
          const std::int64_t f = flat_size(m[0]), g = flat_size(m[1]);
          const std::int64_t tile_coord = blocked ? here / f : here % f;
          const std::int64_t tile_size = blocked ? g : f;
          key += tile_coord * scale;
          scale *= tile_size;
        }
        keys[std::size_t(c)] = key;
      }
      return keys;
    }
    case Operation::Composition:
      if (sb != n) return {};
      for (std::int64_t c = 0; c < n; ++c) keys[std::size_t(c)] = evaluate(b, c);
      return keys;
    case Operation::Complement: return {};
  }
  return {};
}

}  // namespace ll
