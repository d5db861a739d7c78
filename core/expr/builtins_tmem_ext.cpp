// SM100's tensor memory in the eval language (core/tiled/tmem.hpp): SM100_TMEM_LOAD_32dp32b1x{} and its siblings as
// values, make_tmem_copy(OP{} or Copy_Atom<OP,T>{}, tmem_tensor) as CuTe builds it (its get_slice(t).partition_S/D
// through the TiledCopy's members), make_tmem_ptr<T>(address). A UMMA TiledMMA's make_fragment_C is a TMEM tensor.
// (`_ext`: it needs core/atoms and core/tiled, which the eval fuzzer's build leaves out.)
#include <memory>

#include "core/atoms/tmem_copy_atom.hpp"
#include "core/expr/atom_values.hpp"
#include "core/expr/builtins.hpp"
#include "core/expr/tensor_value.hpp"
#include "core/tiled/tmem.hpp"

namespace ll::expr {
namespace {

// A tcgen05 copy operation written as a value (`SM100_TMEM_LOAD_32dp32b1x{}`), as make_tmem_copy takes it.
class TmemOperationValue : public Object {
 public:
  explicit TmemOperationValue(std::string op) : name(std::move(op)) {}
  std::string kind() const override { return "type"; }
  std::string print() const override { return name; }
  std::string name;
};

const RegisterNameResolver tmem_operations([](const std::string& name, CallArgs& c) -> std::optional<Value> {
  if (!is_tmem_copy_op(name) || !c.args.empty() || c.has_targs || !(c.braces || c.bare)) return std::nullopt;
  return Value(ObjectPtr(std::make_shared<const TmemOperationValue>(name)));
});

const bool registered = [] {
  register_builtin({"make_tmem_copy", "make_tmem_copy(SM100_TMEM_LOAD_32dp32b1x{} | Copy_Atom<OP,T>{}, TMEM_TENSOR)",
                    "CuTe's TiledCopy of a tcgen05.ld/st over a TMEM tensor: four warps, each at its own 32 lanes",
                    [](CallArgs& c) -> Value {
                      if (c.args.size() != 2)
                        fail(LL_TRANSLATABLE("CoreMessage", "make_tmem_copy: write make_tmem_copy(SM100_TMEM_LOAD_32dp32b1x{}, tmem_tensor)"));
                      const auto* t = c.args[1].object_as<TensorValue>();
                      if (!t) fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be a Tensor, got a %3"), std::string("make_tmem_copy"), 2,
                                   kind_name(c.args[1]));
                      Copy_Atom atom;
                      if (const auto* op = c.args[0].object_as<TmemOperationValue>()) {
                        if (!t->tensor.pointer) fail(LL_TRANSLATABLE("CoreMessage", "make_tmem_copy: Expected TMEM tensor (make_fragment_C of a UMMA TiledMMA), got %1"),
                                                     to_string(t->tensor));
                        // Copy_Atom<OP, the tensor's value type>: only the width matters to the layouts
                        const int bits = t->tensor.pointer->element_bits;
                        atom = make_tmem_copy_atom(op->name, bits == 32 ? "float" : bits == 16 ? "half_t" : "uint8_t");
                      } else if (const Copy_Atom* a = copy_atom_of(c.args[0])) {
                        atom = *a;
                      } else {
                        fail(LL_TRANSLATABLE("CoreMessage", "make_tmem_copy: the first argument is a TMEM copy operation (SM100_TMEM_LOAD_32dp32b1x{}) or its Copy_Atom, got %1"),
                             to_string(c.args[0]));
                      }
                      return Value(ObjectPtr(std::make_shared<const TiledCopyValue>(make_tmem_copy(atom, t->tensor))));
                    }});
  register_builtin({"make_tmem_ptr", "make_tmem_ptr<T>([ADDRESS])", "a TMEM pointer (lane << 16 | column), printed tmem_[32b](0x0000.0000)",
                    [](CallArgs& c) -> Value {
                      if (c.targs.size() != 1 || c.args.size() > 1)
                        fail(LL_TRANSLATABLE("CoreMessage", "make_tmem_ptr: write make_tmem_ptr<float>() or make_tmem_ptr<float>(address)"));
                      const int bits = type_bits(c.targs[0].spelling());
                      std::int64_t address = 0;
                      if (c.args.size() == 1) {
                        if (!c.args[0].is_integer()) fail(LL_TRANSLATABLE("CoreMessage", "make_tmem_ptr: the address must be an integer, got %1"), to_string(c.args[0]));
                        address = c.args[0].int_tuple().integer().value;
                      }
                      TensorPointer p = make_tensor_pointer(TensorMemory::Tmem, bits, address);
                      p.element_type = c.targs[0].spelling();
                      return Value(ObjectPtr(std::make_shared<const PointerValue>(p)));
                    }});
  return true;
}();

}  // namespace
}  // namespace ll::expr
