#pragma once
// Vectorisation: the widest single copy between two layouts of the same tile (e.g. global -> shared),
// CuTe's max_common_vector times the element width, capped at the 128-bit hardware maximum.
#include <cstdint>

#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll {

struct Vectorization {
  std::int64_t common_elements = 1;  // max_common_vector(src, dst)
  std::int64_t bits = 0;             // common_elements * elem_bits, unclipped
  std::int64_t instruction_bits = 0; // the widest power-of-two copy <= 128 bits that the vector allows
};

// @pre elem_bits > 0; src and dst are layouts of the same coordinate space (CuTe: compatible shapes)
Result<Vectorization> max_vectorization(const Layout& src, const Layout& dst, int elem_bits);

}  // namespace ll
