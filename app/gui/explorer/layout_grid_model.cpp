#include "app/gui/explorer/layout_grid_model.hpp"

namespace ll::gui {

void LayoutGridModel::setScene(GridScene scene) {
  beginResetModel();
  scene_ = std::move(scene);
  endResetModel();
}

int LayoutGridModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(scene_.rows);
}

int LayoutGridModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(scene_.cols);
}

QVariant LayoutGridModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || role != Qt::DisplayRole) return {};
  return QVariant::fromValue<qlonglong>(scene_.at(index.row(), index.column()).index);
}

QVariant LayoutGridModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (role != Qt::DisplayRole) return {};
  const auto& labels = orientation == Qt::Horizontal ? scene_.col_labels : scene_.row_labels;
  if (section < 0 || section >= static_cast<int>(labels.size())) return {};
  return QString::fromStdString(labels[section]);
}

}  // namespace ll::gui
