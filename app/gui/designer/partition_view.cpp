#include "app/gui/designer/partition_view.hpp"

#include <QComboBox>
#include <QFontDatabase>
#include <QPushButton>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

#include "app/gui/designer/designer_document.hpp"
#include "app/gui/designer/mma_design.hpp"
#include "app/gui/painters/tv_painter.hpp"
#include "app/gui/designer/export_menu.hpp"
#include "app/gui/translations/core_messages.hpp"
#include "core/export/cute_cpp_mma_partition.hpp"

namespace ll::gui {

namespace {
constexpr int kWidth = 310;       // each column: A, B, C and the copy side by side
constexpr int kTitle = 22;        // a caption line
constexpr int kTileCellW = 46, kTileCellH = 24;  // level 2
constexpr int kStripCell = 22;    // level 3
constexpr int kStripShown = 8;   // level 3 draws the first cells of a long mode, then its extent
}  // namespace

// One operand's three levels, top to bottom.
class PartitionLevelsWidget : public QWidget {
 public:
  using QWidget::QWidget;
  void setLevels(const PartitionLevels* levels, std::int64_t thread, bool warp = false, QString title = {}, bool copy = false) {
    levels_ = levels;
    title_ = std::move(title);
    copy_ = copy;
    thread_ = thread;
    warp_ = warp;
    if (levels_) {
      const TvScene& s = levels_->tile;
      geometry_.margin = 0;
      // Level 1 fits a 310 x 300 box: the tile is the picture's reference, not its bulk.
      geometry_.cell = std::clamp(std::min(double(kWidth) / double(std::max<std::int64_t>(1, s.cols)),
                                           300.0 / double(std::max<std::int64_t>(1, s.rows))),
                                  4.0, 30.0);
    }
    setMinimumSize(kWidth + 8, height_needed());
    resize(minimumSize());
    update();
  }

 protected:
  void paintEvent(QPaintEvent*) override {
    if (!levels_) return;
    QPainter p(this);
    const PartitionLevels& l = *levels_;
    const QString name = QString(QChar(l.operand));
    int y = 0;
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.drawText(QRect(0, y, kWidth, kTitle), Qt::AlignVCenter,
               PartitionView::tr("%1: thread %2's partition %3").arg(title_).arg(thread_).arg(QString::fromStdString(l.partition_shape)));
    p.setFont(font());
    y += kTitle;

    // Level 1: the TiledMMA tile with every element's owners, the focused thread highlighted.
    p.drawText(QRect(0, y, kWidth, kTitle), Qt::AlignVCenter,
               copy_ ? PartitionView::tr("1. One TiledCopy tile: source beside destination")
                     : PartitionView::tr("1. One TiledMMA tile: the (thread, value) of each element"));
    y += kTitle;
    p.save();
    p.translate(0, y);
    TvPaintState state;
    state.selected_thread = warp_ ? thread_ / 32 * 32 : thread_;
    state.selected_count = warp_ ? 32 : 1;
    state.labels = geometry_.cell >= 30;  // "T5|T69 V0" needs the room; smaller cells show colours and the focus
    paint_tv_scene(p, l.tile, geometry_, state);
    p.restore();
    y += int(geometry_.size_for(l.tile).height()) + 6;

    // Level 2: one cell per tile of the CTA's operand, labelled with the partition coordinate.
    const QString axes = l.operand == 'A' ? QStringLiteral("m,k") : l.operand == 'B' ? QStringLiteral("n,k") : QStringLiteral("m,n");
    p.drawText(QRect(0, y, kWidth, kTitle), Qt::AlignVCenter,
               PartitionView::tr("2. The CTA tile: %1 x %2 tiles, %3(_,%4) indexes one").arg(l.tiles_rows).arg(l.tiles_cols)
                   .arg(QString::fromStdString(l.indexed)).arg(axes));
    y += kTitle;
    const int cw = std::min(kTileCellW, int(kWidth / std::max<std::int64_t>(1, l.tiles_cols)));
    QFont small = font();
    small.setPixelSize(9);
    p.setFont(small);
    for (std::int64_t r = 0; r < l.tiles_rows && r < kMaxTileRows; ++r)
      for (std::int64_t c = 0; c < l.tiles_cols; ++c) {
        const QRect cell(int(c) * cw, y + int(r) * kTileCellH, cw, kTileCellH);
        p.fillRect(cell, (r + c) % 2 ? QColor(0xe8, 0xee, 0xf8) : QColor(0xf4, 0xf7, 0xfc));
        p.setPen(Qt::gray);
        p.drawRect(cell);
        p.setPen(Qt::black);
        if (cw >= 30) p.drawText(cell, Qt::AlignCenter, QString::fromStdString(l.tile_labels[std::size_t(r * l.tiles_cols + c)]));
      }
    y += int(std::min<std::int64_t>(l.tiles_rows, kMaxTileRows)) * kTileCellH + 4;
    p.setFont(font());
    p.drawText(QRect(0, y, kWidth, kTitle), Qt::AlignVCenter,
               warp_ ? PartitionView::tr("warp %1: %2 values in each tile, %3 per thread").arg(thread_ / 32).arg(l.thread_values * 32).arg(l.thread_values)
                     : PartitionView::tr("thread %1: %2 values in each tile, the same elements in every one").arg(thread_).arg(l.thread_values));
    y += kTitle + 4;

    // Level 3: the modes the tiler leaves alone, as strips.
    if (!l.outer.empty()) {
      p.drawText(QRect(0, y, kWidth, kTitle), Qt::AlignVCenter, PartitionView::tr("3. Modes the tiler leaves: the loops around the tile"));
      y += kTitle;
      p.setFont(small);
      for (const OuterMode& m : l.outer) {
        p.setPen(Qt::black);
        p.drawText(QRect(0, y, 50, kStripCell), Qt::AlignVCenter, QString::fromStdString(m.name));
        const std::int64_t shown = std::min<std::int64_t>(m.extent, kStripShown);
        for (std::int64_t i = 0; i < shown; ++i) {
          const QRect cell(50 + int(i) * kStripCell, y, kStripCell, kStripCell);
          p.fillRect(cell, QColor(0xfb, 0xf0, 0xdc));
          p.setPen(Qt::gray);
          p.drawRect(cell);
          p.setPen(Qt::black);
          p.drawText(cell, Qt::AlignCenter, QString::number(i));
        }
        if (shown < m.extent)
          p.drawText(QRect(50 + int(shown) * kStripCell + 4, y, kWidth - 54 - int(shown) * kStripCell, kStripCell), Qt::AlignVCenter,
                     PartitionView::tr("... %1 in all").arg(m.extent));
        y += kStripCell + 4;
      }
    }
  }

