// The pictures of Hopper's TMA copies and Blackwell's tensor memory. TMA (core/scene/tma_scene.hpp): which instruction
// and which CTA of a multicast moves each element of the CTA tile, and where a GMMA swizzle puts it in shared memory.
// TMEM (core/scene/tmem_scene.hpp): which lane and column holds each element of a UMMA accumulator and which epilogue
// thread's tcgen05.ld reads it. (The prints themselves are compared with CuTe's by core_tma_differential and
// core_umma_differential.)
#include <QTest>

#include "core/atoms/gmma_smem.hpp"
#include "core/algebra/product.hpp"
#include "core/atoms/mma_atom.hpp"
#include "core/scene/tma_scene.hpp"
#include "core/scene/tmem_scene.hpp"
#include "core/tensor/tensor.hpp"

using namespace ll;

namespace {

IntTuple shape2(std::int64_t a, std::int64_t b) { return IntTuple{static_int(a), static_int(b)}; }

// A row-major (K-major) global tensor of `bits`-bit elements, make_tensor(make_gmem_ptr<T>(0), (rows,cols):(cols,_1)).
Tensor gmem_k_major(const std::string& type, int bits, std::int64_t rows, std::int64_t cols) {
  TensorPointer p = make_tensor_pointer(TensorMemory::Global, bits, 0);
  p.element_type = type;
  return make_tensor(p, Layout{IntTuple{dynamic_int(rows), dynamic_int(cols)}, IntTuple{dynamic_int(cols), static_int(1)}});
}

AnyLayout gmma_tile(GmmaSwizzle swizzle, int bits, std::int64_t rows, std::int64_t cols) {
  const ComposedLayout atom = *gmma_smem_layout_atom(GmmaMajor::K, swizzle, bits);
  return recompose(atom, tile_to_shape(atom.layout_b, shape2(rows, cols)));
}

const TmaTileCell& at(const TmaScene& s, std::int64_t r, std::int64_t c) { return s.tile[std::size_t(r * s.cols + c)]; }

}  // namespace

class TestHopperBlackwellScenes : public QObject {
  Q_OBJECT
 private slots:
  void oneBoxCoversTheSm90MainloopsTile() {
    const AnyLayout smem = gmma_tile(GmmaSwizzle::B128, 16, 128, 64);
    const TmaCopy tma = make_tma_copy("SM90_TMA_LOAD", gmem_k_major("half_t", 16, 4096, 4096), smem, static_int(1));
    QCOMPARE(tma.descriptor.box_dim, (std::vector<std::uint32_t>{64, 128}));
    auto scene = make_tma_scene(tma, smem, 16);
    QVERIFY2(scene.ok(), scene.ok() ? "" : scene.error().c_str());
    QCOMPARE(scene->rows, 128);
    QCOMPARE(scene->cols, 64);
    QCOMPARE(scene->instructions, 1);
    QCOMPARE(scene->box_elements, 8192);
    // row 1 starts at byte 128; Sw<3,4,3> XORs its bits 7..9 (1) into bits 4..6: chunk 0 lands at byte 144
    QCOMPARE(at(*scene, 1, 0).smem_offset, 72);
    QCOMPARE(at(*scene, 1, 8).smem_offset, 64);
    QCOMPARE(at(*scene, 1, 8).chunk, 1);
    QCOMPARE(scene->smem_row_elements, 64);
    QCOMPARE(scene->smem_source[72], 64);  // tile cell (1,0)
  }

  void multicastSplitsEachBoxBetweenTheClustersCtas() {
    const AnyLayout smem = gmma_tile(GmmaSwizzle::B128, 16, 128, 64);
    const TmaCopy tma = make_tma_copy("SM90_TMA_LOAD_MULTICAST", gmem_k_major("half_t", 16, 4096, 4096), smem,
                                      Tiler(shape2(128, 64)), static_int(2));
    QCOMPARE(tma.descriptor.box_dim, (std::vector<std::uint32_t>{64, 64}));
    auto scene = make_tma_scene(tma, smem, 16);
    QVERIFY(scene.ok());
    QCOMPARE(scene->slice_elements(), 4096);
    // the box runs in smem order, K fastest: CTA 0 loads rows 0..63, CTA 1 rows 64..127
    QCOMPARE(at(*scene, 63, 5).cta, 0);
    QCOMPARE(at(*scene, 64, 0).cta, 1);
    QCOMPARE(at(*scene, 127, 63).cta, 1);
  }

