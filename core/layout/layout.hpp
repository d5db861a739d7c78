#pragma once
// CuTe's Layout (cute/layout.hpp): a pair of congruent IntTuples, shape and stride, read as a function
// from coordinates to indices. Free functions with CuTe's names; template arguments (get<1,0>,
// take<B,E>, upcast<N>) become leading int parameters. Errors: see int_tuple.hpp (ll::fail).
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "core/layout/int_tuple.hpp"

namespace ll {

struct Layout {
  IntTuple shape;
  IntTuple stride;
  friend bool operator==(const Layout&, const Layout&) = default;
};

// CuTe's dispatch tags for make_layout(shape, tag).
struct LayoutLeft {};   // GenColMajor
struct LayoutRight {};  // GenRowMajor

// ---------------------------------------------------------------------------------------------------
// Construction
// ---------------------------------------------------------------------------------------------------
// make_layout(shape): compact column-major; a static `_1` extent gets stride `_0`.
// @pre shape holds integers only, every extent > 0 ("make_layout: extent 0 at mode 1 is not positive")
Layout make_layout(const IntTuple& shape);
Layout make_layout(const IntTuple& shape, LayoutLeft);
Layout make_layout(const IntTuple& shape, LayoutRight);
// make_layout(shape, stride). @pre congruent(shape, stride) ("shape (4,8) and stride (1) are not
// congruent"), integers only, every extent > 0
Layout make_layout(const IntTuple& shape, const IntTuple& stride);
Layout make_layout(IntTuple&& shape, IntTuple&& stride);
// Layout<Shape<Int<...>...>, Stride<Int<...>...>>: a flat layout of static extents and strides, as CuTe's traits write
// them; one extent is a plain integer (make_static_layout({32}, {1}) is `_32:_1`), more a tuple.
// @pre as make_layout; shape and stride of one length
Layout make_static_layout(std::initializer_list<std::int64_t> shape, std::initializer_list<std::int64_t> stride);
// The same, keeping negative extents as CuTe does: CuTe prints them (left_inverse(_4:_-1) is
// `(_-1,_4):(_0,_1)`), so a printed value reads back. A layout with one has a negative size, so no cells:
// LayoutLab measures and prints it (size, cosize, shape, stride, get, flatten) and computes nothing else.
// @pre as make_layout's, with |extent| > 0 in place of extent > 0
Layout make_layout_as_printed(const IntTuple& shape, const IntTuple& stride);
bool has_negative_extent(const IntTuple& shape);
// make_layout(L0, L1, ...): concatenation, (s0,s1,...):(d0,d1,...). One layout gives (s0):(d0).
Layout make_layout(const std::vector<Layout>& layouts);
Layout make_layout(std::vector<Layout>&& layouts);
Layout make_layout(std::initializer_list<Layout> layouts);
// make_ordered_layout(shape, order): compact strides in the order of `order` (stride.hpp compact_order).
Layout make_ordered_layout(const IntTuple& shape, const IntTuple& order);
// make_layout_like(L): compact layout with L's shape, strides ordered as L's, static-0 strides kept.
Layout make_layout_like(const Layout& l);
// make_identity_layout(shape): make_layout(shape, make_basis_like(shape)), strides scaled bases (core/expr).

// ---------------------------------------------------------------------------------------------------
// Accessors. `modes` is CuTe's <I...>: empty = the whole layout.
// @pre every index in range at its level ("get<2>: index 2 out of range for rank 2")
// ---------------------------------------------------------------------------------------------------
IntTuple shape(const Layout& l, std::initializer_list<int> modes = {});
IntTuple stride(const Layout& l, std::initializer_list<int> modes = {});
Int size(const Layout& l, std::initializer_list<int> modes = {});  // static iff those extents are
Int rank(const Layout& l, std::initializer_list<int> modes = {});  // static
Int depth(const Layout& l, std::initializer_list<int> modes = {});  // static
// cosize = size(coshape): (shape-1)·|stride| + 1, with CuTe's staticness (inner_product then + _1).
Int cosize(const Layout& l, std::initializer_list<int> modes = {});
IntTuple coshape(const Layout& l, std::initializer_list<int> modes = {});
// vector forms for callers with run-time index lists (the expression evaluator)
IntTuple shape(const Layout& l, const std::vector<int>& modes);
IntTuple stride(const Layout& l, const std::vector<int>& modes);
Int size(const Layout& l, const std::vector<int>& modes);
Int rank(const Layout& l, const std::vector<int>& modes);
Int depth(const Layout& l, const std::vector<int>& modes);
Int cosize(const Layout& l, const std::vector<int>& modes);

// get<I...>(L) / layout<I...>(L): the sub-layout of a mode (layout<>() is L itself).
Layout get(const Layout& l, std::initializer_list<int> modes);
Layout get(const Layout& l, const std::vector<int>& modes);
Layout layout(const Layout& l, const std::vector<int>& modes = {});

// ---------------------------------------------------------------------------------------------------
// Mode manipulation (as CuTe builds them, e.g. take<0,1> of `8:1` is `(8):(1)`)
// ---------------------------------------------------------------------------------------------------
// select<I...>: always a tuple of the chosen modes. @pre each I < rank
Layout select(const Layout& l, const std::vector<int>& modes);
// take<B,E>: modes [B,E). @pre 0 <= B < E <= rank ("take: empty range" / "take: range out of bounds")
Layout take(const Layout& l, int begin, int end);
// group<B,E>: modes [B,E) grouped into one. E == -1 means rank. @pre 0 <= B <= E <= rank
Layout group(const Layout& l, int begin, int end);
// flatten: depth <= 1. unflatten(L, profile) @pre L flat with as many modes as profile has leaves
Layout flatten(const Layout& l);
Layout unflatten(const Layout& l, const IntTuple& profile);
// append(L[, X]) / prepend(L[, X]): X defaults to `_1:_0`. A non-tuple L becomes a rank-2 layout.
Layout append(const Layout& l, const Layout& x = Layout{Int{1, true}, Int{0, true}});
Layout prepend(const Layout& l, const Layout& x = Layout{Int{1, true}, Int{0, true}});
// append<N>(L[, X]) / prepend<N>: pad to rank N with X. @pre N >= rank(L)
Layout append(const Layout& l, int n, const Layout& x = Layout{Int{1, true}, Int{0, true}});
Layout prepend(const Layout& l, int n, const Layout& x = Layout{Int{1, true}, Int{0, true}});
// replace<I>(L, X): mode I replaced by X. @pre I < rank(L)
Layout replace(const Layout& l, int index, const Layout& x);

// ---------------------------------------------------------------------------------------------------
// Evaluation
// ---------------------------------------------------------------------------------------------------
// L(c): c an integer (1-D coordinate), a tuple (natural/hierarchical or per-mode 1-D), as CuTe's
// crd2idx(c, shape, stride). @pre no `_` in c (use slice), in range ("coordinate 8 is out of range
// for mode 0 of extent 8"), tuple coordinates weakly congruent to the shape.
Int crd2idx(const IntTuple& coord, const Layout& l);
// Fast path for the app: L(i) for a 1-D integer coordinate. @pre 0 <= i < size(l)
std::int64_t evaluate(const Layout& l, std::int64_t coord);
// Whether sum over the leaves of (extent-1)*|stride| fits in int64: then no value of L, nor any partial sum
// of one, overflows (evaluate and values_in_order answer alike).
bool values_fit_int64(const Layout& l);
// L(0), L(1), ..., L(size(L)-1) by one odometer walk over the leaves: O(1) amortized per value against a
// crd2idx each (print_layout's tables, ownership). @return nullopt when a step of the walk overflows int64
// (never when values_fit_int64(l)). @pre size(l) is what the caller means to hold in memory
std::optional<std::vector<std::int64_t>> values_in_order(const Layout& l);
// L(c0, c1, ...) == L((c0, c1, ...)).
Int evaluate(const Layout& l, std::span<const IntTuple> coords);
inline Int evaluate(const Layout& l, std::initializer_list<IntTuple> coords) {
  return evaluate(l, std::span<const IntTuple>(coords.begin(), coords.size()));
}
// get_hier_coord(idx) (idx2crd(idx, shape, stride), compact layouts only), get_flat_coord(idx),
// get_1d_coord(idx), as Layout's member functions of the same names.
IntTuple get_hier_coord(const Layout& l, const Int& idx);
IntTuple get_flat_coord(const Layout& l, const Int& idx);
Int get_1d_coord(const Layout& l, const Int& idx);
// slice(c, L): the sub-layout at the `_` modes of c. dice(c, L): the other modes.
// slice_and_offset(c, L): (slice(c, L), L at c with `_` read as 0).  @pre c weakly congruent to shape
Layout slice(const IntTuple& coord, const Layout& l);
Layout dice(const IntTuple& coord, const Layout& l);
struct SliceAndOffset {
  Layout layout;
  Int offset;
};
SliceAndOffset slice_and_offset(const IntTuple& coord, const Layout& l);

// ---------------------------------------------------------------------------------------------------
// Recasting (layout.hpp upcast/downcast/recast_layout)
// ---------------------------------------------------------------------------------------------------
// upcast<N>: static stride d: shape ceil_div(s, ceil_div(N, |d|)), stride signum(d)*ceil_div(|d|, N);
// static _0 stride kept; dynamic stride: safe_div(d, N).
// @pre N > 0; static strides: d % N == 0 or N % d == 0 ("upcast: divisibility condition violated: ...")
Layout upcast(const Layout& l, int n);
// downcast<N>: stride ±_1 modes multiply their extent by N, others multiply the stride by N.
// @pre N > 0, some leaf stride is a static _1 or the layout is a non-tuple (CuTe: has_int1 assert)
Layout downcast(const Layout& l, int n);
// recast_layout<Old,New>(L) for types of old_bits / new_bits bits (sizeof_bits): ratio new/old reduced
// to num/den; downcast<den>(upcast<num>(L)) with the trivial steps skipped.
Layout recast_layout(const Layout& l, int old_bits, int new_bits);

}  // namespace ll
