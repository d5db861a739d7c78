// Provenance of the ComposedLayout slice expectations in ../test_swizzle.cpp (real CuTe output).
#include <cstdio>
#include <cute/tensor.hpp>
using namespace cute;
#define P(name, ...) do { printf("%s\t", name); print(__VA_ARGS__); printf("\n"); } while (0)
int main() {
  auto sw = composition(Swizzle<3, 4, 3>{}, make_layout(make_shape(_8{}, _8{}), make_stride(_8{}, _1{})));
  P("slice((_,_),sw)", slice(make_coord(_, _), sw));
  auto sw0 = composition(Swizzle<0, 4, 3>{}, Int<0>{}, make_layout(make_shape(_8{}, _8{}), make_stride(_8{}, _1{})));
  P("sw0", sw0);
  auto cl = composition(make_layout(make_shape(_4{}, _8{})), Int<0>{}, make_layout(make_shape(_4{}, _8{}), make_stride(_8{}, _1{})));
  P("cl", cl);
  P("slice((_,2),cl)", slice(make_coord(_, 2), cl));
  P("slice((1,_),cl)", slice(make_coord(_1{}, _), cl));
  P("cl(1,2)", cl(1, 2));
  return 0;
}
