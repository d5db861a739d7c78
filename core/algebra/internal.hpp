#pragma once
// Private to core/algebra: the unchecked algorithm bodies the families call on each other (inputs are
// validated once, at the public entry point).
#include <string>
#include <utility>

#include "core/algebra/flat_modes.hpp"
#include "core/algebra/steps.hpp"
#include "core/algebra/tiler.hpp"
#include "core/layout/layout.hpp"

namespace ll::algebra_detail {

Layout coalesce_impl(const Layout& l);
// CuTe's detail::coalesce_x: also keeps the function right outside the domain (trailing `_1` -> `_2`).
Layout coalesce_x(const Layout& l);
Layout coalesce_profile(const Layout& l, const IntTuple& profile, const char* op, Layout (*leaf)(const Layout&));
IntTuple coalesce_shape(const IntTuple& shape);
Layout filter_zeros_impl(const Layout& l);
Layout filter_impl(const Layout& l);

Layout composition_impl(LayoutRef a, const Layout& b, StepRecorder* rec, int depth);
Layout composition_tiler_impl(LayoutRef a, const Tiler& b, StepRecorder* rec, int depth, const ModePath* path);
void check_tiler(const Tiler& t, const char* op);

Layout complement_impl(LayoutRef l, const IntTuple& cotarget, StepRecorder* rec, int depth);
Layout right_inverse_impl(const Layout& l);
Layout logical_divide_impl(const Layout& l, const Tiler& t, StepRecorder* rec);
Layout logical_product_impl(const Layout& block, const Tiler& t, StepRecorder* rec);

// Faults: an error found deep in the recursion (a divide's per-mode complement or composition fails ~10
// frames down) travels back to the entry point as a value, not as a C++ exception, which costs ~11k
// instructions per frame it unwinds (docs/benchmarks-core.md). The function that finds it returns
// raise_fault(message); a caller checks faulted() after a call that can fault and returns a placeholder at
// once; the entry point's fault_checked turns the fault into the CuteError it throws (a frame or two from
// the evaluator's catch). The first fault wins: an exception its placeholder causes further on (where a
// caller does not check) is replaced by it. Outside fault_checked, raise_fault throws at once.
// (The flags are trivial and constinit, so a check is one thread-local load; the message is apart.)
struct FaultFlags {
  int scopes = 0;    // fault_checked calls active on this thread
  bool set = false;  // a fault is pending; its message is fault_message()
};
extern constinit thread_local FaultFlags fault_flags;
std::string& fault_message();  // this thread's
inline bool faulted() { return fault_flags.set; }
// @return a placeholder (the empty layout) for the caller to return
Layout raise_fault(std::string message);
// Throws the pending fault's message (as ll::fail does).
[[noreturn]] void throw_fault();

template <class F>
auto fault_checked(F&& f) -> decltype(f()) {
  struct Restore {  // a nested entry point leaves its caller's state as it found it
    FaultFlags saved = fault_flags;
    std::string saved_message;  // only when a fault was already pending (a caller that did not check)
    Restore() {
      if (saved.set) saved_message = std::move(fault_message());
      fault_flags = {saved.scopes + 1, false};
    }
    ~Restore() {
      fault_flags = saved;
      if (saved.set) fault_message() = std::move(saved_message);
    }
  } restore;
  // (The result is made in place and returned as the one named object: no extra move on success.)
  auto result = [&] {
    try {
      return f();
    } catch (const CuteError&) {
      if (!fault_flags.set) throw;
      throw_fault();
    }
  }();
  if (fault_flags.set) throw_fault();
  return result;
}

void record(StepRecorder* rec, int depth, std::string title, std::string explanation, std::string mode = {});
void record(StepRecorder* rec, int depth, std::string title, std::string explanation, const Layout& l,
            std::string mode = {});

}  // namespace ll::algebra_detail
