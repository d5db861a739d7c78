// layoutlab-cli gemm: run a TiledMMA GEMM on the GPU with real CuTe, verified against cuBLAS and timed
// beside it; or a sweep of configurations as a table and JSON.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>
#include <algorithm>

#include "app/cli/command.hpp"
#ifdef LAYOUTLAB_WITH_GPU
#include "core/tiled/cta_tile.hpp"
#include "gpu/gemm/gemm_json.hpp"
#include "gpu/gemm/gemm_kernel_source.hpp"
#include "gpu/gemm/gemm_runner.hpp"
#include "gpu/gemm/gemm_tune.hpp"
#include "gpu/gemm/sm90_layouts.hpp"
#endif

namespace ll::cli {
namespace {

constexpr const char* kUsage = R"(Usage: layoutlab-cli gemm [OPTIONS]
Runs C = A*B with a CuTe TiledMMA kernel compiled at run time (NVRTC), verifies it against cuBLAS on
the same inputs and times both (CUDA events, sustained, median).

Configuration (defaults in brackets):
  --atom NAME        MMA atom as CuTe names it [SM80_16x8x16_F32F16F16F32_TN]
                     (SM90_64xNx16_..._SS for --mainloop sm90; UniversalFMA<float,float,float,float>)
  --thr LAYOUT       thread (atom) layout, CuTe notation [(2,2,1)]
  --perm P           permutation: none, 32x32x16 or layouts like (16,2):(1,32)x32x16 [32x32x16]
  --tile MxNxK       CTA tile [128x128x32]
  --layout TN|NT|NN|TT  BLAS ops of A and B (T = K-major A, N = K-major B) [TN]
  --c-layout col|row C column-major (M contiguous) or row-major (N contiguous) [col]
  --mainloop simple|sm80|sm90  [sm80]
  --stages S         shared-memory pipeline depth (0 = default) [0]
  --cluster MxN      sm90: thread-block clusters of 2x1 (tiles along M share B) or 1x2 (along N, sharing A); each
                     CTA loads half of the shared operand and TMA multicasts it to both [1x1]
  --m M --n N --k K  problem size [4096]
  --batch L          L GEMMs of that size, A, B and C each packed one after another (strided batch; verified against
                     cublasGemmStridedBatchedEx) [1]
  --config FILE      read the configuration(s) from a JSON file (see docs/gpu-results-format.md)
Sweep:
  --sweep            run every combination of the lists given to --atom, --thr, --perm, --tile,
                     --mainloop (';'-separated), or a built-in fp16 TN set when none is a list
Tune:
  --tune             try the candidate designs for this problem's atom family and types (tiles, thread layouts,
                     atom N, stages, sm90 clusters; --tune --list lists them, --tune --compile-only compiles them),
                     compiling on --jobs threads, then verify and time each beside cuBLAS; prints the table and the best.
                     Results are cached by (device, driver, kernel source, problem) in $LAYOUTLAB_TUNE_CACHE
                     (default ~/.cache/layoutlab/tune)
  --retune           with --tune: run every candidate again, ignoring cached results
  --list             with --tune: print the candidates (one CLI command each) and exit
Run:
  --json OUT         write the results as JSON
  --sustain-ms MS    run kernel and cuBLAS (interleaved, or each alone) this long before timing [1000]
  --iters N          timed iterations, >= 20 [50]
  --no-time          verify only
  --alone            time the kernel alone, then cuBLAS alone (each at the clock its own power draw allows, as
                     mma-peak measures its ceiling), instead of interleaved launch by launch
  --compile-only     generate and compile (no GPU needed)
  --emit-source FILE write the generated CUDA C++ and exit
  --print-layouts    (sm90) print the kernel's smem layouts and TMA descriptor arguments as core computes them, and exit
  --arch SM          NVRTC target override (sm_80, sm_90a, ...)
  --jobs N           parallel NVRTC compiles for several configurations [CPU count]
  --quiet            no progress lines
)";

#ifdef LAYOUTLAB_WITH_GPU
std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> out;
  std::stringstream ss(text);
  std::string item;
  while (std::getline(ss, item, sep))
    if (!item.empty()) out.push_back(item);
  return out;
}

