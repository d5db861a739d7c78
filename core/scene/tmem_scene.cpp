#include "core/scene/tmem_scene.hpp"

#include <unordered_map>

#include "core/atoms/tmem_copy_atom.hpp"
#include "core/layout/print.hpp"
#include "core/tensor/tensor.hpp"
#include "core/tiled/tmem.hpp"

namespace ll {

namespace {

// A 1-D coordinate of a coordinate tensor as (m, n).
std::pair<std::int64_t, std::int64_t> mn_at(const Tensor& t, std::int64_t i) {
  const IntTuple c = coordinate_at(IntTuple(dynamic_int(i)), t);
  return {get(c, {0}).integer().value, get(c, {1}).integer().value};
}

}  // namespace

Result<TmemScene> make_tmem_scene(const TiledMMA& mma, const IntTuple& c_tile, const std::string& op) {
  return attempt([&] {
    if (mma.atom.arch.rfind("SM100", 0) != 0)
      fail(LL_TRANSLATABLE("CoreMessage", "TMEM: %1 is not an SM100 UMMA atom (its accumulator is in registers)"), mma.atom.name);
    TmemScene s;
    s.n_sm = mma.atom.name.find("2x1SM") != std::string::npos ? 2 : 1;
    const Tensor tC = partition_mma(mma, 'C', 0, make_identity_tensor(c_tile));  // CTA 0's C elements
    const Tensor acc = make_mma_fragment(mma, 'C', tC);
    s.fragment = to_string(acc);
    s.value_bits = acc.pointer->element_bits;
    s.tile_m = size(get(tC.layout.shape, {0, 0})).value * size(tC.layout, {1}).value;
    s.tile_n = size(tC.layout).value / s.tile_m;

    // where each C element lives: the address of tmem_ptr<T> + i, lane << 16 | column
    const std::int64_t elements = size(acc.layout).value;
    std::vector<std::pair<int, std::int64_t>> place(static_cast<std::size_t>(elements));
    for (std::int64_t i = 0; i < elements; ++i) {
      const TmemAddress a = tmem_address(
          tmem_advance(static_cast<std::uint32_t>(acc.pointer->address), s.value_bits, crd2idx(IntTuple(dynamic_int(i)), acc.layout).value));
      place[std::size_t(i)] = {a.lane, a.column};
      s.columns = std::max<std::int64_t>(s.columns, a.column + 1);
    }
    s.cells.assign(static_cast<std::size_t>(TmemScene::kLanes * s.columns), TmemCell{});

    // who moves each C element: the copy's register side over the same coordinates
    const TiledCopy copy = make_tmem_copy(make_tmem_copy_atom(op, mma.atom.val_type_c), acc);
    s.copy = to_string(copy);
    const bool load = op.rfind("SM100_TMEM_LOAD", 0) == 0;
    std::unordered_map<std::int64_t, std::pair<std::int64_t, std::int64_t>> owner;  // m * N + n -> (thread, instruction)
    const std::int64_t threads = size(copy).value;
    for (std::int64_t t = 0; t < threads; ++t) {
      const Tensor held = partition_copy(copy, load ? 'D' : 'S', t, tC);
      const std::int64_t per = size(held.layout, {0}).value;
      const std::int64_t n = size(held.layout).value;
      s.instructions = n / per;
      for (std::int64_t j = 0; j < n; ++j) {
        const auto [m, col] = mn_at(held, j);
        owner[m * s.tile_n + col] = {t, j / per};
      }
    }
    for (std::int64_t i = 0; i < elements; ++i) {
      const auto [m, n] = mn_at(tC, i);
      TmemCell& cell = s.cells[std::size_t(place[std::size_t(i)].first * s.columns + place[std::size_t(i)].second)];
      cell.m = m, cell.n = n;
      if (auto it = owner.find(m * s.tile_n + n); it != owner.end()) cell.thread = it->second.first, cell.instruction = it->second.second;
    }
    return s;
  });
}

}  // namespace ll
