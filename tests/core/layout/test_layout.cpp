// The worked examples of CuTe's 01_layout.md and the Layout operations, with the values real CuTe
// prints (tests/core/layout/reference/docs_01_layout.cpp and staticness_rules.cpp).
#include "test_helpers.hpp"

using namespace layout_test;
using namespace ll;

namespace {
QString print2d(const Layout& l) {
  QStringList out;
  for (std::int64_t m = 0; m < size(l, {0}).value; ++m)
    for (std::int64_t n = 0; n < size(l, {1}).value; ++n)
      out << QString::number(evaluate(l, {IntTuple(dynamic_int(m)), IntTuple(dynamic_int(n))}).value);
  return out.join(' ');
}
QString print1d(const Layout& l) {
  QStringList out;
  for (std::int64_t i = 0; i < size(l).value; ++i) out << QString::number(evaluate(l, i));
  return out.join(' ');
}
}  // namespace

class TestLayout : public QObject {
  Q_OBJECT
 private slots:
  void constructingALayout() {
    QCOMPARE(str(make_layout(T("_8"))), "_8:_1");
    QCOMPARE(str(make_layout(T("8"))), "8:_1");
    QCOMPARE(str(make_layout(T("(_2,_4)"))), "(_2,_4):(_1,_2)");
    QCOMPARE(str(make_layout(T("(_2,4)"))), "(_2,4):(_1,_2)");
    QCOMPARE(str(make_layout(T("(_2,4)"), T("(_12,_1)"))), "(_2,4):(_12,_1)");
    QCOMPARE(str(make_layout(T("(_2,4)"), LayoutLeft{})), "(_2,4):(_1,_2)");
    QCOMPARE(str(make_layout(T("(_2,4)"), LayoutRight{})), "(_2,4):(4,_1)");
    QCOMPARE(str(make_layout(T("(2,(2,2))"), T("(4,(2,1))"))), "(2,(2,2)):(4,(2,1))");
    QCOMPARE(str(make_layout(T("(2,(2,2))"), LayoutLeft{})), "(2,(2,2)):(_1,(2,4))");
    QCOMPARE(str(make_layout(T("(_4,_1,8)"))), "(_4,_1,8):(_1,_0,_4)");
    QCOMPARE(str(make_layout(T("(4,1,_8)"))), "(4,1,_8):(_1,4,4)");
    QCOMPARE(str(make_layout(T("(_4,(_1,8))"), LayoutRight{})), "(_4,(_1,8)):(8,(_0,_1))");
  }
  void usingALayout() {
    QCOMPARE(print2d(L("(_2,_4):(_1,_2)")), "0 2 4 6 1 3 5 7");
    QCOMPARE(print2d(L("(_2,4):(_12,_1)")), "0 1 2 3 12 13 14 15");
    QCOMPARE(print2d(L("(2,(2,2)):(_1,(2,4))")), "0 2 4 6 1 3 5 7");
    QCOMPARE(print2d(L("(2,(2,2)):(4,(2,1))")), "0 2 1 3 4 6 5 7");
    QCOMPARE(print1d(L("(_2,_4):(_1,_2)")), "0 1 2 3 4 5 6 7");
    QCOMPARE(print1d(L("(_2,4):(_12,_1)")), "0 12 1 13 2 14 3 15");
    QCOMPARE(print1d(L("(2,(2,2)):(_1,(2,4))")), "0 1 2 3 4 5 6 7");
    QCOMPARE(print1d(L("(2,(2,2)):(4,(2,1))")), "0 4 2 6 1 5 3 7");
    QCOMPARE(print1d(L("((4,2)):((2,1))")), "0 2 4 6 1 3 5 7");
    QCOMPARE(print1d(L("((4,2)):((1,4))")), "0 1 2 3 4 5 6 7");
    QCOMPARE(print2d(L("((2,2),2):((4,1),2)")), "0 2 4 6 1 3 5 7");
    QCOMPARE(QString::fromStdString(print_layout(L("(2,(2,2)):(4,(2,1))"))),
             "(2,(2,2)):(4,(2,1))\n"
             "      0   1   2   3 \n"
             "    +---+---+---+---+\n"
             " 0  | 0 | 2 | 1 | 3 |\n"
             "    +---+---+---+---+\n"
             " 1  | 4 | 6 | 5 | 7 |\n"
             "    +---+---+---+---+\n");
  }
  void indexMappingTable() {
    QCOMPARE(QString::fromStdString(print_layout(L("(_3,(_2,_3)):(_3,(_12,_1))"))),
             "(_3,(_2,_3)):(_3,(_12,_1))\n"
             "       0    1    2    3    4    5 \n"
             "    +----+----+----+----+----+----+\n"
             " 0  |  0 | 12 |  1 | 13 |  2 | 14 |\n"
             "    +----+----+----+----+----+----+\n"
             " 1  |  3 | 15 |  4 | 16 |  5 | 17 |\n"
             "    +----+----+----+----+----+----+\n"
             " 2  |  6 | 18 |  7 | 19 |  8 | 20 |\n"
             "    +----+----+----+----+----+----+\n");
    EXPECT_ERROR(print_layout(L("(2,2,2)")), "print_layout needs rank 2");
  }
  void sublayouts() {
    Layout a = make_layout(T("(_4,(_3,_6))"));
    QCOMPARE(str(a), "(_4,(_3,_6)):(_1,(_4,_12))");
    QCOMPARE(str(layout(a, {0})), "_4:_1");
    QCOMPARE(str(layout(a, {1})), "(_3,_6):(_4,_12)");
    QCOMPARE(str(layout(a, {1, 0})), "_3:_4");
    QCOMPARE(str(layout(a, {1, 1})), "_6:_12");
    Layout b = make_layout(T("(_2,_3,_5,_7)"));
    QCOMPARE(str(b), "(_2,_3,_5,_7):(_1,_2,_6,_30)");
    QCOMPARE(str(select(b, {1, 3})), "(_3,_7):(_2,_30)");
    QCOMPARE(str(select(b, {0, 1, 3})), "(_2,_3,_7):(_1,_2,_30)");
    QCOMPARE(str(select(b, {2})), "(_5):(_6)");
    QCOMPARE(str(take(b, 1, 3)), "(_3,_5):(_2,_6)");
    QCOMPARE(str(take(b, 1, 4)), "(_3,_5,_7):(_2,_6,_30)");
    EXPECT_ERROR(take(b, 1, 1), "take<1,1>: empty range");
    EXPECT_ERROR(take(b, 2, 5), "range out of bounds");
    QCOMPARE(str(take(L("8:1"), 0, 1)), "(8):(1)");
    QCOMPARE(str(get(L("8:1"), {0})), "8:1");
    QCOMPARE(str(size(a)), "_72");
    QCOMPARE(str(cosize(a)), "_72");
    QCOMPARE(str(rank(a, {1})), "_2");
    QCOMPARE(str(depth(a, {1})), "_1");
    QCOMPARE(str(size(a, {1})), "_18");
    QCOMPARE(str(shape(a, {1})), "(_3,_6)");
    Layout s2xh4 = L("(2,(2,2)):(4,(2,1))");
    QCOMPARE(str(size(s2xh4)), "8");
    QCOMPARE(str(cosize(s2xh4)), "8");
    QCOMPARE(str(rank(s2xh4)), "_2");
    QCOMPARE(str(depth(s2xh4)), "_2");
  }
  void concatenation() {
    Layout a = L("_3:_1"), b = L("_4:_3");
    Layout row = make_layout({a, b}), col = make_layout({b, a});
    QCOMPARE(str(row), "(_3,_4):(_1,_3)");
    QCOMPARE(str(col), "(_4,_3):(_3,_1)");
    QCOMPARE(str(make_layout({row, col})), "((_3,_4),(_4,_3)):((_1,_3),(_3,_1))");
    Layout aa = make_layout({a});
    QCOMPARE(str(aa), "(_3):(_1)");
    QCOMPARE(str(make_layout({aa})), "((_3)):((_1))");
    QCOMPARE(str(make_layout({a, make_layout({a}), a})), "(_3,(_3),_3):(_1,(_1),_1)");
    Layout ab = append(a, b);
    QCOMPARE(str(ab), "(_3,_4):(_1,_3)");
    QCOMPARE(str(prepend(a, b)), "(_4,_3):(_3,_1)");
    Layout c = append(ab, ab);
    QCOMPARE(str(c), "(_3,_4,(_3,_4)):(_1,_3,(_1,_3))");
    QCOMPARE(str(replace(c, 2, b)), "(_3,_4,_4):(_1,_3,_3)");
    QCOMPARE(str(append(L("_4:_1"), 3)), "(_4,_1,_1):(_1,_0,_0)");
    QCOMPARE(str(prepend(L("_4:_1"), 3)), "(_1,_1,_4):(_0,_0,_1)");
    QCOMPARE(str(append(L("(_4,_2):(_1,_4)"))), "(_4,_2,_1):(_1,_4,_0)");
  }
  void groupingAndFlattening() {
    Layout a = make_layout(T("(_2,_3,_5,_7)"));
    Layout b = group(a, 0, 2);
    Layout c = group(b, 1, 3);
    QCOMPARE(str(b), "((_2,_3),_5,_7):((_1,_2),_6,_30)");
    QCOMPARE(str(c), "((_2,_3),(_5,_7)):((_1,_2),(_6,_30))");
    QCOMPARE(str(flatten(b)), "(_2,_3,_5,_7):(_1,_2,_6,_30)");
    QCOMPARE(str(flatten(c)), "(_2,_3,_5,_7):(_1,_2,_6,_30)");
    QCOMPARE(str(group(L("8:1"), 0, 1)), "((8)):((1))");
    QCOMPARE(str(group(make_layout(T("(_2,_3)")), 1, 1)), "(_2,_3):(_1,_2)");
  }
  void evaluationStaticness() {
    QCOMPARE(str(evaluate(L("(_4,_2):(_0,_1)"), {T("3")})), "0");
    QCOMPARE(str(evaluate(L("(4,2):(1,4)"), {T("_0")})), "_0");
    QCOMPARE(str(evaluate(L("(_4,_2):(_2,_1)"), {T("_5")})), "_3");
    QCOMPARE(str(cosize(L("(_4,_2):(_2,_0)"))), "_7");
    QCOMPARE(str(cosize(L("(4,_2):(_2,_0)"))), "7");
    QCOMPARE(str(cosize(L("(_4,_3):(_-1,_4)"))), "_12");
    QCOMPARE(str(coshape(L("(_4,(_2,_3)):(_2,(_1,_8))"))), "_24");
    EXPECT_ERROR(evaluate(L("(4,2):(1,4)"), {T("8")}), "coordinate 8 is out of range");
    EXPECT_ERROR(evaluate(L("(4,2):(1,4)"), {T("(1,2)")}), "coordinate 2 is out of range for mode 1 of size 2");
  }
  void slicing() {
    QCOMPARE(str(slice(T("(_,2)"), L("(4,8):(1,4)"))), "(4):(1)");
    QCOMPARE(str(slice(T("(1,(_,_))"), L("(_4,(_2,_3)):(_1,(_4,_8))"))), "(_2,_3):(_4,_8)");
  }
  void orderedAndLike() {
    QCOMPARE(str(make_ordered_layout(T("(_2,_2,_2,_2)"), T("(_0,_2,_3,_1)"))), "(_2,_2,_2,_2):(_1,_4,_8,_2)");
    QCOMPARE(str(make_ordered_layout(T("(2,3,4,5)"), T("(_2,67,42,_50)"))), "(2,3,4,5):(_1,10,30,2)");
    QCOMPARE(str(make_layout_like(L("(_2,_2,_2,_2):(_0,_2,_4,_1)"))), "(_2,_2,_2,_2):(_0,_2,_4,_1)");
    QCOMPARE(str(make_layout_like(L("(2,3,4,5):(_0,42,_1,_0)"))), "(2,3,4,5):(_0,4,_1,_0)");
  }
  void recasting() {
    QCOMPARE(str(upcast(L("(_4,8):(_1,_4)"), 2)), "(_2,8):(_1,_2)");
    QCOMPARE(str(upcast(L("(_2,8):(_1,16)"), 4)), "(_1,8):(_1,4)");
    QCOMPARE(str(downcast(L("(_4,8):(_1,_4)"), 2)), "(_8,8):(_1,_8)");
    QCOMPARE(str(recast_layout(L("(_4,8):(_1,_4)"), 16, 8)), "(_8,8):(_1,_8)");
    QCOMPARE(str(recast_layout(L("(_8,8):(_1,_8)"), 8, 32)), "(_2,8):(_1,_2)");
    EXPECT_ERROR(upcast(L("(_4,8):(_1,_3)"), 2), "divisibility condition violated");
    EXPECT_ERROR(downcast(L("(4,8):(1,4)"), 2), "requires adjacent elements");
  }
  void preconditionsAreErrors() {
    EXPECT_ERROR(make_layout(T("(4,8)"), T("(1)")), "are not congruent");
    EXPECT_ERROR(make_layout(T("(4,0)")), "extent 0 at mode 1 is not positive");
    EXPECT_ERROR(make_layout(T("(4,-2)"), T("(1,4)")), "is not positive");
    EXPECT_ERROR(replace(L("(4,8):(1,4)"), 2, L("2:1")), "out of range");
    EXPECT_ERROR(select(L("(4,8):(1,4)"), {0, 2}), "select: index 2 out of range");
    EXPECT_ERROR(get(L("(4,8):(1,4)"), {1, 1}), "out of range");
  }

