#pragma once
// CuTe's max_common_layout / max_common_vector (cute/layout.hpp): the largest contiguous run of
// elements on which two layouts agree, e.g. for vectorized copies.
#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll {

// CuTe's max_common_layout; cute/layout.hpp (not the docs): "Return a layout that points to the maximum number of
// contiguous elements that logically correspond in the layouts of @a a and @a b."
// @post for all 0 <= i < size(result): a(result(i)) == i and b(result(i)) == i; `_1:_0` when nothing
//       static is common
Layout max_common_layout(const Layout& a, const Layout& b);
// CuTe's max_common_vector; cute/layout.hpp (not the docs): "Return Int<N> such that N is the maximum number of
// contiguous elements that logically correspond in the layouts of @a a and @a b."
// @post a static integer N >= 1 (`_N`): a(b.get_1d_coord(n)) == n for 0 <= n < N
Int max_common_vector(const Layout& a, const Layout& b);

}  // namespace ll
