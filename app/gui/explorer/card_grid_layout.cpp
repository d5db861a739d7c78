#include "app/gui/explorer/card_grid_layout.hpp"

#include <QWidget>
#include <algorithm>

namespace ll::gui {

CardGridLayout::~CardGridLayout() {
  while (QLayoutItem* item = takeAt(0)) delete item;
}

void CardGridLayout::insertWidget(int position, QWidget* widget) {
  addChildWidget(widget);
  items_.insert(std::clamp(position, 0, int(items_.size())), new QWidgetItem(widget));
  invalidate();
}

QLayoutItem* CardGridLayout::takeAt(int index) {
  if (index < 0 || index >= items_.size()) return nullptr;
  return items_.takeAt(index);
}

int CardGridLayout::minimumCardWidth() const {
  int w = 1;
  for (auto* item : items_) w = std::max(w, item->minimumSize().width());
  return w;
}

int CardGridLayout::minimumCardHeight() const {
  int h = 1;
  for (auto* item : items_) h = std::max(h, item->minimumSize().height());
  return std::max(h, 300);  // room for the fields, the mode strip and a readable grid
}

int CardGridLayout::columnsFor(int width) const {
  const int n = int(items_.size());
  if (n == 0) return 1;
  const QMargins m = contentsMargins();
  const int usable = width - m.left() - m.right();
  return std::clamp((usable + spacing()) / (minimumCardWidth() + spacing()), 1, n);
}

int CardGridLayout::heightForWidth(int width) const {
  const int n = int(items_.size());
  const int rows = n == 0 ? 0 : (n + columnsFor(width) - 1) / columnsFor(width);
  const QMargins m = contentsMargins();
  return m.top() + m.bottom() + rows * minimumCardHeight() + std::max(0, rows - 1) * spacing();
}

QSize CardGridLayout::minimumSize() const {
  const QMargins m = contentsMargins();
  return {minimumCardWidth() + m.left() + m.right(), items_.isEmpty() ? 0 : minimumCardHeight() + m.top() + m.bottom()};
}

void CardGridLayout::setGeometry(const QRect& rect) {
  QLayout::setGeometry(rect);
  const int n = int(items_.size());
  if (n == 0) return;
  const QRect r = rect.marginsRemoved(contentsMargins());
  const int columns = columnsFor(rect.width());
  const int rows = (n + columns - 1) / columns;
  const int s = spacing();
  const int w = (r.width() - (columns - 1) * s) / columns;
  const int h = std::max(minimumCardHeight(), (r.height() - (rows - 1) * s) / rows);
  for (int i = 0; i < n; ++i)
    items_[i]->setGeometry(QRect(r.left() + (i % columns) * (w + s), r.top() + (i / columns) * (h + s), w, h));
}

}  // namespace ll::gui
