// TiledMMA and TiledCopy: CuTe's constructions and printing (expected texts printed by CuTe 4.2; the
// differential test covers 200+ more configurations), and the per-thread partitions behind the grids.
#include <QTest>

#include <set>

#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"
#include "core/tiled/partition.hpp"
#include "core/tiled/tiled_copy.hpp"
#include "core/tiled/tiled_mma.hpp"

namespace {
ll::Layout L(const char* text) { return *ll::parse_layout(text); }
QString S(const ll::Layout& l) { return QString::fromStdString(ll::to_string(l)); }
ll::TiledMMA sm80_2x2() {
  return *ll::attempt([&] { return ll::make_tiled_mma(*ll::make_mma_atom("SM80_16x8x16_F32F16F16F32_TN"), L("(_2,_2,_1):(_1,_2,_0)")); });
}
}  // namespace

class TestTiledMma : public QObject {
  Q_OBJECT
 private slots:
  void printsCuteNineLines() {
    QCOMPARE(QString::fromStdString(ll::to_string(sm80_2x2())),
             QString("TiledMMA\n"
                     "  ThrLayoutVMNK:  (_32,_2,_2,_1):(_1,_32,_64,_0)\n"
                     "  PermutationMNK: (_,_,_)\n"
                     "MMA_Atom\n"
                     "  ThrID:      _32:_1\n"
                     "  Shape_MNK:  (_16,_8,_16)\n"
                     "  LayoutA_TV: ((_4,_8),(_2,_2,_2)):((_32,_1),(_16,_8,_128))\n"
                     "  LayoutB_TV: ((_4,_8),(_2,_2)):((_16,_1),(_8,_64))\n"
                     "  LayoutC_TV: ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))"));
  }
  void membersEqualCutes() {
    auto mma = sm80_2x2();
    QCOMPARE(S(*ll::attempt([&] { return ll::get_layoutA_TV(mma); })), QString("((_4,_8,_2,_2),((_2,_2,_2),(_1,_1))):((_64,_1,_16,_0),((_32,_8,_256),(_0,_0)))"));
    QCOMPARE(S(*ll::attempt([&] { return ll::get_layoutB_TV(mma); })), QString("((_4,_8,_2,_2),((_2,_2),(_1,_1))):((_32,_1,_0,_8),((_16,_128),(_0,_0)))"));
    QCOMPARE(S(*ll::attempt([&] { return ll::get_layoutC_TV(mma); })), QString("((_4,_8,_2,_2),((_2,_2),(_1,_1))):((_64,_1,_16,_256),((_32,_8),(_0,_0)))"));
    QCOMPARE(QString::fromStdString(ll::to_string(*ll::attempt([&] { return ll::tile_shape(mma); }))), QString("(_32,_16,_16)"));
  }
  void permutationAcceptsShapesTilersAndOneLayout() {
    auto atom = *ll::make_mma_atom("SM80_16x8x16_F32F16F16F32_TN");
    auto byShape = ll::attempt([&] { return ll::make_tiled_mma(atom, L("(_2,_2,_1):(_1,_2,_0)"),
                                      ll::Tiler(std::vector<ll::Tiler>{ll::Tiler(ll::static_int(32)), ll::Tiler(ll::static_int(32)), ll::Tiler(ll::static_int(16))})); });
    QVERIFY(byShape.ok());
    QCOMPARE(QString::fromStdString(ll::tiler_to_string(byShape->permutation_mnk)), QString("(_32,_32,_16)"));
    QCOMPARE(QString::fromStdString(ll::to_string(*ll::attempt([&] { return ll::tile_shape(*byShape); }))), QString("(_32,_32,_16)"));
    auto oneLayout = ll::attempt([&] { return ll::make_tiled_mma(atom, L("(_2,_2,_1):(_1,_2,_0)"), ll::Tiler(L("(_16,_2):(_1,_16)"))); });
    QVERIFY(oneLayout.ok());
    QCOMPARE(QString::fromStdString(ll::tiler_to_string(oneLayout->permutation_mnk)), QString("((_16,_2):(_1,_16),_,_)"));
    auto dynamic = ll::attempt([&] { return ll::make_tiled_mma(atom, L("(_2,_2,_1):(_1,_2,_0)"), ll::Tiler(ll::dynamic_int(32))); });
    QVERIFY(!dynamic.ok());
    QVERIFY(QString::fromStdString(dynamic.error()).contains("static"));
  }
  void partitionsFollowTheTvLayoutInRegisterOrder() {
    // partition_C of thread t over one tile lists exactly ll::attempt([&] { return get_layoutC_TV(t, _); }) in register order.
    auto mma = sm80_2x2();
    auto tv = *ll::attempt([&] { return ll::get_layoutC_TV(mma); });
    ll::IntTuple tile{ll::static_int(32), ll::static_int(16)};
    for (std::int64_t t = 0; t < 128; ++t) {
      auto coords = ll::partition_coords(mma, 'C', t, tile);
      QVERIFY(coords.ok());
      QCOMPARE(coords->size(), std::size_t(4));
      for (std::int64_t v = 0; v < 4; ++v) {
        std::int64_t idx = ll::evaluate(tv, t + 128 * v);
        QCOMPARE((*coords)[static_cast<std::size_t>(v)], (ll::TileCoord{idx % 32, idx / 32}));
      }
    }
    // A larger tile repeats the atom: (FrgV, RestM, RestN) = (4, 2, 4) values per thread.
    ll::IntTuple big{ll::static_int(64), ll::static_int(64)};
    QCOMPARE(QString::fromStdString(ll::to_string(*ll::partition_shape(mma, 'C', big))), QString("((_2,_2),_2,_4)"));
    auto coords = ll::partition_coords(mma, 'C', 0, big);
    QVERIFY(coords.ok());
    QCOMPARE(coords->size(), std::size_t(32));
    std::set<std::pair<std::int64_t, std::int64_t>> distinct;
    for (const auto& c : *coords) distinct.insert({c.row, c.col});
    QCOMPARE(distinct.size(), std::size_t(32));
    QVERIFY(!ll::partition_coords(mma, 'C', 128, tile).ok());
  }
  void tiledCopyPrintsAsCute() {
    auto atom = *ll::make_copy_atom("UniversalCopy<uint128_t>", "half_t");
    auto copy = ll::attempt([&] { return ll::make_tiled_copy(atom, L("(_16,_8):(_8,_1)"), L("(_1,_8):(_0,_1)")); });
    QVERIFY(copy.ok());
    QCOMPARE(QString::fromStdString(ll::to_string(*copy)),
             QString("TiledCopy\n"
                     "  Tiler_MN:       (_16,_64)\n"
                     "  TiledLayout_TV: ((_8,_16),_8):((_128,_1),_16)\n"
                     "Copy_Atom\n"
                     "  ThrID:        _1:_0\n"
                     "  ValLayoutSrc: (_1,_8):(_0,_1)\n"
                     "  ValLayoutDst: (_1,_8):(_0,_1)\n"
                     "  ValLayoutRef: (_1,_8):(_0,_1)\n"
                     "  ValueType:    16b"));
  }
  void tiledCopyAForLdmatrix() {
    auto mma = *ll::attempt([&] { return ll::make_tiled_mma(*ll::make_mma_atom("SM80_16x8x16_F16F16F16F16_TN"), L("(_2,_2,_1):(_1,_2,_0)")); });
    auto copy = ll::attempt([&] { return ll::make_tiled_copy_A(*ll::make_copy_atom("SM75_U32x4_LDSM_N", "half_t"), mma); });
    QVERIFY(copy.ok());
    QCOMPARE(S(*ll::attempt([&] { return ll::get_layoutS_TV(*copy); })), QString("((_16,_2,_2,_2),(_8,_1)):((_1,_256,_16,_0),(_32,_0))"));
    QCOMPARE(S(*ll::attempt([&] { return ll::get_layoutD_TV(*copy); })), QString("((_4,_8,_2,_2),((_2,_2,_2),_1)):((_64,_1,_16,_0),((_32,_8,_256),_0))"));
  }
};

QTEST_MAIN(TestTiledMma)
#include "test_tiled_mma.moc"
