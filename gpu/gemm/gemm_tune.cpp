#include "gpu/gemm/gemm_tune.hpp"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <thread>

#include <unistd.h>

#include "gpu/driver/cuda_driver.hpp"
#include "gpu/gemm/gemm_json.hpp"
#include "gpu/gemm/gemm_kernel_source.hpp"
#include "gpu/nvrtc/nvrtc_compiler.hpp"

namespace ll::gpu {
namespace {

std::string thr_text(int m, int n) { return "(" + std::to_string(m) + "," + std::to_string(n) + ",1)"; }

// At most 128 accumulators a thread: beyond that the consumers spill.
bool accumulators_fit(int tile_m, int tile_n, int threads) { return tile_m * tile_n / threads <= 128; }

void add_if_valid(std::vector<GemmConfig>& out, const GemmConfig& c) {
  if (!resolve_gemm(c)) return;
  for (const auto& o : out)
    if (describe(o) == describe(c) && o.stages == c.stages) return;
  out.push_back(c);
}

double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The tuning cache's file for a candidate on this device: keyed by the device, its driver, the kernel's source (so a
// changed generator never serves an old number), the whole config with the problem size, and how it was timed.
std::string cache_file(const GpuDevice& device, const GemmConfig& config, const GemmRunOptions& run) {
  std::string source;
  if (auto resolved = resolve_gemm(config))
    if (auto generated = generate_gemm_source(*resolved)) source = *generated;
  std::string key = device.name + '\0' + std::to_string(device.driver_version) + '\0' + source + '\0' + describe(config) +
                    '\0' + std::to_string(config.stages) + '\0' + std::to_string(config.raster_group) +
                    (run.interleave ? "" : std::string(1, '\0') + "alone");
  return (std::filesystem::path(tune_cache_dir()) / (cache_hash_hex(key) + ".json")).string();
}

// A GPU of `sms` SMs runs a grid in ceil(CTAs / sms) waves, the last one part-empty, and each wave takes about as long
// as a tile's columns: for an M tile, the N tiles (multiples of 16 from 96 to `max_n`) of the fewest waves x columns,
// the narrowest of each wave count, from the two cheapest counts (the model ignores that wider tiles load less per flop).
// E.g. 512 x 11008 on 132 SMs: 4 x 86 tiles of 128x128 run in 3 waves (the last 60% full); 4 x 99 of 128x112 in 3 full
// ones (3 x 112 columns) and 4 x 63 of 128x176 in 2 (2 x 176), against 3 x 128.
std::vector<int> wave_fitted_tile_n(const GemmConfig& problem, int tile_m, int max_n, int sms) {
  const long long rows = (problem.m + tile_m - 1) / tile_m * std::max(1, problem.batch);
  // waves -> (waves x columns, tile N) of the narrowest tile of that many waves (its last wave the fullest)
  std::map<long long, std::pair<long long, int>> by_waves;
  for (int tile_n = 96; tile_n <= max_n; tile_n += 16) {
    const long long waves = (rows * ((problem.n + tile_n - 1) / tile_n) + sms - 1) / sms;
    by_waves.try_emplace(waves, waves * tile_n, tile_n);
  }
  std::vector<std::pair<long long, int>> best;
  for (const auto& [waves, cost_n] : by_waves) best.push_back(cost_n);
  std::sort(best.begin(), best.end());
  std::vector<int> out;
  for (std::size_t i = 0; i < best.size() && i < 2; ++i) out.push_back(best[i].second);
  return out;
}

}  // namespace

int tuning_multiprocessors() {
  auto devices = list_devices();
  return devices && !devices->empty() ? devices->front().multiprocessors : 0;
}

std::string tune_cache_dir() {
  if (const char* v = std::getenv("LAYOUTLAB_TUNE_CACHE"); v && *v) return v;
  return (std::filesystem::path(cubin_cache_dir()).parent_path() / "tune").string();
}

std::vector<GemmConfig> tune_candidates(const GemmConfig& problem, int multiprocessors) {
  std::vector<GemmConfig> out;
  auto info = mma_atom_info(problem.atom, problem.layout);
  if (!info) return out;
  static const std::regex gmma_name(R"(SM90_64x(\d+)x(\d+)_(.*))");
  std::smatch m;
  if (info->family == AtomFamily::Gmma && std::regex_match(problem.atom, m, gmma_name)) {
    const int bytes = size_bytes(info->a);
    // The sm90 design of `warpgroups` consumer warpgroups, an atom of N atom_n and a tile_m x tile_n CTA tile, 128-byte
    // k-tiles, the default stages.
    // Clusters where the problem has tiles for at least two waves of pairs: a pair of CTAs shares the larger operand
    // tile (2x1 shares B, 1x2 A) and halves its L2 reads, which is what an L2-bound load (rows that start 16 bytes off
    // a 32-byte sector, e.g. K = 4104 halves) needs.
    const long long pairs_needed = 2LL * (multiprocessors > 0 ? multiprocessors : 132);
    auto add_gmma = [&](int atom_n, int warpgroups, int tile_m, int tile_n) {
      GemmConfig c = problem;
      c.atom = "SM90_64x" + std::to_string(atom_n) + "x" + m[2].str() + "_" + m[3].str();
      c.thr = thr_text(warpgroups, 1), c.perm = "none";
      c.tile_m = tile_m, c.tile_n = tile_n, c.tile_k = 128 / bytes;
      c.mainloop = Mainloop::Sm90, c.stages = 0;
      c.cluster_m = c.cluster_n = 1;  // (the problem's own cluster is not every candidate's)
      add_if_valid(out, c);
      const long long tiles = (problem.m + tile_m - 1) / tile_m * ((problem.n + tile_n - 1) / tile_n) * std::max(1, problem.batch);
      if (warpgroups == 2 && tile_m * tile_n >= 128 * 256 && tiles >= pairs_needed) {
        (tile_n >= tile_m ? c.cluster_m : c.cluster_n) = 2;
        add_if_valid(out, c);
      }
    };
    for (int atom_n : {64, 128, 256})
      for (int warpgroups : {1, 2})
        for (int tile_m : {64, 128, 256})
          for (int tile_n : {64, 128, 256}) {
            if (tile_m % (64 * warpgroups) || tile_n % atom_n || !accumulators_fit(tile_m, tile_n, 128 * warpgroups)) continue;
            // The narrow atom only for the narrow tile: small problems need more CTAs to fill the SMs; wider tiles
            // are better served by a wider atom.
            if ((atom_n == 64) != (tile_n == 64)) continue;
            add_gmma(atom_n, warpgroups, tile_m, tile_n);
          }
    // Beside the power-of-two tiles, the tiles whose CTAs fill the GPU's waves best for each M tile and warpgroup count
    // (one atom as wide as the tile; CuTe's extended GMMA shapes, N = 80, 112, 176, ...).
    if (multiprocessors > 0)
      for (auto [tile_m, warpgroups] : {std::pair{64, 1}, std::pair{128, 1}, std::pair{128, 2}, std::pair{256, 2}}) {
        const int max_n = std::min(256, 128 * 128 * warpgroups / tile_m);  // at most 128 accumulators a thread
        for (int tile_n : wave_fitted_tile_n(problem, tile_m, max_n, multiprocessors)) add_gmma(tile_n, warpgroups, tile_m, tile_n);
      }
  } else if (info->family == AtomFamily::MmaSync && info->min_sm >= 75) {
    const int bytes = size_bytes(info->a);
    for (auto [warps_m, warps_n] : {std::pair{2, 2}, std::pair{2, 4}, std::pair{4, 2}})
      for (int tile_m : {128, 256})
        for (int tile_n : {128, 256})
          for (int k_bytes : {64, 128})
            for (int stages : {3, 4}) {
              const int threads = 32 * warps_m * warps_n;
              if (!accumulators_fit(tile_m, tile_n, threads) || (tile_m == 256 && tile_n == 256)) continue;
              GemmConfig c = problem;
              c.thr = thr_text(warps_m, warps_n);
              // The permutation doubles the atom's N per warp, as the seeds' TiledMMAs do (two N atoms per ldmatrix.x4).
              c.perm = std::to_string(info->m * warps_m) + "x" + std::to_string(info->n * warps_n * 2) + "x" + std::to_string(info->k);
              c.tile_m = tile_m, c.tile_n = tile_n, c.tile_k = k_bytes / bytes;
              // The deeper tile gets the shallower pipeline: the same shared memory a stage more or less.
              if ((k_bytes == 128) != (stages == 3)) continue;
              c.mainloop = Mainloop::Sm80, c.stages = stages;
              c.cluster_m = c.cluster_n = 1;
              add_if_valid(out, c);
            }
  }
  if (out.empty()) add_if_valid(out, problem);  // e.g. an MN-major tf32 problem the sm80 mainloop refuses: its own design
  return out;
}

Result<TuneReport> tune_gemm(const GemmConfig& problem, const TuneOptions& options, const TuneProgress& progress,
                             const std::atomic<bool>* cancel) {
  auto report = [&](const std::string& phase, int done, int total, const std::string& line) {
    if (progress) progress(phase, done, total, line);
  };
  // GPU 0, asked once: its SM count shapes the candidates (when there is one), and a run needs it
  const auto devices = list_devices();
  const GpuDevice device = devices && !devices->empty() ? devices->front() : GpuDevice{};
  const std::vector<GemmConfig> candidates = tune_candidates(problem, device.multiprocessors);
  if (candidates.empty()) {
    auto resolved = resolve_gemm(problem);
    return Error{"--tune: no candidate designs for " + describe(problem) + (resolved ? "" : ": " + resolved.error())};
  }
  if (options.run.run)
    if (auto info = mma_atom_info(problem.atom, problem.layout))
      if (auto reference = reference_available(*info); !reference) return Error{"--tune: " + reference.error()};
  // Compile-only (options.run.run false) needs no GPU: each candidate compiles for its mainloop's architecture.
  std::string arch = options.run.arch;
  if (options.run.run) {
    if (!devices) return devices.failure();
    auto gpu = gpu_arch();
    if (!gpu) return gpu.failure();
    if (arch.empty()) arch = *gpu;
  }

  TuneReport out;
  out.jobs = options.jobs > 0 ? options.jobs : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  const int total = static_cast<int>(candidates.size());
  std::vector<std::string> cache_files(candidates.size());
  std::vector<GemmConfig> to_compile;
  std::vector<std::size_t> compile_index;
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    TuneEntry entry;
    entry.config = candidates[i];
    cache_files[i] = cache_file(device, candidates[i], options.run);
    if (options.use_cache && options.run.run) {
      if (auto runs = gemm_results_from_json(read_file(cache_files[i])); runs && runs->size() == 1 && runs->front().status == "ok") {
        entry.result = runs->front();
        entry.cached = true;
      }
    }
    if (!entry.cached) to_compile.push_back(candidates[i]), compile_index.push_back(i);
    out.entries.push_back(std::move(entry));
  }

