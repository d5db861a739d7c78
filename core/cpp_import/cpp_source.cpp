#include "core/cpp_import/cpp_source.hpp"

#include <algorithm>
#include <cctype>
#include <regex>

#include "core/expr/builtins.hpp"
#include "core/expr/eval.hpp"
#include "core/expr/parser.hpp"

namespace ll {
namespace {

bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

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
  const std::string text = without_comments(source);
  expr::Session session;
  // --set NAME=VALUE: any name, `threadIdx.x` and `blockIdx.y` included (a binding statement takes identifiers only)
  for (const auto& [name, value] : settings) {
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
