#pragma once
// The partition code of a TiledCopy over a global tensor, as a kernel writes it (make_tensor, get_slice,
// partition_S/D, a register fragment, copy), in a whole CUDA program: its kernel performs exactly the copy
// the coalescing analysis (core/analysis/coalescing) counts, one block of size(copy) threads, so a profiler's
// sector counts can be set against LayoutLab's. Built with g++ (no GPU), `./program print T` prints thread T's
// partition as cute::print does, which must equal LayoutLab's partition_S/D(T) of the same objects.
#include <string>

#include "core/tensor/tensor.hpp"
#include "core/tiled/tiled_copy.hpp"
#include "core/util/result.hpp"

namespace ll {

// `make_tiled_copy_impl(Copy_Atom<OP, T>{}, LAYOUT_TV{}, TILER{})`: the TiledCopy as one C++ expression.
// @pre the copy's TiledLayout_TV and Tiler_MN are static (as every TiledCopy CuTe builds is)
Result<std::string> cute_cpp_tiled_copy_expr(const TiledCopy& copy);

// The program: side 'S' loads `gmem` into registers (partition_S), 'D' stores registers into it (partition_D).
// The tensor's pointer is the buffer's base plus the tensor's address, so sectors line up as LayoutLab counts.
// @pre gmem is a global-memory data tensor of the atom's value type with no negative offsets
Result<std::string> cute_cpp_copy_kernel(const TiledCopy& copy, char side, const Tensor& gmem);

}  // namespace ll
