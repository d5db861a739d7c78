// Provenance of the expected values in ../test_docs_examples.cpp: the worked examples of CuTe's
// media/docs/cpp/cute/01_layout.md, printed by real CuTe. Rebuild and rerun with
//   g++ -std=c++17 -w -I .deps/cutlass/include -I /usr/local/cuda/include -I /usr/local/cuda/include/cccl \
//       tests/core/layout/reference/docs_01_layout.cpp -o /tmp/docs01 && /tmp/docs01
#include <cstdio>
#include <cute/tensor.hpp>
using namespace cute;
#define P(name, ...) do { printf("%s\t", name); print(__VA_ARGS__); printf("\n"); } while (0)
int main() {
  Layout s8 = make_layout(Int<8>{});
  Layout d8 = make_layout(8);
  Layout s2xs4 = make_layout(make_shape(Int<2>{}, Int<4>{}));
  Layout s2xd4 = make_layout(make_shape(Int<2>{}, 4));
  Layout s2xd4_a = make_layout(make_shape(Int<2>{}, 4), make_stride(Int<12>{}, Int<1>{}));
  Layout s2xd4_col = make_layout(make_shape(Int<2>{}, 4), LayoutLeft{});
  Layout s2xd4_row = make_layout(make_shape(Int<2>{}, 4), LayoutRight{});
  Layout s2xh4 = make_layout(make_shape(2, make_shape(2, 2)), make_stride(4, make_stride(2, 1)));
  Layout s2xh4_col = make_layout(shape(s2xh4), LayoutLeft{});
  P("s8", s8); P("d8", d8); P("s2xs4", s2xs4); P("s2xd4", s2xd4); P("s2xd4_a", s2xd4_a);
  P("s2xd4_col", s2xd4_col); P("s2xd4_row", s2xd4_row); P("s2xh4", s2xh4); P("s2xh4_col", s2xh4_col);
  // print2D / print1D
  for (auto* name : {"s2xs4"}) { (void)name; }
  printf("print2D(s2xs4)\t"); for (int m = 0; m < size<0>(s2xs4); ++m) for (int n = 0; n < size<1>(s2xs4); ++n) printf("%d ", int(s2xs4(m, n))); printf("\n");
  printf("print2D(s2xd4_a)\t"); for (int m = 0; m < size<0>(s2xd4_a); ++m) for (int n = 0; n < size<1>(s2xd4_a); ++n) printf("%d ", int(s2xd4_a(m, n))); printf("\n");
  printf("print2D(s2xh4_col)\t"); for (int m = 0; m < size<0>(s2xh4_col); ++m) for (int n = 0; n < size<1>(s2xh4_col); ++n) printf("%d ", int(s2xh4_col(m, n))); printf("\n");
  printf("print2D(s2xh4)\t"); for (int m = 0; m < size<0>(s2xh4); ++m) for (int n = 0; n < size<1>(s2xh4); ++n) printf("%d ", int(s2xh4(m, n))); printf("\n");
  printf("print1D(s2xs4)\t"); for (int i = 0; i < size(s2xs4); ++i) printf("%d ", int(s2xs4(i))); printf("\n");
  printf("print1D(s2xd4_a)\t"); for (int i = 0; i < size(s2xd4_a); ++i) printf("%d ", int(s2xd4_a(i))); printf("\n");
  printf("print1D(s2xh4_col)\t"); for (int i = 0; i < size(s2xh4_col); ++i) printf("%d ", int(s2xh4_col(i))); printf("\n");
  printf("print1D(s2xh4)\t"); for (int i = 0; i < size(s2xh4); ++i) printf("%d ", int(s2xh4(i))); printf("\n");
  printf("print_layout(s2xh4)\n"); print_layout(s2xh4);
  // vector / matrix layouts
  Layout v42 = make_layout(make_shape(make_shape(4, 2)), make_stride(make_stride(2, 1)));
  printf("print1D(((4,2)):((2,1)))\t"); for (int i = 0; i < size(v42); ++i) printf("%d ", int(v42(i))); printf("\n");
  Layout v14 = make_layout(make_shape(make_shape(4, 2)), make_stride(make_stride(1, 4)));
  printf("print1D(((4,2)):((1,4)))\t"); for (int i = 0; i < size(v14); ++i) printf("%d ", int(v14(i))); printf("\n");
  Layout m22 = make_layout(make_shape(make_shape(2, 2), 2), make_stride(make_stride(4, 1), 2));
  printf("print2D(((2,2),2):((4,1),2))\t"); for (int m = 0; m < size<0>(m22); ++m) for (int n = 0; n < size<1>(m22); ++n) printf("%d ", int(m22(m, n))); printf("\n");
  // compatible
  P("compatible(24,32)", compatible(24, 32));
  P("compatible(_24,(_4,_6))", compatible(Int<24>{}, make_shape(Int<4>{}, Int<6>{})));
  // idx2crd
  auto shape = Shape<_3, Shape<_2, _3>>{};
  P("idx2crd(16)", idx2crd(16, shape));
  P("idx2crd(_16)", idx2crd(_16{}, shape));
  P("idx2crd((1,5))", idx2crd(make_coord(1, 5), shape));
  P("idx2crd((_1,5))", idx2crd(make_coord(_1{}, 5), shape));
  P("idx2crd((1,(1,2)))", idx2crd(make_coord(1, make_coord(1, 2)), shape));
  P("idx2crd((_1,(1,_2)))", idx2crd(make_coord(_1{}, make_coord(1, _2{})), shape));
  auto stride = Stride<_3, Stride<_12, _1>>{};
  P("crd2idx(16)", crd2idx(16, shape, stride));
  P("crd2idx(_16)", crd2idx(_16{}, shape, stride));
  P("crd2idx((1,5))", crd2idx(make_coord(1, 5), shape, stride));
  P("crd2idx((_1,5))", crd2idx(make_coord(_1{}, 5), shape, stride));
  P("crd2idx((_1,_5))", crd2idx(make_coord(_1{}, _5{}), shape, stride));
  P("crd2idx((1,(1,2)))", crd2idx(make_coord(1, make_coord(1, 2)), shape, stride));
  P("crd2idx((_1,(_1,_2)))", crd2idx(make_coord(_1{}, make_coord(_1{}, _2{})), shape, stride));
  printf("table(3,(2,3)):(3,(12,1))\n"); print_layout(make_layout(shape, stride));
  // sublayouts
  Layout a = Layout<Shape<_4, Shape<_3, _6>>>{};
  P("a", a); P("layout<0>(a)", layout<0>(a)); P("layout<1>(a)", layout<1>(a));
  P("layout<1,0>(a)", layout<1, 0>(a)); P("layout<1,1>(a)", layout<1, 1>(a));
  Layout b = Layout<Shape<_2, _3, _5, _7>>{};
  P("b", b); P("select<1,3>(b)", select<1, 3>(b)); P("select<0,1,3>(b)", select<0, 1, 3>(b));
  P("select<2>(b)", select<2>(b)); P("take<1,3>(b)", take<1, 3>(b)); P("take<1,4>(b)", take<1, 4>(b));
  // concatenation
  Layout ca = Layout<_3, _1>{};
  Layout cb = Layout<_4, _3>{};
  Layout row = make_layout(ca, cb);
  Layout col = make_layout(cb, ca);
  P("row", row); P("col", col); P("q", make_layout(row, col));
  Layout aa = make_layout(ca);
  P("aa", aa); P("aaa", make_layout(aa)); P("d", make_layout(ca, make_layout(ca), ca));
  Layout ab = append(ca, cb);
  P("ab", ab); P("ba", prepend(ca, cb));
  Layout c = append(ab, ab);
  P("c", c); P("replace<2>(c,b)", replace<2>(c, cb));
  // grouping and flattening
  Layout gb = group<0, 2>(b);
  Layout gc = group<1, 3>(gb);
  P("group<0,2>(b)", gb); P("group<1,3>(gb)", gc); P("flatten(gb)", flatten(gb)); P("flatten(gc)", flatten(gc));
  // size/cosize/rank/depth
  P("size(s2xh4)", size(s2xh4)); P("cosize(s2xh4)", cosize(s2xh4)); P("rank(s2xh4)", rank(s2xh4));
  P("depth(s2xh4)", depth(s2xh4)); P("size(a)", size(a)); P("cosize(a)", cosize(a));
  P("rank<1>(a)", rank<1>(a)); P("depth<1>(a)", depth<1>(a)); P("size<1>(a)", size<1>(a)); P("shape<1>(a)", cute::shape<1>(a));
  // swizzle
  auto sw = composition(Swizzle<3, 4, 3>{}, make_layout(make_shape(_8{}, _8{}), make_stride(_8{}, _1{})));
  P("sw", sw); P("sw(9)", sw(9)); P("Swizzle<3,4,3>", Swizzle<3, 4, 3>{});
  printf("print_layout(sw)\n"); print_layout(composition(Swizzle<2, 0, 3>{}, make_layout(make_shape(_4{}, _8{}), LayoutRight{})));
  P("make_layout(Swizzle<2,1,3>)", make_layout(Swizzle<2, 1, 3>{}));
  P("make_layout(Swizzle<0,1,3>)", make_layout(Swizzle<0, 1, 3>{}));
  P("upcast<2>(sw)", upcast<2>(sw)); P("downcast<2>(sw)", downcast<2>(sw));
  P("tile", make_tile(Layout<_2, _1>{}, Layout<_4, _1>{}));
  P("tile_shape", make_tile(_3{}, _, Layout<_4, _2>{}));
  return 0;
}
