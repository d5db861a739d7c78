#include "app/gui/painters/grid_colours.hpp"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

namespace ll::gui {
namespace {

std::vector<QColor> hex(std::initializer_list<const char*> codes) {
  std::vector<QColor> out;
  for (const char* c : codes) out.emplace_back(QColor::fromString(QLatin1String(c)));
  return out;
}

}  // namespace

const std::vector<ColourScheme>& colour_schemes() {
  static const std::vector<ColourScheme> schemes = {
      {"viridis", QT_TRANSLATE_NOOP("ColourScheme", "Viridis (continuous)"),
       hex({"#440154", "#482878", "#3e4a89", "#31688e", "#26828e", "#1f9e89", "#35b779", "#6ece58", "#b5de2b",
            "#fde725"}),
       true, true},
      {"cividis", QT_TRANSLATE_NOOP("ColourScheme", "Cividis (continuous)"),
       hex({"#00204d", "#00336f", "#39486b", "#575d6d", "#707173", "#8a8779", "#a69d75", "#c4b56c", "#e4cf5b",
            "#ffea46"}),
       true, true},
      {"okabe-ito", QT_TRANSLATE_NOOP("ColourScheme", "Okabe-Ito (categorical)"),
       hex({"#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7", "#999999"}), false, true},
      {"tol-muted", QT_TRANSLATE_NOOP("ColourScheme", "Paul Tol muted (categorical)"),
       hex({"#cc6677", "#332288", "#ddcc77", "#117733", "#88ccee", "#882255", "#44aa99", "#999933", "#aa4499",
            "#dddddd"}),
       false, true},
      {"pastel", QT_TRANSLATE_NOOP("ColourScheme", "Pastel rainbow (not colour-blind safe)"),
       hex({"#fbb4ae", "#b3cde3", "#ccebc5", "#decbe4", "#fed9a6", "#ffffcc", "#e5d8bd", "#fddaec"}), false, false},
      {"high-contrast", QT_TRANSLATE_NOOP("ColourScheme", "High contrast (presentation)"),
       hex({"#000000", "#ffffff", "#004488", "#ddaa33", "#bb5566"}), false, true},
  };
  return schemes;
}

const ColourScheme& find_colour_scheme(const QString& id) {
  for (const auto& s : colour_schemes())
    if (s.id == id) return s;
  return colour_schemes().front();
}

QColor key_colour(const ColourScheme& scheme, std::int64_t key, std::int64_t min_key, std::int64_t max_key) {
  const auto& c = scheme.colours;
  if (!scheme.continuous) {
    const auto n = static_cast<std::int64_t>(c.size());
    return c[static_cast<std::size_t>(((key % n) + n) % n)];
  }
  if (max_key <= min_key) return c[c.size() / 2];
  const double t = std::clamp(double(key - min_key) / double(max_key - min_key), 0.0, 1.0) * double(c.size() - 1);
  const auto i = static_cast<std::size_t>(std::floor(t));
  if (i + 1 >= c.size()) return c.back();
  const double f = t - double(i);
  const QColor& a = c[i];
  const QColor& b = c[i + 1];
  return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * f), float(a.greenF() + (b.greenF() - a.greenF()) * f),
                          float(a.blueF() + (b.blueF() - a.blueF()) * f));
}

QColor text_colour_on(const QColor& background) {
  const double luminance = 0.2126 * background.redF() + 0.7152 * background.greenF() + 0.0722 * background.blueF();
  return luminance > 0.45 ? QColor(Qt::black) : QColor(Qt::white);
}

const std::vector<Theme>& themes() {
  static const std::vector<Theme> all = {
      {"light", QColor("#ffffff"), QColor("#202020"), QColor("#5a5a5a"), QColor("#000000"), QColor("#d81b60"),
       QColor("#707070")},
      {"dark", QColor("#1e1f22"), QColor("#e8e8e8"), QColor("#8a8a8a"), QColor("#f0f0f0"), QColor("#ff4081"),
       QColor("#a0a0a0")},
      {"high-contrast", QColor("#000000"), QColor("#ffffff"), QColor("#c0c0c0"), QColor("#ffff00"),
       QColor("#00ffff"), QColor("#e0e0e0")},
  };
  return all;
}

const Theme& find_theme(const QString& id) {
  for (const auto& t : themes())
    if (t.id == id) return t;
  return themes().front();
}

}  // namespace ll::gui
