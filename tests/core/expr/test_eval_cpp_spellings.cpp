// CuTe C++ as kernels write it, read by the eval language (issue 27, first step): C++ type spellings with
// or without `{}`, `cute::` / `cutlass::` qualifiers, declarations (`auto`, `using`, `constexpr TYPE NAME{}`,
// brace initialisation), comments, a trailing `;`, CuTe's `_m1`, integer suffixes and casts, and MMA
// operations passed as values. The values were compared with CuTe compiled on the host; the export
// roundtrip test reads back every value of the C++ export proof.
#include <QTest>

#include "core/expr/eval.hpp"

namespace {

using ll::expr::Session;

std::string run(Session& s, const std::string& line) {
  auto r = s.run_line(line);
  if (!r) return "<nothing>";
  return r->ok() ? r->value() : "error: " + r->error();
}

std::string run(const std::string& line) {
  Session s;
  return run(s, line);
}

}  // namespace

class TestEvalCppSpellings : public QObject {
  Q_OBJECT
 private slots:
  void typeSpellings() {
    QCOMPARE(run("Layout<Shape<_4,_8>,Stride<_8,_1>>{}"), std::string("(_4,_8):(_8,_1)"));
    QCOMPARE(run("Layout<Shape<_4,_8>, Stride<_8,_1>>"), std::string("(_4,_8):(_8,_1)"));
    QCOMPARE(run("Layout<Shape<_4,_8>>{}"), std::string("(_4,_8):(_1,_4)"));
    QCOMPARE(run("Layout<Shape<_4,Int<8>>,Stride<C<8>,_1>>{}"), std::string("(_4,_8):(_8,_1)"));
    QCOMPARE(run("Step<_1,X,_1>{}"), std::string("(_1,_,_1)"));
    QCOMPARE(run("Tile<Layout<_8,_1>, Layout<_4,_2>>{}"), std::string("(_8:_1,_4:_2)"));
    QCOMPARE(run("ComposedLayout<Swizzle<2,0,3>, _0, Layout<Shape<_8,_8>,Stride<_8,_1>>>{}"),
             std::string("Sw<2,0,3> o _0 o (_8,_8):(_8,_1)"));
    QCOMPARE(run("Layout<Shape<_4,_8>,Stride<_8,Foo>>{}"),
             std::string("error: Stride: unknown type 'Foo' in a template argument"));
  }

  // size(TiledMMA) and thr_size as CuTe's mma_atom.hpp defines them, and an atom spelled through its traits
  // (the gemm_simple seed's spellings); the values are what CuTe 4.2 printed for the same C++.
  // sizeof and sizeof_bits of CuTe's element types, in values and in template arguments; C's pointer casts.
  void sizesOfTypesAndPointerCasts() {
    QCOMPARE(run("sizeof(half_t)"), std::string("2"));
    QCOMPARE(run("sizeof(cutlass::bfloat16_t)"), std::string("2"));
    QCOMPARE(run("sizeof_bits<float>::value"), std::string("32"));
    QCOMPARE(run("sizeof_bits_v<uint8_t>"), std::string("8"));
    QCOMPARE(run("Int<128 * 2 / sizeof(half_t)>{}"), std::string("_128"));
    QCOMPARE(run("(float*)4096"), std::string("ptr[32b](0x1000)"));
    QCOMPARE(run("make_gmem_ptr((cute::half_t const *)0x1000)"), std::string("gmem_ptr[16b](0x1000)"));
    Session s;
    run(s, "TA = half_t");
    QCOMPARE(run(s, "sizeof_bits<TA>::value"), std::string("16"));
    QCOMPARE(run(s, "Int<64 / sizeof(TA)>{}"), std::string("_32"));
    QVERIFY(run("sizeof(Element)").find("unknown name 'Element'") != std::string::npos);
    QVERIFY(run("threadIdx.x").find("unknown name 'threadIdx.x'") != std::string::npos);
  }
  void tiledMmaSizesAndTraitsSpelling() {
    Session s;
    run(s, "t = make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{}, Layout<Shape<_2,_2,_1>>{})");
    QCOMPARE(run(s, "size(t)"), std::string("_128"));
    QCOMPARE(run(s, "thr_size(t)"), std::string("_128"));
    QCOMPARE(run(s, "size<1>(t)"), std::string("_2"));
    QCOMPARE(run("MMA_Atom<MMA_Traits<SM80_16x8x16_F16F16F16F16_TN>>{}"), run("MMA_Atom<SM80_16x8x16_F16F16F16F16_TN>{}"));
    QVERIFY(run("thr_size(4:1)").rfind("error: thr_size: argument 1 must be a TiledMMA", 0) == 0);
  }

