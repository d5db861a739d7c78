#include "core/cpp_import/cpp_source.hpp"

#include "core/cpp_import/import_events.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <sstream>
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
  std::function<void(const std::string&)> on_include;  // `#include "NAME"` in an active region

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
    } else if (word == "include" && active() && on_include && rest.size() > 2 && rest[0] == '"') {
      const std::size_t close = rest.find('"', 1);
      if (close != std::string::npos && close > 1) on_include(rest.substr(1, close - 1));
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

bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

std::string trim(std::string_view s) {
  std::size_t a = 0, b = s.size();
  while (a < b && is_space(s[a])) ++a;
  while (b > a && is_space(s[b - 1])) --b;
  return std::string(s.substr(a, b - a));
}

// Where the bracket opened at `open` closes ((), [], <> or {} by the character there), or npos.
std::size_t closing(const std::string& s, std::size_t open) {
  const char o = s[open], c = o == '(' ? ')' : o == '[' ? ']' : o == '<' ? '>' : '}';
  int depth = 0;
  for (std::size_t i = open; i < s.size(); ++i) {
    if (s[i] == o) ++depth;
    else if (s[i] == c && --depth == 0) return i;
  }
  return std::string::npos;
}

// `s` split at the commas outside every bracket, each part trimmed.
std::vector<std::string> split_top_level(std::string_view s) {
  std::vector<std::string> parts;
  int depth = 0;
  std::size_t from = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '(' || c == '[' || c == '{' || c == '<') ++depth;
    else if ((c == ')' || c == ']' || c == '}' || c == '>') && depth > 0 && !(c == '>' && i > 0 && s[i - 1] == '-')) --depth;
    else if (c == ',' && depth == 0) {
      parts.push_back(trim(s.substr(from, i - from)));
      from = i + 1;
    }
  }
  parts.push_back(trim(s.substr(from)));
  if (parts.size() == 1 && parts[0].empty()) parts.clear();
  return parts;
}

// A template or function parameter: its name ("" when unnamed) and its default as written ("" for none).
struct Parameter {
  std::string name, default_value;
  std::string type;  // as written before the name (`TA const*`, `ASmemLayout`)
  bool is_type = false;  // a template parameter `class T` / `typename T`
};

// One parameter as declared: `class T = half_t`, `int kBlockM = 128`, `TA const* A`, `CSmemLayout` (unnamed).
Parameter parameter(const std::string& text) {
  static const std::set<std::string> kTypeWords = {"class", "typename", "const", "volatile", "unsigned", "signed",
                                                   "int", "long", "short", "char", "bool", "float", "double",
                                                   "void", "auto", "size_t", "struct", "__restrict__"};
  Parameter p;
  std::string decl = text;
  int depth = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {  // the default after the first '=' outside brackets
    const char c = text[i];
    if (c == '(' || c == '<' || c == '[' || c == '{') ++depth;
    else if ((c == ')' || c == '>' || c == ']' || c == '}') && depth > 0) --depth;
    else if (c == '=' && depth == 0) {
      decl = trim(std::string_view(text).substr(0, i));
      p.default_value = trim(std::string_view(text).substr(i + 1));
      break;
    }
  }
  // The name is the last identifier at bracket depth 0, when something (its type) comes before it.
  std::string last;
  std::size_t words = 0;
  bool pointer_or_reference = false;
  depth = 0;
  for (std::size_t i = 0; i < decl.size();) {
    const char c = decl[i];
    if (c == '<' || c == '(' || c == '[') ++depth;
    if ((c == '>' || c == ')' || c == ']') && depth > 0) --depth;
    if (depth == 0 && (std::isalpha(static_cast<unsigned char>(c)) || c == '_')) {
      std::size_t j = i;
      while (j < decl.size() && (ident_char(decl[j]) || (decl[j] == ':' && j + 1 < decl.size() && decl[j + 1] == ':'))) j += decl[j] == ':' ? 2 : 1;
      last = decl.substr(i, j - i);
      ++words;
      i = j;
      continue;
    }
    pointer_or_reference |= depth == 0 && (c == '*' || c == '&');
    ++i;
  }
  p.is_type = decl.rfind("class", 0) == 0 || decl.rfind("typename", 0) == 0;
  if ((words >= 2 || pointer_or_reference) && !kTypeWords.count(last) && last.find("::") == std::string::npos &&
      last != "...") {
    p.name = last;
    p.type = trim(std::string_view(decl).substr(0, decl.rfind(last)));
  } else {
    p.type = trim(decl);  // unnamed: `ThreadLayout` (a launch still deduces the template parameter from it)
  }
  return p;
}

// What a `{` opens, read from the text before it (since the last statement).
struct ScopeHead {
  enum class Kind { Record, Namespace, Function, Block } kind = Kind::Block;
  std::string name;                          // Record and Function: the name that qualifies what it declares
  std::vector<Parameter> template_params;    // `template <class T = half_t, int N>`
  std::vector<Parameter> params;             // a function's parameters
  std::vector<std::string> bases;            // a record's base classes as written (`Base<T, 128>`)
  std::string loop_variable;                 // a `for` block's: a value each iteration changes
};

