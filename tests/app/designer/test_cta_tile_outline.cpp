// The CTA tile on the TiledMMA designer's C grid, driven like a user: the seed design
// SM80_16x8x16_F16F16F16F16_TN with thread layout (2,2,1) has the TiledMMA tile 32x16; the GPU panel's
// CTA tile 128x128x32 then shows 4x8 repeats of it inside a 128x128 outline. Typing another tile moves
// the outline (one undoable edit), a non-multiple shows the GEMM module's error next to the field, and an
// imported run shows the tile it was measured with.
#include <QtTest>

#include <QStandardPaths>

#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>

#include "app/gui/designer/designer_document.hpp"
#include "app/gui/designer/designer_widget.hpp"
#include "app/gui/designer/gpu_run_panel.hpp"
#include "app/gui/designer/tiled_mma_designer.hpp"
#include "app/gui/designer/tv_scene_view.hpp"
#include "app/gui/painters/cta_tile_painter.hpp"

using namespace ll;
using namespace ll::gui;

namespace {
const TvPanel* panel(const TvScene& s, const std::string& name) {
  for (const auto& p : s.panels)
    if (p.name == name) return &p;
  return nullptr;
}
}  // namespace

class TestCtaTileOutline : public QObject {
  Q_OBJECT
  DesignerWidget* designer_ = nullptr;
  TiledMmaDesigner* page() { return designer_->mmaDesigner(); }
  TvSceneView* view() { return page()->sceneView(); }
  QLineEdit* tileField() { return page()->gpuPanel()->findChild<QLineEdit*>("ctaTile"); }
  QLabel* tileError() { return page()->gpuPanel()->findChild<QLabel*>("ctaTileError"); }

  void typeTile(const QString& text) {
    QLineEdit* field = tileField();
    field->selectAll();
    QTest::keyClicks(field, text);
    QTRY_VERIFY(!page()->isBusy());
  }
  // The pixel at the centre of CTA element (m, n), a little off-centre to miss any label text.
  QPointF elementPoint(std::int64_t m, std::int64_t n) {
    const TvGeometry& g = view()->tvGeometry();
    const CellRect& r = view()->ctaTile()->region;
    return QPointF(g.margin + (r.left + n) * g.cell + 3, g.margin + (r.top + m) * g.cell + 3);
  }

 private slots:
  // The designer keeps its design in QSettings outside test mode; each test starts from the default.
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
  void init() {
    designer_ = new DesignerWidget;
    designer_->resize(1400, 900);
    designer_->show();
    TiledMmaDesigner* p = page();
    QTest::keyClicks(p->atomSearch(), "16x8x16 F16F16F16F16");
    QListView* list = p->atomList();
    for (int r = 0; r < list->model()->rowCount(); ++r)
      if (list->model()->index(r, 0).data().toString() == "SM80_16x8x16_F16F16F16F16_TN")
        list->setCurrentIndex(list->model()->index(r, 0));
    QTest::mouseClick(p->plusButton(0), Qt::LeftButton);
    QTest::mouseClick(p->plusButton(1), Qt::LeftButton);
    QTRY_VERIFY(!p->isBusy());
    QCOMPARE(p->result().m, qint64(32));
    QCOMPARE(p->result().n, qint64(16));
  }
  void cleanup() {
    delete designer_;
    designer_ = nullptr;
  }

  void defaultTileIsOutlinedWithItsRepeats() {
    QCOMPARE(tileField()->text(), QString("128x128x32"));
    QVERIFY(tileError()->isHidden());
    const auto& cta = view()->ctaTile();
    QVERIFY(cta);
    QCOMPARE(cta->cta, (CtaTile{128, 128, 32}));
    QCOMPARE(cta->repeats_m, 4);
    QCOMPARE(cta->repeats_n, 8);
    QVERIFY(!cta->condensed);
    const TvPanel* c = panel(*view()->scene(), "C");
    QVERIFY(c);
    QCOMPARE(cta->region, (CellRect{c->top, c->left, 128, 128}));
    QCOMPARE(view()->ctaCaption(), QString("CTA tile 128×128 = 4×8 TiledMMA tiles of 32×16"));
    // The widget is large enough for the whole CTA tile (the scroll area scrolls it).
    const TvGeometry& g = view()->tvGeometry();
    QVERIFY(view()->minimumWidth() >= g.margin + (c->left + 128) * g.cell);

    // Painted: element (40, 19) is in repeat (1, 1) and shows C's (8, 3) owner, lighter; the outline runs
    // along the CTA tile's far edge.
    const QImage shot = view()->grab().toImage();
    const QColor repeat = shot.pixelColor(elementPoint(40, 19).toPoint());
    const QColor original = shot.pixelColor(view()->cellCentre("C", 8, 3).toPoint() + QPoint(-g.cell / 2 + 3, -g.cell / 2 + 3));
    QVERIFY2(original != QColor(Qt::white), qPrintable(original.name()));
    QVERIFY2(repeat != original && repeat.lightness() > original.lightness(),
             qPrintable(repeat.name() + " vs " + original.name()));
    const QPoint far_edge(int(g.margin + (c->left + 128) * g.cell) - 1, int(g.margin + (c->top + 64) * g.cell));
    QCOMPARE(shot.pixelColor(far_edge), cta_outline_colour());
  }

  void hoverOnARepeatNamesItsOwners() {
    const TvPanel* c = panel(*view()->scene(), "C");
    const auto& owner = c->at(8, 3).owners.front();
    const QString info = view()->describeAt(elementPoint(40, 19));
    QVERIFY2(info.contains("(m,n) = (40,19)") && info.contains("TiledMMA tile (1,1)") && info.contains("C (8,3)") &&
                 info.contains(QString("thread %1 value %2").arg(owner.thread).arg(owner.value)),
             qPrintable(info));
  }

