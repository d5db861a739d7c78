#include "core/algebra/composition.hpp"

#include <algorithm>

#include "core/algebra/detail.hpp"
#include "core/layout/print.hpp"
#include "core/algebra/flat_modes.hpp"
#include "core/algebra/internal.hpp"

namespace ll {
namespace algebra_detail {

namespace {

// A coalesced with coalesce_x, as flat modes; `layout` is the same as a Layout, for messages only.
struct FlatA {
  FlatModes modes;
  Layout layout() const { return to_layout(modes); }
};

// How far B's modes reach into each mode of the coalesced A (all but the last, unbounded one): reach[i] sums,
// over B's modes so far, the largest offset a mode of B takes inside A's mode i, (n-1)*d for the n steps of
// stride d it places there. Empty when the carry check does not apply (a single-mode A or B). The first
// violation is kept and raised once all of B is composed, so CuTe's own conditions are reported first.
struct Reach {
  InlineVector<std::int64_t, kInlineModes> reach;
  std::optional<Error> violation;
  bool empty() const { return reach.empty(); }
  std::int64_t& operator[](std::size_t i) { return reach[i]; }
};

// One integer mode rs:rd of B against the coalesced A (CuTe's composition_impl, "LHS tuple, RHS integral").
// CuTe's layout algebra doc: "Determine a layout that produces every `d`th element of `A`."
// @pre flat_a is coalesce_x(A), non-empty; rd != dynamic 0 when A has several modes (else a CuteError)
// @post result(c) == A(c*rd) for 0 <= c < rs, size(result) == rs, or a CuteError naming the violated condition
Layout compose_integral(const FlatA& flat_a, Int rs, Int rd, StepRecorder* rec, int depth, const ModePath* path,
                        Reach& reach) {
  if (is_const(rd, 0)) {
    if (rec) record(rec, StepKind::StaticZeroStride, depth, path, Layout{rs, rd}, {rs, rd});
    return Layout{rs, rd};
  }
  const FlatInts& as = flat_a.modes.shape;
  const FlatInts& ad = flat_a.modes.stride;
  const std::size_t R = as.size();
  if (R == 1) {
    Layout r{rs, rd * ad[0]};
    if (rec) record(rec, StepKind::ScaleStride, depth, path, r, {ad[0], rs, rd, r});
    return r;
  }
  FlatModes result;
  Int rest_shape = rs, rest_stride = rd;
  for (std::size_t i = 0; i + 1 < R; ++i) {
    const Int s = as[i];
    const Int a = ad[i];
    // Only reachable from the CuTe-faithful testing hook (a complement with negative strides).
    if (s.value <= 0) fail(LL_TRANSLATABLE("CoreMessage", "composition: A's extent %1 at mode %2 is not positive"), to_string(s), i);
    // CuTe's weak stride divisibility condition, a static_assert when both values are static.
    const bool cute_rejects = s.is_static && rest_stride.is_static &&
                              !(rest_stride.value % s.value == 0 || rest_stride.value < s.value);
    const std::int64_t d = abs(rest_stride).value;
    if (d == 0)
      fail(LL_TRANSLATABLE("CoreMessage", "composition: division by zero: B's stride at mode %1 is a dynamic 0 (CuTe divides by it; only a static _0 stride is special-cased)"),
           path_name(path));
    // Beyond CuTe's check: the result is A∘B only if the stride divides the extent (or vice versa), or
    // the rest of B fits inside this extent.
    const bool wrong = !cute_faithful() && rest_shape.value > 1 &&
                       !(d % s.value == 0 || s.value % d == 0 || (d < s.value && rest_shape.value <= s.value / d + (s.value % d != 0)));
    if (cute_rejects || wrong)
      fail(LL_TRANSLATABLE("CoreMessage", "composition: stride divisibility violated: %1 is not divisible by %2 at mode %3"),
           to_string(flat_a.layout().shape), to_string(rd), path_name(path));
    const Int next_shape = ceil_div(s, abs(rest_stride));
    const Int next_stride = ceil_div(abs(rest_stride), s) * signum(rest_stride);
    if (is_const(next_shape, 1) || is_const(rest_shape, 1)) {
      if (rec)
        record(rec, is_const(rest_shape, 1) ? StepKind::StrideSkipsModeBUsedUp : StepKind::StrideSkipsMode, depth, path,
               std::nullopt, {std::int64_t(i), rest_stride, s, abs(rest_stride), next_stride});
      rest_stride = next_stride;
      continue;
    }
    const Int new_shape = min(next_shape, rest_shape);
    // CuTe static_asserts this when both are static; for dynamic values a remainder means the result's
    // size is not B's, so it is rejected too (except in the testing hook's CuTe-faithful mode).
    const bool both_static = new_shape.is_static && rest_shape.is_static;
    if ((both_static || !cute_faithful()) && rest_shape.value % new_shape.value != 0)
      fail(LL_TRANSLATABLE("CoreMessage", "composition: shape divisibility violated: %1 is not divisible by %2 at mode %3"), to_string(rest_shape),
           to_string(new_shape), path_name(path));
    const Int new_stride = rest_stride * a;
    if (!reach.empty())  // (n-1)*d < s here, so the sum saturates instead of overflowing
      reach[i] = std::min<std::int64_t>(reach[i] + (new_shape.value - 1) * d, std::int64_t{1} << 62);
    if (rec)
      record(rec, StepKind::DivideStrideModShape, depth, path, Layout{new_shape, new_stride},
             {std::int64_t(i), s, rest_stride, abs(rest_stride), next_shape, rest_shape, new_shape, a, new_stride,
              rest_shape / new_shape, next_stride});
    result.push_back(new_shape, new_stride);
    rest_shape = rest_shape / new_shape;
    rest_stride = next_stride;
  }
  const Int last = ad[R - 1];
  // The rest takes A's last mode, unless B is used up (then a single mode unwraps, as CuTe's unwrap does).
  if (!result.empty() && !is_const(rest_shape, 1)) result.push_back(rest_shape, rest_stride * last);
  Layout r = result.empty() ? Layout{rest_shape, rest_stride * last} : to_layout(result);
  if (rec) record(rec, StepKind::RestMode, depth, path, r, {rest_shape, rest_stride, last, r});
  return r;
}

// The carry condition: A∘(B0,B1,...) is (A∘B0, A∘B1, ...) only if A(x0 + x1 + ...) = A(x0) + A(x1) + ...
// for the offsets x_k that B's modes produce. Offsets that stay inside each of A's modes add digit by
// digit; where their reach in A's mode i (plus what is carried in) passes its extent, the sum carries into
// A's next mode of extent > 1, and the result is A∘B only if that mode continues A's mode i (stride
// s_i*d_i). Each mode of B reaches its largest offsets all at once (i = size-1), and the first carry can be
// made alone, so this is exact: it rejects a case iff some c gives R(c) != A(B(c)).
void check_carry(const FlatA& flat_a, Reach& r, const ModePath* path) {
  if (r.violation) return;
  const FlatInts& as = flat_a.modes.shape;
  const FlatInts& ad = flat_a.modes.stride;
  std::int64_t carry = 0;
  for (std::size_t i = 0; i < r.reach.size(); ++i) {
    const Int s = as[i];
    carry = (r.reach[i] + carry) / s.value;  // both < 2^62, s > 0
    if (carry == 0 || s.value == 1) continue;  // a size-1 mode passes the carry on
    std::size_t next = i + 1;
    while (next + 1 < as.size() && as[next].value == 1) ++next;
    const Int d = ad[i], next_d = ad[next];
    std::int64_t continued = 0;
    if (__builtin_mul_overflow(s.value, d.value, &continued) || next_d.value != continued || next_d.basis != d.basis) {
      r.violation = error_of(
          LL_TRANSLATABLE("CoreMessage", "composition: carry across modes violated: B's modes together pass extent %1 of A's mode %2 in %3, and its next stride %4 is not %5*%6 at mode %7"),
          to_string(s), i, to_string(flat_a.layout()), to_string(next_d), to_string(s), to_string(d), path_name(path));
      return;
    }
  }
}

// Distributes over B's (the right operand's) modes. CuTe's layout algebra doc: "When `B` is injective,
// composition is left-distributive with concatenation."
// @post shape(result) congruent with bs, each leaf mode composed by compose_integral; carry checked per leaf
Layout compose_rec(const FlatA& flat_a, const IntTuple& bs, const IntTuple& bd, StepRecorder* rec, int depth,
                   const ModePath* path, Reach& reach) {
  if (!bs.is_tuple()) {
    Layout r = compose_integral(flat_a, bs.integer(), bd.integer(), rec, depth, path, reach);
    if (!reach.empty()) check_carry(flat_a, reach, path);
    return r;
  }
  IntTupleBuilder shape, stride;
  shape.reserve(bs.rank());
  stride.reserve(bs.rank());
  for (std::size_t i = 0; i < bs.rank(); ++i) {
    const ModePath child{path, i};
    Layout m = compose_rec(flat_a, bs[i], bd[i], rec, depth, &child, reach);
    shape.push_back(std::move(m.shape));
    stride.push_back(std::move(m.stride));
  }
  return Layout{std::move(shape).build(), std::move(stride).build()};
}

// CuTe's coprofile(B): the profile (every leaf _0) of the sum of B's strides. Integer strides sum to an
// integer (profile _0: A is coalesced whole); scaled bases sum to a coordinate, whose profile says how
// deep A is coalesced mode by mode. @post an error where CuTe's sum is not defined (a non-zero integer
// stride beside a scaled basis)
IntTuple coprofile(const IntTuple& b_stride) {
  IntTuple total(Int{0, true});
  const IntTuple leaves = flatten_to_tuple(b_stride);
  for (const IntTuple& leaf : leaves.children()) total = arith_add(total, leaf);
  return repeat_like(as_arithmetic_tuple(total), IntTuple(Int{0, true}));
}

// CuTe's detail::coalesce_x(A, profile): coalesce_x at the profile's leaves; A's modes past it kept.
// @pre rank(profile) <= rank(A) at each level (CuTe: static_assert)
Layout coalesce_x(LayoutRef a, const IntTuple& profile) {
  if (!profile.is_tuple()) return to_layout(coalesce_flat(flat_modes(a), /*keep_trailing=*/true));
  if (profile.rank() > a.shape.rank())
    fail(LL_TRANSLATABLE("CoreMessage", "composition: B's scaled-basis strides reach mode %1 of A's mode %2, which has rank %3"), profile.rank() - 1,
         to_string(a.copy()), a.shape.rank());
  std::vector<Layout> modes;
  for (std::size_t i = 0; i < a.shape.rank(); ++i)
    modes.push_back(i < profile.rank() ? coalesce_x(mode_ref(a, i), profile[i]) : mode_ref(a, i).copy());
  return make_layout(std::move(modes));
}

// B's modes over A coalesced by B's coprofile. CuTe's composition_impl: "Special case for a RHS
// ScaledBasis stride": a stride v@N0@... composes the mode of A it names (basis_get) with v.
Layout compose_basis_rec(const Layout& a, const IntTuple& bs, const IntTuple& bd, StepRecorder* rec, int depth,
                         const ModePath* path) {
  if (bs.is_tuple()) {
    std::vector<Layout> modes;
    for (std::size_t i = 0; i < bs.rank(); ++i) {
      const ModePath child{path, i};
      modes.push_back(compose_basis_rec(a, bs[i], bd[i], rec, depth, &child));
    }
    return make_layout(std::move(modes));
  }
  const Int rd = bd.integer();
  Layout sub = a;
  for (int k = 0; k < rd.basis.depth; ++k) {
    if (rd.basis.modes[k] >= sub.shape.rank())
      fail(LL_TRANSLATABLE("CoreMessage", "composition: B's stride %1 names mode %2 of %3, which has rank %4"), to_string(rd), rd.basis.modes[k],
           to_string(sub), sub.shape.rank());
    sub = mode_ref(sub, rd.basis.modes[k]).copy();
  }
  Reach no_carry_check;
  return compose_integral(FlatA{flat_modes(sub)}, bs.integer(), Int{rd.value, rd.is_static}, rec, depth, path,
                          no_carry_check);
}

Layout compose_with_path(LayoutRef a, const Layout& b, StepRecorder* rec, int depth, const ModePath* path) {
  if (has_scaled_basis(b.stride)) {
    const Layout by_profile = coalesce_x(a, coprofile(b.stride));
    if (rec) record(rec, StepKind::CoalesceA, depth, path, by_profile, {a.copy(), by_profile});
    Layout r = compose_basis_rec(by_profile, b.shape, b.stride, rec, depth, path);
    if (rec) record(rec, StepKind::ComposeResult, depth, path, r, {a.copy(), b, r});
    return r;
  }
  const FlatA flat_a{coalesce_flat(flat_modes(a), /*keep_trailing=*/true)};
  if (rec) record(rec, StepKind::CoalesceA, depth, path, flat_a.layout(), {a.copy(), flat_a.layout()});
  Reach reach;
  if (!cute_faithful() && flat_a.modes.size() > 1 && b.shape.is_tuple()) reach.reach.resize(flat_a.modes.size() - 1, 0);
  Layout r = compose_rec(flat_a, b.shape, b.stride, rec, depth, path, reach);
  if (reach.violation) fail(*reach.violation);
  if (rec) record(rec, StepKind::ComposeResult, depth, path, r, {a.copy(), b, r});
  return r;
}

}  // namespace

// CuTe's composition(Layout, Layout). CuTe's layout algebra doc: "We can also assume that `A` is a
// flattened, coalesced layout."
// @pre a and b checked (congruent, positive extents) at the public entry point
// @post compatible(B, result), result(c) == A(B(c)) for c in B's domain -- or a CuteError naming the condition
Layout composition_impl(LayoutRef a, const Layout& b, StepRecorder* rec, int depth) {
  return compose_with_path(a, b, rec, depth, nullptr);
}

void check_tiler(const Tiler& t, const char* op) {
  if (t.is_layout()) {
    check_layout(t.layout(), op, "tiler");
  } else if (t.is_integer()) {
    if (t.integer().value <= 0) fail(LL_TRANSLATABLE("CoreMessage", "%1: tile size %2 is not positive"), op, to_string(t.integer()));
  } else if (t.is_tuple()) {
    for (const auto& m : t.modes()) check_tiler(m, op);
  }
}

// CuTe's composition(Layout, Tiler). CuTe's layout algebra doc: "With (2) and (3), the `composition` is
// performed on each pair of corresponding modes of `A` and `B`, until case (1) is found."
// @pre rank(tiler) <= rank(a) for tuple tilers (CuTe: static_assert; here a CuteError); modes past it dropped
// @post layout<i>(result) == composition(layout<i>(a), b_i) for a tuple tiler
Layout composition_tiler_impl(LayoutRef a, const Tiler& b, StepRecorder* rec, int depth, const ModePath* path) {
  if (b.is_layout()) return compose_with_path(a, b.layout(), rec, depth, path);
  if (b.is_underscore()) {
    if (rec) record(rec, StepKind::TilerUnderscore, depth, path, a.copy(), {a.copy()});
    return a.copy();
  }
  if (b.is_integer()) {
    // composition(A, n) composes with the integer n and stride _1 (CuTe passes Int<1> as the stride).
    Layout nb{b.integer(), Int{1, true}};
    return compose_with_path(a, nb, rec, depth, path);
  }
  const auto& modes = b.modes();
  const std::size_t r = a.shape.rank();
  if (modes.size() > r) {
    if (!path)
      fail(LL_TRANSLATABLE("CoreMessage", "composition: the tiler has more modes (%1) than the layout %2 (%3)"), modes.size(), to_string(a.copy()), r);
    fail(LL_TRANSLATABLE("CoreMessage", "composition: the tiler has more modes (%1) than the layout %2 (%3) at mode %4"), modes.size(),
         to_string(a.copy()), r, path_text(path));
  }
  std::vector<Layout> out;
  out.reserve(modes.size());
  for (std::size_t i = 0; i < modes.size(); ++i) {
    const ModePath child{path, i};
    out.push_back(composition_tiler_impl(mode_ref(a, i), modes[i], rec, depth, &child));
  }
  Layout result = make_layout(std::move(out));
  if (rec && !path) record(rec, StepKind::ByModeResult, depth, path, result, {a.copy(), result});
  return result;
}

}  // namespace algebra_detail

using namespace algebra_detail;

namespace {
// The public composition, recording its steps into `rec` when non-null.
Layout checked_composition(const Layout& a, const Layout& b, StepRecorder* rec) {
  check_layout(a, "composition", "A");
  check_layout(b, "composition", "B");
  return composition_impl(a, b, rec, 0);
}
Layout checked_composition(const Layout& a, const Tiler& b, StepRecorder* rec) {
  check_layout(a, "composition", "A");
  check_tiler(b, "composition");
  return composition_tiler_impl(a, b, rec, 0, nullptr);
}
}  // namespace

Layout composition(const Layout& a, const Layout& b) { return checked_composition(a, b, nullptr); }
Layout composition(const Layout& a, const Tiler& b) { return checked_composition(a, b, nullptr); }

Result<AlgebraSteps> composition_steps(const Layout& a, const Layout& b) {
  return attempt_op("composition", [&] {
    AlgebraSteps s;
    s.result = checked_composition(a, b, &s.steps);
    return s;
  });
}
Result<AlgebraSteps> composition_steps(const Layout& a, const Tiler& b) {
  return attempt_op("composition", [&] {
    AlgebraSteps s;
    s.result = checked_composition(a, b, &s.steps);
    return s;
  });
}

}  // namespace ll
