#include "app/gui/designer/tma_view.hpp"

#include <QComboBox>
#include <QFormLayout>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QPainter>
#include <QScrollArea>
#include <QSpinBox>
#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <map>

#include "app/gui/painters/grid_colours.hpp"
#include "app/gui/translations/core_messages.hpp"
#include "core/expr/eval.hpp"
#include "core/expr/tensor_value.hpp"
#include "core/layout/print.hpp"

namespace ll::gui {

namespace {

struct Example {
  const char* label;
  const char* tensor;
  const char* smem;
  const char* tile;
  const char* operation;
  int cluster;
};
const Example kExamples[] = {
    {QT_TRANSLATE_NOOP("ll::gui::TmaView", "A K-major tile of 128x64 halves, GMMA's 128-byte swizzle (the sm90 mainloop's A)"),
     "make_tensor(make_gmem_ptr<half_t>(0), make_shape(4096,4096), make_stride(4096,_1{}))",
     "tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_128{},_64{}))", "make_shape(_128{},_64{})",
     "SM90_TMA_LOAD", 1},
    {QT_TRANSLATE_NOOP("ll::gui::TmaView", "Multicast over a 2x1 cluster: each CTA loads half of the box for both"),
     "make_tensor(make_gmem_ptr<half_t>(0), make_shape(4096,4096), make_stride(4096,_1{}))",
     "tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_128{},_64{}))", "make_shape(_128{},_64{})",
     "SM90_TMA_LOAD_MULTICAST", 2},
    {QT_TRANSLATE_NOOP("ll::gui::TmaView", "An MN-major tile (M contiguous): the swizzle span limits each box to 64 rows"),
     "make_tensor(make_gmem_ptr<half_t>(0), make_shape(4096,4096), make_stride(_1{},4096))",
     "tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>{}, make_shape(_128{},_64{}))", "make_shape(_128{},_64{})",
     "SM90_TMA_LOAD", 1},
    {QT_TRANSLATE_NOOP("ll::gui::TmaView", "A K-major tile of 64x64 floats, 64-byte swizzle: four boxes of 16 floats"),
     "make_tensor(make_gmem_ptr<float>(0), make_shape(2048,2048), make_stride(2048,_1{}))",
     "tile_to_shape(GMMA::Layout_K_SW64_Atom<float>{}, make_shape(_64{},_64{}))", "make_shape(_64{},_64{})",
     "SM90_TMA_LOAD", 1},
    {QT_TRANSLATE_NOOP("ll::gui::TmaView", "A store of a row-major 64x32 float tile, no swizzle"),
     "make_tensor(make_gmem_ptr<float>(0), make_shape(1024,1024), make_stride(1024,_1{}))",
     "make_layout(make_shape(_64{},_32{}), LayoutRight{})", "", "SM90_TMA_STORE", 1},
};


}  // namespace

// The CTA tile (left) and the shared memory it lands in (right, rows of 128 bytes), both coloured by who moves each
// element, shaded by its 16-byte chunk; hovering an element names it and marks it in the other panel. The cells
// shrink to fit the page, down to kMinCell pixels (then it scrolls).
class TmaPictureWidget : public QWidget {
 public:
  explicit TmaPictureWidget(QWidget* parent = nullptr) : QWidget(parent) {
    setMouseTracking(true);
    setMinimumSize(200, 160);
  }

  void setScene(const TmaScene* scene) {
    scene_ = scene;
    hovered_ = -1;
    boxes_.clear();
    if (scene_) {
      // the bounding rectangle of each (instruction, CTA) slice, outlined over the tile
      for (std::int64_t r = 0; r < scene_->rows; ++r)
        for (std::int64_t c = 0; c < scene_->cols; ++c) {
          const TmaTileCell& cell = scene_->tile[std::size_t(r * scene_->cols + c)];
          QRect& box = boxes_[slice(cell)];
          box = box.isNull() ? QRect(int(c), int(r), 1, 1) : box.united(QRect(int(c), int(r), 1, 1));
        }
      // room for cells of kMinCell pixels: smaller pages scroll
      setMinimumSize(int(double(scene_->cols + scene_->smem_row_elements) * kMinCell + kGap + 4),
                     int(top() + double(std::max(scene_->rows, scene_->smem_rows)) * kMinCell + 4));
    } else {
      setMinimumSize(200, 160);
    }
    update();
  }

