// Exporting a card's grid: PNG and SVG files that show the grid, copy as image, and the project's export
// formats (C++ through the shared export framework) on the card's layout.
#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "app/gui/explorer/document_view.hpp"
#include "app/gui/explorer/layout_card.hpp"
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
    QVERIFY2(w.exportCard(w.currentCard()->cardId(), "x:cpp", dir.filePath("a.cpp"), &error), qPrintable(error));
    QFile cpp(dir.filePath("a.cpp"));
    QVERIFY(cpp.open(QIODevice::ReadOnly));
    QVERIFY(cpp.readAll().contains("Layout<Shape<_4,_8>,Stride<_8,_1>>"));
    w.currentDocument()->undoStack()->setClean();
  }
};

QTEST_MAIN(TestGridExport)
#include "test_grid_export.moc"
