// Reading a C++ source for its CuTe objects (core/cpp_import): scopes qualify names, declarations of every
// form are found in source order with their lines, comments / strings / preprocessor lines are skipped,
// unknown values are listed as needs, unknown functions as unreadable, and junk never throws.
#include <QTest>

#include <algorithm>
#include <map>

#include "core/cpp_import/cpp_source.hpp"

using namespace ll;

class TestCppSource : public QObject {
  Q_OBJECT
 private slots:
  void scopesAndDeclarations() {
    // (Not a raw string: moc reads a `#` line inside one as a directive.)
    const char* source =
        "#include <cute/tensor.hpp>\n"
        "#define TILE 128\n"
        "namespace app {\n"
        "using namespace cute;\n"
        "struct Traits {   // a comment with { a brace\n"
        "  using A = Layout<Shape<_4,_8>>;\n"
        "  static constexpr auto B = composition(Swizzle<1,0,1>{}, A{});\n"
        "  const char* name = \"not { a scope\";\n"
        "};\n"
        "void kernel(int M) {\n"
        "  auto c = make_layout(make_shape(M, _4{}));\n"
        "  if (M > 0) {\n"
        "    auto d = Traits::A{};\n"
        "  }\n"
        "  /* auto hidden = make_layout(_2{}); */\n"
        "  constexpr Layout<_8,_1> e{};\n"
        "}\n"
        "}\n";
    const auto objects = import_cpp_source(source);
    QCOMPARE(objects.size(), std::size_t(5));
    QCOMPARE(objects[0].name, std::string("Traits::A"));
    QCOMPARE(objects[0].line, 6);
    QCOMPARE(objects[0].printed, std::string("(_4,_8):(_1,_4)"));
    QCOMPARE(objects[1].name, std::string("Traits::B"));
    QCOMPARE(objects[1].printed, std::string("Sw<1,0,1> o _0 o (_4,_8):(_1,_4)"));
    QCOMPARE(objects[2].name, std::string("kernel::c"));
    QCOMPARE(objects[2].needs, std::vector<std::string>{"M"});
    QCOMPARE(objects[3].name, std::string("kernel::d"));
    QCOMPARE(objects[3].printed, std::string("(_4,_8):(_1,_4)"));  // Traits::A from another scope
    QCOMPARE(objects[4].name, std::string("kernel::e"));
    QCOMPARE(objects[4].printed, std::string("_8:_1"));
  }

  void settingsSupplyValues() {
    const auto objects = import_cpp_source(
        "template <int bM> struct T { using L = Layout<Shape<Int<bM>,Int<bM / 8>>>; };\n"
        "void f(int M) { auto c = make_layout(make_shape(M, _4{})); }",
        {{"M", "100"}, {"bM", "64"}});
    QCOMPARE(objects.size(), std::size_t(2));
    QCOMPARE(objects[0].printed, std::string("(_64,_8):(_1,_64)"));  // Int<bM / 8> computed from --set bM=64
    QCOMPARE(objects[1].printed, std::string("(100,_4):(_1,100)"));
    // without the settings, the template parameter is a name the file leaves open, not an unreadable line
    const auto open = import_cpp_source("template <int bM> struct T { using L = Layout<Shape<Int<bM>, _8>>; };");
    QCOMPARE(open.size(), std::size_t(1));
    QCOMPARE(open[0].needs, std::vector<std::string>{"bM"});
    QVERIFY(open[0].unreadable.empty());
  }

