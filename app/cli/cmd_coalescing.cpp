// layoutlab-cli coalescing: the 32-byte sectors each warp-wide instruction of a TiledCopy touches in a global
// tensor (core/analysis/coalescing), as text or JSON for scripts, and the CUDA program that performs the copy.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>

#include "app/cli/command.hpp"
#include "core/analysis/coalescing.hpp"
#include "core/expr/atom_values.hpp"
#include "core/expr/eval.hpp"
#include "core/expr/tensor_value.hpp"
#include "core/export/cute_cpp_copy_kernel.hpp"

namespace ll::cli {
namespace {

void print_usage() {
  std::puts(
      "Usage: layoutlab-cli coalescing --copy EXPR --tensor EXPR [--store] [--json] [--emit-kernel FILE]\n"
      "The global-memory sectors a TiledCopy's warp-wide instructions touch over a tensor, against the minimum.\n"
      "  --copy EXPR         a TiledCopy in the eval language (C++ spellings work), e.g.\n"
      "                      'make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{})'\n"
      "  --tensor EXPR       the global tensor, e.g. 'make_tensor(make_gmem_ptr<half_t>(0x1000), make_layout(make_shape(128,64), LayoutRight{}))'\n"
      "  --store             the copy writes the tensor (partition_D); by default it reads it (partition_S)\n"
      "  --json              one JSON object: totals, and sectors/lines/bytes of every warp instruction\n"
      "  --emit-kernel FILE  also write the CUDA program performing that copy (nvcc FILE; `./a.out print T`\n"
      "                      prints thread T's partition as CuTe does, also when built with g++)");
}


// One JSON object, written by hand: the CLI is also built without Qt (the GPU machine).
std::string to_json(const Coalescing& c) {
  auto field = [](const char* name, std::int64_t v) { return "\"" + std::string(name) + "\":" + std::to_string(v); };
  std::string s = "{" + field("element_bits", c.element_bits) + "," + field("vector_bits", c.vector_bits) + "," +
                  field("widest_vector_bits", c.widest_vector_bits) + "," + field("threads", c.threads) + "," +
                  field("warps", c.warps) + "," + field("instructions_per_warp", c.instructions) + "," +
                  field("sectors", c.sectors) + "," + field("min_sectors", c.min_sectors) + "," + field("lines", c.lines) +
                  "," + field("min_lines", c.min_lines) + ",\"issues\":[";
  for (std::size_t k = 0; k < c.issues.size(); ++k) {
    const WarpIssue& i = c.issues[k];
    s += (k ? ",{" : "{") + field("warp", i.warp) + "," + field("instruction", i.instruction) + "," + field("bytes", i.bytes) +
         "," + field("sectors", i.sectors) + "," + field("min_sectors", i.min_sectors) + "," + field("lines", i.lines) + "," +
         field("min_lines", i.min_lines) + "}";
  }
  return s + "]}";
}

int run_coalescing(const std::vector<std::string>& args) {
  std::string copy_text, tensor_text, kernel_file;
  bool store = false, json = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      print_usage();
      return 0;
    }
    if (a == "--store") store = true;
    else if (a == "--json") json = true;
    else if ((a == "--copy" || a == "--tensor" || a == "--emit-kernel") && i + 1 < args.size())
      (a == "--copy" ? copy_text : a == "--tensor" ? tensor_text : kernel_file) = args[++i];
    else {
      std::cerr << "error: unexpected argument '" << a << "' (see layoutlab-cli coalescing --help)\n";
      return 2;
    }
  }
  if (copy_text.empty() || tensor_text.empty()) {
    print_usage();
    return 2;
  }
  auto copy_value = expr::evaluate_text(copy_text);
  if (!copy_value) {
    std::cerr << "error: --copy: " << copy_value.error() << "\n";
    return 1;
  }
  const TiledCopy* copy = expr::tiled_copy_of(*copy_value);
  if (!copy) {
    std::cerr << "error: --copy: expected a TiledCopy (make_tiled_copy(...)), got a " << expr::kind_name(*copy_value) << "\n";
    return 1;
  }
  auto tensor_value = expr::evaluate_text(tensor_text);
  if (!tensor_value) {
    std::cerr << "error: --tensor: " << tensor_value.error() << "\n";
    return 1;
  }
  const auto* tensor = tensor_value->object_as<expr::TensorValue>();
  if (!tensor) {
    std::cerr << "error: --tensor: expected a Tensor (make_tensor(make_gmem_ptr<T>(...), ...)), got a "
              << expr::kind_name(*tensor_value) << "\n";
    return 1;
  }
  const char side = store ? 'D' : 'S';
  auto result = global_coalescing(*copy, side, tensor->tensor);
  if (!result) {
    std::cerr << "error: " << result.error() << "\n";
    return 1;
  }
  if (!kernel_file.empty()) {
    auto program = cute_cpp_copy_kernel(*copy, side, tensor->tensor);
    if (!program) {
      std::cerr << "error: " << program.error() << "\n";
      return 1;
    }
    std::ofstream out(kernel_file, std::ios::binary);
    out << *program;
    if (!out) {
      std::cerr << "error: cannot write " << kernel_file << "\n";
      return 1;
    }
  }
  if (json) std::cout << to_json(*result) << "\n";
  else std::cout << to_string(*result) << "\n";
  return 0;
}

const RegisterCommand reg{{"coalescing", "32-byte sectors per warp-wide global load/store of a TiledCopy over a tensor, against the minimum",
                           run_coalescing}};

}  // namespace
}  // namespace ll::cli
