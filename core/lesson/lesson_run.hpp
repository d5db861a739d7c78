#pragma once
// A lesson evaluated: every step's statements run in one eval session (core/expr/eval.hpp), in order, so a
// step's value is exactly what `layoutlab-cli eval` prints for the same lines; and a student's answer to an
// exercise checked against the answer's value, with the reason when it is wrong (which coordinate differs).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/expr/eval.hpp"
#include "core/expr/value.hpp"
#include "core/layout/layout.hpp"
#include "core/lesson/lesson.hpp"
#include "core/util/result.hpp"

namespace ll::lesson {

struct EvaluatedStep {
  std::vector<std::string> run_printed;  // what each `run` statement printed
  std::optional<expr::Value> shown;      // the value of `show`
  std::string shown_printed;             // as CuTe prints it
  std::optional<Layout> walk_a, walk_b;  // the walk's operands
  std::optional<expr::Value> answer;     // the exercise's answer
  expr::Session session;                 // the variables as they stand at this step (for the student's answer)
};

// @post one EvaluatedStep per step, or the first error: "step N: `STATEMENT`: MESSAGE"
Result<std::vector<EvaluatedStep>> evaluate_lesson(const Lesson& lesson);

// How a typed answer compares with the answer's value.
enum class Verdict {
  Correct,             // prints exactly as CuTe prints the answer
  CorrectButDynamic,   // the same value, written with other static/dynamic integers (`4` for `_4`)
  NotUnderstood,       // the text does not evaluate (error holds eval's message)
  OtherKind,           // e.g. an integer where a layout was asked
  OtherShape,          // a layout or tuple of another shape
  OtherValueAt,        // a layout of the same shape giving another index at `coordinate`
  SameFunction,        // a layout giving the same index everywhere, written otherwise than CuTe's result
  OtherValue,          // another integer, tuple or object
};

struct AnswerCheck {
  Verdict verdict = Verdict::NotUnderstood;
  std::string typed;     // the typed value as CuTe prints it
  std::string expected;  // the answer as CuTe prints it
  std::string typed_kind, expected_kind;             // OtherKind: kind names ("Layout", "IntTuple", ...)
  std::string coordinate, typed_at, expected_at;     // OtherValueAt: the first coordinate that differs
  std::string error;                                 // NotUnderstood
  bool correct() const { return verdict == Verdict::Correct || verdict == Verdict::CorrectButDynamic; }
};

// @pre `session` holds the lesson's variables at the exercise's step
AnswerCheck check_answer(const expr::Session& session, const expr::Value& answer, std::string_view typed);

// The verdict in English (the CLI's and the tests' wording; the GUI words it through tr()).
std::string explain(const AnswerCheck& check);

}  // namespace ll::lesson
