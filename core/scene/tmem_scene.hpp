#pragma once
// The picture of a UMMA accumulator in SM100's tensor memory: 128 lanes x the 32-bit columns it occupies, each cell the
// C element (m, n) CuTe's make_fragment_C puts there, and the epilogue thread (so the warp) whose tcgen05.ld reads it
// with make_tmem_copy(op, accumulator), as CuTe partitions them. A warp reaches only its own 32 lanes (warp w % 4:
// lanes 32w..32w+31), which the picture shows. For a 2-SM UMMA, the TMEM of CTA 0 (the peer holds the other rows).
#include <cstdint>
#include <string>
#include <vector>

#include "core/tiled/tiled_mma.hpp"
#include "core/util/result.hpp"

namespace ll {

struct TmemCell {
  std::int64_t m = -1, n = -1;     // the C element held here; -1: a cell the accumulator leaves unused
  std::int64_t thread = -1;        // the epilogue thread whose copy moves it
  std::int64_t instruction = -1;   // which of that thread's tcgen05.ld/st (the partition's rest index)
  friend bool operator==(const TmemCell&, const TmemCell&) = default;
};

struct TmemScene {
  static constexpr int kLanes = 128;
  std::int64_t columns = 0;          // 32-bit columns in use (the highest + 1), at most 512
  std::vector<TmemCell> cells;       // lane-major: cells[lane * columns + column]
  std::int64_t tile_m = 0, tile_n = 0;  // the C tile CTA 0 holds (M/2 rows for a 2-SM UMMA)
  int n_sm = 1;
  int value_bits = 32;
  std::int64_t instructions = 0;     // tcgen05 copies per thread
  std::string fragment;              // make_fragment_C, as CuTe prints it
  std::string copy;                  // make_tmem_copy's TiledCopy, as CuTe prints it
  const TmemCell& at(int lane, std::int64_t column) const { return cells[std::size_t(lane * columns + column)]; }
};

// The scene of mma's accumulator over a C tile and the copy `op` (SM100_TMEM_LOAD_32dp32b1x, ...).
// @pre mma of an SM100 UMMA atom; c_tile (M,N) a multiple of its tile; op a TMEM copy CuTe allows on that accumulator
//      (the errors are CuTe's: a 32-lane load of an M=64 accumulator, a copy of another width)
Result<TmemScene> make_tmem_scene(const TiledMMA& mma, const IntTuple& c_tile, const std::string& op);

}  // namespace ll
