#pragma once
// The designer's "TMA" page: make_tma_copy(op, gmem_tensor, smem_layout, cta_tile, cluster_size) typed as CuTe code,
// drawn from core/scene/tma_scene: the CTA tile coloured by the instruction (and, under multicast, the CTA of the
// cluster) that moves each element, the shared memory it lands in (a swizzle's permutation of 16-byte chunks shows
// as shades), the box and the descriptor's arguments as make_tma_copy passes them to cuTensorMapEncodeTiled.
#include <QWidget>
#include <optional>

#include "core/scene/tma_scene.hpp"

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace ll::gui {

class TmaPictureWidget;

class TmaView : public QWidget {
  Q_OBJECT
 public:
  explicit TmaView(QWidget* parent = nullptr);

  QComboBox* examples() const { return examples_; }
  QLineEdit* tensorField() const { return tensor_; }
  QLineEdit* smemField() const { return smem_; }
  QLineEdit* tileField() const { return tile_; }
  QComboBox* operation() const { return operation_; }
  QSpinBox* clusterSize() const { return cluster_; }
  QLabel* errorLabel() const { return error_; }
  QLabel* summaryLabel() const { return summary_; }
  // The descriptor's arguments, TmaGmemBasis and the make_tma_copy call: code, selectable.
  QPlainTextEdit* descriptorText() const { return descriptor_; }
  // The make_tma_copy call the page evaluates, as C++ (empty while a field is empty).
  QString callText() const;
  // Fills the page with a copy.
  void setCopy(const QString& tensor, const QString& smem, const QString& tile, const QString& operation, int cluster);
  // The sm90 kernel's loads of A and B (GpuRunPanel::kernelTmaRequested's texts), added as the first two examples and
  // shown (A's); the note under the fields names the kernel's whole SmemLayout.
  void setKernelCopies(const QStringList& a, const QStringList& b);
  // The last valid picture (empty while the inputs are invalid).
  const std::optional<TmaScene>& scene() const { return scene_; }

 private:
  void exampleChosen(int index);
  void recompute();

  QComboBox* examples_;
  QLineEdit* tensor_;
  QLineEdit* smem_;
  QLineEdit* tile_;
  QComboBox* operation_;
  QSpinBox* cluster_;
  QLabel* error_;
  QLabel* note_;
  QLabel* summary_;
  QPlainTextEdit* descriptor_;
  QList<QStringList> kernel_;  // setKernelCopies' A and B, the first examples when set
  TmaPictureWidget* picture_;
  std::optional<TmaScene> scene_;
};

}  // namespace ll::gui
