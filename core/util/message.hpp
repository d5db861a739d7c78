#pragma once
// A message of core/ that the GUI shows in the user's language. It is its English template, with %1..%9
// standing for its arguments, and the arguments (CuTe values as CuTe prints them, numbers). A template is
// written where the message is raised as LL_TRANSLATABLE("CoreMessage", "...") so lupdate files it in the
// catalogs (core/util/translatable.hpp); the CLI prints english() (the text it always printed), the GUI
// formats QCoreApplication::translate("CoreMessage", id) with the same arguments
// (app/gui/translations/core_messages.hpp).
#include <concepts>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "core/util/translatable.hpp"

namespace ll {

struct Message {
  std::string id;                 // the English template
  std::vector<std::string> args;  // %1, %2, ... in order
};

// The template with each %N replaced by argument N (a %N without an argument stays as written).
std::string english(const Message& message);

// A message argument as text: strings as they are, integers in decimal.
inline std::string message_arg(std::string s) { return s; }
inline std::string message_arg(std::string_view s) { return std::string(s); }
inline std::string message_arg(const char* s) { return s; }
template <std::integral T>
std::string message_arg(T v) {
  if constexpr (std::is_same_v<T, bool>) return v ? "true" : "false";
  else return std::to_string(v);
}

template <class... Args>
Message message(const char* id, const Args&... args) {
  return Message{id, {message_arg(args)...}};
}

}  // namespace ll
