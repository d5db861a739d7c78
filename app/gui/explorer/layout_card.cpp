#include "app/gui/explorer/layout_card.hpp"

#include <QApplication>
#include <QClipboard>
#include <QDrag>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QMouseEvent>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

#include "app/gui/document/card_commands.hpp"
#include "app/gui/exporters/card_export.hpp"
#include "app/gui/explorer/layout_grid_model.hpp"
#include "app/gui/explorer/layout_grid_view.hpp"
#include "app/gui/explorer/view_settings.hpp"
#include "app/gui/translations/core_messages.hpp"
#include "core/expr/eval.hpp"
#include "core/document/operation.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"

namespace ll::gui {
namespace {


// The card's grip: pressing and moving starts a drag of the whole card.
class CardHandle : public QLabel {
  // No Q_OBJECT: without it tr() would be QLabel's and look up context "QLabel" (docs/translations.md).
  Q_DECLARE_TR_FUNCTIONS(CardHandle)

 public:
  CardHandle(LayoutDocument* doc, int id, QWidget* parent) : QLabel(QStringLiteral("⠿"), parent), doc_(doc), id_(id) {
    setCursor(Qt::OpenHandCursor);
    setToolTip(tr("Drag this card onto another card to combine them"));
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.4);
    setFont(f);
  }

 protected:
  void mousePressEvent(QMouseEvent* e) override { press_ = e->position().toPoint(); }
  void mouseMoveEvent(QMouseEvent* e) override {
    if (!(e->buttons() & Qt::LeftButton) ||
        (e->position().toPoint() - press_).manhattanLength() < QApplication::startDragDistance())
      return;
    auto* mime = new QMimeData;
    mime->setData(kCardMimeType, QByteArray::number(quintptr(doc_)) + ':' + QByteArray::number(id_));
    mime->setText(QString::fromStdString(to_string(doc_->card(id_)->layout)));
    auto* drag = new QDrag(this);
    drag->setMimeData(mime);
    drag->setPixmap(parentWidget()->grab().scaledToWidth(160, Qt::SmoothTransformation));
    drag->exec(Qt::CopyAction);
  }

 private:
  LayoutDocument* doc_;
  int id_;
  QPoint press_;
};

}  // namespace

