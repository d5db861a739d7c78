#include "core/export/cute_dsl.hpp"

#include <cstdint>

#include "core/layout/print.hpp"

namespace ll {

std::string cute_dsl_tuple(const IntTuple& t) {
  if (t.is_underscore()) return "None";
  if (t.is_integer()) {
    const Int& i = t.integer();
    if (i.is_static) return std::to_string(i.value);
    // A run-time integer outside int32 is a 64-bit one, as the C++ export writes int64_t(...).
    const bool fits_int32 = i.value >= INT32_MIN && i.value <= INT32_MAX;
    return (fits_int32 ? "cutlass.Int32(" : "cutlass.Int64(") + std::to_string(i.value) + ")";
  }
  std::string out = "(";
  for (std::size_t i = 0; i < t.children().size(); ++i) {
    if (i) out += ", ";
    out += cute_dsl_tuple(t.children()[i]);
  }
  // A one-element Python tuple needs its trailing comma.
  return out + (t.children().size() == 1 ? ",)" : ")");
}

std::string cute_dsl_expr(const Layout& l) {
  return "cute.make_layout(" + cute_dsl_tuple(l.shape) + ", stride=" + cute_dsl_tuple(l.stride) + ")";
}

std::string cute_dsl_expr(const Swizzle& s) {
  return "cute.make_swizzle(" + std::to_string(s.bits) + ", " + std::to_string(s.base) + ", " +
         std::to_string(s.shift) + ")";
}

std::string cute_dsl_expr(const ComposedLayout& l) {
  const std::string outer = std::holds_alternative<Swizzle>(l.layout_a) ? cute_dsl_expr(std::get<Swizzle>(l.layout_a))
                                                                        : cute_dsl_expr(std::get<Layout>(l.layout_a));
  const AnyLayout inner = inner_layout(l);
  const std::string inner_expr = std::holds_alternative<Layout>(inner) ? cute_dsl_expr(std::get<Layout>(inner))
                                                                      : cute_dsl_expr(std::get<ComposedLayout>(inner));
  return "cute.make_composed_layout(" + outer + ", " + cute_dsl_tuple(IntTuple(l.offset)) + ", " + inner_expr + ")";
}

namespace {

std::string dsl_type(const std::string& cute_type) {
  if (cute_type == "half_t") return "cutlass.Float16";
  if (cute_type == "bfloat16_t") return "cutlass.BFloat16";
  if (cute_type == "float") return "cutlass.Float32";
  return "";
}

}  // namespace

std::string cute_dsl_tiled_mma(const TiledMMA& mma) {
  const MMA_Atom& atom = mma.atom;
  const bool warp_f16 = atom.name.rfind("SM80_16x8x", 0) == 0 && atom.name.find("_TN") != std::string::npos &&
                        (atom.val_type_a == "half_t" || atom.val_type_a == "bfloat16_t") &&
                        atom.val_type_a == atom.val_type_b;
  const std::string ab = dsl_type(atom.val_type_a), acc = dsl_type(atom.val_type_c);
  if (!warp_f16 || ab.empty() || acc.empty()) return "";
  std::string out = "# " + atom.name + "\n";
  out += "op = cute.nvgpu.warp.MmaF16BF16Op(" + ab + ", " + acc + ", " + cute_dsl_tuple(atom.shape_mnk) + ")\n";
  out += "tiled_mma = cute.make_tiled_mma(op, " + cute_dsl_expr(mma.atom_layout_mnk);
  // The permutation's modes up to the last given one (make_tiled_mma pads with `_`, written None).
  const std::vector<Tiler>& permutation = mma.permutation_mnk.modes();
  std::size_t given = permutation.size();
  while (given > 0 && permutation[given - 1].is_underscore()) --given;
  if (given > 0) {
    out += ", permutation_mnk=(";
    for (std::size_t i = 0; i < given; ++i) {
      if (i) out += ", ";
      const Tiler& p = permutation[i];
      if (p.is_integer()) out += std::to_string(p.integer().value);
      else if (p.is_layout()) out += cute_dsl_expr(p.layout());
      else out += "None";
    }
    out += given == 1 ? ",)" : ")";
  }
  return out + ")\n";
}

namespace {

std::string identifier(const std::string& name) {
  std::string out;
  for (char c : name)
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') out += c;
  if (out.empty() || std::isdigit(static_cast<unsigned char>(out[0]))) out = "layout" + out;
  return out;
}

class CuteDslExporter : public Exporter {
 public:
  std::string format() const override { return "dsl"; }
  std::string description() const override { return "CuTe Python DSL (cutlass.cute) snippet"; }
  std::string file_extension() const override { return "py"; }

  Result<std::string> write(const ExportSubject& subject, const ExportOptions& options) const override {
    const std::string id = identifier(options.name);
    std::string out =
        "import cutlass\n"
        "import cutlass.cute as cute\n\n"
        "# Inside a @cute.jit function; cute.printf / print show the same value as CuTe C++.\n";
    if (!subject.source.empty()) out += "# LayoutLab: " + subject.source + "\n";
    if (const auto* l = std::get_if<Layout>(&subject.value)) {
      out += "# " + to_string(*l) + "\n" + id + " = " + cute_dsl_expr(*l) + "\n";
    } else if (const auto* s = std::get_if<Swizzle>(&subject.value)) {
      out += "# " + to_string(*s) + "\n" + id + " = " + cute_dsl_expr(*s) + "\n";
    } else if (const auto* c = std::get_if<ComposedLayout>(&subject.value)) {
      out += "# " + to_string(*c) + "\n" + id + " = " + cute_dsl_expr(*c) + "\n";
    } else if (const auto* tv = std::get_if<TvLayoutOnTile>(&subject.value)) {
      out += "# TV layout (thread, value) -> index: " + to_string(tv->tv) + "\n" + id + " = " + cute_dsl_expr(tv->tv) +
             "\n# tile (m, n) -> index: " + to_string(tv->tile) + "\n" + id + "_tile = " + cute_dsl_expr(tv->tile) + "\n";
    } else if (const auto* t = std::get_if<TiledPicture>(&subject.value)) {
      if (t->dsl.empty()) return error_of(LL_TRANSLATABLE("CoreMessage", "dsl export: the CuTe DSL has no equivalent of this %1"), t->kind);
      out += t->dsl;
    }
    return out;
  }
};

}  // namespace

std::unique_ptr<Exporter> make_cute_dsl_exporter() { return std::make_unique<CuteDslExporter>(); }

}  // namespace ll
