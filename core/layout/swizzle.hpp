#pragma once
// CuTe's Swizzle<B,M,S> (cute/swizzle.hpp) and ComposedLayout<A,Offset,B> (cute/layout_composed.hpp,
// cute/swizzle_layout.hpp): A ∘ Offset ∘ B, evaluated as A(offset + B(c)). A is a Swizzle or a Layout.
// Errors: see int_tuple.hpp (ll::fail).
#include <cstdint>
#include <initializer_list>
#include <variant>
#include <vector>

#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"

namespace ll {

// Swizzle<B,M,S>: offset ^ shiftr(offset & yyy_msk, S), i.e. the B bits at M+max(0,S) are XORed onto
// the B bits at M-min(0,S).
struct Swizzle {
  int bits = 0;   // BBits
  int base = 0;   // MBase
  int shift = 0;  // SShift
  friend bool operator==(const Swizzle&, const Swizzle&) = default;
};

// @pre B >= 0, M >= 0, |S| >= B, and all masks fit in 32 bits (CuTe: static_asserts, int masks)
//      e.g. "Swizzle<3,4,2>: abs(SShift) must be at least BBits"
Swizzle make_swizzle(int bits, int base, int shift);
// CuTe's make_swizzle<Y,Z>() from the Y and Z bit masks. @pre popcount(Y) == popcount(Z), masks valid
Swizzle make_swizzle_from_masks(std::uint32_t yyy_mask, std::uint32_t zzz_mask);
std::int64_t yyy_msk(const Swizzle& s);
std::int64_t zzz_msk(const Swizzle& s);
// Swizzle::apply. Static iff the offset is. @pre offset >= 0
Int apply(const Swizzle& s, Int offset);
// upcast<N>/downcast<N> of a swizzle (swizzle_layout.hpp). @pre N a power of two
Swizzle upcast(const Swizzle& s, int n);
Swizzle downcast(const Swizzle& s, int n);
Swizzle recast_layout(const Swizzle& s, int old_bits, int new_bits);

struct ComposedLayout;

// ComposedLayout's outer function: a Swizzle or a Layout.
using ComposedOuter = std::variant<Swizzle, Layout>;

// One function of a ComposedLayout chain with the offset added before it: x -> function(offset + x).
struct ComposedStage {
  ComposedOuter function;
  Int offset{0, true};
  friend bool operator==(const ComposedStage&, const ComposedStage&) = default;
};

// A ∘ O ∘ B. CuTe's B may itself be a ComposedLayout (composition(Sw∘L, Sw∘L) nests one in the other):
// its stages then sit in `inner`, outermost first, and layout_b is the innermost Layout, so the value is
// A(O + inner[0].function(inner[0].offset + ... layout_b(c))). Shape, size and cosize are layout_b's at
// any depth, as CuTe's accessors forward to layout_b() level by level.
struct ComposedLayout {
  ComposedOuter layout_a;
  Int offset{0, true};
  Layout layout_b;
  std::vector<ComposedStage> inner;
  // CuTe's smem_ptr_flag_bits<B> as the offset (GMMA's smem layout atoms: an smem pointer of B-bit elements not
  // set yet, printed `smem_ptr[Bb](unset)`): worth 0, kept by the operations on layout_b, recast with it; 0 when
  // the offset is a plain integer.
  int smem_ptr_flag_bits = 0;
  friend bool operator==(const ComposedLayout&, const ComposedLayout&) = default;
};

// A Layout or a ComposedLayout: what composition with a swizzle returns (CuTe drops Swizzle<0,M,S>∘_0).
using AnyLayout = std::variant<Layout, ComposedLayout>;

// CuTe's 3-argument composition(A, offset, B): always a ComposedLayout, except Swizzle<0,M,S> with a
// static _0 offset, which returns B itself.
AnyLayout composition(const Swizzle& a, const Int& offset, const Layout& b);
ComposedLayout composition(const Layout& a, const Int& offset, const Layout& b);
// The same with any outer function and any inner value: a ComposedLayout inner nests (CuTe drops the
// identity swizzle only in front of a plain Layout).
AnyLayout composition(const ComposedOuter& a, const Int& offset, const AnyLayout& b);
// CuTe's layout_b(): the inner value, a ComposedLayout when l nests one.
AnyLayout inner_layout(const ComposedLayout& l);
// composition(Swizzle, Layout) == composition(sw, _0, L).
AnyLayout composition(const Swizzle& a, const Layout& b);
// make_layout(Swizzle<B,M,S>) == composition(sw, Int<M+B+abs(S)>:_1) (sic: CuTe's extent is M+B+|S|).
AnyLayout make_layout(const Swizzle& s);
// make_composed_layout(A, offset, B): the ComposedLayout without simplification (B nests when composed).
ComposedLayout make_composed_layout(const ComposedOuter& a, const Int& offset, const Layout& b);
ComposedLayout make_composed_layout(const ComposedOuter& a, const Int& offset, const ComposedLayout& b);

// The chain's functions applied to a value of layout_b: A(O + inner...(x)).
Int apply_functions(const ComposedLayout& l, const Int& layout_b_value);
// Evaluation: A(offset + B(c)). @pre c valid for B (see crd2idx)
Int crd2idx(const IntTuple& coord, const ComposedLayout& l);
Int evaluate(const ComposedLayout& l, std::span<const IntTuple> coords);
inline Int evaluate(const ComposedLayout& l, std::initializer_list<IntTuple> coords) {
  return evaluate(l, std::span<const IntTuple>(coords.begin(), coords.size()));
}

// Accessors forward to layout_b (shape, size, rank, depth, cosize), as CuTe does; no stride.
IntTuple shape(const ComposedLayout& l, std::initializer_list<int> modes = {});
Int size(const ComposedLayout& l, std::initializer_list<int> modes = {});
Int rank(const ComposedLayout& l, std::initializer_list<int> modes = {});
Int depth(const ComposedLayout& l, std::initializer_list<int> modes = {});
Int cosize(const ComposedLayout& l, std::initializer_list<int> modes = {});
// composition(A, smem_ptr_flag_bits<bits>, b): what CuTe's GMMA smem layout atoms are (and keep under the
// operations on layout_b); a ComposedLayout b nests.
AnyLayout with_smem_ptr_flag(const ComposedOuter& a, int bits, const AnyLayout& b);
// composition(A, O, ...) for l = A∘O∘B, level by level from the innermost: what an operation on layout_b
// gives back (so may simplify; an smem_ptr flag is kept).
AnyLayout recompose(const ComposedLayout& l, const Layout& inner);
AnyLayout recompose(const ComposedLayout& l, const AnyLayout& inner);
// Mode operations apply to layout_b and recompose with composition(A, offset, ·) (so may simplify).
AnyLayout get(const ComposedLayout& l, const std::vector<int>& modes);
AnyLayout layout(const ComposedLayout& l, const std::vector<int>& modes = {});
AnyLayout take(const ComposedLayout& l, int begin, int end);
AnyLayout flatten(const ComposedLayout& l);
AnyLayout group(const ComposedLayout& l, int begin, int end);
// (slice(c, A∘O∘B) is core/algebra/composed.hpp's: a swizzled layout decays through composition.)
// upcast/downcast of A, offset and B (layout_composed.hpp). Layout A: as for layouts. Always a
// ComposedLayout: CuTe's recast offset is a C<0u>, so an identity swizzle is not dropped here.
AnyLayout upcast(const ComposedLayout& l, int n);
AnyLayout downcast(const ComposedLayout& l, int n);

}  // namespace ll
