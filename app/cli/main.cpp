// layoutlab-cli: the headless front end on the same core as the GUI.
#include <algorithm>
#include <cstdio>
#include <iostream>

#include "app/cli/command.hpp"
#ifdef LAYOUTLAB_WITH_GPU
#include "gpu/nvrtc/compile_workers.hpp"
#endif

namespace ll::cli {

std::vector<Command>& commands() {
  static std::vector<Command> all;
  return all;
}

static void print_help() {
  std::cout << "layoutlab-cli " LAYOUTLAB_VERSION " - NVIDIA CuTe layouts, computed exactly as CuTe does\n\n"
               "Usage: layoutlab-cli COMMAND [ARGS...]\n"
               "       layoutlab-cli help [COMMAND]\n\n"
               "Commands:\n";
  auto sorted = commands();
  std::sort(sorted.begin(), sorted.end(), [](auto& a, auto& b) { return a.name < b.name; });
  for (const auto& c : sorted) {
    std::printf("  %-12s %s\n", c.name.c_str(), c.summary.c_str());
  }
  std::cout << "\nOptions:\n  --help       this text\n  --version    print the version\n";
}

}  // namespace ll::cli

int main(int argc, char** argv) {
  using namespace ll::cli;
#ifdef LAYOUTLAB_WITH_GPU
  // A sweep's or tune's NVRTC compiles run as copies of this binary (gpu/nvrtc/compile_workers).
  if (const int worker = ll::gpu::run_compile_worker_if_asked(argc, argv); worker >= 0) return worker;
#endif
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || (args[0] == "help" && args.size() == 1)) {
    print_help();
    return 0;
  }
  if (args[0] == "--version") {
    std::cout << "layoutlab-cli " LAYOUTLAB_VERSION "\n";
    return 0;
  }
  std::string name = args[0];
  std::vector<std::string> rest(args.begin() + 1, args.end());
  if (name == "help") {  // `help CMD` is `CMD --help`
    name = rest[0];
    rest = {"--help"};
  }
  for (const auto& c : commands()) {
    if (c.name == name) return c.run(rest);
  }
  std::cerr << "layoutlab-cli: unknown command '" << name << "' (see layoutlab-cli --help)\n";
  return 2;
}
