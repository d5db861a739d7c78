#pragma once
// The one lexer of C++ in LayoutLab (issue 43): what an identifier, a number, a comment, a string and a `#` line
// are, for every reader of code: the eval language's parser (core/expr/parser.cpp) scans with these primitives,
// and the C++ import (core/cpp_import/) and the preprocessor's `#if` read the token stream `lex` makes.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ll::cpp {

// ASCII classes from one table lookup (no locale lookups as in <cctype>; C++'s basic source characters).
enum CharClass : unsigned char { kDigit = 1, kAlpha = 2, kUnderscore = 4, kSpace = 8, kHexLetter = 16 };
inline constexpr auto kCharClasses = [] {
  std::array<unsigned char, 256> t{};
  for (int c = '0'; c <= '9'; ++c) t[c] = kDigit;
  for (int c = 'a'; c <= 'z'; ++c) t[c] = kAlpha;
  for (int c = 'A'; c <= 'Z'; ++c) t[c] = kAlpha;
  for (int c : {'a', 'b', 'c', 'd', 'e', 'f', 'A', 'B', 'C', 'D', 'E', 'F'}) t[c] |= kHexLetter;
  t['_'] = kUnderscore;
  for (char c : {' ', '\t', '\n', '\r', '\f', '\v'}) t[static_cast<unsigned char>(c)] = kSpace;
  return t;
}();
inline bool has_class(char c, unsigned mask) { return (kCharClasses[static_cast<unsigned char>(c)] & mask) != 0; }
inline bool is_digit(char c) { return has_class(c, kDigit); }
inline bool is_hex_digit(char c) { return has_class(c, kDigit | kHexLetter); }
inline bool is_ident_start(char c) { return has_class(c, kAlpha | kUnderscore); }
inline bool is_ident_char(char c) { return has_class(c, kDigit | kAlpha | kUnderscore); }
inline bool is_space(char c) { return has_class(c, kSpace); }

// Where what starts at `at` ends. @pre at < text.size() and text[at] starts one (a comment: "//" or "/*")
std::size_t comment_end(std::string_view text, std::size_t at);
// A string or character literal (`"..."`, `'x'`, a raw `R"d(...)d"` from its R): past its closing quote, or the
// line's end for an unterminated one.
std::size_t literal_end(std::string_view text, std::size_t at);
// A preprocessing number (`42`, `0x1000`, `3000000000LL`, `1.5f`, `1'000`): C++'s pp-number.
std::size_t number_end(std::string_view text, std::size_t at);
// A `#` line with its `\` continuations, up to (not including) the newline that ends it.
std::size_t directive_end(std::string_view text, std::size_t at);

enum class TokenKind : std::uint8_t {
  Identifier,  // `kBlockM`, `half_t` (keywords too: the parsers tell them apart)
  Number,      // a pp-number as written
  String,      // a string literal, quotes included
  Character,   // a character literal
  Punctuator,  // C++'s, longest match, except that `<` and `>` are always single (template brackets, `<<<`)
  Directive,   // a whole `#` line, continuations included
  End,         // after the last token
};

struct Token {
  TokenKind kind = TokenKind::End;
  bool space_before = false;  // whitespace or a comment separates it from the token before (`> >` from `>>`)
  std::uint32_t offset = 0;   // into the source
  std::uint32_t length = 0;
  std::uint32_t line = 1;     // 1-based
  std::uint32_t column = 1;   // 1-based, in bytes

  std::string_view text(std::string_view source) const { return source.substr(offset, length); }
};

// The tokens of `source`, comments skipped, an End token last. Never throws on any input: a character that starts
// no token is a one-character Punctuator, an unterminated comment or literal ends the text or its line.
std::vector<Token> lex(std::string_view source);

// Whether `token` is the punctuator or identifier `spelling`.
inline bool is(const Token& token, std::string_view source, std::string_view spelling) {
  return token.kind != TokenKind::End && token.text(source) == spelling;
}

// The source with every comment replaced by blanks (newlines kept), so offsets, lines and columns stay.
std::string without_comments(std::string_view source);

}  // namespace ll::cpp
