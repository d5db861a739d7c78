#include "core/layout/layout.hpp"

#include "core/layout/crd2idx_unbounded.hpp"
#include "core/layout/print.hpp"
#include "core/util/mode_path.hpp"
#include "core/util/result.hpp"

namespace ll {
namespace {

const Int kStatic0{0, true};
const Int kStatic1{1, true};

bool all_extents_positive(const IntTuple& shape) {
  if (shape.is_integer()) return shape.integer().value > 0 && !shape.integer().is_scaled_basis();
  if (!shape.is_tuple()) return false;
  for (const IntTuple& e : shape.children())
    if (!all_extents_positive(e)) return false;
  return true;
}

void check_shape(const IntTuple& shape, const char* op, const ModePath* path = nullptr) {
  if (!path && all_extents_positive(shape)) return;  // the common case, without walking mode by mode
  if (shape.is_tuple()) {
    for (std::size_t i = 0; i < shape.rank(); ++i) {
      const ModePath child{path, i};
      check_shape(shape[i], op, &child);
    }
    return;
  }
  if (shape.is_integer() && shape.integer().value > 0 && !shape.integer().is_scaled_basis()) return;
  const std::string where = path_text(path);
  if (shape.is_integer() && shape.integer().is_scaled_basis()) {
    if (where.empty())
      fail(LL_TRANSLATABLE("CoreMessage", "%1: extent %2 is a scaled basis (those are strides)"), op, to_string(shape.integer()));
    fail(LL_TRANSLATABLE("CoreMessage", "%1: extent %2 at mode %3 is a scaled basis (those are strides)"), op, to_string(shape.integer()), where);
  }
  if (shape.is_underscore()) {
    if (where.empty()) fail(LL_TRANSLATABLE("CoreMessage", "%1: a shape cannot hold `_`"), op);
    fail(LL_TRANSLATABLE("CoreMessage", "%1: a shape cannot hold `_` (mode %2)"), op, where);
  }
  if (where.empty()) fail(LL_TRANSLATABLE("CoreMessage", "%1: extent %2 is not positive"), op, to_string(shape.integer()));
  fail(LL_TRANSLATABLE("CoreMessage", "%1: extent %2 at mode %3 is not positive"), op, to_string(shape.integer()), where);
}

// make_layout's three conditions (positive integer extents, no `_` in the stride, congruence) in one walk,
// for the common valid case; the separate checks below then only run to name what is wrong.
bool well_formed(const IntTuple& shape, const IntTuple& stride) {
  if (shape.is_integer()) return stride.is_integer() && shape.integer().value > 0 && !shape.integer().is_scaled_basis();
  if (!shape.is_tuple() || !stride.is_tuple()) return false;
  const auto s = shape.children();
  const auto d = stride.children();
  if (s.size() != d.size()) return false;
  for (std::size_t i = 0; i < s.size(); ++i)
    if (!well_formed(s[i], d[i])) return false;
  return true;
}

void check_stride(const IntTuple& stride, const char* op) {
  if (has_underscore(stride)) fail(LL_TRANSLATABLE("CoreMessage", "%1: a stride cannot hold `_`"), op);
}

template <class Modes>
Layout sub_layout(const Layout& l, const Modes& modes) {
  if (modes.size() == 0) return l;
  return Layout{get(l.shape, modes), get(l.stride, modes)};
}

}  // namespace

// ---- construction --------------------------------------------------------------------------------

Layout make_layout(const IntTuple& shape) {
  check_shape(shape, "make_layout");
  return Layout{shape, compact_col_major(shape)};
}
Layout make_layout(const IntTuple& shape, LayoutLeft) { return make_layout(shape); }
Layout make_layout(const IntTuple& shape, LayoutRight) {
  check_shape(shape, "make_layout");
  return Layout{shape, compact_row_major(shape)};
}

Layout make_layout(const IntTuple& shape, const IntTuple& stride) {
  return make_layout(IntTuple(shape), IntTuple(stride));
}
Layout make_static_layout(std::initializer_list<std::int64_t> shape, std::initializer_list<std::int64_t> stride) {
  if (shape.size() == 1 && stride.size() == 1)
    return make_layout(IntTuple(static_int(*shape.begin())), IntTuple(static_int(*stride.begin())));
  IntTupleBuilder sh, st;
  for (std::int64_t v : shape) sh.push_back(IntTuple(static_int(v)));
  for (std::int64_t v : stride) st.push_back(IntTuple(static_int(v)));
  return make_layout(std::move(sh).build(), std::move(st).build());
}

Layout make_layout(IntTuple&& shape, IntTuple&& stride) {
  if (well_formed(shape, stride)) return Layout{std::move(shape), std::move(stride)};
  check_shape(shape, "make_layout");
  check_stride(stride, "make_layout");
  if (!congruent(shape, stride))
    fail(LL_TRANSLATABLE("CoreMessage", "make_layout: shape %1 and stride %2 are not congruent"), to_string(shape), to_string(stride));
  return Layout{std::move(shape), std::move(stride)};
}

bool has_negative_extent(const IntTuple& shape) {
  if (shape.is_integer()) return shape.integer().value < 0;
  if (!shape.is_tuple()) return false;
  for (const IntTuple& e : shape.children())
    if (has_negative_extent(e)) return true;
  return false;
}

namespace {
// The shape with each negative extent read as its absolute value: what check_shape then judges.
IntTuple absolute_extents(const IntTuple& shape) {
  if (shape.is_integer()) {
    Int e = shape.integer();
    if (e.value < 0 && !e.is_scaled_basis()) e.value = -e.value;
    return IntTuple(e);
  }
  if (!shape.is_tuple()) return shape;
  IntTupleBuilder out;
  for (const IntTuple& e : shape.children()) out.push_back(absolute_extents(e));
  return std::move(out).build();
}
}  // namespace

Layout make_layout_as_printed(const IntTuple& shape, const IntTuple& stride) {
  if (!has_negative_extent(shape)) return make_layout(shape, stride);
  check_shape(absolute_extents(shape), "make_layout");
  check_stride(stride, "make_layout");
  if (!congruent(shape, stride))
    fail(LL_TRANSLATABLE("CoreMessage", "make_layout: shape %1 and stride %2 are not congruent"), to_string(shape), to_string(stride));
  return Layout{shape, stride};
}

Layout make_layout(const std::vector<Layout>& layouts) {
  IntTupleBuilder shapes, strides;
  shapes.reserve(layouts.size());
  strides.reserve(layouts.size());
  for (const auto& l : layouts) {
    shapes.push_back(l.shape);
    strides.push_back(l.stride);
  }
  return Layout{std::move(shapes).build(), std::move(strides).build()};
}
Layout make_layout(std::vector<Layout>&& layouts) {
  IntTupleBuilder shapes, strides;
  shapes.reserve(layouts.size());
  strides.reserve(layouts.size());
  for (auto& l : layouts) {
    shapes.push_back(std::move(l.shape));
    strides.push_back(std::move(l.stride));
  }
  return Layout{std::move(shapes).build(), std::move(strides).build()};
}
Layout make_layout(std::initializer_list<Layout> layouts) { return make_layout(std::vector<Layout>(layouts)); }

Layout make_ordered_layout(const IntTuple& shape, const IntTuple& order) {
  check_shape(shape, "make_ordered_layout");
  if (!weakly_congruent(order, shape))
    fail(LL_TRANSLATABLE("CoreMessage", "make_ordered_layout: order %1 does not follow the profile of shape %2"), to_string(order),
         to_string(shape));
  return Layout{shape, compact_order(shape, order)};
}

Layout make_layout_like(const Layout& l) {
  return Layout{l.shape, compact_order(filter_zeros(l.stride, l.shape), l.stride)};
}

// ---- accessors -----------------------------------------------------------------------------------

IntTuple shape(const Layout& l, std::initializer_list<int> modes) { return get(l.shape, modes); }
IntTuple stride(const Layout& l, std::initializer_list<int> modes) { return get(l.stride, modes); }
Int size(const Layout& l, std::initializer_list<int> modes) { return product(get(l.shape, modes)); }
Int rank(const Layout& l, std::initializer_list<int> modes) { return rank(get(l.shape, modes)); }
Int depth(const Layout& l, std::initializer_list<int> modes) { return depth(get(l.shape, modes)); }
IntTuple shape(const Layout& l, const std::vector<int>& modes) { return get(l.shape, modes); }
IntTuple stride(const Layout& l, const std::vector<int>& modes) { return get(l.stride, modes); }
Int size(const Layout& l, const std::vector<int>& modes) { return product(get(l.shape, modes)); }
Int rank(const Layout& l, const std::vector<int>& modes) { return rank(get(l.shape, modes)); }
Int depth(const Layout& l, const std::vector<int>& modes) { return depth(get(l.shape, modes)); }

namespace {
// coshape = inner_product(shape - _1, |stride|) + _1, with CuTe's staticness: _0 + ... per tuple level.
Int co_inner(const IntTuple& s, const IntTuple& d) {
  if (s.is_tuple()) {
    if (!d.is_tuple() || d.rank() != s.rank())
      fail(LL_TRANSLATABLE("CoreMessage", "cosize: shape %1 and stride %2 are not congruent"), to_string(s), to_string(d));
    const auto se = s.children();
    const auto de = d.children();
    Int acc = kStatic0;
    for (std::size_t i = 0; i < se.size(); ++i) acc = acc + co_inner(se[i], de[i]);
    return acc;
  }
  if (d.is_tuple() || !s.is_integer() || !d.is_integer())
    fail(LL_TRANSLATABLE("CoreMessage", "cosize: shape %1 and stride %2 are not congruent"), to_string(s), to_string(d));
  return (s.integer() - kStatic1) * abs(d.integer());
}
// The same over scaled-basis strides: the sum is a coordinate (CuTe's ArithmeticTuple), so the coshape is
// that coordinate plus _1 at each leaf, and the cosize its product (make_identity_layout((4,8)): (4,8), 32).
IntTuple co_inner_coordinate(const IntTuple& s, const IntTuple& d) {
  if (s.is_tuple() && d.is_tuple() && d.rank() == s.rank()) {
    IntTuple acc(kStatic0);
    for (std::size_t i = 0; i < s.rank(); ++i) acc = arith_add(acc, co_inner_coordinate(s[i], d[i]));
    return acc;
  }
  return IntTuple(co_inner(s, d));
}
IntTuple plus_one(const IntTuple& t) {
  if (t.is_integer()) return t.integer() + kStatic1;
  IntTupleBuilder out;
  for (const IntTuple& e : t.children()) out.push_back(plus_one(e));
  return std::move(out).build();
}
IntTuple coordinate_coshape(const IntTuple& shape, const IntTuple& stride) {
  return plus_one(as_arithmetic_tuple(co_inner_coordinate(shape, stride)));
}
IntTuple coshape_of(const IntTuple& shape, const IntTuple& stride) {
  if (has_scaled_basis(stride)) return coordinate_coshape(shape, stride);
  return co_inner(shape, stride) + kStatic1;
}
Int cosize_of(const IntTuple& shape, const IntTuple& stride) {
  if (has_scaled_basis(stride)) return product(coordinate_coshape(shape, stride));
  return co_inner(shape, stride) + kStatic1;
}
}  // namespace

// (get returns references into l, so no sub-layout is copied.)
IntTuple coshape(const Layout& l, std::initializer_list<int> modes) {
  return coshape_of(get(l.shape, modes), get(l.stride, modes));
}
Int cosize(const Layout& l, std::initializer_list<int> modes) {
  return cosize_of(get(l.shape, modes), get(l.stride, modes));
}
Int cosize(const Layout& l, const std::vector<int>& modes) {
  return cosize_of(get(l.shape, modes), get(l.stride, modes));
}

Layout get(const Layout& l, std::initializer_list<int> modes) {
  return Layout{get(l.shape, modes), get(l.stride, modes)};
}
Layout get(const Layout& l, const std::vector<int>& modes) {
  return Layout{get(l.shape, modes), get(l.stride, modes)};
}
Layout layout(const Layout& l, const std::vector<int>& modes) { return sub_layout(l, modes); }

// ---- mode manipulation ---------------------------------------------------------------------------

Layout select(const Layout& l, const std::vector<int>& modes) {
  return Layout{select(l.shape, modes), select(l.stride, modes)};
}

Layout take(const Layout& l, int begin, int end) {
  const int r = static_cast<int>(l.shape.rank());
  if (end == -1) end = r;
  if (begin >= end)
    fail(LL_TRANSLATABLE("CoreMessage", "take<%1,%2>: empty range"), begin, end);
  if (begin < 0 || end > r)
    fail(LL_TRANSLATABLE("CoreMessage", "take<%1,%2>: range out of bounds for rank %3"), begin, end, r);
  return Layout{take(l.shape, begin, end), take(l.stride, begin, end)};
}

Layout group(const Layout& l, int begin, int end) {
  return Layout{group(l.shape, begin, end), group(l.stride, begin, end)};
}

Layout flatten(const Layout& l) { return Layout{flatten(l.shape), flatten(l.stride)}; }

Layout unflatten(const Layout& l, const IntTuple& profile) {
  return Layout{unflatten(l.shape, profile), unflatten(l.stride, profile)};
}

Layout append(const Layout& l, const Layout& x) { return Layout{append(l.shape, x.shape), append(l.stride, x.stride)}; }
Layout prepend(const Layout& l, const Layout& x) {
  return Layout{prepend(l.shape, x.shape), prepend(l.stride, x.stride)};
}
Layout append(const Layout& l, int n, const Layout& x) {
  return Layout{append(l.shape, n, x.shape), append(l.stride, n, x.stride)};
}
Layout prepend(const Layout& l, int n, const Layout& x) {
  return Layout{prepend(l.shape, n, x.shape), prepend(l.stride, n, x.stride)};
}
Layout replace(const Layout& l, int index, const Layout& x) {
  return Layout{replace(l.shape, index, x.shape), replace(l.stride, index, x.stride)};
}

// ---- evaluation ----------------------------------------------------------------------------------

Int crd2idx(const IntTuple& coord, const Layout& l) { return crd2idx(coord, l.shape, l.stride); }

namespace {
std::int64_t evaluate_mode(const IntTuple& shape, const IntTuple& stride, std::int64_t& coord) {
  if (shape.is_integer()) {
    std::int64_t extent = shape.integer().value;
    std::int64_t here = coord % extent;
    coord /= extent;
    std::int64_t r;
    if (__builtin_mul_overflow(here, stride.integer().value, &r))
      fail(LL_TRANSLATABLE("CoreMessage", "integer overflow evaluating the layout"));
    return r;
  }
  std::int64_t index = 0;
  for (std::size_t i = 0; i < shape.rank(); ++i) {
    if (__builtin_add_overflow(index, evaluate_mode(shape[i], stride[i], coord), &index))
      fail(LL_TRANSLATABLE("CoreMessage", "integer overflow evaluating the layout"));
  }
  return index;
}
}  // namespace

std::int64_t evaluate(const Layout& l, std::int64_t coord) {
  std::int64_t n = size(l).value;
  if (coord < 0 || coord >= n)
    fail(LL_TRANSLATABLE("CoreMessage", "coordinate %1 is out of range for the layout of size %2"), coord, n);
  return evaluate_mode(l.shape, l.stride, coord);
}

bool values_fit_int64(const Layout& l) {
  const IntTuple shapes = flatten_to_tuple(l.shape), strides = flatten_to_tuple(l.stride);
  std::int64_t bound = 0, term;  // the largest |value| of any index
  for (std::size_t k = 0; k < shapes.rank(); ++k) {
    const std::int64_t extent = shapes[k].integer().value, stride = strides[k].integer().value;
    if (extent <= 0 || stride == INT64_MIN || __builtin_mul_overflow(extent - 1, stride < 0 ? -stride : stride, &term) ||
        __builtin_add_overflow(bound, term, &bound))
      return false;
  }
  return true;
}

std::optional<std::vector<std::int64_t>> values_in_order(const Layout& l) {
  const IntTuple shapes = flatten_to_tuple(l.shape), strides = flatten_to_tuple(l.stride);
  const std::size_t k = shapes.rank();
  const std::int64_t n = size(l).value;
  std::vector<std::int64_t> out(static_cast<std::size_t>(n));
  std::vector<std::int64_t> count(k, 0), extents(k), leaf_strides(k);  // the leaves as plain numbers
  for (std::size_t j = 0; j < k; ++j) {
    extents[j] = shapes[j].integer().value;
    leaf_strides[j] = strides[j].integer().value;
  }
  std::int64_t last;  // one leaf (the commonest mode): no odometer, once its last value is known to fit
  if (k == 1 && !__builtin_mul_overflow(n - 1, leaf_strides[0], &last)) {
    for (std::int64_t i = 0; i < n; ++i) out[static_cast<std::size_t>(i)] = i * leaf_strides[0];
    return out;
  }
  std::int64_t offset = 0;
  for (std::int64_t i = 0; i < n; ++i) {
    out[static_cast<std::size_t>(i)] = offset;
    for (std::size_t j = 0; j < k; ++j) {  // colexicographic: the first leaf turns fastest
      const std::int64_t extent = extents[j], stride = leaf_strides[j];
      if (++count[j] < extent) {
        if (__builtin_add_overflow(offset, stride, &offset)) return std::nullopt;
        break;
      }
      // carry: take back this leaf's span, move on to the next leaf
      std::int64_t back;
      if (__builtin_mul_overflow(stride, extent - 1, &back) || __builtin_sub_overflow(offset, back, &offset))
        return std::nullopt;
      count[j] = 0;
    }
  }
  return out;
}

Int evaluate(const Layout& l, std::span<const IntTuple> coords) {
  if (coords.size() == 1) return crd2idx(coords[0], l);
  IntTupleBuilder tuple;
  tuple.reserve(coords.size());
  for (const IntTuple& c : coords) tuple.push_back(c);
  return crd2idx(std::move(tuple).build(), l);
}

IntTuple get_hier_coord(const Layout& l, const Int& idx) { return idx2crd(idx, l.shape, l.stride); }

IntTuple get_flat_coord(const Layout& l, const Int& idx) {
  IntTuple hier = get_hier_coord(l, idx);
  // crd2crd(hier, shape, repeat<rank>(_1)): each mode's coordinate collapsed to its 1-D index.
  return crd2crd(hier, l.shape, repeat(static_cast<int>(l.shape.rank()), kStatic1));
}

Int get_1d_coord(const Layout& l, const Int& idx) { return crd2idx(get_hier_coord(l, idx), l.shape); }

Layout slice(const IntTuple& coord, const Layout& l) { return Layout{slice(coord, l.shape), slice(coord, l.stride)}; }
Layout dice(const IntTuple& coord, const Layout& l) { return Layout{dice(coord, l.shape), dice(coord, l.stride)}; }

namespace {
IntTuple underscore_to_zero(const IntTuple& c) {
  if (c.is_underscore()) return kStatic0;
  if (c.is_integer()) return c;
  IntTupleBuilder out;
  out.reserve(c.rank());
  for (const auto& e : c.children()) out.push_back(underscore_to_zero(e));
  return std::move(out).build();
}
}  // namespace

SliceAndOffset slice_and_offset(const IntTuple& coord, const Layout& l) {
  return SliceAndOffset{slice(coord, l), crd2idx(underscore_to_zero(coord), l)};
}

// ---- recasting -----------------------------------------------------------------------------------

namespace {
void check_factor(const char* op, int n) {
  if (n <= 0) fail(LL_TRANSLATABLE("CoreMessage", "%1<%2>: N must be positive"), op, n);
}

Layout upcast_walk(const IntTuple& s, const IntTuple& d, int n) {
  if (s.is_tuple()) {
    // transform_layout: make_layout(f(s_i, d_i)...) concatenates the per-mode layouts
    std::vector<Layout> modes;
    modes.reserve(s.rank());
    for (std::size_t i = 0; i < s.rank(); ++i) modes.push_back(upcast_walk(s[i], d[i], n));
    return make_layout(modes);
  }
  const Int& stride = d.integer();
  const Int N = static_int(n);
  if (is_constant(stride, 0)) return Layout{s, d};
  if (stride.is_static)
    return Layout{ceil_div(s.integer(), ceil_div(N, abs(stride))), signum(stride) * ceil_div(abs(stride), N)};
  return Layout{s, safe_div(stride, N)};
}

// The first static, non-zero stride of d that upcast<n> refuses (neither it nor n divides the other), or
// nullptr. Checked before upcast_walk builds anything, so a refusal is thrown from upcast itself rather
// than unwound through the walk's frames.
const Int* upcast_violation(const IntTuple& d, int n) {
  if (d.is_tuple()) {
    for (const IntTuple& e : d.children())
      if (const Int* bad = upcast_violation(e, n)) return bad;
    return nullptr;
  }
  const Int& stride = d.integer();
  const bool refused = stride.is_static && stride.value != 0 && stride.value % n != 0 && n % stride.value != 0;
  return refused ? &stride : nullptr;
}

Layout downcast_walk(const IntTuple& s, const IntTuple& d, int n) {
  if (s.is_tuple()) {
    std::vector<Layout> modes;
    modes.reserve(s.rank());
    for (std::size_t i = 0; i < s.rank(); ++i) modes.push_back(downcast_walk(s[i], d[i], n));
    return make_layout(modes);
  }
  const Int& stride = d.integer();
  if (is_constant(stride, 1) || is_constant(stride, -1)) return Layout{s.integer() * static_int(n), d};
  return Layout{s, stride * static_int(n)};
}

bool has_int1(const IntTuple& t) {
  if (t.is_integer()) return is_constant(t.integer(), 1);
  if (t.is_underscore()) return false;
  for (const auto& e : t.children())
    if (has_int1(e)) return true;
  return false;
}
}  // namespace

Layout upcast(const Layout& l, int n) {
  check_factor("upcast", n);
  if (const Int* bad = upcast_violation(l.stride, n))
    fail(LL_TRANSLATABLE("CoreMessage", "upcast<%1>: divisibility condition violated: stride %2 and %3 do not divide one another"), n,
         to_string(*bad), n);
  return upcast_walk(l.shape, l.stride, n);
}

Layout downcast(const Layout& l, int n) {
  check_factor("downcast", n);
  if (!has_int1(l.stride))
    fail(LL_TRANSLATABLE("CoreMessage", "downcast<%1>: requires adjacent elements (a static stride _1) in %2"), n, to_string(l));
  return downcast_walk(l.shape, l.stride, n);
}

Layout recast_layout(const Layout& l, int old_bits, int new_bits) {
  if (old_bits <= 0 || new_bits <= 0)
    fail(LL_TRANSLATABLE("CoreMessage", "recast_layout: type sizes must be positive"));
  std::int64_t g = gcd(static_int(new_bits), static_int(old_bits)).value;
  int num = static_cast<int>(new_bits / g), den = static_cast<int>(old_bits / g);
  if (num == 1 && den == 1) return l;
  if (num == 1) return downcast(l, den);
  if (den == 1) return upcast(l, num);
  return downcast(upcast(l, num), den);
}

Int crd2idx_unbounded(Int coord, const IntTuple& shape, const IntTuple& stride) {
  if (shape.is_integer()) return coord * stride.integer();
  const std::size_t r = shape.rank();
  if (r == 0) return Int{0, true};
  Int sum{0, true};
  bool first = true;
  for (std::size_t i = 0; i < r; ++i) {
    Int term;
    if (i + 1 == r) {
      term = crd2idx_unbounded(coord, shape[i], stride[i]);
    } else {
      const Int extent = product(shape[i]);
      term = crd2idx_unbounded(coord % extent, shape[i], stride[i]);
      coord = coord / extent;
    }
    sum = first ? term : sum + term;
    first = false;
  }
  return sum;
}

}  // namespace ll
