#pragma once
// The command line of `layoutlab` as plain data: which documents and cards to open, which edits and
// operation to make, what to show, and what to write (a screenshot, an export). README screenshots and
// the GUI tests script the window with these, e.g.
//   layoutlab --demo divide --apply logical_divide --step 4 --screenshot shot.png
// Reading them checks their syntax; what they name (a layout, an operation) is checked when they run.
#include <QCoreApplication>
#include <QString>
#include <QSize>
#include <QStringList>
#include <optional>
#include <vector>

#include "core/document/mode_edit.hpp"

class QCommandLineParser;

namespace ll::gui {

// An edit of card A's modes, in the order the command line lists the kinds (extents, strides, splits, names).
struct ScriptedModeEdit {
  enum class Kind { Extent, Stride, Split, Name } kind;
  ModePath path;
  QString value;
};

struct ScriptOptions {
  QString screenshot;   // write the window as PNG here, then exit
  QString export_file;  // export the current card here (format by suffix), then exit
  QString demo;         // a built-in example document
  QStringList files;    // documents to open
  QString layout;       // card A's layout
  QStringList cards;    // cards to add: EXPR or NAME=EXPR
  std::vector<ScriptedModeEdit> edits;
  QStringList console_lines;
  QString apply;        // drop card B onto card A and choose this operation
  QString select;       // the card to make current (default: the last)
  QString mode;         // the mode tab to show (explorer, designer)
  QString step;         // the stepper's step, 1-based or "last"
  QString lesson;       // a built-in lesson's id or a lesson file, played in the stepper
  QString import_cpp;   // a C++ source to open in File > Import C++ (the screenshot shows the list beside the window)
  QString import_settings;  // its settings field
  QStringList import_open;  // the imported objects to open with one click
  QString answer;       // typed into the current step's exercise and checked
  QString export_pdf;   // write the stepper's steps (a lesson) as a PDF handout here, then exit
  std::optional<std::pair<qint64, qint64>> hover;  // the current card's cell (row, column) under the mouse
  std::optional<double> zoom;  // the current card's pixels per layout cell
  bool drop_menu = false;
  bool presentation = false;
  // The view: empty leaves the default.
  QString label, colour_by, palette, theme;
  bool codomain = false;
  QSize window_size;    // invalid: the default

  // A scripted run renders, writes its files and exits; it neither reads nor changes the user's settings.
  bool scripted() const { return !screenshot.isEmpty() || !export_file.isEmpty() || !export_pdf.isEmpty(); }
};

// Registers the options (the designer's too, designer_options.hpp) on `cli`.
void add_script_options(QCommandLineParser& cli);
// @post the options `cli` parsed, or (as the error) which one is malformed and why
std::optional<ScriptOptions> read_script_options(const QCommandLineParser& cli, QString* error);

// The translation context of the command line's texts, declared where lupdate sees it (docs/translations.md).
struct CommandLine {
  Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

}  // namespace ll::gui
