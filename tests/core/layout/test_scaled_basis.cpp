// CuTe's scaled bases (arithmetic_tuple.hpp): strides that point into a coordinate. Read and printed as CuTe
// prints them (modes last first), their arithmetic (scaling only; a sum is a coordinate), calls that give
// coordinates, coshape/cosize, composition on either side, and the operations that refuse them. The values
// were checked against CuTe compiled on the host; the eval differential has 150 generated cases.
#include <QTest>

#include "core/algebra/coalesce.hpp"
#include "core/algebra/complement.hpp"
#include "core/algebra/composition.hpp"
#include "core/algebra/divide.hpp"
#include "core/algebra/inverse.hpp"
#include "tests/core/layout/test_helpers.hpp"

using namespace ll;
using namespace layout_test;


class TestScaledBasis : public QObject {
  Q_OBJECT
 private slots:
  void readAndPrintedAsCute() {
    const Int e10 = I("_1@0@1");  // CuTe's E<1,0>: mode 1, then its mode 0
    QCOMPARE(int(e10.basis.depth), 2);
    QCOMPARE(int(e10.basis.modes[0]), 1);
    QCOMPARE(int(e10.basis.modes[1]), 0);
    QCOMPARE(str(e10), QStringLiteral("_1@0@1"));
    QCOMPARE(str(L("(4,(2,3)):(_1@0,(2@0@1,_1@1@1))")), QStringLiteral("(4,(2,3)):(_1@0,(2@0@1,_1@1@1))"));
    QVERIFY(I("_1@0") != I("_1"));   // a basis equals no integer
    QVERIFY(I("_1@0") != I("_1@1"));
    QVERIFY(!parse_layout("(_4@0,2):(1,2)"));  // extents are integers
    QVERIFY(!parse_int_tuple("_1@"));
  }

  void scalingOnly() {
    QCOMPARE(str(I("_4") * I("_1@1")), QStringLiteral("_4@1"));
    QCOMPARE(str(I("3") * I("_1@0")), QStringLiteral("3@0"));
    QCOMPARE(str(I("_0") * I("_1@0")), QStringLiteral("_0@0"));  // CuTe: _0 * E<0> is ScaledBasis<_0,0>
    QCOMPARE(str(I("_0") + I("_2@1")), QStringLiteral("_2@1"));
    QCOMPARE(error_of([] { (void)(I("_1@0") + I("_1@1")); }),
             std::string("scaled basis: _1@0 + _1@1 is an ArithmeticTuple (a coordinate), not a stride"));
    QVERIFY(!error_of([] { (void)(I("_4@0") / I("_2")); }).empty());
    QCOMPARE(str(safe_div(I("_4@0"), I("_2"))), QStringLiteral("_2@0"));
  }

  void coordinatesAddAsCuteAdds() {
    QCOMPARE(str(arith_add(T("_1@0"), T("_1@1"))), QStringLiteral("(_1,_1)"));
    QCOMPARE(str(arith_add(T("2@1"), T("_0"))), QStringLiteral("2@1"));
    QCOMPARE(str(as_arithmetic_tuple(I("3@0@1"))), QStringLiteral("(_0,(3))"));
    QCOMPARE(str(make_basis_like(T("(4,(2,3))"))), QStringLiteral("(_1@0,(_1@0@1,_1@1@1))"));
    const Layout id = L("(4,8):(_1@0,_1@1)");
    QCOMPARE(str(crd2idx_coordinate(T("13"), id.shape, id.stride)), QStringLiteral("(1,3)"));
    QCOMPARE(str(crd2idx_coordinate(T("(_1,2)"), id.shape, id.stride)), QStringLiteral("(_1,2)"));
    QCOMPARE(str(coshape(L("(_4,(_2,3)):(_1@0,(_1@0@1,_1@1@1))"))), QStringLiteral("(_4,(_2,3))"));
    QCOMPARE(str(cosize(L("(_4,_8):(_1@0,_1@1)"))), QStringLiteral("_32"));
  }

  // CuTe's values (compiled on the host) for composition with a basis on either side.
  void compositionOnEitherSide() {
    QCOMPARE(str(composition(L("(_4,_4):(_4,_1)"), L("(_4,_4):(_1@1,_1@0)"))), QStringLiteral("(_4,_4):(_1,_4)"));
    QCOMPARE(str(composition(L("(_4,(_2,_3)):(_6,(_3,_1))"), L("(_2,_4):(_1@1@1,_1@0)"))), QStringLiteral("(_2,_4):(_1,_6)"));
    QCOMPARE(str(composition(L("(_8,_8):(_1@0,_1@1)"), L("(_4,_4):(_1,_8)"))), QStringLiteral("(_4,_4):(_1@0,_1@1)"));
    QCOMPARE(str(coalesce(L("(_4,_8):(_1@0,_4@0)"))), QStringLiteral("_32:_1@0"));
    QCOMPARE(str(coalesce(L("(_4,_8):(_1@0,_1@1)"))), QStringLiteral("(_4,_8):(_1@0,_1@1)"));
    QCOMPARE(str(logical_divide(L("(_8,_8):(_1@0,_1@1)"), Tiler{std::vector<Tiler>{L("_2:_1"), L("_4:_2")}})),
             QStringLiteral("((_2,_4),(_4,_2)):((_1@0,_2@0),(_2@1,_1@1))"));
  }

  // Where CuTe does not compile an operation on scaled bases, the message says so.
  void refusedWhereCuteRefuses() {
    const Layout id = L("(_4,_8):(_1@0,_1@1)");
    QCOMPARE(error_of([&] { (void)complement(id); }),
             std::string("complement: layout (_4,_8):(_1@0,_1@1): stride _1@0 is a scaled basis; CuTe computes "
                         "complement on integer strides only"));
    QVERIFY(!error_of([&] { (void)right_inverse(id); }).empty());
    QVERIFY(!error_of([&] { (void)composition(L("(_4,_4):(_4,_1)"), L("(_4,_4):(1,_1@0)")); }).empty());
  }
};

QTEST_MAIN(TestScaledBasis)
#include "test_scaled_basis.moc"
