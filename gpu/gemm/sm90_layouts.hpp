#pragma once
// The sm90 mainloop's shared-memory layouts and TMA loads as CuTe C++ text. One text, three readers: the generated
// kernel declares SmemLayoutA/B with it (NVRTC), the runner evaluates it with core to get make_tma_copy's descriptor
// arguments (what it passes to cuTensorMapEncodeTiled), and the designer's TMA page draws it. So the picture, the
// descriptor and the kernel cannot disagree.
#include <string>

#include "core/tiled/tma_copy.hpp"
#include "core/util/result.hpp"
#include "gpu/gemm/gemm_config.hpp"

namespace ll::gpu {

struct Sm90OperandCopy {
  char operand = 'A';      // 'A' (M x K) or 'B' (N x K), each K-major or MN-major as the GEMM's layout says
  std::string element;     // CuTe's type name: half_t, bfloat16_t, tfloat32_t
  std::string gmem;        // the problem's global tensor, e.g. make_tensor(make_gmem_ptr<half_t>(0), make_shape(4096,4096), make_stride(4096,_1{}))
  std::string smem;        // SmemLayoutA/B, every stage: tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(Int<128>{},Int<64>{},Int<4>{}))
  std::string smem_stage;  // one stage: the smem layout make_tma_copy is given
  std::string cta_tile;    // make_shape(Int<128>{},Int<64>{})
  int multicast = 1;       // CTAs of the cluster that share this operand (each loads a slice of the box, multicast to all)
};

// @pre r.config.mainloop == Mainloop::Sm90 (resolve_gemm checked the majorness and tile)
Sm90OperandCopy sm90_operand_copy(const ResolvedGemm& r, char operand);

// make_tma_copy(SM90_TMA_LOAD{}, gmem, smem_stage, cta_tile, Int<1>{}) as core computes it from those texts
// (SM90_TMA_LOAD_MULTICAST{} and Int<2>{} for the operand a cluster shares: the box is a CTA's slice).
// @pre the texts of sm90_operand_copy (an error names the text core could not evaluate)
Result<TmaCopy> sm90_tma_copy(const Sm90OperandCopy& copy);

// The TMA load the operand takes: SM90_TMA_LOAD, or SM90_TMA_LOAD_MULTICAST for an operand a cluster shares.
std::string tma_load_op(const Sm90OperandCopy& copy);

// What `layoutlab-cli gemm --print-layouts` prints for an sm90 design, per operand: the texts as comments, then
// `SmemLayoutA: <core's print of SmemLayoutA>` and `TMA A: cuTensorMapEncodeTiled(...)` (the arguments the runner
// encodes), the lines tests/gpu/sm90_kernel_layouts.py compares with a kernel-side print and CuTe's own descriptor.
// @pre r.config.mainloop == Mainloop::Sm90
Result<std::string> sm90_layouts_report(const ResolvedGemm& r);

// CUtensorMapDataType's value for core's name of it (CU_TENSOR_MAP_DATA_TYPE_FLOAT16: 6), -1 for an unknown name.
int tma_data_type_code(const std::string& name);

}  // namespace ll::gpu
