#pragma once
// A run of tokens of one source (core/cpp/lexer.hpp) and what the readers of C++ ask of one: a token's text,
// the bracket that closes another, the parts between top-level commas, the C++ text back.
#include <string>
#include <string_view>
#include <vector>

#include "core/cpp/lexer.hpp"

namespace ll::cpp {

class Span {
 public:
  static constexpr std::size_t npos = static_cast<std::size_t>(-1);

  Span() = default;
  Span(std::string_view source, const Token* begin, const Token* end) : source_(source), begin_(begin), end_(end) {}

  std::size_t size() const { return static_cast<std::size_t>(end_ - begin_); }
  bool empty() const { return begin_ == end_; }
  const Token& operator[](std::size_t i) const { return begin_[i]; }
  const Token* begin() const { return begin_; }
  const Token* end() const { return end_; }
  std::string_view source() const { return source_; }
  std::string_view text(std::size_t i) const { return i < size() ? begin_[i].text(source_) : std::string_view(); }
  // Token i is the punctuator or word `s` (never a string literal that spells it).
  bool is(std::size_t i, std::string_view s) const {
    return i < size() && begin_[i].kind != TokenKind::String && begin_[i].kind != TokenKind::Character && text(i) == s;
  }
  bool is_identifier(std::size_t i) const { return i < size() && begin_[i].kind == TokenKind::Identifier; }
  Span sub(std::size_t from, std::size_t to = npos) const {
    if (to > size()) to = size();
    if (from > to) from = to;
    return Span(source_, begin_ + from, begin_ + to);
  }
  // The first token `s` at bracket depth 0 at or after `from`, or npos. Depth counts (), [] and {}; `angles` also <>.
  std::size_t find(std::string_view s, std::size_t from = 0, bool angles = false) const;
  // The index of the bracket closing the one at `open` ((, [, { or <), or npos.
  std::size_t closing(std::size_t open) const;
  // The parts between the commas at depth 0 (brackets (), [], {} and <> counted), each possibly empty; none for
  // an empty span.
  std::vector<Span> split_commas() const;
  // The C++ text: the tokens as written, one blank where the source had any space or comment between two.
  std::string joined() const;

 private:
  std::string_view source_;
  const Token* begin_ = nullptr;
  const Token* end_ = nullptr;
};

}  // namespace ll::cpp
