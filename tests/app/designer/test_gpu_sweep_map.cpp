// The sweep heat map: runs laid out as thread layout × mainloop rows and CTA tile columns, wrong runs
// named instead of given a figure, and a click on a cell choosing that run's configuration.
#include <QtTest>

#include <QLineEdit>
#include <QTemporaryDir>

#include <QUndoStack>

#include "app/gui/designer/designer_document.hpp"
#include "app/gui/designer/gpu_run_panel.hpp"
#include "app/gui/designer/gpu_sweep_map.hpp"
#include "app/gui/designer/tiled_mma_designer.hpp"

using namespace ll::gui;

namespace {
GpuRun make_run(const QString& thr, const QString& tile, const QString& status, double tflops) {
  GpuRun r;
  r.atom = QStringLiteral("SM80_16x8x16_F16F16F16F16_TN");
  r.thr = thr;
  r.perm = QStringLiteral("none");
  r.tile = tile;
  r.mainloop = QStringLiteral("sm80");
  r.status = status;
  r.tflops = tflops;
  r.percent_of_cublas = tflops / 5.5;
  return r;
}

QList<GpuRun> sweep() {
  return {make_run("(2,2,1)", "128x128x32", "ok", 455.2), make_run("(2,2,1)", "128x256x32", "ok", 512.9),
          make_run("(4,1,1)", "128x128x32", "wrong", 0.0), make_run("(4,1,1)", "128x256x32", "ok", 301.4)};
}
}  // namespace

