#include "core/layout/print.hpp"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstring>

#include "core/layout/crd2idx_unbounded.hpp"
#include "core/layout/tiler.hpp"
#include "core/util/result.hpp"

namespace ll {

namespace {

// Collects text in a stack buffer and hands it to the string in one append: one room check per token
// (an integer, a bracket) instead of std::string's growth check per character, and digits written by
// hand instead of through to_chars' general path.
class TextWriter {
 public:
  explicit TextWriter(std::string& out) : out_(out) {}
  TextWriter(const TextWriter&) = delete;
  TextWriter& operator=(const TextWriter&) = delete;

  void put(char c) {
    room(1);
    *p_++ = c;
  }
  // `_4` static, `4` dynamic, as CuTe prints Int<4> and int.
  void put(const Int& i) {
    room(kMaxIntChars);
    put_unchecked(i);
  }
  void put(const IntTuple& t) {
    if (t.is_integer()) {
      put(t.integer());
    } else if (t.is_underscore()) {
      put('_');
    } else {
      put(t.children());
    }
  }
  void flush() {
    out_.append(buf_, static_cast<std::size_t>(p_ - buf_));
    p_ = buf_;
  }

 private:
  static constexpr std::ptrdiff_t kMaxIntChars = 21 + 4 * BasisModes::kMaxDepth;  // `_-9223372036854775808@255...`
  void room(std::ptrdiff_t n) {
    if (buf_ + sizeof buf_ - p_ < n) flush();
  }
  // `(a,b,...)`: the leaves written here, one room check each, only nested tuples recurse.
  void put(std::span<const IntTuple> elements) {
    put('(');
    bool first = true;
    for (const IntTuple& e : elements) {
      if (e.is_tuple()) {
        if (!first) put(',');
        put(e.children());
      } else {
        room(kMaxIntChars + 1);
        if (!first) *p_++ = ',';
        if (e.is_integer()) {
          put_unchecked(e.integer());
        } else {
          *p_++ = '_';
        }
      }
      first = false;
    }
    put(')');
  }
  // @pre room for kMaxIntChars
  void put_unchecked(const Int& i) {
    if (i.is_static) *p_++ = '_';
    auto u = static_cast<std::uint64_t>(i.value);
    if (i.value < 0) {
      *p_++ = '-';
      u = 0 - u;  // also right for INT64_MIN
    }
    if (u < 10) {  // most extents and strides
      *p_++ = static_cast<char>('0' + u);
    } else {
      put_digits(u);
    }
    // A scaled basis: CuTe prints its modes last first (E<1,0> is `_1@0@1`).
    for (int k = i.basis.depth; k-- > 0;) {
      *p_++ = '@';
      put_digits(i.basis.modes[k]);
    }
  }
  void put_digits(std::uint64_t u) {
    char digits[20];
    int n = 0;
    do {
      digits[n++] = static_cast<char>('0' + u % 10);
      u /= 10;
    } while (u != 0);
    while (n > 0) *p_++ = digits[--n];
  }

