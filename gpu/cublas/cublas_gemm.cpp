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

const CublasApi& cublas() {
  static const CublasApi api = [] {
    CublasApi a{};
    void* h = nullptr;
    for (std::string name : {std::string("libcublas.so.13"), std::string("libcublas.so.12"), std::string("libcublas.so"),
                             std::string(LAYOUTLAB_CUDA_LIB_DIR) + "/libcublas.so"})
      if ((h = dlopen(name.c_str(), RTLD_NOW | RTLD_LOCAL))) break;
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
  }
  return 0;
}

}  // namespace

Result<CublasGemm> CublasGemm::create(CUstream stream) {
  const CublasApi& api = cublas();
  if (!api.error.empty()) return Error{api.error};
  CublasGemm g;
  if (int rc = api.create(&g.handle_)) return Error{"cublasCreate failed (status " + std::to_string(rc) + ")"};
  api.set_stream(g.handle_, stream);
  int version = 0;
  api.get_version(g.handle_, &version);
  g.version_ = std::to_string(version);
  return g;
}

CublasGemm::CublasGemm(CublasGemm&& other) noexcept : handle_(other.handle_), version_(other.version_) {
  other.handle_ = nullptr;
}

CublasGemm::~CublasGemm() {
  if (handle_) cublas().destroy(handle_);
}

Result<bool> CublasGemm::gemm(const CublasGemmArgs& g) {
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
  else if (g.type_ab == ElementType::TF32) compute = kCompute32FFastTf32;
  if (g.batch > 1) {
    int rc = api.gemm_strided_batched_ex(handle_, g.op_a == 'T' ? 1 : 0, g.op_b == 'T' ? 1 : 0, static_cast<int>(g.m),
                                         static_cast<int>(g.n), static_cast<int>(g.k), alpha, reinterpret_cast<const void*>(g.a),
                                         cuda_data_type(g.type_ab), static_cast<int>(g.lda), g.stride_a,
                                         reinterpret_cast<const void*>(g.b), cuda_data_type(g.type_ab), static_cast<int>(g.ldb),
                                         g.stride_b, beta, reinterpret_cast<void*>(g.c), cuda_data_type(g.type_c),
                                         static_cast<int>(g.ldc), g.stride_c, static_cast<int>(g.batch), compute, -1);
    if (rc) return Error{"cublasGemmStridedBatchedEx failed (status " + std::to_string(rc) + ")"};
    return true;
  }
  int rc = api.gemm_ex(handle_, g.op_a == 'T' ? 1 : 0, g.op_b == 'T' ? 1 : 0, static_cast<int>(g.m),
                       static_cast<int>(g.n), static_cast<int>(g.k), alpha, reinterpret_cast<const void*>(g.a),
                       cuda_data_type(g.type_ab), static_cast<int>(g.lda), reinterpret_cast<const void*>(g.b),
                       cuda_data_type(g.type_ab), static_cast<int>(g.ldb), beta, reinterpret_cast<void*>(g.c),
                       cuda_data_type(g.type_c), static_cast<int>(g.ldc), compute, -1 /*CUBLAS_GEMM_DEFAULT*/);
  if (rc) return Error{"cublasGemmEx failed (status " + std::to_string(rc) + ")"};
  return true;
}

}  // namespace ll::gpu
