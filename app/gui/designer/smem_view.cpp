#include "app/gui/designer/smem_view.hpp"

#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

#include "app/gui/translations/core_messages.hpp"
#include "core/expr/eval.hpp"
#include "core/expr/parser.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"
#include "core/layout/swizzle.hpp"

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
  using QWidget::QWidget;
  void setTile(int rows, int cols, std::vector<int> banks) {
    rows_ = rows, cols_ = cols, banks_ = std::move(banks);
    setMinimumSize(cols_ * kCell + 1, rows_ * kCell + 1);
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
  }

 private:
  static constexpr int kCell = 18;
  int rows_ = 0, cols_ = 0;
  std::vector<int> banks_;
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
  top->addWidget(new QLabel(tr("Bank of each element")));
  top->addWidget(gridScroll, 2);
  top->addWidget(new QLabel(tr("Distinct words per bank, per phase")));
  top->addWidget(heatScroll, 1);

  connect(layout_, &QLineEdit::textChanged, this, &SmemView::recompute);
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
    grid_->setTile(0, 0, {});
    heat_->setResult(nullptr);
  };

  // CuTe's notation, else a statement of the eval language: a Layout, or a GMMA smem layout (an atom, or
  // tile_to_shape of one) whose swizzle, on byte addresses, is read here in elements (as_position_independent).
  std::optional<Swizzle> gmma_swizzle;
  QString gmma_note;
  auto parsed = parse_layout(layout_->text().toStdString());
  if (!parsed) {
    expr::Session session;
    auto statement = expr::parse_statement(layout_->text().toStdString());
    auto value = statement ? session.evaluate(*statement) : Result<expr::Value>(statement.failure());
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
  heat_->setResult(&*result_);
  summary_->setText(tr("%1 wavefronts per instruction (ideal %2), conflict degree %3-way over %4 phases%5")
                        .arg(result_->wavefronts)
                        .arg(result_->ideal_wavefronts)
                        .arg(result_->conflict_degree)
                        .arg(result_->phases.size())
                        .arg(result_->contiguous_vectors ? QString() : tr("; some vectors are not contiguous in smem")) +
                    (gmma_note.isEmpty() ? QString() : QStringLiteral("\n") + gmma_note));
}

}  // namespace ll::gui
