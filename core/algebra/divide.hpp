#pragma once
// CuTe's divides (cute/layout.hpp): split L into tiles of the tiler's shape and the "rest".
// logical_divide(L, T) = composition(L, make_layout(T, complement(T, shape(coalesce(L))))), applied
// mode by mode for tuple tilers; the others regroup its result.
#include "core/algebra/steps.hpp"
#include "core/layout/tiler.hpp"
#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll {

// CuTe's logical_divide. CuTe's layout algebra doc: "Informally, `logical_divide(A, B)` splits a layout `A` into two modes
// -- in the first mode are all elements pointed to by `B` and in the second mode are all elements not pointed to by `B`."
// @pre rank(tiler) <= rank(L) for tuple tilers ("logical_divide: Too many modes in tiler.")
// @pre the complement and composition preconditions hold (errors name the failing step)
// @post per tiled mode: ((tile), (rest)); untiled modes kept
Layout logical_divide(const Layout& l, const Tiler& tiler);
// CuTe's zipped/tiled/flat_divide. CuTe's layout algebra doc: "Suppose we have a `Layout` and a `Tiler` of some
// shape, then each operation will apply `logical_divide`, but potentially rearrange the modes into more convenient forms."
// @pre as logical_divide
// @post layout<0>(zipped_divide(L, T)) == composition(L, T) (stated in the same doc)
// ((tile modes...), (rest modes...))
Layout zipped_divide(const Layout& l, const Tiler& tiler);
// ((tile modes...), rest0, rest1, ...)
Layout tiled_divide(const Layout& l, const Tiler& tiler);
// (tile0, tile1, ..., rest0, rest1, ...)
Layout flat_divide(const Layout& l, const Tiler& tiler);

// Steps of logical_divide: per tiled mode, the complement of the tile, the concatenation
// (tile, complement), and the composition's own steps. @post steps.result == logical_divide(l, tiler)
Result<AlgebraSteps> logical_divide_steps(const Layout& l, const Tiler& tiler);

}  // namespace ll
