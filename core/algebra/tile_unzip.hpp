#pragma once
// Private to core/algebra: CuTe's tile_unzip (zip2_by guided by the tiler) and the slicing that
// tiled_/flat_ divides and products apply to its result.
#include "core/layout/tiler.hpp"
#include "core/layout/layout.hpp"

namespace ll::algebra_detail {

// CuTe's tile_unzip; cute/layout.hpp (not the docs): "Follow the profile of @a tile and zip the rank-2 modes located
// at the terminals into their own mode."
// @pre l is a logical_divide/logical_product result: a rank-2 (tile, rest) mode at each terminal of the tiler
// @post ((tile modes...), (rest modes..., untiled modes...)), following the tiler's profile.
// Consumes l (its modes are moved into the result).
Layout tile_unzip(Layout&& l, const Tiler& tiler, const char* op);
// result(_, repeat<R1>(_)) (both = false) or result(repeat<R0>(_), repeat<R1>(_)) (both = true).
// Consumes zipped.
Layout unpack_modes(Layout&& zipped, bool both);

}  // namespace ll::algebra_detail
