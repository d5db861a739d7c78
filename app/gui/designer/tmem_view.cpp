#include "app/gui/designer/tmem_view.hpp"

#include <QComboBox>
#include <QCoreApplication>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPainter>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSpinBox>
#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "app/gui/painters/grid_colours.hpp"
#include "app/gui/translations/core_messages.hpp"
#include "core/atoms/mma_atom.hpp"
#include "core/atoms/tmem_copy_atom.hpp"
#include "core/tiled/tiled_mma.hpp"

namespace ll::gui {

// Lanes down, columns across; one hue per warp, lighter for odd instructions so each tcgen05 copy shows as a band; the
// chosen thread's cells outlined; lines between the four 32-lane subpartitions.
class TmemPictureWidget : public QWidget {
 public:
  explicit TmemPictureWidget(QWidget* parent = nullptr) : QWidget(parent) {
    setMouseTracking(true);
    setMinimumSize(200, 160);
  }
  void setScene(const TmemScene* scene, int thread) {
    scene_ = scene;
    thread_ = thread;
    if (scene_) setMinimumSize(int(kLeft + double(scene_->columns) * kMinCell + 4), int(kTop + TmemScene::kLanes * kMinCell + 4));
    update();
  }

 protected:
  void paintEvent(QPaintEvent*) override {
    if (!scene_) return;
    QPainter p(this);
    p.fillRect(rect(), Qt::white);
    const TmemScene& s = *scene_;
    const double cw = cellWidth(), ch = cellHeight();
    p.setPen(Qt::black);
    p.drawText(QRectF(kLeft, 0, 900, kTop - 4), Qt::AlignLeft | Qt::AlignBottom,
               QCoreApplication::translate("ll::gui::TmemView", "Tensor memory of CTA 0: 128 lanes x %1 columns of 32 bits (of 512)")
                   .arg(s.columns));
    const ColourScheme& scheme = find_colour_scheme(QStringLiteral("okabe-ito"));
    for (int lane = 0; lane < TmemScene::kLanes; ++lane)
      for (std::int64_t col = 0; col < s.columns; ++col) {
        const TmemCell& c = s.at(lane, col);
        QColor fill(235, 235, 235);
        if (c.m >= 0 && c.thread >= 0) {
          fill = scheme.colours[std::size_t((c.thread / 32) % std::int64_t(scheme.colours.size()))];
          if (c.instruction % 2) fill = fill.lighter(135);
        } else if (c.m >= 0) {
          fill = QColor(160, 160, 160);
        }
        p.fillRect(cellRect(lane, col), fill);
      }
    // the subpartitions, and their warp
    p.setPen(QPen(Qt::black, 1.5));
    for (int w = 0; w <= 4; ++w) p.drawLine(QPointF(kLeft, kTop + w * 32 * ch), QPointF(kLeft + double(s.columns) * cw, kTop + w * 32 * ch));
    for (int w = 0; w < 4; ++w)
      p.drawText(QRectF(0, kTop + w * 32 * ch, kLeft - 6, 32 * ch), Qt::AlignRight | Qt::AlignVCenter,
                 QCoreApplication::translate("ll::gui::TmemView", "warp %1").arg(w));
    if (thread_ >= 0) {
      p.setPen(QPen(Qt::black, 1));
      for (int lane = 0; lane < TmemScene::kLanes; ++lane)
        for (std::int64_t col = 0; col < s.columns; ++col)
          if (s.at(lane, col).thread == thread_) p.drawRect(cellRect(lane, col).adjusted(0.5, 0.5, -0.5, -0.5));
    }
  }

