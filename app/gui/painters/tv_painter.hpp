#pragma once
// Draws a core TvScene (TV ownership grids: one TV layout, a TiledMMA's A/B/C, a TiledCopy's source and
// destination) with QPainter. The designer widgets, --screenshot and the SVG/PNG exports all paint
// through here, with the same colours (core/scene/palette.hpp) and labels (tv_cell_label) as the TikZ.
#include <QColor>
#include <QPainter>
#include <QPointF>
#include <QRectF>
#include <optional>

#include "core/scene/palette.hpp"
#include "core/scene/tv_scene.hpp"

namespace ll::gui {

struct TvGeometry {
  double cell = 40;    // cell edge in pixels
  double margin = 8;   // blank border around the picture
  QRectF cell_rect(const TvPanel& p, std::int64_t row, std::int64_t col) const {
    return QRectF(margin + (p.left + col) * cell, margin + (p.top + row) * cell, cell, cell);
  }
  QSizeF size_for(const TvScene& s) const { return QSizeF(2 * margin + s.cols * cell, 2 * margin + s.rows * cell); }
};

// What the widget adds on top of the plain picture (exports leave all of it off).
struct TvPaintState {
  std::string palette = "cute";
  std::int64_t selected_thread = -1;  // its cells highlighted, others dimmed, its register order drawn
  std::int64_t selected_count = 1;    // threads [selected_thread, + count) selected, e.g. a warp (32); order drawn for 1
  bool flag_ownership = false;        // mark cells owned never (hatched) or more than once (red frame)
  bool outlines = true;               // atom and warp outlines
  bool labels = true;
};

QColor rgb_colour(const Rgb& c);
QColor thread_colour(const Palette& p, std::int64_t thread);

void paint_tv_scene(QPainter& painter, const TvScene& scene, const TvGeometry& g, const TvPaintState& state);

// The cell under `pos` (widget coordinates): panel index, row and column.
struct TvHit {
  std::size_t panel = 0;
  std::int64_t row = 0, col = 0;
};
std::optional<TvHit> tv_hit_test(const TvScene& scene, const TvGeometry& g, QPointF pos);

}  // namespace ll::gui
