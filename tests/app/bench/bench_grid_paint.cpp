// How long a full repaint of the explorer's grid takes, offscreen (QT_QPA_PLATFORM=offscreen is set
// here). The budget is 16 ms for a 256x256 grid (65,536 cells). Run:
//   build-gui/tests/app/bench/bench_grid_paint
#include <benchmark/benchmark.h>

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QScrollArea>

#include "app/gui/explorer/layout_grid_model.hpp"
#include "app/gui/explorer/layout_grid_view.hpp"
#include "app/gui/explorer/view_settings.hpp"
#include "app/gui/painters/grid_painter.hpp"
#include "core/layout/parse.hpp"

using namespace ll;
using namespace ll::gui;

namespace {

const Layout& big() {
  static const Layout l = *parse_layout("((16,16),(16,16)):((1,256),(16,4096))");  // 256 x 256, hierarchical
  return l;
}

// Paint the part of the picture a 1600x1000 viewport shows at a given cell size (the widget's job on
// every repaint), into an offscreen image.
void BM_PaintViewport(benchmark::State& state) {
  const GridScene scene = *make_grid_scene(big());
  GridGeometry g;
  g.cell = double(state.range(0));
  GridStyle style;
  style.legend = QStringLiteral("rows ↓ mode 0 (16,16):(1,256)    columns → mode 1 (16,16):(16,4096)");
  GridPicture picture;
  picture.rebuild(scene, *style.scheme);
  QImage target(1600, 1000, QImage::Format_ARGB32_Premultiplied);
  GridHighlight hl;
  hl.cells = scene.cells_with_index(scene.at(7, 9).index);
  hl.focus = hl.cells.front();
  for (auto _ : state) {
    QPainter p(&target);
    paint_grid(p, scene, g, style, picture, QRectF(0, 0, 1600, 1000), hl);
    p.end();
    benchmark::DoNotOptimize(target.constBits());
  }
  state.counters["cells"] = double(scene.cells.size());
}
BENCHMARK(BM_PaintViewport)->Arg(3)->Arg(6)->Arg(16)->Arg(32)->Unit(benchmark::kMillisecond);

// The real widget: LayoutGridView::render of the visible part, through its paintEvent.
void BM_WidgetRepaint(benchmark::State& state) {
  ViewSettings settings;
  settings.setCellSize(double(state.range(0)));
  LayoutGridModel model;
  model.setLayout(big(), {});
  model.waitForScene();
  LayoutGridView view(&model, &settings);
  view.setCellSize(double(state.range(0)));
  QImage target(1600, 1000, QImage::Format_ARGB32_Premultiplied);
  const QRegion visible(0, 0, std::min(1600, view.width()), std::min(1000, view.height()));
  for (auto _ : state) {
    view.render(&target, QPoint(), visible);
    benchmark::DoNotOptimize(target.constBits());
  }
}
BENCHMARK(BM_WidgetRepaint)->Arg(3)->Arg(16)->Arg(32)->Unit(benchmark::kMillisecond);

// Building the scene (done once per edit; off the UI thread above 65,536 cells).
void BM_BuildScene(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(make_grid_scene(big()));
}
BENCHMARK(BM_BuildScene)->Unit(benchmark::kMillisecond);

// Rebuilding the colour image after a palette or layout change.
void BM_RebuildPicture(benchmark::State& state) {
  const GridScene scene = *make_grid_scene(big());
  GridPicture picture;
  for (auto _ : state) picture.rebuild(scene, colour_schemes().front());
}
BENCHMARK(BM_RebuildPicture)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
