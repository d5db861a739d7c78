#include "core/scene/partition_levels.hpp"

#include "core/layout/print.hpp"
#include "core/scene/tiled_mma_scene.hpp"
#include "core/tensor/tensor.hpp"

namespace ll {
namespace {

IntTuple static_shape(std::initializer_list<std::int64_t> extents) {
  IntTupleBuilder out;
  for (std::int64_t e : extents) out.push_back(IntTuple(static_int(e)));
  return std::move(out).build();
}

// A comment column for the kernel's lines: `code` padded to a width, then `// note`.
std::string line(const std::string& code, const std::string& note) {
  std::string s = code;
  if (s.size() < 72) s.resize(72, ' ');
  return s + "  // " + note + "\n";
}

}  // namespace

Result<PartitionLevels> make_partition_levels(const TiledMMA& mma, char operand, const CtaTile& cta, std::int64_t k_extent,
                                              std::int64_t stages, std::int64_t thread) {
  return attempt([&] {
    if (operand != 'A' && operand != 'B' && operand != 'C') fail(LL_TRANSLATABLE("CoreMessage", "partition levels: the operand must be A, B or C"));
    const std::int64_t tm = tile_size(mma, 0).value, tn = tile_size(mma, 1).value, tk = tile_size(mma, 2).value;
    auto checked = check_cta_tile(cta, tm, tn, tk);
    if (!checked) fail(checked.failure());
    if (k_extent <= 0 || k_extent % cta.k != 0)
      fail(LL_TRANSLATABLE("CoreMessage", "partition levels: the problem's K = %1 is not a positive multiple of the CTA tile's K = %2"), k_extent, cta.k);
    if (stages < 1) fail(LL_TRANSLATABLE("CoreMessage", "partition levels: the pipeline needs at least one stage, got %1"), stages);
    if (thread < 0 || thread >= size(mma).value)
      fail(LL_TRANSLATABLE("CoreMessage", "partition levels: thread %1 is out of range for %2 threads"), thread, size(mma).value);

    PartitionLevels out;
    out.operand = operand;
    out.name = std::string(1, operand);
    out.indexed = operand == 'C' ? "tCgC" : std::string("tCs") + operand;
    auto scene = make_tiled_mma_scene(mma);
    if (!scene) fail(scene.failure());
    const std::string name(1, operand);
    for (const TvPanel& p : scene->panels)
      if (p.name == name) {
        TvPanel panel = p;
        panel.top = 0, panel.left = 0;
        out.tile = make_tv_scene(std::move(panel));
      }
    if (out.tile.panels.empty()) fail(LL_TRANSLATABLE("CoreMessage", "partition levels: the TiledMMA picture has no %1 panel"), name);

    // Level 2 in the panel's orientation: A (m,k), B drawn k x n, C (m,n); labels as the kernel indexes them.
    const bool b = operand == 'B';
    const std::int64_t rows_tiles = operand == 'A' ? cta.m / tm : b ? cta.k / tk : cta.m / tm;
    const std::int64_t cols_tiles = operand == 'A' ? cta.k / tk : b ? cta.n / tn : cta.n / tn;
    out.tiles_rows = rows_tiles, out.tiles_cols = cols_tiles;
    for (std::int64_t r = 0; r < rows_tiles; ++r)
      for (std::int64_t c = 0; c < cols_tiles; ++c)
        out.tile_labels.push_back("(" + std::to_string(b ? c : r) + "," + std::to_string(b ? r : c) + ")");

    const std::int64_t k_tiles = k_extent / cta.k;
    const std::string lo(1, static_cast<char>(operand + ('a' - 'A')));
    const std::string mn = operand == 'B' ? "N" : "M";
    std::string& code = out.code;
    code += line("ThrMMA thr_mma = tiled_mma.get_slice(threadIdx.x);", "thread " + std::to_string(thread));
    if (operand == 'C') {
      const Tensor gC = make_tensor(make_tensor_pointer(TensorMemory::Global, type_bits(mma.atom.val_type_c) > 0 ? type_bits(mma.atom.val_type_c) : 32, 0),
                                    make_layout(static_shape({cta.m, cta.n})));
      const Tensor part = partition_mma(mma, 'C', thread, gC);
      out.partition_shape = to_string(part.layout.shape);
      out.thread_values = size(part.layout, {0}).value;
      code += line("Tensor gC = local_tile(mC, cta_tiler, cta_coord, Step<_1,_1, X>{});",
                   "(BLK_M,BLK_N) = " + to_string(static_shape({cta.m, cta.n})));
      code += line("Tensor tCgC = thr_mma.partition_C(gC);", "(MMA,MMA_M,MMA_N) = " + out.partition_shape);
      code += line("Tensor tCrC = thr_mma.make_fragment_C(tCgC);", "(MMA,MMA_M,MMA_N) = " + out.partition_shape);
      return out;
    }

    const std::int64_t blk = operand == 'A' ? cta.m : cta.n;
    const std::string type = operand == 'A' ? mma.atom.val_type_a : mma.atom.val_type_b;
    const int bits = type_bits(type) > 0 ? type_bits(type) : 16;
    out.outer.push_back(OuterMode{"k_tile", k_tiles});
    if (stages > 1) out.outer.push_back(OuterMode{"PIPE", stages});
    const IntTuple smem_shape = stages > 1 ? static_shape({blk, cta.k, stages}) : static_shape({blk, cta.k});
    const Tensor s = make_tensor(make_tensor_pointer(TensorMemory::Shared, bits, 0), make_layout(smem_shape));
    const Tensor part = partition_mma(mma, operand, thread, s);
    out.partition_shape = to_string(part.layout.shape);
    out.thread_values = size(part.layout, {0}).value;
    const std::string step = operand == 'A' ? "Step<_1, X,_1>" : "Step< X,_1,_1>";
    const std::string pipe = stages > 1 ? ",PIPE" : "";
    code += line("Tensor g" + name + " = local_tile(m" + name + ", cta_tiler, cta_coord, " + step + "{});",
                 "(BLK_" + mn + ",BLK_K,k) = " +
                     to_string(IntTuple{IntTuple(static_int(blk)), IntTuple(static_int(cta.k)), IntTuple(dynamic_int(k_tiles))}));
    code += line("Tensor s" + name + " = make_tensor(make_smem_ptr(smem" + name + "), s" + name + "_layout);",
                 "(BLK_" + mn + ",BLK_K" + pipe + ") = " + to_string(smem_shape));
    code += line("Tensor tCs" + name + " = thr_mma.partition_" + name + "(s" + name + ");",
                 "(MMA,MMA_" + mn + ",MMA_K" + pipe + ") = " + out.partition_shape);
    const Tensor stage0 = stages > 1 ? slice(IntTuple{IntTuple(Underscore{}), IntTuple(Underscore{}), IntTuple(static_int(0))}, s) : s;
    auto fragment = attempt([&] { return partition_fragment(mma, operand, thread, stage0); });
    if (fragment)
      code += line("Tensor tCr" + name + " = thr_mma.partition_fragment_" + name + "(s" + name + (stages > 1 ? "(_,_,0)" : "") + ");",
                   "(MMA,MMA_" + mn + ",MMA_K) = " + to_string(fragment->layout.shape));
    else
      code += "// " + lo + ": " + fragment.error() + "\n";
    return out;
  });
}

Result<PartitionLevels> make_copy_levels(const TiledCopy& copy, const TiledMMA& mma, char feeds, bool from_global, const CtaTile& cta,
                                         std::int64_t k_extent, std::int64_t stages, std::int64_t thread) {
  return attempt([&] {
    auto operand = make_partition_levels(mma, feeds, cta, k_extent, stages, 0);  // checks the CTA tile, K and stages
    if (!operand) fail(operand.failure());
    if (thread < 0 || thread >= size(copy).value)
      fail(LL_TRANSLATABLE("CoreMessage", "partition levels: thread %1 is out of range for the copy's %2 threads"), thread, size(copy).value);
    const std::string op(1, feeds);
    const std::int64_t rows = feeds == 'B' ? cta.n : cta.m, cols = feeds == 'C' ? cta.n : cta.k;
    const std::int64_t copy_rows = tile_size(copy, 0).value, copy_cols = tile_size(copy, 1).value;
    if (rows % copy_rows != 0 || cols % copy_cols != 0)
      fail(LL_TRANSLATABLE("CoreMessage", "partition levels: the copy's %1 x %2 tile does not divide the CTA's %3 tile %4 x %5"), copy_rows,
           copy_cols, op, rows, cols);

    PartitionLevels out;
    out.operand = feeds;
    auto scene = make_tiled_copy_scene(copy);
    if (!scene) fail(scene.failure());
    out.tile = std::move(scene).value();
    out.tiles_rows = rows / copy_rows, out.tiles_cols = cols / copy_cols;
    const std::string axes = feeds == 'B' ? "n" : "m";
    for (std::int64_t r = 0; r < out.tiles_rows; ++r)
      for (std::int64_t c = 0; c < out.tiles_cols; ++c) out.tile_labels.push_back("(" + std::to_string(r) + "," + std::to_string(c) + ")");
    if (feeds != 'C') out.outer = operand->outer;

    const std::string type = feeds == 'A' ? mma.atom.val_type_a : feeds == 'B' ? mma.atom.val_type_b : mma.atom.val_type_c;
    const int bits = copy.atom.val_bits > 0 ? copy.atom.val_bits : (type_bits(type) > 0 ? type_bits(type) : 16);
    const bool pipe = stages > 1 && feeds != 'C';
    IntTupleBuilder smem_modes;
    smem_modes.push_back(IntTuple(static_int(rows)));
    smem_modes.push_back(IntTuple(static_int(cols)));
    if (pipe) smem_modes.push_back(IntTuple(static_int(stages)));
    const IntTuple smem_shape = std::move(smem_modes).build();
    const Tensor s = make_tensor(make_tensor_pointer(TensorMemory::Shared, bits, 0), make_layout(smem_shape));
    const Tensor g = make_tensor(make_tensor_pointer(TensorMemory::Global, bits, 0),
                                 make_layout(feeds == 'C' ? smem_shape
                                                          : IntTuple{IntTuple(static_int(rows)), IntTuple(static_int(cols)),
                                                                     IntTuple(dynamic_int(k_extent / cta.k))}));
    const std::string mn = feeds == 'B' ? "N" : "M", kn = feeds == 'C' ? "N" : "K";
    const std::string dims = "(CPY,CPY_" + mn + ",CPY_" + kn;
    std::string& code = out.code;
    code += line("ThrCopy thr_copy = tiled_copy.get_slice(threadIdx.x);", "thread " + std::to_string(thread));
    if (feeds == 'C') {
      const Tensor mma_c = make_mma_fragment(mma, 'C', partition_mma(mma, 'C', 0, g));
      const Layout retiled = retile(copy, mma_c.layout);
      const Tensor part = partition_copy(copy, 'D', thread, g);
      out.name = "copy of C";
      out.indexed = "tXgC";
      out.partition_shape = to_string(part.layout.shape);
      out.thread_values = size(part.layout, {0}).value;
      code += line("Tensor tXrC = thr_copy.retile_S(tCrC);", dims + ") = " + to_string(retiled.shape));
      code += line("Tensor tXgC = thr_copy.partition_D(gC);", dims + ") = " + out.partition_shape);
      return out;
    }
    const std::string pipe_dim = pipe ? ",PIPE)" : ")";
    if (from_global) {
      const Tensor src = partition_copy(copy, 'S', thread, g);
      const Tensor dst = partition_copy(copy, 'D', thread, s);
      out.name = "copy g" + op + " to s" + op;
      out.indexed = "t" + op + "s" + op;
      out.partition_shape = to_string(dst.layout.shape);
      out.thread_values = size(dst.layout, {0}).value;
      code += line("Tensor t" + op + "g" + op + " = thr_copy.partition_S(g" + op + ");", dims + ",k) = " + to_string(src.layout.shape));
      code += line("Tensor t" + op + "s" + op + " = thr_copy.partition_D(s" + op + ");", dims + pipe_dim + " = " + out.partition_shape);
      return out;
    }
    const Tensor src = partition_copy(copy, 'S', thread, s);
    const Tensor stage0 = pipe ? slice(IntTuple{IntTuple(Underscore{}), IntTuple(Underscore{}), IntTuple(static_int(0))}, s) : s;
    const Tensor fragment = partition_fragment(mma, feeds, 0, stage0);
    const Layout retiled = retile(copy, fragment.layout);
    out.name = "copy s" + op + " to registers";
    out.indexed = "tXs" + op;
    out.partition_shape = to_string(src.layout.shape);
    out.thread_values = size(src.layout, {0}).value;
    code += line("Tensor tXs" + op + " = thr_copy.partition_S(s" + op + ");", dims + pipe_dim + " = " + out.partition_shape);
    code += line("Tensor tXr" + op + " = thr_copy.retile_D(tCr" + op + ");", dims + ") = " + to_string(retiled.shape));
    return out;
  });
}

}  // namespace ll
