// The builtins of core/layout and core/algebra: each entry maps CuTe's function name, template
// arguments and argument kinds onto the core function of the same name.
#include <climits>
#include <set>
#include <string>
#include <string_view>
#include <type_traits>

#include "core/algebra/algebra.hpp"
#include "core/expr/builtins.hpp"
#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"
#include "core/layout/print.hpp"
#include "core/layout/swizzle.hpp"

namespace ll::expr {

namespace {

// A layout tag (LayoutLeft{}, LayoutRight{}) passed to make_layout.
class LayoutTag : public Object {
 public:
  explicit LayoutTag(bool right) : right_(right) {}
  std::string kind() const override { return right_ ? "LayoutRight" : "LayoutLeft"; }
  std::string print() const override { return kind(); }
  bool right() const { return right_; }

 private:
  bool right_;
};

// --- argument access (failing with ll::fail, as the bodies do) -------------------------------------

const Value& arg(const CallArgs& c, std::size_t i, std::string_view fn) {
  if (i >= c.args.size()) fail(LL_TRANSLATABLE("CoreMessage", "%1: missing argument %2"), fn, i + 1);
  return c.args[i];
}
const Layout& layout_arg(const CallArgs& c, std::size_t i, std::string_view fn) {
  const Value& v = arg(c, i, fn);
  if (!v.is_layout()) fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be a Layout, got a %3"), fn, i + 1, kind_name(v));
  return v.layout();
}
const IntTuple& int_tuple_arg(const CallArgs& c, std::size_t i, std::string_view fn) {
  const Value& v = arg(c, i, fn);
  if (!v.is_int_tuple())
    fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be an integer or IntTuple, got a %3"), fn, i + 1, kind_name(v));
  return v.int_tuple();
}
Int int_arg(const CallArgs& c, std::size_t i, std::string_view fn) {
  const Value& v = arg(c, i, fn);
  if (!v.is_integer()) fail(LL_TRANSLATABLE("CoreMessage", "%1: argument %2 must be an integer, got a %3"), fn, i + 1, kind_name(v));
  return v.int_tuple().integer();
}
// The argument as a tiler, its layouts moved out of the call (the evaluator's arguments are the
// builtin's to take: see def).
Tiler take_tiler_arg(CallArgs& c, std::size_t i, std::string_view fn) {
  arg(c, i, fn);
  try {
    return take_tiler(std::move(c.args[i]));
  } catch (const CuteError& e) {  // named after the builtin, as tiler_arg's Result was
    fail(prefixed(std::string(fn) + ": ", e.error()));
  } catch (const std::bad_alloc&) {
    fail(LL_TRANSLATABLE("CoreMessage", "%1: out of memory"), fn);
  }
}
void args_count(const CallArgs& c, std::size_t min, std::size_t max, std::string_view fn) {
  if (c.args.size() < min || c.args.size() > max) fail(*c.expect_args(min, max, fn));
}
void targs_count(const CallArgs& c, std::size_t min, std::size_t max, std::string_view fn) {
  if (c.targs.size() < min || c.targs.size() > max) fail(*c.expect_targs(min, max, fn));
}
int targ_int(const CallArgs& c, std::size_t i, std::string_view fn) {
  auto n = c.targ_number(i, fn);
  if (!n) fail(n.failure());
  if (*n < INT_MIN / 2 || *n > INT_MAX / 2) fail(LL_TRANSLATABLE("CoreMessage", "%1: template argument %2 is out of range"), fn, *n);
  return static_cast<int>(*n);
}
std::vector<int> targ_ints(const CallArgs& c, std::string_view fn) {
  std::vector<int> out;
  for (std::size_t i = 0; i < c.targs.size(); ++i) out.push_back(targ_int(c, i, fn));
  return out;
}

Value of(AnyLayout l);

// CuTe's smem_ptr_flag_bits<B>: the offset of GMMA's smem layout atoms (a B-bit smem pointer not set yet), printed
// `smem_ptr[Bb](unset)`; as the middle of a ComposedLayout it makes a flagged one (core/layout/swizzle.hpp).
class SmemPtrFlagValue : public Object {
 public:
  explicit SmemPtrFlagValue(int b) : bits(b) {}
  std::string kind() const override { return "smem_ptr_flag"; }
  std::string print() const override { return "smem_ptr[" + std::to_string(bits) + "b](unset)"; }
  int bits;
};

// composition(A, OFFSET, B) with OFFSET an smem_ptr flag, or nullopt for any other offset.
std::optional<Value> flagged_composition(const Value& a, const Value& offset, const Value& b, const char* fn) {
  const auto* flag = offset.object_as<SmemPtrFlagValue>();
  if (!flag) return std::nullopt;
  ComposedOuter outer;
  if (a.is_swizzle()) outer = a.swizzle();
  else if (a.is_layout()) outer = a.layout();
  else fail(LL_TRANSLATABLE("CoreMessage", "%1: its first argument must be a Swizzle or a Layout, got a %2"), std::string(fn), kind_name(a));
  if (b.is_composed()) return of(with_smem_ptr_flag(outer, flag->bits, AnyLayout(b.composed())));
  if (!b.is_layout()) fail(LL_TRANSLATABLE("CoreMessage", "%1: its last argument must be a Layout, got a %2"), std::string(fn), kind_name(b));
  return of(with_smem_ptr_flag(outer, flag->bits, AnyLayout(b.layout())));
}

Value of(AnyLayout l) {
  return std::visit([](auto&& x) { return Value(std::move(x)); }, std::move(l));
}
template <class T>
T take_result(Result<T> r) {
  if (!r) fail(r.failure());
  return std::move(r).value();
}

// sizeof_bits of the element types recast_layout accepts.
int type_bits(const TemplateArg& t, std::string_view fn) {
  std::string name = t.spelling();
  for (const char* prefix : {"cutlass::", "cute::", "std::"})
    if (name.rfind(prefix, 0) == 0) name = name.substr(std::string(prefix).size());
  static const std::pair<const char*, int> kTypes[] = {
      {"uint1b_t", 1},     {"bin1_t", 1},       {"int2b_t", 2},       {"uint2b_t", 2},      {"int4b_t", 4},
      {"uint4b_t", 4},     {"int8_t", 8},       {"uint8_t", 8},       {"char", 8},          {"float_e4m3_t", 8},
      {"float_e5m2_t", 8}, {"int16_t", 16},     {"uint16_t", 16},     {"half_t", 16},       {"bfloat16_t", 16},
      {"half", 16},        {"int32_t", 32},     {"uint32_t", 32},     {"int", 32},          {"float", 32},
      {"tfloat32_t", 32},  {"int64_t", 64},     {"uint64_t", 64},     {"double", 64},       {"uint128_t", 128}};
  for (const auto& [n, bits] : kTypes)
    if (name == n) return bits;
  if (t.number) return static_cast<int>(*t.number);
  fail(LL_TRANSLATABLE("CoreMessage", "%1: unknown element type '%2'"), fn, t.spelling());
}

constexpr std::int64_t kMaxTableSide = 4096;

// --- C++ types -------------------------------------------------------------------------------------------

// The value of a type written as a template argument: `_4` / `Int<4>` a static integer, `_` or CuTe's `X`
// the underscore, any other name the builtin (or atom) of that name given its own template arguments, as
// `NAME<...>{}` would be: `Shape<_4,_8>`, `Layout<...>`, `Swizzle<3,3,3>`, `E<0>`, `MMA_Atom<...>`.
}  // namespace

namespace {
thread_local const VariableMap* current_names = nullptr;
}  // namespace

const VariableMap* names_in_scope() { return current_names; }
NamesInScope::NamesInScope(const VariableMap* variables) : outer_(current_names) { current_names = variables; }
NamesInScope::~NamesInScope() { current_names = outer_; }

Value type_value(const TemplateArg& t, std::string_view fn) {
  if (t.number) return Value(Int{*t.number, true});
  if (t.name == "_" || t.name == "X") return Value(IntTuple(Underscore{}));
  if (!t.has_args && current_names)  // a declared name: `TiledMMA<typename Base::MMA_Atom_Arch, ...>`
    if (auto v = current_names->find(t.name); v != current_names->end() && !v->second.is_integer()) return v->second;
  CallArgs call;
  call.targs = t.args;
  call.has_targs = t.has_args;
  call.braces = true;
  if (const Builtin* b = find_builtin(t.name)) return b->fn(call);
  for (const auto& resolve : name_resolvers())
    if (auto v = resolve(t.name, call)) return std::move(*v);
  fail(LL_TRANSLATABLE("CoreMessage", "%1: unknown type '%2' in a template argument"), fn, t.spelling());
}

namespace {

// Shape<...>, Stride<...>, Tile<...>: an IntTuple when every type is one, else a tuple (a tiler of layouts).
Value tuple_of_types(const CallArgs& c, const std::string& fn) {
  ValueList values;
  bool all_int = true;
  for (const TemplateArg& t : c.targs) {
    values.push_back(type_value(t, fn));
    all_int = all_int && values.back().is_int_tuple();
  }
  if (!all_int) return Value(Tuple(std::move(values)));
  IntTupleBuilder out;
  for (Value& v : values) out.push_back(std::move(std::get<IntTuple>(v.v)));
  return Value(std::move(out).build());
}

// --- registration helpers ----------------------------------------------------------------------------

// Registers a builtin whose body reports errors with ll::fail. `Body` is a captureless lambda taking
// `const CallArgs&`, or `CallArgs&` when it moves values out of the arguments (a divide's tiler).
template <class Body>
void def(const char* name, const char* signature, const char* summary, Body) {
  static_assert(std::is_empty_v<Body>, "a builtin body captures nothing");
  register_builtin({name, signature, summary, [](CallArgs& c) -> Value { return Body{}(c); }});
}

// Functions that accept a Layout, an IntTuple or a ComposedLayout (forwarding to layout_b).
const Layout& as_layout_or_composed(const Value& v, std::string_view fn) {
  if (v.is_layout()) return v.layout();
  if (v.is_composed()) return v.composed().layout_b;
  if (const Layout* l = v.is_object() ? v.object()->accessor_layout() : nullptr) return *l;  // a Tensor's
  fail(LL_TRANSLATABLE("CoreMessage", "%1: expected a Layout, got a %2"), fn, kind_name(v));
}

Value get_value(const Value& v, const std::vector<int>& modes, std::string_view fn) {
  if (v.is_layout()) return Value(get(v.layout(), modes));
  if (v.is_int_tuple()) return Value(get(v.int_tuple(), modes));
  if (v.is_composed()) return of(get(v.composed(), modes));
  if (v.is_tuple()) {
    if (modes.empty()) return v;
    int i = modes[0];
    if (i < 0 || static_cast<std::size_t>(i) >= v.tuple().size())
      fail(LL_TRANSLATABLE("CoreMessage", "%1: index %2 out of range for rank %3"), fn, i, v.tuple().size());
    return get_value(v.tuple()[i], std::vector<int>(modes.begin() + 1, modes.end()), fn);
  }
  if (modes.empty()) return v;  // an element of a tuple of tensors (get<0>(tma_partition(...)))
  fail(LL_TRANSLATABLE("CoreMessage", "%1: cannot take modes of a %2"), fn, kind_name(v));
}

Value composition_of(const Value& a, CallArgs& c, std::size_t b_index, std::string_view fn) {
  const Value& b = arg(c, b_index, fn);
  if (a.is_layout()) {
    if (b.is_layout()) return Value(composition(a.layout(), b.layout()));
    if (b.is_swizzle()) return of(composition(a.layout(), b.swizzle()));
    if (b.is_composed()) return of(composition(a.layout(), b.composed()));
    return Value(composition(a.layout(), take_tiler_arg(c, b_index, fn)));
  }
  if (a.is_swizzle()) {
    if (!b.is_layout()) fail(LL_TRANSLATABLE("CoreMessage", "%1: a Swizzle composes with a Layout, got a %2"), fn, kind_name(b));
    return of(composition(a.swizzle(), b.layout()));
  }
  if (a.is_composed()) {
    if (b.is_composed()) return of(composition(a.composed(), b.composed()));
    return of(composition(a.composed(), take_tiler_arg(c, b_index, fn)));
  }
  fail(LL_TRANSLATABLE("CoreMessage", "%1: cannot compose a %2"), fn, kind_name(a));
}

template <Layout (*Op)(const Layout&, const Tiler&), AnyLayout (*ComposedOp)(const ComposedLayout&, const Tiler&)>
Value divide_or_product(CallArgs& c, std::string_view fn) {
  args_count(c, 2, 2, fn);
  const Value& a = arg(c, 0, fn);
  Tiler t = take_tiler_arg(c, 1, fn);
  if (a.is_composed()) return of(ComposedOp(a.composed(), t));  // on layout_b, recomposed
  // A Tensor's divide is its data over the divided layout (cute/tensor_impl.hpp); CuTe has no products of tensors.
  if (a.is_object() && a.object()->accessor_layout() && fn.ends_with("divide"))
    if (auto divided = a.object()->with_layout(Op(*a.object()->accessor_layout(), t))) return Value(ObjectPtr(std::move(divided)));
  return Value(Op(layout_arg(c, 0, fn), t));
}

#define LL_DIVIDE_OR_PRODUCT(NAME, SUMMARY)                                                                  \
  def(#NAME, #NAME "(L, TILER)", SUMMARY, [](CallArgs& c) {                                                \
    return divide_or_product<static_cast<Layout (*)(const Layout&, const Tiler&)>(NAME),           \
                             static_cast<AnyLayout (*)(const ComposedLayout&, const Tiler&)>(NAME)>( \
        c, #NAME);                                                                                           \
  })

void register_all() {
  // --- values of types -------------------------------------------------------------------------------
  for (const char* name : {"Int", "C"}) {  // cute::Int<N> is cute::C<N>
    register_builtin({name, std::string(name) + "<N>{}", "the static integer _N",
                      [fn = std::string(name)](CallArgs& c) -> Value {
                        targs_count(c, 1, 1, fn.c_str());
                        args_count(c, 0, 0, fn.c_str());
                        auto n = c.targ_number(0, fn);
                        if (!n) fail(n.failure());
                        return Value(Int{*n, true});
                      }});
  }
  def("Swizzle", "Swizzle<B,M,S>", "CuTe's swizzle functor; Swizzle<B,M,S>{}(offset) applies it",
      [](const CallArgs& c) {
        targs_count(c, 3, 3, "Swizzle");
        args_count(c, 0, 0, "Swizzle");
        return Value(make_swizzle(targ_int(c, 0, "Swizzle"), targ_int(c, 1, "Swizzle"), targ_int(c, 2, "Swizzle")));
      });
  // `Sw<B,M,S>`: how CuTe prints a Swizzle, read back as the value it printed.
  def("Sw", "Sw<B,M,S>", "CuTe's printed form of Swizzle<B,M,S>", [](const CallArgs& c) {
    targs_count(c, 3, 3, "Sw");
    args_count(c, 0, 0, "Sw");
    return Value(make_swizzle(targ_int(c, 0, "Sw"), targ_int(c, 1, "Sw"), targ_int(c, 2, "Sw")));
  });
  def("make_swizzle", "make_swizzle<YMASK,ZMASK>()", "the swizzle from its bit masks", [](const CallArgs& c) {
    targs_count(c, 2, 2, "make_swizzle");
    args_count(c, 0, 0, "make_swizzle");
    auto y = c.targ_number(0, "make_swizzle"), z = c.targ_number(1, "make_swizzle");
    if (!y) fail(y.failure());
    if (!z) fail(z.failure());
    if (*y < 0 || *y > UINT32_MAX || *z < 0 || *z > UINT32_MAX) fail(LL_TRANSLATABLE("CoreMessage", "make_swizzle: masks must fit in 32 bits"));
    return Value(make_swizzle_from_masks(static_cast<std::uint32_t>(*y), static_cast<std::uint32_t>(*z)));
  });
  for (const char* tag : {"LayoutLeft", "LayoutRight", "GenColMajor", "GenRowMajor"}) {
    bool right = std::string(tag) == "LayoutRight" || std::string(tag) == "GenRowMajor";
    register_builtin({tag, std::string(tag) + "{}", "layout tag for make_layout(shape, TAG)",
                      [right](CallArgs&) -> Value {
                        return Value(ObjectPtr(std::make_shared<const LayoutTag>(right)));
                      }});
  }

  // --- construction ----------------------------------------------------------------------------------
  def("make_layout", "make_layout(SHAPE[, STRIDE | LayoutLeft{} | LayoutRight{}]) | make_layout(L0, L1, ...) | make_layout(Swizzle)",
      "build a layout", [](const CallArgs& c) {
        args_count(c, 1, 64, "make_layout");
        const Value& a0 = c.args[0];
        if (a0.is_int_tuple()) {
          args_count(c, 1, 2, "make_layout");
          if (c.args.size() == 1) return Value(make_layout(a0.int_tuple()));
          if (const auto* tag = c.args[1].object_as<LayoutTag>())
            return tag->right() ? Value(make_layout(a0.int_tuple(), LayoutRight{}))
                                : Value(make_layout(a0.int_tuple(), LayoutLeft{}));
          return Value(make_layout_as_printed(a0.int_tuple(), int_tuple_arg(c, 1, "make_layout")));
        }
        if (a0.is_swizzle()) {
          args_count(c, 1, 1, "make_layout");
          return of(make_layout(a0.swizzle()));
        }
        std::vector<Layout> layouts;
        for (std::size_t i = 0; i < c.args.size(); ++i) layouts.push_back(layout_arg(c, i, "make_layout"));
        return Value(make_layout(layouts));
      });
  for (const char* name : {"make_shape", "make_stride", "make_coord", "make_step"}) {
    register_builtin({name, std::string(name) + "(a, b, ...)", "an IntTuple of the arguments",
                      [fn = std::string(name)](CallArgs& c) -> Value {
                        IntTupleBuilder t;
                        for (std::size_t i = 0; i < c.args.size(); ++i) t.push_back(int_tuple_arg(c, i, fn));
                        return Value(std::move(t).build());
                      }});
  }
  for (const char* name : {"make_tile", "make_tuple"}) {
    register_builtin({name, std::string(name) + "(a, b, ...)", "a tuple (tiler) of the arguments",
                      [fn = std::string(name)](CallArgs& c) -> Value {
                        bool all_int = true;
                        for (const Value& v : c.args) all_int = all_int && v.is_int_tuple();
                        if (all_int) {
                          IntTupleBuilder t;
                          for (const Value& v : c.args) t.push_back(v.int_tuple());
                          return Value(std::move(t).build());
                        }
                        return Value(Tuple(c.args));
                      }});
  }
  def("make_ordered_layout", "make_ordered_layout(SHAPE, ORDER)", "compact strides in the given order",
      [](const CallArgs& c) {
        args_count(c, 2, 2, "make_ordered_layout");
        return Value(make_ordered_layout(int_tuple_arg(c, 0, "make_ordered_layout"), int_tuple_arg(c, 1, "make_ordered_layout")));
      });
  def("make_layout_like", "make_layout_like(L)", "compact layout ordered like L", [](const CallArgs& c) {
    args_count(c, 1, 1, "make_layout_like");
    return Value(make_layout_like(layout_arg(c, 0, "make_layout_like")));
  });
  for (const char* name : {"smem_ptr_flag_bits", "smem_ptr_flag"}) {
    register_builtin({name, std::string(name) + "<B>{}", "CuTe's smem pointer flag of B-bit elements (the offset of GMMA's smem layout atoms)",
                      [fn = std::string(name)](CallArgs& c) -> Value {
                        args_count(c, 0, 0, fn.c_str());
                        targs_count(c, fn == "smem_ptr_flag" ? 0 : 1, 1, fn.c_str());
                        std::int64_t bits = 1;  // smem_ptr_flag is smem_ptr_flag_bits<1>
                        if (!c.targs.empty()) {
                          auto n = c.targ_number(0, fn);
                          if (!n) fail(n.failure());
                          bits = *n;
                        }
                        if (bits <= 0 || bits > 1024) fail(LL_TRANSLATABLE("CoreMessage", "%1: the element width must be 1 to 1024 bits, got %2"), fn, std::to_string(bits));
                        return Value(ObjectPtr(std::make_shared<const SmemPtrFlagValue>(int(bits))));
                      }});
  }
  def("make_composed_layout", "make_composed_layout(A, OFFSET, B)", "the ComposedLayout A o OFFSET o B",
      [](const CallArgs& c) {
        args_count(c, 3, 3, "make_composed_layout");
        if (auto flagged = flagged_composition(c.args[0], c.args[1], c.args[2], "make_composed_layout")) return *flagged;
        const Value& a = c.args[0];
        ComposedOuter outer;
        if (a.is_swizzle()) outer = a.swizzle();
        else outer = layout_arg(c, 0, "make_composed_layout");
        const Int offset = int_arg(c, 1, "make_composed_layout");
        if (c.args[2].is_composed()) return Value(make_composed_layout(outer, offset, c.args[2].composed()));
        return Value(make_composed_layout(outer, offset, layout_arg(c, 2, "make_composed_layout")));
      });

  // --- accessors -------------------------------------------------------------------------------------
  def("size", "size<I...>(X)", "number of elements (of mode I...)", [](CallArgs& c) {
    args_count(c, 1, 1, "size");
    auto modes = targ_ints(c, "size");
    const Value& v = c.args[0];
    if (v.is_int_tuple()) return Value(size(get(v.int_tuple(), modes)));
    // CuTe's size(TiledMMA): its threads (the object answers, builtins_atoms.cpp)
    if (v.is_object() && v.object()->kind() == "TiledMMA") return v.object()->member("size", c);
    return Value(size(as_layout_or_composed(v, "size"), modes));
  });
  def("cosize", "cosize<I...>(L)", "size of the codomain", [](const CallArgs& c) {
    args_count(c, 1, 1, "cosize");
    return Value(cosize(as_layout_or_composed(c.args[0], "cosize"), targ_ints(c, "cosize")));
  });
  def("rank", "rank<I...>(X)", "number of modes", [](const CallArgs& c) {
    args_count(c, 1, 1, "rank");
    auto modes = targ_ints(c, "rank");
    const Value& v = c.args[0];
    if (v.is_int_tuple()) return Value(rank(get(v.int_tuple(), modes)));
    if (v.is_tuple()) {
      Value sub = get_value(v, modes, "rank");
      if (sub.is_tuple()) return Value(Int{static_cast<std::int64_t>(sub.tuple().size()), true});
      if (sub.is_int_tuple()) return Value(rank(sub.int_tuple()));
      return Value(rank(as_layout_or_composed(sub, "rank")));
    }
    return Value(rank(as_layout_or_composed(v, "rank"), modes));
  });
  def("depth", "depth<I...>(X)", "nesting depth", [](const CallArgs& c) {
    args_count(c, 1, 1, "depth");
    auto modes = targ_ints(c, "depth");
    const Value& v = c.args[0];
    if (v.is_int_tuple()) return Value(depth(get(v.int_tuple(), modes)));
    return Value(depth(as_layout_or_composed(v, "depth"), modes));
  });
  def("shape", "shape<I...>(L)", "the shape (of mode I...)", [](const CallArgs& c) {
    args_count(c, 1, 1, "shape");
    auto modes = targ_ints(c, "shape");
    const Value& v = c.args[0];
    if (v.is_int_tuple()) return Value(get(v.int_tuple(), modes));
    return Value(shape(as_layout_or_composed(v, "shape"), modes));
  });
  def("stride", "stride<I...>(L)", "the stride (of mode I...)", [](const CallArgs& c) {
    args_count(c, 1, 1, "stride");
    return Value(stride(as_layout_or_composed(c.args[0], "stride"), targ_ints(c, "stride")));
  });
  def("coshape", "coshape<I...>(L)", "the shape of the codomain", [](const CallArgs& c) {
    args_count(c, 1, 1, "coshape");
    return Value(coshape(layout_arg(c, 0, "coshape"), {}));
  });
  def("get", "get<I...>(X)", "the (nested) mode I...", [](const CallArgs& c) {
    args_count(c, 1, 1, "get");
    targs_count(c, 1, 64, "get");
    return get_value(c.args[0], targ_ints(c, "get"), "get");
  });
  def("layout", "layout<I...>(L)", "the sub-layout of mode I... (layout<>(L) is L)", [](const CallArgs& c) {
    args_count(c, 1, 1, "layout");
    const Value& v = c.args[0];
    if (v.is_composed()) return of(layout(v.composed(), targ_ints(c, "layout")));
    return Value(layout(as_layout_or_composed(v, "layout"), targ_ints(c, "layout")));
  });

  // --- mode manipulation -----------------------------------------------------------------------------
  def("select", "select<I...>(X)", "the chosen modes, as a tuple", [](const CallArgs& c) {
    args_count(c, 1, 1, "select");
    targs_count(c, 1, 64, "select");
    const Value& v = c.args[0];
    if (v.is_int_tuple()) return Value(select(v.int_tuple(), targ_ints(c, "select")));
    return Value(select(layout_arg(c, 0, "select"), targ_ints(c, "select")));
  });
  def("take", "take<B,E>(X)", "modes [B,E)", [](const CallArgs& c) {
    args_count(c, 1, 1, "take");
    targs_count(c, 2, 2, "take");
    int b = targ_int(c, 0, "take"), e = targ_int(c, 1, "take");
    const Value& v = c.args[0];
    if (v.is_int_tuple()) return Value(take(v.int_tuple(), b, e));
    if (v.is_composed()) return of(take(v.composed(), b, e));
    return Value(take(layout_arg(c, 0, "take"), b, e));
  });
  def("group", "group<B,E>(X)", "modes [B,E) grouped into one", [](const CallArgs& c) {
    args_count(c, 1, 1, "group");
    targs_count(c, 2, 2, "group");
    int b = targ_int(c, 0, "group"), e = targ_int(c, 1, "group");
    const Value& v = c.args[0];
    if (v.is_int_tuple()) return Value(group(v.int_tuple(), b, e));
    if (v.is_composed()) return of(group(v.composed(), b, e));
    return Value(group(layout_arg(c, 0, "group"), b, e));
  });
  def("flatten", "flatten(X)", "remove all nesting", [](const CallArgs& c) {
    args_count(c, 1, 1, "flatten");
    const Value& v = c.args[0];
    if (v.is_int_tuple()) return Value(flatten(v.int_tuple()));
    if (v.is_composed()) return of(flatten(v.composed()));
    return Value(flatten(layout_arg(c, 0, "flatten")));
  });
  def("unflatten", "unflatten(X, PROFILE)", "regroup a flat X like PROFILE", [](const CallArgs& c) {
    args_count(c, 2, 2, "unflatten");
    const IntTuple& profile = int_tuple_arg(c, 1, "unflatten");
    if (c.args[0].is_int_tuple()) return Value(unflatten(c.args[0].int_tuple(), profile));
    return Value(unflatten(layout_arg(c, 0, "unflatten"), profile));
  });
  for (bool is_append : {true, false}) {
    const char* name = is_append ? "append" : "prepend";
    register_builtin(
        {name, std::string(name) + "<N>(X[, Y])", is_append ? "add a mode at the end" : "add a mode at the front",
         [is_append, fn = std::string(name)](CallArgs& c) -> Value {
           targs_count(c, 0, 1, fn);
           bool padded = !c.targs.empty();
           int n = padded ? targ_int(c, 0, fn) : 0;
           if (c.args.size() >= 1 && c.args[0].is_int_tuple()) {
             args_count(c, 2, 2, fn);
             const IntTuple& t = c.args[0].int_tuple();
             const IntTuple& x = int_tuple_arg(c, 1, fn);
             if (padded) return Value(is_append ? append(t, n, x) : prepend(t, n, x));
             return Value(is_append ? append(t, x) : prepend(t, x));
           }
           args_count(c, 1, 2, fn);
           const Layout& l = layout_arg(c, 0, fn);
           Layout x = c.args.size() == 2 ? layout_arg(c, 1, fn) : Layout{Int{1, true}, Int{0, true}};
           if (padded) return Value(is_append ? append(l, n, x) : prepend(l, n, x));
           return Value(is_append ? append(l, x) : prepend(l, x));
         }});
  }
  def("replace", "replace<I>(X, Y)", "mode I replaced by Y", [](const CallArgs& c) {
    args_count(c, 2, 2, "replace");
    targs_count(c, 1, 1, "replace");
    int i = targ_int(c, 0, "replace");
    if (c.args[0].is_int_tuple()) return Value(replace(c.args[0].int_tuple(), i, int_tuple_arg(c, 1, "replace")));
    return Value(replace(layout_arg(c, 0, "replace"), i, layout_arg(c, 1, "replace")));
  });

  // --- IntTuple arithmetic ---------------------------------------------------------------------------
  def("product", "product(T)", "product of all leaves", [](const CallArgs& c) {
    args_count(c, 1, 1, "product");
    return Value(product(int_tuple_arg(c, 0, "product")));
  });
  def("sum", "sum(T)", "sum of all leaves", [](const CallArgs& c) {
    args_count(c, 1, 1, "sum");
    return Value(sum(int_tuple_arg(c, 0, "sum")));
  });
  def("product_each", "product_each(T)", "product of each mode", [](const CallArgs& c) {
    args_count(c, 1, 1, "product_each");
    return Value(product_each(int_tuple_arg(c, 0, "product_each")));
  });
  def("inner_product", "inner_product(A, B)", "sum of leafwise products", [](const CallArgs& c) {
    args_count(c, 2, 2, "inner_product");
    return Value(inner_product(int_tuple_arg(c, 0, "inner_product"), int_tuple_arg(c, 1, "inner_product")));
  });
  def("ceil_div", "ceil_div(A, B)", "rounded-up division (tuples elementwise)", [](const CallArgs& c) {
    args_count(c, 2, 2, "ceil_div");
    return Value(ceil_div(int_tuple_arg(c, 0, "ceil_div"), int_tuple_arg(c, 1, "ceil_div")));
  });
  def("shape_div", "shape_div(A, B)", "CuTe's division for shapes", [](const CallArgs& c) {
    args_count(c, 2, 2, "shape_div");
    return Value(shape_div(int_tuple_arg(c, 0, "shape_div"), int_tuple_arg(c, 1, "shape_div")));
  });
  def("elem_scale", "elem_scale(A, B)", "leafwise a * product(b)", [](const CallArgs& c) {
    args_count(c, 2, 2, "elem_scale");
    return Value(elem_scale(int_tuple_arg(c, 0, "elem_scale"), int_tuple_arg(c, 1, "elem_scale")));
  });
  // --- C++ type spellings: `Layout<Shape<_4,_8>,Stride<_8,_1>>{}` is the layout (_4,_8):(_8,_1) --------------
  for (const char* name : {"Shape", "Stride", "Coord", "Step", "Tile", "tuple"}) {
    register_builtin({name, std::string(name) + "<T...>", "the tuple of the types T... (C++ spelling of make_" +
                                                              std::string(name == std::string("tuple") ? "tuple" : name) + ")",
                      [fn = std::string(name)](CallArgs& c) -> Value {
                        args_count(c, 0, 0, fn.c_str());
                        if (!c.has_targs) fail(LL_TRANSLATABLE("CoreMessage", "%1: write its types as template arguments, e.g. %1<_4,_8>"), fn);
                        return tuple_of_types(c, fn);
                      }});
  }
  def("Layout", "Layout<SHAPE[, STRIDE]>", "the layout of the types SHAPE and STRIDE (column-major without STRIDE)",
      [](const CallArgs& c) {
        targs_count(c, 1, 2, "Layout");
        args_count(c, 0, 0, "Layout");
        const IntTuple shape = type_value(c.targs[0], "Layout").int_tuple();
        if (c.targs.size() == 1) return Value(make_layout(shape, compact_col_major(shape)));
        return Value(make_layout(shape, type_value(c.targs[1], "Layout").int_tuple()));
      });
  def("ComposedLayout", "ComposedLayout<A, OFFSET, B>", "the ComposedLayout A o OFFSET o B of three types",
      [](const CallArgs& c) {
        targs_count(c, 3, 3, "ComposedLayout");
        args_count(c, 0, 0, "ComposedLayout");
        const Value a = type_value(c.targs[0], "ComposedLayout");
        ComposedOuter outer;
        if (a.is_swizzle()) outer = a.swizzle();
        else if (a.is_layout()) outer = a.layout();
        else fail(LL_TRANSLATABLE("CoreMessage", "ComposedLayout: its first type must be a Swizzle or a Layout, got a %1"), kind_name(a));
        const Value offset = type_value(c.targs[1], "ComposedLayout");
        const Value b = type_value(c.targs[2], "ComposedLayout");
        if (!offset.is_integer() || !b.is_layout()) fail(LL_TRANSLATABLE("CoreMessage", "ComposedLayout: write ComposedLayout<Swizzle<B,M,S>, _0, Layout<...>>"));
        return Value(make_composed_layout(outer, offset.int_tuple().integer(), b.layout()));
      });
  // std::conditional_t<COND, A, B> (the std:: is read as blank): A when COND, else B; COND a constant expression
  // or std::is_same_v<X, Y> / is_same<X, Y>::value of two types as written (element types substituted).
  def("conditional_t", "conditional_t<COND, A, B>", "the type A when the constant COND holds, else B (std::conditional_t)",
      [](const CallArgs& c) {
        targs_count(c, 3, 3, "conditional_t");
        args_count(c, 0, 0, "conditional_t");
        const TemplateArg& cond = c.targs[0];
        bool holds = false;
        if (cond.number) {
          holds = *cond.number != 0;
        } else if ((cond.name == "is_same_v" || cond.name == "is_same") && cond.args.size() == 2) {
          holds = cond.args[0].spelling() == cond.args[1].spelling();
        } else if (cond.name == "true" || cond.name == "false") {
          holds = cond.name == "true";
        } else {
          fail_needing(cond.spelling(), LL_TRANSLATABLE("CoreMessage", "unknown name '%1'"), cond.spelling());  // a parameter the caller gives
        }
        return type_value(c.targs[holds ? 1 : 2], "conditional_t");
      });
  def("decltype", "decltype(EXPR)", "the value of EXPR's type (CuTe's types are their values)", [](CallArgs& c) {
    args_count(c, 1, 1, "decltype");
    return std::move(c.args[0]);
  });
  // C++'s integer casts, as exports and kernels write run-time integers: int64_t(3000000000LL) is 3000000000.
  for (const char* name : {"int", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "size_t"}) {
    register_builtin({name, std::string(name) + "(N)", "the run-time integer N (a C++ cast)",
                      [fn = std::string(name)](CallArgs& c) -> Value {
                        if (c.args.empty() && !c.has_targs)  // the type itself: `using index_t = int64_t;`
                          for (const auto& resolve : name_resolvers())
                            if (auto v = resolve(fn, c)) return std::move(*v);
                        args_count(c, 1, 1, fn.c_str());
                        const Int n = int_arg(c, 0, fn.c_str());
                        return Value(Int{n.value, false});
                      }});
  }

  // std::max / std::min (cute::max / cute::min) of integers, as traits size shared memory: static when all are.
  for (const char* name : {"max", "min"}) {
    register_builtin({name, std::string(name) + "(A, B, ...)", std::string("the ") + (name[1] == 'a' ? "largest" : "smallest") + " of integers",
                      [fn = std::string(name)](CallArgs& c) -> Value {
                        args_count(c, 1, 64, fn.c_str());
                        Int best = int_arg(c, 0, fn.c_str());
                        bool all_static = best.is_static;
                        for (std::size_t i = 1; i < c.args.size(); ++i) {
                          const Int x = int_arg(c, i, fn.c_str());
                          all_static = all_static && x.is_static;
                          if (fn == "max" ? x.value > best.value : x.value < best.value) best = x;
                        }
                        return Value(Int{best.value, all_static});
                      }});
  }
  // CUTLASS's thread-count constants (cutlass/cutlass.h), as kernels size their TiledMMAs with them.
  for (const auto& [name, value] : std::initializer_list<std::pair<const char*, int>>{
           {"NumThreadsPerWarp", 32}, {"NumThreadsPerWarpGroup", 128}, {"NumWarpsPerWarpGroup", 4},
           {"NumThreadsPerHalfWarp", 16}, {"NumThreadsPerQuad", 4}, {"NumThreadsPerQuadPair", 8}}) {
    register_builtin({name, name, "CUTLASS's constant (cutlass/cutlass.h), a run-time int", [v = value, fn = std::string(name)](CallArgs& c) -> Value {
                        if (!c.args.empty() || c.has_targs) fail(LL_TRANSLATABLE("CoreMessage", "%1 is a constant, not a function"), fn);
                        return Value(Int{v, false});
                      }});
  }
  // CuTe's `Underscore` type: the `_` a slice keeps (`using X = Underscore;`).
  register_builtin({"Underscore", "Underscore", "CuTe's _ as a type", [](CallArgs&) -> Value { return Value(IntTuple(Underscore{})); }});
  // swizzle_layout.hpp's two portions of a (possibly swizzled) layout.
  def("get_nonswizzle_portion", "get_nonswizzle_portion(L)", "the Layout under a swizzle (L itself when it has none)",
      [](const CallArgs& c) -> Value {
        args_count(c, 1, 1, "get_nonswizzle_portion");
        if (c.args[0].is_layout()) return c.args[0];
        if (c.args[0].is_composed() && std::holds_alternative<Swizzle>(c.args[0].composed().layout_a) && c.args[0].composed().inner.empty())
          return Value(c.args[0].composed().layout_b);
        fail(LL_TRANSLATABLE("CoreMessage", "%1: expects a Layout or a Swizzle o offset o Layout, got a %2"), "get_nonswizzle_portion", kind_name(c.args[0]));
      });
  def("get_swizzle_portion", "get_swizzle_portion(L)", "the Swizzle of a swizzled layout (Swizzle<0,4,3> for a plain Layout)",
      [](const CallArgs& c) -> Value {
        args_count(c, 1, 1, "get_swizzle_portion");
        if (c.args[0].is_layout()) return Value(Swizzle{0, 4, 3});
        if (c.args[0].is_composed() && std::holds_alternative<Swizzle>(c.args[0].composed().layout_a))
          return Value(std::get<Swizzle>(c.args[0].composed().layout_a));
        fail(LL_TRANSLATABLE("CoreMessage", "%1: expects a Layout or a Swizzle o offset o Layout, got a %2"), "get_swizzle_portion", kind_name(c.args[0]));
      });

  // pointer_flagged.hpp: a GMMA/UMMA smem layout atom's swizzle, made to act on elements instead of bytes, composed
  // with _0 (the smem pointer flag dropped): what print_layout and print_latex draw of a swizzled smem layout.
  def("as_position_independent_swizzle_layout", "as_position_independent_swizzle_layout(L)",
      "Sw o smem_ptr[Bb](unset) o L as Sw' o _0 o L, Sw' acting on B-bit elements", [](const CallArgs& c) -> Value {
        args_count(c, 1, 1, "as_position_independent_swizzle_layout");
        const Value& v = c.args[0];
        if (!v.is_composed() || !std::holds_alternative<Swizzle>(v.composed().layout_a) || !v.composed().smem_ptr_flag_bits ||
            !v.composed().inner.empty())
          fail(LL_TRANSLATABLE("CoreMessage", "%1: expects a swizzled smem layout with its smem pointer flag (Sw o smem_ptr[Bb](unset) o L), got %2"),
               "as_position_independent_swizzle_layout", to_string(v));
        const ComposedLayout& l = v.composed();
        return of(composition(recast_layout(std::get<Swizzle>(l.layout_a), 8, l.smem_ptr_flag_bits), Int{0, true}, l.layout_b));
      });

  // static_cast<T>(x) as kernels write it: `static_cast<int>(size(L{}))` is a run-time integer.
  register_builtin({"static_cast", "static_cast<T>(x)", "x as T: an integer type makes N a run-time integer, other types keep x",
                    [](CallArgs& c) -> Value {
                      targs_count(c, 1, 1, "static_cast");
                      args_count(c, 1, 1, "static_cast");
                      const std::string type = c.targs[0].spelling();
                      static const std::set<std::string> integers = {"int", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t",
                                                                     "uint16_t", "uint32_t", "uint64_t", "size_t", "unsigned",
                                                                     "long", "bool", "uint", "index_t"};
                      if (!integers.count(type)) return std::move(c.args[0]);
                      const Int n = int_arg(c, 0, "static_cast");
                      return Value(Int{type == "bool" ? n.value != 0 : n.value, false});
                    }});

  // --- scaled bases (arithmetic_tuple.hpp): strides into a coordinate --------------------------------------
  def("E", "E<N...>{}", "the scaled basis _1@N... (v@N: v in mode N of a coordinate)", [](const CallArgs& c) {
    targs_count(c, 1, BasisModes::kMaxDepth, "E");
    args_count(c, 0, 0, "E");
    Int e{1, true};
    e.basis.depth = static_cast<std::uint8_t>(c.targs.size());
    for (std::size_t k = 0; k < c.targs.size(); ++k) {
      auto n = c.targ_number(k, "E");
      if (!n) fail(n.failure());
      if (*n < 0 || *n > 255) fail(LL_TRANSLATABLE("CoreMessage", "E: mode %1 is not in 0..255"), *n);
      e.basis.modes[k] = static_cast<std::uint8_t>(*n);
    }
    return Value(e);
  });
  def("make_basis_like", "make_basis_like(SHAPE)", "the scaled bases of SHAPE's modes: E<i> per mode, E<i,j> nested",
      [](const CallArgs& c) {
        args_count(c, 1, 1, "make_basis_like");
        return Value(make_basis_like(int_tuple_arg(c, 0, "make_basis_like")));
      });
  def("make_identity_layout", "make_identity_layout(SHAPE)",
      "SHAPE with scaled-basis strides: maps each coordinate to itself", [](const CallArgs& c) {
        args_count(c, 1, 1, "make_identity_layout");
        const IntTuple& shape = int_tuple_arg(c, 0, "make_identity_layout");
        return Value(make_layout(shape, make_basis_like(shape)));
      });
  def("compact_col_major", "compact_col_major(SHAPE[, CURRENT])", "column-major strides, starting at CURRENT", [](const CallArgs& c) {
    args_count(c, 1, 2, "compact_col_major");
    if (c.args.size() == 2) return Value(compact_col_major(int_tuple_arg(c, 0, "compact_col_major"), int_tuple_arg(c, 1, "compact_col_major")));
    return Value(compact_col_major(int_tuple_arg(c, 0, "compact_col_major")));
  });
  def("compact_row_major", "compact_row_major(SHAPE[, CURRENT])", "row-major strides, starting at CURRENT", [](const CallArgs& c) {
    args_count(c, 1, 2, "compact_row_major");
    if (c.args.size() == 2) return Value(compact_row_major(int_tuple_arg(c, 0, "compact_row_major"), int_tuple_arg(c, 1, "compact_row_major")));
    return Value(compact_row_major(int_tuple_arg(c, 0, "compact_row_major")));
  });

  // --- coordinates -----------------------------------------------------------------------------------
  def("crd2idx", "crd2idx(COORD, SHAPE[, STRIDE])", "the index of a coordinate", [](const CallArgs& c) {
    args_count(c, 2, 3, "crd2idx");
    const IntTuple& crd = int_tuple_arg(c, 0, "crd2idx");
    const IntTuple& shp = int_tuple_arg(c, 1, "crd2idx");
    if (c.args.size() == 3) {
      const IntTuple& strd = int_tuple_arg(c, 2, "crd2idx");
      if (has_scaled_basis(strd)) return Value(crd2idx_coordinate(crd, shp, strd));  // a coordinate (ArithmeticTuple)
      return Value(crd2idx(crd, shp, strd));
    }
    return Value(crd2idx(crd, shp));
  });
  def("idx2crd", "idx2crd(INDEX, SHAPE[, STRIDE])", "the natural coordinate of an index", [](const CallArgs& c) {
    args_count(c, 2, 3, "idx2crd");
    const IntTuple& idx = int_tuple_arg(c, 0, "idx2crd");
    const IntTuple& shp = int_tuple_arg(c, 1, "idx2crd");
    if (c.args.size() == 3) return Value(idx2crd(idx, shp, int_tuple_arg(c, 2, "idx2crd")));
    return Value(idx2crd(idx, shp));
  });
  def("slice", "slice(COORD, L)", "the sub-layout at the `_` modes of COORD", [](const CallArgs& c) {
    args_count(c, 2, 2, "slice");
    if (c.args[1].is_int_tuple()) return Value(slice(int_tuple_arg(c, 0, "slice"), c.args[1].int_tuple()));
    return Value(slice(int_tuple_arg(c, 0, "slice"), layout_arg(c, 1, "slice")));
  });
  def("dice", "dice(COORD, L)", "the sub-layout at the non-`_` modes of COORD", [](const CallArgs& c) {
    args_count(c, 2, 2, "dice");
    if (c.args[1].is_int_tuple()) return Value(dice(int_tuple_arg(c, 0, "dice"), c.args[1].int_tuple()));
    return Value(dice(int_tuple_arg(c, 0, "dice"), layout_arg(c, 1, "dice")));
  });

  // --- algebra ---------------------------------------------------------------------------------------
  def("coalesce", "coalesce(L[, PROFILE])", "merge modes without changing the function", [](const CallArgs& c) {
    args_count(c, 1, 2, "coalesce");
    if (c.args[0].is_int_tuple() && c.args.size() == 1) return Value(coalesce(c.args[0].int_tuple()));
    if (c.args[0].is_composed())
      return of(c.args.size() == 2 ? coalesce(c.args[0].composed(), int_tuple_arg(c, 1, "coalesce"))
                                   : coalesce(c.args[0].composed()));
    const Layout& l = layout_arg(c, 0, "coalesce");
    if (c.args.size() == 2) return Value(coalesce(l, int_tuple_arg(c, 1, "coalesce")));
    return Value(coalesce(l));
  });
  def("filter", "filter(L[, PROFILE])", "drop stride-0 and size-1 modes, then coalesce", [](const CallArgs& c) {
    args_count(c, 1, 2, "filter");
    if (c.args[0].is_composed() && c.args.size() == 2)
      return of(filter(c.args[0].composed(), int_tuple_arg(c, 1, "filter")));
    const Layout& l = layout_arg(c, 0, "filter");
    if (c.args.size() == 2) return Value(filter(l, int_tuple_arg(c, 1, "filter")));
    return Value(filter(l));
  });
  def("filter_zeros", "filter_zeros(L)", "stride-0 modes become _1:_0", [](const CallArgs& c) {
    args_count(c, 1, 1, "filter_zeros");
    if (c.args[0].is_int_tuple()) return Value(filter_zeros(c.args[0].int_tuple()));
    return Value(filter_zeros(layout_arg(c, 0, "filter_zeros")));
  });
  def("composition", "composition(A, B) | composition(A, OFFSET, B)",
      "A o B: B a Layout, shape or tiler; A a Layout, Swizzle or ComposedLayout", [](CallArgs& c) {
        args_count(c, 2, 3, "composition");
        if (c.args.size() == 3) {
          if (auto flagged = flagged_composition(c.args[0], c.args[1], c.args[2], "composition")) return *flagged;
          Int offset = int_arg(c, 1, "composition");
          const Layout& b = layout_arg(c, 2, "composition");
          if (c.args[0].is_swizzle()) return of(composition(c.args[0].swizzle(), offset, b));
          return Value(composition(layout_arg(c, 0, "composition"), offset, b));
        }
        return composition_of(c.args[0], c, 1, "composition");
      });
  def("complement", "complement(L[, COTARGET])", "the layout of L's holes up to COTARGET", [](const CallArgs& c) {
    args_count(c, 1, 2, "complement");
    if (c.args[0].is_composed())
      return Value(c.args.size() == 2 ? complement(c.args[0].composed(), int_tuple_arg(c, 1, "complement"))
                                      : complement(c.args[0].composed()));
    const Layout& l = layout_arg(c, 0, "complement");
    if (c.args.size() == 2) return Value(complement(l, int_tuple_arg(c, 1, "complement")));
    return Value(complement(l));
  });
  def("right_inverse", "right_inverse(L)", "R with L(R(i)) == i", [](const CallArgs& c) {
    args_count(c, 1, 1, "right_inverse");
    if (c.args[0].is_composed()) return of(right_inverse(c.args[0].composed()));
    return Value(right_inverse(layout_arg(c, 0, "right_inverse")));
  });
  def("nullspace", "nullspace(L)", "the coordinates L sends to 0 (its static-zero strides)", [](const CallArgs& c) {
    args_count(c, 1, 1, "nullspace");
    if (c.args[0].is_composed()) return Value(nullspace(c.args[0].composed()));
    return Value(nullspace(layout_arg(c, 0, "nullspace")));
  });
  def("left_inverse", "left_inverse(L)", "R with R(L(i)) == i", [](const CallArgs& c) {
    args_count(c, 1, 1, "left_inverse");
    if (c.args[0].is_composed()) return of(left_inverse(c.args[0].composed()));
    return Value(left_inverse(layout_arg(c, 0, "left_inverse")));
  });
  LL_DIVIDE_OR_PRODUCT(logical_divide, "split L into (tile, rest) per tiled mode");
  LL_DIVIDE_OR_PRODUCT(zipped_divide, "((tile modes), (rest modes))");
  LL_DIVIDE_OR_PRODUCT(tiled_divide, "((tile modes), rest0, rest1, ...)");
  LL_DIVIDE_OR_PRODUCT(flat_divide, "(tile0, tile1, ..., rest0, rest1, ...)");
  LL_DIVIDE_OR_PRODUCT(logical_product, "(block, repeated) per tiled mode");
  LL_DIVIDE_OR_PRODUCT(zipped_product, "((block modes), (repeat modes))");
  LL_DIVIDE_OR_PRODUCT(tiled_product, "((block modes), repeat0, repeat1, ...)");
  LL_DIVIDE_OR_PRODUCT(flat_product, "(block0, ..., repeat0, ...)");
  def("blocked_product", "blocked_product(BLOCK, L)", "BLOCK repeated over L, blocks contiguous", [](const CallArgs& c) {
    args_count(c, 2, 2, "blocked_product");
    if (c.args[0].is_composed()) return of(blocked_product(c.args[0].composed(), layout_arg(c, 1, "blocked_product")));
    return Value(blocked_product(layout_arg(c, 0, "blocked_product"), layout_arg(c, 1, "blocked_product")));
  });
  def("tile_to_shape", "tile_to_shape(BLOCK, SHAPE[, ORDER])",
      "copies of BLOCK over SHAPE (blocked_product), in ORDER: LayoutLeft (default), LayoutRight or an IntTuple",
      [](const CallArgs& c) -> Value {
        args_count(c, 2, 3, "tile_to_shape");
        const IntTuple& shape = int_tuple_arg(c, 1, "tile_to_shape");
        auto tile = [&](const Layout& block) {
          if (c.args.size() == 2) return tile_to_shape(block, shape);
          if (const auto* tag = c.args[2].object_as<LayoutTag>())
            return tile_to_shape(block, shape, tag->right() ? TileOrder::RowMajor : TileOrder::ColMajor);
          return tile_to_shape(block, shape, int_tuple_arg(c, 2, "tile_to_shape"));
        };
        if (c.args[0].is_composed()) {  // CuTe: composition(A, O, tile_to_shape(B, ...))
          const ComposedLayout& l = c.args[0].composed();
          return of(recompose(l, tile(l.layout_b)));
        }
        return Value(tile(layout_arg(c, 0, "tile_to_shape")));
      });
  def("raked_product", "raked_product(BLOCK, L)", "BLOCK repeated over L, interleaved", [](const CallArgs& c) {
    args_count(c, 2, 2, "raked_product");
    if (c.args[0].is_composed()) return of(raked_product(c.args[0].composed(), layout_arg(c, 1, "raked_product")));
    return Value(raked_product(layout_arg(c, 0, "raked_product"), layout_arg(c, 1, "raked_product")));
  });
  def("max_common_vector", "max_common_vector(A, B)", "elements A and B agree on contiguously", [](const CallArgs& c) {
    args_count(c, 2, 2, "max_common_vector");
    return Value(max_common_vector(layout_arg(c, 0, "max_common_vector"), layout_arg(c, 1, "max_common_vector")));
  });
  def("max_common_layout", "max_common_layout(A, B)", "the layout of that common part", [](const CallArgs& c) {
    args_count(c, 2, 2, "max_common_layout");
    return Value(max_common_layout(layout_arg(c, 0, "max_common_layout"), layout_arg(c, 1, "max_common_layout")));
  });

  // --- recasting -------------------------------------------------------------------------------------
  for (bool up : {true, false}) {
    const char* name = up ? "upcast" : "downcast";
    register_builtin({name, std::string(name) + "<N>(L)",
                      up ? "the layout in units of N elements" : "the layout in units of 1/N element",
                      [up, fn = std::string(name)](CallArgs& c) -> Value {
                        args_count(c, 1, 1, fn);
                        targs_count(c, 1, 1, fn);
                        int n = targ_int(c, 0, fn);
                        if (n <= 0) fail(LL_TRANSLATABLE("CoreMessage", "%1: N must be positive, got %2"), fn, n);
                        const Value& v = c.args[0];
                        if (v.is_swizzle()) return Value(up ? upcast(v.swizzle(), n) : downcast(v.swizzle(), n));
                        if (v.is_composed()) return of(up ? upcast(v.composed(), n) : downcast(v.composed(), n));
                        const Layout& l = layout_arg(c, 0, fn);
                        return Value(up ? upcast(l, n) : downcast(l, n));
                      }});
  }
  def("recast_layout", "recast_layout<OLD_T,NEW_T>(L)", "L's elements reinterpreted from OLD_T to NEW_T (e.g. half_t, uint32_t)",
      [](const CallArgs& c) {
        args_count(c, 1, 1, "recast_layout");
        targs_count(c, 2, 2, "recast_layout");
        int old_bits = type_bits(c.targs[0], "recast_layout"), new_bits = type_bits(c.targs[1], "recast_layout");
        if (old_bits <= 0 || new_bits <= 0) fail(LL_TRANSLATABLE("CoreMessage", "recast_layout: type sizes must be positive"));
        if (c.args[0].is_swizzle()) return Value(recast_layout(c.args[0].swizzle(), old_bits, new_bits));
        return Value(recast_layout(layout_arg(c, 0, "recast_layout"), old_bits, new_bits));
      });

  // --- printing --------------------------------------------------------------------------------------
  def("print_layout", "print_layout(L)", "CuTe's (m,n) -> index table of a rank-2 layout", [](const CallArgs& c) {
    args_count(c, 1, 1, "print_layout");
    const Value& v = c.args[0];
    // The table has one cell per element: refuse sizes no screen or terminal could show.
    const Layout& shaped = as_layout_or_composed(v, "print_layout");
    if (rank(shaped.shape).value == 2) {
      std::int64_t rows = size(shaped.shape[0]).value, cols = size(shaped.shape[1]).value;
      if (rows > kMaxTableSide || cols > kMaxTableSide)
        fail(LL_TRANSLATABLE("CoreMessage", "print_layout: a %1x%2 table is too large to print (at most %3 rows and columns)"), rows, cols, kMaxTableSide);
    }
    std::string text = v.is_composed() ? print_layout(v.composed()) : print_layout(layout_arg(c, 0, "print_layout"));
    if (!text.empty() && text.back() == '\n') text.pop_back();
    return Value(Text{std::move(text)});
  });
  def("print", "print(X)", "X itself (prints as CuTe's print)", [](const CallArgs& c) {
    args_count(c, 1, 1, "print");
    return c.args[0];
  });
}

}  // namespace

void register_layout_builtins() { register_all(); }

}  // namespace ll::expr
