#pragma once
// Private to core/algebra: the working form of a layout inside coalesce, filter, complement and
// composition -- its flat modes (shape and stride leaves, left to right), held inline. Those operations
// read nothing but the flat modes, so they run on this form and build an IntTuple once, for the result
// (converting IntTuple <-> lists several times per operation was most of the algebra's cost).
#include <cstdint>
#include <string>

#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"
#include "core/util/inline_vector.hpp"
#include "core/util/mode_path.hpp"

namespace ll::algebra_detail {

inline constexpr std::size_t kInlineModes = 16;
using FlatInts = InlineVector<Int, kInlineModes>;

struct FlatModes {
  FlatInts shape;
  FlatInts stride;
  std::size_t size() const { return shape.size(); }
  bool empty() const { return shape.empty(); }
  void push_back(Int s, Int d) {
    shape.push_back(s);
    stride.push_back(d);
  }
};

// A layout's shape and stride by reference, so that a mode of a layout is passed on without copying it.
// Only as a parameter: it must not outlive the layout it refers to.
struct LayoutRef {
  const IntTuple& shape;
  const IntTuple& stride;
  LayoutRef(const Layout& l) : shape(l.shape), stride(l.stride) {}
  LayoutRef(const IntTuple& s, const IntTuple& d) : shape(s), stride(d) {}
  Layout copy() const { return Layout{shape, stride}; }
};
// Mode i of l; an integral layout is its own mode 0. @pre i < rank(l)
LayoutRef mode_ref(LayoutRef l, std::size_t i);

// The leaves of t, left to right, appended to out. @pre no `_` ("unexpected `_` in a layout")
void append_flat(const IntTuple& t, FlatInts& out);
// @pre l congruent (checked at the public entry points)
FlatModes flat_modes(LayoutRef l);
// As CuTe's coalesce builds its result: one mode is an integral layout, more a flat tuple.
// @pre !m.empty()
Layout to_layout(const FlatModes& m);
// Modes [begin, end) of m. @pre begin <= end <= m.size()
FlatModes modes_between(const FlatModes& m, std::size_t begin, std::size_t end);
// to_layout(m).shape alone.
IntTuple shape_of(const FlatModes& m);

// CuTe's detail::bw_coalesce over the flat modes. A lone static `_1` mode becomes `_1:_0`.
// keep_trailing (CuTe's detail::coalesce_x): a trailing `_1` extent counts as `_2`, so the function
// stays right outside the domain. @pre !m.empty() (error "coalesce: the layout has no modes (rank 0)")
FlatModes coalesce_flat(const FlatModes& m, bool keep_trailing = false);
// CuTe's coalesce of a shape on its leaves (fold_first): neighbours of equal staticness multiply.
// @pre !leaves.empty()
FlatInts coalesce_leaves(const FlatInts& leaves);
// filter(L): static `_0`-stride modes become `_1`, then coalesce.
FlatModes filter_flat(LayoutRef l);

}  // namespace ll::algebra_detail
