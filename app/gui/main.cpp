// layoutlab: the desktop explorer. Besides normal use, flags script the window for README screenshots:
// e.g. `layoutlab --demo divide --apply logical_divide --step 4 --screenshot shot.png`.
#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTimer>

#include "app/gui/console/console_widget.hpp"
#include "app/gui/document/card_commands.hpp"
#include "app/gui/document/document_file.hpp"
#include "app/gui/document/layout_document.hpp"
#include "app/gui/explorer/document_view.hpp"
#include "app/gui/explorer/layout_card.hpp"
#include "app/gui/explorer/layout_grid_model.hpp"
#include "app/gui/explorer/layout_grid_view.hpp"
#include "app/gui/explorer/view_settings.hpp"
#include "app/gui/designer/designer_options.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/stepper/presentation_window.hpp"
#include "app/gui/stepper/stepper_panel.hpp"
#include "app/gui/translations/translations.hpp"
#include "core/layout/parse.hpp"

using namespace ll;
using namespace ll::gui;

namespace {

// The translation context of the command line's texts, declared where lupdate sees it (docs/translations.md).
struct CommandLine {
  Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

ModePath parse_path(const QString& text) {
  ModePath p;
  for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) p.push_back(part.toULongLong());
  return p;
}

int fail(const QString& message) {
  qCritical("%s", qPrintable(message));
  return 2;
}

// The value of `--NAME V` or `--NAME=V` in the arguments, or null. For the options read before the parser
// exists: the language, because the parser's own texts (--help) are to be in it.
QString option_argument(const QStringList& args, const QString& name) {
  const QString option = QStringLiteral("--") + name;
  for (qsizetype i = 1; i < args.size(); ++i) {
    if (args[i] == option && i + 1 < args.size()) return args[i + 1];
    if (args[i].startsWith(option + QLatin1Char('='))) return args[i].mid(option.size() + 1);
  }
  return {};
}

// The command line as written, for the options read before QApplication exists (the platform, the language).
QStringList arguments_of(int argc, char** argv) {
  QStringList args;
  for (int i = 0; i < argc; ++i) args << QString::fromLocal8Bit(argv[i]);
  return args;
}

// Whether `--NAME` (with or without `=V`) is among the arguments.
bool has_option(const QStringList& args, const QString& name) {
  const QString option = QStringLiteral("--") + name;
  for (qsizetype i = 1; i < args.size(); ++i)
    if (args[i] == option || args[i].startsWith(option + QLatin1Char('='))) return true;
  return false;
}

// A scripted run (a screenshot, an export, or both) renders, writes its files and exits.
bool asks_for_scripted_run(const QStringList& args) {
  return has_option(args, QStringLiteral("screenshot")) || has_option(args, QStringLiteral("export"));
}

// Runs that need no window on screen: the help texts and the scripted runs.
bool asks_for_no_window(const QStringList& args) {
  for (qsizetype i = 1; i < args.size(); ++i)
    for (const char* flag : {"-h", "--help", "--help-all", "-v", "--version"})
      if (args[i] == QLatin1String(flag)) return true;
  return asks_for_scripted_run(args);
}

// Qt aborts the process when no windowing system answers. On X11/Wayland systems without a display, the
// window-free runs go offscreen and anything else says why it cannot start. @return false: exit with 1
bool prepare_platform(int argc, char** argv, const QStringList& args, const QString& language) {
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
  if (qEnvironmentVariableIsSet("QT_QPA_PLATFORM") || !qEnvironmentVariableIsEmpty("DISPLAY") ||
      !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") || args.contains(QStringLiteral("-platform")))
    return true;  // (-platform: Qt's own choice, given on the command line)
  if (asks_for_no_window(args)) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    return true;
  }
  QCoreApplication app(argc, argv);  // for the message's translation only
  installTranslations(language);
  qCritical("%s", qPrintable(CommandLine::tr("layoutlab: there is no display to open the window on (neither DISPLAY nor "
                                             "WAYLAND_DISPLAY is set). Run it in a desktop session, under xvfb-run, or "
                                             "with --screenshot FILE or --export FILE, which need no display.")));
  return false;
#else
  Q_UNUSED(argc);
  Q_UNUSED(argv);
  Q_UNUSED(args);
  Q_UNUSED(language);
  return true;
#endif
}

}  // namespace

