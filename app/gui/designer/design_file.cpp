#include "app/gui/designer/design_file.hpp"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace ll::gui {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("DesignFile", text); }

// Reads the fields of one section ("mma", "tv", ...) of a design; the first problem is kept in `error`
// and named by its path, e.g. `"mma.thr_m" must be an integer from 1 to 16`.
class SectionReader {
 public:
  SectionReader(const QJsonObject& root, const char* section, QString& error)
      : section_(QLatin1String(section)), error_(error) {
    const QJsonValue v = root.value(section_);
    if (v.isUndefined()) return;
    if (!v.isObject()) {
      fail(tr("\"%1\" must be an object").arg(section_));
      return;
    }
    object_ = v.toObject();
  }
  void text(const char* key, QString& field) {
    const QJsonValue v = object_.value(QLatin1String(key));
    if (v.isUndefined()) return;
    if (!v.isString()) return fail(tr("\"%1\" must be a string").arg(path(key)));
    field = v.toString();
  }
  void flag(const char* key, bool& field) {
    const QJsonValue v = object_.value(QLatin1String(key));
    if (v.isUndefined()) return;
    if (!v.isBool()) return fail(tr("\"%1\" must be true or false").arg(path(key)));
    field = v.toBool();
  }
  void integer(const char* key, int lo, int hi, int& field) {
    const QJsonValue v = object_.value(QLatin1String(key));
    if (v.isUndefined()) return;
    const double d = v.toDouble(-1);
    if (!v.isDouble() || d != static_cast<int>(d) || d < lo || d > hi)
      return fail(tr("\"%1\" must be an integer from %2 to %3").arg(path(key)).arg(lo).arg(hi));
    field = static_cast<int>(d);
  }
  void choice(const char* key, const QStringList& allowed, QString& field) {
    QString value = field;
    text(key, value);
    if (!allowed.contains(value))
      return fail(tr("\"%1\" must be one of %2").arg(path(key), allowed.join(QStringLiteral(", "))));
    field = value;
  }

 private:
  QString path(const char* key) const { return section_ + QLatin1Char('.') + QLatin1String(key); }
  void fail(const QString& message) {
    if (error_.isEmpty()) error_ = message;
  }
  QString section_;
  QJsonObject object_;
  QString& error_;
};

}  // namespace

QByteArray design_to_json(const Design& d) {
  const QJsonObject root{
      {"format", QLatin1String(kDesignFormat)},
      {"version", kDesignVersion},
      {"mma", QJsonObject{{"atom", d.mma.atom},
                          {"thr_m", d.mma.thr_m},
                          {"thr_n", d.mma.thr_n},
                          {"thr_k", d.mma.thr_k},
                          {"permutation", d.mma.permutation}}},
      {"tv", QJsonObject{{"from_thr_val", d.tv.from_thr_val},
                         {"tv", d.tv.tv},
                         {"tile", d.tv.tile},
                         {"thr", d.tv.thr},
                         {"val", d.tv.val}}},
      {"copy", QJsonObject{{"op", d.copy.op},
                           {"val_type", d.copy.val_type},
                           {"source", d.copy.source},
                           {"thr", d.copy.thr},
                           {"val", d.copy.val}}},
      {"gemm", QJsonObject{{"cta_tile", d.gemm.cta_tile}}},
  };
  return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<Design> design_from_json(const QByteArray& data, QString* error) {
  QString dummy;
  if (!error) error = &dummy;
  QJsonParseError parse_error;
  const QJsonDocument json = QJsonDocument::fromJson(data, &parse_error);
  if (json.isNull()) {
    *error = tr("The file is not valid JSON (%1 at byte %2); it may be damaged.")
                 .arg(parse_error.errorString())
                 .arg(parse_error.offset);
    return std::nullopt;
  }
  const QJsonObject root = json.object();
  if (root.value("format").toString() != QLatin1String(kDesignFormat)) {
    *error = tr("The file is not a LayoutLab design (its \"format\" is not \"%1\").").arg(QLatin1String(kDesignFormat));
    return std::nullopt;
  }
  const int version = root.value("version").toInt(-1);
  if (version < 1) {
    *error = tr("The design has no valid version number; it may be damaged.");
    return std::nullopt;
  }
  if (version > kDesignVersion) {
    *error = tr("The design was written by a newer LayoutLab (format version %1); this version reads up to "
                "version %2. Please update LayoutLab.")
                 .arg(version)
                 .arg(kDesignVersion);
    return std::nullopt;
  }
  Design d;
  QString problem;
  SectionReader mma(root, "mma", problem);
  mma.text("atom", d.mma.atom);
  mma.integer("thr_m", 1, 16, d.mma.thr_m);  // the designer's thread spin boxes
  mma.integer("thr_n", 1, 16, d.mma.thr_n);
  mma.integer("thr_k", 1, 16, d.mma.thr_k);
  mma.text("permutation", d.mma.permutation);
  SectionReader tv(root, "tv", problem);
  tv.flag("from_thr_val", d.tv.from_thr_val);
  tv.text("tv", d.tv.tv);
  tv.text("tile", d.tv.tile);
  tv.text("thr", d.tv.thr);
  tv.text("val", d.tv.val);
  SectionReader copy(root, "copy", problem);
  copy.text("op", d.copy.op);
  copy.text("val_type", d.copy.val_type);
  copy.choice("source", {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C"), QStringLiteral("thr_val")},
              d.copy.source);
  copy.text("thr", d.copy.thr);
  copy.text("val", d.copy.val);
  SectionReader gemm(root, "gemm", problem);
  gemm.text("cta_tile", d.gemm.cta_tile);
  if (!problem.isEmpty()) {
    *error = tr("The design cannot be read: %1.").arg(problem);
    return std::nullopt;
  }
  return d;
}

bool write_design_file(const QString& path, const Design& design, QString* error) {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly)) {
    if (error) *error = tr("Cannot write %1: %2").arg(path, file.errorString());
    return false;
  }
  file.write(design_to_json(design));
  if (!file.commit()) {
    if (error) *error = tr("Cannot write %1: %2").arg(path, file.errorString());
    return false;
  }
  return true;
}

std::optional<Design> read_design_file(const QString& path, QString* error) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    if (error) *error = tr("Cannot open %1: %2").arg(path, file.errorString());
    return std::nullopt;
  }
  QString problem;
  auto design = design_from_json(file.readAll(), &problem);
  if (!design && error) *error = tr("%1: %2").arg(path, problem);
  return design;
}

}  // namespace ll::gui
