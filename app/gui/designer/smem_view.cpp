#include "app/gui/designer/smem_view.hpp"

#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollArea>
#include <QSpinBox>
#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>
#include <optional>

#include "app/gui/translations/core_messages.hpp"
#include "core/expr/eval.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"
#include "core/layout/swizzle.hpp"
#include "core/tensor/tensor.hpp"

namespace ll::gui {

namespace {
QColor bankColor(int bank) { return QColor::fromHsv((bank * 360 / 32 * 7) % 360, 90, 240); }

struct AccessChoice {
  const char* label;
  SmemAccessKind kind;
  int matrices;  // ldmatrix only
  bool transpose;
  int vector_bits;
};
const AccessChoice kAccesses[] = {
    {QT_TRANSLATE_NOOP("ll::gui::SmemView", "ldmatrix.x1 (N)"), SmemAccessKind::Ldmatrix, 1, false, 0},
    {QT_TRANSLATE_NOOP("ll::gui::SmemView", "ldmatrix.x2 (N)"), SmemAccessKind::Ldmatrix, 2, false, 0},
    {QT_TRANSLATE_NOOP("ll::gui::SmemView", "ldmatrix.x4 (N)"), SmemAccessKind::Ldmatrix, 4, false, 0},
    {QT_TRANSLATE_NOOP("ll::gui::SmemView", "ldmatrix.x1.trans (T)"), SmemAccessKind::Ldmatrix, 1, true, 0},
    {QT_TRANSLATE_NOOP("ll::gui::SmemView", "ldmatrix.x2.trans (T)"), SmemAccessKind::Ldmatrix, 2, true, 0},
    {QT_TRANSLATE_NOOP("ll::gui::SmemView", "ldmatrix.x4.trans (T)"), SmemAccessKind::Ldmatrix, 4, true, 0},
    {QT_TRANSLATE_NOOP("ll::gui::SmemView", "ld.shared 32-bit"), SmemAccessKind::LoadShared, 0, false, 32},
    {QT_TRANSLATE_NOOP("ll::gui::SmemView", "ld.shared 64-bit"), SmemAccessKind::LoadShared, 0, false, 64},
    {QT_TRANSLATE_NOOP("ll::gui::SmemView", "ld.shared 128-bit"), SmemAccessKind::LoadShared, 0, false, 128},
    {QT_TRANSLATE_NOOP("ll::gui::SmemView", "st.shared 32-bit"), SmemAccessKind::StoreShared, 0, false, 32},
    {QT_TRANSLATE_NOOP("ll::gui::SmemView", "st.shared 64-bit"), SmemAccessKind::StoreShared, 0, false, 64},
    {QT_TRANSLATE_NOOP("ll::gui::SmemView", "st.shared 128-bit"), SmemAccessKind::StoreShared, 0, false, 128},
    {QT_TRANSLATE_NOOP("ll::gui::SmemView", "cp.async 128-bit (smem write)"), SmemAccessKind::CpAsyncWrite, 0, false, 128},
    {QT_TRANSLATE_NOOP("ll::gui::SmemView", "wgmma operand read, K-major (8 x 16-byte core matrices)"), SmemAccessKind::GmmaRead, 0, false, 128},
    {QT_TRANSLATE_NOOP("ll::gui::SmemView", "wgmma operand read, MN-major (8 x 16-byte core matrices)"), SmemAccessKind::GmmaRead, 0, true, 128},
    {QT_TRANSLATE_NOOP("ll::gui::SmemView", "TMA load's writes, K-major (128-byte requests)"), SmemAccessKind::TmaWrite, 0, false, 128},
    {QT_TRANSLATE_NOOP("ll::gui::SmemView", "TMA load's writes, MN-major (128-byte requests)"), SmemAccessKind::TmaWrite, 0, true, 128},
};
const std::pair<const char*, int> kElements[] = {{"fp16", 16}, {"bf16", 16}, {"fp32", 32}, {"int8", 8}};

// Vector accesses walk the tile row by row: thread t takes the vector at row-major position t; rows of the
// tile are its mode 0, so the 1-D (column-major) coordinate of (r, c) is r + c * rows.
Result<Layout> rowMajorThreadTv(std::int64_t rows, std::int64_t cols, std::int64_t per_thread) {
  return attempt([&]() -> Layout {
    if (per_thread <= 0 || cols % per_thread != 0) fail("vector access: the tile's columns are not a multiple of the vector width");
    std::int64_t per_row = std::min<std::int64_t>(32, cols / per_thread);
    std::int64_t row_span = std::max<std::int64_t>(1, 32 / per_row);
    if (row_span > rows) row_span = rows;
    return make_layout(IntTuple{IntTuple{static_int(per_row), static_int(row_span)}, static_int(per_thread)},
                       IntTuple{IntTuple{static_int(rows * per_thread), static_int(1)}, static_int(rows)});
  });
}
}  // namespace

// The tile, one cell per element, coloured and labelled by its bank.
class BankGridWidget : public QWidget {
 public:
  explicit BankGridWidget(QWidget* parent = nullptr) : QWidget(parent) { setMouseTracking(true); }
  // Each cell's element offset before and after the swizzle (row-major, like the banks), for the hover text.
  void setOffsets(std::vector<std::pair<std::int64_t, std::int64_t>> offsets) { offsets_ = std::move(offsets); }
  void setTile(int rows, int cols, std::vector<int> banks) {
    rows_ = rows, cols_ = cols, banks_ = std::move(banks);
    overlays_.clear();
    setMinimumSize(cols_ * kCell + 1, rows_ * kCell + 1);
    update();
  }
  // Outlined groups of cells (row, col, rows, cols) with a label and a colour: the descriptor's core matrices.
  struct Overlay {
    QRect cells;
    QString label;
    QColor colour;
  };
  void setOverlays(std::vector<Overlay> overlays) {
    overlays_ = std::move(overlays);
    update();
  }

