#pragma once
// A lesson: the classroom's ordered steps, each a few statements of the eval language run in one session,
// the value to show (drawn when it is a Layout), an operation to walk through, cells to highlight, and a
// "predict, then reveal" exercise. Texts come in several languages. Plain data: the GUI reads and writes
// lesson files (app/gui/stepper/lesson_file.cpp), core/lesson/lesson_run.hpp evaluates them.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ll::lesson {

// A text by language: "en" (the source language, always present in a built-in lesson), "zh_CN", ...
using Texts = std::map<std::string, std::string, std::less<>>;

// The text in `language` ("zh_CN", or "zh" for any Chinese), else the English one, else any.
const std::string& text_in(const Texts& texts, std::string_view language);

// Which cells of the shown layout to outline: those whose value (index) or 1-D coordinate is listed, or
// whose value / coordinate is r modulo M (thread r of a TV layout or of its inverse).
struct Highlight {
  std::vector<std::int64_t> indices, coords;
  std::optional<std::pair<std::int64_t, std::int64_t>> index_mod, coord_mod;  // (M, r)

  bool empty() const { return indices.empty() && coords.empty() && !index_mod && !coord_mod; }
  bool selects(std::int64_t coord, std::int64_t index) const;
};

// Step through operation(a, b) with the stepper; a and b name Layout variables of the lesson session.
struct Walk {
  std::string operation, a, b;
};

struct Exercise {
  Texts prompt;
  std::string answer;  // an expression, evaluated in the lesson session at this step
};

struct LessonStep {
  Texts title, text;
  std::vector<std::string> run;  // statements, run in order before `show`
  std::string show;              // an expression whose value the step shows; empty for none
  std::optional<Walk> walk;
  Highlight highlight;
  std::optional<Exercise> exercise;
  bool cute = true;  // false when the step uses LayoutLab-only functions (not compared with CuTe)
};

struct Lesson {
  std::string id;  // the name `layoutlab --lesson NAME` takes
  Texts title, summary;
  std::vector<LessonStep> steps;
};

}  // namespace ll::lesson
