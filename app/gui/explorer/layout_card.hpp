#pragma once
// One layout card of a document: its name, the CuTe-notation field (in sync with the value both ways),
// the editable mode strip, the equivalent eval expression, and the grid. Drag the card's handle onto
// another card to combine them. The card observes its document and edits it only through commands.
#include <QFrame>

#include "app/gui/document/layout_document.hpp"
#include "app/gui/explorer/mode_strip.hpp"
#include "core/scene/grid_scene.hpp"

class QLabel;
class QLineEdit;
class QScrollArea;
class QToolButton;

namespace ll::gui {

class LayoutGridModel;
class LayoutGridView;
class ViewSettings;

inline constexpr char kCardMimeType[] = "application/x-layoutlab-card";

class LayoutCard : public QFrame {
  Q_OBJECT
 public:
  LayoutCard(LayoutDocument* doc, int card_id, ViewSettings* settings, QWidget* parent = nullptr);

  int cardId() const { return card_id_; }
  const Card& card() const { return *doc_->card(card_id_); }
  QLineEdit* layoutField() const { return layout_field_; }
  QLabel* errorLabel() const { return error_label_; }
  QLabel* expressionLabel() const { return expression_label_; }
  QLabel* infoLabel() const { return info_label_; }
  ModeStrip* modeStrip() const { return strip_; }
  LayoutGridModel* gridModel() const { return grid_model_; }
  LayoutGridView* gridView() const { return grid_view_; }
  QWidget* dragHandle() const { return handle_; }

  // The edits the strip and the context menu offer; each pushes one command or shows the core's error.
  void editField(const ModePath& path, ModeStrip::Field field, const QString& text);
  void dropMode(const ModePath& source, ModeStrip::DropKind kind, const ModePath& target);
  void splitMode(const ModePath& path, const QString& divisor);
  void flattenMode(const ModePath& path);
  void showError(const QString& message);
  void refresh();
  // How the explorer colours this card's grid (the view's colour-by; a result card by operand).
  SceneOptions sceneOptions() const;
  ViewSettings* settings() const { return settings_; }

 signals:
  // Another card (source) was dropped on this one (target) at `global`.
  void cardDropped(int source_id, int target_id, const QPoint& global);
  void stepRequested(int card_id);
  void exportRequested(int card_id, const QString& format);  // an export format ("png", "cpp", ...) or "clipboard"
  // The `layoutlab-cli eval` expression equivalent to the edit just made.
  void actionPerformed(const QString& expression);

 protected:
  void dragEnterEvent(QDragEnterEvent*) override;
  void dropEvent(QDropEvent*) override;
  void resizeEvent(QResizeEvent*) override;

 private:
  void applyText(const QString& text);
  void updateInfo();
  void showModeMenu(const ModePath& path, const QPoint& global);
  // Pushes the edit's command, or shows its error beside the field.
  void apply(CardEdit edit);
  QString literal() const;

  LayoutDocument* doc_;
  int card_id_;
  ViewSettings* settings_;
  QWidget* handle_;
  QLineEdit* name_field_;
  QLabel* expression_label_;
  QToolButton* copy_button_;
  QLineEdit* layout_field_;
  QLabel* error_label_;
  ModeStrip* strip_;
  QLabel* info_label_;
  LayoutGridModel* grid_model_;
  LayoutGridView* grid_view_;
  QScrollArea* grid_scroll_;
  QScrollArea* strip_scroll_;
  std::optional<Card> shown_;  // the card value the grid was last built for
};

}  // namespace ll::gui
