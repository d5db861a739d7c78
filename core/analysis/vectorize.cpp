#include "core/analysis/vectorize.hpp"

#include <algorithm>

#include "core/algebra/max_common.hpp"

namespace ll {

Result<Vectorization> max_vectorization(const Layout& src, const Layout& dst, int elem_bits) {
  if (elem_bits <= 0 || elem_bits > 1024) return error_of(LL_TRANSLATABLE("CoreMessage", "vectorization: element size must be 1..1024 bits"));
  const Result<Int> n = attempt_op("max_common_vector", [&] { return max_common_vector(src, dst); });
  if (!n) return prefixed("vectorization: ", n.failure());
  Vectorization v;
  v.common_elements = n->value;
  v.bits = v.common_elements * elem_bits;
  std::int64_t w = 1;
  while (w * 2 <= std::min<std::int64_t>(v.bits, 128) && v.bits % (w * 2) == 0) w *= 2;
  v.instruction_bits = v.bits >= 8 ? w : v.bits;
  return v;
}

}  // namespace ll
