// The eval builtins of core/tensor: pointers (make_gmem_ptr<T>, make_smem_ptr<T>), tensors (make_tensor,
// make_identity_tensor), and how a kernel tiles and partitions them (local_tile, local_partition, T(c)
// with `_`, &T(c)). Tensors print as cute::print does; CuTe's layout accessors (size, shape<I>, layout...)
// read a tensor's layout.
#include <memory>
#include <optional>

#include "core/atoms/copy_atom.hpp"
#include "core/expr/builtins.hpp"
#include "core/expr/tensor_value.hpp"
#include "core/layout/print.hpp"
#include "core/tensor/tensor.hpp"

namespace ll::expr {
namespace {

const Value& arg(const CallArgs& c, std::size_t i, std::string_view fn) {
  if (i >= c.args.size()) fail(LL_TRANSLATABLE("CoreMessage", "%1: missing argument %2"), std::string(fn), i + 1);
  return c.args[i];
}
const Tensor& tensor_arg(const CallArgs& c, std::size_t i, std::string_view fn) {
  const Value& v = arg(c, i, fn);
  const auto* t = v.object_as<TensorValue>();
  if (!t) fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be a Tensor, got a %3"), std::string(fn), i + 1, kind_name(v));
  return t->tensor;
}
const IntTuple& int_tuple_arg(const CallArgs& c, std::size_t i, std::string_view fn) {
  const Value& v = arg(c, i, fn);
  if (!v.is_int_tuple()) fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be an IntTuple, got a %3"), std::string(fn), i + 1, kind_name(v));
  return v.int_tuple();
}
Layout layout_or_shape_arg(const CallArgs& c, std::size_t i, std::string_view fn) {
  const Value& v = arg(c, i, fn);
  if (v.is_layout()) return v.layout();
  if (v.is_int_tuple()) return make_layout(v.int_tuple());
  fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be a Layout or a shape, got a %3"), std::string(fn), i + 1, kind_name(v));
}

// The width of the element type written as the call's template argument, e.g. make_tensor<float>.
int element_bits_of(const CallArgs& c, const char* fn) {
  const std::string type = c.targs[0].spelling();
  const int bits = type_bits(type);
  if (bits == 0) fail(needing_if_identifier(error_of(LL_TRANSLATABLE("CoreMessage", "%1: unknown element type %2"), std::string(fn), type), type));
  return bits;
}

// The element type as CuTe names it, without namespaces and spaces (`cutlass::half_t` -> `half_t`).
std::string element_type_name(std::string type) {
  for (const char* drop : {"const", "cute::", "cutlass::", "std::", " "})
    for (std::size_t at; (at = type.find(drop)) != std::string::npos;) type.erase(at, std::string_view(drop).size());
  return type;
}

// make_gmem_ptr<T>(address) / make_smem_ptr<T>(address): T a CuTe element type (half_t, float, ...); or, as CuTe code
// writes it, make_gmem_ptr(p) of a pointer p (`(float*)4096`, a --set value).
Value make_pointer(CallArgs& c, TensorMemory memory, const char* fn) {
  if (!c.has_targs && c.args.size() == 1) {
    const auto* p = c.args[0].object_as<PointerValue>();
    if (!p) fail(LL_TRANSLATABLE("CoreMessage", "%1: give the element type (%1<half_t>(0x1000)) or a pointer ((half_t*)0x1000), got a %2"),
                 std::string(fn), kind_name(c.args[0]));
    TensorPointer tagged = p->pointer;
    tagged.memory = memory;
    return Value(ObjectPtr(std::make_shared<const PointerValue>(tagged)));
  }
  if (auto e = c.expect_targs(1, 1, fn)) fail(*e);
  if (auto e = c.expect_args(0, 1, fn)) fail(*e);
  const int bits = element_bits_of(c, fn);
  std::int64_t address = 0;
  if (!c.args.empty()) {
    const IntTuple& a = int_tuple_arg(c, 0, fn);
    if (!a.is_integer()) fail(LL_TRANSLATABLE("CoreMessage", "%1: the address must be an integer"), std::string(fn));
    address = a.integer().value;
  }
  TensorPointer p = make_tensor_pointer(memory, bits, address);
  p.element_type = element_type_name(c.targs[0].spelling());
  return Value(ObjectPtr(std::make_shared<const PointerValue>(p)));
}

// C's pointer cast `(T*)ADDRESS` (the parser makes it a call of the name `T*`): a raw pointer to T.
std::optional<Value> pointer_cast(const std::string& name, CallArgs& c) {
  if (name.empty() || name.back() != '*') return std::nullopt;
  std::string type = name.substr(0, name.size() - 1);
  for (const char* drop : {"const", "cute::", "cutlass::", " "})
    for (std::size_t at; (at = type.find(drop)) != std::string::npos;) type.erase(at, std::string_view(drop).size());
  const int bits = type_bits(type);
  if (bits == 0) fail(needing_if_identifier(error_of(LL_TRANSLATABLE("CoreMessage", "(%1): unknown element type %2"), name, type), type));
  if (c.args.size() != 1 || !c.args[0].is_int_tuple() || !c.args[0].int_tuple().is_integer())
    fail(LL_TRANSLATABLE("CoreMessage", "(%1): the address must be an integer"), name);
  TensorPointer p = make_tensor_pointer(TensorMemory::Raw, bits, c.args[0].int_tuple().integer().value);
  p.element_type = element_type_name(type);
  return Value(ObjectPtr(std::make_shared<const PointerValue>(p)));
}
const RegisterNameResolver pointer_casts(pointer_cast);

const RegisterBuiltin gmem_ptr({"make_gmem_ptr", "make_gmem_ptr<T>([ADDRESS])",
                                "a global-memory pointer to T elements (address 0 unless given)",
                                [](CallArgs& c) { return make_pointer(c, TensorMemory::Global, "make_gmem_ptr"); }});
const RegisterBuiltin smem_ptr({"make_smem_ptr", "make_smem_ptr<T>([ADDRESS])",
                                "a shared-memory pointer to T elements (address 0 unless given)",
                                [](CallArgs& c) { return make_pointer(c, TensorMemory::Shared, "make_smem_ptr"); }});

// make_tensor<T>(LAYOUT | SHAPE[, STRIDE]): a register tensor of T.
Value make_register(CallArgs& c) {
  if (auto e = c.expect_targs(1, 1, "make_tensor")) fail(*e);
  if (auto e = c.expect_args(1, 2, "make_tensor")) fail(*e);
  const int bits = element_bits_of(c, "make_tensor");
  const Layout layout = c.args.size() == 2 ? make_layout(int_tuple_arg(c, 0, "make_tensor"), int_tuple_arg(c, 1, "make_tensor"))
                                           : layout_or_shape_arg(c, 0, "make_tensor");
  return TensorValue::of(make_register_tensor(bits, layout));
}

const RegisterBuiltin make_tensor_builtin(
    {"make_tensor", "make_tensor(PTR, LAYOUT | SHAPE[, STRIDE]) | make_tensor<T>(LAYOUT | SHAPE[, STRIDE])",
     "the tensor of a pointer and a layout; with <T>, a register tensor (a thread's fragment)",
     [](CallArgs& c) {
       if (c.has_targs) return make_register(c);
       if (auto e = c.expect_args(2, 3, "make_tensor")) fail(*e);
       const auto* p = arg(c, 0, "make_tensor").object_as<PointerValue>();
       if (!p)
         fail(LL_TRANSLATABLE("CoreMessage", "make_tensor: argument 1 must be a pointer (make_gmem_ptr<T>, make_smem_ptr<T>), or write make_tensor<T>(layout) for a register tensor"));
       if (c.args.size() == 2 && c.args[1].is_composed())  // a GMMA smem layout atom's tiling: a swizzle pointer
         return TensorValue::of(make_tensor(p->pointer, c.args[1].composed()));
       if (c.args.size() == 3 && c.args[2].is_object()) {  // make_tensor(ptr, shape, LayoutRight{} | GenRowMajor{} ...)
         const std::string tag = c.args[2].object()->kind();
         if (tag == "LayoutLeft" || tag == "LayoutRight") {
           const IntTuple& shape = int_tuple_arg(c, 1, "make_tensor");
           return TensorValue::of(make_tensor(p->pointer, tag == "LayoutRight" ? make_layout(shape, LayoutRight{}) : make_layout(shape, LayoutLeft{})));
         }
       }
       const Layout layout = c.args.size() == 3
                                 ? make_layout(int_tuple_arg(c, 1, "make_tensor"), int_tuple_arg(c, 2, "make_tensor"))
                                 : layout_or_shape_arg(c, 1, "make_tensor");
       return TensorValue::of(make_tensor(p->pointer, layout));
     }});

const RegisterBuiltin identity_tensor({"make_identity_tensor", "make_identity_tensor(SHAPE)",
                                       "the coordinate tensor of SHAPE: each element its own coordinate",
                                       [](CallArgs& c) {
                                         if (auto e = c.expect_args(1, "make_identity_tensor")) fail(*e);
                                         return TensorValue::of(make_identity_tensor(int_tuple_arg(c, 0, "make_identity_tensor")));
                                       }});

const RegisterBuiltin local_tile_builtin(
    {"local_tile", "local_tile(T, TILER, COORD[, STEP])",
     "the tile of T at COORD (`_` keeps a mode of tiles), as a CTA takes its block; STEP (Step<_1,X,_1>) projects",
     [](CallArgs& c) {
       if (auto e = c.expect_args(3, 4, "local_tile")) fail(*e);
       const Tensor& t = tensor_arg(c, 0, "local_tile");
       const IntTuple& coord = int_tuple_arg(c, 2, "local_tile");
       if (c.args.size() == 4)
         return TensorValue::of(local_tile(t, int_tuple_arg(c, 1, "local_tile"), coord, int_tuple_arg(c, 3, "local_tile")));
       auto tiler = to_tiler(c.args[1]);
       if (!tiler) fail(tiler.failure());
       return TensorValue::of(local_tile(t, *tiler, coord));
     }});

// inner_partition / outer_partition(T, TILER, COORD): CuTe's two halves of a zipped_divide, indexed.
Value partition_by_tiler(CallArgs& c, const char* fn, bool inner) {
  if (auto e = c.expect_args(3, fn)) fail(*e);
  const Tensor& t = tensor_arg(c, 0, fn);
  auto tiler = to_tiler(c.args[1]);
  if (!tiler) fail(tiler.failure());
  const IntTuple& coord = int_tuple_arg(c, 2, fn);
  return TensorValue::of(inner ? local_tile(t, *tiler, coord) : outer_partition(t, *tiler, coord));
}

const RegisterBuiltin inner_partition_builtin({"inner_partition", "inner_partition(T, TILER, COORD)",
                                               "the tile of T at COORD (local_tile without a Step): ((tile), rest at COORD)",
                                               [](CallArgs& c) { return partition_by_tiler(c, "inner_partition", true); }});
const RegisterBuiltin outer_partition_builtin({"outer_partition", "outer_partition(T, TILER, COORD)",
                                               "element COORD of every tile of T: (tile at COORD, rest)",
                                               [](CallArgs& c) { return partition_by_tiler(c, "outer_partition", false); }});

const RegisterBuiltin local_partition_builtin(
    {"local_partition", "local_partition(T, THR_LAYOUT, THR_IDX[, STEP])",
     "the elements of T one thread of THR_LAYOUT owns when the threads tile T; STEP projects",
     [](CallArgs& c) {
       if (auto e = c.expect_args(3, 4, "local_partition")) fail(*e);
       const Tensor& t = tensor_arg(c, 0, "local_partition");
       const Layout threads = layout_or_shape_arg(c, 1, "local_partition");
       const IntTuple& index = int_tuple_arg(c, 2, "local_partition");
       if (!index.is_integer()) fail(LL_TRANSLATABLE("CoreMessage", "local_partition: the thread index must be an integer"));
       if (c.args.size() == 4)
         return TensorValue::of(local_partition(t, threads, index.integer().value, int_tuple_arg(c, 3, "local_partition")));
       return TensorValue::of(local_partition(t, threads, index.integer().value));
     }});


const RegisterBuiltin fragment_like(
    {"make_fragment_like", "make_fragment_like[<T>](LAYOUT | TENSOR)",
     "a compact layout (or register tensor) of the same shape, ordered like it so that a copy between them vectorises",
     [](CallArgs& c) {
       if (auto e = c.expect_targs(0, 1, "make_fragment_like")) fail(*e);
       if (auto e = c.expect_args(1, "make_fragment_like")) fail(*e);
       if (const auto* t = arg(c, 0, "make_fragment_like").object_as<TensorValue>()) {
         int bits = c.targs.empty() ? 0 : element_bits_of(c, "make_fragment_like");
         if (bits == 0) {
           if (!t->tensor.pointer)
             fail(LL_TRANSLATABLE("CoreMessage", "make_fragment_like: a coordinate tensor has no element type; write make_fragment_like<T>(T)"));
           bits = t->tensor.pointer->element_bits;
         }
         return TensorValue::of(make_fragment_like(t->tensor, bits));
       }
       return Value(make_fragment_like(layout_or_shape_arg(c, 0, "make_fragment_like")));
     }});

// thrust::raw_pointer_cast(p) (the thrust:: read as blank by the import's caller): the pointer itself.
const RegisterBuiltin raw_pointer_cast_builtin({"raw_pointer_cast", "raw_pointer_cast(P)", "the pointer P (thrust's cast of a device pointer)",
                                                [](CallArgs& c) {
                                                  if (auto e = c.expect_args(1, "raw_pointer_cast")) fail(*e);
                                                  if (!arg(c, 0, "raw_pointer_cast").object_as<PointerValue>())
                                                    fail(LL_TRANSLATABLE("CoreMessage", "raw_pointer_cast takes a pointer, got a %1"), kind_name(c.args[0]));
                                                  return c.args[0];
                                                }});

// make_tensor_like[<T>](tensor | layout): a register tensor of the same shape, strides ordered as the tensor's
// (make_layout_like), of the tensor's element type or T (cute/tensor_impl.hpp).
const RegisterBuiltin make_tensor_like_builtin(
    {"make_tensor_like", "make_tensor_like[<T>](TENSOR | LAYOUT)",
     "a register tensor of the same shape, its strides ordered like the tensor's (make_layout_like)",
     [](CallArgs& c) {
       if (auto e = c.expect_targs(0, 1, "make_tensor_like")) fail(*e);
       if (auto e = c.expect_args(1, "make_tensor_like")) fail(*e);
       int bits = c.targs.empty() ? 0 : element_bits_of(c, "make_tensor_like");
       if (const auto* t = arg(c, 0, "make_tensor_like").object_as<TensorValue>()) {
         if (bits == 0) {
           if (!t->tensor.pointer)
             fail(LL_TRANSLATABLE("CoreMessage", "make_tensor_like: a coordinate tensor has no element type; write make_tensor_like<T>(T)"));
           bits = t->tensor.pointer->element_bits;
         }
         return TensorValue::of(make_register_tensor(bits, make_layout_like(t->tensor.layout)));
       }
       if (bits == 0) fail(LL_TRANSLATABLE("CoreMessage", "make_tensor_like of a layout needs its element type: make_tensor_like<T>(L)"));
       return TensorValue::of(make_register_tensor(bits, make_layout_like(layout_or_shape_arg(c, 0, "make_tensor_like"))));
     }});

// group_modes<B,E>(tensor) (cute/tensor_impl.hpp); a layout's is group<B,E> (builtins_layout.cpp), as in CuTe.
Value group_tensor_modes(CallArgs& c) {
  if (auto e = c.expect_targs(2, 2, "group_modes")) fail(*e);
  if (auto e = c.expect_args(1, "group_modes")) fail(*e);
  auto b = c.targ_number(0, "group_modes"), e = c.targ_number(1, "group_modes");
  if (!b) fail(b.failure());
  if (!e) fail(e.failure());
  const auto* t = arg(c, 0, "group_modes").object_as<TensorValue>();
  if (!t)
    fail(LL_TRANSLATABLE("CoreMessage", "group_modes<B,E> takes a Tensor, got a %1; for a layout CuTe writes group<B,E>(layout)"),
         kind_name(c.args[0]));
  return TensorValue::of(group_modes(t->tensor, static_cast<int>(*b), static_cast<int>(*e)));
}

const RegisterBuiltin group_modes_builtin({"group_modes", "group_modes<B,E>(TENSOR)", "the tensor with modes [B,E) gathered into one mode",
                                           [](CallArgs& c) { return group_tensor_modes(c); }});


// An element type named where a value goes (`sizeof(half_t)`): its name and width.
class ElementTypeValue : public Object {
 public:
  ElementTypeValue(std::string n, int b) : name(std::move(n)), bits(b) {}
  std::string kind() const override { return "type"; }
  std::string print() const override { return name; }
  std::string name;
  int bits;
};
const RegisterNameResolver element_types([](const std::string& name, CallArgs& c) -> std::optional<Value> {
  if (!c.bare || c.has_targs) return std::nullopt;
  const int bits = type_bits(name);
  if (bits == 0) return std::nullopt;
  return Value(ObjectPtr(std::make_shared<const ElementTypeValue>(name, bits)));
});

// sizeof(T) in bytes; sizeof_bits<T> / sizeof_bits_v<T> (`sizeof_bits<T>::value`) in bits, as CuTe's traits give them.
int element_type_bits(const CallArgs& c, const char* fn) {
  if (!c.targs.empty()) {
    const int bits = type_bits(c.targs[0].spelling());
    if (bits == 0) fail_needing(c.targs[0].spelling(), LL_TRANSLATABLE("CoreMessage", "unknown name '%1'"), c.targs[0].spelling());  // a template parameter, for import to ask
    return bits;
  }
  if (c.args.size() == 1)
    if (const auto* t = c.args[0].object_as<ElementTypeValue>()) return t->bits;
  fail(LL_TRANSLATABLE("CoreMessage", "%1: expects an element type (half_t, float, ...)"), std::string(fn));
}
const RegisterBuiltin sizeof_builtin({"sizeof", "sizeof(T)", "the bytes of an element type (sub-byte types: refused)",
                                      [](CallArgs& c) {
                                        const int bits = element_type_bits(c, "sizeof");
                                        if (bits % 8 != 0) fail(LL_TRANSLATABLE("CoreMessage", "sizeof: a %1-bit type has no whole number of bytes"), bits);
                                        return Value(IntTuple(dynamic_int(bits / 8)));
                                      }});
const RegisterBuiltin sizeof_bits_builtin({"sizeof_bits", "sizeof_bits<T> (sizeof_bits<T>::value)", "the bits of an element type",
                                           [](CallArgs& c) { return Value(IntTuple(dynamic_int(element_type_bits(c, "sizeof_bits")))); }});
const RegisterBuiltin sizeof_bits_v_builtin({"sizeof_bits_v", "sizeof_bits_v<T>", "the bits of an element type",
                                             [](CallArgs& c) { return Value(IntTuple(dynamic_int(element_type_bits(c, "sizeof_bits_v")))); }});

}  // namespace
}  // namespace ll::expr
