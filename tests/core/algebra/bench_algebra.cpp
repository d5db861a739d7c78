// A benchmark, not a test: CPU microseconds per call of each algebra operation on layouts of up to 1024
// elements (target < 10 us). CPU time, so a shared, loaded machine does not inflate the figures.
#include <ctime>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>
#include "core/algebra/algebra.hpp"
#include "core/layout/parse.hpp"
using namespace ll;
static double cpu_now() { timespec ts; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts); return ts.tv_sec + ts.tv_nsec * 1e-9; }
static Layout L(const char* s) { return *parse_layout(s); }
int main() {
  struct Case { const char* name; std::function<bool()> f; };
  Layout a = L("((_4,_8),(_4,_8)):((_1,_128),(_4,_16))");    // 1024 elements, static
  Layout ad = L("((4,8),(4,8)):((1,128),(4,16))");           // dynamic
  Layout b = L("(_32,_32):(_32,_1)");
  Layout bd = L("(32,32):(32,1)");
  Tiler t(std::vector<Tiler>{Tiler(L("_8:_1")), Tiler(L("(_2,_4):(_1,_8)"))});
  std::vector<Case> cases = {
    {"coalesce", [&] { return coalesce(a).ok(); }},
    {"filter", [&] { return filter(a).ok(); }},
    {"composition static", [&] { return composition(a, b).ok(); }},
    {"composition dynamic", [&] { return composition(ad, bd).ok(); }},
    {"composition tiler", [&] { return composition(a, t).ok(); }},
    {"complement", [&] { return complement(L("(_4,_8):(_32,_1)"), IntTuple(static_int(1024))).ok(); }},
    {"right_inverse", [&] { return right_inverse(a).ok(); }},
    {"left_inverse", [&] { return left_inverse(a).ok(); }},
    {"logical_divide", [&] { return logical_divide(a, t).ok(); }},
    {"zipped_divide", [&] { return zipped_divide(a, t).ok(); }},
    {"flat_divide", [&] { return flat_divide(a, t).ok(); }},
    {"logical_product", [&] { return logical_product(L("(_4,_8):(_8,_1)"), Tiler(L("(_8,_4):(_1,_8)"))).ok(); }},
    {"blocked_product", [&] { return blocked_product(L("(_4,_8):(_8,_1)"), L("(_8,_4):(_1,_8)")).ok(); }},
    {"raked_product", [&] { return raked_product(L("(_4,_8):(_8,_1)"), L("(_8,_4):(_1,_8)")).ok(); }},
    {"max_common_vector", [&] { return max_common_vector(a, b).ok(); }},
    {"max_common_layout", [&] { return max_common_layout(a, b).ok(); }},
    {"composition_steps", [&] { return composition_steps(a, Tiler(b)).ok(); }},
  };
  for (auto& c : cases) {
    if (!c.f()) { std::printf("%-22s ERROR\n", c.name); continue; }
    const int n = 20000;
    auto t0 = cpu_now();
    for (int i = 0; i < n; ++i) c.f();
    auto t1 = cpu_now();
    std::printf("%-22s %8.2f us/op\n", c.name, ((t1 - t0) * 1e6) / n);
  }
}
