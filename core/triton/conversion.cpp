#include "core/triton/conversion.hpp"

#include "core/algebra/coalesce.hpp"
#include "core/layout/print.hpp"

namespace ll::triton {
namespace {

bool is_pow2(std::int64_t v) { return v > 0 && (v & (v - 1)) == 0; }

}  // namespace

Result<LinearLayout> to_linear_layout(const Layout& tv, const IntTuple& tile_shape, std::int64_t threads_per_warp) {
  try {
    if (rank(tv).value != 2) return error_of(LL_TRANSLATABLE("CoreMessage", "to_linear_layout: the CuTe layout must be (thread, value), got %1"), to_string(tv));
    if (tile_shape.rank() != 2) return error_of(LL_TRANSLATABLE("CoreMessage", "to_linear_layout: the tile shape must be (M, N)"));
    std::int64_t m = size(tile_shape[0]).value, n = size(tile_shape[1]).value;
    std::int64_t threads = size(tv, {0}).value, values = size(tv, {1}).value;
    // Each with its message's template, "to_linear_layout: WHAT = %1 is not a power of two; ...".
    for (auto [v, not_pow2] : {std::pair{m, LL_TRANSLATABLE("CoreMessage", "to_linear_layout: M = %1 is not a power of two; a linear layout over GF(2) has power-of-two dimensions")},
                               {n, LL_TRANSLATABLE("CoreMessage", "to_linear_layout: N = %1 is not a power of two; a linear layout over GF(2) has power-of-two dimensions")},
                               {threads, LL_TRANSLATABLE("CoreMessage", "to_linear_layout: the thread count = %1 is not a power of two; a linear layout over GF(2) has power-of-two dimensions")},
                               {values, LL_TRANSLATABLE("CoreMessage", "to_linear_layout: the value count = %1 is not a power of two; a linear layout over GF(2) has power-of-two dimensions")},
                               {threads_per_warp, LL_TRANSLATABLE("CoreMessage", "to_linear_layout: threads per warp = %1 is not a power of two; a linear layout over GF(2) has power-of-two dimensions")}})
      if (!is_pow2(v)) return error_of(not_pow2, v);
    if (threads * values > (std::int64_t{1} << 24)) return error_of(LL_TRANSLATABLE("CoreMessage", "to_linear_layout: more than 2^24 (thread, value) pairs"));
    auto image = [&](std::int64_t t, std::int64_t v) {
      std::int64_t idx = evaluate(tv, t + threads * v);
      if (idx < 0 || idx >= m * n) fail(LL_TRANSLATABLE("CoreMessage", "(thread %1, value %2) maps to index %3, outside the tile"), t, v, idx);
      return std::vector<std::int64_t>{idx % m, idx / m};
    };
    LinearLayout out;
    InDim reg{"register", {}}, lane{"lane", {}}, warp{"warp", {}};
    for (std::int64_t b = 1; b < values; b *= 2) reg.bases.push_back(image(0, b));
    for (std::int64_t b = 1; b < threads; b *= 2) (b < threads_per_warp ? lane : warp).bases.push_back(image(b, 0));
    out.in_dims = {reg, lane, warp};
    out.out_dims = {{"dim0", m}, {"dim1", n}};
    auto origin = image(0, 0);
    if (origin[0] != 0 || origin[1] != 0) return error_of(LL_TRANSLATABLE("CoreMessage", "to_linear_layout: (thread 0, value 0) maps to (%1,%2); a linear layout maps 0 to 0 (offset layouts have no linear form)"), origin[0], origin[1]);
    std::int64_t lanes = std::min(threads, threads_per_warp);
    for (std::int64_t t = 0; t < threads; ++t)
      for (std::int64_t v = 0; v < values; ++v) {
        auto want = image(t, v);
        auto got = triton::apply(out, {v, t % lanes, t / lanes});
        if (want != got)
          return error_of(LL_TRANSLATABLE("CoreMessage", "to_linear_layout: not linear over GF(2): (thread %1, value %2) maps to (%3,%4) but the XOR of its bit images is (%5,%6): CuTe's strides carry where a linear layout XORs"),
                          t, v, want[0], want[1], got[0], got[1]);
      }
    return out;
  } catch (const CuteError& e) {
    return prefixed("to_linear_layout: ", e.error());
  }
}

Result<Layout> to_cute_layout(const LinearLayout& layout) {
  try {
    if (layout.out_dims.size() != 2) return error_of(LL_TRANSLATABLE("CoreMessage", "to_cute_layout: needs a rank-2 output (dim0, dim1), got rank %1"), layout.out_dims.size());
    std::int64_t m = layout.out_dims[0].size;
    if (!is_pow2(m) || !is_pow2(layout.out_dims[1].size)) return error_of(LL_TRANSLATABLE("CoreMessage", "to_cute_layout: out dims must be powers of two"));
    IntTupleBuilder thr_shape, thr_stride, val_shape, val_stride;
    std::int64_t used = 0;  // bits of the column-major index already taken by a basis
    for (const auto& in : layout.in_dims) {
      if (in.name != "register" && in.name != "lane" && in.name != "warp" && in.name != "block")
        return error_of(LL_TRANSLATABLE("CoreMessage", "to_cute_layout: unknown in-dim %1"), in.name);
      for (std::size_t i = 0; i < in.bases.size(); ++i) {
        const auto& b = in.bases[i];
        std::int64_t idx = b[0] + m * b[1];
        if (b[0] < 0 || b[0] >= m || b[1] < 0 || b[1] >= layout.out_dims[1].size)
          return error_of(LL_TRANSLATABLE("CoreMessage", "to_cute_layout: basis %1=%2 is outside the tensor"), in.name, std::int64_t{1} << i);
        if (idx & used)
          return error_of(LL_TRANSLATABLE("CoreMessage", "to_cute_layout: basis %1=%2 -> (%3, %4) shares index bits with an earlier basis: the linear layout XORs there, a CuTe Layout would add; it needs a Swizzle"),
                          in.name, std::int64_t{1} << i, b[0], b[1]);
        used |= idx;
        auto& shape = in.name == "register" ? val_shape : thr_shape;
        auto& stride = in.name == "register" ? val_stride : thr_stride;
        shape.push_back(IntTuple(static_int(2)));
        stride.push_back(IntTuple(static_int(idx)));
      }
    }
    auto mode = [](IntTupleBuilder& s, IntTupleBuilder& d) {
      if (s.empty()) return Layout{IntTuple(static_int(1)), IntTuple(static_int(0))};
      return coalesce(Layout{std::move(s).build(), std::move(d).build()});
    };
    return make_layout({mode(thr_shape, thr_stride), mode(val_shape, val_stride)});
  } catch (const CuteError& e) {
    return prefixed("to_cute_layout: ", e.error());
  }
}

}  // namespace ll::triton
