#include "app/gui/scripting/script_options.hpp"

#include <QCommandLineParser>

#include "app/gui/designer/designer_options.hpp"

namespace ll::gui {
namespace {

QList<QCommandLineOption> script_options() {
  return {
      {"screenshot", CommandLine::tr("Render the window to FILE (PNG) and exit."), "FILE"},
      {"layout", CommandLine::tr("Open with this layout in card A (CuTe notation)."), "EXPR"},
      {"card", CommandLine::tr("Add a card (EXPR or NAME=EXPR); repeatable."), "EXPR"},
      {"demo", CommandLine::tr("Open a built-in example document: divide, product, compose, tensor."), "NAME"},
      {"set-stride", CommandLine::tr("Edit card A: set the stride of mode PATH (e.g. 1,0=_4)."), "PATH=V"},
      {"set-extent", CommandLine::tr("Edit card A: set the extent of mode PATH."), "PATH=V"},
      {"split", CommandLine::tr("Edit card A: split mode PATH by Q (e.g. 1=2)."), "PATH=Q"},
      {"name-mode", CommandLine::tr("Name a top-level mode of card A (e.g. 0=M)."), "I=NAME"},
      {"drop-menu", CommandLine::tr("Show the menu of dropping card B onto card A.")},
      {"apply", CommandLine::tr("Drop card B onto card A and choose OP (e.g. logical_divide)."), "OP"},
      {"step", CommandLine::tr("Show step N (1-based, or 'last') in the stepper."), "N"},
      {"lesson", CommandLine::tr("Play a lesson in the stepper: a built-in lesson's name (see the Lesson menu) or a lesson file."), "NAME"},
      {"import-cpp", CommandLine::tr("Open File > Import C++ on FILE (a .cu, .cuh, .hpp, .h source)."), "FILE"},
      {"import-settings", CommandLine::tr("The import's settings: values for the names FILE leaves open, e.g. \"M=128, threadIdx.x=5\"."), "TEXT"},
      {"import-open", CommandLine::tr("Open the imported object NAME with one click (a layout as a card, a TiledMMA in the designer)."), "NAME"},
      {"export-pdf", CommandLine::tr("Write the stepper's steps (e.g. of --lesson) as a PDF handout to FILE, one step a page, and exit."), "FILE"},
      {"answer", CommandLine::tr("Type TEXT as the answer to the current step's exercise and check it."), "TEXT"},
      {"hover", CommandLine::tr("Hover cell ROW,COL of the current card."), "R,C"},
      {"zoom", CommandLine::tr("Zoom the current card to PX pixels per cell (a huge card then shows the part on screen)."), "PX"},
      {"select", CommandLine::tr("Make the card named NAME current."), "NAME"},
      {"label", CommandLine::tr("Cell labels: index, coord, natural."), "KIND"},
      {"colour-by", CommandLine::tr("Colour by: index, mode:N, component:N."), "KEY"},
      {"palette", CommandLine::tr("Palette id (viridis, cividis, okabe-ito, tol-muted, pastel, high-contrast)."), "ID"},
      {"theme", CommandLine::tr("Theme: light, dark, high-contrast."), "ID"},
      {"codomain", CommandLine::tr("Show the codomain strip.")},
      {"console", CommandLine::tr("Run LINE in the console; repeatable."), "LINE"},
      {"export", CommandLine::tr("Export the current card to FILE; the suffix picks the format (.cpp, .py, .tex, .svg, .png)."), "FILE"},
      {"presentation", CommandLine::tr("Start in presentation mode.")},
      {"size", CommandLine::tr("Window size WxH."), "WxH"},
      {"mode", CommandLine::tr("Show this mode: explorer or designer (or its tab's title)."), "MODE"},
      {"language", CommandLine::tr("User interface language: a locale such as zh_CN, or en for English (default: the "
                                   "View > Language setting, else the system's)."),
       "LOCALE"},
  };
}

// "1,0" -> {1, 0}. @post nullopt when a part is not a mode number
std::optional<ModePath> parse_mode_path(const QString& text) {
  ModePath path;
  for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
    bool ok = false;
    const qulonglong i = part.trimmed().toULongLong(&ok);
    if (!ok) return std::nullopt;
    path.push_back(i);
  }
  return path;
}

}  // namespace

