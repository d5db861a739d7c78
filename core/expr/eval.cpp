#include "core/expr/eval.hpp"

#include "core/algebra/composed.hpp"
#include "core/expr/builtins.hpp"
#include "core/expr/parser.hpp"
#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/swizzle.hpp"

#include <cctype>
#include <functional>
#include <list>
#include <set>

namespace ll::expr {

namespace {

IntTuple coordinate_of(const ValueList& args, const char* what) {
  for (const Value& a : args)
    if (!a.is_int_tuple()) fail(LL_TRANSLATABLE("CoreMessage", "%1: a coordinate must be an integer or an IntTuple, got a %2"), std::string(what), kind_name(a));
  if (args.size() == 1) return args[0].int_tuple();
  IntTupleBuilder coords;
  coords.reserve(args.size());
  for (const Value& a : args) coords.push_back(a.int_tuple());
  return std::move(coords).build();
}

// `callee(args)` for a callee that is a value rather than a builtin name.
Value call_value(const Value& callee, CallArgs& call) {
  if (callee.is_layout()) {
    if (call.args.empty()) fail(LL_TRANSLATABLE("CoreMessage", "calling a Layout needs a coordinate"));
    IntTuple coord = coordinate_of(call.args, "Layout");
    if (has_underscore(coord)) return Value(slice(coord, callee.layout()));
    // A layout with scaled-basis strides maps a coordinate to a coordinate (an ArithmeticTuple).
    if (has_scaled_basis(callee.layout().stride))
      return Value(crd2idx_coordinate(coord, callee.layout().shape, callee.layout().stride));
    return Value(crd2idx(coord, callee.layout()));
  }
  if (callee.is_composed()) {
    if (call.args.empty()) fail(LL_TRANSLATABLE("CoreMessage", "calling a ComposedLayout needs a coordinate"));
    IntTuple coord = coordinate_of(call.args, "ComposedLayout");
    if (has_underscore(coord))
      return std::visit([](auto&& sliced) { return Value(std::move(sliced)); }, slice(coord, callee.composed()));
    return Value(crd2idx(coord, callee.composed()));
  }
  if (callee.is_swizzle()) {
    if (call.args.size() != 1 || !call.args[0].is_integer())
      fail(LL_TRANSLATABLE("CoreMessage", "a Swizzle is applied to one integer offset, e.g. Swizzle<3,4,3>{}(37)"));
    return Value(apply(callee.swizzle(), call.args[0].int_tuple().integer()));
  }
  if (callee.is_object()) return callee.object()->call(call);
  fail(LL_TRANSLATABLE("CoreMessage", "a %1 cannot be called"), kind_name(callee));
}

// Evaluates a statement's tree. An error fails where it is found (ll::fail, in the evaluator, a builtin or
// the core function it calls) and Session::evaluate turns it into the statement's Result.
class Evaluator {
 public:
  Evaluator(const Statement& statement, const std::map<std::string, Value, std::less<>>& variables)
      : st_(statement), variables_(variables) {}

