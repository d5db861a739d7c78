// On the GPU (`ctest -L gpu` on a machine with an NVIDIA GPU): a GEMM config runs, writes every element of
// C (poisoned first) and matches cuBLAS within the accumulator's tolerance.
// A plain executable rather than a Qt Test: the GPU machine has no Qt.
#include <cstdio>

#include "gpu/gemm/gemm_runner.hpp"
#include "tests/gpu/gemm_test_cases.hpp"

int main(int argc, char** argv) {
  using namespace ll::gpu;
  if (argc != 2 || !test::gemm_cases().count(argv[1])) {
    std::fprintf(stderr, "usage: test_gemm_device CASE\n");
    return 2;
  }
  const test::GemmCase& c = test::gemm_cases().at(argv[1]);
  GemmRunOptions options;
  options.time = false;
  auto r = run_gemm(c.config, options);
  if (!r) {
    std::fprintf(stderr, "FAIL %s: %s\n", describe(c.config).c_str(), r.error().c_str());
    return 1;
  }
  std::printf("%s %s on %s: rel. error %.3g (tolerance %.3g), max abs %.3g, %lld unwritten, compile %.0f ms (%s)\n",
              r->status == "ok" ? "PASS" : "FAIL", describe(c.config).c_str(), r->device_name.c_str(), r->rel_error,
              r->tolerance, r->max_abs_error, r->unwritten, r->compile_ms, r->cache_hit ? "cache hit" : "cold");
  return r->status == "ok" ? 0 : 1;
}
