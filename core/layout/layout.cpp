#include "core/layout/layout.hpp"

namespace ll {

std::int64_t size(const IntTuple& t) {
  if (t.is_integer()) return t.integer().value;
  std::int64_t n = 1;
  for (const auto& e : t.elements()) n *= size(e);
  return n;
}

static std::int64_t evaluate_mode(const IntTuple& shape, const IntTuple& stride, std::int64_t& coord) {
  if (shape.is_integer()) {
    std::int64_t extent = shape.integer().value;
    std::int64_t here = coord % extent;
    coord /= extent;
    return here * stride.integer().value;
  }
  std::int64_t index = 0;
  for (std::size_t i = 0; i < shape.rank(); ++i) index += evaluate_mode(shape[i], stride[i], coord);
  return index;
}

std::int64_t evaluate(const Layout& l, std::int64_t coord) { return evaluate_mode(l.shape, l.stride, coord); }

}  // namespace ll
