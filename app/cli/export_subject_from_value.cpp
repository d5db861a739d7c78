#include "app/cli/export_subject_from_value.hpp"

#include "core/expr/eval.hpp"
#include "core/expr/parser.hpp"

namespace ll {

Result<ExportSubject> export_subject_from_value(const expr::Value& value, std::string source) {
  ExportSubject s;
  s.source = std::move(source);
  if (value.is_layout()) {
    s.value = value.layout();
  } else if (value.is_swizzle()) {
    s.value = value.swizzle();
  } else if (value.is_composed()) {
    s.value = value.composed();
  } else {
    return Error{"export: a " + expr::kind_name(value) + " cannot be exported (export a Layout, Swizzle, " +
                 "ComposedLayout, TiledMMA or TiledCopy)"};
  }
  return s;
}

Result<ExportSubject> export_subject_from_expression(const std::string& text) {
  expr::Session session;
  std::optional<expr::Value> last;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = text.find(';', start);
    const std::string part = text.substr(start, end == std::string::npos ? std::string::npos : end - start);
    if (part.find_first_not_of(" \t\r\n") != std::string::npos) {
      auto statement = expr::parse_statement(part);
      if (!statement) return statement.failure();
      auto value = session.evaluate(*statement);
      if (!value) return value.failure();
      last = std::move(value).value();
    }
    if (end == std::string::npos) break;
    start = end + 1;
  }
  if (!last) return Error{"export: nothing to export (the expression is empty)"};
  return export_subject_from_value(*last, text);
}

}  // namespace ll
