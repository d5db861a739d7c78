#include "core/algebra/coalesce.hpp"

#include <algorithm>

#include "core/algebra/detail.hpp"
#include "core/algebra/internal.hpp"

namespace ll {
namespace algebra_detail {

// CuTe's detail::bw_coalesce, walking the flat modes from the back. `modes` is built reversed
// (front of CuTe's new layout = back of the vector).
//   old _1 extent            -> skip it
//   new is a single `_1`     -> replace it with the old mode
//   new front extent static and s*d == front stride provably (statically) -> merge
//   otherwise                -> prepend
static Layout bw_coalesce(const IntList& shape, const IntList& stride, Int last_shape,
                          Int last_stride) {
  IntList ns{last_shape}, nd{last_stride};
  for (std::size_t k = shape.size() - 1; k-- > 0;) {
    const Int s = shape[k], d = stride[k];
    if (is_const(s, 1)) continue;
    if (ns.size() == 1 && is_const(ns[0], 1)) {
      ns[0] = s;
      nd[0] = d;
      continue;
    }
    Int& front_shape = ns.back();
    Int& front_stride = nd.back();
    if (front_shape.is_static) {
      Int sd = mul(s, d);
      if (sd.is_static && front_stride.is_static && sd.value == front_stride.value) {
        front_shape = mul(s, front_shape);
        front_stride = d;
        continue;
      }
    }
    ns.push_back(s);
    nd.push_back(d);
  }
  if (ns.size() == 1) {
    if (is_const(ns[0], 1)) return Layout{Int{1, true}, Int{0, true}};
    return Layout{ns[0], nd[0]};
  }
  IntTupleList rs, rd;
  rs.reserve(ns.size());
  rd.reserve(ns.size());
  for (std::size_t k = ns.size(); k-- > 0;) {
    rs.emplace_back(ns[k]);
    rd.emplace_back(nd[k]);
  }
  return Layout{IntTuple(std::move(rs)), IntTuple(std::move(rd))};
}

Layout coalesce_impl(const Layout& l) {
  IntList shape, stride;
  flat_leaves(l.shape, shape);
  flat_leaves(l.stride, stride);
  if (shape.empty()) fail("coalesce: the layout has no modes (rank 0)");
  return bw_coalesce(shape, stride, shape.back(), stride.back());
}

Layout coalesce_x(const Layout& l) {
  IntList shape, stride;
  flat_leaves(l.shape, shape);
  flat_leaves(l.stride, stride);
  if (shape.empty()) fail("coalesce: the layout has no modes (rank 0)");
  // A trailing `_1` becomes `_2` so its stride survives: the function stays right outside the domain.
  Int last = is_const(shape.back(), 1) ? Int{2, true} : shape.back();
  return bw_coalesce(shape, stride, last, stride.back());
}

Layout coalesce_profile(const Layout& l, const IntTuple& profile, const char* op, Layout (*leaf)(const Layout&)) {
  if (!profile.is_tuple()) return leaf(l);
  const std::size_t r = lrank(l);
  if (profile.rank() > r)
    fail(std::string(op) + ": profile " + str(profile) + " has more modes (" + std::to_string(profile.rank()) +
         ") than the layout " + str(l) + " (" + std::to_string(r) + ")");
  std::vector<Layout> modes;
  modes.reserve(r);
  for (std::size_t i = 0; i < r; ++i) {
    Layout m = mode(l, i);
    modes.push_back(i < profile.rank() ? coalesce_profile(m, profile[i], op, leaf) : m);
  }
  return make_layout_of(std::move(modes));
}

IntTuple coalesce_shape(const IntTuple& shape) {
  if (shape.is_integer()) return shape;
  IntTupleList flat;
  flatten_into(shape, flat);
  if (flat.empty()) fail("coalesce: the shape has no modes");
  // fold_first: start from the first element (an integer); merge equal staticness into the back.
  IntList out{flat[0].integer()};
  for (std::size_t i = 1; i < flat.size(); ++i) {
    Int a = flat[i].integer();
    if (out.back().is_static == a.is_static) {
      out.back() = mul(out.back(), a);
    } else {
      out.push_back(a);
    }
  }
  if (out.size() == 1) return out[0];
  IntTupleList r(out.begin(), out.end());
  return IntTuple(std::move(r));
}

static IntTuple filter_zeros_shape(const IntTuple& stride, const IntTuple& shape) {
  if (stride.is_tuple()) {
    IntTupleList out;
    out.reserve(stride.rank());
    for (std::size_t i = 0; i < stride.rank(); ++i) out.push_back(filter_zeros_shape(stride[i], shape[i]));
    return IntTuple(std::move(out));
  }
  if (is_const(stride, 0)) return Int{1, true};
  return shape;
}

Layout filter_zeros_impl(const Layout& l) { return Layout{filter_zeros_shape(l.stride, l.shape), l.stride}; }

Layout filter_impl(const Layout& l) { return coalesce_impl(filter_zeros_impl(l)); }

}  // namespace algebra_detail

using namespace algebra_detail;

namespace throwing {
Layout coalesce(const Layout& l) {
  check_layout(l, "coalesce", "layout");
  return coalesce_impl(l);
}
Layout coalesce(const Layout& l, const IntTuple& profile) {
  check_layout(l, "coalesce", "layout");
  return coalesce_profile(l, profile, "coalesce", coalesce_impl);
}
IntTuple coalesce(const IntTuple& shape) {
  check_shape(shape, "coalesce", "shape");
  return coalesce_shape(shape);
}
Layout filter_zeros(const Layout& l) {
  check_layout(l, "filter_zeros", "layout");
  return filter_zeros_impl(l);
}
Layout filter(const Layout& l) {
  check_layout(l, "filter", "layout");
  return filter_impl(l);
}
Layout filter(const Layout& l, const IntTuple& profile) {
  check_layout(l, "filter", "layout");
  return coalesce_profile(l, profile, "filter", filter_impl);
}
}  // namespace throwing

Result<Layout> coalesce(const Layout& l) {
  return attempt_op("coalesce", [&] { return throwing::coalesce(l); });
}
Result<Layout> coalesce(const Layout& l, const IntTuple& profile) {
  return attempt_op("coalesce", [&] { return throwing::coalesce(l, profile); });
}
Result<IntTuple> coalesce(const IntTuple& shape) {
  return attempt_op("coalesce", [&] { return throwing::coalesce(shape); });
}
Result<Layout> filter_zeros(const Layout& l) {
  return attempt_op("filter_zeros", [&] { return throwing::filter_zeros(l); });
}
Result<Layout> filter(const Layout& l) {
  return attempt_op("filter", [&] { return throwing::filter(l); });
}
Result<Layout> filter(const Layout& l, const IntTuple& profile) {
  return attempt_op("filter", [&] { return throwing::filter(l, profile); });
}

}  // namespace ll
