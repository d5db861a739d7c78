#pragma once
// Text exactly as CuTe's print() writes it (cute/util/print.hpp, container/tuple.hpp, layout.hpp,
// swizzle.hpp, layout_composed.hpp, util/print_tensor.hpp): `_4` static, `4` dynamic, `(a,b)`, `_`,
// `shape:stride`, `Sw<3,4,3>`, `A o offset o B`, and print_layout's table.
#include <string>

#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"
#include "core/layout/swizzle.hpp"

namespace ll {

struct Tiler;  // core/layout/tiler.hpp (to move into core/layout/ later)

std::string to_string(const Int& i);
std::string to_string(const IntTuple& t);
std::string to_string(const Layout& l);
// A tiler prints as a CuTe tuple of its modes: `(_2:_1,_4:_1)`, `(_3,_)`; a layout tiler as the layout.
std::string to_string(const Tiler& t);
std::string to_string(const Swizzle& s);
// `Sw<3,4,3> o _0 o (_8,_8):(_8,_1)`
std::string to_string(const ComposedLayout& l);
std::string to_string(const AnyLayout& l);
// Appending forms, to build long texts without temporaries.
void append_to(std::string& out, const Int& i);
void append_to(std::string& out, const IntTuple& t);
void append_to(std::string& out, const Layout& l);

// cute::print_layout: the layout line, then the (m,n) -> index table; cell width from
// num_digits(cosize) + 2, rows labelled "%2d  ", every line ends in '\n'.
// @pre rank(l) == 2 ("print_layout: rank 3 layout; print_layout needs rank 2")
std::string print_layout(const Layout& l);
std::string print_layout(const ComposedLayout& l);

}  // namespace ll
