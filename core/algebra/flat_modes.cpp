#include "core/algebra/flat_modes.hpp"

#include <algorithm>

#include "core/algebra/detail.hpp"
#include "core/layout/print.hpp"

namespace ll::algebra_detail {

void append_flat(const IntTuple& t, FlatInts& out) {
  if (t.is_integer()) {
    out.push_back(t.integer());
    return;
  }
  if (t.is_underscore()) fail(LL_TRANSLATABLE("CoreMessage", "unexpected `_` in a layout"));
  for (const auto& e : t.children()) {
    if (e.is_integer()) {
      out.push_back(e.integer());  // the common flat case without a call
    } else {
      append_flat(e, out);
    }
  }
}

LayoutRef mode_ref(LayoutRef l, std::size_t i) {
  if (!l.shape.is_tuple()) return l;
  return LayoutRef(l.shape.children()[i], l.stride.children()[i]);
}

FlatModes flat_modes(LayoutRef l) {
  FlatModes m;
  append_flat(l.shape, m.shape);
  append_flat(l.stride, m.stride);
  if (m.shape.size() != m.stride.size())
    fail(LL_TRANSLATABLE("CoreMessage", "layout %1: shape and stride are not congruent"), to_string(l.copy()));
  return m;
}

Layout to_layout(const FlatModes& m) {
  if (m.size() == 1) return Layout{m.shape[0], m.stride[0]};
  IntTupleBuilder shape, stride;
  shape.reserve(m.size());
  stride.reserve(m.size());
  for (std::size_t i = 0; i < m.size(); ++i) {
    shape.emplace_back(m.shape[i]);
    stride.emplace_back(m.stride[i]);
  }
  return Layout{std::move(shape).build(), std::move(stride).build()};
}

FlatModes modes_between(const FlatModes& m, std::size_t begin, std::size_t end) {
  FlatModes out;
  for (std::size_t i = begin; i < end; ++i) out.push_back(m.shape[i], m.stride[i]);
  return out;
}

IntTuple shape_of(const FlatModes& m) {
  if (m.size() == 1) return m.shape[0];
  return make_int_tuple(m.shape);
}

// Walking the modes from the back (`rev` is CuTe's new layout, front = rev.back()):
//   old _1 extent            -> skip it
//   new is a single `_1`     -> replace it with the old mode
//   new front extent static and s*d == front stride provably (statically) -> merge
//   otherwise                -> prepend
FlatModes coalesce_flat(const FlatModes& m, bool keep_trailing) {
  const std::size_t n = m.size();
  if (n == 0) fail(LL_TRANSLATABLE("CoreMessage", "coalesce: the layout has no modes (rank 0)"));
  // The new layout grows at its front, so it is written from the back of `out` (front = out[f]) and
  // moved down at the end.
  FlatModes out;
  out.shape.resize_for_overwrite(n);
  out.stride.resize_for_overwrite(n);
  Int* shape = out.shape.data();
  Int* stride = out.stride.data();
  std::size_t f = n - 1;
  shape[f] = m.shape[n - 1];
  stride[f] = m.stride[n - 1];
  if (keep_trailing && is_const(shape[f], 1)) shape[f] = Int{2, true};
  for (std::size_t k = n - 1; k-- > 0;) {
    const Int s = m.shape[k], d = m.stride[k];
    if (is_const(s, 1)) continue;
    if (f == n - 1 && is_const(shape[f], 1)) {
      shape[f] = s;
      stride[f] = d;
      continue;
    }
    if (shape[f].is_static) {
      const Int sd = s * d;
      if (sd.is_static && stride[f].is_static && sd.value == stride[f].value && sd.basis == stride[f].basis) {
        shape[f] = s * shape[f];
        stride[f] = d;
        continue;
      }
    }
    --f;
    shape[f] = s;
    stride[f] = d;
  }
  if (f == n - 1 && is_const(shape[f], 1)) stride[f] = Int{0, true};
  const std::size_t kept = n - f;
  if (f > 0) {
    std::copy(shape + f, shape + n, shape);
    std::copy(stride + f, stride + n, stride);
  }
  out.shape.resize_for_overwrite(kept);
  out.stride.resize_for_overwrite(kept);
  return out;
}

FlatInts coalesce_leaves(const FlatInts& leaves) {
  FlatInts out{leaves[0]};
  for (std::size_t i = 1; i < leaves.size(); ++i) {
    const Int a = leaves[i];
    if (out.back().is_static == a.is_static) {
      out.back() = out.back() * a;
    } else {
      out.push_back(a);
    }
  }
  return out;
}

FlatModes filter_flat(LayoutRef l) {
  FlatModes m = flat_modes(l);
  for (std::size_t i = 0; i < m.size(); ++i)
    if (is_const(m.stride[i], 0)) m.shape[i] = Int{1, true};
  return coalesce_flat(m);
}

}  // namespace ll::algebra_detail
