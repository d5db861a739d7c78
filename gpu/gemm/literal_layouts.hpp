#pragma once
// Core's layouts written as literal CuTe types for the generated kernels (gpu/gemm/sm80_partitions,
// gpu/gemm/sm90_partitions): a kernel that names a partition's type instead of computing it with CuTe's algebra
// compiles in a fraction of the time, with the same machine code. These are the pieces both mainloops share.
#include <string>

#include "core/layout/layout.hpp"
#include "core/layout/swizzle.hpp"

namespace ll::gpu {

// cute_cpp_layout_type(l). @pre l is static (else a CuteError naming `what`)
std::string static_layout_type(const Layout& l, const std::string& what);

// What ThrMMA::partition_X keeps of thrfrg_X(...) after slicing off the thread: mode 1 with its rest modes spliced
// in, (FrgV, Rest0, Rest1, ...), as CuTe's slice of (thr, (_, repeat<R>(_))) gives it.
Layout mma_partition_modes(const Layout& thrfrg);

// make_identity_layout((rows, cols)): the tile's coordinates as scaled-basis strides (an edge tile's predicates).
Layout identity_tile(long long rows, long long cols);

// Core's value of a CuTe expression that must be a swizzled layout (a kernel's smem layout). @pre else a CuteError
// naming the text
ComposedLayout evaluate_swizzled_layout(const std::string& text);

// A tile of global memory as the kernel's local_tile gives it, for core to partition: static extents, the strides
// `major_first` ? (_1, D) : (D, _1), D a run-time stride that stands for M, N or K (a value of its own that
// dynamic_stride_expr recognises; CuTe's algebra never looks at a run-time value, so neither does core's).
Layout gmem_tile_stand_in(long long rows, long long cols, bool major_first);

// The strides of a partition of gmem_tile_stand_in(...), written as an expression of the tile's real strides `var`:
// Int<v>{} where the stride is static, get<i>(var) * Int<f>{} where it is f times the run-time stride of mode i.
std::string dynamic_stride_expr(const IntTuple& strides, const Layout& stand_in, const std::string& var);

// Whether a thread's partition of C (FrgV, Rest...) holds its values in pairs that are neighbours in memory: the first
// leaf of FrgV of size 2 and static stride 1 (a row-major C: an MMA's accumulators pair up along N). Then values 2j and
// 2j+1 of the partition are one aligned 2-element store wherever the row length is even.
bool values_pair_in_memory(const Layout& partition);

}  // namespace ll::gpu
