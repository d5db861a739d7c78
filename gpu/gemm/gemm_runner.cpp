#include "gpu/gemm/gemm_runner.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <thread>

#include <unistd.h>

#include "gpu/cublas/cublas_gemm.hpp"
#include "gpu/driver/cuda_driver.hpp"
#include "gpu/gemm/gemm_kernel_source.hpp"
#include "gpu/gemm/sm90_layouts.hpp"
#include "gpu/nvrtc/compile_workers.hpp"
#include "gpu/nvrtc/nvrtc_compiler.hpp"

namespace ll::gpu {

const char* step_name(GemmStep step) {
  switch (step) {
    case GemmStep::Generate: return "generate";
    case GemmStep::Compile: return "compile";
    case GemmStep::Prepare: return "prepare";
    case GemmStep::Reference: return "reference";
    case GemmStep::Run: return "run";
    case GemmStep::Verify: return "verify";
    case GemmStep::Time: return "time";
    case GemmStep::Done: return "done";
  }
  return "?";
}

namespace {

// A device allocation freed with the session.
struct DeviceBuffer {
  const CudaDriverApi* api = nullptr;
  CUdeviceptr ptr = 0;
  std::size_t bytes = 0;
  DeviceBuffer() = default;
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;
  ~DeviceBuffer() { release(); }
  void release() {
    if (ptr) api->cuMemFree(ptr);
    ptr = 0;
    bytes = 0;
  }
  Result<bool> allocate(const CudaDriverApi* a, std::size_t n) {
    if (ptr && bytes == n) return true;
    release();
    api = a;
    LL_CU_TRY(*api, cuMemAlloc(&ptr, n));
    bytes = n;
    return true;
  }
};

std::uint16_t float_to_half_bits(float f) {  // exact for the values make_inputs draws (normal, 11 significant bits)
  std::uint32_t x;
  std::memcpy(&x, &f, 4);
  std::uint32_t sign = (x >> 16) & 0x8000u;
  if ((x & 0x7fffffffu) == 0) return static_cast<std::uint16_t>(sign);
  int exp = static_cast<int>((x >> 23) & 0xff) - 127 + 15;
  std::uint32_t mant = (x >> 13) & 0x3ffu;
  return static_cast<std::uint16_t>(sign | (static_cast<std::uint32_t>(exp) << 10) | mant);
}

double half_bits_to_double(std::uint16_t h) {
  int exp = (h >> 10) & 0x1f;
  int mant = h & 0x3ff;
  double v;
  if (exp == 0) v = std::ldexp(mant, -24);
  else if (exp == 31) v = mant ? NAN : INFINITY;
  else v = std::ldexp(1024 + mant, exp - 25);
  return (h & 0x8000) ? -v : v;
}

// Inputs exactly representable in the element type (k / 2^bits), so cuBLAS and the kernel see the same
// values whatever conversion each would make; they are not small integers, so the data is not trivial.
std::vector<unsigned char> make_inputs(ElementType t, long long count, std::mt19937_64& rng) {
  std::vector<unsigned char> bytes(static_cast<std::size_t>(count) * size_bytes(t));
  std::uniform_int_distribution<int> k1024(-1023, 1023), k256(-255, 255), k16(-16, 16);
  for (long long i = 0; i < count; ++i) {
    switch (t) {
      case ElementType::F16: {
        std::uint16_t h = float_to_half_bits(k1024(rng) / 1024.0f);
        std::memcpy(&bytes[i * 2], &h, 2);
        break;
      }
      case ElementType::BF16: {
        float f = k256(rng) / 256.0f;
        std::uint32_t x;
        std::memcpy(&x, &f, 4);
        std::uint16_t h = static_cast<std::uint16_t>(x >> 16);
        std::memcpy(&bytes[i * 2], &h, 2);
        break;
      }
      case ElementType::TF32:
      case ElementType::F32: {
        float f = k1024(rng) / 1024.0f;
        std::memcpy(&bytes[i * 4], &f, 4);
        break;
      }
      case ElementType::F64: {
        double d = k1024(rng) / 1024.0;
        std::memcpy(&bytes[i * 8], &d, 8);
        break;
      }
      case ElementType::S8:
      case ElementType::U8: {
        int v = k16(rng);
        if (t == ElementType::U8) v = std::abs(v);
        bytes[i] = static_cast<unsigned char>(static_cast<signed char>(v));
        break;
      }
      case ElementType::S32: {
        std::int32_t v = k16(rng);
        std::memcpy(&bytes[i * 4], &v, 4);
        break;
      }
      case ElementType::E4M3:
      case ElementType::E5M2: {  // any sign and significand, magnitudes 1/4 .. 4 (exponents -2 .. 1)
        const bool e4m3 = t == ElementType::E4M3;
        const int mant_bits = e4m3 ? 3 : 2, bias = e4m3 ? 7 : 15;
        const int exp = bias - 2 + static_cast<int>(rng() % 4), mant = static_cast<int>(rng() % (1u << mant_bits));
        bytes[i] = static_cast<unsigned char>(((rng() & 1) << 7) | (exp << mant_bits) | mant);
        break;
      }
    }
  }
  return bytes;
}

double element_to_double(ElementType t, const unsigned char* p) {
  switch (t) {
    case ElementType::F16: {
      std::uint16_t h;
      std::memcpy(&h, p, 2);
      return half_bits_to_double(h);
    }
    case ElementType::BF16: {
      std::uint16_t h;
      std::memcpy(&h, p, 2);
      std::uint32_t x = static_cast<std::uint32_t>(h) << 16;
      float f;
      std::memcpy(&f, &x, 4);
      return f;
    }
    case ElementType::TF32:
    case ElementType::F32: {
      float f;
      std::memcpy(&f, p, 4);
      return f;
    }
    case ElementType::F64: {
      double d;
      std::memcpy(&d, p, 8);
      return d;
    }
    case ElementType::E4M3:
    case ElementType::E5M2: return fp8_value(t, *p);
    case ElementType::S8: return static_cast<signed char>(*p);
    case ElementType::U8: return *p;
    case ElementType::S32: {
      std::int32_t v;
      std::memcpy(&v, p, 4);
      return v;
    }
  }
  return 0;
}

// The 32-bit pattern written over C before each run: NaN for floating types, INT32_MAX for integers.
unsigned poison_word(ElementType t) {
  if (size_bytes(t) == 2) return 0x7fff7fffu;
  return 0x7fffffffu;
}

double tolerance_for(const MmaAtomInfo& atom) {
  if (is_integer(atom.d)) return 0;
  // wgmma's FP8 accumulator keeps fewer bits than fp32 (both sides accumulate so: cuBLASLt runs with fast accumulation);
  // the products are exact.
  if (is_fp8(atom.a) && atom.d == ElementType::F32) return 1e-3;
  if (atom.d == ElementType::F16 || atom.d == ElementType::BF16) return 1e-2;  // low-precision accumulation
  if (atom.d == ElementType::F64) return 1e-12;
  return 1e-4;
}

double ms_between(std::chrono::steady_clock::time_point a, std::chrono::steady_clock::time_point b) {
  return std::chrono::duration<double, std::milli>(b - a).count();
}

bool cancelled(const std::atomic<bool>* cancel) { return cancel && cancel->load(); }

}  // namespace

struct GemmSession::State {
  const CudaDriverApi* api = nullptr;
  CUcontext context = nullptr;
  CUstream stream = nullptr;
  GpuDevice device;
  std::unique_ptr<CublasGemm> cublas;
  std::vector<CUevent> events;
  // Inputs and cuBLAS's answer for the current problem.
  std::string problem_key;
  DeviceBuffer a, b, c, c_ref;
  std::vector<unsigned char> c_ref_host;
  CublasGemmArgs cublas_args_cache;

