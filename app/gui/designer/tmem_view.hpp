#pragma once
// The designer's "TMEM (SM100)" page, view only: a UMMA atom's accumulator in Blackwell's tensor memory, drawn from
// core/scene/tmem_scene. 128 lanes down, the 32-bit columns across; each cell the C element CuTe's make_fragment_C puts
// there, coloured by the warp whose tcgen05.ld (make_tmem_copy) reads it: warp w % 4 reaches lanes 32w..32w+31 only.
// No Blackwell GPU is at hand: the page says so, and everything on it is CuTe's host-computed layouts.
#include <QWidget>
#include <optional>

#include "core/scene/tmem_scene.hpp"

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace ll::gui {

class TmemPictureWidget;

class TmemView : public QWidget {
  Q_OBJECT
 public:
  explicit TmemView(QWidget* parent = nullptr);

  QComboBox* atom() const { return atom_; }
  QLineEdit* tileField() const { return tile_; }
  QComboBox* copyOperation() const { return op_; }
  QSpinBox* thread() const { return thread_; }
  QLabel* errorLabel() const { return error_; }
  QLabel* summaryLabel() const { return summary_; }
  QPlainTextEdit* printsText() const { return prints_; }
  // The last valid picture (empty while the inputs are invalid).
  const std::optional<TmemScene>& scene() const { return scene_; }

 private:
  void atomChosen();
  void recompute();

  QComboBox* atom_;
  QLineEdit* tile_;
  QComboBox* op_;
  QSpinBox* thread_;
  QLabel* error_;
  QLabel* summary_;
  QPlainTextEdit* prints_;
  TmemPictureWidget* picture_;
  std::optional<TmemScene> scene_;
};

}  // namespace ll::gui
