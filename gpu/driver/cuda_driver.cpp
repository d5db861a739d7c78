#include "gpu/driver/cuda_driver.hpp"

#include <dlfcn.h>

namespace ll::gpu {
namespace {

template <class F>
bool bind(void* handle, const char* name, F& fn) {
  fn = reinterpret_cast<F>(dlsym(handle, name));
  return fn != nullptr;
}

struct LoadedDriver {
  CudaDriverApi api{};
  std::string error;
};

const LoadedDriver& loaded_driver() {
  static const LoadedDriver loaded = [] {
    LoadedDriver d;
    void* h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!h) {
      d.error = "no CUDA driver: libcuda.so.1 could not be loaded";
      return d;
    }
    CudaDriverApi& a = d.api;
    bool ok = bind(h, "cuInit", a.cuInit) && bind(h, "cuDriverGetVersion", a.cuDriverGetVersion) &&
              bind(h, "cuGetErrorString", a.cuGetErrorString) && bind(h, "cuDeviceGetCount", a.cuDeviceGetCount) &&
              bind(h, "cuDeviceGet", a.cuDeviceGet) && bind(h, "cuDeviceGetName", a.cuDeviceGetName) &&
              bind(h, "cuDeviceGetAttribute", a.cuDeviceGetAttribute) &&
              bind(h, "cuDeviceTotalMem_v2", a.cuDeviceTotalMem) &&
              bind(h, "cuDevicePrimaryCtxRetain", a.cuDevicePrimaryCtxRetain) &&
              bind(h, "cuCtxSetCurrent", a.cuCtxSetCurrent) && bind(h, "cuCtxSynchronize", a.cuCtxSynchronize) &&
              bind(h, "cuModuleLoadData", a.cuModuleLoadData) && bind(h, "cuModuleUnload", a.cuModuleUnload) &&
              bind(h, "cuModuleGetFunction", a.cuModuleGetFunction) &&
              bind(h, "cuFuncSetAttribute", a.cuFuncSetAttribute) &&
              bind(h, "cuFuncGetAttribute", a.cuFuncGetAttribute) && bind(h, "cuLaunchKernel", a.cuLaunchKernel) &&
              bind(h, "cuOccupancyMaxActiveBlocksPerMultiprocessor", a.cuOccupancyMaxActiveBlocksPerMultiprocessor) &&
              bind(h, "cuMemAlloc_v2", a.cuMemAlloc) && bind(h, "cuMemFree_v2", a.cuMemFree) &&
              bind(h, "cuMemcpyHtoD_v2", a.cuMemcpyHtoD) && bind(h, "cuMemcpyDtoH_v2", a.cuMemcpyDtoH) &&
              bind(h, "cuMemsetD32_v2", a.cuMemsetD32) && bind(h, "cuStreamCreate", a.cuStreamCreate) &&
              bind(h, "cuStreamDestroy_v2", a.cuStreamDestroy) &&
              bind(h, "cuStreamSynchronize", a.cuStreamSynchronize) && bind(h, "cuEventCreate", a.cuEventCreate) &&
              bind(h, "cuEventDestroy_v2", a.cuEventDestroy) && bind(h, "cuEventRecord", a.cuEventRecord) &&
              bind(h, "cuEventSynchronize", a.cuEventSynchronize) &&
              (bind(h, "cuEventElapsedTime_v2", a.cuEventElapsedTime) ||
               bind(h, "cuEventElapsedTime", a.cuEventElapsedTime));
    bind(h, "cuTensorMapEncodeTiled", a.cuTensorMapEncodeTiled);  // optional
    bind(h, "cuOccupancyMaxActiveClusters", a.cuOccupancyMaxActiveClusters);  // optional
    if (!ok) {
      d.error = "the CUDA driver is too old: a required entry point is missing";
      return d;
    }
    if (CUresult rc = a.cuInit(0); rc != 0)
      d.error = "the CUDA driver failed to initialise: " + cuda_error_text(rc);
    return d;
  }();
  return loaded;
}

}  // namespace

Result<const CudaDriverApi*> cuda_driver() {
  const LoadedDriver& d = loaded_driver();
  if (!d.error.empty()) return Error{d.error};
  return &d.api;
}

std::string cuda_error_text(CUresult rc) {
  const LoadedDriver& d = loaded_driver();
  const char* text = nullptr;
  if (d.api.cuGetErrorString) d.api.cuGetErrorString(rc, &text);
  return "CUresult " + std::to_string(rc) + (text ? std::string(" (") + text + ")" : std::string());
}

Result<std::vector<GpuDevice>> list_devices() {
  auto loaded = cuda_driver();
  if (!loaded) return loaded.failure();
  const CudaDriverApi& api = **loaded;
  int count = 0;
  if (api.cuDeviceGetCount(&count) != 0) return Error{"cuDeviceGetCount failed"};
  int driver_version = 0;
  api.cuDriverGetVersion(&driver_version);
  std::vector<GpuDevice> devices;
  for (int i = 0; i < count; ++i) {
    CUdevice dev{};
    if (api.cuDeviceGet(&dev, i) != 0) continue;
    GpuDevice d;
    d.ordinal = i;
    char name[256] = {};
    api.cuDeviceGetName(name, sizeof name, dev);
    d.name = name;
    constexpr int kMultiprocessorCount = 16, kComputeMajor = 75, kComputeMinor = 76, kClockRate = 13,
                  kMemoryClockRate = 36, kMaxSharedOptin = 97;
    api.cuDeviceGetAttribute(&d.multiprocessors, kMultiprocessorCount, dev);
    api.cuDeviceGetAttribute(&d.compute_major, kComputeMajor, dev);
    api.cuDeviceGetAttribute(&d.compute_minor, kComputeMinor, dev);
    api.cuDeviceGetAttribute(&d.sm_clock_khz, kClockRate, dev);
    api.cuDeviceGetAttribute(&d.memory_clock_khz, kMemoryClockRate, dev);
    api.cuDeviceGetAttribute(&d.max_shared_memory_per_block_optin, kMaxSharedOptin, dev);
    std::size_t bytes = 0;
    api.cuDeviceTotalMem(&bytes, dev);
    d.total_memory_bytes = static_cast<long long>(bytes);
    d.driver_version = driver_version;
    devices.push_back(d);
  }
  if (devices.empty()) return Error{"the CUDA driver sees no GPU"};
  return devices;
}

}  // namespace ll::gpu
