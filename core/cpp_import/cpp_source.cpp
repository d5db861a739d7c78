#include "core/cpp_import/cpp_source.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include "core/cpp/lexer.hpp"
#include "core/cpp/preprocessor.hpp"
#include "core/cpp/span.hpp"
#include "core/cpp_import/import_events.hpp"
#include "core/expr/builtins.hpp"
#include "core/expr/eval.hpp"
#include "core/expr/parser.hpp"

namespace ll {
namespace {

using cpp::Span;
using cpp::Token;
using cpp::TokenKind;
constexpr std::size_t npos = Span::npos;

bool one_of(std::string_view word, std::initializer_list<std::string_view> words) {
  return std::find(words.begin(), words.end(), word) != words.end();
}

// The tokens without what attributes, launch bounds and loop pragmas add (`__launch_bounds__(256)`,
// `__attribute__((x))`, `alignas(16)`, `[[nodiscard]]`, `CUTE_UNROLL`): they change no value.
std::vector<Token> without_attributes(const Span& s) {
  std::vector<Token> out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    const std::string_view t = s.text(i);
    if (s.is_identifier(i) &&
        one_of(t, {"__launch_bounds__", "__attribute__", "alignas", "__align__", "__cluster_dims__", "_Pragma", "__declspec"}) &&
        s.is(i + 1, "(")) {
      const std::size_t close = s.closing(i + 1);
      if (close != npos) {
        i = close;
        continue;
      }
    }
    if (s.is_identifier(i) && one_of(t, {"CUTE_UNROLL", "CUTE_NO_UNROLL", "CUTLASS_PRAGMA_UNROLL", "CUTLASS_PRAGMA_NO_UNROLL"})) continue;
    if (s.is(i, "[") && s.is(i + 1, "[") && !s[i + 1].space_before) {  // [[attribute]]
      const std::size_t close = s.closing(i);
      if (close != npos && s.is(close - 1, "]")) {
        i = close;
        continue;
      }
    }
    out.push_back(s[i]);
  }
  return out;
}

// A template or function parameter: its name ("" when unnamed) and its default as written ("" for none).
struct Parameter {
  std::string name, default_value;
  std::string type;      // as written before the name (`TA const*`, `ASmemLayout`)
  bool is_type = false;  // a template parameter `class T` / `typename T`
};

bool is_type_word(std::string_view w) {
  return one_of(w, {"class", "typename", "const", "volatile", "unsigned", "signed", "int", "long", "short", "char", "bool",
                    "float", "double", "void", "auto", "size_t", "struct", "__restrict__"});
}

// One parameter as declared: `class T = half_t`, `int kBlockM = 128`, `TA const* A`, `CSmemLayout` (unnamed).
Parameter parameter(const Span& p) {
  Parameter out;
  Span decl = p;
  if (const std::size_t eq = p.find("=", 0, true); eq != npos) {
    decl = p.sub(0, eq);
    out.default_value = p.sub(eq + 1).joined();
  }
  out.is_type = decl.is(0, "class") || decl.is(0, "typename");
  // The name is the last unqualified identifier at depth 0, when something (its type) comes before it.
  std::size_t words = 0, last = npos;
  bool pointer_or_reference = false;
  int depth = 0;
  for (std::size_t i = 0; i < decl.size(); ++i) {
    if (decl.is(i, "<") || decl.is(i, "(") || decl.is(i, "[")) ++depth;
    else if ((decl.is(i, ">") || decl.is(i, ")") || decl.is(i, "]")) && depth > 0) --depth;
    else if (depth == 0 && decl.is_identifier(i) && !decl.is(i - 1 < decl.size() ? i - 1 : npos, "::")) ++words, last = i;
    else if (depth == 0 && decl.is_identifier(i)) last = npos;  // `cute::half_t`: a qualified name names a type
    else if (depth == 0 && (decl.is(i, "*") || decl.is(i, "&") || decl.is(i, "&&"))) pointer_or_reference = true;
  }
  if (last != npos && (words >= 2 || pointer_or_reference) && !is_type_word(decl.text(last))) {
    out.name = std::string(decl.text(last));
    out.type = decl.sub(0, last).joined();
  } else {
    out.type = decl.joined();  // unnamed: `ThreadLayout` (a launch still deduces the template parameter from it)
  }
  return out;
}

// What a `{` opens, read from the tokens before it (since the last statement).
struct ScopeHead {
  enum class Kind { Record, Namespace, Function, Block, Enum } kind = Kind::Block;
  std::string name;                        // Record, Function and Enum: the name that qualifies what it declares
  std::vector<Parameter> template_params;  // `template <class T = half_t, int N>`
  std::vector<Parameter> params;           // a function's parameters
  std::vector<std::string> bases;          // a record's base classes as written (`Base<T, 128>`)
  std::string loop_variable;               // a `for` block's: a value each iteration changes
  std::string constexpr_condition;         // `if constexpr (COND)`: the condition as written
  bool is_else = false;                    // an `else` block (of the `if` just closed)
  bool scoped_enum = false;                // `enum class`: its names are qualified only
};

// Nothing but qualifiers after a function's parameters: `const`, `&`, `noexcept(...)`, `override`, `-> T`.
bool is_function_trailer(const Span& t) {
  std::size_t i = 0;
  while (i < t.size()) {
    if (t.is(i, "const") || t.is(i, "volatile") || t.is(i, "&") || t.is(i, "&&") || t.is(i, "override") || t.is(i, "final") ||
        t.is(i, "mutable") || t.is(i, "constexpr")) {
      ++i;
    } else if (t.is(i, "noexcept")) {
      ++i;
      if (t.is(i, "(")) {
        const std::size_t close = t.closing(i);
        if (close == npos) return false;
        i = close + 1;
      }
    } else {
      return t.is(i, "->");
    }
  }
  return true;
}

// nullopt when the brace belongs to an expression (brace initialisation).
std::optional<ScopeHead> scope_head(const Span& whole) {
  const std::vector<Token> kept = without_attributes(whole);
  Span head(whole.source(), kept.data(), kept.data() + kept.size());
  ScopeHead h;
  while (head.is(0, "template") && head.is(1, "<")) {  // `template <...>` before a struct or function
    const std::size_t close = head.closing(1);
    if (close == npos) return std::nullopt;
    for (const Span& p : head.sub(2, close).split_commas())
      if (!p.empty()) h.template_params.push_back(parameter(p));
    head = head.sub(close + 1);
  }
  if (head.empty()) return h;
  if (head.is(head.size() - 1, "]")) return h;  // a lambda's body (`[&]`)
  for (std::size_t i = 0; i + 1 < head.size(); ++i)
    if (head.is(i, "[") && (head.is(i + 1, "&") || head.is(i + 1, "="))) return h;
  if (head.is(0, "else")) {
    h.is_else = true;
    head = head.sub(1);
    if (head.empty()) return h;
  }
  if (head.is(0, "if") || head.is(0, "for") || head.is(0, "while") || head.is(0, "switch") || head.is(0, "do") ||
      head.is(0, "try") || head.is(0, "catch")) {
    if (head.is(0, "if") && head.is(1, "constexpr") && head.is(2, "(")) {
      const std::size_t close = head.closing(2);
      if (close != npos) h.constexpr_condition = head.sub(3, close).joined();
    }
    if (head.is(0, "for") && head.is(1, "(")) {  // `for (int k = 0; ...)`, `for (auto x : xs)`: its variable
      for (std::size_t i = 3; i < head.size(); ++i) {
        if (head.is(i, "=") || head.is(i, ":") || head.is(i, "{") || head.is(i, "(") || head.is(i, ";") || head.is(i, ")")) {
          if (head.is_identifier(i - 1) && i - 1 > 2) h.loop_variable = std::string(head.text(i - 1));
          break;
        }
      }
    }
    return h;
  }
  if (head.find("namespace") != npos || head.is(0, "extern")) {
    h.kind = ScopeHead::Kind::Namespace;  // namespaces (and extern "C") do not qualify names here
    return h;
  }
  std::size_t k = 0;
  while (k < head.size() && (head.is_identifier(k) || head.is(k, "::")) &&
         !one_of(head.text(k), {"struct", "class", "union", "enum"}))
    ++k;
  if (head.is(k, "enum")) {  // `enum [class] [NAME] [: T]`
    h.kind = ScopeHead::Kind::Enum;
    std::size_t i = k + 1;
    if (head.is(i, "class") || head.is(i, "struct")) h.scoped_enum = true, ++i;
    if (head.is_identifier(i)) h.name = std::string(head.text(i));
    return h;
  }
  if ((head.is(k, "struct") || head.is(k, "class") || head.is(k, "union")) && head.find("=") == npos) {
    if (!head.is_identifier(k + 1)) return k + 1 == head.size() ? std::optional<ScopeHead>(h) : std::nullopt;  // anonymous
    std::size_t i = k + 2;
    if (head.is(i, "final")) ++i;
    if (i < head.size() && !head.is(i, ":")) return std::nullopt;
    h.kind = ScopeHead::Kind::Record;
    h.name = std::string(head.text(k + 1));
    for (Span base : head.sub(i + 1).split_commas()) {
      while (base.is(0, "public") || base.is(0, "protected") || base.is(0, "private") || base.is(0, "virtual")) base = base.sub(1);
      if (!base.empty()) h.bases.push_back(base.joined());
    }
    return h;
  }
  // A function: the last parenthesised group at depth 0, followed by qualifiers only, after its name.
  std::size_t close = npos;
  int depth = 0;
  for (std::size_t i = head.size(); i-- > 0;) {
    if (head.is(i, ")") && depth++ == 0 && is_function_trailer(head.sub(i + 1))) {
      close = i;
      break;
    }
    if (head.is(i, "(")) --depth;
  }
  if (close == npos) return std::nullopt;
  std::size_t open = npos;
  depth = 0;
  for (std::size_t i = close + 1; i-- > 0;) {
    if (head.is(i, ")")) ++depth;
    if (head.is(i, "(") && --depth == 0) {
      open = i;
      break;
    }
  }
  if (open == npos || open == 0 || !head.is_identifier(open - 1)) return std::nullopt;
  const std::string_view name = head.text(open - 1);
  if (name == "decltype" || name == "sizeof") return std::nullopt;
  if (one_of(name, {"if", "for", "while", "switch"})) return h;
  if (head.sub(0, open).find("=") != npos) return std::nullopt;  // an expression `x = f(...)` continues
  h.kind = ScopeHead::Kind::Function;
  h.name = std::string(name);
  for (const Span& p : head.sub(open + 1, close).split_commas())
    if (!p.empty()) h.params.push_back(parameter(p));
  return h;
}

struct Declaration {
  std::string name, statement, type;  // type: as written before the name ("auto" included), "" for `using`
};

// The words before a declaration's type that change nothing LayoutLab reads.
bool is_specifier(std::string_view w) {
  return one_of(w, {"static", "constexpr", "const", "inline", "CUTE_HOST_DEVICE", "CUTLASS_HOST_DEVICE", "__device__", "__host__",
                    "__forceinline__", "CUTE_DEVICE", "CUTLASS_DEVICE", "CUTE_HOST", "CUTLASS_HOST", "volatile", "extern",
                    "thread_local", "mutable", "__shared__", "__constant__", "constinit", "consteval"});
}

// A type as declarations write one: `[typename] A::B<...>[::C] [const] [*&]`, `unsigned long`, `auto`.
bool is_type_spelling(const Span& t) {
  if (t.empty()) return false;
  std::size_t i = 0;
  if (t.is(i, "typename")) ++i;
  while (t.is(i, "unsigned") || t.is(i, "signed") || t.is(i, "long") || t.is(i, "short")) ++i;
  if (i == t.size()) return i > 0;
  bool name = false;
  while (i < t.size()) {
    if (t.is(i, "::")) {
      ++i;
    } else if (t.is_identifier(i) && !name) {
      name = true;
      ++i;
    } else if (t.is(i, "<") && name) {
      const std::size_t close = t.closing(i);
      if (close == npos) return false;
      i = close + 1;
    } else {
      break;
    }
    if (t.is(i, "::")) name = false;
  }
  while (t.is(i, "const") || t.is(i, "volatile") || t.is(i, "*") || t.is(i, "&") || t.is(i, "&&") || t.is(i, "__restrict__")) ++i;
  return name && i == t.size();
}

// The types a declaration may have and still not be a CuTe object: numbers of floating point, host
// containers, CUDA's handles, pointers and references. (Integers are CuTe's: `int kStages = 3` is read.)
bool is_other_type(const std::string& type) {
  if (type.find("conditional") != std::string::npos) return false;
  if (!type.empty() && (type.back() == '*' || type.back() == '&')) return true;
  std::string t = type;
  for (const char* prefix : {"cute::", "cutlass::"})
    if (t.rfind(prefix, 0) == 0) t = t.substr(std::string_view(prefix).size());
  if (one_of(t, {"float", "double", "bool", "char", "void", "dim3", "half", "__half", "__nv_bfloat16", "Status", "ClusterLaunchParams",
                 "KernelHardwareInfo", "half_t", "bfloat16_t", "tfloat32_t", "float_e4m3_t", "float_e5m2_t", "GPU_Clock"}))
    return true;
  return t.rfind("complex<", 0) == 0 || type.rfind("cuda", 0) == 0 || type.rfind("cublas", 0) == 0 ||
         type.rfind("std::", 0) == 0 || type.rfind("thrust::", 0) == 0;
}

// C++'s integer types: a declaration of one holds a run-time integer, whatever its initialiser's static-ness
// (`static constexpr int kBlockM = 128;` prints `128`, as CuTe's print of an int).
bool is_integer_type(const std::string& type) {
  return one_of(type, {"int", "unsigned", "unsigned int", "long", "long long", "unsigned long", "int8_t", "int16_t", "int32_t",
                       "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "size_t", "bool", "uint", "index_t", "short",
                       "std::size_t", "std::int64_t", "std::int32_t", "std::uint32_t", "std::uint64_t"});
}

// `NAME = EXPR` for a declared integer `TYPE NAME = EXPR`: the run-time integer C++ keeps.
std::string bound(const std::string& name, const std::string& type, const std::string& value) {
  if (is_integer_type(type)) return name + " = " + (type == "bool" ? "static_cast<bool>" : "int64_t") + "(" + value + ")";
  return name + " = " + value;
}

// The declarations of a statement (several for `int a = 0, b = 1;`), or none for other statements.
// `is_value_type(T)`: whether T names a CuTe value this reading knows (`TiledMma tiled_mma;` declares one).
std::vector<Declaration> declarations(const Span& whole, const std::function<bool(const std::string&)>& is_value_type) {
  const std::vector<Token> kept = without_attributes(whole);
  Span s(whole.source(), kept.data(), kept.data() + kept.size());
  while (s.is(0, "template") && s.is(1, "<")) {  // an alias template `template <class T> using X = ...`
    const std::size_t close = s.closing(1);
    if (close == npos) return {};
    s = s.sub(close + 1);
  }
  if (s.is(0, "using")) {
    if (s.is(1, "namespace")) return {};
    if (s.is_identifier(1) && s.is(2, "=") && s.size() > 3)
      return {Declaration{std::string(s.text(1)), std::string(s.text(1)) + " = " + s.sub(3).joined(), ""}};
    // `using Base::Element;`: a base's name brought into this scope
    const std::size_t n = s.size();
    if (n >= 4 && s.is_identifier(n - 1) && s.is(n - 2, "::") && s.text(n - 1) != s.text(n - 3) && s.sub(1).find("=") == npos) {
      std::size_t from = 1;
      if (s.is(from, "typename")) ++from;
      return {Declaration{std::string(s.text(n - 1)), std::string(s.text(n - 1)) + " = " + s.sub(from).joined(), ""}};
    }
    return {};
  }
  if (s.is(0, "typedef")) {  // `typedef TYPE NAME;`
    const std::size_t n = s.size();
    if (n >= 3 && s.is_identifier(n - 1) && is_type_spelling(s.sub(1, n - 1)))
      return {Declaration{std::string(s.text(n - 1)), std::string(s.text(n - 1)) + " = " + s.sub(1, n - 1).joined(), ""}};
    return {};
  }
  std::size_t first = 0;
  while (s.is_identifier(first) && is_specifier(s.text(first))) ++first;
  const Span rest = s.sub(first);
  if (rest.empty() || one_of(rest.text(0), {"return", "typedef", "using", "throw", "case", "goto", "delete", "else", "do", "co_return"}))
    return {};
  // TYPE NAME = EXPR [, NAME = EXPR ...]
  if (const std::size_t eq = rest.find("="); eq != npos && eq >= 2 && rest.is_identifier(eq - 1)) {
    const Span type = rest.sub(0, eq - 1);
    if (!is_type_spelling(type)) return {};
    const std::string type_text = type.joined(), name(rest.text(eq - 1));
    std::vector<Declaration> out;
    const std::vector<Span> parts = rest.sub(eq + 1).split_commas();
    out.push_back({name, bound(name, type_text, parts.empty() ? std::string() : parts[0].joined()), type_text});
    for (std::size_t k = 1; k < parts.size(); ++k) {
      const Span& p = parts[k];
      if (!(p.is_identifier(0) && p.is(1, "=") && p.size() > 2)) {  // a comma inside one expression after all: one declaration
        out.resize(1);
        out[0].statement = bound(name, type_text, rest.sub(eq + 1).joined());
        break;
      }
      out.push_back({std::string(p.text(0)), bound(std::string(p.text(0)), type_text, p.sub(2).joined()), type_text});
    }
    return out;
  }
  const std::size_t n = rest.size();
  // TYPE NAME{...}
  if (n >= 3 && rest.is(n - 1, "}")) {
    std::size_t open = npos;
    for (std::size_t i = n - 1; i-- > 0;)
      if (rest.is(i, "{") && rest.closing(i) == n - 1) {
        open = i;
        break;
      }
    if (open != npos && open >= 2 && rest.is_identifier(open - 1) && is_type_spelling(rest.sub(0, open - 1))) {
      const std::string type = rest.sub(0, open - 1).joined(), name(rest.text(open - 1));
      const std::string inner = rest.sub(open + 1, n - 1).joined();
      if (type == "auto" || type == "auto const") return {Declaration{name, name + " = " + inner, "auto"}};
      if (is_integer_type(type)) return {Declaration{name, bound(name, type, inner), type}};
      return {Declaration{name, name + " = " + type + "{" + inner + "}", type}};
    }
    return {};
  }
  // TYPE NAME: a template type's default value (`Copy_Atom<SM75_U32x4_LDSM_N, half_t> s2r_atom_A;`), or a value type
  // this reading knows (`TiledMma tiled_mma;`, `typename Kernel_traits::TiledMma tiled_mma;`)
  if (n >= 2 && rest.is_identifier(n - 1) && is_type_spelling(rest.sub(0, n - 1))) {
    Span type = rest.sub(0, n - 1);
    while (!type.empty() && type.is(type.size() - 1, "const")) type = type.sub(0, type.size() - 1);
    const std::string type_text = type.joined(), name(rest.text(n - 1));
    const bool has_template_args = type.find("<") != npos || (type.size() > 1 && type.is(type.size() - 1, ">"));
    std::string plain = type_text;
    if (plain.rfind("typename ", 0) == 0) plain = plain.substr(9);
    if ((has_template_args || is_value_type(plain)) && !is_other_type(type_text))
      return {Declaration{name, name + " = " + plain + "{}", type_text}};
  }
  return {};
}

// Whether the statement passes a lambda (`[&](auto c) { ... }`): a `[` that is no subscript, then captures, `]`, `(`.
bool has_lambda(const Span& s) {
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (!s.is(i, "[")) continue;
    if (i > 0 && (s.is_identifier(i - 1) || s.is(i - 1, ")") || s.is(i - 1, "]"))) continue;  // a subscript
    const std::size_t close = s.closing(i);
    if (close == npos) continue;
    bool captures = true;
    for (std::size_t k = i + 1; k < close; ++k)
      captures &= s.is_identifier(k) || s.is(k, "&") || s.is(k, "=") || s.is(k, ",") || s.is(k, "*");
    if (captures && s.is(close + 1, "(")) return true;
  }
  return false;
}

