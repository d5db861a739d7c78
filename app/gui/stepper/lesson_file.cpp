#include "app/gui/stepper/lesson_file.hpp"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include "app/gui/document/versioned_json.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"

namespace ll::gui {
namespace {
// This file's translation context, declared where lupdate sees it (docs/translations.md).
struct LessonFile {
  Q_DECLARE_TR_FUNCTIONS(LessonFile)
};
QString q(const std::string& s) { return QString::fromStdString(s); }
JsonFileKind lesson_kind() { return {"layoutlab-lesson", kLessonVersion, LessonFile::tr("lesson")}; }
}  // namespace

Lesson lesson_from_cards(const QString& title, const std::vector<Card>& cards) {
  Lesson lesson;
  lesson.title = title;
  for (const Card& c : cards) {
    LessonStep s;
    if (c.origin) {
      s.operation = q(c.origin->operation);
      s.a = c.origin->a;
      s.b = c.origin->b;
      s.a_name = q(c.origin->a_name);
      s.b_name = q(c.origin->b_name);
      s.note = q(c.expression);
    } else {
      s.layout = c.layout;
      s.note = LessonFile::tr("%1 = %2").arg(q(c.name), q(to_string(c.layout)));
    }
    lesson.steps.push_back(std::move(s));
  }
  return lesson;
}

bool write_lesson_file(const QString& path, const Lesson& lesson, QString* error) {
  QJsonArray steps;
  for (const auto& s : lesson.steps) {
    QJsonObject o{{"note", s.note}};
    if (s.layout) {
      o["layout"] = q(to_string(*s.layout));
    } else {
      o["operation"] = s.operation;
      o["a"] = q(to_string(s.a));
      o["b"] = q(to_string(s.b));
      o["a_name"] = s.a_name;
      o["b_name"] = s.b_name;
      o["expand"] = s.expand;
    }
    steps.append(o);
  }
  return write_file_atomically(
      path, write_json_envelope(lesson_kind(), QJsonObject{{"title", lesson.title}, {"steps", steps}}), error);
}

std::optional<Lesson> lesson_from_json(const QByteArray& data, QString* error) {
  QString dummy;
  if (!error) error = &dummy;
  const auto envelope = read_json_envelope(data, lesson_kind(), error);
  if (!envelope) return std::nullopt;
  const QJsonObject& root = *envelope;
  Lesson lesson;
  lesson.title = root.value("title").toString();
  const QJsonArray steps = root.value("steps").toArray();
  for (int i = 0; i < steps.size(); ++i) {
    const QJsonObject o = steps[i].toObject();
    LessonStep s;
    s.note = o.value("note").toString();
    auto layout_of = [&](const char* key) -> std::optional<Layout> {
      auto l = parse_layout(o.value(QLatin1String(key)).toString().toStdString());
      if (!l) {
        *error = LessonFile::tr("step %1: \"%2\": %3").arg(i + 1).arg(QLatin1String(key), q(l.error()));
        return std::nullopt;
      }
      return *l;
    };
    if (o.contains("layout")) {
      s.layout = layout_of("layout");
      if (!s.layout) return std::nullopt;
    } else {
      s.operation = o.value("operation").toString();
      if (!operation_from_name(s.operation.toStdString())) {
        *error = LessonFile::tr("step %1: unknown operation \"%2\"").arg(i + 1).arg(s.operation);
        return std::nullopt;
      }
      auto a = layout_of("a");
      auto b = layout_of("b");
      if (!a || !b) return std::nullopt;
      s.a = *a;
      s.b = *b;
      s.a_name = o.value("a_name").toString(QStringLiteral("A"));
      s.b_name = o.value("b_name").toString(QStringLiteral("B"));
      s.expand = o.value("expand").toBool(true);
    }
    lesson.steps.push_back(std::move(s));
  }
  return lesson;
}

std::optional<Lesson> read_lesson_file(const QString& path, QString* error) {
  const auto data = read_file_of_kind(path, lesson_kind(), error);
  if (!data) return std::nullopt;
  return lesson_from_json(*data, error);
}

std::vector<StepFrame> lesson_frames(const Lesson& lesson) {
  std::vector<StepFrame> frames;
  for (const auto& s : lesson.steps) {
    if (s.layout) {
      frames.push_back({s.note, QString(), s.layout, {}, {}, 0});
      continue;
    }
    const auto op = operation_from_name(s.operation.toStdString());
    QString error;
    auto walk = operation_frames(*op, s.a, s.b, s.a_name.toStdString(), s.b_name.toStdString(), &error);
    if (walk.empty()) {
      frames.push_back({s.note, error, std::nullopt, {}, {}, 0});
      continue;
    }
    if (!s.expand) walk.erase(walk.begin(), walk.end() - 1);
    if (!s.note.isEmpty()) walk.front().explanation = s.note + QStringLiteral("\n") + walk.front().explanation;
    frames.insert(frames.end(), walk.begin(), walk.end());
  }
  return frames;
}

}  // namespace ll::gui