  // A kernel body as CuTe's tutorials write it: a pointer parameter, threadIdx.x, sizeof of a template type.
  void kernelBodiesTakePointersThreadsAndTypes() {
    const std::string source =
        "template <class TA> void k(TA const* A, int M, int K) {\n"
        "  Tensor mA = make_tensor(make_gmem_ptr(A), make_shape(M, K), make_stride(Int<1>{}, M));\n"
        "  TiledCopy copyA = make_tiled_copy(Copy_Atom<UniversalCopy<TA>, TA>{}, Layout<Shape<_32,_8>>{}, Layout<Shape<_1,_1>>{});\n"
        "  Tensor tAgA = copyA.get_slice(threadIdx.x).partition_S(mA);\n"
        "  using Smem = Layout<Shape<Int<256 / sizeof(TA)>, _8>>;\n"
        "  static constexpr int kBits = sizeof_bits<TA>::value;\n"
        "}\n";
    const auto open = import_cpp_source(source);
    QCOMPARE(open.size(), std::size_t(5));
    QCOMPARE(open[0].needs, (std::vector<std::string>{"A", "M", "K"}));  // every open parameter it uses
    QCOMPARE(open[1].needs, (std::vector<std::string>{"TA"}));
    QCOMPARE(open[2].needs, (std::vector<std::string>{"copyA", "mA"}));  // the objects it uses that were not read
    const auto no_thread = import_cpp_source(source, {{"A", "(float*)4096"}, {"M", "128"}, {"K", "8"}, {"TA", "float"}});
    QCOMPARE(no_thread[2].needs, (std::vector<std::string>{"threadIdx.x"}));
    const auto set = import_cpp_source(source, {{"A", "(float*)4096"}, {"M", "128"}, {"K", "8"}, {"TA", "float"}, {"threadIdx.x", "33"}});
    QCOMPARE(set[0].printed, std::string("gmem_ptr[32b](0x1000) o (128,8):(_1,128)"));
    QCOMPARE(set[2].printed, std::string("gmem_ptr[32b](0x1204) o ((_1,_1),4,1):((_0,_0),_32,1024)"));  // thread 33: (m,k) = (1,1)
    QCOMPARE(set[3].printed, std::string("(_64,_8):(_1,_64)"));
    QCOMPARE(set[4].printed, std::string("32"));
  }

  // #if/#ifdef/#elif/#else/#endif for a chosen __CUDA_ARCH__ (800 unless set), #define'd constants as values.
  void preprocessorConditionalsPickTheTarget() {
    const std::string source =
        "#define kBlockM 64\n"
        "#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900\n"
        "using L = Layout<Shape<Int<kBlockM>, _1>>;\n"
        "#elif __CUDA_ARCH__ >= 800\n"
        "using L = Layout<Shape<Int<kBlockM>, _2>>;\n"
        "#else\n"
        "using L = Layout<Shape<Int<kBlockM>, _3>>;\n"
        "#endif\n"
        "#ifdef NOT_DEFINED\n"
        "using M = Layout<_7>;\n"
        "#endif\n";
    const auto sm80 = import_cpp_source(source);
    QCOMPARE(sm80.size(), std::size_t(1));
    QCOMPARE(sm80[0].line, 5);
    QCOMPARE(sm80[0].printed, std::string("(_64,_2):(_1,_64)"));
    const auto sm90 = import_cpp_source(source, {{"__CUDA_ARCH__", "900"}, {"kBlockM", "32"}});
    QCOMPARE(sm90.size(), std::size_t(1));
    QCOMPARE(sm90[0].line, 3);
    QCOMPARE(sm90[0].printed, std::string("(_32,_1):(_1,_0)"));  // the user's kBlockM wins over the file's
    const auto old = import_cpp_source(source, {{"__CUDA_ARCH__", "750"}});
    QCOMPARE(old[0].line, 7);
    // unbalanced or malformed directives never throw
    QVERIFY(import_cpp_source("#if (\nusing A = Layout<_2>;\n#endif\n#endif\n#else\n").size() <= 1);
  }