  void mouseMoveEvent(QMouseEvent* e) override {
    if (!scene_) return;
    const QPointF pos = e->position();
    const int lane = int((pos.y() - kTop) / cellHeight());
    const std::int64_t col = std::int64_t((pos.x() - kLeft) / cellWidth());
    if (pos.y() < kTop || pos.x() < kLeft || lane >= TmemScene::kLanes || col >= scene_->columns) return QToolTip::hideText();
    const TmemCell& c = scene_->at(lane, col);
    const QString where = QCoreApplication::translate("ll::gui::TmemView", "lane %1, column %2 (address 0x%3)")
                              .arg(lane)
                              .arg(col)
                              .arg(QStringLiteral("%1.%2").arg(lane, 4, 16, QLatin1Char('0')).arg(col, 4, 16, QLatin1Char('0')));
    QString text = c.m < 0 ? QCoreApplication::translate("ll::gui::TmemView", "%1: not used by this accumulator").arg(where)
                           : QCoreApplication::translate("ll::gui::TmemView", "%1: C(%2,%3), read by thread %4 (warp %5) in its copy %6")
                                 .arg(where)
                                 .arg(c.m)
                                 .arg(c.n)
                                 .arg(c.thread)
                                 .arg(c.thread / 32)
                                 .arg(c.instruction);
    QToolTip::showText(e->globalPosition().toPoint(), text, this);
  }

