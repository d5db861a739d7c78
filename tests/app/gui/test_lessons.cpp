// The built-in lesson library: every lesson plays in English and Simplified Chinese, every step shows
// exactly what `layoutlab-cli eval` prints for the same statements, every exercise accepts its answer and
// explains a wrong one, and lesson files round-trip and are refused clearly when corrupt.
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "app/gui/explorer/layout_grid_view.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/stepper/lesson_file.hpp"
#include "app/gui/stepper/lesson_text_editor.hpp"
#include "app/gui/stepper/presentation_window.hpp"
#include "app/gui/stepper/stepper_panel.hpp"
#include "core/expr/value.hpp"
#include "core/layout/print.hpp"
#include "core/lesson/lesson_run.hpp"

using namespace ll;
using namespace ll::gui;

namespace {

const QStringList kLanguages = {QStringLiteral("en"), QStringLiteral("zh_CN")};

bool has_text(const lesson::Texts& t, const char* language) {
  auto it = t.find(language);
  return it != t.end() && !QString::fromStdString(it->second).trimmed().isEmpty();
}

#ifdef LAYOUTLAB_CLI
// What `layoutlab-cli eval` prints for each statement, run in order in one session.
QStringList cli_eval(const std::vector<std::string>& statements) {
  const QString marker = QStringLiteral("_987654321");
  QString program;
  for (const auto& s : statements) program += QString::fromStdString(s) + "\n" + marker + "\n";
  QProcess cli;
  cli.start(LAYOUTLAB_CLI, {"eval", "-"});
  cli.write(program.toUtf8());
  cli.closeWriteChannel();
  cli.waitForFinished(60000);
  QStringList parts = QString::fromUtf8(cli.readAllStandardOutput() + cli.readAllStandardError()).split(marker + "\n");
  for (QString& p : parts)
    while (p.endsWith(QLatin1Char('\n'))) p.chop(1);
  return parts.mid(0, int(statements.size()));
}
#endif

}  // namespace

class TestLessons : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void theLibraryHasTenLessonsOrMore() {
    const QStringList ids = builtinLessonIds();
    QVERIFY2(ids.size() >= 10, qPrintable(ids.join(", ")));
    QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), ids.size());  // ids are unique
  }

  void everyTextIsInBothLanguages() {
    for (const QString& id : builtinLessonIds()) {
      const Lesson lesson = *builtinLesson(id, nullptr);
      for (const char* language : {"en", "zh_CN"}) {
        QVERIFY2(has_text(lesson.title, language), qPrintable(id + ": title"));
        for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
          const auto& step = lesson.steps[i];
          const QString where = QStringLiteral("%1 step %2 (%3)").arg(id).arg(i + 1).arg(language);
          QVERIFY2(has_text(step.title, language), qPrintable(where + ": title"));
          QVERIFY2(has_text(step.text, language), qPrintable(where + ": text"));
          if (step.exercise) QVERIFY2(has_text(step.exercise->prompt, language), qPrintable(where + ": prompt"));
        }
      }
    }
  }

  void everyLessonPlaysInBothLanguages() {
    for (const QString& id : builtinLessonIds()) {
      const Lesson lesson = *builtinLesson(id, nullptr);
      int exercises = 0;
      for (const auto& s : lesson.steps) exercises += bool(s.exercise);
      QVERIFY2(exercises >= 2, qPrintable(id + ": fewer than 2 exercises"));
      for (const QString& language : kLanguages) {
        QString error;
        const auto frames = lesson_frames(lesson, language, &error);
        QVERIFY2(!frames.empty(), qPrintable(id + ": " + error));
        QCOMPARE(frames.back().lesson_step, int(lesson.steps.size()) - 1);
        for (const auto& f : frames) QVERIFY2(!f.title.isEmpty(), qPrintable(id));
      }
    }
  }

#ifdef LAYOUTLAB_CLI
  // The value each step shows is what the CLI prints for the same lines (which the CuTe differential
  // test of the lessons compares with CuTe itself).
  void everyShownValueEqualsTheCli() {
    for (const QString& id : builtinLessonIds()) {
      const Lesson lesson = *builtinLesson(id, nullptr);
      std::vector<std::string> statements;
      std::vector<std::pair<std::size_t, std::size_t>> shown;  // (step, statement)
      for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
        const auto& s = lesson.steps[i];
        statements.insert(statements.end(), s.run.begin(), s.run.end());
        if (!s.show.empty()) {
          shown.push_back({i, statements.size()});
          statements.push_back(s.show);
        }
      }
      const QStringList printed = cli_eval(statements);
      QCOMPARE(printed.size(), int(statements.size()));
      QString error;
      const auto frames = lesson_frames(lesson, "en", &error);
      for (auto [step, statement] : shown) {
        auto f = std::find_if(frames.begin(), frames.end(), [&](const StepFrame& fr) { return fr.lesson_step == int(step); });
        QVERIFY(f != frames.end());
        QCOMPARE(f->value, printed[int(statement)]);
      }
    }
  }
