#pragma once
// The CUDA C++ of a GEMM kernel, written with real CuTe. Its TiledMMA is the text the C++ exporter
// writes (core/export/cute_cpp_tiled_mma), so the kernel runs exactly the layout the user designed.
// Entry point: extern "C" __global__ layoutlab_gemm; its parameters depend on the mainloop:
//   simple, sm80: (TA const* A, TB const* B, TC* C, int M, int N, int K)
//   sm90:         (TensorMap tma_a, TensorMap tma_b, TC* C, int M, int N, int K)
// C is column-major M x N; A is M x K and B is N x K with strides from the layout (TN: both K-major).
#include <string>

#include "core/util/result.hpp"
#include "gpu/gemm/gemm_config.hpp"

namespace ll::gpu {

inline constexpr const char* kGemmKernelName = "layoutlab_gemm";

// @pre r comes from resolve_gemm
Result<std::string> generate_gemm_source(const ResolvedGemm& r);

}  // namespace ll::gpu
