#include "core/scene/grid_scene.hpp"

#include <algorithm>

namespace ll {

GridScene make_grid_scene(const Layout& l) {
  GridScene s;
  // A rank-1 layout is a row: one row of size(l) columns, read as a rank-2 layout 1 x N.
  Layout rows_mode{IntTuple(Int{1, true}), IntTuple(Int{0, true})};
  Layout cols_mode = l;
  if (l.shape.is_tuple() && l.shape.rank() == 2) {
    rows_mode = Layout{l.shape[0], l.stride[0]};
    cols_mode = Layout{l.shape[1], l.stride[1]};
  }
  s.rows = size(rows_mode);
  s.cols = size(cols_mode);
  s.cells.reserve(static_cast<std::size_t>(s.rows * s.cols));
  for (std::int64_t r = 0; r < s.rows; ++r) {
    std::int64_t row_offset = evaluate(rows_mode, r);
    for (std::int64_t c = 0; c < s.cols; ++c) {
      GridCell cell{r, c, row_offset + evaluate(cols_mode, c)};
      s.max_index = std::max(s.max_index, cell.index);
      s.cells.push_back(cell);
    }
  }
  for (std::int64_t r = 0; r < s.rows; ++r) s.row_labels.push_back(std::to_string(r));
  for (std::int64_t c = 0; c < s.cols; ++c) s.col_labels.push_back(std::to_string(c));
  return s;
}

}  // namespace ll
