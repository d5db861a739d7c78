#include "app/gui/main_window.hpp"

#include "app/gui/designer/designer_widget.hpp"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QUrl>
#include <QMimeData>
#include <QDropEvent>
#include <QDragEnterEvent>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoGroup>
#include <QUndoView>

#include "app/gui/console/console_widget.hpp"
#include "app/gui/document/card_commands.hpp"
#include "app/gui/document/document_file.hpp"
#include "app/gui/document/layout_document.hpp"
#include "app/gui/exporters/card_export.hpp"
#include "app/gui/exporters/picture_exporters.hpp"
#include "app/gui/explorer/document_view.hpp"
#include "app/gui/explorer/layout_card.hpp"
#include "app/gui/explorer/layout_grid_model.hpp"
#include "app/gui/explorer/layout_grid_view.hpp"
#include "app/gui/explorer/view_settings.hpp"
#include "app/gui/cpp_import/cpp_import_dialog.hpp"
#include "app/gui/exporters/lesson_pdf.hpp"
#include "app/gui/stepper/lesson_file.hpp"
#include "app/gui/stepper/lesson_text_editor.hpp"
#include "app/gui/stepper/presentation_window.hpp"
#include "app/gui/stepper/stepper_panel.hpp"
#include "app/gui/translations/translations.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"

// The GUI is a static library: its resources (examples) must be registered explicitly.
static void init_layoutlab_resources() { Q_INIT_RESOURCE(resources); }

namespace ll::gui {
namespace {
constexpr int kMaxRecent = 8;
constexpr int kAutosaveMs = 60 * 1000;
const char* kDocumentFilter = QT_TRANSLATE_NOOP("ll::gui::MainWindow", "LayoutLab documents (*.layoutlab *.json)");
const char* kLessonFilter = QT_TRANSLATE_NOOP("ll::gui::MainWindow", "LayoutLab lessons (*.lesson.json *.json)");

Card default_card() {
  Card c;
  c.name = "A";
  c.layout = *parse_layout("((2,4),(2,4)):((1,8),(2,16))");
  return c;
}
}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
  init_layoutlab_resources();
  setWindowTitle(tr("LayoutLab"));
  setObjectName(QStringLiteral("mainWindow"));
  settings_ = new ViewSettings(this);
  settings_->load();
  setAcceptDrops(true);  // C++ sources to import, LayoutLab documents to open
  connect(settings_, &ViewSettings::changed, this, [this] { settings_->save(); });
  undo_group_ = new QUndoGroup(this);

  modes_ = new QTabWidget(this);
  modes_->setObjectName(QStringLiteral("modeTabs"));
  modes_->setTabPosition(QTabWidget::West);
  modes_->setDocumentMode(true);
  documents_ = new QTabWidget(modes_);
  documents_->setObjectName(QStringLiteral("documentTabs"));
  documents_->setTabsClosable(true);
  documents_->setMovable(true);
  documents_->setDocumentMode(true);
  addMode(QStringLiteral("explorer"), tr("Explorer"), documents_);
  setCentralWidget(modes_);
  addMode(QStringLiteral("designer"), tr("Designer"), new DesignerWidget(modes_));
  connect(documents_, &QTabWidget::currentChanged, this, [this] {
    if (auto* doc = currentDocument()) undo_group_->setActiveStack(doc->undoStack());
    updateTitle();
  });
  connect(documents_, &QTabWidget::tabCloseRequested, this, &MainWindow::closeDocument);

  // Docks: stepper (right), console and history (bottom).
  stepper_ = new StepperPanel(settings_, this);
  auto* stepper_dock = new QDockWidget(tr("Stepper"), this);
  stepper_dock->setObjectName(QStringLiteral("stepperDock"));
  stepper_dock->setWidget(stepper_);
  addDockWidget(Qt::RightDockWidgetArea, stepper_dock);
  connect(stepper_, &StepperPanel::presentRequested, this, [this] { setPresentationMode(true); });

  console_ = new ConsoleWidget(this);
  console_->setDocumentProvider([this] { return currentDocument(); });
  auto* console_dock = new QDockWidget(tr("Console"), this);
  console_dock->setObjectName(QStringLiteral("consoleDock"));
  console_dock->setWidget(console_);
  addDockWidget(Qt::BottomDockWidgetArea, console_dock);