 protected:
  void paintEvent(QPaintEvent*) override {
    QPainter p(this);
    QFont f = font();
    f.setPixelSize(9);
    p.setFont(f);
    for (int r = 0; r < rows_; ++r)
      for (int c = 0; c < cols_; ++c) {
        int bank = banks_[std::size_t(r * cols_ + c)];
        QRect cell(c * kCell, r * kCell, kCell, kCell);
        p.fillRect(cell, bankColor(bank));
        p.setPen(Qt::gray);
        p.drawRect(cell);
        p.setPen(Qt::black);
        p.drawText(cell, Qt::AlignCenter, QString::number(bank));
      }
    for (const Overlay& o : overlays_) {
      const QRect r(o.cells.x() * kCell, o.cells.y() * kCell, o.cells.width() * kCell, o.cells.height() * kCell);
      p.setPen(QPen(o.colour, 3));
      p.drawRect(r.adjusted(1, 1, -1, -1));
      QFont bold = f;
      bold.setBold(true);
      bold.setPixelSize(11);
      p.setFont(bold);
      p.fillRect(QRect(r.x() + 2, r.y() + 2, p.fontMetrics().horizontalAdvance(o.label) + 4, 14), Qt::white);
      p.drawText(QPoint(r.x() + 4, r.y() + 13), o.label);
      p.setFont(f);
    }
  }

  void mouseMoveEvent(QMouseEvent* e) override {
    const int r = int(e->position().y()) / kCell, c = int(e->position().x()) / kCell;
    const std::size_t i = std::size_t(r * cols_ + c);
    if (r >= rows_ || c >= cols_ || i >= offsets_.size()) return QToolTip::hideText();
    QToolTip::showText(e->globalPosition().toPoint(),
                       QCoreApplication::translate("ll::gui::SmemView", "(%1,%2): element %3 without the swizzle, %4 with it (bank %5)")
                           .arg(r)
                           .arg(c)
                           .arg(offsets_[i].first)
                           .arg(offsets_[i].second)
                           .arg(banks_[i]),
                       this);
  }

