#include "core/export/cute_cpp.hpp"

#include <climits>
#include <regex>
#include <set>

#include "core/layout/print.hpp"

namespace ll {
namespace {

// The `_N` aliases cute/numeric/integral_constant.hpp defines; other values are spelled Int<N>.
bool has_alias(std::int64_t v) {
  static const std::set<std::int64_t> aliases = {
      -32, -24, -16, -12, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      12, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120, 128, 136, 144, 152, 160, 168,
      176, 184, 192, 200, 208, 216, 224, 232, 240, 248, 256, 384, 512, 768, 1024, 2048, 4096, 8192,
      16384, 32768, 65536, 131072, 262144, 524288};
  return aliases.count(v) != 0;
}

bool fits_int(std::int64_t v) { return v >= INT_MIN && v <= INT_MAX; }

bool all_static(const IntTuple& t) {
  if (t.is_underscore()) return false;
  if (t.is_integer()) return t.integer().is_static;
  for (const auto& e : t.children())
    if (!all_static(e)) return false;
  return true;
}

}  // namespace

std::string cute_cpp_static_int_type(const Int& i) {
  const std::int64_t v = i.value;
  if (i.is_scaled_basis()) {  // v@N0@N1...: ScaledBasis<Int<v>, N0, N1, ...>, the modes in CuTe's order (int: dynamic v)
    std::string out = "ScaledBasis<" + (i.is_static ? cute_cpp_static_int_type(Int{v, true}) : std::string("int"));
    for (int d = 0; d < i.basis.depth; ++d) out += "," + std::to_string(i.basis.modes[d]);
    return out + ">";
  }
  if (has_alias(v)) return v < 0 ? "_m" + std::to_string(-v) : "_" + std::to_string(v);
  // cute::Int<N> takes an int; larger constants need C<N> with a 64-bit literal.
  if (fits_int(v)) return "Int<" + std::to_string(v) + ">";
  return "C<int64_t(" + std::to_string(v) + "LL)>";
}

std::string cute_cpp_int_expr(const Int& i) {
  if (i.is_static) return cute_cpp_static_int_type(i) + "{}";
  if (fits_int(i.value)) return std::to_string(i.value);
  return "int64_t(" + std::to_string(i.value) + "LL)";
}

std::string cute_cpp_tuple_type(const IntTuple& t, const std::string& tuple_name) {
  if (t.is_integer()) return cute_cpp_static_int_type(t.integer());
  if (t.is_underscore()) return "Underscore";
  std::string out = tuple_name + "<";
  for (std::size_t i = 0; i < t.children().size(); ++i) {
    if (i) out += ",";
    out += cute_cpp_tuple_type(t.children()[i], tuple_name);
  }
  return out + ">";
}

std::string cute_cpp_tuple_expr(const IntTuple& t, const std::string& maker) {
  if (t.is_integer()) return cute_cpp_int_expr(t.integer());
  if (t.is_underscore()) return "_";
  std::string out = maker + "(";
  for (std::size_t i = 0; i < t.children().size(); ++i) {
    if (i) out += ",";
    out += cute_cpp_tuple_expr(t.children()[i], maker);
  }
  return out + ")";
}

bool is_static_value(const Layout& l) { return all_static(l.shape) && all_static(l.stride); }

bool is_static_value(const ComposedLayout& l) {
  const auto is_static_stage = [](const ComposedOuter& f, const Int& offset) {
    return (std::holds_alternative<Swizzle>(f) || is_static_value(std::get<Layout>(f))) && offset.is_static;
  };
  if (!is_static_stage(l.layout_a, l.offset) || !is_static_value(l.layout_b)) return false;
  for (const ComposedStage& stage : l.inner)
    if (!is_static_stage(stage.function, stage.offset)) return false;
  return true;
}

std::string cute_cpp_layout_type(const Layout& l) {
  return "Layout<" + cute_cpp_tuple_type(l.shape, "Shape") + "," + cute_cpp_tuple_type(l.stride, "Stride") + ">";
}

std::string cute_cpp_expr(const Layout& l) {
  if (is_static_value(l)) return cute_cpp_layout_type(l) + "{}";
  return "make_layout(" + cute_cpp_tuple_expr(l.shape, "make_shape") + ", " +
         cute_cpp_tuple_expr(l.stride, "make_stride") + ")";
}

std::string cute_cpp_expr(const Swizzle& s) {
  return "Swizzle<" + std::to_string(s.bits) + "," + std::to_string(s.base) + "," + std::to_string(s.shift) + ">{}";
}

namespace {
std::string swizzle_type(const Swizzle& s) {
  return "Swizzle<" + std::to_string(s.bits) + "," + std::to_string(s.base) + "," + std::to_string(s.shift) + ">";
}
}  // namespace

namespace {
// The static type of a ComposedLayout, its layout_b nested as CuTe nests it. @pre is_static_value(l)
std::string composed_layout_type(const ComposedLayout& l) {
  const std::string outer = std::holds_alternative<Swizzle>(l.layout_a) ? swizzle_type(std::get<Swizzle>(l.layout_a))
                                                                        : cute_cpp_layout_type(std::get<Layout>(l.layout_a));
  const AnyLayout inner = inner_layout(l);
  const std::string inner_type = std::holds_alternative<Layout>(inner) ? cute_cpp_layout_type(std::get<Layout>(inner))
                                                                      : composed_layout_type(std::get<ComposedLayout>(inner));
  // GMMA's smem layout atoms carry smem_ptr_flag_bits<B> as their offset
  const std::string offset = l.smem_ptr_flag_bits > 0 ? "smem_ptr_flag_bits<" + std::to_string(l.smem_ptr_flag_bits) + ">"
                                                      : cute_cpp_static_int_type(l.offset);
  return "ComposedLayout<" + outer + "," + offset + "," + inner_type + ">";
}
}  // namespace

std::string cute_cpp_composed_layout_type(const ComposedLayout& l) { return composed_layout_type(l); }

std::string cute_cpp_expr(const ComposedLayout& l) {
  if (is_static_value(l)) return composed_layout_type(l) + "{}";
  const std::string outer = std::holds_alternative<Swizzle>(l.layout_a) ? cute_cpp_expr(std::get<Swizzle>(l.layout_a))
                                                                        : cute_cpp_expr(std::get<Layout>(l.layout_a));
  const AnyLayout inner = inner_layout(l);
  const std::string inner_expr = std::holds_alternative<Layout>(inner) ? cute_cpp_expr(std::get<Layout>(inner))
                                                                      : cute_cpp_expr(std::get<ComposedLayout>(inner));
  return "make_composed_layout(" + outer + ", " + cute_cpp_int_expr(l.offset) + ", " + inner_expr + ")";
}

Result<std::string> cute_cpp_tiled_copy_type(const std::string& op, const std::string& val_type, const Layout& thr,
                                             const Layout& val) {
  if (!is_static_value(thr) || !is_static_value(val))
    return error_of(LL_TRANSLATABLE("CoreMessage", "cpp export: a TiledCopy type needs static thread and value layouts (write _4, not 4)"));
  return "decltype(make_tiled_copy(Copy_Atom<" + op + "," + val_type + ">{}, " + cute_cpp_expr(thr) + ", " +
         cute_cpp_expr(val) + "))";
}

std::string cute_cpp_tiled_copy_for_mma_type(const std::string& op, const std::string& val_type, char which) {
  return std::string("decltype(make_tiled_copy_") + which + "(Copy_Atom<" + op + "," + val_type + ">{}, TiledMma{}))";
}

std::string cute_cpp_extended_gmma_define(std::string_view code) {
  static const std::regex gmma_n(R"(SM90_64x(\d+)x\d+_)");
  static const std::set<int> in_base_header{8, 16, 32, 64, 96, 128, 192, 256};  // mma_sm90_gmma.hpp's
  for (std::regex_iterator<std::string_view::const_iterator> it(code.begin(), code.end(), gmma_n), end; it != end; ++it)
    if (!in_base_header.count(std::stoi((*it)[1].str())))
      return "#define CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED  // the GMMA atoms of CuTe's _ext headers\n";
  return "";
}

std::string cute_cpp_includes(std::string_view code) {
  return cute_cpp_extended_gmma_define(code) +
         "#include <cute/tensor.hpp>\n"
         "#include <cute/atom/mma_atom.hpp>\n"
         "#include <cute/atom/copy_atom.hpp>\n\n"
         "using namespace cute;\n\n";
}

namespace {

// A C++ identifier from the user's name (letters, digits, '_'; never starting with a digit).
std::string identifier(const std::string& name, const std::string& fallback) {
  std::string out;
  for (char c : name)
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') out += c;
  if (out.empty()) out = fallback;
  if (std::isdigit(static_cast<unsigned char>(out[0]))) out = "_" + out;
  return out;
}

// `layout` -> `Layout_t`-free CamelCase type name: "smem_layout" -> "SmemLayout".
std::string type_name(const std::string& id) {
  std::string out;
  bool upper = true;
  for (char c : id) {
    if (c == '_') {
      upper = true;
      continue;
    }
    out += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
    upper = false;
  }
  // Never shadow CuTe's own templates (Layout, Swizzle, ...) pulled in by `using namespace cute`.
  static const std::set<std::string> taken = {"Layout", "Swizzle", "ComposedLayout", "Shape", "Stride", "Tile",
                                              "TiledMMA", "TiledCopy", "MMA_Atom", "Copy_Atom", "Tensor"};
  if (taken.count(out)) out = "My" + out;
  return out;
}

std::string declaration(const std::string& comment, const std::string& id, bool is_static, const std::string& expr) {
  std::string out = "// " + comment + "\n";
  if (is_static) {
    const std::string type = type_name(id);
    // drop the trailing {} of the expression to get the type
    out += "using " + type + " = " + expr.substr(0, expr.size() - 2) + ";\n";
    out += "constexpr " + type + " " + id + "{};\n";
  } else {
    out += "auto " + id + " = " + expr + ";\n";
  }
  return out;
}

std::string tiled_type_name(const TiledPicture& t, const ExportOptions& options) {
  if (options.name == "layout") return t.kind == "TiledCopy" ? "MyTiledCopy" : "TiledMma";
  return type_name(identifier(options.name, "TiledMma"));
}

class CuteCppExporter : public Exporter {
 public:
  std::string format() const override { return "cpp"; }
  std::string description() const override { return "CuTe C++ (compiles against cute/tensor.hpp)"; }
  std::string file_extension() const override { return "cpp"; }

