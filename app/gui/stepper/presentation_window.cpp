#include "app/gui/stepper/presentation_window.hpp"

#include <QKeyEvent>
#include <QVBoxLayout>

#include "app/gui/explorer/view_settings.hpp"
#include "app/gui/stepper/stepper_panel.hpp"

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
  pal.setColor(QPalette::Base, Qt::black);
  pal.setColor(QPalette::Text, Qt::white);
  pal.setColor(QPalette::Button, QColor(40, 40, 40));
  pal.setColor(QPalette::ButtonText, Qt::white);
  setPalette(pal);
  setAutoFillBackground(true);
  auto* column = new QVBoxLayout(this);
  column->setContentsMargins(40, 30, 40, 30);
  panel_ = new StepperPanel(settings_, this);
  panel_->setPresentationScale(1.8);
  panel_->setFrames(source.heading(), source.frames());
  panel_->setCurrent(source.current());
  column->addWidget(panel_);
  panel_->setFocus();
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
