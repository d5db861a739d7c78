#include "core/algebra/flat_modes.hpp"

#include "core/algebra/detail.hpp"

namespace ll::algebra_detail {

void append_flat(const IntTuple& t, FlatInts& out) {
  if (t.is_integer()) {
    out.push_back(t.integer());
    return;
  }
  if (t.is_underscore()) fail("unexpected `_` in a layout");
  for (const auto& e : t.elements()) {
    if (e.is_integer()) {
      out.push_back(e.integer());  // the common flat case without a call
    } else {
      append_flat(e, out);
    }
  }
}

LayoutRef mode_ref(LayoutRef l, std::size_t i) {
  if (!l.shape.is_tuple()) return l;
  return LayoutRef(l.shape.elements()[i], l.stride.elements()[i]);
}

FlatModes flat_modes(LayoutRef l) {
  FlatModes m;
  append_flat(l.shape, m.shape);
  append_flat(l.stride, m.stride);
  if (m.shape.size() != m.stride.size())
    fail("layout " + str(l.copy()) + ": shape and stride are not congruent");
  return m;
}

Layout to_layout(const FlatModes& m) {
  if (m.size() == 1) return Layout{m.shape[0], m.stride[0]};
  IntTupleList shape, stride;
  shape.reserve(m.size());
  stride.reserve(m.size());
  for (std::size_t i = 0; i < m.size(); ++i) {
    shape.emplace_back(m.shape[i]);
    stride.emplace_back(m.stride[i]);
  }
  return Layout{IntTuple(std::move(shape)), IntTuple(std::move(stride))};
}

IntTuple shape_of(const FlatModes& m) {
  if (m.size() == 1) return m.shape[0];
  return IntTuple(IntTupleList(m.shape.begin(), m.shape.end()));
}

// Walking the modes from the back (`rev` is CuTe's new layout, front = rev.back()):
//   old _1 extent            -> skip it
//   new is a single `_1`     -> replace it with the old mode
//   new front extent static and s*d == front stride provably (statically) -> merge
//   otherwise                -> prepend
FlatModes coalesce_flat(const FlatModes& m, bool keep_trailing) {
  const std::size_t n = m.size();
  if (n == 0) fail("coalesce: the layout has no modes (rank 0)");
  FlatModes rev;
  Int last = m.shape[n - 1];
  if (keep_trailing && is_const(last, 1)) last = Int{2, true};
  rev.push_back(last, m.stride[n - 1]);
  for (std::size_t k = n - 1; k-- > 0;) {
    const Int s = m.shape[k], d = m.stride[k];
    if (is_const(s, 1)) continue;
    if (rev.size() == 1 && is_const(rev.shape[0], 1)) {
      rev.shape[0] = s;
      rev.stride[0] = d;
      continue;
    }
    Int& front_shape = rev.shape.back();
    Int& front_stride = rev.stride.back();
    if (front_shape.is_static) {
      const Int sd = mul(s, d);
      if (sd.is_static && front_stride.is_static && sd.value == front_stride.value) {
        front_shape = mul(s, front_shape);
        front_stride = d;
        continue;
      }
    }
    rev.push_back(s, d);
  }
  if (rev.size() == 1 && is_const(rev.shape[0], 1)) rev.stride[0] = Int{0, true};
  FlatModes out;
  for (std::size_t k = rev.size(); k-- > 0;) out.push_back(rev.shape[k], rev.stride[k]);
  return out;
}

FlatInts coalesce_leaves(const FlatInts& leaves) {
  FlatInts out{leaves[0]};
  for (std::size_t i = 1; i < leaves.size(); ++i) {
    const Int a = leaves[i];
    if (out.back().is_static == a.is_static) {
      out.back() = mul(out.back(), a);
    } else {
      out.push_back(a);
    }
  }
  return out;
}

void append_compact(const FlatInts& shape, Int current, FlatModes& out) {
  for (const Int& s : shape) {
    if (is_const(s, 1)) {
      out.push_back(s, Int{0, true});
    } else {
      out.push_back(s, current);
      current = mul(current, s);  // as compact_major does, also after the last extent (it may overflow)
    }
  }
}

FlatModes filter_flat(LayoutRef l) {
  FlatModes m = flat_modes(l);
  for (std::size_t i = 0; i < m.size(); ++i)
    if (is_const(m.stride[i], 0)) m.shape[i] = Int{1, true};
  return coalesce_flat(m);
}

std::string ModePath::str() const {
  std::string out;
  for (std::size_t i = 0; i < indices_.size(); ++i) {
    if (i) out += ',';
    out += std::to_string(indices_[i]);
  }
  return out;
}

}  // namespace ll::algebra_detail
