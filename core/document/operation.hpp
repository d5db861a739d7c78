#pragma once
// The operations a card-onto-card drop offers (A is the card dropped on, B the card dragged): each is
// computed by core/algebra, has its `layoutlab-cli eval` expression, its recorded steps for the
// stepper, and a colouring of the result by the operand element each cell came from.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/algebra/steps.hpp"
#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll {

enum class Operation {
  Composition,     // composition(A, B)
  Complement,      // complement(A, size(B))
  LogicalDivide,   // logical_divide(A, B)
  ZippedDivide,
  TiledDivide,
  FlatDivide,
  LogicalProduct,  // logical_product(A, B)
  BlockedProduct,
  RakedProduct,
};

const std::vector<Operation>& all_operations();
// CuTe's function name, e.g. "logical_divide".
std::string operation_name(Operation op);
std::optional<Operation> operation_from_name(std::string_view name);
// The eval expression, e.g. "logical_divide(A, B)" or "complement(A, size(B))".
std::string operation_expression(Operation op, const std::string& a, const std::string& b);

// @post equals what `layoutlab-cli eval` prints for operation_expression(op, A, B)
Result<Layout> apply_operation(Operation op, const Layout& a, const Layout& b);

// Every operation has a stepper walk: the algebra's recorded steps, then (for the regrouping forms)
// the regrouping as a last step. @post steps.result == apply_operation(op, a, b)
Result<AlgebraSteps> operation_steps(Operation op, const Layout& a, const Layout& b);

// One colour key per 1-D coordinate of `result`: which operand element the cell came from. Divides:
// the tile (rest coordinate); products: the copy of A (B's coordinate); composition: the coordinate of
// A that B selects. Empty when the result is too large to key (callers colour by index then).
std::vector<std::int64_t> operand_keys(Operation op, const Layout& a, const Layout& b, const Layout& result);

}  // namespace ll
