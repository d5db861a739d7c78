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
  void keyPressEvent(QKeyEvent*) override;

 private:
  void sceneChanged();
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
  std::int64_t refining_from_ = 0;  // the block size of the scene a zoom asked to refine, until it arrives
};

}  // namespace ll::gui
