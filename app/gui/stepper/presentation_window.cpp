#include "app/gui/stepper/presentation_window.hpp"

#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QScreen>
#include <QVBoxLayout>

#include "app/gui/explorer/layout_grid_model.hpp"
#include "app/gui/explorer/layout_grid_view.hpp"
#include "app/gui/explorer/view_settings.hpp"
#include "app/gui/stepper/stepper_panel.hpp"
#include "core/layout/print.hpp"

namespace ll::gui {

PresentationWindow::PresentationWindow(const StepperPanel& source, QWidget* parent)
    : QWidget(parent, Qt::Window), settings_(new ViewSettings(this)) {
  setObjectName(QStringLiteral("presentationWindow"));
  setWindowTitle(tr("LayoutLab — presentation"));
  setAttribute(Qt::WA_DeleteOnClose);
  settings_->setSchemeId(QStringLiteral("okabe-ito"));
  settings_->setThemeId(QStringLiteral("high-contrast"));
  settings_->setCellSize(72);
  QPalette pal = palette();
  pal.setColor(QPalette::Window, Qt::black);
  pal.setColor(QPalette::WindowText, Qt::white);
  pal.setColor(QPalette::Base, QColor(30, 30, 30));  // the answer field stands out from the background
  pal.setColor(QPalette::Text, Qt::white);
  pal.setColor(QPalette::Button, QColor(40, 40, 40));
  pal.setColor(QPalette::ButtonText, Qt::white);
  setPalette(pal);
  setAutoFillBackground(true);
  auto* column = new QVBoxLayout(this);
  column->setContentsMargins(40, 30, 40, 30);

  operands_row_ = new QWidget(this);
  auto* row = new QHBoxLayout(operands_row_);
  row->setContentsMargins(0, 0, 0, 0);
  row->setSpacing(24);
  for (int i = 0; i < 3; ++i) {
    auto* box = new QVBoxLayout;
    auto* caption = new QLabel(operands_row_);
    QFont f = caption->font();
    f.setPointSizeF(f.pointSizeF() * 1.4);
    f.setBold(true);
    caption->setFont(f);
    caption->setAlignment(Qt::AlignHCenter);
    caption->setWordWrap(true);
    auto* model = new LayoutGridModel(this);
    auto* view = new LayoutGridView(model, settings_, operands_row_);
    box->addWidget(caption);
    box->addWidget(view, 1, Qt::AlignHCenter | Qt::AlignTop);
    row->addLayout(box, 1);
    captions_.push_back(caption);
    models_.push_back(model);
    views_.push_back(view);
    connect(model, &QAbstractItemModel::modelReset, this, &PresentationWindow::fitOperands);
  }
  column->addWidget(operands_row_);

  panel_ = new StepperPanel(settings_, this);
  panel_->setPresentationScale(1.8);
  panel_->setPresentButtonVisible(false);
  panel_->setFrames(source.heading(), source.frames());
  panel_->setCurrent(source.current());
  column->addWidget(panel_, 1);
  connect(panel_, &StepperPanel::currentChanged, this, &PresentationWindow::showOperands);
  showOperands();
  // The whole screen from the start (a window manager may apply showFullScreen late, or not at all).
  if (const QScreen* screen = QGuiApplication::primaryScreen()) setGeometry(screen->geometry());
  panel_->setFocus();
}

void PresentationWindow::showOperands() {
  const auto& frames = panel_->frames();
  const OperationContext* op =
      frames.empty() ? nullptr : frames[std::size_t(std::max(0, panel_->current()))].operation.get();
  operands_row_->setVisible(op != nullptr);
  if (!op || op == shown_operation_) return;
  shown_operation_ = op;
  auto q = [](const Layout& l) { return QString::fromStdString(to_string(l)); };
  const QString texts[3] = {tr("%1 = %2").arg(op->a_name, q(op->a)), tr("%1 = %2").arg(op->b_name, q(op->b)),
                            tr("%1 = %2").arg(op->expression, q(op->result))};
  const Layout* layouts[3] = {&op->a, &op->b, &op->result};
  for (int i = 0; i < 3; ++i) {
    captions_[std::size_t(i)]->setText(texts[i]);
    models_[std::size_t(i)]->setLayout(*layouts[i], SceneOptions{});
  }
  fitOperands();
}

void PresentationWindow::fitOperands() {
  // Each of the three gets a third of the width and a quarter of the height: the step below keeps the rest.
  const QSize cell((width() - 120) / 3, std::max(80, height() / 4));
  for (auto* view : views_) view->fitInto(cell, 40);
}

void PresentationWindow::resizeEvent(QResizeEvent* e) {
  QWidget::resizeEvent(e);
  fitOperands();
}

void PresentationWindow::keyPressEvent(QKeyEvent* e) {
  if (e->key() == Qt::Key_Escape || e->key() == Qt::Key_F5) {
    close();
    return;
  }
  QWidget::keyPressEvent(e);
}

void PresentationWindow::closeEvent(QCloseEvent* e) {
  emit closed(panel_->current());
  QWidget::closeEvent(e);
}

}  // namespace ll::gui
