// The algebra on Swizzle and ComposedLayout, as CuTe computes it (expected strings printed by CuTe 4.2 for
// the C++ in each comment).
#include <QTest>

#include "algebra_test_support.hpp"
#include "core/algebra/composed.hpp"

using algebra_test::layout;
using algebra_test::tiler;

namespace {
ll::ComposedLayout swizzled(int b, int m, int s, const char* l) {
  return std::get<ll::ComposedLayout>(ll::composition(ll::make_swizzle(b, m, s), layout(l)));
}
template <class T>
QString shown(const T& value) {
  return QString::fromStdString(ll::to_string(value));
}
}  // namespace

class TestAlgebraComposed : public QObject {
  Q_OBJECT
 private slots:
  void layoutWithSwizzle() {
    // composition(Layout<Shape<_8,_8>,Stride<_8,_1>>{}, Swizzle<3,0,3>{})
    QCOMPARE(shown(ll::composition(layout("(_8,_8):(_8,_1)"), ll::make_swizzle(3, 0, 3))),
             QString("Sw<3,0,-3> o _0 o (_8,_8):(_8,_1)"));
    // composition(Layout<Shape<_8,_8>,Stride<_1,_8>>{}, Swizzle<2,1,3>{})
    QCOMPARE(shown(ll::composition(layout("(_8,_8):(_1,_8)"), ll::make_swizzle(2, 1, 3))),
             QString("Sw<2,1,3> o _0 o (_8,_8):(_1,_8)"));
    // composition(Layout<Shape<_8,_8>,Stride<_8,_1>>{}, Swizzle<3,4,3>{}): the masks lie past size(L)
    QCOMPARE(shown(ll::composition(layout("(_8,_8):(_8,_1)"), ll::make_swizzle(3, 4, 3))),
             QString("Sw<3,1,3> o _0 o (_8,_8):(_8,_1)"));
    // composition(Layout<...(_8,_8):(_8,_1)>{}, composition(Swizzle<3,0,3>{}, Layout<...(_8,_8):(_1,_8)>{}))
    QCOMPARE(shown(ll::composition(layout("(_8,_8):(_8,_1)"), swizzled(3, 0, 3, "(_8,_8):(_1,_8)"))),
             QString("Sw<3,0,-3> o _0 o (_8,_8):(_8,_1)"));
  }
  void composedWithTiler() {
    // composition(composition(Swizzle<3,0,3>{}, (_8,_8):(_8,_1)), make_tile(Layout<_4,_1>{}, Layout<_2,_1>{}))
    QCOMPARE(shown(ll::composition(swizzled(3, 0, 3, "(_8,_8):(_8,_1)"), tiler("<_4:_1,_2:_1>"))),
             QString("Sw<3,0,3> o _0 o (_4,_2):(_8,_1)"));
  }
  void inversesAndComplement() {
    QCOMPARE(shown(ll::right_inverse(swizzled(3, 0, 3, "(_8,_8):(_8,_1)"))), QString("Sw<3,0,-3> o _0 o (_8,_8):(_8,_1)"));
    QCOMPARE(shown(ll::left_inverse(swizzled(3, 0, 3, "(_8,_8):(_8,_1)"))), QString("Sw<3,0,-3> o _0 o (_8,_8):(_8,_1)"));
    QCOMPARE(shown(ll::complement(swizzled(3, 0, 3, "(_4,_8):(_8,_1)"))), QString("_1:_0"));
    // right_inverse(composition(Layout<Shape<_4,_2>,Stride<_2,_1>>{}, Int<3>{}, Layout<Shape<_8>,Stride<_1>>{}))
    QCOMPARE(shown(ll::right_inverse(ll::composition(layout("(_4,_2):(_2,_1)"), ll::static_int(3), layout("(_8):(_1)")))),
             QString("_8:_1 o _-3 o (_2,_4):(_4,_1)"));
  }
  void operationsApplyToTheInnerLayout() {
    QCOMPARE(shown(ll::coalesce(swizzled(3, 0, 3, "(_8,(_2,_4)):(_8,(_1,_2))"))), QString("Sw<3,0,3> o _0 o (_8,_8):(_8,_1)"));
    QCOMPARE(shown(ll::logical_divide(swizzled(2, 0, 3, "(_8,_8):(_8,_1)"), tiler("(_2,_4)"))),
             QString("Sw<2,0,3> o _0 o ((_2,_4),(_4,_2)):((_8,_16),(_1,_4))"));
    QCOMPARE(shown(ll::blocked_product(swizzled(2, 0, 3, "(_8,_8):(_8,_1)"), layout("(_2,_2)"))),
             QString("Sw<2,0,3> o _0 o ((_8,_2),(_8,_2)):((_8,_64),(_1,_128))"));
  }
  void nestedComposedLayouts() {
    // composition(composition(Swizzle<2,0,3>{}, (_8,_8):(_1,_8)), composition(Swizzle<2,0,3>{}, (_8,_8):(_8,_1)))
    const ll::ComposedLayout sw_col = swizzled(2, 0, 3, "(_8,_8):(_1,_8)");
    const ll::AnyLayout nested = ll::composition(sw_col, swizzled(2, 0, 3, "(_8,_8):(_8,_1)"));
    QCOMPARE(shown(nested), QString("Sw<2,0,3> o _0 o Sw<2,0,3> o _0 o (_8,_8):(_8,_1)"));
    const auto& n = std::get<ll::ComposedLayout>(nested);
    QCOMPARE(ll::crd2idx(ll::IntTuple(ll::dynamic_int(5)), n).value, 40);
    QCOMPARE(ll::crd2idx(ll::IntTuple(ll::dynamic_int(13)), n).value, 41);
    QCOMPARE(shown(ll::size(n)), QString("_64"));
    // CuTe drops Swizzle<0,M,S> o _0 only in front of a plain Layout
    QCOMPARE(shown(ll::composition(ll::ComposedOuter(ll::make_swizzle(0, 0, 2)), ll::static_int(0), ll::AnyLayout(sw_col))),
             QString("Sw<0,0,2> o _0 o Sw<2,0,3> o _0 o (_8,_8):(_1,_8)"));
    // every level recast; operations reach the innermost layout and recompose level by level
    QCOMPARE(shown(ll::upcast(n, 2)), QString("Sw<1,0,3> o _0 o Sw<1,0,3> o _0 o (_8,_4):(_4,_1)"));
    QCOMPARE(shown(ll::logical_divide(n, tiler("<_4>"))),
             QString("Sw<2,0,3> o _0 o Sw<2,0,3> o _0 o ((_4,_2),_8):((_8,_32),_1)"));
    QCOMPARE(shown(ll::coalesce(n)), QString("Sw<2,0,3> o _0 o Sw<2,0,3> o _0 o (_8,_8):(_8,_1)"));
    QCOMPARE(shown(ll::composition(layout("(_8,_8):(_1,_8)"), n)), shown(nested));
    // inverses: composition(inverse(layout_b), swizzle), level by level (CuTe 4.2)
    QCOMPARE(shown(ll::left_inverse(n)), QString("Sw<2,0,-3> o _0 o Sw<2,0,-3> o _0 o (_8,_8):(_8,_1)"));
    QCOMPARE(shown(ll::right_inverse(n)), QString("Sw<2,0,-3> o _0 o Sw<2,0,-3> o _0 o (_8,_8):(_8,_1)"));
    const auto m = std::get<ll::ComposedLayout>(ll::composition(ll::ComposedOuter(ll::make_swizzle(1, 1, 2)), ll::static_int(0),
                                                                ll::AnyLayout(swizzled(2, 0, 3, "(_8,_8):(_8,_1)"))));
    QCOMPARE(shown(ll::left_inverse(m)), QString("Sw<2,0,-3> o _0 o Sw<1,0,-4> o _0 o (_8,_8):(_8,_1)"));
    QCOMPARE(shown(ll::right_inverse(m)), QString("Sw<2,0,-3> o _0 o Sw<1,0,-4> o _0 o (_8,_8):(_8,_1)"));
    // CuTe does not compile a slice of a nested ComposedLayout at a coordinate either
    QVERIFY_THROWS_EXCEPTION(ll::CuteError, ll::slice(ll::IntTuple{ll::Underscore{}, ll::static_int(3)}, n));
    // composition(Layout<_4,_2>{}, 3, composition(Swizzle<2,0,3>{}, (_8,_8):(_1,_8)))
    const ll::AnyLayout offset_outer = ll::composition(ll::ComposedOuter(layout("_4:_2")), ll::dynamic_int(3), ll::AnyLayout(sw_col));
    QCOMPARE(shown(offset_outer), QString("_4:_2 o 3 o Sw<2,0,3> o _0 o (_8,_8):(_1,_8)"));
    QCOMPARE(ll::crd2idx(ll::IntTuple(ll::dynamic_int(7)), std::get<ll::ComposedLayout>(offset_outer)).value, 20);
  }
  void nonZeroOffsetIsAnError() {
    auto c = ll::composition(layout("(_4,_2):(_2,_1)"), ll::static_int(3), layout("(_8):(_1)"));
    QVERIFY_THROWS_EXCEPTION(ll::CuteError, ll::composition(layout("_8:_1"), c));  // CuTe: "Require offset == 0."
  }
};

QTEST_MAIN(TestAlgebraComposed)
#include "test_algebra_composed.moc"
