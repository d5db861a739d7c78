#pragma once
// Presentation mode: the stepper alone, full screen, large fonts, the high-contrast palette and theme,
// driven by the keyboard only (arrows/space step, P plays, Esc leaves). While the steps walk through an
// operation, its operands and its result stay on screen in a row above the step, each fitted to a third
// of the width, so a lecture hall sees what is combined and what comes out at every step.
#include <QWidget>
#include <vector>

class QLabel;

namespace ll::gui {

class LayoutGridModel;
class LayoutGridView;
class StepperPanel;
class ViewSettings;

class PresentationWindow : public QWidget {
  Q_OBJECT
 public:
  explicit PresentationWindow(const StepperPanel& source, QWidget* parent = nullptr);
  StepperPanel* stepper() const { return panel_; }
  // The operands-and-result row: hidden unless the current step belongs to an operation.
  QWidget* operandsRow() const { return operands_row_; }
  const std::vector<QLabel*>& operandCaptions() const { return captions_; }

 signals:
  void closed(int step);

 protected:
  void keyPressEvent(QKeyEvent*) override;
  void closeEvent(QCloseEvent*) override;
  void resizeEvent(QResizeEvent*) override;

 private:
  void showOperands();
  void fitOperands();
  ViewSettings* settings_;
  StepperPanel* panel_;
  QWidget* operands_row_;
  std::vector<QLabel*> captions_;
  std::vector<LayoutGridModel*> models_;
  std::vector<LayoutGridView*> views_;
  const void* shown_operation_ = nullptr;  // the OperationContext the row shows
};

}  // namespace ll::gui
