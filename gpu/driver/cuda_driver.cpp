#include "gpu/driver/cuda_driver.hpp"

#include <dlfcn.h>

namespace ll::gpu {
namespace {

using CUresult = int;
using CUdevice = int;

struct DriverApi {
  void* handle = nullptr;
  CUresult (*cuInit)(unsigned) = nullptr;
  CUresult (*cuDeviceGetCount)(int*) = nullptr;
  CUresult (*cuDeviceGet)(CUdevice*, int) = nullptr;
  CUresult (*cuDeviceGetName)(char*, int, CUdevice) = nullptr;
  CUresult (*cuDeviceGetAttribute)(int*, int, CUdevice) = nullptr;
  CUresult (*cuDeviceTotalMem)(size_t*, CUdevice) = nullptr;
  std::string error;
};

template <class F>
bool bind(void* handle, const char* name, F& fn) {
  fn = reinterpret_cast<F>(dlsym(handle, name));
  return fn != nullptr;
}

const DriverApi& driver() {
  static const DriverApi api = [] {
    DriverApi a;
    a.handle = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!a.handle) {
      a.error = "no CUDA driver: libcuda.so.1 could not be loaded";
      return a;
    }
    if (!bind(a.handle, "cuInit", a.cuInit) || !bind(a.handle, "cuDeviceGetCount", a.cuDeviceGetCount) ||
        !bind(a.handle, "cuDeviceGet", a.cuDeviceGet) || !bind(a.handle, "cuDeviceGetName", a.cuDeviceGetName) ||
        !bind(a.handle, "cuDeviceGetAttribute", a.cuDeviceGetAttribute) ||
        !bind(a.handle, "cuDeviceTotalMem_v2", a.cuDeviceTotalMem)) {
      a.error = "the CUDA driver is too old: a required entry point is missing";
      return a;
    }
    if (CUresult rc = a.cuInit(0); rc != 0) a.error = "the CUDA driver failed to initialise (CUresult " + std::to_string(rc) + ")";
    return a;
  }();
  return api;
}

}  // namespace

Result<std::vector<GpuDevice>> list_devices() {
  const DriverApi& api = driver();
  if (!api.error.empty()) return Error{api.error};
  int count = 0;
  if (api.cuDeviceGetCount(&count) != 0) return Error{"cuDeviceGetCount failed"};
  std::vector<GpuDevice> devices;
  for (int i = 0; i < count; ++i) {
    CUdevice dev{};
    if (api.cuDeviceGet(&dev, i) != 0) continue;
    GpuDevice d;
    d.ordinal = i;
    char name[256] = {};
    api.cuDeviceGetName(name, sizeof name, dev);
    d.name = name;
    constexpr int kMultiprocessorCount = 16, kComputeMajor = 75, kComputeMinor = 76;
    api.cuDeviceGetAttribute(&d.multiprocessors, kMultiprocessorCount, dev);
    api.cuDeviceGetAttribute(&d.compute_major, kComputeMajor, dev);
    api.cuDeviceGetAttribute(&d.compute_minor, kComputeMinor, dev);
    size_t bytes = 0;
    api.cuDeviceTotalMem(&bytes, dev);
    d.total_memory_bytes = static_cast<long long>(bytes);
    devices.push_back(d);
  }
  if (devices.empty()) return Error{"the CUDA driver sees no GPU"};
  return devices;
}

}  // namespace ll::gpu
