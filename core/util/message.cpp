#include "core/util/message.hpp"

namespace ll {

std::string english(const Message& m) {
  std::string out;
  out.reserve(m.id.size() + 16);
  for (std::size_t i = 0; i < m.id.size(); ++i) {
    const char c = m.id[i];
    if (c == '%' && i + 1 < m.id.size() && m.id[i + 1] >= '1' && m.id[i + 1] <= '9') {
      const std::size_t n = std::size_t(m.id[i + 1] - '1');
      if (n < m.args.size()) {
        out += m.args[n];
        ++i;
        continue;
      }
    }
    out += c;
  }
  return out;
}

}  // namespace ll
