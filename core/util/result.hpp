#pragma once
// Errors are values: every core entry point the app or CLI calls returns Result<T>, whose error names
// the violated condition (and the mode, where there is one). Inside an algorithm, a violated
// precondition throws CuteError; `attempt` turns that into a Result at the boundary.
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

}  // namespace ll
