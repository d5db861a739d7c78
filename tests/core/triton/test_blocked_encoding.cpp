// Triton blocked encodings and linear layouts: the two tables of the seed article must come out
// exactly; conversions to and from CuTe layouts where they exist, clear errors where not.
#include <QTest>

#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"
#include "core/triton/blocked_encoding.hpp"
#include "core/triton/conversion.hpp"

namespace {
using namespace ll::triton;
// Rows of the 16x16 table: rows 2i and 2i+1 are `4i 4i 4i+1 4i+1 ... 4i+3 4i+3 32+4i ...`.
QString expectedRow(int r) {
  QStringList cells;
  int base = 4 * (r / 2);
  for (int c = 0; c < 16; ++c) cells << QString::number(base + (c % 8) / 2 + (c >= 8 ? 32 : 0));
  return cells.join(' ');
}
BlockedEncoding seedEncoding() { return BlockedEncoding{{2, 2}, {8, 4}, {1, 2}, {1, 0}, {}, {}, {}}; }
}  // namespace

class TestBlockedEncoding : public QObject {
  Q_OBJECT
 private slots:
  void sixteenBySixteenTable() {
    auto own = ownership(seedEncoding(), {16, 16});
    QVERIFY2(own.ok(), own.ok() ? "" : own.error().c_str());
    QStringList rows = QString::fromStdString(*thread_table(*own)).split('\n');
    QCOMPARE(rows.size(), 16);
    QCOMPARE(rows[0], QString("0 0 1 1 2 2 3 3 32 32 33 33 34 34 35 35"));
    QCOMPARE(rows[2], QString("4 4 5 5 6 6 7 7 36 36 37 37 38 38 39 39"));
    QCOMPARE(rows[15], QString("28 28 29 29 30 30 31 31 60 60 61 61 62 62 63 63"));
    for (int r = 0; r < 16; ++r) QCOMPARE(rows[r], expectedRow(r));
    // Each element has exactly one owner; (0,1) is thread 0's register 1.
    for (const auto& o : own->owners) QCOMPARE(o.size(), std::size_t(1));
    QCOMPARE(own->owners[1][0].reg, std::int64_t(1));
    QCOMPARE(own->owners[16][0].reg, std::int64_t(2));
  }
  void ctaLayoutRepeatsTheTableInEachQuadrant() {
    BlockedEncoding e{{2, 2}, {8, 4}, {1, 2}, {1, 0}, {2, 2}, {2, 2}, {1, 0}};
    auto own = ownership(e, {32, 32});
    QVERIFY2(own.ok(), own.ok() ? "" : own.error().c_str());
    QStringList rows = QString::fromStdString(*thread_table(*own)).split('\n');
    QCOMPARE(rows.size(), 32);
    for (int r = 0; r < 32; ++r) QCOMPARE(rows[r], expectedRow(r % 16) + " " + expectedRow(r % 16));
    // CTA [0,1] (CTAOrder [1,0]: dim 1 fastest) is block 1, CTA [1,0] block 2.
    QCOMPARE(own->owners[0][0].cta, std::int64_t(0));
    QCOMPARE(own->owners[16][0].cta, std::int64_t(1));
    QCOMPARE(own->owners[16 * 32][0].cta, std::int64_t(2));
    QCOMPARE(own->owners[16 * 32 + 16][0].cta, std::int64_t(3));
  }
  void smallerTensorsBroadcastLargerOnesRepeatInRegisters() {
    auto small = ownership(seedEncoding(), {8, 16});
    QVERIFY(small.ok());
    QCOMPARE(small->owners[0].size(), std::size_t(2));  // lanes 0 and 16 both hold (0,0)
    auto big = ownership(seedEncoding(), {32, 16});
    QVERIFY(big.ok());
    QCOMPARE(big->owners[16 * 16][0].thread, std::int64_t(0));  // row 16 wraps to thread 0, register 4
    QCOMPARE(big->owners[16 * 16][0].reg, std::int64_t(4));
  }
  void nonPowersOfTwoAreRejected() {
    BlockedEncoding e{{3, 2}, {8, 4}, {1, 2}, {1, 0}, {}, {}, {}};
    auto r = to_linear_layout(e, {16, 16});
    QVERIFY(!r.ok());
    QVERIFY(QString::fromStdString(r.error()).contains("sizePerThread[0] = 3 is not a power of two"));
    QVERIFY(!to_linear_layout(seedEncoding(), {12, 16}).ok());
  }
  void blockedToCuteAndBack() {
    auto ll_layout = to_linear_layout(seedEncoding(), {16, 16});
    QVERIFY(ll_layout.ok());
    auto cute = to_cute_layout(*ll_layout);
    QVERIFY2(cute.ok(), cute.ok() ? "" : cute.error().c_str());
    // thread = lane + 32 * warp, value = register, index = row + 16 * col.
    QCOMPARE(QString::fromStdString(ll::to_string(*cute)), QString("((_4,_8,_2),(_2,_2)):((_32,_2,_128),(_16,_1))"));
    auto back = to_linear_layout(*cute, ll::IntTuple{ll::static_int(16), ll::static_int(16)});
    QVERIFY2(back.ok(), back.ok() ? "" : back.error().c_str());
    QCOMPARE(back->in_dims[0].bases, ll_layout->in_dims[0].bases);
    QCOMPARE(back->in_dims[1].bases, ll_layout->in_dims[1].bases);
    QCOMPARE(back->in_dims[2].bases, ll_layout->in_dims[2].bases);
  }
  void sm80AccumulatorIsLinear() {
    auto tv = *ll::parse_layout("((_4,_8),(_2,_2)):((_32,_1),(_16,_8))");
    auto l = to_linear_layout(tv, ll::IntTuple{ll::static_int(16), ll::static_int(8)});
    QVERIFY2(l.ok(), l.ok() ? "" : l.error().c_str());
    QVERIFY(is_injective(*l));
    QVERIFY(is_surjective(*l));
  }
  void whereNoConversionExistsTheMessageSaysWhy() {
    auto odd = to_linear_layout(*ll::parse_layout("(_3,_2):(_2,_1)"), ll::IntTuple{ll::static_int(6), ll::static_int(1)});
    QVERIFY(!odd.ok());
    QVERIFY(QString::fromStdString(odd.error()).contains("power of two"));
    // Lane 1 -> (1,0), lane 2 -> (1,1): an XOR of (1,0) and (1,1) is (0,1); CuTe would add to (2,1).
    LinearLayout x;
    x.in_dims = {{"register", {}}, {"lane", {{1, 0}, {1, 1}}}, {"warp", {}}};
    x.out_dims = {{"dim0", 2}, {"dim1", 2}};
    auto r = to_cute_layout(x);
    QVERIFY(!r.ok());
    QVERIFY(QString::fromStdString(r.error()).contains("Swizzle"));
  }
};

QTEST_MAIN(TestBlockedEncoding)
#include "test_blocked_encoding.moc"
