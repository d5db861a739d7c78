// Copy atoms: CuTe's traits recast to the value type, printed as CuTe prints them.
#include <QTest>

#include "core/atoms/copy_atom.hpp"
#include "core/layout/print.hpp"

class TestCopyAtom : public QObject {
  Q_OBJECT
 private slots:
  void ldmatrixX4OfHalf() {
    // Text printed by CuTe 4.2's print(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}).
    auto a = ll::make_copy_atom("SM75_U32x4_LDSM_N", "half_t");
    QVERIFY(a.ok());
    QCOMPARE(QString::fromStdString(ll::to_string(*a)),
             QString("Copy_Atom\n"
                     "  ThrID:        _32:_1\n"
                     "  ValLayoutSrc: (_32,_8):(_8,_1)\n"
                     "  ValLayoutDst: (_32,(_2,_4)):(_2,(_1,_64))\n"
                     "  ValLayoutRef: (_32,(_2,_4)):(_2,(_1,_64))\n"
                     "  ValueType:    16b"));
  }
  void stmatrixSwapsSourceAndDestination() {
    auto ld = ll::make_copy_atom("SM75_U32x2_LDSM_N", "half_t");
    auto st = ll::make_copy_atom("SM90_U32x2_STSM_N", "half_t");
    QVERIFY(ld.ok() && st.ok());
    QCOMPARE(st->val_layout_src, ld->val_layout_dst);
    QCOMPARE(st->val_layout_dst, ld->val_layout_src);
    QCOMPARE(st->kind, ll::CopyKind::Stsm);
  }
  void universalAndCpAsync() {
    auto u = ll::make_copy_atom("UniversalCopy<uint128_t>", "half_t");
    QVERIFY(u.ok());
    QCOMPARE(QString::fromStdString(ll::to_string(u->val_layout_src)), QString("(_1,_8):(_0,_1)"));
    auto cp = ll::make_copy_atom("SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>", "float");
    QVERIFY(cp.ok());
    QCOMPARE(cp->kind, ll::CopyKind::CpAsync);
    QVERIFY(!ll::make_copy_atom("SM80_CP_ASYNC_CACHEALWAYS<uint16_t>", "half_t").ok());  // 4, 8 or 16 bytes only
  }
  void rejectsUnknownOperationsAndTypes() {
    QVERIFY(!ll::make_copy_atom("SM75_U32x4_LDSM_N", "nosuchtype").ok());
    QVERIFY(QString::fromStdString(ll::make_copy_atom("SM90_TMA_LOAD", "half_t").error()).contains("TMA"));
  }
};

QTEST_MAIN(TestCopyAtom)
#include "test_copy_atom.moc"
