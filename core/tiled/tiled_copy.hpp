#pragma once
// CuTe's TiledCopy (cute/atom/copy_atom.hpp): a Copy_Atom repeated so that its threads and values cover
// a tile (Tiler_MN). TiledLayout_TV maps (thread, value) to the tile's column-major index;
// get_layoutS_TV / get_layoutD_TV are the source / destination views of it through the atom.
#include <string>

#include "core/layout/tiler.hpp"
#include "core/atoms/copy_atom.hpp"
#include "core/tiled/tiled_mma.hpp"

namespace ll {

struct TiledCopy {
  Copy_Atom atom;
  Layout layout_tv;  // TiledLayout_TV
  Tiler tiler_mn;    // Tiler_MN: a shape such as (_16,_16), or a tuple of layouts (make_tiled_copy_C_atom)
  friend bool operator==(const TiledCopy&, const TiledCopy&) = default;
};

// make_tiled_copy(atom, thr_layout, val_layout): layout_mn = raked_product(thr, val);
// layout_tv = right_inverse(layout_mn).with_shape(size(thr), size(val)); tiler = product_each(shape(layout_mn)).
// @pre size<1>(layout_tv) is a multiple of the atom's values and size<0> of its threads
TiledCopy make_tiled_copy(const Copy_Atom& atom, const Layout& thr_layout, const Layout& val_layout);
// make_tiled_copy_A/B/C(atom, mma): the MMA's operand TV layout over (tile_M,tile_K) / (tile_N,tile_K) / (tile_M,tile_N).
TiledCopy make_tiled_copy_A(const Copy_Atom& atom, const TiledMMA& mma);
TiledCopy make_tiled_copy_B(const Copy_Atom& atom, const TiledMMA& mma);
TiledCopy make_tiled_copy_C(const Copy_Atom& atom, const TiledMMA& mma);
// make_tiled_copy_impl(atom, layout_tv, tiler) as CuTe checks it.
TiledCopy make_tiled_copy_impl(const Copy_Atom& atom, const Layout& layout_tv, const Tiler& tiler_mn);

// CuTe's nine lines (no final newline): `TiledCopy`, `  Tiler_MN:       ...`, `  TiledLayout_TV: ...`, the atom.
std::string to_string(const TiledCopy& copy);

// get_layoutS_TV / get_layoutD_TV: (thread, value) -> column-major index in the tile, source / destination side.
Layout get_layoutS_TV(const TiledCopy& copy);
Layout get_layoutD_TV(const TiledCopy& copy);
// tidfrg_S / tidfrg_D(L): a source / destination layout (M,N,...) tiled by Tiler_MN and viewed per thread:
// (Thr,(FrgV,FrgX),(RestM,RestN,...)), as ThrCopy::partition_S/D slice it. @pre rank(L) >= rank(Tiler_MN)
Layout tidfrg_S(const TiledCopy& copy, const Layout& l);
Layout tidfrg_D(const TiledCopy& copy, const Layout& l);
// TiledCopy::retile(L) (ThrCopy::retile_S/D): a thread's fragment L (V, ...) whose first V values are the first
// values the thread holds in TiledLayout_TV, regrouped as the copy's instructions take them: ((AtomVal,RestVal),
// RestM,RestN,...). Used to copy between a partition_S/D and registers laid out for another operation (an MMA).
Layout retile(const TiledCopy& copy, const Layout& l);
// size(copy): number of threads (size<0>(TiledLayout_TV)); tile_size<I>(copy): size<I>(Tiler_MN).
Int size(const TiledCopy& copy);
Int tile_size(const TiledCopy& copy, int mode);
// The tile's shape (product_each of the tiler), e.g. (_16,_16).
IntTuple tile_shape(const TiledCopy& copy);

}  // namespace ll
