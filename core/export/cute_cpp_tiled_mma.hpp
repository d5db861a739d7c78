#pragma once
// The C++ declaration of a CuTe TiledMMA, written from the core TiledMMA. The C++ exporter and the GPU
// module both call this one unit, so the kernel that runs on the GPU holds literally the exported TiledMMA.
//
// The text assumes `using namespace cute;` (CuTe's atom names and `GMMA::Major` are spelled as in CuTe):
//   using TiledMma = decltype(make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{},
//                                            Layout<Shape<_2,_2,_1>, Stride<_1,_2,_0>>{},
//                                            Tile<_32,_32,_16>{}));
#include <string>
#include <string_view>
#include <vector>

#include "core/layout/layout.hpp"
#include "core/layout/tiler.hpp"
#include "core/tiled/tiled_mma.hpp"
#include "core/util/result.hpp"

namespace ll {

// The CuTe type of a static IntTuple: `_4`, `Shape<_2,Shape<_2,_4>>`. `kind` is "Shape" or "Stride".
// @pre every integer in t is static (a type cannot hold a run-time integer), else an Error naming the mode
Result<std::string> write_cute_int_tuple_type(const IntTuple& t, std::string_view kind);

// `Layout<Shape<...>, Stride<...>>`. @pre shape and stride are static
Result<std::string> write_cute_layout_type(const Layout& l);

// `using <alias> = decltype(make_tiled_mma(ATOM{}, AtomLayoutMNK{}[, Tile<...>{}]));` for the atom's C++
// name, mma.atom_layout_mnk and mma.permutation_mnk (a mode `N:_1` written `_N`; trailing `_` modes left to
// make_tiled_mma's append<3>, so a TiledMMA without a permutation gets no Tile argument).
// @pre the atom's name is a C++ identifier with optional template arguments; the layouts are static
// @post the text is one C++ declaration that CuTe compiles, whose TiledMMA prints as to_string(mma)
Result<std::string> write_cute_tiled_mma(const TiledMMA& mma, std::string_view alias = "TiledMma");

// Reads a permutation as the CLI and config files write it: "none" or "" (no permutation: the empty
// tuple), "32x32x16" (integers), or modes in CuTe layout notation separated by 'x' at depth 0:
// "(16,2):(1,32)x32x16". The result is make_tiled_mma's PermutationMNK: static, a mode `N:_1` is the
// integer tiler N (CuTe's Tile<_N,...> holds `_N`), any other mode a layout.
Result<Tiler> parse_permutation(std::string_view text);

}  // namespace ll
