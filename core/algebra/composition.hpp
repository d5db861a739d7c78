#pragma once
// CuTe's composition (cute/layout.hpp composition_impl): R = A∘B with R(c) == A(B(c)) for every c in
// B's domain, shaped like B. A is first coalesced by B's coprofile; each (integer) mode s:d of B then
// "divides out" the stride d from A's extents and "mods out" the shape s.
// Results carry CuTe's staticness: `composition((10,2):(16,4),(5,4):(1,5))` is
// `((5,1),(2,2)):((16,4),(80,4))`, the all-static form `(_5,(_2,_2)):(_16,(_80,_4))`.
#include "core/algebra/steps.hpp"
#include "core/algebra/tiler.hpp"
#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll {

// @pre stride divisibility, at every mode i of (coalesced) A that B's mode reaches:
//        rest_stride % shape_i == 0 or rest_stride < shape_i
//      shape divisibility: rest_shape % min(ceil_div(shape_i, rest_stride), rest_shape) == 0
//      CuTe static_asserts these when both values are static; for dynamic values CuTe computes
//      without checking, and LayoutLab still rejects a violation because the result would not equal A∘B.
//      Error text e.g. "composition: stride divisibility violated: (6,2) is not divisible by 4 at mode 0".
// @post shape(result) is compatible with shape(B); result(c) == A(B(c))
Result<Layout> composition(const Layout& a, const Layout& b);
// Layout ∘ Tiler: a Layout tiler as above; `_` keeps A; an integer n means make_layout(n); a tuple
// composes mode by mode (A's modes past rank(tiler) are dropped, as CuTe's composition does).
// @pre rank(tiler) <= rank(A) for tuple tilers (CuTe: static_assert)
Result<Layout> composition(const Layout& a, const Tiler& b);

// The same computation with every intermediate value recorded: A coalesced by B's profile, then per
// mode of B (in B's order) each "divide out the stride" / "mod out the shape" step, the per-mode result,
// and the final by-mode assembly. @post steps.result == composition(a, b)
Result<AlgebraSteps> composition_steps(const Layout& a, const Layout& b);
Result<AlgebraSteps> composition_steps(const Layout& a, const Tiler& b);

namespace throwing {
Layout composition(const Layout& a, const Layout& b);
Layout composition(const Layout& a, const Tiler& b);
// Internal: records steps into `rec` when non-null.
Layout composition(const Layout& a, const Layout& b, StepRecorder* rec, int depth);
Layout composition(const Layout& a, const Tiler& b, StepRecorder* rec, int depth);
}  // namespace throwing

}  // namespace ll
