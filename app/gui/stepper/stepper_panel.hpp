#pragma once
// The classroom stepper: walks an operation's recorded steps (core/document/operation.hpp) or a lesson
// on a grid, one step at a time, with a one-line explanation, Next/Previous, autoplay and an animated
// cross-fade between steps. Keyboard: Right/Space/PageDown next, Left/PageUp previous, P play, Home/End.
#include <QWidget>
#include <optional>
#include <vector>

#include "core/document/operation.hpp"
#include "core/layout/layout.hpp"

class QLabel;
class QPushButton;
class QSlider;
class QTimer;
class QScrollArea;

namespace ll::gui {

class LayoutGridModel;
class LayoutGridView;
class ViewSettings;

struct StepFrame {
  QString title;
  QString explanation;
  std::optional<Layout> layout;         // the intermediate layout drawn on the grid
  QString value;                        // or an intermediate value shown as text
  std::vector<std::int64_t> keys;       // operand colouring of the layout, if any
  int depth = 0;
};

// The frames of op(A, B): the operands, each recorded step, and the result (last, equal to
// apply_operation). @post error set and empty result when the operation is invalid
std::vector<StepFrame> operation_frames(Operation op, const Layout& a, const Layout& b, const std::string& a_name,
                                        const std::string& b_name, QString* error = nullptr);

class StepperPanel : public QWidget {
  Q_OBJECT
 public:
  explicit StepperPanel(ViewSettings* settings, QWidget* parent = nullptr);

  void setFrames(const QString& heading, std::vector<StepFrame> frames);
  const std::vector<StepFrame>& frames() const { return frames_; }
  QString heading() const { return heading_; }
  int current() const { return current_; }
  void setCurrent(int step);
  void next() { setCurrent(current_ + 1); }
  void previous() { setCurrent(current_ - 1); }
  bool playing() const;
  void setPlaying(bool on);
  void setAnimated(bool on) { animated_ = on; }
  LayoutGridModel* gridModel() const { return grid_model_; }
  LayoutGridView* gridView() const { return grid_view_; }
  QLabel* titleLabel() const { return title_label_; }
  // Large fonts for presentation mode.
  void setPresentationScale(double scale);

 signals:
  void currentChanged(int step);
  void presentRequested();

 protected:
  void keyPressEvent(QKeyEvent*) override;
  void resizeEvent(QResizeEvent*) override;

 private:
  void showCurrent(bool animate);
  ViewSettings* settings_;
  QString heading_;
  std::vector<StepFrame> frames_;
  int current_ = 0;
  bool animated_ = true;
  QLabel* heading_label_;
  QLabel* title_label_;
  QLabel* explanation_label_;
  QLabel* value_label_;
  QLabel* counter_label_;
  QPushButton* prev_button_;
  QPushButton* next_button_;
  QPushButton* play_button_;
  QSlider* slider_;
  QTimer* timer_;
  LayoutGridModel* grid_model_;
  LayoutGridView* grid_view_;
  QScrollArea* grid_scroll_;
  QLabel* fade_;  // the previous step's picture, fading out
};

}  // namespace ll::gui
