// layoutlab-cli atoms: the names of the MMA atoms LayoutLab knows (core/atoms' catalog), one a line, so
// scripts (e.g. gpu/tools/device_run.sh's catalog sweep) read the catalog instead of its source.
#include <cstdio>

#include "app/cli/command.hpp"
#include "core/atoms/mma_atom.hpp"

namespace ll::cli {
namespace {

int run_atoms(const std::vector<std::string>& args) {
  if (!args.empty()) {
    std::puts("Usage: layoutlab-cli atoms\nPrints the name of every MMA atom in LayoutLab's catalog, one a line.");
    return args[0] == "--help" || args[0] == "-h" ? 0 : 2;
  }
  for (const MMA_Atom& atom : mma_catalog()) std::printf("%s\n", atom.name.c_str());
  return 0;
}

const RegisterCommand kRegister{{"atoms", "list the MMA atoms of LayoutLab's catalog", run_atoms}};

}  // namespace
}  // namespace ll::cli
