// Global-memory coalescing on copies whose sectors can be counted by hand: a warp-wide instruction costs the
// distinct 32-byte sectors its 32 threads touch; the minimum is the bytes it moves over 32.
#include <QTest>

#include "core/analysis/coalescing.hpp"
#include "core/layout/parse.hpp"

namespace {
ll::Layout L(const char* text) { return *ll::parse_layout(text); }
ll::Copy_Atom atom(const char* op, const char* type) { return *ll::make_copy_atom(op, type); }
ll::Tensor gmem(int bits, std::int64_t address, const char* layout) {
  return ll::make_tensor(ll::make_tensor_pointer(ll::TensorMemory::Global, bits, address), L(layout));
}
// 16x8 threads, K-major, 8 half_t values each along K: one 128-bit load per thread and instruction.
ll::TiledCopy halfVector128() {
  return ll::make_tiled_copy(atom("UniversalCopy<uint128_t>", "half_t"), L("(_16,_8):(_8,_1)"), L("(_1,_8):(_0,_1)"));
}
// gemm_simple's copy: 32x8 threads (M fastest), one float each.
ll::TiledCopy floatScalar() {
  return ll::make_tiled_copy(atom("UniversalCopy<float>", "float"), L("(_32,_8):(_1,_32)"), L("(_1,_1):(_0,_0)"));
}
}  // namespace

