#pragma once
// A recorded algebra step (core/algebra/steps.hpp) worded for the stepper through tr(), so each kind of
// step has one translatable title and explanation (context "StepText"). The English equals what
// `layoutlab-cli steps` prints (core/algebra/step_text.cpp); the test app_test_stepper checks it.
#include <QString>

#include "core/algebra/steps.hpp"
#include "core/lesson/lesson_run.hpp"

namespace ll::gui {

QString step_title(const AlgebraStep& step);
QString step_explanation(const AlgebraStep& step);
// A checked exercise answer worded for the student (English as lesson::explain words it).
QString answer_text(const lesson::AnswerCheck& check);

}  // namespace ll::gui