// The head without what attributes and launch bounds add: `__launch_bounds__(256)`, `__attribute__((x))`,
// `alignas(16)`, `[[nodiscard]]`.
std::string without_attributes(std::string head) {
  for (const char* word : {"__launch_bounds__", "__attribute__", "alignas", "__align__", "__cluster_dims__"}) {
    for (std::size_t at = head.find(word); at != std::string::npos; at = head.find(word, at)) {
      const std::size_t open = head.find_first_not_of(' ', at + std::char_traits<char>::length(word));
      const std::size_t close = open != std::string::npos && head[open] == '(' ? closing(head, open) : std::string::npos;
      if (close == std::string::npos) break;
      head.replace(at, close + 1 - at, " ");
    }
  }
  static const std::regex unroll(R"((?:^|\s)(?:CUTE_UNROLL|CUTE_NO_UNROLL|CUTLASS_PRAGMA_UNROLL|CUTLASS_PRAGMA_NO_UNROLL)(?=\s|$))");
  head = std::regex_replace(head, unroll, " ");  // loop pragmas before a `for`
  for (std::size_t at = head.find("[["); at != std::string::npos; at = head.find("[[")) {
    const std::size_t close = head.find("]]", at);
    if (close == std::string::npos) break;
    head.replace(at, close + 2 - at, " ");
  }
  return squeeze(head);
}

// nullopt when the brace belongs to an expression (brace initialisation).
std::optional<ScopeHead> scope_head(std::string head) {
  static const std::regex record(R"(^(?:[\w:]+\s+)*?(?:struct|class|union)\s+(\w+)\s*(?:final\s*)?(?::(.*))?$)");
  static const std::regex space(R"((?:^|\s)namespace(?:\s+[\w:]+)?\s*$)");
  static const std::regex control(R"((?:^|\W)(?:if|for|while|switch|else|do|try|catch)\s*(?:\(|$))");
  static const std::regex trailer(R"(^\s*(?:const\s*)?(?:volatile\s*)?(?:&&?\s*)?(?:noexcept(?:\s*\(.*\))?\s*)?(?:override\s*)?(?:final\s*)?(?:->.*)?$)");
  ScopeHead h;
  head = without_attributes(std::move(head));
  if (head.rfind("template", 0) == 0) {  // `template <...>` before a struct or function
    const std::size_t open = head.find('<');
    const std::size_t close = open == std::string::npos ? open : closing(head, open);
    if (close == std::string::npos) return std::nullopt;
    for (const std::string& p : split_top_level(std::string_view(head).substr(open + 1, close - open - 1)))
      h.template_params.push_back(parameter(p));
    head = trim(std::string_view(head).substr(close + 1));
  }
  static const std::regex loop(R"(^for\s*\(\s*(?:[\w:<>]+\s*[*&]*\s+)+(\w+)\s*[=:{(].*)");
  std::smatch m;
  if (head.empty() || head.back() == ']' || head.find("[&") != std::string::npos || head.find("[=") != std::string::npos ||
      (std::regex_search(head, m, control) && m.position(0) < 2)) {
    if (std::regex_match(head, m, loop)) h.loop_variable = m[1].str();
    return h;  // a block, a lambda's body
  }
  if (std::regex_search(head, space) || head == "extern" || head.rfind("extern ", 0) == 0) {
    h.kind = ScopeHead::Kind::Namespace;  // namespaces (and extern "C") do not qualify names here
    return h;
  }
  if (std::regex_match(head, m, record) && head.find('=') == std::string::npos) {
    h.kind = ScopeHead::Kind::Record;
    h.name = m[1].str();
    for (std::string base : split_top_level(m[2].str())) {
      for (const char* word : {"public ", "protected ", "private ", "virtual "})
        if (base.rfind(word, 0) == 0) base = trim(std::string_view(base).substr(std::char_traits<char>::length(word)));
      if (!base.empty()) h.bases.push_back(base);
    }
    return h;
  }
  // A function: the last parenthesised group at depth 0, followed by qualifiers only, after its name.
  std::size_t close = std::string::npos;
  int depth = 0;
  for (std::size_t i = head.size(); i-- > 0;) {
    if (head[i] == ')' && depth++ == 0 && std::regex_match(head.substr(i + 1), trailer)) {
      close = i;
      break;
    }
    if (head[i] == '(') --depth;
  }
  if (close != std::string::npos) {
    int d = 0;
    std::size_t open = std::string::npos;
    for (std::size_t i = close + 1; i-- > 0;) {
      if (head[i] == ')') ++d;
      if (head[i] == '(' && --d == 0) {
        open = i;
        break;
      }
    }
    std::size_t name_end = open == std::string::npos ? 0 : open;
    while (name_end > 0 && head[name_end - 1] == ' ') --name_end;
    std::size_t name_begin = name_end;
    while (name_begin > 0 && ident_char(head[name_begin - 1])) --name_begin;
    const std::string name = head.substr(name_begin, name_end - name_begin);
    if (open != std::string::npos && !name.empty() && !std::isdigit(static_cast<unsigned char>(name[0]))) {
      if (name == "decltype" || name == "sizeof" || name == "if" || name == "for" || name == "while" || name == "switch")
        return name == "decltype" || name == "sizeof" ? std::nullopt : std::optional<ScopeHead>(h);
      // A function head has no '=' before its parameters; an expression `x = f(...)` continues.
      if (head.substr(0, open).find('=') != std::string::npos) return std::nullopt;
      h.kind = ScopeHead::Kind::Function;
      h.name = name;
      for (const std::string& p : split_top_level(std::string_view(head).substr(open + 1, close - open - 1)))
        h.params.push_back(parameter(p));
      return h;
    }
  }
  return std::nullopt;
}

