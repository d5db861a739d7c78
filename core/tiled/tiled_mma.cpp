#include "core/tiled/tiled_mma.hpp"

#include "core/algebra/algebra.hpp"
#include "core/layout/print.hpp"

namespace ll {
namespace {

const Layout kOneZero{IntTuple(Int{1, true}), IntTuple(Int{0, true})};  // Layout<_1,_0>

Tiler wildcard() { return Tiler(Underscore{}); }

// size<i>(shape_mnk) as an Int.
Int atom_extent(const MMA_Atom& atom, int i) { return size(atom.shape_mnk[static_cast<std::size_t>(i)]); }

// The permutation tile of the operand's two modes, e.g. (perm M, perm K) for A.
std::pair<int, int> operand_modes(char which) {
  if (which == 'A') return {0, 2};
  if (which == 'B') return {1, 2};
  return {0, 1};
}

const Layout& atom_tv(const MMA_Atom& atom, char which) {
  return which == 'A' ? atom.layout_a_tv : which == 'B' ? atom.layout_b_tv : atom.layout_c_tv;
}

// thr_layout_vmnk's mode index for an MNK mode.
int vmnk_mode(int mnk) { return mnk + 1; }

// CuTe's thridx_2_thrid: thread index -> (ThrV,ThrM,ThrN,ThrK) index, composed as in get_layoutX_TV.
Layout thridx_2_thrid(const TiledMMA& mma) {
  const Layout& vmnk = mma.thr_layout_vmnk;
  Layout full = make_layout({vmnk, complement(vmnk)});
  Layout first = make_layout(IntTuple{size(vmnk), Int{1, true}}, IntTuple{Int{1, true}, Int{0, true}});
  return composition(first, right_inverse(full));
}

}  // namespace

TiledMMA make_tiled_mma(const MMA_Atom& atom, const Layout& thr_layout, const Tiler& permutations) {
  if (rank(thr_layout).value > 3) fail(LL_TRANSLATABLE("CoreMessage", "make_tiled_mma: TiledMMA requires rank-3 AtomLayoutMNK, got rank %1"), rank(thr_layout).value);
  Layout thr_mnk = append(thr_layout, 3, kOneZero);
  std::vector<Tiler> perm;
  if (permutations.is_tuple()) perm = permutations.modes();
  else perm.push_back(permutations);
  if (perm.size() > 3) fail(LL_TRANSLATABLE("CoreMessage", "make_tiled_mma: TiledMMA requires rank-3 PermutationMNK, got rank %1"), perm.size());
  while (perm.size() < 3) perm.push_back(wildcard());
  for (std::size_t i = 0; i < perm.size(); ++i) {
    const Tiler& p = perm[i];
    bool is_static_perm = p.is_underscore() || (p.is_integer() && p.integer().is_static) ||
                          (p.is_layout() && is_static(p.layout().shape) && is_static(p.layout().stride));
    if (!is_static_perm) fail(LL_TRANSLATABLE("CoreMessage", "make_tiled_mma: TiledMMA requires static permutations of MNK (mode %1)"), i);
    if (p.is_tuple()) fail(LL_TRANSLATABLE("CoreMessage", "make_tiled_mma: TiledMMA requires independent permutations of MNK (mode %1 is a tuple)"), i);
  }
  TiledMMA mma;
  mma.atom = atom;
  mma.thr_layout_vmnk = tiled_product(atom.thr_id, Tiler(thr_mnk));
  mma.atom_layout_mnk = std::move(thr_mnk);
  mma.permutation_mnk = Tiler(perm);
  return mma;
}

Tiler permutation_mnk(const TiledMMA& mma, int mode) {
  if (mode < 0 || mode > 2) fail(LL_TRANSLATABLE("CoreMessage", "permutation_mnk: mode must be 0, 1 or 2"));
  const Tiler& p = mma.permutation_mnk.modes()[static_cast<std::size_t>(mode)];
  if (!p.is_underscore()) return p;
  return Tiler(atom_extent(mma.atom, mode) * size(mma.thr_layout_vmnk, {vmnk_mode(mode)}));
}

Int tile_size(const TiledMMA& mma, int mode) {
  if (mode < 0 || mode > 2) fail(LL_TRANSLATABLE("CoreMessage", "tile_size: mode must be 0, 1 or 2"));
  Tiler p = permutation_mnk(mma, mode);
  if (p.is_integer()) return p.integer();
  return size(p.layout());
}

Layout thrfrg(const TiledMMA& mma, const Layout& operand, char which) {
  if (rank(operand).value < 2) fail(LL_TRANSLATABLE("CoreMessage", "thrfrg_%1: the tensor must have rank >= 2"), std::string(1, which));
  auto [r, c] = operand_modes(which);
  Layout t_tensor = logical_divide(operand, Tiler(std::vector<Tiler>{permutation_mnk(mma, r), permutation_mnk(mma, c)}));
  Tiler atom_tile(std::vector<Tiler>{Tiler(make_layout(IntTuple(atom_extent(mma.atom, r)))),
                                     Tiler(make_layout(IntTuple(atom_extent(mma.atom, c))))});
  Layout a_tensor = zipped_divide(t_tensor, atom_tile);
  Layout tv_tensor = composition(a_tensor, Tiler(std::vector<Tiler>{Tiler(atom_tv(mma.atom, which)), wildcard()}));
  const Layout& vmnk = mma.thr_layout_vmnk;
  Tiler thr_tile(std::vector<Tiler>{
      wildcard(), Tiler(std::vector<Tiler>{Tiler(make_layout(IntTuple(size(vmnk, {vmnk_mode(r)})))),
                                           Tiler(make_layout(IntTuple(size(vmnk, {vmnk_mode(c)}))))})});
  return zipped_divide(tv_tensor, thr_tile);
}

namespace {
Layout operand_tv(const TiledMMA& mma, char which) {
  auto [r, c] = operand_modes(which);
  Layout ref = make_layout(IntTuple{tile_size(mma, r), tile_size(mma, c)});
  Layout frg = thrfrg(mma, ref, which);
  const Layout& vmnk = mma.thr_layout_vmnk;
  if (which != 'C') {
    // A ignores ThrN, B ignores ThrM: the operand's thread tile gets a stride-0 mode for the other one.
    IntTuple shp{size(vmnk, {1}), size(vmnk, {2})};
    IntTuple str = which == 'A' ? IntTuple{Int{1, true}, Int{0, true}} : IntTuple{Int{0, true}, Int{1, true}};
    Tiler tile(std::vector<Tiler>{wildcard(), Tiler(std::vector<Tiler>{Tiler(make_layout(shp, str)), wildcard()})});
    frg = composition(frg, Tiler(std::vector<Tiler>{tile, wildcard()}));
  }
  return composition(frg, Tiler(std::vector<Tiler>{Tiler(thridx_2_thrid(mma)), wildcard()}));
}
}  // namespace

Layout get_layoutA_TV(const TiledMMA& mma) { return operand_tv(mma, 'A'); }
Layout get_layoutB_TV(const TiledMMA& mma) { return operand_tv(mma, 'B'); }
Layout get_layoutC_TV(const TiledMMA& mma) { return operand_tv(mma, 'C'); }

std::vector<std::int64_t> thr_vmnk_coord(const TiledMMA& mma, std::int64_t thread) {
  // get_hier_coord: (idx / stride) % shape at every leaf (a static-1 extent gives 0), then each mode's
  // leaves folded colexicographically into one 1-D coordinate (crd2crd to repeat<rank>(_1)).
  const Layout& vmnk = mma.thr_layout_vmnk;
  std::vector<std::int64_t> out;
  for (std::size_t m = 0; m < vmnk.shape.rank(); ++m) {
    IntTuple s = flatten(vmnk.shape[m]), d = flatten(vmnk.stride[m]);
    std::int64_t coord = 0, scale = 1;
    for (std::size_t i = 0; i < s.rank(); ++i) {
      std::int64_t extent = s[i].integer().value, stride = d[i].integer().value;
      std::int64_t leaf = extent == 1 || stride == 0 ? 0 : (thread / stride) % extent;
      coord += leaf * scale;
      scale *= extent;
    }
    out.push_back(coord);
  }
  return out;
}


std::string tiler_to_string(const Tiler& t) {
  if (t.is_layout()) return to_string(t.layout());
  if (t.is_integer()) return to_string(t.integer());
  if (t.is_underscore()) return "_";
  std::string out = "(";
  for (std::size_t i = 0; i < t.modes().size(); ++i) out += (i ? "," : "") + tiler_to_string(t.modes()[i]);
  return out + ")";
}

std::string to_string(const TiledMMA& mma) {
  return "TiledMMA\n  ThrLayoutVMNK:  " + to_string(mma.thr_layout_vmnk) + "\n  PermutationMNK: " +
         tiler_to_string(mma.permutation_mnk) + "\n" + to_string(mma.atom);
}

TiledMMA make_tiled_mma(const MMA_Atom& atom, const Layout& thr_layout) {
  return make_tiled_mma(atom, thr_layout, Tiler(std::vector<Tiler>{}));
}
TiledMMA make_tiled_mma(const MMA_Atom& atom) {
  Layout one{IntTuple{Int{1, true}, Int{1, true}, Int{1, true}}, IntTuple{Int{0, true}, Int{0, true}, Int{0, true}}};
  return make_tiled_mma(atom, one);
}
IntTuple tile_shape(const TiledMMA& mma) { return IntTuple{tile_size(mma, 0), tile_size(mma, 1), tile_size(mma, 2)}; }
Int size(const TiledMMA& mma) { return size(mma.thr_layout_vmnk); }
Layout thrfrg_A(const TiledMMA& mma, const Layout& a) { return thrfrg(mma, a, 'A'); }
Layout thrfrg_B(const TiledMMA& mma, const Layout& b) { return thrfrg(mma, b, 'B'); }
Layout thrfrg_C(const TiledMMA& mma, const Layout& c) { return thrfrg(mma, c, 'C'); }

}  // namespace ll
