#include "core/cpp_import/cpp_source.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <regex>
#include <stdexcept>

#include "core/expr/builtins.hpp"
#include "core/expr/eval.hpp"
#include "core/expr/parser.hpp"

namespace ll {
namespace {

bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// C's preprocessor conditionals, enough for kernel traits: `#if` / `#ifdef` / `#ifndef` / `#elif` / `#else` / `#endif`
// with integers, defined names, `defined(X)`, ! && || == != < > <= >= + - * / % and parentheses (an unknown name is 0,
// as in C). Object-like `#define NAME VALUE` lines in active regions add to `defines` (the caller's settings win).
class Conditionals {
 public:
  explicit Conditionals(std::map<std::string, std::string>& defines) : defines_(defines) {}

  // The source with the lines of inactive regions blanked (newlines kept, so lines keep their numbers).
  std::string apply(std::string_view source) {
    std::string text(source);
    std::size_t line = 0;
    while (line < text.size()) {
      std::size_t end = text.find('\n', line);
      if (end == std::string::npos) end = text.size();
      while (end < text.size() && end > line && text[end - 1] == '\\') {  // continuation lines
        const std::size_t next = text.find('\n', end + 1);
        end = next == std::string::npos ? text.size() : next;
      }
      const std::string directive = trimmed(std::string_view(text).substr(line, end - line));
      const bool was_active = active();
      if (!directive.empty() && directive[0] == '#') handle(directive.substr(1));
      if (!was_active || !active())
        for (std::size_t k = line; k < end; ++k)
          if (text[k] != '\n') text[k] = ' ';
      line = end + 1;
    }
    return text;
  }

 private:
  struct Frame {
    bool parent_active, taken, active;
  };
  bool active() const { return frames_.empty() || frames_.back().active; }

  static std::string trimmed(std::string_view s) {
    std::size_t a = 0, b = s.size();
    while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
    while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
    return std::string(s.substr(a, b - a));
  }

  void handle(const std::string& body) {
    std::size_t i = 0;
    while (i < body.size() && std::isspace(static_cast<unsigned char>(body[i]))) ++i;
    std::size_t j = i;
    while (j < body.size() && ident_char(body[j])) ++j;
    const std::string word = body.substr(i, j - i), rest = trimmed(std::string_view(body).substr(j));
    if (word == "if" || word == "ifdef" || word == "ifndef") {
      const bool parent = active();
      const bool cond = word == "if" ? evaluate(rest) != 0 : (defines_.count(first_word(rest)) > 0) == (word == "ifdef");
      frames_.push_back({parent, cond, parent && cond});
    } else if ((word == "elif" || word == "else") && !frames_.empty()) {
      Frame& f = frames_.back();
      const bool cond = !f.taken && (word == "else" || evaluate(rest) != 0);
      f.active = f.parent_active && cond;
      f.taken = f.taken || cond;
    } else if (word == "endif" && !frames_.empty()) {
      frames_.pop_back();
    } else if (word == "define" && active()) {
      const std::string name = first_word(rest);
      const std::string value = trimmed(std::string_view(rest).substr(name.size()));
      if (!name.empty() && rest.size() > name.size() && rest[name.size()] == '(') return;  // function-like: not read
      if (!name.empty() && !defines_.count(name)) defines_[name] = value.empty() ? "1" : value;
    } else if (word == "undef" && active()) {
      defines_.erase(first_word(rest));
    }
  }

  static std::string first_word(const std::string& s) {
    std::size_t j = 0;
    while (j < s.size() && ident_char(s[j])) ++j;
    return s.substr(0, j);
  }

