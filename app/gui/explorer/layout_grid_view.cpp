#include "app/gui/explorer/layout_grid_view.hpp"

#include <QPainter>

namespace ll::gui {

LayoutGridView::LayoutGridView(LayoutGridModel* model, QWidget* parent) : QWidget(parent), model_(model) {
  connect(model_, &QAbstractItemModel::modelReset, this, [this] {
    updateGeometry();
    update();
  });
  setBackgroundRole(QPalette::Base);
  setAutoFillBackground(true);
}

QSize LayoutGridView::sizeHint() const { return geometry_.size_for(model_->scene()).toSize(); }

void LayoutGridView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing, false);
  paint_grid(p, model_->scene(), geometry_);
}

}  // namespace ll::gui
