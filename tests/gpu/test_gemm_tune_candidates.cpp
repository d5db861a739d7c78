// CI, no GPU: the designs --tune tries for a problem keep the problem (size, majorness, C layout, element types), all
// resolve, are distinct, stay within the accumulator budget, and include the best designs measured by hand before
// tuning existed (docs/benchmarks.md); a results-file round trip keeps the C layout and the reference; the tuning cache's folder follows
// $LAYOUTLAB_TUNE_CACHE.
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>

#include "gpu/gemm/gemm_json.hpp"
#include "tests/gpu/check.hpp"
#include "gpu/gemm/gemm_tune.hpp"


using namespace ll::gpu;

namespace {

bool has(const std::vector<GemmConfig>& configs, const std::string& atom, const std::string& thr, int tm, int tn, int tk) {
  for (const auto& c : configs)
    if (c.atom == atom && c.thr == thr && c.tile_m == tm && c.tile_n == tn && c.tile_k == tk) return true;
  return false;
}

// Every candidate resolves, keeps the problem, is distinct and holds at most 128 accumulators a consumer thread.
bool well_formed(const std::vector<GemmConfig>& configs, const GemmConfig& problem) {
  std::set<std::string> seen;
  for (const auto& c : configs) {
    auto r = resolve_gemm(c);
    if (!r) return std::fprintf(stderr, "%s: %s\n", describe(c).c_str(), r.error().c_str()), false;
    if (c.m != problem.m || c.n != problem.n || c.k != problem.k || c.layout != problem.layout || c.c_row_major != problem.c_row_major)
      return false;
    const auto& p = resolve_gemm(problem)->atom;
    if (r->atom.a != p.a || r->atom.b != p.b || r->atom.d != p.d) return false;
    if (c.tile_m * c.tile_n / r->mma_threads > 128) return false;
    if (!seen.insert(describe(c) + "/" + std::to_string(c.stages)).second) return false;
  }
  return true;
}

}  // namespace

