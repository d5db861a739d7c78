// The designer's pages for a kernel's tensors, driven like a user. Global memory: its examples give the sector
// counts of the core's test_coalescing.cpp (a coalesced 128-bit load, gemm_simple's K-contiguous float copy at 32
// sectors a warp instruction), and a broken copy or tensor shows an inline error naming the problem. Partition:
// the designer's TiledMMA over its CTA tile in three levels per operand, following the design and the thread. TMA:
// its examples draw make_tma_copy's boxes (one 128x64 box, a 2-CTA multicast split in rows, an MN-major tile in 16
// boxes), a refused copy is an inline error with CuTe's reason, and the GPU panel's "Kernel's TMA loads" puts the sm90
// kernel's own texts on the page. TMEM (SM100, view only): a UMMA accumulator in tensor memory, the warp that reads
// each lane, an M=64 accumulator refused by a 32-lane load with CuTe's reason.
#include <QtTest>

#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>

#include "app/gui/designer/designer_widget.hpp"
#include "app/gui/designer/designer_document.hpp"
#include "app/gui/designer/gmem_view.hpp"
#include "app/gui/designer/gpu_run_panel.hpp"
#ifdef LAYOUTLAB_WITH_GPU
#include "gpu/driver/cuda_driver.hpp"
#endif
#include "app/gui/designer/partition_view.hpp"
#include "app/gui/designer/tiled_mma_designer.hpp"
#include "app/gui/designer/tma_view.hpp"
#include "app/gui/designer/tmem_view.hpp"

using namespace ll::gui;

class TestKernelPages : public QObject {
  Q_OBJECT
  DesignerWidget* designer_ = nullptr;
  GmemView* view_ = nullptr;

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
  void init() {
    designer_ = new DesignerWidget;
    designer_->show();
    view_ = designer_->findChild<GmemView*>();
    QVERIFY(view_);
  }
  void cleanup() { delete designer_; }

  void theFirstExampleIsCoalesced() {
    QVERIFY2(view_->result().has_value(), qPrintable(view_->errorLabel()->text()));
    QCOMPARE(view_->result()->sectors, view_->result()->min_sectors);
    QCOMPARE(view_->result()->vector_bits, 128);
    QVERIFY(view_->programText().contains(QStringLiteral("partition_S(global_tensor(data))")));
    QVERIFY2(view_->summaryLabel()->text().contains(QStringLiteral("100% efficient")), qPrintable(view_->summaryLabel()->text()));
  }
  void gemmSimplesRowMajorCopyTakesASectorPerThread() {
    view_->examples()->setCurrentIndex(3);
    QVERIFY2(view_->result().has_value(), qPrintable(view_->errorLabel()->text()));
    QCOMPARE(view_->result()->issues[0].sectors, std::int64_t(32));
    QCOMPARE(view_->result()->sectors, std::int64_t(1024));
    QVERIFY(view_->summaryLabel()->text().contains(QStringLiteral("12% efficient")));
  }
  void theDirectionPicksPartitionD() {
    view_->examples()->setCurrentIndex(0);
    view_->direction()->setCurrentIndex(1);
    QVERIFY(view_->result().has_value());
    view_->tensorField()->setText(QStringLiteral("make_tensor(make_gmem_ptr<half_t>(0), make_layout(make_shape(128,64), LayoutLeft{}))"));
    QVERIFY(!view_->result().has_value());  // 128-bit vectors across the strided mode
    QVERIFY2(view_->errorLabel()->text().contains(QStringLiteral("not contiguous")), qPrintable(view_->errorLabel()->text()));
  }
  void badInputIsAnInlineError() {
    view_->copyField()->setText(QStringLiteral("make_layout(_4)"));
    QVERIFY(!view_->result().has_value());
    QVERIFY2(view_->errorLabel()->text().contains(QStringLiteral("TiledCopy")), qPrintable(view_->errorLabel()->text()));
    view_->examples()->setCurrentIndex(1);
    QVERIFY(view_->result().has_value());
    view_->tensorField()->setText(QStringLiteral("make_tensor(make_smem_ptr<half_t>(0), make_shape(128,64))"));
    QVERIFY(!view_->result().has_value());
    QVERIFY(view_->errorLabel()->text().contains(QStringLiteral("shared memory")));
    QVERIFY(view_->summaryLabel()->text().isEmpty());
  }
  void partitionFollowsTheDesignAndTheThread() {
    auto* view = designer_->findChild<PartitionView*>();
    QVERIFY(view);
    designer_->document()->chooseAtom(QStringLiteral("SM80_16x8x16_F16F16F16F16_TN"));
    designer_->document()->changeThreadLayout(2, 2, 1);
    designer_->document()->changeCtaTile(QStringLiteral("128x128x32"));
    view->stages()->setValue(3);
    view->problemK()->setValue(1024);
    view->thread()->setValue(5);
    QVERIFY2(view->levels(0).has_value(), qPrintable(view->errorLabel()->text()));
    QCOMPARE(view->levels(0)->partition_shape, std::string("((_2,_2,_2),_4,_2,_3)"));
    QCOMPARE(view->levels(0)->tiles_rows, std::int64_t(4));
    QCOMPARE(view->levels(2)->tiles_cols, std::int64_t(8));
    QCOMPARE(view->levels(0)->outer[0].extent, std::int64_t(32));
    QVERIFY(view->code()->toPlainText().contains(QStringLiteral("thr_mma.partition_A(sA)")));
    QVERIFY(view->programText().contains(QStringLiteral("Tensor tCsA = thr_mma.partition_A(sA);")));
    // The TiledCopy page's copy (make_tiled_copy_A with ldmatrix by default) feeds A from shared memory
    QVERIFY2(view->levels(3).has_value(), qPrintable(view->copyMessage()));
    QVERIFY(view->code()->toPlainText().contains(QStringLiteral("thr_copy.retile_D(tCrA)")));
    QCOMPARE(view->thread()->maximum(), 127);
    view->focus()->setCurrentIndex(1);  // the warp of thread 5
    QVERIFY(view->levels(0).has_value());
    bool captioned = false;
    for (const QLabel* label : view->findChildren<QLabel*>())
      captioned |= label->text().contains(QStringLiteral("the warp of thread 5 focused"));
    QVERIFY(captioned);
    view->problemK()->setValue(1000);  // not a multiple of the CTA's K
    QVERIFY(!view->levels(0).has_value());
    QVERIFY(view->programText().isEmpty());
    QVERIFY2(view->errorLabel()->text().contains(QStringLiteral("1000")), qPrintable(view->errorLabel()->text()));
  }