struct Declaration {
  std::string name, statement, type;  // type: as written before the name ("auto" included), "" for `using`
};

// The types a declaration may have and still not be a CuTe object: numbers of floating point, host
// containers, CUDA's handles. (Integers are CuTe's: `int kStages = 3` is read.)
bool is_other_type(const std::string& type) {
  static const std::regex other(
      R"(^(?:float|double|bool|char|void|dim3|half|__half|__nv_bfloat16|(?:cutlass::)?(?:Status|ClusterLaunchParams|KernelHardwareInfo)|(?:cute::|cutlass::)?(?:half_t|bfloat16_t|tfloat32_t|float_e4m3_t|float_e5m2_t|complex<.*>)|cuda\w*|cublas\w*|(?:std|thrust)::.*|GPU_Clock|.*[*&])$)");
  return type.find("conditional") == std::string::npos && std::regex_match(type, other);
}

// The declarations of a statement (several for `int a = 0, b = 1;`), or none for other statements.
std::vector<Declaration> declarations(std::string statement) {
  static const std::regex alias(R"(^(?:template\s*<.*>\s*)?using\s+(\w+)\s*=\s*(.+)$)");
  static const std::regex assigned(
      R"(^(?:(?:static|constexpr|const|inline|CUTE_HOST_DEVICE|CUTLASS_HOST_DEVICE|__device__|__host__)\s+)*((?:unsigned\s+|signed\s+|long\s+)*[\w:]+(?:<.*>)?(?:\s*const)?(?:\s*[*&]+)?)\s*\b(\w+)\s*=\s*(.+)$)");
  static const std::regex braced(
      R"(^(?:(?:static|constexpr|const|inline)\s+)*(auto(?:\s+const)?|[\w:]+(?:<.*>)?(?:\s+const)?)\s+(\w+)\s*\{(.*)\}$)");
  static const std::regex further(R"(^(\w+)\s*=\s*(.+)$)");
  // `Copy_Atom<SM75_U32x4_LDSM_N, half_t> s2r_atom_A;`: a template type's default value
  static const std::regex defaulted(R"(^(?:(?:static|constexpr|const)\s+)*([\w:]+<.*>)(?:\s+const)?\s+(\w+)$)");
  statement = without_attributes(std::move(statement));
  std::smatch m;
  if (std::regex_match(statement, m, alias)) {
    if (m[1].str() == "namespace") return {};
    return {Declaration{m[1].str(), m[1].str() + " = " + m[2].str(), ""}};
  }
  if (std::regex_match(statement, m, assigned)) {
    std::string type = trim(m[1].str());
    if (type == "return" || type == "typedef" || type == "using") return {};
    // `int ldA = 0, ldB = 0, ldC = m;` declares three: split the initialisers at the commas outside brackets
    std::vector<Declaration> out;
    const std::vector<std::string> parts = split_top_level(m[3].str());
    out.push_back({m[2].str(), m[2].str() + " = " + (parts.empty() ? std::string() : parts[0]), type});
    for (std::size_t k = 1; k < parts.size(); ++k) {
      std::smatch f;
      if (!std::regex_match(parts[k], f, further)) {  // a comma inside one expression after all: one declaration
        out.resize(1);
        out[0].statement = m[2].str() + " = " + m[3].str();
        break;
      }
      out.push_back({f[1].str(), f[1].str() + " = " + f[2].str(), type});
    }
    return out;
  }
  if (std::regex_match(statement, m, defaulted) && !is_other_type(m[1].str()))
    return {Declaration{m[2].str(), m[2].str() + " = " + m[1].str() + "{}", m[1].str()}};
  if (std::regex_match(statement, m, braced)) {
    const std::string type = m[1].str();
    if (type.rfind("auto", 0) == 0) return {Declaration{m[2].str(), m[2].str() + " = " + m[3].str(), "auto"}};
    if (type == "return" || type == "throw") return {};
    return {Declaration{m[2].str(), m[2].str() + " = " + type + "{" + m[3].str() + "}", type}};
  }
  return {};
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

using Variables = std::map<std::string, expr::Value, std::less<>>;

// One C++ source read in one eval session: scopes opened and closed at braces, each declaration evaluated
// where it stands. Inside a function, its parameters (and a template's parameters) are the values the
// settings give (`fn::NAME` before `NAME`), a template parameter's default, or names left open: a statement
// using an open one lists it as needed. A scope's names are gone when it closes (its qualified names stay).
class Importer {
 public:
  // launch_values: a kernel's parameters (`kernel::NAME`) as a launch in the source gives them (a first reading's
  // launches(), for the second)
  Importer(const std::map<std::string, std::string>& settings, std::vector<ImportedObject>& objects,
           std::map<std::string, expr::Value> launch_values = {}, ImportObserver* observer = nullptr)
      : settings_(settings), objects_(objects), launch_values_(std::move(launch_values)),
        observer_(observer ? observer : &ignored_) {}

  // `kernel<<<grid, block>>>(args)` read so far, the first of each kernel: its parameters' values (`kernel::NAME`),
  // for those arguments that were read.
  std::map<std::string, expr::Value> launches() const {
    std::map<std::string, expr::Value> out;
    for (const auto& [kernel, args] : launches_) {
      auto f = functions_.find(kernel);
      if (f == functions_.end()) continue;
      static const std::regex plain(R"(^(?:const\s+)?(\w+)(?:\s+const)?\s*&?$)");
      for (std::size_t k = 0; k < args.size() && k < f->second.size(); ++k) {
        if (!args[k]) continue;
        std::smatch m;
        if (!f->second[k].name.empty()) out.emplace(kernel + "::" + f->second[k].name, *args[k]);
        else if (std::regex_match(f->second[k].type, m, plain)) out.emplace(kernel + "::" + m[1].str(), *args[k]);  // `ThreadLayout`
      }
    }
    return out;
  }

  void set_global(const std::string& name, const std::string& value) {
    if (auto v = evaluate(value)) session_.set_variable(name, std::move(*v));
  }

  void read(const std::string& text, const std::string& file) {
    file_ = file;
    start_ = 0;
    int paren = 0, expr_brace = 0;  // depth inside the statement: (), [] and brace initialisers
    std::size_t line = 1, line_at = 0;  // the line of text_[line_at], counted as the scan goes
    auto line_of = [&](std::size_t at) {  // (the scan asks in increasing order: counting on from the last answer)
      const auto b = text.begin();
      if (at >= line_at) line += std::count(b + std::ptrdiff_t(line_at), b + std::ptrdiff_t(at), '\n');
      else line -= std::count(b + std::ptrdiff_t(at), b + std::ptrdiff_t(line_at), '\n');
      line_at = at;
      return int(line);
    };
    auto finish = [&](std::size_t end) {
      std::size_t s = start_;
      while (s < end && is_space(text[s])) ++s;
      if (s < end) finish_statement(squeeze(std::string_view(text).substr(s, end - s)), line_of(s));
      start_ = end + 1;
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
        const std::string head_text = squeeze(std::string_view(text).substr(start_, i - start_));
        // (a head longer than any declaration's is an expression's brace: its statement is listed as too long)
        auto head = head_text.size() > kMaxStatementChars ? std::nullopt : scope_head(head_text);
        if (!head) {  // a brace initialiser: part of the statement
          ++expr_brace;
          continue;
        }
        list_lambda(head_text, line_of(std::min(i, text.find_first_not_of(" \t\r\n", start_))));
        if (scopes_.size() >= kMaxScopes) return;  // nesting no source needs: read as far as here
        open_scope(std::move(*head));
        start_ = i + 1;
      } else if (c == '}') {
        if (expr_brace > 0) {
          --expr_brace;
          continue;
        }
        finish(i);  // a statement without `;` before the brace (rare) is still read, in its scope
        close_scope();
      } else if (c == ';' && paren == 0 && expr_brace == 0) {
        finish(i);
      }
    }
    if (start_ < text.size()) finish(text.size());
    while (!scopes_.empty()) close_scope();
  }

 private:
  static constexpr std::size_t kMaxScopes = 256;
  // The declarations are matched with std::regex, whose matching recurses once a character: a statement past
  // this many characters (generated code, a table of numbers) is listed, by the name it declares, not matched.
  static constexpr std::size_t kMaxStatementChars = 8192;

  void list_too_long(const std::string& st, int line) {
    // `auto NAME = ...`, `using NAME = ...`: the identifier before the first '=' names it; otherwise nothing is declared
    const std::size_t eq = st.find('=');
    if (eq == std::string::npos || eq > 512) return;
    std::size_t end = eq;
    while (end > 0 && st[end - 1] == ' ') --end;
    std::size_t begin = end;
    while (begin > 0 && ident_char(st[begin - 1])) --begin;
    if (begin == end) return;
    ImportedObject o;
    o.name = qualified(st.substr(begin, end - begin));
    o.file = file_;
    o.line = line;
    o.unreadable = "a statement of " + std::to_string(st.size()) + " characters: longer than LayoutLab reads (" +
                   std::to_string(kMaxStatementChars) + ")";
    declared_.insert(st.substr(begin, end - begin));
    objects_.push_back(std::move(o));
  }

  struct Scope {
    ScopeHead head;
    Variables outside;                    // the variables before it opened
    std::set<std::string> open;           // parameters without a value: a statement using one needs it
    std::vector<std::string> statements;  // a record's declarations as eval statements, for its derived records
  };
  struct Record {
    std::vector<Parameter> template_params;
    std::vector<std::string> statements;
  };

  std::optional<expr::Value> evaluate(const std::string& text) {
    auto statement = expr::parse_statement(text);
    if (!statement) return std::nullopt;
    auto v = session_.evaluate(*statement);
    if (!v) return std::nullopt;
    return std::move(v).value();
  }

  std::string qualified(const std::string& name) const {
    std::string q;
    for (const Scope& s : scopes_)
      if (!s.head.name.empty()) q += s.head.name + "::";
    return q + name;
  }

  // A parameter's value: the setting `scope::NAME`, else what a launch of the kernel passes, else the setting
  // `NAME`, else the default; Open when none.
  ScopeParameter bind_parameter(const std::string& scope, const Parameter& p, std::set<std::string>& open) {
    ScopeParameter out;
    out.name = p.name;
    out.type = p.type;
    out.is_type = p.is_type;
    if (p.name.empty()) return out;
    const std::string own = scope + "::" + p.name;
    auto bind = [&](const std::string& text, ParameterSource source) {
      auto v = evaluate(text);
      if (!v) return false;
      session_.set_variable(p.name, std::move(*v));
      out.source = source;
      out.text = text;
      return true;
    };
    if (auto s = settings_.find(own); s != settings_.end() && bind(s->second, ParameterSource::OwnSetting)) return out;
    if (auto l = launch_values_.find(own); l != launch_values_.end()) {
      session_.set_variable(p.name, l->second);
      out.source = ParameterSource::Launch;
      return out;
    }
    if (auto s = settings_.find(p.name); s != settings_.end() && bind(s->second, ParameterSource::PlainSetting)) return out;
    if (!p.default_value.empty() && bind(p.default_value, ParameterSource::Default)) return out;
    session_.remove_variable(p.name);  // an outer name of the same spelling is hidden here
    open.insert(p.name);
    return out;
  }

  // C++'s deduction where it is plain: a parameter `ASmemLayout sA_layout` (const and & aside) with a value gives
  // the template parameter ASmemLayout that value (CuTe's types are their values: `ASmemLayout{}` is the layout).
  void deduce_template_parameters(const ScopeHead& head, std::set<std::string>& open, ScopeEvent& event) {
    static const std::regex plain(R"(^(?:const\s+)?(\w+)(?:\s+const)?\s*&?$)");
    for (std::size_t k = 0; k < head.params.size(); ++k) {
      const Parameter& p = head.params[k];
      std::smatch m;
      if (!std::regex_match(p.type, m, plain)) continue;
      for (ScopeParameter& t : event.template_params)
        if (t.name == m[1].str() && t.source == ParameterSource::Launch) t.deduced_from = int(k);  // an unnamed parameter
      if (p.name.empty() || open.count(p.name) || !open.count(m[1].str())) continue;
      auto v = session_.variables().find(p.name);
      if (v == session_.variables().end()) continue;
      session_.set_variable(m[1].str(), v->second);
      open.erase(m[1].str());
      for (ScopeParameter& t : event.template_params)
        if (t.name == m[1].str()) t.source = ParameterSource::Deduced, t.deduced_from = int(k);
    }
    for (ScopeParameter& t : event.template_params)
      if (t.source == ParameterSource::Launch) t.source = ParameterSource::Deduced;
  }

  void open_scope(ScopeHead head) {
    Scope scope;
    scope.outside = session_.variables();
    const std::string name = head.name.empty() ? std::string() : qualified(head.name);
    if (head.kind == ScopeHead::Kind::Function && !functions_.count(name)) functions_[name] = head.params;
    ScopeEvent event;
    event.kind = head.kind == ScopeHead::Kind::Record      ? ScopeEvent::Kind::Record
                 : head.kind == ScopeHead::Kind::Function  ? ScopeEvent::Kind::Function
                 : head.kind == ScopeHead::Kind::Namespace ? ScopeEvent::Kind::Namespace
                                                           : ScopeEvent::Kind::Block;
    event.qualified_name = name;
    event.has_bases = !head.bases.empty();
    for (const Parameter& p : head.template_params) event.template_params.push_back(bind_parameter(name, p, scope.open));
    for (const Parameter& p : head.params) event.params.push_back(bind_parameter(name, p, scope.open));
    deduce_template_parameters(head, scope.open, event);
    observer_->opened(event);
    if (!head.loop_variable.empty()) {  // `for (int k_tile = 0; ...)`: no one value; a statement using it needs one
      session_.remove_variable(head.loop_variable);
      scope.open.insert(head.loop_variable);
    }
    scope.head = std::move(head);
    scopes_.push_back(std::move(scope));
    for (const std::string& base : scopes_.back().head.bases) inherit(base);
  }

  // A record derived from a record of this source sees the base's declarations, computed with the template
  // arguments it gives the base (`struct Traits : Base<half_t, 128>`), the base's defaults for the rest.
  void inherit(const std::string& base) {
    const std::size_t open = base.find('<');
    std::string name = trim(std::string_view(base).substr(0, open));
    if (const std::size_t colon = name.rfind("::"); colon != std::string::npos) name = name.substr(colon + 2);
    auto r = records_.find(name);
    if (r == records_.end()) return;
    std::vector<std::string> args;
    if (open != std::string::npos && closing(base, open) != std::string::npos)
      args = split_top_level(std::string_view(base).substr(open + 1, closing(base, open) - open - 1));
    const Record record = r->second;  // (a copy: the statements below may add records)
    Scope& scope = scopes_.back();
    for (std::size_t k = 0; k < record.template_params.size(); ++k) {
      Parameter p = record.template_params[k];
      if (k < args.size()) p.default_value = args[k];
      if (p.name.empty()) continue;
      auto v = p.default_value.empty() ? std::nullopt : evaluate(p.default_value);
      if (v) {
        session_.set_variable(p.name, std::move(*v));
        scope.open.erase(p.name);
      } else {
        session_.remove_variable(p.name);
        scope.open.insert(p.name);
      }
    }
    for (const std::string& statement : record.statements) {
      auto parsed = expr::parse_statement(statement);
      if (!parsed) continue;
      if (auto v = session_.evaluate(*parsed); v && !parsed->binding.empty())
        session_.set_variable(qualified(parsed->binding), session_.variables().find(parsed->binding)->second);
      scope.statements.push_back(statement);  // what derives from this record sees the base's names too
    }
  }

  void close_scope() {
    if (scopes_.empty()) return;
    observer_->closed();
    Scope scope = std::move(scopes_.back());
    scopes_.pop_back();
    if (scope.head.kind == ScopeHead::Kind::Record)
      records_[scope.head.name] = Record{scope.head.template_params, std::move(scope.statements)};
    // The names declared inside go; the qualified ones (`Traits::SmemLayout`) stay for later scopes.
    Variables after = std::move(scope.outside);
    for (const auto& [name, value] : session_.variables())
      if (name.find("::") != std::string::npos) after[name] = value;
    session_.set_variables(std::move(after));
  }

  // The open parameters a statement uses (an identifier not after `.`, `->` or `::`).
  std::vector<std::string> open_names_in(const std::string& statement) const {
    std::vector<std::string> out;
    const std::size_t eq = statement.find(" = ");
    const std::string_view rhs = eq == std::string::npos ? std::string_view(statement) : std::string_view(statement).substr(eq + 3);
    for (std::size_t i = 0; i < rhs.size();) {
      if (!(std::isalpha(static_cast<unsigned char>(rhs[i])) || rhs[i] == '_')) {
        ++i;
        continue;
      }
      std::size_t j = i;
      while (j < rhs.size() && ident_char(rhs[j])) ++j;
      const std::string word(rhs.substr(i, j - i));
      const bool member = (i >= 1 && rhs[i - 1] == '.') || (i >= 2 && (rhs.substr(i - 2, 2) == "->" || rhs.substr(i - 2, 2) == "::"));
      const bool qualifier = j + 1 < rhs.size() && rhs[j] == ':' && rhs[j + 1] == ':';
      if (!member && !qualifier && std::find(out.begin(), out.end(), word) == out.end())
        for (const Scope& s : scopes_)
          if (s.open.count(word)) {
            out.push_back(word);
            break;
          }
      i = j;
    }
    return out;
  }

  bool is_type_variable(const std::string& type) const {
    auto v = session_.variables().find(type);
    return v != session_.variables().end() && v->second.is_object() && kind_name(v->second) == "type";
  }

  // `auto f = [&](int i) {`: a lambda is a function, not a value; listed, with why, and its body read as a block.
  void list_lambda(const std::string& head, int line) {
    static const std::regex lambda(R"(^(?:(?:static|constexpr|const)\s+)*(?:auto|[\w:]+)(?:\s+const)?\s+(\w+)\s*=\s*\[.*$)");
    std::smatch m;
    if (!std::regex_match(head, m, lambda)) return;
    ImportedObject o;
    o.name = qualified(m[1].str());
    o.file = file_;
    o.line = line;
    o.unreadable = "a lambda: LayoutLab reads values, not functions";
    declared_.insert(m[1].str());
    objects_.push_back(std::move(o));
  }

  void finish_statement(std::string st, int line) {
    // `public:` / `private:` labels stay out of the statement.
    for (const char* label : {"public:", "private:", "protected:"})
      if (st.rfind(label, 0) == 0) st = squeeze(st.substr(std::string_view(label).size()));
    if (st.size() > kMaxStatementChars) return list_too_long(st, line);
    if (read_launch(st)) return;
    static const std::regex lambda(R"(\[[&=]?[\w\s,&=*]*\]\s*\()");
    if (std::regex_search(st, lambda)) {  // `auto P = transform(C, [&](auto c) { ... });`
      for (const Declaration& d : declarations(st)) {
        if (!d.type.empty() && (is_other_type(d.type) || is_type_variable(d.type))) continue;
        ImportedObject o;
        o.name = qualified(d.name);
        o.file = file_;
        o.line = line;
        o.statement = d.statement;
        o.unreadable = "uses a lambda: LayoutLab reads values, not functions";
        declared_.insert(d.name);
        if (!scopes_.empty()) scopes_.back().open.insert(d.name);
        session_.remove_variable(d.name);
        objects_.push_back(std::move(o));
      }
      return;
    }
    const std::size_t first = objects_.size();
    std::vector<bool> is_alias;
    for (const Declaration& d : declarations(st)) {
      if (const std::string fn = function_named(d.statement); !fn.empty()) {  // `auto kernel_fptr = gemm_device<...>;`
        aliases_[d.name] = fn;
        ImportedObject o;
        o.name = qualified(d.name);
        o.file = file_;
        o.line = line;
        o.unreadable = "the function " + fn + ": LayoutLab reads values, not functions";
        objects_.push_back(std::move(o));
        continue;
      }
      if (!d.type.empty() && (is_other_type(d.type) || is_type_variable(d.type))) continue;  // `double t = ...`, `TI alpha`
      ImportedObject o;
      o.name = qualified(d.name);
      o.file = file_;
      o.line = line;
      o.statement = d.statement;
      if (!scopes_.empty() && scopes_.back().head.kind == ScopeHead::Kind::Record) scopes_.back().statements.push_back(d.statement);
      o.needs = open_names_in(d.statement);
      if (o.needs.empty()) evaluate_object(o, d.name);
      else session_.remove_variable(d.name);  // not the value of an outer scope's name of the same spelling
      for (Scope& s : scopes_) s.open.erase(d.name);
      if (!o.needs.empty() && !scopes_.empty()) scopes_.back().open.insert(d.name);
      declared_.insert(d.name);
      declared_qualified_.insert(o.name);
      objects_.push_back(std::move(o));
      is_alias.push_back(d.type.empty());
    }
    if (is_alias.empty() || objects_.size() != first + is_alias.size()) return;
    std::vector<const ImportedObject*> made;
    for (std::size_t k = first; k < objects_.size(); ++k) made.push_back(&objects_[k]);
    observer_->declared(st, made, is_alias);
  }

  // The function of this source a declaration's value names (`gemm_device<...>`, `&kernel`), else "".
  std::string function_named(const std::string& statement) const {
    static const std::regex named(R"(^\w+ = &?\s*(\w+)\s*(?:<.*>)?$)");
    std::smatch m;
    if (!std::regex_match(statement, m, named) || !functions_.count(m[1].str())) return {};
    return m[1].str();
  }

  // `kernel<<<grid, block, smem, stream>>>(args)`: the arguments' values, as the launching scope has them.
  bool read_launch(const std::string& st) {
    static const std::regex launch(R"(^(\w+)\s*(?:<.*>)?\s*<<<.*>>>\s*\((.*)\)$)");
    // cutlass::launch_kernel_on_cluster(params, (void const*) kernel_ptr, args...), cudaLaunchKernelEx alike
    static const std::regex on_cluster(R"(^(?:[\w:]+\s+\w+\s*=\s*)?[\w:]*(?:launch_kernel_on_cluster|cudaLaunchKernelEx)\s*\((.*)\)$)");
    std::smatch m;
    std::string kernel;
    std::vector<std::string> texts;
    if (std::regex_match(st, m, launch)) {
      kernel = m[1].str();
      texts = split_top_level(m[2].str());
    } else if (std::regex_match(st, m, on_cluster)) {
      std::vector<std::string> all = split_top_level(m[1].str());
      static const std::regex function_arg(R"(^(?:\([\w\s:*]*\)\s*)?&?\s*(\w+)$)");  // `(void const*) kernel_ptr`
      for (std::size_t k = 0; k < all.size() && kernel.empty(); ++k) {
        std::smatch f;
        if (!std::regex_match(all[k], f, function_arg)) continue;
        std::string name = f[1].str();
        if (auto a = aliases_.find(name); a != aliases_.end()) name = a->second;
        if (!functions_.count(name)) continue;
        kernel = name;
        texts.assign(all.begin() + std::ptrdiff_t(k) + 1, all.end());
      }
      if (kernel.empty()) return false;
    } else {
      return false;
    }
    if (auto a = aliases_.find(kernel); a != aliases_.end()) kernel = a->second;
    if (launches_.count(kernel)) return true;
    std::vector<std::optional<expr::Value>> args;
    for (const std::string& arg : texts) {
      auto v = open_names_in(" = " + arg).empty() ? evaluate(arg) : std::nullopt;
      args.push_back(std::move(v));
    }
    launches_[kernel] = std::move(args);
    observer_->launched(kernel, texts);
    return true;
  }

  void evaluate_object(ImportedObject& o, const std::string& name) {
    auto r = session_.run_line(o.statement);
    if (!r) {
      o.unreadable = "nothing to read";
    } else if (r->ok()) {
      o.printed = r->value();
      const expr::Value& value = session_.variables().find(name)->second;
      o.kind = expr::kind_name(value);
      o.value = value;
      // The qualified name too, so other scopes can use it (`Traits::SmemLayout`).
      if (o.name != name) session_.set_variable(o.name, value);
      return;
    } else {
      o.needs = unknown_names(r->error());
      std::erase_if(o.needs, [](const std::string& n) { return expr::find_builtin(n) != nullptr; });
      // A qualified name no declaration of this source made is a type or function of a library: not a value to give.
      for (const std::string& n : o.needs)
        if (n.find("::") != std::string::npos && !declared_qualified_.count(n)) {
          o.unreadable = "names " + n + ", which LayoutLab does not know";
          o.needs.clear();
          break;
        }
      if (o.needs.empty() && o.unreadable.empty()) {
        static const std::regex function(R"(unknown function '([\w:<>,]+)')");
        std::smatch m;
        const std::string& error = r->error();
        if (std::regex_search(error, m, function) && declared_.count(m[1].str()))
          o.needs = {m[1].str()};  // an object of this source that was not read: `tXsA(_,_,_,k)`
        else if (std::regex_search(error, m, function) && records_.count(m[1].str()))
          o.unreadable = m[1].str() + " is a struct of this source (its members are storage, not CuTe values)";
        else
          o.unreadable = std::regex_search(error, m, function)
                             ? "calls " + m[1].str() + ", which LayoutLab does not know (" + error + ")"
                             : error;
      }
    }
    session_.remove_variable(name);
    if (!o.needs.empty() && !scopes_.empty()) scopes_.back().open.insert(name);
  }

  const std::map<std::string, std::string>& settings_;
  std::vector<ImportedObject>& objects_;
  expr::Session session_;
  std::vector<Scope> scopes_;
  std::map<std::string, Record> records_;
  std::map<std::string, expr::Value> launch_values_;
  std::map<std::string, std::vector<Parameter>> functions_;  // every function's parameters, by qualified name
  std::map<std::string, std::vector<std::optional<expr::Value>>> launches_;
  std::map<std::string, std::string> aliases_;  // a variable holding a function: the function
  ImportObserver ignored_;
  ImportObserver* observer_;
  std::set<std::string> declared_;
  std::set<std::string> declared_qualified_;  // `Traits::Smem`: names other scopes may use
  std::string file_;
  std::size_t start_ = 0;
};

}  // namespace

