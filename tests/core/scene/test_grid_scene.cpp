// The explorer's grid scene: cells follow CuTe's print_layout/print_tensor arrangement; hierarchical mode
// boundaries are marked; huge layouts aggregate; overflowing indices are errors, not UB.
#include <QTest>

#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"
#include "core/scene/grid_scene.hpp"

using namespace ll;

class TestGridScene : public QObject {
  Q_OBJECT
  static Layout L(const char* s) { return *parse_layout(s); }

 private slots:
  void rankTwoIsRowsByColumnsWithIndices() {
    auto s = make_grid_scene(L("((2,4),(2,4)):((1,8),(2,16))"));
    QVERIFY(s);
    QCOMPARE(s->rows, 8);
    QCOMPARE(s->cols, 8);
    // Row 3 = (1,1) in mode 0 -> 1 + 8; column 5 = (1,2) in mode 1 -> 2 + 32.
    QCOMPARE(s->at(3, 5).index, 9 + 34);
    QCOMPARE(s->at(3, 5).coord, 3 + 8 * 5);
    QCOMPARE(s->row_axis.layout_text, std::string("(2,4):(1,8)"));
    QCOMPARE(s->col_axis.mode, 1);
  }

  void hierarchicalBoundariesAreWeighted() {
    auto s = make_grid_scene(L("((2,4),(2,(2,2))):((1,8),(2,(16,32)))"));
    QVERIFY(s);
    // Rows: sub-mode 2 wraps every 2 rows.
    QCOMPARE(s->row_weights[1], 0);
    QCOMPARE(s->row_weights[2], 1);
    // Columns: (2,(2,2)) wraps at 2 (level 1) and 4 (levels 1 and 2).
    QCOMPARE(s->col_weights[2], 1);
    QCOMPARE(s->col_weights[4], 2);
    QCOMPARE(s->col_weights[6], 1);
  }

  void naturalCoordinatesAreCuteIdx2crd() {
    QCOMPARE(to_string(natural_coord(*parse_int_tuple("(4,(2,3))"), 13)), std::string("(1,(1,1))"));
    auto s = make_grid_scene(L("(4,(2,3)):(1,(4,8))"));
    QCOMPARE(cell_label_text(*s, s->at(1, 3), CellLabel::NaturalCoord), std::string("(1,(1,1))"));
    QCOMPARE(cell_label_text(*s, s->at(1, 3), CellLabel::Coord1D), std::string("13"));
  }

  void sameIndexCellsAreFound() {
    auto s = make_grid_scene(L("(4,3):(1,0)"));  // stride-0 broadcast: every column repeats
    QCOMPARE(s->cells_with_index(2).size(), std::size_t(3));
    QCOMPARE(s->cells_with_index(7).size(), std::size_t(0));
  }

  void colourKeysByModeAndComponent() {
    SceneOptions o;
    o.colour_by = ColourBy::Mode;
    o.component = 1;
    auto s = make_grid_scene(L("(4,(2,3)):(1,(4,8))"), o);
    QCOMPARE(s->at(2, 5).key, 5);
    o.colour_by = ColourBy::Component;
    o.component = 2;  // the leaf of extent 3
    s = make_grid_scene(L("(4,(2,3)):(1,(4,8))"), o);
    QCOMPARE(s->at(2, 5).key, 2);
  }

  void hugeLayoutsAggregate() {
    auto s = make_grid_scene(L("(65536,65536):(1,65536)"), {}, 1 << 16);
    QVERIFY(s);
    QVERIFY(s->aggregated());
    QVERIFY(s->rows * s->cols <= (1 << 16));
    QCOMPARE(s->full_rows, 65536);
    QCOMPARE(s->at(1, 0).index, s->block_rows);  // each block shows its first cell
  }

  void overflowIsAnError() {
    auto s = make_grid_scene(L("(4,4):(4611686018427387904,4611686018427387904)"));
    QVERIFY(!s);
    QVERIFY(QString::fromStdString(s.error()).contains("overflows"));
  }
};

QTEST_MAIN(TestGridScene)
#include "test_grid_scene.moc"
