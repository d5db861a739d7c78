#pragma once
// A recorded algebra step (core/algebra/steps.hpp) worded for the stepper through tr(), so each kind of
// step has one translatable title and explanation (context "StepText"). The English equals what
// `layoutlab-cli steps` prints (core/algebra/step_text.cpp); the test app_test_stepper checks it.
#include <QString>

#include "core/algebra/steps.hpp"

namespace ll::gui {

QString step_title(const AlgebraStep& step);
QString step_explanation(const AlgebraStep& step);

}  // namespace ll::gui
