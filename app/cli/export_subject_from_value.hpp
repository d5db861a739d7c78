#pragma once
// `layoutlab-cli export EXPR`: turns a value of the expression language into an export subject
// (core/export/export_subject.hpp). Here in the CLI, not core/export, so that the exporters do not
// depend on the evaluator.
#include <string>

#include "core/export/export_subject.hpp"
#include "core/expr/value.hpp"
#include "core/util/result.hpp"

namespace ll {

// @post an error naming the value's kind when it has no export (an IntTuple, text, ...)
Result<ExportSubject> export_subject_from_value(const expr::Value& value, std::string source);

// Evaluates `text` (one expression, or several statements separated by ';' whose last is exported).
Result<ExportSubject> export_subject_from_expression(const std::string& text);

}  // namespace ll
