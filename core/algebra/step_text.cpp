#include "core/algebra/step_text.hpp"

#include "core/layout/print.hpp"

namespace ll {
namespace {

struct Args {
  const AlgebraStep& step;
  std::string operator[](std::size_t i) const { return step_arg(step, i); }
};

// " (mode 1,0)"; empty for the whole operand
std::string mode_suffix(const AlgebraStep& step) { return step.mode.empty() ? "" : " (mode " + mode_text(step) + ")"; }

}  // namespace

std::string step_arg(const AlgebraStep& step, std::size_t i) {
  const StepArg& a = step.args.at(i);
  if (const auto* n = std::get_if<std::int64_t>(&a)) return std::to_string(*n);
  if (const auto* v = std::get_if<Int>(&a)) return to_string(*v);
  if (const auto* t = std::get_if<IntTuple>(&a)) return to_string(*t);
  if (const auto* l = std::get_if<Layout>(&a)) return to_string(*l);
  return std::get<std::string>(a);
}

std::string mode_text(const AlgebraStep& step) {
  std::string out;
  for (std::size_t i : step.mode) out += (out.empty() ? "" : ",") + std::to_string(i);
  return out;
}

std::string mode_name(const AlgebraStep& step) { return step.mode.empty() ? "0" : mode_text(step); }

std::string step_title(const AlgebraStep& step) {
  const Args a{step};
  const std::string b_mode = "B mode " + mode_name(step);
  switch (step.kind) {
    case StepKind::CoalesceA: return "Coalesce A";
    case StepKind::StaticZeroStride: return b_mode + ": static stride _0";
    case StepKind::ScaleStride: return b_mode + ": scale the stride";
    case StepKind::StrideSkipsMode:
    case StepKind::StrideSkipsModeBUsedUp: return b_mode + ": divide out the stride (A mode " + a[0] + ")";
    case StepKind::DivideStrideModShape: return b_mode + ": divide out the stride, mod out the shape (A mode " + a[0] + ")";
    case StepKind::RestMode: return b_mode + ": result";
    case StepKind::ComposeResult: return "Result";
    case StepKind::TilerUnderscore: return "Tiler mode " + mode_name(step) + ": `_`";
    case StepKind::ByModeResult: return "Result";
    case StepKind::ComplementFilter: return "Filter";
    case StepKind::ComplementStrideZero: return "Stride _0";
    case StepKind::ComplementHole: return "Hole before stride " + a[0];
    case StepKind::ComplementRest: return "Rest up to the cotarget";
    case StepKind::ComplementCoalesce: return "Coalesce";
    case StepKind::DivideComplement: return "Complement of the tile" + mode_suffix(step);
    case StepKind::DivideConcatenate: return "Concatenate" + mode_suffix(step);
    case StepKind::DivideCompose: return "Compose" + mode_suffix(step);
    case StepKind::DivideResult: return "Result";
    case StepKind::ProductComplement: return "Complement of the block" + mode_suffix(step);
    case StepKind::ProductCompose: return "Compose with the tiler" + mode_suffix(step);
    case StepKind::ProductConcatenate: return "Concatenate" + mode_suffix(step);
    case StepKind::ProductResult: return "Result";
    case StepKind::Regroup: return a[0] + ": regroup the modes";
  }
  return {};
}

std::string step_explanation(const AlgebraStep& step) {
  const Args a{step};
  switch (step.kind) {
    case StepKind::CoalesceA:
      return "A = " + a[0] + " is coalesced to " + a[1] + " (same function; its last mode is treated as unbounded).";
    case StepKind::StaticZeroStride:
      return "A static stride _0 in B maps every coordinate to A(0) = 0, so the mode " + a[0] + ":" + a[1] +
             " is kept as it is.";
    case StepKind::ScaleStride:
      return "A is a single mode with stride " + a[0] + ", so " + a[1] + ":" + a[2] + " becomes " + a[3] +
             " (the stride is multiplied, the extent kept).";
    case StepKind::StrideSkipsMode:
    case StepKind::StrideSkipsModeBUsedUp:
      return "Stride " + a[1] + " steps over A's extent " + a[2] + " entirely" +
             (step.kind == StepKind::StrideSkipsModeBUsedUp ? " (nothing of B's extent is left)" : "") +
             ": this mode contributes nothing; the remaining stride is ceil(" + a[3] + "/" + a[2] + ") = " + a[4] + ".";
    case StepKind::DivideStrideModShape:
      return "A's extent " + a[1] + " divided by the stride " + a[2] + " leaves ceil(" + a[1] + "/" + a[3] + ") = " +
             a[4] + " steps; B still needs " + a[5] + ", so take min = " + a[6] + " with stride " + a[2] + "*" + a[7] +
             " = " + a[8] + ". Remaining extent " + a[5] + "/" + a[6] + " = " + a[9] + ", stride " + a[10] + ".";
    case StepKind::RestMode:
      return "The rest " + a[0] + " takes A's last mode (unbounded) with stride " + a[1] + "*" + a[2] + "; mode " +
             mode_name(step) + " of the result is " + a[3] + ".";
    case StepKind::ComposeResult:
      return "Assembling the modes in B's shape: " + a[0] + " o " + a[1] + " = " + a[2] + ".";
    case StepKind::TilerUnderscore: return "`_` keeps A's mode " + a[0] + " as it is.";
    case StepKind::ByModeResult: return "By mode: " + a[0] + " o tiler = " + a[1] + ".";
    case StepKind::ComplementFilter: return "Drop stride-0 and size-1 modes and coalesce: " + a[0] + " -> " + a[1] + ".";
    case StepKind::ComplementStrideZero:
      return "Nothing is covered, so the complement is all of the cotarget " + a[0] + ": " + a[1] + ".";
    case StepKind::ComplementHole:
      return "Smallest remaining stride " + a[0] + " (extent " + a[1] + "): hole of extent " + a[0] + "/" + a[2] +
             " = " + a[3] + " at stride " + a[2] + "; covered so far " + a[4] + ".";
    case StepKind::ComplementRest:
      return "Last stride " + a[0] + ": hole of extent " + a[1] + "; the layout covers " + a[2] +
             ", so the rest is ceil(" + a[3] + "/" + a[2] + ") = " + a[4] + " with stride " + a[5] + ".";
    case StepKind::ComplementCoalesce: return "(holes, rest) = " + a[0] + " coalesces to the complement " + a[1] + ".";
    case StepKind::DivideComplement:
      return "complement(" + a[0] + ", " + a[1] + ") = " + a[2] + ": the tile's repeats that fill the coalesced shape of " +
             a[3] + ".";
    case StepKind::DivideConcatenate:
      return "make_layout(tile, complement) = " + a[0] + ": mode 0 walks one tile, mode 1 walks the tiles.";
    case StepKind::DivideCompose: return a[0] + " o " + a[1] + " = " + a[2] + ".";
    case StepKind::DivideResult: return "logical_divide(" + a[0] + ", tiler) = " + a[1] + ".";
    case StepKind::ProductComplement:
      return "complement(" + a[0] + ", size(A)*cosize(B) = " + a[1] + ") = " + a[2] + ": where the copies of the block start.";
    case StepKind::ProductCompose: return a[0] + " o " + a[1] + " = " + a[2] + ": the copies, arranged like the tiler.";
    case StepKind::ProductConcatenate: return "(block, copies) = " + a[0] + ".";
    case StepKind::ProductResult: return "logical_product(" + a[0] + ", tiler) = " + a[1] + ".";
    case StepKind::Regroup:
      return a[0] + " rearranges the modes of " + a[1] + " into " + a[2] + "; every coordinate keeps its index.";
  }
  return {};
}

std::string print_steps(const AlgebraSteps& steps) {
  std::string out;
  int number = 0;
  for (const AlgebraStep& step : steps.steps) {
    const std::string indent(static_cast<std::size_t>(2 * step.depth), ' ');
    out += indent + std::to_string(++number) + ". " + step_title(step) + "\n";
    out += indent + "   " + step_explanation(step) + "\n";
    if (!step.mode.empty()) out += indent + "   mode: " + mode_text(step) + "\n";
    if (step.layout) out += indent + "   layout: " + to_string(*step.layout) + "\n";
    if (step.value) out += indent + "   value: " + to_string(*step.value) + "\n";
  }
  out += "result: " + to_string(steps.result) + "\n";
  return out;
}

}  // namespace ll
