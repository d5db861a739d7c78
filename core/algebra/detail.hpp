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

#include "core/layout/crd2idx_unbounded.hpp"
#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll::algebra_detail {

inline bool is_const(const Int& i, std::int64_t v) { return is_constant(i, v); }
inline bool is_const(const IntTuple& t, std::int64_t v) { return t.is_integer() && is_constant(t.integer(), v); }

// CuTe's integer arithmetic is core/layout's (int_tuple.hpp: Int's operators with CuTe's `_0`/`_1` folding,
// checked for int64 overflow and division by zero; ceil_div, min, abs, signum) and the layout functions are
// layout.hpp's (make_layout, get, size, cosize), under CuTe's names.

// (first, second), moving both in (a braced IntTuple{a, b} would copy them).
IntTuple pair_tuple(IntTuple first, IntTuple second);
// compact_major<LayoutLeft>(shape, current): static `_1` extents get stride `_0`.
inline IntTuple compact_left(const IntTuple& shape, Int current) { return ll::compact_col_major(shape, IntTuple(current)); }

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

using ll::crd2idx_unbounded;  // core/layout/crd2idx_unbounded.hpp

// Public-boundary checks: congruent, integers only, positive extents. `what` names the operand.
void check_layout(const Layout& l, const char* op, const char* what);
void check_shape(const IntTuple& s, const char* op, const char* what);

}  // namespace ll::algebra_detail
