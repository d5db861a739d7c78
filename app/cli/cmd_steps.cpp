// layoutlab-cli steps: the classroom stepper's walk through one algebra operation, as English text.
#include <cstdio>
#include <iostream>
#include <string>

#include "app/cli/command.hpp"
#include "core/algebra/algebra.hpp"
#include "core/algebra/step_text.hpp"
#include "core/document/operation.hpp"
#include "core/expr/eval.hpp"
#include "core/layout/print.hpp"

namespace ll::cli {
namespace {

void print_usage() {
  std::puts(
      "Usage: layoutlab-cli steps 'OP(A, B)'\n"
      "       layoutlab-cli steps -          (one expression a line from standard input)\n"
      "Prints the steps of CuTe's algorithm that the GUI's stepper walks through, then the result.\n"
      "OP is composition, complement, logical_divide, zipped_divide, tiled_divide, flat_divide,\n"
      "logical_product, blocked_product or raked_product; A and B are `eval` expressions (a tiler such\n"
      "as <_2:_1,_4> or (_2,_4) where CuTe takes one; complement's B is its cotarget).\n\n"
      "Example: layoutlab-cli steps 'logical_divide((_4,_2,_3):(_2,_1,_8), _4:_2)'");
}

// "OP(A, B)" -> OP, A, B (B may be empty); the comma is the last one at depth 1.
bool split_call(const std::string& text, std::string& op, std::string& a, std::string& b) {
  const auto open = text.find('(');
  const auto close = text.rfind(')');
  if (open == std::string::npos || close == std::string::npos || close < open) return false;
  op = text.substr(0, open);
  while (!op.empty() && op.back() == ' ') op.pop_back();
  while (!op.empty() && op.front() == ' ') op.erase(op.begin());
  int depth = 0;
  std::size_t comma = std::string::npos;
  for (std::size_t i = open + 1; i < close; ++i) {
    const char c = text[i];
    if (c == '(' || c == '<') ++depth;
    if (c == ')' || c == '>') --depth;
    if (c == ',' && depth == 0) comma = i;
  }
  a = text.substr(open + 1, (comma == std::string::npos ? close : comma) - open - 1);
  b = comma == std::string::npos ? std::string() : text.substr(comma + 1, close - comma - 1);
  return true;
}

Result<expr::Value> value_of(expr::Session& session, const std::string& text) {
  auto printed = session.run_line("__steps_operand = " + text);
  if (!printed) return Error{"empty operand"};
  if (!*printed) return Error{printed->error()};
  return session.variables().find("__steps_operand")->second;
}

Result<AlgebraSteps> steps_of(const std::string& text) {
  std::string op_name, a_text, b_text;
  if (!split_call(text, op_name, a_text, b_text) || b_text.empty())
    return Error{"expected OP(A, B), e.g. logical_divide((_4,_2,_3):(_2,_1,_8), _4:_2)"};
  const auto op = operation_from_name(op_name);
  if (!op) return Error{"unknown operation '" + op_name + "'"};
  expr::Session session;
  auto a = value_of(session, a_text);
  if (!a) return a.failure();
  if (!a->is_layout()) return Error{"A must be a Layout, got " + expr::kind_name(*a)};
  auto b = value_of(session, b_text);
  if (!b) return b.failure();
  switch (*op) {
    case Operation::Composition:
    case Operation::LogicalDivide:
    case Operation::LogicalProduct: {
      if (b->is_layout() && *op != Operation::Composition) break;  // the operation's own walk below
      auto tiler = expr::to_tiler(*b);
      if (!tiler) return tiler.failure();
      if (*op == Operation::Composition)
        return b->is_layout() ? composition_steps(a->layout(), b->layout()) : composition_steps(a->layout(), *tiler);
      if (*op == Operation::LogicalDivide) return logical_divide_steps(a->layout(), *tiler);
      return logical_product_steps(a->layout(), *tiler);
    }
    case Operation::Complement:
      if (b->is_int_tuple()) return complement_steps(a->layout(), b->int_tuple());
      break;
    default: break;
  }
  if (!b->is_layout()) return Error{op_name + ": B must be a Layout here, got " + expr::kind_name(*b)};
  return operation_steps(*op, a->layout(), b->layout());
}

int run_steps(const std::vector<std::string>& args) {
  if (args.size() != 1 || args[0] == "--help" || args[0] == "-h") {
    print_usage();
    return args.size() == 1 ? 0 : 2;
  }
  if (args[0] != "-") {
    auto steps = steps_of(args[0]);
    if (!steps) {
      std::cerr << "error: " << steps.error() << "\n";
      return 1;
    }
    std::cout << print_steps(*steps);
    return 0;
  }
  std::string line;
  bool all_ok = true;
  while (std::getline(std::cin, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::cout << "== " << line << "\n";
    auto steps = steps_of(line);
    if (steps) {
      std::cout << print_steps(*steps);
    } else {
      std::cout << "error: " << steps.error() << "\n";
      all_ok = false;
    }
  }
  return all_ok ? 0 : 1;
}

const RegisterCommand kRegister{{"steps", "the stepper's walk through composition, complement, a divide or a product", run_steps}};

}  // namespace
}  // namespace ll::cli
