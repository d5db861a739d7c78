#pragma once
// Shared-memory bank conflicts of one warp-wide copy instruction. Shared memory has 32 banks of 4-byte
// words; a warp's request is served in phases (ldmatrix: one 8x8 matrix per phase; 128-bit accesses:
// quarter warps; 64-bit: half warps; 32-bit and narrower: the whole warp). In a phase, threads reading
// the same word share it (broadcast); distinct words in one bank are serialized: the phase takes as many
// wavefronts as the busiest bank has distinct words. Conflict degree = that maximum.
#include <array>
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"
#include "core/layout/swizzle.hpp"
#include "core/tiled/tiled_copy.hpp"
#include "core/util/result.hpp"

namespace ll {

// A shared-memory layout: coordinate -> element offset; plain or swizzled/composed.
using SmemLayout = std::variant<Layout, ComposedLayout>;

// GmmaRead: wgmma reading an operand through its descriptor; TmaWrite: a TMA load landing in smem.
enum class SmemAccessKind { Ldmatrix, Stmatrix, LoadShared, StoreShared, CpAsyncWrite, GmmaRead, TmaWrite };

// What one thread touches in one phase: the 1-D coordinates (into the smem layout's domain, i.e.
// column-major (row, col) of the tile) of the elements of its vector.
struct ThreadVector {
  std::int64_t thread = 0;
  std::vector<std::int64_t> elements;
};

struct SmemAccess {
  SmemAccessKind kind = SmemAccessKind::LoadShared;
  int vector_bits = 32;                         // bits each thread moves per phase
  std::vector<std::vector<ThreadVector>> phases;
};

// ldmatrix .x1/.x2/.x4 (matrices = 1, 2, 4), .trans or not, over a (rows, cols) tile of elem_bits
// elements, the first matrix at (row0, col0). Matrix j sits at row block j % 2, column block j / 2.
// Without .trans each of its 8 threads addresses one 16-byte row running along cols; with .trans along
// rows (an MN-major tile). stmatrix uses the same addresses.
// @pre matrices in {1,2,4}, elem_bits in {8,16,32}, the matrices fit in the tile
Result<SmemAccess> ldmatrix_access(int matrices, bool transpose, int elem_bits, const IntTuple& tile_shape,
                                   std::int64_t row0 = 0, std::int64_t col0 = 0, bool store = false);
// ld.shared / st.shared / cp.async of vector_bits per thread: thread t of the warp touches the values
// [0, vector_bits/elem_bits) of row t of `thread_tv` ((thread, value) -> 1-D tile coordinate).
// @pre vector_bits in {8,16,32,64,128}, size<1>(thread_tv) >= vector_bits / elem_bits, 32 threads or fewer used
Result<SmemAccess> vector_access(SmemAccessKind kind, int vector_bits, int elem_bits, const Layout& thread_tv);
// wgmma's operand read, as its descriptor addresses shared memory: 8 x 16-byte core matrices, each modelled as one
// 128-byte request (a phase of eight 16-byte vectors; the model GMMA's canonical layouts and swizzles are built
// for). The core matrices of the first K-block (32 bytes of K) over every row of a (MN, K) tile. K-major: a core
// matrix's 8 MN-rows are each 16 contiguous bytes of K; MN-major: its 8 K-columns are each 16 contiguous bytes of MN.
// @pre elem_bits in {8,16,32}; the K-block and the core matrices fit in the tile
Result<SmemAccess> gmma_core_matrix_access(bool k_major, int elem_bits, const IntTuple& tile_shape);
// A TMA load's smem writes, modelled as 128-byte requests of eight 16-byte chunks along the tile's contiguous mode in
// global memory (K for a K-major tile, MN for MN-major), row after row: the first 32 such requests.
// @pre elem_bits in {8,16,32,64}; 16 bytes divide the contiguous extent
Result<SmemAccess> tma_write_access(bool k_major, int elem_bits, const IntTuple& tile_shape);
// The first instruction of warp 0 of a TiledCopy, on its shared-memory side (the source of ldmatrix and
// of a load, the destination of stmatrix and cp.async; `smem_is_source` decides for universal copies).
Result<SmemAccess> tiled_copy_access(const TiledCopy& copy, bool smem_is_source);

struct BankPhase {
  std::vector<std::int64_t> threads;
  std::array<std::int64_t, 32> words_per_bank{};  // distinct 4-byte words requested in each bank
  std::int64_t wavefronts = 0;                    // max of words_per_bank (>= 1 when anything is accessed)
  std::int64_t ideal_wavefronts = 0;              // ceil(distinct bytes / 128)
};

struct BankConflicts {
  std::vector<BankPhase> phases;
  std::int64_t wavefronts = 0;        // per instruction: the sum over phases
  std::int64_t ideal_wavefronts = 0;
  std::int64_t conflict_degree = 0;   // the largest words_per_bank of any phase (1 = conflict-free)
  std::array<std::int64_t, 32> degree_per_bank{};  // the largest words_per_bank of each bank over phases
  bool contiguous_vectors = true;     // every thread's vector is contiguous in smem (else not one instruction)
};

// @pre elem_bits in {8,16,32,64,128}; every coordinate within size(smem)
Result<BankConflicts> bank_conflicts(const SmemLayout& smem, int elem_bits, const SmemAccess& access);

// A few lines for the CLI: totals, then one line per phase with its wavefronts and busiest banks.
std::string to_string(const BankConflicts& result);

}  // namespace ll
