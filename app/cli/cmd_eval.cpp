// layoutlab-cli eval: evaluate CuTe expressions and print them exactly as CuTe's print() does.
#include <cstdio>
#include <iostream>
#include <string>

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
  auto result = session.run_line(line);
  if (!result) return true;
  if (!*result) {
    out += "error: ";
    std::string message = result->error();
    for (char& ch : message)
      if (ch == '\n' || ch == '\r') ch = ' ';
    out += message;
    out += '\n';
    return false;
  }
  out += result->value();
  out += '\n';
  return true;
}

int run_eval(const std::vector<std::string>& args) {
  if (!args.empty() && (args[0] == "--help" || args[0] == "-h")) {
    print_help();
    return 0;
  }
  expr::Session session;
  bool all_ok = true;
  std::string out;
  auto flush = [&out] {
    std::fwrite(out.data(), 1, out.size(), stdout);
    out.clear();
  };
  if (args.empty() || (args.size() == 1 && args[0] == "-")) {
    // Batches are read through a buffered stream (no per-character stdio sync); a terminal gets each
    // answer as soon as its line is typed.
    std::ios::sync_with_stdio(false);
    const bool interactive = isatty(STDIN_FILENO) != 0;
    std::string line;
    while (std::getline(std::cin, line)) {
      all_ok = run_one(session, line, out) && all_ok;
      if (interactive || out.size() > (1 << 16)) flush();
      if (interactive) std::fflush(stdout);
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
