// The stepper walks each operation's recorded steps; its last step is the operation's result. Next,
// Previous and the keyboard move through the steps; lessons save and replay.
#include <QLabel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <set>

#include "app/gui/explorer/layout_grid_model.hpp"
#include "app/gui/explorer/view_settings.hpp"
#include "app/gui/stepper/lesson_file.hpp"
#include "app/gui/stepper/step_text.hpp"
#include "app/gui/stepper/stepper_panel.hpp"
#include "core/algebra/algebra.hpp"
#include "core/algebra/step_text.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"

using namespace ll;
using namespace ll::gui;

class TestStepper : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void theFinalStepIsTheResult_data() {
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::newRow("divide docs") << "(_4,_2,_3):(_2,_1,_8)" << "_4:_2";
    QTest::newRow("divide dynamic") << "(4,2,3):(2,1,8)" << "4:2";
    QTest::newRow("compose docs") << "(_6,_2):(_8,_2)" << "(_4,_3):(_3,_1)";
    QTest::newRow("product docs") << "(_2,_5):(_5,_1)" << "(_3,_4):(_1,_3)";
  }

  void theFinalStepIsTheResult() {
    QFETCH(QString, a);
    QFETCH(QString, b);
    const Layout la = *parse_layout(a.toStdString()), lb = *parse_layout(b.toStdString());
    ViewSettings settings;
    StepperPanel panel(&settings);
    panel.setAnimated(false);
    for (Operation op : all_operations()) {
      auto result = apply_operation(op, la, lb);
      QString error;
      auto frames = operation_frames(op, la, lb, "A", "B", &error);
      if (!result) {
        QVERIFY(frames.empty());
        continue;
      }
      QVERIFY2(frames.size() >= 3, qPrintable(error));
      panel.setFrames(QString::fromStdString(operation_name(op)), frames);
      panel.setCurrent(int(frames.size()) - 1);
      QVERIFY(panel.frames().back().layout.has_value());
      QCOMPARE(to_string(*panel.frames().back().layout), to_string(*result));
      // The grid shows the result's cells.
      QCOMPARE(panel.gridModel()->scene().layout, *result);
    }
  }

  // The stepper words each kind of step through tr(); untranslated, its text is the English that
  // `layoutlab-cli steps` prints (core/algebra/step_text.cpp), for every kind of step.
  void stepTextsAreTheCliEnglishForEveryKind() {
    auto L = [](const char* text) { return *parse_layout(text); };
    std::vector<AlgebraSteps> walks;
    for (Operation op : all_operations()) {
      for (auto [a, b] : {std::pair{"(_6,_2):(_8,_2)", "(_4,_3):(_3,_1)"}, std::pair{"(_4,_2,_3):(_2,_1,_8)", "_4:_2"},
                          std::pair{"(_4,_8):(_1,_4)", "(_2,_4):(_0,_2)"}, std::pair{"_20:_2", "(_5,_4):(_4,_1)"},
                          std::pair{"(_2,_5):(_5,_1)", "(_3,_4):(_1,_3)"}, std::pair{"(_2,_2):(_1,_6)", "_24:_1"}}) {
        if (auto w = operation_steps(op, L(a), L(b))) walks.push_back(*w);
      }
    }
    const auto by_mode = composition_steps(L("(_12,(_4,_8)):(_59,(_13,_1))"),
                                           Tiler(std::vector<Tiler>{Tiler(Underscore{}), Tiler(L("_8:_2"))}));
    QVERIFY2(by_mode.ok(), by_mode.ok() ? "" : by_mode.error().c_str());
    walks.push_back(*by_mode);
    const auto nothing_covered = complement_steps(L("_4:_0"), IntTuple(static_int(8)));
    QVERIFY2(nothing_covered.ok(), nothing_covered.ok() ? "" : nothing_covered.error().c_str());
    walks.push_back(*nothing_covered);
    std::set<StepKind> kinds;
    for (const AlgebraSteps& walk : walks) {
      for (const AlgebraStep& step : walk.steps) {
        kinds.insert(step.kind);
        QCOMPARE(gui::step_title(step).toStdString(), ll::step_title(step));
        QCOMPARE(gui::step_explanation(step).toStdString(), ll::step_explanation(step));
      }
    }
    QCOMPARE(int(kinds.size()), int(StepKind::Regroup) + 1);  // every kind was worded
  }

  void nextPreviousAndKeys() {
    ViewSettings settings;
    StepperPanel panel(&settings);
    panel.setAnimated(false);
    panel.setFrames("divide", operation_frames(Operation::LogicalDivide, *parse_layout("(4,2,3):(2,1,8)"),
                                               *parse_layout("4:2"), "A", "B"));
    QCOMPARE(panel.current(), 0);
    panel.next();
    QCOMPARE(panel.current(), 1);
    QTest::keyClick(&panel, Qt::Key_Right);
    QCOMPARE(panel.current(), 2);
    QTest::keyClick(&panel, Qt::Key_Left);
    QCOMPARE(panel.current(), 1);
    QTest::keyClick(&panel, Qt::Key_End);
    QCOMPARE(panel.current(), int(panel.frames().size()) - 1);
    panel.next();  // stays on the last step
    QCOMPARE(panel.current(), int(panel.frames().size()) - 1);
    panel.setPlaying(true);  // autoplay from the end restarts
    QCOMPARE(panel.current(), 0);
    panel.setPlaying(false);
  }

  void lessonsSaveAndReplay() {
    QTemporaryDir dir;
    Card a{"A", *parse_layout("(_4,_2,_3):(_2,_1,_8)"), {}, {}, {}};
    Card r{"C", *parse_layout("((_2,_2),(_2,_3)):((_4,_1),(_2,_8))"), {}, "logical_divide(A, B)",
           CardOrigin{"logical_divide", a.layout, *parse_layout("_4:_2"), "A", "B"}};
    const Lesson lesson = lesson_from_cards("divide", {a, r});
    QString error;
    QVERIFY(write_lesson_file(dir.filePath("l.json"), lesson, &error));
    auto loaded = read_lesson_file(dir.filePath("l.json"), &error);
    QVERIFY2(loaded, qPrintable(error));
    const auto frames = lesson_frames(*loaded, "en", &error);
    QVERIFY2(frames.size() > 3, qPrintable(error));
    QCOMPARE(*frames.front().layout, a.layout);
    QCOMPARE(*frames.back().layout, r.layout);
    QVERIFY(!lesson_from_json("{\"format\": \"layoutlab-lesson\", \"version\": 7}", &error));
    QVERIFY(error.contains("newer"));
  }

  void versionOneLessonsStillPlay() {
    const QByteArray v1 = R"J({"format": "layoutlab-lesson", "version": 1, "title": "old",
      "steps": [{"note": "A layout", "layout": "(_4,_2):(_1,_4)"},
                {"note": "divide", "operation": "logical_divide", "a": "(_4,_2,_3):(_2,_1,_8)", "b": "_4:_2"}]})J";
    QString error;
    auto lesson = lesson_from_json(v1, &error);
    QVERIFY2(lesson, qPrintable(error));
    QCOMPARE(lesson->steps.size(), 2u);
    const auto frames = lesson_frames(*lesson, "en", &error);
    QVERIFY2(frames.size() > 3, qPrintable(error));
    QCOMPARE(to_string(*frames.front().layout), std::string("(_4,_2):(_1,_4)"));
    QCOMPARE(to_string(*frames.back().layout), std::string("((_2,_2),(_2,_3)):((_4,_1),(_2,_8))"));
  }
};

QTEST_MAIN(TestStepper)
#include "test_stepper.moc"