std::vector<ImportedObject> import_cpp_source(std::string_view source, const std::map<std::string, std::string>& settings,
                                              const IncludeReader& read_include, ImportObserver* observer) {
  std::vector<ImportedObject> objects;
  // The preprocessor's conditionals first, for a chosen target (__CUDA_ARCH__ 800 unless the settings say otherwise);
  // the file's own #defines join the settings (the user's values win). `#include "sibling.h"` of an active region
  // is read (once, to a bounded depth) before the file that includes it.
  std::map<std::string, std::string> defines = settings;
  if (!defines.count("__CUDA_ARCH__")) defines["__CUDA_ARCH__"] = "800";
  std::vector<std::pair<std::string, std::string>> sources;  // (file, text without comments), in reading order
  std::set<std::string> included;
  std::function<void(std::string_view, const std::string&, int)> preprocess = [&](std::string_view text, const std::string& file, int depth) {
    Conditionals conditionals(defines);
    if (read_include && depth < 16)
      conditionals.on_include = [&](const std::string& name) {
        if (!included.insert(name).second) return;
        if (auto sibling = read_include(name)) preprocess(*sibling, name, depth + 1);
      };
    sources.emplace_back(file, without_comments(conditionals.apply(text)));
  };
  preprocess(source, std::string(), 0);
  std::map<std::string, std::string> effective = settings;  // the file's #defines are values too
  std::map<std::string, std::string> file_defines;
  for (const auto& [name, value] : defines)
    if (effective.emplace(name, value).second && name != "__CUDA_ARCH__") file_defines.emplace(name, value);
  // --set NAME=VALUE: any name, `threadIdx.x` and `blockIdx.y` included (a binding statement takes identifiers only);
  // `fn::NAME` is bound when the scope fn opens. A kernel the source launches (`gemm_device<<<g, b>>>(prob_shape, ...)`)
  // is read again with the values the launch passes as its parameters: a first reading finds the launches.
  auto read_all = [&](std::map<std::string, expr::Value> launch_values, ImportObserver* watcher) {
    Importer importer(effective, objects, std::move(launch_values), watcher);
    for (const auto& [name, value] : effective)
      if (name.find("::") == std::string::npos) importer.set_global(name, value);
    for (const auto& [file, text] : sources) importer.read(text, file);
    return importer.launches();
  };
  auto launches = read_all({}, nullptr);
  if (!launches.empty() || observer) {  // (the observer follows the reading that counts)
    objects.clear();
    if (observer) observer->settings(settings, file_defines);
    read_all(std::move(launches), observer);
  }
  return objects;
}

IncludeReader includes_next_to(const std::string& directory) {
  return [directory](const std::string& name) -> std::optional<std::string> {
    std::error_code ec;
    const std::filesystem::path path = std::filesystem::path(directory) / name;
    if (!std::filesystem::is_regular_file(path, ec) || std::filesystem::file_size(path, ec) > (16u << 20)) return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    if (!in && !in.eof()) return std::nullopt;
    std::string s = text.str();
    if (s.find('\0') != std::string::npos) return std::nullopt;
    return s;
  };
}

}  // namespace ll
