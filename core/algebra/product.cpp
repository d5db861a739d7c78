#include "core/algebra/product.hpp"

#include <algorithm>

#include "core/algebra/by_mode.hpp"
#include "core/algebra/detail.hpp"
#include "core/layout/print.hpp"
#include "core/algebra/internal.hpp"
#include "core/algebra/tile_unzip.hpp"

namespace ll {
namespace algebra_detail {
namespace {

// logical_product(A, B) for a Layout tiler: (A, composition(complement(A, size(A)*cosize(B)), B)).
// CuTe's layout algebra doc: "Note that this is defined only in terms of concatenation, composition, and complement."
// @pre complement(A, size(A)*cosize(B)) and its composition with B preconditions (else a CuteError)
// @post rank(result) == 2, layout<0>(result) == A, compatible(B, layout<1>(result))
Layout product_by_layout(LayoutRef a, const Layout& b, StepRecorder* rec, const ModePath* path) {
  const Int cotarget = ll::product(a.shape) * cosize(b);
  const Layout c = complement_impl(a, cotarget, rec, 1);
  if (rec) record(rec, StepKind::ProductComplement, 0, path, c, {a.copy(), cotarget, c});
  Layout repeats = composition_impl(c, b, rec, 1);
  if (rec) record(rec, StepKind::ProductCompose, 0, path, repeats, {c, b, repeats});
  Layout r{pair_tuple(a.shape, std::move(repeats.shape)), pair_tuple(a.stride, std::move(repeats.stride))};
  if (rec) record(rec, StepKind::ProductConcatenate, 0, path, r, {r});
  return r;
}

// append<R>(layout): pad with `_1:_0` modes up to rank R.
Layout pad_to_rank(const Layout& l, std::size_t r) {
  if (l.shape.rank() == r) return l;
  IntTupleBuilder shape, stride;
  shape.append_elements(l.shape);
  stride.append_elements(l.stride);
  while (shape.size() < r) {
    shape.emplace_back(Int{1, true});
    stride.emplace_back(Int{0, true});
  }
  return Layout{std::move(shape).build(), std::move(stride).build()};
}

// CuTe's zip(t0, t1): ((t0_0,t1_0),(t0_1,t1_1),...) for a tuple t0; ((t0,t1)) for an integer t0.
IntTuple zip(const IntTuple& t0, const IntTuple& t1, const char* op) {
  if (!t0.is_tuple()) return IntTuple{IntTuple{t0, t1}};
  if (!t1.is_tuple() || t1.rank() != t0.rank())
    fail(LL_TRANSLATABLE("CoreMessage", "%1: mismatched ranks: cannot zip %2 with %3"), op, to_string(t0), to_string(t1));
  IntTupleBuilder out;
  out.reserve(t0.rank());
  for (std::size_t i = 0; i < t0.rank(); ++i) out.push_back(IntTuple{t0[i], t1[i]});
  return std::move(out).build();
}

// blocked (block_first) or raked product: logical_product of the padded layouts, modes zipped.
// CuTe's layout algebra doc: "Unlike other CuTe functions that take `Layout` arguments, these care about the top-level
// rank of the arguments so that each mode can be reassociated after the `logical_product`."
// @post rank(result) == max(rank(block), rank(tiler)); mode i zips mode i of the product's (block, repeated) modes
Layout rank_sensitive_product(const Layout& block, const Layout& tiler, bool block_first, const char* op) {
  const std::size_t r = std::max(block.shape.rank(), tiler.shape.rank());
  const Layout result = product_by_layout(pad_to_rank(block, r), pad_to_rank(tiler, r), nullptr, nullptr);
  const Layout m0 = get(result, {0}), m1 = get(result, {1});
  const Layout& x = block_first ? m0 : m1;
  const Layout& y = block_first ? m1 : m0;
  return Layout{zip(x.shape, y.shape, op), zip(x.stride, y.stride, op)};
}

}  // namespace

// CuTe's logical_product(Layout, Tiler). CuTe's layout algebra doc: "We can use the by-mode `tiler` strategies
// previously developed to write multidimensional products as well."
// @pre rank(t) <= rank(block) for tuple tilers (CuTe: static_assert; here a CuteError)
// @post per tiled mode (block_i, repeated); modes of block past rank(t) kept as they are
Layout logical_product_impl(const Layout& block, const Tiler& t, StepRecorder* rec) {
  return by_mode(block, t, "logical_product", nullptr,
                 [rec](LayoutRef m, const Layout& tiler, const ModePath* path) { return product_by_layout(m, tiler, rec, path); });
}

}  // namespace algebra_detail

using namespace algebra_detail;

Layout logical_product(const Layout& block, const Tiler& tiler) {
  check_layout(block, "logical_product", "block");
  check_tiler(tiler, "logical_product");
  return logical_product_impl(block, tiler, nullptr);
}
Layout zipped_product(const Layout& block, const Tiler& tiler) {
  return tile_unzip(logical_product(block, tiler), tiler, "zipped_product");
}
Layout tiled_product(const Layout& block, const Tiler& tiler) {
  return unpack_modes(tile_unzip(logical_product(block, tiler), tiler, "tiled_product"), false);
}
Layout flat_product(const Layout& block, const Tiler& tiler) {
  return unpack_modes(tile_unzip(logical_product(block, tiler), tiler, "flat_product"), true);
}
Layout blocked_product(const Layout& block, const Layout& tiler) {
  check_layout(block, "blocked_product", "block");
  check_layout(tiler, "blocked_product", "tiler");
  return rank_sensitive_product(block, tiler, true, "blocked_product");
}
namespace {
// tile_to_shape's block padded to rank(trg_shape), and how many copies of it each mode of trg_shape takes.
std::pair<Layout, IntTuple> padded_block_and_copies(const Layout& block, const IntTuple& trg_shape) {
  check_layout(block, "tile_to_shape", "block");
  const std::size_t r = trg_shape.rank();
  if (block.shape.rank() > r)
    fail(LL_TRANSLATABLE("CoreMessage", "tile_to_shape: the block %1 has rank %2, more than the target shape %3"), to_string(block),
         block.shape.rank(), to_string(trg_shape));
  Layout padded = append(block, int(r));
  const IntTuple block_shape = product_each(padded.shape);
  const IntTuple target_shape = product_each(trg_shape);
  if (is_static(target_shape) && !evenly_divides(target_shape, block_shape))
    fail(LL_TRANSLATABLE("CoreMessage", "tile_to_shape: block shape %1 does not divide the target shape %2"), to_string(block_shape),
         to_string(target_shape));
  return {std::move(padded), ceil_div(target_shape, block_shape)};
}
}  // namespace

Layout tile_to_shape(const Layout& block, const IntTuple& trg_shape, TileOrder order) {
  const auto [padded, copies] = padded_block_and_copies(block, trg_shape);
  return blocked_product(padded, order == TileOrder::RowMajor ? make_layout(copies, LayoutRight{})
                                                              : make_layout(copies, LayoutLeft{}));
}
Layout tile_to_shape(const Layout& block, const IntTuple& trg_shape, const IntTuple& order) {
  const auto [padded, copies] = padded_block_and_copies(block, trg_shape);
  return blocked_product(padded, make_ordered_layout(copies, order));
}

Layout raked_product(const Layout& block, const Layout& tiler) {
  check_layout(block, "raked_product", "block");
  check_layout(tiler, "raked_product", "tiler");
  return rank_sensitive_product(block, tiler, false, "raked_product");
}

Result<AlgebraSteps> logical_product_steps(const Layout& block, const Tiler& tiler) {
  return attempt_op("logical_product", [&] {
    check_layout(block, "logical_product", "block");
    check_tiler(tiler, "logical_product");
    AlgebraSteps s;
    s.result = logical_product_impl(block, tiler, &s.steps);
    record(&s.steps, StepKind::ProductResult, 0, nullptr, s.result, {block, s.result});
    return s;
  });
}

}  // namespace ll
