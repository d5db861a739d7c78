#include "core/expr/parser.hpp"

#include "core/cpp/lexer.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <limits>
#include <optional>
#include <utility>

namespace ll::expr {

std::string TemplateArg::spelling() const {
  if (number) return std::to_string(*number);
  if (!expression.empty()) return expression;
  std::string out = name;
  if (has_args) {
    out += '<';
    for (std::size_t i = 0; i < args.size(); ++i) {
      if (i) out += ',';
      out += args[i].spelling();
    }
    out += '>';
  }
  return out;
}

std::string_view spelling(Operator op) {
  static constexpr std::string_view kSpellings[] = {"+",  "-",  "*", "/", "%", "<<", ">>", "<", ">", "<=", ">=",
                                                    "==", "!=", "&", "^", "|", "&&", "||", "!", "~", "-",  "+"};
  return kSpellings[static_cast<std::size_t>(op)];
}

int precedence(Operator op) {
  switch (op) {
    case Operator::LogicalOr: return 1;
    case Operator::LogicalAnd: return 2;
    case Operator::BitOr: return 3;
    case Operator::BitXor: return 4;
    case Operator::BitAnd: return 5;
    case Operator::Equal: case Operator::NotEqual: return 6;
    case Operator::Less: case Operator::Greater: case Operator::LessEqual: case Operator::GreaterEqual: return 7;
    case Operator::ShiftLeft: case Operator::ShiftRight: return 8;
    case Operator::Add: case Operator::Subtract: return 9;
    case Operator::Multiply: case Operator::Divide: case Operator::Remainder: return 10;
    default: return 11;  // unary: binds tighter than any binary operator
  }
}

namespace {

using cpp::is_digit;
using cpp::is_ident_char;
using cpp::is_ident_start;
using cpp::is_space;

// Recursive descent over the statement's own copy of the text. That copy is a std::string, so a '\0'
// always follows the last character: reading the current character (or one past a non-'\0' one) needs
// no bounds check, and the end reads as '\0' just as an embedded '\0' does, which is what every rule
// below expects. `depth_` bounds the recursion so hostile input cannot overflow the stack.
class Parser {
 public:
  explicit Parser(Statement& st) : st_(st), begin_(st.text.c_str()), end_(begin_ + st.text.size()), p_(begin_) {}

  void statement() {
    skip_space();
    // `NAME = EXPR` (but not `NAME == ...`, which is no statement of ours anyway)
    const char* save = p_;
    if (is_ident_start(*p_)) {
      std::string_view name = identifier();
      skip_space();
      if (name != "_" && !is_static_int_name(name) && *p_ == '=' && p_[1] != '=') {
        ++p_;
        st_.binding.assign(name);
      } else {
        p_ = save;
      }
    }
    st_.root = expression();
    skip_space();
    if (p_ != end_) fail_here(LL_TRANSLATABLE("CoreMessage", "unexpected '%1'"), std::string(1, *p_));
  }

 private:
  using Id = std::uint32_t;

  // The children of a node being parsed, linked in order as they are finished.
  struct Children {
    Id first;
    Id last;
    std::uint32_t count;
    bool all_int_tuple_literals;
  };
  static Children no_children() { return {Node::kNone, Node::kNone, 0, true}; }

  // One recursion level; three per nesting level of `(`, as the limit's message has always counted.
  struct DepthGuard {
    Parser& p;
    explicit DepthGuard(Parser& parser) : p(parser) {
      if (++p.depth_ > kMaxDepth) p.fail_too_deep();
    }
    ~DepthGuard() { --p.depth_; }
  };

  Node& node(Id id) { return st_.nodes[id]; }