  Value eval(const Node& n) {
    switch (n.kind) {
      case Node::Kind::Integer: return Value(Int{n.integer, n.is_static, n.basis});
      case Node::Kind::Underscore: return Value(IntTuple(Underscore{}));
      case Node::Kind::Tuple: return tuple(n);
      case Node::Kind::Tiler: {
        Tuple t;
        t.reserve(n.child_count);
        for (const Node* c = first(n); c; c = next(*c)) {
          t.push_back(eval(*c));
        }
        return Value(std::move(t));
      }
      case Node::Kind::LayoutLit: {
        const Node& shape_node = *first(n);
        const Node& stride_node = *next(shape_node);
        // Two IntTuples written out that make_layout accepts: built in place, checked once, here.
        if (shape_node.is_int_tuple_literal && stride_node.is_int_tuple_literal &&
            well_formed_literal(shape_node, stride_node))
          return Value(Layout{int_tuple_literal(shape_node), int_tuple_literal(stride_node)});
        Value shape = eval(shape_node);
        Value stride = eval(stride_node);
        if (!shape.is_int_tuple() || !stride.is_int_tuple())
          fail(LL_TRANSLATABLE("CoreMessage", "SHAPE:STRIDE needs two IntTuples, got a %1 and a %2"), kind_name(shape), kind_name(stride));
        return Value(make_layout_as_printed(std::get<IntTuple>(shape.v), std::get<IntTuple>(stride.v)));
      }
      case Node::Kind::Name: {
        const std::string_view name = st_.name(n);
        if (!n.has_targs) {
          auto it = variables_.find(name);
          if (it != variables_.end()) return it->second;
        }
        CallArgs call = targs_of(n);
        call.bare = true;
        return call_name(name, call);
      }
      case Node::Kind::Braces: {
        const Node& inner = *first(n);
        if (inner.kind == Node::Kind::Name) {
          // `NAME{}` of a declared name (`using SmemLayout = Layout<...>;` then `SmemLayout{}`): its value.
          if (!inner.has_targs)
            if (auto v = variables_.find(st_.name(inner)); v != variables_.end()) return v->second;
          CallArgs call = targs_of(inner);
          call.braces = true;
          return call_name(st_.name(inner), call);
        }
        return eval(inner);  // `_4{}` is `_4`
      }
      case Node::Kind::Call: {
        const Node& callee = *first(n);
        CallArgs call;
        call.args.reserve(n.child_count - 1);
        for (const Node* c = next(callee); c; c = next(*c)) {
          call.args.push_back(eval(*c));
        }
        if (callee.kind == Node::Kind::Name) {
          const std::string_view name = st_.name(callee);
          if (callee.has_targs || variables_.find(name) == variables_.end()) {
            set_targs(call, callee);
            return call_name(name, call);
          }
        }
        return call_value(eval(callee), call);
      }
      case Node::Kind::Composed: {  // A o OFFSET o B, the ComposedLayout as CuTe printed it (no simplification)
        CallArgs call;
        for (const Node* c = first(n); c; c = next(*c)) call.args.push_back(eval(*c));
        return call_name("make_composed_layout", call);
      }
      case Node::Kind::Arithmetic: return arithmetic(n);
      case Node::Kind::Unary: return unary(n);
      case Node::Kind::Conditional: return conditional(n);
      case Node::Kind::Member: {
        Value object = eval(*first(n));
        CallArgs call = targs_of(n);
        for (const Node* c = next(*first(n)); c; c = next(*c)) {
          call.args.push_back(eval(*c));
        }
        const std::string_view member = st_.name(n);
        if (object.is_object()) return object.object()->member(member, call);
        // x.f(args) on a core value is f(x, args), e.g. L.shape(), L.compose(B)
        call.args.insert(call.args.begin(), std::move(object));
        const std::string_view fn = member == "compose" ? std::string_view("composition") : member;
        if (!find_builtin(fn)) fail(LL_TRANSLATABLE("CoreMessage", "a %1 has no member '%2'"), kind_name(call.args[0]), std::string(member));
        return call_name(fn, call);
      }
    }
    fail(LL_TRANSLATABLE("CoreMessage", "internal: unknown syntax node"));
  }