  auto* history = new QUndoView(undo_group_, this);
  history->setEmptyLabel(tr("<opened>"));
  auto* history_dock = new QDockWidget(tr("History"), this);
  history_dock->setObjectName(QStringLiteral("historyDock"));
  history_dock->setWidget(history);
  addDockWidget(Qt::BottomDockWidgetArea, history_dock);
  tabifyDockWidget(console_dock, history_dock);
  console_dock->raise();

  buildMenus();
  autosave_timer_ = new QTimer(this);
  // LAYOUTLAB_AUTOSAVE_MS: another interval (the crash-recovery test kills LayoutLab after one).
  const int autosave_ms = qEnvironmentVariableIntValue("LAYOUTLAB_AUTOSAVE_MS");
  autosave_timer_->setInterval(autosave_ms > 0 ? autosave_ms : kAutosaveMs);
  connect(autosave_timer_, &QTimer::timeout, this, &MainWindow::autosaveNow);

  newDocument({default_card()});
  statusBar()->showMessage(tr("Type a layout, drag modes in the strip, drag a card's ⠿ handle onto another card."));
  resize(1400, 900);
  // Dock sizes take effect once the window is laid out.
  QTimer::singleShot(0, this, [this, stepper_dock, console_dock] {
    resizeDocks({stepper_dock}, {width() / 3}, Qt::Horizontal);
    resizeDocks({console_dock}, {130}, Qt::Vertical);
  });
  QSettings s;
  if (s.contains("window/state")) restoreState(s.value("window/state").toByteArray());
}

MainWindow::~MainWindow() = default;

// ---- first-window API ------------------------------------------------------------------------------

LayoutCard* MainWindow::currentCard() const {
  auto* view = currentView();
  return view ? view->currentCard() : nullptr;
}

void MainWindow::setLayoutText(const QString& text) {
  if (auto* card = currentCard()) {
    card->layoutField()->setText(text);
    emit card->layoutField()->textEdited(text);
  }
}

QLineEdit* MainWindow::layoutField() const { return currentCard() ? currentCard()->layoutField() : nullptr; }
QLabel* MainWindow::errorLabel() const { return currentCard() ? currentCard()->errorLabel() : nullptr; }
LayoutGridModel* MainWindow::gridModel() const { return currentCard() ? currentCard()->gridModel() : nullptr; }

// ---- documents ------------------------------------------------------------------------------------

DocumentView* MainWindow::currentView() const { return qobject_cast<DocumentView*>(documents_->currentWidget()); }
LayoutDocument* MainWindow::currentDocument() const { return currentView() ? currentView()->document() : nullptr; }

DocumentView* MainWindow::newDocument(const std::vector<Card>& cards) {
  auto* doc = new LayoutDocument(this);
  for (const Card& c : cards) doc->insertCard(int(doc->cards().size()), doc->newId(), c);
  auto* view = new DocumentView(doc, settings_, documents_);
  doc->setParent(view);
  undo_group_->addStack(doc->undoStack());
  const int tab = documents_->addTab(view, doc->displayName());
  documents_->setCurrentIndex(tab);
  undo_group_->setActiveStack(doc->undoStack());
  auto retitle = [this, view, doc] {
    const int i = documents_->indexOf(view);
    if (i >= 0) documents_->setTabText(i, doc->displayName() + (doc->isModified() ? QStringLiteral(" *") : QString()));
    updateTitle();
  };
  // `doc` as the context: its connections end before its undo stack (a child) emits from its destructor.
  connect(doc->undoStack(), &QUndoStack::cleanChanged, doc, retitle);
  connect(doc, &LayoutDocument::filePathChanged, doc, retitle);
  connect(view, &DocumentView::stepRequested, this, &MainWindow::stepThrough);
  connect(view, &DocumentView::exportRequested, this, [this](int id, const QString& format) { exportCard(id, format); });
  connect(view, &DocumentView::actionPerformed, this, [this](const QString& expression) {
    statusBar()->showMessage(tr("layoutlab-cli eval '%1'").arg(expression));
    console_->echo(expression);
  });
  // A new result card is also walked through in the stepper.
  connect(doc, &LayoutDocument::cardInserted, this, [this, doc](int id) {
    if (doc == currentDocument() && doc->card(id) && doc->card(id)->origin) stepThrough(id);
  });
  return view;
}

