#pragma once
// Qt model of a layout's GridScene: row r, column c holds the layout's index at (r, c) (slabs of a
// rank > 2 layout continue to the right). Scenes of big layouts are built off the UI thread.
#include <QAbstractTableModel>
#include <QFutureWatcher>
#include <algorithm>
#include <optional>
#include <utility>

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
  // The most cells a scene of this model holds: a bigger layout is drawn as blocks (GridScene::aggregated).
  // A view asks for what it shows, so memory follows the picture, not the layout's size.
  void setCellBudget(std::int64_t cells) {
    cells = std::clamp<std::int64_t>(cells, 1, kMaxSceneCells);
    if (cells != budget_) budget_ = scene_budget_ = cells;  // a refinement lasts until the budget changes
  }
  std::int64_t cellBudget() const { return budget_; }
  // An aggregated scene rebuilt with `factor` times the budget (finer blocks), for a view zoomed in on it.
  // @post false when the scene is not aggregated or the budget is at kMaxSceneCells already
  bool refine(std::int64_t factor = 4);
  // Only `window` of the picture (a view zoomed in on a huge rank <= 2 layout), or the whole picture at the
  // budget (nullopt). Kept while the layout is the same; another layout starts whole.
  void setWindow(std::optional<SceneWindow> window);
  const std::optional<SceneWindow>& window() const { return window_; }
  // The block size of the whole picture at the budget (1 when the layout fits it): a window is worth it
  // only with smaller blocks than these.
  std::int64_t wholeBlock() const { return whole_block_; }
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
  void build(const Layout& layout, SceneOptions options);
  void finish(Result<GridScene> result, int generation);
  GridScene scene_;
  std::optional<std::pair<Layout, SceneOptions>> source_;  // what the scene was made of, for refine()
  std::int64_t budget_ = kMaxSceneCells;        // what the view asked for
  std::int64_t scene_budget_ = kMaxSceneCells;  // the current scene's: the budget, times each refine()
  std::optional<SceneWindow> window_;
  std::int64_t whole_block_ = 1;
  std::pair<std::int64_t, std::int64_t> whole_keys_{0, 0};  // the whole picture's colour-key range
  QString error_;
  int generation_ = 0;
  int pending_ = 0;
  QFutureWatcher<Result<GridScene>>* watcher_ = nullptr;
};

}  // namespace ll::gui
