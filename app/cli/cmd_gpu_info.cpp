// layoutlab-cli gpu-info: what the CUDA driver sees, or why there is none.
#include <cstdio>

#include "app/cli/command.hpp"
#ifdef LAYOUTLAB_WITH_GPU
#include "gpu/driver/cuda_driver.hpp"
#endif

namespace ll::cli {
namespace {

int run_gpu_info(const std::vector<std::string>& args) {
  if (!args.empty() && args[0] == "--help") {
    std::puts("Usage: layoutlab-cli gpu-info\nLists the GPUs the CUDA driver sees.");
    return 0;
  }
#ifdef LAYOUTLAB_WITH_GPU
  auto devices = gpu::list_devices();
  if (!devices) {
    std::printf("%s\n", devices.error().c_str());
    return 1;
  }
  for (const auto& d : *devices)
    std::printf("GPU %d: %s, sm_%d%d, %d SMs, %.1f GiB\n", d.ordinal, d.name.c_str(), d.compute_major,
                d.compute_minor, d.multiprocessors, d.total_memory_bytes / 1073741824.0);
  return 0;
#else
  std::puts("GPU module is off: this build has no CUDA toolkit");
  return 1;
#endif
}

RegisterCommand gpu_info{{"gpu-info", "list the GPUs the CUDA driver sees", run_gpu_info}};

}  // namespace
}  // namespace ll::cli
