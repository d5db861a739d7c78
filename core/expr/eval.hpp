#pragma once
// The evaluator of `layoutlab-cli eval`: one Session holds the variables of a run; each statement is
// parsed, evaluated and printed exactly as CuTe's print() would print the value.
//
// Grammar (one statement per line; blank lines and lines starting with '#' print nothing):
//   statement := NAME '=' expr | expr
//   expr      := cond [':' cond]                               SHAPE:STRIDE builds a Layout
//   cond      := binary ['?' cond ':' cond]                    C++'s conditional (only the branch taken is evaluated)
//   binary    := unary {OP unary}   OP: C++'s binary operators with C++'s precedence (|| && | ^ & == != < > <= >=
//                                   << >> + - * / %); `<` after a name opens template arguments unless blanks
//                                   surround it; inside a tiler `<...>` a `>` closes it
//   unary     := {'!' | '~' | '-' | '+'} postfix
//   postfix   := primary { '(' args ')' | '{' '}' | '.' NAME [targs] '(' args ')' }
//   primary   := INT | '_' INT | '_' | '(' args ')' | '<' args '>' | NAME [targs]
//   targs     := '<' targ {',' targ} '>'    targ := number | type-name [targs]   (`GMMA::Major::K`)
//   _4 is static (cute::Int<4>), 4 dynamic. `(a,b)` is an IntTuple when every element is one, else a
//   tuple of values (a tiler when it holds layouts); `(x)` of a non-IntTuple x is just x. `<L0,L1>` is
//   always a tiler. A Layout, Swizzle or ComposedLayout called with coordinates is evaluated at them
//   (`L(3)`, `L(1,(0,2))`, `L((1,2))`), or sliced when a coordinate holds `_`.
//   NAME<...>(args) calls a builtin (core/expr/builtins.hpp); NAME<...> and NAME<...>{} without
//   arguments build the value of a type (`Swizzle<3,4,3>`, `Int<4>{}`).
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "core/expr/ast.hpp"
#include "core/expr/value.hpp"
#include "core/util/result.hpp"

namespace ll::expr {

class Session {
 public:
  // @post a binding statement stores the value under its name
  Result<Value> evaluate(const Statement& statement);
  // Parse, evaluate and print one line. nullopt for a blank line or a '#' comment; otherwise the
  // printed value (no final newline) or the error.
  std::optional<Result<std::string>> run_line(std::string_view line);

  enum class LineResult { Blank, Printed, Failed };
  // The same, appending to `out` (no final newline): the printed value (Printed) or the error message
  // (Failed); nothing for a blank line or a comment. Every line is parsed into one Statement kept here,
  // so a batch allocates little beyond the values themselves.
  LineResult run_line(std::string_view line, std::string& out);

  const std::map<std::string, Value, std::less<>>& variables() const { return variables_; }
  // Binds NAME (any text, e.g. a qualified `Traits::SmemLayout` from a C++ import) to a value.
  void set_variable(std::string name, Value value) { variables_[std::move(name)] = std::move(value); }
  void remove_variable(std::string_view name) {
    if (auto it = variables_.find(name); it != variables_.end()) variables_.erase(it);
  }
  // Every variable at once (a C++ import restores the names outside a scope when the scope ends).
  void set_variables(std::map<std::string, Value, std::less<>> variables) { variables_ = std::move(variables); }

 private:
  std::map<std::string, Value, std::less<>> variables_;
  Statement line_statement_;  // run_line's parse buffers, reused line after line
};

// The integer a value holds, looking through C++'s grouping parentheses (`(k + 1)` evaluates to a one-element
// tuple here); nullopt for anything else. What every reader of a C++ constant takes its integer with.
std::optional<Int> integer_of(const Value& v);

// The grammar summary above, for `layoutlab-cli help eval`.
std::string grammar_help();

// One statement evaluated on its own, in a fresh session: what a field of the GUI or an option of the CLI holds,
// e.g. `make_tensor(make_gmem_ptr<half_t>(0), make_shape(4096,4096), make_stride(4096,_1{}))`.
// @post its value, or the parser's or the evaluator's error
Result<Value> evaluate_text(std::string_view text);

// A layout typed in a field: CuTe's notation (`(4,8):(8,1)`, parse_layout's messages), else any statement
// of the eval language that gives a Layout, C++ spellings included (`Layout<Shape<_4,_8>,Stride<_8,_1>>{}`,
// `make_layout(make_shape(4,8), LayoutRight{})`). @post the layout, or the error of the notation when the
// text looks like one (it starts with '(', a digit or '_'), else the statement's
Result<Layout> layout_from_text(std::string_view text);

}  // namespace ll::expr
