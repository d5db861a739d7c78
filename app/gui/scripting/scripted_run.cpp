#include "app/gui/scripting/scripted_run.hpp"

#include "app/gui/designer/gpu_run_panel.hpp"

#include <QApplication>
#include <QMenu>
#include <QFileInfo>
#include <QPainter>
#include <QPixmap>
#include <QTabWidget>
#include <QUndoStack>

#include "app/gui/console/console_widget.hpp"
#include "app/gui/document/card_commands.hpp"
#include "app/gui/document/card_edits.hpp"
#include "app/gui/document/layout_document.hpp"
#include "app/gui/explorer/document_view.hpp"
#include "app/gui/explorer/layout_card.hpp"
#include "app/gui/explorer/layout_grid_model.hpp"
#include "app/gui/explorer/layout_grid_view.hpp"
#include "app/gui/explorer/view_settings.hpp"
#include "app/gui/exporters/card_export.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/cpp_import/cpp_import_dialog.hpp"
#include "app/gui/stepper/lesson_file.hpp"
#include "app/gui/stepper/presentation_window.hpp"
#include "app/gui/stepper/stepper_panel.hpp"
#include "app/gui/translations/core_messages.hpp"
#include "core/expr/eval.hpp"
#include "core/layout/parse.hpp"

namespace ll::gui {
namespace {

// The layout scripted runs show when no document, layout or card is named: a 2-D hierarchical example.
constexpr char kDefaultLayout[] = "((2,4),(2,4)):((1,8),(2,16))";

void apply_view_options(ViewSettings* settings, const ScriptOptions& o) {
  if (!o.label.isEmpty())
    settings->setLabel(o.label == QLatin1String("coord")     ? CellLabel::Coord1D
                       : o.label == QLatin1String("natural") ? CellLabel::NaturalCoord
                                                             : CellLabel::Index);
  if (!o.colour_by.isEmpty()) {
    const int n = o.colour_by.section(QLatin1Char(':'), 1).toInt();
    settings->setColourBy(o.colour_by.startsWith(QLatin1String("mode"))        ? ColourBy::Mode
                          : o.colour_by.startsWith(QLatin1String("component")) ? ColourBy::Component
                                                                               : ColourBy::Index,
                          n);
  }
  if (!o.palette.isEmpty()) settings->setSchemeId(o.palette);
  if (!o.theme.isEmpty()) settings->setThemeId(o.theme);
  if (o.codomain) settings->setCodomain(true);
}

// Pushes the edit's command on the document. @return its error, or empty
QString push(LayoutDocument* doc, CardEdit edit) {
  if (edit.command) doc->undoStack()->push(edit.command.release());
  return edit.error;
}

// Card A's layout, and the cards of --card (EXPR or NAME=EXPR), each one undoable command.
QString add_cards(LayoutDocument* doc, const ScriptOptions& o) {
  QString layout = o.layout;
  if (layout.isEmpty() && o.scripted() && o.demo.isEmpty() && o.files.isEmpty() && o.cards.isEmpty())
    layout = QLatin1String(kDefaultLayout);
  if (!layout.isEmpty()) {
    auto parsed = expr::layout_from_text(layout.toStdString());
    if (!parsed) return CommandLine::tr("--layout %1: %2").arg(layout, errorText(parsed));
    if (doc->cards().empty()) doc->undoStack()->push(new AddCard(doc, Card{doc->unusedName().toStdString(), *parsed}));
    else doc->undoStack()->push(new SetLayoutText(doc, doc->idAt(0), *parsed));
  }
  for (const QString& spec : o.cards) {
    Card c;
    QString text = spec;
    if (spec.contains(QLatin1Char('=')) && !spec.startsWith(QLatin1Char('('))) {
      c.name = spec.section(QLatin1Char('='), 0, 0).trimmed().toStdString();
      text = spec.section(QLatin1Char('='), 1);
    } else {
      c.name = doc->unusedName().toStdString();
    }
    auto parsed = expr::layout_from_text(text.toStdString());
    if (!parsed) return CommandLine::tr("--card %1: %2").arg(spec, errorText(parsed));
    c.layout = *parsed;
    doc->undoStack()->push(new AddCard(doc, c));
  }
  return {};
}

QString edit_card_a(LayoutDocument* doc, const ScriptOptions& o) {
  if (o.edits.empty()) return {};
  if (doc->cards().empty()) return CommandLine::tr("the mode edits need a card A");
  const int a = doc->idAt(0);
  for (const ScriptedModeEdit& e : o.edits) {
    using Kind = ScriptedModeEdit::Kind;
    const QString why = e.kind == Kind::Split ? push(doc, split_mode_by(doc, a, e.path, e.value))
                        : push(doc, edit_mode_field(doc, a, e.path,
                                                    e.kind == Kind::Extent   ? ModeField::Extent
                                                    : e.kind == Kind::Stride ? ModeField::Stride
                                                                             : ModeField::Name,
                                                    e.value));
    if (!why.isEmpty()) return why;
  }
  return {};
}

}  // namespace

QString set_up_window(MainWindow& window, const ScriptOptions& o) {
  apply_view_options(window.viewSettings(), o);
  if (o.window_size.isValid()) window.resize(o.window_size);
  QString error;
  if (!o.demo.isEmpty()) {
    if (!window.openFile(QStringLiteral(":/examples/%1.layoutlab").arg(o.demo), &error))
      return CommandLine::tr("--demo %1: no such example (divide, product, compose, tensor)").arg(o.demo);
    window.documentTabs()->removeTab(0);  // the empty start document
  }
  for (const QString& file : o.files)
    if (!window.openFile(file, &error)) return error;
  LayoutDocument* doc = window.currentDocument();
  DocumentView* view = window.currentView();
  if (!(error = add_cards(doc, o)).isEmpty()) return error;
  if (!(error = edit_card_a(doc, o)).isEmpty()) return error;
  for (const QString& line : o.console_lines) window.console()->run(line);
  if (!o.apply.isEmpty()) {
    const auto op = operation_from_name(o.apply.toStdString());
    if (!op) return CommandLine::tr("unknown operation %1").arg(o.apply);
    if (doc->cards().size() < 2) return CommandLine::tr("--apply needs two cards (A and B)");
    if (view->applyOperation(*op, doc->idAt(0), doc->idAt(1), &error) < 0) return error;
  }
  if (!o.select.isEmpty()) {
    const int id = doc->idByName(o.select);
    if (id < 0) return CommandLine::tr("--select %1: no card of that name").arg(o.select);
    view->setCurrentCard(id);
  } else if (!doc->cards().empty()) {
    view->setCurrentCard(doc->cards().back().id);
  }
  window.show();
  if (!o.mode.isEmpty()) {
    const int index = window.modeIndex(o.mode);
    if (index < 0) return CommandLine::tr("--mode %1: no such mode (explorer, designer)").arg(o.mode);
    window.modeTabs()->setCurrentIndex(index);
  }
  if (!o.import_cpp.isEmpty()) {
    if (!QFileInfo::exists(o.import_cpp)) return CommandLine::tr("--import-cpp %1: no such file").arg(o.import_cpp);
    CppImportDialog* dialog = window.importCpp(o.import_cpp);
    if (!o.import_settings.isNull()) {
      dialog->settingsField()->setText(o.import_settings);
      dialog->readAgain();
    }
    for (const QString& name : o.import_open) {
      int row = -1;
      for (std::size_t r = 0; r < dialog->objects().size(); ++r)
        if (QString::fromStdString(dialog->objects()[r].name) == name) row = int(r);
      if (row < 0 || !dialog->openObject(row))
        return CommandLine::tr("--import-open %1: the import lists no layout or TiledMMA of that name").arg(name);
      dialog->table()->selectRow(row);
    }
    if (auto* current = window.currentView(); current && !doc->cards().empty()) current->setCurrentCard(doc->cards().back().id);
  }
  if (!o.lesson.isEmpty()) {
    auto lesson = findLesson(o.lesson, &error);
    if (!lesson || !window.openLesson(*lesson, &error)) return CommandLine::tr("--lesson %1: %2").arg(o.lesson, error);
  }
  if (!o.step.isEmpty()) {
    if (auto* current = view->currentCard(); current && o.lesson.isEmpty()) window.stepThrough(current->cardId());
    StepperPanel* stepper = window.stepper();
    bool ok = false;
    const int n = o.step == QLatin1String("last") ? int(stepper->frames().size()) : o.step.toInt(&ok);
    if (o.step != QLatin1String("last") && (!ok || n < 1))
      return CommandLine::tr("--step %1: write a step number from 1, or last").arg(o.step);
    stepper->setAnimated(false);  // the step itself, not a frame of the transition
    stepper->setCurrent(n - 1);
    stepper->setAnimated(true);
  }
  if (o.presentation) window.setPresentationMode(true);
  if (!o.answer.isEmpty()) {  // typed where the student sees the step: the presentation's stepper, if any
    auto* presentation = qobject_cast<PresentationWindow*>(window.presentationWindow());
    StepperPanel* stepper = presentation ? presentation->stepper() : window.stepper();
    const auto& frames = stepper->frames();
    if (frames.empty() || !frames[std::size_t(stepper->current())].exercise)
      return CommandLine::tr("--answer: the stepper's current step has no exercise");
    stepper->answerEdit()->setText(o.answer);
    stepper->checkAnswer();
  }
  return {};
}

void wait_until_drawn() {
  // A scene finished in the background posts its result; handling it may start another (a resize), so
  // repeat until a round finds every model idle.
  for (bool busy = true; busy;) {
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    busy = false;
    for (QWidget* top : QApplication::topLevelWidgets())
      for (LayoutGridModel* model : top->findChildren<LayoutGridModel*>())
        if (model->busy()) {
          model->waitForScene();
          busy = true;
        }
  }
}

int finish_scripted_run(MainWindow& window, const ScriptOptions& o) {
  wait_until_drawn();
  // a Run on GPU started by --gpu-run: the picture is of its result (compile, verify and time take seconds to minutes)
  for (const GpuRunPanel* panel : window.findChildren<GpuRunPanel*>())
    while (panel->isRunning()) QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
  wait_until_drawn();
  LayoutCard* current = window.currentView() ? window.currentView()->currentCard() : nullptr;
  if (o.zoom && current) {
    current->gridView()->setPixelsPerCell(*o.zoom);
    wait_until_drawn();
  }
  if (o.hover && current) current->gridView()->hoverCell(0, o.hover->first, o.hover->second);
  LayoutDocument* doc = window.currentDocument();
  QMenu* menu = nullptr;
  if (o.drop_menu && doc->cards().size() >= 2) {
    menu = window.currentView()->buildDropMenu(doc->idAt(0), doc->idAt(1), &window);
    LayoutCard* target = window.currentView()->cardWidget(doc->idAt(0));
    menu->popup(target->mapToGlobal(QPoint(target->width() / 3, 120)));
  }
  wait_until_drawn();

  int rc = 0;
  if (!o.export_file.isEmpty()) {
    QString error;
    const Exporter* format = exporter_for_file(o.export_file);
    if (!current) error = CommandLine::tr("--export: there is no card to export");
    else if (!format)
      error = CommandLine::tr("--export %1: no export format writes this suffix (.cpp, .py, .tex, .svg, .png)").arg(o.export_file);
    else write_card_export(*current, *format, o.export_file, &error);
    if (!error.isEmpty()) {
      qCritical("%s", qPrintable(error));
      rc = 1;
    }
  }
  if (!o.export_pdf.isEmpty()) {
    QString error;
    if (window.stepper()->frames().empty()) error = CommandLine::tr("--export-pdf: the stepper has no steps (choose a lesson with --lesson)");
    else window.exportStepsAsPdf(o.export_pdf, &error);
    if (!error.isEmpty()) {
      qCritical("%s", qPrintable(error));
      rc = 1;
    }
  }
  if (!o.screenshot.isEmpty()) {
    QWidget* target = window.presentationWindow() ? window.presentationWindow() : static_cast<QWidget*>(&window);
    QPixmap shot = target->grab();
    // File > Import C++ is a window of its own: shown to the right of the main window, as it stands beside it
    if (auto* dialog = window.findChild<CppImportDialog*>(); dialog && dialog->isVisible() && !window.presentationWindow()) {
      const QPixmap list = dialog->grab();
      QPixmap both(shot.width() + list.width(), std::max(shot.height(), list.height()));
      both.fill(window.palette().color(QPalette::Window));
      QPainter p(&both);
      p.drawPixmap(0, 0, shot);
      p.drawPixmap(shot.width(), 0, list);
      p.end();
      shot = both;
    }
    if (menu) {  // popups are windows of their own: paint the open menu where it stands over the main window
      QPainter p(&shot);
      p.drawPixmap(window.mapFromGlobal(menu->pos()), menu->grab());
    }
    if (!shot.save(o.screenshot, "PNG")) {
      qCritical("%s", qPrintable(CommandLine::tr("could not write %1").arg(o.screenshot)));
      rc = 1;
    }
  }
  return rc;
}

}  // namespace ll::gui
