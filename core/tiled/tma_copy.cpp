#include "core/tiled/tma_copy.hpp"

#include <algorithm>
#include <map>
#include <numeric>

#include "core/algebra/algebra.hpp"
#include "core/atoms/copy_atom.hpp"
#include "core/layout/print.hpp"

namespace ll {
namespace {

constexpr int kMaxTmaRank = 5;

// CuTe's basis_value: a scaled basis's value (an integer is its own).
Int basis_value(const Int& e) { return Int{e.value, e.is_static}; }
// `tb == E{}` between scaled bases: the same modes and the same value.
bool same_basis(const Int& a, const Int& b) { return a.basis == b.basis && a.value == b.value; }
// A scaled basis E<j> (value _1) pointing at TMA mode j.
Int tma_basis(int j) {
  BasisModes m;
  m.depth = 1;
  m.modes[0] = static_cast<std::uint8_t>(j);
  return Int{1, true, m};
}
// basis_get(e, t): the element of t that e's modes name (t itself for a plain integer).
const IntTuple& basis_get(const Int& e, const IntTuple& t) {
  const IntTuple* at = &t;
  for (int k = 0; k < e.basis.depth; ++k) at = &(*at)[e.basis.modes[k]];
  return *at;
}
std::int64_t basis_get_value(const Int& e, const IntTuple& t) {
  const IntTuple& v = basis_get(e, t);
  if (!v.is_integer()) fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: the TMA mode %1 reaches a tuple %2 of the global tensor"), to_string(e), to_string(v));
  return v.integer().value;
}
std::vector<Int> leaves(const IntTuple& t) {
  std::vector<Int> out;
  const IntTuple flat = flatten(t);
  if (flat.is_integer()) out.push_back(flat.integer());
  else for (const IntTuple& e : flat.children()) out.push_back(e.integer());
  return out;
}

// CuTe's TMA::to_CUtensorMapDataType<T>: the types TMA encodes (8-bit floats travel as UINT8).
std::string tma_data_type(const std::string& type) {
  static const std::map<std::string, std::string> kTypes = {
      {"int8_t", "UINT8"},       {"uint8_t", "UINT8"},   {"float_e4m3_t", "UINT8"}, {"float_e5m2_t", "UINT8"},
      {"uint16_t", "UINT16"},    {"uint32_t", "UINT32"}, {"uint64_t", "UINT64"},    {"int32_t", "INT32"},
      {"int64_t", "INT64"},      {"half_t", "FLOAT16"},  {"float", "FLOAT32"},      {"double", "FLOAT64"},
      {"bfloat16_t", "BFLOAT16"}, {"tfloat32_t", "TFLOAT32"}};
  auto it = kTypes.find(type);
  if (it == kTypes.end())
    fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: Unknown TMA Format! (TMA does not encode %1 elements)"), type.empty() ? std::string("unnamed") : type);
  return "CU_TENSOR_MAP_DATA_TYPE_" + it->second;
}

// get_tma_swizzle_bits / get_tma_swizzle_base (copy_traits_sm90_tma_swizzle.hpp): the swizzle span in bytes and the
// driver's name for it. Swizzle<B,4,3> on byte addresses in 16-byte units; Swizzle<2,5,2> and Swizzle<2,6,S> are
// 128-byte swizzles of 32- and 64-byte atoms.
std::pair<int, std::string> tma_swizzle(const Swizzle& s) {
  const std::string name = "Swizzle<" + std::to_string(s.bits) + "," + std::to_string(s.base) + "," + std::to_string(s.shift) + ">";
  if (s.base == 4) {
    if (s.bits < 0 || s.bits > 3) fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: Expected B = 0,1,2, or 3 when M == 4. Unsupported layout swizzle (%1)."), name);
    if (s.shift != 3) fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: Expected S = 3 when M == 4. Unsupported layout swizzle (%1)."), name);
    static const char* const kNames[] = {"NONE", "32B", "64B", "128B"};
    return {s.bits == 0 ? 0 : 16 << s.bits, std::string("CU_TENSOR_MAP_SWIZZLE_") + kNames[s.bits]};
  }
  if (s.base == 5 || s.base == 6) {
    if (s.bits != 2) fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: Expected B = 2 when M == 5 or 6. Unsupported layout swizzle (%1)."), name);
    if (s.base == 5 && s.shift != 2) fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: Expected S = 2 when M == 5. Unsupported layout swizzle (%1)."), name);
    return {128, s.base == 5 ? "CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B" : "CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B"};
  }
  fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: Unsupported layout swizzle %1 (TMA swizzles byte addresses in 16-, 32- or 64-byte units: Swizzle<B,4,3>, <2,5,2>, <2,6,S>)"), name);
}

// coalesce_256 (copy_traits_sm90_tma.hpp): coalesce the flat modes greedily, merging only while the merged extent stays
// within TMA's box limit of 256 and the strides are known at compile time to continue.
Layout coalesce_256(const Layout& l) {
  const std::vector<Int> shape = leaves(l.shape), stride = leaves(l.stride);
  std::vector<Int> new_shape{shape[0]}, new_stride{stride[0]};
  bool is_tuple = false;  // CuTe's NewShape starts as the first mode's integer and becomes a tuple on the first append
  for (std::size_t i = 1; i < shape.size(); ++i) {
    const Int s = shape[i], d = stride[i];
    if (is_constant(s, 1)) continue;
    if (!is_tuple && is_constant(new_shape[0], 1)) {
      new_shape[0] = s;
      new_stride[0] = d;
      continue;
    }
    const Int back_s = new_shape.back(), back_d = new_stride.back();
    const bool continues = back_s.is_static && back_d.is_static && d.is_static && !back_d.is_scaled_basis() &&
                           !d.is_scaled_basis() && back_s.value * back_d.value == d.value;
    const bool fits = s.is_static && back_s.is_static && s.value * back_s.value <= 256;
    if (continues && fits) {
      new_shape.back() = static_int(s.value * back_s.value);
    } else {
      new_shape.push_back(s);
      new_stride.push_back(d);
      is_tuple = true;
    }
  }
  if (!is_tuple) {
    if (is_constant(new_shape[0], 1)) return Layout{IntTuple(static_int(1)), IntTuple(static_int(0))};
    return Layout{IntTuple(new_shape[0]), IntTuple(new_stride[0])};
  }
  IntTupleBuilder s, d;
  for (std::size_t i = 0; i < new_shape.size(); ++i) {
    s.push_back(IntTuple(new_shape[i]));
    d.push_back(IntTuple(new_stride[i]));
  }
  return Layout{std::move(s).build(), std::move(d).build()};
}

// construct_tma_gbasis: TMA box coordinate -> global mode. The smem layout's inverse (smem index -> tile coordinate)
// through the CTA tile's coordinates gives the global modes the smem vector walks; its leading modes of unit basis
// stride are the box, merged up to 256, then every other global mode appended with extent 1, grouped to rank 5.
Layout construct_tma_gbasis(const Tensor& gtensor, const Layout& slayout, const Layout& cta_v_map) {
  // (a static_assert: both sizes must be known at compile time)
  if (!size(slayout).is_static || !size(cta_v_map).is_static || size(slayout).value != size(cta_v_map).value)
    fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: TMA requires CTA_Tile and SLayout top-level size equivalence, known at compile time (the smem layout has %1 elements, the CTA tile of the global tensor %2)"),
         to_string(size(slayout)), to_string(size(cta_v_map)));
  const Layout inv_smem_layout = right_inverse(slayout);
  const Layout sidx2gmode_full = coalesce(composition(cta_v_map, inv_smem_layout));
  // the leading modes that step one element of a global mode
  int smem_rank = 0;
  const IntTuple& full_stride = sidx2gmode_full.stride;
  const std::size_t full_rank = full_stride.is_tuple() ? full_stride.rank() : 1;
  for (std::size_t i = 0; i < full_rank; ++i) {
    const IntTuple& e = full_stride.is_tuple() ? full_stride[i] : full_stride;
    if (!e.is_integer() || !is_constant(basis_value(e.integer()), 1)) break;
    ++smem_rank;
  }
  if (smem_rank == 0)
    fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: Could not find a common tile-gmem vectorization. Does the Tile select out major GMEM modes? (smem index -> global mode: %1)"),
         to_string(sidx2gmode_full));
  const Layout sidx2gmode = take(sidx2gmode_full, 0, smem_rank);

