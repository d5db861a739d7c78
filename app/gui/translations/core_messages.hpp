#pragma once
// core/'s messages (core/util/message.hpp) in the interface's language: each part's English template
// translated through the "CoreMessage" catalog context, then its arguments put in. A message core/ raised
// as plain text (no template) is shown as it is.
#include <QString>

#include "core/util/result.hpp"

namespace ll::gui {

QString translated(const Message& message);
QString translatedError(const Error& error);
template <class T>
QString errorText(const Result<T>& result) {
  return translatedError(result.failure());
}

}  // namespace ll::gui
