// The designer's Shared memory page driven like a user: the fp16 16x64 K-major tile read by ldmatrix.x4
// is 8-way conflicted unswizzled and conflict-free with Swizzle<3,3,3> (the figures of the core's
// test_bank_conflicts.cpp); bad layout text shows an inline error.
#include <QtTest>

#include <QStandardPaths>

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTabWidget>

#include "app/gui/designer/designer_widget.hpp"
#include "app/gui/designer/smem_view.hpp"

using namespace ll::gui;

class TestSmemView : public QObject {
  Q_OBJECT
  DesignerWidget* designer_ = nullptr;
  SmemView* view_ = nullptr;

  void setUp(const char* layout, int bits, const char* access) {
    view_->layoutField()->setText(QString::fromLatin1(layout));
    view_->elementType()->setCurrentText(QStringLiteral("fp16"));
    view_->accessKind()->setCurrentText(QString::fromLatin1(access));
    view_->swizzleBase()->setValue(3);
    view_->swizzleShift()->setValue(3);
    view_->swizzleBits()->setValue(bits);
  }

 private slots:
  // The designer keeps its design in QSettings outside test mode; each test starts from the default.
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
  void init() {
    designer_ = new DesignerWidget;
    designer_->show();
    view_ = designer_->findChild<SmemView*>();
    QVERIFY(view_);
    bool found = false;
    for (int i = 0; i < designer_->pages()->count(); ++i) found |= designer_->pages()->widget(i) == view_;
    QVERIFY(found);
  }
  void cleanup() { delete designer_; }

  void unswizzledLdmatrixIsEightWay() {
    setUp("(_16,_64):(_64,_1)", 0, "ldmatrix.x4 (N)");
    QVERIFY2(view_->result().has_value(), qPrintable(view_->errorLabel()->text()));
    QCOMPARE(view_->result()->conflict_degree, std::int64_t(8));
    QCOMPARE(view_->result()->wavefronts, std::int64_t(32));
    QCOMPARE(view_->result()->phases.size(), std::size_t(4));
    QVERIFY(view_->summaryLabel()->text().contains(QStringLiteral("32 wavefronts")));
    // Every row is 128 bytes, so column 0 is bank 0 in every row and columns 2k, 2k+1 share bank k.
    QCOMPARE(view_->cellBanks().size(), std::size_t(16 * 64));
    for (int r = 0; r < 16; ++r) QCOMPARE(view_->cellBanks()[std::size_t(r * 64)], 0);
    QCOMPARE(view_->cellBanks()[3], 1);
  }
  void swizzle333IsConflictFree() {
    setUp("(_16,_64):(_64,_1)", 3, "ldmatrix.x4 (N)");
    QVERIFY2(view_->result().has_value(), qPrintable(view_->errorLabel()->text()));
    QCOMPARE(view_->result()->conflict_degree, std::int64_t(1));
    QCOMPARE(view_->result()->wavefronts, std::int64_t(4));
    for (auto d : view_->result()->degree_per_bank) QCOMPARE(d, std::int64_t(1));
    // Row 1's first 16-byte chunk moved: Swizzle<3,3,3> maps offset 64 to 64 ^ 8 = 72, bank (72*2/4)%32 = 4.
    QCOMPARE(view_->cellBanks()[std::size_t(64)], 4);
  }
  void rowWise128BitStoresAreConflictFree() {
    // The page's vector access (thread t takes the t-th 8-element vector in row-major order) is the core
    // test's thread_tv ((_8,_4),_8):((_512,_1),_64) on (_64,_64):(_64,_1): 4 phases, 1 wavefront each.
    setUp("(_64,_64):(_64,_1)", 0, "st.shared 128-bit");
    QVERIFY2(view_->result().has_value(), qPrintable(view_->errorLabel()->text()));
    QCOMPARE(view_->result()->phases.size(), std::size_t(4));
    QCOMPARE(view_->result()->conflict_degree, std::int64_t(1));
    QCOMPARE(view_->result()->wavefronts, std::int64_t(4));
  }
  // GMMA's K-major SW128 atom tiled to 16x64 halves, typed as CuTe code: its swizzle acts on byte addresses
  // (Sw<3,4,3>), the page reads it in elements (Sw<3,3,3>) and finds what it finds for Sw<3,3,3> by hand.
  void gmmaLayoutAtomIsReadAsItsElementSwizzle() {
    setUp("tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_16{}, _64{}))", 0, "ldmatrix.x4 (N)");
    QVERIFY2(view_->result().has_value(), qPrintable(view_->errorLabel()->text()));
    QCOMPARE(view_->result()->conflict_degree, std::int64_t(1));
    QCOMPARE(view_->cellBanks()[std::size_t(64)], 4);
    QVERIFY(view_->summaryLabel()->text().contains(QStringLiteral("Sw<3,4,3> on byte addresses is Sw<3,3,3> on elements")));
    view_->elementType()->setCurrentText(QStringLiteral("fp32"));  // a 16-bit atom for 32-bit elements: refused, inline
    QVERIFY(!view_->result().has_value());
    QVERIFY(view_->errorLabel()->text().contains(QStringLiteral("16-bit")));
  }
  void gmmaDescriptorFieldsAreOutlinedOnTheGrid() {
    setUp("tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_64{}, _64{}))", 0,
          "wgmma operand read, K-major (8 x 16-byte core matrices)");
    QVERIFY2(view_->result().has_value(), qPrintable(view_->errorLabel()->text()));
    QCOMPARE(view_->result()->conflict_degree, std::int64_t(1));
    QVERIFY(view_->descriptorLabel()->isVisibleTo(view_));
    QVERIFY(view_->descriptorLabel()->text().contains(QStringLiteral("stride_off :  0x0040 (64)")));  // 8 rows of 128 bytes
    QVERIFY(view_->descriptorLabel()->text().contains(QStringLiteral("rows 8..15, columns 0..7")));   // SBO's core matrix
    view_->descriptorKBlock()->setValue(2);  // K-block 2 starts 64 bytes into every row
    QVERIFY(view_->descriptorLabel()->text().contains(QStringLiteral("start_addr :  0x0004")));
    view_->layoutField()->setText(QStringLiteral("tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>{}, make_shape(_128{}, _32{}))"));
    view_->descriptorMajor()->setCurrentIndex(1);
    view_->descriptorKBlock()->setValue(0);
    QVERIFY2(view_->descriptorLabel()->text().contains(QStringLiteral("layout_type:  0x1 (B128)")), qPrintable(view_->descriptorLabel()->text()));
    QVERIFY(view_->descriptorLabel()->text().contains(QStringLiteral("rows 64..71, columns 0..7")));  // LBO: the next 64 halves of MN
    view_->layoutField()->setText(QStringLiteral("(_16,_64):(_64,_1)"));  // not a GMMA layout: no descriptor
    QVERIFY(!view_->descriptorLabel()->isVisibleTo(view_));
  }
  void badLayoutShowsInlineError() {
    setUp("(_16,_64):(_64", 0, "ldmatrix.x4 (N)");
    QVERIFY(!view_->result().has_value());
    QVERIFY(!view_->errorLabel()->text().isEmpty());
    view_->layoutField()->setText(QStringLiteral("(_16,_64):(_64,_1)"));
    QVERIFY(view_->result().has_value());
    QVERIFY(view_->errorLabel()->text().isEmpty());
  }
};

QTEST_MAIN(TestSmemView)
#include "test_smem_view.moc"
