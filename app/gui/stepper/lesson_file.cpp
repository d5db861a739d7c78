#include "app/gui/stepper/lesson_file.hpp"

#include <QCoreApplication>
#include <QFileInfo>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

#include "app/gui/document/versioned_json.hpp"
#include "app/gui/stepper/step_text.hpp"
#include "app/gui/translations/core_messages.hpp"
#include "core/document/operation.hpp"
#include "core/layout/print.hpp"
#include "core/lesson/lesson_run.hpp"

namespace ll::gui {
namespace {
// This file's translation context, declared where lupdate sees it (docs/translations.md).
struct LessonFile {
  Q_DECLARE_TR_FUNCTIONS(LessonFile)
};
QString q(const std::string& s) { return QString::fromStdString(s); }
std::string s(const QString& t) { return t.toStdString(); }
JsonFileKind lesson_kind() { return {"layoutlab-lesson", kLessonVersion, LessonFile::tr("lesson")}; }
const QString kBuiltinDir = QStringLiteral(":/lessons");

lesson::Texts texts_from_json(const QJsonValue& v) {
  lesson::Texts t;
  if (v.isString()) t["en"] = s(v.toString());  // a text in one language
  const QJsonObject o = v.toObject();
  for (auto it = o.begin(); it != o.end(); ++it) t[s(it.key())] = s(it.value().toString());
  return t;
}

QJsonObject texts_to_json(const lesson::Texts& t) {
  QJsonObject o;
  for (const auto& [lang, text] : t) o[q(lang)] = q(text);
  return o;
}

std::vector<std::int64_t> integers(const QJsonValue& v) {
  std::vector<std::int64_t> out;
  for (const auto& x : v.toArray()) out.push_back(x.toInteger());
  return out;
}

std::optional<std::pair<std::int64_t, std::int64_t>> modulus(const QJsonValue& v) {
  const QJsonArray a = v.toArray();
  if (a.size() != 2) return std::nullopt;
  return std::pair{a[0].toInteger(), a[1].toInteger()};
}

// A version-1 step: {"note", "layout"} or {"note", "operation", "a", "b", "a_name", "b_name"}.
lesson::LessonStep step_from_version_1(const QJsonObject& o) {
  lesson::LessonStep step;
  step.text["en"] = s(o.value("note").toString());
  if (o.contains("layout")) {
    step.title["en"] = s(o.value("layout").toString());
    step.show = step.title["en"];
    return step;
  }
  const std::string a = s(o.value("a_name").toString(QStringLiteral("A")));
  const std::string b = s(o.value("b_name").toString(QStringLiteral("B")));
  step.run = {a + " = " + s(o.value("a").toString()), b + " = " + s(o.value("b").toString())};
  step.walk = lesson::Walk{s(o.value("operation").toString()), a, b};
  step.title["en"] = operation_expression(operation_from_name(step.walk->operation).value_or(Operation::Composition), a, b);
  return step;
}

}  // namespace

QString lessonText(const lesson::Texts& texts, const QString& language) { return q(lesson::text_in(texts, s(language))); }

Lesson lesson_from_cards(const QString& title, const std::vector<Card>& cards, const QString& language) {
  Lesson lesson;
  lesson.id = s(title);
  lesson.title["en"] = s(title);
  for (const Card& c : cards) {
    if (c.unread) continue;  // no layout to show
    lesson::LessonStep step;
    if (c.origin) {
      step.run = {c.origin->a_name + " = " + to_string(c.origin->a), c.origin->b_name + " = " + to_string(c.origin->b)};
      step.walk = lesson::Walk{c.origin->operation, c.origin->a_name, c.origin->b_name};
      step.title["en"] = c.name + " = " + c.expression;
      step.text[s(language)] = s(LessonFile::tr("Step through %1.").arg(q(c.expression)));
    } else {
      step.run = {c.name + " = " + to_string(c.layout)};
      step.show = c.name;
      step.title["en"] = c.name + " = " + to_string(c.layout);
      step.text[s(language)] = s(LessonFile::tr("The layout %1.").arg(q(c.name)));
    }
    lesson.steps.push_back(std::move(step));
  }
  return lesson;
}

QByteArray lesson_to_json(const Lesson& lesson) {
  QJsonArray steps;
  for (const auto& st : lesson.steps) {
    QJsonObject o{{"title", texts_to_json(st.title)}, {"text", texts_to_json(st.text)}};
    if (!st.run.empty()) {
      QJsonArray run;
      for (const auto& r : st.run) run.append(q(r));
      o["run"] = run;
    }
    if (!st.show.empty()) o["show"] = q(st.show);
    if (st.walk) o["walk"] = QJsonObject{{"operation", q(st.walk->operation)}, {"a", q(st.walk->a)}, {"b", q(st.walk->b)}};
    if (!st.highlight.empty()) {
      QJsonObject h;
      auto list = [](const std::vector<std::int64_t>& v) {
        QJsonArray a;
        for (auto x : v) a.append(qint64(x));
        return a;
      };
      if (!st.highlight.indices.empty()) h["indices"] = list(st.highlight.indices);
      if (!st.highlight.coords.empty()) h["coords"] = list(st.highlight.coords);
      if (st.highlight.index_mod) h["index_mod"] = list({st.highlight.index_mod->first, st.highlight.index_mod->second});
      if (st.highlight.coord_mod) h["coord_mod"] = list({st.highlight.coord_mod->first, st.highlight.coord_mod->second});
      o["highlight"] = h;
    }
    if (st.exercise)
      o["exercise"] = QJsonObject{{"prompt", texts_to_json(st.exercise->prompt)}, {"answer", q(st.exercise->answer)}};
    if (!st.cute) o["cute"] = false;
    steps.append(o);
  }
  QJsonObject fields{{"id", q(lesson.id)}, {"title", texts_to_json(lesson.title)}, {"steps", steps}};
  if (!lesson.summary.empty()) fields["summary"] = texts_to_json(lesson.summary);
  return write_json_envelope(lesson_kind(), fields);
}

bool write_lesson_file(const QString& path, const Lesson& lesson, QString* error) {
  return write_file_atomically(path, lesson_to_json(lesson), error);
}

std::optional<Lesson> lesson_from_json(const QByteArray& data, QString* error) {
  QString dummy;
  if (!error) error = &dummy;
  const auto envelope = read_json_envelope(data, lesson_kind(), error);
  if (!envelope) return std::nullopt;
  const QJsonObject& root = *envelope;
  const bool version_1 = root.value("version").toInt() == 1;
  Lesson lesson;
  lesson.id = s(root.value("id").toString());
  lesson.title = texts_from_json(root.value("title"));
  lesson.summary = texts_from_json(root.value("summary"));
  const QJsonValue steps_value = root.value("steps");
  if (!steps_value.isArray()) {
    *error = LessonFile::tr("the lesson has no list of steps");
    return std::nullopt;
  }
  const QJsonArray steps = steps_value.toArray();
  for (int i = 0; i < steps.size(); ++i) {
    if (!steps[i].isObject()) {
      *error = LessonFile::tr("step %1 is not an object").arg(i + 1);
      return std::nullopt;
    }
    const QJsonObject o = steps[i].toObject();
    if (version_1) {
      lesson.steps.push_back(step_from_version_1(o));
      continue;
    }
    lesson::LessonStep step;
    step.title = texts_from_json(o.value("title"));
    step.text = texts_from_json(o.value("text"));
    for (const auto& r : o.value("run").toArray()) step.run.push_back(s(r.toString()));
    step.show = s(o.value("show").toString());
    if (o.contains("walk")) {
      const QJsonObject w = o.value("walk").toObject();
      step.walk = lesson::Walk{s(w.value("operation").toString()), s(w.value("a").toString()), s(w.value("b").toString())};
    }
    const QJsonObject h = o.value("highlight").toObject();
    step.highlight.indices = integers(h.value("indices"));
    step.highlight.coords = integers(h.value("coords"));
    step.highlight.index_mod = modulus(h.value("index_mod"));
    step.highlight.coord_mod = modulus(h.value("coord_mod"));
    if (o.contains("exercise")) {
      const QJsonObject e = o.value("exercise").toObject();
      step.exercise = lesson::Exercise{texts_from_json(e.value("prompt")), s(e.value("answer").toString())};
      if (step.exercise->answer.empty()) {
        *error = LessonFile::tr("step %1: the exercise has no answer").arg(i + 1);
        return std::nullopt;
      }
    }
    step.cute = o.value("cute").toBool(true);
    lesson.steps.push_back(std::move(step));
  }
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    const auto& walk = lesson.steps[i].walk;
    if (walk && !operation_from_name(walk->operation)) {
      *error = LessonFile::tr("step %1: unknown operation \"%2\"").arg(i + 1).arg(q(walk->operation));
      return std::nullopt;
    }
  }
  return lesson;
}

