// CI, no GPU needed: a generated GEMM kernel compiles with NVRTC against real CuTe for its arch, and a
// second compile of the same source is served from the cubin cache. With --check-literal-types the sm90 kernel is compiled
// with LAYOUTLAB_CHECK_LITERAL_TYPES: the compiler checks that every layout core wrote as a literal type is the type
// CuTe's own algebra gives (and the source must have such checks).
// A plain executable rather than a Qt Test: tests/gpu also builds on the Qt-less GPU machine.
#include <cstdio>
#include <string>

#include "gpu/gemm/gemm_kernel_source.hpp"
#include "gpu/nvrtc/nvrtc_compiler.hpp"
#include "tests/gpu/gemm_test_cases.hpp"

int main(int argc, char** argv) {
  using namespace ll::gpu;
  const bool check_literals = argc == 3 && std::string(argv[2]) == "--check-literal-types";
  if ((argc != 2 && !check_literals) || !test::gemm_cases().count(argv[1])) {
    std::fprintf(stderr, "usage: test_gemm_sources_compile CASE [--check-literal-types]\n");
    return 2;
  }
  const test::GemmCase& c = test::gemm_cases().at(argv[1]);
  auto resolved = resolve_gemm(c.config);
  if (!resolved) {
    std::fprintf(stderr, "FAIL resolve: %s\n", resolved.error().c_str());
    return 1;
  }
  auto source = generate_gemm_source(*resolved);
  if (!source) {
    std::fprintf(stderr, "FAIL generate: %s\n", source.error().c_str());
    return 1;
  }
  CudaCompileRequest request;
  request.source = *source;
  if (check_literals) {
    if (source->find("#ifdef LAYOUTLAB_CHECK_LITERAL_TYPES") == std::string::npos) {
      std::fprintf(stderr, "FAIL: the source has no literal-type checks\n");
      return 1;
    }
    request.source = "#define LAYOUTLAB_CHECK_LITERAL_TYPES 1\n" + *source;
  }
  request.arch = c.arch.empty() ? resolved->arch : c.arch;
  auto first = compile_cuda(request);
  if (!first) {
    std::fprintf(stderr, "FAIL compile %s for %s:\n%s\n", describe(c.config).c_str(), request.arch.c_str(),
                 first.error().c_str());
    return 1;
  }
  auto second = compile_cuda(request);
  if (!second || !second->cache_hit || second->cubin != first->cubin) {
    std::fprintf(stderr, "FAIL: the second compile was not served from the cubin cache\n");
    return 1;
  }
  std::printf("PASS %s (%s): %zu-byte cubin, first compile %.0f ms (%s), cached %.1f ms\n", describe(c.config).c_str(),
              request.arch.c_str(), first->cubin.size(), first->compile_ms, first->cache_hit ? "cache hit" : "cold",
              second->compile_ms);
  return 0;
}