#endif

  void exercisesAcceptTheAnswerAndExplainAWrongOne() {
    for (const QString& id : builtinLessonIds()) {
      const Lesson lesson = *builtinLesson(id, nullptr);
      const auto evaluated = *lesson::evaluate_lesson(lesson);
      for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
        if (!lesson.steps[i].exercise) continue;
        const auto& e = evaluated[i];
        const QString where = QStringLiteral("%1 step %2").arg(id).arg(i + 1);
        const std::string printed = expr::to_string(*e.answer);
        QVERIFY2(lesson::check_answer(e.session, *e.answer, lesson.steps[i].exercise->answer).correct(), qPrintable(where));
        QVERIFY2(lesson::check_answer(e.session, *e.answer, printed).correct(), qPrintable(where + ": " + QString::fromStdString(printed)));
        // A wrong answer: another integer for an integer, else an integer where something else is asked.
        const std::string wrong = e.answer->is_integer() ? std::to_string(e.answer->int_tuple().integer().value + 1) : "7";
        const auto c = lesson::check_answer(e.session, *e.answer, wrong);
        QVERIFY2(!c.correct(), qPrintable(where));
        QVERIFY(!lesson::explain(c).empty());
      }
    }
  }

  void theStepperShowsExercisesAndHighlights() {
    MainWindow window;
    window.show();
    StepperPanel* stepper = window.stepper();
    stepper->setAnimated(false);
    for (const QString& id : builtinLessonIds()) {
      const Lesson lesson = *builtinLesson(id, nullptr);
      QString error;
      QVERIFY2(window.openLesson(lesson, &error), qPrintable(error));
      for (int n = 0; n < int(stepper->frames().size()); ++n) {
        stepper->setCurrent(n);
        const StepFrame& f = stepper->frames()[std::size_t(n)];
        QCOMPARE(stepper->answerEdit()->isVisibleTo(stepper), bool(f.exercise));
        if (f.layout && !f.highlight.empty()) {
          stepper->gridModel()->waitForScene();
          QCoreApplication::processEvents();
          if (!stepper->gridModel()->scene().aggregated())
            QVERIFY2(!stepper->gridView()->markedCells().cells.empty(), qPrintable(QStringLiteral("%1 frame %2").arg(id).arg(n)));
        }
        if (f.exercise) {
          stepper->answerEdit()->setText(QString::fromStdString(expr::to_string(f.exercise->answer)));
          stepper->checkAnswer();
          QVERIFY2(stepper->verdictLabel()->text().startsWith("Correct"), qPrintable(stepper->verdictLabel()->text()));
        }
      }
    }
  }

  // A teacher's lesson: the document saved as a lesson plays at once; its texts are edited per language.
  void aTeacherSavesTheDocumentAsALessonAndEditsItsTexts() {
    QTemporaryDir dir;
    MainWindow window;
    QString error;
    const QString path = dir.filePath("mine.lesson.json");
    QVERIFY2(window.saveDocumentAsLesson(path, &error), qPrintable(error));
    QVERIFY(window.currentLesson());
    QVERIFY(!window.stepper()->frames().empty());
    LessonTextEditor editor(*window.currentLesson(), "en");
    editor.table()->item(0, 1)->setText("Look at the columns first.");
    editor.titleEdit()->setText("My lesson");
    editor.setLanguage("zh_CN");
    QCOMPARE(editor.table()->item(0, 1)->text(), QString());  // no Chinese text yet
    editor.table()->item(0, 1)->setText("先看列。");
    editor.setLanguage("en");
    QCOMPARE(editor.table()->item(0, 1)->text(), QString("Look at the columns first."));
    editor.setLanguage("zh_CN");  // what the dialog's OK stores
    const Lesson edited = editor.lesson();
    QVERIFY(write_lesson_file(path, edited, &error));
    auto read = read_lesson_file(path, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->title.at("en"), std::string("My lesson"));
    QCOMPARE(read->steps[0].text.at("en"), std::string("Look at the columns first."));
    QCOMPARE(read->steps[0].text.at("zh_CN"), std::string("先看列。"));
    QCOMPARE(lesson_frames(*read, "zh_CN", &error).front().explanation, QString("先看列。"));
  }

  // The handout: one PDF page per step, in the lesson's language.
  void aLessonExportsAsAPdfHandout() {
    QTemporaryDir dir;
    MainWindow window;
    QString error;
    QVERIFY(window.openLesson(*builtinLesson("composition", nullptr), &error));
    const QString path = dir.filePath("composition.pdf");
    QVERIFY2(window.exportStepsAsPdf(path, &error), qPrintable(error));
    QFile pdf(path);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    const QByteArray bytes = pdf.readAll();
    QVERIFY(bytes.startsWith("%PDF"));
    QCOMPARE(int(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r") + bytes.count("/Type /Page ")),
             int(window.stepper()->frames().size()));
    QVERIFY(!window.exportStepsAsPdf(dir.filePath("no/such/dir/x.pdf"), &error));
    QVERIFY2(error.contains("no/such/dir"), qPrintable(error));
  }

  // Presenting an operation's walk keeps its operands and result on screen, whatever the step.
  void presentationKeepsTheOperandsAndResultOnScreen() {
    MainWindow window;
    window.show();
    QString error;
    QVERIFY(window.openLesson(*builtinLesson("composition", nullptr), &error));
    StepperPanel* stepper = window.stepper();
    int walk_frame = -1;
    for (int i = 0; i < int(stepper->frames().size()); ++i)
      if (stepper->frames()[std::size_t(i)].operation) walk_frame = i;
    QVERIFY(walk_frame > 0);
    stepper->setCurrent(walk_frame);
    window.setPresentationMode(true);
    auto* presentation = qobject_cast<PresentationWindow*>(window.presentationWindow());
    QVERIFY(presentation);
    QVERIFY(presentation->operandsRow()->isVisibleTo(presentation));
    QVERIFY2(presentation->operandCaptions()[2]->text().startsWith("composition(A, B) = "),
             qPrintable(presentation->operandCaptions()[2]->text()));
    presentation->stepper()->setCurrent(0);  // the lesson's first step is no walk
    QVERIFY(!presentation->operandsRow()->isVisibleTo(presentation));
    QTest::keyClick(presentation, Qt::Key_Escape);
    QVERIFY(!window.presentationWindow());
  }

  void lessonFilesRoundTripAndCorruptOnesAreRefused() {
    const Lesson lesson = *builtinLesson(builtinLessonIds().front(), nullptr);
    QString error;
    auto again = lesson_from_json(lesson_to_json(lesson), &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(lesson_to_json(*again), lesson_to_json(lesson));
    QVERIFY(!lesson_from_json(lesson_to_json(lesson).left(100), &error));
    QVERIFY2(!error.isEmpty(), "a truncated lesson names why it is refused");
    QVERIFY(!lesson_from_json(R"J({"format": "layoutlab-lesson", "version": 2, "steps": 3})J", &error));
    QVERIFY2(error.contains("steps"), qPrintable(error));
    QVERIFY(!lesson_from_json(R"J({"format": "layoutlab-lesson", "version": 2, "steps": [
        {"title": "t", "text": "t", "walk": {"operation": "transpose", "a": "A", "b": "B"}}]})J", &error));
    QVERIFY2(error.contains("transpose"), qPrintable(error));
    // A lesson whose statement fails is refused when played, naming the step.
    auto bad = lesson_from_json(R"J({"format": "layoutlab-lesson", "version": 2, "steps": [
        {"title": "t", "text": "t", "run": ["A = (4,2):(1,2,3)"]}]})J", &error);
    QVERIFY(bad);
    QVERIFY(lesson_frames(*bad, "en", &error).empty());
    QVERIFY2(error.startsWith("step 1: `A = (4,2):(1,2,3)`"), qPrintable(error));
    QTemporaryDir dir;
    QVERIFY(write_lesson_file(dir.filePath("x.lesson.json"), lesson, &error));
    auto read = findLesson(dir.filePath("x.lesson.json"), &error);
    QVERIFY2(read, qPrintable(error));
    QVERIFY(!findLesson("no-such-lesson", &error));
    QVERIFY2(error.contains("no built-in lesson"), qPrintable(error));
  }
};

QTEST_MAIN(TestLessons)
#include "test_lessons.moc"
