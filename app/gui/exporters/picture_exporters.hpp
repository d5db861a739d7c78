#pragma once
// Picture formats (SVG through QSvgGenerator, PNG at a chosen scale) and copy-as-image. They paint the
// core scene of the subject (make_export_scene) through the shared painters, so they show what the GUI
// shows. all_exporters() is the one list the export menu and `layoutlab-cli export` use.
#include <QImage>
#include <QSizeF>
#include <vector>

#include "core/export/export_subject.hpp"
#include "core/export/exporter.hpp"

class QPainter;

namespace ll::gui {

// Largest edge of a PNG in pixels; larger pictures get smaller cells (a 256x256 tile still fits). 4096²
// RGB32 is 64 MiB, under Qt's default 128 MiB image-reader limit, so every Qt program can open the file.
constexpr double kMaxPngEdge = 4096;

// The picture's size at options.cell_px, and painting it (with no widget state: exports are plain).
QSizeF export_picture_size(const ExportScene& scene, const ExportOptions& options);
void paint_export_scene(QPainter& painter, const ExportScene& scene, const ExportOptions& options);
// The PNG image (white background), cells shrunk so neither edge exceeds kMaxPngEdge.
QImage render_export_image(const ExportScene& scene, const ExportOptions& options);

// Text formats (core) followed by the picture formats (svg, png).
std::vector<const Exporter*> all_exporters();

// Puts the picture on the clipboard as an image. @post false when the subject has no picture
bool copy_picture_to_clipboard(const ExportSubject& subject, const ExportOptions& options);

}  // namespace ll::gui
