#pragma once
// One GEMM to run: the TiledMMA (atom, thread layout, permutation) as the designer holds it, the CTA
// tile, the operand majorness, the problem size and the mainloop that moves data to the atoms.
#include <string>
#include <vector>

#include "core/export/cute_cpp_tiled_mma.hpp"
#include "core/layout/layout.hpp"
#include "core/util/result.hpp"
#include "gpu/gemm/mma_atom_info.hpp"

namespace ll::gpu {

enum class Mainloop {
  Simple,  // global -> registers -> cute::gemm, no shared memory (the seed's gemm_simple)
  Sm80,    // cp.async into swizzled shared memory, ldmatrix, multistage pipeline (mma.sync atoms)
  Sm90,    // TMA into shared memory, wgmma from shared memory, producer/consumer warpgroups (sm_90a)
};

const char* mainloop_name(Mainloop m);
Result<Mainloop> mainloop_from_name(const std::string& name);

struct GemmConfig {
  std::string atom = "SM80_16x8x16_F32F16F16F32_TN";  // CuTe's name; GMMA majors come from `layout`
  std::string thr = "(2,2,1)";      // make_tiled_mma's AtomLayoutMNK, CuTe notation
  std::string perm = "32x32x16";    // PermutationMNK: "none", "32x32x16" or layouts (see parse_permutation)
  int tile_m = 128, tile_n = 128, tile_k = 32;
  std::string layout = "TN";        // BLAS ops of A and B: T = K-major A (M x K row-major), N = K-major B
  bool c_row_major = false;         // C (M x N) row-major (N contiguous); column-major by default, as BLAS
  Mainloop mainloop = Mainloop::Sm80;
  long long m = 4096, n = 4096, k = 4096;
  int batch = 1;                    // L GEMMs of M x N x K, each operand packed after the previous one (strided batch)
  int stages = 0;                   // shared-memory pipeline depth; 0 = the mainloop's default
  int raster_group = 8;             // CTAs along M that walk N together (L2 reuse); sm80/sm90 only
  // sm90: a thread-block cluster of cluster_m x cluster_n CTAs on neighbouring tiles (CuTe's ClusterShape): 2x1 pairs
  // tiles along M, which share B, 1x2 along N, sharing A; the shared operand is loaded half by each CTA and multicast
  // to both, halving its L2 reads. 1x1: no cluster.
  int cluster_m = 1, cluster_n = 1;
};

// CTAs a cluster of the config (cluster_m x cluster_n), and the operand its CTAs share ('B' for 2x1, 'A' for 1x2; 0 without
// a cluster).
int cluster_size(const GemmConfig& config);
char multicast_operand(const GemmConfig& config);
// "2x1": the cluster as --cluster, describe() and the tables write it.
std::string cluster_shape(const GemmConfig& config);

// A config ready to generate: the core TiledMMA (what the kernel declares, written by
// write_cute_tiled_mma), the atom facts and the launch shape.
struct ResolvedGemm {
  GemmConfig config;
  MmaAtomInfo atom;
  TiledMMA tiled_mma;
  int threads = 0;           // threads per CTA (sm90: the MMA warpgroups plus one producer warpgroup)
  int mma_threads = 0;       // size(TiledMma)
  int stages = 0;
  int smem_bytes = 0;        // dynamic shared memory per CTA
  long long grid_m = 0, grid_n = 0;
  std::string arch;          // NVRTC target: sm_80 for simple/sm80 (runs on sm_80+), sm_90a for sm90
};

// Whether operand 'A' or 'B' is K-major: A when the layout's first letter is T, B when the second is N (BLAS ops).
bool operand_k_major(const GemmConfig& config, char operand);

// Checks the config against the atom and mainloop (tile divisibility, majorness, sizes) and fills the
// launch shape. Every violated condition is an Error naming it.
Result<ResolvedGemm> resolve_gemm(const GemmConfig& config);

// Whether cuBLAS (or cuBLASLt, for 8-bit floats) has a GEMM of the atom's operand types to verify and time a run against;
// a kernel without one still generates and compiles. @post an Error naming the missing reference
Result<bool> reference_available(const MmaAtomInfo& atom);

// Whether the resolved GEMM runs on a GPU of this compute capability (e.g. 80, 90): the atom's architecture and, for the
// sm90 mainloop (wgmma, TMA), an sm_90 GPU. @post an Error naming what the GPU lacks
Result<bool> runs_on(const ResolvedGemm& r, int compute_capability);

// The CTAs along x of a launch of `tiles` CTA tiles: one a tile, except the persistent sm90 kernel (each CTA loops over
// tiles), which launches one an SM at most: its consumers' setmaxnreg takes the registers of a whole SM, so no second
// CTA fits beside it. A strided batch keeps a CTA a tile (grid.y is the batch). 0 multiprocessors: unknown (no GPU), a
// CTA a tile. A cluster's CTAs take a group of cluster_m x cluster_n tiles (the tile grid rounded up to whole groups), so
// the grid is a whole number of clusters, at most `active_clusters` of them at once where the driver says (else SMs /
// cluster size).
long long launch_grid_x(const GemmConfig& config, long long grid_m, long long grid_n, int multiprocessors, int active_clusters = 0);

// "SM80_16x8x16_F32F16F16F32_TN (2,2,1) 32x32x16 128x128x32 TN sm80 4096x4096x4096" (the layout reads "TN,C=row"
// when C is row-major; the size "4096x4096x4096*8" for a batch of 8; "sm90 cluster 2x1" for a cluster)
std::string describe(const GemmConfig& config);

// "TN" or "TN,C=row": the operands' majorness as describe() and the tables show it.
std::string layout_label(const GemmConfig& config);

// The layoutlab-cli command that runs this config elsewhere (shown where there is no GPU or driver); no --json when
// json_out is empty.
std::string gemm_cli_command(const GemmConfig& config, const std::string& json_out = "results.json");

}  // namespace ll::gpu