// The table's loop column: "sm90", or "sm90/2x1" for a cluster.
std::string loop_label(const gpu::GemmConfig& c) {
  return std::string(gpu::mainloop_name(c.mainloop)) +
         (gpu::cluster_size(c) > 1 ? "/" + gpu::cluster_shape(c) : std::string());
}

void print_row(const gpu::GemmRunResult& r) {
  const auto& c = r.config;
  std::printf("%-34s %-9s %-10s %-11s %-8s %6s %8s %8s %7s %9s %6s\n", c.atom.substr(0, 34).c_str(), c.thr.c_str(),
              c.perm.c_str(),
              (std::to_string(c.tile_m) + "x" + std::to_string(c.tile_n) + "x" + std::to_string(c.tile_k)).c_str(),
              loop_label(c).c_str(), r.status.c_str(),
              r.status == "ok" && r.kernel_ms > 0 ? std::to_string(r.kernel_tflops).substr(0, 7).c_str() : "-",
              r.status == "ok" && r.cublas_ms > 0 ? std::to_string(r.cublas_tflops).substr(0, 7).c_str() : "-",
              r.status == "ok" && r.cublas_ms > 0 ? (std::to_string(r.percent_of_cublas).substr(0, 5) + "%").c_str() : "-",
              r.status == "ok" || r.status == "wrong" ? std::to_string(r.rel_error).substr(0, 8).c_str() : "-",
              r.cache_hit ? "hit" : "cold");
}

void print_header() {
  std::printf("%-34s %-9s %-10s %-11s %-8s %6s %8s %8s %7s %9s %6s\n", "atom", "thr", "perm", "tile", "loop", "status",
              "TFLOP/s", "cuBLAS", "%cuBLAS", "rel.err", "cubin");
}

void print_result(const gpu::GemmRunResult& r) {
  std::printf("config:   %s\n", gpu::describe(r.config).c_str());
  std::printf("TiledMMA: %s\n", r.tiled_mma_cpp.c_str());
  // The register count comes from the loaded kernel: a compile-only run never loads it.
  const std::string registers = r.registers > 0 ? std::to_string(r.registers) + " registers, " : std::string();
  const std::string occupancy = r.ctas_per_sm > 0 ? std::to_string(r.ctas_per_sm) + (r.ctas_per_sm == 1 ? " CTA" : " CTAs") + " an SM, " : std::string();
  // The sm90 kernel is persistent: on a GPU its grid is the tile count capped at the SM count (whole clusters).
  std::string grid_note;
  if (r.tiles > 0 && r.grid < r.tiles) grid_note = "persistent, " + std::to_string(r.tiles) + " tiles";
  else if (r.tiles > 0 && r.grid != r.tiles) grid_note = std::to_string(r.tiles) + " tiles";
  if (const int cluster = gpu::cluster_size(r.config); cluster > 1)
    grid_note += (grid_note.empty() ? "" : ", ") + std::string("clusters of ") + std::to_string(cluster) + " (" +
                 std::string(1, gpu::multicast_operand(r.config)) + " multicast" +
                 (r.active_clusters > 0 ? ", " + std::to_string(r.active_clusters) + " at once" : std::string()) + ")";
  const std::string persistent = grid_note.empty() ? std::string() : " (" + grid_note + ")";
  std::printf("compile:  %s %.1f ms (%s), %d threads, %d stages, %d B smem, %s%sgrid %lld%s\n", r.arch.c_str(), r.compile_ms,
              r.cache_hit ? "cache hit" : "cold", r.threads, r.stages, r.smem_bytes, registers.c_str(), occupancy.c_str(), r.grid,
              persistent.c_str());
  if (r.status == "compiled") return;
  std::printf("device:   %s (sm_%d, driver %d, cuBLAS %s)\n", r.device_name.c_str(), r.compute_capability,
              r.driver_version, r.cublas_version.c_str());
  std::printf("verify:   %s against %s: rel. error %.3g, max abs error %.3g (tolerance %.3g), %lld unwritten\n",
              r.status == "ok" ? "correct" : "WRONG", r.reference.c_str(), r.rel_error, r.max_abs_error, r.tolerance, r.unwritten);
  if (r.status == "ok" && r.kernel_ms > 0)
    std::printf("time:     %.4f ms = %.1f TFLOP/s; cuBLAS %.4f ms = %.1f TFLOP/s; %.1f%% of cuBLAS (median of %d, sustained %.0f ms%s)\n",
                r.kernel_ms, r.kernel_tflops, r.cublas_ms, r.cublas_tflops, r.percent_of_cublas, r.timed_iterations,
                r.sustain_ms, r.interleaved ? "" : ", each alone");
  if (r.status == "wrong") std::printf("WRONG:    %s\n", r.message.c_str());
}

