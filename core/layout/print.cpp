#include "core/layout/print.hpp"

namespace ll {

std::string to_string(const Int& i) {
  return (i.is_static ? "_" : "") + std::to_string(i.value);
}

static void append(std::string& out, const IntTuple& t) {
  if (t.is_integer()) {
    out += to_string(t.integer());
  } else if (t.is_underscore()) {
    out += '_';
  } else {
    out += '(';
    for (std::size_t i = 0; i < t.elements().size(); ++i) {
      if (i) out += ',';
      append(out, t.elements()[i]);
    }
    out += ')';
  }
}

std::string to_string(const IntTuple& t) {
  std::string out;
  append(out, t);
  return out;
}

std::string to_string(const Layout& l) { return to_string(l.shape) + ":" + to_string(l.stride); }

}  // namespace ll