  void add(Children& children, Id id) {
    if (children.count++ == 0) {
      children.first = id;
    } else {
      node(children.last).next_sibling = id;
    }
    children.last = id;
    children.all_int_tuple_literals = children.all_int_tuple_literals && node(id).is_int_tuple_literal;
  }
  // A new node at the end of the tree, in room the statement keeps from earlier parses where it can.
  Id make(Node::Kind kind, const char* at) {
    if (st_.node_count == st_.nodes.size()) grow_nodes();
    const Id id = st_.node_count++;
    Node& n = st_.nodes[id];
    n = Node{};
    n.kind = kind;
    n.column = static_cast<std::uint32_t>(at - begin_ + 1);
    return id;
  }
  void grow_nodes() { st_.nodes.resize(std::max<std::size_t>(64, 2 * st_.nodes.size())); }
  Id finish(Node::Kind kind, const char* at, const Children& children) {
    Id id = make(kind, at);
    Node& n = node(id);
    n.first_child = children.first;
    n.child_count = children.count;
    return id;
  }
  void set_name(Id id, const char* begin, const char* end) {
    node(id).name_begin = static_cast<std::uint32_t>(begin - begin_);
    node(id).name_size = static_cast<std::uint32_t>(end - begin);
  }
  void set_targs(Id id, std::vector<TemplateArg> targs, bool has_targs) {
    node(id).has_targs = has_targs;
    if (targs.empty()) return;
    st_.targ_lists.push_back(std::move(targs));
    node(id).targs = static_cast<std::uint32_t>(st_.targ_lists.size());
  }

  // expression := layout ['o' layout 'o' expression]   (`A o OFFSET o B`, as CuTe prints a ComposedLayout)
  Id expression() {
    DepthGuard guard(*this);
    Id outer = layout();
    skip_space();
    if (!composition_o()) return outer;
    const char* at = p_++;
    Children children = no_children();
    add(children, outer);
    add(children, layout());
    skip_space();
    if (!composition_o()) fail_here(LL_TRANSLATABLE("CoreMessage", "expected 'o' and the inner layout: CuTe prints a ComposedLayout as A o OFFSET o B"));
    ++p_;
    add(children, expression());
    return finish(Node::Kind::Composed, at, children);
  }
  // At a lone `o` (CuTe's composition sign), not a name such as `off`.
  bool composition_o() const { return *p_ == 'o' && !is_ident_char(p_[1]); }

  // layout := conditional [':' conditional]   (within its expression's depth level)
  Id layout() {
    Id left = conditional();
    skip_space();
    if (*p_ == ':' && p_[1] != ':') {
      const char* at = p_++;
      Children children = no_children();
      add(children, left);
      add(children, conditional());
      return finish(Node::Kind::LayoutLit, at, children);
    }
    return left;
  }

  // conditional := binary ['?' conditional ':' conditional]   (C++'s `c ? a : b`, right to left)
  Id conditional() {
    Id condition = binary(1);
    skip_space();
    if (*p_ != '?') return condition;
    DepthGuard guard(*this);
    const char* at = p_++;
    Children children = no_children();
    add(children, condition);
    add(children, conditional());
    skip_space();
    if (*p_ != ':' || p_[1] == ':') fail_here(LL_TRANSLATABLE("CoreMessage", "expected ':' of the conditional 'c ? a : b'"));
    ++p_;
    add(children, conditional());
    return finish(Node::Kind::Conditional, at, children);
  }

  // The binary operator at p_ (after blanks), if one starts there that may continue an operand: C++'s, with
  // `>`, `>>` and `>=` closing a tiler `<...>` inside one instead, as C++ closes template arguments.
  std::optional<std::pair<Operator, int>> binary_operator() const {
    const char c = p_[0];
    if (c == '\0') return std::nullopt;  // the end: nothing after it may be read
    const char d = p_[1];
    switch (c) {
      case '+': return d == '+' || d == '=' ? std::nullopt : std::optional(std::pair(Operator::Add, 1));
      case '-': return d == '-' || d == '=' || d == '>' ? std::nullopt : std::optional(std::pair(Operator::Subtract, 1));
      case '*': return d == '=' ? std::nullopt : std::optional(std::pair(Operator::Multiply, 1));
      case '/': return d == '=' ? std::nullopt : std::optional(std::pair(Operator::Divide, 1));
      case '%': return d == '=' ? std::nullopt : std::optional(std::pair(Operator::Remainder, 1));
      case '=': return d == '=' ? std::optional(std::pair(Operator::Equal, 2)) : std::nullopt;
      case '!': return d == '=' ? std::optional(std::pair(Operator::NotEqual, 2)) : std::nullopt;
      case '&': return d == '&' ? std::optional(std::pair(Operator::LogicalAnd, 2))
                       : d == '=' ? std::nullopt : std::optional(std::pair(Operator::BitAnd, 1));
      case '|': return d == '|' ? std::optional(std::pair(Operator::LogicalOr, 2))
                       : d == '=' ? std::nullopt : std::optional(std::pair(Operator::BitOr, 1));
      case '^': return d == '=' ? std::nullopt : std::optional(std::pair(Operator::BitXor, 1));
      case '<':
        if (d == '<') return p_[2] == '=' || p_[2] == '<' ? std::nullopt : std::optional(std::pair(Operator::ShiftLeft, 2));
        return d == '=' ? std::optional(std::pair(Operator::LessEqual, 2)) : std::optional(std::pair(Operator::Less, 1));
      case '>':
        if (in_angle_) return std::nullopt;
        if (d == '>') return p_[2] == '=' ? std::nullopt : std::optional(std::pair(Operator::ShiftRight, 2));
        return d == '=' ? std::optional(std::pair(Operator::GreaterEqual, 2)) : std::optional(std::pair(Operator::Greater, 1));
      default: return std::nullopt;
    }
  }

