#include "app/gui/explorer/layout_grid_model.hpp"
#include "app/gui/translations/core_messages.hpp"

#include <QCoreApplication>
#include <QtConcurrent/QtConcurrentRun>

namespace ll::gui {

LayoutGridModel::LayoutGridModel(QObject* parent) : QAbstractTableModel(parent) {}

void LayoutGridModel::setLayout(const Layout& layout, SceneOptions options) {
  // Another layout starts from the budget; the same one (new colours) keeps its refinement and zoom.
  if (!source_ || !(source_->first == layout)) {
    scene_budget_ = budget_;
    window_.reset();
    whole_block_ = 1;  // no window is planned until this layout's whole picture is here
  }
  build(layout, std::move(options));
}

void LayoutGridModel::setWindow(std::optional<SceneWindow> window) {
  if (window == window_ || !source_) return;
  window_ = window;
  const auto [layout, options] = *source_;
  build(layout, options);
}

void LayoutGridModel::build(const Layout& layout, SceneOptions options) {
  const int generation = ++generation_;
  source_ = std::pair{layout, options};
  options.window = window_;
  const std::int64_t budget = scene_budget_;
  const auto cells = window_ ? std::optional<std::int64_t>(window_->rows * window_->cols) : checked_size(layout);
  if (!cells || *cells <= kSynchronousCells) {
    finish(make_grid_scene(layout, options, budget), generation);
    return;
  }
  if (pending_++ == 0) emit busyChanged(true);
  auto* watcher = new QFutureWatcher<Result<GridScene>>(this);
  connect(watcher, &QFutureWatcher<Result<GridScene>>::finished, this, [this, watcher, generation] {
    watcher->deleteLater();
    if (watcher_ == watcher) watcher_ = nullptr;
    // The scene first: whoever hears "no longer busy" (the card's size label) reads the new scene.
    finish(watcher->result(), generation);
    if (--pending_ == 0) emit busyChanged(false);
  });
  watcher_ = watcher;
  watcher->setFuture(QtConcurrent::run([layout, options, budget] { return make_grid_scene(layout, options, budget); }));
}

bool LayoutGridModel::refine(std::int64_t factor) {
  if (!source_ || window_ || !scene_.aggregated() || scene_budget_ >= kMaxSceneCells) return false;
  scene_budget_ = std::min(scene_budget_ * factor, kMaxSceneCells);
  const auto [layout, options] = *source_;
  build(layout, options);
  return true;
}

void LayoutGridModel::waitForScene() {
  while (watcher_) {
    watcher_->waitForFinished();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
  }
}

void LayoutGridModel::finish(Result<GridScene> result, int generation) {
  if (generation != generation_) return;  // a newer layout replaced this one meanwhile
  if (!result) {
    error_ = errorText(result);
    emit errorChanged(error_);
    return;
  }
  if (!error_.isEmpty()) {
    error_.clear();
    emit errorChanged(error_);
  }
  setScene(std::move(result).value());
}

void LayoutGridModel::setScene(GridScene scene) {
  beginResetModel();
  scene_ = std::move(scene);
  if (!scene_.windowed()) {
    whole_block_ = scene_.block_cols;
    whole_keys_ = {scene_.min_key, scene_.max_key};
  } else {  // colours as in the whole picture, not re-stretched over each window as it pans
    scene_.min_key = std::min(scene_.min_key, whole_keys_.first);
    scene_.max_key = std::max(scene_.max_key, whole_keys_.second);
  }
  endResetModel();
}

int LayoutGridModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(scene_.rows);
}

int LayoutGridModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(scene_.cols * scene_.slabs);
}

QVariant LayoutGridModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || scene_.cells.empty()) return {};
  const std::int64_t slab = index.column() / scene_.cols, col = index.column() % scene_.cols;
  const GridCell& cell = scene_.at(slab, index.row(), col);
  switch (role) {
    case Qt::DisplayRole: return QVariant::fromValue<qlonglong>(cell.index);
    case CoordRole: return QVariant::fromValue<qlonglong>(cell.coord);
    case KeyRole: return QVariant::fromValue<qlonglong>(cell.key);
    case NaturalCoordRole:
      return QString::fromStdString(cell_label_text(scene_, cell, CellLabel::NaturalCoord));
    default: return {};
  }
}

QVariant LayoutGridModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (role != Qt::DisplayRole) return {};
  if (orientation == Qt::Horizontal && scene_.cols > 0) section = int(section % scene_.cols);
  const auto& labels = orientation == Qt::Horizontal ? scene_.col_labels : scene_.row_labels;
  if (section < 0 || section >= static_cast<int>(labels.size())) return {};
  return QString::fromStdString(labels[std::size_t(section)]);
}

}  // namespace ll::gui

