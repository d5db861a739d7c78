#include "core/scene/tv_scene.hpp"

#include <algorithm>
#include <unordered_map>

namespace ll {
namespace {

struct Modes {
  Layout first, second;
  std::int64_t size0 = 0, size1 = 0;
};

// `rank_error`: the message's template, "... must be rank 2, got rank %1".
Modes split_rank2(const Layout& l, const char* rank_error) {
  if (!l.shape.is_tuple() || l.shape.rank() != 2)
    fail(rank_error, l.shape.rank());
  Modes m{Layout{l.shape[0], l.stride[0]}, Layout{l.shape[1], l.stride[1]}, 0, 0};
  m.size0 = size(m.first);
  m.size1 = size(m.second);
  return m;
}

// `too_many`: the message's template, "...: %1 x %2 cells are more than the %3 a picture can hold".
void check_cells(std::int64_t rows, std::int64_t cols, const char* too_many) {
  if (rows <= 0 || cols <= 0 || rows > kMaxTvSceneCells / cols)
    fail(too_many, rows, cols, kMaxTvSceneCells);
}

// index -> cell (row-major position) of an injective rank-2 tile layout.
std::unordered_map<std::int64_t, std::int64_t> invert_tile(const Modes& tile) {
  std::unordered_map<std::int64_t, std::int64_t> where;
  where.reserve(static_cast<std::size_t>(tile.size0 * tile.size1));
  for (std::int64_t c = 0; c < tile.size1; ++c) {
    const std::int64_t col_offset = evaluate(tile.second, c);
    for (std::int64_t r = 0; r < tile.size0; ++r) {
      const std::int64_t index = evaluate(tile.first, r) + col_offset;
      if (!where.emplace(index, r * tile.size1 + c).second)
        fail(LL_TRANSLATABLE("CoreMessage", "TV picture: the tile layout is not injective (index %1 appears twice)"), index);
    }
  }
  return where;
}

}  // namespace

Result<TvPanel> make_tv_ownership_panel(const Layout& tv, const Layout& tile, std::string name) {
  return attempt([&] {
    const Modes t = split_rank2(tv, LL_TRANSLATABLE("CoreMessage", "TV layout must be rank 2, got rank %1"));
    const Modes g = split_rank2(tile, LL_TRANSLATABLE("CoreMessage", "tile layout must be rank 2, got rank %1"));
    check_cells(g.size0, g.size1, LL_TRANSLATABLE("CoreMessage", "TV picture: %1 x %2 cells are more than the %3 a picture can hold"));
    check_cells(t.size0, t.size1, LL_TRANSLATABLE("CoreMessage", "TV layout: %1 x %2 cells are more than the %3 a picture can hold"));
    TvPanel p;
    p.kind = TvPanelKind::Ownership;
    p.name = std::move(name);
    p.rows = g.size0;
    p.cols = g.size1;
    p.cells.resize(static_cast<std::size_t>(p.rows * p.cols));
    const auto where = invert_tile(g);
    for (std::int64_t thread = 0; thread < t.size0; ++thread) {
      const std::int64_t thread_offset = evaluate(t.first, thread);
      for (std::int64_t value = 0; value < t.size1; ++value) {
        const auto it = where.find(thread_offset + evaluate(t.second, value));
        if (it == where.end()) {
          ++p.outside;
          continue;
        }
        p.cells[static_cast<std::size_t>(it->second)].owners.push_back({thread, value});
      }
    }
    for (const auto& cell : p.cells) {
      if (cell.owners.empty()) ++p.unowned;
      if (cell.owners.size() > 1) ++p.shared;
    }
    return p;
  });
}

Result<TvPanel> make_tv_table_panel(const Layout& tv, const Layout& tile, std::string name) {
  return attempt([&] {
    const Modes t = split_rank2(tv, LL_TRANSLATABLE("CoreMessage", "TV layout must be rank 2, got rank %1"));
    const Modes g = split_rank2(tile, LL_TRANSLATABLE("CoreMessage", "tile layout must be rank 2, got rank %1"));
    check_cells(t.size0, t.size1, LL_TRANSLATABLE("CoreMessage", "TV table: %1 x %2 cells are more than the %3 a picture can hold"));
    check_cells(g.size0, g.size1, LL_TRANSLATABLE("CoreMessage", "TV picture: %1 x %2 cells are more than the %3 a picture can hold"));
    TvPanel p;
    p.kind = TvPanelKind::TvTable;
    p.name = std::move(name);
    p.row_axis = "thread";
    p.col_axis = "value";
    p.rows = t.size0;
    p.cols = t.size1;
    p.cells.resize(static_cast<std::size_t>(p.rows * p.cols));
    const auto where = invert_tile(g);
    for (std::int64_t thread = 0; thread < t.size0; ++thread) {
      const std::int64_t thread_offset = evaluate(t.first, thread);
      for (std::int64_t value = 0; value < t.size1; ++value) {
        TvCell& cell = p.cells[static_cast<std::size_t>(thread * p.cols + value)];
        cell.owners.push_back({thread, value});
        const auto it = where.find(thread_offset + evaluate(t.second, value));
        if (it == where.end()) {
          ++p.outside;
          continue;
        }
        cell.target_row = it->second / g.size1;
        cell.target_col = it->second % g.size1;
      }
    }
    return p;
  });
}

void add_group_outlines(TvPanel& panel, std::int64_t group_size, TvOutlineKind kind) {
  if (group_size <= 0 || panel.kind != TvPanelKind::Ownership) return;
  std::vector<TvOutline> boxes;
  for (std::int64_t r = 0; r < panel.rows; ++r) {
    for (std::int64_t c = 0; c < panel.cols; ++c) {
      for (const auto& owner : panel.at(r, c).owners) {
        const std::int64_t group = owner.thread / group_size;
        auto it = std::find_if(boxes.begin(), boxes.end(), [&](const TvOutline& o) { return o.group == group; });
        if (it == boxes.end()) {
          boxes.push_back({kind, group, r, c, r, c});
        } else {
          it->row0 = std::min(it->row0, r);
          it->col0 = std::min(it->col0, c);
          it->row1 = std::max(it->row1, r);
          it->col1 = std::max(it->col1, c);
        }
      }
    }
  }
  // A box per group only helps when groups occupy separate rectangles; replicated owners (a B tile
  // shared by every atom along M) make all boxes the whole panel, which says nothing: keep one.
  std::sort(boxes.begin(), boxes.end(), [](const TvOutline& a, const TvOutline& b) { return a.group < b.group; });
  std::vector<TvOutline> distinct;
  for (const auto& b : boxes) {
    const bool repeat = std::any_of(distinct.begin(), distinct.end(), [&](const TvOutline& o) {
      return o.row0 == b.row0 && o.col0 == b.col0 && o.row1 == b.row1 && o.col1 == b.col1;
    });
    if (!repeat) distinct.push_back(b);
  }
  panel.outlines.insert(panel.outlines.end(), distinct.begin(), distinct.end());
}

TvScene make_tv_scene(TvPanel panel) {
  TvScene s;
  panel.top = 1;   // one cell of room for the column labels
  panel.left = 1;  // and for the row labels
  s.threads = panel.kind == TvPanelKind::TvTable ? panel.rows : 0;
  for (const auto& cell : panel.cells)
    for (const auto& o : cell.owners) s.threads = std::max(s.threads, o.thread + 1);
  s.rows = panel.top + panel.rows;
  s.cols = panel.left + panel.cols;
  s.panels.push_back(std::move(panel));
  return s;
}

namespace {
std::int64_t count_threads(const TvPanel& p) {
  std::int64_t n = 0;
  for (const auto& cell : p.cells)
    for (const auto& o : cell.owners) n = std::max(n, o.thread + 1);
  return n;
}
Layout col_major(std::int64_t rows, std::int64_t cols) {
  return Layout{IntTuple{dynamic_int(rows), dynamic_int(cols)}, IntTuple{dynamic_int(1), dynamic_int(rows)}};
}
Layout row_major(std::int64_t rows, std::int64_t cols) {
  return Layout{IntTuple{dynamic_int(rows), dynamic_int(cols)}, IntTuple{dynamic_int(cols), dynamic_int(1)}};
}
}  // namespace

Result<TvScene> make_mma_scene(const Layout& a_tv, const Layout& b_tv, const Layout& c_tv, std::int64_t m,
                               std::int64_t n, std::int64_t k, std::int64_t atom_threads) {
  if (m <= 0 || n <= 0 || k <= 0) return error_of(LL_TRANSLATABLE("CoreMessage", "MMA picture: the tile (M,N,K) must be positive"));
  auto c = make_tv_ownership_panel(c_tv, col_major(m, n), "C");
  if (!c) return c.failure();
  auto a = make_tv_ownership_panel(a_tv, col_major(m, k), "A");
  if (!a) return a.failure();
  // B's TV layout maps to (n,k) column-major; drawn K rows x N columns above C, that is row-major.
  auto b = make_tv_ownership_panel(b_tv, row_major(k, n), "B");
  if (!b) return b.failure();
  TvPanel pa = std::move(a).value(), pb = std::move(b).value(), pc = std::move(c).value();
  pa.row_axis = "m", pa.col_axis = "k";
  pb.row_axis = "k", pb.col_axis = "n";
  pc.row_axis = "m", pc.col_axis = "n";
  // One cell of label room before each grid, and one between A and C (and B and C).
  pb.top = 1, pb.left = k + 2;
  pa.top = k + 2, pa.left = 1;
  pc.top = k + 2, pc.left = k + 2;
  for (TvPanel* p : {&pa, &pb, &pc}) {
    add_group_outlines(*p, atom_threads, TvOutlineKind::Atom);
    if (atom_threads != 32) add_group_outlines(*p, 32, TvOutlineKind::Warp);
  }
  TvScene s;
  s.threads = std::max({count_threads(pa), count_threads(pb), count_threads(pc)});
  s.rows = k + 2 + m;
  s.cols = k + 2 + n;
  s.panels = {std::move(pc), std::move(pa), std::move(pb)};
  return s;
}

Result<TvScene> make_copy_scene(const Layout& src_tv, const Layout& dst_tv, std::int64_t m, std::int64_t n) {
  if (m <= 0 || n <= 0) return error_of(LL_TRANSLATABLE("CoreMessage", "copy picture: the tile (M,N) must be positive"));
  auto src = make_tv_ownership_panel(src_tv, col_major(m, n), "Src");
  if (!src) return src.failure();
  auto dst = make_tv_ownership_panel(dst_tv, col_major(m, n), "Dst");
  if (!dst) return dst.failure();
  TvPanel ps = std::move(src).value(), pd = std::move(dst).value();
  ps.row_axis = pd.row_axis = "m";
  ps.col_axis = pd.col_axis = "n";
  ps.top = pd.top = 1;
  ps.left = 1;
  pd.left = n + 3;  // CuTe's print_latex_copy puts the destination N+3 columns right
  TvScene s;
  s.threads = std::max(count_threads(ps), count_threads(pd));
  s.rows = 1 + m;
  s.cols = n + 3 + n;
  s.panels = {std::move(ps), std::move(pd)};
  return s;
}

std::string tv_cell_label(const TvPanel& panel, const TvCell& cell) {
  if (panel.kind == TvPanelKind::TvTable) {
    if (cell.target_row < 0) return "-";
    return "(" + std::to_string(cell.target_row) + "," + std::to_string(cell.target_col) + ")";
  }
  if (cell.owners.empty()) return "";
  std::string threads, values;
  bool same_value = true;
  for (const auto& o : cell.owners) {
    if (!threads.empty()) threads += "|", values += "|";
    threads += "T" + std::to_string(o.thread);
    values += "V" + std::to_string(o.value);
    same_value = same_value && o.value == cell.owners.front().value;
  }
  return threads + "\n" + (same_value ? "V" + std::to_string(cell.owners.front().value) : values);
}

std::int64_t tv_cell_colour_key(const TvPanel& panel, std::int64_t row, std::int64_t col) {
  const TvCell& cell = panel.at(row, col);
  return cell.owners.empty() ? -1 : cell.owners.front().thread;
}

}  // namespace ll
