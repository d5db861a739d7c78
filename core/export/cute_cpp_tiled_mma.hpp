#pragma once
// The C++ declaration of a CuTe TiledMMA, written from plain values. The C++ exporter and the GPU module
// both call this one unit, so the kernel that runs on the GPU holds literally the exported TiledMMA.
//
// The text assumes `using namespace cute;` (CuTe's atom names and `GMMA::Major` are spelled as in CuTe):
//   using TiledMma = decltype(make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{},
//                                            Layout<Shape<_2,_2,_1>, Stride<_1,_2,_0>>{},
//                                            Tile<_32,_32,_16>{}));
#include <string>
#include <string_view>
#include <vector>

#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll {

struct TiledMmaSpec {
  // The MMA atom as CuTe spells it, template arguments included where the atom has them:
  // "SM80_16x8x16_F16F16F16F16_TN", "SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>",
  // "UniversalFMA<float,float,float,float>".
  std::string atom;
  // make_tiled_mma's AtomLayoutMNK: how atoms are repeated over threads, e.g. (_2,_2,_1):(_1,_2,_0).
  Layout thr_layout;
  // make_tiled_mma's PermutationMNK, one mode per M, N, K: a layout `N:_1` is written `_N`, any other
  // layout as Layout<Shape<...>,Stride<...>>. Empty: no permutation (CuTe's default Tile<_,_,_>).
  std::vector<Layout> permutation;
};

// The CuTe type of a static IntTuple: `_4`, `Shape<_2,Shape<_2,_4>>`. `kind` is "Shape" or "Stride".
// @pre every integer in t is static (a type cannot hold a run-time integer), else an Error naming the mode
Result<std::string> write_cute_int_tuple_type(const IntTuple& t, std::string_view kind);

// `Layout<Shape<...>, Stride<...>>`. @pre shape and stride are static
Result<std::string> write_cute_layout_type(const Layout& l);

// `using <alias> = decltype(make_tiled_mma(ATOM{}, THR_LAYOUT{}[, Tile<...>{}]));`
// @pre spec.atom is a C++ identifier with optional template arguments; thr_layout has rank 1..3 and is
//      static; permutation is empty or has 1..3 static modes
// @post the text is one C++ declaration that CuTe compiles when spec names a real atom
Result<std::string> write_cute_tiled_mma(const TiledMmaSpec& spec, std::string_view alias = "TiledMma");

// Reads a permutation as the CLI and config files write it: "none" or "" (no permutation), "32x32x16"
// (integers, or `_` for an identity mode), or modes in CuTe layout notation separated by 'x' at depth 0:
// "(16,2):(1,32)x32x16". Integers become static, as a permutation Tile is a type.
Result<std::vector<Layout>> parse_permutation(std::string_view text);

}  // namespace ll
