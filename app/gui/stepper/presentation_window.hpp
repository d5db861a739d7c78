#pragma once
// Presentation mode: the stepper alone, full screen, large fonts, the high-contrast palette and theme,
// driven by the keyboard only (arrows/space step, P plays, Esc leaves).
#include <QWidget>

namespace ll::gui {

class StepperPanel;
class ViewSettings;

class PresentationWindow : public QWidget {
  Q_OBJECT
 public:
  explicit PresentationWindow(const StepperPanel& source, QWidget* parent = nullptr);
  StepperPanel* stepper() const { return panel_; }

 signals:
  void closed(int step);

 protected:
  void keyPressEvent(QKeyEvent*) override;
  void closeEvent(QCloseEvent*) override;

 private:
  ViewSettings* settings_;
  StepperPanel* panel_;
};

}  // namespace ll::gui
