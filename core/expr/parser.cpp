#include "core/expr/parser.hpp"

#include <cstdint>
#include <limits>

namespace ll::expr {

std::string TemplateArg::spelling() const {
  if (number) return std::to_string(*number);
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

namespace {

// ASCII classes without the locale lookups of <cctype> (the statement language is ASCII).
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_ident_start(char c) { return is_alpha(c) || c == '_'; }
bool is_ident_char(char c) { return is_alpha(c) || is_digit(c) || c == '_'; }
bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

// Recursive descent over the raw text; `depth_` bounds the recursion so hostile input cannot overflow
// the stack. Nodes are appended to the statement's array; a node's children are gathered on `pending_`
// while they are parsed and then stored contiguously in child_ids.
class Parser {
 public:
  explicit Parser(std::string_view text) : text_(text) {
    st_.nodes.reserve(text.size() / 2 + 2);
    st_.child_ids.reserve(text.size() / 2 + 2);
  }

  Statement statement() {
    skip_space();
    // `NAME = EXPR` (but not `NAME == ...`, which is no statement of ours anyway)
    std::size_t save = pos_;
    if (pos_ < text_.size() && is_ident_start(text_[pos_])) {
      std::string_view name = identifier();
      skip_space();
      if (name != "_" && !is_static_int_name(name) && peek() == '=') {
        ++pos_;
        st_.binding = std::string(name);
      } else {
        pos_ = save;
      }
    }
    st_.root = expression();
    skip_space();
    if (pos_ != text_.size()) fail_here("unexpected '" + std::string(1, text_[pos_]) + "'");
    return std::move(st_);
  }

 private:
  using Id = std::uint32_t;

  struct DepthGuard {
    Parser& p;
    explicit DepthGuard(Parser& parser) : p(parser) {
      if (++p.depth_ > kMaxDepth) p.fail_here("nesting deeper than " + std::to_string(kMaxDepth));
    }
    ~DepthGuard() { --p.depth_; }
  };

  Node& node(Id id) { return st_.nodes[id]; }

  void set_targs(Id id, std::vector<TemplateArg> targs, bool has_targs) {
    node(id).has_targs = has_targs;
    if (targs.empty()) return;
    st_.targ_lists.push_back(std::move(targs));
    node(id).targs = static_cast<std::uint32_t>(st_.targ_lists.size());
  }

  // A node whose children are pending_[mark...], in order.
  Id finish(Node::Kind kind, std::size_t column, std::size_t mark) {
    Id id = make(kind, column);
    Node& n = node(id);
    n.first_child = static_cast<std::uint32_t>(st_.child_ids.size());
    n.child_count = static_cast<std::uint32_t>(pending_.size() - mark);
    st_.child_ids.insert(st_.child_ids.end(), pending_.begin() + static_cast<std::ptrdiff_t>(mark), pending_.end());
    pending_.resize(mark);
    return id;
  }

  // expression := postfix [':' postfix]
  Id expression() {
    DepthGuard guard(*this);
    Id left = postfix();
    skip_space();
    if (peek() == ':' && peek(1) != ':') {
      std::size_t column = pos_ + 1;
      ++pos_;
      std::size_t mark = pending_.size();
      pending_.push_back(left);
      pending_.push_back(postfix());
      return finish(Node::Kind::LayoutLit, column, mark);
    }
    return left;
  }

  // postfix := primary { '(' args ')' | '{' '}' | '.' name [targs] '(' args ')' }
  Id postfix() {
    DepthGuard guard(*this);
    Id current = primary();
    for (;;) {
      skip_space();
      char c = peek();
      if (c == '(') {
        std::size_t column = pos_ + 1;
        ++pos_;
        std::size_t mark = pending_.size();
        pending_.push_back(current);
        arguments(')');
        current = finish(Node::Kind::Call, column, mark);
      } else if (c == '{') {
        std::size_t column = pos_ + 1;
        ++pos_;
        skip_space();
        if (!eat('}')) fail_here("expected '}' (only empty braces `X{}` are supported)");
        std::size_t mark = pending_.size();
        pending_.push_back(current);
        current = finish(Node::Kind::Braces, column, mark);
      } else if (c == '.') {
        std::size_t column = pos_ + 1;
        ++pos_;
        skip_space();
        if (!is_ident_start(peek())) fail_here("expected a member name after '.'");
        std::string name(identifier());
        skip_space();
        std::vector<TemplateArg> targs;
        bool has_targs = false;
        if (peek() == '<') {
          has_targs = true;
          targs = template_arguments();
          skip_space();
        }
        if (!eat('(')) fail_here("expected '(' after member name '" + name + "'");
        std::size_t mark = pending_.size();
        pending_.push_back(current);
        arguments(')');
        current = finish(Node::Kind::Member, column, mark);
        node(current).name = std::move(name);
        set_targs(current, std::move(targs), has_targs);
      } else {
        return current;
      }
    }
  }

  Id primary() {
    DepthGuard guard(*this);
    skip_space();
    std::size_t column = pos_ + 1;
    char c = peek();
    if (c == '\0' && pos_ >= text_.size()) fail_here("unexpected end of statement");
    if (c == '(') {
      ++pos_;
      std::size_t mark = pending_.size();
      arguments(')');
      return finish(Node::Kind::Tuple, column, mark);
    }
    if (c == '<') {
      ++pos_;
      std::size_t mark = pending_.size();
      arguments('>');
      if (pending_.size() == mark) fail_here("a tiler <...> needs at least one element");
      return finish(Node::Kind::Tiler, column, mark);
    }
    if (is_digit(c) || (c == '-' && is_digit(peek(1)))) {
      std::int64_t value = integer();
      Id id = make(Node::Kind::Integer, column);
      node(id).integer = value;
      return id;
    }
    if (c == '_' && (is_digit(peek(1)) || (peek(1) == '-' && is_digit(peek(2))))) {
      ++pos_;
      std::int64_t value = integer();
      Id id = make(Node::Kind::Integer, column);
      node(id).integer = value;
      node(id).is_static = true;
      return id;
    }
    if (is_ident_start(c)) {
      std::string name = qualified_identifier();
      if (name == "_") return make(Node::Kind::Underscore, column);
      skip_space();
      std::vector<TemplateArg> targs;
      bool has_targs = false;
      if (peek() == '<') {
        has_targs = true;
        targs = template_arguments();
      }
      Id id = make(Node::Kind::Name, column);
      node(id).name = std::move(name);
      set_targs(id, std::move(targs), has_targs);
      return id;
    }
    fail_here(c ? "unexpected '" + std::string(1, c) + "'" : std::string("unexpected end of statement"));
  }

  // Comma-separated expressions up to `close` (already past the opener), pushed on pending_. Trailing
  // commas are errors. Inside `<...>` a `>` closes the tiler, so elements are full expressions (they
  // never contain a bare '>').
  void arguments(char close) {
    skip_space();
    if (eat(close)) return;
    for (;;) {
      Id arg = expression();
      pending_.push_back(arg);
      skip_space();
      if (eat(close)) return;
      if (!eat(',')) fail_here(std::string("expected ',' or '") + close + "'");
    }
  }

  // '<' targ {',' targ} '>'  where targ := ['-'|'_'] digits | qualified-name [targs]
  std::vector<TemplateArg> template_arguments() {
    DepthGuard guard(*this);
    expect('<');
    std::vector<TemplateArg> args;
    skip_space();
    if (eat('>')) return args;
    for (;;) {
      skip_space();
      TemplateArg arg;
      char c = peek();
      if (is_digit(c) || (c == '-' && is_digit(peek(1)))) {
        arg.number = integer();
      } else if (c == '_' && (is_digit(peek(1)) || (peek(1) == '-' && is_digit(peek(2))))) {
        ++pos_;
        arg.number = integer();
      } else if (is_ident_start(c)) {
        arg.name = qualified_identifier();
        skip_space();
        if (peek() == '<') {
          arg.has_args = true;
          arg.args = template_arguments();
        }
      } else {
        fail_here("expected a number or a type name as template argument");
      }
      args.push_back(std::move(arg));
      skip_space();
      if (eat('>')) return args;
      if (!eat(',')) fail_here("expected ',' or '>' in template arguments");
    }
  }

  std::int64_t integer() {
    bool negative = eat('-');
    if (!is_digit(peek())) fail_here("expected digits");
    std::int64_t value = 0;
    while (is_digit(peek())) {
      int digit = text_[pos_++] - '0';
      if (value > (std::numeric_limits<std::int64_t>::max() - digit) / 10) fail_here("integer overflows int64");
      value = value * 10 + digit;
    }
    if (is_ident_char(peek())) fail_here("unexpected '" + std::string(1, peek()) + "' after a number");
    return negative ? -value : value;
  }

  std::string_view identifier() {
    std::size_t start = pos_;
    while (pos_ < text_.size() && is_ident_char(text_[pos_])) ++pos_;
    if (pos_ - start > 256) fail_at(start, "identifier longer than 256 characters");
    return text_.substr(start, pos_ - start);
  }
  // name {'::' name}
  std::string qualified_identifier() {
    std::string name(identifier());
    while (peek() == ':' && peek(1) == ':' && is_ident_start(peek(2))) {
      pos_ += 2;
      name += "::";
      name += identifier();
    }
    return name;
  }
  static bool is_static_int_name(std::string_view name) {
    return name.size() > 1 && name[0] == '_' && is_digit(name[1]);
  }

  void skip_space() {
    while (pos_ < text_.size() && is_space(text_[pos_])) ++pos_;
  }
  char peek(std::size_t ahead = 0) const { return pos_ + ahead < text_.size() ? text_[pos_ + ahead] : '\0'; }
  bool eat(char c) {
    if (peek() == c && pos_ < text_.size()) return ++pos_, true;
    return false;
  }
  void expect(char c) {
    skip_space();
    if (!eat(c)) fail_here(std::string("expected '") + c + "'");
  }
  Id make(Node::Kind kind, std::size_t column) {
    Node& n = st_.nodes.emplace_back();
    n.kind = kind;
    n.column = column;
    return static_cast<Id>(st_.nodes.size() - 1);
  }
  [[noreturn]] void fail_here(const std::string& what) { fail_at(pos_, what); }
  [[noreturn]] void fail_at(std::size_t pos, const std::string& what) {
    fail("parse error at column " + std::to_string(pos + 1) + ": " + what);
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  int depth_ = 0;
  Statement st_;
  std::vector<Id> pending_;
};

}  // namespace

Result<Statement> parse_statement(std::string_view text) {
  if (text.size() > kMaxStatementLength)
    return Error{"statement longer than " + std::to_string(kMaxStatementLength) + " bytes"};
  return attempt([&] { return Parser(text).statement(); });
}

}  // namespace ll::expr
