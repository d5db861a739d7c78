// How long a full repaint of the explorer's grid takes, offscreen (QT_QPA_PLATFORM=offscreen is set
// here). The budget is 16 ms for a 256x256 grid (65,536 cells). Run:
//   build-gui/tests/app/bench/bench_grid_paint
#include <benchmark/benchmark.h>

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>
#include <chrono>

#include "app/gui/explorer/layout_grid_model.hpp"
#include "app/gui/explorer/layout_grid_view.hpp"
#include "app/gui/explorer/view_settings.hpp"
#include "app/gui/designer/tv_scene_view.hpp"
#include "app/gui/painters/grid_painter.hpp"
#include "core/scene/tv_scene.hpp"
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

// ---- huge cards: pan and zoom frames (issue: 2^30 cells, frames <= 16 ms) ------------------------------

// A card's grid in a 1600 x 1000 scroll area, as the explorer shows it, zoomed to `pixels` per layout cell.
struct HugeCard {
  ViewSettings settings;
  LayoutGridModel model;
  QScrollArea area;
  LayoutGridView* view;
  HugeCard(const char* text, double pixels) {
    model.setCellBudget(ViewSettings::kDefaultCardCells);
    model.setLayout(*parse_layout(text), {});
    model.waitForScene();
    view = new LayoutGridView(&model, &settings);
    area.setWidget(view);
    area.setWidgetResizable(false);
    area.resize(1600, 1000);
    area.show();
    view->setPixelsPerCell(pixels);
    settle();
  }
  void settle() {
    QCoreApplication::processEvents();  // the queued window check after a scroll
    model.waitForScene();
  }
  // One frame: whatever the scroll or zoom asked for (Qt blits what stays in view and paints the strip that
  // comes in), then the whole viewport repainted, an upper bound of what a frame paints.
  void paint() {
    settle();
    area.viewport()->repaint();
  }
};

const char* const kHugeLayouts[] = {"(32768,32768):(32768,1)",
                                    // logical_divide((32768,32768):(32768,1), <_128,_64>)
                                    "((_128,256),(_64,512)):((32768,4194304),(_1,_64))"};

// Panning: 97 px right and down per frame (back to the start at the far edge), the window following.
void BM_HugeCardPanFrame(benchmark::State& state) {
  HugeCard card(kHugeLayouts[state.range(0)], double(state.range(1)));
  QScrollBar* h = card.area.horizontalScrollBar();
  QScrollBar* v = card.area.verticalScrollBar();
  double worst = 0;
  for (auto _ : state) {
    const auto start = std::chrono::steady_clock::now();
    h->setValue(h->value() + 97 >= h->maximum() ? 0 : h->value() + 97);
    v->setValue(v->value() + 97 >= v->maximum() ? 0 : v->value() + 97);
    card.paint();
    worst = std::max(worst, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  }
  state.counters["worst_ms"] = worst;
  state.counters["cells"] = double(card.model.scene().cells.size());
}
BENCHMARK(BM_HugeCardPanFrame)->Args({0, 24})->Args({0, 2})->Args({1, 24})->Unit(benchmark::kMillisecond);

// Zooming: in and out by 1.25 around `pixels` per cell, each step a frame (new windows and blocks included).
void BM_HugeCardZoomFrame(benchmark::State& state) {
  HugeCard card(kHugeLayouts[state.range(0)], double(state.range(1)));
  int step = 0;
  double worst = 0;
  for (auto _ : state) {
    const auto start = std::chrono::steady_clock::now();
    card.view->zoomBy((step++ / 4) % 2 == 0 ? 1.25 : 0.8);  // four steps in, four out
    card.paint();
    worst = std::max(worst, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  }
  state.counters["worst_ms"] = worst;
}
BENCHMARK(BM_HugeCardZoomFrame)->Args({0, 24})->Args({0, 1})->Args({1, 24})->Unit(benchmark::kMillisecond);

// ---- a 256 x 256 TV tile, every owner labelled ---------------------------------------------------------

void BM_TvTileRepaint(benchmark::State& state) {
  // 256 threads x 256 values over a 256 x 256 tile: thread t owns row t
  const Layout tv = *parse_layout("(_256,_256):(_1,_256)");
  const Layout tile = *parse_layout("(_256,_256):(_1,_256)");
  auto panel = make_tv_ownership_panel(tv, tile, "C");
  if (!panel) {
    state.SkipWithError(panel.error().c_str());
    return;
  }
  TvSceneView view;
  view.setScene(std::make_shared<const TvScene>(make_tv_scene(std::move(panel).value())));
  view.setCellSize(double(state.range(0)));
  QImage frame(1600, 1000, QImage::Format_ARGB32_Premultiplied);
  for (auto _ : state) {
    view.render(&frame, QPoint(), QRegion(0, 0, 1600, 1000));
    benchmark::DoNotOptimize(frame.constBits());
  }
}
BENCHMARK(BM_TvTileRepaint)->Arg(40)->Arg(64)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
