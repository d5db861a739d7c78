// Run on GPU in the real designer, on a real GPU (label gpu: the device machine only; ./test.sh leaves it out). A
// design is chosen as a user does (atom, thread layout, permutation, CTA tile, mainloop, size), Run on GPU is pressed,
// and once the run ends the designer's overlay on C must say what the run's own results file says (TFLOP/s and % of
// cuBLAS), the status must be the verified result, and the panel must be responsive again. LAYOUTLAB_GPU_DESIGN picks
// the case: sm80 (default: SM80_16x8x16_F32F16F16F32_TN, (2,2,1), 32x32x16, 128x128x32, 2048^3) or sm90
// (SM90_64x256x16_F32F16F16_SS with K-major operands, (2,1,1), 128x256x64, 4096^3). A second run, of a small sweep of two CTA tiles, fills
// the sweep map.
#include <QtTest>

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>

#include "app/gui/designer/designer_document.hpp"
#include "app/gui/designer/designer_widget.hpp"
#include "app/gui/designer/gpu_run_panel.hpp"
#include "app/gui/designer/gpu_sweep_map.hpp"
#include "app/gui/designer/tiled_mma_designer.hpp"
#include "app/gui/designer/tv_scene_view.hpp"

using namespace ll::gui;

class TestGpuRunDevice : public QObject {
  Q_OBJECT
  DesignerWidget* designer_ = nullptr;
  GpuRunPanel* panel_ = nullptr;

  // Presses Run on GPU and waits for its end (a cold compile takes up to a minute), the window live meanwhile.
  void runAndWait() {
    auto* run = panel_->findChild<QPushButton*>(QStringLiteral("runOnGpu"));
    const int before = int(panel_->runs().size());
    run->click();
    QTRY_VERIFY_WITH_TIMEOUT(!panel_->isRunning() && int(panel_->runs().size()) == before + 1, 600000);
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    designer_ = new DesignerWidget;
    designer_->show();
    panel_ = designer_->findChild<GpuRunPanel*>();
    QVERIFY(panel_);
    const bool sm90 = qgetenv("LAYOUTLAB_GPU_DESIGN") == "sm90";
    DesignerDocument* doc = designer_->document();
    doc->chooseAtom(sm90 ? QStringLiteral("SM90_64x256x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>") : QStringLiteral("SM80_16x8x16_F32F16F16F32_TN"));
    if (sm90) {
      doc->changeThreadLayout(2, 1, 1);
      doc->changePermutation(QStringLiteral("none"));
      doc->changeCtaTile(QStringLiteral("128x256x64"));
    } else {
      doc->changeThreadLayout(2, 2, 1);
      doc->changePermutation(QStringLiteral("32x32x16"));
      doc->changeCtaTile(QStringLiteral("128x128x32"));
    }
    panel_->findChild<QComboBox*>(QStringLiteral("gpuMainloop"))->setCurrentText(sm90 ? QStringLiteral("sm90") : QStringLiteral("sm80"));
    panel_->findChild<QSpinBox*>(QStringLiteral("gpuSize"))->setValue(sm90 ? 4096 : 2048);
  }
  void cleanupTestCase() { delete designer_; }

  void theOverlayShowsTheRunsOwnResults() {
    runAndWait();
    if (QTest::currentTestFailed()) return;
    const GpuRun& run = panel_->runs().last();
    QVERIFY2(run.status == QLatin1String("ok"), qPrintable(run.status + QStringLiteral(": ") + run.message));
    QVERIFY(!run.json.isEmpty());
    QString error;
    const QList<GpuRun> file = read_gpu_results(run.json, &error);  // the results file, read as an import reads it
    QVERIFY2(error.isEmpty() && file.size() == 1, qPrintable(error));
    QVERIFY(file[0].tflops > 0);
    QVERIFY(file[0].percent_of_cublas > 0);
    const QString expected = GpuRunPanel::tr("%1 TFLOP/s · %2% of cuBLAS").arg(file[0].tflops, 0, 'f', 1).arg(file[0].percent_of_cublas, 0, 'f', 0);
    QCOMPARE(panel_->overlay(), expected);
    QCOMPARE(designer_->findChild<TiledMmaDesigner*>()->findChild<TvSceneView*>()->overlay(), expected);  // drawn on C
    QVERIFY(panel_->findChild<QPushButton*>(QStringLiteral("runOnGpu"))->isEnabled());
    qInfo("%s", qPrintable(QStringLiteral("%1 on %2: %3 (compile %4 ms)").arg(run.atom, run.device, expected).arg(run.compile_ms, 0, 'f', 0)));
  }

  void aSecondTileMakesTheSweepMap() {
    const QString first = panel_->ctaTile();
    const bool sm90 = qgetenv("LAYOUTLAB_GPU_DESIGN") == "sm90";
    designer_->document()->changeCtaTile(sm90 ? QStringLiteral("256x256x64") : QStringLiteral("128x256x32"));
    runAndWait();
    if (QTest::currentTestFailed()) return;
    const GpuRun& run = panel_->runs().last();
    QVERIFY2(run.status == QLatin1String("ok"), qPrintable(run.status + QStringLiteral(": ") + run.message));
    auto* map = panel_->findChild<GpuSweepMap*>();
    QVERIFY(map && map->isVisibleTo(panel_));  // two configurations: the map shows them
    QCOMPARE(map->columnCount(), 2);  // one column per CTA tile, each cell the run's TFLOP/s
    QCOMPARE(map->rowCount(), 1);
    QVERIFY(map->runAt(0, 0) && map->runAt(0, 1));
    QVERIFY(!map->cellText(0, 1).isEmpty());
    QVERIFY(first != panel_->ctaTile());
  }

  // Tune (issue 21's sweep from the GUI): the candidates compile in parallel and run off the GUI thread; every one lands
  // in the runs, the map shows a cell per candidate whose text is the run's TFLOP/s, and the status names the best.
  void tuneFillsTheMap() {
    panel_->findChild<QSpinBox*>(QStringLiteral("gpuSize"))->setValue(2048);
    const int before = int(panel_->runs().size());
    panel_->findChild<QPushButton*>(QStringLiteral("tuneOnGpu"))->click();
    QVERIFY(panel_->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!panel_->isRunning(), 900000);
    const QString status = panel_->findChild<QLabel*>(QStringLiteral("gpuStatus"))->text();
    QVERIFY2(status.startsWith(QStringLiteral("Tuned ")), qPrintable(status));
    const QList<GpuRun> tuned = panel_->runs().mid(before);
    QVERIFY(tuned.size() >= 6);
    const GpuRun& best = tuned.front();
    QVERIFY2(best.status == QLatin1String("ok"), qPrintable(best.message));
    for (const GpuRun& r : tuned) QVERIFY2(r.status != QLatin1String("ok") || r.tflops <= best.tflops, qPrintable(r.tile));
    QVERIFY(status.contains(best.tile));
    auto* map = panel_->findChild<GpuSweepMap*>();
    int cells = 0;
    for (int row = 0; row < map->rowCount(); ++row)
      for (int column = 0; column < map->columnCount(); ++column)
        if (const GpuRun* r = map->runAt(row, column); r && r->m == 2048 && r->status == QLatin1String("ok")) {
          ++cells;
          QCOMPARE(map->cellText(row, column), QString::number(r->tflops, 'f', 1));
        }
    QVERIFY2(cells >= 4, qPrintable(QString::number(cells)));
    qInfo("%s", qPrintable(status));
  }
};

QTEST_MAIN(TestGpuRunDevice)
#include "test_gpu_run_device.moc"
