#include "core/algebra/composed.hpp"

#include <bit>

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
AnyLayout composition(const ComposedLayout& a, const ComposedLayout& b) { return recompose(a, composition(a.layout_b, b)); }

AnyLayout composition(const Layout& a, const Swizzle& b) {
  algebra_detail::check_layout(a, "composition", "A");
  // The layout's images of the swizzle's Y and Z bit masks (evaluated as CuTe does, past the domain too).
  const Int y = algebra_detail::crd2idx_unbounded(Int{yyy_msk(b), true}, a);
  const Int z = algebra_detail::crd2idx_unbounded(Int{zzz_msk(b), true}, a);
  if (!y.is_static || !z.is_static)
    fail(LL_TRANSLATABLE("CoreMessage", "composition: the layout %1 maps the swizzle's masks to dynamic values (%2, %3); make_swizzle<Y,Z> needs static masks"),
         to_string(a), to_string(y), to_string(z));
  if (y.value < 0 || z.value < 0 || y.value > 0xffffffffLL || z.value > 0xffffffffLL)
    fail(LL_TRANSLATABLE("CoreMessage", "composition: the swizzle masks map to %1 and %2, not 32-bit masks"), to_string(y), to_string(z));
  const Swizzle moved = make_swizzle_from_masks(static_cast<std::uint32_t>(y.value), static_cast<std::uint32_t>(z.value));
  return composition(moved, a);
}

AnyLayout composition(const Layout& a, const ComposedLayout& b) {
  if (!(b.offset.is_static && b.offset.value == 0))
    fail(LL_TRANSLATABLE("CoreMessage", "composition: Require offset == 0: the ComposedLayout's offset is %1"), to_string(b.offset));
  AnyLayout left = std::holds_alternative<Swizzle>(b.layout_a) ? composition(a, std::get<Swizzle>(b.layout_a))
                                                                : AnyLayout(composition(a, std::get<Layout>(b.layout_a)));
  const AnyLayout right = inner_layout(b);
  if (const auto* inner = std::get_if<ComposedLayout>(&right)) {  // CuTe recurses into a nested layout_b
    if (const auto* l = std::get_if<Layout>(&left)) return composition(*l, *inner);
    const ComposedLayout& outer = std::get<ComposedLayout>(left);
    return recompose(outer, composition(outer.layout_b, *inner));
  }
  if (const auto* l = std::get_if<Layout>(&left)) return composition(*l, b.layout_b);
  return composition(std::get<ComposedLayout>(left), Tiler(b.layout_b));
}

Layout complement(const ComposedLayout& l) { return complement(l.layout_b, IntTuple(cosize(l))); }
Layout complement(const ComposedLayout& l, const IntTuple& cotarget) { return complement(l.layout_b, cotarget); }