LayoutCard::LayoutCard(LayoutDocument* doc, int card_id, ViewSettings* settings, QWidget* parent)
    : QFrame(parent), doc_(doc), card_id_(card_id), settings_(settings) {
  setObjectName(QStringLiteral("layoutCard"));
  setFrameShape(QFrame::StyledPanel);
  setAcceptDrops(true);
  // Narrow enough that A, B and a result card fit side by side beside the stepper on a 1400-pixel screen;
  // a wider layout scrolls inside its card.
  setMinimumWidth(280);
  auto* column = new QVBoxLayout(this);
  column->setContentsMargins(8, 6, 8, 6);
  column->setSpacing(4);

  auto* header = new QHBoxLayout;
  handle_ = new CardHandle(doc, card_id, this);
  name_field_ = new QLineEdit(this);
  name_field_->setObjectName(QStringLiteral("cardName"));
  name_field_->setFrame(false);
  name_field_->setMaximumWidth(110);
  QFont bold = name_field_->font();
  bold.setBold(true);
  bold.setPointSizeF(bold.pointSizeF() * 1.15);
  name_field_->setFont(bold);
  name_field_->setToolTip(tr("Card name (used in expressions and the console)"));
  expression_label_ = new QLabel(this);
  expression_label_->setObjectName(QStringLiteral("cardExpression"));
  expression_label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  expression_label_->setStyleSheet(QStringLiteral("font-family: monospace;"));
  copy_button_ = new QToolButton(this);
  copy_button_->setText(tr("Copy"));
  copy_button_->setToolTip(tr("Copy the expression"));
  copy_button_->setAutoRaise(true);
  auto* menu_button = new QToolButton(this);
  menu_button->setText(QStringLiteral("⋯"));
  menu_button->setAutoRaise(true);
  menu_button->setPopupMode(QToolButton::InstantPopup);
  auto* menu = new QMenu(menu_button);
  menu->addAction(tr("Step through…"), this, [this] { emit stepRequested(card_id_); });
  menu->addSeparator();
  // One entry per export format, the list `layoutlab-cli export` offers.
  add_export_format_actions(menu->addMenu(tr("Export as")), this,
                            [this](const QString& format) { emit exportRequested(card_id_, format); });
  menu->addAction(tr("Copy picture"), this, [this] { emit exportRequested(card_id_, QStringLiteral("clipboard")); });
  menu->addSeparator();
  menu->addAction(tr("Duplicate card"), this, [this] {
    Card c = card();
    c.name = doc_->unusedName().toStdString();
    doc_->undoStack()->push(new AddCard(doc_, c, doc_->position(card_id_) + 1));
  });
  menu->addAction(tr("Remove card"), this, [this] { doc_->undoStack()->push(new RemoveCard(doc_, card_id_)); });
  menu_button->setMenu(menu);
  header->addWidget(handle_);
  header->addWidget(name_field_);
  header->addStretch(1);
  header->addWidget(copy_button_);
  header->addWidget(menu_button);
  column->addLayout(header);
  // A result's expression on a line of its own: in the header it squeezed the name on a narrow card.
  expression_label_->setWordWrap(true);
  expression_label_->hide();
  column->addWidget(expression_label_);

  layout_field_ = new QLineEdit(this);
  layout_field_->setObjectName(QStringLiteral("layoutField"));
  layout_field_->setPlaceholderText(tr("CuTe notation, e.g. (4,(2,3)):(1,(4,8))"));
  layout_field_->setStyleSheet(QStringLiteral("font-family: monospace;"));
  column->addWidget(layout_field_);
  error_label_ = new QLabel(this);
  error_label_->setObjectName(QStringLiteral("layoutError"));
  error_label_->setStyleSheet(QStringLiteral("color: #c62828;"));
  error_label_->setWordWrap(true);
  error_label_->hide();
  column->addWidget(error_label_);

  strip_ = new ModeStrip(this);
  strip_->setToolTip(tr("Double-click an extent or stride to edit it; drag a mode onto a neighbour's edge to "
                        "reorder, onto its middle to group, out of its group to flatten; right-click to split."));
  auto* strip_scroll = new QScrollArea(this);
  strip_scroll->setWidget(strip_);
  strip_scroll->setWidgetResizable(false);
  strip_scroll->setFrameShape(QFrame::NoFrame);
  strip_scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  strip_scroll->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
  column->addWidget(strip_scroll);
  strip_scroll_ = strip_scroll;

  info_label_ = new QLabel(this);
  info_label_->setObjectName(QStringLiteral("cardInfo"));
  info_label_->setWordWrap(true);
  info_label_->setMinimumHeight(info_label_->fontMetrics().height() * 2);
  info_label_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  column->addWidget(info_label_);

  grid_model_ = new LayoutGridModel(this);
  // About as many cells as a card shows pixels (View > Grid memory per card): a huge layout is drawn as
  // blocks, refined as it is zoomed, so a document of many huge cards costs what it shows.
  grid_model_->setCellBudget(settings_->cardCellBudget());
  grid_view_ = new LayoutGridView(grid_model_, settings_);
  grid_scroll_ = new QScrollArea(this);
  grid_scroll_->setWidget(grid_view_);
  grid_scroll_->setWidgetResizable(false);
  grid_scroll_->setFrameShape(QFrame::NoFrame);
  column->addWidget(grid_scroll_, 1);

  connect(layout_field_, &QLineEdit::textEdited, this, &LayoutCard::applyText);
  connect(name_field_, &QLineEdit::editingFinished, this, [this] {
    const QString name = name_field_->text().trimmed();
    if (!name.isEmpty() && name.toStdString() != card().name) doc_->undoStack()->push(new RenameCard(doc_, card_id_, name));
  });
  connect(copy_button_, &QToolButton::clicked, this,
          [this] { QGuiApplication::clipboard()->setText(QString::fromStdString(card().expression)); });
  connect(strip_, &ModeStrip::fieldEdited, this, &LayoutCard::editField);
  connect(strip_, &ModeStrip::modeDropped, this, &LayoutCard::dropMode);
  connect(strip_, &ModeStrip::contextMenuRequested, this, &LayoutCard::showModeMenu);
  connect(grid_view_, &LayoutGridView::hovered, this, [this](const QString& text) {
    if (text.isEmpty()) updateInfo();
    else info_label_->setText(text);
  });
  connect(grid_model_, &LayoutGridModel::busyChanged, this, [this](bool busy) {
    if (busy) info_label_->setText(tr("Computing the grid of %1 cells in the background…").arg(checked_size(card().layout).value_or(-1)));
    else updateInfo();
  });
  // A layout whose grid cannot be drawn (more than 2^63 coordinates, an index past int64): the reason
  // beside the field and no grid, rather than the previous layout's picture under the new legend.
  connect(grid_model_, &LayoutGridModel::errorChanged, this, [this](const QString& e) {
    if (e.isEmpty()) return;
    showError(e);
    grid_scroll_->hide();
  });
  connect(grid_model_, &QAbstractItemModel::modelReset, this, [this] {
    if (!card().unread) grid_scroll_->show();
    grid_view_->fitInto(grid_scroll_->viewport()->size());
    if (!grid_model_->busy() && grid_model_->scene().windowed()) updateInfo();  // the part on screen moved
  });
  connect(doc_, &LayoutDocument::cardChanged, this, [this](int id) {
    if (id == card_id_) refresh();
  });
  connect(settings_, &ViewSettings::changed, this, [this] {
    grid_model_->setCellBudget(settings_->cardCellBudget());
    shown_.reset();
    refresh();
  });
  refresh();
}