class TestGpuSweepMap : public QObject {
  Q_OBJECT
 private slots:
  void laysRunsOutAsAGrid() {
    GpuSweepMap map;
    map.setRuns(sweep());
    QCOMPARE(map.rowCount(), 2);     // two thread layouts, one mainloop
    QCOMPARE(map.columnCount(), 2);  // two CTA tiles
    QCOMPARE(map.columnLabel(1), QString("128x256x32"));
    QCOMPARE(map.rowLabel(1), QString("(4,1,1) · sm80"));
    QCOMPARE(map.cellText(0, 0), QString("455.2"));
    QCOMPARE(map.cellText(0, 1), QString("512.9"));
    QCOMPARE(map.cellText(1, 1), QString("301.4"));
  }
  // A tune's tiles, in the order its candidates came, are columns in numeric order (128x112 before 128x128).
  void tilesAreColumnsInNumericOrder() {
    GpuSweepMap map;
    map.setRuns({make_run("(2,2,1)", "128x256x32", "ok", 500.0), make_run("(2,2,1)", "128x128x32", "ok", 400.0),
                 make_run("(2,2,1)", "64x256x32", "ok", 300.0), make_run("(2,2,1)", "128x112x32", "ok", 450.0)});
    QCOMPARE(map.columnCount(), 4);
    QCOMPARE(map.columnLabel(0), QString("64x256x32"));
    QCOMPARE(map.columnLabel(1), QString("128x112x32"));
    QCOMPARE(map.columnLabel(2), QString("128x128x32"));
    QCOMPARE(map.columnLabel(3), QString("128x256x32"));
    QCOMPARE(map.cellText(0, 1), QString("450.0"));
  }
  // A tune's rows differ by atom N and warpgroups: the row names the atom by its shape only (no template arguments, no
  // architecture prefix, no types when every run has the same).
  void tunedAtomsAreNamedByTheirShape() {
    auto gmma = [](const char* atom, const char* thr, const char* tile, double tflops) {
      GpuRun r = make_run(thr, tile, "ok", tflops);
      r.atom = QString::fromLatin1(atom);
      r.mainloop = QStringLiteral("sm90");
      return r;
    };
    GpuSweepMap map;
    map.setRuns({gmma("SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>", "(2,1,1)", "128x256x64", 610.2),
                 gmma("SM90_64x256x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>", "(2,1,1)", "128x256x64", 601.5),
                 gmma("SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>", "(1,1,1)", "64x128x64", 538.2)});
    QCOMPARE(map.rowCount(), 3);
    QCOMPARE(map.rowLabel(0), QString("64x128x16 · (2,1,1) · sm90"));
    QCOMPARE(map.rowLabel(1), QString("64x256x16 · (2,1,1) · sm90"));
    map.setRuns({gmma("SM90_64x128x16_F32F16F16_SS", "(2,1,1)", "128x256x64", 610.2),
                 gmma("SM90_64x128x16_F32BF16BF16_SS", "(2,1,1)", "128x256x64", 601.5)});
    QCOMPARE(map.rowLabel(1), QString("64x128x16_F32BF16BF16_SS · (2,1,1) · sm90"));
  }
  // A tune of the sm80 mainloop tries 3 and 4 stages at one tile: each gets its row, as do other operand layouts.
  void stagesAndLayoutsThatVaryGetTheirOwnRows() {
    QList<GpuRun> runs = {make_run("(2,2,1)", "128x128x32", "ok", 400.0), make_run("(2,2,1)", "128x128x32", "ok", 411.2)};
    runs[0].stages = 3;
    runs[1].stages = 4;
    GpuSweepMap map;
    map.setRuns(runs);
    QCOMPARE(map.rowCount(), 2);
    QCOMPARE(map.rowLabel(1), QString("(2,2,1) · sm80 · 4 stages"));
    QCOMPARE(map.cellText(0, 0), QString("400.0"));
    runs[1].stages = 3;
    runs[1].layout = QStringLiteral("NT");
    runs[1].c_layout = QStringLiteral("row");
    map.setRuns(runs);
    QCOMPARE(map.rowCount(), 2);
    QCOMPARE(map.rowLabel(0), QString("(2,2,1) · sm80 · TN"));
    QCOMPARE(map.rowLabel(1), QString("(2,2,1) · sm80 · NT,C=row"));
    // A tune's cluster candidate of the same design and tile: a row of its own.
    runs[1].layout = QStringLiteral("TN");
    runs[1].c_layout = QStringLiteral("col");
    runs[1].cluster = QStringLiteral("2x1");
    map.setRuns(runs);
    QCOMPARE(map.rowCount(), 2);
    QCOMPARE(map.rowLabel(0), QString("(2,2,1) · sm80 · cluster 1x1"));
    QCOMPARE(map.rowLabel(1), QString("(2,2,1) · sm80 · cluster 2x1"));
  }
  void wrongRunShowsNoFigure() {
    GpuSweepMap map;
    map.setRuns(sweep());
    const QString text = map.cellText(1, 0);
    QCOMPARE(text, QString("wrong"));
    bool is_number = false;
    text.toDouble(&is_number);
    QVERIFY(!is_number);
    QCOMPARE(map.runAt(1, 0)->status, QString("wrong"));
  }
  void clickingACellChoosesItsRun() {
    GpuSweepMap map;
    map.setRuns(sweep());
    map.resize(map.sizeHint());
    map.show();
    QVERIFY(QTest::qWaitForWindowExposed(&map));
    QList<GpuRun> chosen;
    connect(&map, &GpuSweepMap::configurationChosen, this, [&](const GpuRun& r) { chosen << r; });
    QTest::mouseClick(&map, Qt::LeftButton, {}, map.cellRect(1, 1).center());
    QCOMPARE(chosen.size(), 1);
    QCOMPARE(chosen[0].thr, QString("(4,1,1)"));
    QCOMPARE(chosen[0].tile, QString("128x256x32"));
    QCOMPARE(chosen[0].mainloop, QString("sm80"));
    QCOMPARE(chosen[0].tflops, 301.4);
    QTest::mouseClick(&map, Qt::LeftButton, {}, map.cellRect(1, 0).center());
    QCOMPARE(chosen.size(), 2);
    QCOMPARE(chosen[1].status, QString("wrong"));
    QTest::mouseClick(&map, Qt::LeftButton, {}, QPoint(2, 2));  // the header chooses nothing
    QCOMPARE(chosen.size(), 2);
  }
  void panelShowsTheMapForAnImportedSweepAndLoadsAClickedCell() {
    const char* json = R"json({"format": "layoutlab-gpu-results", "version": 1, "runs": [
      {"config": {"atom": "SM80_16x8x16_F16F16F16F16_TN", "thr": "(2,2,1)", "perm": "none", "tile": "128x128x32",
                  "mainloop": "sm80", "m": 4096, "n": 4096, "k": 4096},
       "status": "ok", "timing": {"tflops": 455.2, "percent_of_cublas": 82.8}},
      {"config": {"atom": "SM80_16x8x16_F16F16F16F16_TN", "thr": "(4,1,1)", "perm": "none", "tile": "128x256x32",
                  "mainloop": "simple", "layout": "NT", "c_layout": "row", "stages": 4, "m": 4096, "n": 4096, "k": 4096},
       "status": "ok", "timing": {"tflops": 301.4, "percent_of_cublas": 54.8}}]})json";
    QTemporaryDir dir;
    QFile file(dir.filePath("results.json"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(json);
    file.close();
    GpuRunPanel panel;
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto* map = panel.findChild<GpuSweepMap*>();
    QVERIFY(map);
    QVERIFY(!map->isVisible());
    QString error;
    QVERIFY2(panel.importResults(file.fileName(), &error), qPrintable(error));
    QVERIFY(map->isVisible());
    QCOMPARE(map->rowCount(), 2);
    QCOMPARE(map->columnCount(), 2);
    QList<GpuRun> chosen;
    connect(&panel, &GpuRunPanel::configurationChosen, this, [&](const GpuRun& r) { chosen << r; });
    QVERIFY(map->runAt(1, 1));
    QTest::mouseClick(map, Qt::LeftButton, {}, map->cellRect(1, 1).center());
    QCOMPARE(chosen.size(), 1);
    QCOMPARE(chosen[0].thr, QString("(4,1,1)"));
    // The panel takes the run's tile, mainloop, operand layouts and stages itself; the designer takes atom/thr/perm.
    QVERIFY2(panel.cliCommand().contains("--tile 128x256x32 --mainloop simple --layout NT --c-layout row --stages 4"),
             qPrintable(panel.cliCommand()));
  }
  void designerLoadsAChosenRunAsOneUndoStep() {
    DesignerDocument doc;
    TiledMmaDesigner designer(&doc);
    auto* panel = designer.findChild<GpuRunPanel*>();
    QVERIFY(panel);
    const MmaDesign before = doc.mma();
    const int steps = doc.undoStack()->count();
    emit panel->configurationChosen(sweep()[3]);
    QCOMPARE(doc.mma().thr_m, 4);
    QCOMPARE(doc.mma().thr_n, 1);
    QCOMPARE(doc.mma().thr_k, 1);
    QCOMPARE(doc.mma().atom, QString("SM80_16x8x16_F16F16F16F16_TN"));
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    doc.undoStack()->undo();
    QVERIFY(doc.mma() == before);
  }
};

QTEST_MAIN(TestGpuSweepMap)
#include "test_gpu_sweep_map.moc"
