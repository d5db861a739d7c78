// Designs saved and opened as files, and kept across sessions: a design edited in the real designer
// widget round-trips through a .layoutlab-design file and through QSettings; opening a file is one undo
// step; damaged files, other kinds of file, newer versions and wrong values are refused with a message
// naming the problem and change nothing.
#include <QtTest>

#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>

#include "app/gui/designer/design_file.hpp"
#include "app/gui/designer/designer_document.hpp"
#include "app/gui/designer/designer_widget.hpp"

using namespace ll::gui;

namespace {
// A design unlike the default in every part.
Design edited() {
  Design d;
  d.mma = MmaDesign{QStringLiteral("SM80_16x8x8_F32TF32TF32F32_TN"), 2, 4, 1, QStringLiteral("32x32x8")};
  d.tv.from_thr_val = true;
  d.tv.thr = QStringLiteral("(_8,_4):(_4,_1)");
  d.tv.val = QStringLiteral("(_2,_2):(_2,_1)");
  d.copy.op = QStringLiteral("SM75_U32x2_LDSM_N");
  d.copy.source = QStringLiteral("B");
  d.gemm.cta_tile = QStringLiteral("256x128x64");
  return d;
}

QByteArray with(QByteArray json, const QByteArray& from, const QByteArray& to) { return json.replace(from, to); }
}  // namespace

class TestDesignFile : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  QString path(const char* name) const { return dir_.filePath(QLatin1String(name)); }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(dir_.isValid());
  }
  void init() { QSettings().clear(); }

  void jsonRoundTripsEveryField() {
    const Design d = edited();
    QVERIFY(!(d == Design{}));
    QString error;
    const auto back = design_from_json(design_to_json(d), &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(*back == d);
  }

  void missingKeysKeepTheirDefaults() {
    const auto d = design_from_json(R"({"format":"layoutlab-design","version":1,"mma":{"thr_m":4}})", nullptr);
    QVERIFY(d);
    Design want;
    want.mma.thr_m = 4;
    QVERIFY(*d == want);
  }

  void badDataIsRefusedWithItsReason_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    const QByteArray good = design_to_json(edited());
    QTest::newRow("damaged") << good.left(good.size() / 2) << "not valid JSON";
    QTest::newRow("another format") << with(good, "layoutlab-design", "layoutlab-document") << "not a LayoutLab design";
    QTest::newRow("newer version") << with(good, "\"version\": 1", "\"version\": 7") << "newer LayoutLab (format version 7)";
    QTest::newRow("no version") << with(good, "\"version\": 1", "\"version\": \"one\"") << "no valid version";
    QTest::newRow("thread count") << with(good, "\"thr_n\": 4", "\"thr_n\": 40") << "\"mma.thr_n\" must be an integer from 1 to 16";
    QTest::newRow("huge") << with(good, "\"thr_k\": 1", "\"thr_k\": 1e300") << "\"mma.thr_k\" must be an integer from 1 to 16";
    QTest::newRow("fractional") << with(good, "\"thr_m\": 2", "\"thr_m\": 2.5") << "\"mma.thr_m\" must be an integer";
    QTest::newRow("wrong type") << with(good, "\"cta_tile\": \"256x128x64\"", "\"cta_tile\": 256") << "\"gemm.cta_tile\" must be a string";
    QTest::newRow("flag") << with(good, "\"from_thr_val\": true", "\"from_thr_val\": 1") << "\"tv.from_thr_val\" must be true or false";
    QTest::newRow("copy source") << with(good, "\"source\": \"B\"", "\"source\": \"D\"") << "\"copy.source\" must be one of A, B, C, thr_val";
    QTest::newRow("section") << QByteArray(R"({"format": "layoutlab-design", "version": 1, "gemm": ["256x128x64"]})")
                             << "\"gemm\" must be an object";
  }
  void badDataIsRefusedWithItsReason() {
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    QVERIFY2(json != design_to_json(edited()), "the row must change the good file");
    QString error;
    QVERIFY(!design_from_json(json, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
  }

  // The real widget: edit, save, reset, open the file (one undo step), undo and redo it.
  void savedDesignOpensAsOneUndoStep() {
    DesignerWidget designer;
    DesignerDocument* doc = designer.document();
    doc->chooseAtom(edited().mma.atom);
    doc->changeThreadLayout(2, 4, 1);
    doc->changeCtaTile(QStringLiteral("256x128x64"));
    const Design saved = doc->design();
    QString error;
    QVERIFY2(designer.saveDesignFile(path("a.layoutlab-design"), &error), qPrintable(error));

    DesignerWidget fresh;
    QVERIFY(fresh.document()->design() == Design{});
    QVERIFY2(fresh.openDesignFile(path("a.layoutlab-design"), &error), qPrintable(error));
    QVERIFY(fresh.document()->design() == saved);
    QCOMPARE(fresh.document()->undoStack()->count(), 1);
    QCOMPARE(fresh.document()->undoStack()->text(0), QString("Open design a.layoutlab-design"));
    fresh.document()->undoStack()->undo();
    QVERIFY(fresh.document()->design() == Design{});
    fresh.document()->undoStack()->redo();
    QVERIFY(fresh.document()->design() == saved);
    // The toolbar offers both.
    QVERIFY(designer.findChild<QAction*>("openDesign"));
    QVERIFY(designer.findChild<QAction*>("saveDesign"));
  }

  void unreadableFileChangesNothing() {
    DesignerWidget designer;
    designer.document()->changeCtaTile(QStringLiteral("64x64x32"));
    const Design before = designer.document()->design();
    QFile f(path("bad.layoutlab-design"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"format\": \"layoutlab-design\", \"version\": 1, \"mma\": {\"thr_k\": 0}}");
    f.close();
    QString error;
    QVERIFY(!designer.openDesignFile(path("bad.layoutlab-design"), &error));
    QVERIFY2(error.contains("bad.layoutlab-design") && error.contains("\"mma.thr_k\""), qPrintable(error));
    QVERIFY(!designer.openDesignFile(path("missing.layoutlab-design"), &error));
    QVERIFY2(error.contains("missing.layoutlab-design"), qPrintable(error));
    QVERIFY(designer.document()->design() == before);
    QCOMPARE(designer.document()->undoStack()->count(), 1);
  }

  // What a new session gets: the design the last one stored, as its starting state (nothing to undo).
  void designIsKeptAcrossSessions() {
    {
      DesignerWidget first;
      first.document()->openDesign(edited(), QStringLiteral("x"));
      first.saveDesignToSettings();
    }
    DesignerWidget next;
    QVERIFY(next.document()->design() == Design{});  // test mode: nothing restored by itself
    QVERIFY(next.restoreDesignFromSettings());
    QVERIFY(next.document()->design() == edited());
    QCOMPARE(next.document()->undoStack()->count(), 0);

    // A stored design this version cannot read is ignored, not half applied.
    QSettings().setValue("designer/design", QString::fromUtf8(with(design_to_json(Design{}), "\"version\": 1", "\"version\": 9")));
    DesignerWidget later;
    QVERIFY(!later.restoreDesignFromSettings());
    QVERIFY(later.document()->design() == Design{});
  }
};

QTEST_MAIN(TestDesignFile)
#include "test_design_file.moc"