  // C++'s brace initialisation of integers, as CuTe's layout document writes its IntTuples.
  void braceInitialisedIntegers() {
    QCOMPARE(run("make_tuple(uint16_t{42}, make_tuple(Int<1>{}, int32_t{3}), Int<17>{})"), std::string("(42,(_1,3),_17)"));
    QCOMPARE(run("make_tuple(int{2}, Int<3>{})"), std::string("(2,_3)"));
    QCOMPARE(run("int8_t{5}"), std::string("5"));
    QVERIFY(run("int{2").rfind("error:", 0) == 0);
  }

  void qualifiersCommentsAndSemicolons() {
    QCOMPARE(run("cute::make_layout(cute::make_shape(_4{},_8{}));  // a comment"), std::string("(_4,_8):(_1,_4)"));
    QCOMPARE(run("/* before */ make_layout(make_shape(4,8))"), std::string("(4,8):(_1,4)"));
    QCOMPARE(run("cutlass::half_t"), run("half_t"));
    Session s;
    QCOMPARE(run(s, "using namespace cute;"), std::string("<nothing>"));
    QCOMPARE(run(s, "// only a comment"), std::string("<nothing>"));
  }

  void declarations() {
    Session s;
    QCOMPARE(run(s, "using SmemLayoutA = Layout<Shape<_128,_64>, Stride<_64,_1>>;"), std::string("(_128,_64):(_64,_1)"));
    QCOMPARE(run(s, "SmemLayoutA{}"), std::string("(_128,_64):(_64,_1)"));
    QCOMPARE(run(s, "static constexpr auto sw = composition(Swizzle<3,3,3>{}, SmemLayoutA{});"),
             std::string("Sw<3,3,3> o _0 o (_128,_64):(_64,_1)"));
    QCOMPARE(run(s, "sw"), std::string("Sw<3,3,3> o _0 o (_128,_64):(_64,_1)"));
    QCOMPARE(run(s, "constexpr SmemLayoutA copy{};"), std::string("(_128,_64):(_64,_1)"));
    QCOMPARE(run(s, "copy"), std::string("(_128,_64):(_64,_1)"));
    QCOMPARE(run(s, "auto const t{make_layout(make_shape(4,8))};"), std::string("(4,8):(_1,4)"));
    QCOMPARE(run(s, "t"), std::string("(4,8):(_1,4)"));
    QCOMPARE(run(s, "constexpr int kStages = 3;"), std::string("3"));
    QCOMPARE(run(s, "kStages == 3"), std::string("1"));  // C++'s comparison, not a binding
    QCOMPARE(run(s, "kStages = = 3"), std::string("error: parse error at column 11: unexpected '='"));
  }

  // A template argument naming an integer variable is its value, as C++ substitutes a constant.
  void variablesInTemplateArguments() {
    Session s;
    run(s, "constexpr int bM = 64;");
    QCOMPARE(run(s, "Layout<Shape<Int<bM>,_8>>{}"), std::string("(_64,_8):(_1,_64)"));
    QCOMPARE(run(s, "Int<bM>{}"), std::string("_64"));
    QCOMPARE(run("Int<bN>{}"), std::string("error: Int: template argument 0 must be a number, got 'bN'"));
    // Integer arithmetic, as traits write tile sizes.
    QCOMPARE(run(s, "Layout<Shape<Int<bM * 2 / 4>, _8>>{}"), std::string("(_32,_8):(_1,_32)"));
    QCOMPARE(run(s, "Int<(bM + 2) % 5>{}"), std::string("_1"));
    QCOMPARE(run("Int<kBlockM * 2>{}"), std::string("error: unknown name 'kBlockM'"));
    QCOMPARE(run("Int<4/0>{}"), std::string("error: division by zero: 4 / 0"));
    QCOMPARE(run("Int<2*99999999999999999999>{}"),
             std::string("error: template argument 2*99999999999999999999: parse error at column 22: integer overflows int64"));
  }

