#pragma once
// Paints the grid of a LayoutGridModel; observes the model, owns no copy of the layout.
#include <QWidget>

#include "app/gui/explorer/layout_grid_model.hpp"
#include "app/gui/painters/grid_painter.hpp"

namespace ll::gui {

class LayoutGridView : public QWidget {
  Q_OBJECT
 public:
  explicit LayoutGridView(LayoutGridModel* model, QWidget* parent = nullptr);
  QSize sizeHint() const override;

 protected:
  void paintEvent(QPaintEvent*) override;

 private:
  LayoutGridModel* model_;
  GridGeometry geometry_;
};

}  // namespace ll::gui
