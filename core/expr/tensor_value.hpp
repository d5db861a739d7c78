#pragma once
// The eval values of core/tensor: a pointer (make_gmem_ptr<T>) and a Tensor, shared by the builtins that make
// tensors (builtins_tensor.cpp) and those that partition them (a TiledMMA's get_slice, builtins_atoms.cpp).
#include <memory>
#include <string>
#include <string_view>

#include "core/expr/builtins.hpp"
#include "core/tensor/tensor.hpp"

namespace ll::expr {

class PointerValue : public Object {
 public:
  explicit PointerValue(TensorPointer p) : pointer(p) {}
  std::string kind() const override { return "pointer"; }
  std::string print() const override { return to_string(pointer); }
  // A buffer given by its address (`--set d_S=(float*)0x1000` for a device vector, `--set smem.A=...` for an
  // ArrayEngine): its .data() and .begin() are that address, as the container's would be.
  Value member(std::string_view name, CallArgs& c) const override {
    if ((name == "data" || name == "begin" || name == "get") && c.args.empty())
      return Value(ObjectPtr(std::make_shared<const PointerValue>(pointer)));
    return Object::member(name, c);
  }
  TensorPointer pointer;
};

class TensorValue : public Object {
 public:
  explicit TensorValue(Tensor t) : tensor(std::move(t)) {}
  std::string kind() const override { return "Tensor"; }
  std::string print() const override { return to_string(tensor); }
  const Layout* accessor_layout() const override { return &tensor.layout; }
  std::shared_ptr<const Object> with_layout(Layout l) const override {
    Tensor t = tensor;
    t.layout = std::move(l);
    return std::make_shared<const TensorValue>(std::move(t));
  }
  // T(c): with `_` the sub-tensor; without, a coordinate tensor's coordinate.
  Value call(CallArgs& c) const override {
    if (c.args.empty()) fail(LL_TRANSLATABLE("CoreMessage", "calling a Tensor needs a coordinate"));
    const IntTuple coord = coordinate_of(c);
    if (has_underscore(coord)) return of(slice(coord, tensor));
    return Value(coordinate_at(coord, tensor));
  }
  Value member(std::string_view name, CallArgs& c) const override {
    if (auto e = c.expect_args(0, name)) fail(*e);
    if (name == "layout") return Value(tensor.layout);
    if (name == "shape") return Value(tensor.layout.shape);
    if (name == "stride") return Value(tensor.layout.stride);
    if (name == "size") return Value(size(tensor.layout));
    if (name == "data" && tensor.pointer) return Value(ObjectPtr(std::make_shared<const PointerValue>(*tensor.pointer)));
    return Object::member(name, c);
  }
  static Value of(Tensor t) { return Value(ObjectPtr(std::make_shared<const TensorValue>(std::move(t)))); }
  Tensor tensor;

 private:
  // T(c0, c1, ...) is T((c0, c1, ...)), as for layouts.
  static IntTuple coordinate_of(const CallArgs& c) {
    IntTupleBuilder coord;
    for (std::size_t i = 0; i < c.args.size(); ++i) {
      if (!c.args[i].is_int_tuple())
        fail(LL_TRANSLATABLE("CoreMessage", "a Tensor's coordinate holds integers and `_`, got a %1"), kind_name(c.args[i]));
      coord.push_back(c.args[i].int_tuple());
    }
    return c.args.size() == 1 ? c.args[0].int_tuple() : std::move(coord).build();
  }
};

}  // namespace ll::expr
