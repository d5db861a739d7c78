#pragma once
// The plain-data picture of a layout's grid: which cell shows which coordinate and index. Every painter
// (widget, PNG, SVG, TikZ) reads this one description, so they never disagree.
#include <cstdint>
#include <string>
#include <vector>

#include "core/layout/layout.hpp"

namespace ll {

struct GridCell {
  std::int64_t row = 0, col = 0;  // position in the grid
  std::int64_t index = 0;         // the layout's value at this coordinate
};

struct GridScene {
  std::int64_t rows = 0, cols = 0;
  std::vector<GridCell> cells;  // row-major, rows * cols entries
  std::vector<std::string> row_labels, col_labels;
  std::int64_t max_index = 0;  // for colour keys

  const GridCell& at(std::int64_t r, std::int64_t c) const { return cells[r * cols + c]; }
};

// Rank-1 layouts become one row; rank-2 an M x N grid over modes 0 and 1 (each mode's hierarchical
// coordinate flattened colexicographically, as CuTe's print_layout does).
// @pre rank(l.shape) <= 2 and size(l) fits in memory (callers cap it)
GridScene make_grid_scene(const Layout& l);

}  // namespace ll