  ~State() {
    if (api) {
      for (CUevent e : events) api->cuEventDestroy(e);
      cublas.reset();
      if (stream) api->cuStreamDestroy(stream);
    }
  }

  Result<bool> open() {
    if (api) return true;
    auto devices = list_devices();
    if (!devices) return devices.failure();
    device = devices->front();
    auto loaded = cuda_driver();
    if (!loaded) return loaded.failure();
    const CudaDriverApi* d = *loaded;
    CUdevice dev{};
    LL_CU_TRY(*d, cuDeviceGet(&dev, 0));
    LL_CU_TRY(*d, cuDevicePrimaryCtxRetain(&context, dev));
    LL_CU_TRY(*d, cuCtxSetCurrent(context));
    LL_CU_TRY(*d, cuStreamCreate(&stream, 1 /*non-blocking*/));
    api = d;
    auto handle = CublasGemm::create(stream);
    if (!handle) return handle.failure();
    cublas = std::make_unique<CublasGemm>(std::move(handle.value()));
    return true;
  }

  Result<bool> ensure_events(std::size_t n) {
    while (events.size() < n) {
      CUevent e{};
      LL_CU_TRY(*api, cuEventCreate(&e, 0));
      events.push_back(e);
    }
    return true;
  }

  // Runs `a` and `b` alternately for sustain_ms (so the clocks settle where the pair holds them), then times
  // `iterations` launches of each, alternating, one event pair each; returns the two medians in ms. (A `b` that
  // launches nothing times `a` alone.)
  template <class LaunchA, class LaunchB>
  Result<std::pair<double, double>> time_interleaved(LaunchA&& a, LaunchB&& b, double sustain_ms, int iterations,
                                                      const std::atomic<bool>* cancel) {
    auto ok = ensure_events(4 * static_cast<std::size_t>(iterations));
    if (!ok) return ok.failure();
    auto t0 = std::chrono::steady_clock::now();
    int batch = 1;
    while (ms_between(t0, std::chrono::steady_clock::now()) < sustain_ms) {
      for (int i = 0; i < batch; ++i) {
        auto ra = a();
        if (!ra) return ra.failure();
        auto rb = b();
        if (!rb) return rb.failure();
      }
      LL_CU_TRY(*api, cuStreamSynchronize(stream));
      if (cancelled(cancel)) return Error{"cancelled"};
      batch = std::min(batch * 2, 128);
    }
    for (int i = 0; i < iterations; ++i) {
      LL_CU_TRY(*api, cuEventRecord(events[4 * i], stream));
      auto ra = a();
      if (!ra) return ra.failure();
      LL_CU_TRY(*api, cuEventRecord(events[4 * i + 1], stream));
      auto rb = b();
      if (!rb) return rb.failure();
      LL_CU_TRY(*api, cuEventRecord(events[4 * i + 2], stream));
    }
    LL_CU_TRY(*api, cuStreamSynchronize(stream));
    std::vector<float> sa(iterations), sb(iterations);
    for (int i = 0; i < iterations; ++i) {
      LL_CU_TRY(*api, cuEventElapsedTime(&sa[i], events[4 * i], events[4 * i + 1]));
      LL_CU_TRY(*api, cuEventElapsedTime(&sb[i], events[4 * i + 1], events[4 * i + 2]));
    }
    auto median = [](std::vector<float>& v) {
      std::sort(v.begin(), v.end());
      return v.size() % 2 ? static_cast<double>(v[v.size() / 2]) : 0.5 * (v[v.size() / 2 - 1] + v[v.size() / 2]);
    };
    return std::make_pair(median(sa), median(sb));
  }
};

GemmSession::GemmSession() : state_(std::make_unique<State>()) {}
GemmSession::~GemmSession() = default;

Result<GemmRunResult> GemmSession::run(const GemmConfig& config, const GemmRunOptions& options,
                                       const GemmProgress& progress, const std::atomic<bool>* cancel) {
  auto report = [&](GemmStep step, const std::string& message) {
    if (progress) progress(step, message);
  };
  GemmRunResult out;
  out.config = config;
  out.interleaved = options.interleave;
  report(GemmStep::Generate, describe(config));
  auto resolved = resolve_gemm(config);
  if (!resolved) return resolved.failure();
  const ResolvedGemm& r = *resolved;
  auto source = generate_gemm_source(r);
  if (!source) return source.failure();
  out.tiled_mma_cpp = *write_cute_tiled_mma(r.tiled_mma, "TiledMma");
  out.threads = r.threads;
  out.stages = r.stages;
  out.smem_bytes = r.smem_bytes;
  out.tiles = r.grid_m * r.grid_n;
  out.grid = launch_grid_x(config, r.grid_m, r.grid_n, 0);  // (a GPU's SM count caps it below, before a run)
  out.arch = options.arch.empty() ? r.arch : options.arch;
  if (auto v = nvrtc_version()) out.nvrtc_version = *v;
  if (cancelled(cancel)) return Error{"cancelled"};
  if (options.run)
    if (auto reference = reference_available(r.atom); !reference) return reference.failure();
  if (options.run && options.arch.empty()) {
    // SASS runs only on its own major architecture: build for the GPU at hand (sm_80 code would not load
    // on sm_90). Hopper gets sm_90a, which also enables wgmma for every mainloop.
    auto opened = state_->open();
    if (!opened) return opened.failure();
    int cc = state_->device.compute_major * 10 + state_->device.compute_minor;
    out.arch = "sm_" + std::to_string(cc) + (cc == 90 ? "a" : "");  // as gpu_arch()
    if (auto runs = runs_on(r, cc); !runs) return runs.failure();  // before a compile for an architecture it cannot use
  }

  report(GemmStep::Compile, "NVRTC " + out.arch);
  CudaCompileRequest request;
  request.source = *source;
  request.arch = out.arch;
  auto cubin = compile_cuda(request, cancel);
  if (!cubin) return cubin.failure();
  out.compile_ms = cubin->compile_ms;
  out.cache_hit = cubin->cache_hit;
  out.cache_key = cubin->cache_key;
  out.cache_path = cubin->cache_path;
  out.message = cubin->log;
  out.status = "compiled";
  report(GemmStep::Compile, std::string(out.cache_hit ? "cache hit " : "compiled ") + std::to_string(out.compile_ms) + " ms");
  if (!options.run) {
    report(GemmStep::Done, out.status);
    return out;
  }

  // --- device ---
  State& s = *state_;
  auto opened = s.open();
  if (!opened) return opened.failure();
  const CudaDriverApi& api = *s.api;
  out.device_name = s.device.name;
  out.driver_version = s.device.driver_version;
  out.sm_clock_khz = s.device.sm_clock_khz;
  out.compute_capability = s.device.compute_major * 10 + s.device.compute_minor;
  // the version of the library that computes the reference: cuBLASLt's for 8-bit floats
  out.cublas_version = is_fp8(r.atom.a) ? CublasGemm::lt_version() : s.cublas->version();
  out.reference = is_fp8(r.atom.a) ? "cublasLtMatmul (fast accumulation)" : config.batch > 1 ? "cublasGemmStridedBatchedEx" : "cublasGemmEx";
  if (auto runs = runs_on(r, out.compute_capability); !runs) return runs.failure();
  LL_CU_TRY(api, cuCtxSetCurrent(s.context));

  CUmodule module{};
  LL_CU_TRY(api, cuModuleLoadData(&module, cubin->cubin.data()));
  struct ModuleGuard {
    const CudaDriverApi& api;
    CUmodule m;
    ~ModuleGuard() { api.cuModuleUnload(m); }
  } module_guard{api, module};
  CUfunction function{};
  LL_CU_TRY(api, cuModuleGetFunction(&function, module, kGemmKernelName));
  constexpr int kAttrMaxDynamicShared = 8, kAttrNumRegs = 4;
  if (r.smem_bytes > 48 * 1024) LL_CU_TRY(api, cuFuncSetAttribute(function, kAttrMaxDynamicShared, r.smem_bytes));
  api.cuFuncGetAttribute(&out.registers, kAttrNumRegs, function);
  // CTAs an SM holds at once, reported (the driver's occupancy; 0 if it does not say)
  if (api.cuOccupancyMaxActiveBlocksPerMultiprocessor(&out.ctas_per_sm, function, r.threads, static_cast<std::size_t>(r.smem_bytes)) != 0)
    out.ctas_per_sm = 0;
  // A cluster needs its CTAs on SMs of one GPC: the GPU may hold fewer clusters than SMs / cluster size, and a persistent
  // cluster launched beyond them would wait for a whole other cluster's tiles.
  if (cluster_size(config) > 1 && api.cuOccupancyMaxActiveClusters) {
    LaunchConfig launch;
    launch.grid_x = static_cast<unsigned>(out.grid);  // (every cluster of the tile grid, as set above)
    launch.block_x = static_cast<unsigned>(r.threads), launch.shared_bytes = static_cast<unsigned>(r.smem_bytes);
    launch.stream = s.stream;
    if (api.cuOccupancyMaxActiveClusters(&out.active_clusters, function, &launch) != 0) out.active_clusters = 0;
  }
  out.grid = launch_grid_x(config, r.grid_m, r.grid_n, s.device.multiprocessors, out.active_clusters);  // the sm90 kernel is persistent

  // Inputs and the cuBLAS reference, shared by every config of the same problem.
  const long long M = config.m, N = config.n, K = config.k, L = config.batch;
  ElementType ta = r.atom.a, tb = r.atom.b, tc = r.atom.d;
  std::string key = std::string(type_token(ta)) + std::string(type_token(tb)) + std::string(type_token(tc)) + layout_label(config) + std::to_string(M) + "x" +
                    std::to_string(N) + "x" + std::to_string(K) + "*" + std::to_string(L) + "/" + std::to_string(options.seed);
  std::size_t c_bytes = static_cast<std::size_t>(M * N * L) * size_bytes(tc);
  // C is poisoned in 32-bit words: rounded up, so an odd count of 2-byte elements has its last one poisoned too.
  const std::size_t c_poison_words = (c_bytes + 3) / 4;
  if (key != s.problem_key) {
    // Out of memory is a message, not a crash: the device holds A, B, C and cuBLAS's C; the host draws A and B and
    // reads both Cs back.
    const double ab_bytes = double(M * K * size_bytes(ta) + N * K * size_bytes(tb)) * double(L), gib = 1024.0 * 1024 * 1024;
    // (8-bit floats: cuBLASLt's 32 MiB workspace, the operands' slack and a C padded to multiples of 16 besides)
    const double lt_bytes = is_fp8(ta) ? 32.0 * 1024 * 1024 + 32.0 * double(K) + double((M + 15) * (N + 15) * L) * size_bytes(tc) : 0.0;
    const double device_bytes = ab_bytes + 2.0 * double(c_bytes) + lt_bytes, host_bytes = ab_bytes + 2.0 * double(c_bytes) + lt_bytes;
    auto fixed = [](double v) { return std::to_string(v).substr(0, std::to_string(v).find('.') + 2); };
    if (device_bytes > double(s.device.total_memory_bytes))
      return Error{"out of GPU memory: " + describe(config) + " needs " + fixed(device_bytes / gib) + " GiB (A, B, C and cuBLAS's C), the " +
                   s.device.name + " has " + fixed(double(s.device.total_memory_bytes) / gib) + " GiB; a smaller problem or batch"};
    const double host_total = double(sysconf(_SC_PHYS_PAGES)) * double(sysconf(_SC_PAGE_SIZE));
    if (host_total > 0 && host_bytes > 0.8 * host_total)
      return Error{"out of host memory: " + describe(config) + " needs " + fixed(host_bytes / gib) + " GiB of host memory for its inputs and "
                   "the results it verifies, the machine has " + fixed(host_total / gib) + " GiB"};
    report(GemmStep::Prepare, "inputs " + std::to_string(M) + "x" + std::to_string(N) + "x" + std::to_string(K));
    s.problem_key.clear();
    std::mt19937_64 rng(options.seed);
    auto a_host = make_inputs(ta, M * K * L, rng);
    auto b_host = make_inputs(tb, N * K * L, rng);
    // cuBLAS's view: C (M x N, column-major) = op(A) op(B); a row-major C is C^T column-major: C^T = op(B)^T op(A)^T,
    // the operands swapped. Pointers are filled in once the buffers exist.
    CublasGemmArgs args;
    args.op_a = config.layout[0];
    args.op_b = config.layout[1];
    args.m = M, args.n = N, args.k = K;
    args.lda = args.op_a == 'T' ? K : M;
    args.ldb = args.op_b == 'N' ? K : N;
    args.ldc = M;
    args.batch = L, args.stride_a = M * K, args.stride_b = N * K, args.stride_c = M * N;
    args.type_a = ta, args.type_b = tb, args.type_c = tc;
    if (config.c_row_major) {
      CublasGemmArgs t = args;
      t.op_a = args.op_b == 'N' ? 'T' : 'N', t.op_b = args.op_a == 'T' ? 'N' : 'T';
      t.m = N, t.n = M;
      t.lda = args.ldb, t.ldb = args.lda, t.stride_a = args.stride_b, t.stride_b = args.stride_a;
      t.type_a = tb, t.type_b = ta;
      t.ldc = N;
      args = t;
    }
    const long long c_rows = args.m, c_cols = args.n;  // C as cuBLAS sees it, column-major
    // cuBLASLt's FP8 GEMMs take M and N in multiples of 16 only: the reference computes a C padded to those, and is timed
    // so. Its extra rows and columns are never compared; they read the next batch's first rows, or past the last batch
    // into zeroed slack.
    std::size_t slack_bytes = 0;
    if (is_fp8(ta)) {
      args.m = (args.m + 15) / 16 * 16, args.n = (args.n + 15) / 16 * 16;
      args.ldc = args.m, args.stride_c = args.m * args.n;
      slack_bytes = static_cast<std::size_t>(16 * K);  // both operands are K-major (TN): a row is K bytes
    }
    const std::size_t c_ref_bytes = static_cast<std::size_t>(args.m * args.n * L) * size_bytes(tc);
    for (auto* buf : {&s.a, &s.b}) buf->release();
    auto ok = s.a.allocate(s.api, a_host.size() + slack_bytes);
    if (ok) ok = s.b.allocate(s.api, b_host.size() + slack_bytes);
    if (ok) ok = s.c.allocate(s.api, c_poison_words * 4);
    if (ok) ok = s.c_ref.allocate(s.api, (c_ref_bytes + 3) / 4 * 4);
    if (!ok) return ok.failure();
    LL_CU_TRY(api, cuMemcpyHtoD(s.a.ptr, a_host.data(), a_host.size()));
    LL_CU_TRY(api, cuMemcpyHtoD(s.b.ptr, b_host.data(), b_host.size()));
    if (slack_bytes) {  // a_host and b_host hold whole 16-byte rows: the slack starts 4-byte aligned
      LL_CU_TRY(api, cuMemsetD32(s.a.ptr + a_host.size(), 0, slack_bytes / 4));
      LL_CU_TRY(api, cuMemsetD32(s.b.ptr + b_host.size(), 0, slack_bytes / 4));
    }
    report(GemmStep::Reference, out.reference);
    LL_CU_TRY(api, cuMemsetD32(s.c_ref.ptr, poison_word(tc), (c_ref_bytes + 3) / 4));
    // The copies and memsets above run in the legacy default stream, which a non-blocking stream does not wait for:
    // without this, cuBLAS (and the kernel, below) could start before A, B and the poison have landed.
    LL_CU_TRY(api, cuStreamSynchronize(nullptr));
    args.a = config.c_row_major ? s.b.ptr : s.a.ptr;
    args.b = config.c_row_major ? s.a.ptr : s.b.ptr;
    args.c = s.c_ref.ptr;
    auto g = s.cublas->gemm(args);
    if (!g) return g.failure();
    LL_CU_TRY(api, cuStreamSynchronize(s.stream));
    s.c_ref_host.resize(c_ref_bytes);
    LL_CU_TRY(api, cuMemcpyDtoH(s.c_ref_host.data(), s.c_ref.ptr, c_ref_bytes));
    if (c_ref_bytes != c_bytes) {  // the padded reference's C (args.m x args.n per batch) to the kernel's M x N
      const std::size_t eb = size_bytes(tc);
      std::vector<unsigned char> packed(c_bytes);
      for (long long l = 0; l < L; ++l)
        for (long long j = 0; j < c_cols; ++j)
          std::memcpy(&packed[((l * c_cols + j) * c_rows) * eb], &s.c_ref_host[((l * args.n + j) * args.m) * eb],
                      static_cast<std::size_t>(c_rows) * eb);
      s.c_ref_host = std::move(packed);
    }
    s.problem_key = key;
    s.cublas_args_cache = args;
  }
  if (cancelled(cancel)) return Error{"cancelled"};

  // Kernel parameters.
  TensorMap tma_a{}, tma_b{};
  CUdeviceptr a_ptr = s.a.ptr, b_ptr = s.b.ptr, c_ptr = s.c.ptr;
  int m_i = static_cast<int>(M), n_i = static_cast<int>(N), k_i = static_cast<int>(K);
  std::vector<void*> params;
  if (config.mainloop == Mainloop::Sm90) {
    if (!api.cuTensorMapEncodeTiled) return Error{"mainloop sm90: the CUDA driver has no cuTensorMapEncodeTiled (needs CUDA 12+)"};
    // make_tma_copy's arguments as core computes them from the kernel's own smem layout texts (gpu/gemm/sm90_layouts)
    auto encode = [&](TensorMap& map, CUdeviceptr ptr, char operand) -> Result<bool> {
      auto tma = sm90_tma_copy(sm90_operand_copy(r, operand));
      if (!tma) return Error{std::string("mainloop sm90: the TMA copy of ") + operand + ": " + tma.error()};
      const TmaDescriptorArgs& d = tma->descriptor;
      const int dtype = tma_data_type_code(d.data_type);
      if (dtype < 0 || d.rank != (L > 1 ? 3 : 2)) return Error{"mainloop sm90: unexpected TMA descriptor " + to_string(d)};
      constexpr int kInterleaveNone = 0, kL2Promote256B = 3, kOobFillNone = 0;
      const int swizzle = d.swizzle_bytes == 128 ? 3 : d.swizzle_bytes == 64 ? 2 : d.swizzle_bytes == 32 ? 1 : 0;
      LL_CU_TRY(api, cuTensorMapEncodeTiled(&map, dtype, static_cast<unsigned>(d.rank), reinterpret_cast<void*>(ptr), d.global_dim.data(),
                                            d.global_strides.data(), d.box_dim.data(), d.element_strides.data(), kInterleaveNone,
                                            swizzle, kL2Promote256B, kOobFillNone));
      return true;
    };
    auto ok = encode(tma_a, s.a.ptr, 'A');
    if (ok) ok = encode(tma_b, s.b.ptr, 'B');
    if (!ok) return ok.failure();
    params = {&tma_a, &tma_b, &c_ptr, &m_i, &n_i, &k_i};
  } else {
    params = {&a_ptr, &b_ptr, &c_ptr, &m_i, &n_i, &k_i};
  }
  auto launch = [&]() -> Result<bool> {
    LL_CU_TRY(api, cuLaunchKernel(function, static_cast<unsigned>(out.grid), static_cast<unsigned>(L), 1, static_cast<unsigned>(r.threads), 1, 1,
                                  static_cast<unsigned>(r.smem_bytes), s.stream, params.data(), nullptr));
    return true;
  };

  report(GemmStep::Run, "grid " + std::to_string(out.grid) + " x " + std::to_string(r.threads) + " threads");
  LL_CU_TRY(api, cuMemsetD32(s.c.ptr, poison_word(tc), c_poison_words));
  // (the legacy stream again: a poison still being written while the kernel runs reads as unwritten elements, as
  // concurrent runs on one GPU showed)
  LL_CU_TRY(api, cuStreamSynchronize(nullptr));
  auto launched = launch();
  if (!launched) return launched.failure();
  LL_CU_TRY(api, cuStreamSynchronize(s.stream));

  report(GemmStep::Verify, "against " + out.reference);
  std::vector<unsigned char> c_host(c_bytes);
  LL_CU_TRY(api, cuMemcpyDtoH(c_host.data(), s.c.ptr, c_bytes));
  const int eb = size_bytes(tc);
  const unsigned poison = poison_word(tc);
  double diff2 = 0, ref2 = 0, max_abs = 0;
  long long unwritten = 0, invalid = 0;
  for (std::size_t i = 0; i < c_bytes / eb; ++i) {
    const unsigned char* p = &c_host[i * eb];
    if (std::memcmp(p, &poison, eb) == 0) {
      ++unwritten;
      continue;
    }
    double v = element_to_double(tc, p), ref = element_to_double(tc, &s.c_ref_host[i * eb]);
    if (!std::isfinite(v)) {
      ++invalid;
      continue;
    }
    diff2 += (v - ref) * (v - ref);
    ref2 += ref * ref;
    max_abs = std::max(max_abs, std::fabs(v - ref));
  }
  out.unwritten = unwritten + invalid;
  out.max_abs_error = max_abs;
  out.rel_error = ref2 > 0 ? std::sqrt(diff2 / ref2) : std::sqrt(diff2);
  out.tolerance = tolerance_for(r.atom);
  bool correct = out.unwritten == 0 && out.rel_error <= out.tolerance;
  if (!correct) {
    out.status = "wrong";
    out.message = std::to_string(unwritten) + " unwritten and " + std::to_string(invalid) +
                  " non-finite elements; relative error " + std::to_string(out.rel_error) + " (tolerance " +
                  std::to_string(out.tolerance) + ")";
    report(GemmStep::Done, "wrong: " + out.message);
    return out;
  }
  out.status = "ok";
  if (!options.time) {
    report(GemmStep::Done, "verified");
    return out;
  }

  int iterations = std::max(20, options.iterations);
  out.timed_iterations = iterations;
  out.sustain_ms = options.sustain_ms;
  double flops = 2.0 * static_cast<double>(M) * static_cast<double>(N) * static_cast<double>(K) * static_cast<double>(L);
  CublasGemmArgs cublas_args = s.cublas_args_cache;
  cublas_args.c = s.c_ref.ptr;
  auto cublas_launch = [&]() { return s.cublas->gemm(cublas_args); };
  if (options.interleave) {
    // Kernel and cuBLAS interleaved, launch by launch, through the sustain phase and the timed one: the card is
    // power-capped, and drift of its clock must not favour whichever side ran first.
    report(GemmStep::Time, "kernel and cuBLAS interleaved, sustained");
    auto t = s.time_interleaved(launch, cublas_launch, options.sustain_ms, iterations, cancel);
    if (!t) return t.failure();
    out.kernel_ms = t->first;
    out.cublas_ms = t->second;
  } else {
    auto nothing = []() { return Result<bool>(true); };
    report(GemmStep::Time, "kernel alone, sustained");
    auto kernel_alone = s.time_interleaved(launch, nothing, options.sustain_ms, iterations, cancel);
    if (!kernel_alone) return kernel_alone.failure();
    report(GemmStep::Time, "cuBLAS alone, sustained");
    auto cublas_alone = s.time_interleaved(cublas_launch, nothing, options.sustain_ms, iterations, cancel);
    if (!cublas_alone) return cublas_alone.failure();
    out.kernel_ms = kernel_alone->first;
    out.cublas_ms = cublas_alone->first;
  }
  out.kernel_tflops = flops / (out.kernel_ms * 1e-3) / 1e12;
  out.cublas_tflops = flops / (out.cublas_ms * 1e-3) / 1e12;
  out.percent_of_cublas = 100.0 * out.kernel_tflops / out.cublas_tflops;
  report(GemmStep::Done, std::to_string(out.kernel_tflops) + " TFLOP/s");
  return out;
}

Result<std::string> gpu_arch() {
  auto devices = list_devices();
  if (!devices) return devices.failure();
  int cc = devices->front().compute_major * 10 + devices->front().compute_minor;
  return "sm_" + std::to_string(cc) + (cc == 90 ? "a" : "");
}

std::vector<Precompiled> precompile_gemms(const std::vector<GemmConfig>& configs, int jobs, const std::string& arch,
                                          const std::atomic<bool>* cancel,
                                          const std::function<void(std::size_t index, const Precompiled&)>& done) {
  // Sources are generated here; NVRTC runs in worker processes (gpu/nvrtc/compile_workers), which scale where threads
  // of one process do not.
  std::vector<Precompiled> out(configs.size());
  std::vector<CudaCompileRequest> requests;
  std::vector<std::size_t> index;
  for (std::size_t i = 0; i < configs.size(); ++i) {
    auto resolved = resolve_gemm(configs[i]);
    auto source = resolved ? generate_gemm_source(*resolved) : Result<std::string>(resolved.failure());
    if (!source) {
      out[i].error = source.error();
      if (done) done(i, out[i]);
      continue;
    }
    CudaCompileRequest request;
    request.source = *source;
    request.arch = arch.empty() ? resolved->arch : arch;
    requests.push_back(std::move(request));
    index.push_back(i);
  }
  compile_in_workers(requests, jobs, cancel, [&](std::size_t j, const WorkerCompile& w) {
    Precompiled& p = out[index[j]];
    p.error = w.error, p.compile_ms = w.compile_ms, p.cache_hit = w.cache_hit;
    if (done) done(index[j], p);
  });
  return out;
}

Result<GemmRunResult> run_gemm(const GemmConfig& config, const GemmRunOptions& options, const GemmProgress& progress,
                               const std::atomic<bool>* cancel) {
  GemmSession session;
  return session.run(config, options, progress, cancel);
}

}  // namespace ll::gpu
