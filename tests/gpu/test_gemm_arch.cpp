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
  CHECK(launch_grid_x(persistent, 32, 64, 132) == 132);
  CHECK(launch_grid_x(persistent, 10, 10, 132) == 100);  // fewer tiles than SMs: a CTA a tile
  CHECK(launch_grid_x(persistent, 32, 64, 0) == 2048);   // no GPU (compile-only): the tile count
  CHECK(launch_grid_x(batched, 32, 64, 132) == 2048);    // a strided batch keeps a CTA a tile
  CHECK(launch_grid_x(sm80.config, 32, 64, 132) == 2048);
  // A cluster's CTAs take a group of tiles each: whole clusters, the tile grid rounded up to whole groups, as many
  // clusters as the SMs hold.
  GemmConfig pairs_m = persistent, pairs_n = persistent, batched_pairs = batched;
  pairs_m.cluster_m = 2, pairs_n.cluster_n = 2, batched_pairs.cluster_m = 2;
  CHECK(launch_grid_x(pairs_m, 32, 64, 132) == 132);
  CHECK(launch_grid_x(pairs_m, 7, 3, 132) == 24);        // 4 x 3 pairs: the last row's second CTA has no tile
  CHECK(launch_grid_x(pairs_n, 7, 3, 132) == 28);        // 7 x 2 pairs
  CHECK(launch_grid_x(pairs_m, 7, 3, 0) == 24);
  CHECK(launch_grid_x(batched_pairs, 7, 3, 132) == 24);
  CHECK(launch_grid_x(pairs_m, 32, 64, 132, 60) == 120);  // the clusters the GPU holds at once, where the driver says
  CHECK(multicast_operand(pairs_m) == 'B' && multicast_operand(pairs_n) == 'A' && multicast_operand(persistent) == 0);
  // refusals: a cluster of more than two CTAs, or outside the sm90 mainloop
  GemmConfig quad = persistent, sm80_pair = sm80.config;
  quad.cluster_m = 2, quad.cluster_n = 2, sm80_pair.cluster_n = 2;
  CHECK(!resolve_gemm(quad) && resolve_gemm(quad).error() == "cluster 2x2: expected 1x1, 2x1 (tiles along M share B) or 1x2 (along N, sharing A)");
  CHECK(!resolve_gemm(sm80_pair) &&
        resolve_gemm(sm80_pair).error() == "cluster 1x2: the sm80 mainloop has no clusters (TMA multicast is the sm90 mainloop's); use --mainloop sm90 or cluster 1x1");
  // a K-major shared tile of 8 mod 16 rows: the second CTA's slice would start off the swizzle's 1024-byte repeat
  GemmConfig odd_rows = pairs_m;
  odd_rows.atom = "SM90_64x120x16_F32F16F16_SS", odd_rows.tile_n = 120;
  CHECK(!resolve_gemm(odd_rows) &&
        resolve_gemm(odd_rows).error() == "cluster 2x1: each CTA loads 60 of B's 120 rows, so the second slice would start 7680 bytes into the stage; TMA's 128-byte swizzle needs a multiple of 1024 (8 rows): tile N must be a multiple of 16");
  odd_rows.layout = "NT";  // an MN-major B splits along K instead: 64 x 32 halves a slice, 4096 bytes
  odd_rows.tile_n = 128, odd_rows.atom = "SM90_64x128x16_F32F16F16_SS";
  CHECK(bool(resolve_gemm(odd_rows)));
  CHECK(describe(pairs_m) == "SM90_64x128x16_F32F16F16_SS (2,1,1) none 128x128x64 TN sm90 cluster 2x1 512x512x512");
  std::puts("gemm arch: ok");
  return 0;
}
