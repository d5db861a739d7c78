#pragma once
// The export subject of a TiledMMA as the designer and `layoutlab-cli export --atom ... --thr ...` build
// it: the core TiledMMA (its C++ written by write_cute_tiled_mma), DSL, CuTe's print and the A/B/C
// ownership picture.
#include <string>

#include "core/export/export_subject.hpp"

namespace ll {

// make_tiled_mma(MMA_Atom<atom>, Layout<Shape<M,N,K>>{}, permutation) with the permutation as the CLI and
// config files write it ("", "none", "32x32x16", "(16,2):(1,32)x32x16"), and its picture.
// @post picture.mma holds the TiledMMA; errors name the failing part (atom name, thread layout,
//       permutation, make_tiled_mma)
Result<TiledPicture> make_tiled_mma_picture(const std::string& atom, int thr_m, int thr_n, int thr_k,
                                            const std::string& permutation);

}  // namespace ll
