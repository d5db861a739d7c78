// Where CuTe refuses to compile (its static_assert is named in each row) or silently computes a layout
// that is not the operation's result, the algebra returns an error naming the condition and the mode.
#include <QTest>

#include "algebra_test_support.hpp"
#include "core/expr/eval.hpp"

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

  // The carry condition across B's modes (composition.hpp @pre): each mode of B alone composes correctly,
  // but their offsets add up past an extent of A whose next mode does not continue it. CuTe checks nothing
  // here and prints a value that is not A∘B; genuine near-misses must still compose, and their value is
  // checked against A(B(i)) point by point. Accepted values are the strings CuTe 4.2 prints for the same
  // make_layout(...) arguments.
  void carryAcrossModes_data() {
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QString>("expected");  // CuTe's value when genuine, else eval's error
    // CuTe prints (_2,_4):(_4,_1), but A(B(1,1)) = A(5) = 15, not 5.
    QTest::newRow("carry out of mode 0") << "((_5,_32)):((_1,_15))" << "(_2,_4):(_4,_1)"
        << "error: composition: carry across modes violated: B's modes together pass extent _5 of A's mode 0 in "
           "(_5,_32):(_1,_15), and its next stride _15 is not _5*_1 at mode 1";
    // CuTe prints ((2,1,1),(_2,3,1,1),(1,1,1,1,1),(2,1,1,1,1)):((_24,2,1),(_32,_8,2,1),(128,32,8,2,1),
    // (64,32,8,2,1)): B's modes 0 and 1 reach 3 + 2 in A's mode 2 of extent 4.
    QTest::newRow("carry out of a dynamic mode") << "((_2,_2),4,(4),2):((_64,_32),_8,(_2),_1)"
        << "(2,_6,1,_2):(_12,_2,2,1)"
        << "error: composition: carry across modes violated: B's modes together pass extent 4 of A's mode 2 in "
           "(_2,_2,4,4,2):(_64,_32,_8,_2,_1), and its next stride _2 is not 4*_8 at mode 1";
    QTest::newRow("reach 2 + 1 fits extent 5") << "(_5,_32):(_1,_15)" << "(_2,_2):(_2,_1)" << "(_2,_2):(_2,_1)";
    QTest::newRow("reach 3 + 1 fits extent 4") << "((_2,_2),4,(4),2):((_64,_32),_8,(_2),_1)"
        << "(2,_2,1,_2):(_12,_2,2,1)"
        << "((2,1,1),_2,(1,1,1,1,1),(2,1,1,1,1)):((_24,2,1),_32,(128,32,8,2,1),(64,32,8,2,1))";
    // Dynamic A is not coalesced, but mode 1 continues mode 0 (4*1 = 4): the carry is harmless.
    QTest::newRow("carry into a continuing mode") << "(4,8):(1,4)" << "(2,4):(4,1)" << "((1,2),(4,1)):((4,4),(1,4))";
    // The carry passes the dynamic size-1 mode and lands in mode 2, which continues mode 0.
    QTest::newRow("carry past a size-1 mode") << "(4,1,8):(1,7,4)" << "(2,2):(3,1)" << "((2,1,1),(2,1,1)):((3,7,4),(1,7,4))";
  }
  void carryAcrossModes() {
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QString, expected);
    const ll::Layout la = algebra_test::layout(a.toStdString()), lb = algebra_test::layout(b.toStdString());
    const auto r = ll::attempt([&] { return ll::composition(la, lb); });
    QCOMPARE(QString::fromStdString(algebra_test::shown(r)), expected);
    if (!r.ok()) return;
    const std::int64_t n = ll::size(lb).value;
    QCOMPARE(ll::size(r.value()).value, n);
    for (std::int64_t i = 0; i < n; ++i)
      QCOMPARE(ll::evaluate(r.value(), i), ll::evaluate(la, ll::evaluate(lb, i)));
  }

  void overflowIsAnErrorNotUB() {
    const auto r = ll::attempt(
        [] { return ll::composition(algebra_test::layout("_8:4611686018427387904"), algebra_test::layout("_4:_4")); });
    QVERIFY(!r.ok());
    QVERIFY2(r.error().find("overflow") != std::string::npos, r.error().c_str());
  }

  // An error found deep in a divide's or product's recursion fails where it is found: the message is the
  // one the failing step names, and nothing of it is left for the next operation on this thread.
  void deepErrorsKeepTheirMessageAndLeaveNoTrace() {
    const std::string divide_complement =
        "error: complement: dynamic-stride complement only for rank-1 layouts: stride 2 of (2,2):(2,1) at mode 0 is dynamic";
    const std::string good_divide = "((_8,_4),(_8,_4)):((_1,_8),(_32,_256))";
    for (int round = 0; round < 2; ++round) {  // the failure twice, a success after each
      QCOMPARE(algebra_test::run("logical_divide", "(4,(32),2):(4,(16),1)", "<4:1,(2,2):(2,1)>"), divide_complement);
      QCOMPARE(algebra_test::run("logical_divide", "(_32,_32):(_1,_32)", "<_8:_1,_8:_1>"), good_divide);
    }
    QCOMPARE(algebra_test::run("zipped_divide", "(4,(32),2):(4,(16),1)", "<4:1,(2,2):(2,1)>"), divide_complement);
    QCOMPARE(algebra_test::run("tiled_divide", "(_4,_2,(_6,_2,4)):(_1,_4,(_8,_48,_96))", "(4,1,16)"),
             std::string("error: composition: shape divisibility violated: 16 is not divisible by 12 at mode 0"));
    QCOMPARE(algebra_test::run("logical_product", "(_2,5,_2):(_10,2,_1)", "(_2,_1,_2):(2,_2,1)"),
             std::string("error: complement: dynamic-stride complement only for rank-1 layouts: stride 2 of (_2,5,_2):(_10,2,_1) at mode 1 is dynamic"));
    QCOMPARE(algebra_test::run("blocked_product", "(_2,1,4,_4,1):(_16,1,1,4,1)", "(4,_1):(1,4)"),
             std::string("error: complement: dynamic-stride complement only for rank-1 layouts: stride 1 of (_2,1,4,_4,1):(_16,1,1,4,1) at mode 1 is dynamic"));
    // The stepper's API reports the same error.
    const auto steps = ll::logical_divide_steps(algebra_test::layout("(4,(32),2):(4,(16),1)"),
                                                algebra_test::tiler("<4:1,(2,2):(2,1)>"));
    QVERIFY(!steps.ok());
    QCOMPARE("error: " + steps.error(), divide_complement);
    // A composition inside another operation (max_common_vector's) names its own condition.
    const auto common = ll::attempt(
        [] { return ll::max_common_vector(algebra_test::layout("(4,6):(1,8)"), algebra_test::layout("(_6,_4):(_4,_1)")); });
    QVERIFY(!common.ok());
    QCOMPARE(common.error(), std::string("composition: stride divisibility violated: (4,6) is not divisible by _6 at mode 0"));
    QCOMPARE(algebra_test::run("logical_divide", "(_32,_32):(_1,_32)", "<_8:_1,_8:_1>"), good_divide);
  }

  // The evaluator carries a deep error out as the statement's error, once; the next statement runs as if
  // nothing had happened.
  void deepErrorsReachTheEvaluatorOnce() {
    const std::string message =
        "complement: dynamic-stride complement only for rank-1 layouts: stride 2 of (2,2):(2,1) at mode 0 is dynamic";
    const ll::Layout bad = algebra_test::layout("(4,(32),2):(4,(16),1)");
    const ll::Tiler tiler = algebra_test::tiler("<4:1,(2,2):(2,1)>");
    QVERIFY_THROWS_EXCEPTION(ll::CuteError, ll::zipped_divide(bad, tiler));
    ll::expr::Session session;
    for (int round = 0; round < 2; ++round) {
      const auto failed = session.run_line("tiled_divide((4,(32),2):(4,(16),1), <4:1,(2,2):(2,1)>)");
      QVERIFY(failed && !failed->ok());
      QCOMPARE(failed->error(), message);
      const auto good = session.run_line("zipped_divide((_32,_32):(_1,_32), <_8:_1,_8:_1>)");
      QVERIFY(good && good->ok());
      QCOMPARE(good->value(), std::string("((_8,_8),(_4,_4)):((_1,_32),(_8,_256))"));
    }
  }

  void malformedInputIsAnError() {
    ll::Layout bad{ll::IntTuple{ll::IntTuple(ll::static_int(4)), ll::IntTuple(ll::static_int(2))},
                   ll::IntTuple(ll::static_int(1))};
    const auto r = ll::attempt([&] { return ll::coalesce(bad); });
    QVERIFY(!r.ok());
    QVERIFY2(r.error().find("not congruent") != std::string::npos, r.error().c_str());
    ll::Layout zero{ll::IntTuple(ll::static_int(0)), ll::IntTuple(ll::static_int(1))};
    QVERIFY(ll::attempt([&] { return ll::complement(zero); }).error().find("not positive") != std::string::npos);
  }

  // A stride that is not a multiple of the extent below it (complement) or below the extent covered
  // (left_inverse): CuTe divides and may still give the operation's result (a complement: ordered,
  // disjoint from L, bounded, as CuTe's complement test checks; a left inverse: R(L(i)) == i); LayoutLab
  // accepts exactly those.
  // Expected values are CuTe 4.2's prints (its unit tests complement.cpp and logical_product.cpp).
  void complementAcceptsWhatCuTeComputesCorrectly_data() {
    QTest::addColumn<QString>("op");
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QString>("expected");
    QTest::newRow("holes left unfilled") << "complement" << "(_4,_6):(_1,_6)" << "" << "_1:_0";
    QTest::newRow("cotarget 14") << "complement" << "(_4,_2):(_1,_10)" << "_14" << "_2:_4";
    QTest::newRow("dynamic shape") << "complement" << "(3,6):(_1,_10)" << "53" << "(3,1):(3,60)";
    QTest::newRow("through a product") << "logical_product" << "((_4,_6)):((_1,_6))" << "(_3):(_1)"
                                       << "(((_4,_6)),(_3)):(((_1,_6)),(_36))";
    // A negative stride: CuTe's left inverse is (_-1,_4):(_0,_1), and R(L(i)) == i for every i with CuTe's
    // truncating division (inverse_left.cpp); with a second mode it is not, and stays refused.
    QTest::newRow("left inverse, negative stride") << "left_inverse" << "(_4):(_-1)" << "" << "(_-1,_4):(_0,_1)";
    QTest::newRow("left inverse, negative stride refused") << "left_inverse" << "(_4,_2):(_-1,_4)" << ""
        << "error: left_inverse: non-injective layout: stride _-1 at mode 0 is smaller than the extent covered so far, _1";
    // CuTe's value here overlaps L (R(1) = 3 = L(1,1)): still refused, naming the hole.
    QTest::newRow("overlapping stays refused") << "complement" << "(_2,_2):(_2,_3)" << ""
        << "error: complement: non-injective layout: stride _3 of (_2,_2):(_2,_3) at mode 1 is not a multiple of _4, the extent covered by the smaller strides";
  }
  void complementAcceptsWhatCuTeComputesCorrectly() {
    QFETCH(QString, op);
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QString, expected);
    QCOMPARE(QString::fromStdString(algebra_test::run(op.toStdString(), a.toStdString(), b.toStdString())), expected);
  }
};

QTEST_MAIN(TestAlgebraErrors)
#include "test_algebra_errors.moc"
