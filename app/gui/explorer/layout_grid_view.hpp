#pragma once
// Paints the grid of a LayoutGridModel; observes the model and the window's ViewSettings, owns no copy
// of the layout. Hover shows the cell's coordinates and index and outlines every cell with the same
// index; Ctrl+wheel (or +/-) zooms with level of detail; dragging pans the enclosing scroll area.
#include <QWidget>

#include "app/gui/explorer/layout_grid_model.hpp"
#include "app/gui/explorer/view_settings.hpp"
#include "app/gui/painters/grid_painter.hpp"
#include "core/lesson/lesson.hpp"

namespace ll::gui {

class LayoutGridView : public QWidget {
  Q_OBJECT
 public:
  explicit LayoutGridView(LayoutGridModel* model, ViewSettings* settings, QWidget* parent = nullptr);
  QSize sizeHint() const override;

  const GridGeometry& geometry() const { return geometry_; }
  GridStyle style() const;
  double cellSize() const { return geometry_.cell; }
  void setCellSize(double cell);
  void zoomBy(double factor) { setCellSize(geometry_.cell * factor); }
  // Zoom to `pixels` per cell of the layout: a huge rank <= 2 layout then shows the part on screen in
  // blocks drawn 12-24 px wide (single cells from 12 px a cell), a smaller one that cell size.
  void setPixelsPerCell(double pixels);
  double pixelsPerCell() const { return geometry_.cell / double(model_->scene().block_cols); }
  // Fit the grid into `available` pixels, never above the preferred cell size.
  void fitInto(QSize available, double max_cell = 0);
  // Hover the cell at (slab, row, col) as the mouse would (tests, --hover).
  void hoverCell(std::int64_t slab, std::int64_t row, std::int64_t col);
  const GridHighlight& highlight() const { return highlight_; }
  // Cells outlined while nothing is hovered (a lesson step's highlight); kept across scene rebuilds.
  void setMarkedCells(const lesson::Highlight& marks);
  const GridHighlight& markedCells() const { return marked_; }
  QString hoverText() const { return hover_text_; }
  QString legendText() const;

 signals:
  void hovered(const QString& text);

 protected:
  void paintEvent(QPaintEvent*) override;
  void mouseMoveEvent(QMouseEvent*) override;
  void mousePressEvent(QMouseEvent*) override;
  void mouseReleaseEvent(QMouseEvent*) override;
  void leaveEvent(QEvent*) override;
  void wheelEvent(QWheelEvent*) override;
  void moveEvent(QMoveEvent*) override;
  void keyPressEvent(QKeyEvent*) override;

 private:
  void sceneChanged();
  // A huge rank <= 2 layout zoomed in: ask the model for the visible part (and a margin) in blocks that draw
  // 12-24 px wide, or for the whole picture again when its own blocks are fine enough.
  void planWindow(double pixels = 0);
  bool windows() const;  // whether this scene is shown through windows (rank <= 2, more cells than the budget)
  void hoverAt(QPointF p);
  void setHover(GridGeometry::Hit hit);
  LayoutGridModel* model_;
  ViewSettings* settings_;
  GridGeometry geometry_;
  GridPicture picture_;
  GridHighlight highlight_;
  lesson::Highlight marks_;
  GridHighlight marked_;
  QString hover_text_;
  QPoint pan_from_;
  bool panning_ = false;
  bool user_zoomed_ = false;
  double window_pixels_ = 0;  // pixels per layout cell a window was asked at, until its scene arrives
  bool window_check_queued_ = false;
  std::int64_t refining_from_ = 0;  // the block size of the scene a zoom asked to refine, until it arrives
};

}  // namespace ll::gui
