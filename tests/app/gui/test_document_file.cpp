// Documents save and load as versioned JSON: a round trip keeps every card (names, layouts with their
// static/dynamic integers, mode names, expressions, origins); a corrupt, foreign or newer file is refused
// with a clear message and changes nothing; autosaved documents are recovered after a crash.
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QLabel>
#include <QTest>
#include <QUndoStack>

#include "app/gui/document/card_commands.hpp"
#include "app/gui/document/document_file.hpp"
#include "app/gui/explorer/document_view.hpp"
#include "app/gui/explorer/layout_card.hpp"
#include "app/gui/main_window.hpp"
#include "core/document/operation.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"

using namespace ll;
using namespace ll::gui;

namespace {
Card typed(const std::string& name, const std::string& text) {
  Card c;
  c.name = name;
  c.layout = *parse_layout(text);
  return c;
}
void write(const QString& path, const QByteArray& data) {
  QFile f(path);
  QVERIFY(f.open(QIODevice::WriteOnly));
  f.write(data);
}
}  // namespace

class TestDocumentFile : public QObject {
  Q_OBJECT
  QTemporaryDir dir;

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(dir.isValid());
  }

  void saveThenLoadRoundTrips() {
    MainWindow w;
    Card a = typed("A", "((_2,4),(2,_4)):((1,8),(2,_16))");
    a.mode_names = {"M", "N"};
    DocumentView* view = w.newDocument({a, typed("B", "_4:_2")});
    const int id = view->applyOperation(Operation::LogicalDivide, view->document()->idAt(0), view->document()->idAt(1));
    QVERIFY(id >= 0);
    const QString path = dir.filePath("round.layoutlab");
    QString error;
    QVERIFY2(w.saveDocument(view->document(), path, &error), qPrintable(error));
    QVERIFY(!view->document()->isModified());

    QVERIFY2(w.openFile(path, &error), qPrintable(error));
    LayoutDocument* loaded = w.currentDocument();
    QVERIFY(loaded != view->document());
    QCOMPARE(loaded->cards().size(), view->document()->cards().size());
    for (std::size_t i = 0; i < loaded->cards().size(); ++i) QCOMPARE(loaded->cards()[i].card, view->document()->cards()[i].card);
    QCOMPARE(to_string(loaded->cards()[0].card.layout), std::string("((_2,4),(2,_4)):((1,8),(2,_16))"));
    QVERIFY(w.recentFiles().contains(QFileInfo(path).absoluteFilePath()));
  }

  void corruptFilesAreRefused_data() {
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("message");
    QTest::newRow("truncated") << QByteArray("{\"format\": \"layoutlab-document\", \"version\": 1, \"cards\": [")
                               << "not valid JSON";
    QTest::newRow("foreign") << QByteArray("{\"hello\": 1}") << "not a LayoutLab document";
    QTest::newRow("newer") << QByteArray("{\"format\": \"layoutlab-document\", \"version\": 99, \"cards\": []}")
                           << "newer LayoutLab";
    QTest::newRow("binary") << QByteArray("\x89PNG\r\n\x1a\n\0\0", 10) << "not valid JSON";
  }

  void corruptFilesAreRefused() {
    QFETCH(QByteArray, data);
    QFETCH(QString, message);
    MainWindow w;
    const int tabs = w.documentTabs()->count();
    const QString path = dir.filePath("bad.layoutlab");
    write(path, data);
    QString error;
    QVERIFY(!w.openFile(path, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
    QCOMPARE(w.documentTabs()->count(), tabs);  // nothing opened, nothing lost
  }

  // A card that does not read is kept: it shows its text and the reason beside the field, takes part in no
  // operation, and is saved back exactly as it was; the other cards are intact. Typing a layout fixes it.
  void aDocumentWithInvalidCardsOpensWithNothingLost() {
    const QJsonObject good{{"name", "A"}, {"layout", "(4,8):(8,1)"}};
    const QJsonObject bad_text{{"name", "B"}, {"layout", "(4,2):(1,2,3)"}, {"mode_names", QJsonArray{"M"}}};
    const QJsonObject bad_origin{{"name", "C"},
                                 {"layout", "(4,2):(1,4)"},
                                 {"expression", "logical_divide(A, D)"},
                                 {"origin", QJsonObject{{"operation", "logical_divide"}, {"a", "(4,2):(1,4)"}, {"b", "(2:1"},
                                                        {"a_name", "A"}, {"b_name", "D"}}}};
    const QByteArray data = QJsonDocument(QJsonObject{{"format", "layoutlab-document"}, {"version", 1},
                                                      {"cards", QJsonArray{good, bad_text, bad_origin}}})
                                .toJson();
    const QString path = dir.filePath("partly.layoutlab");
    write(path, data);
    MainWindow w;
    QString error;
    QVERIFY2(w.openFile(path, &error), qPrintable(error));
    LayoutDocument* doc = w.currentDocument();
    QCOMPARE(doc->cards().size(), 3u);
    QCOMPARE(to_string(doc->cards()[0].card.layout), std::string("(4,8):(8,1)"));
    QVERIFY(!doc->cards()[0].card.unread);
    QVERIFY(doc->cards()[1].card.unread);
    QVERIFY(doc->cards()[2].card.unread);
    QVERIFY2(doc->cards()[2].card.unread->error.message.find("operand b") != std::string::npos,
             doc->cards()[2].card.unread->error.message.c_str());
    LayoutCard* b = w.currentView()->cardWidget(doc->idAt(1));
    QCOMPARE(b->layoutField()->text(), QString("(4,2):(1,2,3)"));
    QVERIFY2(b->errorLabel()->text().contains("not congruent"), qPrintable(b->errorLabel()->text()));
    // no operation with it
    QVERIFY(w.currentView()->applyOperation(Operation::LogicalDivide, doc->idAt(0), doc->idAt(1), &error) < 0);
    QVERIFY2(error.contains("holds no layout yet"), qPrintable(error));
    // saved back unchanged
    const QString again = dir.filePath("again.layoutlab");
    QVERIFY(w.saveDocument(doc, again, &error));
    QFile f(again);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonArray saved = QJsonDocument::fromJson(f.readAll()).object().value("cards").toArray();
    QCOMPARE(saved.size(), 3);
    QCOMPARE(saved[1].toObject(), bad_text);
    QCOMPARE(saved[2].toObject(), bad_origin);
    // typing a layout gives the card one
    b->layoutField()->setText("(4,2):(1,4)");
    emit b->layoutField()->textEdited("(4,2):(1,4)");  // as typing it does
    QVERIFY(!doc->cards()[1].card.unread);
    QCOMPARE(to_string(doc->cards()[1].card.layout), std::string("(4,2):(1,4)"));
    doc->undoStack()->undo();  // and undo brings the unread card back
    QVERIFY(doc->cards()[1].card.unread);
    doc->undoStack()->setClean();
  }

  void aFailedSaveKeepsTheOldFile() {
    MainWindow w;
    DocumentView* view = w.newDocument({typed("A", "(4,8):(8,1)")});
    QString error;
    QVERIFY(!w.saveDocument(view->document(), dir.filePath("no/such/dir/x.layoutlab"), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(view->document()->filePath().isEmpty());
  }

  void autosavedDocumentsAreRecovered() {
    QDir(MainWindow::autosaveDirectory()).removeRecursively();
    QStringList leftovers;
    {
      MainWindow w;
      DocumentView* view = w.newDocument({typed("A", "(4,8):(8,1)")});
      view->document()->undoStack()->push(new SetLayoutText(view->document(), view->document()->idAt(0), *parse_layout("(2,2):(2,1)")));
      w.autosaveNow();
      // Simulate a crash: the files stay behind under a process id that is no longer running.
      for (const QFileInfo& f : QDir(MainWindow::autosaveDirectory()).entryInfoList({"*.layoutlab"}, QDir::Files)) {
        const QString crashed = f.absolutePath() + "/999999999-" + f.fileName().section('-', 1);
        QVERIFY(QFile::copy(f.absoluteFilePath(), crashed));
      }
      view->document()->undoStack()->setClean();
    }
    leftovers = MainWindow::recoverableFiles();
    QCOMPARE(leftovers.size(), 1);
    MainWindow w2;
    QCOMPARE(w2.recoverAutosaves(leftovers), 1);
    QCOMPARE(to_string(w2.currentDocument()->cards()[0].card.layout), std::string("(2,2):(2,1)"));
    QVERIFY(w2.currentDocument()->isModified());
    QVERIFY(MainWindow::recoverableFiles().isEmpty());
    w2.currentDocument()->undoStack()->setClean();
  }
};

QTEST_MAIN(TestDocumentFile)
#include "test_document_file.moc"
