#include "app/gui/explorer/mode_strip.hpp"

#include <QApplication>
#include <QContextMenuEvent>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPainter>

#include "core/layout/print.hpp"

namespace ll::gui {
namespace {

constexpr double kPad = 5, kGap = 5, kNameHeight = 16;

bool is_prefix(const ModePath& prefix, const ModePath& path) {
  return prefix.size() <= path.size() && std::equal(prefix.begin(), prefix.end(), path.begin());
}
ModePath parent_of(const ModePath& p) { return ModePath(p.begin(), p.end() - (p.empty() ? 0 : 1)); }

// Escape cancels the in-place editor.
class FieldEditor : public QLineEdit {
 public:
  using QLineEdit::QLineEdit;
  std::function<void()> on_cancel;

 protected:
  void keyPressEvent(QKeyEvent* e) override {
    if (e->key() == Qt::Key_Escape && on_cancel) {
      on_cancel();
      return;
    }
    QLineEdit::keyPressEvent(e);
  }
};

}  // namespace

ModeStrip::ModeStrip(QWidget* parent) : QWidget(parent) {
  setMouseTracking(false);
  setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed);
}

void ModeStrip::setLayoutValue(const Layout& layout, const std::vector<std::string>& names) {
  if (layout == layout_ && names == names_ && !boxes_.empty()) return;
  closeEditor(false);
  layout_ = layout;
  names_ = names;
  relayout();
}

void ModeStrip::relayout() {
  boxes_.clear();
  const QFontMetricsF fm(font());
  const double line = fm.height() + 4;
  // Places the mode at `path` with its top-left at `at`; returns its size.
  QFont small = font();
  small.setPointSizeF(font().pointSizeF() * 0.85);
  const QFontMetricsF small_fm(small);
  double min_leaf = 0;  // a top-level leaf is at least as wide as its name
  std::function<QSizeF(const IntTuple&, const IntTuple&, const ModePath&, QPointF)> place =
      [&](const IntTuple& s, const IntTuple& d, const ModePath& path, QPointF at) -> QSizeF {
    const std::size_t slot = boxes_.size();
    boxes_.push_back(Box{path, {}, s.is_integer(), {}, {}, {}});
    if (s.is_integer()) {
      const QString e = QString::fromStdString(to_string(s.integer()));
      const QString st = QString::fromStdString(d.is_integer() ? to_string(d.integer()) : to_string(d));
      const double w = std::max({fm.horizontalAdvance(e) + 16, fm.horizontalAdvance(st) + 16, 34.0,
                                 path.size() == 1 ? min_leaf : 0.0});
      Box& b = boxes_[slot];
      b.rect = QRectF(at, QSizeF(w, 2 * line));
      b.extent_rect = QRectF(at, QSizeF(w, line));
      b.stride_rect = QRectF(at + QPointF(0, line), QSizeF(w, line));
      return b.rect.size();
    }
    double x = at.x() + kPad, h = 0;
    for (std::size_t i = 0; i < s.rank(); ++i) {
      ModePath child = path;
      child.push_back(i);
      QSizeF cs = place(s[i], d[i], child, QPointF(x, at.y() + kPad));
      x += cs.width() + kGap;
      h = std::max(h, cs.height());
    }
    const QSizeF size(std::max(x - kGap + kPad - at.x(), 2 * kPad), h + 2 * kPad);
    boxes_[slot].rect = QRectF(at, size);
    return size;
  };

  double x = 2;
  double height = 0;
  auto top_level = [&](const IntTuple& s, const IntTuple& d, std::size_t i) {
    const QString name = i < names_.size() && !names_[i].empty() ? QString::fromStdString(names_[i]) : tr("mode %1").arg(i);
    min_leaf = small_fm.horizontalAdvance(name) + 8;
    const QSizeF sz = place(s, d, ModePath{i}, QPointF(x, kNameHeight + 2));
    // The name row sits above the mode.
    for (auto& b : boxes_)
      if (b.path == ModePath{i}) b.name_rect = QRectF(x, 0, sz.width(), kNameHeight);
    x += sz.width() + 2 * kGap;
    height = std::max(height, sz.height());
  };
  if (layout_.shape.is_tuple()) {
    for (std::size_t i = 0; i < layout_.shape.rank(); ++i) top_level(layout_.shape[i], layout_.stride[i], i);
  } else {
    top_level(layout_.shape, layout_.stride, 0);
  }
  size_ = QSize(int(x + 2), int(kNameHeight + 2 + height + 4));
  setMinimumSize(size_);
  updateGeometry();
  update();
}