  // the box in global strides, merged up to 256; and the same walk as global-mode bases
  const Layout tile_gstride = composition(gtensor.layout, Tiler(sidx2gmode));
  const Layout tma_gstride = coalesce_256(tile_gstride);
  const Layout gbasis = make_layout(gtensor.layout.shape, make_basis_like(gtensor.layout.shape));
  const Layout tile_gbasis_tmp = composition(gbasis, Tiler(sidx2gmode));
  const Layout tile_gbasis = make_layout(tile_gstride.shape, tile_gbasis_tmp.stride);
  const Layout tma_gbasis_tile = composition(tile_gbasis, Tiler(make_layout(wrap(tma_gstride.shape))));

  // the global modes the box does not cover (not of extent 1 or stride 0) follow as extent-1 modes
  const std::vector<Int> g_shape = leaves(gtensor.layout.shape), g_stride = leaves(gtensor.layout.stride),
                         g_basis = leaves(gbasis.stride), tile_bases = leaves(tma_gbasis_tile.stride);
  IntTupleBuilder shape, stride;
  shape.append_elements(wrap(tma_gbasis_tile.shape));
  stride.append_elements(wrap(tma_gbasis_tile.stride));
  for (std::size_t k = 0; k < g_shape.size(); ++k) {
    if (is_constant(g_shape[k], 1) || is_constant(g_stride[k], 0)) continue;
    if (std::any_of(tile_bases.begin(), tile_bases.end(), [&](const Int& tb) { return same_basis(tb, g_basis[k]); })) continue;
    shape.push_back(IntTuple(static_int(1)));
    stride.push_back(IntTuple(g_basis[k]));
  }
  const Layout full{std::move(shape).build(), std::move(stride).build()};
  if (!is_static(full.shape) || !is_static(full.stride))
    fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: the TMA box must be known at compile time (TmaGmemBasis %1): the CTA tile cuts a global mode of dynamic extent"),
         to_string(full));
  const int r = static_cast<int>(rank(full).value);
  return r > kMaxTmaRank - 1 ? group(full, kMaxTmaRank - 1, r) : full;
}

