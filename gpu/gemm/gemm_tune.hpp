#pragma once
// Autotuning one GEMM problem (layoutlab-cli gemm --tune, the designer's Tune): the candidate designs for the problem's
// atom family and element types, compiled in parallel on every core, then each run, verified and timed beside cuBLAS
// one after another. A result is cached by (device, driver, kernel source, problem), so tuning the same problem again
// only runs what changed. Qt-free; the GUI calls tune_gemm from a worker thread.
#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/util/result.hpp"
#include "gpu/gemm/gemm_config.hpp"
#include "gpu/gemm/gemm_runner.hpp"

namespace ll::gpu {

// The designs tuning tries for `problem` (its size, majorness, C layout and element types are kept):
// - a GMMA atom (SM90_64xNxK_...): the sm90 mainloop, atom N 64 (for tiles 64 wide: small problems need more CTAs),
//   128 or 256, one or two consumer warpgroups, CTA tiles of 64..256 x 64..256 holding at most 128 accumulators a
//   thread; and, given the GPU's SM count (`multiprocessors` > 0), for each M tile the N tile (a multiple of 16, an
//   atom as wide) whose CTAs fill the waves best;
// - an mma.sync atom (SM80_...): the sm80 mainloop, 2x2, 2x4 and 4x2 warps, tiles 128..256 x 128..256 x 32|64, 3 or 4
//   stages, at most 128 accumulators a thread;
// - anything else, or when the mainloop refuses every candidate: the problem's own design.
// Candidates resolve_gemm refuses are left out. @post not empty when `problem` itself resolves
std::vector<GemmConfig> tune_candidates(const GemmConfig& problem, int multiprocessors = 0);

// The SM count of the GPU a tune runs on (the first device), for tune_candidates; 0 without a GPU or driver.
int tuning_multiprocessors();

struct TuneOptions {
  int jobs = 0;            // parallel NVRTC compiles (0: one per core)
  bool use_cache = true;   // reuse a candidate's earlier result on this device and driver
  GemmRunOptions run;      // how each candidate is verified and timed
};

struct TuneEntry {
  GemmConfig config;
  std::optional<GemmRunResult> result;  // absent when it failed to compile or run (see error)
  std::string error;
  bool cached = false;                  // the result came from the tuning cache
};

struct TuneReport {
  std::vector<TuneEntry> entries;       // in the order of tune_candidates
  int best = -1;                        // the fastest verified entry, -1 if none
  int jobs = 0;
  int cold_compiles = 0;                // candidates NVRTC compiled (not in the cubin cache)
  double compile_wall_ms = 0;           // the parallel compile phase, start to end
  double compile_sum_ms = 0;            // the cold compiles' own times, added up (what one core would take)
  double compile_max_ms = 0;            // the slowest single cold compile
  double run_wall_ms = 0;               // verifying and timing, start to end
};

// Phase "compile" or "run", candidates done so far of `total`, and a line saying what happened.
using TuneProgress = std::function<void(const std::string& phase, int done, int total, const std::string& line)>;

// Compiles every candidate (precompile_gemms on `jobs` threads), then runs each not already cached in one GemmSession;
// with options.run.run false it only compiles (no GPU needed). Errors: no candidates, no GPU or driver, "cancelled". A
// candidate that fails is an entry with its error, not an Error.
Result<TuneReport> tune_gemm(const GemmConfig& problem, const TuneOptions& options = {}, const TuneProgress& progress = {},
                             const std::atomic<bool>* cancel = nullptr);

// $LAYOUTLAB_TUNE_CACHE, else "tune" beside the cubin cache (~/.cache/layoutlab/tune).
std::string tune_cache_dir();

}  // namespace ll::gpu
