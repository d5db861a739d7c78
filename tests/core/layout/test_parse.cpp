// Literal CuTe notation round-trips through the printer exactly as CuTe prints it.
#include <QTest>

#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"

class TestParse : public QObject {
  Q_OBJECT
 private slots:
  void roundTrips_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("static") << "(_4,(_2,_3)):(_1,(_4,_8))";
    QTest::newRow("dynamic") << "(4,(2,3)):(1,(4,8))";
    QTest::newRow("mixed") << "(_4,8):(8,_1)";
    QTest::newRow("rank1") << "_8:_1";
  }
  void roundTrips() {
    QFETCH(QString, text);
    auto l = ll::parse_layout(text.toStdString());
    QVERIFY2(l.ok(), l.ok() ? "" : l.error().c_str());
    QCOMPARE(QString::fromStdString(ll::to_string(*l)), text);
  }
  void defaultStrideIsCompactColMajor() {
    QCOMPARE(QString::fromStdString(ll::to_string(*ll::parse_layout("(_4,_1,_8)"))), "(_4,_1,_8):(_1,_0,_4)");
    QCOMPARE(QString::fromStdString(ll::to_string(*ll::parse_layout("(4,8)"))), "(4,8):(_1,4)");
  }
  void errorsNameTheProblem() {
    QVERIFY(ll::parse_layout("(4,8):(1)").error().find("not congruent") != std::string::npos);
    QVERIFY(ll::parse_layout("(0,8):(1,1)").error().find("not positive") != std::string::npos);
    QVERIFY(ll::parse_layout("99999999999999999999").error().find("overflow") != std::string::npos);
  }
};

QTEST_MAIN(TestParse)
#include "test_parse.moc"
