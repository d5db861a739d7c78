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
// The operations throw on a violated precondition; a case that ran to the end produced its value.
template <class T> static bool produced(const T& value) { static const void* volatile sink; sink = &value; return true; }
int main() {
  struct Case { const char* name; std::function<bool()> f; };
  Layout a = L("((_4,_8),(_4,_8)):((_1,_128),(_4,_16))");    // 1024 elements, static
  Layout ad = L("((4,8),(4,8)):((1,128),(4,16))");           // dynamic
  Layout b = L("(_32,_32):(_32,_1)");
  Layout bd = L("(32,32):(32,1)");
  Tiler t(std::vector<Tiler>{Tiler(L("_8:_1")), Tiler(L("(_2,_4):(_1,_8)"))});
  std::vector<Case> cases = {
    {"coalesce", [&] { return produced(coalesce(a)); }},
    {"filter", [&] { return produced(filter(a)); }},
    {"composition static", [&] { return produced(composition(a, b)); }},
    {"composition dynamic", [&] { return produced(composition(ad, bd)); }},
    {"composition tiler", [&] { return produced(composition(a, t)); }},
    {"complement", [&] { return produced(complement(L("(_4,_8):(_32,_1)"), IntTuple(static_int(1024)))); }},
    {"right_inverse", [&] { return produced(right_inverse(a)); }},
    {"left_inverse", [&] { return produced(left_inverse(a)); }},
    {"logical_divide", [&] { return produced(logical_divide(a, t)); }},
    {"zipped_divide", [&] { return produced(zipped_divide(a, t)); }},
    {"flat_divide", [&] { return produced(flat_divide(a, t)); }},
    {"logical_product", [&] { return produced(logical_product(L("(_4,_8):(_8,_1)"), Tiler(L("(_8,_4):(_1,_8)")))); }},
    {"blocked_product", [&] { return produced(blocked_product(L("(_4,_8):(_8,_1)"), L("(_8,_4):(_1,_8)"))); }},
    {"raked_product", [&] { return produced(raked_product(L("(_4,_8):(_8,_1)"), L("(_8,_4):(_1,_8)"))); }},
    {"max_common_vector", [&] { return produced(max_common_vector(a, b)); }},
    {"max_common_layout", [&] { return produced(max_common_layout(a, b)); }},
    {"composition_steps", [&] { return composition_steps(a, Tiler(b)).ok(); }},
  };
  for (auto& c : cases) {
    bool ok = false;
    try { ok = c.f(); } catch (const CuteError&) {}
    if (!ok) { std::printf("%-22s ERROR\n", c.name); continue; }
    const int n = 20000;
    auto t0 = cpu_now();
    for (int i = 0; i < n; ++i) c.f();
    auto t1 = cpu_now();
    std::printf("%-22s %8.2f us/op\n", c.name, ((t1 - t0) * 1e6) / n);
  }
}
