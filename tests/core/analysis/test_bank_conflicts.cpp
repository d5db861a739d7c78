// Shared-memory bank conflicts on cases with known answers: 32 banks x 4 bytes, ldmatrix serves one
// 8x8 matrix (8 rows of 16 bytes) per phase, 128-bit accesses a quarter warp per phase.
#include <QTest>

#include "core/analysis/bank_conflicts.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/swizzle.hpp"
#include "core/tiled/tiled_copy.hpp"

namespace {
ll::Layout L(const char* text) { return *ll::parse_layout(text); }
ll::IntTuple shape(std::int64_t r, std::int64_t c) { return ll::IntTuple{ll::static_int(r), ll::static_int(c)}; }
// A 16 x 64 fp16 tile, K-major: every row is 128 bytes, so every row starts in bank 0.
ll::Layout kMajor64() { return L("(_16,_64):(_64,_1)"); }
ll::SmemLayout swizzled(const ll::Layout& l, int b, int m, int s) {
  auto any = ll::composition(ll::make_swizzle(b, m, s), l);
  return std::get<ll::ComposedLayout>(any);
}
}  // namespace

class TestBankConflicts : public QObject {
  Q_OBJECT
 private slots:
  void ldmatrixOnUnswizzledKMajorTileIsEightWay() {
    auto access = ll::ldmatrix_access(4, false, 16, shape(16, 64));
    QVERIFY(access.ok());
    auto r = ll::bank_conflicts(kMajor64(), 16, *access);
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
    QCOMPARE(r->phases.size(), std::size_t(4));
    QCOMPARE(r->conflict_degree, std::int64_t(8));
    QCOMPARE(r->wavefronts, std::int64_t(32));       // 4 matrices x 8 wavefronts
    QCOMPARE(r->ideal_wavefronts, std::int64_t(4));  // 4 x 128 bytes
    QCOMPARE(r->phases[0].words_per_bank[0], std::int64_t(8));
    QCOMPARE(r->phases[0].words_per_bank[4], std::int64_t(0));
  }
  void swizzle333MakesItConflictFree() {
    auto access = ll::ldmatrix_access(4, false, 16, shape(16, 64));
    auto r = ll::bank_conflicts(swizzled(kMajor64(), 3, 3, 3), 16, *access);
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
    QCOMPARE(r->conflict_degree, std::int64_t(1));
    QCOMPARE(r->wavefronts, std::int64_t(4));
    for (auto d : r->degree_per_bank) QCOMPARE(d, std::int64_t(1));
  }
  void smallerSwizzlesHalveTheConflict() {
    // Swizzle<1,3,3> spreads the 8 rows over 2 chunks of 16 bytes (4-way), Swizzle<2,3,3> over 4 (2-way).
    auto access = *ll::ldmatrix_access(1, false, 16, shape(16, 64));
    QCOMPARE(ll::bank_conflicts(swizzled(kMajor64(), 1, 3, 3), 16, access)->conflict_degree, std::int64_t(4));
    QCOMPARE(ll::bank_conflicts(swizzled(kMajor64(), 2, 3, 3), 16, access)->conflict_degree, std::int64_t(2));
  }
  void ldmatrixTransOnMnMajorTile() {
    // .trans reads 16-byte rows running along M: an M-major (64 x 16) tile has the same 8-way problem.
    auto access = ll::ldmatrix_access(4, true, 16, shape(64, 16));
    QVERIFY(access.ok());
    auto plain = ll::bank_conflicts(L("(_64,_16):(_1,_64)"), 16, *access);
    QCOMPARE(plain->conflict_degree, std::int64_t(8));
    auto sw = ll::bank_conflicts(swizzled(L("(_64,_16):(_1,_64)"), 3, 3, 3), 16, *access);
    QCOMPARE(sw->conflict_degree, std::int64_t(1));
  }
  void rowOf128BitStoresIsConflictFree() {
    // 8 threads x 16 bytes along one 128-byte row per phase.
    auto thread_tv = L("((_8,_4),_8):((_512,_1),_64)");  // thread (i,j) -> row j, column 8i + value
    auto access = ll::vector_access(ll::SmemAccessKind::StoreShared, 128, 16, thread_tv);
    QVERIFY2(access.ok(), access.ok() ? "" : access.error().c_str());
    QCOMPARE(access->phases.size(), std::size_t(4));
    auto r = ll::bank_conflicts(L("(_64,_64):(_64,_1)"), 16, *access);
    QVERIFY(r.ok());
    QCOMPARE(r->conflict_degree, std::int64_t(1));
    QCOMPARE(r->wavefronts, std::int64_t(4));
  }
  void columnOf32BitLoadsIs32Way() {
    // 32 threads read column 0 of a row-major 32 x 32 float tile: all in bank 0.
    auto access = ll::vector_access(ll::SmemAccessKind::LoadShared, 32, 32, L("(_32,_1):(_1,_0)"));
    QVERIFY(access.ok());
    auto r = ll::bank_conflicts(L("(_32,_32):(_32,_1)"), 32, *access);
    QCOMPARE(r->phases.size(), std::size_t(1));
    QCOMPARE(r->conflict_degree, std::int64_t(32));
    // Padding each row by one float ((_32,_32):(_33,_1)) is the classic fix.
    auto padded = ll::bank_conflicts(L("(_32,_32):(_33,_1)"), 32, *access);
    QCOMPARE(padded->conflict_degree, std::int64_t(1));
  }
  void broadcastIsNotAConflict() {
    auto access = ll::vector_access(ll::SmemAccessKind::LoadShared, 32, 32, L("(_32,_1):(_0,_0)"));
    auto r = ll::bank_conflicts(L("(_32,_32):(_32,_1)"), 32, *access);
    QCOMPARE(r->conflict_degree, std::int64_t(1));
  }
  void tiledCopyLdmatrixAccessMatchesTheHandWrittenOne() {
    // make_tiled_copy_A's ldmatrix on an unswizzled K-major tile: the same 8-way conflict.
    auto mma = *ll::attempt([&] { return ll::make_tiled_mma(*ll::make_mma_atom("SM80_16x8x16_F16F16F16F16_TN"), L("(_1,_1,_1):(_0,_0,_0)")); });
    auto copy = *ll::attempt([&] { return ll::make_tiled_copy_A(*ll::make_copy_atom("SM75_U32x4_LDSM_N", "half_t"), mma); });
    auto access = ll::tiled_copy_access(copy, true);
    QVERIFY2(access.ok(), access.ok() ? "" : access.error().c_str());
    QCOMPARE(access->phases.size(), std::size_t(4));
    auto plain = ll::bank_conflicts(L("(_16,_16):(_64,_1)"), 16, *access);
    QVERIFY2(plain.ok(), plain.ok() ? "" : plain.error().c_str());
    QCOMPARE(plain->conflict_degree, std::int64_t(8));
    QCOMPARE(ll::bank_conflicts(swizzled(L("(_16,_16):(_64,_1)"), 3, 3, 3), 16, *access)->conflict_degree, std::int64_t(1));
  }
  void gmmaCoreMatricesNeedTheSwizzleOfARowMajorTile() {
    // a 64 x 64 fp16 K-major tile: one K-block (16 halves) is 8 x 2 core matrices of 8 rows x 16 bytes
    auto access = ll::gmma_core_matrix_access(true, 16, shape(64, 64));
    QVERIFY2(access.ok(), access.ok() ? "" : access.error().c_str());
    QCOMPARE(access->phases.size(), std::size_t(16));
    const ll::Layout rows128 = L("(_64,_64):(_64,_1)");  // rows of 128 bytes: a core matrix's 8 rows share 4 banks
    auto plain = ll::bank_conflicts(rows128, 16, *access);
    QVERIFY(plain.ok());
    QCOMPARE(plain->conflict_degree, std::int64_t(8));
    auto sw128 = ll::bank_conflicts(swizzled(rows128, 3, 3, 3), 16, *access);  // GMMA's SW128 on fp16 elements
    QVERIFY(sw128.ok());
    QCOMPARE(sw128->conflict_degree, std::int64_t(1));
    QCOMPARE(sw128->wavefronts, std::int64_t(16));
    // GMMA's interleaved atom (8 x 8 halves, 16-byte rows back to back) needs no swizzle
    auto inter = ll::bank_conflicts(L("((_8,_8),(_8,_8)):((_8,_512),(_1,_64))"), 16, *access);
    QVERIFY2(inter.ok(), inter.ok() ? "" : inter.error().c_str());
    QCOMPARE(inter->conflict_degree, std::int64_t(1));
  }
  void tmaWritesOfWholeRowsAreConflictFree() {
    auto access = ll::tma_write_access(true, 16, shape(64, 64));
    QVERIFY(access.ok());
    QCOMPARE(access->phases.size(), std::size_t(32));  // capped: the first 32 requests of 128 bytes
    auto r = ll::bank_conflicts(swizzled(L("(_64,_64):(_64,_1)"), 3, 3, 3), 16, *access);
    QVERIFY(r.ok());
    QCOMPARE(r->conflict_degree, std::int64_t(1));
    QVERIFY(!ll::tma_write_access(true, 16, shape(64, 4)).ok());  // 8-byte rows are not 16-byte chunks
  }
  void errorsNameTheProblem() {
    QVERIFY(!ll::ldmatrix_access(3, false, 16, shape(16, 64)).ok());
    QVERIFY(QString::fromStdString(ll::ldmatrix_access(4, false, 16, shape(8, 64)).error()).contains("outside"));
    auto access = *ll::ldmatrix_access(4, false, 16, shape(16, 64));
    QVERIFY(!ll::bank_conflicts(L("(_8,_8):(_8,_1)"), 16, access).ok());
  }
};

QTEST_MAIN(TestBankConflicts)
#include "test_bank_conflicts.moc"
