#pragma once
// NVRTC compiles in worker processes. NVRTC serialises much of a compile across the threads of one process: on the
// 16-core GPU machine, 13 cold compiles as threads of one process took 81.7 s, as separate processes a fraction of
// that (docs/benchmarks.md). So a sweep's or a tune's compiles run as workers: this binary itself (or
// $LAYOUTLAB_COMPILE_WORKER) started with --nvrtc-compile-worker, which compiles one source into the cubin cache and
// exits; the caller then reads the cubins from the cache.
#include <atomic>
#include <functional>
#include <string>
#include <vector>

#include "gpu/nvrtc/nvrtc_compiler.hpp"

namespace ll::gpu {

// Call first thing in main(). When argv asks for a compile worker, compiles and returns the process's exit status;
// otherwise returns -1, and from then on compile_in_workers may start this binary as its workers.
int run_compile_worker_if_asked(int argc, char** argv);

// The executable compile_in_workers starts: $LAYOUTLAB_COMPILE_WORKER ("threads" forces in-process compiles), else
// this binary if its main() called run_compile_worker_if_asked, else empty (in-process threads).
std::string compile_worker_executable();

struct WorkerCompile {
  std::string error;       // "" when the cubin is in the cache
  double compile_ms = 0;   // the worker's wall time (or the cache lookup's)
  bool cache_hit = false;  // the cache held it already: no worker started
};

// Compiles every request into the cubin cache, at most `jobs` at once, in worker processes (threads where there is no
// worker executable). `cancel` stops the workers (SIGTERM) and the rest; `done` is called from a waiting thread after
// each request. @pre every request uses the cache
std::vector<WorkerCompile> compile_in_workers(const std::vector<CudaCompileRequest>& requests, int jobs,
                                              const std::atomic<bool>* cancel = nullptr,
                                              const std::function<void(std::size_t, const WorkerCompile&)>& done = {});

}  // namespace ll::gpu