 protected:
  void paintEvent(QPaintEvent*) override {
    if (!scene_) return;
    QPainter p(this);
    p.fillRect(rect(), Qt::white);
    const TmaScene& s = *scene_;
    const double cell = cellSize();
    p.setPen(Qt::black);
    p.drawText(QRectF(0, 0, std::max(160.0, double(s.cols) * cell), kTitle - 4), Qt::AlignLeft | Qt::AlignBottom,
               QCoreApplication::translate("ll::gui::TmaView", "CTA tile (%1 x %2)").arg(s.rows).arg(s.cols));
    p.drawText(QRectF(smemLeft(), 0, 400, kTitle - 4), Qt::AlignLeft | Qt::AlignBottom,
               QCoreApplication::translate("ll::gui::TmaView", "Shared memory (rows of 128 bytes)"));
    paintLegend(p);
    for (std::int64_t r = 0; r < s.rows; ++r)
      for (std::int64_t c = 0; c < s.cols; ++c) p.fillRect(tileRect(r, c), colour(s.tile[std::size_t(r * s.cols + c)]));
    for (std::int64_t o = 0; o < std::int64_t(s.smem_source.size()); ++o) {
      const std::int64_t src = s.smem_source[std::size_t(o)];
      p.fillRect(smemRect(o), src < 0 ? QColor(230, 230, 230) : colour(s.tile[std::size_t(src)]));
    }
    // the slices' outlines, then the smem frame
    p.setPen(QPen(Qt::black, 2));
    for (const auto& [key, box] : boxes_)
      p.drawRect(QRectF(box.x() * cell, top() + box.y() * cell, box.width() * cell, box.height() * cell));
    p.setPen(QPen(Qt::darkGray, 1));
    p.drawRect(QRectF(smemLeft(), top(), double(s.smem_row_elements) * cell, double(s.smem_rows) * cell));
    if (hovered_ >= 0) {
      p.setPen(QPen(Qt::red, 2));
      p.drawRect(tileRect(hovered_ / s.cols, hovered_ % s.cols));
      p.drawRect(smemRect(s.tile[std::size_t(hovered_)].smem_offset));
    }
  }

  void mouseMoveEvent(QMouseEvent* e) override {
    if (!scene_) return;
    const TmaScene& s = *scene_;
    const QPointF pos = e->position();
    const double cell = cellSize();
    std::int64_t found = -1;
    if (pos.y() >= top()) {
      const std::int64_t r = std::int64_t((pos.y() - top()) / cell);
      if (pos.x() < double(s.cols) * cell && r < s.rows) found = r * s.cols + std::int64_t(pos.x() / cell);
      const double x = pos.x() - smemLeft();
      if (x >= 0 && x < double(s.smem_row_elements) * cell && r < s.smem_rows)
        found = s.smem_source[std::size_t(r * s.smem_row_elements + std::int64_t(x / cell))];
    }
    if (found != hovered_) {
      hovered_ = found;
      update();
    }
    if (found < 0) return QToolTip::hideText();
    const TmaTileCell& c = s.tile[std::size_t(found)];
    QToolTip::showText(e->globalPosition().toPoint(),
                       QCoreApplication::translate("ll::gui::TmaView", "tile (%1,%2) → smem element %3 (byte 0x%4), instruction %5, CTA %6")
                           .arg(found / s.cols)
                           .arg(found % s.cols)
                           .arg(c.smem_offset)
                           .arg(QString::number(c.smem_offset * (s.element_bits / 8), 16))
                           .arg(c.instruction)
                           .arg(c.cta),
                       this);
  }

  void leaveEvent(QEvent*) override {
    hovered_ = -1;
    update();
  }

