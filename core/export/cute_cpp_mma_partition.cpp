#include "core/export/cute_cpp_mma_partition.hpp"

#include "core/atoms/copy_atom.hpp"
#include "core/export/cute_cpp.hpp"
#include "core/export/cute_cpp_tiled_mma.hpp"
#include "core/scene/tiled_mma_scene.hpp"

namespace ll {

Result<std::string> cute_cpp_mma_partition_program(const TiledMMA& mma, const CtaTile& cta, std::int64_t stages) {
  return attempt([&] {
    auto checked = check_cta_tile(cta, tile_size(mma, 0).value, tile_size(mma, 1).value, tile_size(mma, 2).value);
    if (!checked) fail(checked.failure());
    if (stages < 1) fail(LL_TRANSLATABLE("CoreMessage", "partition export: the pipeline needs at least one stage, got %1"), stages);
    if (is_gmma_atom(mma.atom))
      fail(LL_TRANSLATABLE("CoreMessage", "partition export: %1 reads A and B through shared-memory descriptors; its fragments are not modelled"),
           mma.atom.name);
    auto declaration = write_cute_tiled_mma(mma, "TiledMma");
    if (!declaration) fail(declaration.failure());
    const std::string m = std::to_string(cta.m), n = std::to_string(cta.n), k = std::to_string(cta.k);
    const std::string p = std::to_string(stages);
    const bool pipe = stages > 1;
    auto smem_shape = [&](const std::string& mn) {
      return "make_shape(Int<" + mn + ">{}, Int<" + k + ">{}" + (pipe ? ", Int<" + p + ">{}" : std::string()) + ")";
    };
    const std::string stage0 = pipe ? "(_,_,_,0)" : "";
    std::string s;
    s += "// The partition code of a TiledMMA over a " + m + "x" + n + "x" + k + " CTA tile" + (pipe ? ", " + p + " pipeline stages" : "") + ".\n";
    s += "// `./program T` prints thread T's partitions of the CTA's operand tiles as CuTe prints them.\n";
    s += "#include <cstdio>\n#include <cstdlib>\n";
    s += cute_cpp_includes(*declaration);
    s += *declaration + "\n\n";
    s += "using TA = " + mma.atom.val_type_a + ";\nusing TB = " + mma.atom.val_type_b + ";\nusing TC = " + mma.atom.val_type_c + ";\n\n";
    s += "// One thread's view, in the order a GEMM kernel writes it (CUTLASS's sgemm_sm80 tutorial).\n";
    s += "CUTE_HOST_DEVICE void print_thread_partitions(TA* A, TB* B, TC* C, TA* smemA, TB* smemB, int M, int N, int K,\n";
    s += "                                             int thread, int m_block, int n_block) {\n";
    s += "  auto cta_tiler = make_shape(Int<" + m + ">{}, Int<" + n + ">{}, Int<" + k + ">{});  // (BLK_M,BLK_N,BLK_K)\n";
    s += "  Tensor mA = make_tensor(make_gmem_ptr(A), make_shape(M, K), make_stride(K, Int<1>{}));  // (M,K), K-major\n";
    s += "  Tensor mB = make_tensor(make_gmem_ptr(B), make_shape(N, K), make_stride(K, Int<1>{}));  // (N,K), K-major\n";
    s += "  Tensor mC = make_tensor(make_gmem_ptr(C), make_shape(M, N), make_stride(Int<1>{}, M));  // (M,N), M-major\n";
    s += "  auto cta_coord = make_coord(m_block, n_block, _);                                  // (m,n,k)\n";
    s += "  Tensor gA = local_tile(mA, cta_tiler, cta_coord, Step<_1, X,_1>{});  // (BLK_M,BLK_K,k)\n";
    s += "  Tensor gB = local_tile(mB, cta_tiler, cta_coord, Step< X,_1,_1>{});  // (BLK_N,BLK_K,k)\n";
    s += "  Tensor gC = local_tile(mC, cta_tiler, cta_coord, Step<_1,_1, X>{});  // (BLK_M,BLK_N)\n";
    s += "  Tensor sA = make_tensor(make_smem_ptr(smemA), make_layout(" + smem_shape("" + m) + "));  // (BLK_M,BLK_K" + (pipe ? ",PIPE" : "") + ")\n";
    s += "  Tensor sB = make_tensor(make_smem_ptr(smemB), make_layout(" + smem_shape("" + n) + "));  // (BLK_N,BLK_K" + (pipe ? ",PIPE" : "") + ")\n";
    s += "  ThrMMA thr_mma = TiledMma{}.get_slice(thread);\n";
    s += "  Tensor tCsA = thr_mma.partition_A(sA);  // (MMA,MMA_M,MMA_K" + std::string(pipe ? ",PIPE" : "") + ")\n";
    s += "  Tensor tCsB = thr_mma.partition_B(sB);  // (MMA,MMA_N,MMA_K" + std::string(pipe ? ",PIPE" : "") + ")\n";
    s += "  Tensor tCgC = thr_mma.partition_C(gC);  // (MMA,MMA_M,MMA_N)\n";
    s += "  Tensor tCrA = thr_mma.make_fragment_A(tCsA" + stage0 + ");  // (MMA,MMA_M,MMA_K)\n";
    s += "  Tensor tCrB = thr_mma.make_fragment_B(tCsB" + stage0 + ");  // (MMA,MMA_N,MMA_K)\n";
    s += "  Tensor tCrC = thr_mma.make_fragment_C(tCgC);  // (MMA,MMA_M,MMA_N)\n";
    s += "  print(\"gA   : \"); print(gA); print(\"\\n\");\n";
    s += "  print(\"tCsA : \"); print(tCsA); print(\"\\n\");\n";
    s += "  print(\"tCsB : \"); print(tCsB); print(\"\\n\");\n";
    s += "  print(\"tCgC : \"); print(tCgC); print(\"\\n\");\n";
    s += "  print(\"tCrA : \"); print(tCrA.layout()); print(\"\\n\");\n";
    s += "  print(\"tCrB : \"); print(tCrB.layout()); print(\"\\n\");\n";
    s += "  print(\"tCrC : \"); print(tCrC.layout()); print(\"\\n\");\n";
    s += "}\n\n";
    s += "int main(int argc, char** argv) {\n";
    s += "  const int thread = argc > 1 ? std::atoi(argv[1]) : 0;\n";
    s += "  // Addresses for printing only: nothing is read. A 1024 x 1024 x 1024 problem, the CTA at (1, 1).\n";
    s += "  print_thread_partitions(reinterpret_cast<TA*>(0x10000000), reinterpret_cast<TB*>(0x20000000), reinterpret_cast<TC*>(0x30000000),\n";
    s += "                          reinterpret_cast<TA*>(0x0), reinterpret_cast<TB*>(0x40000), 1024, 1024, 1024, thread, 1, 1);\n";
    s += "  return 0;\n}\n";
    return s;
  });
}

}  // namespace ll