 private:
  // C++'s operators on integers with CuTe's types (integral_constant.hpp: each operator of two C<...> is a C<...>):
  // two static integers give a static one (`_128{} + _1{}` is `_129`, `_4{} == _4{}` is `_1`), anything with a
  // run-time integer a run-time one; / and % truncate as C++ does; a comparison or logic gives 1 or 0.
  static Int integer_operand(const Value& v, Operator op) {
    const auto i = integer_of(v);  // `(k + 1) % K`: C++'s parentheses group
    if (!i || i->is_scaled_basis())
      fail(LL_TRANSLATABLE("CoreMessage", "operator %1 takes two integers, got a %2"), std::string(spelling(op)), kind_name(v));
    return *i;
  }
  Value arithmetic(const Node& n) {
    const auto op = static_cast<Operator>(n.integer);
    const Int x = integer_operand(eval(*first(n)), op);
    if (op == Operator::LogicalAnd || op == Operator::LogicalOr) {  // the right side only when it decides, as in C++
      if ((x.value != 0) == (op == Operator::LogicalOr)) return Value(Int{op == Operator::LogicalOr, x.is_static});
      const Int y = integer_operand(eval(*next(*first(n))), op);
      return Value(Int{y.value != 0, x.is_static && y.is_static});
    }
    const Int y = integer_operand(eval(*next(*first(n))), op);
    return Value(Int{apply_operator(op, x.value, y.value), x.is_static && y.is_static});
  }
  static std::int64_t apply_operator(Operator op, std::int64_t x, std::int64_t y) {
    if ((op == Operator::Divide || op == Operator::Remainder) && y == 0)
      fail(LL_TRANSLATABLE("CoreMessage", "division by zero: %1 %2 %3"), std::to_string(x), std::string(spelling(op)), std::to_string(y));
    std::int64_t r = 0;
    bool overflow = (op == Operator::Divide || op == Operator::Remainder) && y == -1 && x == INT64_MIN;
    switch (op) {
      case Operator::Add: overflow = __builtin_add_overflow(x, y, &r); break;
      case Operator::Subtract: overflow = __builtin_sub_overflow(x, y, &r); break;
      case Operator::Multiply: overflow = __builtin_mul_overflow(x, y, &r); break;
      case Operator::Divide: r = overflow ? 0 : x / y; break;
      case Operator::Remainder: r = overflow ? 0 : x % y; break;
      case Operator::ShiftLeft:
      case Operator::ShiftRight:
        if (y < 0 || y > 63) fail(LL_TRANSLATABLE("CoreMessage", "shift by %1: C++ leaves it undefined"), std::to_string(y));
        if (op == Operator::ShiftRight) r = x >> y;
        else overflow = x < 0 || (y > 0 && (x >> (63 - y)) != 0), r = overflow ? 0 : x << y;
        break;
      case Operator::Less: r = x < y; break;
      case Operator::Greater: r = x > y; break;
      case Operator::LessEqual: r = x <= y; break;
      case Operator::GreaterEqual: r = x >= y; break;
      case Operator::Equal: r = x == y; break;
      case Operator::NotEqual: r = x != y; break;
      case Operator::BitAnd: r = x & y; break;
      case Operator::BitXor: r = x ^ y; break;
      case Operator::BitOr: r = x | y; break;
      default: fail(LL_TRANSLATABLE("CoreMessage", "internal: unknown syntax node"));
    }
    if (overflow)
      fail(LL_TRANSLATABLE("CoreMessage", "integer overflow in %1 %2 %3"), std::to_string(x), std::string(spelling(op)), std::to_string(y));
    return r;
  }
  Value unary(const Node& n) {
    const auto op = static_cast<Operator>(n.integer);
    const Value v = eval(*first(n));
    const auto i = integer_of(v);
    if (!i || i->is_scaled_basis())
      fail(LL_TRANSLATABLE("CoreMessage", "operator %1 takes an integer, got a %2"), std::string(spelling(op)), kind_name(v));
    const Int x = *i;
    if (op == Operator::Negate && x.value == INT64_MIN)
      fail(LL_TRANSLATABLE("CoreMessage", "integer overflow in %1 %2 %3"), std::string("0"), std::string("-"), std::to_string(x.value));
    const std::int64_t r = op == Operator::Not ? x.value == 0 : op == Operator::Complement ? ~x.value
                           : op == Operator::Negate ? -x.value : x.value;
    return Value(Int{r, x.is_static});
  }
  // `c ? a : b`: only the branch c picks is evaluated (the other may name what this reading cannot know).
  Value conditional(const Node& n) {
    const Node& condition = *first(n);
    const Int c = integer_operand(eval(condition), Operator::LogicalAnd);
    const Node& if_true = *next(condition);
    const Node* taken = c.value != 0 ? &if_true : next(if_true);
    while (taken->kind == Node::Kind::Tuple && taken->child_count == 1) taken = first(*taken);  // C++'s parentheses group
    return eval(*taken);
  }

  const Node* first(const Node& n) const { return st_.first_child(n); }
  const Node* next(const Node& n) const { return st_.next_sibling(n); }

  // make_layout's conditions (positive integer extents, integer strides, congruent profiles) read off
  // two IntTuple literals. False sends the statement the general way, where make_layout names the fault.
  bool well_formed_literal(const Node& shape, const Node& stride) const {
    if (shape.kind == Node::Kind::Integer)
      return stride.kind == Node::Kind::Integer && shape.integer > 0 && shape.basis.depth == 0;
    if (shape.kind != Node::Kind::Tuple || stride.kind != Node::Kind::Tuple || shape.child_count != stride.child_count)
      return false;
    for (const Node *s = first(shape), *d = first(stride); s; s = next(*s), d = next(*d))
      if (!well_formed_literal(*s, *d)) return false;
    return true;
  }
  // @pre n.is_int_tuple_literal (integers, `_` and parentheses only, e.g. `(_4,(_2,_3))`)
  IntTuple int_tuple_literal(const Node& n) const {
    if (n.kind == Node::Kind::Integer) return IntTuple(Int{n.integer, n.is_static, n.basis});
    if (n.kind == Node::Kind::Underscore) return IntTuple(Underscore{});
    IntTupleBuilder elements;
    elements.reserve(n.child_count);
    for (const Node* c = first(n); c; c = next(*c)) {
      if (c->kind == Node::Kind::Integer) {
        elements.emplace_back(Int{c->integer, c->is_static, c->basis});
      } else {
        elements.emplace_back(int_tuple_literal(*c));
      }
    }
    return std::move(elements).build();
  }

