#include "app/gui/painters/cta_tile_painter.hpp"

#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace ll::gui {
namespace {

QColor toward_white(const QColor& c, int parts_white) {
  const int w = parts_white, n = parts_white + 1;
  return QColor((c.red() + w * 250) / n, (c.green() + w * 250) / n, (c.blue() + w * 250) / n);
}

QRectF rect_of(const TvGeometry& g, const CellRect& r) {
  return QRectF(g.margin + r.left * g.cell, g.margin + r.top * g.cell, r.cols * g.cell, r.rows * g.cell);
}

// Scene rows/columns [first, last) of `r` that intersect the painter's clip (all of them without a clip).
std::pair<std::int64_t, std::int64_t> visible_span(double clip_lo, double clip_hi, const TvGeometry& g,
                                                   std::int64_t first, std::int64_t count) {
  const auto lo = static_cast<std::int64_t>(std::floor((clip_lo - g.margin) / g.cell));
  const auto hi = static_cast<std::int64_t>(std::ceil((clip_hi - g.margin) / g.cell));
  return {std::clamp(lo, first, first + count), std::clamp(hi, first, first + count)};
}

void paint_repeats(QPainter& painter, const TvScene& scene, const CtaTileOverlay& o, const TvGeometry& g,
                   const TvPaintState& state) {
  const Palette& palette = find_palette(state.palette);
  const TvPanel& c = scene.panels[o.c_panel];
  const CellRect& region = o.region;
  QRectF clip = painter.hasClipping() ? painter.clipBoundingRect() : QRectF();
  if (clip.isEmpty()) clip = rect_of(g, region);
  const auto [row0, row1] = visible_span(clip.top(), clip.bottom(), g, region.top, region.rows);
  const auto [col0, col1] = visible_span(clip.left(), clip.right(), g, region.left, region.cols);
  const bool selecting = state.selected_thread >= 0;
  const bool labels = state.labels && g.cell >= 22;
  painter.setPen(QColor(110, 110, 110));
  for (std::int64_t r = row0; r < row1; ++r)
    for (std::int64_t col = col0; col < col1; ++col) {
      const auto cell = cta_tile_cell(o, r, col);
      if (!cell) continue;  // repeat (0, 0) is the C panel, already painted
      const TvCell& owner = c.at(cell->tile_row, cell->tile_col);
      const std::int64_t key = tv_cell_colour_key(c, cell->tile_row, cell->tile_col);
      const bool mine = selecting && std::any_of(owner.owners.begin(), owner.owners.end(),
                                                 [&](const TvOwner& t) { return t.thread == state.selected_thread; });
      // Repeats are lighter so the TiledMMA tile itself stays the subject; the selected thread's cells keep
      // their colour in every repeat: where its accumulators lie across the CTA tile.
      QColor fill = key < 0 ? QColor(Qt::white) : thread_colour(palette, key);
      fill = mine ? fill : toward_white(fill, selecting ? 4 : 2);
      const QRectF rect(g.margin + col * g.cell, g.margin + r * g.cell, g.cell, g.cell);
      painter.fillRect(rect, fill);
      if (labels) painter.drawText(rect, Qt::AlignCenter, QString::fromStdString(tv_cell_label(c, owner)));
    }
  if (g.cell >= 8) {
    painter.setPen(QPen(QColor(175, 175, 175), 1.0));
    QPainterPath lines;
    for (std::int64_t r = row0; r <= row1; ++r) {
      lines.moveTo(g.margin + col0 * g.cell, g.margin + r * g.cell);
      lines.lineTo(g.margin + col1 * g.cell, g.margin + r * g.cell);
    }
    for (std::int64_t col = col0; col <= col1; ++col) {
      lines.moveTo(g.margin + col * g.cell, g.margin + row0 * g.cell);
      lines.lineTo(g.margin + col * g.cell, g.margin + row1 * g.cell);
    }
    painter.drawPath(lines);
  }
}

void paint_coordinates(QPainter& painter, const TvScene& scene, const CtaTileOverlay& o, const TvGeometry& g) {
  // C's own labels cover 0..tile-1; the CTA's continue beside the repeats (A ends at row tile_m, B at
  // column tile_n), every element where they fit, the first of each repeat in the outline's colour.
  if (o.condensed || g.cell < 12) return;
  const TvPanel& c = scene.panels[o.c_panel];
  QFont font = painter.font();
  font.setPixelSize(std::max(7, static_cast<int>(g.cell * 0.26)));
  QFont bold = font;
  bold.setBold(true);
  auto label = [&](const QRectF& rect, std::int64_t v, bool first, Qt::Alignment align) {
    painter.setFont(first ? bold : font);
    painter.setPen(first ? cta_outline_colour() : QColor(90, 90, 90));
    painter.drawText(rect, align, QString::number(v));
  };
  for (std::int64_t m = o.tile_m; m < o.cta.m; ++m)
    label(g.cell_rect(c, m, -1).adjusted(0, 0, -4, 0), m, m % o.tile_m == 0, Qt::AlignRight | Qt::AlignVCenter);
  for (std::int64_t n = o.tile_n; n < o.cta.n; ++n)
    label(g.cell_rect(c, -1, n), n, n % o.tile_n == 0, Qt::AlignHCenter | Qt::AlignBottom);
}

}  // namespace

