// Speed of the core/layout basics on layouts of <= 1024 elements (a benchmark, not a test): ns per call,
// best of 5 runs. Build: the `bench_layout_basics` target, or
//   g++ -std=c++20 -O2 -I. tests/core/layout/bench_layout_basics.cpp core/layout/*.cpp -o /tmp/bench
#include <chrono>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include "core/layout/layout.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"
#include "core/layout/swizzle.hpp"

using namespace ll;

namespace {
volatile std::size_t g_sink;

void bench(const char* name, const std::function<std::size_t(int)>& f, int n) {
  double best = 1e30;
  for (int rep = 0; rep < 5; ++rep) {
    auto t0 = std::chrono::steady_clock::now();
    std::size_t sink = 0;
    for (int i = 0; i < n; ++i) sink += f(i);
    auto t1 = std::chrono::steady_clock::now();
    g_sink = sink;
    best = std::min(best, std::chrono::duration<double, std::nano>(t1 - t0).count() / n);
  }
  std::printf("%-44s %10.1f ns\n", name, best);
}
}  // namespace

int main() {
  const char* text = "((_4,_8),(_2,(_4,_4))):((_1,_64),(_4,(_8,_512)))";  // 1024 elements, depth 3
  const Layout l = *parse_layout(text);
  const Layout d = *parse_layout("((4,8),(2,(4,4))):((1,64),(4,(8,512)))");
  const Layout m = *parse_layout("(_32,_32):(_32,_1)");
  const ComposedLayout sw = std::get<ComposedLayout>(composition(make_swizzle(3, 4, 3), *parse_layout("(_8,_64):(_64,_1)")));
  const IntTuple natural = *parse_int_tuple("((3,7),(1,(2,3)))");
  const int N = 20000;
  bench("parse_layout (depth 3)", [&](int) { return parse_layout(text)->shape.rank(); }, N);
  bench("to_string(Layout)", [&](int) { return to_string(l).size(); }, N);
  bench("size (dynamic)", [&](int) { return static_cast<std::size_t>(size(d).value); }, N);
  bench("cosize (dynamic)", [&](int) { return static_cast<std::size_t>(cosize(d).value); }, N);
  bench("crd2idx 1-D coordinate", [&](int i) { return static_cast<std::size_t>(crd2idx(IntTuple(dynamic_int(i & 1023)), l).value); }, N);
  bench("crd2idx natural coordinate", [&](int) { return static_cast<std::size_t>(crd2idx(natural, l).value); }, N);
  bench("evaluate(int64) fast path", [&](int i) { return static_cast<std::size_t>(evaluate(l, i & 1023)); }, N);
  bench("idx2crd", [&](int i) { return idx2crd(IntTuple(dynamic_int(i & 1023)), l.shape).rank(); }, N);
  bench("make_layout(shape)", [&](int) { return make_layout(l.shape).shape.rank(); }, N);
  bench("make_layout(shape, LayoutRight)", [&](int) { return make_layout(l.shape, LayoutRight{}).shape.rank(); }, N);
  bench("get<1,1>", [&](int) { return get(l, {1, 1}).shape.rank(); }, N);
  bench("select<1,0>", [&](int) { return select(l, {1, 0}).shape.rank(); }, N);
  bench("take<0,2> + group<0,2>", [&](int) { return group(take(l, 0, 2), 0, 2).shape.rank(); }, N);
  bench("flatten", [&](int) { return flatten(l).shape.rank(); }, N);
  bench("append + prepend + replace", [&](int) { return replace(prepend(append(l, m), m), 1, m).shape.rank(); }, N);
  bench("shape_div / ceil_div (tuple, int)", [&](int) { return shape_div(l.shape, IntTuple(static_int(16))).rank() + ceil_div(l.shape, IntTuple(static_int(16))).rank(); }, N);
  bench("upcast<2> / downcast<2>", [&](int) { return downcast(upcast(l, 2), 2).shape.rank(); }, N);
  bench("make_ordered_layout", [&](int) { return make_ordered_layout(m.shape, IntTuple{static_int(1), static_int(0)}).shape.rank(); }, N);
  bench("swizzle composed evaluation", [&](int i) { return static_cast<std::size_t>(crd2idx(IntTuple(dynamic_int(i & 511)), sw).value); }, N);
  bench("to_string(ComposedLayout)", [&](int) { return to_string(sw).size(); }, N);
  bench("print_layout 32x32 (1024 cells)", [&](int) { return print_layout(m).size(); }, 2000);
  bench("print_layout 8x64 swizzled", [&](int) { return print_layout(sw).size(); }, 2000);
  return 0;
}