using Variables = std::map<std::string, expr::Value, std::less<>>;

// A static IntTuple as its C++ type: `Shape<_4,Shape<_2,_3>>`. @pre is_static(t)
std::string static_type(const IntTuple& t, const char* tuple) {
  if (!t.is_tuple()) return "_" + std::to_string(t.integer().value);
  std::string out = std::string(tuple) + "<";
  for (std::size_t i = 0; i < std::size_t(t.rank()); ++i) out += (i ? "," : "") + static_type(t[i], tuple);
  return out + ">";
}

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
      for (std::size_t k = 0; k < args.size() && k < f->second.size(); ++k) {
        if (!args[k]) continue;
        if (!f->second[k].name.empty()) out.emplace(kernel + "::" + f->second[k].name, *args[k]);
        else if (const std::string t = plain_type(f->second[k].type); !t.empty()) out.emplace(kernel + "::" + t, *args[k]);  // `ThreadLayout`
      }
    }
    return out;
  }

  void set_global(const std::string& name, const std::string& value) {
    if (auto v = evaluate(value)) session_.set_variable(name, std::move(*v));
  }

  void read(const Span& tokens, const std::string& file) {
    file_ = file;
    std::size_t start = 0;
    int paren = 0, expr_brace = 0;  // depth inside the statement: (), [] and brace initialisers
    auto finish = [&](std::size_t end) {
      if (start < end) finish_statement(tokens.sub(start, end));
      start = end + 1;
    };
    for (std::size_t i = 0; i < tokens.size(); ++i) {
      const std::string_view c = tokens[i].kind == TokenKind::Punctuator ? tokens.text(i) : std::string_view();
      if (c == "(" || c == "[") {
        ++paren;
      } else if ((c == ")" || c == "]") && paren > 0) {
        --paren;
      } else if (c == "{") {
        if (paren > 0 || expr_brace > 0) {
          ++expr_brace;
          continue;
        }
        const Span head_tokens = tokens.sub(start, i);
        // (a head longer than any declaration's is an expression's brace: its statement is listed as too long)
        auto head = head_tokens.joined().size() > kMaxStatementChars ? std::nullopt : scope_head(head_tokens);
        if (!head) {  // a brace initialiser: part of the statement
          ++expr_brace;
          continue;
        }
        list_lambda(head_tokens);
        if (scopes_.size() >= kMaxScopes) return;  // nesting no source needs: read as far as here
        const std::size_t close = tokens.closing(i);
        if (head->kind == ScopeHead::Kind::Enum) {  // its enumerators are constants; nothing else is in it
          read_enumerators(*head, tokens.sub(i + 1, close == npos ? tokens.size() : close));
          if (close != npos) observer_->enumerated(tokens.sub(start, close + 1).joined());
          i = close == npos ? tokens.size() : close;
          start = i + 1;
          continue;
        }
        if (skips(*head)) {  // `if constexpr` whose condition is false here, or the `else` of one that was true
          i = close == npos ? tokens.size() : close;
          start = i + 1;
          continue;
        }
        open_scope(std::move(*head));
        start = i + 1;
      } else if (c == "}") {
        if (expr_brace > 0) {
          --expr_brace;
          continue;
        }
        finish(i);  // a statement without `;` before the brace (rare) is still read, in its scope
        close_scope();
      } else if (c == ";" && paren == 0 && expr_brace == 0) {
        finish(i);
      }
    }
    if (start < tokens.size()) finish(tokens.size());
    while (!scopes_.empty()) close_scope();
  }

 private:
  static constexpr std::size_t kMaxScopes = 256;
  // Statements past this many characters (generated code, a table of numbers) are listed by the name they declare,
  // not evaluated.
  static constexpr std::size_t kMaxStatementChars = 8192;

  // `T`, `const T&`, `T const`: the type's one name, else "".
  static std::string plain_type(const std::string& type) {
    const std::vector<Token> tokens = cpp::lex(type);
    const Span t(type, tokens.data(), tokens.data() + tokens.size() - 1);
    std::string name;
    for (std::size_t i = 0; i < t.size(); ++i) {
      if (t.is(i, "const") || t.is(i, "&") || t.is(i, "&&")) continue;
      if (!t.is_identifier(i) || !name.empty()) return {};
      name = std::string(t.text(i));
    }
    return name;
  }

  void list_too_long(const Span& st) {
    // `auto NAME = ...`, `using NAME = ...`: the identifier before the first '=' names it; otherwise nothing is declared
    const std::size_t eq = st.find("=");
    if (eq == npos || eq == 0 || !st.is_identifier(eq - 1)) return;
    const std::string name(st.text(eq - 1));
    ImportedObject o;
    o.name = qualified(name);
    o.file = file_;
    o.line = int(st[0].line);
    o.unreadable = "a statement of " + std::to_string(st.joined().size()) + " characters: longer than LayoutLab reads (" +
                   std::to_string(kMaxStatementChars) + ")";
    declared_.insert(name);
    objects_.push_back(std::move(o));
  }

  // A declaration statement of a record: its C++ and the eval statements it binds.
  struct Member {
    std::string cpp;
    std::vector<std::string> statements;
  };
  struct Scope {
    ScopeHead head;
    Variables outside;                    // the variables before it opened
    std::set<std::string> open;           // parameters without a value: a statement using one needs it
    std::vector<Member> members;          // a record's declarations, for its derived records
    std::size_t inherited_members = 0;    // how many of `members` its bases gave it
    std::vector<std::string> instances;   // names of record instances bound here (`Kernel_traits`): NAME::X ends with it
    std::vector<std::pair<std::string, std::string>> bases;  // (as written, the record it names as written)
    std::optional<bool> constexpr_taken;  // `if constexpr`: whether its branch was taken
  };
  struct Record {
    std::vector<Parameter> template_params;
    std::vector<Member> members;                            // the bases' first, then its own
    std::size_t inherited_members = 0;                      // how many of them are the bases'
    std::vector<std::pair<std::string, std::string>> bases;  // (as written, the record it names as written)
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

  // `if constexpr (COND) {` whose COND is false with this reading's values, or the `else` after a taken one: its
  // statements are not C++ this instantiation compiles, so they are not read. A condition LayoutLab cannot
  // evaluate reads the block (as a plain `if`).
  bool skips(const ScopeHead& head) {
    if (head.is_else && last_constexpr_taken_) {
      const bool taken_before = *last_constexpr_taken_;
      last_constexpr_taken_.reset();
      if (taken_before) return true;
      if (head.constexpr_condition.empty()) return false;
    }
    if (head.constexpr_condition.empty()) return false;
    auto v = evaluate(head.constexpr_condition);
    const auto condition = v ? expr::integer_of(*v) : std::nullopt;
    if (!condition) return false;
    pending_constexpr_ = condition->value != 0;
    if (!*pending_constexpr_) {
      last_constexpr_taken_ = false;
      pending_constexpr_.reset();
      return true;
    }
    return false;
  }

  // A parameter's value: the setting `scope::NAME`, else what a launch of the kernel passes, else the setting
  // `NAME`, else the default; Open when none.
  ScopeParameter bind_parameter(const std::string& scope, const Parameter& p, std::set<std::string>& open, bool is_base = false) {
    ScopeParameter out;
    out.name = p.name;
    out.type = p.type;
    out.is_type = p.is_type;
    if (p.name.empty()) return out;
    const std::string own = scope + "::" + p.name;
    auto bind = [&](const std::string& text, ParameterSource source) {
      if (p.is_type && !is_base)
        if (auto instance = instantiate(p.name, text)) {  // `typename Kernel_traits` bound to `Traits<128, ...>`
          out.source = source;
          out.text = text;
          session_.remove_variable(p.name);
          instance->parameter = true;
          parameter_instances_.push_back(p.name);
          observer_->instantiated(*instance);
          return true;
        }
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
    for (std::size_t k = 0; k < head.params.size(); ++k) {
      const Parameter& p = head.params[k];
      const std::string type = plain_type(p.type);
      if (type.empty()) continue;
      for (ScopeParameter& t : event.template_params)
        if (t.name == type && t.source == ParameterSource::Launch) t.deduced_from = int(k);  // an unnamed parameter
      if (p.name.empty() || open.count(p.name) || !open.count(type)) continue;
      auto v = session_.variables().find(p.name);
      if (v == session_.variables().end()) continue;
      session_.set_variable(type, v->second);
      open.erase(type);
      for (ScopeParameter& t : event.template_params)
        if (t.name == type) t.source = ParameterSource::Deduced, t.deduced_from = int(k);
    }
    for (ScopeParameter& t : event.template_params)
      if (t.source == ParameterSource::Launch) t.source = ParameterSource::Deduced;
  }

  void open_scope(ScopeHead head) {
    Scope scope;
    scope.outside = session_.variables();
    scope.constexpr_taken = pending_constexpr_;
    pending_constexpr_.reset();
    last_constexpr_taken_.reset();
    const std::string name = head.name.empty() ? std::string() : qualified(head.name);
    if (head.kind == ScopeHead::Kind::Function && !functions_.count(name)) functions_[name] = head.params;
    ScopeEvent event;
    event.kind = head.kind == ScopeHead::Kind::Record      ? ScopeEvent::Kind::Record
                 : head.kind == ScopeHead::Kind::Function  ? ScopeEvent::Kind::Function
                 : head.kind == ScopeHead::Kind::Namespace ? ScopeEvent::Kind::Namespace
                                                           : ScopeEvent::Kind::Block;
    event.qualified_name = name;
    event.has_bases = !head.bases.empty();
    for (const Parameter& p : head.template_params)
      event.template_params.push_back(
          bind_parameter(name, p, scope.open, std::find(head.bases.begin(), head.bases.end(), p.name) != head.bases.end()));
    for (const Parameter& p : head.params) event.params.push_back(bind_parameter(name, p, scope.open));
    deduce_template_parameters(head, scope.open, event);
    // A base named by a template parameter (`typename Base = Traits<kHeadDim_, ...>`) is that parameter's record.
    std::vector<std::pair<std::string, std::string>> bases;  // (the base as written, as the record it names)
    for (const std::string& base : head.bases) {
      std::string record = base;
      for (std::size_t k = 0; k < head.template_params.size(); ++k)
        if (head.template_params[k].name == base) {
          const ScopeParameter& bound_to = event.template_params[k];
          record = bound_to.source == ParameterSource::Open ? std::string() : bound_to.text;
          if (record.empty()) record = head.template_params[k].default_value;
          scope.open.erase(base);
        }
      bases.emplace_back(base, record);
    }
    if (!head.loop_variable.empty()) {  // `for (int k_tile = 0; ...)`: no one value; a statement using it needs one
      session_.remove_variable(head.loop_variable);
      scope.open.insert(head.loop_variable);
    }
    scope.head = std::move(head);
    scope.instances = std::move(parameter_instances_);
    parameter_instances_.clear();
    scopes_.push_back(std::move(scope));
    for (const auto& [alias, record] : bases) event.bases.push_back(inherit(alias, record)), event.base_names.push_back(alias);
    scopes_.back().inherited_members = scopes_.back().members.size();
    scopes_.back().bases = bases;
    observer_->opened(event);
  }

  // The base record `text` names (`Base<half_t, 128>`), as the reference program defines it: its template
  // parameters' values and its declarations as C++. Empty when it is no record of this source.
  InheritedRecord inherited(const std::string& text) {
    InheritedRecord out;
    const std::vector<Token> tokens = cpp::lex(text);
    const Span t(text, tokens.data(), tokens.data() + tokens.size() - 1);
    std::size_t name_end = 0;
    while (name_end < t.size() && (t.is_identifier(name_end) || t.is(name_end, "::"))) ++name_end;
    if (name_end == 0) return out;
    auto r = records_.find(std::string(t.text(name_end - 1)));
    if (r == records_.end()) return out;
    out.name = r->first;
    std::vector<Span> args;
    if (t.is(name_end, "<") && t.closing(name_end) != npos) args = t.sub(name_end + 1, t.closing(name_end)).split_commas();
    for (std::size_t k = 0; k < r->second.template_params.size(); ++k) {
      const Parameter& p = r->second.template_params[k];
      out.template_params.push_back({p.name, k < args.size() ? args[k].joined() : p.default_value, p.is_type});
    }
    return out;
  }

  // A record derived from a record of this source sees the base's declarations, computed with the template
  // arguments it gives the base (`struct Traits : Base<half_t, 128>`), the base's defaults for the rest; they are
  // also `ALIAS::NAME` when the base is named by a template parameter (`typename Base::Element`).
  // @return the base as the reference program defines it (its declarations that were read here, as C++)
  InheritedRecord inherit(const std::string& alias, const std::string& base) {
    InheritedRecord info = inherited(base);
    if (info.name.empty()) return info;
    const Record record = records_.find(info.name)->second;  // (a copy: the statements below may add records)
    Scope& scope = scopes_.back();
    for (const InheritedParameter& p : info.template_params) {
      if (p.name.empty()) continue;
      auto v = p.value.empty() ? std::nullopt : evaluate(p.value);
      if (v) {
        session_.set_variable(p.name, std::move(*v));
        scope.open.erase(p.name);
      } else {
        session_.remove_variable(p.name);
        scope.open.insert(p.name);
      }
    }
    for (const Member& member : record.members) {
      bool all_read = true;
      for (const std::string& statement : member.statements) {
        auto parsed = expr::parse_statement(statement);
        if (!parsed || !session_.evaluate(*parsed) || parsed->binding.empty()) {
          all_read = false;
          continue;
        }
        const expr::Value& value = session_.variables().find(parsed->binding)->second;
        session_.set_variable(qualified(parsed->binding), value);
        if (alias != base) session_.set_variable(alias + "::" + parsed->binding, value);
        scope.open.erase(parsed->binding);
      }
      if (all_read && (member.cpp.rfind("using ", 0) == 0 || member.cpp.find("static ") != std::string::npos))
        info.cpp.push_back(member.cpp);
      scopes_.back().members.push_back(member);  // what derives from this record sees the base's names too
    }
    return info;
  }

  // `Traits<128, half_t>` (a record of this source with its template arguments, as written) instantiated: its members
  // computed with those arguments (C++'s defaults for the rest, its bases likewise) and bound as `NAME::MEMBER`, as
  // C++ names them through `typename NAME::MEMBER`. Nothing else of the reading changes. nullopt when `text` names no
  // record of this source.
  std::optional<Instantiation> instantiate(const std::string& name, const std::string& text) {
    const InheritedRecord info = inherited(text);
    if (info.name.empty() || instantiating_ >= 8) return std::nullopt;  // (a record instantiating itself: no end)
    const Record record = records_.find(info.name)->second;
    ++instantiating_;
    const Variables saved = session_.variables();
    // The arguments' values where they are written, before the record's parameters hide names (`kHeadDim_`).
    std::vector<std::optional<expr::Value>> given;
    for (std::size_t k = 0; k < info.template_params.size(); ++k)
      given.push_back(k < record.template_params.size() && info.template_params[k].value != record.template_params[k].default_value
                          ? evaluate(info.template_params[k].value) : std::nullopt);
    Scope scope;
    scope.head.kind = ScopeHead::Kind::Record;
    scope.outside = saved;
    scopes_.push_back(std::move(scope));
    Instantiation out;
    out.name = name;
    out.record.kind = ScopeEvent::Kind::Record;
    out.record.qualified_name = info.name;
    for (std::size_t k = 0; k < record.template_params.size(); ++k) {
      const Parameter& p = record.template_params[k];
      ScopeParameter bound;
      bound.name = p.name;
      bound.is_type = p.is_type;
      bound.text = k < info.template_params.size() ? info.template_params[k].value : p.default_value;
      bound.source = ParameterSource::OwnSetting;
      const bool names_base = std::any_of(record.bases.begin(), record.bases.end(), [&](const auto& b) { return b.first == p.name; });
      if (p.name.empty() || names_base) {
        out.record.template_params.push_back(bound);
        continue;
      }
      auto v = k < given.size() && given[k] ? given[k] : (bound.text.empty() ? std::nullopt : evaluate(bound.text));
      // (the value as C++ writes it where the instance is defined, at namespace scope: `kBlockM_` means nothing there)
      if (v && v->is_integer()) {
        const Int i = v->int_tuple().integer();
        bound.text = i.is_static ? "Int<" + std::to_string(i.value) + ">{}" : std::to_string(i.value);
      } else if (v && v->is_object() && expr::kind_name(*v) == "type") {
        bound.text = expr::to_string(*v);
      } else if (v && v->is_layout() && is_static(v->layout().shape) && is_static(v->layout().stride)) {
        bound.text = "Layout<" + static_type(v->layout().shape, "Shape") + "," + static_type(v->layout().stride, "Stride") + ">";
      } else if (v && v->is_composed() && std::holds_alternative<Swizzle>(v->composed().layout_a) && v->composed().inner.empty() &&
                 v->composed().offset.is_static && is_static(v->composed().layout_b.shape) && is_static(v->composed().layout_b.stride)) {
        const ComposedLayout& c = v->composed();  // `Sw<3,3,3> o _0 o L`, GMMA's with its smem pointer flag
        const Swizzle& sw = std::get<Swizzle>(c.layout_a);
        bound.text = "ComposedLayout<Swizzle<" + std::to_string(sw.bits) + "," + std::to_string(sw.base) + "," +
                     std::to_string(sw.shift) + ">," +
                     (c.smem_ptr_flag_bits ? "smem_ptr_flag_bits<" + std::to_string(c.smem_ptr_flag_bits) + ">"
                                           : "_" + std::to_string(c.offset.value)) +
                     ",Layout<" + static_type(c.layout_b.shape, "Shape") + "," + static_type(c.layout_b.stride, "Stride") + ">>";
      }
      if (v) session_.set_variable(p.name, std::move(*v));
      else session_.remove_variable(p.name), scopes_.back().open.insert(p.name), bound.source = ParameterSource::Open;
      out.record.template_params.push_back(bound);
    }
    for (const auto& [alias, base] : record.bases) {
      std::string resolved = base;
      for (const ScopeParameter& p : out.record.template_params)
        if (p.name == alias) resolved = p.text;
      out.record.bases.push_back(inherit(alias, resolved));
      out.record.base_names.push_back(alias);
    }
    Variables members;
    for (std::size_t m = record.inherited_members; m < record.members.size(); ++m) {
      bool all_read = true;
      for (const std::string& statement : record.members[m].statements) {
        auto parsed = expr::parse_statement(statement);
        if (!parsed || !session_.evaluate(*parsed) || parsed->binding.empty()) {
          all_read = false;
          continue;
        }
      }
      const std::string& cpp = record.members[m].cpp;
      if (all_read && (cpp.rfind("using ", 0) == 0 || cpp.find("static ") != std::string::npos)) out.cpp.push_back(cpp);
    }
    // Every member, the bases' too, and the parameters: what the instance's scope declared.
    std::set<std::string> declared;
    for (const ScopeParameter& p : out.record.template_params) declared.insert(p.name);
    for (const Member& m : record.members)
      for (const std::string& statement : m.statements) declared.insert(statement.substr(0, statement.find(" = ")));
    for (const std::string& n : declared)
      if (auto v = session_.variables().find(n); !n.empty() && v != session_.variables().end()) members[n] = v->second;
    scopes_.pop_back();
    session_.set_variables(saved);
    const std::string qualified_name = qualified(name);
    for (const auto& [n, v] : members) {
      session_.set_variable(name + "::" + n, v);
      if (qualified_name != name) session_.set_variable(qualified_name + "::" + n, v);
    }
    --instantiating_;
    return out;
  }

  void close_scope() {
    if (scopes_.empty()) return;
    observer_->closed();
    Scope scope = std::move(scopes_.back());
    scopes_.pop_back();
    if (scope.head.kind == ScopeHead::Kind::Record)
      records_[scope.head.name] = Record{scope.head.template_params, std::move(scope.members), scope.inherited_members, scope.bases};
    last_constexpr_taken_ = scope.constexpr_taken;
    // The names declared inside go; the qualified ones (`Traits::SmemLayout`) stay for later scopes.
    Variables after = std::move(scope.outside);
    for (const auto& [variable, value] : session_.variables()) {
      const std::string& name = variable;  // (a lambda may not capture a structured binding)
      const bool local_instance = std::any_of(scope.instances.begin(), scope.instances.end(), [&](const std::string& i) {
        return name.size() > i.size() + 2 && name.compare(0, i.size() + 2, i + "::") == 0;
      });
      if (name.find("::") != std::string::npos && !local_instance) after[name] = value;
    }
    session_.set_variables(std::move(after));
  }

  // `enum class Kind { A = 1, B };`: each enumerator a run-time integer, `Kind::A` (and `A` for a plain enum).
  void read_enumerators(const ScopeHead& head, const Span& body) {
    std::int64_t next = 0;
    for (const Span& e : body.split_commas()) {
      if (!e.is_identifier(0)) continue;
      std::int64_t value = next;
      if (e.is(1, "=")) {
        auto v = evaluate(e.sub(2).joined());
        const auto i = v ? expr::integer_of(*v) : std::nullopt;
        if (!i) continue;
        value = i->value;
      }
      next = value + 1;
      const std::string name(e.text(0));
      const expr::Value v(Int{value, false});
      if (!head.name.empty()) session_.set_variable(qualified(head.name + "::" + name), v);
      if (!head.scoped_enum) session_.set_variable(qualified(name), v), session_.set_variable(name, v);
    }
  }

  // The open parameters a statement uses (an identifier not after `.`, `->` or `::`, nor before `::`).
  std::vector<std::string> open_names_in(const std::string& statement) const {
    std::vector<std::string> out;
    const std::vector<Token> tokens = cpp::lex(statement);
    const Span s(statement, tokens.data(), tokens.data() + tokens.size() - 1);
    const std::size_t eq = s.is_identifier(0) && s.is(1, "=") ? 2 : 0;
    for (std::size_t i = eq; i < s.size(); ++i) {
      if (!s.is_identifier(i)) continue;
      const bool member = i > 0 && (s.is(i - 1, ".") || s.is(i - 1, "->") || s.is(i - 1, "::"));
      if (member || s.is(i + 1, "::")) continue;
      const std::string word(s.text(i));
      if (std::find(out.begin(), out.end(), word) != out.end()) continue;
      for (const Scope& sc : scopes_)
        if (sc.open.count(word)) {
          out.push_back(word);
          break;
        }
    }
    return out;
  }

  bool is_type_variable(const std::string& type) const {
    auto v = session_.variables().find(type);
    return v != session_.variables().end() && v->second.is_object() && kind_name(v->second) == "type";
  }
  // A name this reading holds a CuTe value for (not an integer, not an element type): `TiledMma` after its `using`.
  bool is_value_type(const std::string& type) const {
    auto v = session_.variables().find(type);
    if (v == session_.variables().end()) {
      std::string q;
      for (const Scope& s : scopes_)  // a name of an enclosing record, qualified
        if (!s.head.name.empty()) q += s.head.name + "::";
      v = session_.variables().find(q + type);
    }
    return v != session_.variables().end() && !v->second.is_integer() && kind_name(v->second) != "type";
  }

  // `auto f = [&](int i) {`: a lambda is a function, not a value; listed, with why, and its body read as a block.
  void list_lambda(const Span& head) {
    std::size_t i = 0;
    while (head.is_identifier(i) && is_specifier(head.text(i))) ++i;
    const std::size_t eq = head.find("=", i);
    if (eq == npos || eq < i + 2 || !head.is_identifier(eq - 1) || !head.is(eq + 1, "[")) return;
    if (!is_type_spelling(head.sub(i, eq - 1))) return;
    const std::string name(head.text(eq - 1));
    ImportedObject o;
    o.name = qualified(name);
    o.file = file_;
    o.line = int(head[0].line);
    o.unreadable = "a lambda: LayoutLab reads values, not functions";
    declared_.insert(name);
    objects_.push_back(std::move(o));
  }

  void finish_statement(Span st) {
    // `public:` / `private:` labels stay out of the statement.
    while ((st.is(0, "public") || st.is(0, "private") || st.is(0, "protected")) && st.is(1, ":")) st = st.sub(2);
    if (st.empty()) return;
    const int line = int(st[0].line);
    const std::string text = st.joined();
    if (text.size() > kMaxStatementChars) return list_too_long(st);
    if (read_launch(st)) return;
    const auto value_type = [this](const std::string& t) { return is_value_type(t); };
    if (has_lambda(st)) {  // `auto P = transform(C, [&](auto c) { ... });`
      for (const Declaration& d : declarations(st, value_type)) {
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
    Member member{text, {}};
    bool silent_read = false, silent_failed = false;  // declarations that are no objects (`static constexpr bool`)
    for (const Declaration& d : declarations(st, value_type)) {
      if (d.type.empty())  // `using Kernel_traits = Flash_fwd_kernel_traits<128, ...>;`: its members, as Kernel_traits::X
        if (auto instance = instantiate(d.name, d.statement.substr(d.name.size() + 3))) {
          if (!scopes_.empty()) scopes_.back().instances.push_back(d.name);
          observer_->instantiated(*instance);
          declared_.insert(d.name);
          for (Scope& sc : scopes_) sc.open.erase(d.name);
          continue;
        }
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
      if (!d.type.empty() && d.type != "bool" && (is_other_type(d.type) || is_type_variable(d.type))) continue;  // `double t`, `TI alpha`
      if (d.statement.compare(d.name.size() + 3, 1, "\"") == 0) continue;  // `auto name = "half_t";`: a host string
      if (d.type == "bool" || d.type == "const bool") {  // a condition the declarations after it use: bound, not listed
        member.statements.push_back(d.statement);
        silent_read = evaluate_silently(d) && (silent_read || is_alias.empty());
        silent_failed = silent_failed || !silent_read;
        continue;
      }
      ImportedObject o;
      o.name = qualified(d.name);
      o.file = file_;
      o.line = line;
      o.statement = d.statement;
      member.statements.push_back(d.statement);
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
    if (!scopes_.empty() && scopes_.back().head.kind == ScopeHead::Kind::Record && !member.statements.empty())
      scopes_.back().members.push_back(std::move(member));
    if (is_alias.empty() && objects_.size() == first && silent_read && !silent_failed)
      return observer_->declared(text, {}, {});  // for the reference program: later declarations use it
    if (is_alias.empty() || objects_.size() != first + is_alias.size()) return;
    std::vector<const ImportedObject*> made;
    for (std::size_t k = first; k < objects_.size(); ++k) made.push_back(&objects_[k]);
    observer_->declared(text, made, is_alias);
  }

  // A declaration that is no CuTe object but that later ones use (`static constexpr bool Is_even = ...;`).
  // @return whether it was read
  bool evaluate_silently(const Declaration& d) {
    auto parsed = expr::parse_statement(d.statement);
    if (!open_names_in(d.statement).empty() || !parsed || !session_.evaluate(*parsed) ||
        session_.variables().find(d.name) == session_.variables().end()) {
      session_.remove_variable(d.name);
      if (!scopes_.empty()) scopes_.back().open.insert(d.name);
      return false;
    }
    for (Scope& s : scopes_) s.open.erase(d.name);
    if (const std::string q = qualified(d.name); q != d.name) session_.set_variable(q, session_.variables().find(d.name)->second);
    return true;
  }

  // The function of this source a declaration's value names (`gemm_device<...>`, `&kernel`), else "".
  std::string function_named(const std::string& statement) const {
    const std::vector<Token> tokens = cpp::lex(statement);
    const Span s(statement, tokens.data(), tokens.data() + tokens.size() - 1);
    if (!s.is_identifier(0) || !s.is(1, "=")) return {};
    std::size_t i = 2;
    if (s.is(i, "&")) ++i;
    if (!s.is_identifier(i) || !functions_.count(std::string(s.text(i)))) return {};
    if (s.is(i + 1, "<") && s.closing(i + 1) == s.size() - 1) return std::string(s.text(i));
    return i + 1 == s.size() ? std::string(s.text(i)) : std::string();
  }

  // `kernel<<<grid, block, smem, stream>>>(args)`, `launch_kernel_on_cluster(params, kernel_ptr, args...)`: the
  // arguments' values, as the launching scope has them.
  bool read_launch(const Span& st) {
    std::string kernel;
    std::vector<Span> args;
    std::size_t i = 0;
    if (st.is_identifier(0)) {
      i = 1;
      if (st.is(i, "<") && !st.is(i + 1, "<")) {
        const std::size_t close = st.closing(i);
        if (close != npos) i = close + 1;
      }
    }
    if (i > 0 && st.is(i, "<") && st.is(i + 1, "<") && st.is(i + 2, "<")) {
      std::size_t k = i + 3;
      while (k + 2 < st.size() && !(st.is(k, ">") && st.is(k + 1, ">") && st.is(k + 2, ">"))) ++k;
      if (k + 2 >= st.size() || !st.is(k + 3, "(") || st.closing(k + 3) != st.size() - 1) return false;
      kernel = std::string(st.text(0));
      args = st.sub(k + 4, st.size() - 1).split_commas();
    } else {
      // cutlass::launch_kernel_on_cluster(params, (void const*) kernel_ptr, args...), cudaLaunchKernelEx alike
      std::size_t call = npos;
      for (std::size_t k = 0; k < st.size(); ++k)
        if (st.is(k, "launch_kernel_on_cluster") || st.is(k, "cudaLaunchKernelEx")) {
          call = k;
          break;
        }
      if (call == npos) return read_call(st);
      if (!st.is(call + 1, "(") || st.closing(call + 1) != st.size() - 1) return false;
      const std::vector<Span> all = st.sub(call + 2, st.size() - 1).split_commas();
      for (std::size_t k = 0; k < all.size() && kernel.empty(); ++k) {
        Span a = all[k];
        if (a.is(0, "(") && a.closing(0) != npos) a = a.sub(a.closing(0) + 1);  // `(void const*) kernel_ptr`
        if (a.is(0, "&")) a = a.sub(1);
        if (a.size() != 1 || !a.is_identifier(0)) continue;
        std::string name(a.text(0));
        if (auto alias = aliases_.find(name); alias != aliases_.end()) name = alias->second;
        if (!functions_.count(name)) continue;
        kernel = name;
        args.assign(all.begin() + std::ptrdiff_t(k) + 1, all.end());
      }
      if (kernel.empty()) return false;
    }
    if (auto a = aliases_.find(kernel); a != aliases_.end()) kernel = a->second;
    if (launches_.count(kernel)) return true;
    std::vector<std::optional<expr::Value>> values;
    std::vector<std::string> texts;
    for (const Span& arg : args) {
      texts.push_back(arg.joined());
      values.push_back(open_names_in(texts.back()).empty() ? evaluate(texts.back()) : std::nullopt);
    }
    launches_[kernel] = std::move(values);
    observer_->launched(kernel, texts);
    return true;
  }

  // A call of a function of this source as a statement (`flash::softmax_rescale_o(scores, ...);`, `gemm<T>(a, b);`)
  // binds the callee's parameters as a launch does: the first call of each, with the caller's values.
  bool read_call(const Span& st) {
    std::size_t i = 0;
    while (st.is_identifier(i) && st.is(i + 1, "::")) i += 2;  // a namespace's qualification
    if (!st.is_identifier(i) || st.is(i + 1, "=")) return false;
    const std::string callee(st.text(i));
    if (!functions_.count(callee) || current_function() == callee) return false;
    std::size_t open = i + 1;
    if (st.is(open, "<")) {
      const std::size_t close = st.closing(open);
      if (close == npos) return false;
      open = close + 1;
    }
    if (!st.is(open, "(") || st.closing(open) != st.size() - 1) return false;
    if (launches_.count(callee)) return true;
    std::vector<std::optional<expr::Value>> values;
    std::vector<std::string> texts;
    for (const Span& arg : st.sub(open + 1, st.size() - 1).split_commas()) {
      texts.push_back(arg.joined());
      values.push_back(open_names_in(texts.back()).empty() ? evaluate(texts.back()) : std::nullopt);
      if (!values.back()) texts.back() = "0";  // (nothing read uses that parameter: the program passes a stand-in)
    }
    launches_[callee] = std::move(values);
    observer_->launched(callee, texts);
    return true;
  }
  std::string current_function() const {
    for (auto s = scopes_.rbegin(); s != scopes_.rend(); ++s)
      if (s->head.kind == ScopeHead::Kind::Function) return s->head.name;
    return {};
  }

  void evaluate_object(ImportedObject& o, const std::string& name) {
    auto statement = expr::parse_statement(o.statement);
    Result<std::string> printed = statement ? Result<std::string>(std::string()) : Result<std::string>(statement.failure());
    Result<expr::Value> r = statement ? session_.evaluate(*statement) : Result<expr::Value>(statement.failure());
    if (r.ok()) {
      printed = attempt([&] { return expr::to_string(*r); });
      if (printed.ok()) {
        const expr::Value& value = session_.variables().find(name)->second;
        o.printed = *printed;
        o.kind = expr::kind_name(value);
        o.value = value;
        // The qualified name too, so other scopes can use it (`Traits::SmemLayout`).
        if (o.name != name) session_.set_variable(o.name, value);
        return;
      }
      r = printed.failure();
    }
    const Error& error = r.failure();
    o.needs = error.needs;
    std::erase_if(o.needs, [](const std::string& n) { return expr::find_builtin(n) != nullptr; });
    // A qualified name no declaration of this source made is a type or function of a library: not a value to give.
    for (const std::string& n : o.needs)
      if (n.find("::") != std::string::npos && !declared_qualified_.count(n)) {
        o.unreadable = "names " + n + ", which LayoutLab does not know";
        o.needs.clear();
        break;
      }
    if (o.needs.empty() && o.unreadable.empty()) {
      const std::string& fn = error.unknown_function;
      if (!fn.empty() && declared_.count(fn))
        o.needs = {fn};  // an object of this source that was not read: `tXsA(_,_,_,k)`
      else if (!fn.empty() && records_.count(fn))
        o.unreadable = fn + " is a struct of this source (its members are storage, not CuTe values)";
      else
        o.unreadable = fn.empty() ? error.message : "calls " + fn + ", which LayoutLab does not know (" + error.message + ")";
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
  int instantiating_ = 0;                     // nesting of instantiate()
  std::vector<std::string> parameter_instances_;  // template parameters bound to instances, for the scope opening
  std::optional<bool> pending_constexpr_;     // the `if constexpr` whose block opens next was taken
  std::optional<bool> last_constexpr_taken_;  // the `if constexpr` block just closed was taken (for its `else`)
  std::string file_;
};

// One file to read: its text, and the tokens of its active regions.
struct SourceFile {
  std::string name;
  std::string text;
  std::vector<Token> tokens;
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
  std::vector<SourceFile> sources;  // in reading order (tokens hold offsets into their file's text)
  std::set<std::string> included;
  std::function<void(std::string_view, const std::string&, int)> preprocess = [&](std::string_view text, const std::string& file, int depth) {
    SourceFile f{file, std::string(text), {}};
    cpp::Preprocessor preprocessor(defines);
    if (read_include && depth < 16)
      preprocessor.on_include = [&](const std::string& name) {
        if (!included.insert(name).second) return;
        if (auto sibling = read_include(name)) preprocess(*sibling, name, depth + 1);
      };
    const std::vector<Token> all = cpp::lex(f.text);
    f.tokens = preprocessor.active_tokens(f.text, all);
    sources.push_back(std::move(f));
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
    for (const SourceFile& f : sources)
      importer.read(Span(f.text, f.tokens.data(), f.tokens.data() + f.tokens.size() - 1), f.name);
    return importer.launches();
  };
  // Calls pass values down a chain (a host launches a kernel, the kernel calls a helper): read again while a
  // reading finds launches or calls with values the one before did not have (a few times at most).
  auto launches = read_all({}, nullptr);
  auto text = [](const expr::Value& v) {
    auto printed = attempt([&] { return expr::to_string(v); });
    return printed ? *printed : std::string("?");
  };
  auto same = [&](const std::map<std::string, expr::Value>& a, const std::map<std::string, expr::Value>& b) {
    if (a.size() != b.size()) return false;
    for (auto x = a.begin(), y = b.begin(); x != a.end(); ++x, ++y)
      if (x->first != y->first || text(x->second) != text(y->second)) return false;
    return true;
  };
  for (int pass = 0; pass < 3 && !launches.empty(); ++pass) {
    objects.clear();
    auto next = read_all(launches, nullptr);
    const bool settled = same(next, launches);
    launches = std::move(next);
    if (settled) break;
  }
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
