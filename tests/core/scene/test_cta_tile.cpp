// The CTA tile over the TiledMMA designer's C grid: SM80_16x8x16_F16F16F16F16_TN with thread layout
// (2,2,1) has the tile 32x16x16 (tile_size from the core's TiledMMA); a 128x128x32 CTA covers it 4x8
// times, each repeat owned by the same threads. Non-multiples fail with the GEMM module's message.
#include <QTest>

#include "core/export/tiled_picture.hpp"
#include "core/scene/cta_tile.hpp"
#include "core/scene/partition_levels.hpp"
#include "core/layout/parse.hpp"
#include "core/scene/tiled_mma_scene.hpp"

using namespace ll;

namespace {
const TvPanel& c_panel(const TvScene& s) {
  for (const auto& p : s.panels)
    if (p.name == "C") return p;
  qFatal("no C panel");
}
TvScene seed_scene() {
  auto picture = make_tiled_mma_picture("SM80_16x8x16_F16F16F16F16_TN", 2, 2, 1, "");
  if (!picture) qFatal("%s", picture.error().c_str());
  return picture->scene;
}
}  // namespace

class TestCtaTile : public QObject {
  Q_OBJECT
 private slots:
  void parsesTheGemmTileSpelling() {
    auto t = parse_cta_tile("128x128x32");
    QVERIFY(t);
    QCOMPARE(*t, (CtaTile{128, 128, 32}));
    QCOMPARE(*parse_cta_tile(" 64 x 256 X 64 "), (CtaTile{64, 256, 64}));
    for (const char* bad : {"", "128", "128x128", "128x128x", "x128x32", "128x128x32x1", "12a8x128x32", "-1x8x8"})
      QVERIFY2(!parse_cta_tile(bad), bad);
    QCOMPARE(parse_cta_tile("128x128").error(), std::string("CTA tile: expected MxNxK, e.g. 128x128x32"));
    QCOMPARE(parse_cta_tile("0x128x32").error(), std::string("CTA tile: extents must be positive"));
    // Huge extents are refused before they can overflow anything.
    QVERIFY(!parse_cta_tile("99999999999999999999999x1x1"));
  }

  void checksDivisibilityLikeTheGemmModule() {
    QVERIFY(check_cta_tile({128, 128, 32}, 32, 16, 16));
    QCOMPARE(check_cta_tile({100, 128, 32}, 32, 16, 16).error(),
             std::string("CTA tile M=100 is not a multiple of the TiledMMA's M extent 32"));
    QCOMPARE(check_cta_tile({128, 24, 32}, 32, 16, 16).error(),
             std::string("CTA tile N=24 is not a multiple of the TiledMMA's N extent 16"));
    QCOMPARE(check_cta_tile({128, 128, 8}, 32, 16, 16).error(),
             std::string("CTA tile K=8 is not a multiple of the TiledMMA's K extent 16"));
    // A CTA smaller than the TiledMMA is not a multiple either.
    QVERIFY(!check_cta_tile({16, 16, 16}, 32, 16, 16));
  }

  void ctaTileRepeatsTheTiledMmaTileInPlace() {
    const TvScene scene = seed_scene();
    const TvPanel& c = c_panel(scene);
    QCOMPARE(c.rows, 32);  // tile_size<0> of make_tiled_mma(SM80_16x8x16, Layout<Shape<_2,_2,_1>>)
    QCOMPARE(c.cols, 16);
    auto cta = make_cta_tile_scene(scene, {128, 128, 32});
    QVERIFY2(cta, cta ? "" : cta.error().c_str());
    const CtaTileOverlay& o = cta->overlay;
    QCOMPARE(o.repeats_m, 4);
    QCOMPARE(o.repeats_n, 8);
    QVERIFY(!o.condensed);
    QCOMPARE(o.region, (CellRect{c.top, c.left, 128, 128}));  // one cell per element, from C's (0,0)
    QCOMPARE(cta_repeat_rect(o, 0, 0), (CellRect{c.top, c.left, 32, 16}));  // the C panel itself
    QCOMPARE(cta_repeat_rect(o, 3, 7), (CellRect{c.top + 96, c.left + 112, 32, 16}));
    QCOMPARE(cta->scene.rows, c.top + 128);
    QCOMPARE(cta->scene.cols, c.left + 128);
    QCOMPARE(cta->scene.panels.size(), scene.panels.size());  // the panels themselves are unchanged
    // Element (m, n) = (40, 19) lies in repeat (1, 1) and is owned like C's (8, 3).
    auto cell = cta_tile_cell(o, c.top + 40, c.left + 19);
    QVERIFY(cell);
    QCOMPARE(cell->repeat_m, 1);
    QCOMPARE(cell->repeat_n, 1);
    QCOMPARE(cell->tile_row, 8);
    QCOMPARE(cell->tile_col, 3);
    QVERIFY(!cta_tile_cell(o, c.top + 5, c.left + 5));      // the C panel answers for itself
    QVERIFY(!cta_tile_cell(o, c.top + 128, c.left + 5));    // below the CTA tile
  }

