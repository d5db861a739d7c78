#include "core/algebra/coalesce.hpp"

#include <algorithm>

#include "core/algebra/detail.hpp"
#include "core/layout/print.hpp"
#include "core/algebra/flat_modes.hpp"
#include "core/algebra/internal.hpp"

namespace ll {
namespace algebra_detail {

// CuTe's coalesce. CuTe's layout algebra doc: "If the second mode's stride is the product of the first
// mode's size and stride, then they can be combined."
// CuTe's coalesce and detail::coalesce_x read only the flat modes: see flat_modes.cpp (coalesce_flat).
// @post depth(result) <= 1, size(result) == size(l), result(i) == l(i) for 0 <= i < size(l)
Layout coalesce_impl(const Layout& l) { return to_layout(coalesce_flat(flat_modes(l))); }

Layout coalesce_x(const Layout& l) { return to_layout(coalesce_flat(flat_modes(l), /*keep_trailing=*/true)); }

// CuTe's coalesce/filter(layout, trg_profile): `leaf` applied at the terminals of `profile`.
// @pre rank(profile) <= rank(l) wherever profile is a tuple (CuTe: static_assert; here an error naming `op`)
// @post congruent with `profile` down to its terminals; modes of l past rank(profile) kept as they are
Layout coalesce_profile(const Layout& l, const IntTuple& profile, const char* op, Layout (*leaf)(const Layout&)) {
  if (!profile.is_tuple()) return leaf(l);
  const std::size_t r = l.shape.rank();
  if (profile.rank() > r)
    fail(LL_TRANSLATABLE("CoreMessage", "%1: profile %2 has more modes (%3) than the layout %4 (%5)"), op, to_string(profile), profile.rank(),
         to_string(l), r);
  std::vector<Layout> modes;
  modes.reserve(r);
  for (std::size_t i = 0; i < r; ++i) {
    Layout m = get(l, {int(i)});
    modes.push_back(i < profile.rank() ? coalesce_profile(m, profile[i], op, leaf) : m);
  }
  return make_layout(std::move(modes));
}

IntTuple coalesce_shape(const IntTuple& shape) {
  if (shape.is_integer()) return shape;
  FlatInts flat;
  append_flat(shape, flat);
  if (flat.empty()) fail(LL_TRANSLATABLE("CoreMessage", "coalesce: the shape has no modes"));
  const FlatInts out = coalesce_leaves(flat);
  if (out.size() == 1) return out[0];
  return make_int_tuple(out);
}

static IntTuple filter_zeros_shape(const IntTuple& stride, const IntTuple& shape) {
  if (stride.is_tuple()) {
    IntTupleBuilder out;
    out.reserve(stride.rank());
    for (std::size_t i = 0; i < stride.rank(); ++i) out.push_back(filter_zeros_shape(stride[i], shape[i]));
    return std::move(out).build();
  }
  if (is_const(stride, 0)) return Int{1, true};
  return shape;
}

Layout filter_zeros_impl(const Layout& l) { return Layout{filter_zeros_shape(l.stride, l.shape), l.stride}; }

// CuTe's filter; cute/layout.hpp (not the docs): "Remove all of the 0-strides and 1-sizes"
// @post depth(result) <= 1, image(result) == image(l); `_1:_0` when nothing is left
Layout filter_impl(const Layout& l) { return to_layout(filter_flat(l)); }

}  // namespace algebra_detail

using namespace algebra_detail;

Layout coalesce(const Layout& l) {
  check_layout(l, "coalesce", "layout");
  return coalesce_impl(l);
}
Layout coalesce(const Layout& l, const IntTuple& profile) {
  check_layout(l, "coalesce", "layout");
  return coalesce_profile(l, profile, "coalesce", coalesce_impl);
}
IntTuple coalesce(const IntTuple& shape) {
  check_shape(shape, "coalesce", "shape");
  return coalesce_shape(shape);
}
Layout filter_zeros(const Layout& l) {
  check_layout(l, "filter_zeros", "layout");
  return filter_zeros_impl(l);
}
Layout filter(const Layout& l) {
  check_layout(l, "filter", "layout");
  return filter_impl(l);
}
Layout filter(const Layout& l, const IntTuple& profile) {
  check_layout(l, "filter", "layout");
  return coalesce_profile(l, profile, "filter", filter_impl);
}


}  // namespace ll
