#include "app/gui/exporters/picture_exporters.hpp"

#include <QBuffer>
#include <QClipboard>
#include <QGuiApplication>
#include <QPainter>
#include <QSvgGenerator>
#include <algorithm>
#include <cmath>
#include <memory>

#include "app/gui/painters/cta_tile_painter.hpp"
#include "app/gui/painters/grid_painter.hpp"
#include "app/gui/painters/tv_painter.hpp"

namespace ll::gui {
namespace {

GridGeometry grid_geometry(const ExportOptions& o) {
  GridGeometry g;
  g.cell = o.cell_px;
  return g;
}

TvGeometry tv_geometry(const ExportOptions& o) {
  TvGeometry g;
  g.cell = o.cell_px;
  return g;
}

}  // namespace

QSizeF export_picture_size(const ExportScene& scene, const ExportOptions& options) {
  if (const auto* grid = std::get_if<GridScene>(&scene)) return grid_geometry(options).size_for(*grid);
  if (const auto* cta = std::get_if<CtaTileScene>(&scene)) return tv_geometry(options).size_for(cta->scene);  // grown to hold it
  return tv_geometry(options).size_for(std::get<TvScene>(scene));
}

void paint_export_scene(QPainter& painter, const ExportScene& scene, const ExportOptions& options) {
  if (const auto* grid = std::get_if<GridScene>(&scene)) {
    // Vector cells: right for SVG, and for PNG the same picture the explorer's grid paints.
    GridStyle style;
    style.vector_cells = true;
    style.label = options.cell_label;
    for (const ColourScheme& scheme : colour_schemes())
      if (scheme.id.toStdString() == options.palette) style.scheme = &scheme;
    GridPicture picture;
    const GridGeometry g = grid_geometry(options);
    paint_grid(painter, *grid, g, style, picture, QRectF(QPointF(0, 0), g.size_for(*grid)));
    return;
  }
  TvPaintState state;
  state.palette = options.palette;
  state.labels = options.labels;
  const TvGeometry g = tv_geometry(options);
  if (const auto* cta = std::get_if<CtaTileScene>(&scene)) {  // as the designer draws it, no thread selected
    paint_tv_scene(painter, cta->scene, g, state);
    paint_cta_tile(painter, cta->scene, cta->overlay, g, state);
    return;
  }
  paint_tv_scene(painter, std::get<TvScene>(scene), g, state);
}

QImage render_export_image(const ExportScene& scene, const ExportOptions& options) {
  ExportOptions o = options;
  const double scale = std::clamp(options.scale, 0.05, 16.0);
  QSizeF size = export_picture_size(scene, o) * scale;
  // Shrink the cells, not the page, so the picture stays complete; margins do not shrink, so repeat.
  for (int i = 0; i < 8 && std::max(size.width(), size.height()) > kMaxPngEdge && o.cell_px > 1.0; ++i) {
    o.cell_px = std::max(1.0, std::floor(o.cell_px * 0.98 * kMaxPngEdge / std::max(size.width(), size.height())));
    size = export_picture_size(scene, o) * scale;
  }
  QImage image(size.toSize().expandedTo(QSize(1, 1)), QImage::Format_RGB32);
  image.fill(Qt::white);
  QPainter painter(&image);
  painter.scale(scale, scale);
  paint_export_scene(painter, scene, o);
  painter.end();
  return image;
}

namespace {

class SvgExporter : public Exporter {
 public:
  std::string format() const override { return "svg"; }
  std::string description() const override { return "SVG picture"; }
  std::string file_extension() const override { return "svg"; }

  Result<std::string> write(const ExportSubject& subject, const ExportOptions& options) const override {
    auto scene = make_export_scene(subject, options.grid);
    if (!scene) return scene.failure();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    const QSizeF size = export_picture_size(*scene, options);
    svg.setSize(size.toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), size));
    svg.setTitle(QStringLiteral("LayoutLab"));
    svg.setDescription(QString::fromStdString(subject.source));
    QPainter painter(&svg);
    painter.fillRect(QRectF(QPointF(0, 0), size), Qt::white);
    paint_export_scene(painter, *scene, options);
    painter.end();
    return buffer.data().toStdString();
  }
};

class PngExporter : public Exporter {
 public:
  std::string format() const override { return "png"; }
  std::string description() const override { return "PNG picture (scale with --scale)"; }
  std::string file_extension() const override { return "png"; }
  bool is_binary() const override { return true; }

  Result<std::string> write(const ExportSubject& subject, const ExportOptions& options) const override {
    auto scene = make_export_scene(subject, options.grid);
    if (!scene) return scene.failure();
    const QImage image = render_export_image(*scene, options);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) return Error{"png export: the image could not be encoded"};
    return buffer.data().toStdString();
  }
};

const std::vector<std::unique_ptr<Exporter>>& picture_exporters() {
  static const std::vector<std::unique_ptr<Exporter>> all = [] {
    std::vector<std::unique_ptr<Exporter>> v;
    v.push_back(std::make_unique<SvgExporter>());
    v.push_back(std::make_unique<PngExporter>());
    return v;
  }();
  return all;
}

}  // namespace

std::vector<const Exporter*> all_exporters() {
  std::vector<const Exporter*> v = text_exporter_list();
  for (const auto& e : picture_exporters()) v.push_back(e.get());
  return v;
}

bool copy_picture_to_clipboard(const ExportSubject& subject, const ExportOptions& options) {
  auto scene = make_export_scene(subject, options.grid);
  if (!scene) return false;
  QGuiApplication::clipboard()->setImage(render_export_image(*scene, options));
  return true;
}

}  // namespace ll::gui
