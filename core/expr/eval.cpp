#include "core/expr/eval.hpp"

#include "core/expr/builtins.hpp"
#include "core/expr/parser.hpp"
#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"
#include "core/layout/swizzle.hpp"

namespace ll::expr {

namespace {

Value unwrap(Result<Value> r) {
  if (!r) fail(r.error());
  return std::move(r).value();
}

IntTuple coordinate_of(const ValueList& args, const char* what) {
  IntTupleList coords;
  coords.reserve(args.size());
  for (const Value& a : args) {
    if (!a.is_int_tuple()) fail(std::string(what) + ": a coordinate must be an integer or an IntTuple, got a " + kind_name(a));
    coords.push_back(a.int_tuple());
  }
  if (coords.size() == 1) return coords[0];
  return IntTuple(std::move(coords));
}

// `callee(args)` for a callee that is a value rather than a builtin name.
Value call_value(const Value& callee, CallArgs call) {
  if (callee.is_layout()) {
    if (call.args.empty()) fail("calling a Layout needs a coordinate");
    IntTuple coord = coordinate_of(call.args, "Layout");
    if (has_underscore(coord)) return Value(slice(coord, callee.layout()));
    return Value(crd2idx(coord, callee.layout()));
  }
  if (callee.is_composed()) {
    if (call.args.empty()) fail("calling a ComposedLayout needs a coordinate");
    IntTuple coord = coordinate_of(call.args, "ComposedLayout");
    if (has_underscore(coord)) fail("slicing a ComposedLayout is not supported");
    return Value(crd2idx(coord, callee.composed()));
  }
  if (callee.is_swizzle()) {
    if (call.args.size() != 1 || !call.args[0].is_integer())
      fail("a Swizzle is applied to one integer offset, e.g. Swizzle<3,4,3>{}(37)");
    return Value(apply(callee.swizzle(), call.args[0].int_tuple().integer()));
  }
  if (callee.is_object()) return unwrap(callee.object()->call(call));
  fail("a " + kind_name(callee) + " cannot be called");
}

class Evaluator {
 public:
  Evaluator(const Statement& statement, const std::map<std::string, Value, std::less<>>& variables)
      : st_(statement), variables_(variables) {}

  Value eval(const Node& n) {
    switch (n.kind) {
      case Node::Kind::Integer: return Value(Int{n.integer, n.is_static});
      case Node::Kind::Underscore: return Value(IntTuple(Underscore{}));
      case Node::Kind::Tuple: return tuple(n);
      case Node::Kind::Tiler: {
        Tuple t;
        t.reserve(n.child_count);
        for (std::size_t i = 0; i < n.child_count; ++i) t.push_back(eval(child(n, i)));
        return Value(std::move(t));
      }
      case Node::Kind::LayoutLit: {
        Value shape = eval(child(n, 0));
        Value stride = eval(child(n, 1));
        if (!shape.is_int_tuple() || !stride.is_int_tuple())
          fail("SHAPE:STRIDE needs two IntTuples, got a " + kind_name(shape) + " and a " + kind_name(stride));
        return Value(make_layout(std::move(std::get<IntTuple>(shape.v)), std::move(std::get<IntTuple>(stride.v))));
      }
      case Node::Kind::Name: {
        if (!n.has_targs) {
          auto it = variables_.find(n.name);
          if (it != variables_.end()) return it->second;
        }
        CallArgs call = targs_of(n);
        call.bare = true;
        return call_name(n.name, call);
      }
      case Node::Kind::Braces: {
        const Node& inner = child(n, 0);
        if (inner.kind == Node::Kind::Name) {
          CallArgs call = targs_of(inner);
          call.braces = true;
          return call_name(inner.name, call);
        }
        return eval(inner);  // `_4{}` is `_4`
      }
      case Node::Kind::Call: {
        const Node& callee = child(n, 0);
        CallArgs call;
        call.args.reserve(n.child_count - 1);
        for (std::size_t i = 1; i < n.child_count; ++i) call.args.push_back(eval(child(n, i)));
        if (callee.kind == Node::Kind::Name && (callee.has_targs || !variables_.count(callee.name))) {
          CallArgs named = targs_of(callee);
          named.args = std::move(call.args);
          return call_name(callee.name, named);
        }
        return call_value(eval(callee), std::move(call));
      }
      case Node::Kind::Member: {
        Value object = eval(child(n, 0));
        CallArgs call = targs_of(n);
        for (std::size_t i = 1; i < n.child_count; ++i) call.args.push_back(eval(child(n, i)));
        if (object.is_object()) return unwrap(object.object()->member(n.name, call));
        // x.f(args) on a core value is f(x, args), e.g. L.shape(), L.compose(B)
        call.args.insert(call.args.begin(), std::move(object));
        std::string fn = n.name == "compose" ? "composition" : n.name;
        if (!find_builtin(fn)) fail("a " + kind_name(call.args[0]) + " has no member '" + n.name + "'");
        return call_name(fn, call);
      }
    }
    fail("internal: unknown syntax node");
  }

