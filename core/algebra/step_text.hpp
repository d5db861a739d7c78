#pragma once
// The recorded steps of an algebra operation as English text: what `layoutlab-cli steps` prints. (The GUI
// words each step through tr() instead, app/gui/stepper/step_text.cpp, so a catalog can translate it.)
#include <string>

#include "core/algebra/steps.hpp"

namespace ll {

// "B mode 0: divide out the stride (A mode 0)"
std::string step_title(const AlgebraStep& step);
// One or two sentences with the step's numbers.
std::string step_explanation(const AlgebraStep& step);
// Every step, numbered and indented by depth, with its layout or value, then the result.
std::string print_steps(const AlgebraSteps& steps);

}  // namespace ll
