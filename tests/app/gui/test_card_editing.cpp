// Editing a card: in-place stride/extent edits update the grid model; mode drags (a real mouse press,
// move and release through the strip) group and reorder exactly as `layoutlab-cli eval`'s group<> and
// select<> do; split and flatten; every edit undoes.
#include <QAbstractScrollArea>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include "app/gui/document/layout_document.hpp"
#include "app/gui/explorer/document_view.hpp"
#include "app/gui/explorer/layout_card.hpp"
#include "app/gui/explorer/layout_grid_model.hpp"
#include "app/gui/explorer/layout_grid_view.hpp"
#include "app/gui/explorer/view_settings.hpp"
#include "app/gui/main_window.hpp"
#include "core/expr/eval.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"

using namespace ll;
using namespace ll::gui;

namespace {

std::string eval(const std::string& line) {
  expr::Session session;
  auto out = session.run_line(line);
  if (!out || !*out) return "error";
  return **out;
}

std::string text_of(const LayoutCard* card) { return to_string(card->card().layout); }

qlonglong cell(LayoutCard* card, int r, int c) {
  return card->gridModel()->data(card->gridModel()->index(r, c)).toLongLong();
}

// Press on `from`, move in steps to `to`, release: a real drag through the widget's mouse events.
void drag(QWidget* w, QPoint from, QPoint to) {
  QTest::mousePress(w, Qt::LeftButton, {}, from);
  const int steps = 6;
  for (int i = 1; i <= steps; ++i) QTest::mouseMove(w, from + (to - from) * i / steps, 5);
  QTest::mouseRelease(w, Qt::LeftButton, {}, to);
}

}  // namespace

class TestCardEditing : public QObject {
  Q_OBJECT
  MainWindow* w = nullptr;
  LayoutCard* card = nullptr;

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
  void init() {
    w = new MainWindow;
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    card = w->currentCard();
    QVERIFY(card);
  }
  void cleanup() {
    w->currentDocument()->undoStack()->setClean();
    delete w;
  }

  // A kernel's C++ pasted into the field is the layout CuTe makes of it; the field then shows its notation.
  void cppPastedIntoTheFieldIsItsLayout() {
    w->setLayoutText("Layout<Shape<_4,_8>, Stride<_8,_1>>{};  // from the kernel");
    QCOMPARE(QString::fromStdString(to_string(card->card().layout)), QStringLiteral("(_4,_8):(_8,_1)"));
    QCOMPARE(card->layoutField()->text(), QStringLiteral("(_4,_8):(_8,_1)"));
    QVERIFY(card->errorLabel()->isHidden());
    w->setLayoutText("make_shape(4,8)");  // an IntTuple, not a layout: said beside the field
    QCOMPARE(card->errorLabel()->text(), QStringLiteral("expected a Layout, got an IntTuple"));
    w->setLayoutText("(4,2):(1,2,3)");  // CuTe notation keeps its own message
    QVERIFY(card->errorLabel()->text().contains(QStringLiteral("not congruent")));
    QCOMPARE(QString::fromStdString(to_string(card->card().layout)), QStringLiteral("(_4,_8):(_8,_1)"));
  }

  void editingAStrideInPlaceUpdatesTheGridModel() {
    w->setLayoutText("(4,8):(8,1)");
    QCOMPARE(cell(card, 0, 1), 1);
    // Double-click the stride of mode 1, type, press Enter.
    ModeStrip* strip = card->modeStrip();
    const auto* box = strip->box({1});
    QVERIFY(box);
    QTest::mouseDClick(strip, Qt::LeftButton, {}, box->stride_rect.center().toPoint());
    QLineEdit* editor = strip->editor();
    QVERIFY(editor);
    QCOMPARE(editor->text(), QString("1"));
    editor->selectAll();
    QTest::keyClicks(editor, "_4");
    QTest::keyClick(editor, Qt::Key_Return);
    QCOMPARE(text_of(card), std::string("(4,8):(8,_4)"));
    QCOMPARE(cell(card, 0, 1), 4);
    QCOMPARE(cell(card, 3, 7), 3 * 8 + 7 * 4);
    QCOMPARE(card->layoutField()->text(), QString("(4,8):(8,_4)"));  // the text field follows
    // Undo restores the previous grid.
    w->currentDocument()->undoStack()->undo();
    QCOMPARE(text_of(card), std::string("(4,8):(8,1)"));
    QCOMPARE(cell(card, 0, 1), 1);
  }

