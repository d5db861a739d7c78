// Results measured on another machine (`layoutlab-cli gemm --json`, docs/gpu-results-format.md) import
// without a GPU and overlay the design they belong to, saying how they were timed.
#include <QtTest>

#include <QComboBox>
#include <QSpinBox>
#include <QTemporaryDir>

#include "app/gui/designer/gpu_run_panel.hpp"

using namespace ll::gui;

namespace {
const char* kResults = R"json({
  "format": "layoutlab-gpu-results", "version": 1,
  "runs": [
    {"config": {"atom": "SM80_16x8x16_F16F16F16F16_TN", "thr": "(2,2,1)", "perm": "none", "tile": "128x128x32",
                "layout": "TN", "mainloop": "sm80", "m": 4096, "n": 4096, "k": 4096},
     "status": "ok", "message": "",
     "compile": {"arch": "sm_80", "ms": 0.4, "cache_hit": true},
     "timing": {"kernel_ms": 0.3, "tflops": 455.2, "cublas_ms": 0.25, "cublas_tflops": 550.0, "percent_of_cublas": 82.8},
     "device": {"name": "NVIDIA H100"}},
    {"config": {"atom": "SM80_16x8x16_F16F16F16F16_TN", "thr": "(4,1,1)", "perm": "none", "tile": "128x128x32",
                "mainloop": "sm80", "m": 4096, "n": 4096, "k": 4096},
     "status": "wrong", "message": "max abs error 3.5", "timing": {"tflops": null}},
    {"config": {"atom": "SM80_16x8x16_F16F16F16F16_TN", "thr": "(2,2,1)", "perm": "none", "tile": "128x128x32",
                "layout": "NT", "c_layout": "row", "stages": 4, "mainloop": "sm80", "m": 8192, "n": 8192, "k": 8192},
     "status": "ok", "timing": {"tflops": 401.0, "percent_of_cublas": 72.9, "interleaved": false}}
  ]})json";
}  // namespace