  report("compile", 0, static_cast<int>(to_compile.size()),
         std::to_string(to_compile.size()) + " of " + std::to_string(total) + " candidates to compile on " + std::to_string(out.jobs) + " threads");
  std::atomic<int> compiled{0};
  const auto t_compile = std::chrono::steady_clock::now();
  const auto precompiled = precompile_gemms(to_compile, out.jobs, arch, cancel, [&](std::size_t i, const Precompiled& p) {
    report("compile", ++compiled, static_cast<int>(to_compile.size()),
           describe(to_compile[i]) + (p.error.empty() ? (p.cache_hit ? ": cubin cached" : ": compiled in " + std::to_string(p.compile_ms / 1000).substr(0, 4) + " s")
                                                       : ": " + p.error.substr(0, p.error.find('\n'))));
  });
  out.compile_wall_ms = ms_since(t_compile);
  if (cancel && cancel->load()) return Error{"cancelled"};
  for (std::size_t j = 0; j < precompiled.size(); ++j) {
    const Precompiled& p = precompiled[j];
    if (!p.error.empty()) out.entries[compile_index[j]].error = p.error;
    if (p.error.empty() && !p.cache_hit) {
      ++out.cold_compiles;
      out.compile_sum_ms += p.compile_ms;
      out.compile_max_ms = std::max(out.compile_max_ms, p.compile_ms);
    }
  }

