#include "app/gui/exporters/lesson_pdf.hpp"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <algorithm>

#include "app/gui/painters/grid_colours.hpp"
#include "app/gui/painters/grid_painter.hpp"
#include "core/layout/print.hpp"
#include "core/scene/grid_scene.hpp"

namespace ll::gui {
namespace {
// This file's translation context, declared where lupdate sees it (docs/translations.md).
struct LessonPdf {
  Q_DECLARE_TR_FUNCTIONS(LessonPdf)
};

// Draws `text` word-wrapped from the top of `area` and @return the height it took.
double draw_text(QPainter& p, const QRectF& area, const QString& text, const QFont& font, int flags = Qt::TextWordWrap) {
  if (text.isEmpty()) return 0;
  p.setFont(font);
  const QRectF used = p.boundingRect(area, flags, text);
  p.drawText(area, flags, text);
  return used.height();
}

void paint_frame_grid(QPainter& p, const StepFrame& f, const QRectF& area, const QString& palette_id) {
  SceneOptions o;
  if (!f.keys.empty()) {
    o.colour_by = ColourBy::Operand;
    o.operand_keys = f.keys;
  }
  auto scene = make_grid_scene(*f.layout, o);
  if (!scene) return;
  GridStyle style;
  style.vector_cells = true;
  for (const ColourScheme& scheme : colour_schemes())
    if (scheme.id == palette_id) style.scheme = &scheme;
  GridGeometry g;
  g.cell = 36;
  const QSizeF natural = g.size_for(*scene);
  const double scale = std::min({area.width() / natural.width(), area.height() / natural.height(), 3.0});
  GridHighlight highlight;
  if (!f.highlight.empty() && !scene->aggregated())
    for (std::uint32_t i = 0; i < scene->cells.size(); ++i)
      if (f.highlight.selects(scene->cells[i].coord, scene->cells[i].index)) highlight.cells.push_back(i);
  p.save();
  p.translate(area.left() + (area.width() - natural.width() * scale) / 2, area.top());
  p.scale(scale, scale);
  GridPicture picture;
  paint_grid(p, *scene, g, style, picture, QRectF(QPointF(0, 0), natural), highlight);
  p.restore();
}

}  // namespace

bool write_lesson_pdf(const QString& path, const QString& heading, const std::vector<StepFrame>& frames,
                      const QString& palette_id, QString* error) {
  QPdfWriter pdf(path);
  pdf.setPageSize(QPageSize(QPageSize::A4));
  pdf.setResolution(150);
  pdf.setTitle(heading);
  pdf.setCreator(QStringLiteral("LayoutLab"));
  QPainter p;
  if (!p.begin(&pdf)) {
    if (error) *error = LessonPdf::tr("cannot write %1").arg(QFileInfo(path).absoluteFilePath());
    return false;
  }
  const QRectF page = QRectF(QPointF(0, 0), QSizeF(pdf.width(), pdf.height())).adjusted(60, 60, -60, -60);
  QFont body(QStringLiteral("Noto Sans CJK SC"));
  body.setFamilies({QStringLiteral("Noto Sans CJK SC"), QStringLiteral("WenQuanYi Micro Hei"), QStringLiteral("DejaVu Sans")});
  body.setPointSizeF(12);
  QFont small = body;
  small.setPointSizeF(9);
  QFont title = body;
  title.setPointSizeF(16);
  title.setBold(true);
  QFont mono(QStringLiteral("DejaVu Sans Mono"));
  mono.setStyleHint(QFont::Monospace);
  mono.setPointSizeF(10);
  for (std::size_t i = 0; i < frames.size(); ++i) {
    if (i > 0) pdf.newPage();
    const StepFrame& f = frames[i];
    p.setPen(Qt::black);
    double y = page.top();
    y += draw_text(p, QRectF(page.left(), y, page.width(), 60), LessonPdf::tr("%1 — step %2 of %3").arg(heading).arg(i + 1).arg(frames.size()),
                   small) + 20;
    y += draw_text(p, QRectF(page.left(), y, page.width(), page.height()), f.title, title) + 16;
    y += draw_text(p, QRectF(page.left(), y, page.width(), page.height()), f.explanation, body) + 16;
    const QString value = !f.value.isEmpty() ? f.value : f.layout ? QString::fromStdString(to_string(*f.layout)) : QString();
    if (!value.isEmpty()) y += draw_text(p, QRectF(page.left(), y, page.width(), page.height()), value, mono, 0) + 20;
    const double exercise_height = f.exercise ? 200 : 0;
    if (f.layout) {
      const QRectF area(page.left(), y, page.width(), page.bottom() - y - exercise_height - 20);
      if (area.height() > 80) paint_frame_grid(p, f, area, palette_id);
    }
    if (f.exercise) {
      const double top = page.bottom() - exercise_height;
      p.setPen(Qt::black);
      double ey = top + draw_text(p, QRectF(page.left(), top, page.width(), exercise_height),
                                  LessonPdf::tr("Exercise: %1").arg(f.exercise->prompt), body) + 40;
      p.setPen(QPen(Qt::gray, 1.5));
      p.drawLine(QPointF(page.left(), ey), QPointF(page.right(), ey));
      p.drawLine(QPointF(page.left(), ey + 50), QPointF(page.right(), ey + 50));
    }
  }
  if (!p.end()) {
    if (error) *error = LessonPdf::tr("cannot write %1").arg(QFileInfo(path).absoluteFilePath());
    return false;
  }
  return true;
}

}  // namespace ll::gui