QColor cta_outline_colour() { return QColor(214, 96, 0); }

void paint_cta_tile(QPainter& painter, const TvScene& scene, const CtaTileOverlay& o, const TvGeometry& g,
                    const TvPaintState& state) {
  if (o.c_panel >= scene.panels.size() || o.repeats() <= 0) return;
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing, false);
  QFont font = painter.font();
  font.setPixelSize(std::max(7, static_cast<int>(g.cell * 0.26)));
  painter.setFont(font);
  const QRectF region = rect_of(g, o.region);
  if (o.condensed) {
    // One cell per scale x scale elements: the repeats as boxes, the C grid's own tile (repeat (0, 0)) filled.
    painter.fillRect(region, QColor(252, 244, 236));
    painter.fillRect(rect_of(g, cta_repeat_rect(o, 0, 0)), cta_outline_colour().lighter(150));
  } else {
    paint_repeats(painter, scene, o, g, state);
  }
  // Repeat boundaries; where they would crowd (mini-maps of many small tiles), every k-th one only, k a
  // power of two keeping them 8 pixels apart.
  const double step_m = g.cell * double(o.tile_m) / double(o.scale), step_n = g.cell * double(o.tile_n) / double(o.scale);
  auto every = [](double step) {
    std::int64_t k = 1;
    while (step * double(k) < 8.0) k *= 2;
    return k;
  };
  const std::int64_t every_m = every(step_m), every_n = every(step_n);
  painter.setPen(QPen(QColor(70, 70, 70), 1.5, Qt::DashLine));
  for (std::int64_t i = every_m; i < o.repeats_m; i += every_m) {
    const double y = region.top() + double(i) * step_m;
    painter.drawLine(QPointF(region.left(), y), QPointF(region.right(), y));
  }
  for (std::int64_t j = every_n; j < o.repeats_n; j += every_n) {
    const double x = region.left() + double(j) * step_n;
    painter.drawLine(QPointF(x, region.top()), QPointF(x, region.bottom()));
  }
  paint_coordinates(painter, scene, o, g);
  // The CTA tile; in the mini-map the C grid's tile is outlined too, so the two read as one tile.
  painter.setBrush(Qt::NoBrush);
  painter.setPen(QPen(cta_outline_colour(), std::max(3.0, g.cell * 0.12)));
  painter.drawRect(region);
  if (o.condensed) {
    painter.setPen(QPen(cta_outline_colour(), 2.0, Qt::DashLine));
    const TvPanel& c = scene.panels[o.c_panel];
    painter.drawRect(g.cell_rect(c, 0, 0).united(g.cell_rect(c, c.rows - 1, c.cols - 1)));
  }
  painter.restore();
}

}  // namespace ll::gui
