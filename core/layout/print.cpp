#include "core/layout/print.hpp"

#include <cstdio>

#include "core/algebra/tiler.hpp"
#include "core/util/result.hpp"

namespace ll {

void append_to(std::string& out, const Int& i) {
  if (i.is_static) out += '_';
  char buf[24];
  int n = std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(i.value));
  out.append(buf, static_cast<std::size_t>(n));
}

void append_to(std::string& out, const IntTuple& t) {
  if (t.is_integer()) {
    append_to(out, t.integer());
  } else if (t.is_underscore()) {
    out += '_';
  } else {
    out += '(';
    const auto& el = t.elements();
    for (std::size_t i = 0; i < el.size(); ++i) {
      if (i) out += ',';
      append_to(out, el[i]);
    }
    out += ')';
  }
}

void append_to(std::string& out, const Layout& l) {
  append_to(out, l.shape);
  out += ':';
  append_to(out, l.stride);
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

void appendf(std::string& out, const char* fmt, int width, long long v) {
  char buf[64];
  int n = std::snprintf(buf, sizeof buf, fmt, width, v);
  out.append(buf, static_cast<std::size_t>(n));
}

template <class L, class Eval>
std::string print_layout_table(const L& l, const std::string& header, Int cos, Eval eval) {
  if (rank(l).value != 2)
    fail("print_layout: the layout has rank " + std::to_string(rank(l).value) + "; print_layout needs rank 2");
  const std::int64_t rows = size(l, {0}).value, cols = size(l, {1}).value;
  const int idx_width = num_digits(cos.value) + 2;
  static const char kDelim[] = "+-----------------------";
  const std::string delim(kDelim, std::min<std::size_t>(sizeof kDelim - 1, static_cast<std::size_t>(idx_width + 1)));

  std::string out = header;
  out += '\n';
  out += "    ";
  for (std::int64_t n = 0; n < cols; ++n) appendf(out, "  %*lld ", idx_width - 2, n);
  out += '\n';
  std::string rule = "    ";
  for (std::int64_t n = 0; n < cols; ++n) rule += delim;
  rule += "+\n";
  for (std::int64_t m = 0; m < rows; ++m) {
    out += rule;
    appendf(out, "%*lld  ", 2, m);
    for (std::int64_t n = 0; n < cols; ++n) appendf(out, "| %*lld ", idx_width - 2, static_cast<long long>(eval(m, n)));
    out += "|\n";
  }
  out += rule;
  return out;
}

}  // namespace

std::string print_layout(const Layout& l) {
  return print_layout_table(l, to_string(l), cosize(l), [&](std::int64_t m, std::int64_t n) {
    return crd2idx(IntTuple{dynamic_int(m), dynamic_int(n)}, l).value;
  });
}

std::string print_layout(const ComposedLayout& l) {
  return print_layout_table(l, to_string(l), cosize(l), [&](std::int64_t m, std::int64_t n) {
    return crd2idx(IntTuple{dynamic_int(m), dynamic_int(n)}, l).value;
  });
}

}  // namespace ll
