#pragma once
// The values `layoutlab-cli eval` computes with: every core value CuTe has a print() for, plus an
// opaque Object for kinds that live outside core/layout and core/algebra (MMA_Atom, TiledMMA,
// TiledCopy, analysis results...). to_string(Value) is byte-identical to cute::print.
// How to add a kind and functions from your own files: see core/expr/builtins.hpp.
#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/layout/tiler.hpp"
#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"
#include "core/layout/swizzle.hpp"
#include "core/util/result.hpp"

namespace ll::expr {

struct Value;
struct CallArgs;

// Text that prints as itself, e.g. print_layout's table (without its final newline).
struct Text {
  std::string text;
  friend bool operator==(const Text&, const Text&) = default;
};

// Base of object kinds defined outside core/expr. Immutable once built (values are shared).
class Object {
 public:
  virtual ~Object() = default;
  // The kind's name for messages and `--help`, e.g. "TiledMMA".
  virtual std::string kind() const = 0;
  // Exactly what cute::print prints for the object (multi-line allowed, no final newline).
  virtual std::string print() const = 0;
  // `obj.name<targs>(args)`. Fails (ll::fail) as a builtin does; the default says the kind has no such member.
  virtual Value member(std::string_view name, CallArgs& call) const;
  // `obj(args)`. Fails as a builtin does; the default says the kind is not callable.
  virtual Value call(CallArgs& call) const;
  // The layout of an object CuTe's accessors read through (a Tensor: size(T), shape<I>(T), layout(T)...);
  // nullptr for the others.
  virtual const Layout* accessor_layout() const { return nullptr; }
  // The same object over another layout (a Tensor's data with a divided layout, as CuTe's tensor overloads of
  // the divides give), or nullptr when the object has none.
  virtual std::shared_ptr<const Object> with_layout(Layout) const { return nullptr; }
};
using ObjectPtr = std::shared_ptr<const Object>;

// A list of values (pooled: core/util/pool_allocator.hpp).
using ValueList = std::vector<Value, PoolAllocator<Value>>;
// A tuple whose elements are not all IntTuples, e.g. a tiler `<_2:_1,_4:_1>` or `(L,_)`.
using Tuple = ValueList;

struct Value {
  std::variant<IntTuple, Layout, Tuple, Swizzle, ComposedLayout, Text, ObjectPtr> v;

  Value() : v(IntTuple()) {}
  Value(IntTuple t) : v(std::move(t)) {}
  Value(Int i) : v(IntTuple(i)) {}
  Value(Layout l) : v(std::move(l)) {}
  Value(Tuple t) : v(std::move(t)) {}
  Value(Swizzle s) : v(s) {}
  Value(ComposedLayout c) : v(std::move(c)) {}
  Value(Text t) : v(std::move(t)) {}
  Value(ObjectPtr o) : v(std::move(o)) {}

  bool is_int_tuple() const { return v.index() == 0; }
  bool is_integer() const { return is_int_tuple() && int_tuple().is_integer(); }
  bool is_layout() const { return v.index() == 1; }
  bool is_tuple() const { return v.index() == 2; }
  bool is_swizzle() const { return v.index() == 3; }
  bool is_composed() const { return v.index() == 4; }
  bool is_text() const { return v.index() == 5; }
  bool is_object() const { return v.index() == 6; }

  const IntTuple& int_tuple() const { return std::get<0>(v); }
  const Layout& layout() const { return std::get<1>(v); }
  const Tuple& tuple() const { return std::get<2>(v); }
  const Swizzle& swizzle() const { return std::get<3>(v); }
  const ComposedLayout& composed() const { return std::get<4>(v); }
  const Text& text() const { return std::get<5>(v); }
  const ObjectPtr& object() const { return std::get<6>(v); }
  // @pre is_object(); nullptr when the object is not a T
  template <class T>
  const T* object_as() const {
    return is_object() ? dynamic_cast<const T*>(object().get()) : nullptr;
  }
};

// What cute::print prints for the value.
std::string to_string(const Value& value);
// The same, appended to `out`.
void append_to(std::string& out, const Value& value);
// "IntTuple", "Layout", "tuple", "Swizzle", "ComposedLayout", "text" or the object's kind().
std::string kind_name(const Value& value);

// A value used where CuTe takes a Tiler (composition's right side, divides, products): an IntTuple is
// a shape tiler, a Layout a layout tiler, a Tuple of those mode by mode.
Result<Tiler> to_tiler(const Value& value);
// The same, moving the value's layouts into the tiler and throwing (ll::fail, with to_tiler's message)
// instead of returning the error: for builtin bodies, which run inside the evaluator's attempt.
Tiler take_tiler(Value&& value);

}  // namespace ll::expr
