#pragma once
// Global-memory coalescing of a TiledCopy over a tensor. CuTe's copy(tiled_copy, tXgX, tXrX) issues one copy
// instruction per atom call: every thread moves the atom's values (FrgV) at one (FrgX, RestM, RestN, ...)
// index of its partition_S/D. Warp w is threads 32w..32w+31 of the TiledCopy; the memory system serves one
// warp-wide instruction in 32-byte sectors (and 128-byte cache lines), so an instruction costs the distinct
// sectors its threads touch, against ceil(bytes / 32) for the bytes it moves (the minimum).
#include <cstdint>
#include <string>
#include <vector>

#include "core/tensor/tensor.hpp"
#include "core/tiled/tiled_copy.hpp"
#include "core/util/result.hpp"

namespace ll {

// One warp-wide copy instruction.
struct WarpIssue {
  std::int64_t warp = 0;
  std::int64_t instruction = 0;  // the thread's atom call: FrgX fastest, then the rest modes (colex)
  std::int64_t bytes = 0;        // distinct bytes the warp's threads move
  std::int64_t sectors = 0;      // distinct 32-byte sectors touched
  std::int64_t lines = 0;        // distinct 128-byte lines touched
  std::int64_t min_sectors = 0;  // ceil(bytes / 32)
  std::int64_t min_lines = 0;    // ceil(bytes / 128)
};

struct Coalescing {
  int element_bits = 0;
  int vector_bits = 0;              // bits each thread moves per instruction (the atom's values)
  int widest_vector_bits = 0;       // the widest aligned, contiguous vector (<= 128 bits) every thread's values allow
  std::int64_t threads = 0;
  std::int64_t warps = 0;
  std::int64_t instructions = 0;    // per thread (and per warp)
  std::vector<WarpIssue> issues;    // warp-major: issues[warp * instructions + instruction]
  std::int64_t sectors = 0, min_sectors = 0, lines = 0, min_lines = 0;  // over all issues
  // For each element of the tensor (the colex index of its coordinate), the issue that moves it; -1 for none.
  std::vector<std::int64_t> element_issue;
};

// The most element accesses one analysis enumerates; a bigger tensor is refused ("tile it first").
inline constexpr std::int64_t kCoalescingElementBudget = std::int64_t{1} << 22;

// The warp instructions of `copy`'s partition_S (side 'S', a load from `gmem`) or partition_D (side 'D', a store).
// @pre gmem is a global-memory data tensor of the atom's value width, divisible by the copy's tile (tidfrg),
//      size(gmem) <= kCoalescingElementBudget; when the atom moves several values per thread, each thread's
//      values are contiguous and aligned to the vector in the tensor (as the vector instruction requires)
Result<Coalescing> global_coalescing(const TiledCopy& copy, char side, const Tensor& gmem);

// A few lines for the CLI: the vector widths, sectors and lines per warp instruction against the minimum,
// then the sectors of each warp's instructions.
std::string to_string(const Coalescing& result);

}  // namespace ll
