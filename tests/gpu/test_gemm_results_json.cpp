// CI, no GPU: a results file written by layoutlab-cli reads back into the same runs (the GUI imports
// results made on another machine), and a file that is not one is refused with a reason.
#include <cstdio>

#include "gpu/gemm/gemm_json.hpp"
#include "tests/gpu/check.hpp"


int main() {
  using namespace ll::gpu;
  GemmRunResult ok;
  ok.config.atom = "SM90_64x256x16_F32F16F16_SS";
  ok.config.thr = "(2,1,1)";
  ok.config.perm = "none";
  ok.config.tile_m = 128, ok.config.tile_n = 256, ok.config.tile_k = 64;
  ok.config.mainloop = Mainloop::Sm90;
  ok.config.m = ok.config.n = ok.config.k = 8192;
  ok.status = "ok";
  ok.tiled_mma_cpp = "using TiledMma = decltype(make_tiled_mma(X{},\n    Layout<Shape<_2,_1,_1>, Stride<_1,_0,_0>>{}));";
  ok.kernel_ms = 1.62325, ok.kernel_tflops = 677.353, ok.cublas_ms = 1.64181, ok.cublas_tflops = 669.696;
  ok.percent_of_cublas = 101.143, ok.timed_iterations = 50, ok.sustain_ms = 1000;
  ok.device_name = "NVIDIA H100 80GB HBM3";
  ok.registers = 168, ok.ctas_per_sm = 1, ok.grid = 132;
  GemmRunResult wrong = ok;
  wrong.status = "wrong";
  wrong.message = "12 unwritten \"elements\"";
  wrong.unwritten = 12;
  wrong.rel_error = 0.5;
  wrong.interleaved = false;  // timed with --alone
  wrong.config.cluster_m = 2;  // a cluster of two CTAs along M (B multicast)
  wrong.active_clusters = 60;

  auto back = gemm_results_from_json(gemm_results_to_json({ok, wrong}));
  CHECK(back.ok());
  CHECK(back->size() == 2);
  const GemmRunResult& a = (*back)[0];
  CHECK(describe(a.config) == describe(ok.config));
  CHECK(a.config.mainloop == Mainloop::Sm90);
  CHECK(a.tiled_mma_cpp == ok.tiled_mma_cpp);
  CHECK(a.kernel_tflops > 677.35 && a.kernel_tflops < 677.36);
  CHECK(a.percent_of_cublas > 101.1 && a.percent_of_cublas < 101.2);
  CHECK(a.device_name == ok.device_name);
  CHECK(a.registers == 168 && a.ctas_per_sm == 1 && a.grid == 132);
  const GemmRunResult& b = (*back)[1];
  CHECK(b.status == "wrong" && b.message == wrong.message && b.unwritten == 12);
  CHECK(b.kernel_tflops == 0);  // a wrong run never carries a throughput
  CHECK(a.interleaved && !b.interleaved);  // how each was timed
  CHECK(a.config.cluster_m == 1 && a.config.cluster_n == 1 && b.config.cluster_m == 2 && b.config.cluster_n == 1);
  CHECK(a.active_clusters == 0 && b.active_clusters == 60);
  CHECK(describe(b.config) == describe(wrong.config));

  auto configs = gemm_configs_from_json(gemm_results_to_json({ok}));  // a results file is also a config file
  CHECK(configs.ok() && configs->size() == 1 && describe(configs->front()) == describe(ok.config));

  CHECK(!gemm_results_from_json("{\"format\": \"something else\", \"version\": 1, \"runs\": []}").ok());
  CHECK(!gemm_results_from_json("{\"format\": \"layoutlab-gpu-results\", \"version\": 2, \"runs\": []}").ok());
  CHECK(!gemm_results_from_json("{\"format\": ").ok());
  CHECK(!gemm_configs_from_json("[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[").ok());
  // A config's tile is read with the CTA-tile rule the designer uses (core/tiled/cta_tile): trailing junk
  // and a missing extent are refused with its reason rather than half-read.
  auto junk = gemm_configs_from_json("{\"configs\": [{\"atom\": \"SM80_16x8x16_F16F16F16F16_TN\", \"tile\": \"128x128x32junk\"}]}");
  CHECK(!junk.ok() && junk.error().find("expected MxNxK") != std::string::npos);
  auto short_tile = gemm_configs_from_json("{\"configs\": [{\"atom\": \"SM80_16x8x16_F16F16F16F16_TN\", \"tile\": \"64x64\"}]}");
  CHECK(!short_tile.ok());
  auto fine = gemm_configs_from_json("{\"configs\": [{\"atom\": \"SM80_16x8x16_F16F16F16F16_TN\", \"tile\": \"64x32x16\"}]}");
  CHECK(fine.ok() && fine->front().tile_m == 64 && fine->front().tile_n == 32 && fine->front().tile_k == 16);
  std::puts("PASS results JSON round trip and refusals");
  return 0;
}