  void smallerTileFollows() {
    auto cta = make_cta_tile_scene(seed_scene(), {64, 64, 32});
    QVERIFY(cta);
    QCOMPARE(cta->overlay.repeats_m, 2);
    QCOMPARE(cta->overlay.repeats_n, 4);
    QCOMPARE(cta->overlay.region.rows, 64);
    // The CTA tile equal to the TiledMMA tile: one repeat, the C panel outlined.
    auto one = make_cta_tile_scene(seed_scene(), {32, 16, 16});
    QVERIFY(one);
    QCOMPARE(one->overlay.repeats(), 1);
  }

  void nonMultipleIsAnError() {
    auto cta = make_cta_tile_scene(seed_scene(), {100, 128, 32});
    QVERIFY(!cta);
    QCOMPARE(cta.error(), std::string("CTA tile M=100 is not a multiple of the TiledMMA's M extent 32"));
  }

  void hugeTilesCondenseBesideC() {
    const TvScene scene = seed_scene();
    const TvPanel& c = c_panel(scene);
    auto cta = make_cta_tile_scene(scene, {4096, 2048, 64});
    QVERIFY(cta);
    const CtaTileOverlay& o = cta->overlay;
    QVERIFY(o.condensed);
    QCOMPARE(o.repeats_m, 128);
    QCOMPARE(o.repeats_n, 128);
    QCOMPARE(o.scale, 64);  // 4096 / 64 = 64 cells on the longest side
    QCOMPARE(o.region, (CellRect{c.top, c.left + c.cols + 2, 64, 32}));
    QCOMPARE(cta->scene.cols, c.left + c.cols + 2 + 32);
    // Repeats smaller than a cell still get a cell.
    QCOMPARE(cta_repeat_rect(o, 0, 0), (CellRect{o.region.top, o.region.left, 1, 1}));
    QVERIFY(!cta_tile_cell(o, c.top, c.left + 1));
  }

