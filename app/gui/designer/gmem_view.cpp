#include "app/gui/designer/gmem_view.hpp"

#include <QComboBox>
#include <QPushButton>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollArea>
#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>

#include "app/gui/designer/export_menu.hpp"
#include "app/gui/translations/core_messages.hpp"
#include "core/expr/atom_values.hpp"
#include "core/expr/eval.hpp"
#include "core/expr/tensor_value.hpp"
#include "core/export/cute_cpp_copy_kernel.hpp"

namespace ll::gui {

namespace {

// Worked examples: a copy and a tensor that show coalesced and uncoalesced global accesses.
struct Example {
  const char* label;
  const char* copy;
  const char* tensor;
  bool store;
};
const Example kExamples[] = {
    {QT_TRANSLATE_NOOP("ll::gui::GmemView", "128-bit loads along K of a row-major A (coalesced)"),
     "make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{})",
     "make_tensor(make_gmem_ptr<half_t>(0x1000), make_layout(make_shape(128,64), LayoutRight{}))", false},
    {QT_TRANSLATE_NOOP("ll::gui::GmemView", "scalar loads along K of a column-major A (a transposing copy)"),
     "make_tiled_copy(Copy_Atom<UniversalCopy<half_t>, half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{})",
     "make_tensor(make_gmem_ptr<half_t>(0x1000), make_layout(make_shape(128,64), LayoutLeft{}))", false},
    {QT_TRANSLATE_NOOP("ll::gui::GmemView", "gemm_simple's float copy, M contiguous (coalesced)"),
     "make_tiled_copy(Copy_Atom<UniversalCopy<float>, float>{}, Layout<Shape<_32,_8>>{}, Layout<Shape<_1,_1>>{})",
     "make_tensor(make_gmem_ptr<float>(0), make_layout(make_shape(128,8), LayoutLeft{}))", false},
    {QT_TRANSLATE_NOOP("ll::gui::GmemView", "gemm_simple's float copy, K contiguous (uncoalesced)"),
     "make_tiled_copy(Copy_Atom<UniversalCopy<float>, float>{}, Layout<Shape<_32,_8>>{}, Layout<Shape<_1,_1>>{})",
     "make_tensor(make_gmem_ptr<float>(0), make_layout(make_shape(128,8), LayoutRight{}))", false},
    {QT_TRANSLATE_NOOP("ll::gui::GmemView", "128-bit stores of a row-major C tile"),
     "make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{})",
     "make_tensor(make_gmem_ptr<half_t>(0), make_layout(make_shape(128,64), LayoutRight{}))", true},
};

// Green when an issue takes its minimum of sectors, through yellow to red at 1/8 of it (scalar 16-bit loads
// each in their own sector).
QColor efficiencyColor(const WarpIssue& i) {
  const double e = i.sectors == 0 ? 1.0 : double(i.min_sectors) / double(i.sectors);
  const int hue = int(120 * std::clamp((e - 0.125) / 0.875, 0.0, 1.0));
  return QColor::fromHsv(hue, 140, 235);
}


}  // namespace

// Warps x instructions: each cell one warp-wide instruction, coloured by its efficiency, labelled with its sectors.
class IssueHeatMapWidget : public QWidget {
 public:
  using QWidget::QWidget;
  void setResult(const Coalescing* r) {
    result_ = r;
    const int warps = r ? int(r->warps) : 0, issues = r ? int(std::min<std::int64_t>(r->instructions, kMaxColumns)) : 0;
    setMinimumSize(kLabel + issues * kCell + 1, (warps + 1) * kCell + 1);
    resize(minimumSize());  // shrinks too, after a bigger copy
    setMouseTracking(true);
    update();
  }

 protected:
  void paintEvent(QPaintEvent*) override {
    if (!result_) return;
    QPainter p(this);
    QFont f = font();
    f.setPixelSize(9);
    p.setFont(f);
    const int columns = int(std::min<std::int64_t>(result_->instructions, kMaxColumns));
    for (int i = 0; i < columns; ++i) p.drawText(QRect(kLabel + i * kCell, 0, kCell, kCell), Qt::AlignCenter, QString::number(i));
    for (int w = 0; w < int(result_->warps); ++w) {
      const int y = (w + 1) * kCell;
      p.setPen(Qt::black);
      p.drawText(QRect(0, y, kLabel, kCell), Qt::AlignVCenter | Qt::AlignLeft, GmemView::tr("warp %1").arg(w));
      for (int i = 0; i < columns; ++i) {
        const WarpIssue& issue = result_->issues[std::size_t(w * result_->instructions + i)];
        const QRect cell(kLabel + i * kCell, y, kCell, kCell);
        p.fillRect(cell, efficiencyColor(issue));
        p.setPen(Qt::gray);
        p.drawRect(cell);
        p.setPen(Qt::black);
        p.drawText(cell, Qt::AlignCenter, QString::number(issue.sectors));
      }
    }
  }
  void mouseMoveEvent(QMouseEvent* e) override {
    if (!result_) return;
    const int i = (int(e->position().x()) - kLabel) / kCell, w = int(e->position().y()) / kCell - 1;
    if (i < 0 || w < 0 || i >= std::min<std::int64_t>(result_->instructions, kMaxColumns) || w >= result_->warps) {
      QToolTip::hideText();
      return;
    }
    const WarpIssue& issue = result_->issues[std::size_t(w * result_->instructions + i)];
    QToolTip::showText(e->globalPosition().toPoint(),
                       GmemView::tr("warp %1, instruction %2: %3 bytes in %4 sectors (minimum %5), %6 lines of 128 bytes (minimum %7)")
                           .arg(w).arg(i).arg(issue.bytes).arg(issue.sectors).arg(issue.min_sectors).arg(issue.lines).arg(issue.min_lines),
                       this);
  }

