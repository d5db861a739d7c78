// layoutlab: the desktop explorer. The command line can also script the window (README screenshots, GUI
// tests): app/gui/scripting/ reads and runs it, e.g.
//   layoutlab --demo divide --apply logical_divide --step 4 --screenshot shot.png
#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>

#include "app/gui/main_window.hpp"
#include "app/gui/scripting/script_options.hpp"
#include "app/gui/scripting/scripted_run.hpp"
#include "app/gui/translations/translations.hpp"
#ifdef LAYOUTLAB_WITH_GPU
#include "gpu/nvrtc/compile_workers.hpp"
#endif

using namespace ll::gui;

namespace {

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
#ifdef LAYOUTLAB_WITH_GPU
  // A Tune's NVRTC compiles run as copies of this binary (gpu/nvrtc/compile_workers), before any Qt is set up.
  if (const int worker = ll::gpu::run_compile_worker_if_asked(argc, argv); worker >= 0) return worker;
#endif
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
  add_script_options(cli);
  cli.process(app);
  if (!language_asked.isEmpty() && language_asked != QLatin1String("en") && installed_language.isEmpty())
    qWarning("%s", qPrintable(CommandLine::tr("--language %1: LayoutLab has no translation for it (it has: en %2); the "
                                              "interface stays in English.")
                                  .arg(language_asked, translationLocales().join(QLatin1Char(' ')))));
  QString error;
  const auto options = read_script_options(cli, &error);
  if (!options) return fail(error);
  if (options->scripted()) {
    // Scripted runs must not depend on (or change) the user's preferences.
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
  }

  MainWindow window;
  error = set_up_window(window, *options);
  if (options->scripted()) return error.isEmpty() ? finish_scripted_run(window, *options) : fail(error);
  if (!error.isEmpty()) QMessageBox::warning(&window, CommandLine::tr("Cannot open document"), error);

  window.setAutosaveEnabled(true);
  const QStringList leftovers = MainWindow::recoverableFiles();
  if (!leftovers.isEmpty()) {
    const auto answer = QMessageBox::question(
        &window, CommandLine::tr("Recover documents"),
        CommandLine::tr("LayoutLab did not close properly last time. Recover %n unsaved document(s)?", nullptr,
                        int(leftovers.size())));
    if (answer == QMessageBox::Yes) window.recoverAutosaves(leftovers);
    else for (const QString& f : leftovers) QFile::remove(f);
  }
  return app.exec();
}
