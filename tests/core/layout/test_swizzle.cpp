// Swizzle<B,M,S>, ComposedLayout and tilers, printed as real CuTe prints them
// (tests/core/layout/reference/docs_01_layout.cpp).
#include "test_helpers.hpp"

#include "core/layout/tiler.hpp"
#include "core/algebra/composed.hpp"
#include "core/layout/swizzle.hpp"

using namespace layout_test;
using namespace ll;

class TestSwizzle : public QObject {
  Q_OBJECT
 private slots:
  void printsAndEvaluates() {
    Swizzle sw = make_swizzle(3, 4, 3);
    QCOMPARE(str(sw), "Sw<3,4,3>");
    AnyLayout c = composition(sw, L("(_8,_8):(_8,_1)"));
    QCOMPARE(str(c), "Sw<3,4,3> o _0 o (_8,_8):(_8,_1)");
    QCOMPARE(str(evaluate(std::get<ComposedLayout>(c), {T("9")})), "9");
    QCOMPARE(str(make_layout(make_swizzle(2, 1, 3))), "Sw<2,1,3> o _0 o _6:_1");
    QCOMPARE(str(make_layout(make_swizzle(0, 1, 3))), "_4:_1");  // the identity swizzle folds away
    QCOMPARE(str(upcast(std::get<ComposedLayout>(c), 2)), "Sw<3,3,3> o _0 o (_8,_4):(_4,_1)");
    QCOMPARE(str(downcast(std::get<ComposedLayout>(c), 2)), "Sw<3,5,3> o _0 o (_8,_16):(_16,_1)");
  }
  void printLayoutOfAComposedLayout() {
    AnyLayout c = composition(make_swizzle(2, 0, 3), make_layout(T("(_4,_8)"), LayoutRight{}));
    QCOMPARE(QString::fromStdString(print_layout(std::get<ComposedLayout>(c))),
             "Sw<2,0,3> o _0 o (_4,_8):(_8,_1)\n"
             "       0    1    2    3    4    5    6    7 \n"
             "    +----+----+----+----+----+----+----+----+\n"
             " 0  |  0 |  1 |  2 |  3 |  4 |  5 |  6 |  7 |\n"
             "    +----+----+----+----+----+----+----+----+\n"
             " 1  |  9 |  8 | 11 | 10 | 13 | 12 | 15 | 14 |\n"
             "    +----+----+----+----+----+----+----+----+\n"
             " 2  | 18 | 19 | 16 | 17 | 22 | 23 | 20 | 21 |\n"
             "    +----+----+----+----+----+----+----+----+\n"
             " 3  | 27 | 26 | 25 | 24 | 31 | 30 | 29 | 28 |\n"
             "    +----+----+----+----+----+----+----+----+\n");
  }
  void slicingComposedLayouts() {  // reference/composed_slice.cpp
    ComposedLayout sw = std::get<ComposedLayout>(composition(make_swizzle(3, 4, 3), L("(_8,_8):(_8,_1)")));
    QCOMPARE(str(slice(T("(_,_)"), sw)), "Sw<3,4,3> o _0 o (_8,_8):(_8,_1)");
    QCOMPARE(str(composition(make_swizzle(0, 4, 3), I("_0"), L("(_8,_8):(_8,_1)"))), "(_8,_8):(_8,_1)");
    ComposedLayout cl = composition(make_layout(T("(_4,_8)")), I("_0"), L("(_4,_8):(_8,_1)"));
    QCOMPARE(str(cl), "(_4,_8):(_1,_4) o _0 o (_4,_8):(_8,_1)");
    QCOMPARE(str(slice(T("(_,2)"), cl)), "(_4,_8):(_1,_4) o 2 o (_4):(_8)");
    QCOMPARE(str(slice(T("(_1,_)"), cl)), "(_4,_8):(_1,_4) o _8 o (_8):(_1)");
    QCOMPARE(str(evaluate(cl, {T("1"), T("2")})), "10");
    // A swizzled layout sliced at a coordinate decays to a plain layout (CuTe's slice_and_offset), its strides
    // static where the coordinate is; CuTe 4.2 prints these (compiled on the host).
    QCOMPARE(str(slice(T("(1,_)"), sw)), "(_8):(_1)");
    QCOMPARE(str(slice(T("(_,_5)"), sw)), "(_8):(_8)");
    ComposedLayout sw2 = std::get<ComposedLayout>(composition(make_swizzle(2, 0, 3), L("(_8,_8):(_1,_8)")));
    QCOMPARE(str(slice(T("(_,3)"), sw2)), "((_2,_2,_2)):((-1,-2,_4))");
    QCOMPARE(str(slice(T("(_2,_)"), sw2)), "((_2,_2,_2)):((_9,_14,_32))");
    EXPECT_ERROR(slice(T("(1,_)"), std::get<ComposedLayout>(composition(make_swizzle(1, 0, 3), L("(_8,_8):(_8,_1)")))),
                 "fewer than 2 bits");
  }
  void invalidSwizzlesAreErrors() {
    EXPECT_ERROR(make_swizzle(3, 4, 2), "abs(SShift) must be at least BBits");
    EXPECT_ERROR(make_swizzle(-1, 4, 2), "BBits must be positive");
    EXPECT_ERROR(make_swizzle(8, 20, 8), "do not fit in an int");
  }
  void tilersPrintAsTuples() {
    Tiler tile(std::vector<Tiler>{Tiler(L("_2:_1")), Tiler(L("_4:_1"))});
    QCOMPARE(str(tile), "(_2:_1,_4:_1)");
    Tiler mixed(std::vector<Tiler>{Tiler(I("_3")), Tiler(Underscore{}), Tiler(L("_4:_2"))});
    QCOMPARE(str(mixed), "(_3,_,_4:_2)");
  }
};

QTEST_MAIN(TestSwizzle)
#include "test_swizzle.moc"
