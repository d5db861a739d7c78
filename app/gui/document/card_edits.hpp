#pragma once
// The edits of a card's modes made from what a person typed (a field of the mode strip, the split
// dialog, a scripted run's --set-stride): the text is read, the core edit made, and the result is the
// undo command to push, or the error to show beside the field. One place, so every way in meets the same
// checks and the same messages.
#include <QCoreApplication>
#include <QString>
#include <QUndoCommand>
#include <memory>

#include "app/gui/document/layout_document.hpp"
#include "core/document/mode_edit.hpp"

namespace ll::gui {

enum class ModeField { Extent, Stride, Name };

struct CardEdit {
  std::unique_ptr<QUndoCommand> command;  // null when refused or when the text changes nothing
  QString error;                          // why the text was refused; empty otherwise
};

// Sets mode `path`'s extent, stride or (top-level modes) name to `text`.
CardEdit edit_mode_field(LayoutDocument* doc, int card_id, const ModePath& path, ModeField field, const QString& text);
// Splits mode `path` by the divisor `text` (e.g. 2 or _2).
CardEdit split_mode_by(LayoutDocument* doc, int card_id, const ModePath& path, const QString& text);

// The translation context of the edits' messages.
struct CardEdits {
  Q_DECLARE_TR_FUNCTIONS(CardEdits)
};

}  // namespace ll::gui
