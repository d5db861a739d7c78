#pragma once
// The main window: modes on the left edge (Explorer first; the designer adds itself with addMode()),
// documents as tabs in the explorer, and docks for the stepper, the console and the undo history.
#include <QMainWindow>
#include <optional>
#include <vector>

#include "core/document/card.hpp"
#include "core/lesson/lesson.hpp"

class QLabel;
class QLineEdit;
class QTabWidget;
class QUndoGroup;
class QMenu;
class QTimer;

namespace ll::gui {

class CppImportDialog;

class ConsoleWidget;
class DocumentView;
class LayoutCard;
class LayoutDocument;
class LayoutGridModel;
class StepperPanel;
class ViewSettings;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  // The first window's API, on the current card of the current document.
  // Types `text` into the current card's field: a valid layout becomes the card's value (one undoable
  // edit), an invalid one shows the error beside the field and keeps the last valid grid.
  void setLayoutText(const QString& text);
  QLineEdit* layoutField() const;
  QLabel* errorLabel() const;
  LayoutGridModel* gridModel() const;

  // Documents.
  DocumentView* newDocument(const std::vector<Card>& cards);
  DocumentView* currentView() const;
  LayoutDocument* currentDocument() const;
  LayoutCard* currentCard() const;
  QTabWidget* documentTabs() const { return documents_; }
  // @post false with `error` set (and nothing changed) when the file is refused
  bool openFile(const QString& path, QString* error = nullptr);
  // File > Import C++ (and a C++ file dropped on the window): the import dialog of `path` for the current
  // document, shown without blocking. @return the dialog (it deletes itself when closed)
  CppImportDialog* importCpp(const QString& path);
  bool saveDocument(LayoutDocument* doc, const QString& path, QString* error = nullptr);
  QStringList recentFiles() const;

  // Where other modes (the TV/TiledMMA designer) plug in: a tab on the window's left edge.
  // A mode tab: `id` names it in scripts (--mode designer) whatever the language of `title`.
  void addMode(const QString& id, const QString& title, QWidget* widget);
  // The mode tab with this id or shown title (case-insensitive, `&` ignored), or -1.
  int modeIndex(const QString& id_or_title) const;
  QTabWidget* modeTabs() const { return modes_; }

  StepperPanel* stepper() const { return stepper_; }
  ConsoleWidget* console() const { return console_; }
  ViewSettings* viewSettings() const { return settings_; }
  QUndoGroup* undoGroup() const { return undo_group_; }
  // Opens the stepper on a result card's operation (or on a typed card alone). @post false if none
  bool stepThrough(int card_id);
  void setPresentationMode(bool on);
  // Plays a lesson in the stepper in the interface's language. @post false and error set when a step fails
  bool openLesson(const ll::lesson::Lesson& lesson, QString* error, const QString& path = {});
  // The lesson the stepper plays, if any, and the file it came from ("" for a built-in one).
  const std::optional<ll::lesson::Lesson>& currentLesson() const { return lesson_; }
  // Writes the current document as a lesson file and plays it. @post false and error set on failure
  bool saveDocumentAsLesson(const QString& path, QString* error);
  // Lesson > Edit lesson texts: the teacher's words for each step, saved to the lesson's file.
  void editLessonTexts();
  // The stepper's steps as a PDF handout (app/gui/exporters/lesson_pdf.hpp). @post false and error set on failure
  bool exportStepsAsPdf(const QString& path, QString* error);
  QWidget* presentationWindow() const { return presentation_; }
  // Exports the card in `format` (cpp, dsl, tikz, svg, png: the formats of `layoutlab-cli export`) to `path`,
  // asking for one when empty; "clipboard" copies its picture. @post false with *error naming why
  bool exportCard(int card_id, const QString& format, const QString& path = {}, QString* error = nullptr);

  // Autosave and recovery.
  static QString autosaveDirectory();
  void autosaveNow();
  // Documents left by a session that ended without closing (crash): their files.
  static QStringList recoverableFiles();
  int recoverAutosaves(const QStringList& files);
  void setAutosaveEnabled(bool on);

 protected:
  void closeEvent(QCloseEvent*) override;
  void dragEnterEvent(QDragEnterEvent*) override;
  void dropEvent(QDropEvent*) override;

 private:
  void buildMenus();
  void addRecentFile(const QString& path);
  void openDialog();
  bool saveCurrent(bool ask_path);
  bool closeDocument(int tab);
  void updateTitle();
  QString autosavePath(LayoutDocument* doc) const;

  ViewSettings* settings_;
  QTabWidget* modes_;
  QTabWidget* documents_;
  QUndoGroup* undo_group_;
  StepperPanel* stepper_;
  ConsoleWidget* console_;
  QMenu* recent_menu_ = nullptr;
  QTimer* autosave_timer_;
  QWidget* presentation_ = nullptr;
  std::optional<ll::lesson::Lesson> lesson_;
  QString lesson_path_;
  int autosave_serial_ = 0;
};

}  // namespace ll::gui