  void tmaExamplesDrawTheBoxes() {
    auto* tma = designer_->findChild<TmaView*>();
    QVERIFY(tma);
    QVERIFY2(tma->scene().has_value(), qPrintable(tma->errorLabel()->text()));
    QCOMPARE(tma->scene()->instructions, 1);
    QVERIFY(tma->descriptorText()->toPlainText().contains(QStringLiteral("box (64,128)")));
    tma->examples()->setCurrentIndex(1);  // multicast over 2 CTAs
    QCOMPARE(tma->scene()->multicast, 2);
    QCOMPARE(tma->scene()->tile[std::size_t(64 * 64)].cta, 1);  // row 64 is CTA 1's slice
    QVERIFY(tma->descriptorText()->toPlainText().contains(QStringLiteral("box (64,64)")));
    tma->examples()->setCurrentIndex(2);  // MN-major
    QCOMPARE(tma->scene()->instructions, 16);
  }

  void aRefusedTmaCopyIsAnInlineError() {
    auto* tma = designer_->findChild<TmaView*>();
    tma->clusterSize()->setValue(3);  // 128 rows do not split among 3 CTAs
    QVERIFY(!tma->scene().has_value());
    QVERIFY2(tma->errorLabel()->text().contains(QStringLiteral("multicast")), qPrintable(tma->errorLabel()->text()));
    tma->clusterSize()->setValue(1);
    tma->smemField()->setText(QStringLiteral("tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_128{},_32{}))"));
    QVERIFY(!tma->scene().has_value());  // 32 columns: not the CTA tile's 64
    QVERIFY(!tma->errorLabel()->text().isEmpty());
  }

  void tmemShowsWhichWarpReadsEachLane() {
    auto* tmem = designer_->findChild<TmemView*>();
    QVERIFY(tmem);
    QVERIFY2(tmem->scene().has_value(), qPrintable(tmem->errorLabel()->text()));
    QCOMPARE(tmem->scene()->columns, 256);
    QCOMPARE(tmem->scene()->at(100, 7).thread / 32, 3);  // lanes 96..127: warp 3
    QVERIFY(tmem->printsText()->toPlainText().contains(QStringLiteral("tmem_[32b](0x0000.0000) o ((_128,_256),_1,_1):((_65536,_1),_0,_0)")));
    // an M=64 atom: the page picks the 16-lane load; a 32-lane one is CuTe's refusal, inline
    tmem->atom()->setCurrentText(QStringLiteral("SM100_MMA_F16BF16_SS<half_t,half_t,float,64,128,UMMA::Major::K,UMMA::Major::K>"));
    QCOMPARE(tmem->copyOperation()->currentText(), QStringLiteral("SM100_TMEM_LOAD_16dp256b1x"));
    QVERIFY2(tmem->scene().has_value(), qPrintable(tmem->errorLabel()->text()));
    QCOMPARE(tmem->scene()->at(16, 0).m, -1);
    tmem->copyOperation()->setCurrentText(QStringLiteral("SM100_TMEM_LOAD_32dp32b1x"));
    QVERIFY(!tmem->scene().has_value());
    QVERIFY(tmem->errorLabel()->text().contains(QStringLiteral("DataLayout")));
    tmem->tileField()->setText(QStringLiteral("64 by 128"));
    QVERIFY(tmem->errorLabel()->text().contains(QStringLiteral("MxN")));
  }

#ifdef LAYOUTLAB_WITH_GPU
  void theKernelSourceGoesToTheClipboard() {
    auto* panel = designer_->findChild<GpuRunPanel*>();
    panel->setDesign(QStringLiteral("SM80_16x8x16_F32F16F16F32_TN"), 2, 2, 1, QStringLiteral("32x32x16"));
    panel->setCtaTile(QStringLiteral("128x128x32"));
    QGuiApplication::clipboard()->clear();
    designer_->findChild<QPushButton*>(QStringLiteral("copyKernelSource"))->click();
    const QString source = QGuiApplication::clipboard()->text();
    QVERIFY2(source.contains(QStringLiteral("layoutlab_gemm")), qPrintable(source.left(200)));
    QVERIFY(source.contains(QStringLiteral("SM80_16x8x16_F32F16F16F32_TN")));
    panel->setCtaTile(QStringLiteral("100x128x32"));  // not a multiple of the TiledMMA: the reason, no source
    QGuiApplication::clipboard()->clear();
    designer_->findChild<QPushButton*>(QStringLiteral("copyKernelSource"))->click();
    QVERIFY(QGuiApplication::clipboard()->text().isEmpty());
  }

