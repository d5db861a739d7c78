// The designer's Global memory page driven like a user: its examples give the sector counts of the core's
// test_coalescing.cpp (a coalesced 128-bit load, gemm_simple's K-contiguous float copy at 32 sectors a warp
// instruction), and a broken copy or tensor shows an inline error naming the problem.
#include <QtTest>

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QStandardPaths>

#include "app/gui/designer/designer_widget.hpp"
#include "app/gui/designer/gmem_view.hpp"

using namespace ll::gui;

class TestGmemView : public QObject {
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
};

QTEST_MAIN(TestGmemView)
#include "test_gmem_view.moc"