  // A kernel as CuTe's tutorials write it: __launch_bounds__, a parameter named like a CuTe name (C), a launch from a
  // host function that gives the kernel its parameters, deduction of a template parameter from an unnamed one.
  void launchesGiveKernelsTheirParameters() {
    const std::string source =
        "template <class Shape, class TL>\n"
        "__global__ static __launch_bounds__(decltype(size(TL{}))::value)\n"
        "void kernel(Shape shape, float* C, TL) {\n"
        "  Tensor mC = make_tensor(make_gmem_ptr(C), shape);\n"
        "  Tensor tC = local_partition(mC, TL{}, threadIdx.x);\n"
        "  CUTE_NO_UNROLL\n"
        "  for (int k = 0; k < 4; ++k) {\n"
        "    auto next = (k + Int<1>{}) % 4;\n"
        "  }\n"
        "}\n"
        "void host(float* C) {\n"
        "  auto shape = make_shape(Int<64>{}, 32);\n"
        "  auto tl = make_layout(make_shape(_8{}, _4{}));\n"
        "  kernel<<<1, 32>>>(shape, C, tl);\n"
        "}\n";
    const auto open = import_cpp_source(source);
    QCOMPARE(open.size(), std::size_t(5));
    QCOMPARE(open[0].name, std::string("kernel::mC"));
    QCOMPARE(open[0].needs, (std::vector<std::string>{"C"}));  // the parameter, not CuTe's C<N>
    QCOMPARE(open[2].name, std::string("kernel::next"));
    QCOMPARE(open[2].needs, (std::vector<std::string>{"k"}));  // a loop variable has no one value
    const auto set = import_cpp_source(source, {{"C", "(float*)0x1000"}, {"threadIdx.x", "9"}});
    QCOMPARE(set[0].printed, std::string("gmem_ptr[32b](0x1000) o (_64,32):(_1,_64)"));  // host's shape, launched
    QCOMPARE(set[1].printed, std::string("gmem_ptr[32b](0x1104) o (_8,8):(_8,_256)"));  // TL deduced from tl: thread 9 at (1,1)
    QCOMPARE(set[3].name, std::string("host::shape"));
    // `kernel::NAME` sets one function's parameter, over what a launch gives
    const auto own = import_cpp_source(source, {{"C", "(float*)0x1000"}, {"kernel::shape", "make_shape(_32{}, _32{})"}});
    QCOMPARE(own[0].printed, std::string("gmem_ptr[32b](0x1000) o (_32,_32):(_1,_32)"));
  }

  // A function's names are gone when it ends; kernel traits inherit from a base with defaulted template parameters and
  // std::conditional_t; `#include "sibling.h"` is read first; several declarators; host-only types are not objects.
  void scopesInheritanceIncludesAndDeclarators() {
    const std::string source =
        "#include \"base.h\"\n"
        "void f() { auto L = make_layout(_4{}); }\n"
        "void g() { auto M = L; }\n"
        "struct Traits : public Base<cutlass::half_t> {\n"
        "  using Smem = Layout<Shape<Int<kBlock>, Int<kBlock * 2>>>;\n"
        "  using Pick = std::conditional_t<std::is_same_v<Element, cutlass::half_t>, Layout<_2>, Layout<_3>>;\n"
        "};\n"
        "int main() {\n"
        "  int ldA = 0, ldB = 4, ldC = ldB * 2;\n"
        "  double gflops = 2.0 * 1e-9;\n"
        "  auto check = [&](int i) { return i; };\n"
        "  Copy_Atom<UniversalCopy<uint_byte_t<sizeof(float) * 2>>, float> atom;\n"
        "}\n";
    const IncludeReader reader = [](const std::string& name) -> std::optional<std::string> {
      if (name != "base.h") return std::nullopt;
      return std::string("template <class T, int N = 64> struct Base {\n  using Element = T;\n  static constexpr int kBlock = N;\n};\n");
    };
    const auto objects = import_cpp_source(source, {}, reader);
    std::vector<std::string> names;
    for (const auto& o : objects) names.push_back(o.name + "@" + o.file + ":" + std::to_string(o.line));
    QCOMPARE(names, (std::vector<std::string>{"Base::Element@base.h:2", "Base::kBlock@base.h:3", "f::L@:2", "g::M@:3",
                                              "Traits::Smem@:5", "Traits::Pick@:6", "main::ldA@:9", "main::ldB@:9",
                                              "main::ldC@:9", "main::check@:11", "main::atom@:12"}));
    QCOMPARE(objects[1].printed, std::string("64"));  // the default, in the base itself
    QCOMPARE(objects[3].needs, (std::vector<std::string>{"L"}));  // f's L is not g's
    QCOMPARE(objects[4].printed, std::string("(_64,_128):(_1,_64)"));
    QCOMPARE(objects[5].printed, std::string("_2:_1"));
    QCOMPARE(objects[8].printed, std::string("8"));
    QVERIFY(objects[9].unreadable.find("lambda") != std::string::npos);
    QVERIFY(objects[10].read());
    QVERIFY(objects[10].printed.find("ValLayoutSrc: (_1,_2):(_0,_1)") != std::string::npos);  // 8 bytes a copy: two floats
  }

