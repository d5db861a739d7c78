// layoutlab-cli partition: a TiledMMA's partition of a GEMM's CTA tiles in three levels (core/scene/partition_levels),
// the designer's Partition page as text, and the program of its partition code (core/export/cute_cpp_mma_partition).
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>

#include "app/cli/command.hpp"
#include "core/export/cute_cpp_mma_partition.hpp"
#include "core/export/tiled_picture.hpp"
#include "core/scene/partition_levels.hpp"

namespace ll::cli {
namespace {

void print_usage() {
  std::puts(
      "Usage: layoutlab-cli partition --atom NAME [--thr M,N,K] [--perm P] [--tile MxNxK] [--k K] [--stages S]\n"
      "                               [--thread T] [--emit-program FILE]\n"
      "For A, B and C: the thread's partition shape, the CTA tile as tiles of the TiledMMA (the coordinates a\n"
      "kernel indexes), the modes the tiler leaves (k-tile loop, pipeline stages) and the kernel's lines.\n"
      "  --tile MxNxK        the CTA tile (default 128x128x32)     --k K        the problem's K (default 1024)\n"
      "  --stages S          shared-memory pipeline stages (default 3)  --thread T  the thread (default 0)\n"
      "  --emit-program FILE also write the partition code as a program: `./a.out T` prints thread T's partitions");
}

int run_partition(const std::vector<std::string>& args) {
  std::string atom, perm, tile = "128x128x32", program;
  int thr[3] = {1, 1, 1};
  long long k = 1024, stages = 3, thread = 0;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      print_usage();
      return 0;
    }
    if (i + 1 >= args.size()) {
      std::cerr << "error: " << a << " needs a value (see layoutlab-cli partition --help)\n";
      return 2;
    }
    const std::string& v = args[++i];
    try {
      if (a == "--atom") atom = v;
      else if (a == "--perm") perm = v;
      else if (a == "--tile") tile = v;
      else if (a == "--emit-program") program = v;
      else if (a == "--k") k = std::stoll(v);
      else if (a == "--stages") stages = std::stoll(v);
      else if (a == "--thread") thread = std::stoll(v);
      else if (a == "--thr") {
        if (std::sscanf(v.c_str(), "%d,%d,%d", &thr[0], &thr[1], &thr[2]) != 3) throw std::invalid_argument(v);
      } else {
        std::cerr << "error: unexpected argument '" << a << "' (see layoutlab-cli partition --help)\n";
        return 2;
      }
    } catch (const std::exception&) {
      std::cerr << "error: " << a << " " << v << ": not a number (or M,N,K)\n";
      return 2;
    }
  }
  if (atom.empty()) {
    print_usage();
    return 2;
  }
  auto picture = make_tiled_mma_picture(atom, thr[0], thr[1], thr[2], perm);
  if (!picture) {
    std::cerr << "error: " << picture.error() << "\n";
    return 1;
  }
  auto cta = parse_cta_tile(tile);
  if (!cta) {
    std::cerr << "error: --tile: " << cta.error() << "\n";
    return 1;
  }
  for (char operand : {'A', 'B', 'C'}) {
    auto levels = make_partition_levels(*picture->mma, operand, *cta, k, stages, thread);
    if (!levels) {
      std::cerr << "error: " << levels.error() << "\n";
      return 1;
    }
    std::cout << operand << ": thread " << thread << "'s partition " << levels->partition_shape << ", " << levels->thread_values
              << " values in each of " << levels->tiles_rows << " x " << levels->tiles_cols << " tiles";
    for (const OuterMode& m : levels->outer) std::cout << ", " << m.name << " " << m.extent;
    std::cout << "\n" << levels->code;
  }
  if (!program.empty()) {
    auto text = cute_cpp_mma_partition_program(*picture->mma, *cta, stages);
    if (!text) {
      std::cerr << "error: " << text.error() << "\n";
      return 1;
    }
    std::ofstream out(program, std::ios::binary);
    out << *text;
    if (!out) {
      std::cerr << "error: cannot write " << program << "\n";
      return 1;
    }
  }
  return 0;
}

const RegisterCommand reg{{"partition", "a TiledMMA's partition of a GEMM's CTA tiles in three levels, and its partition code", run_partition}};

}  // namespace
}  // namespace ll::cli
