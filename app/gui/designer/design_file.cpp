#include "app/gui/designer/design_file.hpp"

#include <cmath>

#include <QCoreApplication>
#include <QJsonObject>

#include "app/gui/document/versioned_json.hpp"

namespace ll::gui {
namespace {

// This file's translation context, declared where lupdate sees it (docs/translations.md).
struct DesignFile {
  Q_DECLARE_TR_FUNCTIONS(DesignFile)
};
JsonFileKind design_kind() { return {kDesignFormat, kDesignVersion, DesignFile::tr("design")}; }

// Reads the fields of one section ("mma", "tv", ...) of a design; the first problem is kept in `error`
// and named by its path, e.g. `"mma.thr_m" must be an integer from 1 to 16`.
class SectionReader {
 public:
  SectionReader(const QJsonObject& root, const char* section, QString& error)
      : section_(QLatin1String(section)), error_(error) {
    const QJsonValue v = root.value(section_);
    if (v.isUndefined()) return;
    if (!v.isObject()) {
      fail(DesignFile::tr("\"%1\" must be an object").arg(section_));
      return;
    }
    object_ = v.toObject();
  }
  void text(const char* key, QString& field) {
    const QJsonValue v = object_.value(QLatin1String(key));
    if (v.isUndefined()) return;
    if (!v.isString()) return fail(DesignFile::tr("\"%1\" must be a string").arg(path(key)));
    field = v.toString();
  }
  void flag(const char* key, bool& field) {
    const QJsonValue v = object_.value(QLatin1String(key));
    if (v.isUndefined()) return;
    if (!v.isBool()) return fail(DesignFile::tr("\"%1\" must be true or false").arg(path(key)));
    field = v.toBool();
  }
  void integer(const char* key, int lo, int hi, int& field) {
    const QJsonValue v = object_.value(QLatin1String(key));
    if (v.isUndefined()) return;
    const double d = v.toDouble(-1);
    if (!v.isDouble() || !(d >= lo && d <= hi) || d != std::floor(d))  // range first: no cast of 1e300 or NaN
      return fail(DesignFile::tr("\"%1\" must be an integer from %2 to %3").arg(path(key)).arg(lo).arg(hi));
    field = static_cast<int>(d);
  }
  void choice(const char* key, const QStringList& allowed, QString& field) {
    QString value = field;
    text(key, value);
    if (!allowed.contains(value))
      return fail(DesignFile::tr("\"%1\" must be one of %2").arg(path(key), allowed.join(QStringLiteral(", "))));
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
  const QJsonObject fields{
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
  return write_json_envelope(design_kind(), fields);
}

std::optional<Design> design_from_json(const QByteArray& data, QString* error) {
  QString dummy;
  if (!error) error = &dummy;
  const auto envelope = read_json_envelope(data, design_kind(), error);
  if (!envelope) return std::nullopt;
  const QJsonObject& root = *envelope;
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
    *error = DesignFile::tr("The design cannot be read: %1.").arg(problem);
    return std::nullopt;
  }
  return d;
}

bool write_design_file(const QString& path, const Design& design, QString* error) {
  return write_file_atomically(path, design_to_json(design), error);
}

std::optional<Design> read_design_file(const QString& path, QString* error) {
  const auto data = read_file_of_kind(path, design_kind(), error);
  if (!data) return std::nullopt;
  QString problem;
  auto design = design_from_json(*data, &problem);
  if (!design && error) *error = DesignFile::tr("%1: %2").arg(path, problem);
  return design;
}

}  // namespace ll::gui