QString LayoutCard::literal() const { return QString::fromStdString(to_string(card().layout)); }

SceneOptions LayoutCard::sceneOptions() const {
  SceneOptions o;
  o.colour_by = settings_->colourBy();
  o.component = settings_->component();
  o.mode_names = card().mode_names;
  // A result card is coloured by the operand element each cell came from, unless another colouring
  // than the default was chosen.
  if (card().origin && o.colour_by == ColourBy::Index) {
    if (auto op = operation_from_name(card().origin->operation)) {
      o.operand_keys = operand_keys(*op, card().origin->a, card().origin->b, card().layout);
      if (!o.operand_keys.empty()) o.colour_by = ColourBy::Operand;
    }
  }
  return o;
}

void LayoutCard::refresh() {
  const Card& c = card();
  name_field_->setText(QString::fromStdString(c.name));
  expression_label_->setText(c.expression.empty() ? QString() : QStringLiteral("= ") + QString::fromStdString(c.expression));
  expression_label_->setVisible(!c.expression.empty());
  expression_label_->setToolTip(c.origin ? tr("The result of %1; cells are coloured by the operand element they came from")
                                               .arg(QString::fromStdString(c.expression))
                                         : QString());
  copy_button_->setVisible(!c.expression.empty());
  if (c.unread) {  // a card of a file that did not read: its text, the reason beside it, no grid
    layout_field_->setText(QString::fromStdString(c.unread->text));
    showError(translatedError(c.unread->error));
    strip_scroll_->hide();
    grid_scroll_->hide();
    info_label_->clear();
    shown_.reset();
    return;
  }
  strip_scroll_->show();
  grid_scroll_->show();
  // Keep what the user is typing when it already means this layout (e.g. "(4,8)" without strides).
  auto typed = parse_layout(layout_field_->text().toStdString());
  if (!typed || !(*typed == c.layout)) {
    layout_field_->setText(literal());
    error_label_->hide();
  }
  strip_->setLayoutValue(c.layout, c.mode_names);
  strip_scroll_->setFixedHeight(strip_->sizeHint().height() + 4);
  if (!shown_ || !(*shown_ == c)) {
    shown_ = c;
    grid_model_->setLayout(c.layout, sceneOptions());
  }
  updateInfo();
}