// --tune: the candidates compiled in parallel, then run; the table (best marked), the compile phase against its bound
// max(slowest compile, sum / jobs), and the best design's command.
int run_tune(const gpu::GemmConfig& problem, const gpu::GemmRunOptions& options, int jobs, bool use_cache, bool quiet,
             const std::string& json_out) {
  gpu::TuneOptions tune;
  tune.jobs = jobs, tune.use_cache = use_cache, tune.run = options;
  auto report = gpu::tune_gemm(problem, tune, [&](const std::string& phase, int done, int total, const std::string& line) {
    if (!quiet) std::fprintf(stderr, "[%s %d/%d] %s\n", phase.c_str(), done, total, line.c_str());
  });
  if (!report) {
    std::fprintf(stderr, "layoutlab-cli gemm: %s\n", report.error().c_str());
    return 1;
  }
  print_header();
  std::vector<gpu::GemmRunResult> results;
  for (std::size_t i = 0; i < report->entries.size(); ++i) {
    const gpu::TuneEntry& e = report->entries[i];
    if (e.result) {
      print_row(*e.result);
      results.push_back(*e.result);
    } else {
      const auto& c = e.config;
      std::printf("%-34s %-9s %-10s %-11s %-8s %s\n", c.atom.substr(0, 34).c_str(), c.thr.c_str(), c.perm.c_str(),
                  (std::to_string(c.tile_m) + "x" + std::to_string(c.tile_n) + "x" + std::to_string(c.tile_k)).c_str(),
                  loop_label(c).c_str(), e.error.empty() ? "compiled" : ("error: " + e.error.substr(0, e.error.find('\n'))).c_str());
    }
  }
  const double bound = std::max(report->compile_max_ms, report->compile_sum_ms / std::max(1, report->jobs));
  std::printf("compile: %d cold of %zu candidates on %d threads in %.1f s (their own times add up to %.1f s, the slowest %.1f s: "
              "bound max(slowest, sum / threads) = %.1f s)\n",
              report->cold_compiles, report->entries.size(), report->jobs, report->compile_wall_ms / 1000, report->compile_sum_ms / 1000,
              report->compile_max_ms / 1000, bound / 1000);
  int cached = 0;
  for (const auto& e : report->entries) cached += e.cached;
  if (options.run) std::printf("run:     %.1f s (%d results from the tuning cache)\n", report->run_wall_ms / 1000, cached);
  if (report->best >= 0) {
    const gpu::GemmRunResult& best = *report->entries[report->best].result;
    std::printf("best:    %s: %.1f TFLOP/s, %.1f%% of cuBLAS%s\n", gpu::describe(best.config).c_str(), best.kernel_tflops,
                best.percent_of_cublas, report->entries[report->best].cached ? " (cached)" : "");
    std::printf("         %s\n", gpu::gemm_cli_command(best.config).c_str());
  }
  if (!json_out.empty()) {
    std::ofstream(json_out) << gpu::gemm_results_to_json(results);
    if (!quiet) std::fprintf(stderr, "wrote %s\n", json_out.c_str());
  }
  return report->best >= 0 || !options.run ? 0 : 1;
}

