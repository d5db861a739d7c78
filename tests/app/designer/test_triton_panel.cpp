// The designer's Triton page driven like a user: the 16x16 blocked encoding of issue 4 (sizePerThread
// [2,2], threadsPerWarp [8,4], warpsPerCTA [1,2], order [1,0]) shows, element by element, the owners
// the core computes (core/triton ownership, whose table test_blocked_encoding.cpp checks against the
// article), and its CuTe equivalent; a bad parameter shows the core's message.
#include <QtTest>

#include <QStandardPaths>

#include <QLabel>
#include <QLineEdit>
#include <QTabWidget>

#include "app/gui/designer/designer_widget.hpp"
#include "app/gui/designer/triton_panel.hpp"
#include "core/layout/print.hpp"
#include "core/triton/conversion.hpp"

using namespace ll::gui;
using namespace ll::triton;

class TestTritonPanel : public QObject {
  Q_OBJECT
  DesignerWidget* designer_ = nullptr;
  TritonPanel* panel_ = nullptr;

 private slots:
  // The designer keeps its design in QSettings outside test mode; each test starts from the default.
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
  void init() {
    designer_ = new DesignerWidget;
    designer_->show();
    panel_ = designer_->findChild<TritonPanel*>();
    QVERIFY(panel_);
    bool found = false;
    for (int i = 0; i < designer_->pages()->count(); ++i) found |= designer_->pages()->widget(i) == panel_;
    QVERIFY(found);
  }
  void cleanup() { delete designer_; }

  void sixteenBySixteenOwnersEqualTheCore() {
    panel_->sizePerThread()->setText("[2, 2]");
    panel_->threadsPerWarp()->setText("[8, 4]");
    panel_->warpsPerCta()->setText("[1, 2]");
    panel_->order()->setText("[1, 0]");
    panel_->shape()->setText("[16, 16]");
    QVERIFY2(panel_->ownership().has_value(), qPrintable(panel_->errorLabel()->text()));
    BlockedEncoding enc{{2, 2}, {8, 4}, {1, 2}, {1, 0}, {}, {}, {}};
    auto core = ownership(enc, {16, 16});
    QVERIFY(core.ok());
    QCOMPARE(panel_->ownership()->owners.size(), std::size_t(256));
    QCOMPARE(panel_->ownership()->owners, core->owners);
    // Row 0 of the article's table: 0 0 1 1 2 2 3 3 32 32 33 33 34 34 35 35.
    const std::int64_t row0[16] = {0, 0, 1, 1, 2, 2, 3, 3, 32, 32, 33, 33, 34, 34, 35, 35};
    for (int c = 0; c < 16; ++c) QCOMPARE(panel_->ownership()->owners[std::size_t(c)].front().thread, row0[c]);
    auto cute = to_cute_layout(*to_linear_layout(enc, {16, 16}));
    QVERIFY(cute.ok());
    QVERIFY(panel_->cuteLabel()->text().contains(QString::fromStdString(ll::to_string(*cute))));
  }
  void badParameterShowsTheCoreMessage() {
    panel_->sizePerThread()->setText("[3, 2]");
    QVERIFY(!panel_->ownership().has_value());
    QVERIFY(panel_->errorLabel()->text().contains("sizePerThread[0] = 3 is not a power of two"));
    panel_->sizePerThread()->setText("[2, 2]");
    QVERIFY(panel_->ownership().has_value());
    QVERIFY(panel_->errorLabel()->text().isEmpty());
  }
};

QTEST_MAIN(TestTritonPanel)
#include "test_triton_panel.moc"
