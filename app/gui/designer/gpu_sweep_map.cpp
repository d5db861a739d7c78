#include "app/gui/designer/gpu_sweep_map.hpp"

#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <array>

namespace ll::gui {

namespace {

constexpr int kMinLabelWidth = 150, kMaxLabelWidth = 280;
constexpr int kHeaderHeight = 20;
constexpr int kCellWidth = 80;
constexpr int kCellHeight = 24;

// Viridis at nine stops: perceptually uniform, readable for colour-blind users and in grey.
QColor viridis(double t) {
  static constexpr std::array<std::array<int, 3>, 9> stops{{{68, 1, 84},
                                                            {71, 44, 122},
                                                            {59, 81, 139},
                                                            {44, 113, 142},
                                                            {33, 144, 141},
                                                            {39, 173, 129},
                                                            {92, 200, 99},
                                                            {170, 220, 50},
                                                            {253, 231, 37}}};
  t = std::clamp(t, 0.0, 1.0) * (stops.size() - 1);
  const int i = std::min<int>(static_cast<int>(t), stops.size() - 2);
  const double f = t - i;
  auto mix = [&](int c) { return static_cast<int>(stops[i][c] + f * (stops[i + 1][c] - stops[i][c]) + 0.5); };
  return QColor(mix(0), mix(1), mix(2));
}

bool is_ok(const GpuRun& r) { return r.status == QLatin1String("ok"); }

// An atom as a row names it: without template arguments (a run's majors follow its layout) and without the
// architecture prefix: "64x128x16" when every run has the same types, else "64x128x16_F32F16F16_SS".
QString short_atom(const QString& atom, bool with_types) {
  const QStringList parts = atom.section(QLatin1Char('<'), 0, 0).split(QLatin1Char('_'));
  if (parts.size() < 3) return atom;
  return with_types ? parts.mid(1).join(QLatin1Char('_')) : parts[1];
}

}  // namespace

GpuSweepMap::GpuSweepMap(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("gpuSweepMap"));
  setMouseTracking(true);
  setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void GpuSweepMap::setRuns(const QList<GpuRun>& runs) {
  runs_ = runs;
  rows_.clear();
  columns_.clear();
  // Name a row only by the parts that vary, so a thread-layout sweep reads "(2,2,1) · sm80".
  auto varies = [&](auto field) {
    for (const GpuRun& r : runs)
      if (field(r) != field(runs.front())) return true;
    return false;
  };
  const bool atom = varies([](const GpuRun& r) { return r.atom; });
  const bool types = varies([](const GpuRun& r) { return r.atom.section(QLatin1Char('<'), 0, 0).section(QLatin1Char('_'), 2); });
  const bool perm = varies([](const GpuRun& r) { return r.perm; });
  const bool layouts = varies([](const GpuRun& r) { return r.layout + r.c_layout; });
  const bool stages = varies([](const GpuRun& r) { return r.stages; });
  const bool clusters = varies([](const GpuRun& r) { return r.cluster; });
  auto row_key = [&](const GpuRun& r) {
    QStringList parts;
    if (atom) parts << short_atom(r.atom, types);
    parts << QString(r.thr).remove(' ');
    if (perm) parts << r.perm;
    parts << r.mainloop;
    if (layouts) parts << (r.c_layout == QLatin1String("row") ? r.layout + QStringLiteral(",C=row") : r.layout);
    if (stages) parts << (r.stages > 0 ? tr("%1 stages").arg(r.stages) : tr("default stages"));
    if (clusters) parts << tr("cluster %1").arg(r.cluster);
    return parts.join(QStringLiteral(" · "));
  };
  for (const GpuRun& r : runs) {
    if (!rows_.contains(row_key(r))) rows_ << row_key(r);
    if (!columns_.contains(r.tile)) columns_ << r.tile;
  }
  // Tiles in numeric order of M, N, K (a tune's wave-fitted tiles, 128x112 or 128x176, among the others)
  auto tile_key = [](const QString& tile) {
    QList<int> key;
    for (const QString& part : tile.split(QLatin1Char('x'))) key << part.toInt();
    return key;
  };
  std::stable_sort(columns_.begin(), columns_.end(), [&](const QString& a, const QString& b) { return tile_key(a) < tile_key(b); });
  int widest = 0;
  for (const QString& row : rows_) widest = std::max(widest, fontMetrics().horizontalAdvance(row));
  label_width_ = std::clamp(widest + 8, kMinLabelWidth, kMaxLabelWidth);
  cells_ = QList<int>(rows_.size() * columns_.size(), -1);
  bool any = false;
  for (int i = 0; i < runs.size(); ++i) {
    cells_[rows_.indexOf(row_key(runs[i])) * columns_.size() + columns_.indexOf(runs[i].tile)] = i;
    if (!is_ok(runs[i])) continue;
    min_tflops_ = any ? std::min(min_tflops_, runs[i].tflops) : runs[i].tflops;
    max_tflops_ = any ? std::max(max_tflops_, runs[i].tflops) : runs[i].tflops;
    any = true;
  }
  updateGeometry();
  update();
}

const GpuRun* GpuSweepMap::runAt(int row, int column) const {
  if (row < 0 || column < 0 || row >= rows_.size() || column >= columns_.size()) return nullptr;
  const int i = cells_[row * columns_.size() + column];
  return i < 0 ? nullptr : &runs_[i];
}

QString GpuSweepMap::cellText(int row, int column) const {
  const GpuRun* r = runAt(row, column);
  if (!r) return {};
  if (is_ok(*r)) return QString::number(r->tflops, 'f', 1);
  if (r->status == QLatin1String("wrong")) return tr("wrong");
  if (r->status == QLatin1String("cancelled")) return tr("cancelled");
  return tr("failed");
}

QRect GpuSweepMap::cellRect(int row, int column) const {
  return QRect(label_width_ + column * kCellWidth, kHeaderHeight + row * kCellHeight, kCellWidth, kCellHeight);
}

QSize GpuSweepMap::sizeHint() const {
  return QSize(label_width_ + columns_.size() * kCellWidth + 1, kHeaderHeight + rows_.size() * kCellHeight + 1);
}

QSize GpuSweepMap::minimumSizeHint() const { return sizeHint(); }

void GpuSweepMap::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.fillRect(rect(), palette().base());
  p.setPen(palette().text().color());
  for (int c = 0; c < columns_.size(); ++c)
    p.drawText(QRect(label_width_ + c * kCellWidth, 0, kCellWidth, kHeaderHeight), Qt::AlignCenter, columns_[c]);
  for (int r = 0; r < rows_.size(); ++r)
    p.drawText(QRect(2, kHeaderHeight + r * kCellHeight, label_width_ - 4, kCellHeight), Qt::AlignVCenter | Qt::AlignRight,
               fontMetrics().elidedText(rows_[r], Qt::ElideMiddle, label_width_ - 4));
  const double span = max_tflops_ - min_tflops_;
  for (int r = 0; r < rows_.size(); ++r)
    for (int c = 0; c < columns_.size(); ++c) {
      const QRect cell = cellRect(r, c);
      const GpuRun* run = runAt(r, c);
      if (!run) {
        p.fillRect(cell, palette().window());
      } else if (is_ok(*run)) {
        const QColor colour = viridis(span > 0 ? (run->tflops - min_tflops_) / span : 1.0);
        p.fillRect(cell, colour);
        p.setPen(colour.lightnessF() > 0.55 ? Qt::black : Qt::white);
        p.drawText(cell, Qt::AlignCenter, cellText(r, c));
      } else {
        p.fillRect(cell, QColor(235, 235, 235));
        p.fillRect(cell, QBrush(QColor(200, 60, 60), Qt::BDiagPattern));
        p.setPen(Qt::black);
        p.drawText(cell, Qt::AlignCenter, cellText(r, c));
      }
      p.setPen(palette().mid().color());
      p.drawRect(cell);
    }
}

