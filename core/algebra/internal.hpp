#pragma once
// Private to core/algebra: the unchecked algorithm bodies the families call on each other (inputs are
// validated once, at the public entry point).
#include <initializer_list>
#include <optional>
#include <string>
#include <utility>

#include "core/algebra/flat_modes.hpp"
#include "core/algebra/steps.hpp"
#include "core/layout/tiler.hpp"
#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll::algebra_detail {

Layout coalesce_impl(const Layout& l);
// CuTe's detail::coalesce_x: also keeps the function right outside the domain (trailing `_1` -> `_2`).
Layout coalesce_x(const Layout& l);
Layout coalesce_profile(const Layout& l, const IntTuple& profile, const char* op, Layout (*leaf)(const Layout&));
IntTuple coalesce_shape(const IntTuple& shape);
Layout filter_zeros_impl(const Layout& l);
Layout filter_impl(const Layout& l);

Layout composition_impl(LayoutRef a, const Layout& b, StepRecorder* rec, int depth);
Layout composition_tiler_impl(LayoutRef a, const Tiler& b, StepRecorder* rec, int depth, const ModePath* path);
void check_tiler(const Tiler& t, const char* op);

Layout complement_impl(LayoutRef l, const IntTuple& cotarget, StepRecorder* rec, int depth);
Layout right_inverse_impl(const Layout& l);
Layout logical_divide_impl(const Layout& l, const Tiler& t, StepRecorder* rec);
Layout logical_product_impl(const Layout& block, const Tiler& t, StepRecorder* rec);

// Appends one step (call as `if (rec) record(rec, ...)`, so that nothing is built when nobody records).
void record(StepRecorder* rec, StepKind kind, int depth, const ModePath* path, std::optional<Layout> layout,
            std::initializer_list<StepArg> args);

}  // namespace ll::algebra_detail
