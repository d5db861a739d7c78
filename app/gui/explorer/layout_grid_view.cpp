#include "app/gui/explorer/layout_grid_view.hpp"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

namespace ll::gui {

LayoutGridView::LayoutGridView(LayoutGridModel* model, ViewSettings* settings, QWidget* parent)
    : QWidget(parent), model_(model), settings_(settings) {
  geometry_.cell = settings_->cellSize();
  geometry_.codomain = settings_->codomain();
  connect(model_, &QAbstractItemModel::modelReset, this, &LayoutGridView::sceneChanged);
  connect(settings_, &ViewSettings::changed, this, [this] {
    geometry_.codomain = settings_->codomain();
    picture_.rebuild(model_->scene(), *style().scheme);
    setFixedSize(sizeHint());
    update();
  });
  setMouseTracking(true);
  setFocusPolicy(Qt::ClickFocus);
  setAttribute(Qt::WA_OpaquePaintEvent);
  sceneChanged();
}

GridStyle LayoutGridView::style() const {
  GridStyle s = settings_->style();
  s.legend = legendText();
  return s;
}

QString LayoutGridView::legendText() const {
  const GridScene& s = model_->scene();
  auto axis = [this](const GridScene::Axis& a, const QString& direction) {
    if (a.mode < 0) return QString();
    const QString name = a.name.empty() ? QString() : QString::fromStdString(a.name) + QStringLiteral(" = ");
    const QString mode = a.mode == a.last_mode ? tr("mode %1").arg(a.mode) : tr("modes %1..%2").arg(a.mode).arg(a.last_mode);
    return tr("%1 %2%3 %4").arg(direction, name, mode, QString::fromStdString(a.layout_text));
  };
  QStringList parts;
  if (s.row_axis.mode >= 0) parts << axis(s.row_axis, tr("rows ↓"));
  if (s.col_axis.mode >= 0) parts << axis(s.col_axis, tr("columns →"));
  if (s.slab_axis.mode >= 0) parts << axis(s.slab_axis, tr("slabs"));
  return parts.join(QStringLiteral("    "));
}

QSize LayoutGridView::sizeHint() const { return geometry_.size_for(model_->scene()).toSize(); }

void LayoutGridView::setCellSize(double cell) {
  geometry_.cell = std::clamp(cell, 1.0, 160.0);
  user_zoomed_ = true;
  // Zoomed in on blocks: finer blocks at the same scale (each block of the new scene stands for half as
  // many rows and columns, so it is drawn half as large), up to the model's cap.
  const GridScene& s = model_->scene();
  if (s.aggregated() && geometry_.cell >= 24 && refining_from_ == 0) {
    const std::int64_t before = std::max(s.block_rows, s.block_cols);
    refining_from_ = before;  // sceneChanged() rescales when the finer scene arrives (built off the GUI thread)
    if (!model_->refine()) refining_from_ = 0;
  }
  setFixedSize(sizeHint());
  update();
}

void LayoutGridView::fitInto(QSize available, double max_cell) {
  const GridScene& s = model_->scene();
  if (s.cells.empty() || user_zoomed_ || available.width() < 60 || available.height() < 60) return;
  if (max_cell <= 0) max_cell = settings_->cellSize();
  const std::int64_t across = std::min(s.slabs, s.slabs_per_row);
  const std::int64_t down = (s.slabs + s.slabs_per_row - 1) / s.slabs_per_row;
  const double w = (available.width() - geometry_.left - geometry_.slab_gap * double(across)) / double(s.cols * across);
  const double h = (available.height() - geometry_.top - (geometry_.slab_gap + geometry_.title_height(s)) * double(down)) /
                   double(s.rows * down);
  geometry_.cell = std::clamp(std::floor(std::min(w, h)), 2.0, max_cell);
  setFixedSize(sizeHint());
  update();
}

void LayoutGridView::setMarkedCells(const lesson::Highlight& marks) {
  marks_ = marks;
  marked_ = {};
  const GridScene& s = model_->scene();
  if (!marks_.empty() && !s.aggregated())
    for (std::uint32_t i = 0; i < s.cells.size(); ++i)
      if (marks_.selects(s.cells[i].coord, s.cells[i].index)) marked_.cells.push_back(i);
  update();
}

void LayoutGridView::sceneChanged() {
  if (refining_from_ > 0) {
    const GridScene& finer = model_->scene();
    const std::int64_t block = std::max(finer.block_rows, finer.block_cols);
    geometry_.cell = std::max(1.0, geometry_.cell * double(block) / double(refining_from_));
    refining_from_ = 0;
  }
  geometry_.min_width = legend_width(legendText());
  picture_.rebuild(model_->scene(), *style().scheme);
  setMarkedCells(marks_);
  highlight_ = {};
  hover_text_.clear();
  setFixedSize(sizeHint());
  update();
}

void LayoutGridView::paintEvent(QPaintEvent* event) {
  QPainter p(this);
  const bool hovering = !highlight_.cells.empty() || highlight_.focus || highlight_.index;
  paint_grid(p, model_->scene(), geometry_, style(), picture_, QRectF(event->rect()), hovering ? highlight_ : marked_);
}

void LayoutGridView::setHover(GridGeometry::Hit hit) {
  const GridScene& s = model_->scene();
  GridHighlight h;
  QString text;
  if (hit.cell) {
    const GridCell& cell = s.cells[*hit.cell];
    h.focus = hit.cell;
    h.cells = s.cells_with_index(cell.index);
    h.index = cell.index;
    text = tr("coordinate %1 = %2 → index %3")
               .arg(cell.coord)
               .arg(QString::fromStdString(cell_label_text(s, cell, CellLabel::NaturalCoord)))
               .arg(cell.index);
    if (h.cells.size() > 1) text += tr("  (%n cells share this index)", nullptr, int(h.cells.size()));
  } else if (hit.index) {
    h.index = hit.index;
    h.cells = s.cells_with_index(*hit.index);
    text = h.cells.empty() ? tr("index %1: no coordinate maps here").arg(*hit.index)
                           : tr("index %1 ← %n coordinate(s)", nullptr, int(h.cells.size())).arg(*hit.index);
  }
  if (text == hover_text_ && h.cells == highlight_.cells && h.focus == highlight_.focus) return;
  highlight_ = std::move(h);
  hover_text_ = text;
  emit hovered(text);
  update();
}

void LayoutGridView::hoverCell(std::int64_t slab, std::int64_t row, std::int64_t col) {
  const GridScene& s = model_->scene();
  if (slab < 0 || slab >= s.slabs || row < 0 || row >= s.rows || col < 0 || col >= s.cols) return;
  GridGeometry::Hit hit;
  hit.cell = std::uint32_t(s.position(slab, row, col));
  setHover(hit);
}

void LayoutGridView::hoverAt(QPointF p) { setHover(geometry_.hit(model_->scene(), p)); }

void LayoutGridView::mouseMoveEvent(QMouseEvent* e) {
  if (panning_) {
    if (auto* area = qobject_cast<QAbstractScrollArea*>(parentWidget() ? parentWidget()->parentWidget() : nullptr)) {
      const QPoint delta = e->globalPosition().toPoint() - pan_from_;
      area->horizontalScrollBar()->setValue(area->horizontalScrollBar()->value() - delta.x());
      area->verticalScrollBar()->setValue(area->verticalScrollBar()->value() - delta.y());
    }
    pan_from_ = e->globalPosition().toPoint();
    return;
  }
  hoverAt(e->position());
}

void LayoutGridView::mousePressEvent(QMouseEvent* e) {
  if (e->button() == Qt::LeftButton || e->button() == Qt::MiddleButton) {
    panning_ = true;
    pan_from_ = e->globalPosition().toPoint();
    setCursor(Qt::ClosedHandCursor);
  }
}

void LayoutGridView::mouseReleaseEvent(QMouseEvent*) {
  panning_ = false;
  unsetCursor();
}

void LayoutGridView::leaveEvent(QEvent*) { setHover({}); }

void LayoutGridView::wheelEvent(QWheelEvent* e) {
  if (e->modifiers() & Qt::ControlModifier) {
    zoomBy(e->angleDelta().y() > 0 ? 1.25 : 0.8);
    e->accept();
    return;
  }
  e->ignore();  // the scroll area scrolls
}

void LayoutGridView::keyPressEvent(QKeyEvent* e) {
  if (e->key() == Qt::Key_Plus || e->key() == Qt::Key_Equal) {
    zoomBy(1.25);
  } else if (e->key() == Qt::Key_Minus) {
    zoomBy(0.8);
  } else {
    QWidget::keyPressEvent(e);
  }
}

}  // namespace ll::gui
