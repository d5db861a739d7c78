// CI, no GPU: which GPUs a design runs on, and the refusal the panel and the CLI show on another (a GMMA atom or the
// sm90 mainloop on an sm_80 card), before anything is compiled; and the grid a design launches on a GPU.
#include <cstdio>
#include <string>

#include "gpu/gemm/gemm_config.hpp"
#include "tests/gpu/check.hpp"
#include "tests/gpu/gemm_test_cases.hpp"

using namespace ll::gpu;

int main() {
  auto resolved = [](const char* name) { return resolve_gemm(test::gemm_cases().at(name).config).value(); };
  const ResolvedGemm sm90 = resolved("sm90_f16_sm90a"), sm80 = resolved("sm80_f16_sm80");
  CHECK(bool(runs_on(sm90, 90)) && bool(runs_on(sm80, 80)) && bool(runs_on(sm80, 90)));
  auto gmma_on_sm80 = runs_on(sm90, 80);
  CHECK(!gmma_on_sm80 && gmma_on_sm80.error() == "SM90_64x128x16_F32F16F16_SS needs sm_90, the GPU is sm_80");
  CHECK(!runs_on(sm80, 75) && runs_on(sm80, 75).error() == "SM80_16x8x16_F32F16F16F32_TN needs sm_80, the GPU is sm_75");
  // the sm90 mainloop needs wgmma (sm_90a only)
  auto sm90_on_blackwell = runs_on(sm90, 100);
  CHECK(!sm90_on_blackwell && sm90_on_blackwell.error() == "mainloop sm90 needs an sm_90 GPU (wgmma, TMA), the GPU is sm_100");
  // The persistent sm90 kernel launches one CTA an SM at most; every other launch is a CTA a tile.
  GemmConfig persistent = sm90.config, batched = sm90.config;
  batched.batch = 4;
  CHECK(launch_grid_x(persistent, 2048, 132) == 132);
  CHECK(launch_grid_x(persistent, 100, 132) == 100);   // fewer tiles than SMs: a CTA a tile
  CHECK(launch_grid_x(persistent, 2048, 0) == 2048);   // no GPU (compile-only): the tile count
  CHECK(launch_grid_x(batched, 2048, 132) == 2048);    // a strided batch keeps a CTA a tile
  CHECK(launch_grid_x(sm80.config, 2048, 132) == 2048);
  std::puts("gemm arch: ok");
  return 0;
}
