#pragma once
// The syntax tree of one `layoutlab-cli eval` statement, as the parser (core/expr/parser.hpp) builds it
// and the evaluator (core/expr/eval.hpp) walks it. Plain data; no evaluation happens here.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ll::expr {

// A template argument as written in C++: a number (`3`, `-1`, `_4`) or a type-like name with optional
// nested template arguments and namespace qualification (`GMMA::Major::K`, `half_t`,
// `SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>`).
struct TemplateArg {
  std::optional<std::int64_t> number;  // set for numbers
  std::string name;                    // set for names, `::`-qualified as written
  std::vector<TemplateArg> args;       // nested template arguments of a name
  bool has_args = false;               // `Name<>` is distinct from `Name`

  // Canonical C++ spelling without spaces: `SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>`.
  std::string spelling() const;
};

struct Node;
using NodePtr = std::unique_ptr<Node>;

struct Node {
  enum class Kind {
    Integer,     // `4` (dynamic) or `_4` (static): integer, is_static
    Underscore,  // `_`
    Tuple,       // `(a, b, ...)`: children; a one-element tuple of a non-IntTuple is plain grouping
    Tiler,       // `<a, b, ...>`: children
    LayoutLit,   // `SHAPE:STRIDE`: children[0], children[1]
    Name,        // an identifier (variable or builtin) with optional template args: name, targs, has_targs
    Call,        // callee(args): children[0] is the callee, the rest the arguments
    Braces,      // `X{}` (CuTe's value construction of a type): children[0]
    Member,      // object.name<targs>(args): children[0] is the object, the rest the arguments; name, targs
  };
  Kind kind;
  std::int64_t integer = 0;
  bool is_static = false;
  std::string name;
  std::vector<TemplateArg> targs;
  bool has_targs = false;
  std::vector<NodePtr> children;
  std::size_t column = 0;  // 1-based source column, for messages
};

// `NAME = EXPR` binds NAME; otherwise binding is empty.
struct Statement {
  std::string binding;
  NodePtr expr;
};

}  // namespace ll::expr
