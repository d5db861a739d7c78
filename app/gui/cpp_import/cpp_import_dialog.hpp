#pragma once
// File ▸ Import C++ (or a C++ file dropped on the window): the CuTe objects a kernel's source declares
// (core/cpp_import/cpp_source.hpp), listed with their line and CuTe's print, or why they were not read, or
// the names they need (`bM=128, bN=128` in the settings field, then Read again; remembered per file). The file
// is read again when it changes on disk. One click opens an object: a layout as a card, a TiledMMA in the
// designer; the checked layouts become cards of the document, in one undoable step.
#include <QDialog>
#include <optional>
#include <vector>

#include "app/gui/designer/designer_document.hpp"
#include "core/cpp_import/cpp_source.hpp"

class QLabel;
class QLineEdit;
class QTableWidget;

namespace ll::gui {

class LayoutDocument;

class CppImportDialog : public QDialog {
  Q_OBJECT
 public:
  CppImportDialog(const QString& path, LayoutDocument* doc, QWidget* parent = nullptr);
  QTableWidget* table() const { return table_; }
  QLineEdit* settingsField() const { return settings_; }
  const std::vector<ImportedObject>& objects() const { return objects_; }
  // Reads the file again with the settings field's values (NAME=VALUE, separated by commas or spaces).
  void readAgain();
  // Adds the checked layouts as cards. @return how many were added
  int addCheckedLayouts();
  // Opens row's object: a layout as a card (one undo step), a TiledMMA as a design (designRequested).
  // @return false when it is neither
  bool openObject(int row);

 signals:
  void designRequested(const ll::gui::MmaDesign& design, const QString& name);
  void cardAdded(const QString& name);

 private:
  QString path_;
  LayoutDocument* doc_;
  std::vector<ImportedObject> objects_;
  QLineEdit* settings_;
  QLabel* summary_;
  QTableWidget* table_;
};

// The designer's design of an imported TiledMMA (its atom, thread layout shape and permutation), if it is one.
std::optional<MmaDesign> mma_design_of(const ImportedObject& o);

// Whether a dropped or chosen file is C++ source LayoutLab can import (by its suffix).
bool isCppSource(const QString& path);

}  // namespace ll::gui
