// Writes the objects of the C++-export proof: for each generated object (layouts static, dynamic and
// mixed; swizzles; composed layouts; the TV layouts of every catalog MMA atom; ...) the exact text
// the "cpp" exporter writes, wrapped in a namespace, and a main() that prints each with cute::print.
// Beside it, ours_NNN.txt holds LayoutLab's own printing in the same `@@case ID` format.
// Usage: export_compile_cases --emit DIR
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "core/atoms/mma_atom.hpp"
#include "core/export/cute_cpp.hpp"
#include "core/export/export_subject.hpp"
#include "core/layout/print.hpp"
#include "core/layout/swizzle.hpp"

namespace {

using namespace ll;

struct Case {
  std::string id;
  ExportSubject subject;
  std::string printed;  // LayoutLab's print of the object
};

enum class Staticness { Static, Dynamic, Mixed };

struct Generator {
  std::mt19937 rng{20251121};
  int uniform(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }

  Int make_int(std::int64_t v, Staticness s) {
    const bool is_static = s == Staticness::Static || (s == Staticness::Mixed && uniform(0, 1) == 0);
    return Int{v, is_static};
  }
  // A random shape of the given depth; strides congruent, with zeros and large values now and then.
  void shape_and_stride(int depth, Staticness s, IntTuple& shape, IntTuple& stride) {
    if (depth == 0 || uniform(0, 3) == 0) {
      const int extent = uniform(1, 8);
      int step = uniform(0, 9) == 0 ? 0 : uniform(1, 64);
      if (uniform(0, 30) == 0) step = 1 << uniform(20, 30);
      shape = make_int(extent, s);
      stride = make_int(step, s);
      return;
    }
    std::vector<IntTuple> shapes, strides;
    const int rank = uniform(1, 3);
    for (int i = 0; i < rank; ++i) {
      IntTuple a, b;
      shape_and_stride(depth - 1, s, a, b);
      shapes.push_back(a);
      strides.push_back(b);
    }
    shape = IntTuple(shapes);
    stride = IntTuple(strides);
  }
  Layout layout(Staticness s) {
    Layout l;
    shape_and_stride(uniform(1, 3), s, l.shape, l.stride);
    return l;
  }
};

std::vector<Case> make_cases() {
  Generator gen;
  std::vector<Case> cases;
  auto add = [&](std::string id, auto value, std::string printed) {
    ExportSubject s;
    s.value = std::move(value);
    cases.push_back({std::move(id), std::move(s), std::move(printed)});
  };
  // Layouts: 50 static, 50 dynamic, 50 mixed.
  const Staticness kinds[] = {Staticness::Static, Staticness::Dynamic, Staticness::Mixed};
  for (int k = 0; k < 3; ++k)
    for (int i = 0; i < 50; ++i) {
      const Layout l = gen.layout(kinds[k]);
      add("layout_" + std::to_string(k) + "_" + std::to_string(i), l, to_string(l));
    }
  // A few by hand: the CuTe docs' TV layout, a 1-D layout, large and negative strides.
  for (const Layout& l :
       {Layout{IntTuple{IntTuple{static_int(2), static_int(4)}, IntTuple{static_int(2), static_int(2)}},
               IntTuple{IntTuple{static_int(8), static_int(1)}, IntTuple{static_int(4), static_int(16)}}},
        Layout{static_int(8), static_int(1)}, Layout{dynamic_int(8), dynamic_int(1)},
        Layout{IntTuple{static_int(4), dynamic_int(3)}, IntTuple{static_int(-1), dynamic_int(-7)}},
        Layout{IntTuple{static_int(2), dynamic_int(2)}, IntTuple{static_int(100000), dynamic_int(3000000000LL)}},
        Layout{IntTuple{static_int(2), static_int(2)}, IntTuple{static_int(1 << 20), static_int(3000)}}})
    add("layout_hand_" + std::to_string(cases.size()), l, to_string(l));
  // Swizzles Swizzle<B,M,S> with |S| >= B.
  for (int b = 0; b <= 3; ++b)
    for (int m = 0; m <= 4; m += 2)
      for (int s : {b, b + 1, -b - 1}) {
        if (s == 0 && b == 0) continue;
        auto sw = attempt([&] { return make_swizzle(b, m, s); });
        if (sw) add("swizzle_" + std::to_string(b) + "_" + std::to_string(m) + "_" + std::to_string(s), *sw, to_string(*sw));
      }
  // Composed layouts: Swizzle o offset o Layout and Layout o offset o Layout.
  for (int i = 0; i < 40; ++i) {
    const Staticness s = kinds[i % 3];
    ComposedLayout c;
    if (i % 4 == 3) {
      c.layout_a = gen.layout(s);
    } else {
      auto sw = attempt([&] { return make_swizzle(gen.uniform(1, 3), gen.uniform(0, 4), 3); });
      c.layout_a = sw ? *sw : Swizzle{3, 3, 3};
    }
    c.offset = i % 2 == 0 ? static_int(0) : gen.make_int(gen.uniform(0, 64), s);
    c.layout_b = gen.layout(s);
    add("composed_" + std::to_string(i), c, to_string(c));
  }
  // The TV layouts of about 40 catalog MMA atoms spread over the catalog (real-world static layouts).
  const auto& catalog = mma_catalog();
  const std::size_t step = std::max<std::size_t>(1, catalog.size() / 40);
  for (std::size_t i = 0; i < catalog.size(); i += step) {
    const MMA_Atom& a = catalog[i];
    add("atom_tv_a_" + std::to_string(i), a.layout_a_tv, to_string(a.layout_a_tv));
    add("atom_tv_c_" + std::to_string(i), a.layout_c_tv, to_string(a.layout_c_tv));
  }
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3 || std::string(argv[1]) != "--emit") {
    std::fprintf(stderr, "usage: export_compile_cases --emit DIR\n");
    return 2;
  }
  const std::string dir = argv[2];
  const auto cases = make_cases();
  constexpr std::size_t kPerBatch = 70;
  ExportOptions options;
  for (std::size_t b = 0; b * kPerBatch < cases.size(); ++b) {
    char name[32];
    std::snprintf(name, sizeof name, "%03zu", b);
    std::ofstream cpp(dir + "/batch_" + name + ".cpp"), ours(dir + "/ours_" + name + ".txt");
    cpp << "#include <cstdio>\n" << cute_cpp_includes();
    std::string calls;
    for (std::size_t i = b * kPerBatch; i < std::min(cases.size(), (b + 1) * kPerBatch); ++i) {
      const Case& c = cases[i];
      auto decl = cute_cpp_declaration(c.subject, options);
      if (!decl) {
        std::fprintf(stderr, "%s: %s\n", c.id.c_str(), decl.error().c_str());
        return 1;
      }
      cpp << "namespace case_" << i << " {\n" << *decl << "}  // namespace case_" << i << "\n";
      calls += "  printf(\"@@case " + c.id + "\\n\"); print(case_" + std::to_string(i) +
               "::" + cute_cpp_declared_object(c.subject, options) + "); printf(\"\\n\");\n";
      ours << "@@case " << c.id << "\n" << c.printed << "\n";
    }
    cpp << "\nint main() {\n" << calls << "  return 0;\n}\n";
  }
  std::printf("%zu objects\n", cases.size());
  return 0;
}
