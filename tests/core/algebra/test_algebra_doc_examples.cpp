// The worked examples of CuTe's layout-algebra doc (media/docs/cpp/cute/02_layout_algebra.md), each
// with the text real CuTe prints for it (CUTLASS 4.2, host g++; the C++ expression is in the comment),
// static and dynamic forms alike.
#include <QTest>

#include "algebra_test_support.hpp"

class TestAlgebraDocExamples : public QObject {
  Q_OBJECT
 private slots:
  void matchesCute_data() {
    QTest::addColumn<QString>("op");
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QString>("expected");
    int n = 0;
    auto row = [&](const char* op, const char* a, const char* b, const char* expected) {
      QTest::addRow("%d %s %s %s", n++, op, a, b) << op << a << b << expected;
    };
    row("coalesce", "(_2,(_1,_6)):(_1,(_6,_2))", "", "_12:_1");  // CuTe: coalesce(Layout<Shape<_2,Shape<_1,_6>>,Stride<_1,Stride<_6,_2>>>{})
    row("coalesce", "(_2,(_1,_6)):(_1,(_6,_2))", "(_1,_1)", "(_2,_6):(_1,_2)");  // CuTe: coalesce(Layout<Shape<_2,Shape<_1,_6>>,Stride<_1,Stride<_6,_2>>>{}, Step<_1,_1>{})
    row("composition", "(_6,_2):(_8,_2)", "(_4,_3):(_3,_1)", "((_2,_2),_3):((_24,_2),_8)");  // CuTe: composition(Layout<Shape<_6,_2>,Stride<_8,_2>>{}, Layout<Shape<_4,_3>,Stride<_3,_1>>{})
    row("composition", "(6,2):(8,2)", "(4,3):(3,1)", "((2,2),(3,1)):((24,2),(8,2))");  // CuTe: composition(make_layout(make_shape(6,2),make_stride(8,2)), make_layout(make_shape(4,3),make_stride(3,1)))
    row("composition", "_20:_2", "(_5,_4):(_4,_1)", "(_5,_4):(_8,_2)");  // CuTe: composition(Layout<Int<20>,_2>{}, Layout<Shape<_5,_4>,Stride<_4,_1>>{})
    row("composition", "20:2", "(5,4):(4,1)", "(5,4):(8,2)");  // CuTe: composition(make_layout(20,2), make_layout(make_shape(5,4),make_stride(4,1)))
    row("composition", "(12,(4,8)):(59,(13,1))", "<_3:_4,_8:_2>", "(_3,(2,4)):(236,(26,1))");  // CuTe: composition(make_layout(make_shape(12,make_shape(4,8)),make_stride(59,make_stride(13,1))), make_tile(Layout<_3,_4>{}, Layout<_8,_2>{}))
    row("composition", "(12,(4,8)):(59,(13,1))", "(_3,_8)", "(_3,(4,2)):(59,(13,1))");  // CuTe: composition(make_layout(make_shape(12,make_shape(4,8)),make_stride(59,make_stride(13,1))), make_shape(Int<3>{}, Int<8>{}))
    row("complement", "_4:_1", "_24", "_6:_4");  // CuTe: complement(Layout<_4,_1>{}, Int<24>{})
    row("complement", "_6:_4", "_24", "_4:_1");  // CuTe: complement(Layout<_6,_4>{}, Int<24>{})
    row("complement", "(_4,_6):(_1,_4)", "_24", "_1:_0");  // CuTe: complement(Layout<Shape<_4,_6>,Stride<_1,_4>>{}, Int<24>{})
    row("complement", "_4:_2", "_24", "(_2,_3):(_1,_8)");  // CuTe: complement(Layout<_4,_2>{}, Int<24>{})
    row("complement", "(_2,_4):(_1,_6)", "_24", "_3:_2");  // CuTe: complement(Layout<Shape<_2,_4>,Stride<_1,_6>>{}, Int<24>{})
    row("complement", "(_2,_2):(_1,_6)", "_24", "(_3,_2):(_2,_12)");  // CuTe: complement(Layout<Shape<_2,_2>,Stride<_1,_6>>{}, Int<24>{})
    row("complement", "_4:_2", "24", "(_2,3):(_1,_8)");  // CuTe: complement(Layout<_4,_2>{}, 24)
    row("complement", "_4:_2", "(_4,7)", "(_2,4):(_1,_8)");  // CuTe: complement(Layout<_4,_2>{}, make_shape(Int<4>{}, 7))
    row("complement", "4:2", "24", "(2,3):(_1,8)");  // CuTe: complement(make_layout(4,2), 24)
    row("logical_divide", "(_4,_2,_3):(_2,_1,_8)", "_4:_2", "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))");  // CuTe: logical_divide(Layout<Shape<_4,_2,_3>,Stride<_2,_1,_8>>{}, Layout<_4,_2>{})
    row("logical_divide", "(_9,(_4,_8)):(_59,(_13,_1))", "<_3:_3,(_2,_4):(_1,_8)>", "((_3,_3),((_2,_4),(_2,_2))):((_177,_59),((_13,_2),(_26,_1)))");  // CuTe: logical_divide(Layout<Shape<_9,Shape<_4,_8>>,Stride<Int<59>,Stride<Int<13>,_1>>>{}, make_tile(Layout<_3,_3>{}, Layout<Shape<_2,_4>,Stride<_1,_8>>{}))
    row("zipped_divide", "(_9,(_4,_8)):(_59,(_13,_1))", "<_3:_3,(_2,_4):(_1,_8)>", "((_3,(_2,_4)),(_3,(_2,_2))):((_177,(_13,_2)),(_59,(_26,_1)))");  // CuTe: zipped_divide(Layout<Shape<_9,Shape<_4,_8>>,Stride<Int<59>,Stride<Int<13>,_1>>>{}, make_tile(Layout<_3,_3>{}, Layout<Shape<_2,_4>,Stride<_1,_8>>{}))
    row("tiled_divide", "(_9,(_4,_8)):(_59,(_13,_1))", "<_3:_3,(_2,_4):(_1,_8)>", "((_3,(_2,_4)),_3,(_2,_2)):((_177,(_13,_2)),_59,(_26,_1))");  // CuTe: tiled_divide(Layout<Shape<_9,Shape<_4,_8>>,Stride<Int<59>,Stride<Int<13>,_1>>>{}, make_tile(Layout<_3,_3>{}, Layout<Shape<_2,_4>,Stride<_1,_8>>{}))
    row("flat_divide", "(_9,(_4,_8)):(_59,(_13,_1))", "<_3:_3,(_2,_4):(_1,_8)>", "(_3,(_2,_4),_3,(_2,_2)):(_177,(_13,_2),_59,(_26,_1))");  // CuTe: flat_divide(Layout<Shape<_9,Shape<_4,_8>>,Stride<Int<59>,Stride<Int<13>,_1>>>{}, make_tile(Layout<_3,_3>{}, Layout<Shape<_2,_4>,Stride<_1,_8>>{}))
    row("logical_product", "(_2,_2):(_4,_1)", "_6:_1", "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))");  // CuTe: logical_product(Layout<Shape<_2,_2>,Stride<_4,_1>>{}, Layout<_6,_1>{})
    row("logical_product", "(_2,_2):(_4,_1)", "(_4,_2):(_2,_1)", "((_2,_2),(_4,_2)):((_4,_1),(_8,_2))");  // CuTe: logical_product(Layout<Shape<_2,_2>,Stride<_4,_1>>{}, Layout<Shape<_4,_2>,Stride<_2,_1>>{})
    row("blocked_product", "(_2,_5):(_5,_1)", "(_3,_4):(_1,_3)", "((_2,_3),(_5,_4)):((_5,_10),(_1,_30))");  // CuTe: blocked_product(Layout<Shape<_2,_5>,Stride<_5,_1>>{}, Layout<Shape<_3,_4>,Stride<_1,_3>>{})
    row("raked_product", "(_2,_5):(_5,_1)", "(_3,_4):(_1,_3)", "((_3,_2),(_4,_5)):((_10,_5),(_30,_1))");  // CuTe: raked_product(Layout<Shape<_2,_5>,Stride<_5,_1>>{}, Layout<Shape<_3,_4>,Stride<_1,_3>>{})
    row("logical_product", "(_2,_5):(_5,_1)", "<_3:_5,_4:_6>", "((_2,_3),(_5,_4)):((_5,_10),(_1,_30))");  // CuTe: logical_product(Layout<Shape<_2,_5>,Stride<_5,_1>>{}, make_tile(Layout<_3,_5>{}, Layout<_4,_6>{}))
    row("zipped_product", "(_2,_5):(_5,_1)", "<_3:_5,_4:_6>", "((_2,_5),(_3,_4)):((_5,_1),(_10,_30))");  // CuTe: zipped_product(Layout<Shape<_2,_5>,Stride<_5,_1>>{}, make_tile(Layout<_3,_5>{}, Layout<_4,_6>{}))
    row("tiled_product", "(_2,_5):(_5,_1)", "<_3:_5,_4:_6>", "((_2,_5),_3,_4):((_5,_1),_10,_30)");  // CuTe: tiled_product(Layout<Shape<_2,_5>,Stride<_5,_1>>{}, make_tile(Layout<_3,_5>{}, Layout<_4,_6>{}))
    row("flat_product", "(_2,_5):(_5,_1)", "<_3:_5,_4:_6>", "(_2,_5,_3,_4):(_5,_1,_10,_30)");  // CuTe: flat_product(Layout<Shape<_2,_5>,Stride<_5,_1>>{}, make_tile(Layout<_3,_5>{}, Layout<_4,_6>{}))
    row("right_inverse", "(_4,_8):(_8,_1)", "", "(_8,_4):(_4,_1)");  // CuTe: right_inverse(Layout<Shape<_4,_8>,Stride<_8,_1>>{})
    row("left_inverse", "(_4,_8):(_8,_1)", "", "(_8,_4):(_4,_1)");  // CuTe: left_inverse(Layout<Shape<_4,_8>,Stride<_8,_1>>{})
    row("right_inverse", "(4,8):(8,1)", "", "_1:_0");  // CuTe: right_inverse(make_layout(make_shape(4,8),make_stride(8,1)))
    row("right_inverse", "(_2,_4):(_0,_2)", "", "_1:_0");  // CuTe: right_inverse(Layout<Shape<_2,_4>,Stride<_0,_2>>{})
    row("left_inverse", "(_2,_4):(_4,_1)", "", "(_4,_2):(_2,_1)");  // CuTe: left_inverse(Layout<Shape<_2,_4>,Stride<_4,_1>>{})
    row("max_common_vector", "(_4,_8):(_1,_4)", "(_4,_8):(_1,_4)", "_32");  // CuTe: max_common_vector(Layout<Shape<_4,_8>,Stride<_1,_4>>{}, Layout<Shape<_4,_8>,Stride<_1,_4>>{})
    row("max_common_vector", "(_4,_8):(_8,_1)", "(_4,_8):(_1,_4)", "_1");  // CuTe: max_common_vector(Layout<Shape<_4,_8>,Stride<_8,_1>>{}, Layout<Shape<_4,_8>,Stride<_1,_4>>{})
    row("max_common_layout", "(_4,_8):(_1,_4)", "(_4,_8):(_1,_8)", "_4:_1");  // CuTe: max_common_layout(Layout<Shape<_4,_8>,Stride<_1,_4>>{}, Layout<Shape<_4,_8>,Stride<_1,_8>>{})
    row("max_common_vector", "(4,8):(_1,4)", "(4,8):(_1,4)", "_1");  // CuTe: max_common_vector(make_layout(make_shape(4,8)), make_layout(make_shape(4,8)))
    row("coalesce", "(2,(1,6)):(1,(6,2))", "", "(2,1,6):(1,6,2)");  // CuTe: coalesce(make_layout(make_shape(2,make_shape(1,6)),make_stride(1,make_stride(6,2))))
    row("filter", "(_2,(_4,_3)):(_0,(_1,_0))", "", "_4:_1");  // CuTe: filter(Layout<Shape<_2,Shape<_4,_3>>,Stride<_0,Stride<_1,_0>>>{})
    row("filter", "(2,(4,3)):(_0,(1,0))", "", "(4,3):(1,0)");  // CuTe: filter(make_layout(make_shape(2,make_shape(4,3)),make_stride(_0{},make_stride(1,0))))
  }
  void matchesCute() {
    QFETCH(QString, op);
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QString, expected);
    QCOMPARE(QString::fromStdString(algebra_test::run(op.toStdString(), a.toStdString(), b.toStdString())), expected);
  }
};

QTEST_MAIN(TestAlgebraDocExamples)
#include "test_algebra_doc_examples.moc"
