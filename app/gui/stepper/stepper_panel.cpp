#include "app/gui/stepper/stepper_panel.hpp"

#include "app/gui/stepper/step_text.hpp"

#include <QGraphicsOpacityEffect>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPropertyAnimation>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QTimer>
#include <QVBoxLayout>

#include "app/gui/explorer/layout_grid_model.hpp"
#include "app/gui/explorer/layout_grid_view.hpp"
#include "app/gui/explorer/view_settings.hpp"
#include "app/gui/translations/core_messages.hpp"
#include "core/layout/print.hpp"

namespace ll::gui {

std::vector<StepFrame> operation_frames(Operation op, const Layout& a, const Layout& b, const std::string& a_name,
                                        const std::string& b_name, QString* error) {
  auto steps = operation_steps(op, a, b);
  if (!steps) {
    if (error) *error = errorText(steps);
    return {};
  }
  auto q = [](const std::string& s) { return QString::fromStdString(s); };
  std::vector<StepFrame> frames;
  frames.push_back({QObject::tr("%1 = %2").arg(q(a_name), q(to_string(a))),
                    QObject::tr("The first operand, %1.").arg(q(a_name)), a, {}, {}, 0});
  frames.push_back({QObject::tr("%1 = %2").arg(q(b_name), q(to_string(b))),
                    QObject::tr("The second operand, %1.").arg(q(b_name)), b, {}, {}, 0});
  std::optional<Layout> last = b;
  for (const auto& s : steps->steps) {
    StepFrame f;
    f.title = step_title(s);
    f.explanation = step_explanation(s);
    f.depth = s.depth;
    if (s.layout) {
      f.layout = s.layout;
      last = s.layout;
    } else {
      f.layout = last;  // keep the previous picture; the step's value is shown as text
    }
    if (s.value) f.value = q(to_string(*s.value));
    frames.push_back(std::move(f));
  }
  StepFrame result;
  const std::string expr = operation_expression(op, a_name, b_name);
  result.title = QObject::tr("Result: %1 = %2").arg(q(expr), q(to_string(steps->result)));
  result.explanation = QObject::tr("Cells are coloured by the operand element they came from.");
  result.layout = steps->result;
  result.keys = operand_keys(op, a, b, steps->result);
  frames.push_back(std::move(result));
  auto context = std::make_shared<OperationContext>(OperationContext{q(a_name), q(b_name), q(expr), a, b, steps->result});
  for (auto& f : frames) f.operation = context;
  return frames;
}

StepperPanel::StepperPanel(ViewSettings* settings, QWidget* parent) : QWidget(parent), settings_(settings) {
  setObjectName(QStringLiteral("stepperPanel"));
  setFocusPolicy(Qt::StrongFocus);
  auto* column = new QVBoxLayout(this);
  heading_label_ = new QLabel(this);
  QFont big = heading_label_->font();
  big.setBold(true);
  big.setPointSizeF(big.pointSizeF() * 1.2);
  heading_label_->setFont(big);
  heading_label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  heading_label_->setWordWrap(true);  // else one long heading sets the dock's minimum width
  title_label_ = new QLabel(this);
  title_label_->setObjectName(QStringLiteral("stepTitle"));
  title_label_->setWordWrap(true);
  QFont bold = title_label_->font();
  bold.setBold(true);
  title_label_->setFont(bold);
  explanation_label_ = new QLabel(this);
  explanation_label_->setWordWrap(true);
  value_label_ = new QLabel(this);
  value_label_->setStyleSheet(QStringLiteral("font-family: monospace;"));
  value_label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  column->addWidget(heading_label_);
  column->addWidget(title_label_);
  column->addWidget(explanation_label_);
  column->addWidget(value_label_);

  exercise_box_ = new QWidget(this);
  exercise_box_->setObjectName(QStringLiteral("exerciseBox"));
  auto* exercise = new QVBoxLayout(exercise_box_);
  exercise->setContentsMargins(0, 4, 0, 4);
  prompt_label_ = new QLabel(exercise_box_);
  prompt_label_->setWordWrap(true);
  QFont italic = prompt_label_->font();
  italic.setItalic(true);
  prompt_label_->setFont(italic);
  auto* answer_row = new QHBoxLayout;
  answer_edit_ = new QLineEdit(exercise_box_);
  answer_edit_->setObjectName(QStringLiteral("answerEdit"));
  answer_edit_->setPlaceholderText(tr("your answer: a layout, an integer, a tuple or an expression"));
  auto* check = new QPushButton(tr("Check"), exercise_box_);
  auto* reveal = new QPushButton(tr("Reveal"), exercise_box_);
  answer_row->addWidget(answer_edit_, 1);
  answer_row->addWidget(check);
  answer_row->addWidget(reveal);
  verdict_label_ = new QLabel(exercise_box_);
  verdict_label_->setObjectName(QStringLiteral("verdictLabel"));
  verdict_label_->setWordWrap(true);
  verdict_label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  exercise->addWidget(prompt_label_);
  exercise->addLayout(answer_row);
  exercise->addWidget(verdict_label_);
  column->addWidget(exercise_box_);
  exercise_box_->hide();
  connect(answer_edit_, &QLineEdit::returnPressed, this, &StepperPanel::checkAnswer);
  connect(check, &QPushButton::clicked, this, &StepperPanel::checkAnswer);
  connect(reveal, &QPushButton::clicked, this, &StepperPanel::revealAnswer);

  grid_model_ = new LayoutGridModel(this);
  grid_view_ = new LayoutGridView(grid_model_, settings_);
  grid_scroll_ = new QScrollArea(this);
  grid_scroll_->setWidget(grid_view_);
  grid_scroll_->setFrameShape(QFrame::NoFrame);
  column->addWidget(grid_scroll_, 1);
  grid_scroll_->viewport()->installEventFilter(this);  // refit when the room for the grid changes
  fade_ = new QLabel(grid_scroll_->viewport());
  fade_->setAttribute(Qt::WA_TransparentForMouseEvents);
  fade_->hide();

  auto* controls = new QHBoxLayout;
  prev_button_ = new QPushButton(tr("◀ Previous"), this);
  next_button_ = new QPushButton(tr("Next ▶"), this);
  play_button_ = new QPushButton(tr("Play"), this);
  play_button_->setCheckable(true);
  auto* present = present_button_ = new QPushButton(tr("Present"), this);
  present->setToolTip(tr("Full screen, large fonts, high contrast; arrow keys step, Esc leaves"));
  slider_ = new QSlider(Qt::Horizontal, this);
  counter_label_ = new QLabel(this);
  controls->addWidget(prev_button_);
  controls->addWidget(next_button_);
  controls->addWidget(play_button_);
  controls->addWidget(slider_, 1);
  controls->addWidget(counter_label_);
  controls->addWidget(present);
  column->addLayout(controls);

  timer_ = new QTimer(this);
  timer_->setInterval(1800);
  connect(timer_, &QTimer::timeout, this, [this] {
    if (current_ + 1 >= int(frames_.size())) setPlaying(false);
    else next();
  });
  connect(prev_button_, &QPushButton::clicked, this, &StepperPanel::previous);
  connect(next_button_, &QPushButton::clicked, this, &StepperPanel::next);
  connect(play_button_, &QPushButton::toggled, this, &StepperPanel::setPlaying);
  connect(slider_, &QSlider::valueChanged, this, &StepperPanel::setCurrent);
  connect(present, &QPushButton::clicked, this, &StepperPanel::presentRequested);
  setFrames(tr("No steps yet: drop one card onto another, or choose Step through… on a result card"), {});
}

void StepperPanel::setFrames(const QString& heading, std::vector<StepFrame> frames) {
  heading_ = heading;
  frames_ = std::move(frames);
  heading_label_->setText(heading);
  slider_->blockSignals(true);
  slider_->setRange(0, std::max(0, int(frames_.size()) - 1));
  slider_->blockSignals(false);
  current_ = -1;
  setCurrent(0);
}

void StepperPanel::setCurrent(int step) {
  if (frames_.empty()) {
    current_ = 0;
    title_label_->clear();
    explanation_label_->clear();
    value_label_->clear();
    counter_label_->clear();
    prev_button_->setEnabled(false);
    next_button_->setEnabled(false);
    play_button_->setEnabled(false);
    grid_view_->hide();  // an empty grid would show as a blank box under the heading
    exercise_box_->hide();
    return;
  }
  play_button_->setEnabled(frames_.size() > 1);
  step = std::clamp(step, 0, int(frames_.size()) - 1);
  if (step == current_) return;
  const bool animate = animated_ && current_ >= 0 && isVisible();
  current_ = step;
  showCurrent(animate);
  emit currentChanged(current_);
}

void StepperPanel::showCurrent(bool animate) {
  const StepFrame& f = frames_[std::size_t(current_)];
  if (animate) {
    // Cross-fade: the old picture lies on top and fades out while the new one is already drawn.
    fade_->setPixmap(grid_view_->grab());
    fade_->move(grid_view_->pos());
    fade_->resize(grid_view_->size());
    auto* effect = new QGraphicsOpacityEffect(fade_);
    fade_->setGraphicsEffect(effect);
    fade_->show();
    fade_->raise();
    auto* anim = new QPropertyAnimation(effect, "opacity", fade_);
    anim->setDuration(350);
    anim->setStartValue(1.0);
    anim->setEndValue(0.0);
    connect(anim, &QPropertyAnimation::finished, fade_, &QLabel::hide);
    anim->start(QAbstractAnimation::DeleteWhenStopped);
  }
  title_label_->setText(QString(f.depth * 2, QLatin1Char(' ')) + f.title);
  explanation_label_->setText(f.explanation);
  value_label_->setText(f.value.isEmpty() ? QString() : tr("value: %1").arg(f.value));
  value_label_->setVisible(!f.value.isEmpty());
  counter_label_->setText(tr("Step %1 / %2").arg(current_ + 1).arg(frames_.size()));
  prev_button_->setEnabled(current_ > 0);
  next_button_->setEnabled(current_ + 1 < int(frames_.size()));
  slider_->blockSignals(true);
  slider_->setValue(current_);
  slider_->blockSignals(false);
  exercise_box_->setVisible(bool(f.exercise));
  if (f.exercise) {
    prompt_label_->setText(f.exercise->prompt);
    answer_edit_->clear();
    verdict_label_->clear();
  }
  grid_view_->setVisible(bool(f.layout));
  grid_view_->setMarkedCells(f.highlight);
  if (f.layout) {
    SceneOptions o;
    if (!f.keys.empty()) {
      o.colour_by = ColourBy::Operand;
      o.operand_keys = f.keys;
    } else {
      o.colour_by = settings_->colourBy() == ColourBy::Operand ? ColourBy::Index : settings_->colourBy();
      o.component = settings_->component();
    }
    grid_model_->setLayout(*f.layout, o);
    grid_view_->fitInto(grid_scroll_->viewport()->size(), max_cell_);
  }
}

void StepperPanel::checkAnswer() {
  if (frames_.empty() || !frames_[std::size_t(current_)].exercise) return;
  const StepExercise& ex = *frames_[std::size_t(current_)].exercise;
  const QString typed = answer_edit_->text().trimmed();
  if (typed.isEmpty()) {
    verdict_label_->setText(tr("Type your answer first."));
    return;
  }
  const auto check = lesson::check_answer(ex.session, ex.answer, typed.toStdString());
  verdict_label_->setText(answer_text(check));
  verdict_label_->setStyleSheet(check.correct() ? QStringLiteral("color: #1a7f37;") : QStringLiteral("color: #b35900;"));
}

void StepperPanel::revealAnswer() {
  if (frames_.empty() || !frames_[std::size_t(current_)].exercise) return;
  const StepExercise& ex = *frames_[std::size_t(current_)].exercise;
  verdict_label_->setStyleSheet(QString());
  verdict_label_->setText(tr("Answer: %1").arg(QString::fromStdString(expr::to_string(ex.answer))));
}

bool StepperPanel::eventFilter(QObject* watched, QEvent* e) {
  if (watched == grid_scroll_->viewport() && e->type() == QEvent::Resize)
    grid_view_->fitInto(grid_scroll_->viewport()->size(), max_cell_);
  return QWidget::eventFilter(watched, e);
}

void StepperPanel::setPresentButtonVisible(bool on) { present_button_->setVisible(on); }

bool StepperPanel::playing() const { return timer_->isActive(); }

void StepperPanel::setPlaying(bool on) {
  if (on) {
    if (current_ + 1 >= int(frames_.size())) setCurrent(0);
    timer_->start();
  } else {
    timer_->stop();
  }
  play_button_->blockSignals(true);
  play_button_->setChecked(on);
  play_button_->setText(on ? tr("Pause") : tr("Play"));
  play_button_->blockSignals(false);
}

void StepperPanel::setPresentationScale(double scale) {
  max_cell_ = 56 * scale;
  QFont f = font();
  f.setPointSizeF(QWidget::font().pointSizeF() * scale);
  setFont(f);
  for (QLabel* l : {heading_label_, title_label_, explanation_label_, value_label_, prompt_label_, verdict_label_}) {
    QFont lf = l->font();
    lf.setPointSizeF(f.pointSizeF() * (l == heading_label_ ? 1.2 : 1.0));
    l->setFont(lf);
  }
}

void StepperPanel::keyPressEvent(QKeyEvent* e) {
  switch (e->key()) {
    case Qt::Key_Right:
    case Qt::Key_Space:
    case Qt::Key_PageDown: next(); break;
    case Qt::Key_Left:
    case Qt::Key_Backspace:
    case Qt::Key_PageUp: previous(); break;
    case Qt::Key_Home: setCurrent(0); break;
    case Qt::Key_End: setCurrent(int(frames_.size()) - 1); break;
    case Qt::Key_P: setPlaying(!playing()); break;
    default: QWidget::keyPressEvent(e);
  }
}

}  // namespace ll::gui
