#pragma once
// Private to core/algebra: how logical_divide and logical_product apply a Tiler, shared by both.
// CuTe's layout algebra doc: "Using the `Tiler` concept defined above, this immediately generalizes to
// multidimensional tiling." A Layout tiler (or an integer n, meaning n:_1) tiles the layout with `leaf`;
// `_` keeps it; a tuple tiler applies mode by mode, and modes of the layout past the tiler are kept.
#include <string>
#include <vector>

#include "core/algebra/flat_modes.hpp"
#include "core/algebra/internal.hpp"
#include "core/layout/print.hpp"
#include "core/layout/tiler.hpp"

namespace ll::algebra_detail {

// leaf(LayoutRef l, const Layout& tile, const ModePath* path) -> Layout
// @pre rank(t) <= rank(l) for tuple tilers (CuTe: static_assert; here a CuteError "OP: too many modes in tiler")
template <class Leaf>
Layout by_mode(LayoutRef l, const Tiler& t, const char* op, const ModePath* path, const Leaf& leaf) {
  if (t.is_layout()) return leaf(l, t.layout(), path);
  if (t.is_underscore()) return l.copy();
  if (t.is_integer()) return leaf(l, make_layout(IntTuple(t.integer())), path);
  const std::size_t r = l.shape.rank();
  if (t.modes().size() > r) {
    if (path)
      fail(LL_TRANSLATABLE("CoreMessage", "%1: too many modes in tiler: %2 for the layout %3 of rank %4 (mode %5)"), op, t.modes().size(),
           to_string(l.copy()), r, path_text(path));
    fail(LL_TRANSLATABLE("CoreMessage", "%1: too many modes in tiler: %2 for the layout %3 of rank %4"), op, t.modes().size(), to_string(l.copy()),
         r);
  }
  std::vector<Layout> out;
  out.reserve(r);
  for (std::size_t i = 0; i < r; ++i) {
    const ModePath child{path, i};
    out.push_back(i < t.modes().size() ? by_mode(mode_ref(l, i), t.modes()[i], op, &child, leaf) : mode_ref(l, i).copy());
  }
  return make_layout(std::move(out));
}

}  // namespace ll::algebra_detail
