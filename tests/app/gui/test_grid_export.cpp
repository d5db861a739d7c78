// Exporting a card: one path for every format (the exporters of `layoutlab-cli export`): PNG and SVG files
// that show the grid as the card shows it, copy as image, C++ of the card's layout, one menu entry per format.
#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QMenu>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "app/gui/explorer/document_view.hpp"
#include "app/gui/explorer/layout_card.hpp"
#include "app/gui/explorer/view_settings.hpp"
#include "app/gui/exporters/picture_exporters.hpp"
#include "app/gui/main_window.hpp"
#include "core/layout/parse.hpp"

using namespace ll;
using namespace ll::gui;

class TestGridExport : public QObject {
  Q_OBJECT
  QTemporaryDir dir;

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void pngSvgAndClipboard() {
    MainWindow w;
    w.setLayoutText("(_8,_8):(_1,_8)");
    LayoutCard* card = w.currentCard();
    QString error;
    QVERIFY2(w.exportCard(card->cardId(), "png", dir.filePath("g.png"), &error), qPrintable(error));
    QImage png(dir.filePath("g.png"));
    QVERIFY(!png.isNull());
    QVERIFY(png.width() > 8 * 28 && png.height() > 8 * 28);  // 8x8 cells of at least 28 px, at 2x
    QVERIFY2(w.exportCard(card->cardId(), "svg", dir.filePath("g.svg"), &error), qPrintable(error));
    QFile svg(dir.filePath("g.svg"));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray text = svg.readAll();
    QVERIFY(text.contains("<svg"));
    QVERIFY(text.contains(">63<"));  // the last cell's index label, as text
    QVERIFY(w.exportCard(card->cardId(), "clipboard"));
    QVERIFY(!QGuiApplication::clipboard()->image().isNull());
    w.currentDocument()->undoStack()->setClean();
  }

  void cppThroughTheExportFramework() {
    MainWindow w;
    w.setLayoutText("(_4,_8):(_8,_1)");
    QString error;
    QVERIFY2(w.exportCard(w.currentCard()->cardId(), "cpp", dir.filePath("a.cpp"), &error), qPrintable(error));
    QFile cpp(dir.filePath("a.cpp"));
    QVERIFY(cpp.open(QIODevice::ReadOnly));
    QVERIFY(cpp.readAll().contains("Layout<Shape<_4,_8>,Stride<_8,_1>>"));
    w.currentDocument()->undoStack()->setClean();
  }

  // The card's colouring reaches its picture: the same grid coloured by mode 0 is another SVG.
  void pictureColouredAsTheCard() {
    MainWindow w;
    w.setLayoutText("(_4,_4):(_1,_4)");
    const int id = w.currentCard()->cardId();
    QString error;
    w.viewSettings()->setColourBy(ColourBy::Index, 0);  // (view settings persist between runs)
    QVERIFY2(w.exportCard(id, "svg", dir.filePath("by_index.svg"), &error), qPrintable(error));
    w.viewSettings()->setColourBy(ColourBy::Mode, 0);
    QVERIFY2(w.exportCard(id, "svg", dir.filePath("by_mode.svg"), &error), qPrintable(error));
    QFile a(dir.filePath("by_index.svg")), b(dir.filePath("by_mode.svg"));
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    QVERIFY(a.readAll() != b.readAll());
    w.viewSettings()->setColourBy(ColourBy::Index, 0);
    w.currentDocument()->undoStack()->setClean();
  }

  // One entry per format in the card's menu and in File > Export card as, and no format twice.
  void oneMenuEntryPerFormat() {
    MainWindow w;
    QStringList card_entries, file_entries;
    for (QMenu* m : w.currentCard()->findChildren<QMenu*>())
      if (m->title() == QLatin1String("Export as"))
        for (QAction* a : m->actions()) card_entries << a->text();
    for (QMenu* m : w.findChildren<QMenu*>())
      if (m->title() == QLatin1String("&Export card as"))
        for (QAction* a : m->actions()) file_entries << a->text();
    QCOMPARE(card_entries.size(), qsizetype(all_exporters().size()));
    QCOMPARE(file_entries, card_entries);
    QCOMPARE(QSet<QString>(card_entries.begin(), card_entries.end()).size(), card_entries.size());
    QVERIFY(card_entries.contains(QStringLiteral("PNG picture…")));
    w.currentDocument()->undoStack()->setClean();
  }

  void unknownFormatIsRefused() {
    MainWindow w;
    QString error;
    QVERIFY(!w.exportCard(w.currentCard()->cardId(), "bmp", dir.filePath("a.bmp"), &error));
    QCOMPARE(error, QStringLiteral("No export format bmp"));
    w.currentDocument()->undoStack()->setClean();
  }
};

QTEST_MAIN(TestGridExport)
#include "test_grid_export.moc"
