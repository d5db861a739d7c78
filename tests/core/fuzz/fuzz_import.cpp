// libFuzzer target over the C++ import (core/cpp_import): each input is a source file, read as `layoutlab-cli
// import` reads one, with the preprocessor, scopes, launches and the reference program. Any crash, sanitizer report
// or slow unit is a bug: a source of any shape must only ever give listed objects.
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/cpp_import/cpp_source.hpp"
#include "core/cpp_import/reference_program.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string source(reinterpret_cast<const char*>(data), size);
  // an `#include "x"` reads the source itself again (bounded by the reader's depth and once-only rule)
  const ll::IncludeReader self = [&](const std::string&) -> std::optional<std::string> { return source.substr(0, 256); };
  for (const auto& o : ll::import_cpp_source(source, {{"M", "128"}, {"threadIdx.x", "5"}}, self))
    (void)(o.name.size() + o.printed.size() + o.unreadable.size());
  (void)ll::cpp_import_reference_program(source, {{"TA", "float"}}).size();
  return 0;
}
