// The one front end of C++ (core/cpp): its lexer, C++'s operators in the one parser and evaluator (eval's
// statements, template arguments and `#if` alike), the preprocessor on tokens, and the names a value needs as data
// on the error.
#include <QTest>

#include "core/cpp/lexer.hpp"
#include "core/cpp/preprocessor.hpp"
#include "core/cpp/span.hpp"
#include "core/expr/eval.hpp"

using namespace ll;

namespace {

std::string eval(const std::string& text) {
  auto v = expr::evaluate_text(text);
  return v ? expr::to_string(*v) : "error: " + v.error();
}

}  // namespace

class TestCppFrontEnd : public QObject {
  Q_OBJECT
 private slots:
  void lexerTokens() {
    const std::string source = "auto x = Int<3>{}; // a comment { \n#if A \\\n  && B\nLayout<Shape<_4>> s = \"{\";";
    const auto tokens = cpp::lex(source);
    std::vector<std::string> texts;
    for (const auto& t : tokens)
      if (t.kind != cpp::TokenKind::End) texts.push_back(std::string(t.text(source)));
    QCOMPARE(texts, (std::vector<std::string>{"auto", "x", "=", "Int", "<", "3", ">", "{", "}", ";", "#if A \\\n  && B", "Layout",
                                              "<", "Shape", "<", "_4", ">", ">", "s", "=", "\"{\"", ";"}));
    QCOMPARE(tokens[10].kind, cpp::TokenKind::Directive);
    QCOMPARE(tokens[11].line, 4u);  // after the continued directive
    QCOMPARE(tokens[11].column, 1u);
    QVERIFY(!tokens[17].space_before);  // `>>` is two `>`, adjacent
    QCOMPARE(tokens[20].kind, cpp::TokenKind::String);
    QCOMPARE(tokens.back().kind, cpp::TokenKind::End);
    // numbers with suffixes and separators, raw strings, unterminated literals and comments end without throwing
    const std::string more = "0x1000ull 1'000 3.5e-2f R\"d(a \" b)d\" 'x' \"open\n/* open";
    const auto t2 = cpp::lex(more);
    QCOMPARE(std::string(t2[0].text(more)), std::string("0x1000ull"));
    QCOMPARE(std::string(t2[1].text(more)), std::string("1'000"));
    QCOMPARE(std::string(t2[2].text(more)), std::string("3.5e-2f"));
    QCOMPARE(std::string(t2[3].text(more)), std::string("R\"d(a \" b)d\""));
    QCOMPARE(t2[4].kind, cpp::TokenKind::Character);
    QCOMPARE(t2[5].kind, cpp::TokenKind::String);
    QCOMPARE(t2[6].kind, cpp::TokenKind::End);
    // comments blanked in place: columns stay
    QCOMPARE(cpp::without_comments("a /* b */ c // d\ne"), std::string("a         c     \ne"));
  }

  void spanBracketsAndCommas() {
    const std::string source = "f(a, Int<(b > c)>, g(d, e)) , h";
    const auto tokens = cpp::lex(source);
    const cpp::Span s(source, tokens.data(), tokens.data() + tokens.size() - 1);
    QCOMPARE(s.closing(1), s.size() - 3);
    const auto parts = s.sub(2, s.closing(1)).split_commas();
    QCOMPARE(parts.size(), std::size_t(3));
    QCOMPARE(parts[1].joined(), std::string("Int<(b > c)>"));
    QCOMPARE(parts[2].joined(), std::string("g(d, e)"));
  }

  // C++'s operators with their precedence, on CuTe's integers: static with static stays static, as
  // integral_constant.hpp's operators make C<...> of two C<...>.
  void operatorsInStatements() {
    QCOMPARE(eval("128 % 64 == 0 ? 64 : 32"), std::string("64"));
    QCOMPARE(eval("96 % 64 == 0 ? 64 : (96 % 32 == 0 ? 32 : 16)"), std::string("32"));
    QCOMPARE(eval("_4{} == _4{}"), std::string("_1"));
    QCOMPARE(eval("_4{} != Int<4>{}"), std::string("_0"));
    QCOMPARE(eval("(1 << 4) | 3"), std::string("19"));
    QCOMPARE(eval("1 << 4 | 3 & 1"), std::string("17"));  // & before | , << before both
    QCOMPARE(eval("0xF0 >> 4 ^ 1"), std::string("14"));
    QCOMPARE(eval("!0 && 3 > 2 || 0"), std::string("1"));
    QCOMPARE(eval("2 + 3 * 4 - 6 / 3"), std::string("12"));
    QCOMPARE(eval("~0"), std::string("-1"));
    QCOMPARE(eval("-_4{}"), std::string("_-4"));
    QCOMPARE(eval("1 ? 5 : not_a_name"), std::string("5"));  // only the branch taken is evaluated
    QCOMPARE(eval("0 && not_a_name"), std::string("0"));
    QCOMPARE(eval("true + true"), std::string("2"));
    QCOMPARE(eval("static_cast<int>(size(make_layout(_4{}, _1{})))"), std::string("4"));
    QCOMPARE(eval("Int<128 % 64 == 0 ? 64 : 32>{}"), std::string("_64"));  // in a template argument too
    QCOMPARE(eval("Int<(1 << 3) + 1>{}"), std::string("_9"));
    // a tiler still closes at `>`, and a layout's `:` is no conditional's
    QCOMPARE(eval("logical_divide(make_layout(_8{}), <_2>)"), std::string("((_2,_4)):((_1,_2))"));
    QCOMPARE(eval("(4,8):(1,4)"), std::string("(4,8):(1,4)"));
    QVERIFY(eval("1 << 64").starts_with("error: shift by 64"));
    QVERIFY(eval("1 ? 2").starts_with("error: parse error at column 6: expected ':'"));
    expr::Session session;
    QVERIFY(session.run_line("kBlockN = 32").has_value());
    QCOMPARE(session.run_line("kBlockN < 64 ? kBlockN : 64")->value(), std::string("32"));
    QCOMPARE(session.run_line("Int<kBlockN == 32 ? 2 : 3>{}")->value(), std::string("_2"));
  }

