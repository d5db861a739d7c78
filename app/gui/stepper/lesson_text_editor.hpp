#pragma once
// The teacher's editor of a lesson's words: the lesson's title and, for each step, its title, its text and
// its exercise's prompt, in one language at a time (the statements, values and answers stay as they are;
// they are the lesson's content, checked by the core). Edits stay in the dialog until OK.
#include <QDialog>

#include "core/lesson/lesson.hpp"

class QComboBox;
class QLineEdit;
class QTableWidget;

namespace ll::gui {

class LessonTextEditor : public QDialog {
  Q_OBJECT
 public:
  LessonTextEditor(const ll::lesson::Lesson& lesson, const QString& language, QWidget* parent = nullptr);
  // The lesson with the edited texts (valid after the dialog is accepted).
  ll::lesson::Lesson lesson() const;
  QTableWidget* table() const { return table_; }
  QLineEdit* titleEdit() const { return title_; }
  void setLanguage(const QString& language);

 private:
  void storeTable();  // the table's texts into lesson_, for the language shown
  void fillTable();
  ll::lesson::Lesson lesson_;
  QString language_;
  QComboBox* language_choice_;
  QLineEdit* title_;
  QTableWidget* table_;
};

}  // namespace ll::gui
