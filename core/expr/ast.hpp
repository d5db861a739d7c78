#pragma once
// The syntax tree of one `layoutlab-cli eval` statement, as the parser (core/expr/parser.hpp) builds it
// and the evaluator (core/expr/eval.hpp) walks it. Plain data; no evaluation happens here.
#include <cstdint>
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

// Nodes live in their Statement's `nodes` array and name their children by index (one allocation for
// the whole tree rather than one per node: parsing was a third of a statement's time).
struct Node {
  enum class Kind {
    Integer,     // `4` (dynamic) or `_4` (static): integer, is_static
    Underscore,  // `_`
    Tuple,       // `(a, b, ...)`: children; a one-element tuple of a non-IntTuple is plain grouping
    Tiler,       // `<a, b, ...>`: children
    LayoutLit,   // `SHAPE:STRIDE`: children 0 and 1
    Name,        // an identifier (variable or builtin) with optional template args: name, targs, has_targs
    Call,        // callee(args): child 0 is the callee, the rest the arguments
    Braces,      // `X{}` (CuTe's value construction of a type): child 0
    Member,      // object.name<targs>(args): child 0 is the object, the rest the arguments; name, targs
  };
  Kind kind;
  std::int64_t integer = 0;
  bool is_static = false;
  bool has_targs = false;
  std::string name;
  std::uint32_t targs = 0;        // 1 + index of the template arguments in Statement::targ_lists; 0: none
  std::uint32_t first_child = 0;  // index of the first child's id in Statement::child_ids
  std::uint32_t child_count = 0;
  std::size_t column = 0;  // 1-based source column, for messages
};

// `NAME = EXPR` binds NAME; otherwise binding is empty.
struct Statement {
  std::string binding;
  std::vector<Node> nodes;
  std::vector<std::uint32_t> child_ids;
  std::vector<std::vector<TemplateArg>> targ_lists;
  std::uint32_t root = 0;

  const Node& expr() const { return nodes[root]; }
  // @pre i < n.child_count
  const Node& child(const Node& n, std::size_t i) const { return nodes[child_ids[n.first_child + i]]; }
  // The node's template arguments as written (empty when it has none).
  const std::vector<TemplateArg>& targs(const Node& n) const {
    static const std::vector<TemplateArg> kNone;
    return n.targs ? targ_lists[n.targs - 1] : kNone;
  }
};

}  // namespace ll::expr
