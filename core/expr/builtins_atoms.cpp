// The eval builtins of core/atoms, core/tiled, core/analysis and core/triton: MMA_Atom<OP>,
// Copy_Atom<OP,T>, make_tiled_mma / make_tiled_copy(_A/_B/_C) and their members, and the analyses
// (ownership, partitions, pairing, bank conflicts, vectorisation, Triton layouts). Objects print as
// cute::print does; analyses print LayoutLab's own short text.
#include <memory>
#include <type_traits>

#include "core/analysis/bank_conflicts.hpp"
#include "core/analysis/coalescing.hpp"
#include "core/analysis/ownership.hpp"
#include "core/analysis/pairing.hpp"
#include "core/analysis/vectorize.hpp"
#include "core/atoms/copy_atom.hpp"
#include "core/atoms/mma_atom.hpp"
#include "core/expr/builtins.hpp"
#include "core/expr/atom_values.hpp"
#include "core/expr/tensor_value.hpp"
#include "core/layout/print.hpp"
#include "core/tiled/partition.hpp"
#include "core/tiled/tiled_copy.hpp"
#include "core/tiled/tiled_mma.hpp"
#include "core/triton/blocked_encoding.hpp"
#include "core/triton/conversion.hpp"
#include "core/triton/linear_layout.hpp"