void LayoutCard::updateInfo() {
  const Card& c = card();
  const GridScene& s = grid_model_->scene();
  if (!grid_model_->error().isEmpty()) {  // no grid: its reason is beside the field, no "0 x 0" under it
    info_label_->clear();
    return;
  }
  if (!grid_model_->busy()) {
    if (s.windowed()) {  // zoomed in on a huge layout: the part on screen, in layout cells
      const QString shown = tr("size %1: %2 × %3, showing rows %4-%5 and columns %6-%7")
                                .arg(checked_size(c.layout).value_or(-1)).arg(s.full_rows).arg(s.full_cols)
                                .arg(s.first_row * s.block_rows)
                                .arg(std::min(s.full_rows, (s.first_row + s.rows) * s.block_rows) - 1)
                                .arg(s.first_col * s.block_cols)
                                .arg(std::min(s.full_cols, (s.first_col + s.cols) * s.block_cols) - 1);
      info_label_->setText(s.aggregated() ? shown + tr(" in blocks of %1 × %2 cells").arg(s.block_rows).arg(s.block_cols)
                                          : shown);
    } else if (s.aggregated())
      info_label_->setText(tr("size %1: %2 × %3, shown as %4 × %5 blocks of %6 × %7 cells (each block shows its first cell)")
                               .arg(checked_size(c.layout).value_or(-1)).arg(s.full_rows).arg(s.full_cols)
                               .arg(s.rows).arg(s.cols).arg(s.block_rows).arg(s.block_cols));
    else
      info_label_->setText(tr("size %1, %2 × %3%4").arg(checked_size(c.layout).value_or(-1)).arg(s.rows).arg(s.cols)
                               .arg(s.slabs > 1 ? tr(" × %1 slabs").arg(s.slabs) : QString()));
  }
}

void LayoutCard::applyText(const QString& text) {
  auto parsed = expr::layout_from_text(text.toStdString());  // CuTe notation, or C++ / eval that gives a Layout
  if (!parsed) {
    showError(errorText(parsed));
    return;
  }
  error_label_->hide();
  if (*parsed == card().layout && !card().unread) return;
  doc_->undoStack()->push(new SetLayoutText(doc_, card_id_, *parsed));
}

void LayoutCard::showError(const QString& message) {
  error_label_->setText(message);
  error_label_->show();
}

void LayoutCard::editField(const ModePath& path, ModeStrip::Field field, const QString& text) {
  apply(edit_mode_field(doc_, card_id_, path, field, text));
}

void LayoutCard::apply(CardEdit edit) {
  if (!edit.error.isEmpty()) return showError(edit.error);
  error_label_->hide();
  if (edit.command) doc_->undoStack()->push(edit.command.release());
}

