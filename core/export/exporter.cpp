#include "core/export/exporter.hpp"

#include "core/export/cute_cpp.hpp"
#include "core/export/cute_dsl.hpp"
#include "core/export/tikz.hpp"

namespace ll {

const std::vector<std::unique_ptr<Exporter>>& text_exporters() {
  static const std::vector<std::unique_ptr<Exporter>> all = [] {
    std::vector<std::unique_ptr<Exporter>> v;
    v.push_back(make_cute_cpp_exporter());
    v.push_back(make_cute_dsl_exporter());
    v.push_back(make_tikz_exporter());
    return v;
  }();
  return all;
}

std::vector<const Exporter*> text_exporter_list() {
  std::vector<const Exporter*> v;
  for (const auto& e : text_exporters()) v.push_back(e.get());
  return v;
}

const Exporter* find_exporter(const std::vector<const Exporter*>& all, const std::string& format) {
  for (const Exporter* e : all)
    if (e->format() == format) return e;
  return nullptr;
}

}  // namespace ll
