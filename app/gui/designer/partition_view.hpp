#pragma once
// The designer's "Partition" page: the designer's TiledMMA partitioning the GEMM's CTA tiles of A, B and C
// (core/scene/partition_levels) in three levels side by side: one TiledMMA tile with each element's owners,
// the CTA tile as one labelled cell per tile (the coordinate a kernel indexes), and the modes the tiler leaves
// (the k-tile loop, pipeline stages) as strips; one thread focused across A, B and C; the kernel's lines.
#include <QWidget>
#include <array>
#include <optional>

#include "core/scene/partition_levels.hpp"

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QSpinBox;

namespace ll::gui {

class DesignerDocument;
class PartitionLevelsWidget;

class PartitionView : public QWidget {
  Q_OBJECT
 public:
  explicit PartitionView(DesignerDocument* doc, QWidget* parent = nullptr);

  QSpinBox* problemK() const { return k_; }
  QSpinBox* stages() const { return stages_; }
  QSpinBox* thread() const { return thread_; }
  // Focus on the thread alone, or on its whole warp (threads 32w..32w+31).
  QComboBox* focus() const { return focus_; }
  QLabel* errorLabel() const { return error_; }
  QString copyMessage() const { return copy_message_; }
  QPlainTextEdit* code() const { return code_; }
  // The partition code as a whole program (core/export/cute_cpp_mma_partition); empty while the design is invalid.
  QString programText() const;
  // A, B, C (0..2) of the last valid design (empty while it is invalid), and 3: the designer's TiledCopy feeding its
  // operand (empty when it does not fit the CTA tile; copyMessage() says why).
  const std::optional<PartitionLevels>& levels(int operand) const { return levels_[static_cast<std::size_t>(operand)]; }

 private:
  void recompute();
  void saveProgram();

  DesignerDocument* doc_;
  QSpinBox* k_;
  QSpinBox* stages_;
  QSpinBox* thread_;
  QComboBox* focus_;
  QLabel* error_;
  QLabel* caption_;
  std::array<PartitionLevelsWidget*, 4> pictures_{};  // A, B, C and the designer's TiledCopy
  QPlainTextEdit* code_;
  QString copy_message_;
  std::array<std::optional<PartitionLevels>, 4> levels_;
};

}  // namespace ll::gui
