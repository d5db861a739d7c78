#pragma once
// The explorer's arrangement of cards: as many columns as fit the width at the cards' minimum width, the
// rows sharing the height, so every card of a document is on screen at a glance (a classroom's projector
// included) instead of scrolling card A off the left edge. Only when the rows would be shorter than a
// card's minimum height does the view scroll, vertically.
#include <QLayout>
#include <QList>

namespace ll::gui {

class CardGridLayout : public QLayout {
 public:
  explicit CardGridLayout(QWidget* parent = nullptr) : QLayout(parent) {}
  ~CardGridLayout() override;

  void insertWidget(int position, QWidget* widget);
  // Columns and rows for `count` cards in `width` pixels.
  int columnsFor(int width) const;

  void addItem(QLayoutItem* item) override { items_.append(item); }
  int count() const override { return int(items_.size()); }
  QLayoutItem* itemAt(int index) const override { return items_.value(index); }
  QLayoutItem* takeAt(int index) override;
  Qt::Orientations expandingDirections() const override { return Qt::Horizontal | Qt::Vertical; }
  bool hasHeightForWidth() const override { return true; }
  int heightForWidth(int width) const override;
  QSize minimumSize() const override;
  QSize sizeHint() const override { return minimumSize(); }
  void setGeometry(const QRect& rect) override;

 private:
  int minimumCardWidth() const;
  int minimumCardHeight() const;
  QList<QLayoutItem*> items_;
};

}  // namespace ll::gui