  Value tuple(const Node& n) {
    if (n.is_int_tuple_literal) return Value(int_tuple_literal(n));
    ValueList elements;
    elements.reserve(n.child_count);
    bool all_int_tuples = true;
    for (const Node* c = first(n); c; c = next(*c)) {
      elements.push_back(eval(*c));
      all_int_tuples = all_int_tuples && elements.back().is_int_tuple();
    }
    if (elements.size() == 1 && !all_int_tuples) return std::move(elements[0]);  // grouping parentheses
    if (all_int_tuples) {
      IntTupleBuilder t;
      t.reserve(elements.size());
      for (auto& e : elements) t.push_back(std::move(std::get<IntTuple>(e.v)));
      return Value(std::move(t).build());
    }
    return Value(Tuple(std::move(elements)));
  }

  // The element type a variable holds (`TA` after --set TA=half_t), if it holds one.
  static std::optional<std::string> element_type_name(const Value& v) {
    if (!v.is_object() || v.object()->kind() != "type") return std::nullopt;
    return v.object()->print();
  }
  void set_targs(CallArgs& call, const Node& n) const {
    call.targs = with_variables(st_.targs(n));
    call.has_targs = n.has_targs;
  }
  // A template argument naming a variable that holds an integer (`Int<bM>` after `bM = 128`, or an import's
  // --set bM=128), or integer arithmetic (`Int<bM * 2>`), is that number, as C++ substitutes a constant.
  // The substituted list lives as long as the evaluator; nothing is copied when there is nothing to do.
  std::span<const TemplateArg> with_variables(std::span<const TemplateArg> targs) const {
    if (!needs_substitution(targs)) return targs;
    substituted_.emplace_back(targs.begin(), targs.end());
    substitute(substituted_.back());
    return substituted_.back();
  }
  bool needs_substitution(std::span<const TemplateArg> targs) const {
    for (const TemplateArg& t : targs) {
      if (!t.expression.empty()) return true;
      if (!t.number && !t.has_args && !variables_.empty()) {
        auto v = variables_.find(t.name);
        if (v != variables_.end() && (v->second.is_integer() || element_type_name(v->second))) return true;
      }
      if (needs_substitution(t.args)) return true;
    }
    return false;
  }
  // A template argument that is a constant expression (`kBlockN * 2 / sizeof(Element)`, `kHeadDim % 64 == 0 ? 64 : 32`),
  // read by the one parser and evaluated with the session's values, as C++ substitutes a constant.
  // @post an "unknown name" error for a name that is none
  std::int64_t constant_expression(const std::string& text) const {
    auto parsed = parse_statement(text);
    if (!parsed) fail(prefixed("template argument " + text + ": ", parsed.failure()));
    if (!parsed->binding.empty()) fail(LL_TRANSLATABLE("CoreMessage", "template argument %1: unexpected '%2'"), text, std::string("="));
    const Value v = Evaluator(*parsed, variables_).eval(parsed->expr());
    const auto i = integer_of(v);
    if (!i) fail(LL_TRANSLATABLE("CoreMessage", "template argument %1: %2 is not an integer"), text, kind_name(v));
    return i->value;
  }
  void substitute(std::vector<TemplateArg>& targs) const {
    for (TemplateArg& t : targs) {
      if (!t.expression.empty()) {
        t.number = constant_expression(t.expression);
        t.expression.clear();
        continue;
      }
      if (!t.number && !t.has_args) {
        auto v = variables_.find(t.name);
        if (v != variables_.end() && v->second.is_integer()) {
          t.number = v->second.int_tuple().integer().value;
          t.name.clear();
        } else if (v != variables_.end() && element_type_name(v->second)) {
          t.name = *element_type_name(v->second);  // `Copy_Atom<OP, TA>` after --set TA=half_t
        }
      }
      substitute(t.args);
    }
  }

  CallArgs targs_of(const Node& n) const {
    CallArgs call;
    set_targs(call, n);
    return call;
  }

