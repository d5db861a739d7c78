#pragma once
// The designer's whole design (TiledMMA, TV layout, TiledCopy, CTA tile) as versioned JSON
// (QJsonDocument): the files of "Save design…" / "Open design…", written atomically (QSaveFile), and the
// design kept across sessions in QSettings. A damaged file, another kind of file or one written by a newer
// LayoutLab is refused with a message naming the problem, and nothing is changed.
// Texts (atom names, layouts) are kept as written: the designer's pages check them and show their errors
// inline, as they do for typed text.
#include <QByteArray>
#include <QString>
#include <optional>

#include "app/gui/designer/designer_document.hpp"

namespace ll::gui {

inline constexpr int kDesignVersion = 1;
inline constexpr char kDesignFormat[] = "layoutlab-design";
inline constexpr char kDesignFileSuffix[] = "layoutlab-design";

QByteArray design_to_json(const Design& design);
// Keys a file leaves out keep their defaults (Design{}). @post nullopt and `error` set when the data is
// not a design this version can read, or a value has the wrong type or range (named in the message).
std::optional<Design> design_from_json(const QByteArray& data, QString* error);

// Atomic: an existing file stays intact if anything fails. @post false and `error` set on failure
bool write_design_file(const QString& path, const Design& design, QString* error);
std::optional<Design> read_design_file(const QString& path, QString* error);

}  // namespace ll::gui
