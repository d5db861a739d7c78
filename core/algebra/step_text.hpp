#pragma once
// The recorded steps of an algebra operation as English text: what `layoutlab-cli steps` prints. (The GUI
// words each step through tr() instead, app/gui/stepper/step_text.cpp, so a catalog can translate it.)
#include <cstddef>
#include <string>

#include "core/algebra/steps.hpp"

namespace ll {

// The step's i-th argument as CuTe prints it (a count or index in decimal, a CuTe function name as is).
std::string step_arg(const AlgebraStep& step, std::size_t i);
// The step's mode path, "1,0"; empty for the whole operand.
std::string mode_text(const AlgebraStep& step);
// The same as the titles name it: "0" for the whole operand.
std::string mode_name(const AlgebraStep& step);

// "B mode 0: divide out the stride (A mode 0)"
std::string step_title(const AlgebraStep& step);
// One or two sentences with the step's numbers.
std::string step_explanation(const AlgebraStep& step);
// Every step, numbered and indented by depth, with its layout or value, then the result.
std::string print_steps(const AlgebraSteps& steps);

}  // namespace ll