 private:
  static constexpr int kCell = 18;
  int rows_ = 0, cols_ = 0;
  std::vector<int> banks_;
  std::vector<Overlay> overlays_;
  std::vector<std::pair<std::int64_t, std::int64_t>> offsets_;
};

// Phases x 32 banks: the distinct words each bank serves in each phase (white = 0, red = the worst).
class BankHeatMapWidget : public QWidget {
 public:
  using QWidget::QWidget;
  void setResult(const BankConflicts* r) {
    phases_.clear();
    if (r)
      for (const auto& ph : r->phases) phases_.push_back(ph.words_per_bank);
    setMinimumSize(kLabel + 32 * kCell + 1, (int(phases_.size()) + 1) * kCell + 1);
    update();
  }

 protected:
  void paintEvent(QPaintEvent*) override {
    QPainter p(this);
    QFont f = font();
    f.setPixelSize(9);
    p.setFont(f);
    for (int b = 0; b < 32; ++b)
      p.drawText(QRect(kLabel + b * kCell, 0, kCell, kCell), Qt::AlignCenter, QString::number(b));
    std::int64_t worst = 1;
    for (const auto& ph : phases_) worst = std::max(worst, *std::max_element(ph.begin(), ph.end()));
    for (int i = 0; i < int(phases_.size()); ++i) {
      int y = (i + 1) * kCell;
      p.setPen(Qt::black);
      p.drawText(QRect(0, y, kLabel, kCell), Qt::AlignVCenter | Qt::AlignLeft,
                 QCoreApplication::translate("ll::gui::SmemView", "phase %1").arg(i));
      for (int b = 0; b < 32; ++b) {
        std::int64_t n = phases_[std::size_t(i)][std::size_t(b)];
        QRect cell(kLabel + b * kCell, y, kCell, kCell);
        int fade = n <= 1 ? 255 : int(255 - 200 * (n - 1) / std::max<std::int64_t>(1, worst - 1));
        p.fillRect(cell, n == 0 ? QColor(Qt::white) : QColor(255, fade, fade));
        p.setPen(Qt::gray);
        p.drawRect(cell);
        p.setPen(Qt::black);
        if (n) p.drawText(cell, Qt::AlignCenter, QString::number(n));
      }
    }
  }

 private:
  static constexpr int kCell = 20;
  static constexpr int kLabel = 56;
  std::vector<std::array<std::int64_t, 32>> phases_;
};

SmemView::SmemView(QWidget* parent) : QWidget(parent) {
  layout_ = new QLineEdit(QStringLiteral("(_16,_64):(_64,_1)"));
  bits_ = new QSpinBox;
  base_ = new QSpinBox;
  shift_ = new QSpinBox;
  for (QSpinBox* s : {bits_, base_, shift_}) s->setRange(-16, 16);
  bits_->setRange(0, 8);
  base_->setRange(0, 16);
  base_->setValue(3);
  shift_->setValue(3);
  element_ = new QComboBox;
  for (const auto& [name, bits] : kElements) element_->addItem(QString::fromLatin1(name), bits);
  access_ = new QComboBox;
  for (const auto& a : kAccesses) access_->addItem(tr(a.label));
  access_->setCurrentIndex(2);
  error_ = new QLabel;
  error_->setStyleSheet(QStringLiteral("color: #b00020"));
  error_->setWordWrap(true);
  summary_ = new QLabel;
  desc_major_ = new QComboBox;
  desc_major_->setObjectName(QStringLiteral("gmmaDescMajor"));
  desc_major_->addItem(tr("K-major (GMMA::Major::K)"));
  desc_major_->addItem(tr("MN-major (GMMA::Major::MN)"));
  desc_kblock_ = new QSpinBox;
  desc_kblock_->setObjectName(QStringLiteral("gmmaDescKBlock"));
  desc_kblock_->setRange(0, 0);
  desc_text_ = new QLabel;
  desc_text_->setWordWrap(true);
  desc_text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  desc_box_ = new QWidget;
  {
    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("GMMA descriptor of K-block")));
    row->addWidget(desc_kblock_);
    row->addWidget(desc_major_);
    row->addStretch(1);
    auto* box = new QVBoxLayout(desc_box_);
    box->setContentsMargins(0, 0, 0, 0);
    box->addLayout(row);
    box->addWidget(desc_text_);
  }
  grid_ = new BankGridWidget;
  heat_ = new BankHeatMapWidget;

  auto* swizzle = new QHBoxLayout;
  swizzle->addWidget(new QLabel(tr("B")));
  swizzle->addWidget(bits_);
  swizzle->addWidget(new QLabel(tr("M")));
  swizzle->addWidget(base_);
  swizzle->addWidget(new QLabel(tr("S")));
  swizzle->addWidget(shift_);
  auto* layoutRow = new QHBoxLayout;
  layoutRow->addWidget(layout_, 1);
  layoutRow->addWidget(error_, 1);
  auto* form = new QFormLayout;
  form->addRow(tr("Smem layout (rows, cols)"), layoutRow);
  form->addRow(tr("Swizzle<B,M,S> (B = 0: none)"), swizzle);
  form->addRow(tr("Element type"), element_);
  form->addRow(tr("Access"), access_);

  auto* gridScroll = new QScrollArea;
  gridScroll->setWidget(grid_);
  auto* heatScroll = new QScrollArea;
  heatScroll->setWidget(heat_);
  auto* top = new QVBoxLayout(this);
  top->addLayout(form);
  top->addWidget(summary_);
  top->addWidget(desc_box_);
  top->addWidget(new QLabel(tr("Bank of each element")));
  top->addWidget(gridScroll, 2);
  top->addWidget(new QLabel(tr("Distinct words per bank, per phase")));
  top->addWidget(heatScroll, 1);

  connect(layout_, &QLineEdit::textChanged, this, &SmemView::recompute);
  connect(desc_major_, &QComboBox::currentIndexChanged, this, &SmemView::recompute);
  connect(desc_kblock_, &QSpinBox::valueChanged, this, &SmemView::recompute);
  for (QSpinBox* s : {bits_, base_, shift_}) connect(s, &QSpinBox::valueChanged, this, &SmemView::recompute);
  connect(element_, &QComboBox::currentIndexChanged, this, &SmemView::recompute);
  connect(access_, &QComboBox::currentIndexChanged, this, &SmemView::recompute);
  recompute();
}

