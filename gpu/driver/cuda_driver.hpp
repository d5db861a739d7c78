#pragma once
// The CUDA driver, loaded lazily with dlopen so that every LayoutLab binary starts on a machine with
// no NVIDIA driver and says so at run time instead of failing to load. Only the entry points LayoutLab
// uses are bound; their types are spelled here so that no CUDA header is needed to build.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/util/result.hpp"

namespace ll::gpu {

using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using CUcontext = struct CUctx_opaque*;
using CUmodule = struct CUmod_opaque*;
using CUfunction = struct CUfunc_opaque*;
using CUstream = struct CUstream_opaque*;
using CUevent = struct CUevent_opaque*;

// CUtensorMap: 128 opaque bytes, 64-byte aligned, passed to a kernel by value (__grid_constant__).
struct alignas(64) TensorMap {
  std::uint64_t opaque[16];
};

// cuda.h's CUlaunchConfig, for the occupancy of a launch (no attributes: a cluster kernel's shape is its __cluster_dims__).
struct LaunchConfig {
  unsigned grid_x = 1, grid_y = 1, grid_z = 1, block_x = 1, block_y = 1, block_z = 1, shared_bytes = 0;
  CUstream stream = nullptr;
  void* attrs = nullptr;
  unsigned num_attrs = 0;
};

struct CudaDriverApi {
  CUresult (*cuInit)(unsigned);
  CUresult (*cuDriverGetVersion)(int*);
  CUresult (*cuGetErrorString)(CUresult, const char**);
  CUresult (*cuDeviceGetCount)(int*);
  CUresult (*cuDeviceGet)(CUdevice*, int);
  CUresult (*cuDeviceGetName)(char*, int, CUdevice);
  CUresult (*cuDeviceGetAttribute)(int*, int, CUdevice);
  CUresult (*cuDeviceTotalMem)(std::size_t*, CUdevice);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext*, CUdevice);
  CUresult (*cuCtxSetCurrent)(CUcontext);
  CUresult (*cuCtxSynchronize)();
  CUresult (*cuModuleLoadData)(CUmodule*, const void*);
  CUresult (*cuModuleUnload)(CUmodule);
  CUresult (*cuModuleGetFunction)(CUfunction*, CUmodule, const char*);
  CUresult (*cuFuncSetAttribute)(CUfunction, int, int);
  CUresult (*cuFuncGetAttribute)(int*, int, CUfunction);
  CUresult (*cuOccupancyMaxActiveBlocksPerMultiprocessor)(int*, CUfunction, int, size_t);
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                             CUstream, void**, void**);
  CUresult (*cuMemAlloc)(CUdeviceptr*, std::size_t);
  CUresult (*cuMemFree)(CUdeviceptr);
  CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void*, std::size_t);
  CUresult (*cuMemcpyDtoH)(void*, CUdeviceptr, std::size_t);
  CUresult (*cuMemsetD32)(CUdeviceptr, unsigned, std::size_t);
  CUresult (*cuStreamCreate)(CUstream*, unsigned);
  CUresult (*cuStreamDestroy)(CUstream);
  CUresult (*cuStreamSynchronize)(CUstream);
  CUresult (*cuEventCreate)(CUevent*, unsigned);
  CUresult (*cuEventDestroy)(CUevent);
  CUresult (*cuEventRecord)(CUevent, CUstream);
  CUresult (*cuEventSynchronize)(CUevent);
  CUresult (*cuEventElapsedTime)(float*, CUevent, CUevent);
  // Absent on drivers older than CUDA 12; only the sm90 mainloop needs it.
  CUresult (*cuTensorMapEncodeTiled)(TensorMap*, int, unsigned, void*, const std::uint64_t*, const std::uint64_t*,
                                     const unsigned*, const unsigned*, int, int, int, int);
  // Absent before CUDA 12: the clusters of a launch the GPU holds at once.
  CUresult (*cuOccupancyMaxActiveClusters)(int*, CUfunction, const LaunchConfig*);
};

// The driver, loaded and initialised once. Error "no CUDA driver: ..." on a machine without one.
Result<const CudaDriverApi*> cuda_driver();

// "CUDA_ERROR_OUT_OF_MEMORY (2): out of memory"-style text for a driver result.
std::string cuda_error_text(CUresult rc);

struct GpuDevice {
  int ordinal = 0;
  std::string name;
  int compute_major = 0, compute_minor = 0;
  int multiprocessors = 0;
  long long total_memory_bytes = 0;
  int sm_clock_khz = 0;      // the driver's "typical" SM clock, not the clock under load
  int memory_clock_khz = 0;
  int max_shared_memory_per_block_optin = 0;
  int driver_version = 0;    // e.g. 13000 for CUDA 13.0
};

// Loads libcuda.so.1 and initialises it once; the error says "no CUDA driver" when it is absent.
Result<std::vector<GpuDevice>> list_devices();

}  // namespace ll::gpu

// Evaluates a driver call inside a function returning Result<...>; a failure returns an Error naming it.
#define LL_CU_TRY(api, call)                                                                  \
  do {                                                                                        \
    ::ll::gpu::CUresult ll_cu_rc_ = (api).call;                                               \
    if (ll_cu_rc_ != 0) return ::ll::Error{std::string(#call) + ": " + ::ll::gpu::cuda_error_text(ll_cu_rc_)}; \
  } while (0)
