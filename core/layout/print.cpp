#include "core/layout/print.hpp"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstring>

#include "core/algebra/tiler.hpp"
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
  static constexpr std::ptrdiff_t kMaxIntChars = 21;  // `_-9223372036854775808`
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
      return;
    }
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
  if (const Swizzle* s = std::get_if<Swizzle>(&l.layout_a)) {
    out += to_string(*s);
  } else {
    append_to(out, std::get<Layout>(l.layout_a));
  }
  out += " o ";
  append_to(out, l.offset);
  out += " o ";
  append_to(out, l.layout_b);
  return out;
}

std::string to_string(const AnyLayout& l) {
  if (const Layout* p = std::get_if<Layout>(&l)) return to_string(*p);
  return to_string(std::get<ComposedLayout>(l));
}

namespace {

// cute::num_digits (for int; LayoutLab's values are int64, so keep counting past 10 digits).
int num_digits(std::int64_t x) {
  int d = 1;
  for (std::int64_t p = 10; d < 19 && x >= p; p *= 10) ++d;
  return d;
}

// The value of every 1-D coordinate of one mode, in order: an odometer over the mode's leaves
// (colexicographic), so each step costs O(1) amortized instead of a full crd2idx.
std::vector<std::int64_t> mode_offsets(const Layout& mode) {
  IntTuple shapes = flatten_to_tuple(mode.shape), strides = flatten_to_tuple(mode.stride);
  const std::size_t k = shapes.rank();
  const std::int64_t n = size(mode).value;
  std::vector<std::int64_t> out(static_cast<std::size_t>(n));
  std::vector<std::int64_t> count(k, 0);
  std::int64_t offset = 0;
  for (std::int64_t i = 0; i < n; ++i) {
    out[static_cast<std::size_t>(i)] = offset;
    for (std::size_t j = 0; j < k; ++j) {
      const std::int64_t extent = shapes[j].integer().value, stride = strides[j].integer().value;
      if (++count[j] < extent) {
        if (__builtin_add_overflow(offset, stride, &offset)) fail("print_layout: integer overflow");
        break;
      }
      // carry: undo this leaf's contribution, move on to the next leaf
      std::int64_t back;
      if (__builtin_mul_overflow(stride, extent - 1, &back) || __builtin_sub_overflow(offset, back, &offset))
        fail("print_layout: integer overflow");
      count[j] = 0;
    }
  }
  return out;
}

template <class L, class Outer>
std::string print_layout_table(const L& l, const Layout& inner, Int cos, Outer outer) {
  if (rank(inner).value != 2)
    fail("print_layout: the layout has rank " + std::to_string(rank(inner).value) + "; print_layout needs rank 2");
  const Layout row_mode = get(inner, {0}), col_mode = get(inner, {1});
  const std::int64_t rows = size(row_mode).value, cols = size(col_mode).value;
  std::int64_t cells;
  if (rows <= 0 || cols <= 0) fail("print_layout: the layout has no cells (non-positive extents)");
  if (__builtin_mul_overflow(rows, cols, &cells) || cells > (std::int64_t{1} << 20))
    fail("print_layout: the layout is too large to print");
  const std::vector<std::int64_t> row_off = mode_offsets(row_mode), col_off = mode_offsets(col_mode);
  const int idx_width = num_digits(cos.value) + 2;
  static const char kDelim[] = "+-----------------------";
  const std::string delim(kDelim, std::min<std::size_t>(sizeof kDelim - 1, static_cast<std::size_t>(idx_width + 1)));

  std::string rule = "    ";
  for (std::int64_t n = 0; n < cols; ++n) rule += delim;
  rule += "+\n";
  const std::string header = to_string(l);

  // Write into a buffer sized for the worst case (every number 20 characters), then trim.
  const std::size_t cell_max = 3 + static_cast<std::size_t>(std::max(idx_width, 22));
  const std::size_t bound = header.size() + 6 + static_cast<std::size_t>(cols) * cell_max +
                            static_cast<std::size_t>(rows) * (rule.size() + 26 + static_cast<std::size_t>(cols) * cell_max) +
                            rule.size();
  std::string out(bound, '\0');
  char* p = out.data();
  auto put = [&p](const char* text, std::size_t n) {
    std::memcpy(p, text, n);
    p += n;
  };
  auto padded = [&p](long long v, int width) {
    if (v >= 0) {  // fast path: no sign, digits reversed by hand
      char digits[20];
      int n = 0;
      auto u = static_cast<unsigned long long>(v);
      do {
        digits[n++] = static_cast<char>('0' + u % 10);
        u /= 10;
      } while (u != 0);
      for (int pad = width - n; pad > 0; --pad) *p++ = ' ';
      while (n > 0) *p++ = digits[--n];
      return;
    }
    char buf[24];
    auto r = std::to_chars(buf, buf + sizeof buf, v);
    const int n = static_cast<int>(r.ptr - buf);
    if (n < width) {
      std::memset(p, ' ', static_cast<std::size_t>(width - n));
      p += width - n;
    }
    std::memcpy(p, buf, static_cast<std::size_t>(n));
    p += n;
  };
  put(header.data(), header.size());
  put("\n    ", 5);
  for (std::int64_t n = 0; n < cols; ++n) {
    put("  ", 2);
    padded(n, idx_width - 2);
    *p++ = ' ';
  }
  *p++ = '\n';
  for (std::int64_t m = 0; m < rows; ++m) {
    put(rule.data(), rule.size());
    padded(m, 2);
    put("  ", 2);
    const std::int64_t row = row_off[static_cast<std::size_t>(m)];
    for (std::int64_t n = 0; n < cols; ++n) {
      std::int64_t index;
      if (__builtin_add_overflow(row, col_off[static_cast<std::size_t>(n)], &index))
        fail("print_layout: integer overflow");
      put("| ", 2);
      padded(outer(index), idx_width - 2);
      *p++ = ' ';
    }
    put("|\n", 2);
  }
  put(rule.data(), rule.size());
  out.resize(static_cast<std::size_t>(p - out.data()));
  return out;
}

}  // namespace

std::string print_layout(const Layout& l) {
  return print_layout_table(l, l, cosize(l), [](std::int64_t i) { return static_cast<long long>(i); });
}

std::string print_layout(const ComposedLayout& l) {
  return print_layout_table(l, l.layout_b, cosize(l), [&](std::int64_t i) -> long long {
    Int x = l.offset + dynamic_int(i);
    if (const Swizzle* s = std::get_if<Swizzle>(&l.layout_a)) return apply(*s, x).value;
    return crd2idx(IntTuple(x), std::get<Layout>(l.layout_a)).value;
  });
}

}  // namespace ll
