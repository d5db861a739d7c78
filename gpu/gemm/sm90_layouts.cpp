#include "gpu/gemm/sm90_layouts.hpp"

#include <iterator>

#include "core/expr/eval.hpp"
#include "core/expr/tensor_value.hpp"
#include "gpu/gemm/element_type.hpp"

namespace ll::gpu {

namespace {

std::string int_text(long long v) { return "Int<" + std::to_string(v) + ">{}"; }

expr::Value evaluate(const std::string& text) {
  auto value = expr::evaluate_text(text);
  if (!value) fail(prefixed(text + ": ", value.failure()));
  return std::move(value).value();
}

}  // namespace

std::string tma_load_op(const Sm90OperandCopy& copy) { return copy.multicast > 1 ? "SM90_TMA_LOAD_MULTICAST" : "SM90_TMA_LOAD"; }

Sm90OperandCopy sm90_operand_copy(const ResolvedGemm& r, char operand) {
  const GemmConfig& c = r.config;
  const bool a = operand == 'A';
  Sm90OperandCopy copy;
  copy.operand = a ? 'A' : 'B';
  copy.element = std::string(cute_type_name(a ? r.atom.a : r.atom.b));
  copy.multicast = multicast_operand(c) == copy.operand ? cluster_size(c) : 1;
  const long long rows = a ? c.m : c.n, tile_rows = a ? c.tile_m : c.tile_n;
  // The operand is (rows, K): K-major is row-major, MN-major column-major; its smem atom is GMMA's 128-byte swizzle of
  // the same majorness, tiled K-first when MN-major (as CUTLASS's sm90 collectives do) so one TMA box spans the tile's K.
  const bool k_major = operand_k_major(c, copy.operand);
  // A batch adds a third mode, the operands packed one after another: the descriptor gets a third dimension.
  const std::string batch = c.batch > 1 ? "," + std::to_string(c.batch) : "", batch_stride = c.batch > 1 ? "," + std::to_string(rows * c.k) : "";
  copy.gmem = "make_tensor(make_gmem_ptr<" + copy.element + ">(0), make_shape(" + std::to_string(rows) + "," + std::to_string(c.k) +
              batch + "), make_stride(" + (k_major ? std::to_string(c.k) + ",_1{}" : "_1{}," + std::to_string(rows)) + batch_stride + "))";
  const std::string atom = std::string(k_major ? "GMMA::Layout_K_SW128_Atom<" : "GMMA::Layout_MN_SW128_Atom<") + copy.element + ">{}";
  copy.cta_tile = "make_shape(" + int_text(tile_rows) + "," + int_text(c.tile_k) + ")";
  copy.smem_stage = "tile_to_shape(" + atom + ", " + copy.cta_tile + (k_major ? "" : ", Step<_2,_1>{}") + ")";
  copy.smem = "tile_to_shape(" + atom + ", make_shape(" + int_text(tile_rows) + "," + int_text(c.tile_k) + "," +
              int_text(std::max(1, r.stages)) + ")" + (k_major ? "" : ", Step<_2,_1,_3>{}") + ")";
  return copy;
}

Result<TmaCopy> sm90_tma_copy(const Sm90OperandCopy& copy) {
  return attempt([&] {
    const expr::Value gmem = evaluate(copy.gmem);
    const auto* tensor = gmem.object_as<expr::TensorValue>();
    if (!tensor) fail(copy.gmem + ": not a tensor");
    const expr::Value smem = evaluate(copy.smem_stage);
    if (!smem.is_composed()) fail(copy.smem_stage + ": not a GMMA smem layout");
    return make_tma_copy(tma_load_op(copy), tensor->tensor, AnyLayout(smem.composed()), expr::take_tiler(evaluate(copy.cta_tile)),
                         static_int(copy.multicast));
  });
}

Result<std::string> sm90_layouts_report(const ResolvedGemm& r) {
  return attempt([&] {
    std::string out;
    for (char operand : {'A', 'B'}) {
      const Sm90OperandCopy copy = sm90_operand_copy(r, operand);
      out += std::string("# SmemLayout") + operand + " = " + copy.smem + "\n";
      out += std::string("SmemLayout") + operand + ": " + to_string(evaluate(copy.smem)) + "\n";
      out += "# make_tma_copy(" + tma_load_op(copy) + "{}, " + copy.gmem + ", " + copy.smem_stage + ", " + copy.cta_tile + ", Int<" +
             std::to_string(copy.multicast) + ">{})\n";
      auto tma = sm90_tma_copy(copy);
      if (!tma) fail(tma.failure());
      out += std::string("TMA ") + operand + ": " + to_string(tma->descriptor) + "\n";
    }
    return out;
  });
}

int tma_data_type_code(const std::string& name) {
  // cuda.h's CUtensorMapDataType, in order
  static const char* const kNames[] = {"UINT8", "UINT16", "UINT32", "INT32", "UINT64", "INT64", "FLOAT16", "FLOAT32",
                                       "FLOAT64", "BFLOAT16", "FLOAT32_FTZ", "TFLOAT32", "TFLOAT32_FTZ"};
  for (int i = 0; i < int(std::size(kNames)); ++i)
    if (name == std::string("CU_TENSOR_MAP_DATA_TYPE_") + kNames[i]) return i;
  return -1;
}

}  // namespace ll::gpu