// fill_tma_gmem_shape_stride: the global extent and stride (elements) of each TMA mode; a TMA mode made of several
// global modes gets their gcd stride and the extent that spans them.
void fill_gmem_shape_stride(const Tensor& gtensor, const Layout& tma_gbasis, std::uint64_t (&shape)[kMaxTmaRank],
                            std::uint64_t (&stride)[kMaxTmaRank]) {
  const IntTuple& gshape = gtensor.layout.shape;
  const IntTuple& gstride = gtensor.layout.stride;
  const int r = static_cast<int>(rank(tma_gbasis).value);
  for (int i = 0; i < r; ++i) {
    const std::vector<Int> bases = leaves(tma_gbasis.stride[i]);
    if (bases.size() == 1) {
      shape[i] = static_cast<std::uint64_t>(basis_get_value(bases[0], gshape));
      stride[i] = static_cast<std::uint64_t>(basis_get_value(bases[0], gstride));
      continue;
    }
    for (const Int& ej : bases) {
      const std::uint64_t shape_j = static_cast<std::uint64_t>(basis_get_value(ej, gshape));
      const std::uint64_t stride_j = static_cast<std::uint64_t>(basis_get_value(ej, gstride));
      const std::uint64_t old_stride = stride[i];
      stride[i] = std::gcd(stride[i], stride_j);
      if (stride[i] != 0) {
        shape[i] = (shape[i] - 1) * (old_stride / stride[i]) + (shape_j - 1) * (stride_j / stride[i]) + 1;
      } else {
        shape[i] = shape_j;
      }
    }
  }
}

