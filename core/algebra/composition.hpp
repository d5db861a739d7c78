#pragma once
// CuTe's composition (cute/layout.hpp composition_impl): R = A∘B with R(c) == A(B(c)) for every c in
// B's domain, shaped like B. A is first coalesced by B's coprofile; each (integer) mode s:d of B then
// "divides out" the stride d from A's extents and "mods out" the shape s.
// Results carry CuTe's staticness: `composition((10,2):(16,4),(5,4):(1,5))` is
// `((5,1),(2,2)):((16,4),(80,4))`, the all-static form `(_5,(_2,_2)):(_16,(_80,_4))`.
#include "core/algebra/steps.hpp"
#include "core/layout/tiler.hpp"
#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll {

// CuTe's composition(A, B). CuTe's layout algebra doc: "Starting again from the observation that `Layout`s are
// just functions from integers to integers, we can define functional composition that results in another `Layout`."
// @pre for each mode s:d of B (B's leaves, in order) and each mode i < last of coalesced A with extent a,
//      while d is the stride still to divide out and r the extent of B still to place:
//      - stride divisibility: d % a == 0 or d < a. CuTe static_asserts this when d and a are static;
//        LayoutLab also rejects, for any staticness, the cases where CuTe's answer is not A∘B: r > 1 and
//        not (d % a == 0 or a % d == 0 or (d < a and r <= ceil(a/d))).
//        e.g. "composition: stride divisibility violated: (_6,_2) is not divisible by _4 at mode 0"
//      - shape divisibility: r % min(ceil(a/d), r) == 0 (CuTe: static_assert when static; a remainder
//        otherwise makes size(result) != size(B), so it is rejected for dynamic values too).
//        e.g. "composition: shape divisibility violated: _6 is not divisible by _4 at mode 0"
//      - a dynamic stride 0 in B meets a multi-mode A: CuTe divides by it (SIGFPE); rejected.
//      - carry across modes (B of several modes; neither CuTe nor its docs check it): let reach_i be the sum,
//        over B's modes, of the largest offset (n-1)*d each places inside A's mode i (n steps of stride d).
//        Where reach_i plus the carry from below passes A's extent s_i, the next mode of A of extent > 1
//        must continue mode i (stride s_i*d_i); otherwise A(B(c)) carries and is not the sum of the modes'
//        results. Exact for B strides of one sign: it rejects iff some c gives R(c) != A(B(c)).
//        e.g. composition((_5,_32):(_1,_15), (_2,_4):(_4,_1)): CuTe prints (_2,_4):(_4,_1), but A(5) = 15
//        "composition: carry across modes violated: B's modes together pass extent _5 of A's mode 0 in
//         (_5,_32):(_1,_15), and its next stride _15 is not _5*_1 at mode 1"
//      Everything else, including dynamic size-1 modes and out-of-domain strides, is computed as CuTe
//      does. ("mode" names B's mode: "1" or "1,0" for nested modes.)
// @post shape(result) is compatible with shape(B); result(c) == A(B(c))
Layout composition(const Layout& a, const Layout& b);
// CuTe's composition(A, Tiler). CuTe's layout algebra doc: "With (2) and (3), the `composition` is performed on
// each pair of corresponding modes of `A` and `B`, until case (1) is found."
// Layout ∘ Tiler: a Layout tiler as above; `_` keeps A; an integer n means n:_1 (CuTe composes with
// stride Int<1>, so even `_1` keeps its stride, unlike make_layout); a tuple
// composes mode by mode (A's modes past rank(tiler) are dropped, as CuTe's composition does).
// @pre rank(tiler) <= rank(A) for tuple tilers (CuTe: static_assert)
// @post for a tuple tiler: rank(result) == rank(tiler), layout<i>(result) == composition(layout<i>(A), tiler_i)
Layout composition(const Layout& a, const Tiler& b);

// The same computation with every intermediate value recorded: A coalesced by B's profile, then per
// mode of B (in B's order) each "divide out the stride" / "mod out the shape" step, the per-mode result,
// and the final by-mode assembly. @post steps.result == composition(a, b)
Result<AlgebraSteps> composition_steps(const Layout& a, const Layout& b);
Result<AlgebraSteps> composition_steps(const Layout& a, const Tiler& b);

}  // namespace ll