  // The value of a #if expression; a malformed one is 0 (the region is skipped, as a compiler would refuse it).
  std::int64_t evaluate(const std::string& e) {
    text_ = e;
    at_ = 0;
    depth_ = 0;
    try {
      const std::int64_t v = disjunction();
      skip();
      return at_ == text_.size() ? v : 0;
    } catch (const std::exception&) {
      return 0;
    }
  }
  void skip() {
    while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[at_]))) ++at_;
  }
  bool eat(const char* op) {
    skip();
    const std::size_t n = std::char_traits<char>::length(op);
    if (text_.compare(at_, n, op) != 0) return false;
    at_ += n;
    return true;
  }
  std::int64_t disjunction() {
    std::int64_t v = conjunction();
    while (eat("||")) v = conjunction() != 0 || v != 0;
    return v;
  }
  std::int64_t conjunction() {
    std::int64_t v = comparison();
    while (eat("&&")) v = comparison() != 0 && v != 0;
    return v;
  }
  std::int64_t comparison() {
    std::int64_t v = sum();
    for (;;) {
      if (eat("==")) v = v == sum();
      else if (eat("!=")) v = v != sum();
      else if (eat("<=")) v = v <= sum();
      else if (eat(">=")) v = v >= sum();
      else if (eat("<")) v = v < sum();
      else if (eat(">")) v = v > sum();
      else return v;
    }
  }
  std::int64_t sum() {
    std::int64_t v = product();
    for (;;) {
      if (eat("+")) v += product();
      else if (eat("-")) v -= product();
      else return v;
    }
  }
  std::int64_t product() {
    std::int64_t v = unary();
    for (;;) {
      if (eat("*")) v *= unary();
      else if (eat("/")) {
        const std::int64_t d = unary();
        v = d == 0 ? 0 : v / d;
      } else if (eat("%")) {
        const std::int64_t d = unary();
        v = d == 0 ? 0 : v % d;
      } else {
        return v;
      }
    }
  }
  std::int64_t unary() {
    if (++depth_ > 64) throw std::runtime_error("too deep");
    std::int64_t v;
    if (eat("!")) v = unary() == 0;
    else if (eat("-")) v = -unary();
    else if (eat("(")) {
      v = disjunction();
      if (!eat(")")) throw std::runtime_error("expected )");
    } else {
      skip();
      std::size_t j = at_;
      while (j < text_.size() && ident_char(text_[j])) ++j;
      const std::string word = text_.substr(at_, j - at_);
      at_ = j;
      if (word.empty()) throw std::runtime_error("expected a value");
      if (word == "defined") {
        const bool paren = eat("(");
        skip();
        std::size_t k = at_;
        while (k < text_.size() && ident_char(text_[k])) ++k;
        v = defines_.count(text_.substr(at_, k - at_)) > 0;
        at_ = k;
        if (paren && !eat(")")) throw std::runtime_error("expected )");
      } else if (std::isdigit(static_cast<unsigned char>(word[0]))) {
        v = std::stoll(word, nullptr, 0);
      } else {
        auto d = defines_.find(word);  // a define's value, itself an expression (one level: no recursion loops)
        v = d == defines_.end() || d->second == word ? 0 : Conditionals(defines_).evaluate_nested(d->second, depth_);
      }
    }
    --depth_;
    return v;
  }
  std::int64_t evaluate_nested(const std::string& e, int depth) {
    depth_ = depth;
    if (depth_ > 64) return 0;
    text_ = e;
    at_ = 0;
    try {
      const std::int64_t v = disjunction();
      return v;
    } catch (const std::exception&) {
      return 0;
    }
  }

  std::map<std::string, std::string>& defines_;
  std::vector<Frame> frames_;
  std::string text_;
  std::size_t at_ = 0;
  int depth_ = 0;
};

// The source with comments and preprocessor lines blanked (newlines kept, so offsets keep their lines).
std::string without_comments(std::string_view source) {
  std::string text(source);
  bool line_start = true;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '"' || c == '\'') {  // a literal: skip to its end (C++ strings hold no CuTe objects)
      std::size_t j = i + 1;
      while (j < text.size() && text[j] != c && text[j] != '\n') j += text[j] == '\\' ? 2 : 1;
      for (std::size_t k = i; k < std::min(j + 1, text.size()); ++k)
        if (text[k] != '\n') text[k] = ' ';
      i = j;
      continue;
    }
    if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      while (i < text.size() && text[i] != '\n') text[i++] = ' ';
      line_start = true;
      continue;
    }
    if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
      const std::size_t end = text.find("*/", i + 2);
      const std::size_t stop = end == std::string::npos ? text.size() : end + 2;
      for (; i < stop; ++i)
        if (text[i] != '\n') text[i] = ' ';
      --i;
      continue;
    }
    if (line_start && c == '#') {  // a preprocessor line, with its continuations
      while (i < text.size() && !(text[i] == '\n' && text[i - 1] != '\\')) text[i++] = ' ';
      line_start = true;
      continue;
    }
    if (c == '\n') line_start = true;
    else if (!std::isspace(static_cast<unsigned char>(c))) line_start = false;
  }
  return text;
}

