#pragma once
// The partition code of a TiledMMA over a GEMM's CTA tiles (the designer's Partition page), as a whole program
// that a kernel author can start from: gA/gB/gC by local_tile, shared-memory sA/sB with a PIPE mode, and one
// thread's tCsA/tCsB/tCgC with their register fragments. Built with g++ or nvcc, `./program T` prints thread T's
// partitions (and the fragments' layouts), which must equal LayoutLab's (core/scene/partition_levels).
#include <string>

#include "core/tiled/cta_tile.hpp"
#include "core/tiled/tiled_mma.hpp"
#include "core/util/result.hpp"

namespace ll {

// @pre cta passes check_cta_tile for mma; stages >= 1; the TiledMMA is one write_cute_tiled_mma can write;
//      the atom's operands A and B are register operands (not a GMMA descriptor)
Result<std::string> cute_cpp_mma_partition_program(const TiledMMA& mma, const CtaTile& cta, std::int64_t stages);

}  // namespace ll