 private:
  static constexpr int kCell = 22;
  static constexpr int kLabel = 60;
  static constexpr int kMaxColumns = 256;  // the first 256 instructions of each warp; the summary counts all
  const Coalescing* result_ = nullptr;
};

// A rank-2 tensor, one cell per element, coloured by the efficiency of the instruction that moves it and
// labelled with that instruction's warp.
class TensorIssueWidget : public QWidget {
 public:
  using QWidget::QWidget;
  void setTensor(const Coalescing* r, int rows, int cols) {
    result_ = r;
    rows_ = r ? rows : 0, cols_ = r ? cols : 0;
    cell_ = cols_ > 0 ? std::clamp(760 / cols_, 4, 18) : 18;  // a 64-column tile fits the page
    setMinimumSize(cols_ * cell_ + 1, rows_ * cell_ + 1);
    resize(minimumSize());
    update();
  }

 protected:
  void paintEvent(QPaintEvent* event) override {
    if (!result_) return;
    QPainter p(this);
    QFont f = font();
    f.setPixelSize(8);
    p.setFont(f);
    const QRect clip = event->rect();
    const int r0 = std::max(0, clip.top() / cell_), r1 = std::min(rows_, clip.bottom() / cell_ + 1);
    const int c0 = std::max(0, clip.left() / cell_), c1 = std::min(cols_, clip.right() / cell_ + 1);
    for (int r = r0; r < r1; ++r)
      for (int c = c0; c < c1; ++c) {
        const std::int64_t index = result_->element_issue[std::size_t(r + std::int64_t(rows_) * c)];
        const QRect cell(c * cell_, r * cell_, cell_, cell_);
        if (index < 0) {
          p.fillRect(cell, Qt::white);
          continue;
        }
        const WarpIssue& issue = result_->issues[std::size_t(index)];
        p.fillRect(cell, issue.warp % 2 ? efficiencyColor(issue).darker(112) : efficiencyColor(issue));
        if (cell_ >= 14) {
          p.setPen(Qt::black);
          p.drawText(cell, Qt::AlignCenter, QString::number(issue.warp));
        }
      }
  }

