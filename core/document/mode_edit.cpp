#include "core/document/mode_edit.hpp"

#include "core/layout/print.hpp"

namespace ll {
namespace {

// The layout as a tuple of modes (a plain integer shape becomes a rank-1 tuple).
Layout as_tuple(const Layout& l) {
  if (l.shape.is_tuple()) return l;
  return Layout{IntTuple({l.shape}), IntTuple({l.stride})};
}

// Shape and stride of the sub-tree at `path`, as mutable references into `l`.
struct ModeRef {
  IntTuple* shape;
  IntTuple* stride;
};

ModeRef walk(Layout& l, const ModePath& path) {
  IntTuple* s = &l.shape;
  IntTuple* d = &l.stride;
  for (std::size_t depth = 0; depth < path.size(); ++depth) {
    const std::size_t i = path[depth];
    if (!s->is_tuple() || i >= s->rank())
      fail("mode " + to_string(ModePath(path.begin(), path.begin() + static_cast<long>(depth) + 1)) +
           " does not exist in " + to_string(l));
    s = &s->elements()[i];
    d = &d->elements()[i];
  }
  return {s, d};
}

ModeRef leaf(Layout& l, const ModePath& path) {
  ModeRef m = walk(l, path);
  if (!m.shape->is_integer()) fail("mode " + to_string(path) + " is a tuple, not a single extent");
  return m;
}

Int checked_mul(Int a, Int b) {
  std::int64_t v;
  if (__builtin_mul_overflow(a.value, b.value, &v)) fail("stride " + to_string(a) + "*" + to_string(b) + " overflows int64");
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
    Layout t = as_tuple(l);
    if (path.empty()) return l;
    ModeRef m = walk(t, path);
    return Layout{*m.shape, *m.stride};
  });
}

Result<Layout> set_extent(const Layout& l, const ModePath& path, Int extent) {
  return attempt([&] {
    if (extent.value <= 0) fail("shape extent " + to_string(extent) + " is not positive at mode " + to_string(path));
    Layout t = as_tuple(l);
    ModeRef m = leaf(t, path);
    *m.shape = IntTuple(extent);
    return l.shape.is_tuple() ? t : Layout{t.shape[0], t.stride[0]};
  });
}

Result<Layout> set_stride(const Layout& l, const ModePath& path, Int stride) {
  return attempt([&] {
    Layout t = as_tuple(l);
    ModeRef m = leaf(t, path);
    *m.stride = IntTuple(stride);
    return l.shape.is_tuple() ? t : Layout{t.shape[0], t.stride[0]};
  });
}

Result<Layout> group_modes(const Layout& l, const ModePath& parent, std::size_t first, std::size_t last) {
  return attempt([&] {
    Layout t = as_tuple(l);
    ModeRef m = walk(t, parent);
    if (!m.shape->is_tuple() || first > last || last >= m.shape->rank())
      fail("group: modes " + std::to_string(first) + ".." + std::to_string(last) + " are not modes of " +
           (parent.empty() ? std::string("the layout") : "mode " + to_string(parent)));
    if (first == last) return l;
    auto group = [&](IntTuple* tuple) {
      auto& e = tuple->elements();
      IntTupleList inner(e.begin() + static_cast<long>(first), e.begin() + static_cast<long>(last) + 1);
      e.erase(e.begin() + static_cast<long>(first), e.begin() + static_cast<long>(last) + 1);
      e.insert(e.begin() + static_cast<long>(first), IntTuple(std::move(inner)));
    };
    group(m.shape);
    group(m.stride);
    return t;
  });
}

Result<Layout> flatten_mode(const Layout& l, const ModePath& path) {
  return attempt([&] {
    if (path.empty()) fail("flatten: choose a mode inside the layout");
    Layout t = as_tuple(l);
    ModePath parent(path.begin(), path.end() - 1);
    ModeRef p = walk(t, parent);
    const std::size_t i = path.back();
    if (!p.shape->is_tuple() || i >= p.shape->rank()) fail("mode " + to_string(path) + " does not exist");
    if (!p.shape->elements()[i].is_tuple()) fail("flatten: mode " + to_string(path) + " is not a group");
    auto splice = [&](IntTuple* tuple) {
      auto& e = tuple->elements();
      IntTupleList inner = e[i].elements();
      e.erase(e.begin() + static_cast<long>(i));
      e.insert(e.begin() + static_cast<long>(i), inner.begin(), inner.end());
    };
    splice(p.shape);
    splice(p.stride);
    return t;
  });
}

Result<Layout> move_mode(const Layout& l, const ModePath& parent, std::size_t from, std::size_t to) {
  return attempt([&] {
    Layout t = as_tuple(l);
    ModeRef m = walk(t, parent);
    if (!m.shape->is_tuple() || from >= m.shape->rank() || to >= m.shape->rank())
      fail("reorder: position out of range in " + (parent.empty() ? std::string("the layout") : "mode " + to_string(parent)));
    auto move = [&](IntTuple* tuple) {
      auto& e = tuple->elements();
      IntTuple moved = e[from];
      e.erase(e.begin() + static_cast<long>(from));
      e.insert(e.begin() + static_cast<long>(to), moved);
    };
    move(m.shape);
    move(m.stride);
    return t;
  });
}

Result<Layout> split_mode(const Layout& l, const ModePath& path, Int q) {
  return attempt([&] {
    Layout t = as_tuple(l);
    ModeRef m = leaf(t, path);
    const Int s = m.shape->integer(), d = m.stride->integer();
    if (q.value <= 0 || s.value % q.value != 0)
      fail("split: " + to_string(q) + " does not divide the extent " + to_string(s) + " at mode " + to_string(path));
    const Int rest{s.value / q.value, s.is_static && q.is_static};
    *m.shape = IntTuple({IntTuple(q), IntTuple(rest)});
    *m.stride = IntTuple({IntTuple(d), IntTuple(checked_mul(q, d))});
    return l.shape.is_tuple() ? t : Layout{t.shape[0], t.stride[0]};
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