  // binary := operand {op binary'}: precedence climbing over C++'s binary operators (`precedence`), left to
  // right within one strength, as kernels write them (`kHeadDim % 64 == 0`, `(kStages > 2) && Is_even`).
  Id binary(int min_precedence) {
    Id left = operand();
    for (int chain = 1;; ++chain) {  // a chain nests its nodes to the left: bounded as every other nesting
      skip_space();
      const auto op = binary_operator();
      if (!op || precedence(op->first) < min_precedence) return left;
      if (depth_ + chain > kMaxDepth) fail_too_deep();
      DepthGuard guard(*this);
      const char* at = p_;
      p_ += op->second;
      Children children = no_children();
      add(children, left);
      add(children, binary(precedence(op->first) + 1));
      left = finish(Node::Kind::Arithmetic, at, children);
      node(left).integer = static_cast<std::int64_t>(op->first);
    }
  }

  // postfix, with a shortcut for the commonest operand, a plain integer or `_` (both sides of `_8:_1`):
  // parsed here without the two frames of postfix -> primary. Taken only where their depth guards could
  // not refuse, so every message and column stays the same.
  Id operand() {
    if (depth_ + 2 > kMaxDepth) return postfix();
    skip_space();  // what primary does first
    if (const auto op = unary_operator()) {  // `!Is_even`, `~mask`, `-kBlockN`
      DepthGuard guard(*this);
      const char* at = p_++;
      Children children = no_children();
      add(children, operand());
      Id id = finish(Node::Kind::Unary, at, children);
      node(id).integer = static_cast<std::int64_t>(*op);
      return id;
    }
    Id id;
    if (!integer_or_underscore(id)) return postfix();
    skip_space();
    const char c = *p_;
    if (c != '(' && c != '{' && c != '.') return id;
    ++depth_;  // postfix's level, for its suffix loop
    id = postfix_rest(id);
    --depth_;
    return id;
  }

  // A prefix operator at p_: `!` (not `!=`), `~`, and `-` / `+` before anything but a digit (`-4` is a literal).
  std::optional<Operator> unary_operator() const {
    switch (p_[0]) {
      case '!': return p_[1] == '=' ? std::nullopt : std::optional(Operator::Not);
      case '~': return Operator::Complement;
      case '-': return cpp::is_digit(p_[1]) || p_[1] == '-' || p_[1] == '>' ? std::nullopt : std::optional(Operator::Negate);
      case '+': return cpp::is_digit(p_[1]) || p_[1] == '+' ? std::nullopt : std::optional(Operator::Plus);
      default: return std::nullopt;
    }
  }

