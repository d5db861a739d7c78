#include "core/export/tikz.hpp"

#include <algorithm>
#include <cstdio>

#include "core/layout/print.hpp"
#include "core/scene/palette.hpp"

namespace ll {
namespace {

// TeX's largest dimension is about 575 cm; stay well inside it.
constexpr double kMaxPictureCm = 500.0;
// Below this cell edge labels are unreadable and only cost TeX memory.
constexpr double kMinLabelledCellCm = 0.35;

std::string fmt(const char* f, auto... args) {
  char buf[256];
  std::snprintf(buf, sizeof buf, f, args...);
  return buf;
}

double cell_cm(std::int64_t rows, std::int64_t cols) {
  const double extent = static_cast<double>(std::max<std::int64_t>({rows, cols, 1}));
  return std::min(1.0, kMaxPictureCm / extent);
}

std::string header(const std::string& comment, double cm, const Palette& palette) {
  std::string out;
  std::size_t start = 0;
  while (start <= comment.size() && !comment.empty()) {
    const std::size_t end = comment.find('\n', start);
    out += "% " + comment.substr(start, end == std::string::npos ? std::string::npos : end - start) + "\n";
    if (end == std::string::npos) break;
    start = end + 1;
  }
  out +=
      "\\documentclass{standalone}\n"
      "\\usepackage{tikz}\n\n"
      "\\begin{document}\n";
  out += fmt("\\begin{tikzpicture}[x={(0cm,-%.4fcm)},y={(%.4fcm,0cm)},every node/.style={minimum size=%.4fcm, "
             "outer sep=0pt, inner sep=0pt}]\n",
             cm, cm, cm);
  // Scale the text with the cell so labels fit however large the picture is.
  if (cm < 1.0) out += fmt("\\tikzset{every node/.append style={scale=%.4f}}\n", cm);
  for (std::size_t i = 0; i < palette.colours.size(); ++i) {
    const Rgb& c = palette.colours[i];
    out += fmt("\\definecolor{c%zu}{RGB}{%d,%d,%d}\n", i, c.r, c.g, c.b);
  }
  return out + "\n";
}

std::string footer() { return "\\end{tikzpicture}\n\\end{document}\n"; }

std::string colour_name(const Palette& p, std::int64_t key) {
  const auto n = static_cast<std::int64_t>(p.colours.size());
  return "c" + std::to_string(((key % n) + n) % n);
}

// TeX-safe text of a label: `|` would print as an em dash in the default font; lines become \shortstack.
std::string tex_label(const std::string& label) {
  std::string body;
  bool multi = false;
  for (char ch : label) {
    if (ch == '|') body += "\\textbar{}";
    else if (ch == '\n') body += " \\\\ ", multi = true;
    else body += ch;
  }
  return multi ? "\\shortstack{" + body + "}" : body;
}

void axis_labels(std::string& out, std::int64_t top, std::int64_t left, std::int64_t rows, std::int64_t cols,
                 const std::vector<std::string>* row_names = nullptr,
                 const std::vector<std::string>* col_names = nullptr) {
  for (std::int64_t r = 0; r < rows; ++r)
    out += fmt("\\node at (%lld,%lld) {\\texttt{%s}};\n", static_cast<long long>(top + r),
               static_cast<long long>(left - 1),
               row_names ? (*row_names)[static_cast<std::size_t>(r)].c_str() : std::to_string(r).c_str());
  for (std::int64_t c = 0; c < cols; ++c)
    out += fmt("\\node at (%lld,%lld) {\\texttt{%s}};\n", static_cast<long long>(top - 1),
               static_cast<long long>(left + c),
               col_names ? (*col_names)[static_cast<std::size_t>(c)].c_str() : std::to_string(c).c_str());
}

void cell(std::string& out, std::int64_t r, std::int64_t c, const std::string& colour, const std::string& label) {
  const auto rr = static_cast<long long>(r), cc = static_cast<long long>(c);
  if (!colour.empty()) out += fmt("\\fill[%s] (%lld,%lld) +(-.5,-.5) rectangle +(.5,.5);\n", colour.c_str(), rr, cc);
  if (!label.empty()) out += fmt("\\node at (%lld,%lld) {", rr, cc) + tex_label(label) + "};\n";
}

void grid(std::string& out, std::int64_t top, std::int64_t left, std::int64_t rows, std::int64_t cols) {
  out += fmt("\\draw[color=black,thick,shift={(-0.5,-0.5)}] (%lld,%lld) grid (%lld,%lld);\n\n",
             static_cast<long long>(top), static_cast<long long>(left), static_cast<long long>(top + rows),
             static_cast<long long>(left + cols));
}

}  // namespace

std::string tikz_document(const GridScene& scene, const ExportOptions& options, const std::string& comment) {
  // print_latex colours a layout by index with its grey BWx8 key; other palettes as chosen.
  const Palette& palette = find_palette(options.palette == "cute" ? "grey" : options.palette);
  const std::int64_t per_row = std::max<std::int64_t>(1, scene.slabs_per_row);
  const std::int64_t slab_rows = (scene.slabs + per_row - 1) / per_row;
  const std::int64_t total_rows = slab_rows * (scene.rows + 2);
  const std::int64_t total_cols = std::min(per_row, scene.slabs) * (scene.cols + 2);
  const double cm = cell_cm(total_rows, total_cols);
  const bool labels = options.labels && cm >= kMinLabelledCellCm;
  std::string out = header(comment, cm, palette);
  out.reserve(out.size() + scene.cells.size() * 90);
  for (std::int64_t slab = 0; slab < scene.slabs; ++slab) {
    const std::int64_t top = 1 + (slab / per_row) * (scene.rows + 2);
    const std::int64_t left = 1 + (slab % per_row) * (scene.cols + 2);
    for (std::int64_t r = 0; r < scene.rows; ++r)
      for (std::int64_t c = 0; c < scene.cols; ++c) {
        const GridCell& g = scene.at(slab, r, c);
        cell(out, top + r, left + c, colour_name(palette, g.key), labels ? std::to_string(g.index) : "");
      }
    grid(out, top, left, scene.rows, scene.cols);
    if (labels) {
      const bool named = scene.row_labels.size() == static_cast<std::size_t>(scene.rows) &&
                         scene.col_labels.size() == static_cast<std::size_t>(scene.cols);
      axis_labels(out, top, left, scene.rows, scene.cols, named ? &scene.row_labels : nullptr,
                  named ? &scene.col_labels : nullptr);
    }
  }
  return out + footer();
}

namespace {

// A rectangle around scene cells [top, top + rows) x [left, left + cols).
void cell_rect(std::string& out, const char* style, const CellRect& r) {
  out += fmt("\\draw[%s,shift={(-0.5,-0.5)}] (%lld,%lld) rectangle (%lld,%lld);\n", style, static_cast<long long>(r.top),
             static_cast<long long>(r.left), static_cast<long long>(r.top + r.rows), static_cast<long long>(r.left + r.cols));
}

// The CTA tile over C: each repeat other than C itself as one tinted block (its cells are C's, drawn once
// in C: cell by cell they would make a 256x256 tile a TeX document of 65k fills), the CTA outline in the
// designer's orange. A condensed mini-map (thousands of repeats) is one tinted block with C's own tile marked.
void cta_tile(std::string& out, const CtaTileOverlay& o) {
  out += fmt("%% CTA tile %lldx%lld = %lldx%lld repeats of the %lldx%lld TiledMMA tile\n", static_cast<long long>(o.cta.m),
             static_cast<long long>(o.cta.n), static_cast<long long>(o.repeats_m), static_cast<long long>(o.repeats_n),
             static_cast<long long>(o.tile_m), static_cast<long long>(o.tile_n));
  out += "\\definecolor{cta}{RGB}{214,96,0}\n";
  if (o.condensed) {
    cell_rect(out, "fill=cta!8,draw=none", o.region);
    cell_rect(out, "fill=cta!45,draw=cta,dashed", cta_repeat_rect(o, 0, 0));
  } else {
    for (std::int64_t i = 0; i < o.repeats_m; ++i)
      for (std::int64_t j = 0; j < o.repeats_n; ++j)
        if (i != 0 || j != 0) cell_rect(out, "fill=cta!8,draw=black!60,dashed", cta_repeat_rect(o, i, j));
  }
  cell_rect(out, "draw=cta,line width=2.5pt", o.region);
  out += "\n";
}

std::string tv_document(const TvScene& scene, const CtaTileOverlay* cta, const ExportOptions& options,
                        const std::string& comment) {
  const Palette& palette = find_palette(options.palette);
  const double cm = cell_cm(scene.rows, scene.cols);
  const bool labels = options.labels && cm >= kMinLabelledCellCm;
  std::string out = header(comment, cm, palette);
  for (const TvPanel& p : scene.panels) {
    if (!p.name.empty())
      out += fmt("%% %s\n\\node at (%lld,%lld) {\\textbf{%s}};\n", p.name.c_str(), static_cast<long long>(p.top - 1),
                 static_cast<long long>(p.left - 1), p.name.c_str());
    for (std::int64_t r = 0; r < p.rows; ++r)
      for (std::int64_t c = 0; c < p.cols; ++c) {
        const std::int64_t key = tv_cell_colour_key(p, r, c);
        cell(out, p.top + r, p.left + c, key < 0 ? "" : colour_name(palette, key),
             labels ? tv_cell_label(p, p.at(r, c)) : "");
      }
    grid(out, p.top, p.left, p.rows, p.cols);
    for (const TvOutline& o : p.outlines)
      cell_rect(out, o.kind == TvOutlineKind::Atom ? "line width=2.5pt" : "line width=1.5pt,dashed",
                CellRect{p.top + o.row0, p.left + o.col0, o.row1 - o.row0 + 1, o.col1 - o.col0 + 1});
    if (labels) axis_labels(out, p.top, p.left, p.rows, p.cols);
    out += "\n";
  }
  if (cta) cta_tile(out, *cta);  // the repeats lie beside C (right of it, below it), the outline on top
  return out + footer();
}

}  // namespace

std::string tikz_document(const TvScene& scene, const ExportOptions& options, const std::string& comment) {
  return tv_document(scene, nullptr, options, comment);
}

std::string tikz_document(const CtaTileScene& scene, const ExportOptions& options, const std::string& comment) {
  return tv_document(scene.scene, &scene.overlay, options, comment);
}

namespace {

std::string printed(const ExportSubject& s) {
  return std::visit(
      [](const auto& v) -> std::string {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, TvLayoutOnTile>) return "TV layout: " + to_string(v.tv) + "\nTile: " + to_string(v.tile);
        else if constexpr (std::is_same_v<T, TiledPicture>) return v.printed;
        else return to_string(v);
      },
      s.value);
}

class TikzExporter : public Exporter {
 public:
  std::string format() const override { return "tikz"; }
  std::string description() const override { return "LaTeX/TikZ standalone document (print_latex style)"; }
  std::string file_extension() const override { return "tex"; }

  Result<std::string> write(const ExportSubject& subject, const ExportOptions& options) const override {
    auto scene = make_export_scene(subject, options.grid);
    if (!scene) return scene.failure();
    std::string comment = printed(subject);
    if (!subject.source.empty()) comment = "LayoutLab: " + subject.source + "\n" + comment;
    return std::visit([&](const auto& s) { return tikz_document(s, options, comment); }, *scene);
  }
};

}  // namespace

std::unique_ptr<Exporter> make_tikz_exporter() { return std::make_unique<TikzExporter>(); }

}  // namespace ll
