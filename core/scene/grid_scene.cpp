#include "core/scene/grid_scene.hpp"

#include <functional>

#include <algorithm>
#include <cmath>

#include "core/layout/print.hpp"

namespace ll {
namespace {

// Extents of the leaves of `shape`, in colexicographic order.
void leaf_extents(const IntTuple& shape, std::vector<std::int64_t>& out) {
  if (shape.is_integer()) {
    out.push_back(shape.integer().value);
  } else if (shape.is_tuple()) {
    for (const auto& e : shape.children()) leaf_extents(e, out);
  }
}
void leaf_strides(const IntTuple& stride, std::vector<std::int64_t>& out) {
  if (stride.is_integer()) {
    out.push_back(stride.integer().value);
  } else if (stride.is_tuple()) {
    for (const auto& e : stride.children()) leaf_strides(e, out);
  }
}

// One axis of the picture: a sub-layout given by its leaves.
struct AxisMode {
  std::vector<std::int64_t> extents, strides;
  std::int64_t size() const {
    std::int64_t n = 1;
    for (auto e : extents)
      if (__builtin_mul_overflow(n, e, &n)) fail(LL_TRANSLATABLE("CoreMessage", "the layout has more than 2^63 coordinates"));
    return n;
  }
  static AxisMode of(const std::vector<const Layout*>& modes) {
    AxisMode a;
    for (const Layout* m : modes) {
      leaf_extents(m->shape, a.extents);
      leaf_strides(m->stride, a.strides);
    }
    return a;
  }
};

// offsets[i] = the axis's contribution to the index at axis coordinate (first + i) * step, checked for
// overflow.
std::vector<std::int64_t> axis_offsets(const AxisMode& a, std::int64_t count, std::int64_t step, std::int64_t first = 0) {
  std::vector<std::int64_t> offsets(static_cast<std::size_t>(count));
  for (std::int64_t i = 0; i < count; ++i) {
    std::int64_t coord = (first + i) * step, index = 0;
    for (std::size_t k = 0; k < a.extents.size(); ++k) {
      std::int64_t here = coord % a.extents[k];
      coord /= a.extents[k];
      std::int64_t term;
      if (__builtin_mul_overflow(here, a.strides[k], &term) || __builtin_add_overflow(index, term, &index))
        fail(LL_TRANSLATABLE("CoreMessage", "the index at coordinate %1 overflows int64"), (first + i) * step);
    }
    offsets[static_cast<std::size_t>(i)] = index;
  }
  return offsets;
}

// Boundary weights of an axis: before position p, the number of hierarchy levels that wrap there. A window
// [first, first + count) of an axis of `total` positions has its outer weight only at the axis's own ends.
std::vector<int> boundary_weights(const std::vector<std::int64_t>& extents, std::int64_t count, std::int64_t step,
                                  std::int64_t first = 0, std::int64_t total = -1) {
  if (total < 0) total = count;
  std::vector<int> w(static_cast<std::size_t>(count + 1), 0);
  std::vector<std::int64_t> prefix;
  std::int64_t p = 1;
  for (std::size_t k = 0; k + 1 < extents.size(); ++k) {
    p *= extents[k];
    if (extents[k] > 1) prefix.push_back(p);
  }
  const int outer = static_cast<int>(prefix.size());
  for (std::int64_t i = 0; i <= count; ++i) {
    const std::int64_t at = first + i;
    if (at == 0 || at == total) {
      w[static_cast<std::size_t>(i)] = outer;
      continue;
    }
    const std::int64_t coord = at * step;
    int weight = 0;
    for (auto q : prefix)
      if (coord % q == 0) ++weight;
    w[static_cast<std::size_t>(i)] = weight;
  }
  return w;
}

std::int64_t ceil_div(std::int64_t a, std::int64_t b) { return (a + b - 1) / b; }

std::string name_of(const SceneOptions& o, int mode) {
  return mode >= 0 && mode < static_cast<int>(o.mode_names.size()) ? o.mode_names[static_cast<std::size_t>(mode)]
                                                                    : std::string();
}

}  // namespace

std::optional<std::int64_t> checked_size(const Layout& l) {
  std::vector<std::int64_t> extents;
  leaf_extents(l.shape, extents);
  std::int64_t n = 1;
  for (auto e : extents)
    if (e < 0 || __builtin_mul_overflow(n, e, &n)) return std::nullopt;
  return n;
}

std::size_t leaf_count(const IntTuple& shape) {
  std::vector<std::int64_t> e;
  leaf_extents(shape, e);
  return e.size();
}

IntTuple natural_coord(const IntTuple& shape, std::int64_t coord) {
  struct Walk {
    std::int64_t rest;
    IntTuple go(const IntTuple& s, bool last) {
      if (s.is_integer()) {
        // The last mode of a tuple keeps the remainder (CuTe's idx2crd wraps only inner modes).
        std::int64_t n = s.integer().value;
        std::int64_t here = last ? rest : rest % n;
        rest = last ? 0 : rest / n;
        return IntTuple(Int{here, false});
      }
      IntTupleBuilder out;
      for (std::size_t i = 0; i < s.rank(); ++i) out.push_back(go(s[i], last && i + 1 == s.rank()));
      return std::move(out).build();
    }
  };
  return Walk{coord}.go(shape, true);
}

std::string cell_label_text(const GridScene& scene, const GridCell& cell, CellLabel label) {
  switch (label) {
    case CellLabel::Index:
      if (scene.coordinate_shape) return to_string(idx2crd(IntTuple(Int{cell.index, false}), *scene.coordinate_shape));
      return std::to_string(cell.index);
    case CellLabel::Coord1D: return std::to_string(cell.coord);
    case CellLabel::NaturalCoord: return to_string(natural_coord(scene.layout.shape, cell.coord));
  }
  return {};
}

std::vector<std::uint32_t> GridScene::cells_with_index(std::int64_t index) const {
  auto lo = std::lower_bound(by_index.begin(), by_index.end(), index,
                             [this](std::uint32_t pos, std::int64_t v) { return cells[pos].index < v; });
  auto hi = std::upper_bound(lo, by_index.end(), index,
                             [this](std::int64_t v, std::uint32_t pos) { return v < cells[pos].index; });
  return {lo, hi};
}

namespace {
// The leaves of the coshape, in order, with their mode paths.
void coordinate_leaves(const IntTuple& t, std::vector<int>& path, std::vector<std::pair<std::vector<int>, Int>>& out) {
  if (!t.is_tuple()) {
    out.push_back({path, t.integer()});
    return;
  }
  for (std::size_t i = 0; i < t.rank(); ++i) {
    path.push_back(int(i));
    coordinate_leaves(t[i], path, out);
    path.pop_back();
  }
}

// A coordinate layout as the integer layout of its coordinates' colexicographic ranks in its coshape:
// a stride v@N... becomes v times the product of the coshape's leaves before mode N... .
Layout rank_layout(const Layout& l, const IntTuple& coshape) {
  std::vector<std::pair<std::vector<int>, Int>> leaves;
  std::vector<int> path;
  coordinate_leaves(coshape, path, leaves);
  auto stride_of = [&](const Int& d) -> Int {
    if (!d.is_scaled_basis()) {
      if (is_constant(d, 0)) return d;
      fail(LL_TRANSLATABLE("CoreMessage", "the grid of %1 is not drawn: it mixes integer and scaled-basis strides"), to_string(l));
    }
    if (d.value < 0) fail(LL_TRANSLATABLE("CoreMessage", "the grid of %1 is not drawn: a negative scaled-basis stride"), to_string(l));
    Int before{1, true};
    for (const auto& [p, extent] : leaves) {
      if (std::equal(p.begin(), p.end(), d.basis.modes, d.basis.modes + d.basis.depth) && int(p.size()) == d.basis.depth)
        return Int{d.value, d.is_static} * before;
      before = before * extent;
    }
    fail(LL_TRANSLATABLE("CoreMessage", "the grid of %1 is not drawn: stride %2 is not a mode of its coshape"), to_string(l), to_string(d));
  };
  std::function<IntTuple(const IntTuple&)> walk = [&](const IntTuple& d) -> IntTuple {
    if (!d.is_tuple()) return stride_of(d.integer());
    IntTupleBuilder b;
    for (const IntTuple& e : d.children()) b.push_back(walk(e));
    return std::move(b).build();
  };
  return Layout{l.shape, walk(l.stride)};
}
}  // namespace

Result<GridScene> make_grid_scene(const Layout& coordinate_or_index_layout, const SceneOptions& options, std::int64_t max_cells) {
  return attempt([&]() -> GridScene {
    if (has_negative_extent(coordinate_or_index_layout.shape))
      fail(LL_TRANSLATABLE("CoreMessage", "no grid: %1 has a negative extent, so no cells (size %2)"),
           to_string(coordinate_or_index_layout), to_string(size(coordinate_or_index_layout)));
    std::optional<IntTuple> coordinate_shape;
    Layout l = coordinate_or_index_layout;
    if (has_scaled_basis(l.stride)) {
      coordinate_shape = coshape(l);
      l = rank_layout(l, *coordinate_shape);
    }
    GridScene s;
    s.coordinate_shape = coordinate_shape;
    s.layout = coordinate_or_index_layout;
    // Axis texts name the layout as typed (its scaled bases), not the rank layout drawn for it.
    auto mode_text = [&](std::size_t i) {
      const Layout& t = coordinate_or_index_layout;
      return t.shape.is_tuple() ? to_string(Layout{t.shape[i], t.stride[i]}) : to_string(t);
    };
    // Split the layout into its top-level modes.
    std::vector<Layout> modes;
    if (l.shape.is_tuple()) {
      for (std::size_t i = 0; i < l.shape.rank(); ++i) modes.push_back(Layout{l.shape[i], l.stride[i]});
    } else {
      modes.push_back(l);
    }
    if (modes.empty()) fail(LL_TRANSLATABLE("CoreMessage", "the empty layout () has no cells to draw"));
    const int rank = static_cast<int>(modes.size());

    std::vector<const Layout*> row_modes, col_modes, slab_modes;
    if (rank == 1) {
      col_modes = {&modes[0]};
      s.col_axis = {0, 0, mode_text(0), name_of(options, 0)};
    } else {
      row_modes = {&modes[0]};
      col_modes = {&modes[1]};
      s.row_axis = {0, 0, mode_text(0), name_of(options, 0)};
      s.col_axis = {1, 1, mode_text(1), name_of(options, 1)};
      std::string slab_text;
      for (int m = 2; m < rank; ++m) {
        slab_modes.push_back(&modes[static_cast<std::size_t>(m)]);
        slab_text += (m > 2 ? ", " : "") + mode_text(static_cast<std::size_t>(m));
      }
      if (rank > 2) s.slab_axis = {2, rank - 1, slab_text, name_of(options, 2)};
    }
    const AxisMode row = AxisMode::of(row_modes), col = AxisMode::of(col_modes), slab = AxisMode::of(slab_modes);
    s.full_rows = row.size();
    s.full_cols = col.size();
    const std::int64_t slabs = slab.size();
    if (!checked_size(l)) fail(LL_TRANSLATABLE("CoreMessage", "the layout has more than 2^63 coordinates"));
    if (slabs > max_cells) fail(LL_TRANSLATABLE("CoreMessage", "too many slabs (%1) to draw"), slabs);

    // Aggregate square blocks until the picture fits in max_cells (or take the window's blocks).
    std::int64_t block = 1;
    auto cells_for = [&](std::int64_t b) {
      long double n = static_cast<long double>(ceil_div(s.full_rows, b)) * ceil_div(s.full_cols, b) * slabs;
      return n;
    };
    const std::optional<SceneWindow>& window = options.window;
    if (window) {
      if (rank > 2) fail(LL_TRANSLATABLE("CoreMessage", "a window of the picture needs a layout of rank 1 or 2"));
      if (window->block < 1) fail(LL_TRANSLATABLE("CoreMessage", "a window's blocks must hold at least one cell"));
      block = window->block;
    } else if (cells_for(1) > max_cells) {
      block = std::max<std::int64_t>(2, static_cast<std::int64_t>(std::sqrt(cells_for(1) / max_cells)));
      while (cells_for(block) > max_cells) block += std::max<std::int64_t>(1, block / 8);
    }
    s.block_rows = s.full_rows > 1 ? block : 1;
    s.block_cols = block;
    s.total_rows = s.rows = ceil_div(s.full_rows, s.block_rows);
    s.total_cols = s.cols = ceil_div(s.full_cols, s.block_cols);
    if (window) {  // clipped to the picture; empty windows are refused
      s.first_row = std::clamp<std::int64_t>(window->first_row, 0, s.total_rows - 1);
      s.first_col = std::clamp<std::int64_t>(window->first_col, 0, s.total_cols - 1);
      s.rows = std::clamp<std::int64_t>(window->rows, 1, s.total_rows - s.first_row);
      s.cols = std::clamp<std::int64_t>(window->cols, 1, s.total_cols - s.first_col);
      if (s.rows * s.cols > 4 * kMaxSceneCells)
        fail(LL_TRANSLATABLE("CoreMessage", "a window of %1 x %2 cells is more than a view shows"), s.rows, s.cols);
    }
    s.slabs = slabs;
    s.slabs_per_row = std::max<std::int64_t>(1, static_cast<std::int64_t>(std::ceil(std::sqrt(double(slabs)))));

    const auto row_off = axis_offsets(row, s.rows, s.block_rows, s.first_row);
    const auto col_off = axis_offsets(col, s.cols, s.block_cols, s.first_col);
    const auto slab_off = axis_offsets(slab, slabs, 1);

    // Colour keys: a divisor/modulus pair over the 1-D coordinate.
    std::int64_t key_div = 1, key_mod = 0;  // key = (coord / key_div) % key_mod; key_mod 0 means "use index"
    if (options.colour_by == ColourBy::Mode && options.component < rank) {
      for (int m = 0; m < options.component; ++m) key_div *= *checked_size(modes[static_cast<std::size_t>(m)]);
      key_mod = *checked_size(modes[static_cast<std::size_t>(options.component)]);
    } else if (options.colour_by == ColourBy::Component) {
      std::vector<std::int64_t> leaves;
      leaf_extents(l.shape, leaves);
      if (options.component < static_cast<int>(leaves.size())) {
        for (int k = 0; k < options.component; ++k) key_div *= leaves[static_cast<std::size_t>(k)];
        key_mod = leaves[static_cast<std::size_t>(options.component)];
      }
    }
    const bool operand = options.colour_by == ColourBy::Operand &&
                         static_cast<std::int64_t>(options.operand_keys.size()) == *checked_size(l);

    s.cells.resize(static_cast<std::size_t>(slabs * s.rows * s.cols));
    std::size_t pos = 0;
    for (std::int64_t k = 0; k < slabs; ++k) {
      for (std::int64_t r = 0; r < s.rows; ++r) {
        for (std::int64_t c = 0; c < s.cols; ++c, ++pos) {
          GridCell& cell = s.cells[pos];
          cell.slab = k;
          cell.row = r;
          cell.col = c;
          const std::int64_t rr = (s.first_row + r) * s.block_rows, cc = (s.first_col + c) * s.block_cols;
          cell.coord = rank == 1 ? cc : rr + s.full_rows * (cc + s.full_cols * k);
          std::int64_t index;
          if (__builtin_add_overflow(row_off[static_cast<std::size_t>(r)], col_off[static_cast<std::size_t>(c)], &index) ||
              __builtin_add_overflow(index, slab_off[static_cast<std::size_t>(k)], &index))
            fail(LL_TRANSLATABLE("CoreMessage", "the index at coordinate %1 overflows int64"), cell.coord);
          cell.index = index;
          if (operand)
            cell.key = options.operand_keys[static_cast<std::size_t>(cell.coord)];
          else if (key_mod > 0)
            cell.key = (cell.coord / key_div) % key_mod;
          else
            cell.key = index;
        }
      }
    }
    auto [mn, mx] = std::minmax_element(s.cells.begin(), s.cells.end(),
                                        [](const GridCell& a, const GridCell& b) { return a.index < b.index; });
    s.min_index = mn->index;
    s.max_index = mx->index;
    auto [kmn, kmx] = std::minmax_element(s.cells.begin(), s.cells.end(),
                                          [](const GridCell& a, const GridCell& b) { return a.key < b.key; });
    s.min_key = kmn->key;
    s.max_key = kmx->key;

    s.by_index.resize(s.cells.size());
    for (std::uint32_t i = 0; i < s.by_index.size(); ++i) s.by_index[i] = i;
    std::stable_sort(s.by_index.begin(), s.by_index.end(),
                     [&s](std::uint32_t a, std::uint32_t b) { return s.cells[a].index < s.cells[b].index; });

    s.row_weights = boundary_weights(row.extents, s.rows, s.block_rows, s.first_row, s.total_rows);
    s.col_weights = boundary_weights(col.extents, s.cols, s.block_cols, s.first_col, s.total_cols);
    for (std::int64_t r = 0; r < s.rows; ++r) s.row_labels.push_back(std::to_string((s.first_row + r) * s.block_rows));
    for (std::int64_t c = 0; c < s.cols; ++c) s.col_labels.push_back(std::to_string((s.first_col + c) * s.block_cols));
    for (std::int64_t k = 0; k < slabs && rank > 2; ++k) {
      std::string label = "(_,_";
      std::int64_t rest = k;
      for (const Layout* m : slab_modes) {
        std::int64_t n = *checked_size(*m);
        label += "," + std::to_string(rest % n);
        rest /= n;
      }
      s.slab_labels.push_back(label + ")");
    }
    return s;
  });
}

}  // namespace ll
