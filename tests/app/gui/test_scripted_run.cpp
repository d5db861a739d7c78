// The GUI's scripted runs (app/gui/scripting/): the command line read into options, and carried out the way a
// person would: cards added and edited through the document's undo commands, the operation applied, the
// stepper moved, and the files written once every grid is drawn.
#include <QCommandLineParser>
#include <QFile>
#include <QImage>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "app/gui/document/layout_document.hpp"
#include "app/gui/explorer/document_view.hpp"
#include "app/gui/explorer/layout_card.hpp"
#include "app/gui/explorer/layout_grid_model.hpp"
#include "app/gui/explorer/view_settings.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/scripting/script_options.hpp"
#include "app/gui/scripting/scripted_run.hpp"
#include "app/gui/stepper/stepper_panel.hpp"
#include "core/algebra/divide.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"

using namespace ll;
using namespace ll::gui;

namespace {

// The options of a command line such as {"--layout", "(4,8):(1,4)"}, or the reading's error.
std::optional<ScriptOptions> options_of(QStringList args, QString* error) {
  QCommandLineParser cli;
  add_script_options(cli);
  args.prepend(QStringLiteral("layoutlab"));
  if (!cli.parse(args)) {
    *error = cli.errorText();
    return std::nullopt;
  }
  return read_script_options(cli, error);
}

QString card_text(MainWindow& w, int position) {
  LayoutDocument* doc = w.currentDocument();
  return QString::fromStdString(to_string(doc->card(doc->idAt(position))->layout));
}

}  // namespace

class TestScriptedRun : public QObject {
  Q_OBJECT
  QTemporaryDir dir;

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  // Card A's layout and mode edits are undo commands of the document: undoing them all restores the start.
  void editsAreUndoCommands() {
    QString error;
    auto o = options_of({"--layout", "(4,8):(1,4)", "--set-stride", "1=_16", "--split", "1=2", "--name-mode", "0=M"}, &error);
    QVERIFY2(o, qPrintable(error));
    MainWindow w;
    const QString before = card_text(w, 0);
    QCOMPARE(set_up_window(w, *o), QString());
    QCOMPARE(card_text(w, 0), QStringLiteral("(4,(2,4)):(1,(_16,32))"));
    QCOMPARE(w.currentDocument()->card(w.currentDocument()->idAt(0))->mode_names.front(), std::string("M"));
    QUndoStack* undo = w.currentDocument()->undoStack();
    QCOMPARE(undo->count(), 4);
    while (undo->canUndo()) undo->undo();
    QCOMPARE(card_text(w, 0), before);
    undo->setClean();
  }

  // A refused edit stops the run with the message the field would show.
  void badEditIsRefusedWithTheFieldsMessage() {
    QString error;
    auto o = options_of({"--layout", "(4,8):(1,4)", "--set-stride", "1=(2,2)"}, &error);
    QVERIFY(o);
    MainWindow w;
    QCOMPARE(set_up_window(w, *o), QStringLiteral("mode 1: enter a single integer such as 4 or _4"));
    auto bad_layout = options_of({"--layout", "(4,2):(1,2,3)"}, &error);
    QVERIFY(bad_layout);
    MainWindow w2;
    QVERIFY(set_up_window(w2, *bad_layout).startsWith(QStringLiteral("--layout (4,2):(1,2,3): ")));
    w.currentDocument()->undoStack()->setClean();
    w2.currentDocument()->undoStack()->setClean();
  }

  void malformedOptionsAreNamed() {
    QString error;
    QVERIFY(!options_of({"--hover", "2"}, &error));
    QCOMPARE(error, QStringLiteral("--hover 2: write ROW,COL (e.g. 2,3)"));
    QVERIFY(!options_of({"--size", "800by600"}, &error));
    QVERIFY(error.startsWith(QStringLiteral("--size 800by600: ")));
    QVERIFY(!options_of({"--set-extent", "a=4"}, &error));
    QVERIFY(error.startsWith(QStringLiteral("--set-extent a=4: ")));
    auto o = options_of({"--layout", "4:1", "--step", "zero"}, &error);
    QVERIFY(o);
    MainWindow w;
    QVERIFY(set_up_window(w, *o).startsWith(QStringLiteral("--step zero: ")));
    w.currentDocument()->undoStack()->setClean();
  }

