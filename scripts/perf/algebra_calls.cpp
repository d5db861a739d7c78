// Instructions per call of one core algebra operation on pre-built values (no parsing or printing), for
// callgrind: scripts/perf/algebra_calls.sh compiles this against a build's liblayoutlab_core.a and runs
// it for N and 2N calls, so start-up cancels out. Operations: divide compose complement product coalesce
// print none.
#include <cstdio>
#include <cstring>
#include <cstdlib>
#include "core/algebra/algebra.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"
using namespace ll;
static Layout L(const char* s) { return *parse_layout(s); }
int main(int argc, char** argv) {
  int n = argc > 2 ? atoi(argv[2]) : 1000;
  const char* op = argv[1];
  Layout a = L("(_32,_32):(_1,_32)");
  Tiler t(std::vector<Tiler>{Tiler(L("_8:_1")), Tiler(L("_8:_1"))});
  Layout c1 = L("(_6,_2):(_8,_2)"), c2 = L("(_4,_3):(_3,_1)");
  Layout p1 = L("(_2,_2):(_4,_1)"), p2 = L("(_4,_2):(_2,_1)");
  std::size_t sink = 0;
  for (int i = 0; i < n; ++i) {
    if (!strcmp(op, "divide")) sink += throwing::logical_divide(a, t).shape.rank();
    else if (!strcmp(op, "compose")) sink += throwing::composition(c1, c2).shape.rank();
    else if (!strcmp(op, "complement")) sink += throwing::complement(c1, IntTuple(Int{64, true})).shape.rank();
    else if (!strcmp(op, "product")) sink += throwing::logical_product(p1, Tiler(p2)).shape.rank();
    else if (!strcmp(op, "coalesce")) sink += throwing::coalesce(c1).shape.rank();
    else if (!strcmp(op, "print")) sink += to_string(a).size();
    else if (!strcmp(op, "none")) sink += 1;
  }
  std::printf("%zu\n", sink);
}
