// Driver of algebra_differential.py: reads `OP A [B]` lines (CuTe literal notation), prints one line per
// case: LayoutLab's answer (or `error: ...`), a tab, the answer in CuTe-faithful mode (the testing hook
// that computes what CuTe computes, nonsense included), a tab, and for layout∘layout compositions whether
// that CuTe answer R satisfies composition's postcondition (size(R) == size(B), R(i) == A(B(i))).
#include <iostream>
#include <sstream>
#include <string>

#include "algebra_test_support.hpp"
#include "core/algebra/detail.hpp"
#include "core/layout/layout.hpp"

namespace {

std::string postcondition(const std::string& op, const std::string& a, const std::string& b, const std::string& faithful) {
  if (op != "composition" || b.empty() || b.front() == '<' || b.find(':') == std::string::npos) return "-";
  if (faithful.rfind("error:", 0) == 0) return "-";
  auto ra = ll::parse_layout(a), rb = ll::parse_layout(b), rr = ll::parse_layout(faithful);
  if (!ra || !rb || !rr) return "-";
  try {
    using ll::algebra_detail::crd2idx_unbounded;
    const std::int64_t n = ll::size(*rb).value;
    if (ll::size(*rr).value != n) return "violated";
    if (n > (1 << 20)) return "-";  // too big to walk
    for (std::int64_t i = 0; i < n; ++i) {
      const ll::Int bi = crd2idx_unbounded(ll::dynamic_int(i), *rb);
      if (bi.value < 0) return "-";  // negative strides: A past its domain is not defined here
      if (crd2idx_unbounded(ll::dynamic_int(i), *rr).value != crd2idx_unbounded(bi, *ra).value) return "violated";
    }
    return "ok";
  } catch (const ll::CuteError&) {
    return "-";
  }
}

}  // namespace

int main() {
  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream is(line);
    std::string op, a, b;
    is >> op >> a >> b;
    const std::string real = algebra_test::run(op, a, b);
    std::string faithful;
    {
      ll::algebra_detail::CuteFaithfulScope scope;
      faithful = algebra_test::run(op, a, b);
    }
    std::cout << real << '\t' << faithful << '\t' << postcondition(op, a, b, faithful) << '\n';
  }
}