bool MainWindow::openFile(const QString& path, QString* error) {
  QString why;
  auto cards = read_cards_file(path, &why);
  if (!cards) {
    if (error) *error = why;
    return false;
  }
  // Reuse an untouched first document rather than leaving an empty tab behind.
  auto* view = newDocument(*cards);
  if (path.startsWith(QLatin1String(":/"))) {  // a built-in example: saving asks for a file
    view->document()->setTitle(QFileInfo(path).completeBaseName());
    return true;
  }
  view->document()->setFilePath(path);
  addRecentFile(path);
  return true;
}

bool MainWindow::saveDocument(LayoutDocument* doc, const QString& path, QString* error) {
  std::vector<Card> cards;
  for (const auto& e : doc->cards()) cards.push_back(e.card);
  if (!write_cards_file(path, cards, error)) return false;
  doc->setFilePath(path);
  doc->undoStack()->setClean();
  QFile::remove(autosavePath(doc));
  addRecentFile(path);
  return true;
}

QStringList MainWindow::recentFiles() const { return QSettings().value("recentFiles").toStringList(); }

void MainWindow::addRecentFile(const QString& path) {
  QSettings s;
  QStringList files = s.value("recentFiles").toStringList();
  const QString abs = QFileInfo(path).absoluteFilePath();
  files.removeAll(abs);
  files.prepend(abs);
  while (files.size() > kMaxRecent) files.removeLast();
  s.setValue("recentFiles", files);
}

void MainWindow::openDialog() {
  const QString path = QFileDialog::getOpenFileName(this, tr("Open document"), QString(), tr(kDocumentFilter));
  if (path.isEmpty()) return;
  QString error;
  if (!openFile(path, &error)) QMessageBox::warning(this, tr("Cannot open document"), error);
}

bool MainWindow::saveCurrent(bool ask_path) {
  LayoutDocument* doc = currentDocument();
  if (!doc) return false;
  QString path = doc->filePath();
  if (ask_path || path.isEmpty()) {
    path = QFileDialog::getSaveFileName(this, tr("Save document"), path.isEmpty() ? tr("untitled.layoutlab") : path,
                                        tr(kDocumentFilter));
    if (path.isEmpty()) return false;
  }
  QString error;
  if (!saveDocument(doc, path, &error)) {
    QMessageBox::warning(this, tr("Cannot save document"), error);
    return false;
  }
  statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
  return true;
}

bool MainWindow::closeDocument(int tab) {
  auto* view = qobject_cast<DocumentView*>(documents_->widget(tab));
  if (!view) return false;
  LayoutDocument* doc = view->document();
  if (doc->isModified() && isVisible()) {
    documents_->setCurrentIndex(tab);
    const auto answer = QMessageBox::question(this, tr("Unsaved changes"),
                                              tr("%1 has unsaved changes. Save them?").arg(doc->displayName()),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Cancel) return false;
    if (answer == QMessageBox::Save && !saveCurrent(false)) return false;
  }
  QFile::remove(autosavePath(doc));
  undo_group_->removeStack(doc->undoStack());
  documents_->removeTab(tab);
  view->deleteLater();
  if (documents_->count() == 0) newDocument({default_card()});
  return true;
}

void MainWindow::updateTitle() {
  LayoutDocument* doc = currentDocument();
  setWindowTitle(doc ? tr("%1%2 — LayoutLab").arg(doc->displayName(), doc->isModified() ? QStringLiteral(" *") : QString())
                     : tr("LayoutLab"));
}

void MainWindow::addMode(const QString& id, const QString& title, QWidget* widget) {
  modes_->tabBar()->setTabData(modes_->addTab(widget, title), id);
}

int MainWindow::modeIndex(const QString& id_or_title) const {
  for (int i = 0; i < modes_->count(); ++i)
    if (modes_->tabBar()->tabData(i).toString().compare(id_or_title, Qt::CaseInsensitive) == 0 ||
        modes_->tabText(i).remove(QLatin1Char('&')).compare(id_or_title, Qt::CaseInsensitive) == 0)
      return i;
  return -1;
}

// ---- stepper, presentation, export -----------------------------------------------------------------

