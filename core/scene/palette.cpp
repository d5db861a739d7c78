#include "core/scene/palette.hpp"

#include "core/util/translatable.hpp"

namespace ll {

const std::vector<Palette>& palettes() {
  static const std::vector<Palette> all = {
      // CuTe's TikzColor_TV (cute/util/print_latex.hpp), so exports match print_latex.
      {"cute", LL_TRANSLATABLE("Palette", "CuTe print_latex"),
       {{175, 175, 255}, {175, 255, 175}, {255, 255, 175}, {255, 175, 175},
        {210, 210, 255}, {210, 255, 210}, {255, 255, 210}, {255, 210, 210}},
       false},
      // Okabe & Ito's colour-blind-safe set, lightened 45% towards white so black labels stay readable.
      {"okabe-ito", LL_TRANSLATABLE("Palette", "Okabe-Ito (colour-blind safe)"),
       {{243, 197, 115}, {154, 214, 243}, {115, 199, 166}, {248, 243, 145},
        {115, 169, 208}, {236, 172, 115}, {229, 188, 210}, {190, 190, 190}},
       true},
      // Paul Tol's "light" qualitative scheme, designed for labelled cells and colour-blind readers.
      {"tol-light", LL_TRANSLATABLE("Palette", "Tol light (colour-blind safe)"),
       {{119, 170, 221}, {153, 221, 255}, {68, 187, 153}, {187, 204, 51},
        {170, 170, 0}, {238, 221, 136}, {238, 136, 102}, {255, 170, 187}, {221, 221, 221}},
       true},
      // CuTe's TikzColor_BWx8 greys (black!00, !40, !20, !60, !10, !50, !30, !70).
      {"grey", LL_TRANSLATABLE("Palette", "Greyscale (print)"),
       {{255, 255, 255}, {153, 153, 153}, {204, 204, 204}, {102, 102, 102},
        {230, 230, 230}, {128, 128, 128}, {179, 179, 179}, {77, 77, 77}},
       true},
  };
  return all;
}

const Palette& find_palette(const std::string& id) {
  for (const auto& p : palettes())
    if (p.id == id) return p;
  return palettes().front();
}

Rgb palette_colour(const Palette& p, std::int64_t key) {
  const auto n = static_cast<std::int64_t>(p.colours.size());
  return p.colours[static_cast<std::size_t>(((key % n) + n) % n)];
}

}  // namespace ll
