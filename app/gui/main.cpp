// layoutlab: the desktop explorer.
#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include "app/gui/main_window.hpp"

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  QApplication::setApplicationName("LayoutLab");
  QApplication::setOrganizationName("LayoutLab");
  QApplication::setApplicationVersion(LAYOUTLAB_VERSION);

  QCommandLineParser cli;
  cli.setApplicationDescription(QApplication::translate("main", "Explorer for NVIDIA CuTe layouts"));
  cli.addHelpOption();
  cli.addVersionOption();
  QCommandLineOption screenshot("screenshot", QApplication::translate("main", "Render the window to FILE (PNG) and exit."),
                                "FILE");
  QCommandLineOption layout("layout", QApplication::translate("main", "Open with this layout (CuTe notation)."), "EXPR",
                            "((2,4),(2,4)):((1,8),(2,16))");
  cli.addOption(screenshot);
  cli.addOption(layout);
  cli.process(app);

  ll::gui::MainWindow window;
  window.setLayoutText(cli.value(layout));
  window.show();

  if (cli.isSet(screenshot)) {
    const QString file = cli.value(screenshot);
    QTimer::singleShot(0, &window, [&window, file] {
      const bool saved = window.grab().save(file, "PNG");
      if (!saved) qCritical("could not write %s", qPrintable(file));
      QApplication::exit(saved ? 0 : 1);
    });
  }
  return app.exec();
}