  std::string& out_;
  char buf_[256];
  char* p_ = buf_;
};

}  // namespace

void append_to(std::string& out, const Int& i) {
  TextWriter w(out);
  w.put(i);
  w.flush();
}

void append_to(std::string& out, const IntTuple& t) {
  TextWriter w(out);
  w.put(t);
  w.flush();
}

void append_to(std::string& out, const Layout& l) {
  TextWriter w(out);
  w.put(l.shape);
  w.put(':');
  w.put(l.stride);
  w.flush();
}

std::string to_string(const Int& i) {
  std::string out;
  append_to(out, i);
  return out;
}

std::string to_string(const IntTuple& t) {
  std::string out;
  append_to(out, t);
  return out;
}

std::string to_string(const Layout& l) {
  std::string out;
  append_to(out, l);
  return out;
}

static void append_tiler(std::string& out, const Tiler& t) {
  if (t.is_layout()) {
    append_to(out, t.layout());
  } else if (t.is_integer()) {
    append_to(out, t.integer());
  } else if (t.is_underscore()) {
    out += '_';
  } else {
    out += '(';
    const auto& modes = t.modes();
    for (std::size_t i = 0; i < modes.size(); ++i) {
      if (i) out += ',';
      append_tiler(out, modes[i]);
    }
    out += ')';
  }
}

std::string to_string(const Tiler& t) {
  std::string out;
  append_tiler(out, t);
  return out;
}

std::string to_string(const Swizzle& s) {
  return "Sw<" + std::to_string(s.bits) + "," + std::to_string(s.base) + "," + std::to_string(s.shift) + ">";
}

std::string to_string(const ComposedLayout& l) {
  std::string out;
  const auto append_function = [&](const ComposedOuter& f) {
    if (const Swizzle* s = std::get_if<Swizzle>(&f)) {
      out += to_string(*s);
    } else {
      append_to(out, std::get<Layout>(f));
    }
    out += " o ";
  };
  append_function(l.layout_a);
  if (l.smem_ptr_flag_bits > 0) out += "smem_ptr[" + std::to_string(l.smem_ptr_flag_bits) + "b](unset)";  // CuTe's print(smem_ptr_flag_bits<B>)
  else append_to(out, l.offset);
  out += " o ";
  for (const ComposedStage& stage : l.inner) {
    append_function(stage.function);
    append_to(out, stage.offset);
    out += " o ";
  }
  append_to(out, l.layout_b);
  return out;
}

std::string to_string(const AnyLayout& l) {
  if (const Layout* p = std::get_if<Layout>(&l)) return to_string(*p);
  return to_string(std::get<ComposedLayout>(l));
}

namespace {

// The number of characters std::to_chars writes for x (a '-' included).
int printed_length(long long x) {
  unsigned long long u = x < 0 ? 0ULL - static_cast<unsigned long long>(x) : static_cast<unsigned long long>(x);
  int length = x < 0 ? 2 : 1;
  for (; u >= 10; u /= 10) ++length;
  return length;
}

// cute::num_digits (for int; LayoutLab's values are int64, so it counts past 10 digits): 1 below 10.
int num_digits(std::int64_t x) { return x < 10 ? 1 : printed_length(x); }

// The field of the labels 0, 1, 2, ... of a table's rows or columns, asked for in that order: at least
// `min_width` characters, one more at each power of ten that no longer fits.
class LabelField {
 public:
  explicit LabelField(int min_width) : width_(min_width) {
    while (wider_from_ <= INT64_MAX / 10 && printed_length(wider_from_) <= width_) wider_from_ *= 10;
  }
  int width_for(std::int64_t label) {
    if (label == wider_from_) {
      ++width_;
      wider_from_ = wider_from_ > INT64_MAX / 10 ? INT64_MAX : wider_from_ * 10;
    }
    return width_;
  }

