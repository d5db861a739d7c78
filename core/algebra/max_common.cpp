#include "core/algebra/max_common.hpp"

#include "core/algebra/detail.hpp"
#include "core/algebra/internal.hpp"

namespace ll {
namespace algebra_detail {
namespace {

// coalesce(composition(a, right_inverse(b))): where a and b agree, element by element.
Layout common_layout(const Layout& a, const Layout& inv_b) { return coalesce_impl(composition_impl(a, inv_b, nullptr, 0)); }

// CuTe keeps only a leading static, stride-_1 mode (the "static identity component").
bool has_static_identity(const Layout& common) {
  const Layout m0 = get(common, {0});
  return m0.shape.is_integer() && m0.shape.integer().is_static && is_const(m0.stride, 1);
}

}  // namespace
}  // namespace algebra_detail

using namespace algebra_detail;

// CuTe's max_common_layout: composition(right_inverse(b), the leading static stride-_1 mode of common_layout).
// @post a(result(i)) == i and b(result(i)) == i for i < size(result); `_1:_0` when there is no such mode
Layout max_common_layout(const Layout& a, const Layout& b) {
  check_layout(a, "max_common_layout", "A");
  check_layout(b, "max_common_layout", "B");
  const Layout inv_b = right_inverse_impl(b);
  const Layout common = common_layout(a, inv_b);
  if (has_static_identity(common)) return composition_impl(inv_b, get(common, {0}), nullptr, 0);
  return Layout{Int{1, true}, Int{0, true}};
}
// CuTe's max_common_vector: the extent of that leading static stride-_1 mode, else `_1`.
// @post a static integer N >= 1 (max_common.hpp)
Int max_common_vector(const Layout& a, const Layout& b) {
  check_layout(a, "max_common_vector", "A");
  check_layout(b, "max_common_vector", "B");
  const Layout common = common_layout(a, right_inverse_impl(b));
  if (has_static_identity(common)) return get(common, {0}).shape.integer();
  return Int{1, true};
}

}  // namespace ll
