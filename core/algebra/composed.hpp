#pragma once
// The algebra on CuTe's Swizzle and ComposedLayout (cute/swizzle_layout.hpp, cute/layout_composed.hpp).
// Every operation on a ComposedLayout A∘O∘B applies to B and recomposes with composition(A, O, ·), as CuTe
// does; composition(Layout, Swizzle) moves the swizzle to the left by evaluating the layout at its masks.
#include "core/layout/tiler.hpp"
#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"
#include "core/layout/swizzle.hpp"
#include "core/util/result.hpp"

namespace ll {

// composition(A∘O∘B, T) = composition(A, O, composition(B, T)).
AnyLayout composition(const ComposedLayout& a, const Tiler& b);
// composition(A∘O∘B, C∘P∘D) = composition(A, O, composition(B, C∘P∘D)): nests when B's side stays composed.
AnyLayout composition(const ComposedLayout& a, const ComposedLayout& b);
// CuTe: composition(make_swizzle<a(yyy_msk), a(zzz_msk)>(), a) — "works in simple cases".
// @pre the images of the masks form a valid swizzle (equal bit counts, as make_swizzle<Y,Z> asserts)
AnyLayout composition(const Layout& a, const Swizzle& b);
// composition(composition(L, B.layout_a), B.layout_b), recursing into a nested B.
// @pre offset(B) is a static _0 ("Require offset == 0.")
AnyLayout composition(const Layout& a, const ComposedLayout& b);

// complement of layout_b; the default cotarget is cosize(L).
Layout complement(const ComposedLayout& l);
Layout complement(const ComposedLayout& l, const IntTuple& cotarget);
// Swizzle outer with static _0 offset: composition(right_inverse(B), swizzle); otherwise
// composition(right_inverse(B), -offset, right_inverse(A)) (left_inverse alike).
// @pre the result is representable (a Swizzle cannot be the inner function of a ComposedLayout)
AnyLayout right_inverse(const ComposedLayout& l);
AnyLayout left_inverse(const ComposedLayout& l);

// CuTe's slice(c, A∘O∘B) (layout_composed.hpp, swizzle_layout.hpp's slice_and_offset):
// - a Layout A: A∘(O + B(c with `_` as 0))∘slice(c, B);
// - a Swizzle A at an all-`_` c: composition(A, O, slice(c, B));
// - a Swizzle A otherwise: where slice(c, B) touches no pair of bits the swizzle XORs together, CuTe decays
//   it to a plain layout whose strides carry the swizzle's effect at c (negative where a bit is flipped),
//   static where the bits c sets are known at compile time (the offset is CuTe's MixedBits); else the
//   ComposedLayout A∘(O ^ bits of c)∘slice(c, B).
// @pre c weakly congruent with shape(B); a Swizzle A with B >= 2 bits when c has a non-`_` leaf
// @post for a plain result R: R(i) + (the offset CuTe moves out) == (A∘O∘B)(c with `_` at i)
AnyLayout slice(const IntTuple& coord, const ComposedLayout& l);

// Applied to layout_b, recomposed with (A, O).
AnyLayout coalesce(const ComposedLayout& l);
AnyLayout coalesce(const ComposedLayout& l, const IntTuple& profile);
AnyLayout filter(const ComposedLayout& l, const IntTuple& profile);
AnyLayout logical_divide(const ComposedLayout& l, const Tiler& tiler);
AnyLayout zipped_divide(const ComposedLayout& l, const Tiler& tiler);
AnyLayout tiled_divide(const ComposedLayout& l, const Tiler& tiler);
AnyLayout flat_divide(const ComposedLayout& l, const Tiler& tiler);
AnyLayout logical_product(const ComposedLayout& l, const Tiler& tiler);
AnyLayout zipped_product(const ComposedLayout& l, const Tiler& tiler);
AnyLayout tiled_product(const ComposedLayout& l, const Tiler& tiler);
AnyLayout flat_product(const ComposedLayout& l, const Tiler& tiler);
AnyLayout blocked_product(const ComposedLayout& l, const Layout& tiler);
AnyLayout raked_product(const ComposedLayout& l, const Layout& tiler);

}  // namespace ll