  void aNarrowSwizzleTakesSeveralBoxes() {
    // 64-byte swizzle over floats: a box row is 16 floats, so a 64x64 tile takes four boxes along K
    const AnyLayout smem = gmma_tile(GmmaSwizzle::B64, 32, 64, 64);
    const TmaCopy tma = make_tma_copy("SM90_TMA_LOAD", gmem_k_major("float", 32, 2048, 2048), smem, static_int(1));
    auto scene = make_tma_scene(tma, smem, 32);
    QVERIFY(scene.ok());
    QCOMPARE(scene->instructions, 4);
    QCOMPARE(at(*scene, 0, 15).instruction, 0);
    QCOMPARE(at(*scene, 63, 15).instruction, 0);
    QCOMPARE(at(*scene, 0, 16).instruction, 1);
    QCOMPARE(at(*scene, 0, 63).instruction, 3);
  }

  void aPlainLayoutLandsUnswizzled() {
    const AnyLayout smem = make_layout(shape2(64, 32), LayoutRight{});
    const TmaCopy tma = make_tma_copy("SM90_TMA_STORE", gmem_k_major("float", 32, 1024, 1024), smem, static_int(1));
    auto scene = make_tma_scene(tma, smem, 32);
    QVERIFY(scene.ok());
    QCOMPARE(scene->instructions, 1);
    QCOMPARE(at(*scene, 5, 7).smem_offset, 5 * 32 + 7);
    QCOMPARE(scene->smem_rows, 64);  // 32 floats of 128 bytes per smem row
  }

  void aUmmaAccumulatorIsOneRowPerLane() {
    const TiledMMA mma = make_tiled_mma(*make_mma_atom("SM100_MMA_F16BF16_SS<half_t,half_t,float,128,256,UMMA::Major::K,UMMA::Major::K>"));
    auto s = make_tmem_scene(mma, shape2(128, 256), "SM100_TMEM_LOAD_32dp32b4x");
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().c_str());
    QCOMPARE(s->columns, 256);
    QCOMPARE(s->fragment, std::string("tmem_[32b](0x0000.0000) o ((_128,_256),_1,_1):((_65536,_1),_0,_0)"));
    const TmemCell& c = s->at(37, 9);
    QCOMPARE(c.m, 37);
    QCOMPARE(c.n, 9);
    QCOMPARE(c.thread, 37);       // warp 1 reads lanes 32..63, thread 37 its lane 37
    QCOMPARE(c.instruction, 2);   // four columns per tcgen05.ld: columns 8..11 are the third
    QCOMPARE(s->instructions, 64);
  }

  void anM64AccumulatorUsesHalfOfEachSubpartition() {
    const TiledMMA mma = make_tiled_mma(*make_mma_atom("SM100_MMA_F16BF16_SS<half_t,half_t,float,64,128,UMMA::Major::K,UMMA::Major::K>"));
    auto refused = make_tmem_scene(mma, shape2(64, 128), "SM100_TMEM_LOAD_32dp32b1x");
    QVERIFY(!refused.ok());  // CuTe's make_cotiled_copy static_assert: a 32-lane load cannot address it
    QVERIFY(refused.error().find("does not exist in the DataLayout") != std::string::npos);
    auto s = make_tmem_scene(mma, shape2(64, 128), "SM100_TMEM_LOAD_16dp256b1x");
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().c_str());
    QCOMPARE(s->at(15, 0).m, 15);
    QCOMPARE(s->at(16, 0).m, -1);   // lanes 16..31 unused
    QCOMPARE(s->at(32, 0).m, 16);   // rows 16..31 in the next subpartition
    QCOMPARE(s->at(32, 0).thread / 32, 1);
  }

  void aTwoSmAccumulatorFoldsItsColumnsIntoTheUpperLanes() {
    const TiledMMA mma = make_tiled_mma(*make_mma_atom("SM100_MMA_F16BF16_2x1SM_SS<half_t,half_t,float,128,128,UMMA::Major::K,UMMA::Major::K>"));
    auto s = make_tmem_scene(mma, shape2(128, 128), "SM100_TMEM_LOAD_32dp32b1x");
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().c_str());
    QCOMPARE(s->tile_m, 64);   // CTA 0's rows; the peer CTA holds rows 64..127
    QCOMPARE(s->columns, 64);
    QCOMPARE(s->at(70, 3).m, 6);
    QCOMPARE(s->at(70, 3).n, 67);
  }
};

QTEST_MAIN(TestHopperBlackwellScenes)
#include "test_hopper_blackwell_scenes.moc"
