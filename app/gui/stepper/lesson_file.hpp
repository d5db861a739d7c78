#pragma once
// Lesson files: an ordered list of steps (a layout to show, or an operation to walk through, each with
// the teacher's note) that the stepper replays. Versioned JSON like documents.
#include <QString>
#include <optional>
#include <vector>

#include "app/gui/stepper/stepper_panel.hpp"
#include "core/document/card.hpp"

namespace ll::gui {

inline constexpr int kLessonVersion = 1;

struct LessonStep {
  QString note;
  std::optional<Layout> layout;  // show this layout
  QString operation;             // or walk through operation(a, b)
  Layout a, b;
  QString a_name = QStringLiteral("A"), b_name = QStringLiteral("B");
  bool expand = true;            // show the operation's recorded steps, not only its result
};

struct Lesson {
  QString title;
  std::vector<LessonStep> steps;
};

// A lesson from a document: each typed card a layout step, each result card its operation.
Lesson lesson_from_cards(const QString& title, const std::vector<Card>& cards);
bool write_lesson_file(const QString& path, const Lesson& lesson, QString* error);
std::optional<Lesson> read_lesson_file(const QString& path, QString* error);
std::optional<Lesson> lesson_from_json(const QByteArray& data, QString* error);
// The stepper frames the lesson plays.
std::vector<StepFrame> lesson_frames(const Lesson& lesson);

}  // namespace ll::gui