std::optional<Lesson> read_lesson_file(const QString& path, QString* error) {
  const auto data = read_file_of_kind(path, lesson_kind(), error);
  if (!data) return std::nullopt;
  auto lesson = lesson_from_json(*data, error);
  if (lesson && lesson->id.empty()) lesson->id = s(QFileInfo(path).completeBaseName().section(QLatin1Char('.'), 0, 0));
  return lesson;
}

namespace {
// The resources' lessons, read once (the Lesson menu looks each one up by id).
const std::vector<Lesson>& builtin_lessons() {
  static const std::vector<Lesson> lessons = [] {
    std::vector<Lesson> out;
    for (const QString& file : QDir(kBuiltinDir).entryList({QStringLiteral("*.lesson.json")}, QDir::Files, QDir::Name))
      if (auto l = read_lesson_file(kBuiltinDir + QLatin1Char('/') + file, nullptr)) out.push_back(std::move(*l));
    return out;
  }();
  return lessons;
}
}  // namespace

QStringList builtinLessonIds() {
  QStringList ids;
  for (const Lesson& l : builtin_lessons()) ids << q(l.id);
  return ids;
}

std::optional<Lesson> builtinLesson(const QString& id, QString* error) {
  for (const Lesson& l : builtin_lessons())
    if (q(l.id) == id) return l;
  if (error)
    *error = LessonFile::tr("no built-in lesson \"%1\" (there are: %2)").arg(id, builtinLessonIds().join(QStringLiteral(", ")));
  return std::nullopt;
}