  // postfix := primary { '(' args ')' | '{' '}' | '.' name [targs] '(' args ')' }
  Id postfix() {
    DepthGuard guard(*this);
    return postfix_rest(primary());
  }
  Id postfix_rest(Id current) {
    for (;;) {
      skip_space();
      const char c = *p_;
      if (c == '(') {
        const char* at = p_++;
        Children children = no_children();
        add(children, current);
        arguments(')', children);
        current = finish(Node::Kind::Call, at, children);
      } else if (c == '{') {
        const char* at = p_++;
        skip_space();
        Children children = no_children();
        add(children, current);
        if (eat('}')) {
          current = finish(Node::Kind::Braces, at, children);
        } else {  // `uint16_t{42}`, `int{2}`: C++'s brace initialisation, read as the call X(42)
          arguments('}', children);
          current = finish(Node::Kind::Call, at, children);
        }
      } else if (c == '.') {
        const char* at = p_++;
        skip_space();
        if (!is_ident_start(*p_)) fail_here(LL_TRANSLATABLE("CoreMessage", "expected a member name after '.'"));
        std::string_view name = identifier();
        skip_space();
        std::vector<TemplateArg> targs;
        bool has_targs = false;
        if (*p_ == '<') {
          has_targs = true;
          targs = template_arguments();
          skip_space();
        }
        if (*p_ != '(' && !has_targs && node(current).kind == Node::Kind::Name && !node(current).has_targs &&
            begin_ + node(current).name_begin + node(current).name_size == at && name.data() == at + 1) {
          // `threadIdx.x`, `blockIdx.y`: a value the kernel reads, one name (import lists it as needed; --set gives it)
          set_name(current, begin_ + node(current).name_begin, name.data() + name.size());
          continue;
        }
        if (!eat('(')) fail_here(LL_TRANSLATABLE("CoreMessage", "expected '(' after member name '%1'"), std::string(name));
        Children children = no_children();
        add(children, current);
        arguments(')', children);
        current = finish(Node::Kind::Member, at, children);
        set_name(current, name.data(), name.data() + name.size());
        set_targs(current, std::move(targs), has_targs);
      } else {
        return current;
      }
    }
  }

  Id primary() {
    DepthGuard guard(*this);
    skip_space();
    const char* at = p_;
    const char c = *p_;
    if (c == '(') {
      if (Id cast; pointer_cast(cast)) return cast;
      ++p_;
      Children children = no_children();
      arguments(')', children);
      Id id = finish(Node::Kind::Tuple, at, children);
      node(id).is_int_tuple_literal = children.all_int_tuple_literals;
      return id;
    }
    if (c == '<') {
      ++p_;
      Children children = no_children();
      arguments('>', children);
      if (children.count == 0) fail_here(LL_TRANSLATABLE("CoreMessage", "a tiler <...> needs at least one element"));
      return finish(Node::Kind::Tiler, at, children);
    }
    if (Id id; integer_or_underscore(id)) return id;
    if (is_ident_start(c)) {
      const char* end = qualified_identifier();
      skip_space();
      Id id = make(Node::Kind::Name, at);
      set_name(id, at, end);
      // (they make no nodes). `kBlockN < 64`, blanks on both sides, compares: C++ knows from the name, and
      // template arguments are never written so.
      if (*p_ == '<' && !(p_ > end && is_space(p_[1]))) set_targs(id, template_arguments(), true);
      if (std::string_view(at, end - at) == "true" || std::string_view(at, end - at) == "false" ||
          std::string_view(at, end - at) == "nullptr") {  // C++'s literals: integers here (a null pointer's address)
        Node& n = node(id);
        n.kind = Node::Kind::Integer;
        n.integer = *at == 't';
        n.is_int_tuple_literal = true;
      }
      return id;
    }
    // the end of the text, or an embedded '\0', reads as the end
    if (c) fail_here(LL_TRANSLATABLE("CoreMessage", "unexpected '%1'"), std::string(1, c));
    fail_here(LL_TRANSLATABLE("CoreMessage", "unexpected end of statement"));
  }

  // C's pointer cast `(float*)4096`, `(cute::half_t const*)0x1000`, as CuTe code writes fixed addresses: the call
  // of a Name spanning `float*` (the evaluator reads a name ending in '*' as a pointer type) on the operand.
  // @return false, consuming nothing, when the parenthesis holds anything else
  bool pointer_cast(Id& id) {
    const char* at = p_;
    const char* q = p_ + 1;
    while (*q == ' ') ++q;
    const char* type_begin = q;
    if (!is_ident_start(*q)) return false;
    while (is_ident_char(*q) || *q == ':' || *q == ' ') ++q;
    if (*q != '*') return false;
    const char* type_end = q + 1;
    ++q;
    while (*q == ' ') ++q;
    if (*q != ')') return false;
    p_ = q + 1;
    Id callee = make(Node::Kind::Name, type_begin);
    set_name(callee, type_begin, type_end);
    Children children = no_children();
    add(children, callee);
    add(children, postfix());
    id = finish(Node::Kind::Call, at, children);
    return true;
  }

