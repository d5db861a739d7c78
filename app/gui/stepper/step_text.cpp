#include "app/gui/stepper/step_text.hpp"

#include <QCoreApplication>

#include "core/algebra/step_text.hpp"

namespace ll::gui {
namespace {
// This file's translation context, declared where lupdate sees it (docs/translations.md).
struct StepText {
  Q_DECLARE_TR_FUNCTIONS(StepText)
};

struct Args {
  const AlgebraStep& step;
  QString operator[](std::size_t i) const { return QString::fromStdString(step_arg(step, i)); }
};
QString mode_name_of(const AlgebraStep& step) { return QString::fromStdString(mode_name(step)); }
QString mode_text_of(const AlgebraStep& step) { return QString::fromStdString(mode_text(step)); }
// "Compose (mode 1,0)" or "Compose": the by-mode steps of a divide or product name their mode.
QString with_mode(const AlgebraStep& step, const QString& title) {
  return step.mode.empty() ? title : StepText::tr("%1 (mode %2)").arg(title, mode_text_of(step));
}
}  // namespace

QString step_title(const AlgebraStep& step) {
  const Args a{step};
  const QString m = mode_name_of(step);
  switch (step.kind) {
    case StepKind::CoalesceA: return StepText::tr("Coalesce A");
    case StepKind::StaticZeroStride: return StepText::tr("B mode %1: static stride _0").arg(m);
    case StepKind::ScaleStride: return StepText::tr("B mode %1: scale the stride").arg(m);
    case StepKind::StrideSkipsMode:
    case StepKind::StrideSkipsModeBUsedUp: return StepText::tr("B mode %1: divide out the stride (A mode %2)").arg(m, a[0]);
    case StepKind::DivideStrideModShape:
      return StepText::tr("B mode %1: divide out the stride, mod out the shape (A mode %2)").arg(m, a[0]);
    case StepKind::RestMode: return StepText::tr("B mode %1: result").arg(m);
    case StepKind::ComposeResult:
    case StepKind::ByModeResult:
    case StepKind::DivideResult:
    case StepKind::ProductResult: return StepText::tr("Result");
    case StepKind::TilerUnderscore: return StepText::tr("Tiler mode %1: `_`").arg(m);
    case StepKind::ComplementFilter: return StepText::tr("Filter");
    case StepKind::ComplementStrideZero: return StepText::tr("Stride _0");
    case StepKind::ComplementHole: return StepText::tr("Hole before stride %1").arg(a[0]);
    case StepKind::ComplementRest: return StepText::tr("Rest up to the cotarget");
    case StepKind::ComplementCoalesce: return StepText::tr("Coalesce");
    case StepKind::DivideComplement: return with_mode(step, StepText::tr("Complement of the tile"));
    case StepKind::DivideConcatenate:
    case StepKind::ProductConcatenate: return with_mode(step, StepText::tr("Concatenate"));
    case StepKind::DivideCompose: return with_mode(step, StepText::tr("Compose"));
    case StepKind::ProductComplement: return with_mode(step, StepText::tr("Complement of the block"));
    case StepKind::ProductCompose: return with_mode(step, StepText::tr("Compose with the tiler"));
    case StepKind::Regroup: return StepText::tr("%1: regroup the modes").arg(a[0]);
  }
  return {};
}

QString step_explanation(const AlgebraStep& step) {
  const Args a{step};
  switch (step.kind) {
    case StepKind::CoalesceA:
      return StepText::tr("A = %1 is coalesced to %2 (same function; its last mode is treated as unbounded).").arg(a[0], a[1]);
    case StepKind::StaticZeroStride:
      return StepText::tr("A static stride _0 in B maps every coordinate to A(0) = 0, so the mode %1:%2 is kept as it is.")
          .arg(a[0], a[1]);
    case StepKind::ScaleStride:
      return StepText::tr("A is a single mode with stride %1, so %2:%3 becomes %4 (the stride is multiplied, the extent kept).")
          .arg(a[0], a[1], a[2], a[3]);
    case StepKind::StrideSkipsMode:
      return StepText::tr("Stride %1 steps over A's extent %2 entirely: this mode contributes nothing; the remaining stride "
                          "is ceil(%3/%2) = %4.")
          .arg(a[1], a[2], a[3], a[4]);
    case StepKind::StrideSkipsModeBUsedUp:
      return StepText::tr("Stride %1 steps over A's extent %2 entirely (nothing of B's extent is left): this mode "
                          "contributes nothing; the remaining stride is ceil(%3/%2) = %4.")
          .arg(a[1], a[2], a[3], a[4]);
    case StepKind::DivideStrideModShape:
      return StepText::tr("A's extent %1 divided by the stride %2 leaves ceil(%1/%3) = %4 steps; B still needs %5, so take "
                          "min = %6 with stride %2*%7 = %8. Remaining extent %5/%6 = %9, stride %10.")
          .arg(a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9])
          .arg(a[10]);
    case StepKind::RestMode:
      return StepText::tr("The rest %1 takes A's last mode (unbounded) with stride %2*%3; mode %4 of the result is %5.")
          .arg(a[0], a[1], a[2], mode_name_of(step), a[3]);
    case StepKind::ComposeResult:
      return StepText::tr("Assembling the modes in B's shape: %1 o %2 = %3.").arg(a[0], a[1], a[2]);
    case StepKind::TilerUnderscore: return StepText::tr("`_` keeps A's mode %1 as it is.").arg(a[0]);
    case StepKind::ByModeResult: return StepText::tr("By mode: %1 o tiler = %2.").arg(a[0], a[1]);
    case StepKind::ComplementFilter:
      return StepText::tr("Drop stride-0 and size-1 modes and coalesce: %1 -> %2.").arg(a[0], a[1]);
    case StepKind::ComplementStrideZero:
      return StepText::tr("Nothing is covered, so the complement is all of the cotarget %1: %2.").arg(a[0], a[1]);
    case StepKind::ComplementHole:
      return StepText::tr("Smallest remaining stride %1 (extent %2): hole of extent %1/%3 = %4 at stride %3; covered so far %5.")
          .arg(a[0], a[1], a[2], a[3], a[4]);
    case StepKind::ComplementRest:
      return StepText::tr("Last stride %1: hole of extent %2; the layout covers %3, so the rest is ceil(%4/%3) = %5 with "
                          "stride %6.")
          .arg(a[0], a[1], a[2], a[3], a[4], a[5]);
    case StepKind::ComplementCoalesce:
      return StepText::tr("(holes, rest) = %1 coalesces to the complement %2.").arg(a[0], a[1]);
    case StepKind::DivideComplement:
      return StepText::tr("complement(%1, %2) = %3: the tile's repeats that fill the coalesced shape of %4.")
          .arg(a[0], a[1], a[2], a[3]);
    case StepKind::DivideConcatenate:
      return StepText::tr("make_layout(tile, complement) = %1: mode 0 walks one tile, mode 1 walks the tiles.").arg(a[0]);
    case StepKind::DivideCompose: return StepText::tr("%1 o %2 = %3.").arg(a[0], a[1], a[2]);
    case StepKind::DivideResult: return StepText::tr("logical_divide(%1, tiler) = %2.").arg(a[0], a[1]);
    case StepKind::ProductComplement:
      return StepText::tr("complement(%1, size(A)*cosize(B) = %2) = %3: where the copies of the block start.")
          .arg(a[0], a[1], a[2]);
    case StepKind::ProductCompose:
      return StepText::tr("%1 o %2 = %3: the copies, arranged like the tiler.").arg(a[0], a[1], a[2]);
    case StepKind::ProductConcatenate: return StepText::tr("(block, copies) = %1.").arg(a[0]);
    case StepKind::ProductResult: return StepText::tr("logical_product(%1, tiler) = %2.").arg(a[0], a[1]);
    case StepKind::Regroup:
      return StepText::tr("%1 rearranges the modes of %2 into %3; every coordinate keeps its index.").arg(a[0], a[1], a[2]);
  }
  return {};
}

