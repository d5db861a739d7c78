#pragma once
// What an export writes: one core value (a layout, a swizzle, a composed layout, a TV layout over its
// tile, an MMA atom, ...) and the picture the core draws of it. Code formats read the value; picture
// formats (TikZ, SVG, PNG) read the scene made by make_export_scene, so they match the GUI.
#include <optional>
#include <string>
#include <variant>

#include "core/export/cute_cpp_tiled_mma.hpp"
#include "core/layout/layout.hpp"
#include "core/layout/swizzle.hpp"
#include "core/scene/cta_tile.hpp"
#include "core/scene/grid_scene.hpp"
#include "core/scene/tv_scene.hpp"
#include "core/util/result.hpp"

namespace ll {

// A TV layout ((thread, value) -> index) drawn over the tile layout ((m, n) -> index) it indexes.
struct TvLayoutOnTile {
  Layout tv;
  Layout tile;
  friend bool operator==(const TvLayoutOnTile&, const TvLayoutOnTile&) = default;
};

// A TiledMMA, MMA atom or TiledCopy as the designer and the exports see it: what builds it in C++ and
// the TV picture it yields.
struct TiledPicture {
  std::string kind;                 // "TiledMMA", "TiledCopy"
  // The TiledMMA (or the one a TiledCopy is made for, declared as `TiledMma`): its C++ is written by
  // write_cute_tiled_mma, the unit the GPU kernel uses too.
  std::optional<TiledMMA> mma;
  std::string cpp_type_expr;  // TiledCopy: its type, e.g. `decltype(make_tiled_copy_A(Copy_Atom<...>{}, TiledMma{}))`
  std::string dsl;             // CuTe Python DSL snippet body, or "" when the DSL has no equivalent
  std::string printed;         // what cute::print prints for it
  TvScene scene;
  // A TiledMMA's CTA tile, drawn over C as the designer draws it (outline, repeats); none: the tile alone.
  std::optional<CtaTile> cta;
};

struct ExportSubject {
  std::variant<Layout, Swizzle, ComposedLayout, TvLayoutOnTile, TiledPicture> value;
  std::string source;  // the expression the user wrote, kept as a comment; may be empty
};

using ExportScene = std::variant<GridScene, TvScene, CtaTileScene>;

// The picture of a subject: a layout's grid (rank <= 2; a composed layout drawn as its values), the TV
// ownership scene, or that scene with a TiledMMA's CTA tile over C.
// A layout's grid is coloured as `grid` says (colour-by, mode names), as a card of the explorer shows it.
// @post an error for subjects without a picture (a bare swizzle), too large ones, or a CTA tile that is not
//       a multiple of the TiledMMA's tile (check_cta_tile's message)
Result<ExportScene> make_export_scene(const ExportSubject& subject, const SceneOptions& grid = {});

}  // namespace ll
