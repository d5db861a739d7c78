#pragma once
// LaTeX/TikZ in the style of CuTe's print_latex (a standalone document; rows run down, columns right;
// TV cells labelled T#/V#), for any size: colours are defined once, each cell is one \fill and one
// \node, grids are one \draw per panel, and the cell edge shrinks so that the picture stays inside TeX's
// largest dimension. Replicated owners are all listed (`T0|T32`), not only the first as print_latex does.
#include <memory>
#include <string>

#include "core/export/exporter.hpp"
#include "core/scene/cta_tile.hpp"
#include "core/scene/grid_scene.hpp"
#include "core/scene/tv_scene.hpp"

namespace ll {

// @post a complete document; `comment` lines (the value printed) go on top as `% ...`
std::string tikz_document(const GridScene& scene, const ExportOptions& options, const std::string& comment);
std::string tikz_document(const TvScene& scene, const ExportOptions& options, const std::string& comment);
// The TV scene with the CTA tile over C: each repeat as one tinted block (its cells are C's), the outline.
std::string tikz_document(const CtaTileScene& scene, const ExportOptions& options, const std::string& comment);

// The "tikz" format, reading make_export_scene(subject).
std::unique_ptr<Exporter> make_tikz_exporter();

}  // namespace ll
