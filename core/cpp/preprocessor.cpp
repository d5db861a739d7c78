#include "core/cpp/preprocessor.hpp"

#include "core/cpp/span.hpp"
#include "core/expr/eval.hpp"

namespace ll::cpp {

std::vector<Token> Preprocessor::active_tokens(std::string_view source, const std::vector<Token>& tokens) {
  std::vector<Token> out;
  out.reserve(tokens.size());
  for (const Token& t : tokens) {
    if (t.kind == TokenKind::End) break;
    if (t.kind == TokenKind::Directive) {
      directive(t.text(source).substr(1));
      continue;
    }
    if (active()) out.push_back(t);
  }
  out.push_back(tokens.empty() ? Token{} : tokens.back());
  return out;
}

void Preprocessor::directive(std::string_view text) {
  const std::vector<Token> tokens = lex(text);
  const Span s(text, tokens.data(), tokens.data() + tokens.size() - 1);
  if (s.empty() || !s.is_identifier(0)) return;
  const std::string_view word = s.text(0);
  const std::size_t rest_at = s.size() > 1 ? s[1].offset : text.size();
  const std::string_view rest = text.substr(rest_at);
  if (word == "if" || word == "ifdef" || word == "ifndef") {
    const bool parent = active();
    const bool condition = word == "if" ? evaluate(rest) != 0 : (defines_.count(std::string(s.text(1))) > 0) == (word == "ifdef");
    frames_.push_back({parent, condition, parent && condition});
  } else if ((word == "elif" || word == "else") && !frames_.empty()) {
    Frame& f = frames_.back();
    const bool condition = !f.taken && (word == "else" || evaluate(rest) != 0);
    f.active = f.parent_active && condition;
    f.taken = f.taken || condition;
  } else if (word == "endif" && !frames_.empty()) {
    frames_.pop_back();
  } else if (word == "define" && active() && s.is_identifier(1)) {
    const std::string name(s.text(1));
    if (s.is(2, "(") && !s[2].space_before) return;  // a function-like macro: not read
    const std::string value = s.sub(2).joined();
    if (!defines_.count(name)) defines_[name] = value.empty() ? "1" : value;
  } else if (word == "undef" && active() && s.is_identifier(1)) {
    defines_.erase(std::string(s.text(1)));
  } else if (word == "include" && active() && on_include && s.size() >= 2 && s[1].kind == TokenKind::String) {
    const std::string_view quoted = s.text(1);
    if (quoted.size() > 2 && quoted.back() == '"') on_include(std::string(quoted.substr(1, quoted.size() - 2)));
  }
}

std::string Preprocessor::expanded(std::string_view expression, int depth) const {
  const std::vector<Token> tokens = lex(expression);
  const Span s(expression, tokens.data(), tokens.data() + tokens.size() - 1);
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    // a blank between tokens, but for two punctuators written together (`<<` is two `<` tokens)
    if (s[i].space_before || i == 0 || s[i].kind != TokenKind::Punctuator || s[i - 1].kind != TokenKind::Punctuator) out += ' ';
    if (!s.is_identifier(i)) {
      // C's integer suffixes and digit separators mean nothing to the value
      std::string_view t = s.text(i);
      if (s[i].kind == TokenKind::Number)
        while (!t.empty() && (t.back() == 'u' || t.back() == 'U' || t.back() == 'l' || t.back() == 'L')) t.remove_suffix(1);
      out += t;
      continue;
    }
    const std::string name(s.text(i));
    if (name == "defined") {  // `defined X` or `defined(X)`
      const bool paren = s.is(i + 1, "(");
      const std::size_t at = i + (paren ? 2 : 1);
      out += defines_.count(std::string(s.text(at))) ? "1" : "0";
      i = at + (paren && s.is(at + 1, ")") ? 1 : 0);
    } else if (name == "true" || name == "false") {
      out += name;
    } else if (auto d = defines_.find(name); d != defines_.end() && d->second != name && depth < 32) {
      out += '(' + expanded(d->second, depth + 1) + ')';
    } else {
      out += '0';  // a name no macro defines is 0, as C says
    }
  }
  return out;
}

std::int64_t Preprocessor::evaluate(std::string_view expression) const {
  const std::string text = expanded(expression, 0);
  const auto value = expr::evaluate_text(text);
  const auto i = value ? expr::integer_of(*value) : std::nullopt;  // `(X >= 900)`: parentheses group
  return i ? i->value : 0;
}

}  // namespace ll::cpp
