#pragma once
// The picture of a TMA copy over one CTA tile: which instruction (and, under multicast, which CTA of the cluster)
// moves each element of the global tile, and where in shared memory it lands. Computed as CuTe's tma_partition
// partitions the tile: the smem layout's inverse, tiled to the tile, divided into boxes of size(TmaGmemBasis)
// elements ((TMA,TMA_Iter)); the CTA at rank r of a multicast issues elements [r, r+1) * box/multicast of each box.
#include <cstdint>
#include <vector>

#include "core/layout/swizzle.hpp"
#include "core/tiled/tma_copy.hpp"
#include "core/util/result.hpp"

namespace ll {

struct TmaTileCell {
  std::int64_t instruction = 0;  // TMA_Iter: which of the CTA's instructions moves the element
  std::int64_t cta = 0;          // which CTA of the multicast issues the slice holding it (0 without multicast)
  std::int64_t smem_offset = 0;  // element offset in smem, the swizzle applied (a GMMA atom's on byte addresses)
  std::int64_t chunk = 0;        // the 16-byte chunk of its row of the tile: shows where a swizzle moves it
  friend bool operator==(const TmaTileCell&, const TmaTileCell&) = default;
};

struct TmaScene {
  // The CTA tile as a grid: mode 0 of the smem layout down, the other modes across (colexicographic).
  std::int64_t rows = 0, cols = 0;
  std::vector<TmaTileCell> tile;           // row-major: tile[row * cols + col]
  int element_bits = 16;
  // Shared memory as rows of smem_row_elements (128 bytes, a swizzle's span) elements; each element names the
  // tile cell (row * cols + col) it holds, -1 for none (a layout with holes).
  std::int64_t smem_row_elements = 0, smem_rows = 0;
  std::vector<std::int64_t> smem_source;
  std::int64_t box_elements = 0;           // size(TmaGmemBasis): one box, across the CTAs of a multicast
  std::int64_t instructions = 0;           // TMA_Iter: boxes per CTA tile
  int multicast = 1;
  std::int64_t slice_elements() const { return box_elements / multicast; }  // what one CTA's instruction moves
  TmaDescriptorArgs descriptor;
};

// Beyond this many tile elements no scene is drawn (a CTA tile is at most a few tens of thousands).
constexpr std::int64_t kMaxTmaSceneElements = std::int64_t{1} << 18;

// The scene of `tma`, made by make_tma_copy(op, gtensor, slayout, cta_tiler, cluster_size) for a CTA tile of
// product_each(shape(slayout)).
// @pre slayout the one make_tma_copy was given, of element_bits-bit elements; size(slayout) <= kMaxTmaSceneElements
// @post tile.size() == rows * cols; every cell's instruction < instructions and cta < multicast
Result<TmaScene> make_tma_scene(const TmaCopy& tma, const AnyLayout& slayout, int element_bits);

}  // namespace ll
