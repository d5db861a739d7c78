#include "app/gui/translations/core_messages.hpp"

#include <QCoreApplication>

namespace ll::gui {

QString translated(const Message& m) {
  const QString text = QCoreApplication::translate("CoreMessage", m.id.c_str());
  // %N replaced in one pass, so an argument that itself contains "%1" is not substituted again.
  QString out;
  out.reserve(text.size() + 16);
  for (qsizetype i = 0; i < text.size(); ++i) {
    const QChar c = text[i];
    if (c == QLatin1Char('%') && i + 1 < text.size() && text[i + 1] >= QLatin1Char('1') && text[i + 1] <= QLatin1Char('9')) {
      const std::size_t n = std::size_t(text[i + 1].unicode() - '1');
      if (n < m.args.size()) {
        out += QString::fromStdString(m.args[n]);
        ++i;
        continue;
      }
    }
    out += c;
  }
  return out;
}

QString translatedError(const Error& e) {
  if (e.parts.empty()) return QString::fromStdString(e.message);
  QString out;
  for (const Message& m : e.parts) out += translated(m);
  return out;
}

}  // namespace ll::gui
