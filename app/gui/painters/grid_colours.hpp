#pragma once
// Colour schemes (palettes) and themes of the explorer's grids. The continuous and categorical
// schemes marked colour-blind safe follow published designs (viridis/cividis, Okabe-Ito, Paul Tol).
#include <QColor>
#include <QString>
#include <vector>

namespace ll::gui {

struct ColourScheme {
  QString id;    // stored in QSettings and documents: "viridis", "okabe-ito", ...
  QString name;  // shown in menus: the source text of context "ColourScheme" (translated at use)
  std::vector<QColor> colours;
  bool continuous = false;  // interpolate over [min_key, max_key] instead of cycling
  bool colour_blind_safe = false;
};

const std::vector<ColourScheme>& colour_schemes();
// @post the scheme with this id, or the default (the first) when none matches
const ColourScheme& find_colour_scheme(const QString& id);
QColor key_colour(const ColourScheme& scheme, std::int64_t key, std::int64_t min_key, std::int64_t max_key);
// Black or white, whichever reads better on `background`.
QColor text_colour_on(const QColor& background);

struct Theme {
  QString id;
  QColor background, text, line, boundary, highlight, muted;
};
const std::vector<Theme>& themes();
const Theme& find_theme(const QString& id);

}  // namespace ll::gui
