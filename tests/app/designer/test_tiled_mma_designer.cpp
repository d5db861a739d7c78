// The TiledMMA designer driven like a user: choose SM80_16x8x16_F16F16F16F16_TN in the catalog, press +
// for M and N to get the thread layout (2,2,1), then read the grids, click a thread, flip the view.
#include <QtTest>

#include <QStandardPaths>

#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTabWidget>
#include <QToolButton>
#include <QUndoStack>
#include <map>
#include <set>

#include "app/gui/designer/designer_document.hpp"
#include "app/gui/designer/designer_widget.hpp"
#include "app/gui/designer/tiled_mma_designer.hpp"
#include "app/gui/designer/tv_scene_view.hpp"
#include "core/scene/tiled_mma_scene.hpp"

using namespace ll;
using namespace ll::gui;

namespace {
using Cell = std::pair<std::int64_t, std::int64_t>;

const TvPanel* panel(const TvScene& s, const std::string& name) {
  for (const auto& p : s.panels)
    if (p.name == name) return &p;
  return nullptr;
}
}  // namespace

class TestTiledMmaDesigner : public QObject {
  Q_OBJECT
  DesignerWidget* designer_ = nullptr;
  TiledMmaDesigner* page() { return designer_->mmaDesigner(); }

  void chooseSeedDesign() {
    TiledMmaDesigner* p = page();
    QTest::keyClicks(p->atomSearch(), "16x8x16 F16F16F16F16");
    QListView* list = p->atomList();
    QModelIndex found;
    for (int r = 0; r < list->model()->rowCount(); ++r)
      if (list->model()->index(r, 0).data().toString() == "SM80_16x8x16_F16F16F16F16_TN") found = list->model()->index(r, 0);
    QVERIFY(found.isValid());
    list->setCurrentIndex(found);
    QTest::mouseClick(p->plusButton(0), Qt::LeftButton);
    QTest::mouseClick(p->plusButton(1), Qt::LeftButton);
    QTRY_VERIFY(!p->isBusy());
  }

 private slots:
  // The designer keeps its design in QSettings outside test mode; each test starts from the default.
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
  void init() {
    designer_ = new DesignerWidget;
    designer_->resize(1400, 900);
    designer_->show();
    chooseSeedDesign();
  }
  void cleanup() {
    delete designer_;
    designer_ = nullptr;
  }

  // The Designer behind another mode tab, as the window starts: when its tab is chosen, the catalog shows
  // the design's atom, not the top of the list.
  void chosenAtomIsScrolledIntoViewWhenShown() {
    QTabWidget modes;
    modes.resize(1400, 900);
    modes.addTab(new QWidget, QStringLiteral("Explorer"));
    auto* hidden = new DesignerWidget;
    modes.addTab(hidden, QStringLiteral("Designer"));
    QListView* list = hidden->mmaDesigner()->atomList();
    QCOMPARE(list->currentIndex().data().toString(), hidden->document()->mma().atom);
    modes.show();
    QVERIFY(QTest::qWaitForWindowExposed(&modes));
    modes.setCurrentIndex(1);
    QTRY_VERIFY(list->viewport()->rect().intersects(list->visualRect(list->currentIndex())));
    QVERIFY(!list->viewport()->rect().intersects(list->visualRect(list->model()->index(0, 0))));
  }

  void seedDesignHas128Threads() {
    const MmaDesignResult& r = page()->result();
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(designer_->document()->mma().thr_m, 2);
    QCOMPARE(designer_->document()->mma().thr_n, 2);
    QCOMPARE(designer_->document()->mma().thr_k, 1);
    QCOMPARE(r.threads, qint64(128));
    QVERIFY(page()->summaryLabel()->text().startsWith("128 threads"));
    QCOMPARE(r.m, qint64(32));
    QCOMPARE(r.n, qint64(16));
    QCOMPARE(r.k, qint64(16));
    // The picture shows the cells: C's cell (0,0) is painted in its owner's colour, not left blank.
    TvSceneView* view = page()->sceneView();
    const QImage shot = view->grab().toImage();
    const QPoint c00 = view->cellCentre("C", 0, 0).toPoint() + QPoint(-12, -12);
    QVERIFY2(shot.pixelColor(c00) != QColor(Qt::white), qPrintable(QString("view %1x%2").arg(shot.width()).arg(shot.height())));
    QVERIFY(page()->cppText()->toPlainText().contains(
        "using TiledMma = decltype(make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{}"));
  }