 private:
  static constexpr std::int64_t kMaxTileRows = 64;
  int height_needed() const {
    if (!levels_) return 0;
    const PartitionLevels& l = *levels_;
    return kTitle * 2 + int(geometry_.size_for(l.tile).height()) + 6 + kTitle +
           int(std::min<std::int64_t>(l.tiles_rows, kMaxTileRows)) * kTileCellH + 4 + kTitle + 4 +
           (l.outer.empty() ? 0 : kTitle + int(l.outer.size()) * (kStripCell + 4));
  }
  const PartitionLevels* levels_ = nullptr;
  std::int64_t thread_ = 0;
  bool warp_ = false;
  QString title_;
  bool copy_ = false;
  TvGeometry geometry_;
};

PartitionView::PartitionView(DesignerDocument* doc, QWidget* parent) : QWidget(parent), doc_(doc) {
  k_ = new QSpinBox;
  k_->setRange(1, 1 << 20);
  k_->setValue(1024);
  stages_ = new QSpinBox;
  stages_->setRange(1, 16);
  stages_->setValue(3);
  thread_ = new QSpinBox;
  thread_->setRange(0, 0);
  focus_ = new QComboBox;
  focus_->addItem(tr("the thread"));
  focus_->addItem(tr("its warp"));
  error_ = new QLabel;
  error_->setStyleSheet(QStringLiteral("color: #b00020"));
  error_->setWordWrap(true);
  caption_ = new QLabel;
  caption_->setWordWrap(true);
  code_ = new QPlainTextEdit;
  code_->setReadOnly(true);
  code_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  code_->setMaximumHeight(150);

  auto* controls = new QHBoxLayout;
  controls->addWidget(new QLabel(tr("Problem K")));
  controls->addWidget(k_);
  controls->addWidget(new QLabel(tr("Pipeline stages")));
  controls->addWidget(stages_);
  controls->addWidget(new QLabel(tr("Thread")));
  controls->addWidget(thread_);
  controls->addWidget(new QLabel(tr("Focus")));
  controls->addWidget(focus_);
  controls->addWidget(error_, 1);
  auto* save = new QPushButton(tr("Save program…"));
  save->setToolTip(tr("The partition code as a C++ program that prints a thread's partitions (g++ or nvcc, with CuTe)"));
  controls->addWidget(save);
  connect(save, &QPushButton::clicked, this, &PartitionView::saveProgram);

  auto* columns = new QWidget;
  auto* row = new QHBoxLayout(columns);
  for (auto& picture : pictures_) {
    picture = new PartitionLevelsWidget;
    row->addWidget(picture, 0, Qt::AlignTop);
  }
  row->addStretch(1);
  auto* scroll = new QScrollArea;
  scroll->setWidget(columns);
  scroll->setWidgetResizable(true);

  auto* top = new QVBoxLayout(this);
  top->addLayout(controls);
  top->addWidget(caption_);
  top->addWidget(scroll, 1);
  top->addWidget(code_);

  connect(doc_, &DesignerDocument::mmaChanged, this, &PartitionView::recompute);
  connect(doc_, &DesignerDocument::gemmChanged, this, &PartitionView::recompute);
  connect(doc_, &DesignerDocument::copyChanged, this, &PartitionView::recompute);
  for (QSpinBox* s : {k_, stages_, thread_}) connect(s, &QSpinBox::valueChanged, this, &PartitionView::recompute);
  connect(focus_, &QComboBox::currentIndexChanged, this, &PartitionView::recompute);
  recompute();
}

void PartitionView::recompute() {
  for (auto& l : levels_) l.reset();
  copy_message_.clear();
  auto fail_with = [&](const QString& message) {
    error_->setText(message);
    caption_->clear();
    code_->clear();
    for (auto* picture : pictures_) picture->setLevels(nullptr, 0);
  };
  const MmaDesignResult design = compute_mma_design(doc_->mma());
  if (!design.mma) return fail_with(design.error);
  const auto cta = parse_cta_tile(doc_->gemm().cta_tile.toStdString());
  if (!cta) return fail_with(tr("CTA tile: %1").arg(errorText(cta)));
  {
    const QSignalBlocker block(thread_);
    thread_->setRange(0, int(design.threads) - 1);
  }
  QString code;
  for (int i = 0; i < 3; ++i) {
    auto levels = make_partition_levels(*design.mma, "ABC"[i], *cta, k_->value(), stages_->value(), thread_->value());
    if (!levels) return fail_with(errorText(levels));
    levels_[std::size_t(i)] = std::move(*levels);
    code += QString::fromStdString(levels_[std::size_t(i)]->code);
  }
  // The designer's TiledCopy, feeding the operand it is made for (a standalone copy: A's global-to-shared copy).
  const CopyDesign& cd = doc_->copy();
  const bool standalone = cd.source == QLatin1String("thr_val");
  if (auto copy = compute_tiled_copy(cd, design)) {
    const char feeds = standalone ? 'A' : cd.source.toLatin1().at(0);
    const std::int64_t copy_thread = std::min<std::int64_t>(thread_->value(), ll::size(*copy).value - 1);
    auto levels = make_copy_levels(*copy, *design.mma, feeds, standalone, *cta, k_->value(), stages_->value(), copy_thread);
    if (levels) {
      levels_[3] = std::move(*levels);
      code += QString::fromStdString(levels_[3]->code);
    } else {
      copy_message_ = tr("The TiledCopy page's copy: %1").arg(errorText(levels));
    }
  } else {
    copy_message_ = tr("The TiledCopy page's copy: %1").arg(errorText(copy));
  }
  if (!copy_message_.isEmpty()) code += QStringLiteral("// ") + copy_message_ + QLatin1Char('\n');
  error_->clear();
  const bool warp = focus_->currentIndex() == 1;
  caption_->setText((warp ? tr("%1 with %2 threads over a %3 CTA tile (tile of the TiledMMA: %4 x %5 x %6); the warp of thread %7 focused in A, B and C")
                          : tr("%1 with %2 threads over a %3 CTA tile (tile of the TiledMMA: %4 x %5 x %6); thread %7 focused in A, B and C"))
                        .arg(doc_->mma().atom)
                        .arg(design.threads)
                        .arg(doc_->gemm().cta_tile)
                        .arg(design.m)
                        .arg(design.n)
                        .arg(design.k)
                        .arg(thread_->value()));
  for (std::size_t i = 0; i < 3; ++i) pictures_[i]->setLevels(&*levels_[i], thread_->value(), warp, QString(QChar("ABC"[i])));
  const QString copy_title = cd.source == QLatin1String("C") ? tr("The copy of C to gC")
                             : standalone                     ? tr("The copy of gA to sA")
                                                              : tr("The copy of s%1 to registers").arg(cd.source);
  pictures_[3]->setLevels(levels_[3] ? &*levels_[3] : nullptr, thread_->value(), warp, copy_title, true);
  code_->setPlainText(code);
}

QString PartitionView::programText() const {
  if (!levels_[0]) return {};
  const MmaDesignResult design = compute_mma_design(doc_->mma());
  const auto cta = parse_cta_tile(doc_->gemm().cta_tile.toStdString());
  if (!design.mma || !cta) return {};
  auto text = cute_cpp_mma_partition_program(*design.mma, *cta, stages_->value());
  return text ? QString::fromStdString(*text) : QString();
}

void PartitionView::saveProgram() {
  save_program_dialog(this, programText(), error_->text(), tr("Save program"), QStringLiteral("partition.cpp"), tr("C++ (*.cpp *.cu)"));
}

}  // namespace ll::gui
