#include "core/layout/parse.hpp"

#include <cctype>
#include <limits>

#include "core/layout/print.hpp"

namespace ll {
namespace {

class LiteralParser {
 public:
  explicit LiteralParser(std::string_view text) : text_(text) {}

  IntTuple int_tuple() {
    skip_space();
    if (eat('(')) {
      // Deep nesting would exhaust the stack of every recursive algorithm; CuTe's are shallow.
      if (++nesting_ > kMaxNesting) fail_here(LL_TRANSLATABLE("CoreMessage", "parse error at column %1: tuples nested deeper than %2"), kMaxNesting);
      IntTupleBuilder elements;
      skip_space();
      if (eat(')')) {
        --nesting_;
        return std::move(elements).build();
      }
      do {
        elements.push_back(int_tuple());
        skip_space();
      } while (eat(','));
      expect(')');
      --nesting_;
      return std::move(elements).build();
    }
    bool is_static = eat('_');
    // `_` alone is CuTe's Underscore; `_-2` is a static negative integer (as CuTe prints Int<-2>).
    if (is_static && !at_digit() && !(peek('-') && at_digit(1))) return IntTuple(Underscore{});
    bool negative = eat('-');
    if (!at_digit()) fail_here(LL_TRANSLATABLE("CoreMessage", "parse error at column %1: expected an integer"));
    std::int64_t value = 0;
    while (at_digit()) {
      int digit = text_[pos_++] - '0';
      if (value > (std::numeric_limits<std::int64_t>::max() - digit) / 10) fail_here(LL_TRANSLATABLE("CoreMessage", "parse error at column %1: integer overflows int64"));
      value = value * 10 + digit;
    }
    Int i{negative ? -value : value, is_static};
    // `_1@0@1`: a scaled basis as CuTe prints it, its modes last first (E<1,0>).
    std::vector<std::int64_t> modes;
    while (eat('@')) {
      if (!at_digit()) fail_here(LL_TRANSLATABLE("CoreMessage", "parse error at column %1: expected a mode number after '@'"));
      std::int64_t mode = 0;
      while (at_digit() && mode <= 255) mode = mode * 10 + (text_[pos_++] - '0');
      modes.push_back(mode);
    }
    if (!modes.empty()) i.basis = basis_or_fail_here(modes);
    return IntTuple(i);
  }

  BasisModes basis_or_fail_here(const std::vector<std::int64_t>& modes) {
    try {
      return basis_from_printed(modes);
    } catch (const CuteError& e) {
      fail(prefixed("parse error at column " + std::to_string(pos_ + 1) + ": ", e.error()));
    }
  }
  void skip_space() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  bool eat(char c) {
    if (pos_ < text_.size() && text_[pos_] == c) return ++pos_, true;
    return false;
  }
  void expect(char c) {
    skip_space();
    if (!eat(c)) fail_here(LL_TRANSLATABLE("CoreMessage", "parse error at column %1: expected '%2'"), std::string(1, c));
  }
  bool at_end() {
    skip_space();
    return pos_ == text_.size();
  }
  // `what`: a CoreMessage template "parse error at column %1: ...", %1 the column, args its %2...
  template <class... Args>
  [[noreturn]] void fail_here(const char* what, const Args&... args) {
    fail(what, pos_ + 1, args...);
  }

 private:
  bool at_digit(std::size_t ahead = 0) const {
    return pos_ + ahead < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_ + ahead]));
  }
  bool peek(char c) const { return pos_ < text_.size() && text_[pos_] == c; }
  static constexpr int kMaxNesting = 64;
  std::string_view text_;
  std::size_t pos_ = 0;
  int nesting_ = 0;
};

void check_positive_extents(const IntTuple& shape) {
  if (shape.is_integer()) {
    if (shape.integer().is_scaled_basis())
      fail(LL_TRANSLATABLE("CoreMessage", "shape extent %1 is a scaled basis (those are strides)"), to_string(shape.integer()));
    if (shape.integer().value <= 0)
      fail(LL_TRANSLATABLE("CoreMessage", "shape extent %1 is not positive"), to_string(shape.integer()));
  } else if (shape.is_underscore()) {
    fail(LL_TRANSLATABLE("CoreMessage", "a shape cannot hold '_'"));
  } else {
    for (const auto& e : shape.children()) check_positive_extents(e);
  }
}

}  // namespace

Result<IntTuple> parse_int_tuple(std::string_view text) {
  return attempt([&] {
    LiteralParser p(text);
    IntTuple t = p.int_tuple();
    if (!p.at_end()) p.fail_here(LL_TRANSLATABLE("CoreMessage", "parse error at column %1: unexpected text after the tuple"));
    return t;
  });
}

Result<Layout> parse_layout(std::string_view text) {
  return attempt([&] {
    LiteralParser p(text);
    IntTuple shape = p.int_tuple();
    check_positive_extents(shape);
    p.skip_space();
    IntTuple stride = p.eat(':') ? p.int_tuple() : compact_col_major(shape);
    if (!p.at_end()) p.fail_here(LL_TRANSLATABLE("CoreMessage", "parse error at column %1: unexpected text after the layout"));
    if (!congruent(shape, stride))
      fail(LL_TRANSLATABLE("CoreMessage", "shape %1 and stride %2 are not congruent"), to_string(shape), to_string(stride));
    return Layout{shape, stride};
  });
}

}  // namespace ll
