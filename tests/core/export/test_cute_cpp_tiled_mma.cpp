// The TiledMMA declaration shared by the C++ export and the GPU kernel: CuTe's spelling of
// make_tiled_mma(Atom{}, AtomLayoutMNK{}, PermutationMNK{}); errors for what a type cannot hold.
// (That CuTe compiles this text is proven by tests/core/export_compile and tests/gpu's NVRTC matrix.)
#include <QtTest>

#include "core/export/cute_cpp_tiled_mma.hpp"
#include "core/layout/parse.hpp"

using namespace ll;

class TestCuteCppTiledMma : public QObject {
  Q_OBJECT

  static Layout parsed(const char* text) {
    auto l = parse_layout(text);
    if (!l) qFatal("%s", l.error().c_str());
    return *l;
  }
  static QString text(const TiledMmaSpec& spec) {
    auto r = write_cute_tiled_mma(spec);
    if (!r) qFatal("%s", r.error().c_str());
    return QString::fromStdString(*r);
  }

 private slots:
  void sm80AtomWithWarpLayoutAndTilePermutation() {
    TiledMmaSpec spec{"SM80_16x8x16_F16F16F16F16_TN", parsed("(_2,_2,_1):(_1,_2,_0)"), *parse_permutation("32x32x16")};
    QCOMPARE(text(spec), QString("using TiledMma = decltype(make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{},\n"
                                 "    Layout<Shape<_2,_2,_1>, Stride<_1,_2,_0>>{},\n"
                                 "    Tile<_32,_32,_16>{}));"));
  }
  void gmmaAtomKeepsItsTemplateArgumentsAndNoPermutation() {
    TiledMmaSpec spec{"SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>", parsed("(_2,_1,_1):(_1,_0,_0)"), {}};
    QCOMPARE(text(spec), QString("using TiledMma = decltype(make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{},\n"
                                 "    Layout<Shape<_2,_1,_1>, Stride<_1,_0,_0>>{}));"));
  }
  void permutationModeThatIsALayout() {
    auto perm = parse_permutation("(16,2):(1,32)x32x16");
    QVERIFY(perm.ok());
    QCOMPARE(perm->size(), std::size_t(3));
    TiledMmaSpec spec{"SM80_16x8x16_F16F16F16F16_TN", parsed("(_2,_2,_1):(_1,_2,_0)"), *perm};
    QVERIFY(text(spec).contains("Tile<Layout<Shape<_16,_2>, Stride<_1,_32>>,_32,_16>{}"));
  }
  void noneMeansNoPermutation() {
    QVERIFY(parse_permutation("none")->empty());
    QVERIFY(parse_permutation("")->empty());
  }
  void runTimeIntegerCannotBeAType() {
    TiledMmaSpec spec{"SM80_16x8x16_F16F16F16F16_TN", parsed("(2,_2,_1):(_1,_2,_0)"), {}};
    auto r = write_cute_tiled_mma(spec);
    QVERIFY(!r.ok());
    QVERIFY(QString::fromStdString(r.error()).contains("run-time integer 2"));
  }
  void atomMustBeATypeName() {
    TiledMmaSpec spec{"SM80; system(x)", parsed("(_1,_1,_1):(_0,_0,_0)"), {}};
    QVERIFY(!write_cute_tiled_mma(spec).ok());
  }
  void moreThanThreePermutationModesIsAnError() { QVERIFY(!parse_permutation("8x8x8x8").ok()); }
};

QTEST_MAIN(TestCuteCppTiledMma)
#include "test_cute_cpp_tiled_mma.moc"
