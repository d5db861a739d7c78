#pragma once
// CuTe's right_inverse and left_inverse (cute/layout.hpp).
#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll {

// CuTe's right_inverse; cute/layout.hpp (not the docs): "Build the right-inverse of a layout"
// Dynamic strides are ignored (CuTe filters them), so the result covers only the statically
// contiguous part. @post l(result(i)) == i for all i < size(result)
Layout right_inverse(const Layout& l);
// CuTe's left_inverse; cute/layout.hpp (not the docs): "Build the quasi-inverse of a layout (left-inverse when layout
// is injective)"
// @pre the strides of coalesce(l) are static ("Left inverse requires static strides")
// @pre each sorted non-zero stride is divisible by the size covered so far ("Left inverse divisibility
//      condition")
// @post result(l(i)) == i for all i < size(l) when l is injective
Layout left_inverse(const Layout& l);

}  // namespace ll