void add_script_options(QCommandLineParser& cli) {
  for (const auto& o : script_options()) cli.addOption(o);
  add_designer_options(cli);
}

std::optional<ScriptOptions> read_script_options(const QCommandLineParser& cli, QString* error) {
  ScriptOptions o;
  auto refuse = [error](const QString& why) {
    if (error) *error = why;
    return std::nullopt;
  };
  o.screenshot = cli.value("screenshot");
  o.export_file = cli.value("export");
  o.demo = cli.value("demo");
  o.files = cli.positionalArguments();
  o.layout = cli.value("layout");
  o.cards = cli.values("card");
  o.console_lines = cli.values("console");
  o.apply = cli.value("apply");
  o.select = cli.value("select");
  o.mode = cli.value("mode");
  o.step = cli.value("step");
  o.lesson = cli.value("lesson");
  o.import_cpp = cli.value("import-cpp");
  o.import_settings = cli.value("import-settings");
  o.import_open = cli.values("import-open");
  o.answer = cli.value("answer");
  o.export_pdf = cli.value("export-pdf");
  o.drop_menu = cli.isSet("drop-menu");
  o.presentation = cli.isSet("presentation");
  o.label = cli.value("label");
  o.colour_by = cli.value("colour-by");
  o.palette = cli.value("palette");
  o.theme = cli.value("theme");
  o.codomain = cli.isSet("codomain");

  using Kind = ScriptedModeEdit::Kind;
  const std::pair<const char*, Kind> edit_options[] = {
      {"set-extent", Kind::Extent}, {"set-stride", Kind::Stride}, {"split", Kind::Split}, {"name-mode", Kind::Name}};
  for (const auto& [name, kind] : edit_options) {
    for (const QString& v : cli.values(name)) {
      const auto path = parse_mode_path(v.section(QLatin1Char('='), 0, 0));
      if (!v.contains(QLatin1Char('=')) || !path)
        return refuse(CommandLine::tr("--%1 %2: write PATH=VALUE, PATH the mode's indices (e.g. 1,0=_4)")
                          .arg(QLatin1String(name), v));
      o.edits.push_back({kind, *path, v.section(QLatin1Char('='), 1)});
    }
  }
  if (cli.isSet("zoom")) {
    bool ok = false;
    const double px = cli.value("zoom").toDouble(&ok);
    if (!ok || px <= 0 || px > 160)
      return refuse(CommandLine::tr("--zoom %1: write the pixels per cell, a number above 0 and at most 160").arg(cli.value("zoom")));
    o.zoom = px;
  }
  if (cli.isSet("hover")) {
    const QStringList rc = cli.value("hover").split(QLatin1Char(','));
    bool row_ok = false, col_ok = false;
    const qint64 r = rc.value(0).toLongLong(&row_ok), c = rc.value(1).toLongLong(&col_ok);
    if (rc.size() != 2 || !row_ok || !col_ok)
      return refuse(CommandLine::tr("--hover %1: write ROW,COL (e.g. 2,3)").arg(cli.value("hover")));
    o.hover = std::pair{r, c};
  }
  if (cli.isSet("size")) {
    const QStringList wh = cli.value("size").split(QLatin1Char('x'));
    bool w_ok = false, h_ok = false;
    const int w = wh.value(0).toInt(&w_ok), h = wh.value(1).toInt(&h_ok);
    if (wh.size() != 2 || !w_ok || !h_ok || w <= 0 || h <= 0)
      return refuse(CommandLine::tr("--size %1: write WIDTHxHEIGHT in pixels (e.g. 1200x800)").arg(cli.value("size")));
    o.window_size = QSize(w, h);
  }
  return o;
}

}  // namespace ll::gui
