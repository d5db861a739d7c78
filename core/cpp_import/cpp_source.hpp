#pragma once
// Reading a C++ source file as CuTe kernels are written (issue 27): every declaration of a CuTe object
// (`using NAME = TYPE;`, `auto NAME = EXPR;`, `constexpr TYPE NAME{};`, ...) at namespace scope, in structs
// (kernel traits) and in function bodies, in source order, each evaluated by the eval language (which
// reads C++'s spellings, core/expr/parser.cpp) in one session, so later declarations see earlier ones.
// A name in a struct or function is qualified `Struct::Name` / `function::name`; within its scope the
// plain name works too. What cannot be read is listed with its line and the reason, or, when it uses
// names LayoutLab cannot know (a template parameter, a run-time M), with those names: the caller supplies
// values for them (`settings`, e.g. bM=128) and reads again.
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/expr/value.hpp"

namespace ll {

struct ImportedObject {
  std::string name;                // qualified as above
  std::string file;                // the `#include`d file it comes from, as the include names it; "" for the source itself
  int line = 0;                    // 1-based line where the declaration starts
  std::string statement;           // the declaration as one eval statement
  std::string printed;             // CuTe's print of its value, when it was read
  std::string kind;                // the value's kind when read ("Layout", "Tensor", "TiledMMA", "type", ...)
  std::optional<expr::Value> value;  // the value itself, when read (a card's layout, a design's TiledMMA)
  std::string unreadable;          // why it was not, else empty
  std::vector<std::string> needs;  // the unknown names it uses (then `unreadable` is empty)
  bool read() const { return unreadable.empty() && needs.empty(); }
};

// The text of a file a source includes with `#include "NAME"` (as written between the quotes), nullopt when
// there is none to read (a system header, a file not next to the source).
using IncludeReader = std::function<std::optional<std::string>(const std::string& name)>;

// @post one entry per declaration found, in reading order (an included file's before the source's); never
//       throws on any input (bad text is a listed reason); settings are `NAME = VALUE` values bound before the
//       file's own (`fn::NAME` only inside the function or struct fn: its parameter NAME)
class ImportObserver;  // core/cpp_import/import_events.hpp: told what the reading meets, as it meets it
std::vector<ImportedObject> import_cpp_source(std::string_view source,
                                              const std::map<std::string, std::string>& settings = {},
                                              const IncludeReader& read_include = {}, ImportObserver* observer = nullptr);

// Reads `#include "NAME"` from the folder `directory`: files of at most 16 MiB, NUL-free, as the import reads.
IncludeReader includes_next_to(const std::string& directory);

}  // namespace ll
