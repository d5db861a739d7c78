// Dropping card B onto card A: the menu offers every operation, disables those invalid for the pair with
// the core's reason; each enabled one adds a result card equal to what `layoutlab-cli eval` prints for
// the same expression (checked in-process with the same evaluator, and through the built CLI); the
// result is coloured by operand element; undo removes it.
#include <QAction>
#include <QMenu>
#include <QMimeData>
#include <QProcess>
#include <QStyle>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include "app/gui/console/console_widget.hpp"
#include "app/gui/document/card_commands.hpp"
#include "app/gui/explorer/document_view.hpp"
#include "app/gui/explorer/layout_card.hpp"
#include "app/gui/explorer/layout_grid_model.hpp"
#include "app/gui/main_window.hpp"
#include "core/expr/eval.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"

using namespace ll;
using namespace ll::gui;

namespace {

std::string eval_lines(const std::vector<std::string>& lines) {
  expr::Session session;
  std::string last = "error";
  for (const auto& line : lines) {
    auto out = session.run_line(line);
    if (!out) continue;
    last = *out ? **out : "error: " + out->error();
  }
  return last;
}

Card typed(const std::string& name, const std::string& text) {
  Card c;
  c.name = name;
  c.layout = *parse_layout(text);
  return c;
}

}  // namespace

