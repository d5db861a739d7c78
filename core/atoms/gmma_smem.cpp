#include "core/atoms/gmma_smem.hpp"

namespace ll {

std::string gmma_smem_atom_name(GmmaMajor major, GmmaSwizzle swizzle) {
  static const char* const kModes[] = {"INTER", "SW32", "SW64", "SW128"};
  return std::string("Layout_") + (major == GmmaMajor::K ? "K_" : "MN_") + kModes[int(swizzle)] + "_Atom";
}

Result<ComposedLayout> gmma_smem_layout_atom(GmmaMajor major, GmmaSwizzle swizzle, int value_bits) {
  // In bits (the _Atom_Bits layouts): 8 rows of 128 << B bits, K-major (8, W):(W, 1) or M|N-major (W, 8):(1, W).
  const std::int64_t row_bits = std::int64_t(128) << int(swizzle);
  if (value_bits <= 0 || row_bits % value_bits != 0)
    return error_of(LL_TRANSLATABLE("CoreMessage", "%1: an element of %2 bits does not divide its rows of %3 bits"),
                    gmma_smem_atom_name(major, swizzle), value_bits, row_bits);
  const Int w = static_int(row_bits / value_bits), eight = static_int(8), one = static_int(1);
  const Layout inner = major == GmmaMajor::K ? Layout{IntTuple{eight, w}, IntTuple{w, one}}
                                             : Layout{IntTuple{w, eight}, IntTuple{one, w}};
  ComposedLayout atom{Swizzle{int(swizzle), 4, 3}, Int{0, true}, inner, {}};
  atom.smem_ptr_flag_bits = value_bits;
  return atom;
}

Result<GmmaSwizzle> ss_smem_selector(GmmaMajor major, int value_bits, std::int64_t blk_mn0, std::int64_t blk_k0) {
  if (blk_mn0 % 8 != 0) return error_of(LL_TRANSLATABLE("CoreMessage", "ss_smem_selector: BLK_MN0 must be a multiple of 8, got %1"), blk_mn0);
  if (blk_k0 % 8 != 0) return error_of(LL_TRANSLATABLE("CoreMessage", "ss_smem_selector: BLK_K0 must be a multiple of 8, got %1"), blk_k0);
  const std::int64_t extent = major == GmmaMajor::MN ? blk_mn0 : blk_k0;
  for (GmmaSwizzle s : {GmmaSwizzle::B128, GmmaSwizzle::B64, GmmaSwizzle::B32, GmmaSwizzle::Interleave}) {
    const std::int64_t row_bits = std::int64_t(128) << int(s);
    if (value_bits <= 0 || row_bits % value_bits != 0) continue;
    if (extent % (row_bits / value_bits) == 0) return s;
  }
  const std::int64_t inter = value_bits > 0 ? 128 / value_bits : 0;
  return major == GmmaMajor::MN
             ? error_of(LL_TRANSLATABLE("CoreMessage", "ss_smem_selector: BLK_MN0 must be a multiple of size<0>(GMMA::Layout_MN_INTER_Atom<ElementType>{}) = %1, got %2"), inter, blk_mn0)
             : error_of(LL_TRANSLATABLE("CoreMessage", "ss_smem_selector: BLK_K0 must be a multiple of size<1>(GMMA::Layout_K_INTER_Atom<ElementType>{}) = %1, got %2"), inter, blk_k0);
}

}  // namespace ll
