#pragma once
// Runs one GEMM configuration end to end: generate the CuTe kernel, compile it with NVRTC (cubin cache),
// run it on the GPU, verify it against cuBLAS on the same inputs (C poisoned first), and time it beside
// cuBLAS with CUDA events, the two interleaved launch by launch (for `sustain_ms` first, then >= 20 timed
// iterations of each, medians), so clock drift on a power-capped card favours neither (or, asked, each alone). This is
// the API the GUI calls from a worker thread: progress is reported through a callback and `cancel` is polled between
// (and inside) the steps. Qt-free.
#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/util/result.hpp"
#include "gpu/gemm/gemm_config.hpp"

namespace ll::gpu {

enum class GemmStep { Generate, Compile, Prepare, Reference, Run, Verify, Time, Done };
const char* step_name(GemmStep step);

struct GemmRunOptions {
  bool run = true;            // false: generate and compile only (needs NVRTC, no GPU)
  std::string arch;           // NVRTC target override (e.g. "sm_90a"); empty: the GPU's (run) or the mainloop's
  double sustain_ms = 1000;   // the pair (or, alone, each side) runs this long right before it is timed
  // false: the kernel sustained and timed alone, then cuBLAS alone, as `layoutlab-cli mma-peak` measures its ceiling
  // (each side at the clock its own power draw allows, not the pair's); the figure to set against that ceiling
  bool interleave = true;
  int iterations = 50;        // timed iterations (at least 20 are made)
  bool time = true;           // false: verify only
  unsigned seed = 1;
};

struct GemmRunResult {
  GemmConfig config;
  std::string status;          // "compiled", "ok" (verified), "wrong" (verification failed: no throughput)
  std::string message;         // why "wrong"; NVRTC warnings
  std::string tiled_mma_cpp;   // the exported TiledMMA declaration the kernel holds
  std::string arch, cache_key, cache_path;
  double compile_ms = 0;
  bool cache_hit = false;
  int threads = 0, stages = 0, smem_bytes = 0, registers = 0;
  int ctas_per_sm = 0;           // CTAs an SM holds at once (registers, shared memory, threads): the driver's occupancy
  int active_clusters = 0;       // a cluster kernel's clusters the GPU holds at once (the driver's; 0: no cluster, or unknown)
  long long tiles = 0;           // CTA tiles of one GEMM of the batch
  long long grid = 0;            // CTAs along x: the tiles, or for sm90 (persistent) at most one an SM; whole clusters (an
                                 // odd tile grid rounded up to pairs); the batch is grid.y
  // Verification (status ok/wrong): error against cuBLAS, ||C - C_ref||_F / ||C_ref||_F and max |C - C_ref|.
  double rel_error = 0, max_abs_error = 0, tolerance = 0;
  long long unwritten = 0;     // elements still holding the poison after the run
  // Timing (status ok): medians over the timed iterations.
  double kernel_ms = 0, kernel_tflops = 0, cublas_ms = 0, cublas_tflops = 0, percent_of_cublas = 0;
  int timed_iterations = 0;
  double sustain_ms = 0;
  bool interleaved = true;     // false: each side sustained and timed alone (GemmRunOptions::interleave)
  // Environment.
  std::string device_name, nvrtc_version, cublas_version;
  std::string reference;       // what C was verified and timed against: cublasGemmEx, cublasGemmStridedBatchedEx or
                               // "cublasLtMatmul (fast accumulation)" for 8-bit floats
  int driver_version = 0, sm_clock_khz = 0, compute_capability = 0;
};

using GemmProgress = std::function<void(GemmStep step, const std::string& message)>;

// Holds the CUDA context, stream, cuBLAS handle and input buffers across runs, so a sweep generates
// inputs and measures cuBLAS once per problem. Not thread-safe: one session per worker thread.
class GemmSession {
 public:
  GemmSession();
  ~GemmSession();
  GemmSession(const GemmSession&) = delete;
  GemmSession& operator=(const GemmSession&) = delete;

  // Errors: invalid config, NVRTC failure, no driver, CUDA failures, "cancelled". A kernel that runs but
  // computes the wrong C is not an Error: it returns status "wrong" with its errors and no throughput.
  Result<GemmRunResult> run(const GemmConfig& config, const GemmRunOptions& options = {},
                            const GemmProgress& progress = {}, const std::atomic<bool>* cancel = nullptr);

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// One config's compile in precompile_gemms: its error ("" where it compiled), the time it took, whether the cache held it.
struct Precompiled {
  std::string error;
  double compile_ms = 0;
  bool cache_hit = false;
};

// Compiles (into the cubin cache) every config on `jobs` threads, so a sweep's cold compiles overlap; one entry per
// config. NVRTC programs are independent, so this is safe. `arch` as in GemmRunOptions (pass the GPU's, e.g. from
// gpu_arch(), so the runs hit the cache). `done`, if given, is called (from a worker thread) after each config.
std::vector<Precompiled> precompile_gemms(const std::vector<GemmConfig>& configs, int jobs, const std::string& arch = "",
                                          const std::atomic<bool>* cancel = nullptr,
                                          const std::function<void(std::size_t index, const Precompiled&)>& done = {});

// The NVRTC target for GPU 0 ("sm_90a" on Hopper, "sm_80" on A100), or the error why there is no GPU.
Result<std::string> gpu_arch();

// One-shot convenience: a fresh session for one config.
Result<GemmRunResult> run_gemm(const GemmConfig& config, const GemmRunOptions& options = {},
                               const GemmProgress& progress = {}, const std::atomic<bool>* cancel = nullptr);

}  // namespace ll::gpu