bool MainWindow::stepThrough(int card_id) {
  LayoutDocument* doc = currentDocument();
  const Card* card = doc ? doc->card(card_id) : nullptr;
  if (!card || card->unread) return false;
  if (auto* dock = findChild<QDockWidget*>(QStringLiteral("stepperDock"))) dock->show();
  if (!card->origin) {
    stepper_->setFrames(tr("%1 (typed, no operation to step through)").arg(QString::fromStdString(card->name)),
                        {{QString::fromStdString(card->name + " = " + to_string(card->layout)),
                          tr("Drop another card onto this one to combine them, then step through the result."),
                          card->layout, {}, {}, 0}});
    return false;
  }
  const auto op = operation_from_name(card->origin->operation);
  if (!op) return false;
  QString error;
  auto frames = operation_frames(*op, card->origin->a, card->origin->b, card->origin->a_name, card->origin->b_name, &error);
  if (frames.empty()) {
    statusBar()->showMessage(error);
    return false;
  }
  stepper_->setFrames(QString::fromStdString(card->name + " = " + card->expression), std::move(frames));
  return true;
}

bool MainWindow::openLesson(const ll::lesson::Lesson& lesson, QString* error, const QString& path) {
  const QString language = interfaceLanguage();
  auto frames = lesson_frames(lesson, language, error);
  if (frames.empty()) return false;
  lesson_ = lesson;
  lesson_path_ = path;
  stepper_->setFrames(lessonText(lesson.title, language), std::move(frames));
  if (auto* dock = findChild<QDockWidget*>(QStringLiteral("stepperDock"))) dock->show();
  return true;
}

CppImportDialog* MainWindow::importCpp(const QString& path) {
  LayoutDocument* doc = currentDocument();
  if (!doc) doc = newDocument({})->document();
  auto* dialog = new CppImportDialog(path, doc, this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  connect(dialog, &QDialog::accepted, this, [this] { statusBar()->showMessage(tr("Imported the checked layouts as cards.")); });
  connect(dialog, &CppImportDialog::cardAdded, this, [this](const QString& name) {
    statusBar()->showMessage(tr("Added the card %1 from the C++ source.").arg(name));
  });
  // A TiledMMA of the source becomes the designer's design (each part an undoable edit there).
  connect(dialog, &CppImportDialog::designRequested, this, [this](const MmaDesign& design, const QString& name) {
    auto* designer = findChild<DesignerWidget*>();
    if (!designer) return;
    designer->document()->chooseAtom(design.atom);
    designer->document()->changeThreadLayout(design.thr_m, design.thr_n, design.thr_k);
    designer->document()->changePermutation(design.permutation);
    if (const int i = modeIndex(QStringLiteral("designer")); i >= 0) modes_->setCurrentIndex(i);
    statusBar()->showMessage(tr("Opened %1 in the designer.").arg(name));
  });
  dialog->open();
  return dialog;
}

namespace {
// The local files of a drag: C++ sources and LayoutLab documents.
QStringList dropped_files(const QMimeData* mime) {
  QStringList out;
  if (!mime || !mime->hasUrls()) return out;
  for (const QUrl& url : mime->urls())
    if (url.isLocalFile() && (isCppSource(url.toLocalFile()) || url.toLocalFile().endsWith(QStringLiteral(".layoutlab"))))
      out << url.toLocalFile();
  return out;
}
}  // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent* e) {
  if (!dropped_files(e->mimeData()).isEmpty()) e->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* e) {
  for (const QString& path : dropped_files(e->mimeData())) {
    if (isCppSource(path)) {
      importCpp(path);
      continue;
    }
    QString error;
    if (!openFile(path, &error)) QMessageBox::warning(this, tr("Cannot open document"), error);
  }
  e->acceptProposedAction();
}

bool MainWindow::saveDocumentAsLesson(const QString& path, QString* error) {
  LayoutDocument* doc = currentDocument();
  if (!doc) return false;
  std::vector<Card> cards;
  for (const auto& e : doc->cards()) cards.push_back(e.card);
  const Lesson lesson = lesson_from_cards(doc->displayName(), cards, interfaceLanguage());
  return write_lesson_file(path, lesson, error) && openLesson(lesson, error, path);
}