// The driver's descriptor arguments and CuTe's asserts on them (make_tma_copy_desc), plus the two rules
// cuTensorMapEncodeTiled adds for a non-interleaved box.
TmaDescriptorArgs make_descriptor(const Tensor& gtensor, const Layout& tma_gbasis, const std::string& data_type,
                                  int internal_bits, const std::pair<int, std::string>& swizzle, std::int64_t multicast,
                                  std::uint64_t (&prob_stride)[kMaxTmaRank]) {
  std::uint64_t prob_shape[kMaxTmaRank] = {1, 1, 1, 1, 1};
  std::fill(std::begin(prob_stride), std::end(prob_stride), 0);
  fill_gmem_shape_stride(gtensor, tma_gbasis, prob_shape, prob_stride);
  const std::int64_t address = gtensor.pointer->address;
  if ((address & 0xf) != 0)
    fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: the global address %1 is not 16-byte aligned (TMA requires it)"), address);
  for (int i = 0; i < kMaxTmaRank; ++i)
    if (prob_shape[i] < 1 || prob_shape[i] > (std::uint64_t(1) << 32))
      fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: the global extent %1 of TMA mode %2 is outside TMA's 1..2^32"), prob_shape[i], i);
  if (prob_stride[0] != 1)
    fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: Majorness of smem doesn't match majorness of gmem (the box's first mode steps %1 elements in global memory; TMA needs 1)"),
         prob_stride[0]);
  for (std::uint64_t& s : prob_stride) s = s * static_cast<std::uint64_t>(internal_bits) / 8;
  for (int i = 1; i < kMaxTmaRank; ++i)
    if (prob_stride[i] >= (std::uint64_t(1) << 40) || (prob_stride[i] & 0xf) != 0)
      fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: the global stride of TMA mode %1 is %2 bytes; TMA needs a multiple of 16 bytes below 2^40"), i, prob_stride[i]);

  const int r = static_cast<int>(rank(tma_gbasis).value);
  std::uint32_t box[kMaxTmaRank] = {1, 1, 1, 1, 1};
  for (int i = 0; i < r; ++i) {
    const std::int64_t extent = size(tma_gbasis, {i}).value;
    box[i] = static_cast<std::uint32_t>(std::min<std::int64_t>(extent, std::int64_t(1) << 31));
  }
  // the multicast splits the box from its last mode: each CTA of the cluster loads one slice
  std::int64_t m = multicast;
  for (int i = r - 1; m > 1; --i) {
    if (i < 0)
      fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: a multicast over %1 CTAs splits the box into more slices than it has elements"), multicast);
    if (box[i] % m != 0 && m % box[i] != 0)
      fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: multicast over %1 CTAs: the box extent %2 of TMA mode %3 is neither a multiple nor a divisor of %4"),
           multicast, box[i], i, m);
    const std::int64_t next = (m + box[i] - 1) / box[i];
    box[i] = static_cast<std::uint32_t>((box[i] + m - 1) / m);
    m = next;
  }
  for (int i = 0; i < kMaxTmaRank; ++i)
    if (box[i] < 1 || box[i] > 256)
      fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: the box extent %1 of TMA mode %2 is outside TMA's 1..256 (the smem layout's contiguous run is longer than one TMA box can be)"),
           box[i], i);
  // cuTensorMapEncodeTiled's rules for the inner box (CUDA driver API): a multiple of 16 bytes, within the swizzle span
  const std::uint64_t inner_bytes = std::uint64_t(box[0]) * static_cast<std::uint64_t>(internal_bits) / 8;
  if (inner_bytes % 16 != 0)
    fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: the driver refuses the box: its inner extent of %1 elements is %2 bytes, not a multiple of 16 (cuTensorMapEncodeTiled)"),
         box[0], inner_bytes);
  if (swizzle.first != 0 && inner_bytes > static_cast<std::uint64_t>(swizzle.first))
    fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: the driver refuses the box: its inner extent of %1 bytes is wider than the %2-byte swizzle (cuTensorMapEncodeTiled)"),
         inner_bytes, swizzle.first);

  TmaDescriptorArgs d;
  d.data_type = data_type;
  d.rank = r;
  d.global_address = address;
  d.swizzle_bytes = swizzle.first;
  d.swizzle = swizzle.second;
  for (int i = 0; i < r; ++i) {
    d.global_dim.push_back(prob_shape[i]);
    if (i > 0) d.global_strides.push_back(prob_stride[i]);
    d.box_dim.push_back(box[i]);
    d.element_strides.push_back(1);
  }
  return d;
}

