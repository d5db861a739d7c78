#pragma once
// Draws a core GridScene with QPainter. The widget, --screenshot and the PNG/SVG exports all paint
// through here, so they show the same picture.
#include <QColor>
#include <QPainter>
#include <QRectF>

#include "core/scene/grid_scene.hpp"

namespace ll::gui {

struct GridGeometry {
  double cell = 36;    // cell edge in pixels
  double margin = 28;  // room for the coordinate labels
  QRectF cell_rect(std::int64_t row, std::int64_t col) const {
    return QRectF(margin + col * cell, margin + row * cell, cell, cell);
  }
  QSizeF size_for(const GridScene& s) const { return QSizeF(2 * margin + s.cols * cell, 2 * margin + s.rows * cell); }
};

// A distinct, evenly spread colour per index.
QColor index_colour(std::int64_t index, std::int64_t max_index);

void paint_grid(QPainter& p, const GridScene& scene, const GridGeometry& g);

}  // namespace ll::gui