std::string squeeze(std::string_view s) {  // whitespace runs to one space, trimmed
  std::string out;
  for (char c : s) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

// The name a `{` opens a scope for, when the text before it (since the last statement) is the head of a
// struct, class, namespace or function; "" for an anonymous block (if, for, a lambda's body); nullopt
// when the brace belongs to an expression (brace initialisation).
std::optional<std::string> scope_name(const std::string& head) {
  static const std::regex record(R"((?:^|\s)(?:struct|class|union)\s+(\w+)[^(]*$)");
  static const std::regex space(R"((?:^|\s)namespace(?:\s+(\w+))?\s*$)");
  static const std::regex function(R"((\w+)\s*\([^;]*\)\s*(?:const\s*)?(?:noexcept\s*)?(?:->[^{]*)?$)");
  static const std::regex control(R"((?:^|\W)(?:if|for|while|switch|else|do|try|catch)\s*(?:\(|$))");
  std::smatch m;
  if (std::regex_search(head, m, record)) return m[1].str();
  if (std::regex_search(head, m, space)) return std::string();  // namespaces do not qualify names here
  if (head.empty() || std::regex_search(head, control) || head.back() == ']' || head.find("[&") != std::string::npos ||
      head.find("[=") != std::string::npos)
    return std::string();
  if (std::regex_search(head, m, function)) {
    const std::string name = m[1].str();
    if (name == "decltype" || name == "sizeof") return std::nullopt;
    // A function head has no '=' before its parameters; an expression `x = f(...)` continues.
    const std::size_t eq = head.find('=');
    if (eq == std::string::npos || eq > head.find('(')) return name;
  }
  return std::nullopt;
}

struct Declaration {
  std::string name, statement;
};

// A declaration's name and the eval statement for it, or nullopt for other statements.
std::optional<Declaration> declaration(const std::string& statement) {
  static const std::regex alias(R"(^(?:template\s*<[^>]*>\s*)?using\s+(\w+)\s*=\s*(.+)$)");
  static const std::regex assigned(
      R"(^(?:(?:static|constexpr|const|inline|CUTE_HOST_DEVICE|CUTLASS_HOST_DEVICE)\s+)*(?:auto|int|int32_t|int64_t|size_t|[\w:]+(?:<.*>)?)(?:\s+const)?\s+(\w+)\s*=\s*(.+)$)");
  static const std::regex braced(
      R"(^(?:(?:static|constexpr|const|inline)\s+)*(auto(?:\s+const)?|[\w:]+(?:<.*>)?)\s+(\w+)\s*\{(.*)\}$)");
  std::smatch m;
  if (std::regex_match(statement, m, alias)) {
    if (m[1].str() == "namespace") return std::nullopt;
    return Declaration{m[1].str(), m[1].str() + " = " + m[2].str()};
  }
  if (std::regex_match(statement, m, assigned)) return Declaration{m[1].str(), m[1].str() + " = " + m[2].str()};
  if (std::regex_match(statement, m, braced)) {
    const std::string type = m[1].str();
    if (type.rfind("auto", 0) == 0) return Declaration{m[2].str(), m[2].str() + " = " + m[3].str()};
    return Declaration{m[2].str(), m[2].str() + " = " + type + "{" + m[3].str() + "}"};
  }
  return std::nullopt;
}

// The names an error says are unknown values ("unknown name 'bM'"): a template parameter or a run-time
// value the user can give. An unknown function or type is not something a value can stand for.
std::vector<std::string> unknown_names(const std::string& error) {
  static const std::regex unknown(R"(unknown name '([\w:<>,.]+)')");  // `threadIdx.x` too
  // a template parameter where a number belongs: `Int<bM>` in a traits struct
  static const std::regex open_parameter(R"(template argument \d+ must be a number, got '([A-Za-z_]\w*)')");
  // a type parameter where an element type belongs: `Copy_Atom<UniversalCopy<TA>, TA>`, `make_gmem_ptr<TA>`
  static const std::regex open_type(R"(unknown (?:value|element) type ([A-Za-z_]\w*))");
  std::vector<std::string> out;
  for (const std::regex* pattern : {&unknown, &open_parameter, &open_type})
    for (std::sregex_iterator it(error.begin(), error.end(), *pattern), end; it != end; ++it) out.push_back((*it)[1].str());
  return out;
}

}  // namespace

