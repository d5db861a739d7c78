#include "core/lesson/lesson_run.hpp"

#include "core/expr/parser.hpp"
#include "core/layout/int_tuple.hpp"
#include "core/layout/print.hpp"

#include <cctype>

namespace ll::lesson {

const std::string& text_in(const Texts& texts, std::string_view language) {
  static const std::string none;
  if (auto it = texts.find(language); it != texts.end() && !it->second.empty()) return it->second;
  // "zh" finds "zh_CN"; "zh_CN" finds "zh"
  const std::string_view base = language.substr(0, language.find('_'));
  for (const auto& [lang, text] : texts)
    if (!text.empty() && lang.substr(0, lang.find('_')) == base) return text;
  if (auto it = texts.find("en"); it != texts.end()) return it->second;
  return texts.empty() ? none : texts.begin()->second;
}

bool Highlight::selects(std::int64_t coord, std::int64_t index) const {
  for (auto i : indices)
    if (i == index) return true;
  for (auto c : coords)
    if (c == coord) return true;
  auto mod_is = [](std::int64_t v, const std::pair<std::int64_t, std::int64_t>& m) {
    return m.first > 0 && ((v % m.first) + m.first) % m.first == m.second;
  };
  return (index_mod && mod_is(index, *index_mod)) || (coord_mod && mod_is(coord, *coord_mod));
}

namespace {

// One statement's value in `session`, or "`STATEMENT`: MESSAGE".
Result<expr::Value> value_of(expr::Session& session, const std::string& statement) {
  auto parsed = expr::parse_statement(statement);
  if (!parsed) return Error{"`" + statement + "`: " + parsed.error()};
  auto value = session.evaluate(*parsed);
  if (!value) return Error{"`" + statement + "`: " + value.error()};
  return value;
}

Result<std::string> printed(const expr::Value& v) {
  return attempt([&] { return expr::to_string(v); });
}

}  // namespace

Result<std::vector<EvaluatedStep>> evaluate_lesson(const Lesson& lesson) {
  std::vector<EvaluatedStep> out;
  expr::Session session;
  for (std::size_t n = 0; n < lesson.steps.size(); ++n) {
    const LessonStep& step = lesson.steps[n];
    const std::string where = "step " + std::to_string(n + 1) + ": ";
    EvaluatedStep e;
    for (const auto& statement : step.run) {
      auto v = value_of(session, statement);
      if (!v) return Error{where + v.error()};
      auto text = printed(*v);
      if (!text) return Error{where + "`" + statement + "`: " + text.error()};
      e.run_printed.push_back(*text);
    }
    if (!step.show.empty()) {
      auto v = value_of(session, step.show);
      if (!v) return Error{where + v.error()};
      auto text = printed(*v);
      if (!text) return Error{where + "`" + step.show + "`: " + text.error()};
      e.shown_printed = *text;
      e.shown = std::move(*v);
    }
    if (step.walk) {
      for (auto [name, slot] : {std::pair{&step.walk->a, &e.walk_a}, std::pair{&step.walk->b, &e.walk_b}}) {
        auto v = value_of(session, *name);
        if (!v) return Error{where + v.error()};
        if (!v->is_layout()) return Error{where + "the walk's operand `" + *name + "` is a " + expr::kind_name(*v) + ", not a Layout"};
        *slot = v->layout();
      }
    }
    if (step.exercise) {
      auto v = value_of(session, step.exercise->answer);
      if (!v) return Error{where + "the answer " + v.error()};
      e.answer = std::move(*v);
    }
    e.session = session;
    out.push_back(std::move(e));
  }
  return out;
}

namespace {

// CuTe's text without the marks of static integers: `(_4,_2):(_1,_4)` -> `(4,2):(1,4)`.
std::string without_static_marks(const std::string& s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const bool mark = s[i] == '_' && i + 1 < s.size() && (std::isdigit(static_cast<unsigned char>(s[i + 1])) || s[i + 1] == '-') &&
                      (i == 0 || !std::isalnum(static_cast<unsigned char>(s[i - 1])));
    if (!mark) out += s[i];
  }
  return out;
}

// The first 1-D coordinate where two layouts of the same size differ, or -1.
std::int64_t first_difference(const Layout& a, const Layout& b) {
  const std::int64_t n = size(a).value;
  for (std::int64_t i = 0; i < n; ++i)
    if (evaluate(a, i) != evaluate(b, i)) return i;
  return -1;
}

}  // namespace

AnswerCheck check_answer(const expr::Session& session, const expr::Value& answer, std::string_view typed) {
  AnswerCheck c;
  if (auto expected = printed(answer)) c.expected = *expected;
  expr::Session scratch = session;  // the student's statement must not change the lesson's variables
  auto v = value_of(scratch, std::string(typed));
  if (!v) {
    auto message = v.error();
    if (auto cut = message.find("`: "); cut != std::string::npos) message = message.substr(cut + 3);
    c.error = message;
    return c;
  }
  auto text = printed(*v);
  if (!text) {
    c.error = text.error();
    return c;
  }
  c.typed = *text;
  if (c.typed == c.expected) {
    c.verdict = Verdict::Correct;
    return c;
  }
  c.typed_kind = expr::kind_name(*v);
  c.expected_kind = expr::kind_name(answer);
  if (c.typed_kind != c.expected_kind) {
    c.verdict = Verdict::OtherKind;
    return c;
  }
  if (without_static_marks(c.typed) == without_static_marks(c.expected)) {
    c.verdict = Verdict::CorrectButDynamic;
    return c;
  }
  if (answer.is_layout()) {
    const Layout& want = answer.layout();
    const Layout& got = v->layout();
    if (without_static_marks(to_string(got.shape)) != without_static_marks(to_string(want.shape))) {
      c.verdict = Verdict::OtherShape;
      return c;
    }
    const Result<std::int64_t> at = attempt([&] { return first_difference(got, want); });
    if (at && *at < 0) {
      c.verdict = Verdict::SameFunction;
      return c;
    }
    if (at) {
      c.verdict = Verdict::OtherValueAt;
      c.coordinate = to_string(idx2crd(IntTuple(Int(*at, false)), want.shape));
      c.typed_at = std::to_string(evaluate(got, *at));
      c.expected_at = std::to_string(evaluate(want, *at));
      return c;
    }
  }
  if (answer.is_int_tuple() && !answer.is_integer() && !congruent(v->int_tuple(), answer.int_tuple())) {
    c.verdict = Verdict::OtherShape;
    return c;
  }
  c.verdict = Verdict::OtherValue;
  return c;
}

std::string explain(const AnswerCheck& c) {
  switch (c.verdict) {
    case Verdict::Correct: return "Correct: " + c.expected;
    case Verdict::CorrectButDynamic:
      return "Correct. CuTe writes it " + c.expected + " (a `_` marks a static integer).";
    case Verdict::NotUnderstood: return "Not understood: " + c.error;
    case Verdict::OtherKind:
      return "The answer is of kind " + c.expected_kind + "; yours is of kind " + c.typed_kind + " (" + c.typed + ").";
    case Verdict::OtherShape: return "Not quite: " + c.typed + " has another shape than the answer.";
    case Verdict::OtherValueAt:
      return "Not quite: at coordinate " + c.coordinate + " yours gives " + c.typed_at + ", the answer gives " +
             c.expected_at + ".";
    case Verdict::SameFunction:
      return "The same index at every coordinate, but CuTe's result is written " + c.expected + ".";
    case Verdict::OtherValue: return "Not quite: you typed " + c.typed + ".";
  }
  return {};
}

}  // namespace ll::lesson
