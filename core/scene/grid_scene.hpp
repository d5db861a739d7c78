#pragma once
// The plain-data picture of a layout's grid: which cell shows which coordinate and index, which lines are
// hierarchical mode boundaries, what drives each axis, and each cell's colour key. Every painter (widget,
// PNG, SVG, --screenshot) reads this one description, so they never disagree.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll {

// What a cell's colour stands for.
enum class ColourBy {
  Index,      // the layout's value at the cell
  Mode,       // the cell's 1-D coordinate within top-level mode `component`
  Component,  // the cell's coordinate in flat (leaf) mode `component`
  Operand,    // a key supplied by the caller (e.g. which tile of a divide the cell came from)
};

// What a cell's label shows.
enum class CellLabel { Index, Coord1D, NaturalCoord };

// Part of the picture of a rank <= 2 layout, in blocks of block × block cells: rows [first_row,
// first_row + rows) and columns [first_col, first_col + cols) of that block grid. A view zoomed in on a
// huge layout asks for what it shows (and a margin), so a scene costs what is on screen.
struct SceneWindow {
  std::int64_t block = 1;
  std::int64_t first_row = 0, first_col = 0, rows = 0, cols = 0;
  friend bool operator==(const SceneWindow&, const SceneWindow&) = default;
};

struct SceneOptions {
  ColourBy colour_by = ColourBy::Index;
  int component = 0;                   // for ColourBy::Mode / Component
  std::vector<std::int64_t> operand_keys;  // for ColourBy::Operand: one key per 1-D coordinate
  std::vector<std::string> mode_names;     // user names of the top-level modes, shown in the legend
  std::optional<SceneWindow> window;       // only this part of the picture (rank <= 2), max_cells ignored
};

struct GridCell {
  std::int64_t slab = 0, row = 0, col = 0;  // position: slab (modes 2.. of a rank>2 layout), row, column
  std::int64_t coord = 0;                   // the 1-D (colexicographic) coordinate
  std::int64_t index = 0;                   // the layout's value at this coordinate
  std::int64_t key = 0;                     // colour key (see ColourBy)
};

struct GridScene {
  Layout layout;                     // the layout pictured (for natural coordinates)
  // A coordinate layout (scaled-basis strides, make_identity_layout): each cell's index is the rank of its
  // coordinate in this coshape (colexicographic), and its Index label is the coordinate, idx2crd(index, it).
  std::optional<IntTuple> coordinate_shape;
  std::int64_t rows = 0, cols = 0;   // extent of one slab
  std::int64_t slabs = 1;            // rank > 2: one slab per coordinate of modes 2.., as print_tensor
  std::int64_t slabs_per_row = 1;    // how slabs are arranged on the page
  std::vector<GridCell> cells;       // slab-major, then row-major: (slab * rows + row) * cols + col
  std::vector<std::string> row_labels, col_labels, slab_labels;
  // Boundary weight of the line before row/column i (size rows+1 / cols+1): 0 an ordinary line, k > 0 a
  // line where k levels of the axis mode's hierarchy wrap (drawn thicker).
  std::vector<int> row_weights, col_weights;
  // Which mode drives each axis (the legend): rows are mode 0, columns mode 1 (a rank-1 layout's
  // single mode runs along the columns), slabs modes 2.. .
  struct Axis {
    int mode = -1;             // first top-level mode on this axis, -1 when the axis is unused
    int last_mode = -1;        // last mode (slabs span modes 2..rank-1)
    std::string layout_text;   // CuTe text of the sub-layout driving the axis, e.g. "(2,4):(1,8)"
    std::string name;          // the user's name for the mode, if any
  };
  Axis row_axis, col_axis, slab_axis;
  std::int64_t min_index = 0, max_index = 0;
  std::int64_t min_key = 0, max_key = 0;
  std::vector<std::uint32_t> by_index;  // cell positions sorted by index: all cells sharing an index
  // Aggregated pictures of huge layouts: each cell stands for a block of block_rows x block_cols cells
  // and shows the block's first cell.
  std::int64_t block_rows = 1, block_cols = 1;
  std::int64_t full_rows = 0, full_cols = 0;
  // A windowed scene (SceneOptions::window) holds rows x cols cells of a picture of total_rows x
  // total_cols, starting at (first_row, first_col): cell (r, c) is drawn at (first_row + r, first_col + c).
  // Labels, weights and cells describe the window only. Without a window, total == rows/cols and first == 0.
  std::int64_t first_row = 0, first_col = 0;
  std::int64_t total_rows = 0, total_cols = 0;

  bool aggregated() const { return block_rows > 1 || block_cols > 1; }
  // The whole picture's extent in scene cells (a scene built by hand, without totals, is its own picture).
  std::int64_t picture_rows() const { return std::max(total_rows, first_row + rows); }
  std::int64_t picture_cols() const { return std::max(total_cols, first_col + cols); }
  bool windowed() const { return picture_rows() != rows || picture_cols() != cols; }
  std::size_t position(std::int64_t slab, std::int64_t r, std::int64_t c) const {
    return static_cast<std::size_t>((slab * rows + r) * cols + c);
  }
  const GridCell& at(std::int64_t r, std::int64_t c) const { return cells[position(0, r, c)]; }
  const GridCell& at(std::int64_t slab, std::int64_t r, std::int64_t c) const { return cells[position(slab, r, c)]; }
  // Positions (into cells) of every cell whose index equals `index`.
  std::vector<std::uint32_t> cells_with_index(std::int64_t index) const;
};

// Beyond this many cells a scene is aggregated (see make_grid_scene).
constexpr std::int64_t kMaxSceneCells = 1 << 20;

// Rank-1 layouts become one row; rank-2 an M x N grid over modes 0 and 1 (each mode's hierarchical
// coordinate flattened colexicographically, as CuTe's print_layout does); rank > 2 a sequence of M x N
// slabs, one per 1-D coordinate of modes 2.. (as print_tensor). Layouts of more than `max_cells` cells
// are drawn aggregated: blocks of cells, each showing its first cell.
// @pre l's shape holds integers only; a negative extent (as CuTe prints some) is an error: no cells
// @post cells.size() == slabs * rows * cols <= max_cells; every index is l(coord) or an error when an
//       index overflows int64
Result<GridScene> make_grid_scene(const Layout& l, const SceneOptions& options = {},
                                  std::int64_t max_cells = kMaxSceneCells);

// CuTe's idx2crd for a colexicographic 1-D coordinate: the natural (hierarchical) coordinate in `shape`.
// @pre 0 <= coord < size(shape)
IntTuple natural_coord(const IntTuple& shape, std::int64_t coord);

// The text a cell shows under `label`: "12", or the natural coordinate "(1,(0,2))".
std::string cell_label_text(const GridScene& scene, const GridCell& cell, CellLabel label);

// The number of coordinates of l, or nullopt when it does not fit in int64.
std::optional<std::int64_t> checked_size(const Layout& l);

// Number of leaf (flat) modes of a shape, for ColourBy::Component choices.
std::size_t leaf_count(const IntTuple& shape);

}  // namespace ll
