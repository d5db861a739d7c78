#include "gpu/gemm/sm80_partitions.hpp"

#include <algorithm>
#include <vector>

#include "core/algebra/composed.hpp"
#include "core/atoms/copy_atom.hpp"
#include "core/export/cute_cpp.hpp"
#include "core/expr/atom_values.hpp"
#include "core/expr/eval.hpp"
#include "core/layout/print.hpp"
#include "core/tensor/tensor.hpp"
#include "core/tiled/tiled_copy.hpp"
#include "core/tiled/tiled_mma.hpp"
#include "gpu/gemm/element_type.hpp"
#include "gpu/gemm/literal_layouts.hpp"

namespace ll::gpu {
namespace {

// The slice of a swizzled layout at a run-time coordinate, as CuTe's slice_and_offset: a plain layout where it decays,
// else (the slice still reaches two bits the swizzle XORs together) the ComposedLayout keeping the swizzle, whose
// run-time offset core does not model: `kept` says so and the result is its layout_b. Tried first at a static
// coordinate, where core's slice says which case it is.
Layout swizzled_slice(const IntTuple& static_coord, const IntTuple& dynamic_coord, const ComposedLayout& l, bool& kept) {
  const AnyLayout at_static = slice(static_coord, l);
  kept = std::holds_alternative<ComposedLayout>(at_static);
  if (kept) return std::get<ComposedLayout>(at_static).layout_b;
  const AnyLayout at_dynamic = slice(dynamic_coord, l);
  if (!std::holds_alternative<Layout>(at_dynamic)) fail("a swizzled slice decays at a static coordinate but not at a run-time one");
  return std::get<Layout>(at_dynamic);
}

// partition_fragment_A/B(tile) = make_fragment_like(ThrMMA::partition_A/B(tile)) at a run-time thread: the thread's
// slice of thrfrg_X, (_, repeat<2>(_)) at (v, (m|n, k)). A swizzled smem stage's slice decays (core/algebra/composed's
// slice, as CuTe's slice_and_offset) to a plain layout with run-time strides, and make_fragment_like orders the modes by
// those, so the fragment is computed from the slice, not from the swizzle's layout_b.
Layout mma_fragment(const TiledMMA& mma, const AnyLayout& tile, char operand) {
  const IntTuple under = IntTuple(Underscore{});
  const IntTuple rest{under, IntTuple{under, under}};
  const IntTuple thread{IntTuple{dynamic_int(0), IntTuple{dynamic_int(0), dynamic_int(0)}}, rest};
  const IntTuple thread_static{IntTuple{static_int(0), IntTuple{static_int(0), static_int(0)}}, rest};
  Layout partition;
  if (const Layout* plain = std::get_if<Layout>(&tile)) {
    partition = slice(thread, thrfrg(mma, *plain, operand));
  } else {
    const ComposedLayout& composed = std::get<ComposedLayout>(tile);
    const AnyLayout frg = recompose(composed, thrfrg(mma, composed.layout_b, operand));
    bool kept = false;
    partition = std::holds_alternative<Layout>(frg) ? slice(thread, std::get<Layout>(frg))
                                                    : swizzled_slice(thread_static, thread, std::get<ComposedLayout>(frg), kept);
  }
  return make_fragment_like(partition);  // of a kept swizzle: of its layout_b (swizzle_layout.hpp)
}

ComposedLayout with_layout_b(ComposedLayout c, Layout b) {
  c.layout_b = std::move(b);
  return c;
}

// The strides of a decayed swizzled slice (core's slice at a thread whose offset is 0, so each run-time stride is
// swizzle(b) for the stride b it has in layout_b: the swizzle is its own inverse), as swizzle(o + b) - swizzle(o).
std::string decayed_stride_expr(const IntTuple& t, const Swizzle& sw, const std::string& swizzle_type) {
  if (t.is_integer()) {
    const Int& i = t.integer();
    if (i.is_static) return "Int<" + std::to_string(i.value) + ">{}";
    const std::int64_t b = apply(sw, static_int(i.value)).value;
    return "int(" + swizzle_type + "{}(o + " + std::to_string(b) + ") - " + swizzle_type + "{}(o))";
  }
  std::string out = "make_stride(";
  for (std::size_t k = 0; k < t.children().size(); ++k) out += (k ? ", " : "") + decayed_stride_expr(t.children()[k], sw, swizzle_type);
  return out + ")";
}

// A swizzled partition's slice at the thread (threadIdx.x, _, repeat<rest_rank>(_)).
SwizzledThreadSlice swizzled_thread_slice(const ComposedLayout& partition, int rest_rank, const std::string& what) {
  SwizzledThreadSlice out;
  out.composed = cute_cpp_composed_layout_type(partition);
  const Swizzle* sw = std::get_if<Swizzle>(&partition.layout_a);
  if (!sw || !partition.inner.empty()) fail(what + ": not a swizzle over a layout");
  out.swizzle = "Swizzle<" + std::to_string(sw->bits) + "," + std::to_string(sw->base) + "," + std::to_string(sw->shift) + ">";
  out.thread_layout = static_layout_type(get(partition.layout_b, {0}), what + "'s thread mode");
  const IntTuple under = IntTuple(Underscore{});
  IntTupleList rest;
  for (int i = 0; i < rest_rank; ++i) rest.push_back(under);
  const IntTuple rest_coord(std::move(rest));
  const Layout sliced = swizzled_slice(IntTuple{IntTuple(static_int(0)), under, rest_coord},
                                       IntTuple{IntTuple(dynamic_int(0)), under, rest_coord}, partition, out.keeps_swizzle);
  if (out.keeps_swizzle) return out;  // the kernel slices the ComposedLayout with CuTe
  out.shape = cute_cpp_tuple_type(sliced.shape, "Shape");
  out.stride = decayed_stride_expr(sliced.stride, *sw, out.swizzle);
  return out;
}

// The offsets of an instruction's registers from the first (`regs`: CuTe's recast<RegType> of its values).
std::string register_offsets(const Layout& regs) {
  std::string out;
  for (std::int64_t j = 0; j < size(regs).value; ++j) out += (j ? ", " : "") + std::to_string(evaluate(regs, j));
  return out;
}

int log2i(int v) {
  int r = 0;
  while ((1 << r) < v) ++r;
  return r;
}

// The ldmatrix variant: x4 where each warp's share of a k-block holds at least four 8x8 b16 matrices; .trans (LDSM_T)
// for an MN-major operand, whose smem rows run along M (N). `registers`: the 32-bit registers it fills a thread.
struct LdsmChoice {
  std::string op;
  int registers = 0;
};
LdsmChoice ldsm_for(int k_block, int bytes, long long rows_per_warp, bool transpose) {
  long long matrices = (rows_per_warp * k_block * bytes) / 128;
  const int count = matrices % 4 == 0 ? 4 : matrices % 2 == 0 ? 2 : 1;
  return {transpose ? "SM75_U16x" + std::to_string(2 * count) + "_LDSM_T" : "SM75_U32x" + std::to_string(count) + "_LDSM_N", count};
}

// sA(_,_,0): the first stage of the smem layout, as the kernel's partition_fragment_A(sA(_,_,0)) slices it
AnyLayout smem_stage(const ComposedLayout& smem) {
  const IntTuple under = IntTuple(Underscore{});
  return slice(IntTuple{under, under, dynamic_int(0)}, smem);
}

std::string n(long long v) { return std::to_string(v); }
std::string int_type(long long v) { return "Int<" + n(v) + ">"; }

// An operand's smem layout and cp.async TiledCopy as CuTe expressions. K-major: a Swizzle<B,M,3> atom of 8 rows x up to
// 128 bytes of K, threads along K then rows (as CuTe's sgemm_sm80). MN-major: a Swizzle<3,3,3> atom of 64 elements of
// M (N) x 8 of K (128-byte columns), 8 threads per column, the rest along K (CUTLASS's sm80 MN-major configurations).
struct Sm80OperandTexts {
  std::string smem, g2s;
};
Sm80OperandTexts sm80_operand_texts(const ResolvedGemm& r, char operand) {
  const GemmConfig& c = r.config;
  const ElementType type = operand == 'A' ? r.atom.a : r.atom.b;
  const int bytes = size_bytes(type), vec = 16 / bytes;  // elements per 16-byte cp.async
  std::string atom, thr, val;
  if (operand_k_major(c, operand)) {
    const int atom_k = std::min(c.tile_k, 128 / bytes), cols = atom_k / vec;
    atom = "composition(Swizzle<" + n(log2i(atom_k * bytes / 16)) + ", " + n(log2i(16 / bytes)) + ", 3>{}, Layout<Shape<_8, " +
           int_type(atom_k) + ">, Stride<" + int_type(atom_k) + ", _1>>{})";
    thr = "Layout<Shape<" + int_type(r.threads / cols) + ", " + int_type(cols) + ">, Stride<" + int_type(cols) + ", _1>>{}";
    val = "Layout<Shape<_1, " + int_type(vec) + ">>{}";
  } else {
    atom = "composition(Swizzle<3, 3, 3>{}, Layout<Shape<Int<64>, _8>, Stride<_1, Int<64>>>{})";
    thr = "Layout<Shape<" + int_type(64 / vec) + ", " + int_type(r.threads / (64 / vec)) + ">, Stride<_1, " + int_type(64 / vec) + ">>{}";
    val = "Layout<Shape<" + int_type(vec) + ", _1>>{}";
  }
  const long long rows = operand == 'A' ? c.tile_m : c.tile_n;
  return {"tile_to_shape(" + atom + ", make_shape(" + int_type(rows) + "{}, " + int_type(c.tile_k) + "{}, " + int_type(r.stages) + "{}))",
          "make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>, " + std::string(cute_type_name(type)) + ">{}, " + thr + ", " +
              val + ")"};
}

// The sm80 mainloop's register fragment of an operand: partition_fragment_X(sX(_,_,0)).
Layout sm80_fragment(const ResolvedGemm& r, char operand) {
  return mma_fragment(r.tiled_mma, smem_stage(evaluate_swizzled_layout(sm80_operand_texts(r, operand).smem)), operand);
}

}  // namespace

Result<RegisterMmaPartitions> register_mma_partitions(const ResolvedGemm& r) {
  return attempt([&] {
    const GemmConfig& c = r.config;
    RegisterMmaPartitions p;
    p.thr_layout_vmnk = static_layout_type(r.tiled_mma.thr_layout_vmnk, "ThrLayoutVMNK");
    std::string* shape[3] = {&p.thrfrg_a_shape, &p.thrfrg_b_shape, &p.thrfrg_c_shape};
    std::string* stride[3] = {&p.thrfrg_a_stride, &p.thrfrg_b_stride, &p.thrfrg_c_stride};
    std::string* identity[3] = {&p.thrfrg_a_identity, &p.thrfrg_b_identity, &p.thrfrg_c_identity};
    const long long rows[3] = {c.tile_m, c.tile_n, c.tile_m}, cols[3] = {c.tile_k, c.tile_k, c.tile_n};
    const char* vars[3] = {"sgA", "sgB", "sgC"};
    // the tiles' majorness: A and B as the GEMM's layout says, C column- or row-major
    const bool major_first[3] = {!operand_k_major(c, 'A'), !operand_k_major(c, 'B'), !c.c_row_major};
    for (int i = 0; i < 3; ++i) {
      const Layout ident = thrfrg(r.tiled_mma, identity_tile(rows[i], cols[i]), "ABC"[i]);
      *identity[i] = static_layout_type(ident, std::string("thrfrg_") + "ABC"[i]);
      // of the gmem tile itself: CuTe cannot merge modes across a run-time stride as it can across the identity's
      const Layout stand_in = gmem_tile_stand_in(rows[i], cols[i], major_first[i]);
      const Layout frg = thrfrg(r.tiled_mma, stand_in, "ABC"[i]);
      *shape[i] = cute_cpp_tuple_type(frg.shape, "Shape");
      *stride[i] = dynamic_stride_expr(frg.stride, stand_in, vars[i]);
    }
    // partition_fragment_A/B(tile): make_fragment_like of the partition of the tile the kernel has: sm80's smem stage
    // (static strides), simple's gmem tile (a run-time stride, which make_fragment_like orders last)
    Layout frag[2];
    for (int i = 0; i < 2; ++i) {
      const char operand = "AB"[i];
      frag[i] = c.mainloop == Mainloop::Sm80 ? sm80_fragment(r, operand)
                                             : mma_fragment(r.tiled_mma, gmem_tile_stand_in(rows[i], cols[i], major_first[i]), operand);
      (i == 0 ? p.frag_a : p.frag_b) = static_layout_type(frag[i], std::string("the register fragment of ") + operand);
    }
    const Layout part_c = mma_partition_modes(thrfrg_C(r.tiled_mma, gmem_tile_stand_in(c.tile_m, c.tile_n, major_first[2])));
    p.c_values_pair = values_pair_in_memory(part_c);
    p.accumulators = static_layout_type(make_layout(part_c.shape), "the accumulators");
    p.mma_m = int(size(frag[0], {1}).value), p.mma_k = int(size(frag[0], {2}).value), p.mma_n = int(size(frag[1], {1}).value);
    const long long bytes_a = size(frag[0], {0}).value * size_bytes(r.atom.a), bytes_b = size(frag[1], {0}).value * size_bytes(r.atom.b);
    p.gemm_order = bytes_a == 8 && (bytes_b == 8 || bytes_b == 4) ? GemmOrder::RowSerpentine
                   : bytes_a == 4 && bytes_b == 4                  ? GemmOrder::RowKinkedSerpentine
                                                                   : GemmOrder::ColumnSerpentine;
    return p;
  });
}

Result<Sm80OperandCopies> sm80_operand_copies(const ResolvedGemm& r, char operand) {
  return attempt([&] {
    const GemmConfig& c = r.config;
    const bool a = operand == 'A', k_major = operand_k_major(c, operand);
    const ElementType type = a ? r.atom.a : r.atom.b;
    const int bytes = size_bytes(type);
    const std::string element(cute_type_name(type));
    const long long rows = a ? c.tile_m : c.tile_n;
    Sm80OperandCopies o;
    const Sm80OperandTexts texts = sm80_operand_texts(r, operand);
    o.smem_text = texts.smem, o.g2s_text = texts.g2s;
    const ComposedLayout smem = evaluate_swizzled_layout(o.smem_text);
    if (!smem.inner.empty() || smem.smem_ptr_flag_bits != 0 || !(smem.offset.is_static && smem.offset.value == 0))
      fail(o.smem_text + ": not a swizzle over a layout");
    o.smem = cute_cpp_composed_layout_type(smem);
    o.cosize = cosize(smem.layout_b).value;

    // cp.async: partition_S of the gmem tile (BM|BN,BK), partition_D of the smem stages
    auto g2s_value = expr::evaluate_text(o.g2s_text);
    if (!g2s_value) fail(prefixed(o.g2s_text + ": ", g2s_value.failure()));
    auto g2s = expr::tiled_copy_of(*g2s_value);
    if (!g2s) fail(o.g2s_text + ": not a TiledCopy");
    o.g2s_src_identity = static_layout_type(tidfrg_S(*g2s, identity_tile(rows, c.tile_k)), "tidfrg_S of the gmem tile");
    const Layout stand_in = gmem_tile_stand_in(rows, c.tile_k, !k_major);
    const Layout g2s_src = tidfrg_S(*g2s, stand_in);
    o.g2s_src_shape = cute_cpp_tuple_type(g2s_src.shape, "Shape");
    o.g2s_src_stride = dynamic_stride_expr(g2s_src.stride, stand_in, a ? "sgA" : "sgB");
    o.g2s_dst = swizzled_thread_slice(with_layout_b(smem, tidfrg_D(*g2s, smem.layout_b)), 3, "partition_D of " + o.smem_text);

    // ldmatrix: make_tiled_copy_A/B(atom, mma), partition_S of the smem stages, retile_D of the register fragment
    const long long thr_mn = size(r.tiled_mma.atom_layout_mnk, {a ? 0 : 1}).value, perm_mn = tile_size(r.tiled_mma, a ? 0 : 1).value;
    const long long atom_mn = a ? r.atom.m : r.atom.n;
    // make_tiled_copy_A/B tiles the permutation's extent (PermM x K) with the warps' atoms. A permutation smaller than
    // those (32 rows under 4 warps of 16-row atoms) makes CuTe wrap the last warps into K: their ldmatrix would read
    // the neighbouring column, at an address no row of ldmatrix may start (a misaligned-address fault on the GPU).
    if (perm_mn < thr_mn * atom_mn)
      fail(std::string("the permutation's ") + (a ? "M" : "N") + " extent " + std::to_string(perm_mn) + " is smaller than the " +
           std::to_string(thr_mn) + " warps of " + std::to_string(atom_mn) + (a ? "-row" : "-column") +
           " atoms the thread layout puts there: make_tiled_copy_" + (a ? "A" : "B") + " would wrap warps into K and ldmatrix " +
           "would read misaligned rows; the sm80 mainloop needs a permutation of at least " + std::to_string(thr_mn * atom_mn) +
           (a ? " rows" : " columns") + ", or none (the simple mainloop takes this TiledMMA)");
    const LdsmChoice ldsm = ldsm_for(r.atom.k, bytes, perm_mn / thr_mn, !k_major);
    o.s2r_op = ldsm.op;
    auto s2r_atom = make_copy_atom(o.s2r_op, element);
    if (!s2r_atom) fail(s2r_atom.error());
    const TiledCopy s2r = a ? make_tiled_copy_A(*s2r_atom, r.tiled_mma) : make_tiled_copy_B(*s2r_atom, r.tiled_mma);
    o.s2r_src = swizzled_thread_slice(with_layout_b(smem, tidfrg_S(s2r, smem.layout_b)), 3, "partition_S of " + o.smem_text);
    const Layout retiled = retile(s2r, mma_fragment(r.tiled_mma, smem_stage(smem), operand));
    o.s2r_dst = static_layout_type(retiled, "retile_D of the register fragment");
    // cute::copy filters the destination's broadcast modes (AutoFilter); a fragment has none, so it visits every one
    const IntTuple shapes = flatten(retiled.shape), strides = flatten(retiled.stride);
    for (std::size_t i = 0; i < shapes.children().size(); ++i)
      if (is_constant(strides.children()[i].integer(), 0) && shapes.children()[i].integer().value > 1)
        fail("retile_D of the register fragment " + to_string(retiled) + " has a broadcast mode");
    const Layout regs = recast_layout(make_layout(std::vector<Layout>{get(retiled, {0})}), 8 * bytes, 32);  // of the rank-1 slice (_,m,k)
    o.s2r_reg_layout = static_layout_type(regs, "the ldmatrix registers");
    o.s2r_regs = register_offsets(regs);
    if (size(regs).value != ldsm.registers)
      fail(o.s2r_op + " fills " + std::to_string(ldsm.registers) + " registers a thread, but the register fragment's slice " +
           "for one copy holds " + std::to_string(size(regs).value));
    return o;
  });
}

}  // namespace ll::gpu
