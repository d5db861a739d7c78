#pragma once
// The TiledCopy view: source and destination TV layouts side by side over the copy's tile, for a copy
// built standalone (make_tiled_copy(atom, thr, val)) or for an operand of the designer's TiledMMA
// (make_tiled_copy_A/B/C), with its C++ and CuTe's print.
#include <QWidget>
#include <memory>
#include <optional>

#include "core/export/export_subject.hpp"

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace ll::gui {

class DesignerDocument;
class TvSceneView;

class TiledCopyView : public QWidget {
  Q_OBJECT
 public:
  explicit TiledCopyView(DesignerDocument* doc, QWidget* parent = nullptr);

  TvSceneView* sceneView() const { return view_; }
  QLabel* errorLabel() const { return error_; }
  QPlainTextEdit* cppText() const { return cpp_; }
  std::optional<ExportSubject> subject() const { return subject_; }

 private:
  void documentChanged();
  void fieldsEdited();

  DesignerDocument* doc_;
  QComboBox* op_;
  QComboBox* type_;
  QComboBox* source_;
  QLineEdit* thr_;
  QLineEdit* val_;
  QLabel* error_;
  QLabel* pairing_;
  QPlainTextEdit* cpp_;
  QPlainTextEdit* printed_;
  TvSceneView* view_;
  std::optional<ExportSubject> subject_;
  bool updating_ = false;
};

}  // namespace ll::gui