namespace {
template <Layout (*Inverse)(const Layout&)>
AnyLayout inverse_of(const ComposedLayout& l, const char* op) {
  if (!l.inner.empty()) {
    // CuTe: composition(inverse(layout_b), layout_a) with layout_b itself composed; the swizzle moves left
    // through the inner inverse's layout. A layout or an offset outside would put a ComposedLayout outside.
    const auto* sw = std::get_if<Swizzle>(&l.layout_a);
    if (!sw || !(l.offset.is_static && l.offset.value == 0))
      fail(LL_TRANSLATABLE("CoreMessage", "%1: the inverse of a nested ComposedLayout is modelled for a swizzle with a _0 offset outside"), op);
    const AnyLayout inner = inner_layout(l);
    const AnyLayout inv_b = inverse_of<Inverse>(std::get<ComposedLayout>(inner), op);
    if (const auto* plain = std::get_if<Layout>(&inv_b)) return composition(*plain, *sw);
    const ComposedLayout& composed = std::get<ComposedLayout>(inv_b);
    return recompose(composed, composition(composed.layout_b, *sw));
  }
  const Layout inv_b = Inverse(l.layout_b);
  if (const auto* sw = std::get_if<Swizzle>(&l.layout_a)) {
    if (l.offset.is_static && l.offset.value == 0) return composition(inv_b, *sw);
    fail(LL_TRANSLATABLE("CoreMessage", "%1: a swizzle with a non-zero offset %2 inverts to Layout∘offset∘Swizzle, which a ComposedLayout cannot hold"),
         op, to_string(l.offset));
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

namespace {

bool all_underscore(const IntTuple& c) {
  if (c.is_underscore()) return true;
  if (c.is_integer()) return false;
  for (const auto& e : c.children())
    if (!all_underscore(e)) return false;
  return true;
}

// CuTe's MixedBits: an integer whose `dynamic` bits are known only at run time (the rest are static).
struct MixedBits {
  std::int64_t value = 0;
  std::int64_t dynamic = 0;
};

MixedBits mixed_xor(MixedBits a, MixedBits b) { return {a.value ^ b.value, a.dynamic | b.dynamic}; }

// CuTe's to_mixed_bits(shape, stride, coord), leaf by leaf: the bits c*d can set, (s-1)*d, are dynamic
// when the coordinate is. @pre congruent arguments; each s*d a power of two (or 0)
MixedBits to_mixed_bits(const IntTuple& shape, const IntTuple& stride, const IntTuple& coord) {
  if (shape.is_tuple()) {
    if (!stride.is_tuple() || !coord.is_tuple() || shape.rank() != stride.rank() || shape.rank() != coord.rank())
      fail(LL_TRANSLATABLE("CoreMessage", "slice: the swizzled layout's sliced modes do not match the coordinate"));
    MixedBits out;
    for (std::size_t i = 0; i < shape.rank(); ++i) out = mixed_xor(out, to_mixed_bits(shape[i], stride[i], coord[i]));
    return out;
  }
  const Int s = shape.integer(), d = stride.integer(), c = coord.integer();
  const std::int64_t reach = (s.value - 1) * d.value;
  if (!s.is_static || !d.is_static || (s.value * d.value != 0 && !std::has_single_bit(static_cast<std::uint64_t>(s.value * d.value))))
    fail(LL_TRANSLATABLE("CoreMessage", "slice: slicing a swizzled layout needs static power-of-two extents and strides where it is sliced, got %1:%2"),
         to_string(s), to_string(d));
  const std::int64_t value = (c.value * d.value) & reach;
  return {value, c.is_static ? 0 : reach};
}

// CuTe's detail::make_swizzle_strides, one stride per swizzled bit I: `lo_bit_of_z` picks the table.
// A stride tests one bit of the offset; it is static iff that bit is.
IntTuple swizzle_strides(bool lo_bit_of_z, std::int64_t z, std::int64_t y, MixedBits offset, int bits) {
  IntTupleBuilder out;
  for (int i = 0; i < bits; ++i) {
    const std::int64_t tested = (lo_bit_of_z ? y : z) << i;
    const bool clear = (offset.value & tested) == 0;
    const std::int64_t v = lo_bit_of_z ? (clear ? z << i : -(z << i)) : (clear ? (y + z) << i : (y - z) << i);
    out.push_back(IntTuple(Int{v, (offset.dynamic & tested) == 0}));
  }
  return std::move(out).build();
}

}  // namespace

AnyLayout slice(const IntTuple& coord, const ComposedLayout& l) {
  if (!l.inner.empty()) {
    if (all_underscore(coord)) return recompose(l, slice(coord, l.layout_b));
    fail(LL_TRANSLATABLE("CoreMessage", "slice: a nested ComposedLayout is sliced with `_` only (CuTe does not compile a slice at a coordinate)"));
  }
  const Swizzle* sw = std::get_if<Swizzle>(&l.layout_a);
  if (!sw) {
    SliceAndOffset so = slice_and_offset(coord, l.layout_b);
    return ComposedLayout{l.layout_a, l.offset + so.offset, so.layout, {}};
  }
  const Layout sliced = slice(coord, l.layout_b);
  if (all_underscore(coord)) return l.smem_ptr_flag_bits > 0 ? recompose(l, sliced) : composition(*sw, l.offset, sliced);
  const int b = sw->bits, m = sw->base, s = std::abs(sw->shift);
  if (b == 0) return sliced;  // the identity swizzle: CuTe's slice is layout_b's
  const bool decays_only_with_two_bits = b < 2;
  // The swizzle's bits as a layout: (2^M, 2^B, 2^(|S|-B), 2^B, 1); its projections onto the bits the swizzle
  // reads and writes (only_zy) and onto the rest (anti_zy), as CuTe builds them.
  const IntTuple sw_shape{static_int(1LL << m), static_int(1LL << b), static_int(1LL << (s - b)), static_int(1LL << b),
                          static_int(1)};
  const IntTuple sw_stride = compact_col_major(sw_shape);
  const Layout only_zy{sw_shape, IntTuple{static_int(0), sw_stride[1], static_int(0), sw_stride[3], static_int(0)}};
  const Layout diced = dice(coord, l.layout_b);
  const IntTuple diced_coord = dice(coord, coord);
  const Layout diced_only_zy = composition(only_zy, diced);
  if (!l.offset.is_static)
    fail(LL_TRANSLATABLE("CoreMessage", "slice: slicing a swizzled layout with a run-time offset is not modelled"));
  const MixedBits offset = mixed_xor({l.offset.value, 0},
                                     to_mixed_bits(diced_only_zy.shape, diced_only_zy.stride, idx2crd(diced_coord, diced_only_zy.shape)));
  // The bits the sliced layout still reaches: if two of them are swizzled together, no plain layout.
  const Layout sliced_only_zy = composition(only_zy, sliced);
  const Int active = algebra_detail::crd2idx_unbounded(size(sliced_only_zy) - static_int(1), sliced_only_zy);
  if (active.is_static && (active.value & ~apply(*sw, active).value) != 0) {
    if (offset.dynamic != 0)
      fail(LL_TRANSLATABLE("CoreMessage", "slice: a swizzled slice that keeps its swizzle, at a run-time coordinate, is not modelled"));
    return ComposedLayout{*sw, static_int(offset.value), sliced, {}};
  }
  if (decays_only_with_two_bits)
    fail(LL_TRANSLATABLE("CoreMessage", "slice: slicing %1 (fewer than 2 bits) at a coordinate where it decays is not modelled; slice with `_` only"), to_string(*sw));
  const std::int64_t z = zzz_msk(*sw) & -zzz_msk(*sw), y = yyy_msk(*sw) & -yyy_msk(*sw);
  const Layout decayed{IntTuple{static_int(1LL << m), repeat(b, IntTuple(static_int(2))), static_int(1LL << (s - b)), repeat(b, IntTuple(static_int(2))), static_int(1)},
                       IntTuple{static_int(1), swizzle_strides(z < y, z, y, offset, b), static_int(1LL << (m + b)),
                                swizzle_strides(z > y, z, y, offset, b), static_int(1LL << (m + b + s))}};
  return composition(decayed, sliced);
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