  void typingATileMovesTheOutlineAsOneUndoableEdit() {
    QUndoStack* undo = designer_->document()->undoStack();
    const int steps = undo->count();
    typeTile("64x64x32");
    QCOMPARE(designer_->document()->gemm().cta_tile, QString("64x64x32"));
    QVERIFY(view()->ctaTile());
    QCOMPARE(view()->ctaTile()->repeats_m, 2);
    QCOMPARE(view()->ctaTile()->repeats_n, 4);
    QCOMPARE(view()->ctaTile()->region.rows, 64);
    QCOMPARE(view()->ctaCaption(), QString("CTA tile 64×64 = 2×4 TiledMMA tiles of 32×16"));
    QCOMPARE(undo->count(), steps + 1);  // the keystrokes merged
    undo->undo();
    QCOMPARE(tileField()->text(), QString("128x128x32"));
    QCOMPARE(view()->ctaTile()->repeats_n, 8);
    undo->redo();
    QCOMPARE(tileField()->text(), QString("64x64x32"));
    QCOMPARE(view()->ctaTile()->repeats_n, 4);
  }

  void nonMultipleShowsTheGemmModulesError() {
    typeTile("100x128x32");
    QVERIFY(!tileError()->isHidden());
    QCOMPARE(tileError()->text(), QString("CTA tile M=100 is not a multiple of the TiledMMA's M extent 32"));
    QVERIFY(!view()->ctaTile());
    QVERIFY(view()->ctaCaption().isEmpty());
    typeTile("128 x 128");
    QCOMPARE(tileError()->text(), QString("CTA tile: expected MxNxK, e.g. 128x128x32"));
    typeTile("128x128x32");
    QVERIFY(tileError()->isHidden());
    QVERIFY(view()->ctaTile());
    // The design changing under a fixed tile: 3 atoms along M make the tile 48 rows, 128 is no multiple.
    QTest::mouseClick(page()->plusButton(0), Qt::LeftButton);
    QTRY_VERIFY(!page()->isBusy());
    QCOMPARE(tileError()->text(), QString("CTA tile M=128 is not a multiple of the TiledMMA's M extent 48"));
    QVERIFY(!view()->ctaTile());
  }

  void hugeTileCondensesIntoAMiniMap() {
    typeTile("4096x4096x32");
    QVERIFY(view()->ctaTile());
    QVERIFY(view()->ctaTile()->condensed);
    QCOMPARE(view()->ctaTile()->repeats_m, 128);
    QCOMPARE(view()->ctaTile()->repeats_n, 256);
    QVERIFY(view()->scene()->cols < 200);  // not 4096 columns
    QVERIFY(view()->ctaCaption().contains("mini-map"));
  }

  void tablesViewDrawsNoOutline() {
    page()->setView(TiledMmaDesigner::View::Tables);
    QVERIFY(!view()->ctaTile());
    page()->setView(TiledMmaDesigner::View::Ownership);
    QVERIFY(view()->ctaTile());
  }

  // Export writes the picture as shown: the CTA tile over C on the ownership view, none on the tables view.
  void exportCarriesTheTileShown() {
    auto subject = page()->exportSubject();
    QVERIFY(subject);
    QCOMPARE(std::get<TiledPicture>(subject->value).cta, std::optional<CtaTile>(CtaTile{128, 128, 32}));
    auto scene = make_export_scene(*subject);
    QVERIFY(scene.ok() && std::holds_alternative<CtaTileScene>(*scene));
    QCOMPARE(std::get<CtaTileScene>(*scene).overlay.region, view()->ctaTile()->region);
    page()->setView(TiledMmaDesigner::View::Tables);
    QVERIFY(!std::get<TiledPicture>(page()->exportSubject()->value).cta);
  }

  void importedRunShowsItsTileAndThroughput() {
    const char* json = R"json({"format": "layoutlab-gpu-results", "version": 1, "runs": [
      {"config": {"atom": "SM80_16x8x16_F16F16F16F16_TN", "thr": "(2,2,1)", "perm": "none", "tile": "64x128x32",
                  "mainloop": "sm80", "m": 4096, "n": 4096, "k": 4096},
       "status": "ok", "timing": {"tflops": 301.4, "percent_of_cublas": 54.8}, "device": {"name": "NVIDIA H100"}}]})json";
    QTemporaryDir dir;
    QFile file(dir.filePath("results.json"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(json);
    file.close();
    QString error;
    QVERIFY2(page()->gpuPanel()->importResults(file.fileName(), &error), qPrintable(error));
    QCOMPARE(tileField()->text(), QString("64x128x32"));
    QCOMPARE(designer_->document()->gemm().cta_tile, QString("64x128x32"));
    QCOMPARE(view()->overlay(), QString("301.4 TFLOP/s · 55% of cuBLAS"));
    QCOMPARE(view()->ctaCaption(), QString("CTA tile 64×128 = 2×8 TiledMMA tiles of 32×16"));
    // Another tile has no measurement: the throughput goes, the outline follows the field.
    typeTile("128x128x32");
    QVERIFY(view()->overlay().isEmpty());
    QCOMPARE(view()->ctaTile()->repeats_m, 4);
    // Undo brings back the imported run's tile and its throughput.
    designer_->document()->undoStack()->undo();
    QCOMPARE(view()->overlay(), QString("301.4 TFLOP/s · 55% of cuBLAS"));
  }
};

QTEST_MAIN(TestCtaTileOutline)
#include "test_cta_tile_outline.moc"
