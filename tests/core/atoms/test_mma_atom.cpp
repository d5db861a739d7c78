// The MMA catalog: CuTe's names, layouts and printing (every entry is also checked against real CuTe by
// tests/core/atoms_differential); here the invariants every atom satisfies and the lookup rules.
#include <QTest>

#include <set>

#include "core/atoms/mma_atom.hpp"
#include "core/layout/print.hpp"

class TestMmaAtom : public QObject {
  Q_OBJECT
 private slots:
  void printsCuteSixLines() {
    // Text printed by CuTe 4.2's print(MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{}).
    auto atom = ll::make_mma_atom("SM80_16x8x16_F32F16F16F32_TN");
    QVERIFY2(atom.ok(), atom.ok() ? "" : atom.error().c_str());
    QCOMPARE(QString::fromStdString(ll::to_string(*atom)),
             QString("MMA_Atom\n"
                     "  ThrID:      _32:_1\n"
                     "  Shape_MNK:  (_16,_8,_16)\n"
                     "  LayoutA_TV: ((_4,_8),(_2,_2,_2)):((_32,_1),(_16,_8,_128))\n"
                     "  LayoutB_TV: ((_4,_8),(_2,_2)):((_16,_1),(_8,_64))\n"
                     "  LayoutC_TV: ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))"));
    QCOMPARE(QString::fromStdString(atom->val_type_a), QString("half_t"));
    QCOMPARE(QString::fromStdString(atom->val_type_c), QString("float"));
  }
  void catalogCoversEveryFamily() {
    const auto& cat = ll::mma_catalog();
    std::set<std::string> arch;
    std::set<std::string> names;
    for (const auto& a : cat) {
      arch.insert(a.arch);
      QVERIFY2(names.insert(a.name).second, a.name.c_str());
    }
    for (const char* a : {"SM61", "SM70", "SM75", "SM80", "SM89", "SM90", "SM100"}) QVERIFY2(arch.count(a), a);
    // GMMA: 16-bit types x 32 N x (4 SS + 2 RS majorness), TF32 and FP8 x 32 N x 2, integers x 18 N x 4.
    std::size_t gmma = 0;
    for (const auto& a : cat) gmma += a.name.rfind("SM90_64x", 0) == 0;
    QCOMPARE(gmma, std::size_t(3 * 32 * 6 + 32 * 2 + 8 * 32 * 2 + 4 * 18 * 4));
  }
  void everyCLayoutCoversItsTileOnce() {
    // LayoutC_TV maps (thread, value) onto the M x N accumulator tile, each element exactly once.
    for (const auto& a : ll::mma_catalog()) {
      if (a.view_only) continue;
      std::int64_t m = ll::size(a.shape_mnk[0]).value, n = ll::size(a.shape_mnk[1]).value;
      QCOMPARE(ll::size(a.layout_c_tv, {0}).value, ll::size(a.thr_id).value);
      std::vector<int> hits(static_cast<std::size_t>(m * n), 0);
      for (std::int64_t i = 0; i < ll::size(a.layout_c_tv).value; ++i) {
        std::int64_t idx = ll::evaluate(a.layout_c_tv, i);
        QVERIFY2(idx >= 0 && idx < m * n, a.name.c_str());
        ++hits[static_cast<std::size_t>(idx)];
      }
      for (int h : hits) QVERIFY2(h == 1, a.name.c_str());
    }
  }
  void gmmaNamesKeepTemplateArguments() {
    auto a = ll::make_mma_atom("SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::MN>");
    QVERIFY(a.ok());
    QCOMPARE(QString::fromStdString(a->name), QString("SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::MN>"));
    QCOMPARE(QString::fromStdString(ll::to_string(a->layout_c_tv)), QString("((_4,_8,_4),(_2,_2,_8)):((_128,_1,_16),(_64,_8,_512))"));
    // Spaces and the GMMA:: qualifier are optional; alias templates may omit `<>`.
    QVERIFY(ll::make_mma_atom("SM90_64x64x16_F16F16F16_SS< Major::K , Major::MN >").ok());
    QVERIFY(ll::make_mma_atom("SM90_64x8x8_F32TF32TF32_SS_TN").ok());
    QVERIFY(ll::make_mma_atom("SM90_64x8x8_F32TF32TF32_SS_TN<>").ok());
  }
  void rejectsWhatCuteRejects() {
    auto rs = ll::make_mma_atom("SM90_64x64x16_F16F16F16_RS<GMMA::Major::MN,GMMA::Major::K>");
    QVERIFY(!rs.ok());  // register A must be K-major (CuTe static_assert)
    QVERIFY(QString::fromStdString(rs.error()).contains("template arguments"));
    QVERIFY(!ll::make_mma_atom("SM90_64x12x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>").ok());
    QVERIFY(QString::fromStdString(ll::make_mma_atom("SM80_16x8x17_F32F16F16F32_TN").error()).contains("unknown MMA operation"));
  }
  void ummaIsBuiltFromItsTemplateArguments() {
    auto a = ll::make_mma_atom("SM100_MMA_F16BF16_SS<half_t,half_t,float,128,48,UMMA::Major::K,UMMA::Major::K>");
    QVERIFY2(a.ok(), a.ok() ? "" : a.error().c_str());
    QVERIFY(a->view_only);
    QCOMPARE(QString::fromStdString(ll::to_string(a->shape_mnk)), QString("(_128,_48,_16)"));
    QVERIFY(!ll::make_mma_atom("SM100_MMA_F16BF16_SS<half_t,half_t,float,96,48,UMMA::Major::K,UMMA::Major::K>").ok());
  }
};

QTEST_MAIN(TestMmaAtom)
#include "test_mma_atom.moc"
