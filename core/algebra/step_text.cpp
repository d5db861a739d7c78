#include "core/algebra/step_text.hpp"

#include "core/layout/print.hpp"

namespace ll {

std::string step_title(const AlgebraStep& step) { return step.title; }

std::string step_explanation(const AlgebraStep& step) { return step.explanation; }

std::string print_steps(const AlgebraSteps& steps) {
  std::string out;
  int number = 0;
  for (const AlgebraStep& step : steps.steps) {
    const std::string indent(static_cast<std::size_t>(2 * step.depth), ' ');
    out += indent + std::to_string(++number) + ". " + step_title(step) + "\n";
    out += indent + "   " + step_explanation(step) + "\n";
    if (!step.mode.empty()) out += indent + "   mode: " + step.mode + "\n";
    if (step.layout) out += indent + "   layout: " + to_string(*step.layout) + "\n";
    if (step.value) out += indent + "   value: " + to_string(*step.value) + "\n";
  }
  out += "result: " + to_string(steps.result) + "\n";
  return out;
}

}  // namespace ll
