#pragma once
// The C++ that checks a C++ import against CuTe itself: a host program holding every declaration the import
// read, as the source wrote it, in the same scopes (a function becomes a lambda taking its parameters, a launch
// `kernel<<<g, b>>>(args)` a call of the kernel's lambda with those arguments, a struct a struct), with the
// import's settings as declarations; compiled with CuTe's headers and run, it prints each object as
// `layoutlab-cli import` does (`NAME (LINE): ` and CuTe's print), so the two outputs compare line by line.
// Objects it cannot place (in a struct that derives from another, in a member function, a struct inside a
// function) are left out of it; a register tensor prints its thread's address, which the comparison reads as
// `ptr[Nb](registers)`.
#include <map>
#include <string>
#include <string_view>

#include "core/cpp_import/cpp_source.hpp"

namespace ll {

// @post compiles with `g++ -std=c++17 -I CUTE_INCLUDE` when the source's read declarations are valid C++ for
//       the host and every setting's value is C++ (`(float*)0x1000`, `make_shape(_128{}, 64)`, `half_t`)
std::string cpp_import_reference_program(std::string_view source, const std::map<std::string, std::string>& settings,
                                         const IncludeReader& read_include = {});

}  // namespace ll
