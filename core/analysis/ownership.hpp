#pragma once
// Who owns each element of a tile under a TV layout ((thread, value) -> column-major index of an M x N
// tile): every owner (replicated elements list all of them, not only the first as print_latex shows),
// the elements nobody owns, whether the map is injective, and the MN -> TV inverse.
// This is the plain data the GUI draws: ownership(mma, 'C').at(m, n) lists the (thread, value) pairs.
#include <cstdint>
#include <string>
#include <vector>

#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"
#include "core/tiled/tiled_copy.hpp"
#include "core/tiled/tiled_mma.hpp"
#include "core/util/result.hpp"

namespace ll {

struct ThrVal {
  std::int64_t thread = 0, value = 0;
  friend bool operator==(const ThrVal&, const ThrVal&) = default;
};

struct TileOwnership {
  std::int64_t rows = 0, cols = 0;               // M x N
  std::vector<std::vector<ThrVal>> owners;        // indexed m + n * rows (column-major, as CuTe's tile)
  std::vector<std::int64_t> unowned;              // column-major indices no (thread, value) maps to
  std::vector<ThrVal> outside;                    // (thread, value) pairs mapping outside the tile
  std::int64_t threads = 0, values = 0;           // size<0>(tv), size<1>(tv)
  bool injective = true;                          // no element has two owners
  std::int64_t max_owners = 0;                    // the largest replication of one element

  const std::vector<ThrVal>& at(std::int64_t m, std::int64_t n) const { return owners[static_cast<std::size_t>(m + n * rows)]; }
};

// @pre rank(tv) >= 2 (extra modes fold into the value), tile_shape is (M, N) with M*N <= 2^22,
//      size(tv) <= 2^24
Result<TileOwnership> ownership(const Layout& tv, const IntTuple& tile_shape);
// operand 'A' over (tile_M, tile_K), 'B' over (tile_N, tile_K), 'C' over (tile_M, tile_N).
Result<TileOwnership> ownership(const TiledMMA& mma, char operand);
// A TiledCopy's source or destination TV layout over its tile.
Result<TileOwnership> ownership(const TiledCopy& copy, bool source);

// The inverse map: (m, n) -> thread + threads * value, as a CuTe layout over the (M, N) tile. Exists
// only when the TV layout is a bijection onto the tile: CuTe's left_inverse(tv) composed with the tile.
// @pre injective and no unowned element ("mn_to_tv: element (3,0) has 2 owners, the inverse is not a function")
Result<Layout> mn_to_tv(const Layout& tv, const IntTuple& tile_shape);

// One line per owned element, e.g. "(0,1): T0V2 T32V2"; for the CLI.
std::string to_string(const TileOwnership& own);

}  // namespace ll