namespace ll::expr {
namespace {

template <class T>
T take(Result<T> r) {
  if (!r) fail(r.failure());
  return std::move(r).value();
}

const Value& arg(const CallArgs& c, std::size_t i, const std::string& fn) {
  if (i >= c.args.size()) fail(LL_TRANSLATABLE("CoreMessage", "%1: missing argument %2"), fn, i + 1);
  return c.args[i];
}

void args_count(const CallArgs& c, std::size_t min, std::size_t max, const std::string& fn) {
  if (auto e = c.expect_args(min, max, fn)) fail(*e);
}

// A Layout, or a shape standing for make_layout(shape).
Layout layout_or_shape(const Value& v, const std::string& fn, std::size_t i) {
  if (v.is_layout()) return v.layout();
  if (v.is_int_tuple()) return make_layout(v.int_tuple());
  fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be a Layout or a shape, got a %3"), fn, i + 1, kind_name(v));
}

const Layout& layout_arg(const CallArgs& c, std::size_t i, const std::string& fn) {
  const Value& v = arg(c, i, fn);
  if (!v.is_layout()) fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be a Layout, got a %3"), fn, i + 1, kind_name(v));
  return v.layout();
}

const IntTuple& tuple_arg(const CallArgs& c, std::size_t i, const std::string& fn) {
  const Value& v = arg(c, i, fn);
  if (!v.is_int_tuple()) fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be an IntTuple, got a %3"), fn, i + 1, kind_name(v));
  return v.int_tuple();
}

std::int64_t int_arg(const CallArgs& c, std::size_t i, const std::string& fn) {
  const Value& v = arg(c, i, fn);
  if (!v.is_integer()) fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be an integer, got a %3"), fn, i + 1, kind_name(v));
  return v.int_tuple().integer().value;
}

std::vector<std::int64_t> int_list(const CallArgs& c, std::size_t i, const std::string& fn) {
  const IntTuple& t = tuple_arg(c, i, fn);
  std::vector<std::int64_t> out;
  if (t.is_integer()) return {t.integer().value};
  for (const auto& e : t.children()) {
    if (!e.is_integer()) fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be a flat list of integers such as (2,2)"), fn, i + 1);
    out.push_back(e.integer().value);
  }
  return out;
}

template <class T>
const T& object_arg(const CallArgs& c, std::size_t i, const std::string& fn, const char* kind) {
  const Value& v = arg(c, i, fn);
  const T* o = v.object_as<T>();
  if (!o) fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be a %3, got a %4"), fn, i + 1, kind, kind_name(v));
  return *o;
}

// Registers a builtin whose body (a captureless lambda) reports errors with ll::fail.
template <class Body>
void def(const char* name, const char* signature, const char* summary, Body) {
  static_assert(std::is_empty_v<Body>, "a builtin body captures nothing");
  register_builtin({name, signature, summary, [](CallArgs& c) -> Value { return Body{}(c); }});
}

char operand_targ(const CallArgs& c, const std::string& fn) {
  if (c.targs.size() != 1 || c.targs[0].spelling().size() != 1) fail(LL_TRANSLATABLE("CoreMessage", "%1: write the operand as a template argument, e.g. %1<A>(...)"), fn);
  char op = c.targs[0].spelling()[0];
  if (op != 'A' && op != 'B' && op != 'C' && op != 'S' && op != 'D') fail(LL_TRANSLATABLE("CoreMessage", "%1: the operand must be A, B, C (MMA) or S, D (copy)"), fn);
  return op;
}

// --- object kinds --------------------------------------------------------------------------------

class MmaAtomValue : public Object {
 public:
  explicit MmaAtomValue(MMA_Atom a) : atom(std::move(a)) {}
  std::string kind() const override { return "MMA_Atom"; }
  std::string print() const override { return to_string(atom); }
  MMA_Atom atom;
};

// A copy operation as a value (a type in C++): printed as its spelling; kind "type", so a template argument
// naming a variable that holds one is replaced by the spelling (`Copy_Atom<CopyOp, T>`).
class CopyOperationValue : public Object {
 public:
  explicit CopyOperationValue(std::string s) : spelling(std::move(s)) {}
  std::string kind() const override { return "type"; }
  std::string print() const override { return spelling; }
  std::string spelling;
};

class CopyAtomValue : public Object {
 public:
  explicit CopyAtomValue(Copy_Atom a) : atom(std::move(a)) {}
  std::string kind() const override { return "Copy_Atom"; }
  std::string print() const override { return to_string(atom); }
  Copy_Atom atom;
};

std::string coords_text(const std::vector<TileCoord>& coords) {
  std::string out;
  for (std::size_t i = 0; i < coords.size(); ++i)
    out += (i ? " " : "") + std::string("(") + std::to_string(coords[i].row) + "," + std::to_string(coords[i].col) + ")";
  return out;
}

// get_slice(t)'s one argument: a thread of the `threads` a TiledMMA or TiledCopy has.
std::int64_t thread_index_arg(const CallArgs& c, const std::string& fn, std::int64_t threads) {
  args_count(c, 1, 1, fn);
  const IntTuple& thread = tuple_arg(c, 0, fn);
  if (!thread.is_integer()) fail(LL_TRANSLATABLE("CoreMessage", "%1: the thread index must be an integer"), fn);
  if (thread.integer().value < 0 || thread.integer().value >= threads)
    fail(LL_TRANSLATABLE("CoreMessage", "%1: thread %2 is out of range for %3 threads"), fn, thread.integer().value, threads);
  return thread.integer().value;
}

// TiledMMA::make_fragment_A/B/C(T) (a static member, also reached through a ThrMMA): the registers for an
// already partitioned T.
Value mma_fragment(const TiledMMA& mma, std::string_view name, CallArgs& c) {
  const std::string fn(name);
  args_count(c, 1, 1, fn);
  const auto* t = arg(c, 0, fn).object_as<TensorValue>();
  if (!t) fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be a Tensor, got a %3"), fn, 1, kind_name(c.args[0]));
  return TensorValue::of(make_mma_fragment(mma, name.back(), t->tensor));
}

// CuTe's ThrMMA (tiled_mma.get_slice(t)): thread t's partitions of the operand tensors.
class ThrMMAValue : public Object {
 public:
  ThrMMAValue(TiledMMA m, std::int64_t t) : mma(std::move(m)), thread(t) {}
  std::string kind() const override { return "ThrMMA"; }
  std::string print() const override {  // CuTe's thr_vmnk_: get_flat_coord, static where a mode has one thread
    return "ThrMMA\n  Thr VMNK: " + to_string(get_flat_coord(mma.thr_layout_vmnk, dynamic_int(thread))) + "\n" + to_string(mma);
  }
  Value member(std::string_view name, CallArgs& c) const override {
    if (name == "partition_A" || name == "partition_B" || name == "partition_C") {
      const std::string fn(name);
      args_count(c, 1, 1, fn);
      const auto* t = arg(c, 0, fn).object_as<TensorValue>();
      if (!t) fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be a Tensor, got a %3"), fn, 1, kind_name(c.args[0]));
      return TensorValue::of(partition_mma(mma, name.back(), thread, t->tensor));
    }
    if (name == "partition_fragment_A" || name == "partition_fragment_B" || name == "partition_fragment_C") {
      const std::string fn(name);
      args_count(c, 1, 1, fn);
      const auto* t = arg(c, 0, fn).object_as<TensorValue>();
      if (!t) fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be a Tensor, got a %3"), fn, 1, kind_name(c.args[0]));
      return TensorValue::of(partition_fragment(mma, name.back(), thread, t->tensor));
    }
    if (name == "make_fragment_A" || name == "make_fragment_B" || name == "make_fragment_C") return mma_fragment(mma, name, c);
    return Object::member(name, c);
  }
  TiledMMA mma;
  std::int64_t thread;
};

class TiledMMAValue : public Object {
 public:
  explicit TiledMMAValue(TiledMMA m) : mma(std::move(m)) {}
  std::string kind() const override { return "TiledMMA"; }
  std::string print() const override { return to_string(mma); }
  Value member(std::string_view name, CallArgs& c) const override {
    std::string fn(name);
    if (name == "get_layoutA_TV" || name == "get_layoutB_TV" || name == "get_layoutC_TV") {
      args_count(c, 0, 0, fn);
      char op = name[10];
      return Value(op == 'A' ? get_layoutA_TV(mma) : op == 'B' ? get_layoutB_TV(mma) : get_layoutC_TV(mma));
    }
    if (name == "size" || name == "thr_size") {  // CuTe's size<I...>(mma) and thr_size: its threads
      std::vector<int> modes;
      for (std::size_t i = 0; i < c.targs.size(); ++i) {
        auto n = c.targ_number(i, fn);
        if (!n) fail(n.failure());
        modes.push_back(static_cast<int>(*n));
      }
      return Value(size(mma.thr_layout_vmnk, modes));
    }
    if (name == "get_thr_layout_vmnk") {
      args_count(c, 0, 0, fn);
      return Value(mma.thr_layout_vmnk);
    }
    if (name == "tile_size_mnk") {
      auto i = c.targ_number(0, fn);
      if (!i) fail(i.failure());
      return Value(tile_size(mma, static_cast<int>(*i)));
    }
    if (name == "permutation_mnk") {
      auto i = c.targ_number(0, fn);
      if (!i) fail(i.failure());
      Tiler p = permutation_mnk(mma, static_cast<int>(*i));
      if (p.is_layout()) return Value(p.layout());
      if (p.is_integer()) return Value(p.integer());
      return Value(IntTuple(Underscore{}));
    }
    if (name == "get_slice" || name == "get_thread_slice") {  // ThrMMA: one thread's view, for partition_A/B/C
      return Value(ObjectPtr(std::make_shared<const ThrMMAValue>(mma, thread_index_arg(c, fn, size(mma).value))));
    }
    if (name == "make_fragment_A" || name == "make_fragment_B" || name == "make_fragment_C") return mma_fragment(mma, name, c);
    if (name == "thrfrg_A" || name == "thrfrg_B" || name == "thrfrg_C") {
      args_count(c, 1, 1, fn);
      const Layout& l = layout_arg(c, 0, fn);
      char op = name[7];
      return Value(op == 'A' ? thrfrg_A(mma, l) : op == 'B' ? thrfrg_B(mma, l) : thrfrg_C(mma, l));
    }
    return Object::member(name, c);
  }
  TiledMMA mma;
};

// CuTe's ThrCopy (tiled_copy.get_slice(t)): thread t's source and destination partitions.
class ThrCopyValue : public Object {
 public:
  ThrCopyValue(TiledCopy cp, std::int64_t t) : copy(std::move(cp)), thread(t) {}
  std::string kind() const override { return "ThrCopy"; }
  std::string print() const override {  // cute::print(ThrCopy): its thread index, then the TiledCopy
    return "ThrCopy\n  ThrIdx: " + std::to_string(thread) + "\n" + to_string(copy) + "\n";  // CuTe's ends with its newline
  }
  Value member(std::string_view name, CallArgs& c) const override {
    if (name == "partition_S" || name == "partition_D") {
      const std::string fn(name);
      args_count(c, 1, 1, fn);
      const auto* t = arg(c, 0, fn).object_as<TensorValue>();
      if (!t) fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be a Tensor, got a %3"), fn, 1, kind_name(c.args[0]));
      return TensorValue::of(partition_copy(copy, name.back(), thread, t->tensor));
    }
    if (name == "retile_S" || name == "retile_D") {  // the fragment regrouped as the copy's instructions take it
      const std::string fn(name);
      args_count(c, 1, 1, fn);
      const auto* t = arg(c, 0, fn).object_as<TensorValue>();
      if (!t) fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be a Tensor, got a %3"), fn, 1, kind_name(c.args[0]));
      return TensorValue::of(Tensor{t->tensor.pointer, t->tensor.coordinate, retile(copy, t->tensor.layout)});
    }
    return Object::member(name, c);
  }
  TiledCopy copy;
  std::int64_t thread;
};

}  // namespace

Value TiledCopyValue::member(std::string_view name, CallArgs& c) const {
  std::string fn(name);
  if (name == "get_layoutS_TV" || name == "get_layoutD_TV") {
    args_count(c, 0, 0, fn);
    return Value(name[10] == 'S' ? get_layoutS_TV(copy) : get_layoutD_TV(copy));
  }
  if (name == "get_slice" || name == "get_thread_slice") {  // ThrCopy: one thread's view, for partition_S/D
    return Value(ObjectPtr(std::make_shared<const ThrCopyValue>(copy, thread_index_arg(c, fn, size(copy).value))));
  }
  return Object::member(name, c);
}

const TiledMMA* tiled_mma_of(const Value& v) {
  const auto* t = v.object_as<TiledMMAValue>();
  return t ? &t->mma : nullptr;
}

const TiledCopy* tiled_copy_of(const Value& v) {
  const auto* t = v.object_as<TiledCopyValue>();
  return t ? &t->copy : nullptr;
}

const Copy_Atom* copy_atom_of(const Value& v) {
  const auto* a = v.object_as<CopyAtomValue>();
  return a ? &a->atom : nullptr;
}

namespace {

class SmemAccessValue : public Object {
 public:
  SmemAccessValue(SmemAccess a, int bits, std::string text) : access(std::move(a)), elem_bits(bits), label(std::move(text)) {}
  std::string kind() const override { return "SmemAccess"; }
  std::string print() const override { return label; }
  SmemAccess access;
  int elem_bits;
  std::string label;
};

class BlockedEncodingValue : public Object {
 public:
  explicit BlockedEncodingValue(triton::BlockedEncoding e) : enc(std::move(e)) {}
  std::string kind() const override { return "BlockedEncoding"; }
  std::string print() const override {
    auto list = [](const std::vector<std::int64_t>& v) {
      std::string s = "[";
      for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
      return s + "]";
    };
    std::string out = "#ttg.blocked<{sizePerThread = " + list(enc.size_per_thread) + ", threadsPerWarp = " + list(enc.threads_per_warp) +
                      ", warpsPerCTA = " + list(enc.warps_per_cta) + ", order = " + list(enc.order);
    if (!enc.ctas_per_cga.empty())
      out += ", CTAsPerCGA = " + list(enc.ctas_per_cga) + ", CTASplitNum = " + list(enc.cta_split_num) + ", CTAOrder = " + list(enc.cta_order);
    return out + "}>";
  }
  triton::BlockedEncoding enc;
};

class LinearLayoutValue : public Object {
 public:
  explicit LinearLayoutValue(triton::LinearLayout l) : layout(std::move(l)) {}
  std::string kind() const override { return "LinearLayout"; }
  std::string print() const override { return triton::to_string(layout); }
  triton::LinearLayout layout;
};

template <class T, class... A>
Value object(A&&... a) {
  return Value(ObjectPtr(std::make_shared<const T>(std::forward<A>(a)...)));
}

int elem_bits_arg(const CallArgs& c, std::size_t i, const std::string& fn) {
  std::int64_t bits = int_arg(c, i, fn);
  if (bits != 8 && bits != 16 && bits != 32 && bits != 64 && bits != 128) fail(LL_TRANSLATABLE("CoreMessage", "%1: element size must be 8, 16, 32, 64 or 128 bits"), fn);
  return static_cast<int>(bits);
}

SmemLayout smem_arg(const CallArgs& c, std::size_t i, const std::string& fn) {
  const Value& v = arg(c, i, fn);
  if (v.is_layout()) return v.layout();
  if (v.is_composed()) return v.composed();
  fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be a Layout or a ComposedLayout (swizzled smem), got a %3"), fn, i + 1, kind_name(v));
}

// --- registrations -----------------------------------------------------------------------------------

// An operation written as a value (`SM80_16x8x16_F32F16F16F32_TN{}`, `UniversalCopy<uint128_t>`): its C++ spelling, or
// nullopt for a call with arguments.
std::optional<std::string> operation_spelling(const std::string& name, const CallArgs& c) {
  if (!c.args.empty() || !(c.braces || c.bare)) return std::nullopt;
  TemplateArg op;
  op.name = name;
  op.args.assign(c.targs.begin(), c.targs.end());
  op.has_args = c.has_targs;
  return op.spelling();
}

const bool registered = [] {
  // An MMA operation written as a value, as kernels pass it: make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, ...)
  // takes it as CuTe does, as its MMA_Atom.
  register_name_resolver([](const std::string& name, CallArgs& c) -> std::optional<Value> {
    auto spelling = operation_spelling(name, c);
    if (!spelling) return std::nullopt;
    auto atom = make_mma_atom(*spelling);
    if (!atom && name == "UniversalFMA") take(std::move(atom));  // its message names the unknown element type
    if (!atom) return std::nullopt;
    return object<MmaAtomValue>(std::move(atom).value());
  });
  // A copy operation named as a value (`using CopyOp = UniversalCopy<uint128_t>;`, `SM75_U32x4_LDSM_N{}`): a type,
  // which Copy_Atom<CopyOp, T> then takes by its spelling.
  register_name_resolver([](const std::string& name, CallArgs& c) -> std::optional<Value> {
    auto spelling = operation_spelling(name, c);
    if (!spelling) return std::nullopt;
    bool known = false;  // (its template arguments are checked where a Copy_Atom is made of it)
    for (const std::string& o : copy_atom_ops()) known |= o.substr(0, o.find('<')) == name;
    if (!known) return std::nullopt;
    return Value(ObjectPtr(std::make_shared<const CopyOperationValue>(*spelling)));
  });
  def("MMA_Atom", "MMA_Atom<OP>", "CuTe's MMA atom of an MMA operation (SM61..SM90, GMMA with <GMMA::Major::K,...>, SM100 UMMA view-only)",
      [](const CallArgs& c) -> Value {
        if (c.targs.size() != 1) fail(LL_TRANSLATABLE("CoreMessage", "MMA_Atom: write the operation as the template argument, e.g. MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>"));
        std::string op = c.targs[0].spelling();
        // MMA_Atom<MMA_Traits<OP>> is the same atom as MMA_Atom<OP> (CuTe's MMA_Atom derives from the traits)
        const std::string traits = "MMA_Traits<";
        if (op.rfind(traits, 0) == 0 && op.back() == '>') op = op.substr(traits.size(), op.size() - traits.size() - 1);
        return object<MmaAtomValue>(take(make_mma_atom(op)));
      });
  def("Copy_Atom", "Copy_Atom<OP,T>", "CuTe's copy atom: UniversalCopy<S>, AutoVectorizingCopy, SM75_*_LDSM_*, SM90_*_STSM_*, SM80_CP_ASYNC_*<S>",
      [](const CallArgs& c) -> Value {
        if (c.targs.size() != 2) fail(LL_TRANSLATABLE("CoreMessage", "Copy_Atom: write Copy_Atom<OP, ValType>, e.g. Copy_Atom<SM75_U32x4_LDSM_N, half_t>"));
        return object<CopyAtomValue>(take(make_copy_atom(c.targs[0].spelling(), c.targs[1].spelling())));
      });
  def("make_tiled_mma", "make_tiled_mma(ATOM, THR_LAYOUT[, PERMUTATION])",
      "TiledMMA of an MMA_Atom over a layout (or shape) of atoms; PERMUTATION an IntTuple, a tiler or one layout",
      [](const CallArgs& c) -> Value {
        args_count(c, 1, 3, "make_tiled_mma");
        const auto& atom = object_arg<MmaAtomValue>(c, 0, "make_tiled_mma", "MMA_Atom").atom;
        if (c.args.size() == 1) return object<TiledMMAValue>(make_tiled_mma(atom));
        Layout thr = layout_or_shape(c.args[1], "make_tiled_mma", 1);
        Tiler perm(std::vector<Tiler>{});
        if (c.args.size() == 3) perm = take(to_tiler(c.args[2]));
        return object<TiledMMAValue>(make_tiled_mma(atom, thr, perm));
      });
  // partition_shape_A/B/C(mma, SHAPE): the shape of one thread's partition of an operand tile of that shape, and
  // partition_fragment_C(mma, SHAPE) a register tensor of it (mma_atom.hpp's static context): thrfrg of a dummy
  // layout of SHAPE, sliced at thread 0 as partition_X slices.
  for (const char* name : {"partition_shape_A", "partition_shape_B", "partition_shape_C", "partition_fragment_C"}) {
    register_builtin({name, std::string(name) + "(TILED_MMA, SHAPE)",
                      std::string(name).find("fragment") != std::string::npos ? "a register tensor of C's partition of a tile of SHAPE"
                                                                              : "the shape of one thread's partition of a tile of SHAPE",
                      [fn = std::string(name)](CallArgs& c) -> Value {
                        args_count(c, 2, 2, fn);
                        const auto& mma = object_arg<TiledMMAValue>(c, 0, fn, "TiledMMA").mma;
                        if (!c.args[1].is_int_tuple())
                          fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be an IntTuple, got a %3"), fn, 2, kind_name(c.args[1]));
                        const IntTuple& shape = c.args[1].int_tuple();
                        const Layout tv = thrfrg(mma, make_layout(shape), fn.back());
                        IntTupleBuilder rest, coord;
                        for (std::size_t i = 0; i < shape.rank(); ++i) rest.emplace_back(Underscore{});
                        IntTupleBuilder inner;
                        inner.emplace_back(Underscore{});
                        inner.push_back(std::move(rest).build());
                        coord.emplace_back(Int{0, true});
                        coord.push_back(std::move(inner).build());
                        const IntTuple partitioned = slice(std::move(coord).build(), tv).shape;
                        if (fn.find("fragment") == std::string::npos) return Value(partitioned);
                        const int bits = type_bits(mma.atom.val_type_c);
                        if (bits <= 0) fail(LL_TRANSLATABLE("CoreMessage", "%1: unknown element type %2"), fn, mma.atom.val_type_c);
                        return TensorValue::of(make_register_tensor(bits, make_layout(partitioned)));
                      }});
  }
  // The type `TiledMMA<MMA_Atom<OP>, Layout<...>, Tile<...>>` as traits write it: make_tiled_mma of its types' values.
  def("TiledMMA", "TiledMMA<ATOM, ATOM_LAYOUT[, PERMUTATION]>", "the TiledMMA type of kernel traits (make_tiled_mma of its types)",
      [](const CallArgs& c) -> Value {
        if (c.targs.empty() || c.targs.size() > 3 || !c.args.empty())
          fail(LL_TRANSLATABLE("CoreMessage", "TiledMMA: write its types as template arguments, e.g. TiledMMA<MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>, Layout<Shape<_2,_2,_1>>>"));
        CallArgs call;
        for (const TemplateArg& t : c.targs) call.args.push_back(type_value(t, "TiledMMA"));
        return find_builtin("make_tiled_mma")->fn(call);
      });
  def("tile_size", "tile_size<I>(TILED)", "tile_size<I>(mma) of a TiledMMA (I = 0 M, 1 N, 2 K) or of a TiledCopy's tiler",
      [](const CallArgs& c) -> Value {
        args_count(c, 1, 1, "tile_size");
        auto i = c.targ_number(0, "tile_size");
        if (!i) fail(i.failure());
        if (const auto* m = c.args[0].object_as<TiledMMAValue>()) return Value(tile_size(m->mma, static_cast<int>(*i)));
        if (const auto* t = c.args[0].object_as<TiledCopyValue>()) return Value(tile_size(t->copy, static_cast<int>(*i)));
        fail(LL_TRANSLATABLE("CoreMessage", "tile_size: argument 1 must be a TiledMMA or a TiledCopy, got a %1"), kind_name(c.args[0]));
      });
  def("thr_size", "thr_size<I...>(TILED_MMA)", "number of threads of a TiledMMA (of mode I... of its (V,M,N,K) thread layout)",
      [](CallArgs& c) -> Value {
        args_count(c, 1, 1, "thr_size");
        if (!c.args[0].object_as<TiledMMAValue>())
          fail(LL_TRANSLATABLE("CoreMessage", "%1: argument 1 must be a TiledMMA, got a %2"), "thr_size", kind_name(c.args[0]));
        return c.args[0].object()->member("thr_size", c);
      });
  def("tile_shape", "tile_shape(TILED)", "(tile_size<0>, tile_size<1>[, tile_size<2>]) of a TiledMMA or TiledCopy",
      [](const CallArgs& c) -> Value {
        args_count(c, 1, 1, "tile_shape");
        if (const auto* m = c.args[0].object_as<TiledMMAValue>()) return Value(tile_shape(m->mma));
        if (const auto* t = c.args[0].object_as<TiledCopyValue>()) return Value(tile_shape(t->copy));
        fail(LL_TRANSLATABLE("CoreMessage", "tile_shape: argument 1 must be a TiledMMA or a TiledCopy, got a %1"), kind_name(c.args[0]));
      });
  def("make_tiled_copy", "make_tiled_copy(COPY_ATOM, THR_LAYOUT, VAL_LAYOUT)", "TiledCopy from (m,n)->thread and (m,n)->value layouts",
      [](const CallArgs& c) -> Value {
        args_count(c, 2, 3, "make_tiled_copy");
        const auto& atom = object_arg<CopyAtomValue>(c, 0, "make_tiled_copy", "Copy_Atom").atom;
        Layout thr = layout_or_shape(c.args[1], "make_tiled_copy", 1);
        Layout val = c.args.size() == 3 ? layout_or_shape(c.args[2], "make_tiled_copy", 2) : make_layout(IntTuple(static_int(1)));
        return object<TiledCopyValue>(make_tiled_copy(atom, thr, val));
      });
  for (const char* name : {"make_tiled_copy_A", "make_tiled_copy_B", "make_tiled_copy_C"})
    register_builtin({name, std::string(name) + "(COPY_ATOM, TILED_MMA)", "TiledCopy matching the TiledMMA's operand TV layout",
                      [name](CallArgs& c) -> Value {
                        args_count(c, 2, 2, name);
                        const auto& atom = object_arg<CopyAtomValue>(c, 0, name, "Copy_Atom").atom;
                        const auto& mma = object_arg<TiledMMAValue>(c, 1, name, "TiledMMA").mma;
                        char op = name[16];
                        return object<TiledCopyValue>(op == 'A' ? make_tiled_copy_A(atom, mma) : op == 'B' ? make_tiled_copy_B(atom, mma) : make_tiled_copy_C(atom, mma));
                      }});
  def("ownership", "ownership(TV, (M,N)) | ownership<A|B|C>(MMA) | ownership<S|D>(COPY)",
      "every owner (thread,value) of every tile element, column by column; unowned elements show -",
      [](const CallArgs& c) -> Value {
        args_count(c, 1, 2, "ownership");
        TileOwnership own;
        if (c.args.size() == 2) {
          own = take(ownership(layout_arg(c, 0, "ownership"), tuple_arg(c, 1, "ownership")));
        } else {
          char op = operand_targ(c, "ownership");
          if (const auto* m = c.args[0].object_as<TiledMMAValue>()) {
            if (op == 'S' || op == 'D') fail(LL_TRANSLATABLE("CoreMessage", "ownership: a TiledMMA has operands A, B, C"));
            own = take(ownership(m->mma, op));
          } else if (const auto* t = c.args[0].object_as<TiledCopyValue>()) {
            if (op != 'S' && op != 'D') fail(LL_TRANSLATABLE("CoreMessage", "ownership: a TiledCopy has sides S and D"));
            own = take(ownership(t->copy, op == 'S'));
          } else {
            fail(LL_TRANSLATABLE("CoreMessage", "ownership: argument 1 must be a TiledMMA or TiledCopy (or give a TV layout and a tile shape)"));
          }
        }
        std::string head = "ownership: " + std::to_string(own.rows) + "x" + std::to_string(own.cols) + " tile, " + std::to_string(own.threads) +
                           " threads x " + std::to_string(own.values) + " values, " + (own.injective ? "injective" : "replicated (max " + std::to_string(own.max_owners) + " owners)") +
                           ", " + std::to_string(own.unowned.size()) + " unowned, " + std::to_string(own.outside.size()) + " outside";
        return Value(Text{head + "\n" + to_string(own)});
      });
  def("mn_to_tv", "mn_to_tv(TV, (M,N))", "the inverse (m,n) -> thread + threads*value of a bijective TV layout",
      [](const CallArgs& c) -> Value {
        args_count(c, 2, 2, "mn_to_tv");
        return Value(take(mn_to_tv(layout_arg(c, 0, "mn_to_tv"), tuple_arg(c, 1, "mn_to_tv"))));
      });
  def("partition", "partition<A|B|C>(MMA, THREAD[, TILE_SHAPE])",
      "the tile coordinates thread THREAD owns in partition_A/B/C (register order); tile defaults to the MMA's",
      [](const CallArgs& c) -> Value {
        args_count(c, 2, 3, "partition");
        char op = operand_targ(c, "partition");
        const auto& mma = object_arg<TiledMMAValue>(c, 0, "partition", "TiledMMA").mma;
        IntTuple tile;
        if (c.args.size() == 3) {
          tile = tuple_arg(c, 2, "partition");
        } else {
          IntTuple ts = tile_shape(mma);
          tile = op == 'A' ? IntTuple{ts[0], ts[2]} : op == 'B' ? IntTuple{ts[1], ts[2]} : IntTuple{ts[0], ts[1]};
        }
        return Value(Text{coords_text(take(partition_coords(mma, op, int_arg(c, 1, "partition"), tile)))});
      });
  def("partition_shape", "partition_shape<A|B|C>(MMA, TILE_SHAPE)", "partition_shape_A/B/C: the fragment shape (FrgV, RestM, RestN)",
      [](const CallArgs& c) -> Value {
        args_count(c, 2, 2, "partition_shape");
        char op = operand_targ(c, "partition_shape");
        return Value(take(partition_shape(object_arg<TiledMMAValue>(c, 0, "partition_shape", "TiledMMA").mma, op, tuple_arg(c, 1, "partition_shape"))));
      });
  def("pairing", "pairing<A|B|C>(TILED_COPY, TILED_MMA)", "per thread: does the copy's register side hold exactly the MMA fragment?",
      [](const CallArgs& c) -> Value {
        args_count(c, 2, 2, "pairing");
        char op = operand_targ(c, "pairing");
        return Value(Text{to_string(take(pairing(object_arg<TiledCopyValue>(c, 0, "pairing", "TiledCopy").copy,
                                                 object_arg<TiledMMAValue>(c, 1, "pairing", "TiledMMA").mma, op)))});
      });
  for (const char* name : {"ldmatrix", "ldmatrix_trans", "stmatrix", "stmatrix_trans"})
    register_builtin({name, std::string(name) + "<X>(ELEM_BITS, (ROWS,COLS)[, ROW0, COL0])",
                      "a warp's ldmatrix/stmatrix .xX access to an smem tile, for bank_conflicts",
                      [name](CallArgs& c) -> Value {
                        std::string fn = name;
                        args_count(c, 2, 4, fn);
                        auto x = c.targ_number(0, fn);
                        if (!x) fail(x.failure());
                        bool trans = fn.find("trans") != std::string::npos, store = fn[0] == 's';
                        int bits = elem_bits_arg(c, 0, fn);
                        std::int64_t r0 = c.args.size() > 2 ? int_arg(c, 2, fn) : 0, c0 = c.args.size() > 3 ? int_arg(c, 3, fn) : 0;
                        auto access = take(ldmatrix_access(static_cast<int>(*x), trans, bits, tuple_arg(c, 1, fn), r0, c0, store));
                        return object<SmemAccessValue>(access, bits, fn + ".x" + std::to_string(*x) + " of " + std::to_string(bits) + "-bit elements");
                      }});
  for (const char* name : {"ld_shared", "st_shared", "cp_async"})
    register_builtin({name, std::string(name) + "<VECTOR_BITS>(ELEM_BITS, THREAD_TV)",
                      "a warp's vector access: thread t touches the first VECTOR_BITS/ELEM_BITS values of THREAD_TV(t,_)",
                      [name](CallArgs& c) -> Value {
                        std::string fn = name;
                        args_count(c, 2, 2, fn);
                        auto vb = c.targ_number(0, fn);
                        if (!vb) fail(vb.failure());
                        int bits = elem_bits_arg(c, 0, fn);
                        SmemAccessKind kind = fn == "ld_shared" ? SmemAccessKind::LoadShared : fn == "st_shared" ? SmemAccessKind::StoreShared : SmemAccessKind::CpAsyncWrite;
                        auto access = take(vector_access(kind, static_cast<int>(*vb), bits, layout_arg(c, 1, fn)));
                        return object<SmemAccessValue>(access, bits, fn + "<" + std::to_string(*vb) + "> of " + std::to_string(bits) + "-bit elements");
                      }});
  def("copy_access", "copy_access(TILED_COPY[, SMEM_IS_SOURCE])", "the first instruction of warp 0 of a TiledCopy on its shared-memory side",
      [](const CallArgs& c) -> Value {
        args_count(c, 1, 2, "copy_access");
        const auto& copy = object_arg<TiledCopyValue>(c, 0, "copy_access", "TiledCopy").copy;
        bool source = c.args.size() < 2 || int_arg(c, 1, "copy_access") != 0;
        return object<SmemAccessValue>(take(tiled_copy_access(copy, source)), copy.atom.val_bits, "copy access of " + copy.atom.op);
      });
  def("bank_conflicts", "bank_conflicts(SMEM_LAYOUT, ACCESS)",
      "wavefronts per instruction and conflict degree per phase/bank of ACCESS (ldmatrix<4>(16,(16,64)), ...) on a plain or swizzled smem layout",
      [](const CallArgs& c) -> Value {
        args_count(c, 2, 2, "bank_conflicts");
        const auto& a = object_arg<SmemAccessValue>(c, 1, "bank_conflicts", "SmemAccess (ldmatrix<X>, ld_shared<B>, st_shared<B>, cp_async<B>, copy_access)");
        return Value(Text{to_string(take(bank_conflicts(smem_arg(c, 0, "bank_conflicts"), a.elem_bits, a.access)))});
      });
  for (const std::string name : {"coalescing_S", "coalescing_D"}) {
    const bool load = name.back() == 'S';
    register_builtin({name, name + "(TILED_COPY, GMEM_TENSOR)",
                      load ? "32-byte sectors and 128-byte lines each warp-wide load of partition_S(GMEM_TENSOR) touches, against the minimum"
                           : "32-byte sectors and 128-byte lines each warp-wide store of partition_D(GMEM_TENSOR) touches, against the minimum",
                      [name, load](CallArgs& c) -> Value {
                        args_count(c, 2, 2, name);
                        const auto& copy = object_arg<TiledCopyValue>(c, 0, name, "TiledCopy").copy;
                        const auto& tensor = object_arg<TensorValue>(c, 1, name, "Tensor (make_tensor(make_gmem_ptr<T>(...), ...))").tensor;
                        return Value(Text{to_string(take(global_coalescing(copy, load ? 'S' : 'D', tensor)))});
                      }});
  }
  def("max_vectorization", "max_vectorization(SRC, DST, ELEM_BITS)", "the widest copy between two layouts: max_common_vector in elements and bits",
      [](const CallArgs& c) -> Value {
        args_count(c, 3, 3, "max_vectorization");
        std::int64_t bits = int_arg(c, 2, "max_vectorization");
        if (bits <= 0 || bits > 1024) fail(LL_TRANSLATABLE("CoreMessage", "max_vectorization: element size must be 1..1024 bits"));
        auto v = take(max_vectorization(layout_arg(c, 0, "max_vectorization"), layout_arg(c, 1, "max_vectorization"), static_cast<int>(bits)));
        return Value(Text{std::to_string(v.common_elements) + " elements = " + std::to_string(v.bits) + " bits; widest instruction " +
                          std::to_string(v.instruction_bits) + " bits"});
      });
  def("BlockedEncoding", "BlockedEncoding(sizePerThread, threadsPerWarp, warpsPerCTA, order[, CTAsPerCGA, CTASplitNum, CTAOrder])",
      "Triton's #ttg.blocked encoding; lists as IntTuples, e.g. BlockedEncoding((2,2),(8,4),(1,2),(1,0))",
      [](const CallArgs& c) -> Value {
        if (c.args.size() != 4 && c.args.size() != 7) fail(LL_TRANSLATABLE("CoreMessage", "BlockedEncoding: takes 4 lists, or 7 with the CTA layout (CTAsPerCGA, CTASplitNum, CTAOrder)"));
        triton::BlockedEncoding e;
        e.size_per_thread = int_list(c, 0, "BlockedEncoding");
        e.threads_per_warp = int_list(c, 1, "BlockedEncoding");
        e.warps_per_cta = int_list(c, 2, "BlockedEncoding");
        e.order = int_list(c, 3, "BlockedEncoding");
        if (c.args.size() == 7) {
          e.ctas_per_cga = int_list(c, 4, "BlockedEncoding");
          e.cta_split_num = int_list(c, 5, "BlockedEncoding");
          e.cta_order = int_list(c, 6, "BlockedEncoding");
        }
        return object<BlockedEncodingValue>(e);
      });
  def("triton_threads", "triton_threads(ENCODING|LINEAR_LAYOUT, SHAPE[, CTA])",
      "the thread (warp*32+lane) owning each element of a rank-2 tensor, one row per line (CTA: only that CTA's elements)",
      [](const CallArgs& c) -> Value {
        args_count(c, 2, 3, "triton_threads");
        auto shape = int_list(c, 1, "triton_threads");
        triton::TritonOwnership own;
        if (const auto* e = c.args[0].object_as<BlockedEncodingValue>()) own = take(triton::ownership(e->enc, shape));
        else if (const auto* l = c.args[0].object_as<LinearLayoutValue>()) own = take(triton::ownership(l->layout, shape));
        else fail(LL_TRANSLATABLE("CoreMessage", "triton_threads: argument 1 must be a BlockedEncoding or a LinearLayout"));
        return Value(Text{take(triton::thread_table(own, c.args.size() == 3 ? int_arg(c, 2, "triton_threads") : -1))});
      });
  def("triton_owners", "triton_owners(ENCODING|LINEAR_LAYOUT, SHAPE)", "every (CTA, warp, lane, register) owner of every element, row by row",
      [](const CallArgs& c) -> Value {
        args_count(c, 2, 2, "triton_owners");
        auto shape = int_list(c, 1, "triton_owners");
        triton::TritonOwnership own;
        if (const auto* e = c.args[0].object_as<BlockedEncodingValue>()) own = take(triton::ownership(e->enc, shape));
        else if (const auto* l = c.args[0].object_as<LinearLayoutValue>()) own = take(triton::ownership(l->layout, shape));
        else fail(LL_TRANSLATABLE("CoreMessage", "triton_owners: argument 1 must be a BlockedEncoding or a LinearLayout"));
        std::string out;
        for (std::size_t i = 0; i < own.owners.size(); ++i) {
          if (i) out += '\n';
          std::int64_t idx = static_cast<std::int64_t>(i);
          std::string coord;
          for (std::size_t d = own.shape.size(); d-- > 0;) {
            coord = std::to_string(idx % own.shape[d]) + (coord.empty() ? "" : "," + coord);
            idx /= own.shape[d];
          }
          out += "(" + coord + "):";
          for (const auto& o : own.owners[i])
            out += " cta" + std::to_string(o.cta) + "/w" + std::to_string(o.warp) + "/l" + std::to_string(o.lane) + "/r" + std::to_string(o.reg);
        }
        return Value(Text{out});
      });
  def("to_linear_layout", "to_linear_layout(ENCODING, SHAPE) | to_linear_layout(TV, (M,N))",
      "Triton linear layout (bases over GF(2)) of a blocked encoding or of a CuTe TV layout",
      [](const CallArgs& c) -> Value {
        args_count(c, 2, 2, "to_linear_layout");
        if (const auto* e = c.args[0].object_as<BlockedEncodingValue>())
          return object<LinearLayoutValue>(take(triton::to_linear_layout(e->enc, int_list(c, 1, "to_linear_layout"))));
        return object<LinearLayoutValue>(take(triton::to_linear_layout(layout_arg(c, 0, "to_linear_layout"), tuple_arg(c, 1, "to_linear_layout"))));
      });
  def("to_cute_layout", "to_cute_layout(LINEAR_LAYOUT | ENCODING, SHAPE)", "the CuTe (thread,value) -> m + M*n layout of a Triton layout, where one exists",
      [](const CallArgs& c) -> Value {
        args_count(c, 1, 2, "to_cute_layout");
        if (const auto* l = c.args[0].object_as<LinearLayoutValue>()) return Value(take(triton::to_cute_layout(l->layout)));
        if (const auto* e = c.args[0].object_as<BlockedEncodingValue>()) {
          args_count(c, 2, 2, "to_cute_layout");
          return Value(take(triton::to_cute_layout(take(triton::to_linear_layout(e->enc, int_list(c, 1, "to_cute_layout"))))));
        }
        fail(LL_TRANSLATABLE("CoreMessage", "to_cute_layout: argument 1 must be a LinearLayout or a BlockedEncoding"));
      });
  return true;
}();

}  // namespace
}  // namespace ll::expr