void SmemView::recompute() {
  result_.reset();
  banks_.clear();
  const int elem_bits = element_->currentData().toInt();
  const AccessChoice& choice = kAccesses[std::max(0, access_->currentIndex())];
  auto fail_with = [&](const QString& message) {
    error_->setText(message);
    summary_->clear();
    desc_box_->setVisible(false);
    grid_->setTile(0, 0, {});
    heat_->setResult(nullptr);
  };

  // CuTe's notation, else a statement of the eval language: a Layout, or a GMMA smem layout (an atom, or
  // tile_to_shape of one) whose swizzle, on byte addresses, is read here in elements (as_position_independent).
  std::optional<Swizzle> gmma_swizzle;
  std::optional<ComposedLayout> gmma_layout;
  QString gmma_note;
  auto parsed = parse_layout(layout_->text().toStdString());
  if (!parsed) {
    auto value = expr::evaluate_text(layout_->text().toStdString());
    if (value && value->is_layout()) {
      parsed = value->layout();
    } else if (value && value->is_composed() && value->composed().smem_ptr_flag_bits >= 8 &&
               std::holds_alternative<Swizzle>(value->composed().layout_a) && value->composed().inner.empty()) {
      const ComposedLayout& c = value->composed();
      const Swizzle bytes = std::get<Swizzle>(c.layout_a);
      int shift = 0;
      while ((8 << shift) < c.smem_ptr_flag_bits) ++shift;  // log2 of the element's bytes
      if (bytes.base < shift) return fail_with(tr("%1: its swizzle does not act on whole elements").arg(layout_->text()));
      gmma_swizzle = Swizzle{bytes.bits, bytes.base - shift, bytes.shift};
      gmma_layout = c;
      parsed = c.layout_b;
      if (c.smem_ptr_flag_bits != elem_bits)
        return fail_with(tr("this layout is for %1-bit elements: choose an element type of that width").arg(c.smem_ptr_flag_bits));
      gmma_note = tr("GMMA layout: CuTe's %1 on byte addresses is %2 on elements")
                      .arg(QString::fromStdString(to_string(bytes)), QString::fromStdString(to_string(*gmma_swizzle)));
    } else if (value && value->is_composed()) {
      return fail_with(tr("a ComposedLayout here is a GMMA smem layout (Sw o smem_ptr[Nb](unset) o L); give others as a layout and the swizzle below"));
    } else {
      return fail_with(errorText(parsed));
    }
  }
  const Layout plain = *parsed;
  if (rank(plain) != 2) return fail_with(tr("the smem layout must have rank 2 (rows, cols)"));
  auto smem = attempt([&]() -> SmemLayout {
    if (gmma_swizzle) return composition(*gmma_swizzle, plain);
    if (bits_->value() == 0) return plain;
    return composition(make_swizzle(bits_->value(), base_->value(), shift_->value()), plain);
  });
  if (!smem) return fail_with(errorText(smem));
  const std::int64_t rows = ll::size(plain, {0}), cols = ll::size(plain, {1});
  if (rows * cols > 64 * 256) return fail_with(tr("tile too large to draw (at most 16384 elements)"));

  auto offset_of = [&](std::int64_t coord) -> std::int64_t {
    const IntTuple c(static_int(coord));  // an integer (1-D coordinate), not a rank-1 tuple
    return std::visit([&](const auto& l) -> std::int64_t { return crd2idx(c, l).value; }, *smem);
  };
  auto banks = attempt([&]() {
    std::vector<int> out(std::size_t(rows * cols));
    for (std::int64_t r = 0; r < rows; ++r)
      for (std::int64_t c = 0; c < cols; ++c)
        out[std::size_t(r * cols + c)] = int((offset_of(r + c * rows) * elem_bits / 8 / 4) % 32);
    return out;
  });
  if (!banks) return fail_with(errorText(banks));

  const IntTuple tile_shape{static_int(rows), static_int(cols)};
  Result<SmemAccess> access =
      choice.kind == SmemAccessKind::Ldmatrix   ? ldmatrix_access(choice.matrices, choice.transpose, elem_bits, tile_shape)
      : choice.kind == SmemAccessKind::GmmaRead ? gmma_core_matrix_access(!choice.transpose, elem_bits, tile_shape)
      : choice.kind == SmemAccessKind::TmaWrite ? tma_write_access(!choice.transpose, elem_bits, tile_shape)
          : [&]() -> Result<SmemAccess> {
              auto tv = rowMajorThreadTv(rows, cols, std::max(1, choice.vector_bits / elem_bits));
              if (!tv) return tv.failure();
              return vector_access(choice.kind, choice.vector_bits, elem_bits, *tv);
            }();
  if (!access) return fail_with(errorText(access));
  auto conflicts = bank_conflicts(*smem, elem_bits, *access);
  if (!conflicts) return fail_with(errorText(conflicts));

  error_->clear();
  result_ = *conflicts;
  banks_ = *banks;
  grid_->setTile(int(rows), int(cols), banks_);
  {
    std::vector<std::pair<std::int64_t, std::int64_t>> offsets(std::size_t(rows * cols));
    for (std::int64_t r = 0; r < rows; ++r)
      for (std::int64_t c = 0; c < cols; ++c)
        offsets[std::size_t(r * cols + c)] = {crd2idx(IntTuple(static_int(r + c * rows)), plain).value, offset_of(r + c * rows)};
    grid_->setOffsets(std::move(offsets));
  }
  desc_box_->setVisible(gmma_layout.has_value());
  if (gmma_layout) showDescriptor(*gmma_layout, plain, elem_bits);
  heat_->setResult(&*result_);
  summary_->setText(tr("%1 wavefronts per instruction (ideal %2), conflict degree %3-way over %4 phases%5")
                        .arg(result_->wavefronts)
                        .arg(result_->ideal_wavefronts)
                        .arg(result_->conflict_degree)
                        .arg(result_->phases.size())
                        .arg(result_->contiguous_vectors ? QString() : tr("; some vectors are not contiguous in smem")) +
                    (gmma_note.isEmpty() ? QString() : QStringLiteral("\n") + gmma_note));
}