  // Tune works off the GUI thread: without a GPU (CI) it ends with the driver's reason in the status line and the
  // buttons enabled again; the candidates it would try are gpu_tune_candidates' concern.
  void tuneWithoutAGpuSaysWhy() {
    if (ll::gpu::list_devices()) QSKIP("a GPU is present: app_test_gpu_run_device tunes on it");
    auto* panel = designer_->findChild<GpuRunPanel*>();
    panel->setDesign(QStringLiteral("SM90_64x256x16_F32F16F16_SS"), 2, 1, 1, QStringLiteral("none"));
    panel->setCtaTile(QStringLiteral("128x256x64"));
    panel->findChild<QComboBox*>(QStringLiteral("gpuMainloop"))->setCurrentText(QStringLiteral("sm90"));
    auto* tune = panel->findChild<QPushButton*>(QStringLiteral("tuneOnGpu"));
    QVERIFY(tune && tune->isEnabled());
    tune->click();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 60000);
    const QString status = panel->findChild<QLabel*>(QStringLiteral("gpuStatus"))->text();
    QVERIFY2(status.startsWith(QStringLiteral("Tune failed: ")) && status.contains(QStringLiteral("driver")), qPrintable(status));
    QVERIFY(tune->isEnabled());
    QVERIFY(panel->findChild<QPushButton*>(QStringLiteral("runOnGpu"))->isEnabled());
  }

  void theKernelsTmaLoadsComeFromItsOwnTexts() {
    auto* tma = designer_->findChild<TmaView*>();
    auto* button = designer_->findChild<QPushButton*>(QStringLiteral("kernelTma"));
    QVERIFY(button);
    auto* panel = designer_->findChild<GpuRunPanel*>();
    panel->setDesign(QStringLiteral("SM80_16x8x16_F32F16F16F32_TN"), 2, 2, 1, QStringLiteral("none"));
    panel->setCtaTile(QStringLiteral("128x128x64"));
    button->click();  // an SM80 atom: the sm90 mainloop refuses it, the page is left as it was
    QCOMPARE(tma->examples()->currentIndex(), 0);
    QVERIFY(!tma->examples()->currentText().contains(QStringLiteral("sm90 kernel")));
    panel->setDesign(QStringLiteral("SM90_64x128x16_F32F16F16_SS"), 2, 1, 1, QStringLiteral("none"));
    button->click();
    QCOMPARE(designer_->pages()->currentWidget(), static_cast<QWidget*>(tma));
    QVERIFY2(tma->scene().has_value(), qPrintable(tma->errorLabel()->text()));
    QCOMPARE(tma->smemField()->text(), QStringLiteral("tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(Int<128>{},Int<64>{}))"));
    QCOMPARE(tma->examples()->currentIndex(), 0);
    tma->examples()->setCurrentIndex(1);  // B's load
    QVERIFY2(tma->scene().has_value(), qPrintable(tma->errorLabel()->text()));
    QCOMPARE(tma->operation()->currentText(), QStringLiteral("SM90_TMA_LOAD"));
    // In clusters of 2x1 the CTAs share B: the page shows its multicast load, a slice a CTA, as the kernel issues it.
    panel->findChild<QComboBox*>(QStringLiteral("gpuCluster"))->setCurrentText(QStringLiteral("2x1"));
    button->click();
    tma->examples()->setCurrentIndex(1);
    QVERIFY2(tma->scene().has_value(), qPrintable(tma->errorLabel()->text()));
    QCOMPARE(tma->operation()->currentText(), QStringLiteral("SM90_TMA_LOAD_MULTICAST"));
    QCOMPARE(tma->clusterSize()->value(), 2);
    QCOMPARE(tma->scene()->multicast, 2);
    tma->examples()->setCurrentIndex(0);  // A is each CTA's own
    QCOMPARE(tma->operation()->currentText(), QStringLiteral("SM90_TMA_LOAD"));
    QCOMPARE(tma->clusterSize()->value(), 1);
  }
#endif
};

QTEST_MAIN(TestKernelPages)
#include "test_kernel_pages.moc"
