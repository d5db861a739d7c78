#pragma once
// The designer's "Shared memory" page: a smem layout (CuTe layout text plus Swizzle<B,M,S>), an element
// type and a warp access; shows the tile coloured by bank and core/analysis's per-phase conflict heat map.
#include <QWidget>
#include <optional>

#include "core/analysis/bank_conflicts.hpp"
#include "core/layout/swizzle.hpp"

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace ll::gui {

class BankGridWidget;
class BankHeatMapWidget;

class SmemView : public QWidget {
  Q_OBJECT
 public:
  explicit SmemView(QWidget* parent = nullptr);

  QLineEdit* layoutField() const { return layout_; }
  QSpinBox* swizzleBits() const { return bits_; }
  QSpinBox* swizzleBase() const { return base_; }
  QSpinBox* swizzleShift() const { return shift_; }
  QComboBox* elementType() const { return element_; }
  QComboBox* accessKind() const { return access_; }
  QLabel* errorLabel() const { return error_; }
  // A GMMA smem layout's descriptor (GMMA::make_gmma_desc of one K-block): its major, the K-block, CuTe's print and
  // which core matrices LBO and SBO reach (outlined on the grid). Hidden for other layouts.
  QComboBox* descriptorMajor() const { return desc_major_; }
  QSpinBox* descriptorKBlock() const { return desc_kblock_; }
  QLabel* descriptorLabel() const { return desc_text_; }
  QLabel* summaryLabel() const { return summary_; }
  // The last successful analysis (empty while the inputs are invalid).
  const std::optional<BankConflicts>& result() const { return result_; }
  // Bank of each tile cell, row-major (rows x cols), of the last valid layout.
  const std::vector<int>& cellBanks() const { return banks_; }

 private:
  void recompute();
  void showDescriptor(const ComposedLayout& gmma, const Layout& plain, int elem_bits);

  QLineEdit* layout_;
  QSpinBox* bits_;
  QSpinBox* base_;
  QSpinBox* shift_;
  QComboBox* element_;
  QComboBox* access_;
  QLabel* error_;
  QLabel* summary_;
  QWidget* desc_box_;
  QComboBox* desc_major_;
  QSpinBox* desc_kblock_;
  QLabel* desc_text_;
  BankGridWidget* grid_;
  BankHeatMapWidget* heat_;
  std::optional<BankConflicts> result_;
  std::vector<int> banks_;
};

}  // namespace ll::gui