  void integersAsCppWritesThem() {
    QCOMPARE(run("make_stride(_m1{}, -7)"), std::string("(_-1,-7)"));
    QCOMPARE(run("make_stride(int64_t(3000000000LL), 4u)"), std::string("(3000000000,4)"));
    QCOMPARE(run("int(_4{})"), std::string("4"));
  }

  // (An MMA operation passed as a value, `make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, ...)`, is read back
  // by core_export_cpp_roundtrip from every exported TiledMMA: the atoms' builtins live in the CLI's link.)
  // C++'s integer arithmetic on CuTe's integers: static with static stays static, C++'s / and % truncate.
  void integerArithmetic() {
    QCOMPARE(run("_128{} + _1{}"), std::string("_129"));
    QCOMPARE(run("make_stride(Int<1>{}, _128{} + Int<1>{})"), std::string("(_1,_129)"));
    QCOMPARE(run("2 * 3 + 4 * 5 - 1"), std::string("25"));
    QCOMPARE(run("(_3{} + 1) % 2"), std::string("0"));  // C++'s parentheses group
    QCOMPARE(run("-7 / 2"), std::string("-3"));
    QVERIFY(run("7 % 0").find("division by zero") != std::string::npos);
    QVERIFY(run("9223372036854775807 + 1").find("overflow") != std::string::npos);
    QVERIFY(run("make_layout(_4{}) + 1").find("takes two integers") != std::string::npos);
    QCOMPARE(run("(4,8):(1,4)"), std::string("(4,8):(1,4)"));  // layouts and negative literals read as before
    QCOMPARE(run("(2,-1)"), std::string("(2,-1)"));
  }

  // std::conditional_t and is_same_v, conditions in template arguments, constexpr calls there, copy operations as
  // types, uint_byte_t, make_tensor_like, a Tensor's divides, thrust's raw_pointer_cast and a buffer's .data().
  void kernelTraitsSpellings() {
    Session s;
    run(s, "using E = cutlass::half_t;");
    QCOMPARE(run(s, "std::conditional_t<std::is_same_v<E, cutlass::half_t>, Layout<_2>, Layout<_3>>{}"), std::string("_2:_1"));
    QCOMPARE(run(s, "conditional_t<is_same<E, float>::value, Layout<_2>, Layout<_3>>{}"), std::string("_3:_1"));
    run(s, "constexpr int kBlockK = 32;");
    QCOMPARE(run(s, "conditional_t<kBlockK == 32 && !(kBlockK > 64), _1, _2>{}"), std::string("_1"));
    QVERIFY(run(s, "conditional_t<Is_even, _1, _2>{}").find("unknown name 'Is_even'") != std::string::npos);
    run(s, "auto vl = make_layout(make_shape(Int<4>{}, Int<1>{}));");
    QCOMPARE(run(s, "Int<sizeof(float) * size(vl)>{}"), std::string("_16"));
    run(s, "using CopyOp = UniversalCopy<uint_byte_t<sizeof(float) * size(vl)>>;");
    QVERIFY(run(s, "Copy_Atom<CopyOp, float>{}").find("ValLayoutSrc: (_1,_4):(_0,_1)") != std::string::npos);
    run(s, "auto t = make_tensor(make_gmem_ptr(thrust::raw_pointer_cast(((float*)0x1000))), make_shape(256, 512));");
    QCOMPARE(run(s, "tiled_divide(t, make_shape(_128{}, _64{}))"),
             std::string("gmem_ptr[32b](0x1000) o ((_128,_64),2,8):((_1,256),_128,16384)"));
    QCOMPARE(run(s, "make_tensor_like(local_tile(t, make_shape(_8{}, _4{}), make_coord(0, 0)))"),
             std::string("ptr[32b](registers) o (_8,_4):(_1,_8)"));
    run(s, "d_S = (float*)0x2000");
    QCOMPARE(run(s, "make_gmem_ptr(d_S.data())"), std::string("gmem_ptr[32b](0x2000)"));
  }

  void decltypeIsItsValue() {
    QCOMPARE(run("decltype(make_layout(make_shape(_2{},_2{})))"), std::string("(_2,_2):(_1,_2)"));
  }
};

QTEST_MAIN(TestEvalCppSpellings)
#include "test_eval_cpp_spellings.moc"
