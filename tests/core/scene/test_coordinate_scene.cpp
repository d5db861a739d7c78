// The grid of a coordinate layout (scaled-basis strides): each cell's index is the rank of the coordinate it
// maps to in the layout's coshape, and its Index label is that coordinate, CuTe's ArithmeticTuple, so an
// identity layout or a divided one shows which element of the tile each cell is.
#include <QTest>

#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"
#include "core/scene/grid_scene.hpp"

using namespace ll;

class TestCoordinateScene : public QObject {
  Q_OBJECT
 private slots:
  void identityCellsShowTheirCoordinates() {
    auto s = make_grid_scene(*parse_layout("(_4,_8):(_1@0,_1@1)"));
    QVERIFY2(s, s ? "" : s.error().c_str());
    QVERIFY(s->coordinate_shape);
    QCOMPARE(to_string(*s->coordinate_shape), std::string("(_4,_8)"));
    QCOMPARE(s->at(1, 3).index, std::int64_t(1 + 4 * 3));
    QCOMPARE(cell_label_text(*s, s->at(1, 3), CellLabel::Index), std::string("(1,3)"));
  }

  // Every cell's label equals the layout called at that cell (crd2idx over the bases).
  void dividedLayoutLabelsAreItsValues() {
    const Layout l = *parse_layout("((_2,_4),(_4,_2)):((_1@0,_1@1),(_2@0,_4@1))");  // zipped_divide of (8,8)'s identity by (2,4)
    auto s = make_grid_scene(l);
    QVERIFY(s);
    for (std::int64_t r = 0; r < s->rows; ++r)
      for (std::int64_t c = 0; c < s->cols; ++c) {
        const GridCell& cell = s->at(r, c);
        const IntTuple value = crd2idx_coordinate(IntTuple{Int{r, false}, Int{c, false}}, l.shape, l.stride);
        QCOMPARE(cell_label_text(*s, cell, CellLabel::Index), to_string(value));
      }
  }

  void mixedStridesAreNotDrawn() {
    auto s = make_grid_scene(*parse_layout("(_4,_8):(1,_1@0)"));
    QVERIFY(!s);
    QVERIFY(s.error().find("ArithmeticTuple") != std::string::npos);  // CuTe cannot add 1*c to a basis either
  }
};

QTEST_MAIN(TestCoordinateScene)
#include "test_coordinate_scene.moc"
