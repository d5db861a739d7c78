#pragma once
// The CTA tile over a TiledMMA's C grid. A GEMM's CTA computes a CTA_M x CTA_N block of C with one
// TiledMMA whose tile (tile_size M x N) repeats CTA_M/M x CTA_N/N times (partition_C's (RestM, RestN)
// modes); every thread owns the same cells in each repeat. This file computes that picture on top of a
// TvScene's C panel: the CTA outline, the repeats, and for huge tiles a condensed mini-map beside C.
#include <cstdint>
#include <optional>
#include <string>

#include "core/scene/tv_scene.hpp"
#include "core/tiled/cta_tile.hpp"
#include "core/util/result.hpp"

namespace ll {

// A rectangle of scene cells (absolute, like TvPanel::top/left).
struct CellRect {
  std::int64_t top = 0, left = 0, rows = 0, cols = 0;
  friend bool operator==(const CellRect&, const CellRect&) = default;
};

// Beyond this many CTA elements the repeats are not drawn cell by cell but as a condensed mini-map.
constexpr std::int64_t kMaxCtaTileCells = std::int64_t{256} * 256;
// The condensed mini-map's longest side, in scene cells.
constexpr std::int64_t kCtaMiniMapCells = 64;

struct CtaTileOverlay {
  CtaTile cta;
  std::int64_t tile_m = 0, tile_n = 0;        // the TiledMMA's tile: the C panel's rows and columns
  std::int64_t repeats_m = 0, repeats_n = 0;  // CTA_M / tile_m, CTA_N / tile_n
  std::size_t c_panel = 0;                    // index of the C panel in the scene
  // Full: the CTA region starts at C's top-left cell and holds one cell per element; repeat (i, j)
  // shows C's cells again. Condensed: the region sits right of C, one cell per scale x scale elements.
  bool condensed = false;
  std::int64_t scale = 1;
  CellRect region;                            // the whole CTA tile (its outline)
  std::int64_t repeats() const { return repeats_m * repeats_n; }
};

// The CTA tile drawn over `scene`'s C ownership panel; the returned scene is `scene` grown to hold it.
// @pre cta passes check_cta_tile against the C panel (rows = tile M, cols = tile N); `scene` has an
//      Ownership panel named "C"
// @post overlay.repeats_m * tile_m == cta.m (same for n); scene.rows/cols contain overlay.region
struct CtaTileScene {
  TvScene scene;
  CtaTileOverlay overlay;
};
Result<CtaTileScene> make_cta_tile_scene(const TvScene& scene, const CtaTile& cta);

// Repeat (i, j)'s rectangle, in scene cells (condensed: rounded outwards to whole cells).
// @pre 0 <= i < repeats_m, 0 <= j < repeats_n
CellRect cta_repeat_rect(const CtaTileOverlay& overlay, std::int64_t i, std::int64_t j);

// The C element a scene cell of the CTA region stands for (full mode only), with its repeat and the cell of
// the TiledMMA tile (the C panel) that owns the same threads. std::nullopt outside the region, in
// condensed mode, or on the C panel itself (repeat (0, 0) is the panel).
struct CtaCell {
  std::int64_t m = 0, n = 0;            // in the CTA tile
  std::int64_t repeat_m = 0, repeat_n = 0;
  std::int64_t tile_row = 0, tile_col = 0;  // in the C panel
};
std::optional<CtaCell> cta_tile_cell(const CtaTileOverlay& overlay, std::int64_t scene_row, std::int64_t scene_col);

}  // namespace ll
