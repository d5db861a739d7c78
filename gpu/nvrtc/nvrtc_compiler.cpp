#include "gpu/nvrtc/nvrtc_compiler.hpp"

#include <dlfcn.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#ifndef LAYOUTLAB_CUTE_INCLUDE_DIR
#define LAYOUTLAB_CUTE_INCLUDE_DIR ""
#endif
#ifndef LAYOUTLAB_CUDA_INCLUDE_DIR
#define LAYOUTLAB_CUDA_INCLUDE_DIR "/usr/local/cuda/include"
#endif
#ifndef LAYOUTLAB_CUDA_LIB_DIR
#define LAYOUTLAB_CUDA_LIB_DIR "/usr/local/cuda/lib64"
#endif

namespace ll::gpu {
namespace {

using nvrtcResult = int;
using nvrtcProgram = struct nvrtc_program_opaque*;

struct NvrtcApi {
  nvrtcResult (*nvrtcVersion)(int*, int*);
  const char* (*nvrtcGetErrorString)(nvrtcResult);
  nvrtcResult (*nvrtcCreateProgram)(nvrtcProgram*, const char*, const char*, int, const char* const*, const char* const*);
  nvrtcResult (*nvrtcDestroyProgram)(nvrtcProgram*);
  nvrtcResult (*nvrtcCompileProgram)(nvrtcProgram, int, const char* const*);
  nvrtcResult (*nvrtcGetProgramLogSize)(nvrtcProgram, std::size_t*);
  nvrtcResult (*nvrtcGetProgramLog)(nvrtcProgram, char*);
  nvrtcResult (*nvrtcGetCUBINSize)(nvrtcProgram, std::size_t*);
  nvrtcResult (*nvrtcGetCUBIN)(nvrtcProgram, char*);
  nvrtcResult (*nvrtcSetFlowCallback)(nvrtcProgram, int (*)(void*, void*), void*);  // CUDA >= 12.8
  std::string error;
  std::string version;
};

template <class F>
bool bind(void* h, const char* name, F& fn) {
  fn = reinterpret_cast<F>(dlsym(h, name));
  return fn != nullptr;
}

const NvrtcApi& nvrtc() {
  static const NvrtcApi api = [] {
    NvrtcApi a{};
    void* h = nullptr;
    for (std::string name : {std::string("libnvrtc.so.13"), std::string("libnvrtc.so.12"), std::string("libnvrtc.so"),
                             std::string(LAYOUTLAB_CUDA_LIB_DIR) + "/libnvrtc.so"}) {
      if ((h = dlopen(name.c_str(), RTLD_NOW | RTLD_LOCAL))) break;
    }
    if (!h) {
      a.error = "no NVRTC: libnvrtc.so could not be loaded (install the CUDA toolkit or set LD_LIBRARY_PATH)";
      return a;
    }
    bool ok = bind(h, "nvrtcVersion", a.nvrtcVersion) && bind(h, "nvrtcGetErrorString", a.nvrtcGetErrorString) &&
              bind(h, "nvrtcCreateProgram", a.nvrtcCreateProgram) &&
              bind(h, "nvrtcDestroyProgram", a.nvrtcDestroyProgram) &&
              bind(h, "nvrtcCompileProgram", a.nvrtcCompileProgram) &&
              bind(h, "nvrtcGetProgramLogSize", a.nvrtcGetProgramLogSize) &&
              bind(h, "nvrtcGetProgramLog", a.nvrtcGetProgramLog) && bind(h, "nvrtcGetCUBINSize", a.nvrtcGetCUBINSize) &&
              bind(h, "nvrtcGetCUBIN", a.nvrtcGetCUBIN);
    bind(h, "nvrtcSetFlowCallback", a.nvrtcSetFlowCallback);
    if (!ok) {
      a.error = "NVRTC is too old: a required entry point is missing";
      return a;
    }
    int major = 0, minor = 0;
    a.nvrtcVersion(&major, &minor);
    a.version = std::to_string(major) + "." + std::to_string(minor);
    return a;
  }();
  return api;
}

std::string env_or(const char* name, const std::string& fallback) {
  const char* v = std::getenv(name);
  return v && *v ? std::string(v) : fallback;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

int flow_callback(void* payload, void*) {
  auto* cancel = static_cast<const std::atomic<bool>*>(payload);
  return cancel && cancel->load() ? 1 : 0;
}

double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

// Two FNV-1a 64-bit hashes with different offsets: 128 bits, plenty for a cache key.
std::string cache_hash_hex(const std::string& text) {
  std::uint64_t h1 = 1469598103934665603ull, h2 = 0x9e3779b97f4a7c15ull;
  for (unsigned char c : text) {
    h1 = (h1 ^ c) * 1099511628211ull;
    h2 = (h2 ^ c) * 0x100000001b3ull;
    h2 ^= h2 >> 29;
  }
  char buf[33];
  std::snprintf(buf, sizeof buf, "%016llx%016llx", static_cast<unsigned long long>(h1),
                static_cast<unsigned long long>(h2));
  return buf;
}

Result<std::string> nvrtc_version() {
  const NvrtcApi& api = nvrtc();
  if (!api.error.empty()) return Error{api.error};
  return api.version;
}

std::vector<std::string> compile_options(const std::string& arch) {
  std::string cutlass = env_or("LAYOUTLAB_CUTLASS_DIR", "");
  std::string cute_include = cutlass.empty() ? std::string(LAYOUTLAB_CUTE_INCLUDE_DIR) : cutlass + "/include";
  std::string cuda_home = env_or("CUDA_HOME", "");
  std::string cuda_include = cuda_home.empty() ? std::string(LAYOUTLAB_CUDA_INCLUDE_DIR) : cuda_home + "/include";
  return {"--std=c++17", "-arch=" + arch, "-default-device", "-DNDEBUG", "-w",
          "-I" + cute_include, "-I" + cuda_include, "-I" + cuda_include + "/cccl"};
}

std::string cubin_cache_dir() {
  if (const char* v = std::getenv("LAYOUTLAB_CUBIN_CACHE"); v && *v) return v;
  if (const char* v = std::getenv("XDG_CACHE_HOME"); v && *v) return std::string(v) + "/layoutlab/cubin";
  return env_or("HOME", "/tmp") + "/.cache/layoutlab/cubin";
}

CompiledCubin cache_entry(const CudaCompileRequest& request) {
  CompiledCubin out;
  const NvrtcApi& api = nvrtc();
  out.options = compile_options(request.arch);
  out.options.insert(out.options.end(), request.extra_options.begin(), request.extra_options.end());

  // The key covers the CUTLASS version header too, so a CUTLASS upgrade never serves a stale cubin.
  // Include paths enter the key by what they hold (CUTLASS's version header), not where they are, so a
  // cache made in one checkout serves another (or another machine with the same NVRTC).
  std::string key_text = request.source + '\0' + request.arch + '\0' + api.version + '\0';
  for (const auto& o : out.options) {
    if (o.rfind("-I", 0) == 0) {
      std::string version = read_file(o.substr(2) + "/cutlass/version.h");
      key_text += version.empty() ? std::string("-I") : "-I<cutlass " + cache_hash_hex(version) + ">";
    } else {
      key_text += o;
    }
    key_text += '\0';
  }
  out.cache_key = cache_hash_hex(key_text);
  out.cache_path = (std::filesystem::path(cubin_cache_dir()) / (out.cache_key + "-" + request.arch + ".cubin")).string();
  return out;
}

Result<CompiledCubin> compile_cuda(const CudaCompileRequest& request, const std::atomic<bool>* cancel) {
  auto t0 = std::chrono::steady_clock::now();
  const NvrtcApi& api = nvrtc();
  if (!api.error.empty()) return Error{api.error};
  CompiledCubin out = cache_entry(request);
  namespace fs = std::filesystem;
  fs::path dir = cubin_cache_dir();
  if (request.use_cache && fs::exists(out.cache_path)) {
    std::string bytes = read_file(out.cache_path);
    if (!bytes.empty()) {
      out.cubin.assign(bytes.begin(), bytes.end());
      out.cache_hit = true;
      out.compile_ms = ms_since(t0);
      return out;
    }
  }

  nvrtcProgram prog = nullptr;
  if (int rc = api.nvrtcCreateProgram(&prog, request.source.c_str(), request.program_name.c_str(), 0, nullptr, nullptr))
    return Error{std::string("nvrtcCreateProgram: ") + api.nvrtcGetErrorString(rc)};
  if (cancel && api.nvrtcSetFlowCallback) api.nvrtcSetFlowCallback(prog, flow_callback, const_cast<std::atomic<bool>*>(cancel));
  std::vector<const char*> argv;
  for (const auto& o : out.options) argv.push_back(o.c_str());
  int rc = api.nvrtcCompileProgram(prog, static_cast<int>(argv.size()), argv.data());
  std::size_t log_size = 0;
  api.nvrtcGetProgramLogSize(prog, &log_size);
  if (log_size > 1) {
    out.log.resize(log_size);
    api.nvrtcGetProgramLog(prog, out.log.data());
    out.log.resize(log_size - 1);
  }
  if (cancel && cancel->load()) {
    api.nvrtcDestroyProgram(&prog);
    return Error{"cancelled"};
  }
  if (rc != 0) {
    api.nvrtcDestroyProgram(&prog);
    return Error{std::string("NVRTC compile failed (") + api.nvrtcGetErrorString(rc) + ") for " + request.arch +
                 ":\n" + out.log};
  }
  std::size_t size = 0;
  api.nvrtcGetCUBINSize(prog, &size);
  out.cubin.resize(size);
  api.nvrtcGetCUBIN(prog, out.cubin.data());
  api.nvrtcDestroyProgram(&prog);
  if (size == 0) return Error{"NVRTC produced no cubin for " + request.arch};
  out.compile_ms = ms_since(t0);

  if (request.use_cache) {  // write then rename, so a concurrent reader never sees half a file
    std::error_code ec;
    fs::create_directories(dir, ec);
    std::string tmp = out.cache_path + ".tmp" + std::to_string(getpid());
    {
      std::ofstream f(tmp, std::ios::binary);
      f.write(out.cubin.data(), static_cast<std::streamsize>(out.cubin.size()));
    }
    fs::rename(tmp, out.cache_path, ec);
    if (ec) fs::remove(tmp, ec);
  }
  return out;
}

}  // namespace ll::gpu