// gmem_tma_basis_stride: for each global mode, the TMA coordinate it advances (E<j>, scaled where TMA mode j is
// made of several global modes), _0 for modes TMA does not see. get_tma_tensor's strides.
IntTuple coordinate_strides(const Tensor& gtensor, const Layout& tma_gbasis, int internal_bits,
                            const std::uint64_t (&prob_stride_bytes)[kMaxTmaRank]) {
  const IntTuple bases = make_basis_like(gtensor.layout.shape);
  const std::vector<Int> g_shape = leaves(gtensor.layout.shape), g_stride = leaves(gtensor.layout.stride),
                         g_basis = leaves(bases);
  const int r = static_cast<int>(rank(tma_gbasis).value);
  std::vector<Int> out;
  for (std::size_t k = 0; k < g_basis.size(); ++k) {
    const Int si = g_shape[k], di = g_stride[k];
    if (is_constant(si, 1) || is_constant(di, 0)) {
      out.push_back(static_int(0));
      continue;
    }
    int j = 0;
    std::size_t modes_of_j = 0;
    for (; j < r; ++j) {
      const std::vector<Int> bj = leaves(tma_gbasis.stride[j]);
      if (std::any_of(bj.begin(), bj.end(), [&](const Int& dj) { return same_basis(dj, g_basis[k]); })) {
        modes_of_j = rank(tma_gbasis.stride[j]).value;
        break;
      }
    }
    if (j == r) {
      out.push_back(static_int(0));
    } else if (j == 0) {
      out.push_back(tma_basis(0) * di);  // recast ratio 1: TmaInternalType as wide as the element
    } else if (modes_of_j == 1) {
      out.push_back(tma_basis(j));
    } else {
      const std::uint64_t unit = std::max<std::uint64_t>(prob_stride_bytes[j], 16);
      const std::int64_t scaled = static_cast<std::int32_t>(static_cast<std::uint64_t>(di.value) * internal_bits / unit);
      out.push_back(tma_basis(j) * dynamic_int((scaled + 7) / 8));
    }
  }
  return unflatten(make_int_tuple(out), gtensor.layout.shape);
}

// CuTe's coprofile: the _0 coordinate of the codomain of a layout with scaled-basis strides.
IntTuple coprofile(const Layout& l) {
  IntTuple sum(static_int(0));
  for (const Int& d : leaves(l.stride)) sum = arith_add(sum, as_arithmetic_tuple(d));
  return repeat_like(as_arithmetic_tuple(sum), IntTuple(static_int(0)));
}

Layout nonswizzle_portion(const AnyLayout& slayout, Swizzle& swizzle) {
  if (const Layout* l = std::get_if<Layout>(&slayout)) {
    swizzle = Swizzle{0, 4, 3};
    return *l;
  }
  const ComposedLayout& c = std::get<ComposedLayout>(slayout);
  const Swizzle* sw = std::get_if<Swizzle>(&c.layout_a);
  if (!sw || !c.inner.empty())
    fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: the smem layout must be a Layout or a Swizzle composed with a Layout, got %1"), to_string(slayout));
  swizzle = *sw;
  return c.layout_b;
}

}  // namespace