// The built-in sweep: fp16 TN over thread layouts x tiles x mainloops.
std::vector<gpu::GemmConfig> default_sweep(const gpu::GemmConfig& base) {
  std::vector<gpu::GemmConfig> out;
  auto add = [&](const char* atom, const char* thr, const char* perm, int tm, int tn, int tk, gpu::Mainloop ml, int stages) {
    gpu::GemmConfig c = base;
    c.atom = atom, c.thr = thr, c.perm = perm, c.tile_m = tm, c.tile_n = tn, c.tile_k = tk, c.mainloop = ml, c.stages = stages;
    if (ml != gpu::Mainloop::Sm90) c.cluster_m = c.cluster_n = 1;  // (--cluster is the sm90 entries')
    out.push_back(c);
  };
  const char* f16 = "SM80_16x8x16_F32F16F16F32_TN";
  add(f16, "(2,2,1)", "32x32x16", 128, 128, 32, gpu::Mainloop::Sm80, 4);
  add(f16, "(2,2,1)", "32x32x16", 128, 128, 64, gpu::Mainloop::Sm80, 3);
  add(f16, "(2,4,1)", "32x64x16", 128, 256, 32, gpu::Mainloop::Sm80, 4);
  add(f16, "(4,2,1)", "64x32x16", 256, 128, 32, gpu::Mainloop::Sm80, 4);
  add(f16, "(2,2,1)", "32x32x16", 128, 128, 64, gpu::Mainloop::Sm80, 4);
  add(f16, "(2,4,1)", "32x64x16", 128, 256, 64, gpu::Mainloop::Sm80, 3);
  add("SM80_16x8x16_F16F16F16F16_TN", "(2,4,1)", "32x64x16", 128, 256, 32, gpu::Mainloop::Sm80, 4);
  add(f16, "(2,2,1)", "32x32x16", 128, 128, 32, gpu::Mainloop::Simple, 0);
  add("SM90_64x128x16_F32F16F16_SS", "(2,1,1)", "none", 128, 128, 64, gpu::Mainloop::Sm90, 0);
  add("SM90_64x256x16_F32F16F16_SS", "(2,1,1)", "none", 128, 256, 64, gpu::Mainloop::Sm90, 4);
  add("SM90_64x128x16_F32F16F16_SS", "(2,1,1)", "none", 128, 256, 64, gpu::Mainloop::Sm90, 4);
  return out;
}
#endif

