#include "core/document/mode_edit.hpp"

#include "core/layout/print.hpp"

namespace ll {
namespace {

// The layout as a tuple of modes (a plain integer shape becomes a rank-1 tuple).
Layout as_tuple(const Layout& l) {
  if (l.shape.is_tuple()) return l;
  return Layout{IntTuple({l.shape}), IntTuple({l.stride})};
}

// The sub-layout at `path` of a tuple-shaped layout. Fails naming the first step that does not exist.
Layout walk(const Layout& l, const ModePath& path) {
  Layout m = l;
  for (std::size_t depth = 0; depth < path.size(); ++depth) {
    const std::size_t i = path[depth];
    if (!m.shape.is_tuple() || i >= m.shape.rank())
      fail(LL_TRANSLATABLE("CoreMessage", "mode %1 does not exist in %2"), to_string(ModePath(path.begin(), path.begin() + static_cast<long>(depth) + 1)),
           to_string(l));
    Layout child{m.shape[i], m.stride[i]};
    m = std::move(child);
  }
  return m;
}

Layout leaf(const Layout& l, const ModePath& path) {
  Layout m = walk(l, path);
  if (!m.shape.is_integer()) fail(LL_TRANSLATABLE("CoreMessage", "mode %1 is a tuple, not a single extent"), to_string(path));
  return m;
}

// l with its sub-layout at `path` replaced by edit(that sub-layout): the tuples along the path are
// rebuilt, everything else is kept. @pre walk(l, path) succeeds
template <class Edit>
Layout edit_at(const Layout& l, const ModePath& path, Edit&& edit, std::size_t depth = 0) {
  if (depth == path.size()) return edit(l);
  const std::size_t i = path[depth];
  const Layout child = edit_at(Layout{l.shape[i], l.stride[i]}, path, edit, depth + 1);
  return Layout{replace(l.shape, static_cast<int>(i), child.shape), replace(l.stride, static_cast<int>(i), child.stride)};
}

// The layout as the caller gave it: a rank-1 tuple made by as_tuple is unwrapped again.
Layout restore(const Layout& original, Layout edited) {
  return original.shape.is_tuple() ? edited : Layout{edited.shape[0], edited.stride[0]};
}

Int checked_mul(Int a, Int b) {
  std::int64_t v;
  if (__builtin_mul_overflow(a.value, b.value, &v))
    fail(LL_TRANSLATABLE("CoreMessage", "stride %1*%2 overflows int64"), to_string(a), to_string(b));
  return Int{v, a.is_static && b.is_static};
}

}  // namespace

std::string to_string(const ModePath& path) {
  std::string s;
  for (std::size_t i = 0; i < path.size(); ++i) s += (i ? "," : "") + std::to_string(path[i]);
  return s;
}

Result<Layout> mode_at(const Layout& l, const ModePath& path) {
  return attempt([&] {
    if (path.empty()) return l;
    return walk(as_tuple(l), path);
  });
}

Result<Layout> set_extent(const Layout& l, const ModePath& path, Int extent) {
  return attempt([&] {
    if (extent.value <= 0)
      fail(LL_TRANSLATABLE("CoreMessage", "shape extent %1 is not positive at mode %2"), to_string(extent), to_string(path));
    const Layout t = as_tuple(l);
    leaf(t, path);
    return restore(l, edit_at(t, path, [&](const Layout& m) { return Layout{IntTuple(extent), m.stride}; }));
  });
}

Result<Layout> set_stride(const Layout& l, const ModePath& path, Int stride) {
  return attempt([&] {
    const Layout t = as_tuple(l);
    leaf(t, path);
    return restore(l, edit_at(t, path, [&](const Layout& m) { return Layout{m.shape, IntTuple(stride)}; }));
  });
}

Result<Layout> group_modes(const Layout& l, const ModePath& parent, std::size_t first, std::size_t last) {
  return attempt([&] {
    const Layout t = as_tuple(l);
    const Layout m = walk(t, parent);
    if (!m.shape.is_tuple() || first > last || last >= m.shape.rank()) {
      if (parent.empty()) fail(LL_TRANSLATABLE("CoreMessage", "group: modes %1..%2 are not modes of the layout"), first, last);
      fail(LL_TRANSLATABLE("CoreMessage", "group: modes %1..%2 are not modes of mode %3"), first, last, to_string(parent));
    }
    if (first == last) return l;
    const int b = static_cast<int>(first), e = static_cast<int>(last) + 1;
    return edit_at(t, parent, [&](const Layout& p) { return Layout{group(p.shape, b, e), group(p.stride, b, e)}; });
  });
}

Result<Layout> flatten_mode(const Layout& l, const ModePath& path) {
  return attempt([&] {
    if (path.empty()) fail(LL_TRANSLATABLE("CoreMessage", "flatten: choose a mode inside the layout"));
    const Layout t = as_tuple(l);
    const ModePath parent(path.begin(), path.end() - 1);
    const Layout p = walk(t, parent);
    const std::size_t i = path.back();
    if (!p.shape.is_tuple() || i >= p.shape.rank()) fail(LL_TRANSLATABLE("CoreMessage", "mode %1 does not exist"), to_string(path));
    if (!p.shape[i].is_tuple()) fail(LL_TRANSLATABLE("CoreMessage", "flatten: mode %1 is not a group"), to_string(path));
    auto splice = [&](const IntTuple& tuple) {
      IntTupleBuilder out;
      for (std::size_t j = 0; j < tuple.rank(); ++j) {
        if (j == i) out.append_elements(tuple[j]);
        else out.push_back(tuple[j]);
      }
      return std::move(out).build();
    };
    return edit_at(t, parent, [&](const Layout& m) { return Layout{splice(m.shape), splice(m.stride)}; });
  });
}

Result<Layout> move_mode(const Layout& l, const ModePath& parent, std::size_t from, std::size_t to) {
  return attempt([&] {
    const Layout t = as_tuple(l);
    const Layout m = walk(t, parent);
    if (!m.shape.is_tuple() || from >= m.shape.rank() || to >= m.shape.rank()) {
      if (parent.empty()) fail(LL_TRANSLATABLE("CoreMessage", "reorder: position out of range in the layout"));
      fail(LL_TRANSLATABLE("CoreMessage", "reorder: position out of range in mode %1"), to_string(parent));
    }
    auto move = [&](const IntTuple& tuple) {
      IntTupleBuilder out;
      for (std::size_t j = 0, k = 0; j < tuple.rank(); ++j) {  // position j of the result, k of the rest
        if (k == from) ++k;
        out.push_back(tuple[j == to ? from : k++]);
      }
      return std::move(out).build();
    };
    return edit_at(t, parent, [&](const Layout& p) { return Layout{move(p.shape), move(p.stride)}; });
  });
}

Result<Layout> split_mode(const Layout& l, const ModePath& path, Int q) {
  return attempt([&] {
    const Layout t = as_tuple(l);
    const Layout m = leaf(t, path);
    const Int s = m.shape.integer(), d = m.stride.integer();
    if (q.value <= 0 || s.value % q.value != 0)
      fail(LL_TRANSLATABLE("CoreMessage", "split: %1 does not divide the extent %2 at mode %3"), to_string(q), to_string(s), to_string(path));
    const Int rest{s.value / q.value, s.is_static && q.is_static};
    const Layout split{IntTuple({IntTuple(q), IntTuple(rest)}), IntTuple({IntTuple(d), IntTuple(checked_mul(q, d))})};
    return restore(l, edit_at(t, path, [&](const Layout&) { return split; }));
  });
}

std::string group_modes_expression(const std::string& name, const ModePath& parent, std::size_t first,
                                   std::size_t last) {
  if (!parent.empty()) return {};
  return "group<" + std::to_string(first) + "," + std::to_string(last + 1) + ">(" + name + ")";
}

std::string move_mode_expression(const std::string& name, std::size_t rank, const ModePath& parent,
                                 std::size_t from, std::size_t to) {
  if (!parent.empty() || from >= rank || to >= rank) return {};
  std::vector<std::size_t> order;
  for (std::size_t i = 0; i < rank; ++i) order.push_back(i);
  order.erase(order.begin() + static_cast<long>(from));
  order.insert(order.begin() + static_cast<long>(to), from);
  std::string s = "select<";
  for (std::size_t i = 0; i < order.size(); ++i) s += (i ? "," : "") + std::to_string(order[i]);
  return s + ">(" + name + ")";
}

}  // namespace ll