  void noCPanelIsAnError() {
    auto table = make_tiled_mma_table_scene(*[] {
      auto d = make_tiled_mma_picture("SM80_16x8x16_F16F16F16F16_TN", 1, 1, 1, "");
      return std::make_shared<TiledMMA>(*d->mma);
    }());
    QVERIFY(table);
    QVERIFY(!make_cta_tile_scene(*table, {128, 128, 32}));
  }
  // The three levels of tCsA = thr_mma.partition_A(sA) over a 128x128x32 CTA with 3 stages and K = 1024: one
  // 32x16 tile of owners, 4x2 tiles labelled (m,k), and the k-tile loop (32) and PIPE (3) strips. Thread 5 holds
  // 8 values of A in each tile (the SM80 atom's (_2,_2,_2) A fragment), and the partition's shape is CuTe's.
  void partitionLevelsOfA() {
    auto picture = make_tiled_mma_picture("SM80_16x8x16_F16F16F16F16_TN", 2, 2, 1, "");
    QVERIFY(picture);
    auto levels = make_partition_levels(*picture->mma, 'A', CtaTile{128, 128, 32}, 1024, 3, 5);
    QVERIFY2(levels, levels ? "" : levels.error().c_str());
    QCOMPARE(levels->tile.panels.size(), std::size_t(1));
    QCOMPARE(levels->tile.panels[0].rows, std::int64_t(32));
    QCOMPARE(levels->tile.panels[0].cols, std::int64_t(16));
    QCOMPARE(levels->tiles_rows, std::int64_t(4));
    QCOMPARE(levels->tiles_cols, std::int64_t(2));
    QCOMPARE(levels->tile_labels[3], std::string("(1,1)"));
    QCOMPARE(levels->outer.size(), std::size_t(2));
    QCOMPARE(levels->outer[0].extent, std::int64_t(32));
    QCOMPARE(levels->outer[1].name, std::string("PIPE"));
    QCOMPARE(levels->thread_values, std::int64_t(8));
    QCOMPARE(levels->partition_shape, std::string("((_2,_2,_2),_4,_2,_3)"));
    QVERIFY2(levels->code.find("thr_mma.partition_fragment_A(sA(_,_,0));") != std::string::npos, levels->code.c_str());
  }
  void partitionLevelsOfBAreDrawnKByN() {
    auto picture = make_tiled_mma_picture("SM80_16x8x16_F16F16F16F16_TN", 2, 2, 1, "");
    auto levels = make_partition_levels(*picture->mma, 'B', CtaTile{128, 64, 32}, 64, 1, 0);
    QVERIFY2(levels, levels ? "" : levels.error().c_str());
    QCOMPARE(levels->tiles_rows, std::int64_t(2));  // K: 32 / 16
    QCOMPARE(levels->tiles_cols, std::int64_t(4));  // N: 64 / 16
    QCOMPARE(levels->tile_labels[1], std::string("(1,0)"));  // (n,k)
    QCOMPARE(levels->outer.size(), std::size_t(1));
    auto bad = make_partition_levels(*picture->mma, 'B', CtaTile{128, 64, 32}, 48, 1, 0);
    QVERIFY(!bad);
    QVERIFY2(bad.error().find("K = 48") != std::string::npos, bad.error().c_str());
  }
  // The copies that feed A: ldmatrix through make_tiled_copy_A (shared memory to the MMA's registers, regrouped by
  // retile_D) and a 128-bit global-to-shared copy of 32x4 threads; a copy tile that does not divide is refused.
  void copyLevelsFeedTheOperand() {
    auto picture = make_tiled_mma_picture("SM80_16x8x16_F16F16F16F16_TN", 2, 2, 1, "");
    const TiledMMA& mma = *picture->mma;
    const TiledCopy ldsm = make_tiled_copy_A(*make_copy_atom("SM75_U32x4_LDSM_N", "half_t"), mma);
    auto s2r = make_copy_levels(ldsm, mma, 'A', false, CtaTile{128, 128, 32}, 1024, 3, 5);
    QVERIFY2(s2r, s2r ? "" : s2r.error().c_str());
    QCOMPARE(s2r->tiles_rows, std::int64_t(4));
    QCOMPARE(s2r->tiles_cols, std::int64_t(2));
    QVERIFY2(s2r->code.find("thr_copy.retile_D(tCrA);") != std::string::npos, s2r->code.c_str());
    const TiledCopy g2s = make_tiled_copy(*make_copy_atom("UniversalCopy<uint128_t>", "half_t"), *parse_layout("(_32,_4):(_4,_1)"),
                                          *parse_layout("(_1,_8):(_0,_1)"));
    auto load = make_copy_levels(g2s, mma, 'A', true, CtaTile{128, 128, 32}, 1024, 3, 5);
    QVERIFY2(load, load ? "" : load.error().c_str());
    QCOMPARE(load->tiles_rows, std::int64_t(4));
    QCOMPARE(load->tiles_cols, std::int64_t(1));
    QCOMPARE(load->partition_shape, std::string("((_8,_1),_4,_1,_3)"));
    auto wide = make_copy_levels(g2s, mma, 'A', true, CtaTile{128, 128, 16}, 1024, 3, 5);
    QVERIFY(!wide);
    QVERIFY2(wide.error().find("does not divide") != std::string::npos, wide.error().c_str());
  }
};

QTEST_APPLESS_MAIN(TestCtaTile)
#include "test_cta_tile.moc"
