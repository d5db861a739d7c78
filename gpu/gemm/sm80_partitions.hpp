#pragma once
// The layouts of the mainloops whose MMA reads registers (simple, sm80) as literal CuTe types, computed by core: the
// TiledMMA's thread layout, its partitions of the gmem tiles (simple) and of C, the register fragments, and (sm80) the
// smem layouts with their cp.async and ldmatrix partitions. The generated kernel slices them at run time with CuTe's
// own calls, as ThrMMA and ThrCopy do, and issues the atoms' instructions in cute::copy's and cute::gemm's order, so
// NVRTC never instantiates the algebra that produced them: a cold compile takes a fraction of the time and the
// kernel is the same (docs/benchmarks.md). `#define LAYOUTLAB_CHECK_LITERAL_TYPES` in the source has the compiler
// check every literal against CuTe's algebra (tests/gpu: gpu_nvrtc_*_checked).
#include <string>

#include "core/util/result.hpp"
#include "gpu/gemm/gemm_config.hpp"

namespace ll::gpu {

// cute::gemm's (V,M) x (V,N) => (V,M,N) loop (gemm.hpp dispatch [4]), chosen by the bytes of one MMA's A and B values:
// row-major serpentine (8-byte A), row-major kinked serpentine (two rows at a time: 4-byte A and B), column-major
// serpentine (the rest).
enum class GemmOrder { RowSerpentine, RowKinkedSerpentine, ColumnSerpentine };

// The TiledMMA's side, both mainloops.
struct RegisterMmaPartitions {
  std::string thr_layout_vmnk;       // TiledMma::get_thr_layout_vmnk()
  std::string frag_a, frag_b;        // partition_fragment_A/B: make_fragment_like of the partitions (MMA,MMA_M|N,MMA_K)
  std::string accumulators;          // make_fragment_C: (MMA,MMA_M,MMA_N), column-major
  // thrfrg_X of an identity tile: its shape, its strides as an expression of the tile's strides (`sgA`, `sgB`, `sgC`),
  // and the identity layout itself (an edge tile's predicates)
  std::string thrfrg_a_shape, thrfrg_a_stride, thrfrg_a_identity;
  std::string thrfrg_b_shape, thrfrg_b_stride, thrfrg_b_identity;
  std::string thrfrg_c_shape, thrfrg_c_stride, thrfrg_c_identity;
  int mma_m = 0, mma_n = 0, mma_k = 0;  // MMA_M, MMA_N, MMA_K of the register fragments
  bool c_values_pair = false;           // values_pair_in_memory of the C partition (a row-major C)
  GemmOrder gemm_order = GemmOrder::ColumnSerpentine;
};

// A swizzled smem partition (tidfrg_S/D of a ComposedLayout<Swizzle,_0,L>) as ThrCopy slices it at a run-time thread:
// CuTe's slice_and_offset decays it to a plain layout whose strides carry the swizzle at that thread, run-time values
// where the thread's offset decides them. Core computes the decayed layout's form; the kernel computes those strides as
// swizzle(o + b) - swizzle(o) (o the thread's offset in L, b the stride in L: the swizzle is linear on the slice) and
// moves the pointer by swizzle(o), instead of instantiating CuTe's slice of the swizzle (the costliest part of a
// compile).
struct SwizzledThreadSlice {
  std::string composed;       // the partition before the slice (ComposedLayout literal)
  bool keeps_swizzle = false; // the slice does not decay: the kernel slices `composed` with CuTe (the fields below empty)
  std::string swizzle;        // Swizzle<B,M,S>
  std::string thread_layout;  // mode 0 of L: the thread's offset o
  std::string shape;          // the decayed layout's shape
  std::string stride;         // its strides, an expression of `o` (the name the kernel gives the offset)
};

// One operand's shared memory and copies in the sm80 mainloop.
struct Sm80OperandCopies {
  std::string smem_text;                  // a CuTe expression (the check mode compares the literals with it)
  std::string smem;                       // SmemLayoutX: ComposedLayout<Swizzle<B,M,S>,_0,Layout<(BM|BN,BK,PIPE)>>
  long long cosize = 0;
  std::string g2s_text;                   // the cp.async TiledCopy's CuTe expression
  std::string g2s_src_shape, g2s_src_stride, g2s_src_identity;  // tidfrg_S of the gmem tile (identity, as above)
  SwizzledThreadSlice g2s_dst;            // partition_D(sX) of the cp.async copy
  std::string s2r_op;                     // the ldmatrix atom, e.g. SM75_U32x4_LDSM_N
  SwizzledThreadSlice s2r_src;            // partition_S(sX) of make_tiled_copy_X(ldmatrix atom, mma)
  std::string s2r_dst;                    // its retile of the register fragment (FragX)
  std::string s2r_reg_layout;             // recast<uint32_t> of one (CPY) slice of s2r_dst: an ldmatrix's registers
  std::string s2r_regs;                   // ... their offsets from the slice's first value, "0, 1, 2, 3"
};

// @pre r.config.mainloop is Simple or Sm80 and r.atom takes its operands from registers
Result<RegisterMmaPartitions> register_mma_partitions(const ResolvedGemm& r);

// @pre r.config.mainloop == Mainloop::Sm80; operand 'A' or 'B'
Result<Sm80OperandCopies> sm80_operand_copies(const ResolvedGemm& r, char operand);

}  // namespace ll::gpu
