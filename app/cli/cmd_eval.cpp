// layoutlab-cli eval: evaluate CuTe expressions and print them exactly as CuTe's print() does.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <string_view>

#include <unistd.h>

#include "app/cli/command.hpp"
#include "core/expr/builtins.hpp"
#include "core/expr/eval.hpp"

namespace ll::cli {
namespace {

void print_help() {
  std::string text =
      "Usage: layoutlab-cli eval EXPR...      evaluate each argument\n"
      "       layoutlab-cli eval [-]          read statements from stdin, one a line\n\n"
      "Each statement prints its value as CuTe's print() would, then a newline; a failing one prints\n"
      "`error: MESSAGE` and the rest go on. Exit status 1 if any statement failed.\n\n";
  text += expr::grammar_help();
  text += "\nFunctions:\n";
  for (const expr::Builtin* b : expr::all_builtins()) {
    text += "  " + b->signature + "\n      " + b->summary + "\n";
  }
  text +=
      "\nExamples:\n"
      "  layoutlab-cli eval 'composition((_4,_2):(_2,_1), _4:_2)'\n"
      "  layoutlab-cli eval 'L = (_4,_8):(_8,_1)' 'logical_divide(L, <_2:_1,_4:_1>)'\n"
      "  echo 'print_layout(make_layout((_4,_8), LayoutRight{}))' | layoutlab-cli eval\n";
  std::fputs(text.c_str(), stdout);
}

// Runs one statement, appending its output (or error line) to `out`. @return false when it failed
bool run_one(expr::Session& session, std::string_view line, std::string& out) {
  const std::size_t mark = out.size();
  switch (session.run_line(line, out)) {
    case expr::Session::LineResult::Blank: return true;
    case expr::Session::LineResult::Printed: out += '\n'; return true;
    case expr::Session::LineResult::Failed: break;
  }
  for (std::size_t i = mark; i < out.size(); ++i)  // one line per statement, whatever the message holds
    if (out[i] == '\n' || out[i] == '\r') out[i] = ' ';
  out.insert(mark, "error: ");
  out += '\n';
  return false;
}

// Feeds every line of a non-terminal stdin to `line_fn`, as std::getline splits them (a last line without
// '\n' counts, an empty one after the final '\n' does not), reading big blocks with read(2): no stream
// machinery and no copy per line.
template <class LineFn>
void for_each_stdin_line(LineFn line_fn) {
  std::string buffer(1 << 16, '\0');
  std::size_t begin = 0, end = 0;  // the bytes not yet split into lines
  for (;;) {
    if (begin > 0 && begin == end) begin = end = 0;
    if (end == buffer.size()) {
      if (begin > 0) {  // move the partial line to the front
        buffer.erase(0, begin);
        end -= begin;
        begin = 0;
        buffer.resize(buffer.capacity());
      } else {
        buffer.resize(buffer.size() * 2);  // a line longer than the buffer
      }
    }
    const ssize_t n = read(STDIN_FILENO, buffer.data() + end, buffer.size() - end);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    end += static_cast<std::size_t>(n);
    const char* data = buffer.data();
    while (const void* nl = std::memchr(data + begin, '\n', end - begin)) {
      const std::size_t stop = static_cast<std::size_t>(static_cast<const char*>(nl) - data);
      line_fn(std::string_view(data + begin, stop - begin));
      begin = stop + 1;
    }
  }
  if (begin < end) line_fn(std::string_view(buffer.data() + begin, end - begin));
}

int run_eval(const std::vector<std::string>& args) {
  if (!args.empty() && (args[0] == "--help" || args[0] == "-h")) {
    print_help();
    return 0;
  }
  expr::Session session;
  bool all_ok = true;
  std::string out;
  out.reserve(1 << 17);
  auto flush = [&out] {
    std::fwrite(out.data(), 1, out.size(), stdout);
    out.clear();
  };
  if (args.empty() || (args.size() == 1 && args[0] == "-")) {
    if (isatty(STDIN_FILENO) != 0) {
      // A terminal gets each answer as soon as its line is typed.
      std::ios::sync_with_stdio(false);
      std::string line;
      while (std::getline(std::cin, line)) {
        all_ok = run_one(session, line, out) && all_ok;
        flush();
        std::fflush(stdout);
      }
    } else {
      for_each_stdin_line([&](std::string_view line) {
        all_ok = run_one(session, line, out) && all_ok;
        if (out.size() > (1 << 16)) flush();
      });
    }
  } else {
    for (const auto& a : args) all_ok = run_one(session, a, out) && all_ok;
  }
  flush();
  std::fflush(stdout);
  return all_ok ? 0 : 1;
}

RegisterCommand eval{{"eval", "evaluate CuTe layout expressions, printed exactly as CuTe prints them", run_eval}};

}  // namespace
}  // namespace ll::cli
