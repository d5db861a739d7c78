#include "core/util/pool_allocator.hpp"

#include <cstdint>

namespace ll::pool {
namespace {

static_assert(alignof(std::max_align_t) <= kPoolGranule);

struct FreeBlock {
  FreeBlock* next;
};

// Trivially constructible, so reaching it costs no thread_local initialisation guard.
struct FreeLists {
  FreeBlock* head[kPoolClasses];
  std::uint32_t count[kPoolClasses];
};
// initial-exec: a direct TLS access (core is linked into executables, never dlopen'ed).
[[gnu::tls_model("initial-exec")]] thread_local FreeLists t_lists{};

// Returns every cached block to operator delete when its thread ends.
struct ListsReleaser {
  bool armed = false;
  ~ListsReleaser() {
    for (std::size_t c = 0; c < kPoolClasses; ++c) {
      while (FreeBlock* b = t_lists.head[c]) {
        t_lists.head[c] = b->next;
        ::operator delete(static_cast<void*>(b));
      }
      t_lists.count[c] = 0;
    }
  }
};
thread_local ListsReleaser t_releaser;

std::size_t size_class(std::size_t bytes) { return (bytes + kPoolGranule - 1) / kPoolGranule; }

// Under AddressSanitizer every block goes to operator new/delete, so use-after-free stays detectable.
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kPooling = false;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kPooling = false;
#else
constexpr bool kPooling = true;
#endif
#else
constexpr bool kPooling = true;
#endif

}  // namespace

void* allocate(std::size_t bytes) {
  if (!kPooling || bytes > kPoolMaxBytes) return ::operator new(bytes);
  const std::size_t c = size_class(bytes);
  if (FreeBlock* b = t_lists.head[c]) {
    t_lists.head[c] = b->next;
    --t_lists.count[c];
    return b;
  }
  t_releaser.armed = true;  // first use on this thread registers the releaser
  return ::operator new(c * kPoolGranule);
}

void deallocate(void* p, std::size_t bytes) noexcept {
  if (!p) return;
  if (!kPooling || bytes > kPoolMaxBytes) return ::operator delete(p);
  const std::size_t c = size_class(bytes);
  if (t_lists.count[c] >= kPoolMaxCached) return ::operator delete(p);
  auto* b = static_cast<FreeBlock*>(p);
  b->next = t_lists.head[c];
  t_lists.head[c] = b;
  ++t_lists.count[c];
}

}  // namespace ll::pool