  Value call_name(std::string_view name, CallArgs& call) {
    if (const Builtin* b = find_builtin(name)) {
      refuse_negative_extents(name, call);
      return b->fn(call);
    }
    const std::string owned(name);
    for (const auto& resolve : name_resolvers())
      if (auto v = resolve(owned, call)) return std::move(*v);
    if (call.bare && !call.has_targs) fail_needing(owned, LL_TRANSLATABLE("CoreMessage", "unknown name '%1'"), owned);
    Error unknown = error_of(LL_TRANSLATABLE("CoreMessage", "unknown function '%1'"), owned);
    unknown.unknown_function = owned;
    fail(unknown);
  }

  // A layout with a negative extent (as CuTe prints some) is read, printed and measured; any other function
  // of it is refused here, naming the extent, rather than computed from a size below zero.
  static void refuse_negative_extents(std::string_view name, const CallArgs& call) {
    static const std::set<std::string_view> measuring = {"size", "cosize", "shape", "stride", "rank", "depth",
                                                         "get", "layout", "print", "make_layout", "flatten"};
    if (measuring.count(name)) return;
    for (const Value& v : call.args) {
      const Layout* l = v.is_layout() ? &v.layout() : v.is_composed() ? &v.composed().layout_b : nullptr;
      if (l && has_negative_extent(l->shape))
        fail(LL_TRANSLATABLE("CoreMessage", "%1: %2 has a negative extent (size %3): LayoutLab reads, prints and measures such a layout, and computes nothing else from it"),
             std::string(name), to_string(*l), to_string(size(*l)));
    }
  }

  const Statement& st_;
  const std::map<std::string, Value, std::less<>>& variables_;
  mutable std::list<std::vector<TemplateArg>> substituted_;  // template arguments with variables substituted
};

}  // namespace

Result<Value> Session::evaluate(const Statement& statement) {
  Evaluator evaluator(statement, variables_);
  const NamesInScope names(&variables_);
  auto value = attempt([&] { return evaluator.eval(statement.expr()); });
  if (value && !statement.binding.empty()) variables_[statement.binding] = *value;
  return value;
}

Session::LineResult Session::run_line(std::string_view line, std::string& out) {
  const std::size_t first = line.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos || line[first] == '#') return LineResult::Blank;
  if (auto error = parse_statement(line, line_statement_)) {
    // Nothing left once the C++ around it is read (a comment, `using namespace cute;`): a blank line.
    if (line_statement_.text.find_first_not_of(" \t\r\n") == std::string::npos) return LineResult::Blank;
    out += error->message;
    return LineResult::Failed;
  }
  const Result<Value> value = evaluate(line_statement_);
  if (!value) {
    out += value.error();
    return LineResult::Failed;
  }
  const std::size_t mark = out.size();
  const Result<bool> printed = attempt([&] {
    append_to(out, *value);
    return true;
  });
  if (!printed) {
    out.resize(mark);
    out += printed.error();
    return LineResult::Failed;
  }
  return LineResult::Printed;
}

std::optional<Result<std::string>> Session::run_line(std::string_view line) {
  std::string out;
  switch (run_line(line, out)) {
    case LineResult::Blank: return std::nullopt;
    case LineResult::Printed: return Result<std::string>(std::move(out));
    case LineResult::Failed: break;
  }
  return Result<std::string>(Error{std::move(out)});
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

std::optional<Int> integer_of(const Value& v) {
  const IntTuple* t = v.is_int_tuple() ? &v.int_tuple() : nullptr;
  while (t && t->is_tuple() && t->rank() == 1) t = &(*t)[0];
  if (!t || !t->is_integer()) return std::nullopt;
  return t->integer();
}

Result<Value> evaluate_text(std::string_view text) {
  Statement st;
  if (auto error = parse_statement(text, st)) return *error;
  Session session;
  return session.evaluate(st);
}

Result<Layout> layout_from_text(std::string_view text) {
  auto literal = parse_layout(text);
  if (literal) return literal;
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  const bool looks_like_notation =
      first == std::string_view::npos || text[first] == '(' || text[first] == '_' || std::isdigit(static_cast<unsigned char>(text[first]));
  Session session;
  Statement st;
  if (auto error = parse_statement(text, st)) return looks_like_notation ? literal : Result<Layout>(*error);
  auto value = session.evaluate(st);
  if (value && value->is_layout()) return value->layout();
  if (looks_like_notation) return literal;
  if (!value) return value.failure();
  const std::string kind = kind_name(*value);
  if (std::string("AEIOU").find(kind[0]) != std::string::npos) return error_of(LL_TRANSLATABLE("CoreMessage", "expected a Layout, got an %1"), kind);
  return error_of(LL_TRANSLATABLE("CoreMessage", "expected a Layout, got a %1"), kind);
}

}  // namespace ll::expr
