#include "core/algebra/nullspace.hpp"

#include "core/layout/int_tuple.hpp"

namespace ll {
namespace {
Layout no_nullspace() { return Layout{IntTuple(Int{1, true}), IntTuple(Int{0, true})}; }  // Layout<_1,_0>
}  // namespace

Layout nullspace(const Layout& l) {
  const IntTuple flat_shape = flatten_to_tuple(l.shape);
  const IntTuple flat_stride = flatten_to_tuple(l.stride);
  const IntTuple rstride = flatten_to_tuple(compact_col_major(flat_shape));
  IntTupleBuilder shape, stride;
  for (std::size_t i = 0; i < flat_stride.rank(); ++i) {
    const IntTuple& s = flat_stride[i];
    if (s.is_integer() && s.integer().is_static && !s.integer().is_scaled_basis() && s.integer().value == 0) {
      shape.push_back(flat_shape[i]);
      stride.push_back(rstride[i]);
    }
  }
  if (shape.empty()) return no_nullspace();
  // CuTe's unwrap: one selected mode is the layout of that mode, not a rank-1 tuple
  IntTuple sh = std::move(shape).build(), st = std::move(stride).build();
  if (sh.rank() == 1) return Layout{sh[0], st[0]};
  return Layout{std::move(sh), std::move(st)};
}

Layout nullspace(const ComposedLayout&) { return no_nullspace(); }

}  // namespace ll
