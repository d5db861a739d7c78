#pragma once
// What the command line asks of the window (script_options.hpp), done the way a person would do it:
// documents opened, cards added and edited through the document's undo commands, operations applied
// through the explorer's drop, the stepper moved; then, for a scripted run, the files written once every
// grid is drawn. main.cpp only parses the line and calls these.
#include <QString>

#include "app/gui/scripting/script_options.hpp"

namespace ll::gui {

class MainWindow;

// Sets the window up as `options` say: the view, the documents, card A's layout, the added cards, card A's
// mode edits, the console lines, the operation, the current card; shows the window; then the mode tab, the
// stepper's step and presentation mode. @return the first thing refused (what follows it is not done), or
//        an empty string
QString set_up_window(MainWindow& window, const ScriptOptions& options);

// Blocks until every grid's scene is built and the window has handled its pending layout and paint
// requests: what a screenshot taken now shows is final.
void wait_until_drawn();

// The end of a scripted run, after set_up_window: waits until drawn, hovers the cell, opens the drop menu,
// exports the current card and takes the screenshot. @return the exit status: 0, or 1 when a file could not
//        be written (the reason on stderr)
int finish_scripted_run(MainWindow& window, const ScriptOptions& options);

}  // namespace ll::gui