  // FlashAttention-2's traits, as its kernel_traits.h writes them: a base named by a defaulted template parameter,
  // `typename Base::X`, `static constexpr` members computed with `?:` and `==` from others, an int member printed
  // as CuTe prints an int.
  void traitsWithABaseNamedByATemplateParameter() {
    const std::string source =
        "template<int kHeadDim_, int kBlockM_, int kNWarps_, typename elem_type=cutlass::half_t>\n"
        "struct Flash_kernel_traits {\n"
        "  using Element = elem_type;\n"
        "  static constexpr bool Has_cp_async = true;\n"
        "  using MMA_Atom_Arch = std::conditional_t<std::is_same_v<elem_type, cutlass::half_t>,\n"
        "      MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>, MMA_Atom<SM80_16x8x16_F32BF16BF16F32_TN>>;\n"
        "};\n"
        "template<int kHeadDim_, int kBlockM_, int kNWarps_, bool Is_Q_in_regs_=false, typename elem_type=cutlass::half_t,\n"
        "         typename Base=Flash_kernel_traits<kHeadDim_, kBlockM_, kNWarps_, elem_type> >\n"
        "struct Flash_fwd_kernel_traits : public Base {\n"
        "  using Element = typename Base::Element;\n"
        "  static constexpr bool Is_Q_in_regs = Is_Q_in_regs_ || Base::Has_cp_async == false;\n"
        "  static constexpr int kNWarps = kNWarps_;\n"
        "  static constexpr int kHeadDim = kHeadDim_;\n"
        "  static constexpr int kBlockKSmem = kHeadDim % 64 == 0 ? 64 : 32;\n"
        "  static constexpr int kSwizzle = kBlockKSmem == 32 ? 2 : 3;\n"
        "  using TiledMma = TiledMMA<typename Base::MMA_Atom_Arch, Layout<Shape<Int<kNWarps>,_1,_1>>,\n"
        "                            Tile<Int<16 * kNWarps>, _16, _16>>;\n"
        "  using SmemLayoutAtomQ = decltype(composition(Swizzle<kSwizzle, 3, 3>{},\n"
        "      Layout<Shape<_8, Int<kBlockKSmem>>, Stride<Int<kBlockKSmem>, _1>>{}));\n"
        "  using Q_regs = std::conditional_t<Is_Q_in_regs, Layout<_1>, Layout<_2>>;\n"
        "};\n";
    const auto objects = import_cpp_source(source, {{"Flash_fwd_kernel_traits::kHeadDim_", "128"},
                                                    {"Flash_fwd_kernel_traits::kBlockM_", "128"},
                                                    {"Flash_fwd_kernel_traits::kNWarps_", "4"}});
    std::map<std::string, const ImportedObject*> by_name;
    for (const auto& o : objects) by_name[o.name] = &o;
    QVERIFY(by_name.count("Flash_fwd_kernel_traits::kBlockKSmem"));
    QCOMPARE(by_name["Flash_fwd_kernel_traits::kBlockKSmem"]->printed, std::string("64"));
    QCOMPARE(by_name["Flash_fwd_kernel_traits::kSwizzle"]->printed, std::string("3"));
    QCOMPARE(by_name["Flash_fwd_kernel_traits::SmemLayoutAtomQ"]->printed, std::string("Sw<3,3,3> o _0 o (_8,_64):(_64,_1)"));
    QVERIFY(by_name["Flash_fwd_kernel_traits::TiledMma"]->read());
    QCOMPARE(by_name["Flash_fwd_kernel_traits::TiledMma"]->kind, std::string("TiledMMA"));
    QCOMPARE(by_name["Flash_fwd_kernel_traits::Q_regs"]->printed, std::string("_2:_1"));  // a bool member, bound unlisted
    QVERIFY(!by_name.count("Flash_fwd_kernel_traits::Is_Q_in_regs"));
  }

