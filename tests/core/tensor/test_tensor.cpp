// core/tensor: what a kernel's tensors look like after tiling and partitioning (values printed by CuTe 4.2
// for the same C++), and the refusals that name the rule a kernel would break.
#include <QTest>

#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"
#include "core/tensor/tensor.hpp"
#include "core/util/result.hpp"

using namespace ll;

namespace {
Layout L(const char* text) { return *parse_layout(text); }
QString shown(const Tensor& t) { return QString::fromStdString(to_string(t)); }
std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const CuteError& e) {
    return e.what();
  }
  return {};
}
const Tensor kA = make_tensor(make_tensor_pointer(TensorMemory::Global, 16, 4096), L("(256,128):(128,_1)"));
}  // namespace

class TestTensor : public QObject {
  Q_OBJECT
 private slots:
  void tilesAndPartitionsAsCuTe() {
    QCOMPARE(shown(kA), QString("gmem_ptr[16b](0x1000) o (256,128):(128,_1)"));
    // local_tile(mA, make_shape(_128{},_64{}), make_coord(1,_))
    const Tensor gA = local_tile(kA, Tiler(IntTuple{static_int(128), static_int(64)}),
                                 IntTuple{dynamic_int(1), IntTuple(Underscore{})});
    QCOMPARE(shown(gA), QString("gmem_ptr[16b](0x9000) o (_128,_64,2):(128,_1,_64)"));
    // local_partition(gA, make_layout(make_shape(_32{},_8{})), 3)
    QCOMPARE(shown(local_partition(gA, L("(_32,_8):(_1,_32)"), 3)), QString("gmem_ptr[16b](0x9300) o (_4,_8,2):(4096,_8,_64)"));
    // gA(_,_,1)
    QCOMPARE(shown(slice(IntTuple{IntTuple(Underscore{}), IntTuple(Underscore{}), dynamic_int(1)}, gA)),
             QString("gmem_ptr[16b](0x9080) o (_128,_64):(128,_1)"));
    const Tensor id = make_identity_tensor(IntTuple{static_int(128), static_int(64)});
    QCOMPARE(shown(id), QString("ArithTuple(_0,_0) o (_128,_64):(_1@0,_1@1)"));
    QCOMPARE(shown(local_tile(id, Tiler(IntTuple{static_int(32), static_int(16)}), IntTuple{dynamic_int(2), dynamic_int(1)})),
             QString("ArithTuple(64,16) o (_32,_16):(_1@0,_1@1)"));
    QCOMPARE(QString::fromStdString(to_string(coordinate_at(IntTuple{dynamic_int(3), dynamic_int(5)}, id))), QString("(3,5)"));
    // &mA(3,5)
    QCOMPARE(element_pointer(IntTuple{dynamic_int(3), dynamic_int(5)}, kA), std::string("ptr[16b](0x130a)"));
  }
  void refusalsNameTheRule() {
    QVERIFY(error_of([] { (void)local_partition(kA, L("(_8,_4):(_1,_8)"), -1); }).find("thread index -1 is negative") !=
            std::string::npos);
    // a thread past the layout's threads is where CuTe's get_flat_coord puts it: (37 / 1) % 8 = 5, (37 / 8) % 4 = 0
    QCOMPARE(shown(local_partition(kA, L("(_8,_4):(_1,_8)"), 37)), shown(local_partition(kA, L("(_8,_4):(_1,_8)"), 5)));
    // a tile coordinate past the tiles: CuTe reads past the tensor, LayoutLab says where
    QVERIFY(error_of([] {
              (void)local_tile(kA, Tiler(IntTuple{static_int(128), static_int(64)}), IntTuple{dynamic_int(2), dynamic_int(0)});
            }).find("out of range") != std::string::npos);
    QVERIFY(error_of([] { (void)make_tensor_pointer(TensorMemory::Global, 4, 0); }).find("sub-byte") != std::string::npos);
    QVERIFY(error_of([] { (void)coordinate_at(IntTuple{dynamic_int(3), dynamic_int(5)}, kA); }).find("does not read") !=
            std::string::npos);
    // 100 rows in tiles of 64: CuTe pads the last tile (zipped_divide) rather than refusing, and so does LayoutLab
    const Tensor odd = make_tensor(make_tensor_pointer(TensorMemory::Global, 32, 0), L("(_100,_64):(_64,_1)"));
    QCOMPARE(shown(local_tile(odd, Tiler(IntTuple{static_int(64), static_int(64)}), IntTuple{dynamic_int(1), dynamic_int(0)})),
             QString("gmem_ptr[32b](0x4000) o (_64,_64):(_64,_1)"));
  }
  void registerFragmentsAsCuTe() {
    // make_fragment_like keeps mode 0 column-major (its stride-0 leaves dropped) and orders the rest by stride
    // (printed by CuTe 4.2: make_fragment_like(make_layout(((_2,_4),_3,_2), ((_64,_1),_2,_8))))
    QCOMPARE(QString::fromStdString(to_string(make_fragment_like(L("((_2,_4),_3,_2):((_64,_1),_2,_8)")))),
             QString("((_2,_4),_3,_2):((_1,_2),_8,_24)"));
    QCOMPARE(QString::fromStdString(to_string(make_fragment_like(L("(2,3):(3,1)")))), QString("(2,3):(_1,2)"));
    const Tensor frag = make_register_tensor(32, L("(_4,_2):(_1,_4)"));
    QCOMPARE(shown(frag), QString("ptr[32b](registers) o (_4,_2):(_1,_4)"));
    QCOMPARE(shown(group_modes(frag, 0, 2)), QString("ptr[32b](registers) o ((_4,_2)):((_1,_4))"));
    QVERIFY(error_of([] { make_register_tensor(32, L("(4,2):(1,4)")); }).find("static layout") != std::string::npos);
  }
};

QTEST_MAIN(TestTensor)
#include "test_tensor.moc"
