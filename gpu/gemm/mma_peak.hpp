#pragma once
// The ceiling of mma.sync on this GPU (issue 20's reference for the sm80 mainloop): a kernel that only issues HMMA
// m16n8k16 (f16 x f16 -> f32) from registers, with independent accumulator chains so the tensor cores never wait on a
// result, on every SM; its TFLOP/s is what an sm80-style mainloop could reach if loads cost nothing.
// layoutlab-cli mma-peak runs it.
#include <functional>
#include <string>

#include "core/util/result.hpp"

namespace ll::gpu {

struct MmaPeakOptions {
  int chains = 8;            // independent accumulators per warp
  int iterations = 4096;     // loop trips; each issues `chains` mma.sync per warp
  int warps_per_block = 8;
  int blocks_per_sm = 2;
  double sustain_ms = 1000;  // the kernel runs alone this long before it is timed (clocks settle under power)
  int timed = 20;            // timed launches, median
  // Feed the mma.sync with ldmatrix from shared memory as the sm80 mainloop's 128x256 design does (8 warps of 64x64,
  // one CTA an SM, 4 k-blocks of 32 mma.sync a loop trip; chains, warps and blocks are then fixed).
  bool from_shared = false;
};

struct MmaPeakResult {
  std::string device_name, instruction;
  int sms = 0, blocks = 0, threads = 0;
  double flops_per_launch = 0, ms = 0, tflops = 0;
  int sm_clock_khz = 0;      // the driver's typical clock (not the clock under load)
};

// The CUDA C++ of the microbenchmark kernel (NVRTC compiles it for sm_80 and up).
std::string mma_peak_source(const MmaPeakOptions& options);

// Compiles (cubin cache) and times the kernel on GPU 0; `sustaining` is called as the kernel starts running (after the
// compile and the set-up), so a caller can mark when the GPU is busy. Errors: no driver or GPU, a GPU older than sm_80,
// NVRTC.
Result<MmaPeakResult> measure_mma_peak(const MmaPeakOptions& options = {}, const std::function<void()>& sustaining = {});

}  // namespace ll::gpu
