#include "app/gui/explorer/view_settings.hpp"

#include <QSettings>

namespace ll::gui {

void ViewSettings::load() {
  QSettings s;
  s.beginGroup(QStringLiteral("view"));
  label_ = CellLabel(s.value("label", int(label_)).toInt());
  colour_by_ = ColourBy(s.value("colourBy", int(colour_by_)).toInt());
  component_ = s.value("component", component_).toInt();
  scheme_ = s.value("scheme", scheme_).toString();
  theme_ = s.value("theme", theme_).toString();
  codomain_ = s.value("codomain", codomain_).toBool();
  cell_ = s.value("cell", cell_).toDouble();
  card_cells_ = std::clamp<std::int64_t>(s.value("cardCells", qint64(card_cells_)).toLongLong(), 1 << 12, kMaxSceneCells);
  if (colour_by_ == ColourBy::Operand) colour_by_ = ColourBy::Index;
  emit changed();
}

void ViewSettings::save() const {
  QSettings s;
  s.beginGroup(QStringLiteral("view"));
  s.setValue("label", int(label_));
  s.setValue("colourBy", int(colour_by_));
  s.setValue("component", component_);
  s.setValue("scheme", scheme_);
  s.setValue("theme", theme_);
  s.setValue("codomain", codomain_);
  s.setValue("cell", cell_);
  s.setValue("cardCells", qint64(card_cells_));
}

}  // namespace ll::gui
