#include "app/gui/designer/tv_scene_view.hpp"

#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QWheelEvent>

namespace ll::gui {

TvSceneView::TvSceneView(QWidget* parent) : QWidget(parent) {
  setMouseTracking(true);
  setBackgroundRole(QPalette::Base);
  setAutoFillBackground(true);
  setObjectName(QStringLiteral("tvSceneView"));
}

void TvSceneView::setScene(std::shared_ptr<const TvScene> scene) {
  scene_ = std::move(scene);
  if (scene_ && state_.selected_thread >= scene_->threads) state_.selected_thread = -1;
  // The scroll area resizes the view (widgetResizable); the picture's size is its minimum.
  setMinimumSize(sizeHint());
  updateGeometry();
  update();
}

void TvSceneView::setSelectedThread(std::int64_t thread) {
  state_.selected_thread = thread;
  update();
}

void TvSceneView::setPaletteId(const QString& id) {
  state_.palette = id.toStdString();
  update();
}

void TvSceneView::setFlagOwnership(bool on) {
  state_.flag_ownership = on;
  update();
}

void TvSceneView::setCellSize(double px) {
  geometry_.cell = std::clamp(px, 4.0, 120.0);
  setMinimumSize(sizeHint());
  updateGeometry();
  update();
}

QSize TvSceneView::sizeHint() const {
  if (!scene_) return QSize(200, 200);
  return geometry_.size_for(*scene_).toSize();
}

const TvPanel* TvSceneView::panel(const QString& name) const {
  if (!scene_) return nullptr;
  for (const auto& p : scene_->panels)
    if (QString::fromStdString(p.name) == name) return &p;
  return nullptr;
}

std::vector<std::pair<std::int64_t, std::int64_t>> TvSceneView::highlightedCells(const QString& name) const {
  std::vector<std::pair<std::int64_t, std::int64_t>> cells;
  const TvPanel* p = panel(name);
  if (!p || state_.selected_thread < 0) return cells;
  for (std::int64_t r = 0; r < p->rows; ++r)
    for (std::int64_t c = 0; c < p->cols; ++c) {
      if (p->kind == TvPanelKind::TvTable) {
        if (r == state_.selected_thread) cells.emplace_back(r, c);
        continue;
      }
      for (const auto& o : p->at(r, c).owners)
        if (o.thread == state_.selected_thread) {
          cells.emplace_back(r, c);
          break;
        }
    }
  return cells;
}

QPointF TvSceneView::cellCentre(const QString& name, std::int64_t row, std::int64_t col) const {
  const TvPanel* p = panel(name);
  return p ? geometry_.cell_rect(*p, row, col).center() : QPointF();
}

QString TvSceneView::describeAt(QPointF pos) const {
  if (!scene_) return {};
  const auto hit = tv_hit_test(*scene_, geometry_, pos);
  if (!hit) return {};
  const TvPanel& p = scene_->panels[hit->panel];
  const TvCell& cell = p.at(hit->row, hit->col);
  const QString where = p.name.empty() ? QString() : QString::fromStdString(p.name) + QStringLiteral(" ");
  if (p.kind == TvPanelKind::TvTable) {
    if (cell.target_row < 0) return tr("%1thread %2, value %3: outside the tile").arg(where).arg(hit->row).arg(hit->col);
    return tr("%1thread %2, value %3 (register %3) -> (%4,%5) = (%6,%7)")
        .arg(where)
        .arg(hit->row)
        .arg(hit->col)
        .arg(QString::fromStdString(p.name == "B" ? "k" : "m"))
        .arg(QString::fromStdString(p.name == "A" ? "k" : "n"))
        .arg(cell.target_row)
        .arg(cell.target_col);
  }
  const QString coord = tr("(%1,%2) = (%3,%4)")
                            .arg(QString::fromStdString(p.row_axis.empty() ? "m" : p.row_axis))
                            .arg(QString::fromStdString(p.col_axis.empty() ? "n" : p.col_axis))
                            .arg(hit->row)
                            .arg(hit->col);
  if (cell.owners.empty()) return tr("%1%2: owned by no thread").arg(where, coord);
  QStringList owners;
  for (const auto& o : cell.owners)
    owners << tr("thread %1 value %2 (register %2)").arg(o.thread).arg(o.value);
  return tr("%1%2: %3").arg(where, coord, owners.join(QStringLiteral("; ")));
}

void TvSceneView::setOverlay(const QString& text) {
  overlay_ = text;
  update();
}

void TvSceneView::paintEvent(QPaintEvent*) {
  if (!scene_) return;
  QPainter painter(this);
  paint_tv_scene(painter, *scene_, geometry_, state_);
  if (overlay_.isEmpty()) return;
  const TvPanel* c = panel(QStringLiteral("C"));
  const QRectF area = c ? geometry_.cell_rect(*c, 0, 0).united(geometry_.cell_rect(*c, c->rows - 1, c->cols - 1))
                        : QRectF(rect());
  QFont font = painter.font();
  font.setPixelSize(18);
  font.setBold(true);
  painter.setFont(font);
  const QRectF box = painter.boundingRect(area, Qt::AlignCenter, overlay_).adjusted(-10, -6, 10, 6);
  painter.setPen(Qt::NoPen);
  painter.setBrush(QColor(20, 20, 20, 200));
  painter.drawRoundedRect(box, 6, 6);
  painter.setPen(Qt::white);
  painter.drawText(box, Qt::AlignCenter, overlay_);
}

void TvSceneView::mousePressEvent(QMouseEvent* event) {
  if (!scene_ || event->button() != Qt::LeftButton) return;
  const auto hit = tv_hit_test(*scene_, geometry_, event->position());
  std::int64_t thread = -1;
  if (hit) {
    const TvPanel& p = scene_->panels[hit->panel];
    const TvCell& cell = p.at(hit->row, hit->col);
    if (p.kind == TvPanelKind::TvTable) thread = hit->row;
    else if (!cell.owners.empty()) thread = cell.owners.front().thread;
  }
  if (thread == state_.selected_thread) thread = -1;  // a second click clears
  setSelectedThread(thread);
  emit threadClicked(thread);
}

void TvSceneView::mouseMoveEvent(QMouseEvent* event) {
  const QString info = describeAt(event->position());
  setToolTip(info);
  emit hovered(info);
}

void TvSceneView::wheelEvent(QWheelEvent* event) {
  if (!(event->modifiers() & Qt::ControlModifier)) {
    event->ignore();  // let the scroll area scroll
    return;
  }
  setCellSize(geometry_.cell * (event->angleDelta().y() > 0 ? 1.15 : 1 / 1.15));
  event->accept();
}

}  // namespace ll::gui
