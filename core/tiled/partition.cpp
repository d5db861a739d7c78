#include "core/tiled/partition.hpp"

#include "core/layout/print.hpp"

namespace ll {

namespace {
Layout thread_fragment_layout(const TiledMMA& mma, char operand, const IntTuple& tile_shape) {
  if (operand != 'A' && operand != 'B' && operand != 'C') fail(LL_TRANSLATABLE("CoreMessage", "partition: the operand must be A, B or C"));
  if (tile_shape.rank() != 2) fail(LL_TRANSLATABLE("CoreMessage", "partition: the tile shape must be rank 2, got %1"), to_string(tile_shape));
  return thrfrg(mma, make_layout(tile_shape), operand);
}
}  // namespace

Result<IntTuple> partition_shape(const TiledMMA& mma, char operand, const IntTuple& tile_shape) {
  try {
    Layout frg = thread_fragment_layout(mma, operand, tile_shape);
    const IntTuple& vals = frg.shape[1];
    return IntTuple{vals[0], vals[1][0], vals[1][1]};
  } catch (const CuteError& e) {
    return prefixed(std::string("partition_shape_") + operand + ": ", e.error());
  }
}

Result<std::vector<TileCoord>> partition_coords(const TiledMMA& mma, char operand, std::int64_t thread,
                                                const IntTuple& tile_shape) {
  try {
    if (thread < 0 || thread >= size(mma).value)
      return error_of(LL_TRANSLATABLE("CoreMessage", "partition_%1: thread %2 is out of range for %3 threads"), std::string(1, operand), thread, size(mma).value);
    Layout frg = thread_fragment_layout(mma, operand, tile_shape);
    auto vmnk = thr_vmnk_coord(mma, thread);
    auto c = [](std::int64_t v) { return IntTuple(dynamic_int(v)); };
    IntTuple thr = operand == 'A' ? IntTuple{c(vmnk[0]), IntTuple{c(vmnk[1]), c(vmnk[3])}}
                 : operand == 'B' ? IntTuple{c(vmnk[0]), IntTuple{c(vmnk[2]), c(vmnk[3])}}
                                  : IntTuple{c(vmnk[0]), IntTuple{c(vmnk[1]), c(vmnk[2])}};
    Layout thr_mode = get(frg, {0}), val_mode = get(frg, {1});
    std::int64_t base = crd2idx(thr, thr_mode).value;
    std::int64_t rows = size(tile_shape[0]).value;
    std::vector<TileCoord> out;
    std::int64_t n = size(val_mode).value;
    out.reserve(static_cast<std::size_t>(n));
    for (std::int64_t j = 0; j < n; ++j) {
      std::int64_t idx = base + evaluate(val_mode, j);
      out.push_back({idx % rows, idx / rows});
    }
    return out;
  } catch (const CuteError& e) {
    return prefixed(std::string("partition_") + operand + ": ", e.error());
  }
}

}  // namespace ll
