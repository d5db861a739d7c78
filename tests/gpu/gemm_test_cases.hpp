#pragma once
// The GEMM configurations the GPU tests use, by name: the NVRTC matrix (compiled in CI, no GPU) and the
// device matrix (`ctest -L gpu`, small problems, every mainloop and F16, BF16, TF32, INT8 atoms).
#include <map>
#include <string>

#include "gpu/gemm/gemm_config.hpp"

namespace ll::gpu::test {

struct GemmCase {
  GemmConfig config;
  std::string arch;  // NVRTC target for compile tests; empty = the mainloop's
};

inline GemmCase make_case(const char* atom, const char* thr, const char* perm, int tm, int tn, int tk, Mainloop ml,
                          const char* layout = "TN", const char* arch = "", int stages = 0, long long size = 512) {
  GemmCase c;
  c.config.atom = atom, c.config.thr = thr, c.config.perm = perm;
  c.config.tile_m = tm, c.config.tile_n = tn, c.config.tile_k = tk;
  c.config.mainloop = ml, c.config.layout = layout, c.config.stages = stages;
  c.config.m = c.config.n = c.config.k = size;
  c.arch = arch;
  return c;
}

// The same configuration on an M x N x K problem (residue shapes: the sm90 mainloop's predication).
inline GemmCase sized(GemmCase c, long long m, long long n, long long k) {
  c.config.m = m, c.config.n = n, c.config.k = k;
  return c;
}

// The same configuration as a strided batch of L GEMMs.
inline GemmCase batched(GemmCase c, int l) {
  c.config.batch = l;
  return c;
}

// The same configuration writing C row-major.
inline GemmCase c_row(GemmCase c) {
  c.config.c_row_major = true;
  return c;
}

// The same configuration in thread-block clusters of m x n CTAs (sm90: the shared operand TMA-multicast).
inline GemmCase clustered(GemmCase c, int m, int n) {
  c.config.cluster_m = m, c.config.cluster_n = n;
  return c;
}

inline const std::map<std::string, GemmCase>& gemm_cases() {
  static const std::map<std::string, GemmCase> cases = {
      // NVRTC matrix: every mainloop, for sm_80 and sm_90a.
      {"simple_f16_sm80", make_case("SM80_16x8x16_F16F16F16F16_TN", "(2,2,1)", "32x32x16", 64, 64, 16, Mainloop::Simple, "TN", "sm_80")},
      {"simple_tf32_nt_sm90a", make_case("SM80_16x8x8_F32TF32TF32F32_TN", "(2,2,1)", "none", 64, 64, 16, Mainloop::Simple, "NT", "sm_90a")},
      {"sm80_f16_sm80", make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,2,1)", "32x32x16", 128, 128, 32, Mainloop::Sm80, "TN", "sm_80", 3)},
      {"sm80_bf16_sm90a", make_case("SM80_16x8x16_F32BF16BF16F32_TN", "(2,2,1)", "32x32x16", 128, 128, 64, Mainloop::Sm80, "TN", "sm_90a", 3)},
      {"sm80_tf32_sm80", make_case("SM80_16x8x8_F32TF32TF32F32_TN", "(2,2,1)", "32x32x8", 128, 128, 32, Mainloop::Sm80, "TN", "sm_80", 3)},
      {"sm80_int8_sm80", make_case("SM80_16x8x32_S32S8S8S32_TN", "(2,2,1)", "32x32x32", 128, 128, 64, Mainloop::Sm80, "TN", "sm_80", 3)},
      {"sm90_f16_sm90a", make_case("SM90_64x128x16_F32F16F16_SS", "(2,1,1)", "none", 128, 128, 64, Mainloop::Sm90, "TN", "sm_90a")},
      // majorness: MN-major operands (GMMA's MN-major smem and TMA boxes; ldmatrix.trans) and a row-major C
      {"sm90_f16_nt_crow_sm90a", c_row(make_case("SM90_64x128x16_F32F16F16_SS", "(2,1,1)", "none", 128, 128, 64, Mainloop::Sm90, "NT", "sm_90a"))},
      {"sm90_f16_nt_batched_sm90a", batched(make_case("SM90_64x128x16_F32F16F16_SS", "(2,1,1)", "none", 128, 128, 64, Mainloop::Sm90, "NT", "sm_90a"), 4)},
      {"sm90_e4m3_e5m2_sm90a", make_case("SM90_64x128x32_F32E4M3E5M2_SS_TN", "(2,1,1)", "none", 128, 128, 128, Mainloop::Sm90, "TN", "sm_90a")},
      // an extended GMMA shape (CuTe's _ext headers; a wave-fitted tune candidate)
      // clusters: the shared operand sliced by the CTA's rank and multicast (MN-major B split along K; K-major A along rows)
      {"sm90_f16_nt_cluster_2x1_sm90a", clustered(make_case("SM90_64x256x16_F32F16F16_SS", "(2,1,1)", "none", 128, 256, 64, Mainloop::Sm90, "NT", "sm_90a"), 2, 1)},
      {"sm90_e4m3_cluster_1x2_sm90a", batched(clustered(make_case("SM90_64x128x32_F32E4M3E4M3_SS_TN", "(2,1,1)", "none", 128, 128, 128, Mainloop::Sm90, "TN", "sm_90a"), 1, 2), 2)},
      {"sm90_f16_n176_sm90a", make_case("SM90_64x176x16_F32F16F16_SS", "(2,1,1)", "none", 128, 176, 64, Mainloop::Sm90, "TN", "sm_90a")},
      {"sm90_mma_2x2_sm90a", make_case("SM90_64x64x16_F32F16F16_SS", "(1,1,1)", "none", 128, 128, 64, Mainloop::Sm90, "TN", "sm_90a")},
      {"sm80_f16_nn_sm80", make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,2,1)", "32x32x16", 128, 128, 32, Mainloop::Sm80, "NN", "sm_80", 3)},

      // Device matrix (correctness on small problems).
      {"dev_simple_f16", make_case("SM80_16x8x16_F16F16F16F16_TN", "(2,2,1)", "32x32x16", 64, 64, 16, Mainloop::Simple)},
      {"dev_simple_f16f32_nt", make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,2,1)", "32x32x16", 64, 64, 16, Mainloop::Simple, "NT")},
      {"dev_simple_f16f32_nn", make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,2,1)", "none", 64, 64, 32, Mainloop::Simple, "NN")},
      {"dev_simple_f16f32_tt", make_case("SM80_16x8x16_F32F16F16F32_TN", "(1,4,1)", "none", 64, 64, 16, Mainloop::Simple, "TT")},
      {"dev_simple_bf16", make_case("SM80_16x8x16_F32BF16BF16F32_TN", "(2,2,1)", "32x32x16", 64, 64, 16, Mainloop::Simple)},
      {"dev_simple_tf32", make_case("SM80_16x8x8_F32TF32TF32F32_TN", "(2,2,1)", "none", 64, 64, 16, Mainloop::Simple)},
      {"dev_simple_int8", make_case("SM80_16x8x32_S32S8S8S32_TN", "(2,2,1)", "none", 64, 64, 32, Mainloop::Simple)},
      // a permutation smaller than the thread layout's atoms (32 rows under 4 warps of 16-row atoms): the sm80 mainloop
      // refuses it (its ldmatrix copy wraps warps into K); the simple mainloop partitions smem with the TiledMMA itself
      {"dev_simple_perm_under_atoms", sized(make_case("SM80_16x8x16_F32F16F16F32_TN", "(4,2,1)", "32x32x16", 128, 64, 16, Mainloop::Simple), 1000, 520, 256)},
      {"dev_simple_fma_f32", make_case("UniversalFMA<float,float,float,float>", "(16,16,1)", "none", 64, 64, 8, Mainloop::Simple)},
      {"dev_sm80_f16", make_case("SM80_16x8x16_F16F16F16F16_TN", "(2,2,1)", "32x32x16", 128, 128, 32, Mainloop::Sm80, "TN", "", 3)},
      {"dev_sm80_f16f32", make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,4,1)", "32x64x16", 128, 256, 32, Mainloop::Sm80, "TN", "", 4)},
      {"dev_sm80_bf16", make_case("SM80_16x8x16_F32BF16BF16F32_TN", "(2,2,1)", "32x32x16", 128, 128, 64, Mainloop::Sm80, "TN", "", 3)},
      {"dev_sm80_tf32", make_case("SM80_16x8x8_F32TF32TF32F32_TN", "(2,2,1)", "32x32x8", 128, 128, 32, Mainloop::Sm80, "TN", "", 3)},
      {"dev_sm80_int8", make_case("SM80_16x8x32_S32S8S8S32_TN", "(2,2,1)", "32x32x32", 128, 128, 64, Mainloop::Sm80, "TN", "", 3)},
      // two stages: the pipeline waits for every copy (cp_async_wait<0>) before each k-tile; with M, N and K residues
      {"dev_sm80_two_stages", sized(make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,2,1)", "32x32x16", 128, 128, 64, Mainloop::Sm80, "TN", "", 2), 1000, 520, 200)},
      // clusters of two CTAs sharing an operand (TMA multicast): every majorness of the shared operand, residues whose odd
      // tile grid leaves a cluster's second CTA without a tile, more tiles than SMs (the persistent loop), a batch, FP8
      {"dev_sm90_cluster_2x1_residue", clustered(sized(make_case("SM90_64x256x16_F32F16F16_SS", "(2,1,1)", "none", 128, 256, 64, Mainloop::Sm90), 800, 520, 200), 2, 1)},
      {"dev_sm90_cluster_1x2_residue", clustered(sized(make_case("SM90_64x256x16_F32F16F16_SS", "(2,1,1)", "none", 128, 256, 64, Mainloop::Sm90), 1000, 520, 200), 1, 2)},
      {"dev_sm90_cluster_2x1_nt_crow", c_row(clustered(sized(make_case("SM90_64x128x16_F32BF16BF16_SS", "(2,1,1)", "none", 128, 128, 64, Mainloop::Sm90, "NT"), 296, 1000, 136), 2, 1))},
      {"dev_sm90_cluster_1x2_nn", clustered(sized(make_case("SM90_64x128x16_F32F16F16_SS", "(2,1,1)", "none", 128, 128, 64, Mainloop::Sm90, "NN"), 520, 1000, 264), 1, 2)},
      {"dev_sm90_cluster_persistent", clustered(sized(make_case("SM90_64x128x16_F32F16F16_SS", "(2,1,1)", "none", 128, 128, 64, Mainloop::Sm90), 4096, 4000, 4104), 2, 1)},
      {"dev_sm90_cluster_batched", batched(clustered(sized(make_case("SM90_64x128x16_F32F16F16_SS", "(2,1,1)", "none", 128, 128, 64, Mainloop::Sm90, "TT"), 300, 264, 136), 1, 2), 3)},
      {"dev_sm90_cluster_e4m3", clustered(sized(make_case("SM90_64x128x32_F32E4M3E4M3_SS_TN", "(2,1,1)", "none", 128, 128, 128, Mainloop::Sm90), 1000, 1000, 4112), 2, 1)},
      {"dev_sm90_f16f32", make_case("SM90_64x256x16_F32F16F16_SS", "(2,1,1)", "none", 128, 256, 64, Mainloop::Sm90)},
      {"dev_sm90_f16", make_case("SM90_64x128x16_F16F16F16_SS", "(2,1,1)", "none", 128, 128, 64, Mainloop::Sm90)},
      {"dev_sm90_bf16", make_case("SM90_64x128x16_F32BF16BF16_SS", "(1,1,1)", "none", 64, 128, 64, Mainloop::Sm90)},
      {"dev_sm90_tf32", make_case("SM90_64x128x8_F32TF32TF32_SS_TN", "(2,1,1)", "none", 128, 128, 32, Mainloop::Sm90)},
      {"dev_sm90_int8", make_case("SM90_64x128x32_S32S8S8_SS_TN", "(2,1,1)", "none", 128, 128, 128, Mainloop::Sm90)},
      // residues (sm90: TMA's zero fill, the predicated epilogue): 1, 7, 127, 4000, 8191 in M, N and K where the
      // 16-byte rows allow (K a multiple of 8 halves, 4 floats, 16 bytes)
      {"dev_sm90_residue_tiny", sized(make_case("SM90_64x256x16_F32F16F16_SS", "(2,1,1)", "none", 128, 256, 64, Mainloop::Sm90), 1, 7, 8)},
      {"dev_sm90_residue_127", sized(make_case("SM90_64x256x16_F32F16F16_SS", "(2,1,1)", "none", 128, 256, 64, Mainloop::Sm90), 127, 1000, 136)},
      {"dev_sm90_residue_4000", sized(make_case("SM90_64x256x16_F32F16F16_SS", "(2,1,1)", "none", 128, 256, 64, Mainloop::Sm90), 4000, 4000, 4000)},
      {"dev_sm90_residue_8191", sized(make_case("SM90_64x256x16_F32F16F16_SS", "(2,1,1)", "none", 128, 256, 64, Mainloop::Sm90), 8191, 8193, 4104)},
      {"dev_sm90_residue_f16", sized(make_case("SM90_64x128x16_F16F16F16_SS", "(2,1,1)", "none", 128, 128, 64, Mainloop::Sm90), 333, 129, 72)},
      {"dev_sm90_residue_bf16", sized(make_case("SM90_64x128x16_F32BF16BF16_SS", "(1,1,1)", "none", 64, 128, 64, Mainloop::Sm90), 65, 255, 520)},
      {"dev_sm90_residue_tf32", sized(make_case("SM90_64x128x8_F32TF32TF32_SS_TN", "(2,1,1)", "none", 128, 128, 32, Mainloop::Sm90), 300, 500, 260)},
      {"dev_sm80_residue_tiny", sized(make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,2,1)", "32x32x16", 128, 128, 32, Mainloop::Sm80, "TN", "", 3), 1, 7, 64)},
      {"dev_sm80_residue_4000", sized(make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,4,1)", "32x64x16", 128, 256, 32, Mainloop::Sm80, "TN", "", 4), 4000, 4000, 4000)},
      {"dev_sm80_residue_f16", sized(make_case("SM80_16x8x16_F16F16F16F16_TN", "(2,2,1)", "32x32x16", 128, 128, 32, Mainloop::Sm80, "TN", "", 3), 127, 1000, 512)},
      {"dev_sm80_residue_tf32", sized(make_case("SM80_16x8x8_F32TF32TF32F32_TN", "(2,2,1)", "32x32x8", 128, 128, 32, Mainloop::Sm80, "TN", "", 3), 300, 257, 96)},
      {"dev_sm80_residue_int8", sized(make_case("SM80_16x8x32_S32S8S8S32_TN", "(2,2,1)", "32x32x32", 128, 128, 64, Mainloop::Sm80, "TN", "", 3), 129, 255, 192)},
      // majorness (A and B each K- or MN-major, C column- or row-major), with residues where the 16-byte rule allows
      {"dev_sm90_nt", sized(make_case("SM90_64x256x16_F32F16F16_SS", "(2,1,1)", "none", 128, 256, 64, Mainloop::Sm90, "NT"), 1024, 1024, 512)},
      {"dev_sm90_nn", sized(make_case("SM90_64x256x16_F32F16F16_SS", "(2,1,1)", "none", 128, 256, 64, Mainloop::Sm90, "NN"), 1024, 1024, 512)},
      {"dev_sm90_tt", sized(make_case("SM90_64x256x16_F32F16F16_SS", "(2,1,1)", "none", 128, 256, 64, Mainloop::Sm90, "TT"), 1024, 1024, 512)},
      {"dev_sm90_tn_crow", c_row(sized(make_case("SM90_64x256x16_F32F16F16_SS", "(2,1,1)", "none", 128, 256, 64, Mainloop::Sm90, "TN"), 1024, 1024, 512))},
      {"dev_sm90_nt_crow_residue", c_row(sized(make_case("SM90_64x256x16_F32F16F16_SS", "(2,1,1)", "none", 128, 256, 64, Mainloop::Sm90, "NT"), 4000, 1000, 77))},
      {"dev_sm90_f16_nn_crow", c_row(sized(make_case("SM90_64x128x16_F16F16F16_SS", "(2,1,1)", "none", 128, 128, 64, Mainloop::Sm90, "NN"), 136, 520, 264))},
      {"dev_sm90_bf16_tt_residue", sized(make_case("SM90_64x128x16_F32BF16BF16_SS", "(1,1,1)", "none", 64, 128, 64, Mainloop::Sm90, "TT"), 127, 1000, 104)},
      {"dev_sm80_nt", sized(make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,4,1)", "32x64x16", 128, 256, 32, Mainloop::Sm80, "NT", "", 4), 1024, 1024, 512)},
      {"dev_sm80_nn", sized(make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,4,1)", "32x64x16", 128, 256, 32, Mainloop::Sm80, "NN", "", 4), 1024, 1024, 512)},
      {"dev_sm80_tt", sized(make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,4,1)", "32x64x16", 128, 256, 32, Mainloop::Sm80, "TT", "", 4), 1024, 1024, 512)},
      {"dev_sm80_tn_crow", c_row(sized(make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,2,1)", "32x32x16", 128, 128, 32, Mainloop::Sm80, "TN", "", 3), 1000, 1000, 512))},
      {"dev_sm80_nt_crow_residue", c_row(sized(make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,2,1)", "32x32x16", 128, 128, 32, Mainloop::Sm80, "NT", "", 3), 4000, 1000, 512))},
      {"dev_sm80_bf16_nn", sized(make_case("SM80_16x8x16_F32BF16BF16F32_TN", "(2,2,1)", "32x32x16", 128, 128, 64, Mainloop::Sm80, "NN", "", 3), 520, 136, 256)},
      {"dev_sm80_f16_tt", sized(make_case("SM80_16x8x16_F16F16F16F16_TN", "(2,2,1)", "32x32x16", 128, 128, 32, Mainloop::Sm80, "TT", "", 3), 256, 384, 128)},
      {"dev_simple_f16f32_crow", c_row(make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,2,1)", "32x32x16", 64, 64, 16, Mainloop::Simple, "NT"))},
      // strided batches (verified against cublasGemmStridedBatchedEx), with residues and the majorness variants
      {"dev_sm90_batched", batched(sized(make_case("SM90_64x256x16_F32F16F16_SS", "(2,1,1)", "none", 128, 256, 64, Mainloop::Sm90), 1000, 2000, 520), 3)},
      {"dev_sm90_batched_nt_crow", c_row(batched(sized(make_case("SM90_64x128x16_F32BF16BF16_SS", "(2,1,1)", "none", 128, 128, 64, Mainloop::Sm90, "NT"), 136, 1000, 77), 5))},
      {"dev_sm80_batched", batched(sized(make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,2,1)", "32x32x16", 128, 128, 32, Mainloop::Sm80, "TN", "", 3), 1000, 520, 256), 4)},
      {"dev_sm80_batched_nn", batched(sized(make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,2,1)", "32x32x16", 128, 128, 32, Mainloop::Sm80, "NN", "", 3), 512, 256, 128), 3)},
      {"dev_simple_batched", batched(make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,2,1)", "32x32x16", 64, 64, 16, Mainloop::Simple, "TT"), 6)},
      // residues in the simple mainloop: predicated loads (zeros past the edges) and epilogue in edge tiles
      {"dev_simple_residue_tiny", sized(make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,2,1)", "32x32x16", 64, 64, 16, Mainloop::Simple), 1, 7, 5)},
      {"dev_simple_residue_f16", c_row(sized(make_case("SM80_16x8x16_F16F16F16F16_TN", "(2,2,1)", "32x32x16", 64, 64, 16, Mainloop::Simple, "NT"), 127, 1000, 77))},
      {"dev_simple_residue_tf32", sized(make_case("SM80_16x8x8_F32TF32TF32F32_TN", "(2,2,1)", "none", 64, 64, 16, Mainloop::Simple, "TT"), 300, 257, 99)},
      {"dev_simple_residue_int8", batched(sized(make_case("SM80_16x8x32_S32S8S8S32_TN", "(2,2,1)", "none", 64, 64, 32, Mainloop::Simple), 129, 255, 100), 2)},
      {"dev_simple_residue_fma", sized(make_case("UniversalFMA<float,float,float,float>", "(16,16,1)", "none", 64, 64, 8, Mainloop::Simple, "NN"), 4001, 3999, 1001)},
      // K residues in the sm80 mainloop: the partial last k-tile's copies predicated on (m, k), the rest cleared
      {"dev_sm80_residue_k", sized(make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,2,1)", "32x32x16", 128, 128, 32, Mainloop::Sm80, "TN", "", 3), 1000, 1000, 1000)},
      {"dev_sm80_residue_k_nt", c_row(sized(make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,2,1)", "32x32x16", 128, 128, 32, Mainloop::Sm80, "NT", "", 3), 520, 136, 77))},
      {"dev_sm80_residue_k_tf32", sized(make_case("SM80_16x8x8_F32TF32TF32F32_TN", "(2,2,1)", "32x32x8", 128, 128, 32, Mainloop::Sm80, "TN", "", 3), 300, 257, 260)},
      {"dev_sm80_residue_k_int8", batched(sized(make_case("SM80_16x8x32_S32S8S8S32_TN", "(2,2,1)", "32x32x32", 128, 128, 64, Mainloop::Sm80, "TN", "", 3), 129, 255, 208), 2)},
      {"dev_sm80_residue_k_best", sized(make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,4,1)", "32x64x16", 128, 256, 32, Mainloop::Sm80, "TN", "", 4), 4000, 4000, 4008)},
      {"dev_sm80_residue_k_small_nt", sized(make_case("SM80_16x8x16_F32F16F16F32_TN", "(2,2,1)", "32x32x16", 128, 128, 32, Mainloop::Sm80, "NT", "", 3), 136, 72, 8)},
      {"dev_sm80_residue_k_small", sized(make_case("SM80_16x8x16_F16F16F16F16_TN", "(2,2,1)", "32x32x16", 128, 128, 32, Mainloop::Sm80, "TN", "", 3), 7, 9, 8)},
      // 8-bit floats (GMMA, K-major), verified against cuBLASLt: fp32 and fp16 accumulators, mixed E4M3 x E5M2 with
      // residues, a batch with row-major C (cuBLASLt gets the operands, and their types, swapped)
      {"dev_sm90_e4m3", make_case("SM90_64x128x32_F32E4M3E4M3_SS_TN", "(2,1,1)", "none", 128, 128, 128, Mainloop::Sm90)},
      {"dev_sm90_e4m3_f16", make_case("SM90_64x256x32_F16E4M3E4M3_SS_TN", "(2,1,1)", "none", 128, 256, 128, Mainloop::Sm90)},
      {"dev_sm90_e4m3_e5m2_residue", sized(make_case("SM90_64x128x32_F32E4M3E5M2_SS_TN", "(2,1,1)", "none", 128, 128, 128, Mainloop::Sm90), 129, 1000, 272)},
      {"dev_sm90_e5m2_e4m3_batched_crow", c_row(batched(sized(make_case("SM90_64x64x32_F32E5M2E4M3_SS_TN", "(1,1,1)", "none", 64, 64, 128, Mainloop::Sm90), 300, 136, 1040), 3))},
      {"dev_sm90_e4m3_tiny", sized(make_case("SM90_64x128x32_F32E4M3E4M3_SS_TN", "(2,1,1)", "none", 128, 128, 128, Mainloop::Sm90), 1, 7, 16)},
      // several atoms per warpgroup (MMA_M, MMA_N > 1): the kernel's wgmma loop in cute::gemm's order, fp32, fp16 and int32
      // accumulators
      {"dev_sm90_mma_2x2", sized(make_case("SM90_64x64x16_F32F16F16_SS", "(1,1,1)", "none", 128, 128, 64, Mainloop::Sm90), 520, 392, 264)},
      {"dev_sm90_f16acc_mma_n2", make_case("SM90_64x64x16_F16F16F16_SS", "(1,1,1)", "none", 64, 128, 64, Mainloop::Sm90)},
      {"dev_sm90_int8_mma_2x2", make_case("SM90_64x64x32_S32S8S8_SS_TN", "(1,1,1)", "none", 128, 128, 128, Mainloop::Sm90)},
      // more tiles than SMs: the persistent kernel's CTAs take several tiles each, the smem ring running on across them
      {"dev_sm90_persistent_residue", sized(make_case("SM90_64x64x16_F32F16F16_SS", "(1,1,1)", "none", 64, 64, 64, Mainloop::Sm90), 1000, 2000, 136)},
      {"dev_sm90_persistent_bf16_crow", c_row(sized(make_case("SM90_64x128x16_F32BF16BF16_SS", "(2,1,1)", "none", 128, 128, 64, Mainloop::Sm90), 2048, 2048, 512))},
      // extended GMMA shapes (N = 176, 80), with residues
      {"dev_sm90_n176_residue", sized(make_case("SM90_64x176x16_F32F16F16_SS", "(2,1,1)", "none", 128, 176, 64, Mainloop::Sm90), 300, 1000, 264)},
      {"dev_sm90_bf16_n112_crow", c_row(sized(make_case("SM90_64x112x16_F32BF16BF16_SS", "(1,1,1)", "none", 128, 112, 64, Mainloop::Sm90), 520, 448, 512))},
      {"dev_sm90_int8_n80_residue", sized(make_case("SM90_64x80x32_S32S8S8_SS_TN", "(1,1,1)", "none", 64, 80, 128, Mainloop::Sm90), 129, 250, 272)},
      {"dev_sm90_residue_int8", sized(make_case("SM90_64x128x32_S32S8S8_SS_TN", "(2,1,1)", "none", 128, 128, 128, Mainloop::Sm90), 129, 257, 272)},
  };
  return cases;
}

}  // namespace ll::gpu::test
