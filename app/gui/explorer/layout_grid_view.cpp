#include "app/gui/explorer/layout_grid_view.hpp"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
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
  const GridScene& s = model_->scene();
  if (windows()) {
    planWindow();
  } else if (s.aggregated() && geometry_.cell >= 24 && refining_from_ == 0) {
    // Slabs of blocks zoomed in: finer blocks at the same scale (each block of the new scene stands for half
    // as many rows and columns, so it is drawn half as large), up to the model's cap.
    const std::int64_t before = std::max(s.block_rows, s.block_cols);
    refining_from_ = before;  // sceneChanged() rescales when the finer scene arrives (built off the GUI thread)
    if (!model_->refine()) refining_from_ = 0;
  }
  setFixedSize(sizeHint());
  update();
}

bool LayoutGridView::windows() const {
  const GridScene& s = model_->scene();
  return s.slabs == 1 && s.slab_axis.mode < 0 && !s.cells.empty() && (s.aggregated() || s.windowed());
}

void LayoutGridView::setPixelsPerCell(double pixels) {
  if (!windows()) {
    setCellSize(pixels);
    return;
  }
  user_zoomed_ = true;
  pixels = std::clamp(pixels, 1e-6, 160.0);
  geometry_.cell = std::clamp(pixels * double(model_->scene().block_cols), 1.0, 160.0);  // until the window comes
  planWindow(pixels);
  setFixedSize(sizeHint());
  update();
}

void LayoutGridView::planWindow(double pixels) {
  const GridScene& s = model_->scene();
  // While another layout's scene is being built, the one shown is not the layout's: nothing to plan from.
  if (!windows() || model_->busy()) return;
  // Pixels per cell of the layout, whatever the scene's blocks: the zoom the user chose, at most what keeps
  // the whole picture within the largest widget Qt lays out (a longer layout stays in blocks).
  if (pixels <= 0) pixels = geometry_.cell / double(s.block_cols);
  pixels = std::min(pixels, double(QWIDGETSIZE_MAX - 4096) / double(std::max<std::int64_t>({s.full_rows, s.full_cols, 1})));
  // Blocks that make a drawn cell 12-24 px: labels readable, and what a viewport shows stays small.
  const std::int64_t block = std::max<std::int64_t>(1, static_cast<std::int64_t>(std::floor(24.0 / pixels)));
  std::optional<SceneWindow> want;
  if (block < model_->wholeBlock()) {
    QRect seen = visibleRegion().boundingRect();
    if (seen.isEmpty()) seen = QRect(QPoint(0, 0), QSize(800, 600));
    const double drawn = pixels * double(block);
    // Where the picture is on screen at the new zoom (the widget is resized to it after this).
    GridGeometry at = geometry_;
    at.cell = pixels * double(s.block_cols);
    const QPointF o = at.slab_origin(s, 0);
    const std::int64_t rows_total = (s.full_rows + (s.full_rows > 1 ? block : 1) - 1) / (s.full_rows > 1 ? block : 1);
    const std::int64_t cols_total = (s.full_cols + block - 1) / block;
    auto range = [&](double lo, double hi, double origin, std::int64_t total) {
      const auto first = static_cast<std::int64_t>(std::floor((lo - origin) / drawn));
      const auto last = static_cast<std::int64_t>(std::ceil((hi - origin) / drawn));
      const std::int64_t margin = std::max<std::int64_t>(2, (last - first) / 2);
      const std::int64_t a = std::clamp<std::int64_t>(first - margin, 0, std::max<std::int64_t>(0, total - 1));
      const std::int64_t b = std::clamp<std::int64_t>(last + margin, a + 1, total);
      return std::pair{a, b};
    };
    const auto [r0, r1] = range(seen.top(), seen.bottom(), o.y(), rows_total);
    const auto [c0, c1] = range(seen.left(), seen.right(), o.x(), cols_total);
    want = SceneWindow{block, r0, c0, r1 - r0, c1 - c0};
    // Still inside the current window at this block size: nothing to build.
    if (const auto& have = model_->window(); have && have->block == block && s.windowed() &&
                                              have->first_row <= r0 + (r1 - r0) / 8 && have->first_col <= c0 + (c1 - c0) / 8 &&
                                              have->first_row + have->rows >= r1 - (r1 - r0) / 8 &&
                                              have->first_col + have->cols >= c1 - (c1 - c0) / 8)
      return;
  }
  if (want == model_->window()) return;
  window_pixels_ = pixels;  // sceneChanged() draws the new scene at this zoom
  model_->setWindow(want);
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
  if (window_pixels_ > 0) {  // a window (or the whole picture again) at the zoom that asked for it
    geometry_.cell = std::max(1.0, window_pixels_ * double(model_->scene().block_cols));
    window_pixels_ = 0;
  }
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

void LayoutGridView::moveEvent(QMoveEvent*) {
  // The scroll area scrolls by moving this widget: a window follows what comes into view (once per batch of
  // moves, after they are painted).
  if (window_check_queued_) return;
  window_check_queued_ = true;
  QTimer::singleShot(0, this, [this] {
    window_check_queued_ = false;
    planWindow();
  });
}

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
