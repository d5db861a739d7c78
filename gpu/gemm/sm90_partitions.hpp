#pragma once
// The sm90 consumer's layouts as literal CuTe types, computed by core: the smem layouts, the TiledMMA's thread layout,
// thrfrg_A/B/C of the tensors the kernel partitions, the descriptor and accumulator fragments. The generated kernel
// slices these at run time with CuTe's own calls (get_flat_coord, Tensor::operator()), as ThrMMA::partition_A/B/C do,
// so NVRTC never instantiates the layout algebra that produced them: a cold compile takes a fraction of the time
// (docs/benchmarks.md) and the kernel is the same. `#define LAYOUTLAB_CHECK_LITERAL_TYPES` in the source has the
// compiler check every literal against CuTe's algebra (tests/gpu: gpu_nvrtc_sm90_*_checked).
#include <string>

#include "core/util/result.hpp"
#include "gpu/gemm/gemm_config.hpp"

namespace ll::gpu {

struct Sm90Partitions {
  std::string smem_a, smem_b;        // SmemLayoutA/B: ComposedLayout<Swizzle<3,4,3>,smem_ptr_flag_bits<16>,Layout<...>>
  long long cosize_a = 0, cosize_b = 0;
  std::string thr_layout_vmnk;       // TiledMma::get_thr_layout_vmnk()
  std::string thrfrg_a, thrfrg_b;    // thrfrg_A(SmemLayoutA's layout_b), thrfrg_B(...): ((ThrV,(ThrM,ThrK)),(FrgV,(RestM,RestK,PIPE)))
  int rest_rank_a = 0, rest_rank_b = 0;  // rank of mode (1,1): partition_A's repeat<R>(_)
  std::string thrfrg_c_shape;        // thrfrg_C of the (BM,BN) C tile: its shape
  std::string thrfrg_c_stride;       // ... and its strides as an expression of sC, the C tile's strides (M or N dynamic)
  std::string thrfrg_c_identity;     // thrfrg_C of make_identity_layout((BM,BN)): the edge predicate's coordinates
  std::string frag_a, frag_b;        // make_fragment_A/B's GMMA descriptor layouts
  std::string accumulators;          // make_fragment_C's layout (make_tensor<TC>(shape of partition_C))
  std::string major_a, major_b;      // GMMA::Major::K or GMMA::Major::MN
  int mma_m = 0, mma_n = 0, mma_k = 0;   // MMA_M, MMA_N, MMA_K of the partitions
  int acc_values = 0;                // accumulators one wgmma updates per thread (size of FrgV of C)
  bool c_values_pair = false;        // values_pair_in_memory of the C partition (a row-major C)
};

// @pre r.config.mainloop == Mainloop::Sm90 (resolve_gemm checked the majorness and tile); an error names what core could
// not compute
Result<Sm90Partitions> sm90_partitions(const ResolvedGemm& r);

}  // namespace ll::gpu
