#include "app/gui/painters/grid_painter.hpp"

#include <QFontMetricsF>

namespace ll::gui {

QColor index_colour(std::int64_t index, std::int64_t max_index) {
  // Golden-ratio hue steps keep neighbouring indices apart; light values keep black text readable.
  double hue = std::fmod(0.13 + 0.618033988749895 * static_cast<double>(index), 1.0);
  (void)max_index;
  return QColor::fromHsvF(hue, 0.35, 0.97);
}

void paint_grid(QPainter& p, const GridScene& scene, const GridGeometry& g) {
  p.save();
  QFont font = p.font();
  font.setPixelSize(static_cast<int>(std::max(8.0, g.cell * 0.36)));
  p.setFont(font);
  const bool draw_labels = g.cell >= 14;  // level of detail: labels drop when cells get small
  for (const auto& cell : scene.cells) {
    QRectF r = g.cell_rect(cell.row, cell.col);
    p.fillRect(r, index_colour(cell.index, scene.max_index));
    p.setPen(QPen(Qt::black, 1));
    p.drawRect(r);
    if (draw_labels) p.drawText(r, Qt::AlignCenter, QString::number(cell.index));
  }
  if (draw_labels) {
    p.setPen(Qt::darkGray);
    for (std::int64_t r = 0; r < scene.rows; ++r) {
      QRectF cr = g.cell_rect(r, 0);
      p.drawText(QRectF(0, cr.top(), g.margin - 4, g.cell), Qt::AlignRight | Qt::AlignVCenter,
                 QString::fromStdString(scene.row_labels[r]));
    }
    for (std::int64_t c = 0; c < scene.cols; ++c) {
      QRectF cr = g.cell_rect(0, c);
      p.drawText(QRectF(cr.left(), 0, g.cell, g.margin - 2), Qt::AlignHCenter | Qt::AlignBottom,
                 QString::fromStdString(scene.col_labels[c]));
    }
  }
  p.restore();
}

}  // namespace ll::gui