  // values_in_order is the layout at every 1-D coordinate, as evaluate gives it one at a time.
  void valuesInOrderAreTheLayoutAtEveryIndex() {
    for (const char* text : {"_8:_1", "(_4,_8):(_8,_1)", "(_4,(_2,_3)):(_1,(_4,_8))", "((_2,_3),(_5,_1)):((_-7,_100),(_3,_0))",
                             "(3,(2,2)):(_0,(-1,9))", "(_1,_1):(_0,_0)", "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))"}) {
      const Layout l = L(text);
      QVERIFY(values_fit_int64(l));
      const auto values = values_in_order(l);
      QVERIFY(values);
      QCOMPARE(std::int64_t(values->size()), size(l).value);
      for (std::int64_t i = 0; i < size(l).value; ++i) QCOMPARE((*values)[std::size_t(i)], evaluate(l, i));
    }
    // Values past int64: the walk says so instead of wrapping; values_fit_int64 says so up front.
    const Layout huge = L("(_2,_4):(_4611686018427387904,_4611686018427387904)");
    QVERIFY(!values_fit_int64(huge));
    QVERIFY(!values_in_order(huge));
    // Spans that cancel: every value fits, but not the bound, so callers evaluate one by one.
    const Layout cancelling = L("(_2,_2):(_4611686018427387904,_-4611686018427387904)");
    QVERIFY(!values_fit_int64(cancelling));
    QVERIFY(values_in_order(cancelling));
  }
};

QTEST_MAIN(TestLayout)
#include "test_layout.moc"
