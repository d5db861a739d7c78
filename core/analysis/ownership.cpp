#include "core/analysis/ownership.hpp"

#include <algorithm>
#include <charconv>
#include <optional>

#include "core/algebra/algebra.hpp"
#include "core/layout/print.hpp"

namespace ll {

Result<TileOwnership> ownership(const Layout& tv, const IntTuple& tile_shape) {
  try {
    if (tile_shape.rank() != 2 || tile_shape[0].is_underscore() || tile_shape[1].is_underscore())
      return error_of(LL_TRANSLATABLE("CoreMessage", "ownership: the tile shape must be (M,N), got %1"), to_string(tile_shape));
    if (rank(tv).value < 2) return error_of(LL_TRANSLATABLE("CoreMessage", "ownership: the TV layout must have rank 2 (thread, value), got %1"), to_string(tv));
    TileOwnership own;
    own.rows = size(tile_shape[0]).value;
    own.cols = size(tile_shape[1]).value;
    if (own.rows <= 0 || own.cols <= 0 || own.rows * own.cols > (std::int64_t{1} << 22))
      return error_of(LL_TRANSLATABLE("CoreMessage", "ownership: the tile %1 is empty or larger than 2^22 elements"), to_string(tile_shape));
    own.threads = size(tv, {0}).value;
    std::int64_t total = size(tv).value;
    if (total > (std::int64_t{1} << 24)) return error_of(LL_TRANSLATABLE("CoreMessage", "ownership: the TV layout has more than 2^24 (thread, value) pairs"));
    own.values = own.threads ? total / own.threads : 0;
    own.owners.resize(static_cast<std::size_t>(own.rows * own.cols));
    const std::int64_t cells = own.rows * own.cols;
    // tv(t + threads*v) for every pair, in that order: one odometer walk when no value can overflow (then it
    // answers as evaluate would), else evaluate each, which names an overflow itself.
    std::optional<std::vector<std::int64_t>> walked;
    if (values_fit_int64(tv)) walked = values_in_order(tv);
    for (std::int64_t v = 0; v < own.values; ++v)
      for (std::int64_t t = 0; t < own.threads; ++t) {
        const std::int64_t i = t + own.threads * v;
        const std::int64_t idx = walked ? (*walked)[static_cast<std::size_t>(i)] : evaluate(tv, i);
        if (idx < 0 || idx >= cells) {
          own.outside.push_back({t, v});
          continue;
        }
        own.owners[static_cast<std::size_t>(idx)].push_back({t, v});
      }
    for (std::int64_t i = 0; i < cells; ++i) {
      auto& o = own.owners[static_cast<std::size_t>(i)];
      std::sort(o.begin(), o.end(), [](const ThrVal& a, const ThrVal& b) { return a.thread != b.thread ? a.thread < b.thread : a.value < b.value; });
      if (o.empty()) own.unowned.push_back(i);
      if (o.size() > 1) own.injective = false;
      own.max_owners = std::max<std::int64_t>(own.max_owners, static_cast<std::int64_t>(o.size()));
    }
    return own;
  } catch (const CuteError& e) {
    return prefixed("ownership: ", e.error());
  }
}

Result<TileOwnership> ownership(const TiledMMA& mma, char operand) {
  auto shape = attempt([&] { return tile_shape(mma); });
  if (!shape) return shape.failure();
  auto ts = [&](int i) { return (*shape)[static_cast<std::size_t>(i)]; };
  Result<Layout> tv = attempt([&] { return operand == 'A' ? get_layoutA_TV(mma) : operand == 'B' ? get_layoutB_TV(mma) : get_layoutC_TV(mma); });
  if (!tv) return tv.failure();
  if (operand != 'A' && operand != 'B' && operand != 'C') return error_of(LL_TRANSLATABLE("CoreMessage", "ownership: the operand must be A, B or C"));
  IntTuple tile = operand == 'A' ? IntTuple{ts(0), ts(2)} : operand == 'B' ? IntTuple{ts(1), ts(2)} : IntTuple{ts(0), ts(1)};
  return ownership(*tv, tile);
}

Result<TileOwnership> ownership(const TiledCopy& copy, bool source) {
  auto tv = attempt([&] { return source ? get_layoutS_TV(copy) : get_layoutD_TV(copy); });
  if (!tv) return tv.failure();
  auto shape = attempt([&] { return tile_shape(copy); });
  if (!shape) return shape.failure();
  if (shape->rank() != 2) return error_of(LL_TRANSLATABLE("CoreMessage", "ownership: the copy tile must be rank 2, got %1"), to_string(*shape));
  return ownership(*tv, *shape);
}

Result<Layout> mn_to_tv(const Layout& tv, const IntTuple& tile_shape) {
  auto own = ownership(tv, tile_shape);
  if (!own) return own.failure();
  for (std::int64_t i = 0; i < own->rows * own->cols; ++i) {
    const auto& o = own->owners[static_cast<std::size_t>(i)];
    if (o.size() == 1) continue;
    const std::string at = "(" + std::to_string(i % own->rows) + "," + std::to_string(i / own->rows) + ")";
    if (o.size() > 1) return error_of(LL_TRANSLATABLE("CoreMessage", "mn_to_tv: element %1 has %2 owners, the inverse is not a function"), at, o.size());
    return error_of(LL_TRANSLATABLE("CoreMessage", "mn_to_tv: element %1 has no owner, the inverse is not defined there"), at);
  }
  if (!own->outside.empty()) return error_of(LL_TRANSLATABLE("CoreMessage", "mn_to_tv: the TV layout maps outside the tile"));
  try {
    Layout inv = left_inverse(tv);
    return composition(inv, make_layout(tile_shape));
  } catch (const CuteError& e) {
    return prefixed("mn_to_tv: ", e.error());
  }
}

std::string to_string(const TileOwnership& own) {
  std::string out;
  out.reserve(static_cast<std::size_t>(own.rows * own.cols) * 16);
  char digits[24];
  auto number = [&](std::int64_t x) { out.append(digits, std::to_chars(digits, digits + sizeof digits, x).ptr); };
  for (std::int64_t n = 0; n < own.cols; ++n)
    for (std::int64_t m = 0; m < own.rows; ++m) {
      if (!out.empty()) out += '\n';
      out += '(';
      number(m);
      out += ',';
      number(n);
      out += "):";
      const auto& o = own.at(m, n);
      if (o.empty()) out += " -";
      for (const auto& tv : o) {
        out += " T";
        number(tv.thread);
        out += 'V';
        number(tv.value);
      }
    }
  return out;
}

}  // namespace ll