bool is_tma_copy_op(const std::string& op) {
  return op == "SM90_TMA_LOAD" || op == "SM90_TMA_LOAD_MULTICAST" || op == "SM90_TMA_STORE" || op == "SM90_TMA_REDUCE_ADD";
}

TmaCopy make_tma_copy(const std::string& op, const Tensor& gtensor, const AnyLayout& slayout, const Tiler& cta_tiler,
                      const Int& cluster_size, const std::string& internal_type) {
  if (!is_tma_copy_op(op))
    fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: %1 is not a TMA operation LayoutLab models (SM90_TMA_LOAD, SM90_TMA_LOAD_MULTICAST, SM90_TMA_STORE, SM90_TMA_REDUCE_ADD)"), op);
  if (!gtensor.pointer || gtensor.pointer->memory != TensorMemory::Global)
    fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: the tensor must be in global memory (make_gmem_ptr), got %1"), to_string(gtensor));
  if (!cluster_size.is_static || cluster_size.is_scaled_basis() || cluster_size.value < 1)
    fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy: the cluster size must be a static positive integer (Int<2>{}), got %1"), to_string(cluster_size));
  const TensorPointer& gptr = *gtensor.pointer;
  const std::string internal = internal_type.empty() ? gptr.element_type : internal_type;
  const int internal_bits = type_bits(internal);
  if (!internal_type.empty() && internal_bits != gptr.element_bits)
    fail(LL_TRANSLATABLE("CoreMessage", "make_tma_copy<%1>: a TmaInternalType of another width than the tensor's %2-bit elements is not modelled"), internal_type, gptr.element_bits);
  const std::string data_type = tma_data_type(internal);

  Swizzle swizzle;
  const Layout smem = nonswizzle_portion(slayout, swizzle);
  const auto tma_sw = tma_swizzle(swizzle);
  const Layout cta_v_map = composition(make_layout(gtensor.layout.shape, make_basis_like(gtensor.layout.shape)), cta_tiler);
  const Layout gbasis = construct_tma_gbasis(gtensor, smem, cta_v_map);

  TmaCopy tma;
  std::uint64_t prob_stride_bytes[kMaxTmaRank];
  tma.descriptor = make_descriptor(gtensor, gbasis, data_type, internal_bits, tma_sw, cluster_size.value, prob_stride_bytes);
  tma.coordinate_strides = coordinate_strides(gtensor, gbasis, internal_bits, prob_stride_bytes);
  tma.gbasis = gbasis;
  tma.smem_swizzle = swizzle;
  tma.multicast = static_cast<int>(cluster_size.value);
  tma.internal_bits = internal_bits;

  // The atom: one instruction moves the whole box, size(tma_gbasis) elements, as one "thread" of bits
  const std::int64_t bits_per_tma = size(gbasis).value * internal_bits;
  Copy_Atom atom;
  atom.op = op;
  atom.val_type = gptr.element_type;
  atom.val_bits = gptr.element_bits;
  atom.kind = CopyKind::Tma;
  atom.thr_id = Layout{IntTuple(static_int(1)), IntTuple(static_int(0))};
  atom.bit_layout_src = Layout{IntTuple{static_int(1), static_int(bits_per_tma)}, IntTuple{static_int(0), static_int(1)}};
  atom.bit_layout_dst = atom.bit_layout_ref = atom.bit_layout_src;
  atom.val_layout_src = recast_layout(atom.bit_layout_src, 1, atom.val_bits);
  atom.val_layout_dst = atom.val_layout_ref = atom.val_layout_src;

  // make_tma_copy_tiled: values in smem order, one instruction's worth at a time; the multicast CTAs split each
  const Int elems_per_tma = static_int(bits_per_tma / atom.val_bits);
  const Layout inv_smem_layout = right_inverse(smem);
  const Layout layout_v = composition(inv_smem_layout, Tiler(elems_per_tma));
  const Layout layout_V = tile_to_shape(make_layout({layout_v}), IntTuple(size(cta_v_map)));
  const Layout cta_t_map = make_layout(IntTuple(cluster_size));
  const Layout layout_t = make_layout(IntTuple(cosize(cta_t_map)), IntTuple(safe_div(elems_per_tma, cosize(cta_t_map))));
  const Layout layout_T = composition(inv_smem_layout, Tiler(composition(layout_t, Tiler(cta_t_map))));
  tma.tiled = TiledCopy{atom, make_layout({layout_T, layout_V}), Tiler(product_each(cta_v_map.shape))};
  return tma;
}

