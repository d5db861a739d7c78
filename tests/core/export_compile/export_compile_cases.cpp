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

#include "core/atoms/copy_atom.hpp"
#include "core/atoms/mma_atom.hpp"
#include "core/export/cute_cpp_tiled_mma.hpp"
#include "core/export/cute_cpp.hpp"
#include "core/export/export_subject.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"
#include "core/layout/swizzle.hpp"
#include "core/tiled/tiled_copy.hpp"
#include "core/scene/tiled_mma_scene.hpp"
#include "core/tiled/tiled_mma.hpp"

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
    IntTupleBuilder shapes, strides;
    const int rank = uniform(1, 3);
    for (int i = 0; i < rank; ++i) {
      IntTuple a, b;
      shape_and_stride(depth - 1, s, a, b);
      shapes.push_back(a);
      strides.push_back(b);
    }
    shape = std::move(shapes).build();
    stride = std::move(strides).build();
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
  // TiledMMAs as the designer exports them (write_cute_tiled_mma, the GPU kernel's unit): atoms x thread
  // layouts x permutations.
  const char* mma_atoms[] = {"SM80_16x8x16_F16F16F16F16_TN", "SM80_16x8x16_F32BF16BF16F32_TN", "SM80_16x8x8_F32TF32TF32F32_TN",
                             "SM75_16x8x8_F32F16F16F32_TN", "SM70_8x8x4_F16F16F16F16_NT", "SM80_8x8x4_F64F64F64F64_TN",
                             "SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>",
                             // an extended GMMA shape (CuTe's _ext headers, under the define the exporter writes)
                             "SM90_64x80x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>"};
  const int thr_shapes[][3] = {{1, 1, 1}, {2, 2, 1}, {2, 1, 1}, {1, 4, 1}, {4, 2, 1}};
  const char* perms[] = {"", "x2", "(16,2):(1,32)x32x16"};  // "x2": each mode twice the tile
  int mma_count = 0;
  for (const char* name : mma_atoms) {
    auto atom = make_mma_atom(name);
    if (!atom) continue;
    for (const auto& t : thr_shapes)
      for (const char* perm_text : perms) {
        auto thr = attempt([&] { return make_layout(IntTuple{static_int(t[0]), static_int(t[1]), static_int(t[2])}); });
        if (!thr) continue;
        Tiler perm{std::vector<Tiler>{}};
        if (std::string(perm_text) == "x2") {
          std::vector<Tiler> modes;
          for (int mode = 0; mode < 3; ++mode) {
            const std::int64_t extent = size((*atom).shape_mnk[mode]).value * t[mode] * (mode < 2 ? 2 : 1);
            modes.push_back(Tiler(static_int(extent)));
          }
          perm = Tiler(modes);
        } else if (*perm_text) {
          auto parsed = parse_permutation(perm_text);
          if (!parsed) continue;
          perm = *parsed;
        }
        auto mma = ll::attempt([&] { return make_tiled_mma(*atom, *thr, perm); });
        if (!mma) continue;  // e.g. a permutation the atom's tile does not divide
        TiledPicture picture;
        picture.kind = "TiledMMA";
        picture.mma = *mma;
        add("tiled_mma_" + std::to_string(mma_count++), picture, to_string(*mma));
      }
  }
  // TiledCopies: standalone (make_tiled_copy) and for the seed TiledMMA's operands (make_tiled_copy_A/B/C).
  struct CopyCase {
    const char* op;
    const char* type;
    const char* thr;
    const char* val;
  };
  const CopyCase copies[] = {
      {"UniversalCopy<uint128_t>", "half_t", "(_16,_8):(_8,_1)", "(_1,_8):(_8,_1)"},
      {"UniversalCopy<uint128_t>", "half_t", "(_32,_4):(_4,_1)", "(_1,_8):(_8,_1)"},
      {"UniversalCopy<uint64_t>", "float", "(_8,_16):(_1,_8)", "(_2,_1):(_1,_2)"},
      {"UniversalCopy<uint32_t>", "half_t", "(_4,_8):(_1,_4)", "(_2,_1):(_1,_2)"},
      {"SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", "half_t", "(_16,_8):(_8,_1)", "(_1,_8):(_8,_1)"},
      {"SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>", "float", "(_32,_4):(_4,_1)", "(_1,_4):(_4,_1)"},
      {"AutoVectorizingCopy", "half_t", "(_8,_4):(_4,_1)", "(_1,_2):(_2,_1)"},
  };
  int copy_count = 0;
  for (const CopyCase& c : copies) {
    auto atom = make_copy_atom(c.op, c.type);
    auto thr = parse_layout(c.thr);
    auto val = parse_layout(c.val);
    if (!atom || !thr || !val) continue;
    auto copy = ll::attempt([&] { return make_tiled_copy(*atom, *thr, *val); });
    auto type = cute_cpp_tiled_copy_type(c.op, c.type, *thr, *val);
    if (!copy || !type) continue;
    TiledPicture picture;
    picture.kind = "TiledCopy";
    picture.cpp_type_expr = *type;
    add("tiled_copy_" + std::to_string(copy_count++), picture, to_string(*copy));
  }
  auto seed_atom = make_mma_atom("SM80_16x8x16_F16F16F16F16_TN");
  auto seed_thr = attempt([&] { return make_layout(IntTuple{static_int(2), static_int(2), static_int(1)}); });
  if (seed_atom && seed_thr) {
    auto seed = ll::attempt([&] { return make_tiled_mma(*seed_atom, *seed_thr); });
    const struct {
      const char* op;
      char which;
    } for_mma[] = {{"SM75_U32x4_LDSM_N", 'A'}, {"SM75_U32x2_LDSM_N", 'B'}, {"SM75_U16x8_LDSM_T", 'B'},
                   {"UniversalCopy<uint32_t>", 'C'}, {"SM75_U32x1_LDSM_N", 'A'}, {"UniversalCopy<uint16_t>", 'A'}};
    for (const auto& f : for_mma) {
      auto atom = make_copy_atom(f.op, "half_t");
      if (!atom || !seed) continue;
      auto copy = f.which == 'A' ? ll::attempt([&] { return make_tiled_copy_A(*atom, *seed); })
                  : f.which == 'B' ? ll::attempt([&] { return make_tiled_copy_B(*atom, *seed); })
                                   : ll::attempt([&] { return make_tiled_copy_C(*atom, *seed); });
      if (!copy) continue;
      TiledPicture picture;
      picture.kind = "TiledCopy";
      picture.mma = *seed;
      picture.cpp_type_expr = cute_cpp_tiled_copy_for_mma_type(f.op, "half_t", f.which);
      add("tiled_copy_for_mma_" + std::to_string(copy_count++), picture, to_string(*copy));
    }
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
    std::string declarations, calls;
    for (std::size_t i = b * kPerBatch; i < std::min(cases.size(), (b + 1) * kPerBatch); ++i) {
      const Case& c = cases[i];
      auto decl = cute_cpp_declaration(c.subject, options);
      if (!decl) {
        std::fprintf(stderr, "%s: %s\n", c.id.c_str(), decl.error().c_str());
        return 1;
      }
      declarations += "namespace case_" + std::to_string(i) + " {\n" + *decl + "}  // namespace case_" + std::to_string(i) + "\n";
      // cute::print of a TiledMMA / TiledCopy ends its last line itself; of a layout it does not.
      const bool ends_line = std::holds_alternative<TiledPicture>(c.subject.value);
      calls += "  printf(\"@@case " + c.id + "\\n\"); print(case_" + std::to_string(i) +
               "::" + cute_cpp_declared_object(c.subject, options) + ");" +
               (ends_line ? "\n" : " printf(\"\\n\");\n");
      ours << "@@case " << c.id << "\n" << c.printed << "\n";
    }
    cpp << "#include <cstdio>\n" << cute_cpp_includes(declarations) << declarations;
    cpp << "\nint main() {\n" << calls << "  return 0;\n}\n";
  }
  std::printf("%zu objects\n", cases.size());
  return 0;
}
