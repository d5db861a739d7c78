// The TiledMMA declaration shared by the C++ export and the GPU kernel: CuTe's spelling of
// make_tiled_mma(Atom{}, AtomLayoutMNK{}, PermutationMNK{}); errors for what a type cannot hold.
// (That CuTe compiles this text is proven by tests/core/export_compile and tests/gpu's NVRTC matrix.)
#include <QtTest>

#include "core/export/cute_cpp_tiled_mma.hpp"
#include "core/export/cute_cpp.hpp"
#include "core/atoms/mma_atom.hpp"
#include "core/layout/parse.hpp"

using namespace ll;

class TestCuteCppTiledMma : public QObject {
  Q_OBJECT

  static Layout parsed(const char* text) {
    auto l = parse_layout(text);
    if (!l) qFatal("%s", l.error().c_str());
    return *l;
  }
  static TiledMMA tiled(const char* atom, const char* thr, const char* permutation) {
    auto a = make_mma_atom(atom);
    if (!a) qFatal("%s", a.error().c_str());
    auto perm = parse_permutation(permutation);
    if (!perm) qFatal("%s", perm.error().c_str());
    auto mma = attempt([&] { return make_tiled_mma(*a, parsed(thr), *perm); });
    if (!mma) qFatal("%s", mma.error().c_str());
    return *mma;
  }
  static QString text(const TiledMMA& mma) {
    auto r = write_cute_tiled_mma(mma);
    if (!r) qFatal("%s", r.error().c_str());
    return QString::fromStdString(*r);
  }

 private slots:
  void sm80AtomWithWarpLayoutAndTilePermutation() {
    QCOMPARE(text(tiled("SM80_16x8x16_F16F16F16F16_TN", "(_2,_2,_1):(_1,_2,_0)", "32x32x16")),
             QString("using TiledMma = decltype(make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{},\n"
                     "    Layout<Shape<_2,_2,_1>, Stride<_1,_2,_0>>{},\n"
                     "    Tile<_32,_32,_16>{}));"));
  }
  void gmmaAtomKeepsItsTemplateArgumentsAndNoPermutation() {
    QCOMPARE(text(tiled("SM90_64x128x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K>", "(_2,_1,_1):(_1,_0,_0)", "")),
             QString("using TiledMma = decltype(make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{},\n"
                     "    Layout<Shape<_2,_1,_1>, Stride<_1,_0,_0>>{}));"));
  }
  // A tile extent CuTe has no `_N` alias for is Int<N> (`_320` does not compile); an extended GMMA shape's export
  // defines CuTe's opt-in for the _ext headers before the includes, other exports do not.
  void extentsWithoutAliasAreIntAndExtendedGmmaShapesDefineTheirOptIn() {
    const QString extended = text(tiled("SM90_64x80x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>", "(_2,_2,_1):(_1,_2,_0)", "256x320x16"));
    QCOMPARE(extended, QString("using TiledMma = decltype(make_tiled_mma(SM90_64x80x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{},\n"
                               "    Layout<Shape<_2,_2,_1>, Stride<_1,_2,_0>>{},\n"
                               "    Tile<_256,Int<320>,_16>{}));"));
    QVERIFY(QString::fromStdString(cute_cpp_includes(extended.toStdString())).startsWith("#define CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED"));
    const QString base = text(tiled("SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>", "(_2,_1,_1):(_1,_0,_0)", ""));
    QVERIFY(!QString::fromStdString(cute_cpp_includes(base.toStdString())).contains("EXTENDED"));
  }
  // CuTe's TiledMMA holds AtomLayoutMNK appended to rank 3 and PermutationMNK padded with `_`: the text
  // declares the same type (trailing `_` modes are make_tiled_mma's own padding).
  void theThreadLayoutIsAtomLayoutMnkAndTrailingUnderscoresAreLeftOut() {
    QCOMPARE(text(tiled("SM80_16x8x16_F16F16F16F16_TN", "(_2,_2):(_1,_2)", "32")),
             QString("using TiledMma = decltype(make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{},\n"
                     "    Layout<Shape<_2,_2,_1>, Stride<_1,_2,_0>>{},\n"
                     "    Tile<_32>{}));"));
  }
  void permutationModeThatIsALayout() {
    auto perm = parse_permutation("(16,2):(1,32)x32x16");
    QVERIFY(perm.ok());
    QCOMPARE(perm->modes().size(), std::size_t(3));
    QVERIFY(perm->modes()[0].is_layout() && perm->modes()[1].is_integer());
    QVERIFY(text(tiled("SM80_16x8x16_F16F16F16F16_TN", "(_2,_2,_1):(_1,_2,_0)", "(16,2):(1,32)x32x16"))
                .contains("Tile<Layout<Shape<_16,_2>, Stride<_1,_32>>,_32,_16>{}"));
  }
  void noneMeansNoPermutation() {
    QVERIFY(parse_permutation("none")->modes().empty());
    QVERIFY(parse_permutation("")->modes().empty());
  }
  void runTimeIntegerCannotBeAType() {
    auto r = write_cute_tiled_mma(tiled("SM80_16x8x16_F16F16F16F16_TN", "(2,_2,_1):(_1,_2,_0)", ""));
    QVERIFY(!r.ok());
    QVERIFY(QString::fromStdString(r.error()).contains("run-time integer 2"));
  }
  void atomMustBeATypeName() {
    TiledMMA mma = tiled("SM80_16x8x16_F16F16F16F16_TN", "(_1,_1,_1):(_0,_0,_0)", "");
    mma.atom.name = "SM80; system(x)";
    QVERIFY(!write_cute_tiled_mma(mma).ok());
  }
  void moreThanThreePermutationModesIsAnError() { QVERIFY(!parse_permutation("8x8x8x8").ok()); }
  // UniversalFMA is a template over any element types (CuTe's MMA_Traits<UniversalFMA<D,A,B,C>>).
  void universalFmaOfAnyElementTypes() {
    QCOMPARE(text(tiled("UniversalFMA<float,half_t>", "(_16,_8,_1):(_1,_16,_0)", "")),
             QString("using TiledMma = decltype(make_tiled_mma(UniversalFMA<float,half_t,half_t,float>{},\n"
                     "    Layout<Shape<_16,_8,_1>, Stride<_1,_16,_0>>{}));"));
    QVERIFY(!make_mma_atom("UniversalFMA<float,not_a_type>").ok());
  }
};

QTEST_MAIN(TestCuteCppTiledMma)
#include "test_cute_cpp_tiled_mma.moc"