void GpuSweepMap::mouseMoveEvent(QMouseEvent* event) {
  for (int r = 0; r < rows_.size(); ++r)
    for (int c = 0; c < columns_.size(); ++c)
      if (cellRect(r, c).contains(event->position().toPoint())) {
        const GpuRun* run = runAt(r, c);
        if (!run) break;
        const QString timing = run->timed_alone ? tr("%1 TFLOP/s, %2% of cuBLAS, each timed alone") : tr("%1 TFLOP/s, %2% of cuBLAS");
        const QString what = is_ok(*run) ? timing.arg(run->tflops, 0, 'f', 1).arg(run->percent_of_cublas, 0, 'f', 0)
                                         : tr("%1: %2").arg(cellText(r, c), run->message.left(120));
        setToolTip(tr("%1 %2 %3 %4 %5\n%6\nClick to load this configuration.")
                       .arg(run->atom, run->thr, run->perm, run->tile, run->mainloop, what));
        return;
      }
  setToolTip({});
}

void GpuSweepMap::mouseReleaseEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return;
  for (int r = 0; r < rows_.size(); ++r)
    for (int c = 0; c < columns_.size(); ++c)
      if (cellRect(r, c).contains(event->position().toPoint()))
        if (const GpuRun* run = runAt(r, c)) {
          const GpuRun chosen = *run;  // the receiver may reset the runs
          emit configurationChosen(chosen);
          return;
        }
}

}  // namespace ll::gui
