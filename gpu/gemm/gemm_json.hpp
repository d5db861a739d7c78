#pragma once
// The GPU results file (docs/gpu-results-format.md) and GEMM config files, read and written without
// Qt so that layoutlab-cli on a GPU server and the GUI on a laptop share one format.
#include <string>
#include <vector>

#include "core/util/result.hpp"
#include "gpu/gemm/gemm_config.hpp"
#include "gpu/gemm/gemm_runner.hpp"

namespace ll::gpu {

// {"format": "layoutlab-gpu-results", "version": 1, "runs": [...]}, pretty-printed.
std::string gemm_results_to_json(const std::vector<GemmRunResult>& runs);

// One config object (the "config" member of a run): {"atom": ..., "thr": ..., ...}.
std::string gemm_config_to_json(const GemmConfig& config, int indent = 0);

// Reads a config file: one config object, {"configs": [ ... ]}, or a results file (its runs' configs).
// Missing members keep GemmConfig's defaults. @post at least one config
Result<std::vector<GemmConfig>> gemm_configs_from_json(const std::string& text);

// Reads a results file back (e.g. made by layoutlab-cli on a GPU server), for the GUI to overlay.
// @pre format "layoutlab-gpu-results", version 1; else an Error naming what is wrong
Result<std::vector<GemmRunResult>> gemm_results_from_json(const std::string& text);

}  // namespace ll::gpu
