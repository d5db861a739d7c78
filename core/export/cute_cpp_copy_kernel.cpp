#include "core/export/cute_cpp_copy_kernel.hpp"

#include "core/export/cute_cpp.hpp"
#include "core/layout/print.hpp"

namespace ll {
namespace {

std::string tiler_expr(const Tiler& t) {
  if (t.is_integer()) {
    if (!t.integer().is_static) fail(LL_TRANSLATABLE("CoreMessage", "copy export: the TiledCopy's Tiler_MN must be static"));
    return cute_cpp_static_int_type(t.integer()) + "{}";
  }
  if (t.is_layout()) {
    if (!is_static_value(t.layout())) fail(LL_TRANSLATABLE("CoreMessage", "copy export: the TiledCopy's Tiler_MN must be static"));
    return cute_cpp_expr(t.layout());
  }
  if (!t.is_tuple()) fail(LL_TRANSLATABLE("CoreMessage", "copy export: a Tiler_MN of `_` has no C++ here"));
  bool all_integers = true;
  for (const Tiler& m : t.modes()) all_integers = all_integers && m.is_integer();
  std::string out = all_integers ? "Shape<" : "make_tile(";
  for (std::size_t i = 0; i < t.modes().size(); ++i) {
    const std::string mode = tiler_expr(t.modes()[i]);
    out += (i ? "," : "") + (all_integers ? mode.substr(0, mode.size() - 2) : mode);
  }
  return out + (all_integers ? ">{}" : ")");
}

// The C++ element type of a LayoutLab value type name (CuTe's own names are C++ already).
std::string element_type(const Copy_Atom& atom) { return atom.val_type; }

}  // namespace

Result<std::string> cute_cpp_tiled_copy_expr(const TiledCopy& copy) {
  return attempt([&] {
    if (!is_static_value(copy.layout_tv)) fail(LL_TRANSLATABLE("CoreMessage", "copy export: the TiledCopy's TiledLayout_TV must be static"));
    return "make_tiled_copy_impl(Copy_Atom<" + copy.atom.op + ", " + copy.atom.val_type + ">{}, " + cute_cpp_expr(copy.layout_tv) +
           ", " + tiler_expr(copy.tiler_mn) + ")";
  });
}

Result<std::string> cute_cpp_copy_kernel(const TiledCopy& copy, char side, const Tensor& gmem) {
  return attempt([&] {
    if (!gmem.pointer || gmem.pointer->memory != TensorMemory::Global)
      fail(LL_TRANSLATABLE("CoreMessage", "copy export: the tensor must be a global-memory tensor (make_gmem_ptr<T>)"));
    if (gmem.pointer->element_bits != copy.atom.val_bits)
      fail(LL_TRANSLATABLE("CoreMessage", "copy export: the tensor holds %1-bit elements but the copy atom's value type %2 is %3-bit"),
           gmem.pointer->element_bits, copy.atom.val_type, copy.atom.val_bits);
    const IntTuple strides = flatten(gmem.layout.stride);
    for (std::size_t i = 0; i < (strides.is_tuple() ? strides.rank() : 1); ++i)
      if ((strides.is_tuple() ? strides[i] : strides).integer().value < 0)
        fail(LL_TRANSLATABLE("CoreMessage", "copy export: the tensor has a negative stride; the program allocates from offset 0"));
    Result<std::string> tiled = cute_cpp_tiled_copy_expr(copy);
    if (!tiled) fail(tiled.failure());
    const bool load = side == 'S';
    const std::string part = load ? "partition_S" : "partition_D";
    const std::string type = element_type(copy.atom);
    const std::int64_t bytes = gmem.pointer->element_bits / 8;
    const std::int64_t span = cosize(gmem.layout).value * bytes + gmem.pointer->address;

    std::string s;
    s += "// " + std::string(load ? "A load" : "A store") + " of a global tensor by a TiledCopy, as a kernel partitions it.\n";
    s += "// LayoutLab: " + std::string(load ? "coalescing_S" : "coalescing_D") + " of " + to_string(gmem) + "\n";
    s += "#include <cstdio>\n#include <cstdlib>\n#include <cstring>\n";
    s += cute_cpp_includes(*tiled);
    s += "using Element = " + type + ";\n";
    s += "using TiledCopyT = decltype(" + *tiled + ");\n\n";
    s += "// The global tensor, starting at data (the buffer's base + " + std::to_string(gmem.pointer->address) + " bytes).\n";
    s += "CUTE_HOST_DEVICE auto global_tensor(Element* data) {\n";
    s += "  return make_tensor(make_gmem_ptr(data), " + cute_cpp_expr(gmem.layout) + ");\n}\n\n";
    s += "// Thread t's part of the tensor: (CPY, CPY_M, CPY_N, ...).\n";
    s += "CUTE_HOST_DEVICE auto thread_part(Element* data, int t) {\n";
    s += "  return TiledCopyT{}.get_slice(t)." + part + "(global_tensor(data));\n}\n\n";
    s += "#if defined(__CUDACC__)\n";
    s += "__global__ void copy_kernel(Element* data, float* sink) {\n";
    s += "  TiledCopyT tiled_copy;\n";
    s += "  Tensor part = thread_part(data, threadIdx.x);\n";
    s += "  // One copy(tiled_copy, ...) per (CPY_M, CPY_N, ...) index, as copy() itself loops.\n";
    s += "  Tensor parts = group_modes<1, rank_v<decltype(part)>>(part);\n";
    s += "  Tensor fragment = make_fragment_like(parts(_, 0));\n";
    if (load) {
      s += "  float sum = 0;\n";
      s += "  for (int i = 0; i < size<1>(parts); ++i) {\n";
      s += "    copy(tiled_copy, parts(_, i), fragment);\n";
      s += "    for (int v = 0; v < size(fragment); ++v) sum += float(fragment(v));\n";
      s += "  }\n";
      s += "  sink[threadIdx.x] = sum;  // keeps the loads\n";
    } else {
      s += "  for (int v = 0; v < size(fragment); ++v) fragment(v) = Element(threadIdx.x + v);\n";
      s += "  for (int i = 0; i < size<1>(parts); ++i) copy(tiled_copy, fragment, parts(_, i));\n";
    }
    s += "}\n#endif\n\n";
    s += "int main(int argc, char** argv) {\n";
    s += "  if (argc > 2 && std::strcmp(argv[1], \"print\") == 0) {  // thread T's part, as CuTe prints it\n";
    s += "    Element* data = reinterpret_cast<Element*>(std::uintptr_t(" + std::to_string(gmem.pointer->address) + "));\n";
    s += "    print(thread_part(data, std::atoi(argv[2])));\n";
    s += "    printf(\"\\n\");\n";
    s += "    return 0;\n  }\n";
    s += "#if defined(__CUDACC__)\n";
    s += "  char* buffer = nullptr;\n";
    s += "  float* sink = nullptr;\n";
    s += "  const size_t bytes = " + std::to_string(span) + ";\n";
    s += "  if (cudaMalloc(&buffer, bytes) != cudaSuccess || cudaMalloc(&sink, " + std::to_string(size(copy).value) +
         " * sizeof(float)) != cudaSuccess) {\n";
    s += "    printf(\"error: cudaMalloc failed\\n\");\n    return 1;\n  }\n";
    s += "  cudaMemset(buffer, 0, bytes);\n";
    s += "  copy_kernel<<<1, " + std::to_string(size(copy).value) + ">>>(reinterpret_cast<Element*>(buffer + " +
         std::to_string(gmem.pointer->address) + "), sink);\n";
    s += "  cudaError_t status = cudaDeviceSynchronize();\n";
    s += "  printf(\"%s\\n\", status == cudaSuccess ? \"copied\" : cudaGetErrorString(status));\n";
    s += "  return status == cudaSuccess ? 0 : 1;\n";
    s += "#else\n  printf(\"usage: %s print THREAD (built without CUDA)\\n\", argv[0]);\n  return 1;\n#endif\n}\n";
    return s;
  });
}

}  // namespace ll
