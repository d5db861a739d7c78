#pragma once
// CuTe's Layout: a pair of congruent IntTuples, shape and stride, read as a function from
// coordinates to indices.
#include "core/layout/int_tuple.hpp"

namespace ll {

struct Layout {
  IntTuple shape;
  IntTuple stride;
  friend bool operator==(const Layout&, const Layout&) = default;
};

}  // namespace ll

namespace ll {

// CuTe's size: the product of all extents. @pre t holds integers only
std::int64_t size(const IntTuple& t);
inline std::int64_t size(const Layout& l) { return size(l.shape); }
// The index of 1-D coordinate `coord` (colexicographic, as CuTe's Layout::operator()(int)).
// @pre 0 <= coord < size(l)
std::int64_t evaluate(const Layout& l, std::int64_t coord);

}  // namespace ll
