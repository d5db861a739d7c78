#pragma once
// Draws a core CtaTileOverlay over a TvScene painted by paint_tv_scene: the TiledMMA tile's repeats across
// the CTA tile (lighter copies of C's owners; the selected thread's cells in full colour in every repeat),
// the repeat boundaries, the CTA outline and its M/N coordinates; for huge tiles the condensed mini-map.
#include <QPainter>

#include "app/gui/painters/tv_painter.hpp"
#include "core/scene/cta_tile.hpp"

namespace ll::gui {

// The outline's colour, shared by the widget's caption so the two read as one.
QColor cta_outline_colour();

// @pre `scene` is the one make_cta_tile_scene returned with `overlay`
void paint_cta_tile(QPainter& painter, const TvScene& scene, const CtaTileOverlay& overlay, const TvGeometry& g,
                    const TvPaintState& state);

}  // namespace ll::gui