void MainWindow::editLessonTexts() {
  if (!lesson_) {
    QMessageBox::information(this, tr("Edit lesson texts"), tr("No lesson is open: open one, or save the document as a lesson."));
    return;
  }
  LessonTextEditor editor(*lesson_, interfaceLanguage(), this);
  if (editor.exec() != QDialog::Accepted) return;
  QString path = lesson_path_;
  if (path.isEmpty())  // a built-in lesson: the edited copy goes to a file of the teacher's
    path = QFileDialog::getSaveFileName(this, tr("Save lesson"), QString::fromStdString(lesson_->id) + QStringLiteral(".lesson.json"),
                                        tr(kLessonFilter));
  if (path.isEmpty()) return;
  QString error;
  if (!write_lesson_file(path, editor.lesson(), &error) || !openLesson(editor.lesson(), &error, path))
    QMessageBox::warning(this, tr("Cannot save lesson"), error);
}

bool MainWindow::exportStepsAsPdf(const QString& path, QString* error) {
  return write_lesson_pdf(path, stepper_->heading(), stepper_->frames(), settings_->schemeId(), error);
}

void MainWindow::setPresentationMode(bool on) {
  if (on && !presentation_) {
    auto* window = new PresentationWindow(*stepper_, nullptr);
    presentation_ = window;
    connect(window, &PresentationWindow::closed, this, [this](int step) {
      presentation_ = nullptr;
      stepper_->setCurrent(step);
    });
    window->showFullScreen();
    window->activateWindow();
  } else if (!on && presentation_) {
    presentation_->close();
  }
}

bool MainWindow::exportCard(int card_id, const QString& format, const QString& given_path, QString* error) {
  LayoutCard* card = currentView() ? currentView()->cardWidget(card_id) : nullptr;
  if (!card) return false;
  const QString name = QString::fromStdString(card->card().name);
  if (format == QLatin1String("clipboard")) {
    if (!copy_card_picture(*card)) return false;
    statusBar()->showMessage(tr("Copied the picture of %1").arg(name), 4000);
    return true;
  }
  const Exporter* exporter = find_exporter(all_exporters(), format.toStdString());
  QString why;
  if (!exporter) {
    why = tr("No export format %1").arg(format);
  } else {
    QString path = given_path;
    if (path.isEmpty()) {
      const QString extension = QString::fromStdString(exporter->file_extension());
      path = QFileDialog::getSaveFileName(this, tr("Export %1").arg(name), name + QLatin1Char('.') + extension,
                                          tr("%1 (*.%2)").arg(export_format_title(*exporter).remove(QChar(0x2026)), extension));
      if (path.isEmpty()) return false;
    }
    if (write_card_export(*card, *exporter, path, &why)) {
      statusBar()->showMessage(tr("Exported %1").arg(path), 4000);
      return true;
    }
  }
  if (error) *error = why;
  statusBar()->showMessage(why);
  return false;
}

// ---- autosave ---------------------------------------------------------------------------------------

QString MainWindow::autosaveDirectory() {
  return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/autosave");
}

QString MainWindow::autosavePath(LayoutDocument* doc) const {
  QVariant serial = doc->property("autosaveSerial");
  if (!serial.isValid()) {
    serial = const_cast<MainWindow*>(this)->autosave_serial_++;
    doc->setProperty("autosaveSerial", serial);
  }
  return autosaveDirectory() + QStringLiteral("/%1-%2.layoutlab").arg(QCoreApplication::applicationPid()).arg(serial.toInt());
}

void MainWindow::setAutosaveEnabled(bool on) {
  if (on) autosave_timer_->start();
  else autosave_timer_->stop();
}

void MainWindow::autosaveNow() {
  QDir().mkpath(autosaveDirectory());
  for (int i = 0; i < documents_->count(); ++i) {
    auto* view = qobject_cast<DocumentView*>(documents_->widget(i));
    if (!view) continue;
    LayoutDocument* doc = view->document();
    if (!doc->isModified()) {
      QFile::remove(autosavePath(doc));
      continue;
    }
    std::vector<Card> cards;
    for (const auto& e : doc->cards()) cards.push_back(e.card);
    write_cards_file(autosavePath(doc), cards, nullptr);
  }
}

QStringList MainWindow::recoverableFiles() {
  QStringList out;
  const QDir dir(autosaveDirectory());
  for (const QFileInfo& f : dir.entryInfoList({QStringLiteral("*.layoutlab")}, QDir::Files, QDir::Time)) {
    const qint64 pid = f.fileName().section(QLatin1Char('-'), 0, 0).toLongLong();
    // A file of a LayoutLab that is still running is not a crash's leftover.
    if (pid == QCoreApplication::applicationPid() || QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid))) continue;
    out << f.absoluteFilePath();
  }
  return out;
}