  if (!options.run.run) return out;
  GemmSession session;
  const auto t_run = std::chrono::steady_clock::now();
  int ran = 0;
  for (std::size_t j = 0; j < compile_index.size(); ++j) {
    TuneEntry& entry = out.entries[compile_index[j]];
    if (!entry.error.empty()) continue;
    if (cancel && cancel->load()) return Error{"cancelled"};
    auto r = session.run(entry.config, options.run, {}, cancel);
    ++ran;
    if (!r) {
      if (r.error() == "cancelled") return r.failure();
      entry.error = r.error();
      report("run", ran, static_cast<int>(compile_index.size()), describe(entry.config) + ": " + entry.error.substr(0, entry.error.find('\n')));
      continue;
    }
    entry.result = *r;
    if (r->status == "ok" && options.run.time) {
      std::error_code ec;
      std::filesystem::create_directories(tune_cache_dir(), ec);
      const std::string tmp = cache_files[compile_index[j]] + ".tmp" + std::to_string(getpid());
      std::ofstream(tmp) << gemm_results_to_json({*r});
      std::filesystem::rename(tmp, cache_files[compile_index[j]], ec);
    }
    report("run", ran, static_cast<int>(compile_index.size()),
           describe(entry.config) + ": " + (r->status == "ok" ? std::to_string(r->kernel_tflops).substr(0, 6) + " TFLOP/s" : r->status));
  }
  out.run_wall_ms = ms_since(t_run);
  double best = -1;
  for (std::size_t i = 0; i < out.entries.size(); ++i) {
    const auto& e = out.entries[i];
    // only timed results rank (with --no-time nothing is best)
    if (e.result && e.result->status == "ok" && e.result->kernel_ms > 0 && e.result->kernel_tflops > best)
      best = e.result->kernel_tflops, out.best = static_cast<int>(i);
  }
  return out;
}

}  // namespace ll::gpu
