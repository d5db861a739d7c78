#pragma once
// Literal CuTe notation: IntTuples `(_4,(2,_3))` and layouts `SHAPE:STRIDE` (`_8:_1`). A layout with no
// stride (`(4,8)`) gets CuTe's default column-major stride via make_layout(shape). The full expression
// language (calls, variables, tilers) lives in core/expr/ and builds on these.
#include <string_view>

#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll {

Result<IntTuple> parse_int_tuple(std::string_view text);
// @post the shape and stride are congruent and every extent is positive
Result<Layout> parse_layout(std::string_view text);

}  // namespace ll
