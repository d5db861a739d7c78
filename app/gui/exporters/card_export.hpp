#pragma once
// A card's exports, one path for every format: the exporters `layoutlab-cli export` uses (C++, CuTe DSL,
// TikZ, SVG, PNG), given the card's value and, as options, how the explorer shows it (colour-by, cell
// labels, palette), so a picture looks like the card and a code export names it like the card.
#include <QCoreApplication>
#include <QString>
#include <functional>

#include "core/export/exporter.hpp"

class QMenu;

namespace ll::gui {

class LayoutCard;

// The value a card exports (its layout, with its expression as the source) and the options it exports with.
ExportSubject card_export_subject(const LayoutCard& card);
ExportOptions card_export_options(const LayoutCard& card);

// The format that writes files named like `path` (by suffix: .cpp, .py, .tex, .svg, .png), or null.
const Exporter* exporter_for_file(const QString& path);

// Writes the card in `format` to `path`. @post false with *error naming why (the value has no such form,
// the file cannot be written)
bool write_card_export(const LayoutCard& card, const Exporter& format, const QString& path, QString* error);
// Puts the card's picture on the clipboard. @post false when the card has no picture
bool copy_card_picture(const LayoutCard& card);

// One menu entry per export format ("C++ (CuTe)…", "PNG picture…", ...), each calling `chosen` with the
// format's name. The card's own menu and File ▸ Export card as both list them.
void add_export_format_actions(QMenu* menu, QObject* context, const std::function<void(const QString& format)>& chosen);
// The translated menu title of a format.
QString export_format_title(const Exporter& format);

}  // namespace ll::gui
