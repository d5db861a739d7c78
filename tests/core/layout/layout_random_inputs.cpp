// Random, mostly invalid inputs to every core/layout function (huge and negative integers, `_` where an
// integer belongs, non-congruent shapes and strides, out-of-range modes): only ll::CuteError may come
// out -- no crash, no other exception, and under -fsanitize=address,undefined no report. Registered as
// a short ctest; for a long sanitizer run:
//   g++ -std=c++20 -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -I. \
//       tests/core/layout/layout_random_inputs.cpp core/layout/*.cpp -o /tmp/ri && /tmp/ri 1000000
#include <cstdlib>
#include <iostream>
#include <random>
#include "core/layout/layout.hpp"
#include "core/layout/print.hpp"
#include "core/layout/swizzle.hpp"
using namespace ll;
std::mt19937_64 rng(12345);
int R(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
Int rint() {
  static const std::int64_t special[] = {0, 1, -1, 2, 3, 4, 8, 16, INT64_MAX, INT64_MIN, INT64_MAX / 2, 1LL << 32, -(1LL << 40), 7, 6};
  std::int64_t v = R(0, 3) == 0 ? special[R(0, 14)] : R(-3, 12);
  return Int{v, R(0, 1) == 1};
}
IntTuple rtuple(int depth) {
  int k = R(0, 9);
  if (depth == 0 || k < 5) return k == 0 && R(0, 3) == 0 ? IntTuple(Underscore{}) : IntTuple(rint());
  IntTupleBuilder el; int n = R(0, 4);
  for (int i = 0; i < n; ++i) el.push_back(rtuple(depth - 1));
  return std::move(el).build();
}
Layout rlayout() { IntTuple s = rtuple(3); IntTuple d = R(0, 3) ? repeat_like(s, rint()) : rtuple(3); if (R(0,2)) d = compact_col_major(s.is_tuple() || s.is_integer() ? s : IntTuple(rint())); return Layout{s, d}; }
int last_case; std::string last_a, last_b, last_l;
int main(int argc, char** argv) {
  long iters = argc > 1 ? atol(argv[1]) : 200000; long errors = 0;
  for (long it = 0; it < iters; ++it) {
    try {
      IntTuple a = rtuple(3), b = rtuple(3); Layout l = rlayout(), x = rlayout(); Int i = rint(), j = rint();
      int which = R(0, 46); last_case = which; last_a = to_string(a); last_b = to_string(b); last_l = to_string(l);
      switch (which) {
        case 0: (void)(i + j); break; case 1: (void)(i - j); break; case 2: (void)(i * j); break;
        case 3: (void)(i / j); break; case 4: (void)(i % j); break; case 5: (void)gcd(i, j); break;
        case 6: (void)lcm(i, j); break; case 7: (void)abs(i); break; case 8: (void)shiftl(i, j); break;
        case 9: (void)shiftr(i, j); break; case 10: (void)product(a); break; case 11: (void)sum(a); break;
        case 12: (void)shape_div(a, b); break; case 13: (void)ceil_div(a, b); break; case 14: (void)elem_scale(a, b); break;
        case 15: (void)inner_product(a, b); break; case 16: (void)idx2crd(a, b); break; case 17: (void)crd2idx(a, b); break;
        case 18: (void)crd2idx(a, l); break; case 19: (void)compact_col_major(a, b); break; case 20: (void)compact_row_major(a); break;
        case 21: (void)compact_order(a, b); break; case 22: (void)make_layout(a, b); break; case 23: (void)make_layout(a); break;
        case 24: (void)cosize(l); break; case 25: (void)print_layout(l); break; case 26: (void)upcast(l, R(-2, 9)); break;
        case 27: (void)downcast(l, R(-2, 9)); break; case 28: (void)take(l, R(-1, 4), R(-1, 4)); break; case 29: (void)group(l, R(-1, 4), R(-1, 4)); break;
        case 30: (void)select(l, {R(-1, 4), R(-1, 4)}); break; case 31: (void)replace(l, R(-1, 4), x); break; case 32: (void)append(l, R(-1, 5), x); break;
        case 33: (void)evaluate(l, R(-5, 100)); break; case 34: (void)get_flat_coord(l, i); break; case 35: (void)get_1d_coord(l, i); break;
        case 36: (void)slice(a, l); break; case 37: (void)unflatten(a, b); break; case 38: (void)make_ordered_layout(a, b); break;
        case 39: (void)make_layout_like(l); break; case 40: (void)recast_layout(l, R(-8, 64), R(-8, 64)); break; case 41: (void)round_up(a, b); break;
        case 42: { Swizzle s = make_swizzle(R(-1, 12), R(-1, 12), R(-12, 12)); auto c = composition(s, l); if (auto* p = std::get_if<ComposedLayout>(&c)) { (void)print_layout(*p); (void)crd2idx(a, *p); (void)upcast(*p, R(1, 8)); } (void)apply(s, i); break; }
        case 43: (void)crd2crd(a, b, rtuple(2)); break; case 44: (void)to_string(l); break; case 45: (void)evenly_divides(a, b); break;
        case 46: (void)idx2crd(a, b, rtuple(3)); break;
      }
    } catch (const CuteError&) { ++errors; } catch (const std::exception& e) { std::cout << "CASE " << last_case << " a=" << last_a << " b=" << last_b << " l=" << last_l << " : " << e.what() << "\n"; return 1; }
  }
  std::cout << "ok, " << errors << " errors of " << iters << "\n";
}
