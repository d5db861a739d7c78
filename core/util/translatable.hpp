#pragma once
// Marks a text of core/ that the GUI shows (a palette's name, ...) as one for the translation catalogs.
// Core has no Qt, so the macro is the text itself; lupdate reads it as QT_TRANSLATE_NOOP (app/gui/CMakeLists.txt
// passes -tr-function-alias) and files the text under `context`, and the GUI shows it through
// QCoreApplication::translate(context, text). docs/translations.md.
#define LL_TRANSLATABLE(context, text) text
