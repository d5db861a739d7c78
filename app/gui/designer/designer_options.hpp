#pragma once
// Command-line options that open the designer on a given design, for README screenshots:
//   layoutlab --mode Designer --designer SM80_16x8x16_F16F16F16F16_TN --thr 2,2,1 --thread 5 --screenshot shot.png
// main.cpp registers them (add_designer_options); the DesignerWidget applies them when it is created.
#include <QStringList>

class QCommandLineParser;

namespace ll::gui {

class DesignerWidget;

void add_designer_options(QCommandLineParser& cli);
// Reads the designer options from `arguments` (the application's command line); unknown ones are
// ignored (main.cpp validates the whole line). Scripted designs are computed synchronously so that a
// screenshot taken right after start-up shows them.
void apply_designer_options(DesignerWidget* designer, const QStringList& arguments);

}  // namespace ll::gui
