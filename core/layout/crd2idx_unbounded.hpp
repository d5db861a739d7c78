#pragma once
// CuTe's L(i) for an integer i, also past size(L): the last mode takes whatever is left, as crd2idx does
// with an integral coordinate. The outer layout of a ComposedLayout is evaluated this way (its argument,
// offset + B(c), can lie past its size), as are the masks a layout maps when composed with a swizzle.
#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"

namespace ll {

// With CuTe's staticness and C++'s integer division for a negative i.
Int crd2idx_unbounded(Int coord, const IntTuple& shape, const IntTuple& stride);
inline Int crd2idx_unbounded(Int coord, const Layout& l) { return crd2idx_unbounded(coord, l.shape, l.stride); }

}  // namespace ll
