#include "gpu/cublas/cublas_gemm.hpp"

#include <dlfcn.h>

#include <cstdint>

#ifndef LAYOUTLAB_CUDA_LIB_DIR
#define LAYOUTLAB_CUDA_LIB_DIR "/usr/local/cuda/lib64"
#endif

namespace ll::gpu {
namespace {

using cublasStatus = int;
struct CublasApi {
  cublasStatus (*create)(void**);
  cublasStatus (*destroy)(void*);
  cublasStatus (*set_stream)(void*, CUstream);
  cublasStatus (*get_version)(void*, int*);
  cublasStatus (*gemm_ex)(void*, int, int, int, int, int, const void*, const void*, int, int, const void*, int, int,
                          const void*, void*, int, int, int, int);
  cublasStatus (*gemm_strided_batched_ex)(void*, int, int, int, int, int, const void*, const void*, int, int, long long,
                                          const void*, int, int, long long, const void*, void*, int, int, long long, int,
                                          int, int);
  std::string error;
};

template <class F>
bool bind(void* h, const char* name, F& fn) {
  fn = reinterpret_cast<F>(dlsym(h, name));
  return fn != nullptr;
}

void* open_library(const char* base) {
  for (std::string name : {std::string(base) + ".13", std::string(base) + ".12", std::string(base),
                           std::string(LAYOUTLAB_CUDA_LIB_DIR) + "/" + base})
    if (void* h = dlopen(name.c_str(), RTLD_NOW | RTLD_LOCAL)) return h;
  return nullptr;
}

const CublasApi& cublas() {
  static const CublasApi api = [] {
    CublasApi a{};
    void* h = open_library("libcublas.so");
    if (!h) {
      a.error = "no cuBLAS: libcublas.so could not be loaded";
      return a;
    }
    if (!bind(h, "cublasCreate_v2", a.create) || !bind(h, "cublasDestroy_v2", a.destroy) ||
        !bind(h, "cublasSetStream_v2", a.set_stream) || !bind(h, "cublasGetVersion_v2", a.get_version) ||
        !bind(h, "cublasGemmEx", a.gemm_ex) || !bind(h, "cublasGemmStridedBatchedEx", a.gemm_strided_batched_ex))
      a.error = "cuBLAS is too old: a required entry point is missing";
    return a;
  }();
  return api;
}

// cudaDataType values (library_types.h).
int cuda_data_type(ElementType t) {
  switch (t) {
    case ElementType::F16: return 2;
    case ElementType::BF16: return 14;
    case ElementType::TF32:
    case ElementType::F32: return 0;
    case ElementType::F64: return 1;
    case ElementType::S8: return 3;
    case ElementType::U8: return 8;
    case ElementType::S32: return 10;
    case ElementType::E4M3: return 28;
    case ElementType::E5M2: return 29;
  }
  return 0;
}

// cuBLASLt's entry points, its types spelled as in cublasLt.h (descriptors are opaque pointers; an algorithm is 64 bytes).
struct LtAlgo {
  std::uint64_t data[8];
};
struct LtHeuristicResult {
  LtAlgo algo;
  std::size_t workspace_bytes;
  cublasStatus state;
  float waves;
  int reserved[4];
};
struct CublasLtApi {
  cublasStatus (*create)(void**);
  cublasStatus (*destroy)(void*);
  cublasStatus (*desc_create)(void**, int compute, int scale_type);
  cublasStatus (*desc_destroy)(void*);
  cublasStatus (*desc_set)(void*, int attr, const void*, std::size_t);
  cublasStatus (*layout_create)(void**, int type, std::uint64_t rows, std::uint64_t cols, std::int64_t ld);
  cublasStatus (*layout_destroy)(void*);
  cublasStatus (*layout_set)(void*, int attr, const void*, std::size_t);
  cublasStatus (*pref_create)(void**);
  cublasStatus (*pref_destroy)(void*);
  cublasStatus (*pref_set)(void*, int attr, const void*, std::size_t);
  cublasStatus (*heuristic)(void*, void*, void*, void*, void*, void*, void*, int, LtHeuristicResult*, int*);
  cublasStatus (*matmul)(void*, void*, const void*, const void*, void*, const void*, void*, const void*, const void*, void*,
                         void*, void*, const LtAlgo*, void*, std::size_t, CUstream);
  const char* (*status_name)(cublasStatus);  // optional
  std::size_t (*get_version)();               // optional
  std::string error;
};

const CublasLtApi& cublas_lt() {
  static const CublasLtApi api = [] {
    CublasLtApi a{};
    void* h = open_library("libcublasLt.so");
    if (!h) {
      a.error = "no cuBLASLt (the reference for 8-bit float GEMMs): libcublasLt.so could not be loaded";
      return a;
    }
    if (!bind(h, "cublasLtCreate", a.create) || !bind(h, "cublasLtDestroy", a.destroy) ||
        !bind(h, "cublasLtMatmulDescCreate", a.desc_create) ||
        !bind(h, "cublasLtMatmulDescDestroy", a.desc_destroy) || !bind(h, "cublasLtMatmulDescSetAttribute", a.desc_set) ||
        !bind(h, "cublasLtMatrixLayoutCreate", a.layout_create) || !bind(h, "cublasLtMatrixLayoutDestroy", a.layout_destroy) ||
        !bind(h, "cublasLtMatrixLayoutSetAttribute", a.layout_set) || !bind(h, "cublasLtMatmulPreferenceCreate", a.pref_create) ||
        !bind(h, "cublasLtMatmulPreferenceDestroy", a.pref_destroy) ||
        !bind(h, "cublasLtMatmulPreferenceSetAttribute", a.pref_set) ||
        !bind(h, "cublasLtMatmulAlgoGetHeuristic", a.heuristic) || !bind(h, "cublasLtMatmul", a.matmul))
      a.error = "cuBLASLt is too old: a required entry point is missing";
    bind(h, "cublasLtGetStatusName", a.status_name);
    bind(h, "cublasLtGetVersion", a.get_version);
    return a;
  }();
  return api;
}

// "CUBLAS_STATUS_NOT_SUPPORTED (15)"
std::string lt_status(int rc) {
  const CublasLtApi& lt = cublas_lt();
  const char* name = lt.status_name ? lt.status_name(rc) : nullptr;
  return (name ? std::string(name) + " " : std::string("status ")) + "(" + std::to_string(rc) + ")";
}


}  // namespace

struct CublasGemm::LtPlan {
  const CudaDriverApi* driver = nullptr;
  void* handle = nullptr;
  CublasGemmArgs args;
  void* desc = nullptr;
  void* layouts[3] = {nullptr, nullptr, nullptr};  // A, B, C (= D)
  LtAlgo algo{};
  CUdeviceptr workspace = 0;
  std::size_t workspace_bytes = 0;
  bool planned = false;

