#include "app/gui/designer/triton_panel.hpp"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QScrollArea>
#include <QVBoxLayout>

#include "app/gui/translations/core_messages.hpp"
#include "core/layout/print.hpp"
#include "core/triton/conversion.hpp"

namespace ll::gui {

// A rank-2 tensor, one cell per element: the first owner's thread, coloured by warp.
class OwnerGridWidget : public QWidget {
 public:
  using QWidget::QWidget;
  void setOwnership(const triton::TritonOwnership* own) {
    own_ = own;
    int rows = own ? int(own->shape[0]) : 0, cols = own ? int(own->shape[1]) : 0;
    setMinimumSize(cols * kCell + 1, rows * kCell + 1);
    update();
  }

 protected:
  void paintEvent(QPaintEvent*) override {
    if (!own_) return;
    QPainter p(this);
    QFont f = font();
    f.setPixelSize(9);
    p.setFont(f);
    const std::int64_t cols = own_->shape[1];
    for (std::int64_t i = 0; i < std::int64_t(own_->owners.size()); ++i) {
      const auto& owners = own_->owners[std::size_t(i)];
      QRect cell(int(i % cols) * kCell, int(i / cols) * kCell, kCell, kCell);
      if (!owners.empty()) {
        const auto& o = owners.front();
        p.fillRect(cell, QColor::fromHsv(int((o.warp * 67 + o.cta * 151) % 360), 70, 245));
        p.setPen(Qt::black);
        p.drawText(cell, Qt::AlignCenter, QString::number(o.thread));
      }
      p.setPen(Qt::gray);
      p.drawRect(cell);
    }
  }

 private:
  static constexpr int kCell = 24;
  const triton::TritonOwnership* own_ = nullptr;
};

TritonPanel::TritonPanel(QWidget* parent) : QWidget(parent) {
  const char* defaults[8] = {"[2, 2]", "[8, 4]", "[1, 2]", "[1, 0]", "", "", "", "[16, 16]"};
  for (int i = 0; i < 8; ++i) fields_[i] = new QLineEdit(QString::fromLatin1(defaults[i]));
  for (int i = 4; i < 7; ++i) fields_[i]->setPlaceholderText(tr("optional (one CTA)"));
  error_ = new QLabel;
  error_->setStyleSheet(QStringLiteral("color: #b00020"));
  error_->setWordWrap(true);
  cute_ = new QLabel;
  cute_->setWordWrap(true);
  cute_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  grid_ = new OwnerGridWidget;

  auto* form = new QFormLayout;
  const QString names[8] = {tr("sizePerThread"), tr("threadsPerWarp"), tr("warpsPerCTA"), tr("order"),
                            tr("CTAsPerCGA"),    tr("CTASplitNum"),    tr("CTAOrder"),    tr("Tensor shape")};
  for (int i = 0; i < 8; ++i) form->addRow(names[i], fields_[i]);
  auto* scroll = new QScrollArea;
  scroll->setWidget(grid_);
  auto* top = new QVBoxLayout(this);
  top->addLayout(form);
  top->addWidget(error_);
  top->addWidget(cute_);
  top->addWidget(new QLabel(tr("Owning thread (lane + warp * 32) of each element")));
  top->addWidget(scroll, 1);
  for (QLineEdit* f : fields_) connect(f, &QLineEdit::textChanged, this, &TritonPanel::recompute);
  recompute();
}

void TritonPanel::recompute() {
  own_.reset();
  grid_->setOwnership(nullptr);
  cute_->clear();
  const QString names[8] = {tr("sizePerThread"), tr("threadsPerWarp"), tr("warpsPerCTA"), tr("order"),
                            tr("CTAsPerCGA"),    tr("CTASplitNum"),    tr("CTAOrder"),    tr("Tensor shape")};
  std::vector<std::int64_t> lists[8];
  for (int i = 0; i < 8; ++i) {
    if (fields_[i]->text().trimmed().isEmpty() && i >= 4 && i < 7) continue;
    auto parsed = triton::parse_int_list(fields_[i]->text().toStdString());
    if (!parsed) {
      error_->setText(tr("%1: %2").arg(names[i], errorText(parsed)));
      return;
    }
    lists[i] = *parsed;
  }
  triton::BlockedEncoding enc{lists[0], lists[1], lists[2], lists[3], lists[4], lists[5], lists[6]};
  auto linear = triton::to_linear_layout(enc, lists[7]);
  if (!linear) return error_->setText(errorText(linear));
  auto own = triton::ownership(*linear, lists[7]);
  if (!own) return error_->setText(errorText(own));
  if (lists[7].size() != 2) return error_->setText(tr("the grid draws rank-2 tensors only"));
  error_->clear();
  own_ = *own;
  grid_->setOwnership(&*own_);
  auto cute = triton::to_cute_layout(*linear);
  cute_->setText(cute ? tr("CuTe TV layout (thread, value) -> row + rows * col: %1").arg(QString::fromStdString(to_string(*cute)))
                      : tr("No CuTe equivalent: %1").arg(errorText(cute)));
}

}  // namespace ll::gui
