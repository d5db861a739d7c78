// CI, no GPU: both mma.sync ceiling kernels (`layoutlab-cli mma-peak`: HMMA from registers; --from-shared: fed by
// ldmatrix from the sm80 mainloop's swizzled shared memory) compile with NVRTC for sm_80 and sm_90a, and the
// shared-memory one issues what it claims (ldmatrix.x4 and mma.sync, the loop trip count as given).
#include <cstdio>
#include <string>

#include "gpu/gemm/mma_peak.hpp"
#include "gpu/nvrtc/nvrtc_compiler.hpp"
#include "tests/gpu/check.hpp"

using namespace ll::gpu;

int main() {
  MmaPeakOptions registers;
  MmaPeakOptions shared;
  shared.from_shared = true;
  shared.iterations = 512;
  const std::string shared_source = mma_peak_source(shared);
  CHECK(shared_source.find("ldmatrix.sync.aligned.m8n8.x4.shared.b16") != std::string::npos);
  CHECK(shared_source.find("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32") != std::string::npos);
  CHECK(shared_source.find("kIterations = 512;") != std::string::npos);
  CHECK(mma_peak_source(registers).find("ldmatrix") == std::string::npos);
  for (const MmaPeakOptions& o : {registers, shared})
    for (const char* arch : {"sm_80", "sm_90a"}) {
      CudaCompileRequest request;
      request.source = mma_peak_source(o);
      request.arch = arch;
      request.program_name = "layoutlab_mma_peak.cu";
      auto cubin = compile_cuda(request);
      if (!cubin) std::fprintf(stderr, "%s, %s: %s\n", o.from_shared ? "from shared" : "registers", arch, cubin.error().c_str());
      CHECK(cubin.ok() && !cubin->cubin.empty());
    }
  std::puts("mma-peak sources: ok");
  return 0;
}
