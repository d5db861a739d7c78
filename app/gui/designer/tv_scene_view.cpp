#include "app/gui/designer/tv_scene_view.hpp"

#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QWheelEvent>
#include <cmath>

#include "app/gui/painters/cta_tile_painter.hpp"

namespace ll::gui {

TvSceneView::TvSceneView(QWidget* parent) : QWidget(parent) {
  setMouseTracking(true);
  setBackgroundRole(QPalette::Base);
  setAutoFillBackground(true);
  setObjectName(QStringLiteral("tvSceneView"));
}

void TvSceneView::setScene(std::shared_ptr<const TvScene> scene) {
  scene_ = std::move(scene);
  if (cta_ && (!scene_ || cta_->c_panel >= scene_->panels.size())) cta_.reset();
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
  if (!hit) return describeCtaAt(pos);
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

QString TvSceneView::describeCtaAt(QPointF pos) const {
  if (!cta_ || cta_->c_panel >= scene_->panels.size()) return {};
  const auto row = static_cast<std::int64_t>(std::floor((pos.y() - geometry_.margin) / geometry_.cell));
  const auto col = static_cast<std::int64_t>(std::floor((pos.x() - geometry_.margin) / geometry_.cell));
  const auto cell = cta_tile_cell(*cta_, row, col);
  if (!cell) return {};
  const TvPanel& c = scene_->panels[cta_->c_panel];
  QStringList owners;
  for (const auto& o : c.at(cell->tile_row, cell->tile_col).owners)
    owners << tr("thread %1 value %2").arg(o.thread).arg(o.value);
  return tr("CTA tile (m,n) = (%1,%2), in TiledMMA tile (%3,%4): owned as C (%5,%6): %7")
      .arg(cell->m)
      .arg(cell->n)
      .arg(cell->repeat_m)
      .arg(cell->repeat_n)
      .arg(cell->tile_row)
      .arg(cell->tile_col)
      .arg(owners.isEmpty() ? tr("no thread") : owners.join(QStringLiteral("; ")));
}

void TvSceneView::setOverlay(const QString& text) {
  overlay_ = text;
  update();
}

void TvSceneView::setCtaTile(std::optional<CtaTileOverlay> overlay, const QString& caption) {
  cta_ = std::move(overlay);
  cta_caption_ = cta_ ? caption : QString();
  update();
}

void TvSceneView::paintEvent(QPaintEvent* event) {
  if (!scene_) return;
  QPainter painter(this);
  painter.setClipRect(event->rect());
  paint_tv_scene(painter, *scene_, geometry_, state_);
  if (cta_) paint_cta_tile(painter, *scene_, *cta_, geometry_, state_);
  if (overlay_.isEmpty() && cta_caption_.isEmpty()) return;
  // The measured throughput and the CTA tile, in one box at the top right of the visible part (the scroll
  // area moves this widget; moveEvent repaints), so it stays in view over any picture size.
  QStringList lines;
  if (!overlay_.isEmpty()) lines << overlay_;
  if (!cta_caption_.isEmpty()) lines << cta_caption_;
  QRectF visible = visibleRegion().boundingRect();
  if (visible.isEmpty()) visible = rect();
  // 18 px bold, smaller (down to 11 px) where the visible part is too narrow for the longest line.
  QFont font = painter.font();
  font.setBold(true);
  double width = 0;
  for (int px = 18; px >= 11; --px) {
    font.setPixelSize(px);
    width = 0;
    for (const QString& l : lines) width = std::max(width, QFontMetricsF(font).horizontalAdvance(l));
    if (width + 36 <= visible.width()) break;
  }
  painter.setFont(font);
  const double line_height = QFontMetricsF(font).height();
  const QSizeF size(width + 20, lines.size() * line_height + 12);
  const QPointF top_left(std::max(visible.left() + 8, visible.right() - size.width() - 8), visible.top() + 8);
  const QRectF box(top_left, size);
  painter.setRenderHint(QPainter::Antialiasing, true);
  painter.setPen(Qt::NoPen);
  painter.setBrush(QColor(20, 20, 20, 210));
  painter.drawRoundedRect(box, 6, 6);
  for (int i = 0; i < lines.size(); ++i) {
    const bool cta_line = !cta_caption_.isEmpty() && i == lines.size() - 1;
    painter.setPen(cta_line ? cta_outline_colour().lighter(170) : QColor(Qt::white));
    painter.drawText(QRectF(box.left() + 10, box.top() + 6 + i * line_height, width, line_height),
                     Qt::AlignLeft | Qt::AlignVCenter, lines[i]);
  }
}

void TvSceneView::moveEvent(QMoveEvent* event) {
  QWidget::moveEvent(event);
  if (!overlay_.isEmpty() || !cta_caption_.isEmpty()) update();  // the box follows the visible part
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