  // A plain integer (`4`, `_4`, `-4`, `_-4`) or `_` (not the start of a name such as `_x` or `_::x`)
  // at p_: its node. @return false, consuming nothing, for anything else
  bool integer_or_underscore(Id& id) {
    const char* at = p_;
    const char c = *p_;
    const bool is_static = c == '_' && (is_digit(p_[1]) || (p_[1] == '-' && is_digit(p_[2])));
    // CuTe's names of negative constants: `_m1` is Int<-1> (integral_constant.hpp).
    const bool is_cute_negative = c == '_' && p_[1] == 'm' && is_digit(p_[2]);
    if (is_cute_negative) {
      p_ += 2;
      const std::int64_t value = -integer();
      id = make(Node::Kind::Integer, at);
      Node& n = node(id);
      n.integer = value;
      n.is_static = true;
      n.is_int_tuple_literal = true;
      return true;
    }
    if (is_static || is_digit(c) || (c == '-' && is_digit(p_[1]))) {
      p_ += is_static;
      const std::int64_t value = integer();
      id = make(Node::Kind::Integer, at);
      Node& n = node(id);
      n.integer = value;
      n.is_static = is_static;
      n.is_int_tuple_literal = true;
      basis_suffix(n.basis);
      return true;
    }
    if (c == '_' && !is_ident_char(p_[1]) && !(p_[1] == ':' && p_[2] == ':' && is_ident_start(p_[3]))) {
      ++p_;
      id = make(Node::Kind::Underscore, at);
      node(id).is_int_tuple_literal = true;
      return true;
    }
    return false;
  }

  // `@N@M...` after an integer: a scaled basis as CuTe prints it (basis_from_printed).
  void basis_suffix(BasisModes& basis) {
    std::vector<std::int64_t> modes;
    while (*p_ == '@') {
      ++p_;
      if (!is_digit(*p_)) fail_here(LL_TRANSLATABLE("CoreMessage", "expected a mode number after '@'"));
      modes.push_back(integer());
    }
    try {
      basis = basis_from_printed(modes);
    } catch (const CuteError& e) {
      fail_here(e.error());  // with the column, as every parse error
    }
  }

  // Comma-separated expressions up to `close` (already past the opener), added to `children`. Trailing
  // commas are errors. Inside `<...>` a `>` closes the tiler, so elements are full expressions (they
  // never contain a bare '>').
  void arguments(char close, Children& children) {
    const bool outer_angle = in_angle_;
    in_angle_ = close == '>';  // a `>` closes a tiler's elements; inside parentheses it compares again
    skip_space();
    if (eat(close)) return void(in_angle_ = outer_angle);
    for (;;) {
      add(children, expression());
      skip_space();
      if (eat(close)) return void(in_angle_ = outer_angle);
      if (!eat(',')) fail_here(LL_TRANSLATABLE("CoreMessage", "expected ',' or '%1'"), std::string(1, close));
    }
  }

  // A template argument that is integer arithmetic, from `start` up to its ',' or '>' (brackets balanced).
  void arithmetic_argument(TemplateArg& arg, const char* start) {
    int depth = 0;
    while (*p_ && !(depth == 0 && (*p_ == ',' || *p_ == '>'))) {
      if (*p_ == '(') ++depth;
      if (*p_ == ')' && --depth < 0) fail_here(LL_TRANSLATABLE("CoreMessage", "unbalanced ')' in a template argument"));
      ++p_;
    }
    if (depth != 0) fail_here(LL_TRANSLATABLE("CoreMessage", "unbalanced '(' in a template argument"));
    arg = TemplateArg{};
    for (const char* q = start; q < p_; ++q)  // blanks dropped, but for one between two words (`sizeof(T const)`)
      if (!is_space(*q)) arg.expression += *q;
      else if (!arg.expression.empty() && is_ident_char(arg.expression.back()) && q + 1 < p_ && is_ident_char(q[1]))
        arg.expression += ' ';
  }

