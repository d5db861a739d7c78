#pragma once
// A std::allocator replacement for the many small, short-lived vectors of the layout algebra (the elements
// of IntTuples, the modes of tilers). Evaluating one statement builds and drops hundreds of them; the
// general-purpose malloc was a third of the time (docs/benchmarks-core.md). Blocks of up to
// kPoolMaxBytes are recycled through per-thread free lists by size class; larger ones go to operator new.
//
// Thread safety: each thread has its own lists. A block freed on another thread than the one that
// allocated it simply joins the freeing thread's list (all blocks come from operator new, so any thread
// may release them). A list keeps at most kPoolMaxCached blocks; the rest, and every list at thread
// exit, goes back to operator delete.
#include <cstddef>
#include <new>

namespace ll::pool {

inline constexpr std::size_t kPoolGranule = 32;    // size classes are multiples of this
inline constexpr std::size_t kPoolMaxBytes = 512;  // larger blocks are not pooled
inline constexpr std::size_t kPoolClasses = kPoolMaxBytes / kPoolGranule + 1;
inline constexpr std::size_t kPoolMaxCached = 4096;

// @pre bytes > 0. @post the block holds `bytes` bytes, aligned for any fundamental type
void* allocate(std::size_t bytes);
// @pre p came from allocate(bytes) with the same `bytes` (on any thread)
void deallocate(void* p, std::size_t bytes) noexcept;

}  // namespace ll::pool

namespace ll {

template <class T>
struct PoolAllocator {
  using value_type = T;
  PoolAllocator() noexcept = default;
  template <class U>
  PoolAllocator(const PoolAllocator<U>&) noexcept {}
  T* allocate(std::size_t n) {
    if (n > static_cast<std::size_t>(-1) / sizeof(T)) throw std::bad_array_new_length();
    return static_cast<T*>(pool::allocate(n * sizeof(T)));
  }
  void deallocate(T* p, std::size_t n) noexcept { pool::deallocate(p, n * sizeof(T)); }
  template <class U>
  friend bool operator==(const PoolAllocator&, const PoolAllocator<U>&) noexcept {
    return true;
  }
};

}  // namespace ll
