#pragma once
// The plain-data picture of TV layouts: which threads (and which of their values) own each element of
// an M x N tile, laid out as CuTe's print_latex draws them (one grid for a TV layout; A left of C and B
// above C for a TiledMMA; source beside destination for a TiledCopy). Every painter (widget, PNG, SVG)
// and the TikZ writer read this one description.
#include <cstdint>
#include <string>
#include <vector>

#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll {

struct TvOwner {
  std::int64_t thread = 0, value = 0;
  friend bool operator==(const TvOwner&, const TvOwner&) = default;
};

struct TvCell {
  // Every (thread, value) whose TV layout maps here, in thread-major order; empty when none does.
  std::vector<TvOwner> owners;
  // TV-table panels only: the tile element this (thread, value) maps to, or -1 when outside the tile.
  std::int64_t target_row = -1, target_col = -1;
};

enum class TvPanelKind {
  Ownership,  // rows x cols = the tile (M x N); each cell lists its owners (CuTe's print_latex picture)
  TvTable,    // rows x cols = threads x values; each cell shows the tile coordinate it maps to
};

enum class TvOutlineKind { Atom, Warp };

// A rectangle of cells (inclusive bounds) around what one atom or warp owns.
struct TvOutline {
  TvOutlineKind kind = TvOutlineKind::Atom;
  std::int64_t group = 0;  // atom or warp number
  std::int64_t row0 = 0, col0 = 0, row1 = 0, col1 = 0;
};

struct TvPanel {
  TvPanelKind kind = TvPanelKind::Ownership;
  std::string name;                 // "C", "A", "B", "Src", "Dst" or "" for a lone TV layout
  std::string row_axis, col_axis;   // "m", "n", "k", or "thread", "value"
  std::int64_t rows = 0, cols = 0;
  std::int64_t top = 0, left = 0;   // position in the picture, in cells (labels sit in the gap before)
  std::vector<TvCell> cells;        // row-major, rows * cols entries
  std::vector<TvOutline> outlines;
  std::int64_t unowned = 0;         // Ownership: cells no thread owns
  std::int64_t shared = 0;          // Ownership: cells owned more than once
  std::int64_t outside = 0;         // (thread, value) pairs mapping outside the tile

  const TvCell& at(std::int64_t r, std::int64_t c) const { return cells[static_cast<std::size_t>(r * cols + c)]; }
};

struct TvScene {
  std::vector<TvPanel> panels;
  std::int64_t threads = 0;         // largest thread count of any panel
  std::int64_t rows = 0, cols = 0;  // extent of the picture in cells, panels and label gaps included
};

// Largest number of cells a scene may hold; beyond it the builders return an error instead of
// allocating (the GUI then shows a message).
constexpr std::int64_t kMaxTvSceneCells = std::int64_t{1} << 22;

// The ownership grid of `tv` ((thread, value) -> index) over `tile` ((m, n) -> index, rank 2): cell
// (m, n) lists every (t, v) with tv(t, v) == tile(m, n).
// @pre rank(tv) == 2, rank(tile) == 2, tile injective, size(tile) <= kMaxTvSceneCells
// @post rows == size<0>(tile), cols == size<1>(tile)
Result<TvPanel> make_tv_ownership_panel(const Layout& tv, const Layout& tile, std::string name = "");
// The same map drawn the other way: a threads x values table whose cell (t, v) holds tile(m, n)'s
// coordinate (m, n) with tile(m, n) == tv(t, v) (the inverse, "MN -> TV", read backwards).
Result<TvPanel> make_tv_table_panel(const Layout& tv, const Layout& tile, std::string name = "");

// Outlines around the cells owned by each group of `group_size` consecutive threads (atoms, warps).
void add_group_outlines(TvPanel& panel, std::int64_t group_size, TvOutlineKind kind);

// One panel at the origin.
TvScene make_tv_scene(TvPanel panel);
// CuTe's print_latex arrangement for an MMA: A (M x K) left of C, B (K x N) above C.
// LayoutA_TV maps to (m,k) column-major, LayoutB_TV to (n,k), LayoutC_TV to (m,n).
// @pre the TV layouts are those of one TiledMMA with tile (M,N,K)
Result<TvScene> make_mma_scene(const Layout& a_tv, const Layout& b_tv, const Layout& c_tv, std::int64_t m,
                               std::int64_t n, std::int64_t k, std::int64_t atom_threads);
// CuTe's print_latex arrangement for a copy: source TV left of destination TV over an M x N tile.
Result<TvScene> make_copy_scene(const Layout& src_tv, const Layout& dst_tv, std::int64_t m, std::int64_t n);

// The text of a cell, the same in every format: "T0\nV1"; replicated owners "T0|T32\nV1" (values
// joined the same way when they differ); "" for an unowned cell; "(m,n)" for TV-table cells.
std::string tv_cell_label(const TvPanel& panel, const TvCell& cell);
// The thread whose colour a cell takes: its first owner (TV table: its own thread); -1 when unowned.
std::int64_t tv_cell_colour_key(const TvPanel& panel, std::int64_t row, std::int64_t col);

}  // namespace ll
