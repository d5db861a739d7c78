#include "app/gui/main_window.hpp"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QVBoxLayout>

#include "app/gui/explorer/layout_grid_model.hpp"
#include "app/gui/explorer/layout_grid_view.hpp"
#include "core/layout/parse.hpp"

namespace ll::gui {

// Beyond this many cells the grid is not drawn cell by cell.
constexpr std::int64_t kMaxDrawnCells = 1 << 20;

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
  setWindowTitle(tr("LayoutLab"));
  auto* central = new QWidget(this);
  auto* column = new QVBoxLayout(central);

  auto* input_row = new QHBoxLayout;
  auto* label = new QLabel(tr("Layout:"), central);
  layout_field_ = new QLineEdit(central);
  layout_field_->setPlaceholderText(tr("CuTe notation, e.g. (4,(2,3)):(1,(4,8))"));
  layout_field_->setObjectName("layoutField");
  label->setBuddy(layout_field_);
  input_row->addWidget(label);
  input_row->addWidget(layout_field_, 1);
  column->addLayout(input_row);

  error_label_ = new QLabel(central);
  error_label_->setObjectName("layoutError");
  error_label_->setStyleSheet("color: #b00020;");
  error_label_->setWordWrap(true);
  error_label_->hide();
  column->addWidget(error_label_);

  grid_model_ = new LayoutGridModel(this);
  grid_view_ = new LayoutGridView(grid_model_);
  auto* scroll = new QScrollArea(central);
  scroll->setWidget(grid_view_);
  scroll->setWidgetResizable(false);
  column->addWidget(scroll, 1);

  setCentralWidget(central);
  connect(layout_field_, &QLineEdit::textChanged, this, &MainWindow::applyLayoutText);
  resize(900, 600);
}

void MainWindow::setLayoutText(const QString& text) { layout_field_->setText(text); }

void MainWindow::applyLayoutText() {
  auto parsed = parse_layout(layout_field_->text().toStdString());
  QString error;
  if (!parsed) {
    error = QString::fromStdString(parsed.error());
  } else if (ll::size(*parsed) > kMaxDrawnCells) {
    error = tr("%1 cells are too many to draw one by one").arg(ll::size(*parsed));
  }
  if (!error.isEmpty()) {
    error_label_->setText(error);
    error_label_->show();
    return;
  }
  error_label_->hide();
  grid_model_->setScene(make_grid_scene(*parsed));
  grid_view_->adjustSize();
}

}  // namespace ll::gui