int main(int argc, char** argv) {
  const QStringList args = arguments_of(argc, argv);
  const QString language_asked = option_argument(args, QStringLiteral("language"));
  if (!prepare_platform(argc, argv, args, language_asked)) return 1;
  QApplication app(argc, argv);
  QApplication::setApplicationName("LayoutLab");
  QApplication::setOrganizationName("LayoutLab");
  QApplication::setApplicationVersion(LAYOUTLAB_VERSION);

  // The language: --language, else View > Language (not for scripted runs, which must not depend on the
  // user's preferences), else the system's.
  const QString language =
      !language_asked.isNull() ? language_asked : asks_for_scripted_run(args) ? QString() : languageSetting();
  const QString installed_language = installTranslations(language);

  QCommandLineParser cli;
  cli.setApplicationDescription(CommandLine::tr("Explorer for NVIDIA CuTe layouts"));
  cli.addHelpOption();
  cli.addVersionOption();
  cli.addPositionalArgument("file", CommandLine::tr("Documents to open."), "[FILE...]");
  QCommandLineOption screenshot("screenshot", CommandLine::tr("Render the window to FILE (PNG) and exit."), "FILE");
  QCommandLineOption layout("layout", CommandLine::tr("Open with this layout in card A (CuTe notation)."), "EXPR");
  QCommandLineOption card("card", CommandLine::tr("Add a card (EXPR or NAME=EXPR); repeatable."), "EXPR");
  QCommandLineOption demo("demo", CommandLine::tr("Open a built-in example document: divide, product, compose, tensor."), "NAME");
  QCommandLineOption set_stride("set-stride", CommandLine::tr("Edit card A: set the stride of mode PATH (e.g. 1,0=_4)."), "PATH=V");
  QCommandLineOption set_extent("set-extent", CommandLine::tr("Edit card A: set the extent of mode PATH."), "PATH=V");
  QCommandLineOption split("split", CommandLine::tr("Edit card A: split mode PATH by Q (e.g. 1=2)."), "PATH=Q");
  QCommandLineOption name_mode("name-mode", CommandLine::tr("Name a top-level mode of card A (e.g. 0=M)."), "I=NAME");
  QCommandLineOption drop_menu("drop-menu", CommandLine::tr("Show the menu of dropping card B onto card A."));
  QCommandLineOption apply("apply", CommandLine::tr("Drop card B onto card A and choose OP (e.g. logical_divide)."), "OP");
  QCommandLineOption step("step", CommandLine::tr("Show step N (1-based, or 'last') in the stepper."), "N");
  QCommandLineOption hover("hover", CommandLine::tr("Hover cell ROW,COL of the current card."), "R,C");
  QCommandLineOption select("select", CommandLine::tr("Make the card named NAME current."), "NAME");
  QCommandLineOption label("label", CommandLine::tr("Cell labels: index, coord, natural."), "KIND");
  QCommandLineOption colour_by("colour-by", CommandLine::tr("Colour by: index, mode:N, component:N."), "KEY");
  QCommandLineOption palette("palette", CommandLine::tr("Palette id (viridis, cividis, okabe-ito, tol-muted, pastel, high-contrast)."), "ID");
  QCommandLineOption theme("theme", CommandLine::tr("Theme: light, dark, high-contrast."), "ID");
  QCommandLineOption codomain("codomain", CommandLine::tr("Show the codomain strip."));
  QCommandLineOption console_line("console", CommandLine::tr("Run LINE in the console; repeatable."), "LINE");
  QCommandLineOption export_file("export", CommandLine::tr("Export the current card's grid to FILE (.png or .svg)."), "FILE");
  QCommandLineOption presentation("presentation", CommandLine::tr("Start in presentation mode."));
  QCommandLineOption window_size("size", CommandLine::tr("Window size WxH."), "WxH");
  QCommandLineOption mode_tab("mode", CommandLine::tr("Show this mode: explorer or designer (or its tab's title)."), "MODE");
  QCommandLineOption language_option(
      "language", CommandLine::tr("User interface language: a locale such as zh_CN, or en for English (default: the "
                                  "View > Language setting, else the system's)."),
      "LOCALE");
  for (const auto& o : {screenshot, layout, card, demo, set_stride, set_extent, split, name_mode, drop_menu, apply, step,
                        hover, select, label, colour_by, palette, theme, codomain, console_line, export_file,
                        presentation, window_size, mode_tab, language_option})
    cli.addOption(o);
  ll::gui::add_designer_options(cli);
  cli.process(app);
  if (!language_asked.isEmpty() && language_asked != QLatin1String("en") && installed_language.isEmpty())
    qWarning("%s", qPrintable(CommandLine::tr("--language %1: LayoutLab has no translation for it (it has: en %2); the "
                                              "interface stays in English.")
                                  .arg(language_asked, translationLocales().join(QLatin1Char(' ')))));

  // What asks_for_scripted_run saw before the parser, now as the parser reads it.
  const bool scripted = cli.isSet(screenshot) || cli.isSet(export_file);
  if (scripted) {
    // Screenshots must not depend on (or change) the user's preferences.
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
  }

  MainWindow window;
  ViewSettings* settings = window.viewSettings();
  if (cli.isSet(label)) {
    const QString l = cli.value(label);
    settings->setLabel(l == "coord" ? CellLabel::Coord1D : l == "natural" ? CellLabel::NaturalCoord : CellLabel::Index);
  }
  if (cli.isSet(colour_by)) {
    const QString c = cli.value(colour_by);
    const int n = c.section(':', 1).toInt();
    settings->setColourBy(c.startsWith("mode") ? ColourBy::Mode : c.startsWith("component") ? ColourBy::Component
                                                                                              : ColourBy::Index, n);
  }
  if (cli.isSet(palette)) settings->setSchemeId(cli.value(palette));
  if (cli.isSet(theme)) settings->setThemeId(cli.value(theme));
  if (cli.isSet(codomain)) settings->setCodomain(true);
  if (cli.isSet(window_size)) {
    const QStringList wh = cli.value(window_size).split('x');
    if (wh.size() == 2) window.resize(wh[0].toInt(), wh[1].toInt());
  }

  QString error;
  if (cli.isSet(demo)) {
    const QString path = QStringLiteral(":/examples/%1.layoutlab").arg(cli.value(demo));
    if (!window.openFile(path, &error)) return fail(error);
    window.documentTabs()->removeTab(0);  // the empty start document
  }
  for (const QString& file : cli.positionalArguments()) {
    if (!window.openFile(file, &error)) {
      if (scripted) return fail(error);
      QMessageBox::warning(&window, CommandLine::tr("Cannot open document"), error);
    }
  }
  LayoutDocument* doc = window.currentDocument();
  if (cli.isSet(layout)) window.setLayoutText(cli.value(layout));
  else if (!cli.isSet(demo) && cli.positionalArguments().isEmpty() && scripted) window.setLayoutText("((2,4),(2,4)):((1,8),(2,16))");
  for (const QString& spec : cli.values(card)) {
    Card c;
    QString expr = spec;
    if (spec.contains('=') && !spec.startsWith('(')) {
      c.name = spec.section('=', 0, 0).trimmed().toStdString();
      expr = spec.section('=', 1);
    } else {
      c.name = doc->unusedName().toStdString();
    }
    auto parsed = parse_layout(expr.toStdString());
    if (!parsed) return fail(QString::fromStdString(parsed.error()));
    c.layout = *parsed;
    doc->undoStack()->push(new AddCard(doc, c));
  }
  DocumentView* view = window.currentView();
  auto first_card = [&] { return view->cardWidgets().front(); };
  if (cli.isSet(set_extent)) {
    const QString v = cli.value(set_extent);
    first_card()->editField(parse_path(v.section('=', 0, 0)), ModeStrip::Field::Extent, v.section('=', 1));
  }
  if (cli.isSet(set_stride)) {
    const QString v = cli.value(set_stride);
    first_card()->editField(parse_path(v.section('=', 0, 0)), ModeStrip::Field::Stride, v.section('=', 1));
  }
  if (cli.isSet(split)) {
    const QString v = cli.value(split);
    first_card()->splitMode(parse_path(v.section('=', 0, 0)), v.section('=', 1));
  }
  for (const QString& v : cli.values(name_mode))
    first_card()->editField(parse_path(v.section('=', 0, 0)), ModeStrip::Field::Name, v.section('=', 1));
  for (const QString& line : cli.values(console_line)) window.console()->run(line);
  if (cli.isSet(apply)) {
    const auto op = operation_from_name(cli.value(apply).toStdString());
    if (!op) return fail(CommandLine::tr("unknown operation %1").arg(cli.value(apply)));
    if (doc->cards().size() < 2) return fail(CommandLine::tr("--apply needs two cards (A and B)"));
    const int id = view->applyOperation(*op, doc->idAt(0), doc->idAt(1), &error);
    if (id < 0 && scripted) return fail(error);
  }
  if (cli.isSet(select)) view->setCurrentCard(doc->idByName(cli.value(select)));
  else if (!doc->cards().empty()) view->setCurrentCard(doc->cards().back().id);
  window.show();
  if (cli.isSet(mode_tab)) {
    const int index = window.modeIndex(cli.value(mode_tab));
    if (index < 0) return fail(CommandLine::tr("--mode %1: no such mode (explorer, designer)").arg(cli.value(mode_tab)));
    window.modeTabs()->setCurrentIndex(index);
  }
  if (cli.isSet(step)) {
    if (auto* current = view->currentCard()) window.stepThrough(current->cardId());
    const QString n = cli.value(step);
    window.stepper()->setAnimated(false);
    window.stepper()->setCurrent(n == "last" ? int(window.stepper()->frames().size()) - 1 : n.toInt() - 1);
    window.stepper()->setAnimated(true);
  }
  if (cli.isSet(presentation)) window.setPresentationMode(true);

  if (!scripted) {
    window.setAutosaveEnabled(true);
    const QStringList leftovers = MainWindow::recoverableFiles();
    if (!leftovers.isEmpty()) {
      const auto answer = QMessageBox::question(
          &window, CommandLine::tr("Recover documents"),
          CommandLine::tr("LayoutLab did not close properly last time. Recover %n unsaved document(s)?",
                          nullptr, int(leftovers.size())));
      if (answer == QMessageBox::Yes) window.recoverAutosaves(leftovers);
      else for (const QString& f : leftovers) QFile::remove(f);
    }
    return app.exec();
  }

  // Scripted run: let layouts settle, then hover/export/screenshot and exit.
  QMenu* menu = nullptr;
  QTimer::singleShot(50, &window, [&] {
    for (auto* c : window.currentView()->cardWidgets()) c->gridModel()->waitForScene();
    LayoutCard* current = window.currentView()->currentCard();
    if (cli.isSet(hover) && current) {
      const QStringList rc = cli.value(hover).split(',');
      current->gridView()->hoverCell(0, rc.value(0).toLongLong(), rc.value(1).toLongLong());
    }
    if (cli.isSet(drop_menu) && doc->cards().size() >= 2) {
      menu = view->buildDropMenu(doc->idAt(0), doc->idAt(1), &window);
      LayoutCard* target = view->cardWidget(doc->idAt(0));
      menu->popup(target->mapToGlobal(QPoint(target->width() / 3, 120)));
    }
  });
  QTimer::singleShot(600, &window, [&] {
    int rc = 0;
    if (cli.isSet(export_file)) {
      const QString file = cli.value(export_file);
      LayoutCard* current = window.currentView()->currentCard();
      if (!current || !window.exportCard(current->cardId(), QFileInfo(file).suffix().toLower(), file, &error)) {
        qCritical("%s", qPrintable(error.isEmpty() ? CommandLine::tr("nothing to export") : error));
        rc = 1;
      }
    }
    if (cli.isSet(screenshot)) {
      QWidget* target = window.presentationWindow() ? window.presentationWindow() : static_cast<QWidget*>(&window);
      QPixmap shot = target->grab();
      if (menu) {
        // Popups are windows of their own: paint the open menu where it stands over the main window.
        QPainter p(&shot);
        p.drawPixmap(window.mapFromGlobal(menu->pos()), menu->grab());
      }
      if (!shot.save(cli.value(screenshot), "PNG")) {
        qCritical("%s", qPrintable(CommandLine::tr("could not write %1").arg(cli.value(screenshot))));
        rc = 1;
      }
    }
    QApplication::exit(rc);
  });
  return app.exec();
}
