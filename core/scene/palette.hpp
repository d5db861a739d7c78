#pragma once
// Colour keys as plain RGB, shared by the Qt painters and the TikZ writer so a picture looks the same
// in every format. Thread t gets colour t % size of the chosen palette (as CuTe's TikzColor_TV does).
#include <cstdint>
#include <string>
#include <vector>

namespace ll {

struct Rgb {
  int r = 0, g = 0, b = 0;
  friend bool operator==(const Rgb&, const Rgb&) = default;
};

struct Palette {
  std::string id;    // "cute", "okabe-ito", ...
  std::string name;  // shown in menus: the source text of translation context "Palette"
  std::vector<Rgb> colours;
  bool colour_blind_safe = false;
};

// All palettes; the first is CuTe's print_latex TV palette.
const std::vector<Palette>& palettes();
// @post the palette with this id, or the first one when none matches
const Palette& find_palette(const std::string& id);
// The colour of thread (or index) `key` in palette p. @pre !p.colours.empty()
Rgb palette_colour(const Palette& p, std::int64_t key);

}  // namespace ll
