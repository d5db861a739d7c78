// Where CuTe refuses to compile (its static_assert is named in each row) or silently computes a layout
// that is not the operation's result, the algebra returns an error naming the condition and the mode.
#include <QTest>

#include "algebra_test_support.hpp"

class TestAlgebraErrors : public QObject {
  Q_OBJECT
 private slots:
  void namesTheViolatedCondition_data() {
    QTest::addColumn<QString>("op");
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QString>("message");
    // CuTe: static_assert "Stride Divisibility Condition"
    QTest::newRow("stride divisibility") << "composition" << "(_4,_6):(_1,_8)" << "_2:_6"
        << "error: composition: stride divisibility violated: (_4,_6) is not divisible by _6 at mode 0";
    // CuTe: static_assert "Shape Divisibility Condition"
    QTest::newRow("shape divisibility") << "composition" << "(_4,_6):(_1,_8)" << "_6:_1"
        << "error: composition: shape divisibility violated: _6 is not divisible by _4 at mode 0";
    // CuTe compiles this and prints (_2,_2):(_4,_7), which is not A∘B: A(8) = 9, but that layout gives 7.
    QTest::newRow("weak condition accepts nonsense") << "composition" << "(_6,_2):(_1,_7)" << "_4:_4"
        << "error: composition: stride divisibility violated: (_6,_2) is not divisible by _4 at mode 0";
    // Dynamic: CuTe checks nothing and prints (4,1):(1,?) garbage; the mode is named by B's path.
    QTest::newRow("dynamic, second mode") << "composition" << "(4,6):(1,8)" << "(2,2):(1,6)"
        << "error: composition: stride divisibility violated: (4,6) is not divisible by 6 at mode 1";
    // CuTe divides by the dynamic 0 stride (SIGFPE at run time).
    QTest::newRow("dynamic zero stride") << "composition" << "(4,6):(1,8)" << "(2,3):(1,0)"
        << "error: composition: division by zero: B's stride at mode 1 is a dynamic 0 (CuTe divides by it; only a static _0 stride is special-cased)";
    // CuTe: static_assert "Non-injective Layout detected in complement."
    QTest::newRow("complement non-injective") << "complement" << "(_2,_2):(_1,_1)" << ""
        << "error: complement: non-injective layout: stride _1 of (_2,_2):(_1,_1) at mode 1 is not a multiple of _2, the extent covered by the smaller strides";
    // CuTe: static_assert "Dynamic-stride complement only for rank-1 layouts"
    QTest::newRow("complement dynamic rank-2") << "complement" << "(2,2):(1,4)" << ""
        << "error: complement: dynamic-stride complement only for rank-1 layouts: stride 1 of (2,2):(1,4) at mode 0 is dynamic";
    // CuTe: static_assert "Left inverse requires static strides."
    QTest::newRow("left_inverse dynamic") << "left_inverse" << "(2,2):(1,4)" << ""
        << "error: left_inverse: left inverse requires static strides: stride 1 at mode 0 is dynamic";
    // CuTe: static_assert "logical_divide: Too many modes in tiler."
    QTest::newRow("divide tiler rank") << "logical_divide" << "_8:_1" << "<_2,_2>"
        << "error: logical_divide: too many modes in tiler: 2 for the layout _8:_1 of rank 1";
    // CuTe: static_assert "logical_product: Too many modes in tiler."
    QTest::newRow("product tiler rank") << "logical_product" << "_8:_1" << "<_2,_2>"
        << "error: logical_product: too many modes in tiler: 2 for the layout _8:_1 of rank 1";
    // CuTe: static_assert(tuple_size<IntTuple>::value <= Layout::rank)
    QTest::newRow("coalesce profile rank") << "coalesce" << "_8:_1" << "(_1,_1)"
        << "error: coalesce: profile (_1,_1) has more modes (2) than the layout _8:_1 (1)";
    // CuTe: static_assert in composition(Layout, Tiler)
    QTest::newRow("composition tiler rank") << "composition" << "_8:_1" << "<_2,_2>"
        << "error: composition: the tiler has more modes (2) than the layout _8:_1 (1)";
    // CuTe: tuple_size of an integer in zip2_by (`_` leaves a mode that is not (tile, rest))
    QTest::newRow("zipped_divide underscore") << "zipped_divide" << "(_8,_4):(_1,_8)" << "<_,_2>"
        << "error: zipped_divide: mismatched ranks: _8 is not a rank-2 (tile, rest) mode";
  }
  void namesTheViolatedCondition() {
    QFETCH(QString, op);
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QString, message);
    QCOMPARE(QString::fromStdString(algebra_test::run(op.toStdString(), a.toStdString(), b.toStdString())), message);
  }

  void overflowIsAnErrorNotUB() {
    const auto r = ll::composition(algebra_test::layout("_8:4611686018427387904"),
                                   algebra_test::layout("_4:_4"));
    QVERIFY(!r.ok());
    QVERIFY2(r.error().find("overflow") != std::string::npos, r.error().c_str());
  }

  void malformedInputIsAnError() {
    ll::Layout bad{ll::IntTuple{ll::IntTuple(ll::static_int(4)), ll::IntTuple(ll::static_int(2))},
                   ll::IntTuple(ll::static_int(1))};
    const auto r = ll::coalesce(bad);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().find("not congruent") != std::string::npos, r.error().c_str());
    ll::Layout zero{ll::IntTuple(ll::static_int(0)), ll::IntTuple(ll::static_int(1))};
    QVERIFY(ll::complement(zero).error().find("not positive") != std::string::npos);
  }
};

QTEST_MAIN(TestAlgebraErrors)
#include "test_algebra_errors.moc"