std::vector<ImportedObject> import_cpp_source(std::string_view source, const std::map<std::string, std::string>& settings) {
  std::vector<ImportedObject> objects;
  // The preprocessor's conditionals first, for a chosen target (__CUDA_ARCH__ 800 unless the settings say otherwise);
  // the file's own #defines join the settings (the user's values win).
  std::map<std::string, std::string> defines = settings;
  if (!defines.count("__CUDA_ARCH__")) defines["__CUDA_ARCH__"] = "800";
  const std::string text = without_comments(Conditionals(defines).apply(source));
  expr::Session session;
  // --set NAME=VALUE: any name, `threadIdx.x` and `blockIdx.y` included (a binding statement takes identifiers only)
  for (const auto& [name, value] : defines) {
    auto statement = expr::parse_statement(value);
    if (!statement) continue;
    if (auto v = session.evaluate(*statement)) session.set_variable(name, std::move(v).value());
  }

  std::vector<std::string> scopes;  // named scopes; "" for anonymous blocks
  auto qualified = [&](const std::string& name) {
    std::string q;
    for (const std::string& s : scopes)
      if (!s.empty()) q += s + "::";
    return q + name;
  };
  std::size_t start = 0;       // where the current statement began
  int paren = 0, expr_brace = 0;  // depth inside the statement: (), [] and brace initialisers
  std::vector<bool> brace_is_scope;
  auto line_of = [&](std::size_t at) { return 1 + int(std::count(text.begin(), text.begin() + at, '\n')); };
  auto statement_from = [&](std::size_t from, std::size_t to) {
    std::size_t s = from;
    while (s < to && std::isspace(static_cast<unsigned char>(text[s]))) ++s;
    return std::pair{s, squeeze(std::string_view(text).substr(from, to - from))};
  };
  auto finish_statement = [&](std::size_t end) {
    auto [at, st] = statement_from(start, end);
    start = end + 1;
    if (st.empty()) return;
    // `public:` / `private:` labels and `template <...>` heads stay out of the statement.
    for (const char* label : {"public:", "private:", "protected:"})
      if (st.rfind(label, 0) == 0) st = squeeze(st.substr(std::string_view(label).size()));
    auto d = declaration(st);
    if (!d) return;
    ImportedObject o;
    o.name = qualified(d->name);
    o.line = line_of(at);
    o.statement = d->statement;
    auto r = session.run_line(d->statement);
    if (!r) {
      o.unreadable = "nothing to read";
    } else if (r->ok()) {
      o.printed = r->value();
      // The qualified name too, so other scopes can use it (`Traits::SmemLayout`).
      if (o.name != d->name) session.set_variable(o.name, session.variables().find(d->name)->second);
    } else {
      o.needs = unknown_names(r->error());
      std::erase_if(o.needs, [](const std::string& n) { return expr::find_builtin(n) != nullptr; });
      if (o.needs.empty()) {
        static const std::regex function(R"(unknown function '([\w:<>,]+)')");
        std::smatch m;
        o.unreadable = std::regex_search(r->error(), m, function)
                           ? "calls " + m[1].str() + ", which LayoutLab does not know (" + r->error() + ")"
                           : r->error();
      }
    }
    objects.push_back(std::move(o));
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '(' || c == '[') ++paren;
    else if ((c == ')' || c == ']') && paren > 0) --paren;
    else if (c == '{') {
      if (paren > 0 || expr_brace > 0) {
        ++expr_brace;
        continue;
      }
      const std::string head = squeeze(std::string_view(text).substr(start, i - start));
      const auto scope = scope_name(head);
      if (!scope) {  // a brace initialiser: part of the statement
        ++expr_brace;
        continue;
      }
      scopes.push_back(*scope);
      start = i + 1;
    } else if (c == '}') {
      if (expr_brace > 0) {
        --expr_brace;
        continue;
      }
      finish_statement(i);  // a statement without `;` before the brace (rare) is still read, in its scope
      if (!scopes.empty()) scopes.pop_back();
    } else if (c == ';' && paren == 0 && expr_brace == 0) {
      finish_statement(i);
    }
  }
  if (start < text.size()) finish_statement(text.size());
  return objects;
}

}  // namespace ll