 private:
  int width_;
  std::int64_t wider_from_ = 10;  // the first label with more digits than the field holds
};

// The characters of the numbers 0, 1, ..., count-1, each right-aligned in at least w characters: the row
// and column labels of a table, counted by digit lengths rather than one by one.
std::size_t labels_length(std::int64_t count, int w) {
  std::size_t total = 0;
  std::int64_t first = 0, next = 10;  // [first, next) have `digits` digits
  for (int digits = 1; first < count; ++digits) {
    const std::int64_t last = std::min(count, next);
    total += static_cast<std::size_t>(last - first) * static_cast<std::size_t>(std::max(w, digits));
    first = next;
    if (__builtin_mul_overflow(next, 10, &next)) next = INT64_MAX;
  }
  return total;
}

// Writes the decimal digits of u so that they end just before `end`, two at a time from a table (a table
// of a thousand cells is mostly this). @return where the digits begin
[[gnu::always_inline]] inline char* digits_before(char* end, unsigned long long u) {
  static constexpr char kPairs[] =
      "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
      "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
      "8081828384858687888990919293949596979899";
  if (u >= 100 && u < 10000) {  // the commonest cell: no loop
    end -= 2;
    std::memcpy(end, kPairs + 2 * (u % 100), 2);
    u /= 100;
  }
  for (; u >= 100; u /= 100) {
    end -= 2;
    std::memcpy(end, kPairs + 2 * (u % 100), 2);
  }
  if (u >= 10) {
    end -= 2;
    std::memcpy(end, kPairs + 2 * u, 2);
  } else {
    *--end = static_cast<char>('0' + u);
  }
  return end;
}

// The value of every 1-D coordinate of one mode, in order (values_in_order's odometer).
std::vector<std::int64_t> mode_offsets(const Layout& mode) {
  auto values = values_in_order(mode);
  if (!values) fail(LL_TRANSLATABLE("CoreMessage", "print_layout: integer overflow"));
  return std::move(*values);
}

// A layout as a function of its 1-D index, for the cells of print_layout(A o offset o B): A's values from one
// odometer walk when A is not much larger than B, else evaluate's int64 path. Both answer as crd2idx does
// once values_fit_int64(A); an index out of range, or an A that might overflow, goes to crd2idx itself,
// which answers or fails with its own message.
class IndexFunction {
 public:
  // `lookups`: about how many values will be asked for (a table much larger would cost more than it saves).
  IndexFunction(const Layout& l, std::int64_t lookups)
      : layout_(l), size_(size(l).value), fits_(values_fit_int64(l)) {
    if (fits_ && size_ <= 4 * lookups + 1024) values_ = mode_offsets(l);
  }
  long long operator()(std::int64_t i) const {
    if (!fits_ || i < 0 || i >= size_) return crd2idx_unbounded(dynamic_int(i), layout_).value;
    return values_.empty() ? evaluate(layout_, i) : values_[static_cast<std::size_t>(i)];
  }

