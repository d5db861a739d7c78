#pragma once
// Lesson files (core/lesson/lesson.hpp): versioned JSON like documents, texts by language. Version 2 holds
// statements of the eval language per step; version 1 files (a layout or an operation per step) are read
// as the same steps. The built-in lessons ship in the resources under :/lessons.
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

#include "app/gui/stepper/stepper_panel.hpp"
#include "core/document/card.hpp"
#include "core/lesson/lesson.hpp"

namespace ll::gui {

inline constexpr int kLessonVersion = 2;
using ll::lesson::Lesson;

// A lesson from a document: each typed card a step that defines and shows it, each result card a step
// that walks through its operation. The texts are placeholders in `language` for the teacher to edit.
Lesson lesson_from_cards(const QString& title, const std::vector<Card>& cards, const QString& language = QStringLiteral("en"));
bool write_lesson_file(const QString& path, const Lesson& lesson, QString* error);
QByteArray lesson_to_json(const Lesson& lesson);
std::optional<Lesson> read_lesson_file(const QString& path, QString* error);
std::optional<Lesson> lesson_from_json(const QByteArray& data, QString* error);

// The built-in lessons' ids in order ("layouts", "composition", ...), and one of them by id.
QStringList builtinLessonIds();
std::optional<Lesson> builtinLesson(const QString& id, QString* error);
// `name` is a built-in lesson's id or a lesson file's path. @post nullopt and error set when neither
std::optional<Lesson> findLesson(const QString& name, QString* error);

// The text in `language`, else English.
QString lessonText(const ll::lesson::Texts& texts, const QString& language);

// The stepper frames the lesson plays in `language`: a walk step gives the operation's frames, any
// other step one frame. @post empty and error set ("step N: ...") when a statement fails
std::vector<StepFrame> lesson_frames(const Lesson& lesson, const QString& language, QString* error);

}  // namespace ll::gui
