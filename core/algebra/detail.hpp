#pragma once
// Private to core/algebra: CuTe's integer arithmetic with its staticness rules, and the few IntTuple
// helpers the algebra needs. (core/layout/ is growing its own; these switch over when they land.)
//
// CuTe rules (cute/numeric/integral_constant.hpp): an operation on two static integers is static; on a
// static and a dynamic integer it is dynamic, except `_0 * x`, `x * _0`, `_0 / x`, `_0 % x`, `x % _1`
// (and `x % _-1`), which fold to a static `_0`.
#include <cstdint>
#include <string>
#include <vector>

#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll::algebra_detail {

inline bool is_const(const Int& i, std::int64_t v) { return i.is_static && i.value == v; }
inline bool is_const(const IntTuple& t, std::int64_t v) { return t.is_integer() && is_const(t.integer(), v); }

[[noreturn]] void overflow(const char* op);

inline Int mul(Int a, Int b) {
  if (is_const(a, 0) || is_const(b, 0)) return Int{0, true};
  std::int64_t r;
  if (__builtin_mul_overflow(a.value, b.value, &r)) overflow("*");
  return Int{r, a.is_static && b.is_static};
}
inline Int add(Int a, Int b) {
  std::int64_t r;
  if (__builtin_add_overflow(a.value, b.value, &r)) overflow("+");
  return Int{r, a.is_static && b.is_static};
}
inline Int sub(Int a, Int b) {
  std::int64_t r;
  if (__builtin_sub_overflow(a.value, b.value, &r)) overflow("-");
  return Int{r, a.is_static && b.is_static};
}
// C++ truncating division, as CuTe. @pre b != 0 (the caller names the condition)
inline Int div(Int a, Int b) {
  if (is_const(a, 0)) return Int{0, true};
  if (b.value == 0) fail("division by zero");
  if (b.value == -1 && a.value == INT64_MIN) overflow("/");
  return Int{a.value / b.value, a.is_static && b.is_static};
}
inline Int mod(Int a, Int b) {
  if (is_const(a, 0) || is_const(b, 1) || is_const(b, -1)) return Int{0, true};
  if (b.value == 0) fail("division by zero");
  if (b.value == -1) return Int{0, a.is_static && b.is_static};
  return Int{a.value % b.value, a.is_static && b.is_static};
}
// CuTe's ceil_div for integers: (a + b - _1) / b.
inline Int iceil_div(Int a, Int b) { return div(sub(add(a, b), Int{1, true}), b); }
inline Int imin(Int a, Int b) {
  return Int{a.value < b.value ? a.value : b.value, a.is_static && b.is_static};
}
inline Int iabs(Int a) {
  if (a.value == INT64_MIN) overflow("abs");
  return Int{a.value < 0 ? -a.value : a.value, a.is_static};
}
inline Int isignum(Int a) { return Int{(0 < a.value) - (a.value < 0), a.is_static}; }

std::string str(const Int& i);
std::string str(const IntTuple& t);
std::string str(const Layout& l);

// CuTe's product: a left fold with `*` (so any static `_0` makes `_0`); `()` is `_1`.
Int tproduct(const IntTuple& t);
inline Int lsize(const Layout& l) { return tproduct(l.shape); }
// CuTe's cosize: lsize(coshape) = inner_product(shape - _1, iabs(stride)) + _1, with its staticness.
Int lcosize(const Layout& l);
void flatten_into(const IntTuple& t, std::vector<IntTuple>& out);
IntTuple tflatten(const IntTuple& t);
// Flat leaves of shape and stride, as vectors of Int.
void flat_leaves(const IntTuple& t, std::vector<Int>& out);
// A single-element tuple unwraps to its element (CuTe's unwrap, one level).
IntTuple unwrap1(IntTuple t);
// CuTe's wrap: an integer becomes a 1-tuple.
IntTuple wrap1(IntTuple t);
// compact_major<LayoutLeft>(shape, current): static `_1` extents get stride `_0`.
IntTuple compact_left(const IntTuple& shape, Int current);
// make_layout_of(shape): compact column-major.
inline Layout make_layout_of(const IntTuple& shape) { return Layout{shape, compact_left(shape, Int{1, true})}; }
// make_layout_of(l0, l1, ...): the layouts as modes of one tuple layout.
Layout make_layout_of(const std::vector<Layout>& modes);
// get<i>(l): a mode of a layout (an integral layout is its own mode 0).
Layout mode(const Layout& l, std::size_t i);
std::size_t lrank(const Layout& l);
// CuTe's ceil_div on IntTuples, for a tuple or integer a and an integer b.
IntTuple iceil_div(const IntTuple& a, Int b);

// Public-boundary checks: congruent, integers only, positive extents. `what` names the operand.
void check_layout(const Layout& l, const char* op, const char* what);
void check_shape(const IntTuple& s, const char* op, const char* what);

// ll::attempt, naming the operation in errors raised by the integer helpers (overflow, division by zero).
template <class F>
auto attempt_op(const char* op, F&& f) -> Result<decltype(f())> {
  auto r = attempt(std::forward<F>(f));
  if (!r.ok() && (r.error().rfind("int64 overflow", 0) == 0 || r.error().rfind("division by zero", 0) == 0))
    return Error{std::string(op) + ": " + r.error()};
  return r;
}

}  // namespace ll::algebra_detail
