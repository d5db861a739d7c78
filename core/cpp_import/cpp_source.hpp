#pragma once
// Reading a C++ source file as CuTe kernels are written (issue 27): every declaration of a CuTe object
// (`using NAME = TYPE;`, `auto NAME = EXPR;`, `constexpr TYPE NAME{};`, ...) at namespace scope, in structs
// (kernel traits) and in function bodies, in source order, each evaluated by the eval language (which
// reads C++'s spellings, core/expr/parser.cpp) in one session, so later declarations see earlier ones.
// A name in a struct or function is qualified `Struct::Name` / `function::name`; within its scope the
// plain name works too. What cannot be read is listed with its line and the reason, or, when it uses
// names LayoutLab cannot know (a template parameter, a run-time M), with those names: the caller supplies
// values for them (`settings`, e.g. bM=128) and reads again.
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace ll {

struct ImportedObject {
  std::string name;                // qualified as above
  int line = 0;                    // 1-based line where the declaration starts
  std::string statement;           // the declaration as one eval statement
  std::string printed;             // CuTe's print of its value, when it was read
  std::string unreadable;          // why it was not, else empty
  std::vector<std::string> needs;  // the unknown names it uses (then `unreadable` is empty)
  bool read() const { return unreadable.empty() && needs.empty(); }
};

// @post one entry per declaration found, in source order; never throws on any input (bad text is a
//       listed reason); settings are `NAME = VALUE` statements run before the file's own
std::vector<ImportedObject> import_cpp_source(std::string_view source,
                                              const std::map<std::string, std::string>& settings = {});

}  // namespace ll
