#pragma once
// Copy <-> MMA pairing: for a TiledCopy built for an MMA operand (make_tiled_copy_A/B/C), does each
// thread's register side of the copy hold exactly the fragment its MMA expects? Compared per thread as
// tile coordinates: same set (retile_D/S can then reorder), same order, and which coordinates differ.
#include <cstdint>
#include <string>
#include <vector>

#include "core/tiled/partition.hpp"
#include "core/tiled/tiled_copy.hpp"
#include "core/tiled/tiled_mma.hpp"
#include "core/util/result.hpp"

namespace ll {

struct ThreadPairing {
  std::int64_t thread = 0;
  bool same_set = true;                 // the copy's register values cover exactly the MMA fragment
  bool same_order = true;               // and in the same register order
  std::vector<TileCoord> missing;       // in the MMA fragment, not copied by this thread
  std::vector<TileCoord> extra;         // copied by this thread, not in its MMA fragment
};

struct Pairing {
  char operand = 'A';
  bool registers_are_destination = true;  // loads into registers (ldmatrix, ld); false for stores (stmatrix)
  std::int64_t threads = 0;
  std::int64_t mismatched_threads = 0;    // threads whose sets differ
  std::int64_t reordered_threads = 0;     // same set, different order
  std::vector<ThreadPairing> per_thread;
};

// @pre copy and mma cover the same operand tile (as make_tiled_copy_A/B/C builds); operand 'A', 'B' or 'C'
Result<Pairing> pairing(const TiledCopy& copy, const TiledMMA& mma, char operand);
std::string to_string(const Pairing& p);

}  // namespace ll