  void cOwnersEqualTheCorePartition() {
    const MmaDesignResult& r = page()->result();
    const TvPanel* c = panel(*page()->sceneView()->scene(), "C");
    QVERIFY(c);
    // The owners by partition: thread t's slice of thrfrg_C, value by value.
    std::map<Cell, std::set<std::pair<std::int64_t, std::int64_t>>> expected;
    for (std::int64_t t = 0; t < r.threads; ++t) {
      auto coords = partition_C_coords(*r.mma, t);
      QVERIFY2(coords.ok(), coords.ok() ? "" : coords.error().c_str());
      for (std::size_t v = 0; v < coords->size(); ++v) expected[(*coords)[v]].insert({t, std::int64_t(v)});
    }
    QCOMPARE(std::int64_t(expected.size()), c->rows * c->cols);
    for (std::int64_t m = 0; m < c->rows; ++m)
      for (std::int64_t n = 0; n < c->cols; ++n) {
        std::set<std::pair<std::int64_t, std::int64_t>> shown;
        for (const auto& o : c->at(m, n).owners) shown.insert({o.thread, o.value});
        const auto& want = expected[Cell{m, n}];
        QVERIFY(shown == want);
      }
  }

  void clickingAThreadHighlightsExactlyItsCells() {
    TvSceneView* view = page()->sceneView();
    const TvPanel* c = panel(*view->scene(), "C");
    // Click C's cell (9, 3): the thread owning it is selected.
    const std::int64_t owner = c->at(9, 3).owners.front().thread;
    QTest::mouseClick(view, Qt::LeftButton, {}, view->cellCentre("C", 9, 3).toPoint());
    QCOMPARE(view->selectedThread(), owner);
    auto coords = partition_C_coords(*page()->result().mma, owner);
    std::set<Cell> expected(coords->begin(), coords->end());
    const auto shown = view->highlightedCells("C");
    QCOMPARE(std::set<Cell>(shown.begin(), shown.end()), expected);
    // In A and B: every cell the thread owns according to the TV layouts, and no other.
    const Layout a_tv = get_layoutA_TV(*page()->result().mma);
    std::set<Cell> a_expected;
    const std::int64_t values = ll::size(a_tv.shape[1]).value, threads = ll::size(a_tv.shape[0]).value;
    for (std::int64_t v = 0; v < values; ++v) {
      const std::int64_t index = evaluate(a_tv, owner + v * threads);
      a_expected.insert({index % 32, index / 32});
    }
    const auto a_shown = view->highlightedCells("A");
    QCOMPARE(std::set<Cell>(a_shown.begin(), a_shown.end()), a_expected);
    QVERIFY(!view->highlightedCells("B").empty());
    // A second click clears the selection.
    QTest::mouseClick(view, Qt::LeftButton, {}, view->cellCentre("C", 9, 3).toPoint());
    QCOMPARE(view->selectedThread(), std::int64_t(-1));
  }

  void inverseViewRoundTrips() {
    const TvScene owners = *page()->sceneView()->scene();
    page()->viewChoice()->setCurrentIndex(1);  // TV -> MN
    const TvScene* tables = page()->sceneView()->scene();
    QVERIFY(tables && tables->panels.front().kind == TvPanelKind::TvTable);
    for (const char* name : {"A", "B", "C"}) {
      const TvPanel* table = panel(*tables, name);
      const TvPanel* grid = panel(owners, name);
      QVERIFY(table && grid);
      std::int64_t pairs = 0;
      for (std::int64_t t = 0; t < table->rows; ++t)
        for (std::int64_t v = 0; v < table->cols; ++v) {
          const TvCell& cell = table->at(t, v);
          QVERIFY(cell.target_row >= 0);
          const auto& back = grid->at(cell.target_row, cell.target_col).owners;
          QVERIFY(std::find(back.begin(), back.end(), TvOwner{t, v}) != back.end());
          ++pairs;
        }
      // ... and nothing else: the grid lists exactly as many (thread, value) pairs.
      std::int64_t listed = 0;
      for (const auto& cell : grid->cells) listed += std::int64_t(cell.owners.size());
      QCOMPARE(listed, pairs);
    }
    page()->viewChoice()->setCurrentIndex(0);
    QCOMPARE(page()->sceneView()->scene()->panels.front().kind, TvPanelKind::Ownership);
  }

  void editsAreUndoable() {
    QUndoStack* undo = designer_->document()->undoStack();
    QTest::mouseClick(page()->plusButton(0), Qt::LeftButton);
    QTRY_VERIFY(!page()->isBusy());
    QCOMPARE(page()->result().threads, qint64(192));
    // Consecutive thread-layout edits merge into one command: one undo returns to before the + presses.
    QCOMPARE(undo->count(), 1);
    undo->undo();
    QTRY_VERIFY(!page()->isBusy());
    QCOMPARE(page()->threadSpin(0)->value(), 1);
    QCOMPARE(page()->threadSpin(1)->value(), 1);
    QCOMPARE(page()->result().threads, qint64(32));
    undo->redo();
    QTRY_VERIFY(!page()->isBusy());
    QCOMPARE(page()->result().threads, qint64(192));
  }

  void invalidPermutationShowsTheCoreError() {
    page()->permutationField()->setText("banana");
    QMetaObject::invokeMethod(page()->permutationField(), "editingFinished");
    QTRY_VERIFY(!page()->isBusy());
    QVERIFY(!page()->errorLabel()->isHidden());
    QCOMPARE(page()->result().threads, qint64(0));
  }
};

QTEST_MAIN(TestTiledMmaDesigner)
#include "test_tiled_mma_designer.moc"
