// layoutlab-cli mma-peak: the ceiling of mma.sync on this GPU (HMMA from registers only), the reference the sm80
// mainloop's throughput is read against.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

#include "app/cli/command.hpp"
#ifdef LAYOUTLAB_WITH_GPU
#include "gpu/gemm/mma_peak.hpp"
#endif

namespace ll::cli {
namespace {

constexpr const char* kUsage = R"(Usage: layoutlab-cli mma-peak [OPTIONS]
Measures the ceiling of mma.sync m16n8k16 (f16 x f16 -> f32) on GPU 0: a kernel issuing only HMMA from registers,
independent accumulator chains, every SM busy; sustained first, then the median of timed launches.
  --chains N        independent accumulators per warp [8]
  --iterations N    loop trips per launch [4096]
  --sustain-ms MS   run alone this long before timing [1000]
  --from-shared     feed the HMMA with ldmatrix.x4 from swizzled shared memory as the sm80 mainloop's 128x256x64
                    design does (8 warps of 64x64 tiles, one CTA an SM, no global loads or barriers): the ceiling of that
                    inner loop (use --iterations 512: a trip is 128 mma.sync a warp)
  --emit-source F   write the kernel's CUDA C++ and exit
)";

int run_mma_peak(const std::vector<std::string>& args) {
#ifdef LAYOUTLAB_WITH_GPU
  gpu::MmaPeakOptions options;
  std::string emit;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      std::fputs(kUsage, stdout);
      return 0;
    }
    if (a == "--from-shared") {
      options.from_shared = true;
      continue;
    }
    if (i + 1 >= args.size()) {
      std::fprintf(stderr, "layoutlab-cli mma-peak: unknown option or missing value '%s'\n", a.c_str());
      return 2;
    }
    const std::string v = args[++i];
    const int n = std::atoi(v.c_str());
    if (a == "--emit-source") emit = v;
    else if (n <= 0) {
      std::fprintf(stderr, "layoutlab-cli mma-peak: %s expects a positive integer, got '%s'\n", a.c_str(), v.c_str());
      return 2;
    } else if (a == "--chains") options.chains = n;
    else if (a == "--iterations") options.iterations = n;
    else if (a == "--sustain-ms") options.sustain_ms = n;
    else {
      std::fprintf(stderr, "layoutlab-cli mma-peak: unknown option '%s'\n", a.c_str());
      return 2;
    }
  }
  if (!emit.empty()) {
    std::ofstream(emit) << gpu::mma_peak_source(options);
    std::printf("wrote %s\n", emit.c_str());
    return 0;
  }
  // The same progress line as a gemm run's timing phase (gpu/tools/clock_windows.sh reads it)
  auto r = gpu::measure_mma_peak(options, [] { std::fprintf(stderr, "[time] the mma.sync kernel alone, sustained\n"); });
  if (!r) {
    std::fprintf(stderr, "layoutlab-cli mma-peak: %s\n", r.error().c_str());
    return 1;
  }
  std::printf("device:  %s, %d SMs (typical SM clock %d MHz)\n", r->device_name.c_str(), r->sms, r->sm_clock_khz / 1000);
  if (options.from_shared)
    std::printf("kernel:  %s fed by ldmatrix.x4 from swizzled shared memory (8 warps of 64x64, 128 a trip), %d iterations, "
                "%d blocks x %d threads\n", r->instruction.c_str(), options.iterations, r->blocks, r->threads);
  else
    std::printf("kernel:  %s, %d chains x %d iterations, %d blocks x %d threads\n", r->instruction.c_str(), options.chains,
                options.iterations, r->blocks, r->threads);
  std::printf("peak:    %.4f ms = %.1f TFLOP/s (median of %d, sustained %.0f ms)\n", r->ms, r->tflops, options.timed,
              options.sustain_ms);
  return 0;
#else
  (void)args;
  std::puts("GPU module is off: this build has no CUDA toolkit");
  return 1;
#endif
}

RegisterCommand mma_peak{{"mma-peak", "measure the ceiling of mma.sync (HMMA from registers) on the GPU", run_mma_peak}};

}  // namespace
}  // namespace ll::cli