const ModeStrip::Box* ModeStrip::box(const ModePath& path) const {
  for (const auto& b : boxes_)
    if (b.path == path) return &b;
  return nullptr;
}

const ModeStrip::Box* ModeStrip::boxAt(QPointF p) const {
  const Box* found = nullptr;
  for (const auto& b : boxes_)
    if (b.rect.contains(p) || b.name_rect.contains(p)) found = &b;  // later boxes are deeper
  return found;
}

ModeStrip::Drop ModeStrip::dropAt(const ModePath& source, QPointF p) const {
  const Box* b = boxAt(p);
  if (!b) return source.size() > 1 ? Drop{DropKind::Flatten, parent_of(source)} : Drop{};
  if (is_prefix(source, b->path)) return {};
  if (parent_of(b->path) == parent_of(source)) {
    const double rel = (p.x() - b->rect.left()) / std::max(1.0, b->rect.width());
    return {rel < 0.3 ? DropKind::Before : rel > 0.7 ? DropKind::After : DropKind::Group, b->path};
  }
  if (is_prefix(b->path, source) && b->path.size() + 1 < source.size())
    return {DropKind::Flatten, parent_of(source)};
  return {};
}

QLineEdit* ModeStrip::openEditor(const ModePath& path, Field field) {
  const Box* b = box(path);
  if (!b || (field != Field::Name && !b->leaf) || (field == Field::Name && b->name_rect.isEmpty())) return nullptr;
  closeEditor(false);
  auto* ed = new FieldEditor(this);
  ed->on_cancel = [this] { closeEditor(false); };
  editor_ = ed;
  editor_path_ = path;
  editor_field_ = field;
  auto m = mode_at(layout_, path);
  QString text;
  if (field == Field::Name) {
    text = path[0] < names_.size() ? QString::fromStdString(names_[path[0]]) : QString();
    ed->setPlaceholderText(tr("name"));
  } else if (m) {
    text = QString::fromStdString(to_string(field == Field::Extent ? m->shape : m->stride));
  }
  ed->setText(text);
  ed->selectAll();
  const QRectF r = field == Field::Extent ? b->extent_rect : field == Field::Stride ? b->stride_rect : b->name_rect;
  ed->setGeometry(r.toRect().adjusted(0, 0, 24, 0));
  ed->setObjectName(QStringLiteral("modeFieldEditor"));
  connect(ed, &QLineEdit::returnPressed, this, [this] { closeEditor(true); });
  ed->show();
  ed->setFocus();
  return ed;
}

void ModeStrip::closeEditor(bool commit) {
  if (!editor_) return;
  QLineEdit* ed = editor_;
  editor_ = nullptr;
  const QString text = ed->text();
  ed->hide();
  ed->deleteLater();
  if (commit) emit fieldEdited(editor_path_, editor_field_, text);
}

