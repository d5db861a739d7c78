#include "core/algebra/composed.hpp"

#include "core/algebra/coalesce.hpp"
#include "core/algebra/complement.hpp"
#include "core/algebra/composition.hpp"
#include "core/algebra/detail.hpp"
#include "core/layout/print.hpp"
#include "core/algebra/divide.hpp"
#include "core/algebra/inverse.hpp"
#include "core/algebra/product.hpp"

namespace ll {

AnyLayout composition(const ComposedLayout& a, const Tiler& b) { return recompose(a, composition(a.layout_b, b)); }

AnyLayout composition(const Layout& a, const Swizzle& b) {
  algebra_detail::check_layout(a, "composition", "A");
  // The layout's images of the swizzle's Y and Z bit masks (evaluated as CuTe does, past the domain too).
  const Int y = algebra_detail::crd2idx_unbounded(Int{yyy_msk(b), true}, a);
  const Int z = algebra_detail::crd2idx_unbounded(Int{zzz_msk(b), true}, a);
  if (!y.is_static || !z.is_static)
    fail("composition: the layout " + to_string(a) + " maps the swizzle's masks to dynamic values (" + to_string(y) + ", " +
         to_string(z) + "); make_swizzle<Y,Z> needs static masks");
  if (y.value < 0 || z.value < 0 || y.value > 0xffffffffLL || z.value > 0xffffffffLL)
    fail("composition: the swizzle masks map to " + to_string(y) + " and " + to_string(z) + ", not 32-bit masks");
  const Swizzle moved = make_swizzle_from_masks(static_cast<std::uint32_t>(y.value), static_cast<std::uint32_t>(z.value));
  return composition(moved, a);
}

AnyLayout composition(const Layout& a, const ComposedLayout& b) {
  if (!(b.offset.is_static && b.offset.value == 0))
    fail("composition: Require offset == 0: the ComposedLayout's offset is " + to_string(b.offset));
  AnyLayout left = std::holds_alternative<Swizzle>(b.layout_a) ? composition(a, std::get<Swizzle>(b.layout_a))
                                                                : AnyLayout(composition(a, std::get<Layout>(b.layout_a)));
  if (const auto* l = std::get_if<Layout>(&left)) return composition(*l, b.layout_b);
  return composition(std::get<ComposedLayout>(left), Tiler(b.layout_b));
}

Layout complement(const ComposedLayout& l) { return complement(l.layout_b, IntTuple(cosize(l))); }
Layout complement(const ComposedLayout& l, const IntTuple& cotarget) { return complement(l.layout_b, cotarget); }

namespace {
template <Layout (*Inverse)(const Layout&)>
AnyLayout inverse_of(const ComposedLayout& l, const char* op) {
  const Layout inv_b = Inverse(l.layout_b);
  if (const auto* sw = std::get_if<Swizzle>(&l.layout_a)) {
    if (l.offset.is_static && l.offset.value == 0) return composition(inv_b, *sw);
    fail(std::string(op) + ": a swizzle with a non-zero offset " + to_string(l.offset) +
         " inverts to Layout∘offset∘Swizzle, which a ComposedLayout cannot hold");
  }
  const Int neg_offset = Int{0, l.offset.is_static} - l.offset;
  return composition(inv_b, l.offset.is_static && l.offset.value == 0 ? l.offset : neg_offset,
                     Inverse(std::get<Layout>(l.layout_a)));
}
}  // namespace

AnyLayout right_inverse(const ComposedLayout& l) {
  return inverse_of<static_cast<Layout (*)(const Layout&)>(right_inverse)>(l, "right_inverse");
}
AnyLayout left_inverse(const ComposedLayout& l) {
  return inverse_of<static_cast<Layout (*)(const Layout&)>(left_inverse)>(l, "left_inverse");
}

// The operations that act on layout_b alone, recomposed with (A, O).
AnyLayout coalesce(const ComposedLayout& l) { return recompose(l, coalesce(l.layout_b)); }
#define LL_ON_LAYOUT_B(NAME, ARG_TYPE) \
  AnyLayout NAME(const ComposedLayout& l, const ARG_TYPE& x) { return recompose(l, NAME(l.layout_b, x)); }
LL_ON_LAYOUT_B(coalesce, IntTuple)
LL_ON_LAYOUT_B(filter, IntTuple)
LL_ON_LAYOUT_B(logical_divide, Tiler)
LL_ON_LAYOUT_B(zipped_divide, Tiler)
LL_ON_LAYOUT_B(tiled_divide, Tiler)
LL_ON_LAYOUT_B(flat_divide, Tiler)
LL_ON_LAYOUT_B(logical_product, Tiler)
LL_ON_LAYOUT_B(zipped_product, Tiler)
LL_ON_LAYOUT_B(tiled_product, Tiler)
LL_ON_LAYOUT_B(flat_product, Tiler)
LL_ON_LAYOUT_B(blocked_product, Layout)
LL_ON_LAYOUT_B(raked_product, Layout)
#undef LL_ON_LAYOUT_B

}  // namespace ll
