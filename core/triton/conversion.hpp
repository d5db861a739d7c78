#pragma once
// Conversions between CuTe TV layouts and Triton linear layouts. A CuTe layout adds its strides; a
// linear layout XORs its bases: the two agree exactly when every extent is a power of two and the
// images of the input bits never share a bit (no carries). Otherwise the conversion fails and says why
// (a non-power-of-two extent, a carry, an XOR that would need a Swizzle).
#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"
#include "core/triton/blocked_encoding.hpp"
#include "core/triton/linear_layout.hpp"
#include "core/util/result.hpp"

namespace ll::triton {

// CuTe (thread, value) -> column-major index of an (M, N) tile  ==>  linear layout
// (register = value, lane = thread % threads_per_warp, warp = thread / threads_per_warp) -> (dim0 = m, dim1 = n).
// @pre M, N, size<0>(tv), size<1>(tv) powers of two; tv linear over GF(2) (checked on every input)
Result<LinearLayout> to_linear_layout(const Layout& tv, const IntTuple& tile_shape, std::int64_t threads_per_warp = 32);

// Linear layout with in-dims register/lane/warp[/block] and out-dims (dim0, dim1)  ==>  CuTe TV layout
// (thread = lane + lanes * (warp + warps * block), value = register) -> column-major index m + M * n.
// @pre rank-2 output; the bases' column-major indices are pairwise bit-disjoint ("needs a Swizzle" otherwise)
Result<Layout> to_cute_layout(const LinearLayout& layout);

}  // namespace ll::triton
