#pragma once
// Reading the atom objects of the eval language (builtins_atoms.cpp) from outside it, e.g. a CLI command
// that takes a TiledCopy written as an eval expression.
#include "core/expr/value.hpp"
#include "core/tiled/tiled_copy.hpp"
#include "core/tiled/tiled_mma.hpp"

namespace ll::expr {

// The TiledCopy a value holds (make_tiled_copy(...), make_tiled_copy_A(...)); nullptr for any other value.
const TiledCopy* tiled_copy_of(const Value& v);
// The TiledMMA a value holds (make_tiled_mma(...)); nullptr for any other value.
const TiledMMA* tiled_mma_of(const Value& v);

}  // namespace ll::expr