 private:
  static constexpr double kTop = 22, kLeft = 56, kMinCell = 2;
  // Cells fill the page (a memory map: not square), at least kMinCell wide and tall.
  double cellWidth() const {
    const double across = (double(width()) - kLeft - 4) / double(std::max<std::int64_t>(1, scene_->columns));
    return std::clamp(across, kMinCell, 16.0);
  }
  double cellHeight() const { return std::clamp((double(height()) - kTop - 4) / TmemScene::kLanes, kMinCell, 16.0); }
  QRectF cellRect(int lane, std::int64_t col) const {
    return QRectF(kLeft + double(col) * cellWidth(), kTop + lane * cellHeight(), cellWidth(), cellHeight());
  }
  const TmemScene* scene_ = nullptr;
  int thread_ = -1;
};

TmemView::TmemView(QWidget* parent) : QWidget(parent) {
  auto* banner = new QLabel(tr("SM100 (Blackwell), view only: no Blackwell GPU is at hand to run these. Every layout on this page is "
                               "CuTe's own (checked against CuTe compiled on the host)."));
  banner->setWordWrap(true);
  banner->setStyleSheet(QStringLiteral("font-weight: bold; color: #7a4b00;"));
  atom_ = new QComboBox;
  atom_->setObjectName(QStringLiteral("tmemAtom"));
  for (const MMA_Atom& a : mma_catalog())
    if (a.arch.rfind("SM100", 0) == 0) atom_->addItem(QString::fromStdString(a.name));
  tile_ = new QLineEdit;
  tile_->setObjectName(QStringLiteral("tmemTile"));
  tile_->setToolTip(tr("The C tile MxN of one CTA (a 2-SM UMMA: of the pair), a multiple of the atom's"));
  op_ = new QComboBox;
  op_->setObjectName(QStringLiteral("tmemCopy"));
  for (const std::string& op : tmem_copy_ops()) op_->addItem(QString::fromStdString(op));
  thread_ = new QSpinBox;
  thread_->setRange(0, 127);
  thread_->setToolTip(tr("An epilogue thread: its cells are outlined"));
  error_ = new QLabel;
  error_->setStyleSheet(QStringLiteral("color: #b00020"));
  error_->setWordWrap(true);
  summary_ = new QLabel;
  summary_->setWordWrap(true);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  prints_ = new QPlainTextEdit;
  prints_->setObjectName(QStringLiteral("tmemPrints"));
  prints_->setReadOnly(true);
  prints_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  picture_ = new TmemPictureWidget;

  auto* form = new QFormLayout;
  form->addRow(tr("UMMA atom"), atom_);
  form->addRow(tr("C tile"), tile_);
  auto* copyRow = new QHBoxLayout;
  copyRow->addWidget(op_, 1);
  copyRow->addWidget(new QLabel(tr("thread")));
  copyRow->addWidget(thread_);
  form->addRow(tr("tcgen05 copy"), copyRow);
  form->addRow(QString(), error_);

  auto* texts = new QVBoxLayout;
  texts->addWidget(summary_);
  texts->addWidget(prints_, 1);
  auto* scroll = new QScrollArea;
  scroll->setWidget(picture_);
  scroll->setWidgetResizable(true);
  auto* below = new QHBoxLayout;
  below->addLayout(texts, 1);
  below->addWidget(scroll, 3);
  auto* top = new QVBoxLayout(this);
  top->addWidget(banner);
  top->addLayout(form);
  top->addLayout(below, 1);

  connect(atom_, &QComboBox::currentIndexChanged, this, &TmemView::atomChosen);
  connect(tile_, &QLineEdit::textChanged, this, &TmemView::recompute);
  connect(op_, &QComboBox::currentIndexChanged, this, &TmemView::recompute);
  connect(thread_, &QSpinBox::valueChanged, this, [this](int t) { picture_->setScene(scene_ ? &*scene_ : nullptr, t); });
  const int preferred = atom_->findText(QStringLiteral("SM100_MMA_F16BF16_SS<half_t,half_t,float,128,256,UMMA::Major::K,UMMA::Major::K>"));
  atom_->setCurrentIndex(std::max(0, preferred));
  atomChosen();
}

void TmemView::atomChosen() {
  auto atom = make_mma_atom(atom_->currentText().toStdString());
  if (!atom) return;
  const IntTuple& mnk = atom->shape_mnk;
  const QSignalBlocker block(tile_);
  tile_->setText(QStringLiteral("%1x%2").arg(get(mnk, {0}).integer().value).arg(get(mnk, {1}).integer().value));
  // an M=64 accumulator fills 16 lanes of each subpartition: the 16-lane load reads it
  if (get(mnk, {0}).integer().value == 64 && atom_->currentText().indexOf(QLatin1String("2x1SM")) < 0)
    op_->setCurrentText(QStringLiteral("SM100_TMEM_LOAD_16dp256b1x"));
  else if (op_->currentText() == QLatin1String("SM100_TMEM_LOAD_16dp256b1x"))
    op_->setCurrentText(QStringLiteral("SM100_TMEM_LOAD_32dp32b1x"));
  recompute();
}

void TmemView::recompute() {
  scene_.reset();
  auto fail_with = [&](const QString& message) {
    error_->setText(message);
    summary_->clear();
    prints_->clear();
    picture_->setScene(nullptr, -1);
  };
  auto atom = make_mma_atom(atom_->currentText().toStdString());
  if (!atom) return fail_with(errorText(atom));
  const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("^\\s*(\\d+)\\s*x\\s*(\\d+)\\s*$")).match(tile_->text());
  if (!m.hasMatch()) return fail_with(tr("C tile: expected MxN, e.g. 128x256, got '%1'").arg(tile_->text()));
  const IntTuple tile{static_int(m.captured(1).toLongLong()), static_int(m.captured(2).toLongLong())};
  const std::string op = op_->currentText().toStdString();
  auto mma = attempt([&] { return make_tiled_mma(*atom); });
  if (!mma) return fail_with(errorText(mma));
  auto scene = make_tmem_scene(*mma, tile, op);
  if (!scene) return fail_with(errorText(scene));
  error_->clear();
  scene_ = std::move(*scene);
  const TmemScene& s = *scene_;
  int used_lanes = 0;
  for (int lane = 0; lane < TmemScene::kLanes; ++lane)
    for (std::int64_t col = 0; col < s.columns; ++col)
      if (s.at(lane, col).m >= 0) {
        ++used_lanes;
        break;
      }
  QString summary = tr("CTA 0's accumulator, a %1 x %2 tile of %3-bit values, occupies %4 lanes and %5 of TMEM's 512 columns. "
                       "Warp w of the epilogue's warpgroup reads only lanes 32w..32w+31 (its subpartition): each thread "
                       "takes %6 %7 copies.")
                        .arg(s.tile_m)
                        .arg(s.tile_n)
                        .arg(s.value_bits)
                        .arg(used_lanes)
                        .arg(s.columns)
                        .arg(s.instructions)
                        .arg(op_->currentText());
  if (s.n_sm == 2) summary += QLatin1Char(' ') + tr("A 2-SM UMMA: the peer CTA's TMEM holds the other rows of the tile the same way.");
  summary_->setText(summary);
  prints_->setPlainText(QStringLiteral("make_fragment_C: %1\n\nmake_tmem_copy(%2{}, acc):\n%3")
                            .arg(QString::fromStdString(s.fragment), op_->currentText(), QString::fromStdString(s.copy)));
  picture_->setScene(&*scene_, thread_->value());
}

}  // namespace ll::gui
