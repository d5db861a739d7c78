#include "core/expr/parser.hpp"

#include <cctype>
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

bool is_ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool is_ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Recursive descent over the raw text; `depth_` bounds the recursion so hostile input cannot overflow
// the stack.
class Parser {
 public:
  explicit Parser(std::string_view text) : text_(text) {}

  Statement statement() {
    Statement s;
    skip_space();
    // `NAME = EXPR` (but not `NAME == ...`, which is no statement of ours anyway)
    std::size_t save = pos_;
    if (pos_ < text_.size() && is_ident_start(text_[pos_])) {
      std::string name = identifier();
      skip_space();
      if (name != "_" && !is_static_int_name(name) && peek() == '=' ) {
        ++pos_;
        s.binding = name;
      } else {
        pos_ = save;
      }
    }
    s.expr = expression();
    skip_space();
    if (pos_ != text_.size()) fail_here("unexpected '" + std::string(1, text_[pos_]) + "'");
    return s;
  }

 private:
  struct DepthGuard {
    Parser& p;
    explicit DepthGuard(Parser& parser) : p(parser) {
      if (++p.depth_ > kMaxDepth) p.fail_here("nesting deeper than " + std::to_string(kMaxDepth));
    }
    ~DepthGuard() { --p.depth_; }
  };

  // expression := postfix [':' postfix]
  NodePtr expression() {
    DepthGuard guard(*this);
    NodePtr left = postfix();
    skip_space();
    if (peek() == ':' && peek(1) != ':') {
      std::size_t column = pos_ + 1;
      ++pos_;
      NodePtr right = postfix();
      auto node = make(Node::Kind::LayoutLit, column);
      node->children.push_back(std::move(left));
      node->children.push_back(std::move(right));
      return node;
    }
    return left;
  }

  // postfix := primary { '(' args ')' | '{' '}' | '.' name [targs] '(' args ')' }
  NodePtr postfix() {
    DepthGuard guard(*this);
    NodePtr node = primary();
    for (;;) {
      skip_space();
      char c = peek();
      if (c == '(') {
        auto call = make(Node::Kind::Call, pos_ + 1);
        ++pos_;
        call->children.push_back(std::move(node));
        arguments(')', call->children);
        node = std::move(call);
      } else if (c == '{') {
        auto braces = make(Node::Kind::Braces, pos_ + 1);
        ++pos_;
        skip_space();
        if (!eat('}')) fail_here("expected '}' (only empty braces `X{}` are supported)");
        braces->children.push_back(std::move(node));
        node = std::move(braces);
      } else if (c == '.') {
        auto member = make(Node::Kind::Member, pos_ + 1);
        ++pos_;
        skip_space();
        if (!is_ident_start(peek())) fail_here("expected a member name after '.'");
        member->name = identifier();
        skip_space();
        if (peek() == '<') {
          member->has_targs = true;
          member->targs = template_arguments();
          skip_space();
        }
        member->children.push_back(std::move(node));
        if (!eat('(')) fail_here("expected '(' after member name '" + member->name + "'");
        arguments(')', member->children);
        node = std::move(member);
      } else {
        return node;
      }
    }
  }

  NodePtr primary() {
    DepthGuard guard(*this);
    skip_space();
    std::size_t column = pos_ + 1;
    char c = peek();
    if (c == '\0' && pos_ >= text_.size()) fail_here("unexpected end of statement");
    if (c == '(') {
      ++pos_;
      auto node = make(Node::Kind::Tuple, column);
      arguments(')', node->children);
      return node;
    }
    if (c == '<') {
      ++pos_;
      auto node = make(Node::Kind::Tiler, column);
      arguments('>', node->children);
      if (node->children.empty()) fail_here("a tiler <...> needs at least one element");
      return node;
    }
    if (is_digit(c) || (c == '-' && is_digit(peek(1)))) {
      auto node = make(Node::Kind::Integer, column);
      node->integer = integer();
      return node;
    }
    if (c == '_' && (is_digit(peek(1)) || (peek(1) == '-' && is_digit(peek(2))))) {
      ++pos_;
      auto node = make(Node::Kind::Integer, column);
      node->integer = integer();
      node->is_static = true;
      return node;
    }
    if (is_ident_start(c)) {
      std::string name = qualified_identifier();
      if (name == "_") return make(Node::Kind::Underscore, column);
      auto node = make(Node::Kind::Name, column);
      node->name = std::move(name);
      skip_space();
      if (peek() == '<') {
        node->has_targs = true;
        node->targs = template_arguments();
      }
      return node;
    }
    fail_here(c ? "unexpected '" + std::string(1, c) + "'" : std::string("unexpected end of statement"));
  }

  // Comma-separated expressions up to `close` (already past the opener). Trailing commas are errors.
  void arguments(char close, std::vector<NodePtr>& out) {
    skip_space();
    if (eat(close)) return;
    for (;;) {
      out.push_back(close == '>' ? postfix_or_layout_in_tiler() : expression());
      skip_space();
      if (eat(close)) return;
      if (!eat(',')) fail_here(std::string("expected ',' or '") + close + "'");
    }
  }
  // Inside `<...>` a `>` closes the tiler, so elements are full expressions (they never contain a bare '>').
  NodePtr postfix_or_layout_in_tiler() { return expression(); }

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

  std::string identifier() {
    std::size_t start = pos_;
    while (pos_ < text_.size() && is_ident_char(text_[pos_])) ++pos_;
    if (pos_ - start > 256) fail_at(start, "identifier longer than 256 characters");
    return std::string(text_.substr(start, pos_ - start));
  }
  // name {'::' name}
  std::string qualified_identifier() {
    std::string name = identifier();
    while (peek() == ':' && peek(1) == ':' && is_ident_start(peek(2))) {
      pos_ += 2;
      name += "::" + identifier();
    }
    return name;
  }
  static bool is_static_int_name(const std::string& name) {
    return name.size() > 1 && name[0] == '_' && is_digit(name[1]);
  }

  void skip_space() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
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
  NodePtr make(Node::Kind kind, std::size_t column) {
    auto node = std::make_unique<Node>();
    node->kind = kind;
    node->column = column;
    return node;
  }
  [[noreturn]] void fail_here(const std::string& what) { fail_at(pos_, what); }
  [[noreturn]] void fail_at(std::size_t pos, const std::string& what) {
    fail("parse error at column " + std::to_string(pos + 1) + ": " + what);
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  int depth_ = 0;
};

}  // namespace

Result<Statement> parse_statement(std::string_view text) {
  if (text.size() > kMaxStatementLength)
    return Error{"statement longer than " + std::to_string(kMaxStatementLength) + " bytes"};
  return attempt([&] { return Parser(text).statement(); });
}

}  // namespace ll::expr
