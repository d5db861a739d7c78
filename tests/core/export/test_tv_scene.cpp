// The TV ownership picture: who owns each element of the tile, flags for elements owned twice or never,
// and the TV table (the same map read from (thread, value)).
#include <QtTest>

#include "core/layout/parse.hpp"
#include "core/scene/tv_scene.hpp"

using namespace ll;

namespace {
Layout parsed(const char* text) { return *parse_layout(text); }
}  // namespace

class TestTvScene : public QObject {
  Q_OBJECT
 private slots:
  void cuteDocsTvLayoutOver4x8() {
    // ((_2,_4),(_2,_2)):((_8,_1),(_4,_16)) over a 4x8 row-major tile: 8 threads x 4 values, each element once.
    auto p = make_tv_ownership_panel(parsed("((_2,_4),(_2,_2)):((_8,_1),(_4,_16))"), parsed("(_4,_8):(_8,_1)"));
    QVERIFY(p.ok());
    QCOMPARE(p->rows, std::int64_t(4));
    QCOMPARE(p->cols, std::int64_t(8));
    QCOMPARE(p->unowned, std::int64_t(0));
    QCOMPARE(p->shared, std::int64_t(0));
    // Thread 0's values are indices 0, 4, 16, 20: row-major cells (0,0), (0,4), (2,0), (2,4).
    QCOMPARE(p->at(0, 0).owners, (std::vector<TvOwner>{{0, 0}}));
    QCOMPARE(p->at(0, 4).owners, (std::vector<TvOwner>{{0, 1}}));
    QCOMPARE(p->at(2, 0).owners, (std::vector<TvOwner>{{0, 2}}));
    QCOMPARE(p->at(2, 4).owners, (std::vector<TvOwner>{{0, 3}}));
    // Thread 1 (stride 8 along the thread mode): index 8 is cell (1,0).
    QCOMPARE(p->at(1, 0).owners, (std::vector<TvOwner>{{1, 0}}));
  }
  void flagsElementsOwnedTwiceOrNever() {
    // 4 threads x 1 value, thread stride 2, over 8 elements: odd indices unowned.
    auto gaps = make_tv_ownership_panel(parsed("(_4,_1):(_2,_0)"), parsed("(_1,_8):(_0,_1)"));
    QCOMPARE(gaps->unowned, std::int64_t(4));
    auto twice = make_tv_ownership_panel(parsed("(_4,_2):(_1,_2)"), parsed("(_1,_8):(_0,_1)"));
    // tv(t,v) = t + 2v: indices 2 and 3 are held by (2,0)/(0,1) and (3,0)/(1,1); 6 and 7 by nobody.
    QCOMPARE(twice->shared, std::int64_t(2));
    QCOMPARE(twice->unowned, std::int64_t(2));
    QCOMPARE(twice->at(0, 2).owners, (std::vector<TvOwner>{{0, 1}, {2, 0}}));
    QCOMPARE(twice->outside, std::int64_t(0));
  }
  void tableIsTheInverseView() {
    const Layout tv = parsed("((_2,_4),(_2,_2)):((_8,_1),(_4,_16))");
    const Layout tile = parsed("(_4,_8):(_8,_1)");
    auto owners = make_tv_ownership_panel(tv, tile);
    auto table = make_tv_table_panel(tv, tile);
    QCOMPARE(table->rows, std::int64_t(8));
    QCOMPARE(table->cols, std::int64_t(4));
    for (std::int64_t t = 0; t < table->rows; ++t)
      for (std::int64_t v = 0; v < table->cols; ++v) {
        const TvCell& c = table->at(t, v);
        const auto& back = owners->at(c.target_row, c.target_col).owners;
        QVERIFY(std::find(back.begin(), back.end(), TvOwner{t, v}) != back.end());
      }
  }
  void labels() {
    auto p = make_tv_ownership_panel(parsed("(_2,_4):(_0,_1)"), parsed("(_1,_4):(_0,_1)"));
    QCOMPARE(QString::fromStdString(tv_cell_label(*p, p->at(0, 2))), QString("T0|T1\nV2"));
  }
  void rejectsHugePictures() {
    auto p = make_tv_ownership_panel(parsed("(_32,_4):(_1,_32)"), parsed("(65536,65536):(1,65536)"));
    QVERIFY(!p.ok());
    QVERIFY(QString::fromStdString(p.error()).contains("cells are more than"));
  }
};

QTEST_GUILESS_MAIN(TestTvScene)
#include "test_tv_scene.moc"
