#pragma once
// A GEMM's CTA tile and the rule tying it to a TiledMMA, shared by the GEMM module (gpu/gemm) and the
// designer's CTA outline (core/scene/cta_tile.hpp), so a field and a run give the same answer.
#include <cstdint>
#include <string>

#include "core/util/result.hpp"

namespace ll {

// A GEMM's CTA tile (M, N, K) in elements, as `layoutlab-cli gemm --tile MxNxK` spells it.
struct CtaTile {
  std::int64_t m = 0, n = 0, k = 0;
  friend bool operator==(const CtaTile&, const CtaTile&) = default;
};

// @pre text is "MxNxK" (blanks allowed), each extent a positive integer <= 65536
// @post the three extents; otherwise an error naming what is wrong
Result<CtaTile> parse_cta_tile(const std::string& text);

// The GEMM module's rule (gpu/gemm resolve_gemm calls it): each CTA extent is a multiple of the TiledMMA's extent
// along that mode, with its message, e.g. "CTA tile M=100 is not a multiple of the TiledMMA's M extent 32".
// @pre tiled_m, tiled_n, tiled_k > 0 (tile_size<0..2> of the TiledMMA)
// @post `cta` unchanged when every mode divides
Result<CtaTile> check_cta_tile(const CtaTile& cta, std::int64_t tiled_m, std::int64_t tiled_n, std::int64_t tiled_k);

}  // namespace ll