  // Two cards, the operation dropped, the last step shown; the screenshot and the export written after.
  void operationStepScreenshotAndExport() {
    QString error;
    const QString shot = dir.filePath("shot.png"), cpp = dir.filePath("result.cpp");
    auto o = options_of({"--layout", "(4,8):(1,4)", "--card", "B=2:1", "--apply", "logical_divide", "--step", "last",
                         "--screenshot", shot, "--export", cpp},
                        &error);
    QVERIFY2(o, qPrintable(error));
    QVERIFY(o->scripted());
    MainWindow w;
    QCOMPARE(set_up_window(w, *o), QString());
    QCOMPARE(w.currentDocument()->cards().size(), std::size_t(3));
    const Layout expected = logical_divide(*parse_layout("(4,8):(1,4)"), Tiler{*parse_layout("2:1")});
    QCOMPARE(card_text(w, 2), QString::fromStdString(to_string(expected)));
    QCOMPARE(w.stepper()->current(), int(w.stepper()->frames().size()) - 1);
    QCOMPARE(finish_scripted_run(w, *o), 0);
    for (LayoutGridModel* m : w.findChildren<LayoutGridModel*>()) QVERIFY(!m->busy());
    QImage image(shot);
    QVERIFY(!image.isNull());
    QFile code(cpp);
    QVERIFY(code.open(QIODevice::ReadOnly));
    QVERIFY(code.readAll().contains("auto C = make_layout(make_shape(make_shape(2,1),"));  // named as the card
    w.currentDocument()->undoStack()->setClean();
  }

  // A big card's scene is built in the background; the run waits for it instead of a fixed time.
  void waitsForBackgroundScenes() {
    QString error;
    const QString shot = dir.filePath("big.png");
    auto o = options_of({"--layout", "(512,512):(512,1)", "--screenshot", shot}, &error);
    QVERIFY(o);
    MainWindow w;
    QCOMPARE(set_up_window(w, *o), QString());
    QCOMPARE(finish_scripted_run(w, *o), 0);
    LayoutCard* card = w.currentCard();
    QVERIFY(!card->gridModel()->busy());
    // the whole layout, drawn within the card's budget (256 x 256 blocks of 2 x 2)
    QCOMPARE(card->gridModel()->scene().full_rows * card->gridModel()->scene().full_cols, std::int64_t(512 * 512));
    QCOMPARE(std::int64_t(card->gridModel()->scene().cells.size()), ViewSettings::kDefaultCardCells);
    w.currentDocument()->undoStack()->setClean();
  }

  void exportSuffixPicksTheFormat() {
    QString error;
    auto o = options_of({"--layout", "(_4,_8):(_8,_1)", "--export", dir.filePath("a.bmp")}, &error);
    QVERIFY(o);
    MainWindow w;
    QCOMPARE(set_up_window(w, *o), QString());
    QTest::ignoreMessage(QtCriticalMsg, QRegularExpression("no export format writes this suffix"));
    QCOMPARE(finish_scripted_run(w, *o), 1);
    auto tex = options_of({"--layout", "(_4,_8):(_8,_1)", "--export", dir.filePath("a.tex")}, &error);
    QCOMPARE(finish_scripted_run(w, *tex), 0);
    QFile f(dir.filePath("a.tex"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains("tikzpicture"));
    w.currentDocument()->undoStack()->setClean();
  }
};

QTEST_MAIN(TestScriptedRun)
#include "test_scripted_run.moc"
