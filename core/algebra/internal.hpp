#pragma once
// Private to core/algebra: the unchecked algorithm bodies the families call on each other (inputs are
// validated once, at the public entry point).
#include <string>

#include "core/algebra/flat_modes.hpp"
#include "core/algebra/steps.hpp"
#include "core/algebra/tiler.hpp"
#include "core/layout/layout.hpp"

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

void record(StepRecorder* rec, int depth, std::string title, std::string explanation, std::string mode = {});
void record(StepRecorder* rec, int depth, std::string title, std::string explanation, const Layout& l,
            std::string mode = {});

}  // namespace ll::algebra_detail