 private:
  const Coalescing* result_ = nullptr;
  int rows_ = 0, cols_ = 0, cell_ = 18;
};

GmemView::GmemView(QWidget* parent) : QWidget(parent) {
  examples_ = new QComboBox;
  for (const Example& e : kExamples) examples_->addItem(tr(e.label));
  copy_ = new QLineEdit;
  copy_->setObjectName(QStringLiteral("gmemCopy"));
  tensor_ = new QLineEdit;
  tensor_->setObjectName(QStringLiteral("gmemTensor"));
  direction_ = new QComboBox;
  direction_->addItem(tr("load (partition_S of the tensor)"));
  direction_->addItem(tr("store (partition_D of the tensor)"));
  error_ = new QLabel;
  error_->setStyleSheet(QStringLiteral("color: #b00020"));
  error_->setWordWrap(true);
  summary_ = new QLabel;
  summary_->setWordWrap(true);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  heat_ = new IssueHeatMapWidget;
  tensorMap_ = new TensorIssueWidget;

  auto* form = new QFormLayout;
  form->addRow(tr("Example"), examples_);
  form->addRow(tr("TiledCopy"), copy_);
  form->addRow(tr("Global tensor"), tensor_);
  form->addRow(tr("Direction"), direction_);
  auto* save = new QPushButton(tr("Save kernel…"));
  save->setToolTip(tr("The copy as a CUDA program with CuTe: build it with nvcc and profile it, or print a thread's partition"));
  connect(save, &QPushButton::clicked, this, &GmemView::saveProgram);
  form->addRow(QString(), save);
  form->addRow(QString(), error_);

  auto* heatScroll = new QScrollArea;
  heatScroll->setWidget(heat_);
  auto* tensorScroll = new QScrollArea;
  tensorScroll->setWidget(tensorMap_);
  auto* top = new QVBoxLayout(this);
  top->addLayout(form);
  top->addWidget(summary_);
  top->addWidget(new QLabel(tr("32-byte sectors of each warp-wide instruction (green: the minimum; red: 8 times it)")));
  top->addWidget(heatScroll, 1);
  top->addWidget(new QLabel(tr("The tensor: each element coloured by the instruction that moves it, labelled with its warp")));
  top->addWidget(tensorScroll, 2);

  connect(examples_, &QComboBox::currentIndexChanged, this, &GmemView::exampleChosen);
  connect(copy_, &QLineEdit::textChanged, this, &GmemView::recompute);
  connect(tensor_, &QLineEdit::textChanged, this, &GmemView::recompute);
  connect(direction_, &QComboBox::currentIndexChanged, this, &GmemView::recompute);
  exampleChosen(0);
}

void GmemView::exampleChosen(int index) {
  if (index < 0 || index >= int(std::size(kExamples))) return;
  const Example& e = kExamples[index];
  const QSignalBlocker a(copy_), b(tensor_), c(direction_);
  copy_->setText(QString::fromLatin1(e.copy));
  copy_->setCursorPosition(0);
  tensor_->setText(QString::fromLatin1(e.tensor));
  tensor_->setCursorPosition(0);
  direction_->setCurrentIndex(e.store ? 1 : 0);
  recompute();
}

void GmemView::recompute() {
  result_.reset();
  program_.clear();
  auto fail_with = [&](const QString& message) {
    error_->setText(message);
    summary_->clear();
    heat_->setResult(nullptr);
    tensorMap_->setTensor(nullptr, 0, 0);
  };
  const auto copyValue = expr::evaluate_text(copy_->text().toStdString());
  if (!copyValue) return fail_with(tr("TiledCopy: %1").arg(errorText(copyValue)));
  const TiledCopy* copy = expr::tiled_copy_of(*copyValue);
  if (!copy) return fail_with(tr("TiledCopy: expected make_tiled_copy(...), got a %1").arg(QString::fromStdString(expr::kind_name(*copyValue))));
  const auto tensorValue = expr::evaluate_text(tensor_->text().toStdString());
  if (!tensorValue) return fail_with(tr("Global tensor: %1").arg(errorText(tensorValue)));
  const auto* tensor = tensorValue->object_as<expr::TensorValue>();
  if (!tensor)
    return fail_with(tr("Global tensor: expected make_tensor(make_gmem_ptr<T>(address), layout), got a %1")
                         .arg(QString::fromStdString(expr::kind_name(*tensorValue))));
  auto analysed = global_coalescing(*copy, direction_->currentIndex() == 1 ? 'D' : 'S', tensor->tensor);
  if (!analysed) return fail_with(errorText(analysed));

  error_->clear();
  result_ = std::move(*analysed);
  if (auto program = cute_cpp_copy_kernel(*copy, direction_->currentIndex() == 1 ? 'D' : 'S', tensor->tensor))
    program_ = QString::fromStdString(*program);
  const Coalescing& c = *result_;
  heat_->setResult(&c);
  const Layout& l = tensor->tensor.layout;
  if (rank(l).value == 2) tensorMap_->setTensor(&c, int(ll::size(l, {0}).value), int(ll::size(l, {1}).value));
  else tensorMap_->setTensor(nullptr, 0, 0);
  const std::int64_t issues = std::max<std::int64_t>(1, std::int64_t(c.issues.size()));
  summary_->setText(
      tr("%1 threads (%2 warps) x %3 instructions of %4-bit vectors; the tensor's strides allow %5-bit vectors. "
         "Per warp instruction: %6 sectors of 32 bytes (minimum %7), %8 lines of 128 bytes (minimum %9). "
         "In all %10 sectors for a minimum of %11: %12% efficient.")
          .arg(c.threads)
          .arg(c.warps)
          .arg(c.instructions)
          .arg(c.vector_bits)
          .arg(c.widest_vector_bits)
          .arg(double(c.sectors) / double(issues), 0, 'g', 3)
          .arg(double(c.min_sectors) / double(issues), 0, 'g', 3)
          .arg(double(c.lines) / double(issues), 0, 'g', 3)
          .arg(double(c.min_lines) / double(issues), 0, 'g', 3)
          .arg(c.sectors)
          .arg(c.min_sectors)
          .arg(c.sectors == 0 ? 100 : c.min_sectors * 100 / c.sectors));
}

QString GmemView::programText() const { return program_; }

void GmemView::saveProgram() {
  save_program_dialog(this, program_, error_->text(), tr("Save kernel"), QStringLiteral("copy_kernel.cu"), tr("CUDA (*.cu)"));
}

}  // namespace ll::gui