std::optional<Lesson> findLesson(const QString& name, QString* error) {
  if (QFileInfo::exists(name) && QFileInfo(name).isFile()) return read_lesson_file(name, error);
  return builtinLesson(name, error);
}

std::vector<StepFrame> lesson_frames(const Lesson& lesson, const QString& language, QString* error) {
  auto evaluated = lesson::evaluate_lesson(lesson);
  if (!evaluated) {
    if (error) *error = errorText(evaluated);
    return {};
  }
  std::vector<StepFrame> frames;
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    const lesson::LessonStep& step = lesson.steps[i];
    const lesson::EvaluatedStep& e = (*evaluated)[i];
    const QString title = lessonText(step.title, language);
    const QString text = lessonText(step.text, language);
    if (step.walk) {
      QString walk_error;
      auto walk = operation_frames(*operation_from_name(step.walk->operation), *e.walk_a, *e.walk_b, step.walk->a,
                                   step.walk->b, &walk_error);
      if (walk.empty()) {
        if (error) *error = LessonFile::tr("step %1: %2").arg(i + 1).arg(walk_error);
        return {};
      }
      walk.front().title = title + QStringLiteral(" — ") + walk.front().title;
      walk.front().explanation = text + QStringLiteral("\n") + walk.front().explanation;
      for (auto& f : walk) f.lesson_step = int(i);
      frames.insert(frames.end(), walk.begin(), walk.end());
      continue;
    }
    StepFrame f;
    f.title = title;
    f.explanation = text;
    f.lesson_step = int(i);
    if (e.shown) {
      f.value = q(e.shown_printed);
      if (e.shown->is_layout()) f.layout = e.shown->layout();
      f.highlight = step.highlight;
    }
    if (step.exercise) {
      auto ex = std::make_shared<StepExercise>();
      ex->prompt = lessonText(step.exercise->prompt, language);
      ex->session = e.session;
      ex->answer = *e.answer;
      f.exercise = std::move(ex);
    }
    frames.push_back(std::move(f));
  }
  return frames;
}

}  // namespace ll::gui
