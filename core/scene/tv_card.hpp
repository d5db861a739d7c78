#pragma once
// The values of the designer's TV-layout card: a TV layout built from a thread and a value layout
// (the CuTe DSL's make_layout_tv; in C++ what make_tiled_copy does inside), its slice for one thread,
// and its composition with a data layout.
#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll {

struct LayoutTv {
  IntTuple tiler_mn;  // product_each(shape(raked_product(thr, val))): the M x N tile
  Layout layout_tv;   // (thread, value) -> column-major index in tiler_mn
};

// layout_mn = raked_product(thr, val); layout_tv = right_inverse(layout_mn) with shape (size(thr), size(val)).
// @pre rank(thr) == rank(val) <= 2 ... as make_tiled_copy; errors name the failing step
Result<LayoutTv> make_layout_tv(const Layout& thr, const Layout& val);

// tv(t, _): the values of thread t as a layout (value -> index), and where they start.
// @pre rank(tv) == 2, 0 <= t < size<0>(tv)
struct ThreadSlice {
  Layout values;
  std::int64_t offset = 0;
};
Result<ThreadSlice> slice_thread(const Layout& tv, std::int64_t thread);

// The column-major layout of a tile shape (the picture's tile for a make_layout_tv result).
Layout col_major_tile(const IntTuple& tiler_mn);

}  // namespace ll
