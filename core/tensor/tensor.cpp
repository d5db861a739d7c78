#include "core/tensor/tensor.hpp"

#include <cstdio>
#include <optional>

#include "core/algebra/divide.hpp"
#include "core/algebra/product.hpp"
#include "core/algebra/coalesce.hpp"
#include "core/algebra/detail.hpp"  // CuteFaithfulScope
#include "core/atoms/copy_atom.hpp"
#include "core/layout/print.hpp"
#include "core/tiled/tmem.hpp"
#include "core/util/result.hpp"

namespace ll {
namespace {

// c with every `_` read as 0: where a slice starts (CuTe's slice_and_offset).
IntTuple underscores_as_zero(const IntTuple& c) {
  if (c.is_underscore()) return IntTuple(Int{0, true});
  if (c.is_integer()) return c;
  IntTupleBuilder out;
  for (const IntTuple& e : c.children()) out.push_back(underscores_as_zero(e));
  return std::move(out).build();
}

std::string hex_address(std::int64_t address) {
  if (address == 0) return "(nil)";  // glibc's %p, as CuTe's print shows a null pointer
  char text[32];
  std::snprintf(text, sizeof text, "0x%llx", static_cast<unsigned long long>(address));
  return text;
}

// The iterator moved by `offset` elements: a data tensor's address, a coordinate tensor's ArithTuple.
Tensor moved(const Tensor& t, const IntTuple& zero_coord, Layout sliced) {
  Tensor out{t.pointer, t.coordinate, std::move(sliced)};
  if (t.pointer && t.pointer->memory == TensorMemory::Tmem) {
    out.pointer->address = tmem_advance(static_cast<std::uint32_t>(t.pointer->address), t.pointer->element_bits,
                                        crd2idx(zero_coord, t.layout).value);
  } else if (t.pointer) {
    const Int offset = crd2idx(zero_coord, t.layout);
    std::int64_t bytes = 0;
    if (__builtin_mul_overflow(offset.value, t.pointer->element_bits / 8, &bytes) ||
        __builtin_add_overflow(out.pointer->address, bytes, &out.pointer->address))
      fail(LL_TRANSLATABLE("CoreMessage", "the tensor's address at %1 overflows int64"), to_string(zero_coord));
  } else {
    out.coordinate = as_arithmetic_tuple(
        arith_add(t.coordinate, crd2idx_coordinate(zero_coord, t.layout.shape, t.layout.stride)));
  }
  return out;
}

// `coord` with `_` appended up to rank n (CuTe's append<N>(coord, _)).
IntTuple padded(const IntTuple& coord, std::size_t n) {
  IntTupleBuilder out;
  if (coord.is_tuple()) {
    for (const IntTuple& e : coord.children()) out.push_back(e);
  } else {
    out.push_back(coord);
  }
  while (out.size() < n) out.push_back(IntTuple(Underscore{}));
  return std::move(out).build();
}

// CuTe's repeat<N>(_): a plain `_` for N == 1, else a tuple of N.
IntTuple all_underscores(std::size_t n) {
  if (n == 1) return IntTuple(Underscore{});
  IntTupleBuilder out;
  for (std::size_t i = 0; i < n; ++i) out.push_back(IntTuple(Underscore{}));
  return std::move(out).build();
}

}  // namespace

TensorPointer make_tensor_pointer(TensorMemory memory, int element_bits, std::int64_t address) {
  if (element_bits <= 0 || element_bits % 8 != 0)
    fail(LL_TRANSLATABLE("CoreMessage", "a pointer to sub-byte elements (%1b) is not modelled"), element_bits);
  if (address < 0) fail(LL_TRANSLATABLE("CoreMessage", "a pointer's address cannot be negative (%1)"), address);
  if (memory == TensorMemory::Tmem && (element_bits > 32 || address > 0xFFFFFFFF))
    fail(LL_TRANSLATABLE("CoreMessage", "a TMEM pointer holds elements of at most 32 bits at a 32-bit address (got %1b at %2)"), element_bits, address);
  TensorPointer p;
  p.memory = memory;
  p.element_bits = element_bits;
  p.address = address;
  return p;
}

std::string to_string(const TensorPointer& p) {
  if (p.swizzle) {  // CuTe's print(swizzle_ptr): the swizzle, then the pointer it wraps
    TensorPointer plain = p;
    plain.swizzle.reset();
    return to_string(*p.swizzle) + "_" + to_string(plain);
  }
  if (p.memory == TensorMemory::Register) return "ptr[" + std::to_string(p.element_bits) + "b](registers)";
  if (p.memory == TensorMemory::Raw) return "ptr[" + std::to_string(p.element_bits) + "b](" + hex_address(p.address) + ")";
  if (p.memory == TensorMemory::Tmem) {
    char text[32];
    std::snprintf(text, sizeof text, "](0x%04x.%04x)", unsigned((p.address >> 16) & 0xFFFF), unsigned(p.address & 0xFFFF));
    return "tmem_[" + std::to_string(p.element_bits) + "b" + text;
  }
  return std::string(p.memory == TensorMemory::Global ? "gmem_ptr[" : "smem_ptr[") + std::to_string(p.element_bits) +
         "b](" + hex_address(p.address) + ")";
}

Tensor make_tensor(const TensorPointer& pointer, const Layout& layout) { return Tensor{pointer, IntTuple(), layout}; }

Tensor make_tensor(const TensorPointer& pointer, const ComposedLayout& l) {
  const Swizzle* sw = std::get_if<Swizzle>(&l.layout_a);
  if (l.smem_ptr_flag_bits == 0 || !sw || !l.inner.empty())
    fail(LL_TRANSLATABLE("CoreMessage", "make_tensor: a tensor over a ComposedLayout is modelled for GMMA's smem layout atoms (Sw o smem_ptr[Nb](unset) o L) only, got %1"),
         to_string(l));
  if (pointer.memory != TensorMemory::Shared)
    fail(LL_TRANSLATABLE("CoreMessage", "make_tensor: %1 expects an smem pointer (make_smem_ptr), got %2"), to_string(l), to_string(pointer));
  if (pointer.element_bits != l.smem_ptr_flag_bits)
    fail(LL_TRANSLATABLE("CoreMessage", "make_tensor: %1 expects a %2-bit pointer type, got %3"), to_string(l), l.smem_ptr_flag_bits,
         to_string(pointer));
  TensorPointer swizzled = pointer;
  if (sw->bits > 0) swizzled.swizzle = *sw;  // (make_smem_ptr(p, Swizzle<0,M,S>) is the plain pointer)
  return Tensor{swizzled, IntTuple(), l.layout_b};
}

Tensor make_identity_tensor(const IntTuple& shape) {
  const Layout identity = make_layout(shape, make_basis_like(shape));
  IntTupleBuilder zeros;
  for (std::size_t i = 0; i < (shape.is_tuple() ? shape.rank() : 1); ++i) zeros.push_back(IntTuple(Int{0, true}));
  return Tensor{std::nullopt, std::move(zeros).build(), identity};
}

std::string to_string(const Tensor& t) {
  const std::string iterator = t.pointer ? to_string(*t.pointer) : "ArithTuple" + to_string(t.coordinate);
  return iterator + " o " + to_string(t.layout);
}

Tensor domain_offset(const IntTuple& coord, const Tensor& t) { return moved(t, coord, t.layout); }

Tensor slice(const IntTuple& coord, const Tensor& t) {
  return moved(t, underscores_as_zero(coord), slice(coord, t.layout));
}

IntTuple coordinate_at(const IntTuple& coord, const Tensor& t) {
  if (t.pointer)
    fail(LL_TRANSLATABLE("CoreMessage", "%1 at %2 is an element in memory, which LayoutLab does not read (a coordinate with `_` gives a sub-tensor)"),
         to_string(t), to_string(coord));
  return as_arithmetic_tuple(arith_add(t.coordinate, crd2idx_coordinate(coord, t.layout.shape, t.layout.stride)));
}

std::string element_pointer(const IntTuple& coord, const Tensor& t) {
  if (!t.pointer) fail(LL_TRANSLATABLE("CoreMessage", "a coordinate tensor has no addresses: T(c) is the coordinate"));
  const Tensor at = moved(t, coord, t.layout);
  // a swizzle pointer: the swizzle of the element's byte address, and the plain pointer it makes
  const std::int64_t address =
      at.pointer->swizzle ? apply(*at.pointer->swizzle, Int{at.pointer->address, false}).value : at.pointer->address;
  return "ptr[" + std::to_string(at.pointer->element_bits) + "b](" + hex_address(address) + ")";
}

GmmaDescriptorFields make_gmma_desc(const Tensor& t, bool k_major) {
  const char* fn = k_major ? "make_gmma_desc<GMMA::Major::K>" : "make_gmma_desc<GMMA::Major::MN>";
  if (!t.pointer || t.pointer->memory != TensorMemory::Shared)
    fail(LL_TRANSLATABLE("CoreMessage", "%1: GMMA Descriptors can only be constructed on smem, got %2"), std::string(fn), to_string(t));
  if (rank(t.layout).value != 2)
    fail(LL_TRANSLATABLE("CoreMessage", "%1: GMMA Descriptors can only be constructed on rank-2 tensors, got %2"), std::string(fn), to_string(t.layout));
  const TensorPointer& p = *t.pointer;
  if (128 % p.element_bits != 0)
    fail(LL_TRANSLATABLE("CoreMessage", "%1: %2-bit elements do not fill 16-byte units"), std::string(fn), p.element_bits);
  const Swizzle sw = p.swizzle ? *p.swizzle : Swizzle{0, 4, 3};
  if (sw.base != 4 || sw.shift != 3 || sw.bits < 0 || sw.bits > 3)
    fail(LL_TRANSLATABLE("CoreMessage", "%1: unsupported layout swizzle %2 (GMMA reads Sw<B,4,3>, B 0 to 3)"), std::string(fn), to_string(sw));
  GmmaDescriptorFields d;
  static const int kLayoutType[] = {0, 3, 2, 1};  // B -> INTERLEAVE, B32, B64, B128 (the hardware's codes)
  static const int kW[] = {1, 2, 4, 8};
  d.layout_type = kLayoutType[sw.bits];
  const std::int64_t w = kW[sw.bits];
  // In 16-byte units (recast<uint128_t>); the start address without its 4 low bits, in 14 bits.
  const Layout u128 = upcast(t.layout, 128 / p.element_bits);
  d.start_address = int((p.address >> 4) & 0x3FFF);
  auto leaf = [](const Layout& l, int mode, int sub) { return l.stride[std::size_t(mode)][std::size_t(sub)].integer(); };
  auto congruent_2x2 = [](const Layout& l) {
    return l.shape.is_tuple() && l.shape.rank() == 2 && l.shape[0].is_tuple() && l.shape[0].rank() == 2 &&
           l.shape[1].is_tuple() && l.shape[1].rank() == 2 && l.shape[0][0].is_integer() && l.shape[0][1].is_integer() &&
           l.shape[1][0].is_integer() && l.shape[1][1].is_integer();
  };
  const auto unit = [](std::int64_t n) { return Layout{IntTuple(static_int(n)), IntTuple(static_int(1))}; };
  if (k_major) {
    if (size(u128, {0}).value % 8 != 0)
      fail(LL_TRANSLATABLE("CoreMessage", "%1: Not a canonical GMMA_K Layout: Expected MN-size multiple of 8, got %2"), std::string(fn), to_string(t.layout));
    if (size(u128, {1}).value != 2 && size(u128, {1}).value != 4)
      fail(LL_TRANSLATABLE("CoreMessage", "%1: Not a canonical GMMA_K Layout: Expected K-size 2 for dense or 4 for sparse (in units of uint128_t), got %2"),
           std::string(fn), to_string(u128));
    const Layout canonical = logical_divide(u128, Tiler(std::vector<Tiler>{Tiler(unit(8)), Tiler(unit(2))}));
    if (!congruent_2x2(canonical) || leaf(canonical, 0, 0).value != w || (sw.bits != 0 && leaf(canonical, 1, 0).value != 1))
      fail(LL_TRANSLATABLE("CoreMessage", "%1: Not a canonical GMMA_K Layout: Expected stride failure (%2 in 16-byte units)"), std::string(fn), to_string(canonical));
    d.stride_byte_offset = int(leaf(canonical, 0, 1).value);
    d.leading_byte_offset = int(leaf(canonical, 1, 0).value);
  } else {
    const std::int64_t k = size(u128, {1}).value;
    if (k != 256 / p.element_bits && k != 128 / p.element_bits && k != 512 / p.element_bits)
      fail(LL_TRANSLATABLE("CoreMessage", "%1: Not a canonical GMMA_MN Layout: Expected K-size 256/sizeof_bits<T> for dense or (128|512)/sizeof_bits<T> for sparse, got %2"),
           std::string(fn), to_string(t.layout));
    const Layout canonical = logical_divide(u128, Tiler(std::vector<Tiler>{Tiler(unit(w)), Tiler(unit(8))}));
    if (!congruent_2x2(canonical) || (sw.bits != 0 && leaf(canonical, 0, 0).value != 1) || leaf(canonical, 1, 0).value != w)
      fail(LL_TRANSLATABLE("CoreMessage", "%1: Not a canonical GMMA_MN Layout: Expected stride failure (%2 in 16-byte units)"), std::string(fn), to_string(canonical));
    const std::int64_t s01 = leaf(canonical, 0, 1).value, s11 = leaf(canonical, 1, 1).value;
    d.stride_byte_offset = int(sw.bits == 0 ? s01 : s11);
    d.leading_byte_offset = int(sw.bits == 0 ? s11 : s01);
  }
  // The fields are 14 bits wide (CuTe's bitfield keeps the low bits).
  d.leading_byte_offset &= 0x3FFF;
  d.stride_byte_offset &= 0x3FFF;
  d.word = std::uint64_t(d.start_address) | (std::uint64_t(d.leading_byte_offset) << 16) |
           (std::uint64_t(d.stride_byte_offset) << 32) | (std::uint64_t(d.base_offset) << 49) | (std::uint64_t(d.layout_type) << 62);
  return d;
}

std::string to_string(const GmmaDescriptorFields& d) {
  static const char* const kNames[] = {"INTERLEAVE", "B128", "B64", "B32"};
  char text[512];
  std::snprintf(text, sizeof text,
                "GmmaDescriptor: 0x%016llx\n  start_addr :  0x%04x\n  leading_off:  0x%04x (%d)\n  stride_off :  0x%04x (%d)\n"
                "  base_offset:  0x%01x\n  layout_type:  0x%01x (%s)",
                static_cast<unsigned long long>(d.word), d.start_address, d.leading_byte_offset, d.leading_byte_offset,
                d.stride_byte_offset, d.stride_byte_offset, d.base_offset, d.layout_type, kNames[d.layout_type & 3]);
  return text;
}

Tensor zipped_divide(const Tensor& t, const Tiler& tiler) {
  return Tensor{t.pointer, t.coordinate, zipped_divide(t.layout, tiler)};
}

Tensor local_tile(const Tensor& t, const Tiler& tiler, const IntTuple& coord) {
  const Tensor tiled = zipped_divide(t, tiler);
  const std::size_t tile_rank = rank(tiled.layout, {0}).value, rest_rank = rank(tiled.layout, {1}).value;
  const IntTuple rest = coord.is_tuple() ? padded(coord, rest_rank) : coord;
  return slice(IntTuple{all_underscores(tile_rank), rest}, tiled);
}

Tensor local_tile(const Tensor& t, const IntTuple& tiler_shape, const IntTuple& coord, const IntTuple& step) {
  return local_tile(t, Tiler(dice(step, tiler_shape)), dice(step, coord));
}

Tensor outer_partition(const Tensor& t, const Tiler& tiler, const IntTuple& coord) {
  const Tensor tiled = zipped_divide(t, tiler);
  const std::size_t tile_rank = rank(tiled.layout, {0}).value, rest_rank = rank(tiled.layout, {1}).value;
  const IntTuple inside = coord.is_tuple() ? padded(coord, tile_rank) : coord;
  return slice(IntTuple{inside, all_underscores(rest_rank)}, tiled);
}

Tensor local_partition(const Tensor& t, const Layout& threads, std::int64_t thread) {
  // A thread past the layout's threads is where CuTe's get_flat_coord puts it, (thread / stride) % extent in each
  // mode: kernels rely on it (CuTe's sgemm tutorial partitions by a projected (_16) of its 256 threads).
  if (thread < 0) fail(LL_TRANSLATABLE("CoreMessage", "local_partition: thread index %1 is negative"), thread);
  return outer_partition(t, Tiler(product_each(threads.shape)), get_flat_coord(threads, Int{thread, false}));
}

Tensor local_partition(const Tensor& t, const Layout& threads, std::int64_t thread, const IntTuple& step) {
  return local_partition(t, dice(step, threads), thread);
}

Tensor partition_mma(const TiledMMA& mma, char operand, std::int64_t thread, const Tensor& t) {
  if (thread < 0 || thread >= size(mma).value)
    fail(LL_TRANSLATABLE("CoreMessage", "partition_%1: thread %2 is out of range for %3 threads"), std::string(1, operand), thread,
         size(mma).value);
  const Layout fragments = thrfrg(mma, t.layout, operand);
  const std::vector<std::int64_t> vmnk = thr_vmnk_coord(mma, thread);
  auto at = [&](int i) { return IntTuple(dynamic_int(vmnk[static_cast<std::size_t>(i)])); };
  const IntTuple thr = operand == 'A'   ? IntTuple{at(0), IntTuple{at(1), at(3)}}
                       : operand == 'B' ? IntTuple{at(0), IntTuple{at(2), at(3)}}
                                        : IntTuple{at(0), IntTuple{at(1), at(2)}};
  const std::size_t rest = rank(fragments, {1, 1}).value;
  return slice(IntTuple{thr, IntTuple{IntTuple(Underscore{}), all_underscores(rest)}},
               Tensor{t.pointer, t.coordinate, fragments});
}

Tensor make_register_tensor(int element_bits, const Layout& layout) {
  if (!is_static(layout.shape) || !is_static(layout.stride))
    fail(LL_TRANSLATABLE("CoreMessage", "make_tensor<T>: a register tensor needs a static layout, got %1 (CuTe: Dynamic owning tensors not supported)"),
         to_string(layout));
  return Tensor{make_tensor_pointer(TensorMemory::Register, element_bits, 0), IntTuple(), layout};
}

Layout make_fragment_like(const Layout& l) {
  const int r = static_cast<int>(rank(l).value);
  if (r <= 1 || !is_static(l.shape)) return make_layout(l.shape);
  const IntTuple shape0 = l.shape[0], stride0 = l.stride[0];
  const Layout first = make_layout(shape0, compact_col_major(filter_zeros(stride0, shape0)));
  const IntTuple rest_shape = take(l.shape, 1, r), rest_stride = take(l.stride, 1, r);
  return tiled_product(first, Tiler(make_ordered_layout(rest_shape, rest_stride)));
}

Tensor make_fragment_like(const Tensor& t, int element_bits) {
  return make_register_tensor(element_bits, make_fragment_like(t.layout));
}

Tensor group_modes(const Tensor& t, int begin, int end) { return Tensor{t.pointer, t.coordinate, group(t.layout, begin, end)}; }

Tensor make_mma_fragment(const TiledMMA& mma, char operand, const Tensor& partitioned) {
  const std::string fn = "make_fragment_" + std::string(1, operand);
  const std::string& arch = mma.atom.arch;
  const bool descriptor = (arch == "SM90" || arch.rfind("SM10", 0) == 0) &&
                          (operand == 'B' || (operand == 'A' && mma.atom.name.find("_RS") == std::string::npos));
  if (descriptor)
    fail(LL_TRANSLATABLE("CoreMessage", "%1: %2 reads this operand from shared memory through a descriptor (GMMA::DescriptorIterator), not modelled"),
         fn, mma.atom.name);
  const Layout& l = partitioned.layout;
  const Layout& atom_tv = operand == 'A' ? mma.atom.layout_a_tv : operand == 'B' ? mma.atom.layout_b_tv : mma.atom.layout_c_tv;
  if (rank(l).value < 3 || size(l, {0}).value != size(atom_tv, {1}).value)
    fail(LL_TRANSLATABLE("CoreMessage", "%1: expects a partitioned tensor (MMA,MMA_M,MMA_K,...) whose mode 0 holds the atom's %2 values, got %3"),
         fn, size(atom_tv, {1}).value, to_string(l));
  const std::string& type = operand == 'A' ? mma.atom.val_type_a : operand == 'B' ? mma.atom.val_type_b : mma.atom.val_type_c;
  const int bits = type_bits(type);
  if (bits <= 0) fail(needing_if_identifier(error_of(LL_TRANSLATABLE("CoreMessage", "%1: unknown element type %2"), fn, type), type));
  if (operand == 'C' && arch.rfind("SM100", 0) == 0)  // UMMA accumulates in tensor memory (UMMA::tmem_frg_1sm / _2sm)
    return make_tmem_fragment(bits, 32, mma.atom.name.find("2x1SM") != std::string::npos ? 2 : 1, l.shape);
  if (operand == 'C') return make_register_tensor(bits, make_layout(l.shape));  // accumulators: column-major, whatever C's strides
  return make_fragment_like(partitioned, bits);
}

Tensor partition_fragment(const TiledMMA& mma, char operand, std::int64_t thread, const Tensor& t) {
  return make_mma_fragment(mma, operand, partition_mma(mma, operand, thread, t));
}

Tensor partition_copy(const TiledCopy& copy, char side, std::int64_t thread, const Tensor& t) {
  if (thread < 0 || thread >= size(copy).value)
    fail(LL_TRANSLATABLE("CoreMessage", "partition_%1: thread %2 is out of range for %3 threads"), std::string(1, side), thread,
         size(copy).value);
  // A TMA copy's TiledLayout_TV starts each multicast CTA's values at its slice and lets them run over the whole tile
  // (the instruction moves the box from there): CuTe's composition is then the kernel's offset arithmetic, not one the
  // algebra's carry check accepts as a function composition, so it is computed exactly as CuTe computes it.
  std::optional<algebra_detail::CuteFaithfulScope> as_cute;
  if (copy.atom.kind == CopyKind::Tma) as_cute.emplace();
  const Layout fragments = side == 'S' ? tidfrg_S(copy, t.layout) : tidfrg_D(copy, t.layout);
  const std::size_t rest = rank(t.layout).value;
  return slice(IntTuple{IntTuple(dynamic_int(thread)), IntTuple(Underscore{}), all_underscores(rest)},
               Tensor{t.pointer, t.coordinate, fragments});
}

}  // namespace ll