  // '<' targ {',' targ} '>'  where targ := ['-'|'_'] digits | qualified-name [targs] | integer arithmetic
  std::vector<TemplateArg> template_arguments() {
    DepthGuard guard(*this);
    skip_space();
    if (!eat('<')) fail_here(LL_TRANSLATABLE("CoreMessage", "expected '<'"));
    std::vector<TemplateArg> args;
    skip_space();
    if (eat('>')) return args;
    for (;;) {
      skip_space();
      TemplateArg arg;
      const char* arg_start = p_;
      const char c = *p_;
      if (c == '(' || (c == '!' && p_[1] != '=') || c == '~' || (c == '-' && !is_digit(p_[1]))) {  // `(a > b)`, `!Is_even`
        arithmetic_argument(arg, arg_start);
      } else if (is_digit(c) || (c == '-' && is_digit(p_[1]))) {
        arg.number = integer();
      } else if (c == '_' && (is_digit(p_[1]) || (p_[1] == '-' && is_digit(p_[2])))) {
        ++p_;
        arg.number = integer();
      } else if (is_ident_start(c)) {
        const char* start = p_;
        arg.name.assign(start, qualified_identifier());
        skip_space();
        if (*p_ == '<') {
          arg.has_args = true;
          arg.args = template_arguments();
        }
      } else {
        fail_here(LL_TRANSLATABLE("CoreMessage", "expected a number or a type name as template argument"));
      }
      skip_space();
      // `kBlockN * 2`: the rest of a constant expression (C++ evaluates it at compile time; eval does, too).
      // `kBlockK == 32`, `a != b`, `x && y`, `x || y`: a condition (std::conditional_t's first argument), likewise.
      if (!arg.has_args && (*p_ == '*' || *p_ == '/' || *p_ == '%' || *p_ == '+' || (*p_ == '-' && p_[1] != '>') || *p_ == '(' ||
                            (*p_ == '=' && p_[1] == '=') || (*p_ == '!' && p_[1] == '=') || *p_ == '&' || *p_ == '|' ||
                            *p_ == '^' || *p_ == '?' || (*p_ == '<' && (p_[1] == '<' || p_[1] == '='))))
        arithmetic_argument(arg, arg_start);
      args.push_back(std::move(arg));
      skip_space();
      if (eat('>')) return args;
      if (!eat(',')) fail_here(LL_TRANSLATABLE("CoreMessage", "expected ',' or '>' in template arguments"));
    }
  }

  std::int64_t integer() {
    const bool negative = eat('-');
    if (!is_digit(*p_)) fail_here(LL_TRANSLATABLE("CoreMessage", "expected digits"));
    std::int64_t value = 0;
    if (p_[0] == '0' && (p_[1] == 'x' || p_[1] == 'X') && cpp::is_hex_digit(p_[2])) {
      p_ += 2;  // C++'s hexadecimal literal, as addresses are written (make_gmem_ptr<half_t>(0x1000))
      while (cpp::is_hex_digit(*p_)) {
        const char h = *p_++;
        const int digit = is_digit(h) ? h - '0' : (h | 0x20) - 'a' + 10;
        if (__builtin_mul_overflow(value, 16, &value) || __builtin_add_overflow(value, digit, &value))
          fail_here(LL_TRANSLATABLE("CoreMessage", "integer overflows int64"));
      }
    }
    while (is_digit(*p_)) {
      const int digit = *p_++ - '0';  // past the digit first: the message's column is after it
      if (__builtin_mul_overflow(value, 10, &value) || __builtin_add_overflow(value, digit, &value))
        fail_here(LL_TRANSLATABLE("CoreMessage", "integer overflows int64"));
    }
    // C++'s integer suffixes (3000000000LL, 4u) change nothing here.
    for (int n = 0; n < 3 && (*p_ == 'l' || *p_ == 'L' || *p_ == 'u' || *p_ == 'U'); ++n) ++p_;
    if (is_ident_char(*p_)) fail_here(LL_TRANSLATABLE("CoreMessage", "unexpected '%1' after a number"), std::string(1, *p_));
    return negative ? -value : value;
  }

  std::string_view identifier() {
    const char* start = p_;
    while (is_ident_char(*p_)) ++p_;
    if (p_ - start > 256) fail_at(start, LL_TRANSLATABLE("CoreMessage", "identifier longer than 256 characters"));
    return std::string_view(start, static_cast<std::size_t>(p_ - start));
  }
  // name {'::' name}, contiguous in the text. @return its end
  const char* qualified_identifier() {
    identifier();
    while (*p_ == ':' && p_[1] == ':' && is_ident_start(p_[2])) {
      p_ += 2;
      identifier();
    }
    return p_;
  }
  static bool is_static_int_name(std::string_view name) {
    return name.size() > 1 && name[0] == '_' && is_digit(name[1]);
  }

