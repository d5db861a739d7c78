#pragma once
// What LayoutLab's JSON files (explorer documents, designer designs, lessons) share: the envelope
// {"format": "layoutlab-KIND", "version": N, ...} checked one way, and whole-file reads and atomic writes
// (QSaveFile: an existing file stays intact if anything fails).
#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <optional>

namespace ll::gui {

struct JsonFileKind {
  const char* format;  // e.g. "layoutlab-design"
  int version;         // the newest version this LayoutLab reads and writes
  QString noun;        // translated, for messages: "document", "design", "lesson"
};

// The root object of `data`. @post nullopt and `error` set when `data` is not JSON, names another format,
// or has no valid version or a newer one than `kind.version`.
std::optional<QJsonObject> read_json_envelope(const QByteArray& data, const JsonFileKind& kind, QString* error);
// {"format": ..., "version": ...} plus `fields`, indented.
QByteArray write_json_envelope(const JsonFileKind& kind, QJsonObject fields);

// @post false and `error` (naming the path) set on failure
bool write_file_atomically(const QString& path, const QByteArray& data, QString* error);
// The whole file, refusing anything over 64 MiB (LayoutLab's files are small; a huge one is a mistake).
std::optional<QByteArray> read_file_of_kind(const QString& path, const JsonFileKind& kind, QString* error);

}  // namespace ll::gui
