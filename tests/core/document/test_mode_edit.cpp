// Mode-tree edits of a card keep the layout's function where they should (group, flatten, split) and
// keep CuTe's static/dynamic integers; invalid edits are errors naming the mode.
#include <QTest>

#include "core/document/mode_edit.hpp"
#include "core/document/operation.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"

using namespace ll;

class TestModeEdit : public QObject {
  Q_OBJECT
  static Layout L(const char* s) { return *parse_layout(s); }
  static std::string S(const Result<Layout>& r) { return r ? to_string(*r) : "error: " + r.error(); }

 private slots:
  void setExtentAndStrideKeepStaticness() {
    QCOMPARE(S(set_stride(L("(4,(2,_3)):(1,(4,8))"), {1, 1}, Int{16, true})), std::string("(4,(2,_3)):(1,(4,_16))"));
    QCOMPARE(S(set_extent(L("_8:_1"), {0}, Int{6, false})), std::string("6:_1"));
    QVERIFY(S(set_extent(L("(4,8):(1,4)"), {1}, Int{0, false})).find("not positive") != std::string::npos);
    QVERIFY(S(set_stride(L("(4,(2,3)):(1,(4,8))"), {1}, Int{2, false})).find("tuple") != std::string::npos);
  }

  void groupFlattenMove() {
    QCOMPARE(S(group_modes(L("(2,3,4):(1,2,6)"), {}, 1, 2)), std::string("(2,(3,4)):(1,(2,6))"));
    QCOMPARE(S(flatten_mode(L("(2,(3,4)):(1,(2,6))"), {1})), std::string("(2,3,4):(1,2,6)"));
    QCOMPARE(S(move_mode(L("(2,3,4):(1,2,6)"), {}, 0, 2)), std::string("(3,4,2):(2,6,1)"));
    QCOMPARE(move_mode_expression("A", 3, {}, 0, 2), std::string("select<1,2,0>(A)"));
    QCOMPARE(group_modes_expression("A", {}, 1, 2), std::string("group<1,3>(A)"));
    QVERIFY(!group_modes(L("(2,3):(1,2)"), {}, 1, 5));
  }

  // Edits below the top level rebuild only the path to the mode; every other mode is kept as it was.
  void nestedEditsAndEveryMoveDirection() {
    QCOMPARE(S(move_mode(L("(2,3,4):(1,2,6)"), {}, 2, 0)), std::string("(4,2,3):(6,1,2)"));
    QCOMPARE(S(move_mode(L("(2,3,4,5):(1,2,6,24)"), {}, 1, 2)), std::string("(2,4,3,5):(1,6,2,24)"));
    QCOMPARE(S(move_mode(L("(2,3):(1,2)"), {}, 1, 1)), std::string("(2,3):(1,2)"));
    QCOMPARE(S(move_mode(L("(7,(2,3,4)):(9,(1,2,6))"), {1}, 0, 2)), std::string("(7,(3,4,2)):(9,(2,6,1))"));
    QCOMPARE(S(group_modes(L("(7,(2,3,4)):(9,(1,2,6))"), {1}, 0, 1)), std::string("(7,((2,3),4)):(9,((1,2),6))"));
    QCOMPARE(S(flatten_mode(L("(7,((2,3),4)):(9,((1,2),6))"), {1, 0})), std::string("(7,(2,3,4)):(9,(1,2,6))"));
    QCOMPARE(S(set_extent(L("(7,(_2,(3,4))):(9,(_1,(2,6)))"), {1, 1, 0}, Int{5, true})),
             std::string("(7,(_2,(_5,4))):(9,(_1,(2,6)))"));
    QCOMPARE(S(split_mode(L("(7,(_8,3)):(9,(_1,8))"), {1, 0}, Int{2, true})),
             std::string("(7,((_2,_4),3)):(9,((_1,_2),8))"));
    QCOMPARE(S(mode_at(L("(7,(2,(3,4))):(9,(1,(2,6)))"), {1, 1})), std::string("(3,4):(2,6)"));
    QCOMPARE(S(mode_at(L("(7,(2,3)):(9,(1,2))"), {1, 5})), std::string("error: mode 1,5 does not exist in (7,(2,3)):(9,(1,2))"));
    QCOMPARE(S(move_mode(L("(2,3):(1,2)"), {}, 0, 2)), std::string("error: reorder: position out of range in the layout"));
    QCOMPARE(S(flatten_mode(L("(2,3):(1,2)"), {1})), std::string("error: flatten: mode 1 is not a group"));
  }

  void splitByADivisor() {
    QCOMPARE(S(split_mode(L("_8:_1"), {0}, Int{2, true})), std::string("(_2,_4):(_1,_2)"));
    QCOMPARE(S(split_mode(L("(8,4):(1,8)"), {0}, Int{2, false})), std::string("((2,4),4):((1,2),8)"));
    QVERIFY(S(split_mode(L("(8,4):(1,8)"), {1}, Int{3, false})).find("does not divide") != std::string::npos);
  }

  void operandKeysOfProducts() {
    // blocked_product((_2,_5):(_5,_1), (_3,_4):(_1,_3)) (CuTe docs, static as there): mode i is (A_i, B_i); the key is B's coordinate.
    const Layout a = L("(_2,_5):(_5,_1)"), b = L("(_3,_4):(_1,_3)");
    auto r = apply_operation(Operation::BlockedProduct, a, b);
    QVERIFY(r);
    const auto keys = operand_keys(Operation::BlockedProduct, a, b, *r);
    QCOMPARE(keys.size(), std::size_t(120));
    // Coordinate (row 2, col 5) = ((0,1),(0,1)) -> B coordinate (1,1) -> key 1 + 3*1.
    QCOMPARE(keys[2 + 6 * 5], std::int64_t(4));
  }
};

QTEST_MAIN(TestModeEdit)
#include "test_mode_edit.moc"
