// Writes every differential case twice: CuTe C++ that prints it (batch_NNN.cpp) and LayoutLab's own
// text for it (ours_NNN.txt), each after a `@@case ID` line. run_differential.py compiles and compares.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "core/atoms/copy_atom.hpp"
#include "core/atoms/mma_atom.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"
#include "core/tiled/tiled_copy.hpp"
#include "core/tiled/tiled_mma.hpp"

namespace {

struct Case {
  std::string id;    // "kind:detail", unique
  std::string cute;  // C++ statements printing the value with cute::print
  std::string ours;  // what LayoutLab prints, including the final newline
  std::string eval;  // `layoutlab-cli eval` statements (one a line) printing the same text
};

// The eval spelling of a permutation: an IntTuple when it holds integers only, else a `<...>` tiler.
std::string eval_tiler(const ll::Tiler& t) {
  bool has_layout = false;
  for (const auto& m : t.modes()) has_layout |= m.is_layout();
  std::string out = has_layout ? "<" : "(";
  for (std::size_t i = 0; i < t.modes().size(); ++i) out += (i ? "," : "") + ll::tiler_to_string(t.modes()[i]);
  return out + (has_layout ? ">" : ")");
}

std::string cpp_string(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

void add_mma_atom_cases(std::vector<Case>& cases) {
  for (const auto& atom : ll::mma_catalog())
    cases.push_back({"mma_atom:" + atom.name, "print(MMA_Atom<" + atom.name + ">{});", ll::to_string(atom) + "\n",
                     "MMA_Atom<" + atom.name + ">\n"});
}


// C++ spelling of a value: `Int<4>{}` static, `4` dynamic, make_shape/make_stride for tuples.
std::string cpp_tuple(const ll::IntTuple& t, const char* maker) {
  if (t.is_integer()) {
    const ll::Int& i = t.integer();
    return i.is_static ? "Int<" + std::to_string(i.value) + ">{}" : "int(" + std::to_string(i.value) + ")";
  }
  if (t.is_underscore()) return "_";
  std::string out = std::string(maker) + "(";
  for (std::size_t i = 0; i < t.rank(); ++i) out += (i ? ", " : "") + cpp_tuple(t[i], maker);
  return out + ")";
}

std::string cpp_layout(const ll::Layout& l) {
  return "make_layout(" + cpp_tuple(l.shape, "make_shape") + ", " + cpp_tuple(l.stride, "make_stride") + ")";
}

std::string cpp_tiler(const ll::Tiler& t) {
  if (t.is_layout()) return cpp_layout(t.layout());
  if (t.is_integer()) return cpp_tuple(ll::IntTuple(t.integer()), "make_shape");
  if (t.is_underscore()) return "_";
  std::string out = "make_tile(";
  for (std::size_t i = 0; i < t.modes().size(); ++i) out += (i ? ", " : "") + cpp_tiler(t.modes()[i]);
  return out + ")";
}

ll::Layout L(const std::string& text) {
  auto l = ll::parse_layout(text);
  if (!l) {
    std::cerr << "bad literal " << text << ": " << l.error() << "\n";
    std::exit(2);
  }
  return *l;
}

std::string show(const ll::Result<ll::Layout>& r) { return r ? ll::to_string(*r) : "error: " + r.error(); }

struct MmaConfig {
  std::string atom;
  ll::Layout thr;
  ll::Tiler perm;
  std::string id;
};

// Representative atoms of every architecture and shape family, times thread layouts and permutations.
std::vector<MmaConfig> mma_configs() {
  const std::vector<std::string> atoms = {
      "SM80_16x8x16_F32F16F16F32_TN", "SM80_16x8x8_F16F16F16F16_TN", "SM80_16x8x8_F32TF32TF32F32_TN",
      "SM80_8x8x4_F64F64F64F64_TN",   "SM80_16x8x32_S32S8S8S32_TN",  "SM75_16x8x8_F32F16F16F32_TN",
      "SM70_8x8x4_F32F16F16F32_NT",   "SM89_16x8x32_F32E4M3E4M3F32_TN", "SM90_16x8x8_F64F64F64F64_TN",
      "SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>", "SM90_64x32x16_F32BF16BF16_RS<GMMA::Major::K,GMMA::Major::MN>",
      "UniversalFMA<float,float,float,float>"};
  // Kept small: every TiledMMA instantiation costs CuTe ~0.3 s of host compile time.
  const std::vector<std::string> thrs = {"(_1,_1,_1):(_0,_0,_0)", "(_2,_2):(_2,_1)", "(_2,_1,_2):(_1,_0,_2)"};
  std::vector<MmaConfig> out;
  for (const auto& name : atoms) {
    auto atom = ll::make_mma_atom(name);
    if (!atom) continue;
    for (const auto& thr_text : thrs) {
      ll::Layout thr = L(thr_text);
      for (int perm_kind : {0, 1, 2}) {
        if (perm_kind == 1 && thr_text != "(_2,_2):(_2,_1)") continue;  // integer permutations: one thread layout
        ll::Tiler perm{std::vector<ll::Tiler>{}};
        if (perm_kind == 1) {
          // Twice the natural tile in M and N: CuTe's common (_32,_32,_16)-style permutation.
          auto mma = ll::attempt([&] { return ll::make_tiled_mma(*atom, thr); });
          if (!mma) continue;
          auto t = ll::attempt([&] { return ll::tile_shape(*mma); });
          if (!t) continue;
          perm = ll::Tiler(std::vector<ll::Tiler>{ll::Tiler(ll::static_int(2 * ll::size((*t)[0]).value)),
                                                  ll::Tiler(ll::static_int(2 * ll::size((*t)[1]).value)),
                                                  ll::Tiler(ll::static_int(ll::size((*t)[2]).value))});
        } else if (perm_kind == 2) {
          // A layout permutation of M only (CuTe wraps it as (L,_,_)): interleave two M tiles.
          auto mma = ll::attempt([&] { return ll::make_tiled_mma(*atom, thr); });
          if (!mma) continue;
          std::int64_t m = ll::size((*ll::attempt([&] { return ll::tile_shape(*mma); }))[0]).value;
          if (m < 2 || m % 2) continue;
          perm = ll::Tiler(std::vector<ll::Tiler>{ll::Tiler(L("(_" + std::to_string(m / 2) + ",_2,_2):(_1,_" +
                                                               std::to_string(m) + ",_" + std::to_string(m / 2) + ")")),
                                                  ll::Tiler(ll::Underscore{})});
        }
        out.push_back({name, thr, perm, name + " " + thr_text + " " + ll::tiler_to_string(perm)});
      }
    }
  }
  return out;
}

void add_tiled_mma_cases(std::vector<Case>& cases) {
  for (const auto& cfg : mma_configs()) {
    auto atom = ll::make_mma_atom(cfg.atom);
    auto mma = ll::attempt([&] { return ll::make_tiled_mma(*atom, cfg.thr, cfg.perm); });
    if (!mma) {
      std::cerr << "skipped " << cfg.id << ": " << mma.error() << "\n";
      continue;
    }
    std::string ours = ll::to_string(*mma) + "\n" + show(ll::attempt([&] { return ll::get_layoutA_TV(*mma); })) + "\n" + show(ll::attempt([&] { return ll::get_layoutB_TV(*mma); })) +
                       "\n" + show(ll::attempt([&] { return ll::get_layoutC_TV(*mma); })) + "\n" + ll::to_string(ll::get_thr_layout_vmnk(*mma)) + "\n" +
                       ll::to_string(*ll::attempt([&] { return ll::tile_shape(*mma); })) + "\n";
    std::string perm = cfg.perm.is_tuple() && cfg.perm.modes().empty() ? "" : ", " + cpp_tiler(cfg.perm);
    std::string cute = "auto mma = make_tiled_mma(MMA_Atom<" + cfg.atom + ">{}, " + cpp_layout(cfg.thr) + perm +
                       "); print(mma); print(mma.get_layoutA_TV()); printf(\"\\n\"); print(mma.get_layoutB_TV()); "
                       "printf(\"\\n\"); print(mma.get_layoutC_TV()); printf(\"\\n\"); print(mma.get_thr_layout_vmnk()); "
                       "printf(\"\\n\"); print(tile_shape(mma)); printf(\"\\n\");";
    std::string eval = "m = make_tiled_mma(MMA_Atom<" + cfg.atom + ">{}, " + ll::to_string(cfg.thr) +
                       (perm.empty() ? "" : ", " + eval_tiler(cfg.perm)) +
                       ")\nm.get_layoutA_TV()\nm.get_layoutB_TV()\nm.get_layoutC_TV()\nm.get_thr_layout_vmnk()\ntile_shape(m)\n";
    cases.push_back({"tiled_mma:" + cfg.id, cute, ours, eval});
  }
}

void add_copy_case(std::vector<Case>& cases, const std::string& id, const ll::Copy_Atom& atom,
                   const ll::Result<ll::TiledCopy>& copy, const std::string& cute_make, const std::string& eval_make) {
  if (!copy) {
    std::cerr << "skipped " << id << ": " << copy.error() << "\n";
    return;
  }
  std::string ours = ll::to_string(*copy) + "\n" + show(ll::attempt([&] { return ll::get_layoutS_TV(*copy); })) + "\n" + show(ll::attempt([&] { return ll::get_layoutD_TV(*copy); })) + "\n";
  std::string cute = "auto copy = " + cute_make + "; print(copy); print(copy.get_layoutS_TV()); printf(\"\\n\"); "
                     "print(copy.get_layoutD_TV()); printf(\"\\n\");";
  cases.push_back({id, cute, ours, "c = " + eval_make + "\nc.get_layoutS_TV()\nc.get_layoutD_TV()\n"});
  (void)atom;
}

void add_tiled_copy_cases(std::vector<Case>& cases) {
  // Copy atoms alone.
  for (const auto& op : ll::copy_atom_ops())
    for (const char* t : {"half_t", "float", "uint8_t", "double"}) {
      auto atom = ll::make_copy_atom(op, t);
      if (!atom) continue;
      cases.push_back({"copy_atom:" + op + "," + t, "print(Copy_Atom<" + op + ", " + t + ">{});", ll::to_string(*atom) + "\n",
                       "Copy_Atom<" + op + ", " + t + ">\n"});
    }
  // make_tiled_copy over thread and value layouts.
  struct Vec { const char* op; const char* type; const char* val; };
  const Vec vecs[] = {{"UniversalCopy<uint128_t>", "half_t", "(_1,_8):(_0,_1)"}, {"UniversalCopy<uint128_t>", "half_t", "(_8,_1):(_1,_0)"},
                      {"UniversalCopy<uint64_t>", "half_t", "(_1,_4):(_0,_1)"},  {"UniversalCopy<uint32_t>", "float", "(_1,_1):(_0,_0)"},
                      {"UniversalCopy<uint128_t>", "float", "(_4,_1):(_1,_0)"},  {"SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", "half_t", "(_1,_8):(_0,_1)"},
                      {"SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>", "float", "(_1,_4):(_0,_1)"}, {"SM80_CP_ASYNC_CACHEALWAYS<uint64_t>", "uint8_t", "(_8,_1):(_1,_0)"},
                      {"AutoVectorizingCopy", "half_t", "(_1,_8):(_0,_1)"}, {"UniversalCopy<uint16_t>", "half_t", "(_2,_2):(_1,_2)"}};
  const char* thrs[] = {"(_16,_8):(_8,_1)", "(_8,_16):(_1,_8)", "((_4,_2),_8):((_1,_32),_4)"};
  for (const auto& v : vecs)
    for (const char* thr : thrs) {
      auto atom = ll::make_copy_atom(v.op, v.type);
      if (!atom) continue;
      auto copy = ll::attempt([&] { return ll::make_tiled_copy(*atom, L(thr), L(v.val)); });
      add_copy_case(cases, std::string("tiled_copy:") + v.op + "," + v.type + " " + thr + " " + v.val, *atom, copy,
                    std::string("make_tiled_copy(Copy_Atom<") + v.op + ", " + v.type + ">{}, " + cpp_layout(L(thr)) + ", " + cpp_layout(L(v.val)) + ")",
                    std::string("make_tiled_copy(Copy_Atom<") + v.op + ", " + v.type + ">{}, " + thr + ", " + v.val + ")");
    }
  // make_tiled_copy_A/B/C for 16-bit MMAs, with ldmatrix / stmatrix / universal atoms.
  struct Operand { char which; const char* op; };
  const Operand operands[] = {{'A', "SM75_U32x4_LDSM_N"}, {'A', "SM75_U32x2_LDSM_N"}, {'A', "SM75_U32x1_LDSM_N"},
                              {'A', "SM75_U16x8_LDSM_T"}, {'B', "SM75_U32x2_LDSM_N"}, {'B', "SM75_U32x1_LDSM_N"},
                              {'B', "SM75_U16x4_LDSM_T"}, {'C', "UniversalCopy<uint32_t>"}, {'A', "UniversalCopy<uint32_t>"},
                              {'B', "UniversalCopy<uint16_t>"}};
  const char* mma_atoms[] = {"SM80_16x8x16_F16F16F16F16_TN", "SM80_16x8x16_F32F16F16F32_TN"};
  // The most expensive cases for CuTe (~2.4 s of host compile each): TiledMMA and TiledCopy together.
  const char* mma_thrs[] = {"(_1,_1,_1):(_0,_0,_0)", "(_2,_2,_1):(_1,_2,_0)"};
  for (const char* ma : mma_atoms)
    for (const char* mt : mma_thrs) {
      auto mma = ll::attempt([&] { return ll::make_tiled_mma(*ll::make_mma_atom(ma), L(mt)); });
      if (!mma) continue;
      for (const auto& o : operands) {
        std::string type = (o.which == 'C' && std::string(ma).find("F32F16") != std::string::npos) ? "float" : "half_t";
        auto atom = ll::make_copy_atom(o.op, type);
        if (!atom) continue;
        auto copy = o.which == 'A' ? ll::attempt([&] { return ll::make_tiled_copy_A(*atom, *mma); }) : o.which == 'B' ? ll::attempt([&] { return ll::make_tiled_copy_B(*atom, *mma); }) : ll::attempt([&] { return ll::make_tiled_copy_C(*atom, *mma); });
        add_copy_case(cases, std::string("tiled_copy_") + o.which + ":" + o.op + "," + type + " " + ma + " " + mt, *atom, copy,
                      std::string("make_tiled_copy_") + o.which + "(Copy_Atom<" + o.op + ", " + type + ">{}, make_tiled_mma(MMA_Atom<" +
                          ma + ">{}, " + cpp_layout(L(mt)) + "))",
                      std::string("make_tiled_copy_") + o.which + "(Copy_Atom<" + o.op + ", " + type + ">{}, make_tiled_mma(MMA_Atom<" + ma + ">{}, " + mt + "))");
      }
    }
}

const char* kPrologue = R"(#define CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED
#include <cstdio>
#include <cstdlib>
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/atom/mma_traits_sm61.hpp>
#include <cute/atom/mma_traits_sm70.hpp>
#include <cute/atom/mma_traits_sm75.hpp>
#include <cute/atom/mma_traits_sm80.hpp>
#include <cute/atom/mma_traits_sm89.hpp>
#include <cute/atom/mma_traits_sm90.hpp>
#include <cute/atom/mma_traits_sm90_gmma.hpp>
#include <cute/atom/mma_traits_sm100.hpp>
#include <cute/atom/copy_traits_sm75.hpp>
#include <cute/atom/copy_traits_sm80.hpp>
#include <cute/atom/copy_traits_sm90.hpp>
using namespace cute;
)";

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3 || std::string(argv[1]) != "--emit") {
    std::cerr << "usage: atoms_differential_cases --emit DIR\n";
    return 2;
  }
  std::string dir = argv[2];
  std::vector<Case> cases;
  add_mma_atom_cases(cases);
  add_tiled_mma_cases(cases);
  add_tiled_copy_cases(cases);

  const std::size_t per_batch = 160;
  for (std::size_t b = 0; b * per_batch < cases.size(); ++b) {
    char num[16];
    std::snprintf(num, sizeof num, "%03zu", b);
    std::ofstream cpp(dir + "/batch_" + num + ".cpp"), ours(dir + "/ours_" + num + ".txt");
    cpp << kPrologue;
    // Each case prints its own final newline. One function per case keeps each instantiation small for the compiler.
    std::size_t end = std::min(cases.size(), (b + 1) * per_batch);
    for (std::size_t i = b * per_batch; i < end; ++i)
      cpp << "static void case_" << i << "() { printf(\"@@case %s\\n\", " << cpp_string(cases[i].id) << "); "
          << cases[i].cute << " }\n";
    cpp << "int main() {\n";
    for (std::size_t i = b * per_batch; i < end; ++i) cpp << "  case_" << i << "();\n";
    cpp << "}\n";
    for (std::size_t i = b * per_batch; i < end; ++i) ours << "@@case " << cases[i].id << "\n" << cases[i].ours;
    std::ofstream eval(dir + "/eval_" + num + ".txt");
    for (std::size_t i = b * per_batch; i < end; ++i) eval << cases[i].eval;
  }
  std::cout << cases.size() << " cases\n";
  return 0;
}
