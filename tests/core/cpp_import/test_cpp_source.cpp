// Reading a C++ source for its CuTe objects (core/cpp_import): scopes qualify names, declarations of every
// form are found in source order with their lines, comments / strings / preprocessor lines are skipped,
// unknown values are listed as needs, unknown functions as unreadable, and junk never throws.
#include <QTest>

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

  void unreadableIsListedWithItsReason() {
    const auto objects = import_cpp_source("auto a = my_helper(_4{});\nauto b = make_layout(make_shape(_4{}), make_stride(_1{}, _2{}));");
    QCOMPARE(objects.size(), std::size_t(2));
    QVERIFY(objects[0].unreadable.starts_with("calls my_helper, which LayoutLab does not know"));
    QCOMPARE(objects[1].line, 2);
    QVERIFY(!objects[1].unreadable.empty());
  }

  void junkNeverThrows() {
    for (const char* junk : {"}}}}{{{{", "struct { ;;; } ;", "auto = = ;", "using X = ((((;", "\"unterminated",
                             "/* unterminated", "#define X \\\n continued", "template <class T> struct S : T { using L = T::L; };"})
      (void)import_cpp_source(junk);
  }
};

QTEST_MAIN(TestCppSource)
#include "test_cpp_source.moc"