class TestCoalescing : public QObject {
  Q_OBJECT
 private slots:
  void rowMajor128BitLoadsTakeTheMinimum() {
    // Each warp covers 4 rows x 64 halves = 4 x 128 contiguous bytes: 16 sectors, 4 lines.
    auto r = ll::global_coalescing(halfVector128(), 'S', gmem(16, 0x1000, "(128,64):(64,_1)"));
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
    QCOMPARE(r->threads, std::int64_t(128));
    QCOMPARE(r->warps, std::int64_t(4));
    QCOMPARE(r->instructions, std::int64_t(8));  // (128/16) x (64/64) tiles, one atom call each
    QCOMPARE(r->vector_bits, 128);
    QCOMPARE(r->widest_vector_bits, 128);
    QCOMPARE(r->issues.size(), std::size_t(32));
    for (const ll::WarpIssue& i : r->issues) {
      QCOMPARE(i.bytes, std::int64_t(512));
      QCOMPARE(i.sectors, std::int64_t(16));
      QCOMPARE(i.min_sectors, std::int64_t(16));
      QCOMPARE(i.lines, std::int64_t(4));
    }
    QCOMPARE(r->sectors, r->min_sectors);
  }
  void scalarLoadsAlongTheStridedModeTouchASectorEach() {
    // Column-major (M contiguous): a warp's 32 floats are 128 contiguous bytes.
    auto col = ll::global_coalescing(floatScalar(), 'S', gmem(32, 0, "(128,8):(_1,128)"));
    QVERIFY2(col.ok(), col.ok() ? "" : col.error().c_str());
    QCOMPARE(col->issues[0].sectors, std::int64_t(4));
    QCOMPARE(col->issues[0].lines, std::int64_t(1));
    QCOMPARE(col->sectors, std::int64_t(8 * 4 * 4));
    // Row-major (K contiguous, 8 floats = 32 bytes a row): the warp's 32 rows are 32 sectors in 8 lines.
    auto row = ll::global_coalescing(floatScalar(), 'S', gmem(32, 0, "(128,8):(8,_1)"));
    QVERIFY2(row.ok(), row.ok() ? "" : row.error().c_str());
    QCOMPARE(row->issues[0].sectors, std::int64_t(32));
    QCOMPARE(row->issues[0].min_sectors, std::int64_t(4));
    QCOMPARE(row->issues[0].lines, std::int64_t(8));
    QCOMPARE(row->widest_vector_bits, 32);
  }
  void eachElementIsMovedByTheIssueOfItsThreadsWarp() {
    // Thread t holds (t % 32, t / 32) of each 32x8 tile: element (m,k) is warp k's instruction m / 32.
    auto r = ll::global_coalescing(floatScalar(), 'S', gmem(32, 0, "(128,8):(_1,128)"));
    QVERIFY(r.ok());
    QCOMPARE(r->element_issue.size(), std::size_t(1024));
    QCOMPARE(r->element_issue[37 + 128 * 5], std::int64_t(5 * 4 + 1));
    for (std::int64_t issue : r->element_issue) QVERIFY(issue >= 0);
  }
  void broadcastElementsShareTheirSector() {
    // Stride 0 along M: the warp's 32 threads read one float.
    auto r = ll::global_coalescing(floatScalar(), 'S', gmem(32, 0, "(128,8):(_0,_1)"));
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
    QCOMPARE(r->issues[0].bytes, std::int64_t(4));
    QCOMPARE(r->issues[0].sectors, std::int64_t(1));
    QCOMPARE(r->issues[0].min_sectors, std::int64_t(1));
  }
  void aDestinationSideIsAStore() {
    auto r = ll::global_coalescing(halfVector128(), 'D', gmem(16, 0, "(128,64):(64,_1)"));
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
    QCOMPARE(r->sectors, r->min_sectors);
  }
  void aVectorAcrossTheStridedModeIsRefused() {
    auto r = ll::global_coalescing(halfVector128(), 'S', gmem(16, 0, "(128,64):(_1,128)"));
    QVERIFY(!r.ok());
    QVERIFY2(r.error().find("not contiguous") != std::string::npos, r.error().c_str());
    QVERIFY2(r.error().find("16 bits") != std::string::npos, r.error().c_str());
  }
  void aMisalignedVectorIsRefused() {
    auto r = ll::global_coalescing(halfVector128(), 'S', gmem(16, 0x1008, "(128,64):(64,_1)"));
    QVERIFY(!r.ok());
    QVERIFY2(r.error().find("16-byte boundary") != std::string::npos, r.error().c_str());
    QVERIFY2(r.error().find("64 bits") != std::string::npos, r.error().c_str());  // 0x1008 is 8-byte aligned
  }
  void wrongTensorsAreRefusedByName() {
    const ll::Tensor smem = ll::make_tensor(ll::make_tensor_pointer(ll::TensorMemory::Shared, 16, 0), L("(128,64):(64,_1)"));
    auto shared = ll::global_coalescing(halfVector128(), 'S', smem);
    QVERIFY(!shared.ok());
    QVERIFY(shared.error().find("shared memory") != std::string::npos);
    auto width = ll::global_coalescing(halfVector128(), 'S', gmem(32, 0, "(128,64):(64,_1)"));
    QVERIFY(!width.ok());
    QVERIFY2(width.error().find("32-bit elements") != std::string::npos, width.error().c_str());
    auto coordinates = ll::global_coalescing(halfVector128(), 'S', ll::make_identity_tensor(L("(128,64):(_1,128)").shape));
    QVERIFY(!coordinates.ok());
    auto huge = ll::global_coalescing(halfVector128(), 'S', gmem(16, 0, "(65536,128):(128,_1)"));
    QVERIFY(!huge.ok());
    QVERIFY2(huge.error().find("local_tile") != std::string::npos, huge.error().c_str());
  }
  void theSummaryNamesTheEfficiency() {
    auto r = ll::global_coalescing(floatScalar(), 'S', gmem(32, 0, "(128,8):(8,_1)"));
    QVERIFY(r.ok());
    const std::string text = ll::to_string(*r);
    QVERIFY2(text.find("efficiency 12%") != std::string::npos, text.c_str());
    QVERIFY2(text.find("warp 7 sectors: 32 32 32 32") != std::string::npos, text.c_str());
  }
};

QTEST_APPLESS_MAIN(TestCoalescing)
#include "test_coalescing.moc"