  // `#if` for a chosen target: macros expanded, `defined` answered, any other name 0, C's operators.
  void preprocessorOnTokens() {
    std::map<std::string, std::string> defines{{"__CUDA_ARCH__", "900"}, {"TWICE", "(KB * 2)"}, {"KB", "64"}};
    cpp::Preprocessor pp(defines);
    QCOMPARE(pp.evaluate("defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900"), std::int64_t(1));
    QCOMPARE(pp.evaluate("defined __CUDA_ARCH__ && (__CUDA_ARCH__ < 800)"), std::int64_t(0));
    QCOMPARE(pp.evaluate("TWICE == 128 && !defined(UNSET)"), std::int64_t(1));
    QCOMPARE(pp.evaluate("UNSET + 1"), std::int64_t(1));
    QCOMPARE(pp.evaluate("(1 << 3) == 8 ? 900L : 0"), std::int64_t(900));
    QCOMPARE(pp.evaluate("(1 +"), std::int64_t(0));  // malformed: false
    const std::string source = "#if __CUDA_ARCH__ >= 1000\na\n#elif __CUDA_ARCH__ >= 900\nb\n#else\nc\n#endif\n#define N 4\nd";
    const auto tokens = cpp::lex(source);
    const auto active = pp.active_tokens(source, tokens);
    QCOMPARE(active.size(), std::size_t(3));
    QCOMPARE(std::string(active[0].text(source)), std::string("b"));
    QCOMPARE(std::string(active[1].text(source)), std::string("d"));
    QCOMPARE(defines.at("N"), std::string("4"));
  }

  // CuTe objects real kernels build, each as CuTe 4.2 prints it (compiled on the host when this test was written).
  void objectsRealKernelsBuild() {
    const std::string mma = "make_tiled_mma(MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{}, Layout<Shape<_2,_2,_1>>{})";
    QCOMPARE(eval("partition_shape_C(" + mma + ", make_shape(_128{}, _128{}))"), std::string("((_2,_2),_4,_8)"));
    QCOMPARE(eval("partition_shape_A(" + mma + ", make_shape(_128{}, _32{}))"), std::string("((_2,_2,_2),_4,_2)"));
    QCOMPARE(eval("partition_shape_B(" + mma + ", make_shape(_64{}, _32{}))"), std::string("((_2,_2),_4,_2)"));
    QCOMPARE(eval("partition_fragment_C(" + mma + ", make_shape(_64{}, _64{})).layout()"), std::string("((_2,_2),_2,_4):((_1,_2),_4,_8)"));
    QCOMPARE(eval("Copy_Atom<DefaultCopy, half_t>{}"),
             std::string("Copy_Atom\n  ThrID:        _1:_0\n  ValLayoutSrc: (_1,_1):(_0,_0)\n  ValLayoutDst: (_1,_1):(_0,_0)\n"
                         "  ValLayoutRef: (_1,_1):(_0,_0)\n  ValueType:    16b"));
    QCOMPARE(eval("as_position_independent_swizzle_layout(GMMA::Layout_K_SW128_Atom<half_t>{})"), std::string("Sw<3,3,3> o _0 o (_8,_64):(_64,_1)"));
    QCOMPARE(eval("as_position_independent_swizzle_layout(GMMA::Layout_MN_SW64_Atom<float>{})"), std::string("Sw<2,2,3> o _0 o (_16,_8):(_1,_16)"));
    QCOMPARE(eval("std::max(_4{}, _8{}, 2)"), std::string("8"));
    QCOMPARE(eval("cute::max(_4{}, _8{})"), std::string("_8"));
    QCOMPARE(eval("get_nonswizzle_portion(composition(Swizzle<3,3,3>{}, make_layout(make_shape(_8{}, _64{}), LayoutRight{})))"),
             std::string("(_8,_64):(_64,_1)"));
    QCOMPARE(eval("decltype(size<1>(make_shape(_4{}, _8{})))::value"), std::string("_8"));
  }

  // What a value needs is data on the error (Error::needs), not words to parse back out of its message.
  void needsAreDataOnTheError() {
    auto a = expr::evaluate_text("make_layout(make_shape(M, _4{}))");
    QVERIFY(!a);
    QCOMPARE(a.failure().needs, std::vector<std::string>{"M"});
    auto b = expr::evaluate_text("Layout<Shape<Int<bM>, _8>>{}");
    QCOMPARE(b.failure().needs, std::vector<std::string>{"bM"});
    auto c = expr::evaluate_text("Copy_Atom<UniversalCopy<TA>, TA>{}");
    QCOMPARE(c.failure().needs, std::vector<std::string>{"TA"});
    auto d = expr::evaluate_text("my_helper(_4{})");
    QVERIFY(d.failure().needs.empty());
    QCOMPARE(d.failure().unknown_function, std::string("my_helper"));
  }
};

QTEST_MAIN(TestCppFrontEnd)
#include "test_cpp_front_end.moc"