class TestGpuResults : public QObject {
  Q_OBJECT
 private slots:
  void readsTheResultsFormat() {
    QString error;
    const auto runs = read_gpu_results(kResults, &error);
    QVERIFY(error.isEmpty());
    QCOMPARE(runs.size(), 3);
    QCOMPARE(runs[0].tflops, 455.2);
    QCOMPARE(runs[0].layout, QString("TN"));
    QCOMPARE(runs[0].c_layout, QString("col"));  // absent: the defaults
    QCOMPARE(runs[0].stages, 0);
    QCOMPARE(runs[1].status, QString("wrong"));
    QCOMPARE(runs[2].layout, QString("NT"));
    QCOMPARE(runs[2].c_layout, QString("row"));
    QCOMPARE(runs[2].stages, 4);
    QVERIFY(!runs[0].timed_alone);  // absent: interleaved with cuBLAS, as every run before --alone
    QVERIFY(runs[2].timed_alone);   // layoutlab-cli gemm --alone
  }
  void refusesOtherFiles() {
    QString error;
    QVERIFY(read_gpu_results("{\"format\": \"something\"}", &error).isEmpty());
    QVERIFY(!error.isEmpty());
    error.clear();
    QVERIFY(read_gpu_results("not json", &error).isEmpty());
    QVERIFY(!error.isEmpty());
  }
  void overlaysTheMatchingDesignOnly() {
    QTemporaryDir dir;
    const QString file = dir.filePath("results.json");
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(kResults);
    out.close();
    GpuRunPanel panel;
    QSignalSpy overlay(&panel, &GpuRunPanel::overlayChanged);
    panel.setDesign("SM80_16x8x16_F16F16F16F16_TN", 2, 2, 1, "");
    QString error;
    QVERIFY(panel.importResults(file, &error));
    // The import shows the design's newest run: an NT run with row-major C and 4 stages, the panel set so.
    QCOMPARE(panel.findChild<QComboBox*>("gpuOperandLayout")->currentText(), QString("NT"));
    QCOMPARE(panel.findChild<QComboBox*>("gpuCLayout")->currentIndex(), 1);
    QCOMPARE(panel.findChild<QSpinBox*>("gpuStages")->value(), 4);
    QCOMPARE(panel.findChild<QSpinBox*>("gpuSize")->value(), 8192);  // the run's M = N = K
    QCOMPARE(panel.overlay(), QString("401.0 TFLOP/s · 73% of cuBLAS, each timed alone"));
    QCOMPARE(overlay.last().first().toString(), panel.overlay());
    QVERIFY(panel.cliCommand().contains("--layout NT --c-layout row --stages 4"));
    // A run of another kind is not this one's measurement: each field must match.
    panel.findChild<QSpinBox*>("gpuStages")->setValue(0);
    QVERIFY(panel.overlay().isEmpty());
    panel.findChild<QComboBox*>("gpuOperandLayout")->setCurrentText("TN");
    QVERIFY(panel.overlay().isEmpty());
    panel.findChild<QComboBox*>("gpuCLayout")->setCurrentIndex(0);
    QCOMPARE(panel.overlay(), QString("455.2 TFLOP/s · 83% of cuBLAS"));
    // A wrong run never shows a throughput.
    panel.setDesign("SM80_16x8x16_F16F16F16F16_TN", 4, 1, 1, "");
    QVERIFY(panel.overlay().isEmpty());
    QVERIFY(panel.cliCommand().startsWith("layoutlab-cli gemm --atom SM80_16x8x16_F16F16F16F16_TN --thr \"(4,1,1)\""));
  }
  // An sm90 run in clusters of two CTAs (B multicast): the import sets the panel's cluster, the overlay needs it, and the
  // command line carries it.
  void overlaysAClusterRunOnlyInItsCluster() {
    const char* results = R"json({"format": "layoutlab-gpu-results", "version": 1, "runs": [
      {"config": {"atom": "SM90_64x256x16_F32F16F16_SS", "thr": "(2,1,1)", "perm": "none", "tile": "128x256x64",
                  "mainloop": "sm90", "m": 8192, "n": 8192, "k": 8192, "cluster_m": 2, "cluster_n": 1},
       "status": "ok", "timing": {"tflops": 679.6, "percent_of_cublas": 102.2}}]})json";
    QString error;
    const auto runs = read_gpu_results(results, &error);
    QVERIFY(error.isEmpty());
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs[0].cluster, QString("2x1"));
    QCOMPARE(read_gpu_results(kResults, &error)[0].cluster, QString("1x1"));  // absent: no cluster
    QTemporaryDir dir;
    QFile out(dir.filePath("cluster.json"));
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(results);
    out.close();
    GpuRunPanel panel;
    // (the designer names a GMMA atom with its majors; the results file, as the CLI writes it, without)
    panel.setDesign("SM90_64x256x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>", 2, 1, 1, "none");
    QVERIFY(panel.importResults(out.fileName(), &error));
    auto* cluster = panel.findChild<QComboBox*>("gpuCluster");
    QCOMPARE(cluster->currentText(), QString("2x1"));
    QCOMPARE(panel.overlay(), QString("679.6 TFLOP/s · 102% of cuBLAS"));
    QVERIFY(panel.cliCommand().contains("--mainloop sm90 --layout TN --cluster 2x1 --m 8192"));
    // Clusters are the sm90 mainloop's: with sm80 chosen the field is off and the run 1x1.
    auto* mainloop = panel.findChild<QComboBox*>("gpuMainloop");
    mainloop->setCurrentText("sm80");
    QVERIFY(!cluster->isEnabled());
    QVERIFY(!panel.cliCommand().contains("--cluster"));
    mainloop->setCurrentText("sm90");
    QVERIFY(cluster->isEnabled());
    cluster->setCurrentText("1x1");
    QVERIFY(panel.overlay().isEmpty());
    QVERIFY(!panel.cliCommand().contains("--cluster"));
  }
};

QTEST_MAIN(TestGpuResults)
#include "test_gpu_results.moc"
