#pragma once
// Parser of the `layoutlab-cli eval` statement language (the grammar is in core/expr/eval.hpp).
// Never crashes or hangs: nesting is limited to kMaxDepth, a statement to kMaxStatementLength bytes,
// integers must fit int64; every failure is an Error naming the column.
#include <optional>
#include <string_view>

#include "core/expr/ast.hpp"
#include "core/util/result.hpp"

namespace ll::expr {

inline constexpr int kMaxDepth = 256;  // parser recursion levels (about 3 per nesting level)
inline constexpr std::size_t kMaxStatementLength = 1 << 20;

// @post on success the whole text was consumed; an empty (or all-blank) text is an error
Result<Statement> parse_statement(std::string_view text);
// The same into `out`, reusing its buffers (a Session parses every line into one Statement, so a
// statement allocates nothing once the buffers have grown). nullopt on success; after an error `out`
// holds an unusable partial tree.
std::optional<Error> parse_statement(std::string_view text, Statement& out);

}  // namespace ll::expr
