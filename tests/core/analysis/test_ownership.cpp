// Ownership of TV layouts: all owners of replicated elements, unowned elements, the MN -> TV inverse,
// and the copy <-> MMA pairing and vectorisation built on them.
#include <QTest>

#include "core/analysis/ownership.hpp"
#include "core/analysis/pairing.hpp"
#include "core/analysis/vectorize.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"

namespace {
ll::Layout L(const char* text) { return *ll::parse_layout(text); }
ll::IntTuple shape(std::int64_t r, std::int64_t c) { return ll::IntTuple{ll::static_int(r), ll::static_int(c)}; }
}  // namespace

class TestOwnership : public QObject {
  Q_OBJECT
 private slots:
  void sm80AccumulatorIsABijection() {
    auto mma = *ll::attempt([&] { return ll::make_tiled_mma(*ll::make_mma_atom("SM80_16x8x16_F32F16F16F32_TN"), L("(_2,_2,_1):(_1,_2,_0)")); });
    auto own = ll::ownership(mma, 'C');
    QVERIFY(own.ok());
    QCOMPARE(own->rows, std::int64_t(32));
    QCOMPARE(own->cols, std::int64_t(16));
    QVERIFY(own->injective);
    QVERIFY(own->unowned.empty());
    // Thread 0 value 0 owns (0,0); value 1 its right neighbour (0,1) (LayoutC_TV value stride 16 = one column).
    QCOMPARE(own->at(0, 0).size(), std::size_t(1));
    QCOMPARE(own->at(0, 0)[0], (ll::ThrVal{0, 0}));
    QCOMPARE(own->at(0, 1)[0], (ll::ThrVal{0, 1}));
  }
  void replicatedElementsListEveryOwner() {
    // SM80 A is shared by the two N-atoms: each A element has two owners (threads t and t+64).
    auto mma = *ll::attempt([&] { return ll::make_tiled_mma(*ll::make_mma_atom("SM80_16x8x16_F32F16F16F32_TN"), L("(_2,_2,_1):(_1,_2,_0)")); });
    auto own = ll::ownership(mma, 'A');
    QVERIFY(own.ok());
    QVERIFY(!own->injective);
    QCOMPARE(own->max_owners, std::int64_t(2));
    QCOMPARE(own->at(0, 0).size(), std::size_t(2));
    QCOMPARE(own->at(0, 0)[1].thread - own->at(0, 0)[0].thread, std::int64_t(64));
    // GMMA SS: all 128 threads "own" every element of B through the smem descriptor.
    auto gmma = *ll::attempt([&] { return ll::make_tiled_mma(*ll::make_mma_atom("SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>")); });
    QCOMPARE(ll::ownership(gmma, 'B')->max_owners, std::int64_t(128));
  }
  void unownedElementsAreListed() {
    auto own = ll::ownership(L("(_4,_2):(_2,_1)"), shape(4, 4));
    QVERIFY(own.ok());
    QCOMPARE(own->unowned.size(), std::size_t(8));
    QVERIFY(own->outside.empty());
    auto outside = ll::ownership(L("(_4,_2):(_4,_1)"), shape(4, 2));
    QCOMPARE(outside->outside.size(), std::size_t(4));
  }
  void inverseRoundTrips() {
    auto tv = L("((_4,_8),(_2,_2)):((_32,_1),(_16,_8))");  // SM80 16x8 C
    auto inv = ll::mn_to_tv(tv, shape(16, 8));
    QVERIFY2(inv.ok(), inv.ok() ? "" : inv.error().c_str());
    for (std::int64_t i = 0; i < 128; ++i) QCOMPARE(ll::evaluate(*inv, ll::evaluate(tv, i)), i);
    auto bad = ll::mn_to_tv(L("(_4,_2):(_1,_0)"), shape(4, 1));
    QVERIFY(!bad.ok());
    QVERIFY(QString::fromStdString(bad.error()).contains("2 owners"));
  }
  void ldmatrixCopyPairsWithTheMmaFragment() {
    auto mma = *ll::attempt([&] { return ll::make_tiled_mma(*ll::make_mma_atom("SM80_16x8x16_F16F16F16F16_TN"), L("(_2,_2,_1):(_1,_2,_0)")); });
    auto copy = *ll::attempt([&] { return ll::make_tiled_copy_A(*ll::make_copy_atom("SM75_U32x4_LDSM_N", "half_t"), mma); });
    auto p = ll::pairing(copy, mma, 'A');
    QVERIFY2(p.ok(), p.ok() ? "" : p.error().c_str());
    QCOMPARE(p->threads, std::int64_t(128));
    QCOMPARE(p->mismatched_threads, std::int64_t(0));
  }
  void rowMajorCopyDoesNotPair() {
    // A plain 128-thread copy of the same 32 x 16 tile gives each thread a row segment, not its fragment.
    auto mma = *ll::attempt([&] { return ll::make_tiled_mma(*ll::make_mma_atom("SM80_16x8x16_F16F16F16F16_TN"), L("(_2,_2,_1):(_1,_2,_0)")); });
    auto copy = *ll::attempt([&] { return ll::make_tiled_copy(*ll::make_copy_atom("UniversalCopy<uint64_t>", "half_t"), L("(_32,_4):(_4,_1)"), L("(_1,_4):(_0,_1)")); });
    auto p = ll::pairing(copy, mma, 'A');
    QVERIFY2(p.ok(), p.ok() ? "" : p.error().c_str());
    QVERIFY(p->mismatched_threads > 0);
    QVERIFY(!p->per_thread[1].missing.empty());
  }
  void vectorisationInBits() {
    auto v = ll::max_vectorization(L("(_8,_64):(_64,_1)"), L("(_8,_64):(_64,_1)"), 16);
    QVERIFY(v.ok());
    QCOMPARE(v->common_elements, std::int64_t(512));
    QCOMPARE(v->instruction_bits, std::int64_t(128));
    auto transposed = ll::max_vectorization(L("(_8,_64):(_64,_1)"), L("(_8,_64):(_1,_8)"), 16);
    QCOMPARE(transposed->common_elements, std::int64_t(1));
    QCOMPARE(transposed->instruction_bits, std::int64_t(16));
  }
};

QTEST_MAIN(TestOwnership)
#include "test_ownership.moc"
