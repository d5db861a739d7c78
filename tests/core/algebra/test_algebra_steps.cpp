// The classroom stepper's view of an operation: the recorded steps end in exactly the operation's result,
// and show the intermediate values the CuTe doc walks through.
#include <QTest>

#include "algebra_test_support.hpp"
#include "core/algebra/step_text.hpp"

using algebra_test::layout;
using algebra_test::tiler;

namespace {
bool has_step(const ll::AlgebraSteps& s, const std::string& title_part, const std::string& layout_text) {
  for (const auto& step : s.steps)
    if (ll::step_title(step).find(title_part) != std::string::npos && step.layout && ll::to_string(*step.layout) == layout_text)
      return true;
  return false;
}
}  // namespace

class TestAlgebraSteps : public QObject {
  Q_OBJECT
 private slots:
  void compositionStepsEndInTheResult_data() {
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::newRow("doc example 1") << "(6,2):(8,2)" << "(4,3):(3,1)";
    QTest::newRow("doc example 3 static") << "(_10,_2):(_16,_4)" << "(_5,_4):(_1,_5)";
    QTest::newRow("doc example 3 dynamic") << "(10,2):(16,4)" << "(5,4):(1,5)";
    QTest::newRow("by-mode tiler") << "(12,(4,8)):(59,(13,1))" << "<_3:_4,_8:_2>";
    QTest::newRow("shape tiler") << "(12,(4,8)):(59,(13,1))" << "(_3,_8)";
    QTest::newRow("static zero stride") << "(_4,_8):(_1,_4)" << "(_2,_4):(_0,_2)";
  }
  void compositionStepsEndInTheResult() {
    QFETCH(QString, a);
    QFETCH(QString, b);
    const auto steps = ll::composition_steps(layout(a.toStdString()), tiler(b.toStdString()));
    QVERIFY2(steps.ok(), steps.ok() ? "" : steps.error().c_str());
    const auto plain = ll::composition(layout(a.toStdString()), tiler(b.toStdString()));
    QCOMPARE(ll::to_string(steps->result), ll::to_string(plain));
    QVERIFY(!steps->steps.empty());
    QVERIFY(steps->steps.back().layout.has_value());
    QCOMPARE(ll::to_string(*steps->steps.back().layout), ll::to_string(plain));
  }

  // The doc's Example 1: (6,2):(8,2) o 4:3 divides out the stride 3 -> (2,2):(24,2); o 3:1 mods out 3 -> 3:8.
  // (Static here: with dynamic integers CuTe keeps the size-1 mode, (3,1):(8,2).)
  void compositionShowsEachModeOfB() {
    const auto s = ll::composition_steps(layout("(_6,_2):(_8,_2)"), layout("(_4,_3):(_3,_1)")).value();
    QVERIFY(has_step(s, "B mode 0: divide out the stride", "_2:_24"));
    QVERIFY(has_step(s, "B mode 0: result", "(_2,_2):(_24,_2)"));
    QVERIFY(has_step(s, "B mode 1: result", "_3:_8"));
    QCOMPARE(ll::to_string(s.result), std::string("((_2,_2),_3):((_24,_2),_8)"));
  }

  // The doc's 1-D divide: complement of 4:2 under 24 is (2,3):(1,8); (B,B*) = (4,(2,3)):(2,(1,8)).
  void divideShowsComplementConcatenationComposition() {
    const auto s = ll::logical_divide_steps(layout("(_4,_2,_3):(_2,_1,_8)"), tiler("_4:_2")).value();
    QVERIFY(has_step(s, "Complement of the tile", "(_2,_3):(_1,_8)"));
    QVERIFY(has_step(s, "Concatenate", "(_4,(_2,_3)):(_2,(_1,_8))"));
    QVERIFY(has_step(s, "Compose", "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))"));
    QCOMPARE(ll::to_string(s.result),
             ll::to_string(ll::logical_divide(layout("(_4,_2,_3):(_2,_1,_8)"), tiler("_4:_2"))));
  }

  // The doc's 1-D product: complement of (2,2):(4,1) under 24 is (2,3):(2,8); composed with 6:1.
  void productShowsComplementCompositionConcatenation() {
    const auto s = ll::logical_product_steps(layout("(_2,_2):(_4,_1)"), tiler("_6:_1")).value();
    QVERIFY(has_step(s, "Complement of the block", "(_2,_3):(_2,_8)"));
    QVERIFY(has_step(s, "Compose with the tiler", "(_2,_3):(_2,_8)"));
    QVERIFY(has_step(s, "Concatenate", "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))"));
    QCOMPARE(ll::to_string(s.result), std::string("((_2,_2),(_2,_3)):((_4,_1),(_2,_8))"));
  }

  void complementStepsEndInTheResult() {
    const auto s = ll::complement_steps(layout("(_2,_2):(_1,_6)"), ll::IntTuple(ll::static_int(24))).value();
    QCOMPARE(ll::to_string(s.result), std::string("(_3,_2):(_2,_12)"));
    QCOMPARE(ll::to_string(*s.steps.back().layout), std::string("(_3,_2):(_2,_12)"));
  }

  void stepsReportTheSameErrors() {
    const auto s = ll::composition_steps(layout("(_4,_6):(_1,_8)"), tiler("_2:_6"));
    QVERIFY(!s.ok());
    QCOMPARE(s.error(), ll::attempt([] { return ll::composition(layout("(_4,_6):(_1,_8)"), layout("_2:_6")); }).error());
  }
};

QTEST_MAIN(TestAlgebraSteps)
#include "test_algebra_steps.moc"
