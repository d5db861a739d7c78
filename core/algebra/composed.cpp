#include "core/algebra/composed.hpp"

#include "core/algebra/coalesce.hpp"
#include "core/algebra/complement.hpp"
#include "core/algebra/composition.hpp"
#include "core/algebra/detail.hpp"
#include "core/layout/print.hpp"
#include "core/algebra/divide.hpp"
#include "core/algebra/inverse.hpp"
#include "core/algebra/product.hpp"
#include "core/util/fault.hpp"

namespace ll {

using algebra_detail::attempt_op;

namespace throwing {

AnyLayout recompose(const ComposedLayout& l, const Layout& inner) {
  if (faulted()) return inner;  // a deferred fault's placeholder (core/util/fault.hpp), passed on
  if (const auto* sw = std::get_if<Swizzle>(&l.layout_a)) return ll::composition(*sw, l.offset, inner);
  return ll::composition(std::get<Layout>(l.layout_a), l.offset, inner);
}

AnyLayout composition(const ComposedLayout& a, const Tiler& b) {
  return recompose(a, throwing::composition(a.layout_b, b));
}

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
  return ll::composition(moved, a);
}

AnyLayout composition(const Layout& a, const ComposedLayout& b) {
  if (!(b.offset.is_static && b.offset.value == 0))
    fail("composition: Require offset == 0: the ComposedLayout's offset is " + to_string(b.offset));
  AnyLayout left = std::holds_alternative<Swizzle>(b.layout_a)
                       ? throwing::composition(a, std::get<Swizzle>(b.layout_a))
                       : AnyLayout(throwing::composition(a, std::get<Layout>(b.layout_a)));
  if (faulted()) return left;  // a deferred fault's placeholder (core/util/fault.hpp), passed on
  if (const auto* l = std::get_if<Layout>(&left)) return throwing::composition(*l, b.layout_b);
  return throwing::composition(std::get<ComposedLayout>(left), Tiler(b.layout_b));
}

namespace {
template <Layout (*Inverse)(const Layout&)>
AnyLayout inverse_of(const ComposedLayout& l, const char* op) {
  const Layout inv_b = Inverse(l.layout_b);
  if (const auto* sw = std::get_if<Swizzle>(&l.layout_a)) {
    if (l.offset.is_static && l.offset.value == 0) return throwing::composition(inv_b, *sw);
    fail(std::string(op) + ": a swizzle with a non-zero offset " + to_string(l.offset) +
         " inverts to Layout∘offset∘Swizzle, which a ComposedLayout cannot hold");
  }
  const Int neg_offset = Int{0, l.offset.is_static} - l.offset;
  return ll::composition(inv_b, l.offset.is_static && l.offset.value == 0 ? l.offset : neg_offset,
                         Inverse(std::get<Layout>(l.layout_a)));
}
}  // namespace

AnyLayout right_inverse(const ComposedLayout& l) { return inverse_of<throwing::right_inverse>(l, "right_inverse"); }
AnyLayout left_inverse(const ComposedLayout& l) { return inverse_of<throwing::left_inverse>(l, "left_inverse"); }

}  // namespace throwing

Result<AnyLayout> composition(const ComposedLayout& a, const Tiler& b) {
  return attempt_op("composition", [&] { return throwing::composition(a, b); });
}
Result<AnyLayout> composition(const Layout& a, const Swizzle& b) {
  return attempt_op("composition", [&] { return throwing::composition(a, b); });
}
Result<AnyLayout> composition(const Layout& a, const ComposedLayout& b) {
  return attempt_op("composition", [&] { return throwing::composition(a, b); });
}
Result<Layout> complement(const ComposedLayout& l) {
  return attempt_op("complement", [&] { return throwing::complement(l.layout_b, IntTuple(cosize(l))); });
}
Result<Layout> complement(const ComposedLayout& l, const IntTuple& cotarget) {
  return attempt_op("complement", [&] { return throwing::complement(l.layout_b, cotarget); });
}
Result<AnyLayout> right_inverse(const ComposedLayout& l) {
  return attempt_op("right_inverse", [&] { return throwing::right_inverse(l); });
}
Result<AnyLayout> left_inverse(const ComposedLayout& l) {
  return attempt_op("left_inverse", [&] { return throwing::left_inverse(l); });
}

#define LL_ON_LAYOUT_B(NAME, ARG_TYPE)                                                                   \
  Result<AnyLayout> NAME(const ComposedLayout& l, const ARG_TYPE& x) {                                   \
    return attempt_op(#NAME, [&] { return throwing::recompose(l, throwing::NAME(l.layout_b, x)); });      \
  }
// The divides and products also have throwing forms (composed.hpp).
#define LL_ON_LAYOUT_B_BOTH(NAME, ARG_TYPE)                                                              \
  AnyLayout throwing::NAME(const ComposedLayout& l, const ARG_TYPE& x) {                                 \
    return throwing::recompose(l, throwing::NAME(l.layout_b, x));                                        \
  }                                                                                                      \
  Result<AnyLayout> NAME(const ComposedLayout& l, const ARG_TYPE& x) {                                   \
    return attempt_op(#NAME, [&] { return throwing::NAME(l, x); });                                      \
  }
Result<AnyLayout> coalesce(const ComposedLayout& l) {
  return attempt_op("coalesce", [&] { return throwing::recompose(l, throwing::coalesce(l.layout_b)); });
}
LL_ON_LAYOUT_B(coalesce, IntTuple)
LL_ON_LAYOUT_B(filter, IntTuple)
LL_ON_LAYOUT_B_BOTH(logical_divide, Tiler)
LL_ON_LAYOUT_B_BOTH(zipped_divide, Tiler)
LL_ON_LAYOUT_B_BOTH(tiled_divide, Tiler)
LL_ON_LAYOUT_B_BOTH(flat_divide, Tiler)
LL_ON_LAYOUT_B_BOTH(logical_product, Tiler)
LL_ON_LAYOUT_B_BOTH(zipped_product, Tiler)
LL_ON_LAYOUT_B_BOTH(tiled_product, Tiler)
LL_ON_LAYOUT_B_BOTH(flat_product, Tiler)
LL_ON_LAYOUT_B_BOTH(blocked_product, Layout)
LL_ON_LAYOUT_B_BOTH(raked_product, Layout)
#undef LL_ON_LAYOUT_B
#undef LL_ON_LAYOUT_B_BOTH

}  // namespace ll