  void skip_space() {
    while (is_space(*p_)) ++p_;
  }
  // @pre c != '\0'
  bool eat(char c) {
    if (*p_ != c) return false;
    ++p_;
    return true;
  }
  [[noreturn]] void fail_too_deep() {
    fail_here(LL_TRANSLATABLE("CoreMessage", "nesting deeper than %1"), kMaxDepth);
  }
  template <class... Args>
  [[noreturn]] void fail_here(const char* id, const Args&... args) { fail_at(p_, error_of(id, args...)); }
  [[noreturn]] void fail_here(const Error& what) { fail_at(p_, what); }
  template <class... Args>
  [[noreturn]] void fail_at(const char* at, const char* id, const Args&... args) { fail_at(at, error_of(id, args...)); }
  // "parse error at column N: " in front of `what`, both translatable.
  [[noreturn]] void fail_at(const char* at, const Error& what) {
    Error e = error_of(LL_TRANSLATABLE("CoreMessage", "parse error at column %1: "), at - begin_ + 1);
    e.message += what.message;
    if (what.parts.empty()) e.parts.push_back(Message{"%1", {what.message}});
    else e.parts.insert(e.parts.end(), what.parts.begin(), what.parts.end());
    fail(e);
  }

  Statement& st_;
  const char* begin_;
  const char* end_;
  const char* p_;
  int depth_ = 0;
  bool in_angle_ = false;  // parsing a tiler's elements: `>` closes them
};

// C++ as kernels write it, read as the statement it is (issue 27): comments, a trailing `;`, the
// declaration words of `auto NAME = EXPR;` / `static constexpr auto NAME = ...` / `using NAME = TYPE;`, and
// the `cute::` / `cutlass::` / `std::` qualifiers become blanks, so every column stays where the user wrote it.
bool is_declaration_word(std::string_view w) {
  return w == "auto" || w == "const" || w == "constexpr" || w == "static" || w == "inline" || w == "using" ||
         w == "int" || w == "int32_t" || w == "int64_t" || w == "size_t" || w == "CUTE_HOST_DEVICE" ||
         w == "CUTLASS_HOST_DEVICE";
}

void blank(std::string& text, std::size_t from, std::size_t to) {
  for (std::size_t i = from; i < to; ++i)
    if (text[i] != '\n') text[i] = ' ';
}

void blank_cpp_surface(std::string& text) {
  // Comments (the one lexer's: core/cpp/lexer.hpp).
  if (text.find('/') != std::string::npos) text = cpp::without_comments(text);
  // The namespaces CuTe's names live in, where a name starts.
  if (text.find("::") != std::string::npos) {
    for (std::string_view q : {std::string_view("cute::"), std::string_view("cutlass::"), std::string_view("std::"),
                               std::string_view("thrust::")}) {
      for (std::size_t at = text.find(q); at != std::string::npos; at = text.find(q, at + 1)) {
        const bool starts_name = at == 0 || !(is_ident_char(text[at - 1]) || text[at - 1] == ':');
        if (starts_name) blank(text, at, at + q.size());
      }
    }
    // `sizeof_bits<T>::value` is `sizeof_bits<T>` (the value a trait's `::value` names).
    for (std::size_t at = text.find(">::value"); at != std::string::npos; at = text.find(">::value", at + 1))
      if (at + 8 == text.size() || !is_ident_char(text[at + 8])) blank(text, at + 1, at + 8);
    // `decltype(size<1>(L{}))::value`: the integer constant decltype names is that integer
    for (std::size_t at = text.find(")::value"); at != std::string::npos; at = text.find(")::value", at + 1))
      if (at + 8 == text.size() || !is_ident_char(text[at + 8])) blank(text, at + 1, at + 8);
  }
  // C++'s qualifiers and disambiguators, which change no value: `sizeof(half_t const)`, `typename Traits::Smem`.
  for (std::string_view w : {std::string_view("const"), std::string_view("volatile"), std::string_view("typename")}) {
    for (std::size_t at = text.find(w); at != std::string::npos; at = text.find(w, at + 1)) {
      const bool starts = at == 0 || !(is_ident_char(text[at - 1]) || text[at - 1] == ':' || text[at - 1] == '.');
      const bool ends = at + w.size() == text.size() || !is_ident_char(text[at + w.size()]);
      if (starts && ends) blank(text, at, at + w.size());
    }
  }
  // CuTe's print of an smem pointer flag, `smem_ptr[16b](unset)` (GMMA's layout atoms), is the value
  // `smem_ptr_flag<16>{}`: rewritten in place, padded to the same width so columns after it stay.
  for (std::size_t at = text.find("smem_ptr["); at != std::string::npos; at = text.find("smem_ptr[", at + 1)) {
    std::size_t digits = at + 9;
    while (digits < text.size() && is_digit(text[digits])) ++digits;
    if (digits == at + 9 || text.compare(digits, 9, "b](unset)") != 0) continue;
    const std::string bits = text.substr(at + 9, digits - at - 9);
    const std::string value = "smem_ptr_flag<" + bits + ">{}";
    const std::size_t width = digits + 9 - at;  // >= value.size() + 1
    text.replace(at, width, value + std::string(width - value.size(), ' '));
  }
  // A trailing `;`.
  const std::size_t last = text.find_last_not_of(" \t\r\n");
  if (last != std::string::npos && text[last] == ';') text[last] = ' ';
  // `using namespace cute;`: nothing to evaluate.
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  if (first != std::string::npos && text.compare(first, 16, "using namespace ") == 0) return blank(text, 0, text.size());
  // Declaration words (`static constexpr auto`, `using`, `int`) before the declared name.
  std::size_t i = 0, words_end = 0;
  for (;;) {
    while (i < text.size() && is_space(text[i])) ++i;
    std::size_t j = i;
    while (j < text.size() && is_ident_char(text[j])) ++j;
    if (j == i || !is_declaration_word(std::string_view(text).substr(i, j - i))) break;
    words_end = i = j;
  }
  auto identifier_end = [&](std::size_t at) {
    while (at < text.size() && is_ident_char(text[at])) ++at;
    return at;
  };
  auto space_end = [&](std::size_t at) {
    while (at < text.size() && is_space(text[at])) ++at;
    return at;
  };
  const std::size_t last_brace = text.find_last_not_of(" \t\r\n");
  const bool ends_in_brace = last_brace != std::string::npos && text[last_brace] == '}';
  const std::size_t name_end = identifier_end(i);
  if (name_end == i || !is_ident_start(text[i])) return;
  const std::size_t after_name = space_end(name_end);
  if (after_name < text.size() && text[after_name] == '=' && (after_name + 1 >= text.size() || text[after_name + 1] != '=')) {
    blank(text, 0, words_end);  // NAME = EXPR
    return;
  }
  if (words_end > 0 && after_name == name_end && text[name_end] == '{' && ends_in_brace) {
    // `auto const NAME{EXPR}`: NAME = EXPR (the braces become blanks).
    blank(text, 0, words_end);
    text[name_end] = '=';
    text[last_brace] = ' ';
    return;
  }
  // `TYPE NAME{}` / `constexpr MyLayout layout{};`: NAME = TYPE{} in the same columns.
  const std::size_t second = after_name;
  const std::size_t second_end = identifier_end(second);
  if (second > name_end && second_end > second && is_ident_start(text[second]) && space_end(second_end) == second_end &&
      second_end < text.size() && text[second_end] == '{' && ends_in_brace) {
    const std::string type = text.substr(i, name_end - i), name = text.substr(second, second_end - second);
    std::string rewritten = name + "=" + type;
    rewritten.resize(second_end - i, ' ');
    blank(text, 0, words_end);
    text.replace(i, second_end - i, rewritten);
  }
}

}  // namespace

std::optional<Error> parse_statement(std::string_view text, Statement& out) {
  if (text.size() > kMaxStatementLength)
    return error_of(LL_TRANSLATABLE("CoreMessage", "statement longer than %1 bytes"), kMaxStatementLength);
  out.text.assign(text);
  blank_cpp_surface(out.text);
  out.binding.clear();
  out.node_count = 0;  // the nodes' room stays
  out.targ_lists.clear();
  out.root = 0;
  try {
    Parser(out).statement();
  } catch (const CuteError& e) {
    return e.error();
  } catch (const std::bad_alloc&) {
    return error_of(LL_TRANSLATABLE("CoreMessage", "out of memory"));
  }
  return std::nullopt;
}

Result<Statement> parse_statement(std::string_view text) {
  Statement st;
  if (auto error = parse_statement(text, st)) return std::move(*error);
  st.nodes.resize(st.node_count);  // a statement kept on its own keeps no spare room
  return st;
}

}  // namespace ll::expr
