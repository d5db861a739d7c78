#pragma once
// Run-time compilation of generated CUDA C++ with NVRTC (loaded lazily, so binaries start without it),
// and an on-disk cubin cache keyed by a hash of (source, options, NVRTC version, arch): a cold CuTe
// compile takes 10-15 s, a cached one only reads a file.
#include <atomic>
#include <string>
#include <vector>

#include "core/util/result.hpp"

namespace ll::gpu {

struct CudaCompileRequest {
  std::string source;
  std::string program_name = "layoutlab_kernel.cu";
  std::string arch = "sm_90a";               // NVRTC's --gpu-architecture: sm_80, sm_90, sm_90a, ...
  std::vector<std::string> extra_options;    // besides the standard ones (see compile_options)
  bool use_cache = true;
};

struct CompiledCubin {
  std::vector<char> cubin;
  std::string log;            // NVRTC's log (warnings); empty on a cache hit
  bool cache_hit = false;
  double compile_ms = 0;      // wall time of this call: the cold compile, or the cache read
  std::string cache_key;      // 32 hex digits
  std::string cache_path;
  std::vector<std::string> options;
};

// "12.9"-style NVRTC version, or the error why NVRTC could not be loaded.
Result<std::string> nvrtc_version();

// The options every compile gets: --std=c++17, -arch, -default-device, -DNDEBUG and the include paths
// to CuTe (LAYOUTLAB_CUTLASS_DIR or the build's), CUDA's include/ and include/cccl (CUDA_HOME or the build's).
std::vector<std::string> compile_options(const std::string& arch);

// 32 hex digits (two FNV-1a 64-bit hashes) of `text`: the cache keys of compiled kernels and tuning results.
std::string cache_hash_hex(const std::string& text);

// $LAYOUTLAB_CUBIN_CACHE, else $XDG_CACHE_HOME/layoutlab/cubin, else ~/.cache/layoutlab/cubin.
std::string cubin_cache_dir();

// Where the cubin cache keeps (or would keep) the request's cubin: cache_key, cache_path and options filled, nothing
// compiled or read.
CompiledCubin cache_entry(const CudaCompileRequest& request);

// Compiles (or reads from the cache) the request's source. `cancel`, when set during a cold compile,
// stops NVRTC where the NVRTC version allows it and returns Error{"cancelled"}.
// @post on success, cubin holds an ELF cubin for request.arch
Result<CompiledCubin> compile_cuda(const CudaCompileRequest& request, const std::atomic<bool>* cancel = nullptr);

}  // namespace ll::gpu
