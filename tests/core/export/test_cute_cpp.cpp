// The C++ export writes static integers as types and dynamic ones as values, as the user wrote them.
// (That CuTe builds exactly the printed value from this text is proven by tests/core/export_compile.)
#include <QtTest>

#include "core/export/cute_cpp.hpp"
#include "core/export/cute_dsl.hpp"
#include "core/export/exporter.hpp"
#include "core/layout/parse.hpp"

using namespace ll;

class TestCuteCpp : public QObject {
  Q_OBJECT

  static Layout parsed(const char* text) {
    auto l = parse_layout(text);
    if (!l) qFatal("%s", l.error().c_str());
    return *l;
  }

 private slots:
  void staticLayoutIsAType() {
    QCOMPARE(QString::fromStdString(cute_cpp_expr(parsed("(_4,_8):(_8,_1)"))),
             QString("Layout<Shape<_4,_8>,Stride<_8,_1>>{}"));
  }
  void dynamicLayoutIsMadeAtRunTime() {
    QCOMPARE(QString::fromStdString(cute_cpp_expr(parsed("(4,8):(8,1)"))),
             QString("make_layout(make_shape(4,8), make_stride(8,1))"));
  }
  void mixedLayoutKeepsEachIntegersStaticness() {
    QCOMPARE(QString::fromStdString(cute_cpp_expr(parsed("((_2,4),8):((_1,2),_16)"))),
             QString("make_layout(make_shape(make_shape(_2{},4),8), make_stride(make_stride(_1{},2),_16{}))"));
  }
  void constantsWithoutAnAliasAreIntN() {
    QCOMPARE(QString::fromStdString(cute_cpp_static_int_type(static_int(45))), QString("Int<45>"));
    QCOMPARE(QString::fromStdString(cute_cpp_static_int_type(static_int(-3))), QString("_m3"));
    QCOMPARE(QString::fromStdString(cute_cpp_int_expr(dynamic_int(5000000000LL))), QString("int64_t(5000000000LL)"));
  }
  void swizzleAndComposedLayout() {
    QCOMPARE(QString::fromStdString(cute_cpp_expr(Swizzle{3, 4, 3})), QString("Swizzle<3,4,3>{}"));
    ComposedLayout c{Swizzle{3, 3, 3}, static_int(0), parsed("(_8,_64):(_64,_1)")};
    QCOMPARE(QString::fromStdString(cute_cpp_expr(c)),
             QString("ComposedLayout<Swizzle<3,3,3>,_0,Layout<Shape<_8,_64>,Stride<_64,_1>>>{}"));
    c.offset = dynamic_int(5);
    QCOMPARE(QString::fromStdString(cute_cpp_expr(c)),
             QString("make_composed_layout(Swizzle<3,3,3>{}, 5, Layout<Shape<_8,_64>,Stride<_64,_1>>{})"));
  }
  void cppFormatWritesIncludesAndADeclaration() {
    const Exporter* cpp = find_exporter(text_exporter_list(), "cpp");
    QVERIFY(cpp);
    ExportSubject s{parsed("(_4,_8):(_8,_1)"), "(_4,_8):(_8,_1)"};
    auto text = cpp->write(s, {});
    QVERIFY(text.ok());
    QVERIFY(text->find("#include <cute/tensor.hpp>") != std::string::npos);
    QVERIFY(text->find("using MyLayout = Layout<Shape<_4,_8>,Stride<_8,_1>>;") != std::string::npos);
    QVERIFY(text->find("constexpr MyLayout layout{};") != std::string::npos);
    ExportOptions named;
    named.name = "smem_layout";
    ExportSubject d{parsed("(4,8):(8,1)"), ""};
    auto dynamic = cpp->write(d, named);
    QVERIFY(dynamic->find("auto smem_layout = make_layout(make_shape(4,8), make_stride(8,1));") != std::string::npos);
  }
  void dslSnippet() {
    QCOMPARE(QString::fromStdString(cute_dsl_expr(parsed("((_2,_4),(_2,_2)):((_8,_1),(_4,_16))"))),
             QString("cute.make_layout(((2, 4), (2, 2)), stride=((8, 1), (4, 16)))"));
    QCOMPARE(QString::fromStdString(cute_dsl_expr(parsed("(4,_8):(_8,1)"))),
             QString("cute.make_layout((cutlass.Int32(4), 8), stride=(8, cutlass.Int32(1)))"));
    QCOMPARE(QString::fromStdString(cute_dsl_expr(Swizzle{3, 4, 3})), QString("cute.make_swizzle(3, 4, 3)"));
    // A run-time integer past int32 (cutlass.Int32(3000000000) wraps to -1294967296 in the DSL).
    QCOMPARE(QString::fromStdString(cute_dsl_expr(parsed("(_2,2):(_100000,3000000000)"))),
             QString("cute.make_layout((2, cutlass.Int32(2)), stride=(100000, cutlass.Int64(3000000000)))"));
  }
  void everyTextFormatIsRegisteredOnce() {
    QStringList formats;
    for (const Exporter* e : text_exporter_list()) formats << QString::fromStdString(e->format());
    QCOMPARE(formats, QStringList({"cpp", "dsl", "tikz"}));
  }
};

QTEST_GUILESS_MAIN(TestCuteCpp)
#include "test_cute_cpp.moc"
