#pragma once
// Reading the atom objects of the eval language (builtins_atoms.cpp) from outside it, e.g. a CLI command
// that takes a TiledCopy written as an eval expression.
#include <string>
#include <string_view>

#include "core/expr/value.hpp"
#include "core/tiled/tiled_copy.hpp"
#include "core/tiled/tiled_mma.hpp"

namespace ll::expr {

// A TiledCopy in the eval language (make_tiled_copy(...), make_tma_copy(...) whose value derives from it).
class TiledCopyValue : public Object {
 public:
  explicit TiledCopyValue(TiledCopy cp) : copy(std::move(cp)) {}
  std::string kind() const override { return "TiledCopy"; }
  std::string print() const override { return to_string(copy); }
  // get_layoutS_TV(), get_layoutD_TV(), get_slice(t) / get_thread_slice(t) (a ThrCopy, for partition_S/D)
  Value member(std::string_view name, CallArgs& c) const override;
  TiledCopy copy;
};

// The TiledCopy a value holds (make_tiled_copy(...), make_tiled_copy_A(...)); nullptr for any other value.
const TiledCopy* tiled_copy_of(const Value& v);
// The Copy_Atom a value holds (Copy_Atom<OP,T>{}); nullptr for any other value.
const Copy_Atom* copy_atom_of(const Value& v);
// The TiledMMA a value holds (make_tiled_mma(...)); nullptr for any other value.
const TiledMMA* tiled_mma_of(const Value& v);

}  // namespace ll::expr
