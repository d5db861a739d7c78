#pragma once
// Faults: an error found deep in an algorithm (a divide's per-mode complement or composition fails ~10
// frames down) travels back as state, not as a C++ exception, which costs ~11k instructions per frame it
// unwinds (docs/benchmarks-core.md). The function that finds it records it (set_fault; core/algebra's
// raise_fault) and returns a placeholder; a caller checks faulted() after a call that can fault and returns
// at once; the entry point's fault_checked turns the fault into the CuteError it throws. The first fault
// wins: an exception its placeholder causes further on (where a caller does not check) is replaced by it.
// Outside fault_checked, set_fault throws at once.
//
// A caller that can take an error as state itself (the evaluator) opens a DeferFaults: then the outermost
// fault_checked does not throw either. It returns its placeholder with the fault left pending; whatever
// runs next sees faulted(), and the one who opened the DeferFaults collects the message with take_fault().
// (The flags are trivial and constinit, so a check is one thread-local load; the message is apart.)
#include <string>
#include <utility>

#include "core/util/result.hpp"

namespace ll {

struct FaultFlags {
  int scopes = 0;         // fault_checked calls active on this thread
  bool set = false;       // a fault is pending; its message is fault_message()
  bool deferred = false;  // a DeferFaults is open: the outermost fault_checked leaves its fault pending
};
extern constinit thread_local FaultFlags fault_flags;
std::string& fault_message();  // this thread's
inline bool faulted() { return fault_flags.set; }
// Records the fault (unless one is pending: the first wins). @throws CuteError(message) outside fault_checked
void set_fault(std::string message);
// Throws the pending fault's message (as ll::fail does); fault_checked's scope resets the flags.
[[noreturn]] void throw_fault();
// The pending fault's message; none is pending afterwards. @pre faulted()
std::string take_fault();

// While alive (on this thread), faults that reach the outermost fault_checked stay pending instead of
// being thrown. @post whoever opened it calls take_fault() when faulted() after the deferred calls
class DeferFaults {
 public:
  DeferFaults() : saved_(fault_flags.deferred) { fault_flags.deferred = true; }
  ~DeferFaults() { fault_flags.deferred = saved_; }
  DeferFaults(const DeferFaults&) = delete;
  DeferFaults& operator=(const DeferFaults&) = delete;

 private:
  bool saved_;
};

// Runs an entry point's body f with faults recorded rather than thrown. @return f()'s result
// @throws CuteError with the fault's message if f faulted, unless deferred (see DeferFaults): then the
//         result is a placeholder (f's own, or a default-constructed one if f threw) and the fault stays pending
template <class F>
auto fault_checked(F&& f) -> decltype(f()) {
  using R = decltype(f());
  const bool defer = fault_flags.deferred && fault_flags.scopes == 0;
  struct Restore {  // a nested entry point leaves its caller's state as it found it
    FaultFlags saved = fault_flags;
    std::string saved_message;  // only when a fault was already pending (a caller that did not check)
    bool keep = false;          // a deferred fault of this scope stays pending
    Restore() {
      if (saved.set) saved_message = std::move(fault_message());
      fault_flags = {saved.scopes + 1, false, saved.deferred};
    }
    ~Restore() {
      const bool keep_new = keep && !saved.set;  // an earlier pending fault wins over this one
      fault_flags = saved;
      if (saved.set) fault_message() = std::move(saved_message);
      if (keep_new) fault_flags.set = true;
    }
  } restore;
  // (The result is made in place and returned as the one named object: no extra move on success.)
  auto result = [&]() -> R {
    try {
      return f();
    } catch (const CuteError&) {
      if (!fault_flags.set) throw;
      if (defer) return R{};
      throw_fault();
    }
  }();
  if (fault_flags.set) {
    if (!defer) throw_fault();
    restore.keep = true;
  }
  return result;
}

}  // namespace ll
