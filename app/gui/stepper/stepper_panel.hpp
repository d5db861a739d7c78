#pragma once
// The classroom stepper: walks an operation's recorded steps (core/document/operation.hpp) or a lesson
// on a grid, one step at a time, with a one-line explanation, Next/Previous, autoplay and an animated
// cross-fade between steps. Keyboard: Right/Space/PageDown next, Left/PageUp previous, P play, Home/End.
#include <QWidget>
#include <optional>
#include <vector>

#include <memory>

#include "core/document/operation.hpp"
#include "core/expr/eval.hpp"
#include "core/layout/layout.hpp"
#include "core/lesson/lesson.hpp"

class QLabel;
class QLineEdit;
class QPushButton;
class QSlider;
class QTimer;
class QScrollArea;

namespace ll::gui {

class LayoutGridModel;
class LayoutGridView;
class ViewSettings;

// A lesson's "predict, then reveal": the student's text is checked against the answer's value in the
// lesson's session as it stands at the step (core/lesson/lesson_run.hpp).
struct StepExercise {
  QString prompt;
  expr::Session session;
  expr::Value answer;
};

// The operation a walk's frames belong to: presentation mode keeps its operands and result on screen.
struct OperationContext {
  QString a_name, b_name, expression;
  Layout a, b, result;
};

struct StepFrame {
  QString title;
  QString explanation;
  std::optional<Layout> layout;         // the intermediate layout drawn on the grid
  QString value;                        // or an intermediate value shown as text
  std::vector<std::int64_t> keys;       // operand colouring of the layout, if any
  int depth = 0;
  lesson::Highlight highlight;          // cells a lesson step points at
  std::shared_ptr<const StepExercise> exercise;
  int lesson_step = -1;                 // the lesson step this frame belongs to (-1: not a lesson)
  std::shared_ptr<const OperationContext> operation;  // set on every frame of an operation's walk
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
  void setPresentButtonVisible(bool on);
  // Large fonts for presentation mode.
  void setPresentationScale(double scale);
  // The exercise of the current frame: type an answer and check it, or reveal the answer.
  QLineEdit* answerEdit() const { return answer_edit_; }
  QLabel* verdictLabel() const { return verdict_label_; }
  void checkAnswer();
  void revealAnswer();

 signals:
  void currentChanged(int step);
  void presentRequested();

 protected:
  void keyPressEvent(QKeyEvent*) override;
  bool eventFilter(QObject* watched, QEvent* e) override;

 private:
  void showCurrent(bool animate);
  ViewSettings* settings_;
  QString heading_;
  std::vector<StepFrame> frames_;
  int current_ = 0;
  bool animated_ = true;
  double max_cell_ = 56;  // the grid's largest cell edge (larger in presentation mode)
  QLabel* heading_label_;
  QLabel* title_label_;
  QLabel* explanation_label_;
  QLabel* value_label_;
  QLabel* counter_label_;
  QPushButton* prev_button_;
  QPushButton* next_button_;
  QPushButton* play_button_;
  QPushButton* present_button_;
  QSlider* slider_;
  QTimer* timer_;
  LayoutGridModel* grid_model_;
  LayoutGridView* grid_view_;
  QScrollArea* grid_scroll_;
  QLabel* fade_;  // the previous step's picture, fading out
  QWidget* exercise_box_;
  QLabel* prompt_label_;
  QLineEdit* answer_edit_;
  QLabel* verdict_label_;
};

}  // namespace ll::gui
