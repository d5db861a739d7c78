#pragma once
// The designer's "Global memory" page: a TiledCopy and the global tensor it loads or stores (both in the
// eval language, C++ spellings included), with core/analysis/coalescing's figures: the 32-byte sectors each
// warp-wide instruction touches against the minimum, as a heat map per warp issue and over the tensor.
#include <QWidget>
#include <optional>

#include "core/analysis/coalescing.hpp"

class QComboBox;
class QLabel;
class QLineEdit;

namespace ll::gui {

class IssueHeatMapWidget;
class TensorIssueWidget;

class GmemView : public QWidget {
  Q_OBJECT
 public:
  explicit GmemView(QWidget* parent = nullptr);

  QComboBox* examples() const { return examples_; }
  QLineEdit* copyField() const { return copy_; }
  QLineEdit* tensorField() const { return tensor_; }
  QComboBox* direction() const { return direction_; }
  QLabel* errorLabel() const { return error_; }
  QLabel* summaryLabel() const { return summary_; }
  // The copy as a whole CUDA program (core/export/cute_cpp_copy_kernel); empty while the inputs are invalid.
  QString programText() const;
  // The last successful analysis (empty while the inputs are invalid).
  const std::optional<Coalescing>& result() const { return result_; }

 private:
  void exampleChosen(int index);
  void recompute();
  void saveProgram();

  QComboBox* examples_;
  QLineEdit* copy_;
  QLineEdit* tensor_;
  QComboBox* direction_;
  QLabel* error_;
  QLabel* summary_;
  IssueHeatMapWidget* heat_;
  TensorIssueWidget* tensorMap_;
  std::optional<Coalescing> result_;
  QString program_;
};

}  // namespace ll::gui
