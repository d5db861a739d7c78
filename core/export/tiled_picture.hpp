#pragma once
// The export subject of a TiledMMA as the designer and `layoutlab-cli export --atom ... --thr ...` build
// it: the core TiledMMA, its C++ spec (written by write_cute_tiled_mma), DSL, CuTe's print and the
// A/B/C ownership picture.
#include <string>
#include <vector>

#include "core/export/export_subject.hpp"
#include "core/tiled/tiled_mma.hpp"

namespace ll {

struct TiledMmaDesign {
  TiledMMA mma;
  TiledPicture picture;  // kind "TiledMMA"
};

// make_tiled_mma(MMA_Atom<atom>, Layout<Shape<M,N,K>>{}, permutation) with the permutation as the CLI and
// config files write it ("", "none", "32x32x16", "(16,2):(1,32)x32x16").
// @post errors name the failing part (atom name, thread layout, permutation, make_tiled_mma)
Result<TiledMmaDesign> make_tiled_mma_design(const std::string& atom, int thr_m, int thr_n, int thr_k,
                                             const std::string& permutation);

}  // namespace ll
