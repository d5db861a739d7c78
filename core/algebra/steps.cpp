#include "core/algebra/internal.hpp"

namespace ll::algebra_detail {

void record(StepRecorder* rec, StepKind kind, int depth, const ModePath* path, std::optional<Layout> layout,
            std::initializer_list<StepArg> args) {
  AlgebraStep step;
  step.kind = kind;
  for (const ModePath* p = path; p; p = p->parent) step.mode.insert(step.mode.begin(), p->index);
  step.args.assign(args.begin(), args.end());
  step.layout = std::move(layout);
  step.depth = depth;
  rec->push_back(std::move(step));
}

}  // namespace ll::algebra_detail
