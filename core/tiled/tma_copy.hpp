#pragma once
// CuTe's TMA copies (cute/atom/copy_traits_sm90_tma.hpp): make_tma_copy(op, gmem_tensor, smem_layout, cta_tiler,
// cluster_size) traces the smem layout's inverse through the CTA tile into the global tensor's modes to find the
// widest box one TMA instruction can move (construct_tma_gbasis), fills the descriptor the driver encodes
// (cuTensorMapEncodeTiled's arguments: global dims and byte strides, the box, the swizzle) and returns a TiledCopy
// whose "threads" are the CTAs of a multicast, each loading a slice of the box. get_tma_tensor gives the coordinate
// tensor the instruction is issued with; tma_partition the per-instruction view of smem and gmem tiles.
// Errors: CuTe's static_asserts and asserts as ll::fail, with CuTe's words; the driver's own rules (the box's
// inner extent against the swizzle span and 16 bytes) where CuTe leaves them to cuTensorMapEncodeTiled.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/layout/layout.hpp"
#include "core/layout/swizzle.hpp"
#include "core/layout/tiler.hpp"
#include "core/tensor/tensor.hpp"
#include "core/tiled/tiled_copy.hpp"

namespace ll {

// What make_tma_copy passes to cuTensorMapEncodeTiled (the descriptor itself is the driver's opaque 128 bytes).
struct TmaDescriptorArgs {
  std::string data_type;                      // CU_TENSOR_MAP_DATA_TYPE_FLOAT16, ...
  int rank = 0;                               // tensorRank: the TMA modes, 1..5
  std::int64_t global_address = 0;
  std::vector<std::uint64_t> global_dim;      // rank extents (TmaInternalType elements)
  std::vector<std::uint64_t> global_strides;  // rank-1 byte strides (mode 0's is one element, implicit)
  std::vector<std::uint32_t> box_dim;         // rank extents of the box one CTA's instruction moves
  std::vector<std::uint32_t> element_strides; // rank ones (CuTe never strides inside the box)
  int swizzle_bytes = 0;                      // 0 (NONE), 32, 64 or 128
  std::string swizzle;                        // CU_TENSOR_MAP_SWIZZLE_NONE, ..._128B, ..._128B_ATOM_32B
  friend bool operator==(const TmaDescriptorArgs&, const TmaDescriptorArgs&) = default;
};

struct TmaCopy {
  TiledCopy tiled;            // what make_tma_copy returns: one Copy_Atom per TMA instruction, a "thread" per CTA of the multicast
  Layout gbasis;              // TmaGmemBasis: TMA box coordinate -> global mode(s), as scaled-basis strides
  IntTuple coordinate_strides;  // aux_params_.g_stride_: global mode -> TMA coordinate (get_tma_tensor's strides)
  Swizzle smem_swizzle;       // the smem layout's swizzle (Swizzle<0,4,3> when it has none)
  int multicast = 1;          // cosize of the cluster layout: the CTAs sharing one box
  int internal_bits = 0;      // sizeof_bits<TmaInternalType>
  TmaDescriptorArgs descriptor;
  friend bool operator==(const TmaCopy&, const TmaCopy&) = default;
};

// The TMA operations make_tma_copy takes (the im2col ones are not modelled).
bool is_tma_copy_op(const std::string& op);

// make_tma_copy<TmaInternalType>(op, gtensor, slayout, cta_tiler, cluster_size): `internal_type` empty means the global
// tensor's element type. slayout is a Layout or a swizzled ComposedLayout (a GMMA atom tiled to the CTA tile).
// @pre op SM90_TMA_LOAD, SM90_TMA_LOAD_MULTICAST, SM90_TMA_STORE or SM90_TMA_REDUCE_ADD; gtensor a global tensor of a
//      type TMA encodes; size(slayout) == size of the CTA tile; CuTe's descriptor asserts (16-byte aligned address and
//      strides, smem majorness matching gmem's, box extents 1..256, multicast dividing the box), a
//      static cluster size (Int<2>{}: CuTe's TiledCopy is built from it at compile time)
TmaCopy make_tma_copy(const std::string& op, const Tensor& gtensor, const AnyLayout& slayout, const Tiler& cta_tiler,
                      const Int& cluster_size, const std::string& internal_type = {});
// make_tma_copy(op, gtensor, slayout[, cluster_size]): the CTA tile is product_each(shape(slayout)).
TmaCopy make_tma_copy(const std::string& op, const Tensor& gtensor, const AnyLayout& slayout,
                      const Int& cluster_size = Int{1, true});

// tma.get_tma_tensor(shape): the coordinate tensor (ArithTuple(_0,...) o shape:g_stride) the instruction is issued with.
// @pre shape congruent to the global tensor's
Tensor get_tma_tensor(const TmaCopy& tma, const IntTuple& shape);

// tma_partition(atom, cta_coord, cta_layout, stensor, gtensor): ((TMA,TMA_Iter), Rest...) views of the smem and gmem
// tiles, offset to the slice the CTA at cta_coord of the multicast loads. @pre size<0>(stensor) == size<0>(gtensor)
std::pair<Tensor, Tensor> tma_partition(const TmaCopy& tma, const IntTuple& cta_coord, const Layout& cta_layout,
                                        const Tensor& stensor, const Tensor& gtensor);

// The descriptor's arguments as LayoutLab prints them, one line:
// `cuTensorMapEncodeTiled(CU_TENSOR_MAP_DATA_TYPE_FLOAT16, rank 2, dims (256,1024), strides (512), box (32,64),
// elementStrides (1,1), CU_TENSOR_MAP_SWIZZLE_NONE)`.
std::string to_string(const TmaDescriptorArgs& d);

}  // namespace ll
