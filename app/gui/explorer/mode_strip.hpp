#pragma once
// A card's layout as a strip of nested mode boxes, shaped like the layout's shape: each leaf shows its
// extent above its stride, both editable in place (double-click); top-level modes carry their names.
// Dragging a mode (press, move, release) onto a sibling's edge reorders, onto its middle groups the two,
// and out of its group flattens that group. The strip only reports; the card turns reports into commands.
#include <QWidget>
#include <vector>

#include "app/gui/document/card_edits.hpp"
#include "core/document/mode_edit.hpp"
#include "core/layout/layout.hpp"

class QLineEdit;

namespace ll::gui {

class ModeStrip : public QWidget {
  Q_OBJECT
 public:
  using Field = ModeField;
  enum class DropKind { None, Before, After, Group, Flatten };
  struct Box {
    ModePath path;
    QRectF rect;
    bool leaf = false;
    QRectF extent_rect, stride_rect, name_rect;  // leaf fields; name_rect for top-level modes
  };
  struct Drop {
    DropKind kind = DropKind::None;
    ModePath target;  // the sibling (Before/After/Group) or the group to flatten
  };

  explicit ModeStrip(QWidget* parent = nullptr);
  void setLayoutValue(const Layout& layout, const std::vector<std::string>& names);
  const std::vector<Box>& boxes() const { return boxes_; }
  const Box* box(const ModePath& path) const;
  // Opens the in-place editor of a field (what a double-click does). @post nullptr when no such field
  QLineEdit* openEditor(const ModePath& path, Field field);
  QLineEdit* editor() const { return editor_; }
  // What releasing a drag of `source` at `p` would do.
  Drop dropAt(const ModePath& source, QPointF p) const;
  QSize sizeHint() const override { return size_; }
  QSize minimumSizeHint() const override { return size_; }

 signals:
  void fieldEdited(const ll::ModePath& path, ll::gui::ModeStrip::Field field, const QString& text);
  void modeDropped(const ll::ModePath& source, ll::gui::ModeStrip::DropKind kind, const ll::ModePath& target);
  void contextMenuRequested(const ll::ModePath& path, const QPoint& global);

 protected:
  void paintEvent(QPaintEvent*) override;
  void mousePressEvent(QMouseEvent*) override;
  void mouseMoveEvent(QMouseEvent*) override;
  void mouseReleaseEvent(QMouseEvent*) override;
  void mouseDoubleClickEvent(QMouseEvent*) override;
  void contextMenuEvent(QContextMenuEvent*) override;

 private:
  void relayout();
  const Box* boxAt(QPointF p) const;
  void closeEditor(bool commit);

  Layout layout_;
  std::vector<std::string> names_;
  std::vector<Box> boxes_;  // parents before their children
  QSize size_{120, 60};
  QLineEdit* editor_ = nullptr;
  ModePath editor_path_;
  Field editor_field_ = Field::Extent;
  // Drag state.
  std::optional<ModePath> pressed_;
  QPointF press_pos_, drag_pos_;
  bool dragging_ = false;
};

}  // namespace ll::gui
