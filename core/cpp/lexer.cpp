#include "core/cpp/lexer.hpp"

namespace ll::cpp {

std::size_t comment_end(std::string_view text, std::size_t at) {
  if (text.compare(at, 2, "//") == 0) {
    // a `\` at a line's end continues a line comment, as in C++'s translation phase 2
    std::size_t i = at + 2;
    while (i < text.size() && !(text[i] == '\n' && text[i - 1] != '\\')) ++i;
    return i;
  }
  const std::size_t close = text.find("*/", at + 2);
  return close == std::string_view::npos ? text.size() : close + 2;
}

std::size_t literal_end(std::string_view text, std::size_t at) {
  if (text[at] == 'R' && at + 1 < text.size() && text[at + 1] == '"') {  // R"delim( ... )delim"
    const std::size_t open = text.find('(', at + 2);
    if (open == std::string_view::npos || open - at > 18) return text.size();
    const std::string close = ")" + std::string(text.substr(at + 2, open - at - 2)) + "\"";
    const std::size_t end = text.find(close, open + 1);
    return end == std::string_view::npos ? text.size() : end + close.size();
  }
  const char quote = text[at];
  std::size_t i = at + 1;
  while (i < text.size() && text[i] != quote && text[i] != '\n') i += text[i] == '\\' ? 2 : 1;
  return i < text.size() && text[i] == quote ? i + 1 : std::min(i, text.size());
}

std::size_t number_end(std::string_view text, std::size_t at) {
  std::size_t i = at + 1;
  while (i < text.size()) {
    const char c = text[i];
    if ((c == '+' || c == '-') && (text[i - 1] == 'e' || text[i - 1] == 'E' || text[i - 1] == 'p' || text[i - 1] == 'P') &&
        !(text[at] == '0' && at + 1 < text.size() && (text[at + 1] == 'x' || text[at + 1] == 'X') && (text[i - 1] | 0x20) == 'e'))
      ++i;
    else if (is_ident_char(c) || c == '.' || (c == '\'' && i + 1 < text.size() && is_ident_char(text[i + 1])))
      ++i;
    else
      break;
  }
  return i;
}

std::size_t directive_end(std::string_view text, std::size_t at) {
  std::size_t i = at;
  while (i < text.size()) {
    if (text[i] == '\n' && !(i > at && text[i - 1] == '\\') && !(i > at + 1 && text[i - 1] == '\r' && text[i - 2] == '\\')) break;
    if (text.compare(i, 2, "/*") == 0) {  // a block comment may run past the line's end
      i = comment_end(text, i);
      continue;
    }
    if (text.compare(i, 2, "//") == 0) {
      while (i < text.size() && text[i] != '\n') ++i;
      break;
    }
    ++i;
  }
  return i;
}

namespace {

// C++'s punctuators of more than one character, longest first; `<` and `>` stay single (see TokenKind).
constexpr std::string_view kLongPunctuators[] = {"...", "<=>", "->*", "::", "->", "++", "--", "==", "!=", "<=", ">=", "&&",
                                                  "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", ".*", "##"};

std::size_t punctuator_length(std::string_view text, std::size_t at) {
  for (std::string_view p : kLongPunctuators)
    if (text.compare(at, p.size(), p) == 0) return p.size();
  return 1;
}

}  // namespace

std::vector<Token> lex(std::string_view source) {
  std::vector<Token> tokens;
  tokens.reserve(source.size() / 4 + 1);
  std::uint32_t line = 1;
  std::size_t line_start = 0;
  bool space = false, line_begins = true;
  // Counts the newlines in [from, to) into line / line_start.
  auto advance_lines = [&](std::size_t from, std::size_t to) {
    for (std::size_t k = from; k < to; ++k)
      if (source[k] == '\n') ++line, line_start = k + 1;
  };
  std::size_t i = 0;
  while (i < source.size()) {
    const char c = source[i];
    if (is_space(c)) {
      if (c == '\n') ++line, line_start = i + 1, line_begins = true;
      space = true;
      ++i;
      continue;
    }
    if (c == '/' && i + 1 < source.size() && (source[i + 1] == '/' || source[i + 1] == '*')) {
      const std::size_t end = comment_end(source, i);
      advance_lines(i, end);
      space = true;
      i = end;
      continue;
    }
    if (c == '\\' && i + 1 < source.size() && (source[i + 1] == '\n' || source[i + 1] == '\r')) {  // a line splice
      space = true;
      ++i;
      continue;
    }
    Token t;
    t.offset = static_cast<std::uint32_t>(i);
    t.line = line;
    t.column = static_cast<std::uint32_t>(i - line_start + 1);
    t.space_before = space;
    std::size_t end;
    if (c == '#' && line_begins) {
      t.kind = TokenKind::Directive;
      end = directive_end(source, i);
    } else if (is_ident_start(c) || static_cast<unsigned char>(c) >= 0x80) {
      end = i + 1;
      while (end < source.size() && (is_ident_char(source[end]) || static_cast<unsigned char>(source[end]) >= 0x80)) ++end;
      if (end < source.size() && (source[end] == '"' || source[end] == '\'') &&
          (source.substr(i, end - i) == "R" || source.substr(i, end - i) == "u8" || source.substr(i, end - i) == "u" ||
           source.substr(i, end - i) == "U" || source.substr(i, end - i) == "L" || source.substr(i, end - i) == "u8R" ||
           source.substr(i, end - i) == "LR" || source.substr(i, end - i) == "uR" || source.substr(i, end - i) == "UR")) {
        const bool raw = source[end - 1] == 'R';  // an encoding prefix, then the literal
        t.kind = source[end] == '"' ? TokenKind::String : TokenKind::Character;
        end = literal_end(source, raw ? end - 1 : end);
      } else {
        t.kind = TokenKind::Identifier;
      }
    } else if (is_digit(c) || (c == '.' && i + 1 < source.size() && is_digit(source[i + 1]))) {
      t.kind = TokenKind::Number;
      end = number_end(source, i);
    } else if (c == '"' || c == '\'') {
      t.kind = c == '"' ? TokenKind::String : TokenKind::Character;
      end = literal_end(source, i);
    } else {
      t.kind = TokenKind::Punctuator;
      end = i + punctuator_length(source, i);
    }
    t.length = static_cast<std::uint32_t>(end - i);
    advance_lines(i, end);
    tokens.push_back(t);
    space = false;
    line_begins = t.kind == TokenKind::Directive;  // (a directive ends at its line's end)
    i = end;
  }
  Token last;
  last.offset = static_cast<std::uint32_t>(source.size());
  last.line = line;
  last.column = static_cast<std::uint32_t>(source.size() - line_start + 1);
  last.space_before = space;
  tokens.push_back(last);
  return tokens;
}

std::string without_comments(std::string_view source) {
  std::string text(source);
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (c == '"' || c == '\'') {
      i = literal_end(text, i);
    } else if (c == '/' && i + 1 < text.size() && (text[i + 1] == '/' || text[i + 1] == '*')) {
      const std::size_t end = comment_end(text, i);
      for (; i < end; ++i)
        if (text[i] != '\n') text[i] = ' ';
    } else {
      ++i;
    }
  }
  return text;
}

}  // namespace ll::cpp
