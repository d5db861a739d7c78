#include "core/algebra/detail.hpp"

#include "core/layout/print.hpp"

namespace ll::algebra_detail {

void overflow(const char* op) { fail(std::string("int64 overflow in '") + op + "'"); }

std::string str(const Int& i) { return to_string(i); }
std::string str(const IntTuple& t) { return to_string(t); }
std::string str(const Layout& l) { return to_string(l); }

Int tproduct(const IntTuple& t) {
  if (t.is_integer()) return t.integer();
  if (t.is_underscore()) fail("product: `_` is not an integer");
  const auto& e = t.elements();
  if (e.empty()) return Int{1, true};
  Int r = tproduct(e[0]);
  for (std::size_t i = 1; i < e.size(); ++i) r = mul(r, tproduct(e[i]));
  return r;
}

static void cosize_terms(const IntTuple& s, const IntTuple& d, Int& sum) {
  if (s.is_integer()) {
    sum = add(sum, mul(sub(s.integer(), Int{1, true}), iabs(d.integer())));
    return;
  }
  for (std::size_t i = 0; i < s.rank(); ++i) cosize_terms(s[i], d[i], sum);
}

Int lcosize(const Layout& l) {
  Int sum{0, true};
  cosize_terms(l.shape, l.stride, sum);
  return add(sum, Int{1, true});
}

void flatten_into(const IntTuple& t, std::vector<IntTuple>& out) {
  if (!t.is_tuple()) {
    out.push_back(t);
    return;
  }
  for (const auto& e : t.elements()) flatten_into(e, out);
}

IntTuple tflatten(const IntTuple& t) {
  if (!t.is_tuple()) return t;
  std::vector<IntTuple> out;
  flatten_into(t, out);
  return IntTuple(std::move(out));
}

void flat_leaves(const IntTuple& t, std::vector<Int>& out) {
  if (t.is_integer()) {
    out.push_back(t.integer());
    return;
  }
  if (t.is_underscore()) fail("unexpected `_` in a layout");
  for (const auto& e : t.elements()) flat_leaves(e, out);
}

IntTuple unwrap1(IntTuple t) {
  if (t.is_tuple() && t.elements().size() == 1) return t.elements()[0];
  return t;
}

IntTuple wrap1(IntTuple t) {
  if (t.is_tuple()) return t;
  return IntTuple(std::vector<IntTuple>{std::move(t)});
}

static IntTuple compact_into(const IntTuple& shape, Int& current) {
  if (shape.is_integer()) {
    if (is_const(shape.integer(), 1)) return Int{0, true};
    Int stride = current;
    current = mul(current, shape.integer());
    return stride;
  }
  std::vector<IntTuple> out;
  out.reserve(shape.rank());
  for (const auto& e : shape.elements()) out.push_back(compact_into(e, current));
  return IntTuple(std::move(out));
}

IntTuple compact_left(const IntTuple& shape, Int current) { return compact_into(shape, current); }

Layout make_layout_of(const std::vector<Layout>& modes) {
  std::vector<IntTuple> shape, stride;
  shape.reserve(modes.size());
  stride.reserve(modes.size());
  for (const auto& m : modes) {
    shape.push_back(m.shape);
    stride.push_back(m.stride);
  }
  return Layout{IntTuple(std::move(shape)), IntTuple(std::move(stride))};
}

Layout mode(const Layout& l, std::size_t i) {
  if (!l.shape.is_tuple()) return l;
  return Layout{l.shape.elements()[i], l.stride.elements()[i]};
}

std::size_t lrank(const Layout& l) { return l.shape.rank(); }

IntTuple iceil_div(const IntTuple& a, Int b) {
  if (a.is_integer()) return iceil_div(a.integer(), b);
  // tuple / int: fold the divisor across the modes
  std::vector<IntTuple> out;
  IntTuple rest = b;
  for (const auto& ai : a.elements()) {
    if (ai.is_tuple()) {
      // iceil_div(tuple, int) nested; the rest is iceil_div(rest, tproduct(ai))
      out.push_back(iceil_div(ai, rest.integer()));
      rest = iceil_div(rest.integer(), tproduct(ai));
    } else {
      out.push_back(iceil_div(ai.integer(), rest.integer()));
      rest = iceil_div(rest.integer(), ai.integer());
    }
  }
  return IntTuple(std::move(out));
}

static void check_congruent(const IntTuple& s, const IntTuple& d, const char* op, const char* what,
                            const Layout& l) {
  if (s.is_tuple() != d.is_tuple() || (s.is_tuple() && s.rank() != d.rank()))
    fail(std::string(op) + ": " + what + " " + str(l) + ": shape and stride are not congruent");
  if (s.is_underscore() || d.is_underscore())
    fail(std::string(op) + ": " + what + " " + str(l) + ": `_` is not an integer");
  if (s.is_integer()) {
    if (s.integer().value <= 0)
      fail(std::string(op) + ": " + what + " " + str(l) + ": extent " + str(s) + " is not positive");
    return;
  }
  for (std::size_t i = 0; i < s.rank(); ++i) check_congruent(s[i], d[i], op, what, l);
}

void check_layout(const Layout& l, const char* op, const char* what) {
  check_congruent(l.shape, l.stride, op, what, l);
}

void check_shape(const IntTuple& s, const char* op, const char* what) {
  if (s.is_underscore()) fail(std::string(op) + ": " + what + " " + str(s) + ": `_` is not an integer");
  if (s.is_integer()) {
    if (s.integer().value <= 0) fail(std::string(op) + ": " + what + " " + str(s) + " is not positive");
    return;
  }
  for (const auto& e : s.elements()) check_shape(e, op, what);
}

}  // namespace ll::algebra_detail