  // `if constexpr` reads the branch the bindings select; enumerators are integers; `using Base::X` brings a name.
  void constexprBranchesEnumsAndUsingDeclarations() {
    const std::string source =
        "enum class Major { K = 0, MN = 1 };\n"
        "enum { kStages = 3, kNext };\n"
        "template <int N, class T = float> void f() {\n"
        "  if constexpr (N == 4) { auto a = make_layout(Int<N>{}); }\n"
        "  else { auto b = make_layout(_8{}); }\n"
        "  auto s = make_layout(make_shape(Int<kStages>{}, Int<kNext>{}), make_stride(_1{}, Int<int(Major::MN)>{}));\n"
        "  static constexpr int kBytes = static_cast<int>(sizeof(T)) * 2;\n"
        "}\n";
    const auto four = import_cpp_source(source, {{"f::N", "4"}});
    std::vector<std::string> names;
    for (const auto& o : four) names.push_back(o.name + "=" + o.printed);
    QCOMPARE(names, (std::vector<std::string>{"f::a=_4:_1", "f::s=(_3,_4):(_1,_1)", "f::kBytes=8"}));
    const auto eight = import_cpp_source(source, {{"f::N", "8"}});
    QCOMPARE(eight[0].name, std::string("f::b"));
  }

  // A kernel's `typename Kernel_traits` bound to a traits struct of the file, and a helper the kernel calls: the helper
  // reads its parameters from the call, as a launch gives a kernel its own.
  void instancesAndCallsGiveValues() {
    const std::string source =
        "template <int kBlockM_, class Element_ = cutlass::half_t> struct Traits {\n"
        "  using Element = Element_;\n"
        "  using index_t = int64_t;\n"
        "  static constexpr int kBlockM = kBlockM_;\n"
        "  using SmemLayout = Layout<Shape<Int<kBlockM>, _8>>;\n"
        "};\n"
        "template <class Tensor> void helper(Tensor t) { auto l = t.layout(); }\n"
        "template <class Kernel_traits> void kernel() {\n"
        "  using SmemLayout = typename Kernel_traits::SmemLayout;\n"
        "  Tensor s = make_tensor(make_smem_ptr<typename Kernel_traits::Element>(nullptr), SmemLayout{});\n"
        "  auto name = \"not an object\";\n"
        "  helper(s);\n"
        "}\n";
    const auto objects = import_cpp_source(source, {{"kernel::Kernel_traits", "Traits<64>"}});
    std::map<std::string, std::string> printed;
    for (const auto& o : objects) printed[o.name] = o.read() ? o.printed : "unread";
    QCOMPARE(printed["kernel::SmemLayout"], std::string("(_64,_8):(_1,_64)"));
    QCOMPARE(printed["kernel::s"], std::string("smem_ptr[16b]((nil)) o (_64,_8):(_1,_64)"));
    QCOMPARE(printed["helper::l"], std::string("(_64,_8):(_1,_64)"));  // from the call in kernel
    QVERIFY(!printed.count("kernel::name"));
  }

  void unreadableIsListedWithItsReason() {
    const auto objects = import_cpp_source("auto a = my_helper(_4{});\nauto b = make_layout(make_shape(_4{}), make_stride(_1{}, _2{}));");
    QCOMPARE(objects.size(), std::size_t(2));
    QVERIFY(objects[0].unreadable.starts_with("calls my_helper, which LayoutLab does not know"));
    QCOMPARE(objects[1].line, 2);
    QVERIFY(!objects[1].unreadable.empty());
  }

  // Statements and heads of any length are read without exhausting the stack (std::regex recurses per character).
  void longStatementsAreListedNotMatched() {
    std::string numbers;
    for (int i = 0; i < 50000; ++i) numbers += i ? ",1" : "1";
    // (the second: a brace after a head that long is taken as an initialiser's, its statement running to the `;`)
    const auto objects = import_cpp_source("auto x = make_shape(" + numbers + ");\nauto y = T(" + numbers +
                                           ") { 1 };\nusing L = Layout<_4>;\n");
    QVERIFY(!objects.empty());
    QCOMPARE(objects[0].name, std::string("x"));
    QVERIFY(objects[0].unreadable.find("longer than LayoutLab reads") != std::string::npos);
    QCOMPARE(objects.size(), std::size_t(3));
    QCOMPARE(objects[1].name, std::string("y"));
    QCOMPARE(objects.back().printed, std::string("_4:_1"));  // reading goes on after them
  }

  void junkNeverThrows() {
    for (const char* junk : {"}}}}{{{{", "struct { ;;; } ;", "auto = = ;", "using X = ((((;", "\"unterminated",
                             "/* unterminated", "#define X \\\n continued", "template <class T> struct S : T { using L = T::L; };"})
      (void)import_cpp_source(junk);
  }
};

QTEST_MAIN(TestCppSource)
#include "test_cpp_source.moc"