void ModeStrip::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing, true);
  const QPalette& pal = palette();
  const QColor frame = pal.color(QPalette::Mid), text = pal.color(QPalette::Text);
  const auto drop = dragging_ && pressed_ ? dropAt(*pressed_, drag_pos_) : Drop{};
  QFont small = font();
  small.setPointSizeF(font().pointSizeF() * 0.85);
  for (const auto& b : boxes_) {
    const bool is_source = dragging_ && pressed_ && is_prefix(*pressed_, b.path);
    p.setOpacity(is_source ? 0.35 : 1.0);
    if (!b.name_rect.isEmpty()) {
      p.setFont(small);
      const bool named = b.path[0] < names_.size() && !names_[b.path[0]].empty();
      p.setPen(named ? pal.color(QPalette::Highlight) : pal.color(QPalette::PlaceholderText));
      p.drawText(b.name_rect, Qt::AlignCenter,
                 named ? QString::fromStdString(names_[b.path[0]]) : tr("mode %1").arg(b.path[0]));
      p.setFont(font());
    }
    if (b.leaf) {
      p.setPen(QPen(frame, 1));
      p.setBrush(pal.color(QPalette::Base));
      p.drawRoundedRect(b.rect.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
      p.drawLine(b.stride_rect.topLeft() + QPointF(3, 0), b.stride_rect.topRight() - QPointF(3, 0));
      auto m = mode_at(layout_, b.path);
      if (m) {
        p.setPen(text);
        p.drawText(b.extent_rect, Qt::AlignCenter, QString::fromStdString(to_string(m->shape)));
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(b.stride_rect, Qt::AlignCenter, QString::fromStdString(to_string(m->stride)));
      }
    } else {
      QColor fill = pal.color(QPalette::Highlight);
      fill.setAlpha(int(25 + 18 * b.path.size()));
      p.setPen(QPen(frame, 1));
      p.setBrush(fill);
      p.drawRoundedRect(b.rect.adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
    }
  }
  p.setOpacity(1.0);
  if (dragging_ && pressed_) {
    const QColor accent = pal.color(QPalette::Highlight);
    p.setBrush(Qt::NoBrush);
    if (const Box* t = drop.kind == DropKind::None ? nullptr : box(drop.target)) {
      switch (drop.kind) {
        case DropKind::Before:
          p.fillRect(QRectF(t->rect.left() - 3, t->rect.top(), 3, t->rect.height()), accent);
          break;
        case DropKind::After:
          p.fillRect(QRectF(t->rect.right(), t->rect.top(), 3, t->rect.height()), accent);
          break;
        case DropKind::Group:
        case DropKind::Flatten:
          p.setPen(QPen(accent, 2, Qt::DashLine));
          p.drawRoundedRect(t->rect, 5, 5);
          break;
        case DropKind::None: break;
      }
    }
    if (const Box* s = box(*pressed_)) {
      p.setPen(QPen(accent, 1.5));
      p.drawRoundedRect(s->rect.translated(drag_pos_ - press_pos_), 4, 4);
    }
  }
}

void ModeStrip::mousePressEvent(QMouseEvent* e) {
  if (e->button() != Qt::LeftButton) return;
  closeEditor(true);
  const Box* b = boxAt(e->position());
  pressed_.reset();
  if (b) pressed_ = b->path;
  press_pos_ = drag_pos_ = e->position();
  dragging_ = false;
}

void ModeStrip::mouseMoveEvent(QMouseEvent* e) {
  if (!pressed_ || !(e->buttons() & Qt::LeftButton)) return;
  drag_pos_ = e->position();
  if (!dragging_ && (drag_pos_ - press_pos_).manhattanLength() >= QApplication::startDragDistance()) dragging_ = true;
  if (dragging_) update();
}

void ModeStrip::mouseReleaseEvent(QMouseEvent* e) {
  if (e->button() != Qt::LeftButton) return;
  if (dragging_ && pressed_) {
    const ModePath source = *pressed_;
    const Drop drop = dropAt(source, e->position());
    dragging_ = false;
    pressed_.reset();
    update();
    if (drop.kind != DropKind::None) emit modeDropped(source, drop.kind, drop.target);
    return;
  }
  dragging_ = false;
  pressed_.reset();
}

void ModeStrip::mouseDoubleClickEvent(QMouseEvent* e) {
  const Box* b = boxAt(e->position());
  if (!b) return;
  if (b->name_rect.contains(e->position()))
    openEditor(b->path, Field::Name);
  else if (b->leaf)
    openEditor(b->path, b->stride_rect.contains(e->position()) ? Field::Stride : Field::Extent);
}

void ModeStrip::contextMenuEvent(QContextMenuEvent* e) {
  if (const Box* b = boxAt(e->pos())) emit contextMenuRequested(b->path, e->globalPos());
}

}  // namespace ll::gui
