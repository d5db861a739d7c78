#pragma once
// The CUDA driver, loaded lazily with dlopen so that every LayoutLab binary starts on a machine with
// no NVIDIA driver and says so at run time instead of failing to load.
#include <string>
#include <vector>

#include "core/util/result.hpp"

namespace ll::gpu {

struct GpuDevice {
  int ordinal = 0;
  std::string name;
  int compute_major = 0, compute_minor = 0;
  int multiprocessors = 0;
  long long total_memory_bytes = 0;
};

// Loads libcuda.so.1 and initialises it once; the error says "no CUDA driver" when it is absent.
Result<std::vector<GpuDevice>> list_devices();

}  // namespace ll::gpu
