#include "core/analysis/bank_conflicts.hpp"

#include <utility>

#include <algorithm>
#include <map>
#include <set>

#include "core/layout/print.hpp"

namespace ll {
namespace {

std::int64_t smem_offset(const SmemLayout& smem, std::int64_t coord) {
  if (const auto* l = std::get_if<Layout>(&smem)) return evaluate(*l, coord);
  return crd2idx(IntTuple(dynamic_int(coord)), std::get<ComposedLayout>(smem)).value;
}

std::int64_t smem_size(const SmemLayout& smem) {
  if (const auto* l = std::get_if<Layout>(&smem)) return size(*l).value;
  return size(std::get<ComposedLayout>(smem)).value;
}

bool valid_bits(int bits) { return bits == 8 || bits == 16 || bits == 32 || bits == 64 || bits == 128; }

std::int64_t threads_per_phase(int vector_bits) { return vector_bits >= 128 ? 8 : vector_bits == 64 ? 16 : 32; }

}  // namespace

Result<SmemAccess> ldmatrix_access(int matrices, bool transpose, int elem_bits, const IntTuple& tile_shape,
                                   std::int64_t row0, std::int64_t col0, bool store) {
  if (matrices != 1 && matrices != 2 && matrices != 4) return error_of(LL_TRANSLATABLE("CoreMessage", "ldmatrix: .x%1 does not exist (x1, x2, x4)"), matrices);
  if (elem_bits != 8 && elem_bits != 16 && elem_bits != 32) return error_of(LL_TRANSLATABLE("CoreMessage", "ldmatrix: element size must be 8, 16 or 32 bits"));
  if (tile_shape.rank() != 2) return error_of(LL_TRANSLATABLE("CoreMessage", "ldmatrix: the tile shape must be (rows, cols)"));
  std::int64_t rows = size(tile_shape[0]).value, cols = size(tile_shape[1]).value;
  const std::int64_t per_row = 128 / elem_bits;  // elements in one 16-byte row
  SmemAccess access;
  access.kind = store ? SmemAccessKind::Stmatrix : SmemAccessKind::Ldmatrix;
  access.vector_bits = 128;
  for (int j = 0; j < matrices; ++j) {
    std::int64_t block_r = j % 2, block_c = j / 2;
    std::vector<ThreadVector> phase;
    for (std::int64_t r = 0; r < 8; ++r) {
      ThreadVector tvec{j * 8 + r, {}};
      for (std::int64_t e = 0; e < per_row; ++e) {
        std::int64_t row = transpose ? row0 + block_r * per_row + e : row0 + block_r * 8 + r;
        std::int64_t col = transpose ? col0 + block_c * 8 + r : col0 + block_c * per_row + e;
        if (row >= rows || col >= cols)
          return error_of(LL_TRANSLATABLE("CoreMessage", "ldmatrix: matrix %1 reaches (%2,%3), outside the %4 tile"), j, row, col, to_string(tile_shape));
        tvec.elements.push_back(row + rows * col);
      }
      phase.push_back(std::move(tvec));
    }
    access.phases.push_back(std::move(phase));
  }
  return access;
}

Result<SmemAccess> gmma_core_matrix_access(bool k_major, int elem_bits, const IntTuple& tile_shape) {
  if (elem_bits != 8 && elem_bits != 16 && elem_bits != 32)
    return error_of(LL_TRANSLATABLE("CoreMessage", "GMMA read: element size must be 8, 16 or 32 bits, got %1"), elem_bits);
  if (tile_shape.rank() != 2) return error_of(LL_TRANSLATABLE("CoreMessage", "GMMA read: the tile shape must be (MN, K), got %1"), to_string(tile_shape));
  const std::int64_t rows = size(tile_shape[0]).value, cols = size(tile_shape[1]).value;
  const std::int64_t per16 = 128 / elem_bits;        // elements in 16 bytes
  const std::int64_t kblock = 256 / elem_bits;       // a wgmma K-block: 32 bytes of K
  // K-major: core matrices are 8 rows x per16 columns; MN-major: per16 rows x 8 columns
  const std::int64_t cm_rows = k_major ? 8 : per16, cm_cols = k_major ? per16 : 8;
  if (cols < kblock || rows % cm_rows != 0 || kblock % cm_cols != 0)
    return error_of(LL_TRANSLATABLE("CoreMessage", "GMMA read: a %1 tile holds no whole K-block of %2 elements in 8 x 16-byte core matrices"),
                    to_string(tile_shape), kblock);
  SmemAccess access;
  access.kind = SmemAccessKind::GmmaRead;
  access.vector_bits = 128;
  for (std::int64_t cc = 0; cc < kblock / cm_cols; ++cc)
    for (std::int64_t rc = 0; rc < rows / cm_rows; ++rc) {
      std::vector<ThreadVector> phase;
      for (std::int64_t v = 0; v < 8; ++v) {  // the core matrix's eight 16-byte vectors
        ThreadVector tvec{v, {}};
        for (std::int64_t e = 0; e < per16; ++e) {
          const std::int64_t row = k_major ? rc * 8 + v : rc * per16 + e, col = k_major ? cc * per16 + e : cc * 8 + v;
          tvec.elements.push_back(row + rows * col);
        }
        phase.push_back(std::move(tvec));
      }
      access.phases.push_back(std::move(phase));
    }
  return access;
}

Result<SmemAccess> tma_write_access(bool k_major, int elem_bits, const IntTuple& tile_shape) {
  if (!valid_bits(elem_bits) || elem_bits > 64)
    return error_of(LL_TRANSLATABLE("CoreMessage", "TMA write: element size must be 8, 16, 32 or 64 bits, got %1"), elem_bits);
  if (tile_shape.rank() != 2) return error_of(LL_TRANSLATABLE("CoreMessage", "TMA write: the tile shape must be (MN, K), got %1"), to_string(tile_shape));
  const std::int64_t rows = size(tile_shape[0]).value, cols = size(tile_shape[1]).value;
  const std::int64_t per16 = 128 / elem_bits;
  const std::int64_t along = k_major ? cols : rows, across = k_major ? rows : cols;  // the contiguous mode, the other
  if (along % per16 != 0)
    return error_of(LL_TRANSLATABLE("CoreMessage", "TMA write: the contiguous extent %1 is not a whole number of 16-byte chunks"), along);
  SmemAccess access;
  access.kind = SmemAccessKind::TmaWrite;
  access.vector_bits = 128;
  std::vector<ThreadVector> phase;
  std::int64_t chunk = 0;
  for (std::int64_t line = 0; line < across && access.phases.size() < 32; ++line)
    for (std::int64_t c0 = 0; c0 < along && access.phases.size() < 32; c0 += per16) {
      ThreadVector tvec{chunk++ % 8, {}};
      for (std::int64_t e = 0; e < per16; ++e) {
        const std::int64_t row = k_major ? line : c0 + e, col = k_major ? c0 + e : line;
        tvec.elements.push_back(row + rows * col);
      }
      phase.push_back(std::move(tvec));
      if (phase.size() == 8) access.phases.push_back(std::exchange(phase, {}));
    }
  if (!phase.empty() && access.phases.size() < 32) access.phases.push_back(std::move(phase));
  return access;
}

Result<SmemAccess> vector_access(SmemAccessKind kind, int vector_bits, int elem_bits, const Layout& thread_tv) {
  if (!valid_bits(vector_bits)) return error_of(LL_TRANSLATABLE("CoreMessage", "vector access: %1-bit accesses do not exist (8..128)"), vector_bits);
  if (!valid_bits(elem_bits) || elem_bits > vector_bits) return error_of(LL_TRANSLATABLE("CoreMessage", "vector access: element size must be 8..128 bits and at most the vector size"));
  if (rank(thread_tv).value < 2) return error_of(LL_TRANSLATABLE("CoreMessage", "vector access: the thread layout must be (thread, value), got %1"), to_string(thread_tv));
  std::int64_t threads = std::min<std::int64_t>(32, size(thread_tv, {0}).value);
  std::int64_t per_thread = vector_bits / elem_bits;
  if (size(thread_tv, {1}).value < per_thread)
    return error_of(LL_TRANSLATABLE("CoreMessage", "vector access: each thread needs %1 values for a %2-bit access, the layout gives %3"), per_thread, vector_bits,
                    size(thread_tv, {1}).value);
  SmemAccess access;
  access.kind = kind;
  access.vector_bits = vector_bits;
  std::int64_t per_phase = threads_per_phase(vector_bits);
  std::int64_t all_threads = size(thread_tv, {0}).value;
  for (std::int64_t p = 0; p * per_phase < threads; ++p) {
    std::vector<ThreadVector> phase;
    for (std::int64_t t = p * per_phase; t < std::min(threads, (p + 1) * per_phase); ++t) {
      ThreadVector tvec{t, {}};
      for (std::int64_t v = 0; v < per_thread; ++v) tvec.elements.push_back(evaluate(thread_tv, t + all_threads * v));
      phase.push_back(std::move(tvec));
    }
    access.phases.push_back(std::move(phase));
  }
  return access;
}

Result<SmemAccess> tiled_copy_access(const TiledCopy& copy, bool smem_is_source) {
  const Copy_Atom& atom = copy.atom;
  bool source = atom.kind == CopyKind::Ldsm ? true
              : atom.kind == CopyKind::Stsm || atom.kind == CopyKind::CpAsync ? false
                                                                              : smem_is_source;
  auto tv = attempt([&] { return source ? get_layoutS_TV(copy) : get_layoutD_TV(copy); });
  if (!tv) return tv.failure();
  if (atom.kind == CopyKind::Ldsm || atom.kind == CopyKind::Stsm) {
    // The 16-byte row addresses come from threads 0..8*matrices-1, one matrix per phase.
    int matrices = atom.op.find("x1") != std::string::npos ? 1 : atom.op.find("x2") != std::string::npos ? 2 : 4;
    if (atom.op.find("U16x2") != std::string::npos) matrices = 1;
    if (atom.op.find("U16x4") != std::string::npos) matrices = 2;
    if (atom.op.find("U16x8") != std::string::npos) matrices = 4;
    const Layout& smem_side = source ? atom.val_layout_src : atom.val_layout_dst;
    std::int64_t per_row = size(smem_side, {1}).value;  // values of one 16-byte row
    std::int64_t threads = size(*tv, {0}).value;
    SmemAccess access;
    access.kind = atom.kind == CopyKind::Ldsm ? SmemAccessKind::Ldmatrix : SmemAccessKind::Stmatrix;
    access.vector_bits = 128;
    // The smem-side TV of the tiled copy, read through the atom's own smem-side layout: thread t's row is
    // the values v with atom smem layout (t, v); the tiled S/D TV already gives them in that order.
    for (int j = 0; j < matrices; ++j) {
      std::vector<ThreadVector> phase;
      for (std::int64_t r = 0; r < 8; ++r) {
        std::int64_t t = j * 8 + r;
        ThreadVector tvec{t, {}};
        for (std::int64_t v = 0; v < per_row; ++v) tvec.elements.push_back(evaluate(*tv, t + threads * v));
        phase.push_back(std::move(tvec));
      }
      access.phases.push_back(std::move(phase));
    }
    return access;
  }
  int vector_bits = atom.kind == CopyKind::AutoVectorize ? atom.val_bits
                                                         : static_cast<int>(size(atom.bit_layout_src, {1}).value);
  SmemAccessKind kind = atom.kind == CopyKind::CpAsync ? SmemAccessKind::CpAsyncWrite
                      : source                         ? SmemAccessKind::LoadShared
                                                       : SmemAccessKind::StoreShared;
  return vector_access(kind, vector_bits, atom.val_bits, *tv);
}

Result<BankConflicts> bank_conflicts(const SmemLayout& smem, int elem_bits, const SmemAccess& access) {
  try {
    if (!valid_bits(elem_bits)) return error_of(LL_TRANSLATABLE("CoreMessage", "bank_conflicts: element size must be 8, 16, 32, 64 or 128 bits, got %1"), elem_bits);
    std::int64_t domain = smem_size(smem);
    const std::int64_t bytes = elem_bits / 8;
    BankConflicts out;
    for (const auto& phase : access.phases) {
      BankPhase bp;
      std::set<std::int64_t> words, byte_set;
      for (const auto& tvec : phase) {
        bp.threads.push_back(tvec.thread);
        std::int64_t prev = -1;
        for (std::size_t i = 0; i < tvec.elements.size(); ++i) {
          std::int64_t c = tvec.elements[i];
          if (c < 0 || c >= domain)
            return error_of(LL_TRANSLATABLE("CoreMessage", "bank_conflicts: thread %1 touches coordinate %2, outside the smem layout of size %3"), tvec.thread, c,
                            domain);
          std::int64_t offset = smem_offset(smem, c);
          if (i > 0 && offset != prev + 1) out.contiguous_vectors = false;
          prev = offset;
          for (std::int64_t b = 0; b < bytes; ++b) byte_set.insert(offset * bytes + b);
        }
      }
      for (std::int64_t b : byte_set) words.insert(b / 4);
      for (std::int64_t w : words) ++bp.words_per_bank[static_cast<std::size_t>(w % 32)];
      bp.wavefronts = *std::max_element(bp.words_per_bank.begin(), bp.words_per_bank.end());
      bp.ideal_wavefronts = (static_cast<std::int64_t>(byte_set.size()) + 127) / 128;
      out.wavefronts += bp.wavefronts;
      out.ideal_wavefronts += bp.ideal_wavefronts;
      out.conflict_degree = std::max(out.conflict_degree, bp.wavefronts);
      for (std::size_t b = 0; b < 32; ++b) out.degree_per_bank[b] = std::max(out.degree_per_bank[b], bp.words_per_bank[b]);
      out.phases.push_back(std::move(bp));
    }
    return out;
  } catch (const CuteError& e) {
    return prefixed("bank_conflicts: ", e.error());
  }
}

std::string to_string(const BankConflicts& r) {
  std::string out = "wavefronts: " + std::to_string(r.wavefronts) + " (ideal " + std::to_string(r.ideal_wavefronts) +
                    "), conflict degree: " + std::to_string(r.conflict_degree) + "-way, phases: " + std::to_string(r.phases.size());
  if (!r.contiguous_vectors) out += ", vectors not contiguous in smem";
  for (std::size_t p = 0; p < r.phases.size(); ++p) {
    const auto& ph = r.phases[p];
    out += "\n  phase " + std::to_string(p) + ": threads " + std::to_string(ph.threads.empty() ? 0 : ph.threads.front()) + ".." +
           std::to_string(ph.threads.empty() ? 0 : ph.threads.back()) + ", wavefronts " + std::to_string(ph.wavefronts) + ", banks";
    for (std::size_t b = 0; b < 32; ++b) out += (b ? "," : " ") + std::to_string(ph.words_per_bank[b]);
  }
  return out;
}

}  // namespace ll
