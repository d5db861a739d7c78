#pragma once
// What ThrMMA::partition_A/B/C and partition_fragment_A/B/C give one thread: the (row, col) coordinates
// of the operand tile it owns, in register order (FrgV, RestM, RestN), i.e. the order of the elements of
// its fragment. Rows/cols are (m,k) for A, (n,k) for B, (m,n) for C. The data behind the GUI's grids.
#include <cstdint>
#include <vector>

#include "core/layout/int_tuple.hpp"
#include "core/tiled/tiled_mma.hpp"
#include "core/util/result.hpp"

namespace ll {

struct TileCoord {
  std::int64_t row = 0, col = 0;
  friend bool operator==(const TileCoord&, const TileCoord&) = default;
};

// @pre operand is 'A', 'B' or 'C'; 0 <= thread < size(mma); tile_shape (rows, cols) divisible by the
//      operand's tile (e.g. (tile_M, tile_K) for A) as CuTe's logical_divide/zipped_divide require
// @post result.size() == size(partition_shape(mma, operand, tile_shape))
Result<std::vector<TileCoord>> partition_coords(const TiledMMA& mma, char operand, std::int64_t thread,
                                                const IntTuple& tile_shape);
// partition_shape_A/B/C: the fragment's shape (FrgV, RestM, RestN) for a tile of tile_shape.
Result<IntTuple> partition_shape(const TiledMMA& mma, char operand, const IntTuple& tile_shape);

}  // namespace ll
