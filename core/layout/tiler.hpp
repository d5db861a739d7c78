#pragma once
// CuTe's Tiler: what composition, the divides and the products accept on their right: a Layout, an
// integer n (a shape used as a tiler, meaning make_layout(n)), `_` (keep the mode), or a tuple of
// Tilers applied mode by mode. A Shape such as `(_3,_8)` is the tuple of integer tilers <_3,_8>.
#include <variant>
#include <vector>

#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"

namespace ll {

struct Tiler {
  std::variant<Layout, Int, Underscore, std::vector<Tiler>> node;

  Tiler() : node(std::vector<Tiler>{}) {}
  Tiler(Layout l) : node(std::move(l)) {}
  Tiler(Int i) : node(i) {}
  Tiler(Underscore u) : node(u) {}
  Tiler(std::vector<Tiler> modes) : node(std::move(modes)) {}
  // A shape as a tiler: each integer is a tile size, tuples recurse.
  Tiler(const IntTuple& shape) {
    if (shape.is_integer()) {
      node = shape.integer();
    } else if (shape.is_underscore()) {
      node = Underscore{};
    } else {
      std::vector<Tiler> modes;
      modes.reserve(shape.rank());
      for (const IntTuple& e : shape.children()) modes.emplace_back(e);
      node = std::move(modes);
    }
  }

  bool is_layout() const { return node.index() == 0; }
  bool is_integer() const { return node.index() == 1; }
  bool is_underscore() const { return node.index() == 2; }
  bool is_tuple() const { return node.index() == 3; }
  const Layout& layout() const { return std::get<0>(node); }
  const Int& integer() const { return std::get<1>(node); }
  const std::vector<Tiler>& modes() const { return std::get<3>(node); }
  std::size_t rank() const { return is_tuple() ? modes().size() : 1; }

  friend bool operator==(const Tiler&, const Tiler&) = default;
};

}  // namespace ll
