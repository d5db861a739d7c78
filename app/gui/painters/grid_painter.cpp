#include "app/gui/painters/grid_painter.hpp"

#include <QFontMetricsF>
#include <QPaintDevice>
#include <cstring>
#include <algorithm>
#include <cmath>

namespace ll::gui {

QPointF GridGeometry::slab_origin(const GridScene& s, std::int64_t k) const {
  const std::int64_t sx = k % s.slabs_per_row, sy = k / s.slabs_per_row;
  return QPointF(left + double(sx) * (slab_width(s) + slab_gap),
                 top + double(sy) * (slab_height(s) + slab_gap + title_height(s)) + title_height(s));
}

QRectF GridGeometry::cell_rect(const GridScene& s, std::int64_t slab, std::int64_t row, std::int64_t col) const {
  QPointF o = window_origin(s, slab);
  return QRectF(o.x() + double(col) * cell, o.y() + double(row) * cell, cell, cell);
}

bool GridGeometry::has_codomain(const GridScene& s) const {
  return codomain && !s.cells.empty() && !s.windowed() && s.min_index >= 0 && s.max_index - s.min_index < kMaxCodomain;
}

std::int64_t GridGeometry::codomain_per_row(const GridScene& s) const {
  const double width = std::max(slab_width(s) * double(std::min(s.slabs, s.slabs_per_row)), 16 * cell);
  return std::max<std::int64_t>(1, static_cast<std::int64_t>(width / cell));
}

double GridGeometry::codomain_top(const GridScene& s) const {
  const std::int64_t slab_rows = (s.slabs + s.slabs_per_row - 1) / s.slabs_per_row;
  return top + double(slab_rows) * (slab_height(s) + slab_gap + title_height(s)) + 18;
}

QRectF GridGeometry::codomain_rect(const GridScene& s, std::int64_t index) const {
  const std::int64_t i = index - s.min_index, per_row = codomain_per_row(s);
  return QRectF(left + double(i % per_row) * cell, codomain_top(s) + double(i / per_row) * cell, cell, cell);
}

QSizeF GridGeometry::size_for(const GridScene& s) const {
  const std::int64_t across = std::min(s.slabs, s.slabs_per_row);
  double w = left + double(across) * (slab_width(s) + slab_gap);
  double h = codomain_top(s) - 18 - slab_gap + 12;  // no empty strip below the last slab
  if (has_codomain(s)) {
    h = codomain_top(s);
    const std::int64_t n = s.max_index - s.min_index + 1, per_row = codomain_per_row(s);
    w = std::max(w, left + double(per_row) * cell + slab_gap);
    h += double((n + per_row - 1) / per_row) * cell + 8;
  }
  return QSizeF(std::max({w, 200.0, min_width}), h);
}

GridGeometry::Hit GridGeometry::hit(const GridScene& s, QPointF p) const {
  Hit h;
  if (s.cells.empty()) return h;
  const std::int64_t slab_rows = (s.slabs + s.slabs_per_row - 1) / s.slabs_per_row;
  for (std::int64_t sy = 0; sy < slab_rows; ++sy) {
    for (std::int64_t sx = 0; sx < s.slabs_per_row; ++sx) {
      const std::int64_t k = sy * s.slabs_per_row + sx;
      if (k >= s.slabs) break;
      const QPointF o = window_origin(s, k);
      const double x = p.x() - o.x(), y = p.y() - o.y();
      if (x < 0 || y < 0 || x >= double(s.cols) * cell || y >= double(s.rows) * cell) continue;
      const auto c = static_cast<std::int64_t>(x / cell), r = static_cast<std::int64_t>(y / cell);
      h.cell = static_cast<std::uint32_t>(s.position(k, r, c));
      return h;
    }
  }
  if (has_codomain(s) && p.y() >= codomain_top(s) && p.x() >= left) {
    const auto i = static_cast<std::int64_t>((p.x() - left) / cell) +
                   static_cast<std::int64_t>((p.y() - codomain_top(s)) / cell) * codomain_per_row(s);
    if ((p.x() - left) / cell < double(codomain_per_row(s)) && i <= s.max_index - s.min_index) h.index = s.min_index + i;
  }
  return h;
}

void GridPicture::rebuild(const GridScene& s, const ColourScheme& scheme) {
  slabs.clear();
  for (std::int64_t k = 0; k < s.slabs; ++k) {
    QImage img(int(s.cols), int(s.rows), QImage::Format_RGB32);
    for (std::int64_t r = 0; r < s.rows; ++r) {
      auto* line = reinterpret_cast<QRgb*>(img.scanLine(int(r)));
      for (std::int64_t c = 0; c < s.cols; ++c)
        line[c] = key_colour(scheme, s.at(k, r, c).key, s.min_key, s.max_key).rgb();
    }
    slabs.push_back(std::move(img));
  }
}

void GlyphAtlas::ensure(const QFont& font, double device_ratio) {
  if (font.pixelSize() == pixel_size && device_ratio == dpr) return;
  pixel_size = font.pixelSize();
  dpr = device_ratio;
  const QFontMetricsF fm(font);
  ascent = fm.ascent();
  descent = fm.descent();
  black.clear();
  white.clear();
  advance.clear();
  const QString atlas_chars = QLatin1String(chars);
  for (QChar c : atlas_chars) {
    const double w = fm.horizontalAdvance(c);
    advance.push_back(w);
    for (auto* list : {&black, &white}) {
      QImage img(QSize(int(std::ceil(w * dpr)) + 1, int(std::ceil((ascent + descent) * dpr)) + 1),
                 QImage::Format_ARGB32_Premultiplied);
      img.setDevicePixelRatio(dpr);
      img.fill(Qt::transparent);
      QPainter gp(&img);
      gp.setFont(font);
      gp.setPen(list == &black ? Qt::black : Qt::white);
      gp.drawText(QPointF(0, ascent), QString(c));
      gp.end();
      list->push_back(std::move(img));
    }
  }
}

double GlyphAtlas::width(const QString& text) const {
  double w = 0;
  for (QChar c : text) {
    const char* at = std::strchr(chars, c.toLatin1());
    if (!at || c.unicode() == 0) return -1;
    w += advance[std::size_t(at - chars)];
  }
  return w;
}

bool GlyphAtlas::draw(QPainter& p, QPointF centre, const QString& text, bool white_text) const {
  const double w = width(text);
  if (w < 0) return false;
  double x = centre.x() - w / 2;
  const double y = centre.y() - (ascent + descent) / 2;
  const auto& glyphs = white_text ? white : black;
  for (QChar c : text) {
    const auto i = std::size_t(std::strchr(chars, c.toLatin1()) - chars);
    p.drawImage(QPointF(x, y), glyphs[i]);
    x += advance[i];
  }
  return true;
}

namespace {

// Visible range [first, last) of cells along one axis of a slab.
std::pair<std::int64_t, std::int64_t> visible(double origin, double cell, std::int64_t n, double lo, double hi) {
  auto first = static_cast<std::int64_t>(std::floor((lo - origin) / cell));
  auto last = static_cast<std::int64_t>(std::ceil((hi - origin) / cell));
  return {std::clamp<std::int64_t>(first, 0, n), std::clamp<std::int64_t>(last, 0, n)};
}

double boundary_width(int weight, double cell) {
  if (weight <= 0) return 1;
  return std::min(1.0 + weight, std::max(1.5, cell / 6));
}

}  // namespace

void paint_grid(QPainter& p, const GridScene& s, const GridGeometry& g, const GridStyle& style,
                const GridPicture& picture, const QRectF& exposed, const GridHighlight& hl) {
  p.save();
  const Theme& theme = *style.theme;
  p.fillRect(exposed, theme.background);
  QFont font = p.font();
  font.setPixelSize(std::clamp(int(g.cell * 0.34), 8, 28));
  p.setFont(font);
  const QFontMetricsF fm(font);
  QFont small = p.font();
  small.setPixelSize(11);

  if (!style.legend.isEmpty()) {
    p.setFont(small);
    p.setPen(theme.text);
    p.drawText(QRectF(4, 2, 4000, 16), Qt::AlignLeft | Qt::AlignVCenter, style.legend);
    p.setFont(font);
  }

  const bool lines = g.cell >= 5;
  const bool labels = g.cell >= 16;
  for (std::int64_t k = 0; k < s.slabs; ++k) {
    const QPointF slab = g.slab_origin(s, k);
    const QRectF slab_rect(slab, QSizeF(g.slab_width(s), g.slab_height(s)));
    if (!slab_rect.adjusted(-g.left, -g.top, 4, 4).intersects(exposed)) continue;
    const QPointF o = g.window_origin(s, k);  // the scene's cells from here (a window's first cell)
    const auto [r0, r1] = visible(o.y(), g.cell, s.rows, exposed.top(), exposed.bottom());
    const auto [c0, c1] = visible(o.x(), g.cell, s.cols, exposed.left(), exposed.right());

    // Fill.
    if (style.vector_cells || picture.slabs.size() != std::size_t(s.slabs)) {
      for (std::int64_t r = r0; r < r1; ++r)
        for (std::int64_t c = c0; c < c1; ++c)
          p.fillRect(g.cell_rect(s, k, r, c), key_colour(*style.scheme, s.at(k, r, c).key, s.min_key, s.max_key));
    } else if (r1 > r0 && c1 > c0) {
      const QRectF target(o.x() + double(c0) * g.cell, o.y() + double(r0) * g.cell, double(c1 - c0) * g.cell,
                          double(r1 - r0) * g.cell);
      p.drawImage(target, picture.slabs[std::size_t(k)], QRectF(double(c0), double(r0), double(c1 - c0), double(r1 - r0)));
    }

    // Lines: thin between cells (when cells are big enough), thicker at hierarchical mode boundaries.
    // Filled rectangles, not stroked lines: far cheaper for hundreds of lines per repaint.
    auto draw_lines = [&](bool horizontal) {
      const auto& weights = horizontal ? s.row_weights : s.col_weights;
      const std::int64_t a0 = horizontal ? r0 : c0, a1 = horizontal ? r1 : c1;
      const std::int64_t n = horizontal ? s.rows : s.cols;
      // Boundaries closer than a few pixels (tiny cells, or blocks that each end a tile) would fill the grid
      // with line colour: draw those at least kMinGap apart, the outer edges always.
      constexpr double kMinGap = 6;
      std::int64_t last = -1;
      for (std::int64_t i = a0; i <= a1 && i < std::int64_t(weights.size()); ++i) {
        const int w = weights[std::size_t(i)];
        if (!lines && w == 0 && i != 0 && i != n) continue;
        if (i != 0 && i != n && last >= 0 && double(i - last) * g.cell < kMinGap) continue;
        last = i;
        const double width = std::round(boundary_width(w, g.cell));
        const QColor& colour = w > 0 ? theme.boundary : theme.line;
        if (horizontal) {
          const double y = o.y() + double(i) * g.cell;
          p.fillRect(QRectF(o.x() + double(c0) * g.cell, y - width / 2, double(c1 - c0) * g.cell, width), colour);
        } else {
          const double x = o.x() + double(i) * g.cell;
          p.fillRect(QRectF(x - width / 2, o.y() + double(r0) * g.cell, width, double(r1 - r0) * g.cell), colour);
        }
      }
    };
    draw_lines(true);
    draw_lines(false);

    // Cell labels (level of detail: they drop when cells get small or the text does not fit). Raster
    // painting blits pre-rendered glyphs; vector output (SVG) keeps real text.
    if (labels) {
      if (!style.vector_cells) picture.glyphs.ensure(font, p.device() ? p.device()->devicePixelRatioF() : 1.0);
      // A number label narrower than the cell has at most this many characters: wider ones are skipped
      // before their text is made (most cells of a huge layout, whose indices run to many digits).
      const bool numbers = !style.vector_cells && !s.coordinate_shape &&
                           (style.label == CellLabel::Index || style.label == CellLabel::Coord1D);
      const double narrowest = numbers ? *std::min_element(picture.glyphs.advance.begin(), picture.glyphs.advance.begin() + 10) : 1;
      const auto fitting_chars = static_cast<std::int64_t>((g.cell - 2) / std::max(narrowest, 1.0));
      for (std::int64_t r = r0; r < r1; ++r) {
        for (std::int64_t c = c0; c < c1; ++c) {
          const GridCell& cell = s.at(k, r, c);
          if (numbers) {
            std::int64_t v = style.label == CellLabel::Index ? cell.index : cell.coord, chars = v < 0 ? 2 : 1;
            for (v = v < 0 ? -(v / 10) : v / 10; v > 0; v /= 10) ++chars;
            if (chars > fitting_chars) continue;
          }
          const QString text = style.label == CellLabel::Index && !s.coordinate_shape ? QString::number(cell.index)
                               : style.label == CellLabel::Coord1D ? QString::number(cell.coord)
                                                                   : QString::fromStdString(cell_label_text(s, cell, style.label));
          const QRectF rect = g.cell_rect(s, k, r, c);
          const QColor ink = text_colour_on(key_colour(*style.scheme, cell.key, s.min_key, s.max_key));
          if (!style.vector_cells) {
            const double w = picture.glyphs.width(text);
            if (w >= 0) {
              if (w <= g.cell - 2) picture.glyphs.draw(p, rect.center(), text, ink == QColor(Qt::white));
              continue;
            }
          }
          if (fm.horizontalAdvance(text) > g.cell - 2) continue;
          p.setPen(ink);
          p.drawText(rect, Qt::AlignCenter, text);
        }
      }
    }

    // Axis labels.
    if (g.cell >= 12) {
      p.setFont(small);
      p.setPen(theme.muted);
      if (s.rows > 1 || s.row_axis.mode >= 0)
        for (std::int64_t r = r0; r < r1; ++r)
          p.drawText(QRectF(slab.x() - g.left + 2, o.y() + double(r) * g.cell, g.left - 6, g.cell),
                     Qt::AlignRight | Qt::AlignVCenter, QString::fromStdString(s.row_labels[std::size_t(r)]));
      for (std::int64_t c = c0; c < c1; ++c)
        p.drawText(QRectF(o.x() + double(c) * g.cell, slab.y() - 16, g.cell, 15), Qt::AlignHCenter | Qt::AlignBottom,
                   QString::fromStdString(s.col_labels[std::size_t(c)]));
      p.setFont(font);
    }
    if (s.slabs > 1) {
      p.setFont(small);
      p.setPen(theme.text);
      p.drawText(QRectF(slab.x(), slab.y() - g.slab_title - 14, g.slab_width(s), 14), Qt::AlignLeft | Qt::AlignBottom,
                 QString::fromStdString(s.slab_labels[std::size_t(k)]));
      p.setFont(font);
    }
  }

  // Codomain strip: the index space, each index coloured as in the grid when some cell maps to it.
  if (g.has_codomain(s)) {
    p.setFont(small);
    p.setPen(theme.text);
    p.drawText(QRectF(4, g.codomain_top(s) - 16, 4000, 14), Qt::AlignLeft, QStringLiteral("codomain"));
    p.setFont(font);
    std::vector<const GridCell*> first(std::size_t(s.max_index - s.min_index + 1), nullptr);
    for (const auto& cell : s.cells)
      if (!first[std::size_t(cell.index - s.min_index)]) first[std::size_t(cell.index - s.min_index)] = &cell;
    for (std::int64_t i = s.min_index; i <= s.max_index; ++i) {
      const QRectF r = g.codomain_rect(s, i);
      if (!r.intersects(exposed)) continue;
      const GridCell* cell = first[std::size_t(i - s.min_index)];
      const QColor fill = cell ? key_colour(*style.scheme, cell->key, s.min_key, s.max_key) : theme.background;
      p.fillRect(r, fill);
      p.setPen(QPen(theme.line, 1));
      p.drawRect(r);
      if (g.cell >= 16) {
        p.setPen(cell ? text_colour_on(fill) : theme.muted);
        const QString text = QString::number(i);
        if (fm.horizontalAdvance(text) <= g.cell - 2) p.drawText(r, Qt::AlignCenter, text);
      }
    }
  }

  // Highlight: every cell sharing the hovered index, the hovered cell, and their link to the codomain.
  if (!hl.cells.empty() || hl.index) {
    p.setRenderHint(QPainter::Antialiasing, true);
    const double w = std::clamp(g.cell / 8, 2.0, 4.0);
    p.setPen(QPen(theme.highlight, w));
    p.setBrush(Qt::NoBrush);
    for (auto pos : hl.cells) p.drawRect(g.cell_rect(s, s.cells[pos]).adjusted(w / 2, w / 2, -w / 2, -w / 2));
    if (hl.focus) {
      p.setPen(QPen(theme.text, w));
      p.drawRect(g.cell_rect(s, s.cells[*hl.focus]).adjusted(w, w, -w, -w));
    }
    if (hl.index && g.has_codomain(s) && *hl.index >= s.min_index && *hl.index <= s.max_index) {
      const QRectF target = g.codomain_rect(s, *hl.index);
      p.setPen(QPen(theme.highlight, w));
      p.drawRect(target.adjusted(w / 2, w / 2, -w / 2, -w / 2));
      QColor link = theme.highlight;
      link.setAlpha(140);
      p.setPen(QPen(link, 1.5, Qt::DashLine));
      std::size_t drawn = 0;
      for (auto pos : hl.cells) {
        if (++drawn > 64) break;
        p.drawLine(g.cell_rect(s, s.cells[pos]).center(), target.center());
      }
    }
  }
  p.restore();
}

double legend_width(const QString& legend) {
  QFont small;
  small.setPixelSize(11);
  return QFontMetricsF(small).horizontalAdvance(legend) + 12;
}

}  // namespace ll::gui
