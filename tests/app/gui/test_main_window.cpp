// The first window's behaviour, now on the current card: typing a layout updates the grid model; invalid
// input shows an error and keeps the last valid grid.
#include <QLabel>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTest>

#include "app/gui/explorer/layout_grid_model.hpp"
#include "app/gui/main_window.hpp"

using ll::gui::MainWindow;

class TestMainWindow : public QObject {
  Q_OBJECT
 private:
  static qlonglong cell(const MainWindow& w, int r, int c) {
    return w.gridModel()->data(w.gridModel()->index(r, c)).toLongLong();
  }

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void typingALayoutUpdatesTheGrid() {
    MainWindow w;
    w.show();
    w.layoutField()->clear();
    QTest::keyClicks(w.layoutField(), "(4,8):(8,1)");
    QCOMPARE(w.gridModel()->rowCount(), 4);
    QCOMPARE(w.gridModel()->columnCount(), 8);
    QCOMPARE(cell(w, 0, 1), 1);
    QCOMPARE(cell(w, 1, 0), 8);
    QCOMPARE(cell(w, 3, 7), 31);
    QVERIFY(w.errorLabel()->isHidden());
  }

  void hierarchicalModesFlattenColexicographically() {
    MainWindow w;
    w.setLayoutText("(4,(2,3)):(1,(4,8))");
    QCOMPARE(w.gridModel()->columnCount(), 6);
    QCOMPARE(cell(w, 0, 1), 4);   // column 1 is (1,0) in mode 1
    QCOMPARE(cell(w, 0, 2), 8);   // column 2 is (0,1)
    QCOMPARE(cell(w, 3, 5), 23);  // 3 + 4 + 16
  }

  void invalidInputShowsErrorAndKeepsTheLastGrid() {
    MainWindow w;
    w.show();
    w.setLayoutText("(4,8):(8,1)");
    w.setLayoutText("(4,8):(8,1,2)");
    QVERIFY(!w.errorLabel()->isHidden());
    QVERIFY(w.errorLabel()->text().contains("congruent"));
    QCOMPARE(w.gridModel()->rowCount(), 4);
    QCOMPARE(cell(w, 3, 7), 31);
    w.setLayoutText("(4,8");
    QVERIFY(w.errorLabel()->text().contains("expected"));
    w.setLayoutText("_8:_1");
    QVERIFY(w.errorLabel()->isHidden());
    QCOMPARE(w.gridModel()->rowCount(), 1);
    QCOMPARE(w.gridModel()->columnCount(), 8);
  }

  void rankThreeLayoutsAreSlabsAsInPrintTensor() {
    MainWindow w;
    w.setLayoutText("(2,3,4):(1,2,6)");
    const auto& scene = w.gridModel()->scene();
    QCOMPARE(scene.slabs, 4);
    QCOMPARE(scene.rows, 2);
    QCOMPARE(scene.cols, 3);
    QCOMPARE(scene.at(2, 1, 2).index, 1 + 4 + 12);  // slab k adds k*6
    QCOMPARE(scene.slab_labels[2], std::string("(_,_,2)"));
  }
};

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
