#pragma once
// Text exactly as CuTe's print() writes it: `_4` static, `4` dynamic, `(a,b)`, `shape:stride`.
#include <string>

#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"

namespace ll {

std::string to_string(const Int& i);
std::string to_string(const IntTuple& t);
std::string to_string(const Layout& l);

}  // namespace ll
