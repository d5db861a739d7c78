#pragma once
// Draws a core GridScene with QPainter. The widget, --screenshot, the stepper and the PNG/SVG exports
// all paint through here, so they show the same picture.
#include <QImage>
#include <QPainter>
#include <QRectF>
#include <optional>
#include <vector>

#include "app/gui/painters/grid_colours.hpp"
#include "core/scene/grid_scene.hpp"

namespace ll::gui {

// Where everything goes at a given cell size. Slabs of a rank > 2 layout sit in a grid of slabs; the
// codomain strip (the index space 0..max_index) runs below them.
struct GridGeometry {
  double cell = 32;
  double left = 44, top = 40;        // room for row labels / legend and column labels
  double slab_gap = 24, slab_title = 18;
  bool codomain = false;             // draw the codomain strip
  double min_width = 0;              // e.g. the legend's width
  static constexpr std::int64_t kMaxCodomain = 1 << 14;

  // A slab's extent is the whole picture's; a windowed scene's cells sit at their place in it.
  double slab_width(const GridScene& s) const { return double(s.picture_cols()) * cell; }
  double slab_height(const GridScene& s) const { return double(s.picture_rows()) * cell; }
  // Where the scene's cell (0, 0) of slab k is drawn: the slab's origin, moved to a window's first cell.
  QPointF window_origin(const GridScene& s, std::int64_t k) const {
    return slab_origin(s, k) + QPointF(double(s.first_col) * cell, double(s.first_row) * cell);
  }
  double title_height(const GridScene& s) const { return s.slabs > 1 ? slab_title : 0; }
  QPointF slab_origin(const GridScene& s, std::int64_t k) const;
  QRectF cell_rect(const GridScene& s, std::int64_t slab, std::int64_t row, std::int64_t col) const;
  QRectF cell_rect(const GridScene& s, const GridCell& c) const { return cell_rect(s, c.slab, c.row, c.col); }
  bool has_codomain(const GridScene& s) const;
  std::int64_t codomain_per_row(const GridScene& s) const;
  double codomain_top(const GridScene& s) const;
  QRectF codomain_rect(const GridScene& s, std::int64_t index) const;
  QSizeF size_for(const GridScene& s) const;

  struct Hit {
    std::optional<std::uint32_t> cell;   // position in scene.cells
    std::optional<std::int64_t> index;   // an index of the codomain strip
  };
  Hit hit(const GridScene& s, QPointF p) const;
};

struct GridStyle {
  const ColourScheme* scheme = &colour_schemes().front();
  const Theme* theme = &themes().front();
  CellLabel label = CellLabel::Index;
  QString legend;            // one line above the grid, already translated
  bool vector_cells = false; // paint each cell as a rectangle (SVG) instead of the cached image
};

// Pre-rendered glyphs of the characters cell labels use ("0-9-(),_"), in black and in white, so a
// label is a few small blits instead of a text layout (thousands of labels per repaint).
struct GlyphAtlas {
  int pixel_size = 0;
  double dpr = 0;
  std::vector<QImage> black, white;  // indexed like chars
  std::vector<double> advance;
  double ascent = 0, descent = 0;
  static constexpr const char* kGlyphChars = "0123456789-(),_";  // what grid cell labels use
  const char* chars = kGlyphChars;                                  // the characters this atlas holds
  void ensure(const QFont& font, double dpr);
  // @post false (nothing drawn) when `text` holds a character outside chars
  bool draw(QPainter& p, QPointF centre, const QString& text, bool white_text) const;
  double width(const QString& text) const;
};

// Per-slab images with one pixel per cell, so a 256x256 grid fills with one scaled drawImage.
struct GridPicture {
  std::vector<QImage> slabs;
  mutable GlyphAtlas glyphs;
  void rebuild(const GridScene& s, const ColourScheme& scheme);
};

struct GridHighlight {
  std::vector<std::uint32_t> cells;    // cells to outline (e.g. all cells sharing the hovered index)
  std::optional<std::uint32_t> focus;  // the hovered cell
  std::optional<std::int64_t> index;   // the index to mark in the codomain strip
};

// Paints the part of the picture inside `exposed` (widget coordinates).
void paint_grid(QPainter& p, const GridScene& scene, const GridGeometry& g, const GridStyle& style,
                const GridPicture& picture, const QRectF& exposed, const GridHighlight& highlight = {});

// The width the legend line needs (GridGeometry::min_width).
double legend_width(const QString& legend);

}  // namespace ll::gui
