#pragma once
// The designer's pictures of tiled objects, computed from the core values (core/tiled) only:
// a TiledMMA as CuTe's docs draw it (A left of C, B above C, every owner of every element), the same
// map read the other way (per-thread tables), a TiledCopy's source beside its destination, and for SM90
// GMMA the canonical shared-memory layouts the descriptor expects.
#include <string>
#include <vector>

#include "core/layout/swizzle.hpp"
#include "core/scene/tv_scene.hpp"
#include "core/tiled/tiled_copy.hpp"
#include "core/tiled/tiled_mma.hpp"

namespace ll {

// "MN -> TV": the ownership grids of A (M x K), B (K x N), C (M x N) over tile_shape(mma), with atom
// (and, for atoms wider than a warp, warp) outlines.
Result<TvScene> make_tiled_mma_scene(const TiledMMA& mma);
// C (M x N) alone, with warpgroup (atom) and warp outlines: the picture for GMMA atoms.
Result<TvScene> make_accumulator_scene(const TiledMMA& mma);
// "TV -> MN": for A, B and C a threads x values table of the (m,k) / (k,n) / (m,n) each (t, v) reaches.
Result<TvScene> make_tiled_mma_table_scene(const TiledMMA& mma);
// Source TV beside destination TV over the copy's tile.
Result<TvScene> make_tiled_copy_scene(const TiledCopy& copy);

// What a thread owns in operand C, in register (value) order, by CuTe's partition: thread t's slice
// of thrfrg_C(mma, (M,N) column-major) at its (v,m,n,k) coordinate. (m, n) pairs.
Result<std::vector<std::pair<std::int64_t, std::int64_t>>> partition_C_coords(const TiledMMA& mma, std::int64_t thread);

// One canonical GMMA shared-memory layout atom in elements (cute/atom/mma_traits_sm90_gmma.hpp's
// Layout_{K,MN}_{INTER,SW32,SW64,SW128}_Atom<T>, read position-independently): Swizzle o (rows, cols).
struct GmmaSmemAtom {
  std::string name;      // "Layout_K_SW128_Atom<half_t>"
  bool k_major = true;
  ComposedLayout layout; // (m or n, k) -> element offset, swizzled (position-independent: the swizzle in elements)
  ComposedLayout cute;   // the atom as CuTe builds and prints it: Sw<B,4,3> o smem_ptr[16b](unset) o ... (core/atoms/gmma_smem.hpp)
};
// @pre value_bits in {8, 16, 32, 64}
std::vector<GmmaSmemAtom> gmma_smem_atoms(int value_bits, const std::string& value_type);
// Whether an atom is an SM90 GMMA (A/B from shared memory; CuTe's TV picture of A/B is thread 0 only).
bool is_gmma_atom(const MMA_Atom& atom);

}  // namespace ll
