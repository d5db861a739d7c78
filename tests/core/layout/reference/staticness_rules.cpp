// Provenance of the expected values in ../test_int_tuple.cpp: CuTe's staticness rules, printed by real
// CuTe. Build as docs_01_layout.cpp.
#include <cstdio>
#include <cute/tensor.hpp>
using namespace cute;
#define P(name, ...) do { printf("%s\t", name); print(__VA_ARGS__); printf("\n"); } while (0)
int main() {
  int five = 5, zero = 0, one = 1;
  P("_0*5", _0{} * five); P("5*_0", five * _0{}); P("_1*5", _1{} * five); P("5*_1", five * _1{});
  P("_0/5", _0{} / five); P("5/_1", five / _1{}); P("5%_1", five % _1{}); P("_0%5", _0{} % five);
  P("_1%5", _1{} % five); P("_0+5", _0{} + five); P("_3*_4", _3{} * _4{}); P("_7/_2", _7{} / _2{});
  P("_0/0", _0{} / zero); P("5%_m1", five % Int<-1>{});
  P("gcd(_4,6)", gcd(_4{}, 6)); P("gcd(_4,_6)", gcd(_4{}, _6{})); P("lcm(_4,_6)", lcm(_4{}, _6{}));
  P("min(_4,2)", cute::min(_4{}, 2)); P("max(_4,_2)", cute::max(_4{}, _2{})); P("abs(_m3)", abs(Int<-3>{}));
  P("ceil_div(_7,_2)", ceil_div(_7{}, _2{})); P("ceil_div(7,_2)", ceil_div(7, _2{}));
  P("shape_div((4,5,6),40)", shape_div(make_shape(4, 5, 6), 40));
  P("shape_div((_4,_5,_6),_40)", shape_div(make_shape(_4{}, _5{}, _6{}), _40{}));
  P("shape_div(_2,_8)", shape_div(_2{}, _8{})); P("shape_div(_8,_2)", shape_div(_8{}, _2{}));
  P("shape_div((_6,_2),(_3,_2))", shape_div(make_shape(_6{}, _2{}), make_shape(_3{}, _2{})));
  P("ceil_div((_4,_5,_6),_40)", ceil_div(make_shape(_4{}, _5{}, _6{}), _40{}));
  P("ceil_div((_8,_6),(_3))", ceil_div(make_shape(_8{}, _6{}), make_shape(_3{})));
  P("product((_2,(3,_4)))", product(make_shape(_2{}, make_shape(3, _4{}))));
  P("product((_2,(_0,4)))", product(make_shape(_2{}, make_shape(_0{}, 4))));
  P("product(())", product(make_tuple()));
  P("size((one,_1))", size(make_shape(one, _1{})));
  P("sum((_2,(3,_4)))", sum(make_shape(_2{}, make_shape(3, _4{}))));
  P("inner_product((2,_3),(_0,_4))", inner_product(make_shape(2, _3{}), make_shape(_0{}, _4{})));
  P("elem_scale((_2,3),(_4,(_2,_3)))", elem_scale(make_shape(_2{}, 3), make_shape(_4{}, make_shape(_2{}, _3{}))));
  P("make_layout((_4,_1,8))", make_layout(make_shape(_4{}, _1{}, 8)));
  P("make_layout((4,1,_8))", make_layout(make_shape(4, one, _8{})));
  P("make_layout((_4,(_1,8)),LayoutRight)", make_layout(make_shape(_4{}, make_shape(_1{}, 8)), LayoutRight{}));
  P("compact_col_major((2,_3),_5)", compact_col_major(make_shape(2, _3{}), _5{}));
  P("product_each((_2,(3,_4)))", product_each(make_shape(_2{}, make_shape(3, _4{}))));
  P("product_each(_6)", product_each(_6{}));
  P("flatten((_2,((3),_4)))", flatten(make_shape(_2{}, make_shape(make_shape(3), _4{}))));
  P("depth(_2)", depth(_2{})); P("rank(_2)", rank(_2{}));
  P("cosize((_4,_2):(_2,_0))", cosize(make_layout(make_shape(_4{}, _2{}), make_stride(_2{}, _0{}))));
  P("cosize((4,_2):(_2,_0))", cosize(make_layout(make_shape(4, _2{}), make_stride(_2{}, _0{}))));
  P("cosize((_4,_3):(_-1,_4))", cosize(make_layout(make_shape(_4{}, _3{}), make_stride(Int<-1>{}, _4{}))));
  P("L(3) on (_4,_2):(_0,_1)", make_layout(make_shape(_4{}, _2{}), make_stride(_0{}, _1{}))(3));
  P("L(_0) on (4,2):(1,4)", make_layout(make_shape(4, 2), make_stride(1, 4))(_0{}));
  P("L(_5) on (_4,_2):(_2,_1)", make_layout(make_shape(_4{}, _2{}), make_stride(_2{}, _1{}))(_5{}));
  P("idx2crd(_0,(4,(2,3)))", idx2crd(_0{}, make_shape(4, make_shape(2, 3))));
  P("idx2crd(5,(_4,_1))", idx2crd(5, make_shape(_4{}, _1{})));
  P("idx2crd(3,(_4,_1))", idx2crd(3, make_shape(_4{}, _1{})));
  P("crd2idx((1,2),((2,2),4))", crd2idx(make_coord(1, 2), make_shape(make_shape(2, 2), 4)));
  P("upcast<2>((_4,8):(_1,_4))", upcast<2>(make_layout(make_shape(_4{}, 8), make_stride(_1{}, _4{}))));
  P("upcast<4>((_2,8):(_1,16))", upcast<4>(make_layout(make_shape(_2{}, 8), make_stride(_1{}, 16))));
  P("downcast<2>((_4,8):(_1,_4))", downcast<2>(make_layout(make_shape(_4{}, 8), make_stride(_1{}, _4{}))));
  P("recast<16->8>((_4,8):(_1,_4))", recast_layout<uint16_t, uint8_t>(make_layout(make_shape(_4{}, 8), make_stride(_1{}, _4{}))));
  P("recast<8->32>((_8,8):(_1,_8))", recast_layout<uint8_t, uint32_t>(make_layout(make_shape(_8{}, 8), make_stride(_1{}, _8{}))));
  P("make_ordered_layout((_2,_2,_2,_2),(_0,_2,_3,_1))", make_ordered_layout(Shape<_2,_2,_2,_2>{}, Step<_0,_2,_3,_1>{}));
  P("make_ordered_layout((2,3,4,5),(_2,67,42,_50))", make_ordered_layout(make_shape(2,3,4,5), make_step(Int<2>{}, 67, 42, Int<50>{})));
  P("make_layout_like((_2,_2,_2,_2):(_0,_2,_4,_1))", make_layout_like(Layout<Shape<_2,_2,_2,_2>, Stride<_0,_2,_4,_1>>{}));
  P("make_layout_like((2,3,4,5):(_0,42,_1,_0))", make_layout_like(make_layout(make_shape(2,3,4,5), make_stride(Int<0>{},42,Int<1>{},Int<0>{}))));
  P("slice((_,2),(4,8):(1,4))", slice(make_coord(_, 2), make_layout(make_shape(4, 8), make_stride(1, 4))));
  P("slice((1,(_,_)),(_4,(_2,_3)):(_1,(_4,_8)))", slice(make_coord(1, make_coord(_, _)), Layout<Shape<_4, Shape<_2, _3>>, Stride<_1, Stride<_4, _8>>>{}));
  P("L(_,2)", make_layout(make_shape(4, 8), make_stride(1, 4))(_, 2));
  P("append<3>(_4:_1)", append<3>(Layout<_4, _1>{}));
  P("prepend<3>(_4:_1)", prepend<3>(Layout<_4, _1>{}));
  P("append((_4,_2):(_1,_4))", append(Layout<Shape<_4, _2>, Stride<_1, _4>>{}));
  P("take<0,1>(8:1)", take<0, 1>(make_layout(8, 1)));
  P("group<0,1>(8:1)", group<0, 1>(make_layout(8, 1)));
  P("group<1,1>((_2,_3):(_1,_2))", group<1, 1>(Layout<Shape<_2, _3>>{}));
  P("get<0>(8:1)", get<0>(make_layout(8, 1)));
  P("coshape((_4,(_2,_3)):(_2,(_1,_8)))", coshape(Layout<Shape<_4, Shape<_2, _3>>, Stride<_2, Stride<_1, _8>>>{}));
  return 0;
}
