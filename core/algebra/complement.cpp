#include "core/algebra/complement.hpp"

#include "core/algebra/detail.hpp"
#include "core/layout/print.hpp"
#include "core/algebra/flat_modes.hpp"
#include "core/algebra/internal.hpp"

namespace ll {
namespace algebra_detail {

// CuTe's detail::complement. CuTe's layout algebra doc: "`R` attempts to "complete" the codomain of `A`."
// CuTe's complement on a filtered layout: repeatedly take the smallest remaining stride; the hole
// before it has extent min_stride / (extent covered so far); then a rest mode up to the cotarget.
// Runs on the flat modes (flat_modes.hpp); Layouts are built only for the result and the recorded steps.
// @post sorted by stride; result(i) != l(j) for i >= 1; cosize((l, result)) >= size(cotarget) (@pre: complement.hpp)
Layout complement_impl(LayoutRef l, const IntTuple& cotarget, StepRecorder* rec, int depth) {
  const FlatModes f = filter_flat(l);
  if (rec) record(rec, StepKind::ComplementFilter, depth, nullptr, to_layout(f), {l.copy(), to_layout(f)});
  if (f.size() == 1 && is_const(f.stride[0], 0)) {
    Layout r = make_layout(coalesce_shape(cotarget));
    if (rec) record(rec, StepKind::ComplementStrideZero, depth, nullptr, r, {cotarget, r});
    return r;
  }
  const FlatInts& shape = f.shape;
  const FlatInts& stride = f.stride;
  const std::size_t R = f.size();
  if (R > 1) {
    for (std::size_t i = 0; i < R; ++i)
      if (!stride[i].is_static)
        fail("complement: dynamic-stride complement only for rank-1 layouts: stride " + to_string(stride[i]) +
             " of " + to_string(to_layout(f)) + " at mode " + std::to_string(i) + " is dynamic");
  }
  // (holes, rest) as flat modes: hole k has stride `covered` before it; coalesced at the end.
  FlatModes whole;
  Int covered{1, true};
  auto hole = [&](Int min_stride, std::size_t mode_index) {
    // CuTe rejects a zero hole (static_assert, or a division by zero later for dynamic strides); a
    // remainder or a negative stride gives it a layout that is not a complement, so LayoutLab rejects those
    // too (except in the testing hook's CuTe-faithful mode).
    const bool zero_hole = covered.value == 0 || min_stride.value == 0 || (min_stride / covered).value == 0;
    const bool not_multiple = (min_stride % covered).value != 0 || min_stride.value < covered.value;
    // (CuTe-faithful mode: only where CuTe itself stops -- a static zero hole or a division by zero.)
    const bool cute_stops = covered.value == 0 || (zero_hole && min_stride.is_static && covered.is_static);
    if (cute_faithful() ? cute_stops : (zero_hole || not_multiple)) {
      fail("complement: non-injective layout: stride " + to_string(min_stride) + " of " + to_string(to_layout(f)) +
                  " at mode " + std::to_string(mode_index) + " is not a multiple of " + to_string(covered) +
                  ", the extent covered by the smaller strides");
    }
    return min_stride / covered;
  };
  InlineVector<bool, kInlineModes> used;
  used.resize(R, false);
  for (std::size_t step = 0; step + 1 < R; ++step) {
    // cute::min / cute::find: the first smallest stride among those left.
    std::size_t idx = R;
    for (std::size_t i = 0; i < R; ++i)
      if (!used[i] && (idx == R || stride[i].value < stride[idx].value)) idx = i;
    const Int new_shape = hole(stride[idx], idx);
    const Int new_stride = stride[idx] * shape[idx];
    if (rec)
      record(rec, StepKind::ComplementHole, depth, nullptr, Layout{new_shape, covered},
             {stride[idx], shape[idx], covered, new_shape, new_stride});
    whole.push_back(new_shape, covered);
    covered = new_stride;
    used[idx] = true;
  }
  std::size_t last = 0;
  while (last < R && used[last]) ++last;
  const Int new_shape = hole(stride[last], last);
  whole.push_back(new_shape, covered);
  const std::size_t holes = whole.size();
  const Int new_stride = stride[last] * shape[last];
  if (new_stride.value == 0)
    fail("complement: non-injective layout: stride 0 of " + to_string(to_layout(f)) + " at mode " + std::to_string(last));
  // CuTe's rest mode: coalesce(ceil_div(cotarget, new_stride)), compact from new_stride (a static `_1`
  // extent gets stride `_0`, as compact_major gives it).
  const IntTuple rest_shape = coalesce_shape(ceil_div(cotarget, IntTuple(new_stride)));
  append_flat(rest_shape, whole.shape);
  append_flat(compact_left(rest_shape, new_stride), whole.stride);
  Layout r = to_layout(coalesce_flat(whole));
  if (rec) {
    // (coalesce_shape's result is an integer for one leaf and a flat tuple otherwise, as to_layout builds)
    const Layout rest = to_layout(modes_between(whole, holes, whole.size()));
    record(rec, StepKind::ComplementRest, depth, nullptr, rest, {stride[last], new_shape, new_stride, cotarget, rest.shape, rest.stride});
    Layout hole_layout = to_layout(modes_between(whole, 0, holes));
    if (holes == 1) hole_layout = Layout{IntTuple{hole_layout.shape}, IntTuple{hole_layout.stride}};
    const Layout whole_layout{IntTuple{hole_layout.shape, rest.shape}, IntTuple{hole_layout.stride, rest.stride}};
    record(rec, StepKind::ComplementCoalesce, depth, nullptr, r, {whole_layout, r});
  }
  return r;
}

}  // namespace algebra_detail

using namespace algebra_detail;

namespace {
// The public complement, recording its steps into `rec` when non-null.
Layout checked_complement(const Layout& l, const IntTuple& cotarget, StepRecorder* rec) {
  check_layout(l, "complement", "layout");
  check_shape(cotarget, "complement", "cotarget");
  return complement_impl(l, cotarget, rec, 0);
}
}  // namespace

Layout complement(const Layout& l, const IntTuple& cotarget) { return checked_complement(l, cotarget, nullptr); }
Layout complement(const Layout& l) {
  check_layout(l, "complement", "layout");
  return complement_impl(l, cosize(filter_impl(l)), nullptr, 0);
}

Result<AlgebraSteps> complement_steps(const Layout& l, const IntTuple& cotarget) {
  return attempt_op("complement", [&] {
    AlgebraSteps s;
    s.result = checked_complement(l, cotarget, &s.steps);
    return s;
  });
}

}  // namespace ll
