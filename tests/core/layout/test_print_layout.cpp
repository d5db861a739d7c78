// print_layout's table against a reference written as CuTe writes it (cute::print_layout: printf with
// "%*d" widths, every cell evaluated through the layout). core's table is built differently (one string,
// cells from odometer offsets, two digits at a time), so random layouts of every kind of cell are compared:
// negative and over-wide values, tall and wide tables, swizzled and layout-composed layouts. The CuTe
// differentials (layout_differential.py, eval) compare the same tables with CuTe itself on their cases.
#include <QTest>

#include <cstdio>
#include <random>
#include <string>

#include "core/layout/swizzle.hpp"
#include "tests/core/layout/test_helpers.hpp"

using namespace ll;
using namespace layout_test;

namespace {

// cute::num_digits
int num_digits(long long x) {
  int d = 1;
  for (long long p = 10; d < 19 && x >= p; p *= 10) ++d;
  return d;
}

template <class Any, class Cell>
std::string reference_table(const Any& layout, const Layout& shaped, long long cosize_value, Cell cell) {
  const long long rows = size(shaped.shape[0]).value, cols = size(shaped.shape[1]).value;
  const int idx_width = num_digits(cosize_value) + 2;
  const char* delim = "+-----------------------";
  std::string out = to_string(layout) + "\n";
  char buf[64];
  auto printf_to = [&](const char* format, auto... args) {
    std::snprintf(buf, sizeof buf, format, args...);
    out += buf;
  };
  out += "    ";
  for (long long n = 0; n < cols; ++n) printf_to("  %*lld ", idx_width - 2, n);
  out += "\n";
  for (long long m = 0; m < rows; ++m) {
    out += "    ";
    for (long long n = 0; n < cols; ++n) printf_to("%.*s", idx_width + 1, delim);
    out += "+\n";
    printf_to("%2lld  ", m);
    for (long long n = 0; n < cols; ++n) printf_to("| %*lld ", idx_width - 2, cell(m, n));
    out += "|\n";
  }
  out += "    ";
  for (long long n = 0; n < cols; ++n) printf_to("%.*s", idx_width + 1, delim);
  out += "+\n";
  return out;
}

std::string reference(const Layout& l) {
  return reference_table(l, l, cosize(l).value, [&](long long m, long long n) {
    return static_cast<long long>(crd2idx(IntTuple{dynamic_int(m), dynamic_int(n)}, l).value);
  });
}
std::string reference(const ComposedLayout& l) {
  return reference_table(l, l.layout_b, cosize(l).value, [&](long long m, long long n) {
    return static_cast<long long>(crd2idx(IntTuple{dynamic_int(m), dynamic_int(n)}, l).value);
  });
}

// A random mode: one leaf of extent 1..max_extent or two of 1..6, strides from the given choices.
struct Mode {
  IntTuple shape, stride;
};
Mode random_mode(std::mt19937& rng, int max_extent, const std::vector<long long>& strides) {
  std::uniform_int_distribution<int> leaves(1, 2), extent(1, max_extent), small_extent(1, 6);
  std::uniform_int_distribution<std::size_t> pick(0, strides.size() - 1);
  if (leaves(rng) == 1) return {IntTuple(static_int(extent(rng))), IntTuple(static_int(strides[pick(rng)]))};
  return {IntTuple{static_int(small_extent(rng)), static_int(small_extent(rng))},
          IntTuple{static_int(strides[pick(rng)]), static_int(strides[pick(rng)])}};
}
Layout random_layout(std::mt19937& rng, int max_extent, const std::vector<long long>& strides) {
  const Mode a = random_mode(rng, max_extent, strides), b = random_mode(rng, max_extent, strides);
  return make_layout(IntTuple{a.shape, b.shape}, IntTuple{a.stride, b.stride});
}

}  // namespace

class TestPrintLayout : public QObject {
  Q_OBJECT
 private slots:
  void matchesCuteFormatOnRandomLayouts() {
    std::mt19937 rng(20261123);
    const std::vector<long long> plain = {0, 1, 2, 3, 4, 7, 8, 16, 32, 100, 1000};
    const std::vector<long long> signed_and_wide = {-1, -7, 0, 1, 5, 64, 99999, 123456789, 10000000000LL};
    for (int i = 0; i < 300; ++i) {
      const Layout l = random_layout(rng, 33, i % 3 == 0 ? signed_and_wide : plain);
      QCOMPARE(QString::fromStdString(print_layout(l)), QString::fromStdString(reference(l)));
    }
  }

  void tallAndWideTablesWidenTheirLabels() {
    // Row labels past 99 and column labels wider than the cells (cosize 1: one-character cells).
    for (const char* text : {"(_1024,_1):(_1,_0)", "(_150,_3):(_3,_1)", "(_1,_12):(_0,_0)", "(_2,_512):(_512,_1)",
                             "(_3,_120):(_0,_0)", "(_11,_11):(_-1,_-11)"}) {
      const Layout l = L(text);
      QCOMPARE(QString::fromStdString(print_layout(l)), QString::fromStdString(reference(l)));
    }
  }

  void composedTablesMatchTheirCells() {
    std::mt19937 rng(7);
    const std::vector<long long> strides = {0, 1, 2, 4, 8, 32, 64};
    for (int i = 0; i < 100; ++i) {
      const Layout b = random_layout(rng, 20, strides);
      const ComposedLayout swizzled{Swizzle{1 + i % 3, i % 4, 3 + i % 3}, dynamic_int(i % 5), b};
      QCOMPARE(QString::fromStdString(print_layout(swizzled)), QString::fromStdString(reference(swizzled)));
      // A layout outside: A's extent covers every index B + offset reaches.
      const long long reach = cosize(b).value + i % 5;
      // A small beside B (its values tabled) and A far larger than B (evaluated leaf by leaf).
      for (const long long second : {2LL, 4096LL}) {
        const Layout a =
            make_layout(IntTuple{static_int(reach), static_int(second)}, IntTuple{static_int(3), static_int(1000)});
        const ComposedLayout composed{a, dynamic_int(i % 5), b};
        QCOMPARE(QString::fromStdString(print_layout(composed)), QString::fromStdString(reference(composed)));
      }
    }
  }

  void composedIndexPastTheOuterSizeAsCuTe() {
    // CuTe evaluates A at offset + B(c) past size(A) (the last mode takes the rest): print_layout of
    // composition(Layout<(_8,_4):(_4,_1)>, 5, Layout<(_4,_8):(_8,_1)>) shows 20 at (3,7), where B + 5 is 36.
    const ComposedLayout l{L("(_8,_4):(_4,_1)"), dynamic_int(5), L("(_4,_8):(_8,_1)")};
    QCOMPARE(crd2idx(IntTuple{dynamic_int(3), dynamic_int(7)}, l).value, 20);
    QCOMPARE(QString::fromStdString(print_layout(l)), QString::fromStdString(reference(l)));
  }
};

QTEST_MAIN(TestPrintLayout)
#include "test_print_layout.moc"
