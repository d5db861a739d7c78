#pragma once
// cuBLAS, loaded lazily (dlopen libcublas.so), as the reference every GEMM run is checked against and
// timed beside: cublasGemmEx on the same device buffers, same precisions, in the same process; 8-bit floats
// (which cublasGemmEx does not take) through cublasLtMatmul (libcublasLt.so).
#include <memory>
#include <string>

#include "core/util/result.hpp"
#include "gpu/driver/cuda_driver.hpp"
#include "gpu/gemm/element_type.hpp"

namespace ll::gpu {

struct CublasGemmArgs {
  char op_a = 'T', op_b = 'N';          // BLAS ops: C(MxN, col-major) = op(A) * op(B)
  long long m = 0, n = 0, k = 0;
  CUdeviceptr a = 0, b = 0, c = 0;
  long long lda = 0, ldb = 0, ldc = 0;
  ElementType type_a = ElementType::F16, type_b = ElementType::F16;  // equal, or both 8-bit floats (cuBLASLt)
  ElementType type_c = ElementType::F32;  // also the accumulation type (F16 -> COMPUTE_16F, TF32 inputs -> FAST_TF32;
                                          // 8-bit floats accumulate in fp32 whatever C is)
  long long batch = 1;                    // > 1: cublasGemmStridedBatchedEx with these element strides
  long long stride_a = 0, stride_b = 0, stride_c = 0;
  friend bool operator==(const CublasGemmArgs&, const CublasGemmArgs&) = default;
};

class CublasGemm {
 public:
  // Loads cuBLAS and creates a handle on the current CUDA context.
  static Result<CublasGemm> create(CUstream stream);
  CublasGemm(CublasGemm&& other) noexcept;
  CublasGemm& operator=(CublasGemm&&) = delete;
  ~CublasGemm();

  // Enqueues C = op(A) op(B) (alpha 1, beta 0) on the stream. @pre the buffers hold the given types; 8-bit floats
  // need op_a 'T' and op_b 'N' (cuBLASLt's FP8 rule)
  Result<bool> gemm(const CublasGemmArgs& args);
  std::string version() const { return version_; }
  // cuBLASLt's version (cublasLtGetVersion), the reference of 8-bit float GEMMs; empty where it cannot be loaded
  static std::string lt_version();

 private:
  CublasGemm() = default;
  Result<bool> lt_gemm(const CublasGemmArgs& args);
  void* handle_ = nullptr;
  CUstream stream_ = nullptr;
  std::string version_;
  // cuBLASLt's plan for the last 8-bit problem (descriptors, the heuristic's algorithm, a workspace), reused while the
  // arguments stay the same: timing measures the GEMM, not its set-up.
  struct LtPlan;
  std::unique_ptr<LtPlan> lt_;
};

}  // namespace ll::gpu
