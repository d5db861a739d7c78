// GMMA's shared-memory layout atoms (core/atoms/gmma_smem.hpp) as CuTe builds them, an smem tensor over one (the
// swizzle moves into the pointer and acts on byte addresses), ss_smem_selector's choice, and the descriptor's fields.
// (The prints themselves are compared with CuTe's by core_gmma_differential.)
#include <QTest>

#include "core/atoms/gmma_smem.hpp"
#include "core/layout/print.hpp"
#include "core/tensor/tensor.hpp"

using namespace ll;

class TestGmmaSmem : public QObject {
  Q_OBJECT
 private slots:
  void atomsKeepTheFlagAndTheByteSwizzle() {
    auto k128 = gmma_smem_layout_atom(GmmaMajor::K, GmmaSwizzle::B128, 16);
    QVERIFY(k128.ok());
    QCOMPARE(to_string(*k128), std::string("Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)"));
    auto mn = gmma_smem_layout_atom(GmmaMajor::MN, GmmaSwizzle::Interleave, 8);
    QCOMPARE(to_string(*mn), std::string("Sw<0,4,3> o smem_ptr[8b](unset) o (_16,_8):(_1,_16)"));  // no identity dropped
    QVERIFY(!gmma_smem_layout_atom(GmmaMajor::K, GmmaSwizzle::Interleave, 256).ok());
    // an operation on layout_b keeps the flag
    const AnyLayout tiled = recompose(*k128, Layout{IntTuple{static_int(8), static_int(64)}, IntTuple{static_int(64), static_int(1)}});
    QCOMPARE(to_string(tiled), std::string("Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)"));
  }

  void theSelectorTakesTheWidestAtomThatFits() {
    QCOMPARE(int(*ss_smem_selector(GmmaMajor::K, 16, 128, 64)), int(GmmaSwizzle::B128));
    QCOMPARE(int(*ss_smem_selector(GmmaMajor::K, 16, 128, 32)), int(GmmaSwizzle::B64));
    QCOMPARE(int(*ss_smem_selector(GmmaMajor::K, 16, 128, 24)), int(GmmaSwizzle::Interleave));
    QCOMPARE(int(*ss_smem_selector(GmmaMajor::MN, 32, 40, 8)), int(GmmaSwizzle::B32));  // 40 floats: 8 divide it, 16 and 32 do not
    QVERIFY(ss_smem_selector(GmmaMajor::K, 16, 128, 12).failure().message.find("multiple of 8") != std::string::npos);
  }

  void aSwizzlePointerSwizzlesByteAddresses() {
    auto atom = gmma_smem_layout_atom(GmmaMajor::K, GmmaSwizzle::B128, 16);
    const Tensor t = make_tensor(make_tensor_pointer(TensorMemory::Shared, 16, 0x400), *atom);
    QCOMPARE(to_string(t), std::string("Sw<3,4,3>_smem_ptr[16b](0x400) o (_8,_64):(_64,_1)"));
    // (3,5): element 197, byte 0x58a; bits 7..9 (3) XOR into bits 4..6: 0x5ba (CuTe: &t(3,5) == ptr[16b](0x5ba))
    QCOMPARE(element_pointer(IntTuple{dynamic_int(3), dynamic_int(5)}, t), std::string("ptr[16b](0x5ba)"));
  }

  void descriptorFieldsAndTheDevicesStartAddress() {
    auto atom = gmma_smem_layout_atom(GmmaMajor::K, GmmaSwizzle::B128, 16);
    const Tensor t = make_tensor(make_tensor_pointer(TensorMemory::Shared, 16, 0x12340), *atom);
    const Tensor kblock = slice(IntTuple{IntTuple(Underscore{}), IntTuple(Underscore{})}, t);
    // one K-block (16 halves) of the 64-wide atom: local_tile's first tile
    const Tensor first = local_tile(kblock, Tiler(IntTuple{static_int(8), static_int(16)}), IntTuple{dynamic_int(0), dynamic_int(0)});
    const GmmaDescriptorFields d = make_gmma_desc(first, true);
    QCOMPARE(d.start_address, 0x1234);  // the address without its 4 low bits
    QCOMPARE(d.layout_type, 1);          // B128
    QCOMPARE(d.leading_byte_offset, 1);
    QCOMPARE(d.word & 0x3FFF, std::uint64_t(0x1234));
    QVERIFY(to_string(d).starts_with("GmmaDescriptor: 0x4000"));
    QVERIFY(to_string(d).ends_with("layout_type:  0x1 (B128)"));
  }
};

QTEST_MAIN(TestGmmaSmem)
#include "test_gmma_smem.moc"
