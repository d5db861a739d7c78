#pragma once
// CuTe's nullspace (cute/layout.hpp): the coordinates a layout sends to 0 through its static-zero strides.
#include "core/layout/layout.hpp"
#include "core/layout/swizzle.hpp"

namespace ll {

// The flat modes whose stride is a static _0, with their extents and their column-major strides in the
// flattened domain of `l`; Layout<_1,_0> when there is none (a dynamic 0 does not count, as in CuTe).
// @post l(result(i)) == 0 for all i < size(result); size(result) == size(l) / size(filter(l))
Layout nullspace(const Layout& l);
// CuTe does not attempt a general ComposedLayout: Layout<_1,_0>.
Layout nullspace(const ComposedLayout& l);

}  // namespace ll