 private:
  const Node& child(const Node& n, std::size_t i) const { return st_.child(n, i); }

  // A literal made of integers, `_` and parentheses only, e.g. `(_4,(_2,_3))`: built in place.
  bool is_int_tuple_literal(const Node& n) const {
    if (n.kind == Node::Kind::Integer || n.kind == Node::Kind::Underscore) return true;
    if (n.kind != Node::Kind::Tuple) return false;
    for (std::size_t i = 0; i < n.child_count; ++i)
      if (!is_int_tuple_literal(child(n, i))) return false;
    return true;
  }
  IntTuple int_tuple_literal(const Node& n) const {
    if (n.kind == Node::Kind::Integer) return IntTuple(Int{n.integer, n.is_static});
    if (n.kind == Node::Kind::Underscore) return IntTuple(Underscore{});
    IntTupleList elements;
    elements.reserve(n.child_count);
    for (std::size_t i = 0; i < n.child_count; ++i) elements.push_back(int_tuple_literal(child(n, i)));
    return IntTuple(std::move(elements));
  }

  Value tuple(const Node& n) {
    if (is_int_tuple_literal(n)) return Value(int_tuple_literal(n));
    ValueList elements;
    elements.reserve(n.child_count);
    bool all_int_tuples = true;
    for (std::size_t i = 0; i < n.child_count; ++i) {
      elements.push_back(eval(child(n, i)));
      all_int_tuples = all_int_tuples && elements.back().is_int_tuple();
    }
    if (elements.size() == 1 && !all_int_tuples) return std::move(elements[0]);  // grouping parentheses
    if (all_int_tuples) {
      IntTupleList t;
      t.reserve(elements.size());
      for (auto& e : elements) t.push_back(std::move(std::get<IntTuple>(e.v)));
      return Value(IntTuple(std::move(t)));
    }
    return Value(Tuple(std::move(elements)));
  }

  CallArgs targs_of(const Node& n) const {
    CallArgs call;
    call.targs = st_.targs(n);
    call.has_targs = n.has_targs;
    return call;
  }

  Value call_name(const std::string& name, const CallArgs& call) {
    if (const Builtin* b = find_builtin(name)) return unwrap(b->fn(call));
    for (const auto& resolve : name_resolvers())
      if (auto r = resolve(name, call)) return unwrap(std::move(*r));
    if (call.bare && !call.has_targs) fail("unknown name '" + name + "'");
    fail("unknown function '" + name + "'");
  }

  const Statement& st_;
  const std::map<std::string, Value, std::less<>>& variables_;
};

}  // namespace

Result<Value> Session::evaluate(const Statement& statement) {
  auto value = attempt([&] { return Evaluator(statement, variables_).eval(statement.expr()); });
  if (value && !statement.binding.empty()) variables_[statement.binding] = *value;
  return value;
}

std::optional<Result<std::string>> Session::run_line(std::string_view line) {
  std::size_t first = line.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos || line[first] == '#') return std::nullopt;
  auto statement = parse_statement(line);
  if (!statement) return Result<std::string>(Error{statement.error()});
  auto value = evaluate(*statement);
  if (!value) return Result<std::string>(Error{value.error()});
  return attempt([&] { return to_string(*value); });
}

std::string grammar_help() {
  return R"(Statements (one per line; blank lines and lines starting with '#' print nothing):
  NAME = EXPR             bind NAME for later statements, print the value
  EXPR                    print the value exactly as CuTe's print() does
Expressions:
  _4  4                   static (cute::Int<4>) and dynamic integers
  (a,(b,c))               an IntTuple (shape, stride, coordinate); `_` is CuTe's Underscore
  SHAPE:STRIDE            a Layout, e.g. (_4,(_2,_3)):(_1,(_4,_8)) or _8:_1
  <L0,L1,...>  (L0,L1)    a tiler (tuple of layouts/shapes); `<L>` for one element
  f(args)  f<1,3>(args)   a builtin (CuTe's names; template arguments in angle brackets)
  L(3)  L(1,(0,2))  L((1,2))   evaluate a layout at a coordinate; `L(_,1)` slices
  Swizzle<3,4,3>  Int<4>{}     values of types; `Swizzle<3,4,3>{}(37)` applies the swizzle
  x.f(args)               a member call (objects), or f(x, args) for core values
Each statement prints one result; a failing one prints `error: MESSAGE` and the batch goes on.
)";
}

}  // namespace ll::expr