int main() {
  GemmConfig sm90;
  sm90.atom = "SM90_64x256x16_F32F16F16_SS", sm90.thr = "(2,1,1)", sm90.perm = "none";
  sm90.tile_m = 128, sm90.tile_n = 256, sm90.tile_k = 64, sm90.mainloop = Mainloop::Sm90;
  sm90.m = 4000, sm90.n = 11008, sm90.k = 4096, sm90.layout = "NT", sm90.c_row_major = true;
  const auto gmma = tune_candidates(sm90);
  for (const auto& c : gmma) std::printf("sm90 candidate: %s\n", describe(c).c_str());
  CHECK(gmma.size() >= 6);
  CHECK(well_formed(gmma, sm90));
  CHECK(has(gmma, "SM90_64x256x16_F32F16F16_SS", "(2,1,1)", 128, 256, 64));  // 95-97% of cuBLAS by hand
  CHECK(has(gmma, "SM90_64x128x16_F32F16F16_SS", "(2,1,1)", 128, 128, 64));
  for (const auto& c : gmma) CHECK(c.mainloop == Mainloop::Sm90);
  // Two waves of pairs or more (1376 tiles of 128x256): the 128x256 design again in clusters of two along M, sharing
  // the wider B tile; a 256x128 one shares A (1x2). A problem of fewer tiles gets no cluster candidate.
  auto clustered = [](const std::vector<GemmConfig>& configs, int tm, int tn, int cm, int cn) {
    for (const auto& c : configs)
      if (c.tile_m == tm && c.tile_n == tn && c.cluster_m == cm && c.cluster_n == cn) return true;
    return false;
  };
  CHECK(clustered(gmma, 128, 256, 2, 1) && clustered(gmma, 256, 128, 1, 2) && !clustered(gmma, 128, 256, 1, 2));
  // A problem given in a cluster (the designer's Cluster field, --cluster) tunes the same candidates: its cluster is not
  // every candidate's.
  GemmConfig in_pairs = sm90;
  in_pairs.cluster_m = 2;
  const auto from_pairs = tune_candidates(in_pairs);
  CHECK(well_formed(from_pairs, sm90) && from_pairs.size() == gmma.size());
  CHECK(clustered(from_pairs, 128, 256, 1, 1) && clustered(from_pairs, 256, 128, 1, 2));

  // On a GPU of 132 SMs, 512 x 11008 tiles of 128x128 run 4 x 86 CTAs in 3 waves; 128x176 runs 4 x 63 in 2: that tile
  // (CuTe's extended 64x176 atom) is a candidate, and every wave-fitted tile holds an atom as wide. Without the SM count
  // only the power-of-two tiles.
  GemmConfig llm = sm90;
  llm.m = 512, llm.n = 11008, llm.k = 4096, llm.layout = "TN", llm.c_row_major = false;
  const auto fitted = tune_candidates(llm, 132);
  for (const auto& c : fitted) std::printf("sm90 candidate on 132 SMs: %s\n", describe(c).c_str());
  CHECK(well_formed(fitted, llm));
  CHECK(has(fitted, "SM90_64x176x16_F32F16F16_SS", "(2,1,1)", 128, 176, 64));
  for (const auto& c : fitted) CHECK(cluster_size(c) == 1);  // 4 x 43 tiles of 128x256: under two waves of pairs
  CHECK(fitted.size() > tune_candidates(llm).size());
  for (const auto& c : tune_candidates(llm)) CHECK(c.tile_n == 64 || c.tile_n == 128 || c.tile_n == 256);
  for (const auto& c : fitted)
    if (c.tile_n != 64 && c.tile_n != 128 && c.tile_n != 256)
      CHECK(c.tile_n % 16 == 0 && c.atom == "SM90_64x" + std::to_string(c.tile_n) + "x16_F32F16F16_SS");
  // MN-major B: the extended tiles resolve_gemm refuses (MN-major tiles are multiples of 64) are left out.
  GemmConfig llm_nt = llm;
  llm_nt.layout = "NT";
  CHECK(well_formed(tune_candidates(llm_nt, 132), llm_nt));

  GemmConfig tf32 = sm90;
  tf32.atom = "SM90_64x128x8_F32TF32TF32_SS_TN", tf32.layout = "TN", tf32.tile_k = 32, tf32.tile_n = 128;
  const auto gmma_tf32 = tune_candidates(tf32);
  CHECK(!gmma_tf32.empty());
  CHECK(well_formed(gmma_tf32, tf32));
  for (const auto& c : gmma_tf32) CHECK(c.tile_k == 32 && c.atom.find("_F32TF32TF32_SS_TN") != std::string::npos);

  // 8-bit floats (K-major only): the candidates keep both operand types (mixed E4M3 x E5M2) and take 128-byte k-tiles.
  GemmConfig fp8 = sm90;
  fp8.atom = "SM90_64x128x32_F32E4M3E5M2_SS_TN", fp8.layout = "TN", fp8.c_row_major = false;
  fp8.tile_m = 128, fp8.tile_n = 128, fp8.tile_k = 128;
  const auto gmma_fp8 = tune_candidates(fp8);
  CHECK(gmma_fp8.size() >= 6);
  CHECK(well_formed(gmma_fp8, fp8));
  for (const auto& c : gmma_fp8) CHECK(c.tile_k == 128 && c.atom.find("_F32E4M3E5M2_SS_TN") != std::string::npos);

  GemmConfig sm80;  // GemmConfig's defaults: SM80_16x8x16_F32F16F16F32_TN, the sm80 mainloop
  sm80.m = sm80.n = sm80.k = 4096;
  const auto mma = tune_candidates(sm80);
  for (const auto& c : mma) std::printf("sm80 candidate: %s stages %d\n", describe(c).c_str(), c.stages);
  CHECK(mma.size() >= 6);
  CHECK(well_formed(mma, sm80));
  CHECK(has(mma, "SM80_16x8x16_F32F16F16F32_TN", "(2,4,1)", 128, 256, 32));  // the sm80 benchmark's design
  for (const auto& c : mma) CHECK(c.mainloop == Mainloop::Sm80 && (c.stages == 3 || c.stages == 4));

  GemmConfig fma;
  fma.atom = "UniversalFMA<float,float,float,float>", fma.thr = "(16,16,1)", fma.perm = "none";
  fma.tile_m = 64, fma.tile_n = 64, fma.tile_k = 8, fma.mainloop = Mainloop::Simple, fma.m = fma.n = fma.k = 512;
  const auto own = tune_candidates(fma);
  CHECK(own.size() == 1 && describe(own.front()) == describe(fma));

  // A results file keeps the C layout.
  GemmRunResult run;
  run.config = sm90;
  run.status = "ok";
  run.reference = "cublasLtMatmul (fast accumulation)";
  auto back = gemm_results_from_json(gemm_results_to_json({run}));
  CHECK(back.ok() && back->size() == 1 && back->front().config.c_row_major && back->front().config.layout == "NT");
  CHECK(back->front().reference == run.reference);

  setenv("LAYOUTLAB_TUNE_CACHE", "/tmp/layoutlab-tune-test", 1);
  CHECK(tune_cache_dir() == "/tmp/layoutlab-tune-test");
  unsetenv("LAYOUTLAB_TUNE_CACHE");
  setenv("LAYOUTLAB_CUBIN_CACHE", "/tmp/x/cubin", 1);
  CHECK(tune_cache_dir() == "/tmp/x/tune");
  std::puts("tune candidates: ok");
  return 0;
}