TmaCopy make_tma_copy(const std::string& op, const Tensor& gtensor, const AnyLayout& slayout, const Int& cluster_size) {
  const IntTuple& s = std::holds_alternative<Layout>(slayout) ? std::get<Layout>(slayout).shape : std::get<ComposedLayout>(slayout).layout_b.shape;
  return make_tma_copy(op, gtensor, slayout, Tiler(product_each(s)), cluster_size);
}

Tensor get_tma_tensor(const TmaCopy& tma, const IntTuple& shape) {
  if (!congruent(shape, tma.coordinate_strides))
    fail(LL_TRANSLATABLE("CoreMessage", "get_tma_tensor: the shape %1 is not congruent to the global tensor's modes %2"), to_string(shape),
         to_string(tma.coordinate_strides));
  const Layout l = make_layout(shape, tma.coordinate_strides);
  return Tensor{std::nullopt, coprofile(l), l};
}

std::pair<Tensor, Tensor> tma_partition(const TmaCopy& tma, const IntTuple& cta_coord, const Layout& cta_layout,
                                        const Tensor& stensor, const Tensor& gtensor) {
  if (size(stensor.layout, {0}).value != size(gtensor.layout, {0}).value)
    fail(LL_TRANSLATABLE("CoreMessage", "tma_partition: the smem tile has %1 elements in mode 0, the gmem tile %2 (size<0>(stensor) == size<0>(gtensor))"),
         size(stensor.layout, {0}).value, size(gtensor.layout, {0}).value);
  const Layout inv_smem_layout = right_inverse(get(stensor.layout, {0}));
  const Layout layout_v = tile_to_shape(make_layout({inv_smem_layout}), IntTuple(size(stensor.layout, {0})));
  const Int per_instruction = size(tma.tiled.atom.val_layout_src, {1});
  const Layout tma_layout_v = make_layout(IntTuple(per_instruction));
  const Tiler layout_V(std::vector<Tiler>{Tiler(logical_divide(layout_v, Tiler(tma_layout_v)))});
  const IntTuple profile{IntTuple{static_int(1), static_int(1)}};
  auto view = [&](const Tensor& t) {
    std::vector<Tiler> tiler{layout_V.modes()[0]};
    for (int i = 1; i < rank(t.layout).value; ++i) tiler.emplace_back(Underscore{});
    return Tensor{t.pointer, t.coordinate, coalesce(composition(t.layout, Tiler(tiler)), profile)};
  };
  const Int offset = crd2idx(cta_coord, cta_layout) * (size(tma_layout_v) / cosize(cta_layout));
  auto at = [&](const Tensor& v) {
    IntTupleBuilder coord;
    coord.push_back(IntTuple{IntTuple(offset), IntTuple(static_int(0))});
    for (int i = 1; i < rank(v.layout).value; ++i) coord.push_back(IntTuple(static_int(0)));
    return domain_offset(std::move(coord).build(), v);
  };
  return {at(view(gtensor)), at(view(stensor))};
}

std::string to_string(const TmaDescriptorArgs& d) {
  auto list = [](const auto& v) {
    std::string s = "(";
    for (std::size_t i = 0; i < v.size(); ++i) s += (i ? "," : "") + std::to_string(v[i]);
    return s + ")";
  };
  return "cuTensorMapEncodeTiled(" + d.data_type + ", rank " + std::to_string(d.rank) + ", dims " + list(d.global_dim) +
         ", strides " + list(d.global_strides) + ", box " + list(d.box_dim) + ", elementStrides " + list(d.element_strides) +
         ", " + d.swizzle + ")";
}

}  // namespace ll
