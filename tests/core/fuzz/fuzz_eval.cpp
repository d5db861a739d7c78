// libFuzzer target over the `layoutlab-cli eval` parser and evaluator: each input is a batch of
// statements (one a line) run in one Session, as `layoutlab-cli eval -` would. Any crash, sanitizer
// report or slow unit is a bug: user input must only ever produce values or `error:` results.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/expr/eval.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  ll::expr::Session session;
  int lines = 0;
  while (!text.empty() && lines++ < 64) {
    std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    auto result = session.run_line(line);
    if (result && result->ok()) (void)result->value().size();
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return 0;
}
