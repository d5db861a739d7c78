#pragma once
// GMMA's shared-memory layout atoms (cute/atom/mma_traits_sm90_gmma.hpp): the four swizzle modes of a K-major or
// an M|N-major operand, as CuTe builds them, `ComposedLayout<Swizzle<B,4,3>, smem_ptr_flag_bits<bits(T)>,
// upcast<bits(T)>(Layout_*_Atom_Bits)>` (the swizzle acts on the byte address of the smem pointer the layout
// will be given), and CUTLASS's choice among them for a CTA tile (ss_smem_selector,
// cutlass/gemm/collective/builders/sm90_common.inl).
#include <string>

#include "core/layout/swizzle.hpp"
#include "core/util/result.hpp"

namespace ll {

enum class GmmaMajor { K, MN };
enum class GmmaSwizzle { Interleave = 0, B32 = 1, B64 = 2, B128 = 3 };  // the value is the swizzle's B

// Layout_{K,MN}_{INTER,SW32,SW64,SW128}_Atom<T> for T of `value_bits` bits; value_bits 1 gives the `_Atom_Bits` ones.
// @pre 1024 % value_bits == 0 and the atom's row (128 << B bits) holds whole elements; else the error CuTe's upcast gives
Result<ComposedLayout> gmma_smem_layout_atom(GmmaMajor major, GmmaSwizzle swizzle, int value_bits);
// "Layout_K_SW128_Atom" (no element type).
std::string gmma_smem_atom_name(GmmaMajor major, GmmaSwizzle swizzle);

// ss_smem_selector<major, T, BLK_MN, BLK_K>(): the widest swizzle whose atom's M|N extent (MN-major) or K extent
// (K-major) divides blk_mn0 / blk_k0 (the first mode of the tile's M|N and K), as CUTLASS's builders choose.
// @post the atom, or CUTLASS's static_assert message when none fits (or a tile mode is not a multiple of 8)
Result<GmmaSwizzle> ss_smem_selector(GmmaMajor major, int value_bits, std::int64_t blk_mn0, std::int64_t blk_k0);

}  // namespace ll
