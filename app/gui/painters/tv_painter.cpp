#include "app/gui/painters/tv_painter.hpp"

#include <QPainterPath>
#include <algorithm>
#include <map>

namespace ll::gui {

QColor rgb_colour(const Rgb& c) { return QColor(c.r, c.g, c.b); }

QColor thread_colour(const Palette& p, std::int64_t thread) { return rgb_colour(palette_colour(p, thread)); }

namespace {

bool owned_by(const TvCell& cell, std::int64_t thread) {
  return std::any_of(cell.owners.begin(), cell.owners.end(), [&](const TvOwner& o) { return o.thread == thread; });
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

void paint_tv_scene(QPainter& painter, const TvScene& scene, const TvGeometry& g, const TvPaintState& state) {
  const Palette& palette = find_palette(state.palette);
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing, false);
  const bool labels = state.labels && g.cell >= 22;  // level of detail: labels drop when cells get small
  QFont font = painter.font();
  font.setPixelSize(std::max(7, static_cast<int>(g.cell * 0.26)));
  painter.setFont(font);
  const QPen grid_pen(QColor(40, 40, 40), g.cell >= 8 ? 1.0 : 0.0);
  const bool selecting = state.selected_thread >= 0;

  for (const TvPanel& p : scene.panels) {
    // Cells
    for (std::int64_t r = 0; r < p.rows; ++r) {
      for (std::int64_t c = 0; c < p.cols; ++c) {
        const TvCell& cell = p.at(r, c);
        const QRectF rect = g.cell_rect(p, r, c);
        const std::int64_t key = tv_cell_colour_key(p, r, c);
        QColor fill = key < 0 ? QColor(Qt::white) : thread_colour(palette, key);
        const bool mine = selecting && (p.kind == TvPanelKind::TvTable ? r == state.selected_thread
                                                                        : owned_by(cell, state.selected_thread));
        // Cells of other threads fade towards white so the selected thread stands out.
        if (selecting && !mine) fill = QColor((fill.red() + 3 * 245) / 4, (fill.green() + 3 * 245) / 4, (fill.blue() + 3 * 245) / 4);
        painter.fillRect(rect, fill);
        if (state.flag_ownership && p.kind == TvPanelKind::Ownership && cell.owners.empty())
          painter.fillRect(rect, QBrush(QColor(120, 120, 120), Qt::BDiagPattern));
        if (labels) {
          painter.setPen(Qt::black);
          painter.drawText(rect, Qt::AlignCenter, QString::fromStdString(tv_cell_label(p, cell)));
        }
      }
    }
    // Grid lines: one path per panel keeps big pictures cheap (and SVGs small).
    painter.setPen(grid_pen);
    QPainterPath lines;
    const QRectF first = g.cell_rect(p, 0, 0);
    const double w = p.cols * g.cell, h = p.rows * g.cell;
    for (std::int64_t r = 0; r <= p.rows; ++r) {
      lines.moveTo(first.left(), first.top() + r * g.cell);
      lines.lineTo(first.left() + w, first.top() + r * g.cell);
    }
    for (std::int64_t c = 0; c <= p.cols; ++c) {
      lines.moveTo(first.left() + c * g.cell, first.top());
      lines.lineTo(first.left() + c * g.cell, first.top() + h);
    }
    painter.drawPath(lines);
    // Ownership flags and the selection frame
    for (std::int64_t r = 0; r < p.rows; ++r)
      for (std::int64_t c = 0; c < p.cols; ++c) {
        const TvCell& cell = p.at(r, c);
        if (state.flag_ownership && p.kind == TvPanelKind::Ownership && cell.owners.size() > 1) {
          painter.setPen(QPen(QColor(200, 0, 0), 2));
          painter.drawRect(g.cell_rect(p, r, c).adjusted(2, 2, -2, -2));
        }
        if (selecting && (p.kind == TvPanelKind::TvTable ? r == state.selected_thread
                                                          : owned_by(cell, state.selected_thread))) {
          painter.setPen(QPen(Qt::black, 2.5));
          painter.drawRect(g.cell_rect(p, r, c).adjusted(1, 1, -1, -1));
        }
      }
    // Atom and warp outlines
    if (state.outlines) {
      for (const TvOutline& o : p.outlines) {
        const QRectF box = g.cell_rect(p, o.row0, o.col0).united(g.cell_rect(p, o.row1, o.col1));
        painter.setPen(o.kind == TvOutlineKind::Atom ? QPen(QColor(0, 0, 0), 3) : QPen(QColor(60, 60, 200), 2, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(box);
      }
    }
    // Register order of the selected thread: V0 -> V1 -> ...
    if (selecting && p.kind == TvPanelKind::Ownership) {
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
      for (std::int64_t r = 0; r < p.rows; ++r) {
        QRectF rect = g.cell_rect(p, r, -1);
        painter.drawText(rect.adjusted(0, 0, -4, 0), Qt::AlignRight | Qt::AlignVCenter, QString::number(r));
      }
      for (std::int64_t c = 0; c < p.cols; ++c)
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
