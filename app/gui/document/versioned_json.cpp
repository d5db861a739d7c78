#include "app/gui/document/versioned_json.hpp"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>

namespace ll::gui {
namespace {
// This file's translation context, declared where lupdate sees it (docs/translations.md).
struct VersionedJson {
  Q_DECLARE_TR_FUNCTIONS(VersionedJson)
};
}  // namespace

std::optional<QJsonObject> read_json_envelope(const QByteArray& data, const JsonFileKind& kind, QString* error) {
  QString dummy;
  if (!error) error = &dummy;
  QJsonParseError parse_error;
  const QJsonDocument json = QJsonDocument::fromJson(data, &parse_error);
  if (json.isNull()) {
    *error = VersionedJson::tr("The file is not valid JSON (%1 at byte %2); it may be damaged.")
                 .arg(parse_error.errorString())
                 .arg(parse_error.offset);
    return std::nullopt;
  }
  const QJsonObject root = json.object();
  if (root.value("format").toString() != QLatin1String(kind.format)) {
    *error = VersionedJson::tr("The file is not a LayoutLab %1 (its \"format\" is not \"%2\").").arg(kind.noun, QLatin1String(kind.format));
    return std::nullopt;
  }
  const int version = root.value("version").toInt(-1);
  if (version < 1) {
    *error = VersionedJson::tr("The %1 has no valid version number; it may be damaged.").arg(kind.noun);
    return std::nullopt;
  }
  if (version > kind.version) {
    *error = VersionedJson::tr("The %1 was written by a newer LayoutLab (format version %2); this version reads up to "
                "version %3. Please update LayoutLab.")
                 .arg(kind.noun)
                 .arg(version)
                 .arg(kind.version);
    return std::nullopt;
  }
  return root;
}

QByteArray write_json_envelope(const JsonFileKind& kind, QJsonObject fields) {
  fields.insert("format", QLatin1String(kind.format));
  fields.insert("version", kind.version);
  return QJsonDocument(fields).toJson(QJsonDocument::Indented);
}

bool write_file_atomically(const QString& path, const QByteArray& data, QString* error) {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly)) {
    if (error) *error = VersionedJson::tr("Cannot write %1: %2").arg(path, file.errorString());
    return false;
  }
  file.write(data);
  if (!file.commit()) {
    if (error) *error = VersionedJson::tr("Cannot write %1: %2").arg(path, file.errorString());
    return false;
  }
  return true;
}

std::optional<QByteArray> read_file_of_kind(const QString& path, const JsonFileKind& kind, QString* error) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    if (error) *error = VersionedJson::tr("Cannot open %1: %2").arg(path, file.errorString());
    return std::nullopt;
  }
  if (file.size() > 64 * 1024 * 1024) {
    if (error) *error = VersionedJson::tr("%1 is too large to be a LayoutLab %2.").arg(path, kind.noun);
    return std::nullopt;
  }
  return file.readAll();
}

}  // namespace ll::gui
