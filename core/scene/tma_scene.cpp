#include "core/scene/tma_scene.hpp"

#include <variant>

#include "core/layout/layout.hpp"
#include "core/tensor/tensor.hpp"

namespace ll {

namespace {

// The element offset smem coordinate c (1-D) lands at: a GMMA atom's swizzle acts on the byte address (the smem
// pointer's, here at 0x0), another ComposedLayout's on its own offset, a plain layout has none.
std::int64_t smem_offset(const AnyLayout& slayout, std::int64_t c, int element_bits) {
  const IntTuple coord(dynamic_int(c));
  if (const auto* l = std::get_if<Layout>(&slayout)) return crd2idx(coord, *l).value;
  const auto& composed = std::get<ComposedLayout>(slayout);
  const auto* swizzle = std::get_if<Swizzle>(&composed.layout_a);
  if (composed.smem_ptr_flag_bits == 0 || !swizzle) return crd2idx(coord, composed).value;
  const std::int64_t bytes = element_bits / 8;
  return apply(*swizzle, dynamic_int(crd2idx(coord, composed.layout_b).value * bytes)).value / bytes;
}

}  // namespace

Result<TmaScene> make_tma_scene(const TmaCopy& tma, const AnyLayout& slayout, int element_bits) {
  return attempt([&] {
    const Layout& tile_layout = std::holds_alternative<Layout>(slayout) ? std::get<Layout>(slayout)
                                                                        : std::get<ComposedLayout>(slayout).layout_b;
    const std::int64_t elements = size(tile_layout).value;
    if (elements > kMaxTmaSceneElements)
      fail(LL_TRANSLATABLE("CoreMessage", "the CTA tile has %1 elements: too many to draw (at most %2)"), elements, kMaxTmaSceneElements);
    if (element_bits < 8 || element_bits % 8)
      fail(LL_TRANSLATABLE("CoreMessage", "TMA pictures need whole-byte elements, got %1 bits"), element_bits);

    TmaScene s;
    s.element_bits = element_bits;
    s.rows = size(tile_layout, {0}).value;
    s.cols = elements / s.rows;
    s.multicast = tma.multicast;
    s.box_elements = size(tma.gbasis).value;
    s.instructions = elements / s.box_elements;
    s.descriptor = tma.descriptor;
    s.tile.resize(static_cast<std::size_t>(elements));

    // tma_partition of the tile's coordinates (CTA 0's view holds every box whole, (TMA,TMA_Iter))
    const int r = static_cast<int>(rank(tile_layout).value);
    const Tensor stile = make_tensor(make_tensor_pointer(TensorMemory::Shared, element_bits, 0), group(tile_layout, 0, r));
    const Tensor gtile = group_modes(make_identity_tensor(product_each(tile_layout.shape)), 0, r);
    const Layout cluster = make_layout(IntTuple(static_int(tma.multicast)));
    const Tensor partitioned = tma_partition(tma, IntTuple(static_int(0)), cluster, stile, gtile).first;
    const IntTuple tile_shape = product_each(tile_layout.shape);
    const std::int64_t bytes = element_bits / 8;
    for (std::int64_t k = 0; k < elements; ++k) {
      // the tile coordinate (m, n, ...) as a 1-D coordinate c: row m, column the colexicographic rest
      const std::int64_t c = crd2idx(coordinate_at(IntTuple(dynamic_int(k)), partitioned), tile_shape).value;
      TmaTileCell& cell = s.tile[static_cast<std::size_t>((c % s.rows) * s.cols + c / s.rows)];
      cell.instruction = k / s.box_elements;
      cell.cta = (k % s.box_elements) / s.slice_elements();
      cell.smem_offset = smem_offset(slayout, c, element_bits);
      cell.chunk = (crd2idx(IntTuple(dynamic_int(c)), tile_layout).value * bytes / 16) % 8;
    }

    s.smem_row_elements = 128 / bytes;
    std::int64_t extent = 0;
    for (const TmaTileCell& cell : s.tile) extent = std::max(extent, cell.smem_offset + 1);
    s.smem_rows = (extent + s.smem_row_elements - 1) / s.smem_row_elements;
    s.smem_source.assign(static_cast<std::size_t>(s.smem_rows * s.smem_row_elements), -1);
    for (std::size_t i = 0; i < s.tile.size(); ++i)
      if (s.tile[i].smem_offset >= 0) s.smem_source[static_cast<std::size_t>(s.tile[i].smem_offset)] = static_cast<std::int64_t>(i);
    return s;
  });
}

}  // namespace ll
