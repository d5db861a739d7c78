#include "core/tiled/tiled_copy.hpp"

#include "core/algebra/algebra.hpp"
#include "core/layout/print.hpp"

namespace ll {
namespace {

Tiler wildcard() { return Tiler(Underscore{}); }

// zip of a rank-2 layout of rank-2 modes: ((a0,a1),(b0,b1)) -> ((a0,b0),(a1,b1)).
Layout zip2(const Layout& l) {
  auto pick = [&](std::size_t i, std::size_t j) { return std::pair{l.shape[i][j], l.stride[i][j]}; };
  if (l.shape.rank() != 2 || l.shape[0].rank() != 2 || l.shape[1].rank() != 2 || !l.shape[0].is_tuple() || !l.shape[1].is_tuple())
    fail(LL_TRANSLATABLE("CoreMessage", "TiledCopy: expected ((AtomThr,AtomVal),(RestThr,RestVal)) in tile2thrfrg, got %1"), to_string(l));
  auto [s00, d00] = pick(0, 0);
  auto [s01, d01] = pick(0, 1);
  auto [s10, d10] = pick(1, 0);
  auto [s11, d11] = pick(1, 1);
  return Layout{IntTuple{IntTuple{s00, s10}, IntTuple{s01, s11}}, IntTuple{IntTuple{d00, d10}, IntTuple{d01, d11}}};
}

// CuTe's tile2thrfrg(ref, ref2trg) for a rank-2 (thread, value) view: the (thr, val) -> tile-index map.
Layout thrval2mn(const TiledCopy& copy, const Layout& ref2trg) {
  IntTuple atom_tv{size(copy.atom.val_layout_ref, {0}), size(copy.atom.val_layout_ref, {1})};
  Layout atom_layout_tv = zipped_divide(copy.layout_tv, Tiler(atom_tv));
  Layout trg_layout_tv = composition(atom_layout_tv, Tiler(std::vector<Tiler>{Tiler(ref2trg), wildcard()}));
  IntTuple profile{Int{1, true}, IntTuple{Int{1, true}, Int{1, true}}};
  return coalesce(zip2(trg_layout_tv), profile);
}

Layout operand_layout_tv(const TiledCopy& copy, const Layout& atom_side) {
  Layout ref2trg = composition(right_inverse(copy.atom.val_layout_ref), atom_side);
  Layout tv = thrval2mn(copy, ref2trg);
  // get_layoutS_TV: make_layout((shape(Tiler_MN), _1)) composed with (thrval2mn, _), sliced at (_,_,0).
  Layout ref_mn = make_layout(tile_shape(copy));
  return composition(ref_mn, tv);
}

}  // namespace

namespace {
// CuTe's tile2thrfrg(zipped_divide(L, Tiler_MN), ref2trg): (Thr,(FrgV,FrgX),(RestM,RestN,...)).
Layout tidfrg(const TiledCopy& copy, const Layout& l, const Layout& atom_side, const char* fn) {
  if (rank(l).value < static_cast<std::int64_t>(copy.tiler_mn.rank()))
    fail(LL_TRANSLATABLE("CoreMessage", "%1: the tensor's rank %2 is below the TiledCopy's tile rank %3"), fn, rank(l).value,
         copy.tiler_mn.rank());
  const Layout ref2trg = composition(right_inverse(copy.atom.val_layout_ref), atom_side);
  const Layout tiled = zipped_divide(l, copy.tiler_mn);
  const Layout tv = composition(tiled, Tiler(std::vector<Tiler>{Tiler(thrval2mn(copy, ref2trg)), wildcard()}));
  const IntTuple all{IntTuple(Underscore{}), IntTuple(Underscore{})};
  return slice(IntTuple{all, IntTuple(Underscore{})}, tv);
}
}  // namespace

Layout tidfrg_S(const TiledCopy& copy, const Layout& l) { return tidfrg(copy, l, copy.atom.val_layout_src, "partition_S"); }
Layout tidfrg_D(const TiledCopy& copy, const Layout& l) { return tidfrg(copy, l, copy.atom.val_layout_dst, "partition_D"); }

Layout retile(const TiledCopy& copy, const Layout& l) {
  const int r = static_cast<int>(rank(l).value);
  const Int v = size(l, {0});
  const std::int64_t threads = size(copy.layout_tv, {0}).value;
  // (m,n) -> v_idx: the shape and order of the thread's values inside TiledLayout_TV
  const Layout frg_layout_mn =
      upcast(composition(right_inverse(copy.layout_tv), make_layout(tile_shape(copy))), static_cast<int>(threads * v.value));
  // (atom_vals,rest_vals) -> (v,m,n)
  const Layout frg_layout_v = zipped_divide(logical_product(make_layout(IntTuple(v)), Tiler(right_inverse(frg_layout_mn))),
                                            Tiler(make_layout(IntTuple(size(copy.atom.val_layout_ref, {1})))));
  // ((TileV,TileM,TileN,...),(1,RestM,RestN,...))
  const Layout tiled = zipped_divide(l, Tiler(prepend(product_each(frg_layout_mn.shape), IntTuple(v))));
  const Layout regrouped = composition(tiled, Tiler(std::vector<Tiler>{Tiler(frg_layout_v), wildcard()}));
  return slice(IntTuple{IntTuple(Underscore{}), append(IntTuple(Int{0, true}), r, IntTuple(Underscore{}))}, regrouped);
}

IntTuple tile_shape(const TiledCopy& copy) {
  const Tiler& t = copy.tiler_mn;
  if (!t.is_tuple()) fail(LL_TRANSLATABLE("CoreMessage", "TiledCopy: Tiler_MN must be a tuple"));
  IntTupleBuilder modes;
  for (const auto& m : t.modes()) {
    if (m.is_integer()) modes.push_back(IntTuple(m.integer()));
    else if (m.is_layout()) modes.push_back(IntTuple(size(m.layout())));
    else fail(LL_TRANSLATABLE("CoreMessage", "TiledCopy: Tiler_MN mode must be an integer or a layout"));
  }
  return std::move(modes).build();
}
Layout get_layoutS_TV(const TiledCopy& copy) { return operand_layout_tv(copy, copy.atom.val_layout_src); }
Layout get_layoutD_TV(const TiledCopy& copy) { return operand_layout_tv(copy, copy.atom.val_layout_dst); }

TiledCopy make_tiled_copy_impl(const Copy_Atom& atom, const Layout& layout_tv, const Tiler& tiler_mn) {
  std::int64_t atom_thr = size(atom.val_layout_ref, {0}).value, atom_val = size(atom.val_layout_ref, {1}).value;
  if (rank(layout_tv).value < 2) fail(LL_TRANSLATABLE("CoreMessage", "TiledCopy: TiledLayout_TV must be rank 2 (thread, value), got %1"), to_string(layout_tv));
  std::int64_t thr = size(layout_tv, {0}).value, val = size(layout_tv, {1}).value;
  if (thr % atom_thr != 0)
    fail(LL_TRANSLATABLE("CoreMessage", "TiledCopy uses too few thrs for selected CopyAtom: %1 is not a multiple of %2"), thr, atom_thr);
  if (val % atom_val != 0)
    fail(LL_TRANSLATABLE("CoreMessage", "TiledCopy uses too few vals for selected CopyAtom: %1 is not a multiple of %2"), val, atom_val);
  return TiledCopy{atom, layout_tv, tiler_mn};
}

TiledCopy make_tiled_copy(const Copy_Atom& atom, const Layout& thr_layout, const Layout& val_layout) {
  const auto [layout_tv, tiler] = failing_as("make_tiled_copy: ", [&] {
    Layout layout_mn = raked_product(thr_layout, val_layout);
    Layout inv = right_inverse(layout_mn);
    return std::pair{composition(inv, make_layout(IntTuple{size(thr_layout), size(val_layout)})), product_each(layout_mn.shape)};
  });
  return make_tiled_copy_impl(atom, layout_tv, Tiler(tiler));
}

namespace {
TiledCopy tiled_copy_for(const Copy_Atom& atom, const TiledMMA& mma, char which) {
  const auto [tv, tiler] = failing_as(std::string("make_tiled_copy_") + which + ": ", [&] {
    Layout tv = which == 'A' ? get_layoutA_TV(mma) : which == 'B' ? get_layoutB_TV(mma) : get_layoutC_TV(mma);
    int r = which == 'B' ? 1 : 0, c = which == 'C' ? 1 : 2;
    return std::pair{tv, IntTuple{tile_size(mma, r), tile_size(mma, c)}};
  });
  return make_tiled_copy_impl(atom, tv, Tiler(tiler));
}
}  // namespace

TiledCopy make_tiled_copy_A(const Copy_Atom& atom, const TiledMMA& mma) { return tiled_copy_for(atom, mma, 'A'); }
TiledCopy make_tiled_copy_B(const Copy_Atom& atom, const TiledMMA& mma) { return tiled_copy_for(atom, mma, 'B'); }
TiledCopy make_tiled_copy_C(const Copy_Atom& atom, const TiledMMA& mma) { return tiled_copy_for(atom, mma, 'C'); }

std::string to_string(const TiledCopy& copy) {
  return "TiledCopy\n  Tiler_MN:       " + tiler_to_string(copy.tiler_mn) + "\n  TiledLayout_TV: " + to_string(copy.layout_tv) +
         "\n" + to_string(copy.atom);
}

Int size(const TiledCopy& copy) { return size(copy.layout_tv, {0}); }
Int tile_size(const TiledCopy& copy, int mode) {
  IntTuple s = tile_shape(copy);
  if (mode < 0 || static_cast<std::size_t>(mode) >= s.rank()) fail(LL_TRANSLATABLE("CoreMessage", "tile_size: mode out of range"));
  return size(s[static_cast<std::size_t>(mode)]);
}

}  // namespace ll
