#pragma once
// Edits of a layout's mode tree, as the GUI's card offers them: change one extent or stride, group
// neighbouring modes, flatten a group, reorder modes, split a mode by a divisor. Each returns the new
// layout, or an error naming the violated condition; the input is never changed.
// A ModePath addresses a mode from the top: {} the whole layout, {1} mode 1, {1,0} mode 0 of mode 1.
// A layout whose shape is a plain integer is treated as the rank-1 tuple of that one mode.
#include <cstddef>
#include <string>
#include <vector>

#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll {

using ModePath = std::vector<std::size_t>;

std::string to_string(const ModePath& path);  // "1,0"

// @pre path names a mode of l
Result<Layout> mode_at(const Layout& l, const ModePath& path);
// @pre path names a leaf (integer) mode; extent > 0
Result<Layout> set_extent(const Layout& l, const ModePath& path, Int extent);
// @pre path names a leaf (integer) mode
Result<Layout> set_stride(const Layout& l, const ModePath& path, Int stride);
// Group modes [first, last] of the tuple at `parent` into one mode (CuTe's group<first, last+1> at the top).
// @pre first <= last < rank(mode_at(parent))
// @post size and function unchanged; rank(parent) shrinks by last - first
Result<Layout> group_modes(const Layout& l, const ModePath& parent, std::size_t first, std::size_t last);
// Replace the tuple mode at `path` by its elements, spliced into its parent (one level of CuTe's flatten).
// @pre path is non-empty and names a tuple mode
Result<Layout> flatten_mode(const Layout& l, const ModePath& path);
// Move mode `from` of the tuple at `parent` so that it ends up at position `to` (a permutation; CuTe's
// select<...> at the top level). @pre from, to < rank(mode_at(parent))
Result<Layout> move_mode(const Layout& l, const ModePath& parent, std::size_t from, std::size_t to);
// Split the leaf s:d into (q, s/q):(d, q*d), e.g. 8:1 by 2 -> (2,4):(1,2). Staticness: q as given; s/q
// and q*d are static when both of their operands are.
// @pre path names a leaf; q > 0 divides s
Result<Layout> split_mode(const Layout& l, const ModePath& path, Int divisor);

// The CuTe / `layoutlab-cli eval` expression of a top-level edit applied to a variable `name`
// ("group<0,2>(A)", "select<1,0>(A)"); empty when the edit has no one-call form (nested edits).
std::string group_modes_expression(const std::string& name, const ModePath& parent, std::size_t first,
                                   std::size_t last);
std::string move_mode_expression(const std::string& name, std::size_t rank, const ModePath& parent,
                                 std::size_t from, std::size_t to);

}  // namespace ll