int run_gemm_command(const std::vector<std::string>& args) {
  if (!args.empty() && (args[0] == "--help" || args[0] == "-h")) {
    std::fputs(kUsage, stdout);
    return 0;
  }
#ifndef LAYOUTLAB_WITH_GPU
  std::puts("GPU module is off: this build has no CUDA toolkit");
  return 1;
#else
  gpu::GemmConfig base;
  gpu::GemmRunOptions options;
  std::string json_out, config_file, emit_source;
  std::string atoms = base.atom, thrs = base.thr, perms = base.perm, tiles = "128x128x32", mainloops = "sm80";
  bool sweep = false, quiet = false, lists_given = false, print_layouts = false, tune = false, retune = false,
       list_candidates = false;
  int jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto next = [&]() -> std::string {
      if (i + 1 >= args.size()) {
        std::fprintf(stderr, "layoutlab-cli gemm: %s needs a value\n", a.c_str());
        std::exit(2);
      }
      return args[++i];
    };
    auto number = [&]() -> long long {
      std::string v = next();
      char* end = nullptr;
      long long x = std::strtoll(v.c_str(), &end, 10);
      if (!end || *end || x < 0) {
        std::fprintf(stderr, "layoutlab-cli gemm: %s expects a non-negative integer, got '%s'\n", a.c_str(), v.c_str());
        std::exit(2);
      }
      return x;
    };
    if (a == "--atom") atoms = next();
    else if (a == "--thr") thrs = next();
    else if (a == "--perm") perms = next();
    else if (a == "--tile") tiles = next();
    else if (a == "--mainloop") mainloops = next();
    else if (a == "--layout") base.layout = next();
    else if (a == "--c-layout") {
      const std::string v = next();
      if (v != "row" && v != "col") {
        std::fprintf(stderr, "layoutlab-cli gemm: --c-layout expects row or col, got '%s'\n", v.c_str());
        return 2;
      }
      base.c_row_major = v == "row";
    }
    else if (a == "--stages") base.stages = static_cast<int>(number());
    else if (a == "--cluster") {
      const std::string text = next();
      int cm = 0, cn = 0;
      char x = 0, rest = 0;
      if (std::sscanf(text.c_str(), "%d%c%d%c", &cm, &x, &cn, &rest) != 3 || x != 'x')
      {
        std::fprintf(stderr, "layoutlab-cli gemm: --cluster expects MxN (1x1, 2x1 or 1x2), got '%s'\n", text.c_str());
        return 2;
      }
      base.cluster_m = cm, base.cluster_n = cn;
    }
    else if (a == "--m") base.m = number();
    else if (a == "--n") base.n = number();
    else if (a == "--k") base.k = number();
    else if (a == "--batch") base.batch = static_cast<int>(number());
    else if (a == "--config") config_file = next();
    else if (a == "--json") json_out = next();
    else if (a == "--sweep") sweep = true;
    else if (a == "--tune") tune = true;
    else if (a == "--retune") tune = retune = true;
    else if (a == "--list") list_candidates = true;
    else if (a == "--sustain-ms") options.sustain_ms = static_cast<double>(number());
    else if (a == "--iters") options.iterations = static_cast<int>(number());
    else if (a == "--no-time") options.time = false;
    else if (a == "--alone") options.interleave = false;
    else if (a == "--compile-only") options.run = false;
    else if (a == "--emit-source") emit_source = next();
    else if (a == "--print-layouts") print_layouts = true;
    else if (a == "--arch") options.arch = next();
    else if (a == "--quiet") quiet = true;
    else if (a == "--jobs") jobs = static_cast<int>(std::max(1LL, number()));
    else {
      std::fprintf(stderr, "layoutlab-cli gemm: unknown option '%s' (see layoutlab-cli gemm --help)\n", a.c_str());
      return 2;
    }
  }

  std::vector<gpu::GemmConfig> configs;
  if (!config_file.empty()) {
    std::ifstream in(config_file);
    if (!in) {
      std::fprintf(stderr, "layoutlab-cli gemm: cannot read %s\n", config_file.c_str());
      return 2;
    }
    std::stringstream ss;
    ss << in.rdbuf();
    auto parsed = gpu::gemm_configs_from_json(ss.str());
    if (!parsed) {
      std::fprintf(stderr, "layoutlab-cli gemm: %s: %s\n", config_file.c_str(), parsed.error().c_str());
      return 2;
    }
    configs = *parsed;
  } else {
    auto atom_list = split(atoms, ';'), thr_list = split(thrs, ';'), perm_list = split(perms, ';'),
         tile_list = split(tiles, ';'), loop_list = split(mainloops, ';');
    lists_given = atom_list.size() > 1 || thr_list.size() > 1 || perm_list.size() > 1 || tile_list.size() > 1 ||
                  loop_list.size() > 1;
    if (sweep && !lists_given) {
      configs = default_sweep(base);
    } else {
      for (const auto& atom : atom_list)
        for (const auto& thr : thr_list)
          for (const auto& perm : perm_list)
            for (const auto& tile : tile_list)
              for (const auto& loop : loop_list) {
                gpu::GemmConfig c = base;
                c.atom = atom, c.thr = thr, c.perm = perm;
                auto cta = parse_cta_tile(tile);  // the designer's field reads tiles with the same rule
                if (!cta) {
                  std::fprintf(stderr, "layoutlab-cli gemm: --tile '%s': %s\n", tile.c_str(), cta.error().c_str());
                  return 2;
                }
                c.tile_m = static_cast<int>(cta->m), c.tile_n = static_cast<int>(cta->n), c.tile_k = static_cast<int>(cta->k);
                auto ml = gpu::mainloop_from_name(loop);
                if (!ml) {
                  std::fprintf(stderr, "layoutlab-cli gemm: %s\n", ml.error().c_str());
                  return 2;
                }
                c.mainloop = *ml;
                configs.push_back(c);
              }
    }
  }
  bool table = sweep || configs.size() > 1;

  if (print_layouts) {
    auto resolved = gpu::resolve_gemm(configs.front());
    if (!resolved) {
      std::fprintf(stderr, "layoutlab-cli gemm: %s\n", resolved.error().c_str());
      return 1;
    }
    if (resolved->config.mainloop != gpu::Mainloop::Sm90) {
      std::fprintf(stderr, "layoutlab-cli gemm: --print-layouts shows the sm90 mainloop's smem layouts and TMA copies (give --mainloop sm90)\n");
      return 2;
    }
    auto report = gpu::sm90_layouts_report(*resolved);
    if (!report) {
      std::fprintf(stderr, "layoutlab-cli gemm: %s\n", report.error().c_str());
      return 1;
    }
    std::fputs(report->c_str(), stdout);
    return 0;
  }

  if (!emit_source.empty()) {
    auto resolved = gpu::resolve_gemm(configs.front());
    if (!resolved) {
      std::fprintf(stderr, "layoutlab-cli gemm: %s\n", resolved.error().c_str());
      return 1;
    }
    auto source = gpu::generate_gemm_source(*resolved);
    if (!source) {
      std::fprintf(stderr, "layoutlab-cli gemm: %s\n", source.error().c_str());
      return 1;
    }
    std::ofstream(emit_source) << *source;
    std::printf("wrote %s (%s, arch %s)\n", emit_source.c_str(), gpu::describe(configs.front()).c_str(),
                resolved->arch.c_str());
    return 0;
  }

  if (tune && list_candidates) {
    for (const auto& c : gpu::tune_candidates(configs.front(), gpu::tuning_multiprocessors())) std::printf("%s\n", gpu::gemm_cli_command(c, "").c_str());
    return 0;
  }
  if (tune) return run_tune(configs.front(), options, jobs, !retune, quiet, json_out);

  gpu::GemmSession session;
  std::vector<gpu::GemmRunResult> results;
  int failures = 0;
  auto progress = [&](gpu::GemmStep step, const std::string& message) {
    if (!quiet) std::fprintf(stderr, "[%s] %s\n", gpu::step_name(step), message.c_str());
  };
  if (configs.size() > 1) {  // overlap the cold NVRTC compiles; the runs below then hit the cubin cache
    if (!quiet) std::fprintf(stderr, "[compile] %zu configurations on %d threads\n", configs.size(), jobs);
    std::string arch = options.arch;
    if (arch.empty() && options.run) {
      if (auto a = gpu::gpu_arch()) arch = *a;
    }
    gpu::precompile_gemms(configs, jobs, arch);
  }
  if (table) print_header();
  for (const auto& c : configs) {
    auto r = session.run(c, options, progress);
    if (!r) {
      ++failures;
      if (table) std::printf("%-34s %-9s %-10s %-11s %-6s error: %s\n", c.atom.substr(0, 34).c_str(), c.thr.c_str(),
                             c.perm.c_str(), (std::to_string(c.tile_m) + "x" + std::to_string(c.tile_n) + "x" + std::to_string(c.tile_k)).c_str(),
                             gpu::mainloop_name(c.mainloop), r.error().substr(0, 400).c_str());
      else std::fprintf(stderr, "layoutlab-cli gemm: %s\n", r.error().c_str());
      gpu::GemmRunResult failed;
      failed.config = c;
      failed.status = "error";
      failed.message = r.error();
      results.push_back(failed);
      continue;
    }
    if (r->status == "wrong") ++failures;
    results.push_back(*r);
    if (table) print_row(*r);
    else print_result(*r);
    std::fflush(stdout);
  }
  if (!json_out.empty()) {
    std::ofstream(json_out) << gpu::gemm_results_to_json(results);
    if (!quiet) std::fprintf(stderr, "wrote %s\n", json_out.c_str());
  }
  return failures ? 1 : 0;
#endif
}

RegisterCommand gemm{{"gemm", "run a TiledMMA GEMM on the GPU (NVRTC + CuTe), verified and timed vs cuBLAS", run_gemm_command}};

}  // namespace
}  // namespace ll::cli
