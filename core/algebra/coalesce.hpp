#pragma once
// CuTe's coalesce and filter (cute/layout.hpp): simplify a layout without changing it as a function on
// its domain. Staticness as in CuTe: only *static* size-1 modes are dropped (a dynamic `1` stays), and
// two modes merge only when CuTe can prove s0*d0 == d1 at compile time (so dynamic strides never merge
// unless the product folds to a static value, e.g. through a static `_0` stride).
#include "core/algebra/steps.hpp"
#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll {

// CuTe's coalesce(layout). CuTe's layout algebra doc: "If we only care about input integers, then we can
// manipulate the shape and number of modes of the `Layout` without changing it as a function."
// @post depth(result) <= 1, size(result) == size(l), result(i) == l(i) for 0 <= i < size(l)
//       e.g. coalesce((_2,(_1,_6)):(_1,(_6,_2))) == _12:_1
Layout coalesce(const Layout& l);
// CuTe's coalesce(layout, trg_profile); CuTe's layout algebra doc: "Apply coalesce at the terminals of trg_profile"
// Coalesces by mode at the terminals of `profile` (a tuple profile keeps those modes apart; an integer
// profile coalesces the whole sub-layout).
// @pre rank(profile) <= rank(l) wherever profile is a tuple   (CuTe: static_assert)
// @post congruent with `profile` down to its terminals, modes of l past rank(profile) kept as they are
Layout coalesce(const Layout& l, const IntTuple& profile);
// CuTe's coalesce(Shape): merge neighbouring extents of equal staticness. e.g. (_2,_4,8,_2) -> (_8,8,_2)
// cute/layout.hpp (not the docs): "Combine static and dynamic modes of a shape."
// @post size(result) == size(shape), depth(result) <= 1
IntTuple coalesce(const IntTuple& shape);

// CuTe's filter_zeros; cute/layout.hpp (not the docs): "Replace the modes in layout that have a 0-stride with a 1-size"
// Replace every mode whose stride is a static `_0` by a static `_1` extent (a dynamic 0 stride is kept,
// as in CuTe, so filter cannot drop it).
// @post result(i) == l(i) for the kept modes; shape congruent with l
Layout filter_zeros(const Layout& l);
// CuTe's filter; cute/layout.hpp (not the docs): "Remove all of the 0-strides and 1-sizes"
// coalesce(filter_zeros(l)): drop all stride-0 and static size-1 modes. An empty result is `_1:_0`.
// @post depth(result) <= 1, image(result) == image(l)
Layout filter(const Layout& l);
// filter applied at the terminals of `profile`. @pre as for coalesce(l, profile)
Layout filter(const Layout& l, const IntTuple& profile);

}  // namespace ll
