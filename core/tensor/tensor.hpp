#pragma once
// CuTe's Tensor (cute/tensor_impl.hpp) as a kernel builds it: an iterator (a global or shared memory
// pointer, or the ArithTuple of a coordinate tensor) composed with a layout, and the tiling and
// partitioning a kernel applies to it (local_tile, local_partition, slicing with `_`). Addresses are the
// user's (or a symbolic 0): LayoutLab never reads memory, so it computes where a slice starts, not what it
// holds. Errors: see core/util/result.hpp (ll::fail).
#include <cstdint>
#include <optional>
#include <string>

#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"
#include "core/layout/swizzle.hpp"
#include "core/layout/tiler.hpp"
#include "core/tiled/tiled_copy.hpp"
#include "core/tiled/tiled_mma.hpp"

namespace ll {

// Register: an owning tensor (make_tensor<T>(layout), a thread's fragment), whose storage has no address LayoutLab
// can know (CuTe prints the thread's stack address there).
// Raw: a plain `T*` (C's `(float*)4096`), before make_gmem_ptr / make_smem_ptr tag it.
// Tmem: SM100's tensor memory (make_tmem_ptr<T>), 32-bit words addressed lane << 16 | column (core/tiled/tmem.hpp).
enum class TensorMemory { Global, Shared, Register, Raw, Tmem };

// CuTe's gmem_ptr<T*> / smem_ptr<T*>: where element 0 is (a byte address) and how wide an element is.
struct TensorPointer {
  TensorMemory memory = TensorMemory::Global;
  int element_bits = 8;
  std::int64_t address = 0;
  // The element type as written (`half_t`, `float`), empty when only its width is known: what a TMA descriptor's
  // data type is made from. Not printed (CuTe prints the width).
  std::string element_type;
  // CuTe's swizzle_ptr (make_tensor of an smem pointer and a GMMA layout atom, whose swizzle moves into the pointer):
  // applied to the byte address of an element when it is reached, printed `Sw<3,4,3>_smem_ptr[16b](0x400)`.
  std::optional<Swizzle> swizzle;
  friend bool operator==(const TensorPointer&, const TensorPointer&) = default;
};

// make_gmem_ptr<T>(address) / make_smem_ptr<T>(address).
// @pre element_bits a positive multiple of 8 ("sub-byte elements (4b) are not modelled"), address >= 0
TensorPointer make_tensor_pointer(TensorMemory memory, int element_bits, std::int64_t address);
// As CuTe prints it: `gmem_ptr[16b](0x1000)`, `smem_ptr[16b]((nil))` for address 0; a register tensor's storage
// as `ptr[32b](registers)` (CuTe prints a stack address, e.g. `ptr[32b](0x7ffd5b9a3c40)`); `tmem_[32b](0x0020.0000)`.
std::string to_string(const TensorPointer& p);

struct Tensor {
  // A data tensor's pointer, or (coordinate tensors, make_identity_tensor) nullopt and `coordinate`.
  std::optional<TensorPointer> pointer;
  IntTuple coordinate;  // the ArithTuple of element 0 of a coordinate tensor, e.g. (_0,_0)
  Layout layout;
  friend bool operator==(const Tensor&, const Tensor&) = default;
};

// make_tensor(ptr, layout).
Tensor make_tensor(const TensorPointer& pointer, const Layout& layout);
// make_tensor(smem_ptr, Sw o smem_ptr_flag_bits<B> o L) (cute/pointer_flagged.hpp): the swizzle moves into the pointer,
// the tensor's layout is L. @pre an smem pointer of B-bit elements, a Swizzle outer function, l's offset the flag
Tensor make_tensor(const TensorPointer& pointer, const ComposedLayout& l);
// make_identity_tensor(shape): the ArithTuple (_0,...) over make_identity_layout(shape).
Tensor make_identity_tensor(const IntTuple& shape);
// As CuTe prints it: `gmem_ptr[16b](0x9000) o (_128,_64,2):(128,_1,_64)`, `ArithTuple(_0,_0) o ...`.
std::string to_string(const Tensor& t);

// T(c) with `_` in c: the sub-tensor of the `_` modes, its iterator moved to T at c with `_` read as 0
// (slice_and_offset). @pre c weakly congruent to T's shape, in range
Tensor slice(const IntTuple& coord, const Tensor& t);
// T(c) without `_` on a coordinate tensor: the coordinate it holds there, as CuTe prints an ArithTuple
// element, e.g. (3,5). @pre t is a coordinate tensor (a data tensor's element is memory LayoutLab does not read)
IntTuple coordinate_at(const IntTuple& coord, const Tensor& t);
// &T(c) of a data tensor: the element's address, printed as CuTe prints the raw pointer (`ptr[16b](0x130a)`).
std::string element_pointer(const IntTuple& coord, const Tensor& t);

// domain_offset(coord, T): the iterator moved to T's layout at coord, the layout kept (CuTe's domain_offset of a tensor).
Tensor domain_offset(const IntTuple& coord, const Tensor& t);
// zipped_divide of the tensor's layout, the iterator kept.
Tensor zipped_divide(const Tensor& t, const Tiler& tiler);
// CuTe's inner_partition / local_tile(T, tiler, coord): zipped_divide, then the coordinate indexes the rest
// mode (a tuple coordinate padded with `_` to its rank), the tile modes kept: ((tile), rest at coord).
// local_tile's projection `step` (Step<_1,X,_1>) keeps the tiler's and coordinate's modes where step is not X.
Tensor local_tile(const Tensor& t, const Tiler& tiler, const IntTuple& coord);
Tensor local_tile(const Tensor& t, const IntTuple& tiler_shape, const IntTuple& coord, const IntTuple& step);
// CuTe's outer_partition: zipped_divide, then the coordinate indexes the tile mode, the rest kept.
Tensor outer_partition(const Tensor& t, const Tiler& tiler, const IntTuple& coord);
// local_partition(T, thr_layout, thr_idx[, step]): outer_partition by the thread layout's shape at the
// thread's flat coordinate. @pre 0 <= thr_idx < size(thr_layout) ("thread index 40 is past the 32 threads")
Tensor local_partition(const Tensor& t, const Layout& threads, std::int64_t thread);
Tensor local_partition(const Tensor& t, const Layout& threads, std::int64_t thread, const IntTuple& step);

// make_tensor<T>(layout): an owning (register) tensor of element_bits-bit elements.
// @pre layout static ("make_tensor<T>: a register tensor needs a static layout", CuTe's "Dynamic owning tensors not supported")
Tensor make_register_tensor(int element_bits, const Layout& layout);
// CuTe's make_fragment_like(layout) (cute/layout.hpp): a compact layout of the same shape for a register copy of it;
// with a static shape of rank > 1, mode 0 column-major (its static-0 strides dropped) tiled by the other modes in the
// order of their strides (make_ordered_layout), so a copy between the two vectorises; else make_layout(shape).
Layout make_fragment_like(const Layout& l);
// make_fragment_like<T>(tensor): the register tensor of make_fragment_like(tensor's layout), T element_bits wide.
Tensor make_fragment_like(const Tensor& t, int element_bits);
// group_modes<B,E>(T): modes [B,E) of T's layout made one mode (group<B,E> of the layout). @pre 0 <= B <= E <= rank(T)
Tensor group_modes(const Tensor& t, int begin, int end);

// ThrMMA::partition_A/B/C(T) of thread `thread` (tiled_mma.get_slice(thread)): T's layout reshaped by
// thrfrg_A/B/C to ((ThrV,(ThrM,ThrK)),(FrgV,(RestM,RestK))), sliced at the thread's (v, m|n, k) coordinate:
// (FrgV,RestM,RestK), the iterator moved to the thread's first element. `operand` is 'A', 'B' or 'C'.
// @pre 0 <= thread < size(mma) ("partition_A: thread 300 is out of range for 128 threads"); T's modes divisible
//      by the TiledMMA's tile as thrfrg requires
Tensor partition_mma(const TiledMMA& mma, char operand, std::int64_t thread, const Tensor& t);

// ThrMMA::partition_fragment_A/B/C(T): the thread's register fragment for its partition_A/B/C(T): C as
// make_tensor<FrgTypeC>(shape) (accumulators, column-major), A and B as make_fragment_like<FrgType>.
// @pre as partition_mma; the partition static; the operand held in registers (an SM90/SM100 atom's shared-memory
//      operand is a descriptor view, "not modelled")
Tensor partition_fragment(const TiledMMA& mma, char operand, std::int64_t thread, const Tensor& t);
// TiledMMA::make_fragment_A/B/C(T) of an already partitioned T (MMA,MMA_M|N,MMA_K|N,...): what partition_fragment
// does after partition_mma. @pre rank(T) >= 3 and size<0>(T) is the atom's values per thread for that operand
Tensor make_mma_fragment(const TiledMMA& mma, char operand, const Tensor& partitioned);

// ThrCopy::partition_S/D(T) of thread `thread` (tiled_copy.get_slice(thread)): T's layout through tidfrg_S/D,
// sliced at the thread: (CPY,CPY_M,CPY_N,...), the iterator moved to the thread's first element. `side` 'S' or 'D'.
// @pre 0 <= thread < size(copy)
Tensor partition_copy(const TiledCopy& copy, char side, std::int64_t thread, const Tensor& t);

// GMMA's matrix descriptor of an smem tensor (cute/atom/mma_traits_sm90_gmma.hpp make_gmma_desc<Major>): the 64-bit
// word and its fields, printed as CuTe's print(GmmaDescriptor) (its last line without the newline).
struct GmmaDescriptorFields {
  std::uint64_t word = 0;
  int start_address = 0, leading_byte_offset = 0, stride_byte_offset = 0, base_offset = 0;
  int layout_type = 0;  // 0 INTERLEAVE, 1 B128, 2 B64, 3 B32
};
// @pre t an smem tensor of rank 2, one GMMA K-block of a canonical layout (CuTe's static_asserts, as errors)
GmmaDescriptorFields make_gmma_desc(const Tensor& t, bool k_major);
std::string to_string(const GmmaDescriptorFields& d);


}  // namespace ll