 private:
  static constexpr double kTitle = 22, kLegend = 20, kGap = 32, kMinCell = 3;
  static constexpr std::size_t kMaxLegend = 16;
  double top() const { return kTitle + kLegend; }
  // The largest cell (kMinCell..24 pixels) that shows both panels whole.
  double cellSize() const {
    const TmaScene& s = *scene_;
    const double across = (double(width()) - kGap - 4) / double(s.cols + s.smem_row_elements);
    const double down = (double(height()) - top() - 4) / double(std::max(s.rows, s.smem_rows));
    return std::clamp(std::floor(std::min(across, down)), kMinCell, 24.0);
  }
  double smemLeft() const { return double(scene_->cols) * cellSize() + kGap; }
  QRectF tileRect(std::int64_t r, std::int64_t c) const {
    const double cell = cellSize();
    return QRectF(double(c) * cell, top() + double(r) * cell, cell, cell);
  }
  QRectF smemRect(std::int64_t offset) const {
    const double cell = cellSize();
    const std::int64_t w = scene_->smem_row_elements;
    return QRectF(smemLeft() + double(offset % w) * cell, top() + double(offset / w) * cell, cell, cell);
  }
  std::int64_t slice(const TmaTileCell& cell) const { return cell.instruction * scene_->multicast + cell.cta; }
  // One hue per (instruction, CTA), lighter for higher 16-byte chunks of a row: a swizzle shows as shuffled shades.
  QColor baseColour(std::int64_t slice) const {
    const ColourScheme& scheme = find_colour_scheme(QStringLiteral("okabe-ito"));
    return scheme.colours[std::size_t(slice % std::int64_t(scheme.colours.size()))];
  }
  QColor colour(const TmaTileCell& cell) const { return baseColour(slice(cell)).lighter(100 + int(cell.chunk) * 9); }
  // A swatch per slice: "instruction j" or, under multicast, "instruction j, CTA r".
  void paintLegend(QPainter& p) const {
    double x = 0;
    std::size_t shown = 0;
    for (const auto& [key, box] : boxes_) {
      if (++shown > kMaxLegend) break;
      const std::int64_t instruction = key / scene_->multicast, cta = key % scene_->multicast;
      const QString label = scene_->multicast > 1
                                ? QCoreApplication::translate("ll::gui::TmaView", "instruction %1, CTA %2").arg(instruction).arg(cta)
                                : QCoreApplication::translate("ll::gui::TmaView", "instruction %1").arg(instruction);
      const double w = p.fontMetrics().horizontalAdvance(label);
      if (x + 16 + w > double(width())) break;
      p.fillRect(QRectF(x, kTitle + 4, 12, 12), baseColour(key));
      p.setPen(Qt::black);
      p.drawText(QRectF(x + 16, kTitle, w + 4, kLegend), Qt::AlignLeft | Qt::AlignVCenter, label);
      x += 16 + w + 14;
    }
  }

