#pragma once
// LayoutLab's one error model. Inside core/, a violated precondition fails where it is found: ll::fail
// throws a CuteError naming the condition (and the mode, where there is one), as CuTe's own functions
// static_assert or assert. The entry points the app, the CLI and gpu/ call (parse, evaluate, the stepper's
// *_steps, a document's operations, scenes, analyses, exporters) return Result<T>: `attempt` (or
// `attempt_op`) catches the CuteError there, once, and the error is a value from then on.
// A message raised as a template with arguments (fail(LL_TRANSLATABLE("CoreMessage", "mode %1 ..."), path))
// keeps them (`parts`), so the GUI can show it translated; `message` is always the English text.
#include <cctype>
#include <stdexcept>
#include <string_view>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "core/util/message.hpp"

namespace ll {

struct Error {
  Error(std::string message_text, std::vector<Message> message_parts = {}, std::vector<std::string> needed = {})
      : message(std::move(message_text)), parts(std::move(message_parts)), needs(std::move(needed)) {}
  std::string message;
  std::vector<Message> parts;  // when not empty, their English texts in order make up `message`
  // The names whose values were missing (`unknown name 'bM'`, an element type `TA` no one gave): what a reader of
  // code lists as needed and a caller can supply. Data, so nobody reads them back out of the message.
  std::vector<std::string> needs;
  // The function no builtin or resolver knows (`unknown function 'my_helper'`), for a reader of code to tell an
  // object of its source that was not read from a library's function.
  std::string unknown_function;
};

// Thrown inside core algorithms only; never escapes a Result-returning entry point.
class CuteError : public std::runtime_error {
 public:
  explicit CuteError(const std::string& message, std::vector<std::string> needs = {})
      : std::runtime_error(message), needs_(std::move(needs)) {}
  explicit CuteError(std::vector<Message> parts, std::vector<std::string> needs = {})
      : std::runtime_error(joined(parts)), parts_(std::move(parts)), needs_(std::move(needs)) {}
  const std::vector<Message>& parts() const { return parts_; }
  Error error() const {
    Error e{what(), parts_, needs_};
    e.unknown_function = unknown_function;
    return e;
  }
  std::string unknown_function;  // as Error::unknown_function

 private:
  static std::string joined(const std::vector<Message>& parts) {
    std::string s;
    for (const auto& p : parts) s += english(p);
    return s;
  }
  std::vector<Message> parts_;
  std::vector<std::string> needs_;
};

[[noreturn]] inline void fail(const std::string& message) { throw CuteError(message); }
// A translatable message: its template (marked LL_TRANSLATABLE("CoreMessage", ...)) and its arguments.
template <class... Args>
[[noreturn]] void fail(const char* id, const Args&... args) {
  throw CuteError(std::vector<Message>{message(id, args...)});
}
[[noreturn]] inline void fail(const Error& error) {
  CuteError e = error.parts.empty() ? CuteError(error.message, error.needs) : CuteError(error.parts, error.needs);
  e.unknown_function = error.unknown_function;
  throw e;
}
// Whether `text` is one C++ identifier (`TA`, `kBlockM`): what a parameter the caller gives is named.
inline bool is_plain_identifier(std::string_view text) {
  if (text.empty() || !(std::isalpha(static_cast<unsigned char>(text[0])) || text[0] == '_')) return false;
  for (char c : text)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
  return true;
}
// `e`, needing `name` when that is an identifier: a type or value parameter the caller can give (`TA`).
inline Error needing_if_identifier(Error e, const std::string& name) {
  if (is_plain_identifier(name)) e.needs.push_back(name);
  return e;
}
// A value the caller did not give: the message, and `name` as data on the error (Error::needs).
template <class... Args>
[[noreturn]] void fail_needing(const std::string& name, const char* id, const Args&... args) {
  throw CuteError(std::vector<Message>{message(id, args...)}, {name});
}
// The same as a value: an Error of one translatable message that needs `name`.
template <class... Args>
Error error_needing(const std::string& name, const char* id, const Args&... args) {
  Message m = message(id, args...);
  std::string text = english(m);
  return Error{std::move(text), {std::move(m)}, {name}};
}
// An Error value made of one translatable message.
template <class... Args>
Error error_of(const char* id, const Args&... args) {
  Message m = message(id, args...);
  std::string text = english(m);
  return Error{std::move(text), {std::move(m)}};
}
// `prefix` (e.g. an operation's name and ": ") put in front of an error, keeping it translatable.
inline Error prefixed(const std::string& prefix, const Error& e) {
  Error out{prefix + e.message, {}, e.needs};
  out.unknown_function = e.unknown_function;
  if (e.parts.empty()) return out;
  out.parts.push_back(Message{"%1", {prefix}});
  out.parts.insert(out.parts.end(), e.parts.begin(), e.parts.end());
  return out;
}

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
  // The error with its translatable parts, to pass on or to show translated.
  const Error& failure() const { return std::get<1>(state_); }

 private:
  std::variant<T, Error> state_;
};

// Runs f(); a CuteError (or std::bad_alloc from a huge request) becomes an Error value.
template <class F>
auto attempt(F&& f) -> Result<decltype(f())> {
  try {
    return f();
  } catch (const CuteError& e) {
    return e.error();
  } catch (const std::bad_alloc&) {
    return error_of(LL_TRANSLATABLE("CoreMessage", "out of memory"));
  }
}

// ll::attempt at an entry point named after CuTe's operation `op`: the errors the integer arithmetic raises
// (overflow, division by zero) do not know which operation they are in, so they are prefixed with it.
template <class F>
auto attempt_op(const char* op, F&& f) -> Result<decltype(f())> {
  auto r = attempt(std::forward<F>(f));
  if (!r.ok() && (r.error().rfind("integer overflow", 0) == 0 || r.error().rfind("division by zero", 0) == 0))
    return prefixed(std::string(op) + ": ", r.failure());
  return r;
}

// Runs f(); a CuteError from it fails again with `context` in front of its message (e.g. "make_tiled_copy: "),
// for an operation whose message names the step that failed inside it.
template <class F>
auto failing_as(const std::string& context, F&& f) -> decltype(f()) {
  try {
    return f();
  } catch (const CuteError& e) {
    fail(prefixed(context, e.error()));
  }
}

}  // namespace ll
