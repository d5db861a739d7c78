#pragma once
// A document's cards side by side. Owns the card widgets (one per card of the document, created and
// destroyed as the document's signals say) and turns a card-onto-card drop into the operations menu.
#include <QMenu>
#include <QScrollArea>

#include "app/gui/document/layout_document.hpp"
#include "core/document/operation.hpp"



namespace ll::gui {

class CardGridLayout;
class LayoutCard;
class ViewSettings;

class DocumentView : public QScrollArea {
  Q_OBJECT
 public:
  DocumentView(LayoutDocument* doc, ViewSettings* settings, QWidget* parent = nullptr);

  LayoutDocument* document() const { return doc_; }
  LayoutCard* cardWidget(int id) const;
  QList<LayoutCard*> cardWidgets() const;
  // The card the user last worked in (the first card when none).
  LayoutCard* currentCard() const;
  void setCurrentCard(int id) { current_id_ = id; }

  // The menu a drop of card B onto card A offers: every operation, those invalid for the pair disabled
  // with the core's reason as their tooltip. Triggering an action applies it.
  QMenu* buildDropMenu(int a_id, int b_id, QWidget* parent);
  // Computes op(A, B) in the core and adds it as a new card (one ApplyOperation command).
  // @post the new card's id, or -1 with `error` set
  int applyOperation(Operation op, int a_id, int b_id, QString* error = nullptr);

 signals:
  void stepRequested(int card_id);
  void exportRequested(int card_id, const QString& format);
  void actionPerformed(const QString& expression);
  void dropMenuShown(QMenu* menu);

 private:
  void insertCard(int id, int position);
  void removeCard(int id);
  void showDropMenu(int source_id, int target_id, const QPoint& global);

  LayoutDocument* doc_;
  ViewSettings* settings_;
  QWidget* strip_;
  CardGridLayout* row_;  // every card on screen at a glance
  int current_id_ = -1;
};

}  // namespace ll::gui
