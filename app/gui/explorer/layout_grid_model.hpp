#pragma once
// Qt model view of a layout's GridScene: row r, column c holds the layout's index at (r, c).
#include <QAbstractTableModel>

#include "core/scene/grid_scene.hpp"

namespace ll::gui {

class LayoutGridModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  using QAbstractTableModel::QAbstractTableModel;

  void setScene(GridScene scene);
  const GridScene& scene() const { return scene_; }

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  GridScene scene_;
};

}  // namespace ll::gui