  // A layout too large to draw cell by cell is computed off the GUI thread; the size label must describe
  // the finished scene (it used to read the previous one: "size 16777216, 8 × 8").
  void aHugeLayoutsLabelDescribesItsScene() {
    w->setLayoutText("(4096,4096):(4096,1)");
    card->gridModel()->waitForScene();
    QVERIFY(card->gridModel()->scene().aggregated());
    const QString info = card->infoLabel()->text();
    // the real extent first, then how it is drawn
    QVERIFY2(info.startsWith("size 16777216: 4096 × 4096, shown as 256 × 256 blocks of 16 × 16 cells"), qPrintable(info));
  }

  // A layout too large to have a grid (2^64 coordinates) says so beside the field and shows no stale grid.
  void aLayoutPastInt64ShowsTheReasonAndNoGrid() {
    w->setLayoutText("(4294967296,4294967296):(1,4294967296)");
    card->gridModel()->waitForScene();
    QVERIFY2(card->errorLabel()->text().contains("2^63"), qPrintable(card->errorLabel()->text()));
    QVERIFY(!card->gridView()->isVisibleTo(card));
    w->setLayoutText("(4,8):(8,1)");
    card->gridModel()->waitForScene();
    QVERIFY(card->gridView()->isVisibleTo(card));
  }

  // A card holds about as many cells as it shows (the memory of a huge card follows the picture). Zoomed in,
  // it holds the part on screen (and a margin) in blocks drawn 12-24 px wide, down to single cells; panning
  // brings the newly seen part; zoomed out again, the whole picture at the budget.
  void aHugeCardHoldsWhatItShowsAndWindowsWhenZoomed() {
    w->setLayoutText("(4096,4096):(4096,1)");
    card->gridModel()->waitForScene();
    const GridScene& s = card->gridModel()->scene();
    QCOMPARE(std::int64_t(s.cells.size()), std::int64_t(256 * 256));
    QCOMPARE(s.block_rows, std::int64_t(16));
    QVERIFY(!s.windowed());
    LayoutGridView* view = card->gridView();
    view->setCellSize(30);  // 30 px per block of 16: 1.875 px a cell, so blocks of 12 (22.5 px) in a window
    card->gridModel()->waitForScene();
    QVERIFY(s.windowed());
    QCOMPARE(s.block_rows, std::int64_t(12));
    QCOMPARE(view->cellSize(), 22.5);
    QVERIFY(std::int64_t(s.cells.size()) <= ViewSettings::kDefaultCardCells);
    // zoom in to single cells: each holds the layout's own index
    for (int i = 0; i < 40 && card->gridModel()->scene().block_cols > 1; ++i) {
      view->zoomBy(1.25);
      card->gridModel()->waitForScene();
    }
    QCOMPARE(s.block_rows, std::int64_t(1));
    QVERIFY(view->cellSize() >= 12);
    QVERIFY(std::int64_t(s.cells.size()) <= ViewSettings::kDefaultCardCells);
    const auto index_at = [&](std::int64_t r, std::int64_t c) { return r * 4096 + c; };  // (4096,4096):(4096,1)
    QCOMPARE(s.at(3, 5).index, index_at(s.first_row + 3, s.first_col + 5));
    // pan to the far corner: the window follows
    auto* area = qobject_cast<QAbstractScrollArea*>(view->parentWidget()->parentWidget());
    QVERIFY(area);
    area->horizontalScrollBar()->setValue(area->horizontalScrollBar()->maximum());
    area->verticalScrollBar()->setValue(area->verticalScrollBar()->maximum());
    QCoreApplication::processEvents();
    card->gridModel()->waitForScene();
    QCOMPARE(s.first_row + s.rows, std::int64_t(4096));
    QCOMPARE(s.first_col + s.cols, std::int64_t(4096));
    QCOMPARE(s.at(s.rows - 1, s.cols - 1).index, index_at(4095, 4095));
    QVERIFY2(card->infoLabel()->text().contains("showing rows"), qPrintable(card->infoLabel()->text()));
    // zoom out: the whole picture again, at the budget
    for (int i = 0; i < 60 && card->gridModel()->scene().windowed(); ++i) {
      view->zoomBy(0.8);
      card->gridModel()->waitForScene();
    }
    QVERIFY(!s.windowed());
    QCOMPARE(s.block_rows, std::int64_t(16));
    // View > Grid memory per card: a bigger budget, finer blocks from the start
    w->viewSettings()->setCardCellBudget(512 * 512);
    w->setLayoutText("(4096,4096):(4096,2)");
    card->gridModel()->waitForScene();
    QCOMPARE(std::int64_t(card->gridModel()->scene().cells.size()), std::int64_t(512 * 512));
    w->viewSettings()->setCardCellBudget(ViewSettings::kDefaultCardCells);
  }

