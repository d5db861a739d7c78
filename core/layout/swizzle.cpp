#include "core/layout/swizzle.hpp"

#include <cstdlib>

#include "core/layout/crd2idx_unbounded.hpp"
#include "core/layout/print.hpp"
#include "core/util/result.hpp"

namespace ll {
namespace {
const Int kStatic0{0, true};

bool is_power_of_two(int n) { return n > 0 && (n & (n - 1)) == 0; }
int log2_exact(int n) {
  int k = 0;
  while ((1 << k) < n) ++k;
  return k;
}
}  // namespace

Swizzle make_swizzle(int bits, int base, int shift) {
  if (base < 0) fail(LL_TRANSLATABLE("CoreMessage", "Swizzle<%1,%2,%3>: MBase must be positive"), bits, base, shift);
  if (bits < 0) fail(LL_TRANSLATABLE("CoreMessage", "Swizzle<%1,%2,%3>: BBits must be positive"), bits, base, shift);
  if (std::abs(shift) < bits) fail(LL_TRANSLATABLE("CoreMessage", "Swizzle<%1,%2,%3>: abs(SShift) must be at least BBits"), bits, base, shift);
  // CuTe computes the masks as int constants: every bit must fit in 31 bits.
  if (static_cast<long>(bits) + base + std::abs(static_cast<long>(shift)) > 31)
    fail(LL_TRANSLATABLE("CoreMessage", "Swizzle<%1,%2,%3>: the swizzle masks do not fit in an int"), bits, base, shift);
  return Swizzle{bits, base, shift};
}

std::int64_t yyy_msk(const Swizzle& s) {
  return ((std::int64_t{1} << s.bits) - 1) << (s.base + std::max(0, s.shift));
}
std::int64_t zzz_msk(const Swizzle& s) {
  return ((std::int64_t{1} << s.bits) - 1) << (s.base - std::min(0, s.shift));
}

Swizzle make_swizzle_from_masks(std::uint32_t y, std::uint32_t z) {
  int by = __builtin_popcount(y), bz = __builtin_popcount(z);
  if (by != bz) fail(LL_TRANSLATABLE("CoreMessage", "make_swizzle: number of bits in Y and Z don't match"));
  int tz_y = y == 0 ? 32 : __builtin_ctz(y), tz_z = z == 0 ? 32 : __builtin_ctz(z);
  int m = std::min(tz_y, tz_z) % 32;
  int s = tz_y - tz_z;
  Swizzle sw = make_swizzle(by, m, s);
  if (static_cast<std::int64_t>(y | z) != (yyy_msk(sw) | zzz_msk(sw)))
    fail(LL_TRANSLATABLE("CoreMessage", "make_swizzle: masks %1 and %2 are not a swizzle"), y, z);
  return sw;
}

Int apply(const Swizzle& s, Int offset) {
  std::int64_t y = offset.value & yyy_msk(s);
  std::int64_t moved = s.shift >= 0 ? (y >> s.shift) : (y << -s.shift);
  return Int{offset.value ^ moved, offset.is_static};
}

Swizzle upcast(const Swizzle& s, int n) {
  if (!is_power_of_two(n)) fail(LL_TRANSLATABLE("CoreMessage", "upcast<%1>: N must be a power of two"), n);
  int new_m = s.base - log2_exact(n);
  if (new_m >= 0) return Swizzle{s.bits, new_m, s.shift};
  return Swizzle{std::max(s.bits + new_m, 0), 0, s.shift};
}

Swizzle downcast(const Swizzle& s, int n) {
  if (!is_power_of_two(n)) fail(LL_TRANSLATABLE("CoreMessage", "downcast<%1>: N must be a power of two"), n);
  return make_swizzle(s.bits, s.base + log2_exact(n), s.shift);
}

Swizzle recast_layout(const Swizzle& s, int old_bits, int new_bits) {
  if (old_bits <= 0 || new_bits <= 0)
    fail(LL_TRANSLATABLE("CoreMessage", "recast_layout: type sizes must be positive"));
  std::int64_t g = gcd(static_int(new_bits), static_int(old_bits)).value;
  int num = static_cast<int>(new_bits / g), den = static_cast<int>(old_bits / g);
  if (num == 1 && den == 1) return s;
  if (num == 1) return downcast(s, den);
  if (den == 1) return upcast(s, num);
  return downcast(upcast(s, num), den);
}

AnyLayout composition(const Swizzle& a, const Int& offset, const Layout& b) {
  if (a.bits == 0 && is_constant(offset, 0)) return b;  // CuTe ignores the identity swizzle
  return ComposedLayout{a, offset, b, {}};
}
ComposedLayout composition(const Layout& a, const Int& offset, const Layout& b) { return ComposedLayout{a, offset, b, {}}; }
AnyLayout composition(const Swizzle& a, const Layout& b) { return composition(a, kStatic0, b); }

AnyLayout make_layout(const Swizzle& s) {
  return composition(s, Layout{static_int(s.base + s.bits + std::abs(s.shift)), static_int(1)});
}

ComposedLayout make_composed_layout(const ComposedOuter& a, const Int& offset, const Layout& b) {
  return ComposedLayout{a, offset, b, {}};
}
ComposedLayout make_composed_layout(const ComposedOuter& a, const Int& offset, const ComposedLayout& b) {
  ComposedLayout nested{a, offset, b.layout_b, {ComposedStage{b.layout_a, b.offset}}};
  nested.inner.insert(nested.inner.end(), b.inner.begin(), b.inner.end());
  return nested;
}

AnyLayout composition(const ComposedOuter& a, const Int& offset, const AnyLayout& b) {
  if (const Layout* plain = std::get_if<Layout>(&b)) {
    if (const Swizzle* s = std::get_if<Swizzle>(&a)) return composition(*s, offset, *plain);
    return composition(std::get<Layout>(a), offset, *plain);
  }
  return make_composed_layout(a, offset, std::get<ComposedLayout>(b));
}

AnyLayout inner_layout(const ComposedLayout& l) {
  if (l.inner.empty()) return l.layout_b;
  ComposedLayout rest{l.inner.front().function, l.inner.front().offset, l.layout_b,
                      std::vector<ComposedStage>(l.inner.begin() + 1, l.inner.end())};
  return rest;
}

namespace {
Int apply_outer(const ComposedOuter& a, const Int& x) {
  if (const Swizzle* s = std::get_if<Swizzle>(&a)) return apply(*s, x);
  return crd2idx_unbounded(x, std::get<Layout>(a));  // CuTe: offset + B(c) may lie past size(A)
}
}  // namespace

Int apply_functions(const ComposedLayout& l, const Int& layout_b_value) {
  Int x = layout_b_value;
  for (auto stage = l.inner.rbegin(); stage != l.inner.rend(); ++stage) x = apply_outer(stage->function, stage->offset + x);
  return apply_outer(l.layout_a, l.offset + x);
}

AnyLayout recompose(const ComposedLayout& l, const Layout& b) { return recompose(l, AnyLayout(b)); }
AnyLayout recompose(const ComposedLayout& l, const AnyLayout& b) {
  AnyLayout x = b;
  for (auto stage = l.inner.rbegin(); stage != l.inner.rend(); ++stage) x = composition(stage->function, stage->offset, x);
  if (l.smem_ptr_flag_bits > 0) return with_smem_ptr_flag(l.layout_a, l.smem_ptr_flag_bits, x);
  return composition(l.layout_a, l.offset, x);
}

AnyLayout with_smem_ptr_flag(const ComposedOuter& a, int bits, const AnyLayout& b) {
  // (no identity-swizzle simplification: CuTe's offset is the flag's type, not Int<0>)
  ComposedLayout out;
  if (const Layout* plain = std::get_if<Layout>(&b)) {
    out = ComposedLayout{a, Int{0, true}, *plain, {}};
  } else {
    const ComposedLayout& nested = std::get<ComposedLayout>(b);
    out = ComposedLayout{a, Int{0, true}, nested.layout_b, {ComposedStage{nested.layout_a, nested.offset}}};
    out.inner.insert(out.inner.end(), nested.inner.begin(), nested.inner.end());
  }
  out.smem_ptr_flag_bits = bits;
  return out;
}

Int crd2idx(const IntTuple& coord, const ComposedLayout& l) { return apply_functions(l, crd2idx(coord, l.layout_b)); }
Int evaluate(const ComposedLayout& l, std::span<const IntTuple> coords) {
  return apply_functions(l, evaluate(l.layout_b, coords));
}

IntTuple shape(const ComposedLayout& l, std::initializer_list<int> modes) { return shape(l.layout_b, modes); }
Int size(const ComposedLayout& l, std::initializer_list<int> modes) { return size(l.layout_b, modes); }
Int rank(const ComposedLayout& l, std::initializer_list<int> modes) { return rank(l.layout_b, modes); }
Int depth(const ComposedLayout& l, std::initializer_list<int> modes) { return depth(l.layout_b, modes); }
Int cosize(const ComposedLayout& l, std::initializer_list<int> modes) { return cosize(l.layout_b, modes); }

AnyLayout get(const ComposedLayout& l, const std::vector<int>& modes) { return recompose(l, get(l.layout_b, modes)); }
AnyLayout layout(const ComposedLayout& l, const std::vector<int>& modes) {
  return recompose(l, layout(l.layout_b, modes));
}
AnyLayout take(const ComposedLayout& l, int begin, int end) { return recompose(l, take(l.layout_b, begin, end)); }
AnyLayout flatten(const ComposedLayout& l) { return recompose(l, flatten(l.layout_b)); }
AnyLayout group(const ComposedLayout& l, int begin, int end) { return recompose(l, group(l.layout_b, begin, end)); }

namespace {
// upcast<N>/downcast<N> of an integer offset (swizzle.hpp): safe_div(m, C<N>) / m * C<N>.
Int upcast_offset(const Int& o, int n) { return safe_div(o, static_int(n)); }
Int downcast_offset(const Int& o, int n) { return o * static_int(n); }
}  // namespace

namespace {
ComposedOuter upcast_outer(const ComposedOuter& a, int n) {
  if (const Swizzle* s = std::get_if<Swizzle>(&a)) return upcast(*s, n);
  return upcast(std::get<Layout>(a), n);
}
ComposedOuter downcast_outer(const ComposedOuter& a, int n) {
  if (const Swizzle* s = std::get_if<Swizzle>(&a)) return downcast(*s, n);
  return downcast(std::get<Layout>(a), n);
}
}  // namespace

// CuTe's upcast/downcast of the offset yields a C<0u> (unsigned), not Int<0>, so the identity-swizzle
// simplification of composition(Swizzle<0,M,S>, Int<0>, L) never applies here: always a ComposedLayout,
// each level of a nested one recast alike.
AnyLayout upcast(const ComposedLayout& l, int n) {
  // CuTe keeps an smem_ptr_flag through recasts (pointer_flagged.hpp): the swizzle stays (it acts on the
  // pointer's bits), the flag's width and layout_b are recast.
  if (l.smem_ptr_flag_bits > 0 && l.inner.empty())
    return with_smem_ptr_flag(l.layout_a, l.smem_ptr_flag_bits * n, AnyLayout(upcast(l.layout_b, n)));
  ComposedLayout out{upcast_outer(l.layout_a, n), upcast_offset(l.offset, n), upcast(l.layout_b, n), {}};
  for (const ComposedStage& stage : l.inner)
    out.inner.push_back(ComposedStage{upcast_outer(stage.function, n), upcast_offset(stage.offset, n)});
  return out;
}

AnyLayout downcast(const ComposedLayout& l, int n) {
  if (l.smem_ptr_flag_bits > 0 && l.inner.empty()) {
    if (l.smem_ptr_flag_bits % n != 0)
      fail(LL_TRANSLATABLE("CoreMessage", "downcast<%1>: the smem pointer flag of %2 bits does not divide"), n, l.smem_ptr_flag_bits);
    return with_smem_ptr_flag(l.layout_a, l.smem_ptr_flag_bits / n, AnyLayout(downcast(l.layout_b, n)));
  }
  ComposedLayout out{downcast_outer(l.layout_a, n), downcast_offset(l.offset, n), downcast(l.layout_b, n), {}};
  for (const ComposedStage& stage : l.inner)
    out.inner.push_back(ComposedStage{downcast_outer(stage.function, n), downcast_offset(stage.offset, n)});
  return out;
}

}  // namespace ll
