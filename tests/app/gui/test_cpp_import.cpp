// File > Import C++ and dropping a C++ file: the declarations of a kernel's source listed with CuTe's prints,
// names the file leaves open supplied in the settings (remembered per file), objects opened with one click (a layout
// as a card, a TiledMMA in the designer), an included sibling's objects at their file:line, and the checked layouts
// added as cards in one undo step.
#include <QDropEvent>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QLineEdit>
#include <QMimeData>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QUrl>

#include "app/gui/cpp_import/cpp_import_dialog.hpp"
#include "app/gui/designer/designer_widget.hpp"
#include "app/gui/document/layout_document.hpp"
#include "app/gui/main_window.hpp"
#include "core/layout/print.hpp"

using namespace ll;
using namespace ll::gui;

namespace {
const char* kTraits =
    "#include <cute/tensor.hpp>\n"
    "using namespace cute;\n"
    "template <int bM>\n"
    "struct Traits {\n"
    "  using SmemLayoutA = Layout<Shape<_8,_64>, Stride<_64,_1>>;\n"
    "  using TileM = Layout<Shape<Int<bM>, _8>>;\n"
    "};\n"
    "auto tv = make_layout(make_shape(4,8), LayoutRight{});\n";

// The traits source as a file `name` in `dir`.
QString traits_file(const QTemporaryDir& dir, const char* name) {
  const QString path = dir.filePath(name);
  QFile f(path);
  if (f.open(QIODevice::WriteOnly)) f.write(kTraits);
  return path;
}

std::string layout_of(const LayoutDocument* doc, const QString& name) {
  const int id = doc->idByName(name);
  return id < 0 ? std::string("<none>") : to_string(doc->card(id)->layout);
}
}  // namespace

class TestCppImport : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void theDialogListsReadsAndAddsLayouts() {
    QTemporaryDir dir;
    const QString path = traits_file(dir, "traits.cuh");
    MainWindow w;
    LayoutDocument* doc = w.currentDocument();
    const std::size_t before = doc->cards().size();
    CppImportDialog* d = w.importCpp(path);
    QCOMPARE(d->table()->rowCount(), 3);
    // TileM depends on the template parameter bM: a needed name until the settings supply it
    bool needs_bm = false;
    for (const auto& o : d->objects()) needs_bm = needs_bm || (o.name == "Traits::TileM" && o.needs == std::vector<std::string>{"bM"});
    QVERIFY(needs_bm);
    d->settingsField()->setText("bM=128");
    d->readAgain();
    for (const auto& o : d->objects()) QVERIFY2(o.read(), o.name.c_str());
    QCOMPARE(d->addCheckedLayouts(), 3);
    QCOMPARE(doc->cards().size(), before + 3);
    QCOMPARE(layout_of(doc, "Traits_SmemLayoutA"), std::string("(_8,_64):(_64,_1)"));
    QCOMPARE(layout_of(doc, "Traits_TileM"), std::string("(_128,_8):(_1,_128)"));
    QCOMPARE(layout_of(doc, "tv"), std::string("(4,8):(8,_1)"));
    doc->undoStack()->undo();  // one step
    QCOMPARE(doc->cards().size(), before);
    d->close();
  }

  void oneClickOpensCardsAndDesigns() {
    QTemporaryDir dir;
    QFile sibling(dir.filePath("atoms.h"));
    QVERIFY(sibling.open(QIODevice::WriteOnly));
    sibling.write("using Thr = Layout<Shape<_2,_2,_1>>;\n");
    sibling.close();
    const QString path = dir.filePath("gemm.cu");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("#include \"atoms.h\"\n"
            "void host(int M) {\n"
            "  auto tiler = make_shape(Int<M>{}, _8{});\n"
            "  TiledMMA mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Thr{});\n"
            "  auto sA = make_layout(select<0>(tiler), LayoutRight{});\n"
            "}\n");
    f.close();
    MainWindow w;
    LayoutDocument* doc = w.currentDocument();
    CppImportDialog* d = w.importCpp(path);
    QCOMPARE(d->table()->rowCount(), 4);
    QCOMPARE(d->table()->item(0, 1)->text(), QString("atoms.h:1"));  // the included sibling, where it came from
    QCOMPARE(d->table()->item(1, 1)->text(), QString("gemm.cu:3"));
    // a value with commas of its own in the settings; remembered for the file
    d->settingsField()->setText("M=128, unused=make_shape(_4{}, _8{})");
    d->readAgain();
    QVERIFY2(d->objects()[3].read(), d->objects()[3].unreadable.c_str());
    d->close();
    CppImportDialog* again = w.importCpp(path);
    QCOMPARE(again->settingsField()->text(), QString("M=128, unused=make_shape(_4{}, _8{})"));
    QVERIFY(again->objects()[3].read());
    // the layout: a card, one click, one undo step
    QTableWidget* table = again->table();
    auto click = [table](int row) {
      QTableWidgetItem* open = table->item(row, 2);
      table->scrollToItem(open);
      QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualItemRect(open).center());
    };
    QCOMPARE(table->item(3, 2)->text(), QString("Card ▸"));
    const std::size_t before = doc->cards().size();
    click(3);
    QCOMPARE(doc->cards().size(), before + 1);
    QCOMPARE(layout_of(doc, "host_sA"), std::string("(_128):(_1)"));
    doc->undoStack()->undo();
    QCOMPARE(doc->cards().size(), before);
    // the TiledMMA: the designer's design, and the designer shown
    QSignalSpy designs(again, &CppImportDialog::designRequested);
    QCOMPARE(table->item(2, 2)->text(), QString("Design ▸"));
    click(2);
    QCOMPARE(designs.count(), 1);
    auto* designer = w.findChild<DesignerWidget*>();
    QVERIFY(designer);
    QCOMPARE(designer->document()->mma().atom, QString("SM80_16x8x16_F32F16F16F32_TN"));
    QCOMPARE(designer->document()->mma().thr_m, 2);
    QCOMPARE(designer->document()->mma().thr_n, 2);
    QVERIFY(table->item(1, 2)->text().isEmpty());  // a shape: neither a card nor a design
    again->close();
  }

  void aBinaryIsRefusedWithTheReason() {
    QTemporaryDir dir;
    QFile f(dir.filePath("blob.cu"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray("using L = Layout<_4>;\0\x7f\x01", 24));
    f.close();
    MainWindow w;
    CppImportDialog* d = w.importCpp(dir.filePath("blob.cu"));
    QCOMPARE(d->table()->rowCount(), 0);
    QVERIFY(d->findChild<QLabel*>()->text().contains("NUL bytes"));
    d->close();
  }

  void droppingACppFileOpensTheImport() {
    QTemporaryDir dir;
    const QString path = traits_file(dir, "kernel.cu");
    MainWindow w;
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&w, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&w, &drop);
    auto* d = w.findChild<CppImportDialog*>();
    QVERIFY(d);
    QCOMPARE(d->table()->rowCount(), 3);
    d->close();
    QVERIFY(!isCppSource(dir.filePath("notes.txt")));
  }
};

QTEST_MAIN(TestCppImport)
#include "test_cpp_import.moc"
