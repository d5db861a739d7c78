#include "gpu/gemm/gemm_config.hpp"

#include <algorithm>

#include "core/atoms/mma_atom.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"
#include "core/tiled/cta_tile.hpp"

namespace ll::gpu {

const char* mainloop_name(Mainloop m) {
  switch (m) {
    case Mainloop::Simple: return "simple";
    case Mainloop::Sm80: return "sm80";
    case Mainloop::Sm90: return "sm90";
  }
  return "?";
}

Result<Mainloop> mainloop_from_name(const std::string& name) {
  if (name == "simple") return Mainloop::Simple;
  if (name == "sm80") return Mainloop::Sm80;
  if (name == "sm90") return Mainloop::Sm90;
  return Error{"unknown mainloop '" + name + "': expected simple, sm80 or sm90"};
}

std::string layout_label(const GemmConfig& c) { return c.c_row_major ? c.layout + ",C=row" : c.layout; }

std::string describe(const GemmConfig& c) {
  return c.atom + " " + c.thr + " " + c.perm + " " + std::to_string(c.tile_m) + "x" + std::to_string(c.tile_n) + "x" +
         std::to_string(c.tile_k) + " " + layout_label(c) + " " + mainloop_name(c.mainloop) +
         (cluster_size(c) > 1 ? " cluster " + cluster_shape(c) : "") + " " + std::to_string(c.m) + "x" +
         std::to_string(c.n) + "x" + std::to_string(c.k) + (c.batch > 1 ? "*" + std::to_string(c.batch) : "");
}

std::string gemm_cli_command(const GemmConfig& c, const std::string& json_out) {
  auto quoted = [](const std::string& s) { return "'" + s + "'"; };
  return "layoutlab-cli gemm --atom " + quoted(c.atom) + " --thr " + quoted(c.thr) + " --perm " + quoted(c.perm) +
         " --tile " + std::to_string(c.tile_m) + "x" + std::to_string(c.tile_n) + "x" + std::to_string(c.tile_k) +
         " --layout " + c.layout + (c.c_row_major ? " --c-layout row" : "") + " --mainloop " + mainloop_name(c.mainloop) + (c.stages ? " --stages " + std::to_string(c.stages) : "") +
         (cluster_size(c) > 1 ? " --cluster " + cluster_shape(c) : "") +
         " --m " + std::to_string(c.m) + " --n " + std::to_string(c.n) + " --k " + std::to_string(c.k) +
         (c.batch > 1 ? " --batch " + std::to_string(c.batch) : "") +
         (json_out.empty() ? "" : " --json " + json_out);
}

bool operand_k_major(const GemmConfig& c, char operand) { return operand == 'A' ? c.layout[0] == 'T' : c.layout[1] == 'N'; }

Result<bool> runs_on(const ResolvedGemm& r, int compute_capability) {
  const std::string gpu = ", the GPU is sm_" + std::to_string(compute_capability);
  if (compute_capability < r.atom.min_sm) return Error{r.atom.name + " needs sm_" + std::to_string(r.atom.min_sm) + gpu};
  if (r.config.mainloop == Mainloop::Sm90 && compute_capability != 90) return Error{"mainloop sm90 needs an sm_90 GPU (wgmma, TMA)" + gpu};
  return true;
}

int cluster_size(const GemmConfig& c) { return c.cluster_m * c.cluster_n; }

char multicast_operand(const GemmConfig& c) { return c.cluster_m > 1 ? 'B' : c.cluster_n > 1 ? 'A' : 0; }

std::string cluster_shape(const GemmConfig& c) { return std::to_string(c.cluster_m) + "x" + std::to_string(c.cluster_n); }

long long launch_grid_x(const GemmConfig& config, long long grid_m, long long grid_n, int multiprocessors, int active_clusters) {
  const long long size = cluster_size(config);
  const long long groups = (grid_m + config.cluster_m - 1) / config.cluster_m * ((grid_n + config.cluster_n - 1) / config.cluster_n);
  if (config.mainloop != Mainloop::Sm90 || config.batch > 1 || multiprocessors <= 0) return groups * size;
  const long long at_once = size > 1 && active_clusters > 0 ? active_clusters : std::max<long long>(1, multiprocessors / size);
  return std::min<long long>(groups, at_once) * size;
}

Result<bool> reference_available(const MmaAtomInfo& atom) {
  // cublasGemmEx takes one element type for A and B, and signed 8-bit only; 8-bit floats go to cuBLASLt, which mixes E4M3
  // and E5M2 but has no E5M2 x E5M2 GEMM.
  if (atom.a == ElementType::E5M2 && atom.b == ElementType::E5M2)
    return Error{"atom " + atom.name + ": E5M2 x E5M2 has no cuBLASLt reference to verify against (its FP8 GEMMs take at "
                 "least one E4M3 operand); use an E4M3 x E4M3, E4M3 x E5M2 or E5M2 x E4M3 atom (the kernel itself compiles: "
                 "--compile-only, --emit-source)"};
  if (atom.a != atom.b && !(is_fp8(atom.a) && is_fp8(atom.b)))
    return Error{"atom " + atom.name + ": mixed A/B element types (" + std::string(type_token(atom.a)) + " x " +
                 std::string(type_token(atom.b)) + ") have no cuBLAS reference to verify against"};
  if (atom.a == ElementType::U8 || atom.a == ElementType::S32)
    return Error{"atom " + atom.name + ": " + std::string(type_token(atom.a)) + " operands have no cublasGemmEx reference"};
  return true;
}

Result<ResolvedGemm> resolve_gemm(const GemmConfig& c) {
  ResolvedGemm r;
  r.config = c;
  if (c.layout != "TN" && c.layout != "NT" && c.layout != "NN" && c.layout != "TT")
    return Error{"layout '" + c.layout + "': expected TN, NT, NN or TT"};
  auto atom = mma_atom_info(c.atom, c.layout);
  if (!atom) return atom.failure();
  r.atom = *atom;
  auto thr = parse_layout(c.thr);
  if (!thr) return Error{"thread layout: " + thr.error()};
  Layout thr_layout{with_static_leaves(thr->shape), with_static_leaves(thr->stride)};
  // No stride given: CuTe's make_layout(Shape<...>) strides, computed on the static shape (size-1 modes get _0).
  if (c.thr.find(':') == std::string::npos) thr_layout.stride = compact_col_major(thr_layout.shape);
  auto perm = parse_permutation(c.perm);
  if (!perm) return perm.failure();
  long long thr_size = size(thr_layout.shape);
  if (thr_size < 1 || thr_size > 1024) return Error{"thread layout: size must be 1..1024"};
  // The TiledMMA the kernel declares: the core's make_tiled_mma of the atom as the kernel spells it.
  auto core_atom = make_mma_atom(r.atom.cute_type);
  if (!core_atom) return core_atom.failure();
  auto tiled_mma = attempt([&] { return make_tiled_mma(*core_atom, thr_layout, *perm); });
  if (!tiled_mma) return tiled_mma.failure();
  r.tiled_mma = std::move(tiled_mma).value();
  r.mma_threads = static_cast<int>(size(r.tiled_mma).value);
  if (c.tile_m <= 0 || c.tile_n <= 0 || c.tile_k <= 0) return Error{"tile: extents must be positive"};
  if (c.m <= 0 || c.n <= 0 || c.k <= 0) return Error{"problem size: M, N, K must be positive"};
  if (c.m > (1 << 30) || c.n > (1 << 30) || c.k > (1 << 30)) return Error{"problem size: M, N, K must be < 2^30"};
  if (c.batch < 1 || c.batch > 65535) return Error{"batch: L must be 1..65535 (the grid's y extent)"};
  // The kernels index with 32-bit ints: every operand must hold fewer than 2^31 elements.
  if (c.m * c.k >= (1LL << 31) || c.n * c.k >= (1LL << 31) || c.m * c.n >= (1LL << 31))
    return Error{"problem size: each of A (MxK), B (NxK), C (MxN) must have < 2^31 elements (32-bit indexing)"};
  // residues: any M, N, K in every mainloop (sm90: TMA fills zeros past the edges; sm80: predicated copies, the partial
  // last k-tile cleared first; simple: predicated loads; a predicated epilogue everywhere), within the 16-byte rules of
  // TMA and cp.async checked below
  // The TiledMMA's extent per mode (CuTe's tile_size<I>): the permutation's size where given, else atom x thread repeats.
  const IntTuple tiled = tile_shape(r.tiled_mma);
  if (auto checked = check_cta_tile(CtaTile{c.tile_m, c.tile_n, c.tile_k}, size(tiled[0]).value, size(tiled[1]).value,
                                    size(tiled[2]).value);
      !checked)
    return checked.failure();
  r.grid_m = (c.m + c.tile_m - 1) / c.tile_m;
  r.grid_n = (c.n + c.tile_n - 1) / c.tile_n;
  int ab_bytes = size_bytes(r.atom.a);

  switch (c.mainloop) {
    case Mainloop::Simple:
      if (!r.atom.operands_in_registers)
        return Error{"mainloop simple: " + r.atom.name + " reads its operands from shared memory; use --mainloop sm90"};
      r.threads = r.mma_threads;
      r.stages = 0;
      r.arch = r.atom.min_sm >= 90 ? "sm_90a" : "sm_80";
      break;
    case Mainloop::Sm80: {
      if (r.atom.family != AtomFamily::MmaSync || r.atom.min_sm < 75)
        return Error{"mainloop sm80 needs an SM75/SM80 mma.sync atom, not " + r.atom.name};
      if (c.layout != "TN" && ab_bytes != 2)  // ldmatrix.trans moves 16-bit elements only
        return Error{"mainloop sm80: MN-major operands (layout " + c.layout + ") need 16-bit elements (ldmatrix.trans), not " +
                     std::string(type_token(r.atom.a)) + "; use layout TN, or the simple mainloop"};
      // The k-tiles start up to a tile early (K residues): the shifted operands must still index in 32 bits.
      if (const long long k_span = (c.k + c.tile_k - 1) / c.tile_k * c.tile_k; c.m * k_span >= (1LL << 31) || c.n * k_span >= (1LL << 31))
        return Error{"mainloop sm80: A or B rounded up to whole k-tiles (K " + std::to_string(k_span) +
                     ") would have 2^31 elements or more (32-bit indexing)"};
      if (const long long per16 = 16 / ab_bytes; (operand_k_major(c, 'A') || operand_k_major(c, 'B')) && c.k % per16) {
        const long long below = c.k / per16 * per16;  // cp.async moves 16 bytes along a K-major row
        return Error{"mainloop sm80: K = " + std::to_string(c.k) + " makes the rows of the K-major operands " + std::to_string(c.k * ab_bytes) +
                     " bytes; cp.async needs a multiple of 16 (K a multiple of " + std::to_string(per16) + "): the nearest valid K are " +
                     (below > 0 ? std::to_string(below) + " and " : "") + std::to_string(below + per16)};
      }
      for (char operand : {'A', 'B'}) {  // cp.async moves 16 bytes along an MN-major operand's contiguous M (N)
        if (operand_k_major(c, operand)) continue;
        const long long extent = operand == 'A' ? c.m : c.n, per16 = 16 / ab_bytes;
        if (extent % per16)
          return Error{std::string("mainloop sm80: ") + operand + " is " + (operand == 'A' ? "M" : "N") + "-major, so its columns of " +
                       std::to_string(extent) + " elements must start 16-byte aligned: " + (operand == 'A' ? "M" : "N") +
                       " must be a multiple of " + std::to_string(per16) + "; the nearest valid are " +
                       (extent >= per16 ? std::to_string(extent / per16 * per16) + " and " : "") +
                       std::to_string((extent / per16 + 1) * per16)};
        const int mn_tile = operand == 'A' ? c.tile_m : c.tile_n;
        if (mn_tile % 64) return Error{std::string("mainloop sm80: an MN-major ") + operand + " needs tile " + (operand == 'A' ? "M" : "N") +
                                       " a multiple of 64 (its 128-byte swizzled smem atom)"};
      }
      if ((c.tile_k * ab_bytes) % 64) return Error{"mainloop sm80: tile K x element size must be a multiple of 64 bytes"};
      r.threads = r.mma_threads;
      int chunks_per_row = std::min(c.tile_k * ab_bytes, 128) / 16;  // 16-byte cp.async per thread
      if (r.threads % chunks_per_row) return Error{"mainloop sm80: threads must be a multiple of the copy row"};
      int rows = r.threads / chunks_per_row;
      for (char operand : {'A', 'B'}) {
        const int mn_tile = operand == 'A' ? c.tile_m : c.tile_n;
        if (operand_k_major(c, operand) && mn_tile % rows)
          return Error{std::string("mainloop sm80: tile ") + (operand == 'A' ? "M" : "N") + " must be a multiple of " + std::to_string(rows) +
                       " (copy rows of the K-major " + operand + ")"};
        // MN-major: 8 threads move one 128-byte column of 64 elements, the rest step along K
        if (!operand_k_major(c, operand) && c.tile_k % (r.threads / 8))
          return Error{std::string("mainloop sm80: an MN-major ") + operand + " needs tile K a multiple of " + std::to_string(r.threads / 8) +
                       " (threads / 8: the copy's K rows)"};
      }
      r.stages = c.stages > 0 ? c.stages : 3;
      r.smem_bytes = r.stages * (c.tile_m + c.tile_n) * c.tile_k * ab_bytes;
      r.arch = "sm_80";
      break;
    }
    case Mainloop::Sm90: {
      if (r.atom.family != AtomFamily::Gmma) return Error{"mainloop sm90 needs an SM90 GMMA atom (SM90_64xNxK_..._SS), not " + r.atom.name};
      if (c.tile_k * ab_bytes != 128)
        return Error{"mainloop sm90: tile K must be " + std::to_string(128 / ab_bytes) +
                     " for this element type (one 128-byte swizzled row per TMA box)"};
      if (c.tile_m > 256 || c.tile_n > 256) return Error{"mainloop sm90: tile M and N must be <= 256 (TMA box)"};
      for (char operand : {'A', 'B'}) {  // TMA: every row (K-major) or column (MN-major) starts 16-byte aligned
        const bool k_major = operand_k_major(c, operand);
        const long long extent = k_major ? c.k : operand == 'A' ? c.m : c.n;
        const std::string name = k_major ? "K" : operand == 'A' ? "M" : "N";
        if ((extent * ab_bytes) % 16 == 0) continue;
        const long long per16 = 16 / ab_bytes, nearest = (extent + per16 - 1) / per16 * per16;
        return Error{"mainloop sm90: " + name + " = " + std::to_string(extent) + " makes the " + (k_major ? "rows" : "columns") + " of " +
                     operand + " (" + (k_major ? "K" : name) + "-major) " + std::to_string(extent * ab_bytes) +
                     " bytes; TMA needs a multiple of 16 bytes (" + name + " a multiple of " + std::to_string(per16) + " for " +
                     std::to_string(ab_bytes) + "-byte elements): the nearest valid " + name + " is " + std::to_string(nearest)};
      }
      if ((c.layout[0] == 'N' && c.tile_m % 64) || (c.layout[1] == 'T' && c.tile_n % 64))
        return Error{"mainloop sm90: an MN-major operand needs its tile M (N) a multiple of 64 (the 128-byte swizzle atom)"};
      if (r.mma_threads % 128) return Error{"mainloop sm90: the TiledMMA must be whole warpgroups"};
      r.threads = r.mma_threads + 128;
      int stage_bytes = (c.tile_m + c.tile_n) * c.tile_k * ab_bytes;
      r.stages = c.stages > 0 ? c.stages : std::max(2, std::min(8, (200 * 1024) / stage_bytes));
      r.smem_bytes = r.stages * stage_bytes + 2048;  // + barriers (padded to 1 KiB) + 1 KiB alignment slack
      r.arch = "sm_90a";
      break;
    }
  }
  if (c.cluster_m < 1 || c.cluster_n < 1 || cluster_size(c) > 2)
    return Error{"cluster " + cluster_shape(c) + ": expected 1x1, 2x1 (tiles along M share B) or 1x2 (along N, sharing A)"};
  if (cluster_size(c) > 1 && c.mainloop != Mainloop::Sm90)
    return Error{"cluster " + cluster_shape(c) + ": the " + mainloop_name(c.mainloop) +
                 " mainloop has no clusters (TMA multicast is the sm90 mainloop's); use --mainloop sm90 or cluster 1x1"};
  // A K-major shared tile splits by rows: each CTA's slice must start on the 128-byte swizzle's 1024-byte repeat (8 rows
  // of 128 bytes), where TMA's swizzle and GMMA's layout agree.
  if (const char shared = multicast_operand(c); shared && c.mainloop == Mainloop::Sm90 && operand_k_major(c, shared)) {
    const int rows = shared == 'A' ? c.tile_m : c.tile_n, slice = rows / cluster_size(c);
    if (slice % 8)
      return Error{"cluster " + cluster_shape(c) + ": each CTA loads " + std::to_string(slice) +
                   " of " + std::string(1, shared) + "'s " + std::to_string(rows) + " rows, so the second slice would start " +
                   std::to_string(slice * 128) + " bytes into the stage; TMA's 128-byte swizzle needs a multiple of 1024 (8 rows): tile " +
                   (shared == 'A' ? "M" : "N") + " must be a multiple of 16"};
  }
  if (r.threads > 1024) return Error{"the CTA would need " + std::to_string(r.threads) + " threads (max 1024)"};
  // One stage cannot overlap loads with math: the sm90 producer would wait for a stage its consumers release only after
  // the next load (a hang), and the sm80 mainloop waits for kStages - 2 copies in flight.
  if (c.stages == 1 && c.mainloop != Mainloop::Simple)
    return Error{std::string("stages: the ") + mainloop_name(c.mainloop) + " mainloop needs at least 2 pipeline stages (0 = its default)"};
  if (c.stages < 0) return Error{"stages: must be 0 (the mainloop's default) or at least 2"};
  if (r.smem_bytes > 227 * 1024) return Error{"the pipeline needs " + std::to_string(r.smem_bytes) + " bytes of shared memory (max 227 KiB): fewer stages or a smaller tile"};
  return r;
}

}  // namespace ll::gpu
