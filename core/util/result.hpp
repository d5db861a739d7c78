#pragma once
// LayoutLab's one error model. Inside core/, a violated precondition fails where it is found: ll::fail
// throws a CuteError naming the condition (and the mode, where there is one), as CuTe's own functions
// static_assert or assert. The entry points the app, the CLI and gpu/ call (parse, evaluate, the stepper's
// *_steps, a document's operations, scenes, analyses, exporters) return Result<T>: `attempt` (or
// `attempt_op`) catches the CuteError there, once, and the error is a value from then on.
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>

namespace ll {

struct Error {
  std::string message;
};

// Thrown inside core algorithms only; never escapes a Result-returning entry point.
class CuteError : public std::runtime_error {
 public:
  explicit CuteError(const std::string& message) : std::runtime_error(message) {}
};

[[noreturn]] inline void fail(const std::string& message) { throw CuteError(message); }

template <class T>
class Result {
 public:
  Result(T value) : state_(std::move(value)) {}
  Result(Error error) : state_(std::move(error)) {}

  bool ok() const { return state_.index() == 0; }
  explicit operator bool() const { return ok(); }
  const T& value() const& { return std::get<0>(state_); }
  T& value() & { return std::get<0>(state_); }
  T&& value() && { return std::get<0>(std::move(state_)); }
  const T& operator*() const { return value(); }
  const T* operator->() const { return &value(); }
  const std::string& error() const { return std::get<1>(state_).message; }

 private:
  std::variant<T, Error> state_;
};

// Runs f(); a CuteError (or std::bad_alloc from a huge request) becomes an Error value.
template <class F>
auto attempt(F&& f) -> Result<decltype(f())> {
  try {
    return f();
  } catch (const CuteError& e) {
    return Error{e.what()};
  } catch (const std::bad_alloc&) {
    return Error{"out of memory"};
  }
}

// ll::attempt at an entry point named after CuTe's operation `op`: the errors the integer arithmetic raises
// (overflow, division by zero) do not know which operation they are in, so they are prefixed with it.
template <class F>
auto attempt_op(const char* op, F&& f) -> Result<decltype(f())> {
  auto r = attempt(std::forward<F>(f));
  if (!r.ok() && (r.error().rfind("integer overflow", 0) == 0 || r.error().rfind("division by zero", 0) == 0))
    return Error{std::string(op) + ": " + r.error()};
  return r;
}

// Runs f(); a CuteError from it fails again with `context` in front of its message (e.g. "make_tiled_copy: "),
// for an operation whose message names the step that failed inside it.
template <class F>
auto failing_as(const std::string& context, F&& f) -> decltype(f()) {
  try {
    return f();
  } catch (const CuteError& e) {
    fail(context + e.what());
  }
}

}  // namespace ll
