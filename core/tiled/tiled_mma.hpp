#pragma once
// CuTe's TiledMMA (cute/atom/mma_atom.hpp): an MMA_Atom repeated over a layout of atoms (AtomLayoutMNK)
// and a permutation of the M, N, K modes. get_layoutX_TV maps (thread index, value) of the whole tile
// to the operand's (m,k) / (n,k) / (m,n) index, column-major over the tile (tile_size).
#include <string>
#include <vector>

#include "core/layout/tiler.hpp"
#include "core/atoms/mma_atom.hpp"
#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll {

struct TiledMMA {
  MMA_Atom atom;
  Layout atom_layout_mnk;  // CuTe's AtomLayoutMNK: make_tiled_mma's thread layout, appended to rank 3
  Layout thr_layout_vmnk;  // tiled_product(AtomThrID, AtomLayoutMNK): (ThrV,ThrM,ThrN,ThrK) -> thread
  Tiler permutation_mnk;   // a tuple of three: `_`, an integer or a layout per mode (CuTe's PermutationMNK)
  friend bool operator==(const TiledMMA&, const TiledMMA&) = default;
};

// make_tiled_mma(atom, thr_layout, permutations): thr_layout is appended to rank 3 with `_1:_0`,
// permutations to rank 3 with `_` (a single Layout/integer permutes M only, as CuTe's append<3>).
// @pre rank(thr_layout) <= 3, permutation rank <= 3 and static (CuTe: static_asserts)
// @post printing equals CuTe's print(TiledMMA)
TiledMMA make_tiled_mma(const MMA_Atom& atom, const Layout& thr_layout, const Tiler& permutations);
TiledMMA make_tiled_mma(const MMA_Atom& atom, const Layout& thr_layout);
TiledMMA make_tiled_mma(const MMA_Atom& atom);

// CuTe's nine lines (no final newline): `TiledMMA`, `  ThrLayoutVMNK:  ...`, `  PermutationMNK: ...`, the atom.
std::string to_string(const TiledMMA& mma);
// A tiler printed as CuTe prints a Tile<...>: `(_,_32:_1,_16)`.
std::string tiler_to_string(const Tiler& tiler);

// Members, exactly as CuTe's. mode: 0 = M, 1 = N, 2 = K (@pre 0 <= mode <= 2).
Layout get_layoutA_TV(const TiledMMA& mma);
Layout get_layoutB_TV(const TiledMMA& mma);
Layout get_layoutC_TV(const TiledMMA& mma);
inline const Layout& get_thr_layout_vmnk(const TiledMMA& mma) { return mma.thr_layout_vmnk; }
// permutation_mnk<I>(): the permutation, or size<I>(AtomShape_MNK) * size<I+1>(thr_layout_vmnk) for `_`.
Tiler permutation_mnk(const TiledMMA& mma, int mode);
// tile_size<I>(mma) and tile_shape(mma) = (tile_size<0>, tile_size<1>, tile_size<2>).
Int tile_size(const TiledMMA& mma, int mode);
IntTuple tile_shape(const TiledMMA& mma);
// size(mma): the number of threads, size(thr_layout_vmnk).
Int size(const TiledMMA& mma);

// thrfrg_A/B/C(layout): the operand layout (e.g. an (M,K) tile) reshaped to ((ThrV,(ThrM,ThrK)),(FrgV,(RestM,RestK))).
// @pre the layout's first two modes are divisible by the permutation tiles and the atom's shape
Layout thrfrg_A(const TiledMMA& mma, const Layout& a);
Layout thrfrg_B(const TiledMMA& mma, const Layout& b);
Layout thrfrg_C(const TiledMMA& mma, const Layout& c);
// thrfrg_A/B/C by operand letter ('A', 'B' or 'C').
Layout thrfrg(const TiledMMA& mma, const Layout& operand, char which);
// get_flat_coord of a thread index in thr_layout_vmnk: (v, m, n, k), each 1-D within its mode.
std::vector<std::int64_t> thr_vmnk_coord(const TiledMMA& mma, std::int64_t thread);

}  // namespace ll
