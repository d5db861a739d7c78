// CuTe's integer staticness rules and IntTuple operations. Every expected value was printed by real
// CuTe (tests/core/layout/reference/staticness_rules.cpp); the error cases are where CuTe refuses to
// compile or has undefined behaviour.
#include "test_helpers.hpp"

using namespace layout_test;
using namespace ll;

class TestIntTuple : public QObject {
  Q_OBJECT
 private slots:
  void foldsZeroAndOne() {
    QCOMPARE(str(I("_0") * I("5")), "_0");
    QCOMPARE(str(I("5") * I("_0")), "_0");
    QCOMPARE(str(I("_1") * I("5")), "5");  // `_1 * x` is not folded: x's (dynamic) type
    QCOMPARE(str(I("5") * I("_1")), "5");
    QCOMPARE(str(I("_0") / I("5")), "_0");
    QCOMPARE(str(I("5") / I("_1")), "5");
    QCOMPARE(str(I("5") % I("_1")), "_0");
    QCOMPARE(str(I("_0") % I("5")), "_0");
    QCOMPARE(str(I("_1") % I("5")), "1");
    QCOMPARE(str(I("_0") + I("5")), "5");
    QCOMPARE(str(I("_3") * I("_4")), "_12");
    QCOMPARE(str(I("_7") / I("_2")), "_3");
    QCOMPARE(str(I("_0") / I("0")), "_0");  // CuTe never reads the divisor
    QCOMPARE(str(I("5") % I("_-1")), "_0");
  }
  void namedFunctions() {
    QCOMPARE(str(gcd(I("_4"), I("6"))), "2");
    QCOMPARE(str(gcd(I("_4"), I("_6"))), "_2");
    QCOMPARE(str(lcm(I("_4"), I("_6"))), "_12");
    QCOMPARE(str(min(I("_4"), I("2"))), "2");
    QCOMPARE(str(max(I("_4"), I("_2"))), "_4");
    QCOMPARE(str(abs(I("_-3"))), "_3");
    QCOMPARE(str(ceil_div(I("_7"), I("_2"))), "_4");
    QCOMPARE(str(ceil_div(I("7"), I("_2"))), "4");
  }
  void shapeDivAndCeilDiv() {
    QCOMPARE(str(shape_div(T("(4,5,6)"), T("40"))), "(1,1,3)");
    QCOMPARE(str(shape_div(T("(_4,_5,_6)"), T("_40"))), "(_1,_1,_3)");
    QCOMPARE(str(shape_div(T("_2"), T("_8"))), "_1");
    QCOMPARE(str(shape_div(T("_8"), T("_2"))), "_4");
    QCOMPARE(str(shape_div(T("(_6,_2)"), T("(_3,_2)"))), "(_2,_1)");
    QCOMPARE(str(ceil_div(T("(_4,_5,_6)"), T("_40"))), "(_1,_1,_3)");
    QCOMPARE(str(ceil_div(T("(_8,_6)"), T("(_3)"))), "(_3,_6)");
    EXPECT_ERROR(shape_div(T("_6"), T("_4")), "divisibility condition violated");
    EXPECT_ERROR(shape_div(T("(_6,_2)"), T("(_3)")), "mismatched ranks");
  }
  void reductions() {
    QCOMPARE(str(product(T("(_2,(3,_4))"))), "24");
    QCOMPARE(str(product(T("(_2,(_0,4))"))), "_0");
    QCOMPARE(str(product(T("()"))), "_1");
    QCOMPARE(str(size(T("(1,_1)"))), "1");
    QCOMPARE(str(sum(T("(_2,(3,_4))"))), "9");
    QCOMPARE(str(inner_product(T("(2,_3)"), T("(_0,_4)"))), "_12");
    QCOMPARE(str(elem_scale(T("(_2,3)"), T("(_4,(_2,_3))"))), "(_8,18)");
    QCOMPARE(str(product_each(T("(_2,(3,_4))"))), "(_2,12)");
    QCOMPARE(str(product_each(T("_6"))), "(_6)");
    QCOMPARE(str(depth(T("_2"))), "_0");
    QCOMPARE(str(rank(T("_2"))), "_1");
  }
  void structure() {
    QCOMPARE(str(flatten(T("(_2,((3),_4))"))), "(_2,3,_4)");
    QCOMPARE(str(compact_col_major(T("(2,_3)"), T("_5"))), "(_5,10)");
    QCOMPARE(str(get(T("(1,(2,(3,4)))"), {1, 1, 0})), "3");
    QCOMPARE(str(take(T("(1,2,3,4)"), 1, 3)), "(2,3)");
    QCOMPARE(str(group(T("(1,2,3,4)"), 1, 3)), "(1,(2,3),4)");
    QCOMPARE(str(select(T("(1,2,3,4)"), {3, 0})), "(4,1)");
    QCOMPARE(str(append(T("1"), T("2"))), "(1,2)");
    QCOMPARE(str(unflatten(T("(1,2,3,4)"), T("(_,(_,_),_)"))), "(1,(2,3),4)");
    QVERIFY(congruent(T("(1,(2,3))"), T("(_4,(5,6))")));
    QVERIFY(!congruent(T("(1,(2,3))"), T("(4,5)")));
    QVERIFY(weakly_congruent(T("(1,2)"), T("((1,2),3)")));
    QVERIFY(compatible(T("24"), T("((2,2),(3,2))")));
    QVERIFY(!compatible(T("(24)"), T("(4,6)")));
    QVERIFY(compatible(T("(4,6)"), T("((2,2),6)")));
    EXPECT_ERROR(get(T("(1,2)"), {2}), "index 2 out of range for rank 2");
    // found by the eval fuzzer: a huge padded rank used to allocate gigabytes
    EXPECT_ERROR(append(T("(1,2)"), 34344464, T("1")), "append<34344464>: target rank is over LayoutLab's limit of 65536 modes");
    EXPECT_ERROR(prepend(T("1"), 65537, T("1")), "prepend<65537>: target rank is over LayoutLab's limit of 65536 modes");
    QCOMPARE(int(append(T("1"), 65536, T("_1")).rank()), 65536);
  }
  void coordinates() {
    // 01_layout.md "Coordinate Mapping" / "Index Mapping", shape (_3,(_2,_3)), stride (_3,(_12,_1))
    IntTuple shape = T("(_3,(_2,_3))"), stride = T("(_3,(_12,_1))");
    QCOMPARE(str(idx2crd(T("16"), shape)), "(1,(1,2))");
    QCOMPARE(str(idx2crd(T("_16"), shape)), "(_1,(_1,_2))");
    QCOMPARE(str(idx2crd(T("(1,5)"), shape)), "(1,(1,2))");
    QCOMPARE(str(idx2crd(T("(_1,5)"), shape)), "(_1,(1,2))");
    QCOMPARE(str(idx2crd(T("(1,(1,2))"), shape)), "(1,(1,2))");
    QCOMPARE(str(idx2crd(T("(_1,(1,_2))"), shape)), "(_1,(1,_2))");
    QCOMPARE(str(crd2idx(T("16"), shape, stride)), "17");
    QCOMPARE(str(crd2idx(T("_16"), shape, stride)), "_17");
    QCOMPARE(str(crd2idx(T("(1,5)"), shape, stride)), "17");
    QCOMPARE(str(crd2idx(T("(_1,5)"), shape, stride)), "17");
    QCOMPARE(str(crd2idx(T("(_1,_5)"), shape, stride)), "_17");
    QCOMPARE(str(crd2idx(T("(1,(1,2))"), shape, stride)), "17");
    QCOMPARE(str(crd2idx(T("(_1,(_1,_2))"), shape, stride)), "_17");
    QCOMPARE(str(idx2crd(T("_0"), T("(4,(2,3))"))), "(_0,(_0,_0))");
    QCOMPARE(str(idx2crd(T("3"), T("(_4,_1)"))), "(3,0)");
    // CuTe extends the last mode past the shape (idx2crd(5, (_4,_1)) == (1,1)); LayoutLab rejects it.
    EXPECT_ERROR(idx2crd(T("5"), T("(_4,_1)")), "coordinate 5 is out of range");
    QCOMPARE(str(crd2idx(T("(1,2)"), T("((2,2),4)"))), "9");
  }
  void coordinateErrorsNameTheMode() {
    IntTuple shape = T("(_3,(_2,_3))"), stride = T("(_3,(_12,_1))");
    EXPECT_ERROR(crd2idx(T("18"), shape, stride), "coordinate 18 is out of range for the layout of size _18");
    EXPECT_ERROR(crd2idx(T("(1,6)"), shape, stride), "coordinate 6 is out of range for mode 1 of size _6");
    EXPECT_ERROR(crd2idx(T("(1,(2,0))"), shape, stride), "coordinate 2 is out of range for mode 1,0 of size _2");
    EXPECT_ERROR(crd2idx(T("(1,2,3)"), shape, stride), "has rank 3");
    EXPECT_ERROR(crd2idx(T("-1"), shape, stride), "out of range");
  }
  void overflowAndDivisionByZeroAreErrors() {
    EXPECT_ERROR(I("4611686018427387904") * I("4"), "integer overflow");
    EXPECT_ERROR(I("9223372036854775807") + I("_1"), "integer overflow");
    EXPECT_ERROR(I("5") / I("0"), "division by zero");
    EXPECT_ERROR(I("_5") % I("_0"), "division by zero");
    EXPECT_ERROR(product(T("(4294967296,4294967296)")), "integer overflow");
    EXPECT_ERROR(ceil_div(T("_5"), T("_0")), "division by zero");
  }
};

QTEST_MAIN(TestIntTuple)
#include "test_int_tuple.moc"