  const TmaScene* scene_ = nullptr;
  std::int64_t hovered_ = -1;
  std::map<std::int64_t, QRect> boxes_;
};

TmaView::TmaView(QWidget* parent) : QWidget(parent) {
  examples_ = new QComboBox;
  for (const Example& e : kExamples) examples_->addItem(tr(e.label));
  tensor_ = new QLineEdit;
  tensor_->setObjectName(QStringLiteral("tmaTensor"));
  smem_ = new QLineEdit;
  smem_->setObjectName(QStringLiteral("tmaSmem"));
  tile_ = new QLineEdit;
  tile_->setObjectName(QStringLiteral("tmaTile"));
  tile_->setPlaceholderText(tr("empty: the smem layout's shape"));
  operation_ = new QComboBox;
  for (const char* op : {"SM90_TMA_LOAD", "SM90_TMA_LOAD_MULTICAST", "SM90_TMA_STORE", "SM90_TMA_REDUCE_ADD"})
    operation_->addItem(QString::fromLatin1(op));
  cluster_ = new QSpinBox;
  cluster_->setRange(1, 16);
  cluster_->setToolTip(tr("The CTAs of the cluster sharing each box (make_tma_copy's cluster_size): each loads a slice and multicasts it"));
  error_ = new QLabel;
  error_->setStyleSheet(QStringLiteral("color: #b00020"));
  error_->setWordWrap(true);
  note_ = new QLabel;
  note_->setWordWrap(true);
  note_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  summary_ = new QLabel;
  summary_->setWordWrap(true);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  descriptor_ = new QPlainTextEdit;
  descriptor_->setObjectName(QStringLiteral("tmaDescriptor"));
  descriptor_->setReadOnly(true);
  descriptor_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  descriptor_->setLineWrapMode(QPlainTextEdit::WidgetWidth);
  descriptor_->setMinimumHeight(8 * QFontMetrics(descriptor_->font()).lineSpacing() + 12);
  picture_ = new TmaPictureWidget;

  auto* form = new QFormLayout;
  form->addRow(tr("Example"), examples_);
  form->addRow(tr("Global tensor"), tensor_);
  form->addRow(tr("Smem layout (one stage)"), smem_);
  form->addRow(tr("CTA tile"), tile_);
  auto* opRow = new QHBoxLayout;
  opRow->addWidget(operation_, 1);
  opRow->addWidget(new QLabel(tr("cluster size")));
  opRow->addWidget(cluster_);
  form->addRow(tr("Operation"), opRow);
  form->addRow(QString(), error_);

  auto* scroll = new QScrollArea;
  scroll->setWidget(picture_);
  scroll->setWidgetResizable(true);
  // the texts beside the picture, so a whole CTA tile fits the page's height
  auto* texts = new QVBoxLayout;
  texts->addWidget(note_);
  texts->addWidget(summary_);
  texts->addWidget(descriptor_);
  auto* legend = new QLabel(tr("Each colour is one TMA instruction's box (per CTA under multicast, outlined); shades are the "
                               "16-byte chunks of a row, so a swizzle shows as shuffled shades in shared memory. Hover an "
                               "element to find it in the other panel."));
  legend->setWordWrap(true);
  texts->addWidget(legend);
  texts->addStretch(1);
  auto* below = new QHBoxLayout;
  below->addLayout(texts, 2);
  below->addWidget(scroll, 3);
  auto* top = new QVBoxLayout(this);
  top->addLayout(form);
  top->addLayout(below, 1);

  connect(examples_, &QComboBox::currentIndexChanged, this, &TmaView::exampleChosen);
  for (QLineEdit* field : {tensor_, smem_, tile_}) connect(field, &QLineEdit::textChanged, this, &TmaView::recompute);
  connect(operation_, &QComboBox::currentIndexChanged, this, &TmaView::recompute);
  connect(cluster_, &QSpinBox::valueChanged, this, &TmaView::recompute);
  exampleChosen(0);
}

void TmaView::setKernelCopies(const QStringList& a, const QStringList& b) {
  {
    const QSignalBlocker block(examples_);
    for (int i = int(kernel_.size()); i > 0; --i) examples_->removeItem(0);
    kernel_ = {a, b};
    examples_->insertItem(0, tr("This design's sm90 kernel: the TMA load of A"));
    examples_->insertItem(1, tr("This design's sm90 kernel: the TMA load of B"));
    examples_->setCurrentIndex(0);
  }
  exampleChosen(0);
}

void TmaView::exampleChosen(int index) {
  note_->clear();
  if (index >= 0 && index < int(kernel_.size())) {
    const QStringList& k = kernel_[index];
    setCopy(k[0], k[1], k[2], k.value(4, QStringLiteral("SM90_TMA_LOAD")), k.value(5, QStringLiteral("1")).toInt());
    note_->setText(tr("The generated kernel declares SmemLayout%1 = %2 (every stage: TMA fills one stage per k-tile). Its "
                      "descriptor is encoded from this make_tma_copy, computed from the same text.")
                       .arg(index == 0 ? QLatin1Char('A') : QLatin1Char('B'))
                       .arg(k[3]));
    return;
  }
  index -= int(kernel_.size());
  if (index < 0 || index >= int(std::size(kExamples))) return;
  const Example& e = kExamples[index];
  setCopy(QString::fromLatin1(e.tensor), QString::fromLatin1(e.smem), QString::fromLatin1(e.tile), QString::fromLatin1(e.operation),
          e.cluster);
}

void TmaView::setCopy(const QString& tensor, const QString& smem, const QString& tile, const QString& operation, int cluster) {
  {
    const QSignalBlocker a(tensor_), b(smem_), c(tile_), d(operation_), e(cluster_);
    tensor_->setText(tensor);
    smem_->setText(smem);
    tile_->setText(tile);
    for (QLineEdit* field : {tensor_, smem_, tile_}) field->setCursorPosition(0);
    operation_->setCurrentText(operation);
    cluster_->setValue(cluster);
  }
  recompute();
}

QString TmaView::callText() const {
  if (tensor_->text().trimmed().isEmpty() || smem_->text().trimmed().isEmpty()) return {};
  QString call = QStringLiteral("make_tma_copy(%1{}, %2, %3").arg(operation_->currentText(), tensor_->text().trimmed(), smem_->text().trimmed());
  if (!tile_->text().trimmed().isEmpty()) call += QStringLiteral(", ") + tile_->text().trimmed();
  if (cluster_->value() > 1 || !tile_->text().trimmed().isEmpty()) call += QStringLiteral(", Int<%1>{}").arg(cluster_->value());
  return call + QLatin1Char(')');
}

void TmaView::recompute() {
  scene_.reset();
  auto fail_with = [&](const QString& message) {
    error_->setText(message);
    summary_->clear();
    descriptor_->clear();
    picture_->setScene(nullptr);
  };
  const auto tensorValue = expr::evaluate_text(tensor_->text().toStdString());
  if (!tensorValue) return fail_with(tr("Global tensor: %1").arg(errorText(tensorValue)));
  const auto* tensor = tensorValue->object_as<expr::TensorValue>();
  if (!tensor || !tensor->tensor.pointer)
    return fail_with(tr("Global tensor: expected make_tensor(make_gmem_ptr<T>(address), layout), got a %1")
                         .arg(QString::fromStdString(expr::kind_name(*tensorValue))));
  const auto smemValue = expr::evaluate_text(smem_->text().toStdString());
  if (!smemValue) return fail_with(tr("Smem layout: %1").arg(errorText(smemValue)));
  AnyLayout slayout;
  if (smemValue->is_layout()) slayout = smemValue->layout();
  else if (smemValue->is_composed()) slayout = smemValue->composed();
  else return fail_with(tr("Smem layout: expected a Layout or a GMMA smem layout, got a %1").arg(QString::fromStdString(expr::kind_name(*smemValue))));

  const std::string op = operation_->currentText().toStdString();
  const Int cluster = static_int(cluster_->value());
  std::optional<Tiler> tiler;  // empty field: make_tma_copy's own default, product_each(shape(slayout))
  if (!tile_->text().trimmed().isEmpty()) {
    auto tileValue = expr::evaluate_text(tile_->text().toStdString());
    if (!tileValue) return fail_with(tr("CTA tile: %1").arg(errorText(tileValue)));
    auto taken = attempt([&] { return expr::take_tiler(expr::Value(*tileValue)); });
    if (!taken) return fail_with(tr("CTA tile: %1").arg(errorText(taken)));
    tiler = *taken;
  }
  const auto tma = attempt([&] {
    return tiler ? make_tma_copy(op, tensor->tensor, slayout, *tiler, cluster) : make_tma_copy(op, tensor->tensor, slayout, cluster);
  });
  if (!tma) return fail_with(errorText(tma));
  auto scene = make_tma_scene(*tma, slayout, tensor->tensor.pointer->element_bits);
  if (!scene) return fail_with(errorText(scene));

  error_->clear();
  scene_ = std::move(*scene);
  const TmaScene& s = *scene_;
  QStringList box;
  for (std::uint32_t d : s.descriptor.box_dim) box << QString::number(d);
  QString summary = tr("Each TMA instruction moves a box of %1 elements (%2 bytes; box (%3), innermost first).")
                        .arg(s.slice_elements())
                        .arg(s.slice_elements() * s.element_bits / 8)
                        .arg(box.join(QLatin1Char(','))) +
                    QLatin1Char(' ') + tr("Instructions per CTA tile: %1.").arg(s.instructions);
  if (s.multicast > 1)
    summary += QLatin1Char(' ') + tr("Multicast: the %1 CTAs of the cluster each issue one slice of every %2-element box and "
                                     "multicast it, so each CTA's smem receives the whole tile.")
                                      .arg(s.multicast)
                                      .arg(s.box_elements);
  summary_->setText(summary);
  descriptor_->setPlainText(QStringLiteral("%1\nTmaGmemBasis %2\n%3")
                           .arg(QString::fromStdString(to_string(s.descriptor)), QString::fromStdString(to_string(tma->gbasis)),
                                callText()));
  picture_->setScene(&*scene_);
}

}  // namespace ll::gui