int MainWindow::recoverAutosaves(const QStringList& files) {
  int recovered = 0;
  for (const QString& file : files) {
    QString error;
    auto cards = read_cards_file(file, &error);
    if (cards) {
      auto* view = newDocument(*cards);
      // A recovered document is unsaved work: mark it modified with an undoable no-op boundary.
      view->document()->undoStack()->resetClean();
      ++recovered;
    }
    QFile::remove(file);
  }
  return recovered;
}

void MainWindow::closeEvent(QCloseEvent* e) {
  for (int i = documents_->count() - 1; i >= 0; --i) {
    auto* view = qobject_cast<DocumentView*>(documents_->widget(i));
    if (view && view->document()->isModified() && isVisible() && !closeDocument(i)) {
      e->ignore();
      return;
    }
  }
  for (int i = 0; i < documents_->count(); ++i)
    if (auto* view = qobject_cast<DocumentView*>(documents_->widget(i))) QFile::remove(autosavePath(view->document()));
  QSettings().setValue("window/state", saveState());
  if (presentation_) presentation_->close();
  e->accept();
}

// ---- menus ------------------------------------------------------------------------------------------

void MainWindow::buildMenus() {
  // In File (with the other exports) and in Lesson.
  auto* export_pdf = new QAction(tr("Export lesson as &PDF…"), this);
  export_pdf->setObjectName(QStringLiteral("exportLessonPdf"));
  connect(export_pdf, &QAction::triggered, this, [this] {
    if (stepper_->frames().empty()) {
      QMessageBox::information(this, tr("Export lesson as PDF"), tr("The stepper has no steps: open a lesson first."));
      return;
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Export lesson as PDF"), tr("lesson.pdf"), tr("PDF (*.pdf)"));
    if (path.isEmpty()) return;
    QString error;
    if (!exportStepsAsPdf(path, &error)) QMessageBox::warning(this, tr("Cannot export"), error);
  });
  // In File and in Lesson: the current document as a lesson file, then played.
  auto* save_as_lesson = new QAction(tr("Save document as &lesson…"), this);
  connect(save_as_lesson, &QAction::triggered, this, [this] {
    const QString path = QFileDialog::getSaveFileName(this, tr("Save lesson"), tr("lesson.lesson.json"), tr(kLessonFilter));
    if (path.isEmpty()) return;
    QString error;
    if (!saveDocumentAsLesson(path, &error)) QMessageBox::warning(this, tr("Cannot save lesson"), error);
  });
  QMenu* file = menuBar()->addMenu(tr("&File"));
  file->addAction(tr("&New document"), QKeySequence::New, this, [this] { newDocument({default_card()}); });
  file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openDialog);
  recent_menu_ = file->addMenu(tr("Open &recent"));
  connect(recent_menu_, &QMenu::aboutToShow, this, [this] {
    recent_menu_->clear();
    for (const QString& path : recentFiles())
      recent_menu_->addAction(path, this, [this, path] {
        QString error;
        if (!openFile(path, &error)) QMessageBox::warning(this, tr("Cannot open document"), error);
      });
    if (recent_menu_->isEmpty()) recent_menu_->addAction(tr("(none)"))->setEnabled(false);
  });
  file->addAction(tr("&Save"), QKeySequence::Save, this, [this] { saveCurrent(false); });
  file->addAction(tr("Save &as…"), QKeySequence::SaveAs, this, [this] { saveCurrent(true); });
  file->addSeparator();
  add_export_format_actions(file->addMenu(tr("&Export card as")), this, [this](const QString& format) {
    if (auto* c = currentCard()) exportCard(c->cardId(), format);
  });
  file->addAction(tr("&Copy card picture"), QKeySequence(tr("Ctrl+Shift+C")), this, [this] {
    if (auto* c = currentCard()) exportCard(c->cardId(), QStringLiteral("clipboard"));
  });
  file->addAction(tr("&Import C++…"), QKeySequence(tr("Ctrl+I")), this, [this] {
    const QString path = QFileDialog::getOpenFileName(this, tr("Import C++"), QString(),
                                                      tr("C++ and CUDA sources (*.cu *.cuh *.h *.hpp *.cpp *.cc *.cxx *.inl)"));
    if (!path.isEmpty()) importCpp(path);
  });
  file->addAction(export_pdf);
  file->addAction(save_as_lesson);
  file->addSeparator();
  file->addAction(tr("Close &tab"), QKeySequence::Close, this, [this] { closeDocument(documents_->currentIndex()); });
  file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

  QMenu* edit = menuBar()->addMenu(tr("&Edit"));
  QAction* undo = undo_group_->createUndoAction(this, tr("&Undo"));
  undo->setShortcut(QKeySequence::Undo);
  QAction* redo = undo_group_->createRedoAction(this, tr("&Redo"));
  redo->setShortcut(QKeySequence::Redo);
  edit->addAction(undo);
  edit->addAction(redo);
  edit->addSeparator();
  edit->addAction(tr("&Add card"), QKeySequence(tr("Ctrl+K")), this, [this] {
    if (LayoutDocument* doc = currentDocument()) {
      Card c;
      c.name = doc->unusedName().toStdString();
      c.layout = *parse_layout("(2,2):(1,2)");
      doc->undoStack()->push(new AddCard(doc, c));
    }
  });

  QMenu* view = menuBar()->addMenu(tr("&View"));
  QMenu* label = view->addMenu(tr("Cell &label"));
  auto* label_group = new QActionGroup(this);
  const std::pair<CellLabel, QString> labels[] = {{CellLabel::Index, tr("Index")},
                                                  {CellLabel::Coord1D, tr("1-D coordinate")},
                                                  {CellLabel::NaturalCoord, tr("Natural coordinate")}};
  for (const auto& [value, text] : labels) {
    QAction* a = label->addAction(text, this, [this, v = value] { settings_->setLabel(v); });
    a->setCheckable(true);
    a->setChecked(settings_->label() == value);
    label_group->addAction(a);
  }
  QMenu* colour = view->addMenu(tr("&Colour by"));
  connect(colour, &QMenu::aboutToShow, this, [this, colour] {
    colour->clear();
    auto* group = new QActionGroup(colour);
    auto add = [&](const QString& text, ColourBy by, int component) {
      QAction* a = colour->addAction(text, this, [this, by, component] { settings_->setColourBy(by, component); });
      a->setCheckable(true);
      a->setChecked(settings_->colourBy() == by && (by == ColourBy::Index || settings_->component() == component));
      group->addAction(a);
    };
    add(tr("Index (result cards: operand element)"), ColourBy::Index, 0);
    const Card* card = currentCard() ? &currentCard()->card() : nullptr;
    const std::size_t modes = card ? (card->layout.shape.is_tuple() ? card->layout.shape.rank() : 1) : 2;
    for (std::size_t m = 0; m < modes; ++m) add(tr("Mode %1 coordinate").arg(m), ColourBy::Mode, int(m));
    const std::size_t leaves = card ? leaf_count(card->layout.shape) : 0;
    for (std::size_t k = 0; k < leaves && leaves > modes; ++k)
      add(tr("Flat coordinate component %1").arg(k), ColourBy::Component, int(k));
  });
  QMenu* palette = view->addMenu(tr("&Palette"));
  auto* palette_group = new QActionGroup(this);
  for (const auto& scheme : colour_schemes()) {
    QAction* a = palette->addAction(QCoreApplication::translate("ColourScheme", scheme.name.toUtf8().constData()), this,
                                    [this, id = scheme.id] { settings_->setSchemeId(id); });
    a->setCheckable(true);
    a->setChecked(settings_->schemeId() == scheme.id);
    palette_group->addAction(a);
  }
  QMenu* theme = view->addMenu(tr("&Theme"));
  auto* theme_group = new QActionGroup(this);
  const std::pair<QString, QString> theme_names[] = {{QStringLiteral("light"), tr("Light")},
                                                     {QStringLiteral("dark"), tr("Dark")},
                                                     {QStringLiteral("high-contrast"), tr("High contrast")}};
  for (const auto& [id, text] : theme_names) {
    QAction* a = theme->addAction(text, this, [this, id = id] { settings_->setThemeId(id); });
    a->setCheckable(true);
    a->setChecked(settings_->themeId() == id);
    theme_group->addAction(a);
  }
  QMenu* memory = view->addMenu(tr("Grid &memory per card"));
  memory->setObjectName(QStringLiteral("gridMemoryMenu"));
  auto* memory_group = new QActionGroup(this);
  for (const std::int64_t side : {256, 512, 1024}) {
    const std::int64_t cells = side * side;  // each cell about 46 bytes with its index and picture
    QAction* a = memory->addAction(tr("%1 × %2 cells (about %3 MB)").arg(side).arg(side).arg(cells * 46 / 1000000 + 1), this,
                                   [this, cells] { settings_->setCardCellBudget(cells); });
    a->setCheckable(true);
    a->setChecked(settings_->cardCellBudget() == cells);
    memory_group->addAction(a);
  }
  QMenu* language = view->addMenu(tr("&Language"));
  language->setObjectName(QStringLiteral("languageMenu"));
  auto* language_group = new QActionGroup(this);
  QList<std::pair<QString, QString>> languages = {{QString(), tr("System default")}, {QStringLiteral("en"), tr("English")}};
  for (const QString& locale : translationLocales()) {
    const QLocale l(locale);  // named in its own language, so it can be found by those who read only that
    languages.append({locale, QStringLiteral("%1 (%2)").arg(l.nativeLanguageName(), l.nativeTerritoryName())});
  }
  for (const auto& [locale, text] : languages) {
    QAction* a = language->addAction(text, this, [this, locale = locale] {
      setLanguageSetting(locale);
      statusBar()->showMessage(tr("The new language takes effect when LayoutLab next starts."));
    });
    a->setData(locale);
    a->setCheckable(true);
    a->setChecked(languageSetting() == locale);
    language_group->addAction(a);
  }
  QAction* codomain = view->addAction(tr("Show the co&domain strip"), this, [this](bool on) { settings_->setCodomain(on); });
  codomain->setCheckable(true);
  codomain->setChecked(settings_->codomain());
  view->addSeparator();
  view->addAction(tr("Zoom &in"), QKeySequence::ZoomIn, this, [this] {
    if (auto* c = currentCard()) c->gridView()->zoomBy(1.25);
  });
  view->addAction(tr("Zoom &out"), QKeySequence::ZoomOut, this, [this] {
    if (auto* c = currentCard()) c->gridView()->zoomBy(0.8);
  });
  view->addSeparator();
  QAction* present = view->addAction(tr("&Presentation mode"), QKeySequence(Qt::Key_F5), this,
                                     [this] { setPresentationMode(!presentation_); });
  present->setToolTip(tr("The stepper full screen, large fonts, high contrast; Esc leaves"));
  view->addSeparator();
  for (auto* dock : findChildren<QDockWidget*>()) view->addAction(dock->toggleViewAction());

  QMenu* lesson = menuBar()->addMenu(tr("&Lesson"));
  QMenu* builtin = lesson->addMenu(tr("&Built-in lessons"));
  builtin->setObjectName(QStringLiteral("builtinLessonsMenu"));
  for (const QString& id : builtinLessonIds()) {
    auto l = builtinLesson(id, nullptr);
    if (!l) continue;
    builtin->addAction(lessonText(l->title, interfaceLanguage()), this, [this, id] {
      QString error;
      auto chosen = builtinLesson(id, &error);
      if (!chosen || !openLesson(*chosen, &error)) QMessageBox::warning(this, tr("Cannot open lesson"), error);
    });
  }
  lesson->addAction(tr("&Open lesson…"), this, [this] {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open lesson"), QString(), tr(kLessonFilter));
    if (path.isEmpty()) return;
    QString error;
    auto l = read_lesson_file(path, &error);
    if (!l || !openLesson(*l, &error, path)) QMessageBox::warning(this, tr("Cannot open lesson"), error);
  });
  lesson->addAction(export_pdf);
  lesson->addAction(save_as_lesson);
  QAction* edit_texts = lesson->addAction(tr("&Edit lesson texts…"), this, &MainWindow::editLessonTexts);
  edit_texts->setObjectName(QStringLiteral("editLessonTexts"));

  QMenu* help = menuBar()->addMenu(tr("&Help"));
  help->addAction(tr("&About LayoutLab"), this, [this] {
    QMessageBox::about(this, tr("About LayoutLab"),
                       tr("LayoutLab %1: an explorer for NVIDIA CuTe layouts. Every value is computed as CuTe "
                          "computes it; every action has its `layoutlab-cli eval` expression.")
                           .arg(QApplication::applicationVersion()));
  });
}

}  // namespace ll::gui
