#include "app/gui/painters/tv_painter.hpp"

#include <QFontMetricsF>
#include <QPaintEngine>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

#include "app/gui/painters/grid_painter.hpp"

namespace ll::gui {

QColor rgb_colour(const Rgb& c) { return QColor(c.r, c.g, c.b); }

QColor thread_colour(const Palette& p, std::int64_t thread) { return rgb_colour(palette_colour(p, thread)); }

namespace {

bool owned_by(const TvCell& cell, std::int64_t thread) {
  return std::any_of(cell.owners.begin(), cell.owners.end(), [&](const TvOwner& o) { return o.thread == thread; });
}

// Whether a cell belongs to the selection: a TV table's row, or an ownership cell with a selected owner.
bool selected_cell(const TvPanel& p, const TvCell& cell, std::int64_t row, const TvPaintState& state) {
  const std::int64_t first = state.selected_thread, last = state.selected_thread + std::max<std::int64_t>(1, state.selected_count);
  if (p.kind == TvPanelKind::TvTable) return row >= first && row < last;
  return std::any_of(cell.owners.begin(), cell.owners.end(), [&](const TvOwner& o) { return o.thread >= first && o.thread < last; });
}

// Centre of the cell where `thread` holds `value` in panel p, if it holds it there.
std::map<std::int64_t, QPointF> register_path(const TvPanel& p, const TvGeometry& g, std::int64_t thread) {
  std::map<std::int64_t, QPointF> by_value;
  for (std::int64_t r = 0; r < p.rows; ++r)
    for (std::int64_t c = 0; c < p.cols; ++c)
      for (const auto& o : p.at(r, c).owners)
        if (o.thread == thread) by_value.emplace(o.value, g.cell_rect(p, r, c).center());
  return by_value;
}

}  // namespace

namespace {
// The lines of `text` centred in `rect`, as drawText(rect, AlignCenter) shows them. On a raster device each
// line is blitted from pre-rendered glyphs (thousands of labels a repaint, text shaping would dominate);
// vector output (SVG) keeps real text.
void draw_centred_lines(QPainter& painter, const QFontMetricsF& metrics, const GlyphAtlas* glyphs, const QRectF& rect,
                        const QString& text) {
  const QStringList lines = text.split(QLatin1Char('\n'));
  const double height = metrics.height(), first = rect.center().y() - height * double(lines.size() - 1) / 2;
  for (qsizetype i = 0; i < lines.size(); ++i) {
    const QPointF centre(rect.center().x(), first + height * double(i));
    if (glyphs && glyphs->draw(painter, centre, lines[i], false)) continue;
    painter.drawText(QPointF(centre.x() - metrics.horizontalAdvance(lines[i]) / 2,
                             centre.y() - metrics.height() / 2 + metrics.ascent()), lines[i]);
  }
}
}  // namespace

void paint_tv_scene(QPainter& painter, const TvScene& scene, const TvGeometry& g, const TvPaintState& state) {
  const Palette& palette = find_palette(state.palette);
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing, false);
  const bool labels = state.labels && g.cell >= 22;  // level of detail: labels drop when cells get small
  QFont font = painter.font();
  font.setPixelSize(std::max(7, static_cast<int>(g.cell * 0.26)));
  painter.setFont(font);
  const QFontMetricsF metrics(font);
  // Label glyphs for raster painting: owners "T12|T40" over values "V3", tables "(4,7)".
  std::optional<GlyphAtlas> glyphs;
  // (not under a scaling transform: a scaled export would stretch glyphs rendered at one size)
  if (state.labels && painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::Raster &&
      !painter.worldTransform().isScaling()) {
    glyphs.emplace();
    glyphs->chars = "0123456789TV|-(),";
    glyphs->ensure(font, painter.device() ? painter.device()->devicePixelRatioF() : 1.0);
  }
  const QPen grid_pen(QColor(40, 40, 40), g.cell >= 8 ? 1.0 : 0.0);
  const bool selecting = state.selected_thread >= 0;
  // Only the exposed part is painted (a 256 x 256 tile is 65,536 labelled cells, a viewport shows a few
  // thousand); a painter without a clip (exports) paints everything.
  const std::optional<QRectF> seen = painter.hasClipping() ? std::optional(painter.clipBoundingRect()) : std::nullopt;

