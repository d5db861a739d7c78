#pragma once
// The syntax tree of one `layoutlab-cli eval` statement, as the parser (core/expr/parser.hpp) builds it
// and the evaluator (core/expr/eval.hpp) walks it. Plain data; no evaluation happens here.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/layout/int_tuple.hpp"

namespace ll::expr {

// A template argument as written in C++: a number (`3`, `-1`, `_4`) or a type-like name with optional
// nested template arguments and namespace qualification (`GMMA::Major::K`, `half_t`,
// `SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>`).
struct TemplateArg {
  std::optional<std::int64_t> number;  // set for numbers
  std::string name;                    // set for names, `::`-qualified as written
  std::vector<TemplateArg> args;       // nested template arguments of a name
  bool has_args = false;               // `Name<>` is distinct from `Name`
  // Integer arithmetic as written, without spaces (`kBlockN*2/4`), when the argument is neither a plain
  // number nor a type: the evaluator computes it from the session's integers (C++'s constant expression).
  std::string expression;

  // Canonical C++ spelling without spaces: `SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>`.
  std::string spelling() const;
};

// C++'s operators on integers, as an Arithmetic or Unary node records them (in `integer`). One table of them
// (spelling, precedence) serves every reader: eval's statements, template arguments, `#if` and constant members.
enum class Operator : std::uint8_t {
  Add, Subtract, Multiply, Divide, Remainder, ShiftLeft, ShiftRight, Less, Greater, LessEqual, GreaterEqual, Equal,
  NotEqual, BitAnd, BitXor, BitOr, LogicalAnd, LogicalOr,  // binary
  Not, Complement, Negate, Plus,                           // unary
};
std::string_view spelling(Operator op);
// C++'s binding strength of a binary operator: || 1, && 2, | 3, ^ 4, & 5, == != 6, < > <= >= 7, << >> 8, + - 9,
// * / % 10.
int precedence(Operator op);

// Nodes live in their Statement's `nodes` array and name their children by index: the first child, then
// each child its next sibling. Plain data without strings (a name is a range of the statement's text),
// so a statement parsed into a reused Statement allocates nothing.
struct Node {
  enum class Kind : std::uint8_t {
    Integer,     // `4` (dynamic) or `_4` (static): integer, is_static
    Underscore,  // `_`
    Tuple,       // `(a, b, ...)`: children; a one-element tuple of a non-IntTuple is plain grouping
    Tiler,       // `<a, b, ...>`: children
    LayoutLit,   // `SHAPE:STRIDE`: children 0 and 1
    Name,        // an identifier (variable or builtin) with optional template args: name, targs, has_targs
    Call,        // callee(args): child 0 is the callee, the rest the arguments
    Braces,      // `X{}` (CuTe's value construction of a type): child 0
    Member,      // object.name<targs>(args): child 0 is the object, the rest the arguments; name, targs
    Composed,    // `A o OFFSET o B`, CuTe's printed ComposedLayout: children 0, 1, 2 (make_composed_layout(A, OFFSET, B))
    Arithmetic,  // `a + b`, `a == b`, `a && b`, ... (C++'s binary operators on integers): children 0 and 1, the Operator in `integer`
    Unary,       // `!a`, `~a`, `-a`, `+a`: child 0, the Operator in `integer`
    Conditional, // `c ? a : b`: children 0, 1, 2 (only the branch the condition picks is evaluated)
  };
  static constexpr std::uint32_t kNone = ~std::uint32_t{0};

  std::int64_t integer = 0;
  std::uint32_t name_begin = 0;  // the name is Statement::text[name_begin, name_begin + name_size)
  std::uint32_t name_size = 0;
  std::uint32_t first_child = kNone;
  std::uint32_t next_sibling = kNone;
  std::uint32_t child_count = 0;
  std::uint32_t targs = 0;   // 1 + index of the template arguments in Statement::targ_lists; 0: none
  std::uint32_t column = 0;  // 1-based source column, for messages
  Kind kind = Kind::Integer;
  bool is_static = false;
  bool has_targs = false;
  // An IntTuple written out: an integer, `_`, or a tuple of those (the parser knows it when the node
  // is finished, so the evaluator builds such literals in place without asking again).
  bool is_int_tuple_literal = false;
  BasisModes basis;  // Integer: `_1@0` is a scaled basis (core/layout/int_tuple.hpp)
};

// `NAME = EXPR` binds NAME; otherwise binding is empty.
struct Statement {
  std::string text;  // the statement as written: names point into it
  std::string binding;
  std::vector<Node> nodes;  // the tree is nodes[0, node_count); a reused Statement keeps the rest as room
  std::uint32_t node_count = 0;
  std::vector<std::vector<TemplateArg>> targ_lists;
  std::uint32_t root = 0;

  const Node& expr() const { return nodes[root]; }
  std::string_view name(const Node& n) const { return std::string_view(text).substr(n.name_begin, n.name_size); }
  // Children in order: for (const Node* c = first_child(n); c; c = next_sibling(*c)).
  const Node* first_child(const Node& n) const { return n.first_child == Node::kNone ? nullptr : &nodes[n.first_child]; }
  const Node* next_sibling(const Node& n) const { return n.next_sibling == Node::kNone ? nullptr : &nodes[n.next_sibling]; }
  // @pre i < n.child_count (walks the siblings: children are few)
  const Node& child(const Node& n, std::size_t i) const {
    const Node* c = first_child(n);
    while (i-- > 0) c = next_sibling(*c);
    return *c;
  }
  // The node's template arguments as written (empty when it has none).
  const std::vector<TemplateArg>& targs(const Node& n) const {
    static const std::vector<TemplateArg> kNone;
    return n.targs ? targ_lists[n.targs - 1] : kNone;
  }
};

}  // namespace ll::expr
