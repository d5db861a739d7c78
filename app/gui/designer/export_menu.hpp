#pragma once
// The export actions every designer page offers: one menu entry per registered format (the same list
// `layoutlab-cli export` uses), copy as image, and copy C++.
#include <QMenu>
#include <functional>

#include "core/export/export_subject.hpp"

namespace ll::gui {

// A menu whose actions export whatever `subject()` returns at the time of the click (file dialog per
// format). `name` is the variable/type name for code exports.
QMenu* make_export_menu(QWidget* parent, std::function<std::optional<ExportSubject>()> subject,
                        std::function<QString()> name = {});

// Writes `subject` in `format` to `file`. @post false with `error` set when it cannot
bool export_to_file(const ExportSubject& subject, const QString& format, const QString& file, QString* error,
                    double scale = 1.0);

// A page's program text (`text`, empty when its inputs are invalid) saved through a file dialog: a warning naming
// `why_not` when there is no text, and one naming the file when it cannot be written. `title` heads both dialogs.
void save_program_dialog(QWidget* parent, const QString& text, const QString& why_not, const QString& title,
                         const QString& default_name, const QString& filter);

}  // namespace ll::gui