  void anInvalidFieldEditShowsTheCoreErrorAndKeepsTheLayout() {
    w->setLayoutText("(4,8):(8,1)");
    card->editField({0}, ModeStrip::Field::Extent, "0");
    QVERIFY(!card->errorLabel()->isHidden());
    QVERIFY(card->errorLabel()->text().contains("not positive"));
    QCOMPARE(text_of(card), std::string("(4,8):(8,1)"));
  }

  void draggingAModeOntoANeighboursMiddleGroupsThem() {
    w->setLayoutText("(2,3,4):(1,2,6)");
    ModeStrip* strip = card->modeStrip();
    const QPoint from = strip->box({0})->rect.center().toPoint();
    const QPoint to = strip->box({1})->rect.center().toPoint();
    drag(strip, from, to);
    QCOMPARE(text_of(card), eval("group<0,2>((2,3,4):(1,2,6))"));
    QCOMPARE(text_of(card), std::string("((2,3),4):((1,2),6)"));
    QCOMPARE(w->currentDocument()->undoStack()->undoText(), QString("Group modes 0..1 of A"));
    w->currentDocument()->undoStack()->undo();
    QCOMPARE(text_of(card), std::string("(2,3,4):(1,2,6)"));
  }

  void draggingAModePastANeighboursEdgeReordersThem() {
    w->setLayoutText("(2,3,4):(1,2,6)");
    ModeStrip* strip = card->modeStrip();
    const QRectF target = strip->box({2})->rect;
    drag(strip, strip->box({0})->rect.center().toPoint(),
         QPoint(int(target.right() - 2), int(target.center().y())));
    QCOMPARE(text_of(card), eval("select<1,2,0>((2,3,4):(1,2,6))"));
    // The grid follows: mode 0 (rows) is now 3:2.
    QCOMPARE(card->gridModel()->rowCount(), 3);
  }

  void draggingAModeOutOfItsGroupFlattensTheGroup() {
    w->setLayoutText("((2,3),4):((1,2),6)");
    ModeStrip* strip = card->modeStrip();
    const QPoint from = strip->box({0, 1})->rect.center().toPoint();
    drag(strip, from, QPoint(strip->width() - 1, strip->height() - 1));
    QCOMPARE(text_of(card), eval("flatten(((2,3),4):((1,2),6))"));
  }

  void splittingAModeByADivisor() {
    w->setLayoutText("(8,4):(1,8)");
    card->splitMode({0}, "2");
    QCOMPARE(text_of(card), std::string("((2,4),4):((1,2),8)"));
    // The function is unchanged: same indices at every coordinate.
    QCOMPARE(cell(card, 5, 3), 5 + 24);
    card->splitMode({1}, "3");
    QVERIFY(card->errorLabel()->text().contains("does not divide"));
  }

  void modeNamesFollowTheirModesAndShowInTheLegend() {
    w->setLayoutText("(4,8):(8,1)");
    card->editField({0}, ModeStrip::Field::Name, "M");
    card->editField({1}, ModeStrip::Field::Name, "N");
    QCOMPARE(card->card().mode_names, (std::vector<std::string>{"M", "N"}));
    QCOMPARE(card->gridModel()->scene().row_axis.name, std::string("M"));
    card->dropMode({0}, ModeStrip::DropKind::After, {1});
    QCOMPARE(card->card().mode_names, (std::vector<std::string>{"N", "M"}));
  }

  void typingMergesIntoOneUndoStep() {
    QUndoStack* stack = w->currentDocument()->undoStack();
    const int before = stack->count();
    card->layoutField()->clear();
    QTest::keyClicks(card->layoutField(), "(4,8):(8,1)");
    QCOMPARE(stack->count(), before + 1);
  }
};

QTEST_MAIN(TestCardEditing)
#include "test_card_editing.moc"