 private:
  const Layout& layout_;
  std::int64_t size_;
  bool fits_;                         // every value of A fits in int64
  std::vector<std::int64_t> values_;  // A(0), A(1), ... when tabled
};

template <class L, class Outer>
std::string print_layout_table(const L& l, const Layout& inner, Int cos, Outer outer) {
  if (rank(inner).value != 2)
    fail(LL_TRANSLATABLE("CoreMessage", "print_layout: the layout has rank %1; print_layout needs rank 2"), rank(inner).value);
  const Layout row_mode = get(inner, {0}), col_mode = get(inner, {1});
  const std::int64_t rows = size(row_mode).value, cols = size(col_mode).value;
  std::int64_t cells;
  if (rows <= 0 || cols <= 0) fail(LL_TRANSLATABLE("CoreMessage", "print_layout: the layout has no cells (non-positive extents)"));
  if (__builtin_mul_overflow(rows, cols, &cells) || cells > (std::int64_t{1} << 20))
    fail(LL_TRANSLATABLE("CoreMessage", "print_layout: the layout is too large to print"));
  const std::vector<std::int64_t> row_off = mode_offsets(row_mode), col_off = mode_offsets(col_mode);
  const int idx_width = num_digits(cos.value) + 2;
  static const char kDelim[] = "+-----------------------";
  const std::string delim(kDelim, std::min<std::size_t>(sizeof kDelim - 1, static_cast<std::size_t>(idx_width + 1)));

  std::string rule = "    ";
  for (std::int64_t n = 0; n < cols; ++n) rule += delim;
  rule += "+\n";
  const std::string header = to_string(l);

  // Every cell's value first, so the table's exact length is known: the table is then one string of spaces
  // into which the rules, bars and digits are written (most of a table is padding). In the common table
  // every value is unsigned and fits its column, so every cell has the same length.
  const int width = idx_width - 2;  // numbers are right-aligned in this many characters, wider ones overflow
  std::vector<long long> values(static_cast<std::size_t>(cells));
  long long lowest = 0, highest = 0;
  long long* v = values.data();
  for (std::int64_t m = 0; m < rows; ++m) {
    const std::int64_t row = row_off[static_cast<std::size_t>(m)];
    for (std::int64_t n = 0; n < cols; ++n, ++v) {
      std::int64_t index;
      if (__builtin_add_overflow(row, col_off[static_cast<std::size_t>(n)], &index))
        fail(LL_TRANSLATABLE("CoreMessage", "print_layout: integer overflow"));
      *v = outer(index);
      lowest = std::min(lowest, *v);
      highest = std::max(highest, *v);
    }
  }
  const bool uniform = lowest >= 0 && printed_length(highest) <= width;
  std::size_t overflow = 0;  // characters of numbers wider than `width`
  if (!uniform)
    for (const long long x : values) overflow += static_cast<std::size_t>(std::max(0, printed_length(x) - width));
  auto field = [](long long x, int w) { return std::max(w, printed_length(x)); };
  const auto n_rows = static_cast<std::size_t>(rows), n_cols = static_cast<std::size_t>(cols);
  // header, "\n    ", per column "  " label " ", "\n"; the rules; per row label, "  ", the cells, "|\n"
  const std::size_t total = header.size() + 5 + 3 * n_cols + labels_length(cols, width) + 1 + rule.size() * (n_rows + 1) +
                            labels_length(rows, 2) + 4 * n_rows + static_cast<std::size_t>(cells) * (width + 3) + overflow;

  std::string out(total, ' ');
  char* p = out.data();
  auto put = [&p](const char* text, std::size_t n) {
    if (n >= 8 && n <= 32) {  // a narrow table's rule, once per row: two overlapping fixed-size copies
      if (n <= 16) {
        std::memcpy(p, text, 8);
        std::memcpy(p + n - 8, text + n - 8, 8);
      } else {
        std::memcpy(p, text, 16);
        std::memcpy(p + n - 16, text + n - 16, 16);
      }
    } else {
      std::memcpy(p, text, n);
    }
    p += n;
  };
  // `x` right-aligned in `w` characters (the spaces are already there); wider numbers take what they need.
  auto padded = [&p, &field](long long x, int w) {
    const int f = field(x, w);
    if (x >= 0) digits_before(p + f, static_cast<unsigned long long>(x));
    else std::to_chars(p + f - printed_length(x), p + f, x);
    p += f;
  };
  put(header.data(), header.size());
  put("\n    ", 5);
  LabelField column_label(width);
  for (std::int64_t n = 0; n < cols; ++n) {
    const int w = column_label.width_for(n);
    digits_before(p + 2 + w, static_cast<unsigned long long>(n));
    p += w + 3;
  }
  *p++ = '\n';
  v = values.data();
  LabelField row_label(2);
  for (std::int64_t m = 0; m < rows; ++m) {
    put(rule.data(), rule.size());
    const int w = row_label.width_for(m);
    digits_before(p + w, static_cast<unsigned long long>(m));
    p += w + 2;
    if (uniform) {
      for (std::int64_t n = 0; n < cols; ++n, ++v) {
        *p = '|';
        digits_before(p + 2 + width, static_cast<unsigned long long>(*v));
        p += width + 3;
      }
    } else {
      for (std::int64_t n = 0; n < cols; ++n, ++v) {
        *p = '|';
        p += 2;
        padded(*v, width);
        p += 1;
      }
    }
    put("|\n", 2);
  }
  put(rule.data(), rule.size());
  if (p != out.data() + total) fail(LL_TRANSLATABLE("CoreMessage", "print_layout: internal error: the table's length was miscounted"));
  return out;
}

}  // namespace

std::string print_layout(const Layout& l) {
  return print_layout_table(l, l, cosize(l), [](std::int64_t i) { return static_cast<long long>(i); });
}

std::string print_layout(const ComposedLayout& l) {
  if (const Swizzle* s = std::get_if<Swizzle>(&l.layout_a); s && l.inner.empty())
    return print_layout_table(l, l.layout_b, cosize(l),
                              [&](std::int64_t i) -> long long { return apply(*s, l.offset + dynamic_int(i)).value; });
  if (l.inner.empty()) {
    const IndexFunction a(std::get<Layout>(l.layout_a), size(l.layout_b).value);
    return print_layout_table(l, l.layout_b, cosize(l), [&](std::int64_t i) -> long long {
      return a((l.offset + dynamic_int(i)).value);
    });
  }
  return print_layout_table(l, l.layout_b, cosize(l),
                            [&](std::int64_t i) -> long long { return apply_functions(l, dynamic_int(i)).value; });
}

}  // namespace ll
