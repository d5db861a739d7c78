#pragma once
// How grids are drawn (label, colouring, palette, theme, zoom, codomain strip): one object per main
// window, observed by every grid; persisted in QSettings.
#include <QObject>
#include <QString>
#include <algorithm>
#include <cstdint>

#include "app/gui/painters/grid_painter.hpp"
#include "core/scene/grid_scene.hpp"

namespace ll::gui {

class ViewSettings : public QObject {
  Q_OBJECT
 public:
  using QObject::QObject;

  CellLabel label() const { return label_; }
  ColourBy colourBy() const { return colour_by_; }
  int component() const { return component_; }
  QString schemeId() const { return scheme_; }
  QString themeId() const { return theme_; }
  bool codomain() const { return codomain_; }
  double cellSize() const { return cell_; }
  // The most cells a card's grid holds (the memory budget of each card; bigger layouts are drawn as blocks).
  std::int64_t cardCellBudget() const { return card_cells_; }
  static constexpr std::int64_t kDefaultCardCells = 1 << 16;  // 256 x 256, about 3 MB a card

  void setLabel(CellLabel l) { label_ = l; emit changed(); }
  void setColourBy(ColourBy c, int component = 0) { colour_by_ = c; component_ = component; emit changed(); }
  void setSchemeId(const QString& id) { scheme_ = id; emit changed(); }
  void setThemeId(const QString& id) { theme_ = id; emit changed(); }
  void setCodomain(bool on) { codomain_ = on; emit changed(); }
  void setCellSize(double c) { cell_ = std::clamp(c, 2.0, 120.0); emit changed(); }
  void setCardCellBudget(std::int64_t cells) { card_cells_ = std::clamp<std::int64_t>(cells, 1 << 12, kMaxSceneCells); emit changed(); }

  GridStyle style() const {
    GridStyle s;
    s.scheme = &find_colour_scheme(scheme_);
    s.theme = &find_theme(theme_);
    s.label = label_;
    return s;
  }

  void load();        // from QSettings
  void save() const;  // to QSettings

 signals:
  void changed();

 private:
  CellLabel label_ = CellLabel::Index;
  ColourBy colour_by_ = ColourBy::Index;
  int component_ = 0;
  QString scheme_ = QStringLiteral("viridis");
  QString theme_ = QStringLiteral("light");
  bool codomain_ = false;
  double cell_ = 30;
  std::int64_t card_cells_ = kDefaultCardCells;
};

}  // namespace ll::gui
