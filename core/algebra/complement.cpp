#include "core/algebra/complement.hpp"

#include <unordered_set>

#include "core/algebra/detail.hpp"
#include "core/layout/print.hpp"
#include "core/algebra/flat_modes.hpp"
#include "core/algebra/internal.hpp"

namespace ll {
namespace algebra_detail {
namespace {

// What makes R a complement of L under a cotarget, as CuTe's unit test of complement states it: ordered
// (R(i-1) < R(i)), disjoint (R(i) != L(j) for i >= 1) and bounded (cosize(R) <= round_up(size(cotarget),
// cosize(L))). (The test's lower bound, cosize((L,R)) >= size(cotarget), is not checked: CuTe's own
// logical_product((_4,_6):(_1,_6), _3:_1) takes a complement short of its cotarget, rightly.) Checked
// point by point up to kMaxChecked values of each; past that the answer is no (the caller then refuses,
// as it would without the check).
bool is_complement_of(const Layout& l, const Layout& r, const IntTuple& cotarget) {
  constexpr std::int64_t kMaxChecked = std::int64_t{1} << 22;
  const std::int64_t size_l = size(l).value, size_r = size(r).value;
  if (size_l > kMaxChecked || size_r > kMaxChecked) return false;
  std::unordered_set<std::int64_t> image;
  for (std::int64_t j = 0; j < size_l; ++j) image.insert(evaluate(l, j));
  for (std::int64_t i = 1; i < size_r; ++i) {
    const std::int64_t ri = evaluate(r, i);
    if (evaluate(r, i - 1) >= ri || image.count(ri)) return false;
  }
  const std::int64_t target = size(cotarget).value, cosize_l = cosize(l).value;
  const std::int64_t rounded = cosize_l > 0 ? (target + cosize_l - 1) / cosize_l * cosize_l : target;
  return cosize(r).value <= rounded;
}

}  // namespace

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
        fail(LL_TRANSLATABLE("CoreMessage", "complement: dynamic-stride complement only for rank-1 layouts: stride %1 of %2 at mode %3 is dynamic"),
             to_string(stride[i]), to_string(to_layout(f)), i);
  }
  // (holes, rest) as flat modes: hole k has stride `covered` before it; coalesced at the end.
  FlatModes whole;
  Int covered{1, true};
  // A hole whose stride is not a multiple of the extent covered so far: CuTe computes it (an integer
  // division) and may still give a complement, e.g. complement((_4,_6):(_1,_6)) == _1:_0. The first such
  // hole's message is kept; the result is accepted only if it has complement's post-conditions.
  std::optional<Error> unchecked_hole;
  auto hole = [&](Int min_stride, std::size_t mode_index) {
    // CuTe rejects a zero hole (static_assert, or a division by zero later for dynamic strides); a
    // negative stride gives a layout that is not a complement, so LayoutLab rejects it too (except in
    // the testing hook's CuTe-faithful mode).
    const bool zero_hole = covered.value == 0 || min_stride.value == 0 || (min_stride / covered).value == 0;
    const bool not_multiple = (min_stride % covered).value != 0 || min_stride.value < covered.value;
    // (CuTe-faithful mode: only where CuTe itself stops -- a static zero hole or a division by zero.)
    const bool cute_stops = covered.value == 0 || (zero_hole && min_stride.is_static && covered.is_static);
    auto message = [&] {
      return error_of(LL_TRANSLATABLE("CoreMessage", "complement: non-injective layout: stride %1 of %2 at mode %3 is not a multiple of %4, the extent covered by the smaller strides"),
                      to_string(min_stride), to_string(to_layout(f)), mode_index, to_string(covered));
    };
    if (cute_faithful() ? cute_stops : zero_hole || min_stride.value < 0) fail(message());
    if (!cute_faithful() && not_multiple && !unchecked_hole) unchecked_hole = message();
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
    fail(LL_TRANSLATABLE("CoreMessage", "complement: non-injective layout: stride 0 of %1 at mode %2"), to_string(to_layout(f)), last);
  // CuTe's rest mode: coalesce(ceil_div(cotarget, new_stride)), compact from new_stride (a static `_1`
  // extent gets stride `_0`, as compact_major gives it).
  const IntTuple rest_shape = coalesce_shape(ceil_div(cotarget, IntTuple(new_stride)));
  append_flat(rest_shape, whole.shape);
  append_flat(compact_left(rest_shape, new_stride), whole.stride);
  Layout r = to_layout(coalesce_flat(whole));
  if (unchecked_hole && !is_complement_of(l.copy(), r, cotarget)) fail(*unchecked_hole);
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
