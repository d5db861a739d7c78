#pragma once
// A TiledMMA's partition of a CTA's operand tiles in three levels, as a kernel writes it:
//   Tensor gA   = local_tile(mA, cta_tiler, cta_coord, Step<_1, X,_1>{});  // (BLK_M,BLK_K,k)
//   Tensor tCsA = thr_mma.partition_A(sA);                                 // (MMA,MMA_M,MMA_K,PIPE)
// Level 1, the TiledMMA tile: one tile of the operand (tile_size M x K for A), each element with its
//          (thread, value) owners (the operand's panel of make_tiled_mma_scene).
// Level 2, the tiles: the CTA's operand tile as MMA_M x MMA_K cells, cell (m, k) the tile the kernel indexes as
//          tCsA(_, m, k); every thread owns the same elements of each.
// Level 3, the modes the tiler leaves alone: the k-tile loop of gA (K / BLK_K) and the pipeline stages of sA.
// So a 128x256 partition is drawn as its few distinct cells, not 32,768 repeats.
#include <cstdint>
#include <string>
#include <vector>

#include "core/scene/tv_scene.hpp"
#include "core/tiled/cta_tile.hpp"
#include "core/tiled/tiled_copy.hpp"
#include "core/tiled/tiled_mma.hpp"
#include "core/util/result.hpp"

namespace ll {

struct OuterMode {
  std::string name;  // "k_tile", "PIPE"
  std::int64_t extent = 0;
};

struct PartitionLevels {
  char operand = 'A';
  std::string name;                  // "A", "B", "C", or the copy's "copy to sA" ...
  std::string indexed;               // the partition level 2 indexes: "tCsA", "tCgC", "tAgA" ...
  TvScene tile;                      // level 1: the operand's panel alone (A: m x k, B: k x n as CuTe draws it, C: m x n)
  std::int64_t tiles_rows = 0;       // level 2: tiles along the panel's rows (A: MMA_M, B: MMA_K, C: MMA_M)
  std::int64_t tiles_cols = 0;       //          and columns (A: MMA_K, B: MMA_N, C: MMA_N)
  std::vector<std::string> tile_labels;  // row-major: the partition coordinate of each tile, "(m,k)" / "(n,k)" / "(m,n)"
  std::vector<OuterMode> outer;      // level 3, outermost last
  std::int64_t thread_values = 0;    // values of the focused thread in each tile (size<0> of its partition)
  std::string partition_shape;       // the thread's partition as CuTe prints its shape, e.g. ((_2,_2),_4,_2,_3)
  std::string code;                  // the kernel's lines that make it, with their shapes as comments
};

// @pre cta passes check_cta_tile for mma; 0 <= thread < size(mma); k_extent a positive multiple of cta.k (A and B:
//      the k-tile loop runs k_extent / cta.k times); stages >= 1 (A and B in shared memory: a PIPE mode when > 1)
Result<PartitionLevels> make_partition_levels(const TiledMMA& mma, char operand, const CtaTile& cta, std::int64_t k_extent,
                                              std::int64_t stages, std::int64_t thread);

// The copy that feeds an operand, in the same three levels: level 1 the TiledCopy's tile (source beside destination,
// each element's owners), level 2 the CTA's operand tile as copy tiles (CPY_M x CPY_K), level 3 as for the operand.
// `feeds` 'A' or 'B': with from_global the copy fills sA from gA (partition_S(gA), partition_D(sA)), else it loads sA
// into the MMA's registers (partition_S(sA), retile_D(tCrA), as make_tiled_copy_A's ldmatrix does); 'C': the
// accumulators out to gC (retile_S(tCrC), partition_D(gC)).
// @pre as make_partition_levels; the copy's tile divides the CTA's operand tile; size(copy) threads > thread
Result<PartitionLevels> make_copy_levels(const TiledCopy& copy, const TiledMMA& mma, char feeds, bool from_global, const CtaTile& cta,
                                         std::int64_t k_extent, std::int64_t stages, std::int64_t thread);

}  // namespace ll
