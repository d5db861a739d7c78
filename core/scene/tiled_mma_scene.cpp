#include "core/scene/tiled_mma_scene.hpp"

#include "core/atoms/gmma_smem.hpp"

#include <algorithm>

namespace ll {
namespace {

Layout col_major(std::int64_t rows, std::int64_t cols) {
  return Layout{IntTuple{dynamic_int(rows), dynamic_int(cols)}, IntTuple{dynamic_int(1), dynamic_int(rows)}};
}
Layout row_major(std::int64_t rows, std::int64_t cols) {
  return Layout{IntTuple{dynamic_int(rows), dynamic_int(cols)}, IntTuple{dynamic_int(cols), dynamic_int(1)}};
}

struct MmaLayouts {
  Layout a, b, c;
  std::int64_t m = 0, n = 0, k = 0;
};

Result<MmaLayouts> layouts_of(const TiledMMA& mma) {
  return attempt([&] {
    MmaLayouts l;
    l.a = get_layoutA_TV(mma);
    l.b = get_layoutB_TV(mma);
    l.c = get_layoutC_TV(mma);
    l.m = tile_size(mma, 0).value;
    l.n = tile_size(mma, 1).value;
    l.k = tile_size(mma, 2).value;
    return l;
  });
}

}  // namespace

Result<TvScene> make_tiled_mma_scene(const TiledMMA& mma) {
  auto l = layouts_of(mma);
  if (!l) return l.failure();
  return make_mma_scene(l->a, l->b, l->c, l->m, l->n, l->k, size(mma.atom.thr_id).value);
}

Result<TvScene> make_accumulator_scene(const TiledMMA& mma) {
  auto l = layouts_of(mma);
  if (!l) return l.failure();
  auto c = make_tv_ownership_panel(l->c, col_major(l->m, l->n), "C");
  if (!c) return c.failure();
  TvPanel panel = std::move(c).value();
  panel.row_axis = "m", panel.col_axis = "n";
  add_group_outlines(panel, size(mma.atom.thr_id).value, TvOutlineKind::Atom);
  add_group_outlines(panel, 32, TvOutlineKind::Warp);
  return make_tv_scene(std::move(panel));
}

Result<TvScene> make_tiled_mma_table_scene(const TiledMMA& mma) {
  auto l = layouts_of(mma);
  if (!l) return l.failure();
  auto a = make_tv_table_panel(l->a, col_major(l->m, l->k), "A");
  if (!a) return a.failure();
  auto b = make_tv_table_panel(l->b, row_major(l->k, l->n), "B");
  if (!b) return b.failure();
  auto c = make_tv_table_panel(l->c, col_major(l->m, l->n), "C");
  if (!c) return c.failure();
  TvScene s;
  std::int64_t left = 1;
  for (auto* p : {&a.value(), &b.value(), &c.value()}) {
    p->top = 1;
    p->left = left;
    left += p->cols + 2;
    s.rows = std::max(s.rows, p->top + p->rows);
    s.threads = std::max(s.threads, p->rows);
  }
  s.cols = left - 1;
  s.panels = {std::move(c).value(), std::move(a).value(), std::move(b).value()};
  return s;
}

Result<TvScene> make_tiled_copy_scene(const TiledCopy& copy) {
  return attempt([&]() -> TvScene {
    const IntTuple shape = tile_shape(copy);
    const std::int64_t m = size(shape[0]).value;
    const std::int64_t n = shape.rank() > 1 ? size(shape[1]).value : 1;
    auto s = make_copy_scene(get_layoutS_TV(copy), get_layoutD_TV(copy), m, n);
    if (!s) fail(s.failure());
    return std::move(s).value();
  });
}

Result<std::vector<std::pair<std::int64_t, std::int64_t>>> partition_C_coords(const TiledMMA& mma,
                                                                               std::int64_t thread) {
  return attempt([&] {
    const std::int64_t m = tile_size(mma, 0).value;
    const std::int64_t n = tile_size(mma, 1).value;
    const Layout c = thrfrg(mma, col_major(m, n), 'C');
    // ((ThrV,(ThrM,ThrN)),(FrgV,(RestM,RestN))): fix the thread mode at the thread's (v,m,n) coordinate.
    const auto vmnk = thr_vmnk_coord(mma, thread);
    const IntTuple thr{dynamic_int(vmnk[0]), IntTuple{dynamic_int(vmnk[1]), dynamic_int(vmnk[2])}};
    const std::int64_t values = size(c.shape[1]).value;
    std::vector<std::pair<std::int64_t, std::int64_t>> out;
    for (std::int64_t v = 0; v < values; ++v) {
      const std::int64_t index = crd2idx(IntTuple{thr, dynamic_int(v)}, c).value;
      out.emplace_back(index % m, index / m);
    }
    return out;
  });
}

std::vector<GmmaSmemAtom> gmma_smem_atoms(int value_bits, const std::string& value_type) {
  std::vector<GmmaSmemAtom> atoms;
  if (value_bits <= 0 || 128 % value_bits != 0) return atoms;
  // 16-byte units: M = log2(128 / bits) element bits stay fixed; SWn XORs n/32-1 bits, shift 3.
  int base = 0;
  while ((1 << base) * value_bits < 128) ++base;
  const struct {
    const char* name;
    int bits;
    int width_bits;
  } modes[] = {{"INTER", 0, 128}, {"SW32", 1, 256}, {"SW64", 2, 512}, {"SW128", 3, 1024}};
  for (bool k_major : {true, false})
    for (const auto& mode : modes) {
      const std::int64_t width = mode.width_bits / value_bits;
      Layout l = k_major ? Layout{IntTuple{static_int(8), static_int(width)}, IntTuple{static_int(width), static_int(1)}}
                         : Layout{IntTuple{static_int(width), static_int(8)}, IntTuple{static_int(1), static_int(width)}};
      GmmaSmemAtom a;
      a.name = std::string("Layout_") + (k_major ? "K_" : "MN_") + mode.name + "_Atom<" + value_type + ">";
      a.k_major = k_major;
      a.layout = ComposedLayout{Swizzle{mode.bits, base, 3}, static_int(0), l, {}};
      auto cute = gmma_smem_layout_atom(k_major ? GmmaMajor::K : GmmaMajor::MN, GmmaSwizzle(mode.bits), value_bits);
      if (cute) a.cute = *cute;
      atoms.push_back(a);
    }
  return atoms;
}

bool is_gmma_atom(const MMA_Atom& atom) { return atom.name.rfind("SM90_64x", 0) == 0; }

}  // namespace ll
