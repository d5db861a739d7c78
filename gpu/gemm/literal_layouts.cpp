#include "gpu/gemm/literal_layouts.hpp"

#include <vector>

#include "core/export/cute_cpp.hpp"
#include "core/expr/eval.hpp"
#include "core/layout/print.hpp"
#include "core/util/result.hpp"

namespace ll::gpu {

std::string static_layout_type(const Layout& l, const std::string& what) {
  if (!is_static_value(l)) fail(what + " " + to_string(l) + " is not static");
  return cute_cpp_layout_type(l);
}

Layout mma_partition_modes(const Layout& thrfrg) {
  std::vector<Layout> modes{get(thrfrg, {1, 0})};
  const Layout rest = get(thrfrg, {1, 1});
  for (int i = 0; i < int(rank(rest).value); ++i) modes.push_back(get(rest, {i}));
  return make_layout(modes);
}

Layout identity_tile(long long rows, long long cols) {
  const IntTuple tile{static_int(rows), static_int(cols)};
  return make_layout(tile, make_basis_like(tile));
}

ComposedLayout evaluate_swizzled_layout(const std::string& text) {
  auto value = expr::evaluate_text(text);
  if (!value) fail(prefixed(text + ": ", value.failure()));
  if (!value->is_composed()) fail(text + ": not a swizzled layout");
  return value->composed();
}

bool values_pair_in_memory(const Layout& partition) {
  const IntTuple shape = flatten(get(partition, {0}).shape), stride = flatten(get(partition, {0}).stride);
  const Int& first_extent = shape.is_integer() ? shape.integer() : shape.children()[0].integer();
  const Int& first_stride = stride.is_integer() ? stride.integer() : stride.children()[0].integer();
  return is_constant(first_extent, 2) && is_constant(first_stride, 1);
}

namespace {
constexpr std::int64_t kRunTimeStride = std::int64_t(1) << 32;  // larger than any static stride of a tile partition
}

Layout gmem_tile_stand_in(long long rows, long long cols, bool major_first) {
  const IntTuple stride = major_first ? IntTuple{static_int(1), dynamic_int(kRunTimeStride)}
                                      : IntTuple{dynamic_int(kRunTimeStride), static_int(1)};
  return make_layout(IntTuple{static_int(rows), static_int(cols)}, stride);
}

std::string dynamic_stride_expr(const IntTuple& t, const Layout& stand_in, const std::string& var) {
  if (t.is_integer()) {
    const Int& i = t.integer();
    if (i.is_scaled_basis()) fail("a partition of a gmem tile has a scaled-basis stride");
    if (i.is_static) return "Int<" + std::to_string(i.value) + ">{}";
    const int mode = is_constant(stride(stand_in, {0}).integer(), 1) ? 1 : 0;  // the run-time stride's mode
    if (i.value % kRunTimeStride != 0) fail("a partition of a gmem tile has a run-time stride " + std::to_string(i.value) + " of no run-time mode");
    return "get<" + std::to_string(mode) + ">(" + var + ") * Int<" + std::to_string(i.value / kRunTimeStride) + ">{}";
  }
  std::string out = "make_stride(";
  for (std::size_t k = 0; k < t.children().size(); ++k) out += (k ? ", " : "") + dynamic_stride_expr(t.children()[k], stand_in, var);
  return out + ")";
}

}  // namespace ll::gpu
