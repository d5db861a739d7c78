#pragma once
// Qt model of a layout's GridScene: row r, column c holds the layout's index at (r, c) (slabs of a
// rank > 2 layout continue to the right). Scenes of big layouts are built off the UI thread.
#include <QAbstractTableModel>
#include <QFutureWatcher>

#include "core/scene/grid_scene.hpp"

namespace ll::gui {

class LayoutGridModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Role { CoordRole = Qt::UserRole + 1, NaturalCoordRole, KeyRole };
  // Scenes of more cells than this are built with QtConcurrent.
  static constexpr std::int64_t kSynchronousCells = 1 << 16;

  explicit LayoutGridModel(QObject* parent = nullptr);

  // Rebuilds the scene of `layout`; small ones at once, big ones in the background (busy() meanwhile).
  void setLayout(const Layout& layout, SceneOptions options);
  void setScene(GridScene scene);
  const GridScene& scene() const { return scene_; }
  bool busy() const { return pending_ > 0; }
  QString error() const { return error_; }
  // Blocks until a background build has finished (tests, --screenshot).
  void waitForScene();

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 signals:
  void busyChanged(bool busy);
  void errorChanged(const QString& error);

 private:
  void finish(Result<GridScene> result, int generation);
  GridScene scene_;
  QString error_;
  int generation_ = 0;
  int pending_ = 0;
  QFutureWatcher<Result<GridScene>>* watcher_ = nullptr;
};

}  // namespace ll::gui
