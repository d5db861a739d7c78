// File > Import C++ and dropping a C++ file: the declarations of a kernel's source listed with CuTe's prints,
// names the file leaves open supplied in the settings, and the checked layouts added as cards in one undo step.
#include <QDropEvent>
#include <QLineEdit>
#include <QMimeData>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QUrl>

#include "app/gui/cpp_import/cpp_import_dialog.hpp"
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