void SmemView::showDescriptor(const ComposedLayout& gmma, const Layout& plain, int elem_bits) {
  const bool k_major = desc_major_->currentIndex() == 0;
  const std::int64_t rows = ll::size(plain, {0}).value, cols = ll::size(plain, {1}).value;
  const std::int64_t kblock = 256 / elem_bits;  // one wgmma K-block: 32 bytes of K
  if (cols < kblock) {
    desc_text_->setText(tr("The tile holds no whole K-block (%1 elements of K) to describe.").arg(kblock));
    return;
  }
  {
    const QSignalBlocker block(desc_kblock_);
    desc_kblock_->setRange(0, int(cols / kblock) - 1);
  }
  const std::int64_t kb = desc_kblock_->value();
  auto desc = attempt([&] {
    const Tensor t = make_tensor(make_tensor_pointer(TensorMemory::Shared, elem_bits, 0), gmma);
    const Tensor block = local_tile(t, Tiler(IntTuple{static_int(rows), static_int(kblock)}), IntTuple{dynamic_int(0), dynamic_int(kb)});
    return make_gmma_desc(block, k_major);
  });
  if (!desc) {
    desc_text_->setText(errorText(desc));
    return;
  }
  // the core matrices (8 x 16 bytes) of the tile, by the unswizzled byte address of their first element: the
  // descriptor's start, start + LBO and start + SBO (in 16-byte units) are three of them
  const std::int64_t bytes = elem_bits / 8, per16 = 16 / bytes;
  const std::int64_t cm_rows = k_major ? 8 : per16, cm_cols = k_major ? per16 : 8;
  auto offset = [&](std::int64_t r, std::int64_t c) { return crd2idx(IntTuple{dynamic_int(r), dynamic_int(c)}, plain).value * bytes; };
  const std::int64_t start = offset(0, kb * kblock);
  auto core_matrix_at = [&](std::int64_t address) -> std::optional<QRect> {
    for (std::int64_t r = 0; r + cm_rows <= rows; r += cm_rows)
      for (std::int64_t c = 0; c + cm_cols <= cols; c += cm_cols)
        if (offset(r, c) == address) return QRect(int(c), int(r), int(cm_cols), int(cm_rows));
    return std::nullopt;
  };
  std::vector<BankGridWidget::Overlay> overlays;
  if (auto r = core_matrix_at(start)) overlays.push_back({*r, tr("start"), Qt::black});
  const auto lbo = core_matrix_at(start + std::int64_t(desc->leading_byte_offset) * 16);
  const auto sbo = core_matrix_at(start + std::int64_t(desc->stride_byte_offset) * 16);
  if (lbo) overlays.push_back({*lbo, tr("LBO"), QColor(200, 0, 0)});
  if (sbo) overlays.push_back({*sbo, tr("SBO"), QColor(0, 60, 220)});
  grid_->setOverlays(std::move(overlays));
  auto where = [&](const std::optional<QRect>& r) {
    return r ? tr("the core matrix at rows %1..%2, columns %3..%4").arg(r->y()).arg(r->y() + r->height() - 1).arg(r->x()).arg(r->x() + r->width() - 1)
             : tr("outside this tile");
  };
  QString text = QStringLiteral("<pre style=\"margin: 0\">%1</pre>").arg(QString::fromStdString(to_string(*desc)).toHtmlEscaped()) +
         tr("start_address: the K-block's first core matrix (8 x 16 bytes, outlined black), its byte address / 16. "
            "LBO (leading byte offset, %1 x 16 bytes) reaches %2 (red); SBO (stride byte offset, %3 x 16 bytes) reaches "
            "%4 (blue). Addresses before the swizzle: the hardware applies layout_type's swizzle to each.")
             .arg(desc->leading_byte_offset)
             .arg(where(lbo))
             .arg(desc->stride_byte_offset)
             .arg(where(sbo));
  if (k_major && desc->layout_type != 0)
    text += QLatin1Char(' ') + tr("(A swizzled K-major layout has its two core matrices of a K-block 16 bytes apart: CuTe writes LBO = 1.)");
  desc_text_->setText(text);
}

}  // namespace ll::gui
