#pragma once
// The intermediate steps of an algebra operation, recorded for the GUI's classroom stepper ("why is the
// result this?"). Only the *_steps entry points record them; the plain operations never pay for it.
#include <optional>
#include <string>
#include <vector>

#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"

namespace ll {

struct AlgebraStep {
  std::string title;              // short, e.g. "B mode 1: divide out the stride"
  std::string explanation;        // one or two sentences with the actual numbers
  std::string mode;               // which mode of the right-hand operand, e.g. "1" or "1,0"; empty if whole
  std::optional<Layout> layout;   // the intermediate layout this step produced, if any
  std::optional<IntTuple> value;  // or an intermediate IntTuple (a shape, a stride, an integer)
  int depth = 0;                  // nesting for display: sub-steps of a divide/product's composition are 1
};

struct AlgebraSteps {
  std::vector<AlgebraStep> steps;
  Layout result;  // equal to what the plain operation returns
};

// Internal: a null recorder is the fast path.
using StepRecorder = std::vector<AlgebraStep>;

}  // namespace ll