class TestDropOperations : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void everyOperationEqualsTheEvaluator_data() {
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    // From CuTe's layout algebra documentation and tests.
    QTest::newRow("divide docs") << "(_4,_2,_3):(_2,_1,_8)" << "_4:_2";
    QTest::newRow("divide dynamic") << "(4,2,3):(2,1,8)" << "4:2";
    QTest::newRow("compose docs") << "(_6,_2):(_8,_2)" << "(_4,_3):(_3,_1)";
    QTest::newRow("product docs") << "(_2,_5):(_5,_1)" << "(_3,_4):(_1,_3)";
    QTest::newRow("2-D tiles") << "(_8,_8):(_1,_8)" << "(_2,_4):(_1,_8)";
    QTest::newRow("dynamic 2-D tiler") << "(8,8):(1,8)" << "(2,4):(1,8)";
    QTest::newRow("static") << "(_4,_8):(_8,_1)" << "_4:_2";
  }

  void everyOperationEqualsTheEvaluator() {
    QFETCH(QString, a);
    QFETCH(QString, b);
    MainWindow w;
    DocumentView* view = w.newDocument({typed("A", a.toStdString()), typed("B", b.toStdString())});
    LayoutDocument* doc = view->document();
    const int ida = doc->idAt(0), idb = doc->idAt(1);
    std::unique_ptr<QMenu> menu(view->buildDropMenu(ida, idb, &w));
    int enabled = 0;
    for (Operation op : all_operations()) {
      QAction* action = menu->findChild<QAction*>(QString::fromStdString(operation_name(op)));
      QVERIFY(action);
      const std::string expected =
          eval_lines({"A = " + a.toStdString(), "B = " + b.toStdString(), operation_expression(op, "A", "B")});
      if (!action->isEnabled()) {
        // Disabled exactly when the evaluator refuses it too, with the reason as the tooltip.
        QVERIFY2(expected.rfind("error", 0) == 0, (operation_name(op) + " disabled but eval gives " + expected).c_str());
        QVERIFY(!action->toolTip().isEmpty());
        continue;
      }
      ++enabled;
      const int before = int(doc->cards().size());
      action->trigger();
      QCOMPARE(int(doc->cards().size()), before + 1);
      const Card& result = doc->cards().back().card;
      QCOMPARE(to_string(result.layout), expected);
      QCOMPARE(result.expression, operation_expression(op, "A", "B"));
      doc->undoStack()->undo();
      QCOMPARE(int(doc->cards().size()), before);
    }
    QVERIFY(enabled >= 1);
    doc->undoStack()->setClean();
  }

  void theBuiltCliAgrees() {
#ifdef LAYOUTLAB_CLI
    MainWindow w;
    DocumentView* view = w.newDocument({typed("A", "(_4,_2,_3):(_2,_1,_8)"), typed("B", "_4:_2")});
    const int id = view->applyOperation(Operation::LogicalDivide, view->document()->idAt(0), view->document()->idAt(1));
    QVERIFY(id >= 0);
    QProcess cli;
    cli.start(LAYOUTLAB_CLI, {"eval", "logical_divide((_4,_2,_3):(_2,_1,_8), _4:_2)"});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(QString::fromUtf8(cli.readAllStandardOutput()).trimmed(),
             QString::fromStdString(to_string(view->document()->card(id)->layout)));
    // The CuTe docs' example: ((_2,_2),(_2,_3)):((_4,_1),(_2,_8)).
    QCOMPARE(to_string(view->document()->card(id)->layout), std::string("((_2,_2),(_2,_3)):((_4,_1),(_2,_8))"));
    view->document()->undoStack()->setClean();
#else
    QSKIP("layoutlab-cli path not configured");
#endif
  }

  void invalidOperationsAreDisabledWithTheReason() {
    MainWindow w;
    // composition((6,2):(2,24), 3:4) violates CuTe's stride divisibility at mode 0.
    DocumentView* view = w.newDocument({typed("A", "(6,2):(2,24)"), typed("B", "3:4")});
    std::unique_ptr<QMenu> menu(view->buildDropMenu(view->document()->idAt(0), view->document()->idAt(1), &w));
    QAction* compose = menu->findChild<QAction*>("composition");
    QVERIFY(compose);
    QVERIFY(!compose->isEnabled());
    QCOMPARE(compose->toolTip(), QString("composition: stride divisibility violated: (6,2) is not divisible by 4 at mode 0"));
  }

  // The section title names both cards; the menu must be wide enough to show it whole (it was cut off
  // at "Combine A (target) with B (dro" because a menu is as wide as its actions).
  void theMenuTitleIsNotCutOff() {
    MainWindow w;
    DocumentView* view = w.newDocument({typed("A", "(_4,_2,_3):(_2,_1,_8)"), typed("B", "_4:_2")});
    std::unique_ptr<QMenu> menu(view->buildDropMenu(view->document()->idAt(0), view->document()->idAt(1), &w));
    const QList<QAction*> actions = menu->actions();
    QVERIFY(!actions.isEmpty() && actions.first()->isSeparator());
    const QString title = actions.first()->text();
    QVERIFY(title.contains("(dropped)"));
    QFont bold = menu->font();
    bold.setBold(true);
    const int margins = 2 * (menu->style()->pixelMetric(QStyle::PM_MenuHMargin) + menu->style()->pixelMetric(QStyle::PM_MenuPanelWidth));
    QVERIFY2(menu->sizeHint().width() > QFontMetrics(bold).horizontalAdvance(title) + margins,
             qPrintable(QString("menu %1 px, title %2 px").arg(menu->sizeHint().width()).arg(QFontMetrics(bold).horizontalAdvance(title))));
  }

  // A classroom's first divide: A, B and the result side by side beside the stepper in a 1400-pixel window
  // (with wider cards the result card scrolled A off the left edge).
  void theOperandsAndTheResultFitSideBySide() {
    MainWindow w;
    w.resize(1400, 900);
    DocumentView* view = w.newDocument({typed("A", "(_4,_2,_3):(_2,_1,_8)"), typed("B", "_4:_2")});
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(view->applyOperation(Operation::LogicalDivide, view->document()->idAt(0), view->document()->idAt(1)) >= 0);
    QTest::qWait(50);  // the new card is scrolled into view from the event loop
    QWidget* viewport = view->viewport();
    const LayoutCard* a = view->cardWidget(view->document()->idAt(0));
    const LayoutCard* c = view->cardWidget(view->document()->idAt(2));
    QVERIFY(a && c);
    QVERIFY2(a->mapTo(viewport, QPoint(0, 0)).x() >= 0, "card A is scrolled off the left edge");
    QVERIFY2(c->mapTo(viewport, QPoint(c->width(), 0)).x() <= viewport->width(), "the result card is cut off");
    for (const LayoutCard* card : {a, c})  // nothing in a card is squeezed below its own minimum
      QVERIFY2(card->width() >= card->layout()->minimumSize().width(),
               qPrintable(QString("card %1 px, its contents need %2 px").arg(card->width()).arg(card->layout()->minimumSize().width())));
  }

  void aDivideResultIsColouredByTile() {
    MainWindow w;
    DocumentView* view = w.newDocument({typed("A", "(_8,_8):(_1,_8)"), typed("B", "(_2,_4):(_1,_8)")});
    const int id = view->applyOperation(Operation::LogicalDivide, view->document()->idAt(0), view->document()->idAt(1));
    LayoutCard* card = view->cardWidget(id);
    QVERIFY(card);
    const GridScene& s = card->gridModel()->scene();
    // Rows run over the tile (8 elements), columns over the 8 tiles: every column one colour key.
    QCOMPARE(s.rows, 8);
    QCOMPARE(s.cols, 8);
    for (std::int64_t c = 0; c < s.cols; ++c)
      for (std::int64_t r = 0; r < s.rows; ++r) QCOMPARE(s.at(r, c).key, c);
    view->document()->undoStack()->setClean();
  }

  void droppingCardMimeDataOnACardOpensTheMenu() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    DocumentView* view = w.newDocument({typed("A", "(_4,_2,_3):(_2,_1,_8)"), typed("B", "_4:_2")});
    LayoutDocument* doc = view->document();
    LayoutCard* target = view->cardWidget(doc->idAt(0));
    QMenu* shown = nullptr;
    connect(view, &DocumentView::dropMenuShown, this, [&](QMenu* m) { shown = m; });
    QMimeData mime;
    mime.setData(kCardMimeType, QByteArray::number(quintptr(doc)) + ':' + QByteArray::number(doc->idAt(1)));
    const QPoint at(target->width() / 2, target->height() / 2);
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, {});
    QApplication::sendEvent(target, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, {});
    QApplication::sendEvent(target, &drop);
    QVERIFY(shown);
    QAction* divide = shown->findChild<QAction*>("logical_divide");
    QVERIFY(divide && divide->isEnabled());
    divide->trigger();
    shown->close();
    QCOMPARE(to_string(doc->cards().back().card.layout), std::string("((_2,_2),(_2,_3)):((_4,_1),(_2,_8))"));
    doc->undoStack()->setClean();
  }

  void theConsoleOpensResultsAsCards() {
    MainWindow w;
    DocumentView* view = w.newDocument({typed("A", "(_4,_2,_3):(_2,_1,_8)"), typed("B", "_4:_2")});
    const QString printed = w.console()->run("C = logical_divide(A, B)");
    QCOMPARE(printed, QString("((_2,_2),(_2,_3)):((_4,_1),(_2,_8))"));
    const Card& c = view->document()->cards().back().card;
    QCOMPARE(c.name, std::string("C"));
    QCOMPARE(to_string(c.layout), printed.toStdString());
    QVERIFY(w.console()->completions().contains("logical_divide"));
    QVERIFY(w.console()->completions().contains("C"));
    QVERIFY(w.console()->run("composition(A,").startsWith("error"));
    view->document()->undoStack()->setClean();
  }
};

QTEST_MAIN(TestDropOperations)
#include "test_drop_operations.moc"
