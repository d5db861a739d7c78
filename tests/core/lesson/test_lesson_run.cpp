// A lesson's statements run in one session as `layoutlab-cli eval` runs them, and a student's answer is
// checked against the answer's value with the reason when it is wrong.
#include <QtTest>

#include "core/lesson/lesson_run.hpp"

using namespace ll;
using namespace ll::lesson;

namespace {

Lesson composition_lesson() {
  Lesson l;
  l.id = "t";
  LessonStep define;
  define.run = {"A = (6,2):(8,2)", "B = (4,3):(3,1)"};
  define.show = "A";
  LessonStep predict;
  predict.show = "B";
  predict.exercise = Exercise{{{"en", "What is composition(A, B)?"}}, "composition(A, B)"};
  LessonStep size_question;
  size_question.exercise = Exercise{{{"en", "size(A)?"}}, "size(A)"};
  l.steps = {define, predict, size_question};
  return l;
}

AnswerCheck check(const EvaluatedStep& step, const char* typed) { return check_answer(step.session, *step.answer, typed); }

}  // namespace

class TestLessonRun : public QObject {
  Q_OBJECT
 private slots:
  void steps_share_one_session() {
    auto steps = evaluate_lesson(composition_lesson());
    QVERIFY2(steps.ok(), steps.ok() ? "" : steps.error().c_str());
    QCOMPARE(steps->size(), 3u);
    QCOMPARE((*steps)[0].run_printed, (std::vector<std::string>{"(6,2):(8,2)", "(4,3):(3,1)"}));
    QCOMPARE((*steps)[0].shown_printed, std::string("(6,2):(8,2)"));
    QVERIFY((*steps)[0].shown->is_layout());
    QCOMPARE(expr::to_string(*(*steps)[1].answer), std::string("((2,2),(3,1)):((24,2),(8,2))"));
    QCOMPARE(expr::to_string(*(*steps)[2].answer), std::string("12"));
  }

  void a_failing_statement_names_its_step() {
    Lesson l = composition_lesson();
    l.steps[1].run = {"C = composition(A, <2:1, 3:1, 4:1>)"};
    auto steps = evaluate_lesson(l);
    QVERIFY(!steps.ok());
    QVERIFY2(steps.error().rfind("step 2: `C = composition(A, <2:1, 3:1, 4:1>)`: ", 0) == 0, steps.error().c_str());
  }

  void the_answer_itself_is_correct() {
    auto steps = *evaluate_lesson(composition_lesson());
    QCOMPARE(check(steps[1], "composition(A, B)").verdict, Verdict::Correct);
    QCOMPARE(check(steps[1], "((2,2),(3,1)):((24,2),(8,2))").verdict, Verdict::Correct);
    QCOMPARE(check(steps[2], "12").verdict, Verdict::Correct);
  }

  void static_integers_for_dynamic_ones_are_correct_with_a_note() {
    auto steps = *evaluate_lesson(composition_lesson());
    const auto c = check(steps[2], "_12");
    QCOMPARE(c.verdict, Verdict::CorrectButDynamic);
    QVERIFY(c.correct());
    QCOMPARE(explain(c), std::string("Correct. CuTe writes it 12 (a `_` marks a static integer)."));
  }

  void a_wrong_layout_names_the_first_coordinate_that_differs() {
    auto steps = *evaluate_lesson(composition_lesson());
    // the same shape; index 2 where the answer has 24 at coordinate 1
    const auto c = check(steps[1], "((2,2),(3,1)):((2,24),(8,2))");
    QCOMPARE(c.verdict, Verdict::OtherValueAt);
    QCOMPARE(c.coordinate, std::string("((1,0),(0,0))"));
    QCOMPARE(c.typed_at, std::string("2"));
    QCOMPARE(c.expected_at, std::string("24"));
    QVERIFY(!c.correct());
  }

  void another_shape_another_kind_and_nonsense() {
    auto steps = *evaluate_lesson(composition_lesson());
    QCOMPARE(check(steps[1], "(4,3):(24,8)").verdict, Verdict::OtherShape);
    const auto kind = check(steps[1], "12");
    QCOMPARE(kind.verdict, Verdict::OtherKind);
    QCOMPARE(kind.expected_kind, std::string("Layout"));
    const auto nonsense = check(steps[1], "composition(A,");
    QCOMPARE(nonsense.verdict, Verdict::NotUnderstood);
    QVERIFY(!nonsense.error.empty());
    QCOMPARE(check(steps[2], "13").verdict, Verdict::OtherValue);
  }

  void the_same_function_written_otherwise_is_named() {
    Lesson l;
    LessonStep s;
    s.exercise = Exercise{{}, "coalesce((_2,(_1,_6)):(_1,(_6,_2)))"};
    l.steps = {s};
    auto steps = *evaluate_lesson(l);
    QCOMPARE(expr::to_string(*steps[0].answer), std::string("_12:_1"));
    // (_2,_6):(_1,_2) is the identity on 12 elements too, but its shape is not the answer's
    QCOMPARE(check(steps[0], "(_2,_6):(_1,_2)").verdict, Verdict::OtherShape);
    Lesson m;
    LessonStep t;
    t.exercise = Exercise{{}, "(2,1):(1,0)"};
    m.steps = {t};
    auto msteps = *evaluate_lesson(m);
    QCOMPARE(check(msteps[0], "(2,1):(1,5)").verdict, Verdict::SameFunction);
  }

  void a_student_answer_does_not_change_the_lesson() {
    auto steps = *evaluate_lesson(composition_lesson());
    check(steps[1], "A = 4:1");
    QCOMPARE(check(steps[2], "12").verdict, Verdict::Correct);
    QCOMPARE(expr::to_string(steps[1].session.variables().at("A")), std::string("(6,2):(8,2)"));
  }

  void texts_fall_back_to_english() {
    const Texts t{{"en", "Composition"}, {"zh_CN", "复合"}};
    QCOMPARE(text_in(t, "zh_CN"), std::string("复合"));
    QCOMPARE(text_in(t, "zh_TW"), std::string("复合"));
    QCOMPARE(text_in(t, "de"), std::string("Composition"));
  }

  void highlights_select_by_index_coordinate_and_modulus() {
    Highlight h;
    h.index_mod = std::pair<std::int64_t, std::int64_t>{32, 5};
    QVERIFY(h.selects(0, 37));
    QVERIFY(!h.selects(5, 36));
    Highlight c;
    c.coords = {3};
    QVERIFY(c.selects(3, 0));
    QVERIFY(!c.selects(4, 3));
  }
};

QTEST_APPLESS_MAIN(TestLessonRun)
#include "test_lesson_run.moc"
