#pragma once
// The TV-layout card: any (thread, value) -> index layout drawn over its M x N tile as an ownership
// grid, given directly with the data layout it indexes, or built from a thread and a value layout
// (make_layout_tv); the slice tv(t,_) of one thread; elements owned twice or never flagged.
#include <QWidget>
#include <memory>
#include <optional>

#include "core/export/export_subject.hpp"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace ll::gui {

class DesignerDocument;
class TvSceneView;

class TvLayoutCard : public QWidget {
  Q_OBJECT
 public:
  explicit TvLayoutCard(DesignerDocument* doc, QWidget* parent = nullptr);

  TvSceneView* sceneView() const { return view_; }
  QLineEdit* tvField() const { return tv_; }
  QLineEdit* tileField() const { return tile_; }
  QLabel* flagsLabel() const { return flags_; }
  QLabel* sliceLabel() const { return slice_; }
  QSpinBox* threadSpin() const { return thread_; }
  std::optional<ExportSubject> subject() const { return subject_; }

 private:
  void documentChanged();
  void fieldsEdited();
  void updateSlice();

  DesignerDocument* doc_;
  QComboBox* source_;
  QLineEdit* tv_;
  QLineEdit* tile_;
  QLineEdit* thr_;
  QLineEdit* val_;
  QSpinBox* thread_;
  QCheckBox* flag_;
  QComboBox* view_choice_;
  QLabel* info_;
  QLabel* flags_;
  QLabel* slice_;
  QLabel* error_;
  TvSceneView* view_;
  std::optional<ExportSubject> subject_;
  std::shared_ptr<const TvScene> owners_, table_;
  bool updating_ = false;
};

}  // namespace ll::gui
