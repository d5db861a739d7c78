#pragma once
#include <QMainWindow>

class QLabel;
class QLineEdit;

namespace ll::gui {

class LayoutGridModel;
class LayoutGridView;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  explicit MainWindow(QWidget* parent = nullptr);

  // Parses `text`; a valid layout replaces the grid, an invalid one shows the error beside the field
  // and keeps the last valid grid.
  void setLayoutText(const QString& text);
  QLineEdit* layoutField() const { return layout_field_; }
  QLabel* errorLabel() const { return error_label_; }
  LayoutGridModel* gridModel() const { return grid_model_; }

 private:
  void applyLayoutText();

  QLineEdit* layout_field_;
  QLabel* error_label_;
  LayoutGridModel* grid_model_;
  LayoutGridView* grid_view_;
};

}  // namespace ll::gui
