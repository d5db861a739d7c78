#include "gpu/gemm/sm90_partitions.hpp"

#include <vector>

#include "core/export/cute_cpp.hpp"
#include "core/layout/print.hpp"
#include "core/tiled/tiled_mma.hpp"
#include "gpu/gemm/element_type.hpp"
#include "gpu/gemm/literal_layouts.hpp"
#include "gpu/gemm/sm90_layouts.hpp"

namespace ll::gpu {
namespace {

// make_fragment_A/B of GMMA (MakeTensor<smem_desc>): the partition recast to 128-bit units, its first mode _1:_0.
Layout descriptor_fragment(const Layout& partition, int element_bits) {
  std::vector<Layout> modes{make_layout(IntTuple(static_int(1)), IntTuple(static_int(0)))};
  for (int i = 1; i < int(rank(partition).value); ++i) modes.push_back(recast_layout(get(partition, {i}), element_bits, 128));
  return make_layout(modes);
}

}  // namespace

Result<Sm90Partitions> sm90_partitions(const ResolvedGemm& r) {
  return attempt([&] {
    const GemmConfig& c = r.config;
    Sm90Partitions p;
    p.thr_layout_vmnk = static_layout_type(r.tiled_mma.thr_layout_vmnk, "ThrLayoutVMNK");
    Layout part[2];
    for (char operand : {'A', 'B'}) {
      const bool a = operand == 'A';
      const Sm90OperandCopy copy = sm90_operand_copy(r, operand);
      const ComposedLayout smem = evaluate_swizzled_layout(copy.smem);
      if (smem.smem_ptr_flag_bits == 0 || !smem.inner.empty()) fail(copy.smem + ": not a GMMA smem layout");
      // make_tensor(smem_ptr, Sw o smem_ptr_flag o L) is a swizzled pointer over L: the partitions are of L.
      const Layout frg = thrfrg(r.tiled_mma, smem.layout_b, operand);
      (a ? p.smem_a : p.smem_b) = cute_cpp_composed_layout_type(smem);
      (a ? p.cosize_a : p.cosize_b) = cosize(smem.layout_b).value;
      (a ? p.thrfrg_a : p.thrfrg_b) = static_layout_type(frg, std::string("thrfrg_") + operand);
      (a ? p.rest_rank_a : p.rest_rank_b) = int(rank(frg, {1, 1}).value);
      part[a ? 0 : 1] = mma_partition_modes(frg);
      const int bits = 8 * size_bytes(a ? r.atom.a : r.atom.b);
      (a ? p.frag_a : p.frag_b) = static_layout_type(descriptor_fragment(part[a ? 0 : 1], bits), "the descriptor fragment");
      (a ? p.major_a : p.major_b) = operand_k_major(c, operand) ? "GMMA::Major::K" : "GMMA::Major::MN";
    }
    p.mma_m = int(size(part[0], {1}).value), p.mma_k = int(size(part[0], {2}).value), p.mma_n = int(size(part[1], {1}).value);
    const Layout c_identity = thrfrg_C(r.tiled_mma, identity_tile(c.tile_m, c.tile_n));
    p.thrfrg_c_identity = static_layout_type(c_identity, "thrfrg_C");
    // thrfrg_C of the C tile itself: CuTe cannot merge modes across a run-time stride as it can across the identity's
    const Layout stand_in = gmem_tile_stand_in(c.tile_m, c.tile_n, !c.c_row_major);
    const Layout c_tile = thrfrg_C(r.tiled_mma, stand_in);
    p.thrfrg_c_shape = cute_cpp_tuple_type(c_tile.shape, "Shape");
    p.thrfrg_c_stride = dynamic_stride_expr(c_tile.stride, stand_in, "sC");
    const Layout part_c = mma_partition_modes(c_tile);
    p.c_values_pair = values_pair_in_memory(part_c);
    p.accumulators = static_layout_type(make_layout(part_c.shape), "the accumulators");
    p.acc_values = int(size(part_c, {0}).value);
    return p;
  });
}

}  // namespace ll::gpu
