// Edits survive a crash: LayoutLab, killed with SIGKILL after its autosave, leaves the document behind, and
// the next LayoutLab finds it among the recoverable files with the edit in it. A crash in the middle of a
// write leaves the file as it was before or after that write, never half written.
#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <QApplication>
#include <QRandomGenerator>
#include <cstdio>

#include "app/gui/document/document_file.hpp"
#include "app/gui/document/layout_document.hpp"
#include "app/gui/document/versioned_json.hpp"
#include "app/gui/main_window.hpp"
#include "core/layout/print.hpp"

using namespace ll;
using namespace ll::gui;

namespace {

// Two documents of `count` cards that differ in every card, so a file is recognisably one or the other.
std::vector<Card> document_of(int count, const char* stride) {
  std::vector<Card> cards;
  for (int i = 0; i < count; ++i) {
    Card c;
    c.name = "c" + std::to_string(i);
    c.layout = Layout{IntTuple{dynamic_int(4096), dynamic_int(i + 1)}, IntTuple{dynamic_int(std::stoll(stride)), dynamic_int(1)}};
    cards.push_back(std::move(c));
  }
  return cards;
}
constexpr int kCards = 20000;  // a few MB: each write takes long enough to be interrupted

// The child: writes the two documents to `path` in turn, for ever, through the writer LayoutLab saves with,
// saying on stdout when a write begins and ends.
int write_for_ever(const QString& path) {
  const QByteArray first = cards_to_json(document_of(kCards, "4096")), second = cards_to_json(document_of(kCards, "1"));
  for (long n = 0;; ++n) {
    std::printf("begin\n");
    std::fflush(stdout);
    QString error;
    if (!write_file_atomically(path, n % 2 ? second : first, &error)) return 1;
    std::printf("end\n");
    std::fflush(stdout);
  }
}

}  // namespace

class TestCrashRecovery : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    // The same application names as layoutlab, so both look in the same autosave folder.
    QCoreApplication::setOrganizationName("LayoutLab");
    QCoreApplication::setApplicationName("LayoutLab");
  }

#ifdef LAYOUTLAB_GUI
  void editsSurviveSigkill() {
    QTemporaryDir home;
    QVERIFY(home.isValid());
    qputenv("XDG_DATA_HOME", home.filePath("data").toUtf8());
    qputenv("XDG_CONFIG_HOME", home.filePath("config").toUtf8());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("QT_QPA_PLATFORM", "offscreen");
    env.insert("LAYOUTLAB_AUTOSAVE_MS", "200");
    QProcess gui;
    gui.setProcessEnvironment(env);
    gui.start(LAYOUTLAB_GUI, {"--layout", "(3,5):(5,1)"});  // an edit, never saved
    QVERIFY(gui.waitForStarted(10000));
    const QDir autosaves(MainWindow::autosaveDirectory());
    QVERIFY2(autosaves.absolutePath().startsWith(home.path()), qPrintable(autosaves.absolutePath()));
    QTRY_VERIFY_WITH_TIMEOUT(!autosaves.entryList({"*.layoutlab"}, QDir::Files).isEmpty(), 20000);
    gui.kill();  // SIGKILL: no chance to clean up
    QVERIFY(gui.waitForFinished(10000));
    QCOMPARE(gui.exitStatus(), QProcess::CrashExit);

    const QStringList leftovers = MainWindow::recoverableFiles();
    QCOMPARE(leftovers.size(), 1);
    MainWindow w;
    QCOMPARE(w.recoverAutosaves(leftovers), 1);
    bool found = false;
    for (const auto& e : w.currentDocument()->cards()) found = found || to_string(e.card.layout) == "(3,5):(5,1)";
    QVERIFY(found);
    QVERIFY(w.currentDocument()->isModified());  // recovered, not yet saved
    QVERIFY(MainWindow::recoverableFiles().isEmpty());
    w.setAutosaveEnabled(false);
  }
#endif

  // SIGKILL at random moments of a loop of writes: every time, the file reads as one whole document.
  void aKillDuringAWriteLeavesAWholeFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("doc.layoutlab");
    const std::vector<Card> first = document_of(kCards, "4096"), second = document_of(kCards, "1");
    int interrupted = 0;
    for (int round = 0; round < 12; ++round) {
      QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
      env.insert("LAYOUTLAB_TEST_WRITE_FOR_EVER", path);
      env.insert("QT_QPA_PLATFORM", "offscreen");
      QProcess writer;
      writer.setProcessEnvironment(env);
      writer.start(QCoreApplication::applicationFilePath(), {});
      QVERIFY(writer.waitForStarted(10000));
      // after the first whole write (the file exists), at a random moment of a later one
      QTRY_VERIFY_WITH_TIMEOUT(writer.peek(1 << 20).contains("end"), 20000);
      QTest::qWait(int(QRandomGenerator::global()->bounded(5, 60)));
      writer.kill();
      QVERIFY(writer.waitForFinished(10000));
      const QList<QByteArray> said = writer.readAllStandardOutput().trimmed().split('\n');
      if (said.last() == "begin") ++interrupted;
      QString error;
      const auto cards = read_cards_file(path, &error);
      QVERIFY2(cards, qPrintable(error));
      QVERIFY(*cards == first || *cards == second);
    }
    // the kills did land inside writes (else this test would prove nothing)
    QVERIFY2(interrupted > 0, "no kill landed inside a write");
    qInfo("%d of 12 kills landed inside a write", interrupted);
  }
};

int main(int argc, char** argv) {
  if (qEnvironmentVariableIsSet("LAYOUTLAB_TEST_WRITE_FOR_EVER"))
    return write_for_ever(qEnvironmentVariable("LAYOUTLAB_TEST_WRITE_FOR_EVER"));
  QApplication app(argc, argv);
  TestCrashRecovery test;
  return QTest::qExec(&test, argc, argv);
}
#include "test_crash_recovery.moc"