QString answer_text(const lesson::AnswerCheck& c) {
  auto q = [](const std::string& s) { return QString::fromStdString(s); };
  using lesson::Verdict;
  switch (c.verdict) {
    case Verdict::Correct: return StepText::tr("Correct: %1").arg(q(c.expected));
    case Verdict::CorrectButDynamic:
      return StepText::tr("Correct. CuTe writes it %1 (a `_` marks a static integer).").arg(q(c.expected));
    case Verdict::NotUnderstood: return StepText::tr("Not understood: %1").arg(q(c.error));
    case Verdict::OtherKind:
      return StepText::tr("The answer is of kind %1; yours is of kind %2 (%3).")
          .arg(q(c.expected_kind), q(c.typed_kind), q(c.typed));
    case Verdict::OtherShape: return StepText::tr("Not quite: %1 has another shape than the answer.").arg(q(c.typed));
    case Verdict::OtherValueAt:
      return StepText::tr("Not quite: at coordinate %1 yours gives %2, the answer gives %3.")
          .arg(q(c.coordinate), q(c.typed_at), q(c.expected_at));
    case Verdict::SameFunction:
      return StepText::tr("The same index at every coordinate, but CuTe's result is written %1.").arg(q(c.expected));
    case Verdict::OtherValue: return StepText::tr("Not quite: you typed %1.").arg(q(c.typed));
  }
  return {};
}

}  // namespace ll::gui
