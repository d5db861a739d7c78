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
#include "core/util/fault.hpp"
#include "core/util/result.hpp"

namespace ll::algebra_detail {

inline bool is_const(const Int& i, std::int64_t v) { return is_constant(i, v); }
inline bool is_const(const IntTuple& t, std::int64_t v) { return t.is_integer() && is_constant(t.integer(), v); }

// CuTe's integer arithmetic is core/layout's (int_tuple.hpp: operators with CuTe's `_0`/`_1` folding,
// checked for int64 overflow and division by zero); the short names keep the algorithms readable and
// avoid argument-dependent-lookup clashes with ll's tuple overloads.
inline Int mul(Int a, Int b) { return a * b; }
inline Int add(Int a, Int b) { return a + b; }
inline Int sub(Int a, Int b) { return a - b; }
inline Int div(Int a, Int b) { return a / b; }
inline Int mod(Int a, Int b) { return a % b; }
inline Int iceil_div(Int a, Int b) { return ll::ceil_div(a, b); }
inline Int imin(Int a, Int b) { return ll::min(a, b); }
inline Int iabs(Int a) { return ll::abs(a); }
inline Int isignum(Int a) { return ll::signum(a); }

std::string str(const Int& i);
std::string str(const IntTuple& t);
std::string str(const Layout& l);

inline Int lsize(const Layout& l) { return ll::product(l.shape); }
inline Int lcosize(const Layout& l) { return ll::cosize(l); }
// (first, second), moving both in (a braced IntTuple{a, b} would copy them).
IntTuple pair_tuple(IntTuple first, IntTuple second);
// compact_major<LayoutLeft>(shape, current): static `_1` extents get stride `_0`.
inline IntTuple compact_left(const IntTuple& shape, Int current) { return ll::compact_col_major(shape, IntTuple(current)); }
// make_layout(shape): compact column-major.
inline Layout make_layout_of(const IntTuple& shape) { return Layout{shape, ll::compact_col_major(shape)}; }
// make_layout(l0, l1, ...): the layouts as modes of one tuple layout.
inline Layout make_layout_of(const std::vector<Layout>& modes) { return ll::make_layout(modes); }
inline Layout make_layout_of(std::vector<Layout>&& modes) { return ll::make_layout(std::move(modes)); }
// get<i>(l): a mode of a layout (an integral layout is its own mode 0).
Layout mode(const Layout& l, std::size_t i);
std::size_t lrank(const Layout& l);
// CuTe's ceil_div on IntTuples, for a tuple or integer a and an integer b.
inline IntTuple iceil_div(const IntTuple& a, Int b) { return ll::ceil_div(a, IntTuple(b)); }

// Testing hook: while a CuteFaithfulScope is alive (on this thread), the checks that go beyond CuTe's own
// static_asserts are off, so the algebra computes exactly what CuTe computes, nonsense included. The
// differential test uses it to prove that every deliberate rejection is a case where CuTe's answer is wrong.
bool cute_faithful();
struct CuteFaithfulScope {
  CuteFaithfulScope();
  ~CuteFaithfulScope();
  CuteFaithfulScope(const CuteFaithfulScope&) = delete;
  CuteFaithfulScope& operator=(const CuteFaithfulScope&) = delete;
  bool saved;
};

// CuTe's L(i) for an integer i, also past size(L) (the last mode takes whatever is left, as crd2idx does
// with an integral coordinate), with CuTe's staticness. @pre i >= 0
Int crd2idx_unbounded(Int coord, const IntTuple& shape, const IntTuple& stride);
inline Int crd2idx_unbounded(Int coord, const Layout& l) { return crd2idx_unbounded(coord, l.shape, l.stride); }

// Public-boundary checks: congruent, integers only, positive extents. `what` names the operand.
void check_layout(const Layout& l, const char* op, const char* what);
void check_shape(const IntTuple& s, const char* op, const char* what);

// ll::attempt, naming the operation in errors raised by the integer helpers (overflow, division by zero).
// A fault a DeferFaults left pending (core/util/fault.hpp) is the Result's error, as its exception was.
template <class F>
auto attempt_op(const char* op, F&& f) -> Result<decltype(f())> {
  auto r = attempt(std::forward<F>(f));
  if (faulted()) r = Error{take_fault()};
  if (!r.ok() && (r.error().rfind("integer overflow", 0) == 0 || r.error().rfind("division by zero", 0) == 0))
    return Error{std::string(op) + ": " + r.error()};
  return r;
}

}  // namespace ll::algebra_detail
