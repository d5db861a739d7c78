#include "app/gui/explorer/document_view.hpp"

#include <algorithm>

#include <QApplication>
#include <QFontMetrics>
#include <QMenu>
#include <QScreen>
#include <QStyle>
#include <QTimer>

#include "app/gui/document/card_commands.hpp"
#include "app/gui/explorer/card_grid_layout.hpp"
#include "app/gui/explorer/layout_card.hpp"
#include "app/gui/translations/core_messages.hpp"
#include "core/layout/print.hpp"

namespace ll::gui {

DocumentView::DocumentView(LayoutDocument* doc, ViewSettings* settings, QWidget* parent)
    : QScrollArea(parent), doc_(doc), settings_(settings) {
  setObjectName(QStringLiteral("documentView"));
  strip_ = new QWidget;
  row_ = new CardGridLayout(strip_);
  row_->setContentsMargins(6, 6, 6, 6);
  row_->setSpacing(8);
  setWidget(strip_);
  setWidgetResizable(true);
  setFrameShape(QFrame::NoFrame);
  for (std::size_t i = 0; i < doc_->cards().size(); ++i) insertCard(doc_->cards()[i].id, int(i));
  connect(doc_, &LayoutDocument::cardInserted, this, &DocumentView::insertCard);
  connect(doc_, &LayoutDocument::cardRemoved, this, &DocumentView::removeCard);
  // The current card follows the keyboard focus.
  connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
    for (QWidget* w = now; w; w = w->parentWidget())
      if (auto* card = qobject_cast<LayoutCard*>(w)) {
        if (card->parentWidget() == strip_) current_id_ = card->cardId();
        return;
      }
  });
}

LayoutCard* DocumentView::cardWidget(int id) const {
  for (auto* c : cardWidgets())
    if (c->cardId() == id) return c;
  return nullptr;
}

QList<LayoutCard*> DocumentView::cardWidgets() const {
  QList<LayoutCard*> out;
  for (int i = 0; i < row_->count(); ++i)
    if (auto* c = qobject_cast<LayoutCard*>(row_->itemAt(i)->widget())) out << c;
  return out;
}

LayoutCard* DocumentView::currentCard() const {
  if (auto* c = cardWidget(current_id_)) return c;
  const auto all = cardWidgets();
  return all.isEmpty() ? nullptr : all.front();
}

void DocumentView::insertCard(int id, int position) {
  auto* card = new LayoutCard(doc_, id, settings_, strip_);
  row_->insertWidget(position, card);
  connect(card, &LayoutCard::cardDropped, this, &DocumentView::showDropMenu);
  connect(card, &LayoutCard::stepRequested, this, &DocumentView::stepRequested);
  connect(card, &LayoutCard::exportRequested, this, &DocumentView::exportRequested);
  connect(card, &LayoutCard::actionPerformed, this, &DocumentView::actionPerformed);
  current_id_ = id;
  card->show();
  QTimer::singleShot(0, card, [this, card] { ensureWidgetVisible(card); });
}

void DocumentView::removeCard(int id) {
  if (auto* c = cardWidget(id)) {
    row_->removeWidget(c);
    c->deleteLater();
  }
  if (current_id_ == id) current_id_ = -1;
}

QMenu* DocumentView::buildDropMenu(int a_id, int b_id, QWidget* parent) {
  auto* menu = new QMenu(parent);
  menu->setObjectName(QStringLiteral("dropMenu"));
  menu->setToolTipsVisible(true);
  const Card* a = doc_->card(a_id);
  const Card* b = doc_->card(b_id);
  if (!a || !b) return menu;
  const QString title =
      tr("Combine %1 (target) with %2 (dropped)").arg(QString::fromStdString(a->name), QString::fromStdString(b->name));
  menu->addSection(title);
  // A card of a file that did not read takes part in no operation until its text is a layout.
  const Card* unread = a->unread ? a : b->unread ? b : nullptr;
  // A menu is as wide as its actions; the section title would be cut off (in bold, with the style's margins).
  QFont bold = menu->font();
  bold.setBold(true);
  const int wanted = QFontMetrics(bold).horizontalAdvance(title) + 4 * menu->style()->pixelMetric(QStyle::PM_MenuHMargin) + 32;
  const QScreen* screen = parent ? parent->screen() : nullptr;
  menu->setMinimumWidth(screen ? std::min(wanted, screen->availableGeometry().width()) : wanted);  // long card names
  Operation previous = Operation::Composition;
  for (Operation op : all_operations()) {
    const bool new_family = (op == Operation::Complement) || (op == Operation::LogicalDivide) ||
                            (op == Operation::LogicalProduct);
    if (new_family && op != previous) menu->addSeparator();
    previous = op;
    const QString expr = QString::fromStdString(operation_expression(op, a->name, b->name));
    QAction* action = menu->addAction(expr);
    action->setObjectName(QString::fromStdString(operation_name(op)));
    if (unread) {
      action->setEnabled(false);
      action->setToolTip(tr("card %1 holds no layout yet: %2").arg(QString::fromStdString(unread->name),
                                                                   translatedError(unread->unread->error)));
      continue;
    }
    auto result = apply_operation(op, a->layout, b->layout);
    if (result) {
      action->setToolTip(tr("= %1").arg(QString::fromStdString(to_string(*result))));
      connect(action, &QAction::triggered, this, [this, op, a_id, b_id] { applyOperation(op, a_id, b_id); });
    } else {
      action->setEnabled(false);
      action->setToolTip(errorText(result));
    }
  }
  return menu;
}

int DocumentView::applyOperation(Operation op, int a_id, int b_id, QString* error) {
  const Card* a = doc_->card(a_id);
  const Card* b = doc_->card(b_id);
  if (!a || !b) return -1;
  if (a->unread || b->unread) {
    const Card* unread = a->unread ? a : b;
    if (error)
      *error = tr("card %1 holds no layout yet: %2").arg(QString::fromStdString(unread->name), translatedError(unread->unread->error));
    return -1;
  }
  auto result = apply_operation(op, a->layout, b->layout);
  if (!result) {
    if (error) *error = errorText(result);
    if (auto* w = cardWidget(a_id)) w->showError(errorText(result));
    return -1;
  }
  Card card;
  card.name = doc_->unusedName().toStdString();
  card.layout = *result;
  card.expression = operation_expression(op, a->name, b->name);
  card.origin = CardOrigin{operation_name(op), a->layout, b->layout, a->name, b->name};
  auto* command = new ApplyOperation(doc_, card);
  doc_->undoStack()->push(command);
  emit actionPerformed(QString::fromStdString(card.expression));
  return command->cardId();
}

void DocumentView::showDropMenu(int source_id, int target_id, const QPoint& global) {
  QMenu* menu = buildDropMenu(target_id, source_id, this);
  menu->setAttribute(Qt::WA_DeleteOnClose);
  emit dropMenuShown(menu);
  menu->popup(global);
}

}  // namespace ll::gui
