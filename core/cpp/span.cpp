#include "core/cpp/span.hpp"

namespace ll::cpp {
namespace {

int depth_change(const Span& s, std::size_t i, bool angles) {
  if (s[i].kind != TokenKind::Punctuator) return 0;
  const std::string_view t = s.text(i);
  if (t == "(" || t == "[" || t == "{" || (angles && t == "<")) return 1;
  if (t == ")" || t == "]" || t == "}" || (angles && t == ">")) return -1;
  return 0;
}

}  // namespace

std::size_t Span::find(std::string_view s, std::size_t from, bool angles) const {
  int depth = 0;
  for (std::size_t i = from; i < size(); ++i) {
    if (depth == 0 && is(i, s)) return i;
    depth += depth_change(*this, i, angles);
    if (depth < 0) depth = 0;
  }
  return npos;
}

std::size_t Span::closing(std::size_t open) const {
  if (open >= size()) return npos;
  const std::string_view o = text(open);
  const std::string_view c = o == "(" ? ")" : o == "[" ? "]" : o == "{" ? "}" : o == "<" ? ">" : "";
  if (c.empty()) return npos;
  // Inside <...>, parentheses hide their own `>` (`Int<(a > b)>`); outside, `<` is no bracket.
  int depth = 0, inner = 0;
  for (std::size_t i = open; i < size(); ++i) {
    if (begin_[i].kind != TokenKind::Punctuator) continue;
    const std::string_view t = text(i);
    if (o == "<" && (t == "(" || t == "[" || t == "{")) ++inner;
    else if (o == "<" && (t == ")" || t == "]" || t == "}")) {
      if (--inner < 0) return npos;
    } else if (inner == 0 && t == o) ++depth;
    else if (inner == 0 && t == c && --depth == 0) return i;
  }
  return npos;
}

std::vector<Span> Span::split_commas() const {
  std::vector<Span> parts;
  if (empty()) return parts;
  int depth = 0;
  std::size_t from = 0;
  for (std::size_t i = 0; i < size(); ++i) {
    if (depth == 0 && is(i, ",")) {
      parts.push_back(sub(from, i));
      from = i + 1;
      continue;
    }
    depth += depth_change(*this, i, true);
    if (depth < 0) depth = 0;
  }
  parts.push_back(sub(from, size()));
  return parts;
}

std::string Span::joined() const {
  std::string out;
  for (std::size_t i = 0; i < size(); ++i) {
    if (i && begin_[i].space_before) out += ' ';
    out += text(i);
  }
  return out;
}

}  // namespace ll::cpp
