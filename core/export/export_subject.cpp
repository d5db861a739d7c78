#include "core/export/export_subject.hpp"

#include <algorithm>
#include <numeric>

namespace ll {
namespace {

// A composed layout pictured over layout_b's grid: each cell shows A(offset + B(c)).
Result<GridScene> composed_scene(const ComposedLayout& c) {
  auto base = make_grid_scene(c.layout_b);
  if (!base) return base;
  return attempt([&] {
    GridScene s = std::move(base).value();
    for (auto& cell : s.cells) {
      cell.index = apply_functions(c, Int{cell.index, false}).value;
      cell.key = cell.index;
    }
    s.min_index = s.max_index = s.cells.empty() ? 0 : s.cells.front().index;
    for (const auto& cell : s.cells) {
      s.min_index = std::min(s.min_index, cell.index);
      s.max_index = std::max(s.max_index, cell.index);
    }
    s.min_key = s.min_index;
    s.max_key = s.max_index;
    s.by_index.resize(s.cells.size());
    std::iota(s.by_index.begin(), s.by_index.end(), 0u);
    std::stable_sort(s.by_index.begin(), s.by_index.end(),
                     [&](std::uint32_t a, std::uint32_t b) { return s.cells[a].index < s.cells[b].index; });
    return s;
  });
}

}  // namespace

Result<ExportScene> make_export_scene(const ExportSubject& subject, const SceneOptions& grid) {
  if (const auto* l = std::get_if<Layout>(&subject.value)) {
    auto s = make_grid_scene(*l, grid);
    if (!s) return s.failure();
    return ExportScene{std::move(s).value()};
  }
  if (const auto* c = std::get_if<ComposedLayout>(&subject.value)) {
    auto s = composed_scene(*c);
    if (!s) return s.failure();
    return ExportScene{std::move(s).value()};
  }
  if (const auto* sw = std::get_if<Swizzle>(&subject.value)) {
    auto any = attempt([&] { return make_layout(*sw); });
    if (!any) return any.failure();
    const AnyLayout& a = *any;
    auto s = std::holds_alternative<Layout>(a) ? make_grid_scene(std::get<Layout>(a))
                                               : composed_scene(std::get<ComposedLayout>(a));
    if (!s) return s.failure();
    return ExportScene{std::move(s).value()};
  }
  if (const auto* tv = std::get_if<TvLayoutOnTile>(&subject.value)) {
    auto panel = make_tv_ownership_panel(tv->tv, tv->tile);
    if (!panel) return panel.failure();
    return ExportScene{make_tv_scene(std::move(panel).value())};
  }
  const TiledPicture& picture = std::get<TiledPicture>(subject.value);
  if (!picture.cta) return ExportScene{picture.scene};
  auto grown = make_cta_tile_scene(picture.scene, *picture.cta);
  if (!grown) return grown.failure();
  return ExportScene{std::move(grown).value()};
}

}  // namespace ll
