#pragma once
// Which mode a recursive walk over a layout or tiler is in, for step titles and error messages ("mode 1,0").
// A chain of frames on the walk's own stack: a child is `ModePath child{parent, i}`, the whole operand is
// nullptr, and the text is spelled only when a message is written.
#include <cstddef>
#include <string>

namespace ll {

struct ModePath {
  const ModePath* parent;
  std::size_t index;
};

// "1,0"; empty for nullptr (the whole operand)
inline std::string path_text(const ModePath* p) {
  if (!p) return "";
  std::string head = path_text(p->parent);
  return head.empty() ? std::to_string(p->index) : head + "," + std::to_string(p->index);
}
// As a mode name: "0" for the whole operand.
inline std::string path_name(const ModePath* p) { return p ? path_text(p) : std::string("0"); }
// As a suffix of a step title or message: " (mode 1,0)"; empty for the whole operand.
inline std::string path_suffix(const ModePath* p) { return p ? " (mode " + path_text(p) + ")" : std::string(); }

}  // namespace ll
