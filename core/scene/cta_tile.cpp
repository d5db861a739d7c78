#include "core/scene/cta_tile.hpp"

#include <algorithm>

namespace ll {
namespace {

std::int64_t ceil_div(std::int64_t a, std::int64_t b) { return (a + b - 1) / b; }

}  // namespace

Result<CtaTileScene> make_cta_tile_scene(const TvScene& scene, const CtaTile& cta) {
  const auto c = std::find_if(scene.panels.begin(), scene.panels.end(),
                              [](const TvPanel& p) { return p.name == "C" && p.kind == TvPanelKind::Ownership; });
  if (c == scene.panels.end()) return error_of(LL_TRANSLATABLE("CoreMessage", "CTA tile: the picture has no C ownership grid"));
  if (c->rows <= 0 || c->cols <= 0) return error_of(LL_TRANSLATABLE("CoreMessage", "CTA tile: the C grid is empty"));
  if (cta.m <= 0 || cta.n <= 0) return error_of(LL_TRANSLATABLE("CoreMessage", "CTA tile: extents must be positive"));
  if (auto checked = check_cta_tile(CtaTile{cta.m, cta.n, 1}, c->rows, c->cols, 1); !checked)
    return checked.failure();
  CtaTileScene out{scene, {}};
  CtaTileOverlay& o = out.overlay;
  o.cta = cta;
  o.tile_m = c->rows, o.tile_n = c->cols;
  o.repeats_m = cta.m / c->rows, o.repeats_n = cta.n / c->cols;
  o.c_panel = static_cast<std::size_t>(c - scene.panels.begin());
  if (cta.m * cta.n <= kMaxCtaTileCells) {
    // In place: repeat (0, 0) is the C panel itself, the others continue right of and below it.
    o.region = CellRect{c->top, c->left, cta.m, cta.n};
  } else {
    // Condensed beside C (two cells leave room for its row labels), the longest side kCtaMiniMapCells.
    o.condensed = true;
    while (ceil_div(std::max(cta.m, cta.n), o.scale) > kCtaMiniMapCells) o.scale *= 2;
    o.region = CellRect{c->top, c->left + c->cols + 2, ceil_div(cta.m, o.scale), ceil_div(cta.n, o.scale)};
  }
  out.scene.rows = std::max(out.scene.rows, o.region.top + o.region.rows);
  out.scene.cols = std::max(out.scene.cols, o.region.left + o.region.cols);
  return out;
}

CellRect cta_repeat_rect(const CtaTileOverlay& o, std::int64_t i, std::int64_t j) {
  const std::int64_t s = std::max<std::int64_t>(o.scale, 1);
  const std::int64_t top = i * o.tile_m / s, bottom = ceil_div((i + 1) * o.tile_m, s);
  const std::int64_t left = j * o.tile_n / s, right = ceil_div((j + 1) * o.tile_n, s);
  return CellRect{o.region.top + top, o.region.left + left, bottom - top, right - left};
}

std::optional<CtaCell> cta_tile_cell(const CtaTileOverlay& o, std::int64_t scene_row, std::int64_t scene_col) {
  if (o.condensed || o.tile_m <= 0 || o.tile_n <= 0) return std::nullopt;
  const std::int64_t m = scene_row - o.region.top, n = scene_col - o.region.left;
  if (m < 0 || n < 0 || m >= o.region.rows || n >= o.region.cols) return std::nullopt;
  CtaCell cell{m, n, m / o.tile_m, n / o.tile_n, m % o.tile_m, n % o.tile_n};
  if (cell.repeat_m == 0 && cell.repeat_n == 0) return std::nullopt;
  return cell;
}

}  // namespace ll
