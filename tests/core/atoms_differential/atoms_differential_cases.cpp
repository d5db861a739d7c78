// Writes every differential case twice: CuTe C++ that prints it (batch_NNN.cpp) and LayoutLab's own
// text for it (ours_NNN.txt), each after a `@@case ID` line. run_differential.py compiles and compares.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "core/atoms/mma_atom.hpp"

namespace {

struct Case {
  std::string id;    // "kind:detail", unique
  std::string cute;  // C++ statements printing the value with cute::print
  std::string ours;  // what LayoutLab prints, including the final newline
};

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
    cases.push_back({"mma_atom:" + atom.name, "print(MMA_Atom<" + atom.name + ">{});", ll::to_string(atom) + "\n"});
}

const char* kPrologue = R"(#define CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED
#include <cstdio>
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
  }
  std::cout << cases.size() << " cases\n";
  return 0;
}
