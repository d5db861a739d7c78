// TMA copies in the eval language (core/tiled/tma_copy.hpp): SM90_TMA_LOAD{} and its siblings as values,
// make_tma_copy / make_tma_atom as CuTe builds them, tma.get_tma_tensor(shape), tma_partition, and
// tma_descriptor(tma), LayoutLab's print of the arguments CuTe gives the driver's cuTensorMapEncodeTiled.
// (`_ext`: it needs core/atoms and core/tiled, which the eval fuzzer's build leaves out.)
#include <memory>

#include "core/atoms/copy_atom.hpp"
#include "core/expr/atom_values.hpp"
#include "core/expr/builtins.hpp"
#include "core/expr/tensor_value.hpp"
#include "core/tiled/tma_copy.hpp"

namespace ll::expr {
namespace {

// A TMA operation written as a value (`SM90_TMA_LOAD{}`), as make_tma_copy takes it.
class TmaOperationValue : public Object {
 public:
  explicit TmaOperationValue(std::string op) : name(std::move(op)) {}
  std::string kind() const override { return "type"; }
  std::string print() const override { return name; }
  std::string name;
};

// make_tma_copy's TiledCopy, which also answers get_tma_tensor(shape).
class TmaCopyValue : public TiledCopyValue {
 public:
  explicit TmaCopyValue(TmaCopy t) : TiledCopyValue(t.tiled), tma(std::move(t)) {}
  Value member(std::string_view name, CallArgs& c) const override {
    if (name == "get_tma_tensor") {
      if (c.args.size() != 1 || !c.args[0].is_int_tuple())
        fail(LL_TRANSLATABLE("CoreMessage", "get_tma_tensor: give the global tensor's shape, e.g. tma.get_tma_tensor(make_shape(M,K))"));
      return TensorValue::of(get_tma_tensor(tma, c.args[0].int_tuple()));
    }
    return TiledCopyValue::member(name, c);
  }
  TmaCopy tma;
};

// make_tma_atom's Copy_Atom (printed as CuTe prints a Copy_Atom), kept with the copy it was made from.
class TmaAtomValue : public Object {
 public:
  explicit TmaAtomValue(TmaCopy t) : tma(std::move(t)) {}
  std::string kind() const override { return "Copy_Atom"; }
  std::string print() const override { return to_string(tma.tiled.atom); }
  Value member(std::string_view name, CallArgs& c) const override {
    if (name == "get_tma_tensor") return TmaCopyValue(tma).member(name, c);
    return Object::member(name, c);
  }
  TmaCopy tma;
};

const TmaCopy* tma_of(const Value& v) {
  if (const auto* t = v.object_as<TmaCopyValue>()) return &t->tma;
  if (const auto* a = v.object_as<TmaAtomValue>()) return &a->tma;
  return nullptr;
}

const RegisterNameResolver tma_operations([](const std::string& name, CallArgs& c) -> std::optional<Value> {
  if (!is_tma_copy_op(name) || !c.args.empty() || c.has_targs || !(c.braces || c.bare)) return std::nullopt;
  return Value(ObjectPtr(std::make_shared<const TmaOperationValue>(name)));
});

// make_tma_copy(op, gtensor, slayout[, cta_tiler][, cluster_size]) and make_tma_atom(op, gtensor, slayout, cta_tiler[,
// cluster_size]); <TmaInternalType> optional.
TmaCopy make_tma(CallArgs& c, const std::string& fn, bool atom) {
  if (c.targs.size() > 1) fail(LL_TRANSLATABLE("CoreMessage", "%1: at most one template argument (the TmaInternalType)"), fn);
  const std::size_t min_args = atom ? 4 : 3;
  if (c.args.size() < min_args || c.args.size() > 5)
    fail(LL_TRANSLATABLE("CoreMessage", "%1: write %1(SM90_TMA_LOAD{}, gmem_tensor, smem_layout, cta_tiler, cluster_size)"), fn);
  const auto* op = c.args[0].object_as<TmaOperationValue>();
  if (!op) fail(LL_TRANSLATABLE("CoreMessage", "%1: the first argument is a TMA operation (SM90_TMA_LOAD{}), got %2"), fn, to_string(c.args[0]));
  const auto* g = c.args[1].object_as<TensorValue>();
  if (!g) fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be a Tensor, got a %3"), fn, 2, kind_name(c.args[1]));
  AnyLayout slayout;
  if (c.args[2].is_layout()) slayout = c.args[2].layout();
  else if (c.args[2].is_composed()) slayout = c.args[2].composed();
  else fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be a Layout or a ComposedLayout, got a %3"), fn, 3, kind_name(c.args[2]));
  Int cluster{1, true};
  const std::size_t cluster_at = c.args.size() == 5 ? 4 : (!atom && c.args.size() == 4 ? 3 : 0);
  if (cluster_at) {
    const Value& v = c.args[cluster_at];
    if (!v.is_integer()) fail(LL_TRANSLATABLE("CoreMessage", "%1: the cluster size must be an integer (Int<2>{}), got %2"), fn, to_string(v));
    cluster = v.int_tuple().integer();
  }
  const std::string internal = c.targs.empty() ? std::string() : c.targs[0].spelling();
  const bool has_tiler = c.args.size() == 5 || (atom && c.args.size() == 4);
  if (has_tiler) return make_tma_copy(op->name, g->tensor, slayout, take_tiler(std::move(c.args[3])), cluster, internal);
  const Layout& s = c.args[2].is_layout() ? c.args[2].layout() : c.args[2].composed().layout_b;
  return make_tma_copy(op->name, g->tensor, slayout, Tiler(product_each(s.shape)), cluster, internal);
}

const Tensor& tensor_arg(const CallArgs& c, std::size_t i, const char* fn) {
  const auto* t = c.args[i].object_as<TensorValue>();
  if (!t) fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be a Tensor, got a %3"), std::string(fn), i + 1, kind_name(c.args[i]));
  return t->tensor;
}

const bool registered = [] {
  register_builtin({"make_tma_copy", "make_tma_copy(SM90_TMA_LOAD{}, GTENSOR, SLAYOUT[, CTA_TILER][, CLUSTER])",
                    "CuTe's TMA TiledCopy: the box one instruction moves, a slice per CTA of a multicast",
                    [](CallArgs& c) -> Value {
                      return Value(ObjectPtr(std::make_shared<const TmaCopyValue>(make_tma(c, "make_tma_copy", false))));
                    }});
  register_builtin({"make_tma_atom", "make_tma_atom(SM90_TMA_LOAD{}, GTENSOR, SLAYOUT, CTA_TILER[, CLUSTER])",
                    "CuTe's TMA Copy_Atom (for tma_partition)", [](CallArgs& c) -> Value {
                      return Value(ObjectPtr(std::make_shared<const TmaAtomValue>(make_tma(c, "make_tma_atom", true))));
                    }});
  register_builtin({"tma_partition", "tma_partition(TMA, CTA_COORD, CTA_LAYOUT, STENSOR, GTENSOR)",
                    "((TMA,TMA_Iter),Rest...) views of an smem and a gmem tile, at a multicast CTA's slice: (gmem, smem)",
                    [](CallArgs& c) -> Value {
                      if (c.args.size() != 5 && c.args.size() != 3)
                        fail(LL_TRANSLATABLE("CoreMessage", "tma_partition: write tma_partition(tma, cta_coord, cta_layout, stensor, gtensor) or tma_partition(tma, stensor, gtensor)"));
                      const TmaCopy* tma = tma_of(c.args[0]);
                      if (!tma) fail(LL_TRANSLATABLE("CoreMessage", "tma_partition: the first argument is a TMA copy or atom (make_tma_copy / make_tma_atom), got a %1"), kind_name(c.args[0]));
                      IntTuple coord(static_int(0));
                      Layout cta_layout{IntTuple(static_int(1)), IntTuple(static_int(0))};
                      if (c.args.size() == 5) {
                        if (!c.args[1].is_int_tuple()) fail(LL_TRANSLATABLE("CoreMessage", "tma_partition: the CTA coordinate must be an integer or a tuple, got a %1"), kind_name(c.args[1]));
                        coord = c.args[1].int_tuple();
                        if (c.args[2].is_layout()) cta_layout = c.args[2].layout();
                        else if (c.args[2].is_int_tuple()) cta_layout = make_layout(c.args[2].int_tuple());
                        else fail(LL_TRANSLATABLE("CoreMessage", "tma_partition: the CTA layout must be a Layout, got a %1"), kind_name(c.args[2]));
                      }
                      const std::size_t s = c.args.size() - 2;
                      auto [g, sm] = tma_partition(*tma, coord, cta_layout, tensor_arg(c, s, "tma_partition"), tensor_arg(c, s + 1, "tma_partition"));
                      Tuple out;
                      out.push_back(TensorValue::of(std::move(g)));
                      out.push_back(TensorValue::of(std::move(sm)));
                      return Value(std::move(out));
                    }});
  register_builtin({"tma_descriptor", "tma_descriptor(TMA)",
                    "LayoutLab: the arguments make_tma_copy gives cuTensorMapEncodeTiled (data type, global dims and byte strides, box, swizzle)",
                    [](CallArgs& c) -> Value {
                      if (c.args.size() != 1 || !tma_of(c.args[0]))
                        fail(LL_TRANSLATABLE("CoreMessage", "tma_descriptor: give a TMA copy (make_tma_copy(...))"));
                      return Value(Text{to_string(tma_of(c.args[0])->descriptor)});
                    }});
  return true;
}();

}  // namespace
}  // namespace ll::expr
