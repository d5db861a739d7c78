// Edits survive a crash: LayoutLab, killed with SIGKILL after its autosave, leaves the document behind, and
// the next LayoutLab finds it among the recoverable files with the edit in it.
#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "app/gui/document/layout_document.hpp"
#include "app/gui/main_window.hpp"
#include "core/layout/print.hpp"

using namespace ll;
using namespace ll::gui;

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
};

QTEST_MAIN(TestCrashRecovery)
#include "test_crash_recovery.moc"