void LayoutCard::dropMode(const ModePath& source, ModeStrip::DropKind kind, const ModePath& target) {
  if (source.empty()) return;
  const Layout before = card().layout;
  const ModePath parent(source.begin(), source.end() - 1);
  const std::size_t from = source.back();
  const std::size_t rank = mode_at(before, parent) ? mode_at(before, parent)->shape.rank() : 0;
  auto fail_with = [this](const QString& e) { showError(e); };
  using K = ModeStrip::DropKind;
  if (kind == K::Flatten) {
    flattenMode(target);
    return;
  }
  if (target.empty()) return;
  const std::size_t t = target.back();
  if (kind == K::Before || kind == K::After) {
    std::size_t to = kind == K::Before ? (from < t ? t - 1 : t) : (from < t ? t : t + 1);
    if (to == from) return;
    auto moved = move_mode(before, parent, from, to);
    if (!moved) return fail_with(errorText(moved));
    const std::string expr = move_mode_expression(to_string(before), rank, parent, from, to);
    doc_->undoStack()->push(new ReorderModes(doc_, card_id_, parent, from, to, *moved));
    if (!expr.empty()) emit actionPerformed(QString::fromStdString(expr));
    return;
  }
  if (kind == K::Group) {
    // Bring the dragged mode next to the target, then group the two.
    Layout l = before;
    std::size_t first = std::min(from, t), last = std::max(from, t);
    std::string expr;
    if (last - first > 1) {
      const std::size_t to = from < t ? t - 1 : t + 1;
      auto moved = move_mode(l, parent, from, to);
      if (!moved) return fail_with(errorText(moved));
      l = *moved;
      first = from < t ? t - 1 : t;  // the dragged mode now sits just before / after the target
      last = first + 1;
    } else {
      expr = group_modes_expression(to_string(before), parent, first, last);
    }
    auto grouped = group_modes(l, parent, first, last);
    if (!grouped) return fail_with(errorText(grouped));
    doc_->undoStack()->push(new GroupModes(doc_, card_id_, parent, first, last, *grouped));
    if (!expr.empty()) emit actionPerformed(QString::fromStdString(expr));
  }
}

void LayoutCard::flattenMode(const ModePath& path) {
  auto flat = flatten_mode(card().layout, path);
  if (!flat) return showError(errorText(flat));
  error_label_->hide();
  doc_->undoStack()->push(new FlattenMode(doc_, card_id_, path, *flat));
}

void LayoutCard::splitMode(const ModePath& path, const QString& divisor) {
  apply(split_mode_by(doc_, card_id_, path, divisor));
}

void LayoutCard::showModeMenu(const ModePath& path, const QPoint& global) {
  QMenu menu(this);
  auto m = mode_at(card().layout, path);
  if (!m) return;
  QAction* split = menu.addAction(tr("Split by a divisor…"));
  split->setEnabled(m->shape.is_integer());
  QAction* flatten = menu.addAction(tr("Flatten this group"));
  flatten->setEnabled(m->shape.is_tuple());
  const ModePath parent(path.begin(), path.end() - 1);
  auto p = mode_at(card().layout, parent);
  QAction* group = menu.addAction(tr("Group with the next mode"));
  group->setEnabled(p && p->shape.is_tuple() && path.back() + 1 < p->shape.rank());
  QAction* name = menu.addAction(tr("Name this mode…"));
  name->setEnabled(path.size() == 1);
  QAction* chosen = menu.exec(global);
  if (chosen == split) {
    bool ok = false;
    const QString q = QInputDialog::getText(this, tr("Split mode"),
                                            tr("Split %1 into (q, %1/q) with q =")
                                                .arg(QString::fromStdString(to_string(m->shape))),
                                            QLineEdit::Normal, QStringLiteral("2"), &ok);
    if (ok) splitMode(path, q);
  } else if (chosen == flatten) {
    flattenMode(path);
  } else if (chosen == group) {
    ModePath next = parent;
    next.push_back(path.back() + 1);
    dropMode(path, ModeStrip::DropKind::Group, next);
  } else if (chosen == name) {
    strip_->openEditor(path, ModeStrip::Field::Name);
  }
}

void LayoutCard::dragEnterEvent(QDragEnterEvent* e) {
  const QList<QByteArray> parts = e->mimeData()->data(kCardMimeType).split(':');
  if (parts.size() == 2 && parts[0].toULongLong() == quintptr(doc_) && parts[1].toInt() != card_id_)
    e->acceptProposedAction();
}

void LayoutCard::dropEvent(QDropEvent* e) {
  const QList<QByteArray> parts = e->mimeData()->data(kCardMimeType).split(':');
  if (parts.size() != 2) return;
  e->acceptProposedAction();
  emit cardDropped(parts[1].toInt(), card_id_, mapToGlobal(e->position().toPoint()));
}

void LayoutCard::resizeEvent(QResizeEvent* e) {
  QFrame::resizeEvent(e);
  grid_view_->fitInto(grid_scroll_->viewport()->size());
}

}  // namespace ll::gui