  Result<std::string> write(const ExportSubject& subject, const ExportOptions& options) const override {
    auto body = cute_cpp_declaration(subject, options);
    if (!body) return body;
    std::string out = cute_cpp_includes(*body);
    if (!subject.source.empty()) out += "// LayoutLab: " + subject.source + "\n";
    return out + *body;
  }
};

}  // namespace

Result<std::string> cute_cpp_declaration(const ExportSubject& subject, const ExportOptions& options) {
  const std::string id = identifier(options.name, "layout");
  if (const auto* l = std::get_if<Layout>(&subject.value))
    return declaration(to_string(*l), id, is_static_value(*l), cute_cpp_expr(*l));
  if (const auto* s = std::get_if<Swizzle>(&subject.value))
    return declaration(to_string(*s), id, true, cute_cpp_expr(*s));
  if (const auto* c = std::get_if<ComposedLayout>(&subject.value))
    return declaration(to_string(*c), id, is_static_value(*c), cute_cpp_expr(*c));
  if (const auto* tv = std::get_if<TvLayoutOnTile>(&subject.value))
    return declaration("TV layout: (thread,value) -> index, " + to_string(tv->tv), id, is_static_value(tv->tv),
                       cute_cpp_expr(tv->tv)) +
           declaration("tile: (m,n) -> index, " + to_string(tv->tile), id + "_tile", is_static_value(tv->tile),
                       cute_cpp_expr(tv->tile));
  const auto& t = std::get<TiledPicture>(subject.value);
  const std::string type = tiled_type_name(t, options);
  const std::string comment = t.printed.empty() ? "" : "// " + t.printed.substr(0, t.printed.find('\n')) + "\n";
  if (!t.mma && t.cpp_type_expr.empty()) return error_of(LL_TRANSLATABLE("CoreMessage", "cpp export: this %1 has no C++ form"), t.kind);
  std::string out = comment;
  if (t.mma) {
    // A TiledMMA, or the TiledMMA a TiledCopy is made for (make_tiled_copy_A/B/C refer to `TiledMma`).
    auto decl = write_cute_tiled_mma(*t.mma, t.cpp_type_expr.empty() ? type : "TiledMma");
    if (!decl) return decl.failure();
    out += *decl + "\n";
  }
  if (!t.cpp_type_expr.empty()) out += "using " + type + " = " + t.cpp_type_expr + ";\n";
  return out;
}

std::string cute_cpp_declared_object(const ExportSubject& subject, const ExportOptions& options) {
  if (const auto* t = std::get_if<TiledPicture>(&subject.value)) return tiled_type_name(*t, options) + "{}";
  return identifier(options.name, "layout");
}

std::unique_ptr<Exporter> make_cute_cpp_exporter() { return std::make_unique<CuteCppExporter>(); }

}  // namespace ll
