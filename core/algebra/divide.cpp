#include "core/algebra/divide.hpp"

#include "core/algebra/by_mode.hpp"
#include "core/algebra/detail.hpp"
#include "core/layout/print.hpp"
#include "core/algebra/internal.hpp"
#include "core/algebra/tile_unzip.hpp"

namespace ll {
namespace algebra_detail {
namespace {

// logical_divide(L, T) for a Layout tiler: composition(L, make_layout(T, complement(T, shape(coalesce(L))))).
// CuTe's layout algebra doc: "Note that this is defined only in terms of concatenation, composition, and complement."
// @pre complement(T, ...) and composition(L, (T, T*)) preconditions (else a CuteError from that step)
// @post rank(result) == 2, layout<0>(result) == composition(L, T)
Layout divide_by_layout(LayoutRef l, const Layout& t, StepRecorder* rec, const ModePath* path) {
  const IntTuple cotarget = shape_of(coalesce_flat(flat_modes(l)));
  Layout c = complement_impl(t, cotarget, rec, 1);
  if (rec) record(rec, StepKind::DivideComplement, 0, path, c, {t, cotarget, c, l.copy()});
  const Layout tc{pair_tuple(t.shape, std::move(c.shape)), pair_tuple(t.stride, std::move(c.stride))};
  if (rec) record(rec, StepKind::DivideConcatenate, 0, path, tc, {tc});
  Layout r = composition_impl(l, tc, rec, 1);
  if (rec) record(rec, StepKind::DivideCompose, 0, path, r, {l.copy(), tc, r});
  return r;
}

}  // namespace

// CuTe's logical_divide(Layout, Tiler). CuTe's layout algebra doc: "Using the `Tiler` concept defined above,
// this immediately generalizes to multidimensional tiling."
// @pre rank(t) <= rank(l) for tuple tilers (CuTe: static_assert; here a CuteError)
// @post per tiled mode ((tile), (rest)); modes of l past rank(t) kept as they are
Layout logical_divide_impl(const Layout& l, const Tiler& t, StepRecorder* rec) {
  return by_mode(l, t, "logical_divide", nullptr,
                 [rec](LayoutRef m, const Layout& tile, const ModePath* path) { return divide_by_layout(m, tile, rec, path); });
}

}  // namespace algebra_detail

using namespace algebra_detail;

Layout logical_divide(const Layout& l, const Tiler& tiler) {
  check_layout(l, "logical_divide", "layout");
  check_tiler(tiler, "logical_divide");
  return logical_divide_impl(l, tiler, nullptr);
}
Layout zipped_divide(const Layout& l, const Tiler& tiler) {
  return tile_unzip(logical_divide(l, tiler), tiler, "zipped_divide");
}
Layout tiled_divide(const Layout& l, const Tiler& tiler) {
  return unpack_modes(tile_unzip(logical_divide(l, tiler), tiler, "tiled_divide"), false);
}
Layout flat_divide(const Layout& l, const Tiler& tiler) {
  return unpack_modes(tile_unzip(logical_divide(l, tiler), tiler, "flat_divide"), true);
}

Result<AlgebraSteps> logical_divide_steps(const Layout& l, const Tiler& tiler) {
  return attempt_op("logical_divide", [&] {
    check_layout(l, "logical_divide", "layout");
    check_tiler(tiler, "logical_divide");
    AlgebraSteps s;
    s.result = logical_divide_impl(l, tiler, &s.steps);
    record(&s.steps, StepKind::DivideResult, 0, nullptr, s.result, {l, s.result});
    return s;
  });
}

}  // namespace ll
