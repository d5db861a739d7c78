#include "core/export/cute_cpp_tiled_mma.hpp"

#include <cctype>

#include "core/export/cute_cpp.hpp"
#include "core/layout/parse.hpp"

namespace ll {
namespace {

Result<std::string> write_tuple(const IntTuple& t, std::string_view kind, const std::string& where) {
  if (t.is_underscore()) return error_of(LL_TRANSLATABLE("CoreMessage", "%1 type: `_` is not an extent at mode %2"), kind, where);
  if (t.is_integer()) {
    if (!t.integer().is_static)
      return error_of(LL_TRANSLATABLE("CoreMessage", "%1 type: run-time integer %2 cannot be a type; write _%2 at mode %3"), kind, t.integer().value, where);
    if (t.integer().value < 0) return error_of(LL_TRANSLATABLE("CoreMessage", "%1 type: negative integer at mode %2"), kind, where);
    return cute_cpp_static_int_type(t.integer());  // _16, or Int<320> where CuTe has no alias
  }
  std::string out = std::string(kind) + "<";
  for (std::size_t i = 0; i < t.children().size(); ++i) {
    auto sub = write_tuple(t.children()[i], kind, where.empty() ? std::to_string(i) : where + "," + std::to_string(i));
    if (!sub) return sub;
    out += (i ? "," : "") + *sub;
  }
  return out + ">";
}

bool is_identifier_with_args(std::string_view atom) {
  if (atom.empty() || !(std::isalpha(static_cast<unsigned char>(atom[0])) || atom[0] == '_')) return false;
  int depth = 0;
  for (char c : atom) {
    if (c == '<') ++depth;
    else if (c == '>') { if (--depth < 0) return false; }
    else if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == ':' || c == ',' || c == ' ')) return false;
  }
  return depth == 0;
}

bool is_identity_mode(const Layout& l) {
  return l.shape.is_integer() && l.stride.is_integer() && l.stride.integer().value == 1;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

}  // namespace

Result<std::string> write_cute_int_tuple_type(const IntTuple& t, std::string_view kind) {
  // A rank-1 shape is still written as Shape<...> so the layout type reads like CuTe's make_shape.
  if (!t.is_tuple()) {
    auto inner = write_tuple(t, kind, "0");
    if (!inner) return inner;
    return std::string(kind) + "<" + *inner + ">";
  }
  return write_tuple(t, kind, "");
}

Result<std::string> write_cute_layout_type(const Layout& l) {
  if (!congruent(l.shape, l.stride)) return error_of(LL_TRANSLATABLE("CoreMessage", "layout type: shape and stride are not congruent"));
  auto shape = write_cute_int_tuple_type(l.shape, "Shape");
  if (!shape) return shape;
  auto stride = write_cute_int_tuple_type(l.stride, "Stride");
  if (!stride) return stride;
  return "Layout<" + *shape + ", " + *stride + ">";
}

Result<std::string> write_cute_tiled_mma(const TiledMMA& mma, std::string_view alias) {
  const std::string& atom = mma.atom.name;
  if (!is_identifier_with_args(atom))
    return error_of(LL_TRANSLATABLE("CoreMessage", "TiledMMA: atom '%1' is not a C++ type name (letters, digits, _, <...>)"), atom);
  auto thr = write_cute_layout_type(mma.atom_layout_mnk);
  if (!thr) return prefixed("TiledMMA thread layout: ", thr.failure());
  std::string out = "using " + std::string(alias) + " = decltype(make_tiled_mma(" + atom + "{},\n    " + *thr + "{}";
  const std::vector<Tiler>& modes = mma.permutation_mnk.modes();
  std::size_t written = modes.size();
  while (written > 0 && modes[written - 1].is_underscore()) --written;
  if (written > 0) {
    std::string tile = "Tile<";
    for (std::size_t i = 0; i < written; ++i) {
      const Tiler& mode = modes[i];
      Result<std::string> text = std::string("_");
      if (mode.is_integer()) text = write_tuple(IntTuple(mode.integer()), "Shape", std::to_string(i));
      else if (mode.is_layout() && is_identity_mode(mode.layout())) text = write_tuple(mode.layout().shape, "Shape", std::to_string(i));
      else if (mode.is_layout()) text = write_cute_layout_type(mode.layout());
      if (!text) return prefixed("TiledMMA permutation mode " + std::to_string(i) + ": ", text.failure());
      tile += (i ? "," : "") + *text;
    }
    out += ",\n    " + tile + ">{}";
  }
  return out + "));";
}

Result<Tiler> parse_permutation(std::string_view text) {
  text = trim(text);
  std::vector<Tiler> modes;
  if (text.empty() || text == "none") return Tiler(modes);
  std::vector<std::string_view> parts;
  int depth = 0;
  std::size_t start = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '(') ++depth;
    else if (text[i] == ')') --depth;
    else if (depth == 0 && (text[i] == 'x' || text[i] == 'X')) {
      parts.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  }
  parts.push_back(text.substr(start));
  if (parts.size() > 3) return error_of(LL_TRANSLATABLE("CoreMessage", "permutation: at most 3 modes (M x N x K), got %1"), parts.size());
  for (std::size_t i = 0; i < parts.size(); ++i) {
    std::string_view p = trim(parts[i]);
    if (p == "_") return error_of(LL_TRANSLATABLE("CoreMessage", "permutation: `_` modes are not supported at mode %1; give the extent"), i);
    if (!p.empty() && p.front() == '_') p.remove_prefix(1);
    auto layout = parse_layout(p);
    if (!layout) return prefixed("permutation mode " + std::to_string(i) + ": ", layout.failure());
    const Layout mode{with_static_leaves(layout->shape), with_static_leaves(layout->stride)};
    modes.push_back(is_identity_mode(mode) ? Tiler(mode.shape.integer()) : Tiler(mode));
  }
  return Tiler(modes);
}

}  // namespace ll