  for (const TvPanel& p : scene.panels) {
    // The panel's visible rows [r0, r1) and columns [c0, c1), one cell more for labels on the edges.
    std::int64_t r0 = 0, r1 = p.rows, c0 = 0, c1 = p.cols;
    if (seen) {
      const QRectF origin = g.cell_rect(p, 0, 0);
      auto clip = [&](double lo, double hi, double at, std::int64_t n, std::int64_t& a, std::int64_t& b) {
        a = std::clamp<std::int64_t>(static_cast<std::int64_t>(std::floor((lo - at) / g.cell)) - 1, 0, n);
        b = std::clamp<std::int64_t>(static_cast<std::int64_t>(std::ceil((hi - at) / g.cell)) + 1, a, n);
      };
      clip(seen->top(), seen->bottom(), origin.top(), p.rows, r0, r1);
      clip(seen->left(), seen->right(), origin.left(), p.cols, c0, c1);
    }
    // Cells
    for (std::int64_t r = r0; r < r1; ++r) {
      for (std::int64_t c = c0; c < c1; ++c) {
        const TvCell& cell = p.at(r, c);
        const QRectF rect = g.cell_rect(p, r, c);
        const std::int64_t key = tv_cell_colour_key(p, r, c);
        QColor fill = key < 0 ? QColor(Qt::white) : thread_colour(palette, key);
        const bool mine = selecting && selected_cell(p, cell, r, state);
        // Cells of other threads fade towards white so the selected thread stands out.
        if (selecting && !mine) fill = QColor((fill.red() + 3 * 245) / 4, (fill.green() + 3 * 245) / 4, (fill.blue() + 3 * 245) / 4);
        painter.fillRect(rect, fill);
        if (state.flag_ownership && p.kind == TvPanelKind::Ownership && cell.owners.empty())
          painter.fillRect(rect, QBrush(QColor(120, 120, 120), Qt::BDiagPattern));
        if (labels) {
          painter.setPen(Qt::black);
          draw_centred_lines(painter, metrics, glyphs ? &*glyphs : nullptr, rect, QString::fromStdString(tv_cell_label(p, cell)));
        }
      }
    }
    // Grid lines: one path per panel keeps big pictures cheap (and SVGs small).
    painter.setPen(grid_pen);
    QPainterPath lines;
    const QRectF first = g.cell_rect(p, r0, c0);
    const double w = double(c1 - c0) * g.cell, h = double(r1 - r0) * g.cell;
    for (std::int64_t r = r0; r <= r1; ++r) {
      lines.moveTo(first.left(), first.top() + double(r - r0) * g.cell);
      lines.lineTo(first.left() + w, first.top() + double(r - r0) * g.cell);
    }
    for (std::int64_t c = c0; c <= c1; ++c) {
      lines.moveTo(first.left() + double(c - c0) * g.cell, first.top());
      lines.lineTo(first.left() + double(c - c0) * g.cell, first.top() + h);
    }
    painter.drawPath(lines);
    // Ownership flags and the selection frame
    for (std::int64_t r = r0; r < r1; ++r)
      for (std::int64_t c = c0; c < c1; ++c) {
        const TvCell& cell = p.at(r, c);
        if (state.flag_ownership && p.kind == TvPanelKind::Ownership && cell.owners.size() > 1) {
          painter.setPen(QPen(QColor(200, 0, 0), 2));
          painter.drawRect(g.cell_rect(p, r, c).adjusted(2, 2, -2, -2));
        }
        if (selecting && selected_cell(p, cell, r, state)) {
          painter.setPen(QPen(Qt::black, 2.5));
          painter.drawRect(g.cell_rect(p, r, c).adjusted(1, 1, -1, -1));
        }
      }
    // Atom and warp outlines
    if (state.outlines) {
      for (const TvOutline& o : p.outlines) {
        const QRectF box = g.cell_rect(p, o.row0, o.col0).united(g.cell_rect(p, o.row1, o.col1));
        if (seen && !box.adjusted(-3, -3, 3, 3).intersects(*seen)) continue;
        painter.setPen(o.kind == TvOutlineKind::Atom ? QPen(QColor(0, 0, 0), 3) : QPen(QColor(60, 60, 200), 2, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(box);
      }
    }
    // Register order of the selected thread: V0 -> V1 -> ...
    if (selecting && state.selected_count <= 1 && p.kind == TvPanelKind::Ownership) {
      const auto path = register_path(p, g, state.selected_thread);
      if (path.size() > 1) {
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setPen(QPen(QColor(200, 30, 30, 200), std::max(1.5, g.cell * 0.06)));
        QPainterPath arrow;
        arrow.moveTo(path.begin()->second);
        for (auto it = std::next(path.begin()); it != path.end(); ++it) arrow.lineTo(it->second);
        painter.drawPath(arrow);
        painter.setBrush(QColor(200, 30, 30));
        painter.drawEllipse(path.begin()->second, g.cell * 0.08, g.cell * 0.08);
        painter.setBrush(Qt::NoBrush);
        painter.setRenderHint(QPainter::Antialiasing, false);
      }
    }
    // Axis labels and the panel's name
    if (g.cell >= 12) {
      painter.setPen(QColor(90, 90, 90));
      for (std::int64_t r = r0; r < r1; ++r) {
        QRectF rect = g.cell_rect(p, r, -1);
        painter.drawText(rect.adjusted(0, 0, -4, 0), Qt::AlignRight | Qt::AlignVCenter, QString::number(r));
      }
      for (std::int64_t c = c0; c < c1; ++c)
        painter.drawText(g.cell_rect(p, -1, c), Qt::AlignHCenter | Qt::AlignBottom, QString::number(c));
      if (!p.name.empty()) {
        QFont bold = font;
        bold.setBold(true);
        bold.setPixelSize(std::max(9, static_cast<int>(g.cell * 0.4)));
        painter.setFont(bold);
        painter.setPen(Qt::black);
        painter.drawText(g.cell_rect(p, -1, -1), Qt::AlignCenter, QString::fromStdString(p.name));
        painter.setFont(font);
      }
    }
  }
  painter.restore();
}

std::optional<TvHit> tv_hit_test(const TvScene& scene, const TvGeometry& g, QPointF pos) {
  const auto col = static_cast<std::int64_t>(std::floor((pos.x() - g.margin) / g.cell));
  const auto row = static_cast<std::int64_t>(std::floor((pos.y() - g.margin) / g.cell));
  for (std::size_t i = 0; i < scene.panels.size(); ++i) {
    const TvPanel& p = scene.panels[i];
    if (row >= p.top && row < p.top + p.rows && col >= p.left && col < p.left + p.cols)
      return TvHit{i, row - p.top, col - p.left};
  }
  return std::nullopt;
}

}  // namespace ll::gui