  void clear() {
    const CublasLtApi& lt = cublas_lt();
    if (desc) lt.desc_destroy(desc);
    for (void*& l : layouts)
      if (l) lt.layout_destroy(l), l = nullptr;
    desc = nullptr;
    planned = false;
  }
  ~LtPlan() {
    clear();
    if (workspace && driver) driver->cuMemFree(workspace);
    if (handle) cublas_lt().destroy(handle);
  }
};

std::string CublasGemm::lt_version() {
  const CublasLtApi& lt = cublas_lt();
  return lt.error.empty() && lt.get_version ? std::to_string(lt.get_version()) : std::string();
}

Result<CublasGemm> CublasGemm::create(CUstream stream) {
  const CublasApi& api = cublas();
  if (!api.error.empty()) return Error{api.error};
  CublasGemm g;
  if (int rc = api.create(&g.handle_)) return Error{"cublasCreate failed (status " + std::to_string(rc) + ")"};
  api.set_stream(g.handle_, stream);
  g.stream_ = stream;
  int version = 0;
  api.get_version(g.handle_, &version);
  g.version_ = std::to_string(version);
  return g;
}

CublasGemm::CublasGemm(CublasGemm&& other) noexcept
    : handle_(other.handle_), stream_(other.stream_), version_(other.version_), lt_(std::move(other.lt_)) {
  other.handle_ = nullptr;
}

CublasGemm::~CublasGemm() {
  if (handle_) cublas().destroy(handle_);
}

Result<bool> CublasGemm::lt_gemm(const CublasGemmArgs& g) {
  const CublasLtApi& lt = cublas_lt();
  if (!lt.error.empty()) return Error{lt.error};
  if (g.op_a != 'T' || g.op_b != 'N')
    return Error{"cuBLASLt's 8-bit float GEMMs take A transposed and B not (TN); got " + std::string{g.op_a, g.op_b}};
  if (!lt_) {  // kept only once whole: a failed set-up is tried again on the next call
    auto driver = cuda_driver();
    if (!driver) return driver.failure();
    auto plan = std::make_unique<LtPlan>();
    plan->driver = *driver;
    if (int rc = lt.create(&plan->handle)) return Error{"cublasLtCreate failed (" + lt_status(rc) + ")"};
    plan->workspace_bytes = 32u << 20;
    if (CUresult rc = plan->driver->cuMemAlloc(&plan->workspace, plan->workspace_bytes)) {
      plan->workspace = 0;
      return Error{"cuBLASLt workspace: " + cuda_error_text(rc)};
    }
    lt_ = std::move(plan);
  }
  LtPlan& p = *lt_;
  if (!p.planned || p.args != g) {
    p.clear();
    constexpr int kCompute32F = 68, kR32F = 0;
    constexpr int kDescTransA = 3, kDescTransB = 4, kDescFastAccum = 25;
    constexpr int kLayoutBatchCount = 5, kLayoutStridedBatchOffset = 6, kPrefMaxWorkspace = 1;
    auto check = [](int rc, const char* what) -> Result<bool> {
      if (rc) return Error{std::string(what) + " failed (" + lt_status(rc) + ")"};
      return true;
    };
    auto ok = check(lt.desc_create(&p.desc, kCompute32F, kR32F), "cublasLtMatmulDescCreate");
    const int trans = 1, no_trans = 0;
    // Fast accumulation: the products summed in the tensor cores' accumulator without periodic promotion to fp32, as
    // the generated kernel's wgmma does, so both sides do the same work.
    const std::int8_t fast_accum = 1;
    if (ok) ok = check(lt.desc_set(p.desc, kDescTransA, &trans, sizeof trans), "cublasLtMatmulDescSetAttribute(TRANSA)");
    if (ok) ok = check(lt.desc_set(p.desc, kDescTransB, &no_trans, sizeof no_trans), "cublasLtMatmulDescSetAttribute(TRANSB)");
    if (ok) ok = check(lt.desc_set(p.desc, kDescFastAccum, &fast_accum, sizeof fast_accum), "cublasLtMatmulDescSetAttribute(FAST_ACCUM)");
    // Column-major: A is K x M (transposed), B is K x N, C is M x N.
    const std::uint64_t rows[3] = {std::uint64_t(g.k), std::uint64_t(g.k), std::uint64_t(g.m)};
    const std::uint64_t cols[3] = {std::uint64_t(g.m), std::uint64_t(g.n), std::uint64_t(g.n)};
    const std::int64_t lds[3] = {g.lda, g.ldb, g.ldc}, strides[3] = {g.stride_a, g.stride_b, g.stride_c};
    const int types[3] = {cuda_data_type(g.type_a), cuda_data_type(g.type_b), cuda_data_type(g.type_c)};
    for (int i = 0; i < 3 && ok; ++i) {
      ok = check(lt.layout_create(&p.layouts[i], types[i], rows[i], cols[i], lds[i]), "cublasLtMatrixLayoutCreate");
      if (ok && g.batch > 1) {
        const int count = static_cast<int>(g.batch);
        ok = check(lt.layout_set(p.layouts[i], kLayoutBatchCount, &count, sizeof count), "cublasLtMatrixLayoutSetAttribute(BATCH_COUNT)");
        if (ok) ok = check(lt.layout_set(p.layouts[i], kLayoutStridedBatchOffset, &strides[i], sizeof strides[i]),
                           "cublasLtMatrixLayoutSetAttribute(STRIDED_BATCH_OFFSET)");
      }
    }
    void* pref = nullptr;
    if (ok) ok = check(lt.pref_create(&pref), "cublasLtMatmulPreferenceCreate");
    if (ok) ok = check(lt.pref_set(pref, kPrefMaxWorkspace, &p.workspace_bytes, sizeof p.workspace_bytes),
                       "cublasLtMatmulPreferenceSetAttribute(MAX_WORKSPACE_BYTES)");
    LtHeuristicResult result{};
    int found = 0;
    if (ok) ok = check(lt.heuristic(p.handle, p.desc, p.layouts[0], p.layouts[1], p.layouts[2], p.layouts[2], pref, 1, &result, &found),
                       "cublasLtMatmulAlgoGetHeuristic");
    if (pref) lt.pref_destroy(pref);
    if (ok && found == 0)
      ok = Error{"cuBLASLt has no algorithm for " + std::string(type_token(g.type_a)) + " x " + std::string(type_token(g.type_b)) +
                 " -> " + std::string(type_token(g.type_c)) + ", m " + std::to_string(g.m) + " n " + std::to_string(g.n) + " k " +
                 std::to_string(g.k) + " (TN, ld " + std::to_string(g.lda) + "/" + std::to_string(g.ldb) + "/" + std::to_string(g.ldc) + ")"};
    if (!ok) {
      p.clear();
      return ok.failure();
    }
    p.algo = result.algo;
    p.args = g;
    p.planned = true;
  }
  const float alpha = 1, beta = 0;
  const auto* a = reinterpret_cast<const void*>(g.a);
  const auto* b = reinterpret_cast<const void*>(g.b);
  auto* c = reinterpret_cast<void*>(g.c);
  if (int rc = lt.matmul(p.handle, p.desc, &alpha, a, p.layouts[0], b, p.layouts[1], &beta, c, p.layouts[2], c, p.layouts[2],
                         &p.algo, reinterpret_cast<void*>(p.workspace), p.workspace_bytes, stream_))
    return Error{"cublasLtMatmul failed (" + lt_status(rc) + ")"};
  return true;
}

Result<bool> CublasGemm::gemm(const CublasGemmArgs& g) {
  if (is_fp8(g.type_a) || is_fp8(g.type_b)) return lt_gemm(g);
  const CublasApi& api = cublas();
  constexpr int kCompute16F = 64, kCompute32F = 68, kCompute32FFastTf32 = 77, kCompute64F = 70, kCompute32I = 72;
  int compute = kCompute32F;
  float alpha_f = 1, beta_f = 0;
  double alpha_d = 1, beta_d = 0;
  std::int32_t alpha_i = 1, beta_i = 0;
  std::uint16_t alpha_h = 0x3c00, beta_h = 0;  // 1.0 and 0.0 in binary16
  const void* alpha = &alpha_f;
  const void* beta = &beta_f;
  if (g.type_c == ElementType::F16) compute = kCompute16F, alpha = &alpha_h, beta = &beta_h;
  else if (g.type_c == ElementType::F64) compute = kCompute64F, alpha = &alpha_d, beta = &beta_d;
  else if (g.type_c == ElementType::S32) compute = kCompute32I, alpha = &alpha_i, beta = &beta_i;
  else if (g.type_a == ElementType::TF32) compute = kCompute32FFastTf32;
  if (g.batch > 1) {
    int rc = api.gemm_strided_batched_ex(handle_, g.op_a == 'T' ? 1 : 0, g.op_b == 'T' ? 1 : 0, static_cast<int>(g.m),
                                         static_cast<int>(g.n), static_cast<int>(g.k), alpha, reinterpret_cast<const void*>(g.a),
                                         cuda_data_type(g.type_a), static_cast<int>(g.lda), g.stride_a,
                                         reinterpret_cast<const void*>(g.b), cuda_data_type(g.type_b), static_cast<int>(g.ldb),
                                         g.stride_b, beta, reinterpret_cast<void*>(g.c), cuda_data_type(g.type_c),
                                         static_cast<int>(g.ldc), g.stride_c, static_cast<int>(g.batch), compute, -1);
    if (rc) return Error{"cublasGemmStridedBatchedEx failed (status " + std::to_string(rc) + ")"};
    return true;
  }
  int rc = api.gemm_ex(handle_, g.op_a == 'T' ? 1 : 0, g.op_b == 'T' ? 1 : 0, static_cast<int>(g.m),
                       static_cast<int>(g.n), static_cast<int>(g.k), alpha, reinterpret_cast<const void*>(g.a),
                       cuda_data_type(g.type_a), static_cast<int>(g.lda), reinterpret_cast<const void*>(g.b),
                       cuda_data_type(g.type_b), static_cast<int>(g.ldb), beta, reinterpret_cast<void*>(g.c),
                       cuda_data_type(g.type_c), static_cast<int>(g.ldc), compute, -1 /*CUBLAS_GEMM_DEFAULT*/);
  if (rc) return Error{"cublasGemmEx failed (status " + std::to_string(rc) + ")"};
  return true;
}

}  // namespace ll::gpu
