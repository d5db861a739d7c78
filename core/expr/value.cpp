#include "core/expr/value.hpp"

#include <type_traits>

#include "core/expr/builtins.hpp"
#include "core/layout/print.hpp"

namespace ll::expr {

Value Object::member(std::string_view name, CallArgs&) const {
  fail(LL_TRANSLATABLE("CoreMessage", "%1 has no member '%2'"), kind(), std::string(name));
}

Value Object::call(CallArgs&) const { fail(LL_TRANSLATABLE("CoreMessage", "a %1 cannot be called"), kind()); }

void append_to(std::string& out, const Value& value) {
  switch (value.v.index()) {
    case 0: ll::append_to(out, value.int_tuple()); break;
    case 1: ll::append_to(out, value.layout()); break;
    case 2: {
      out += '(';
      bool first = true;
      for (const Value& e : value.tuple()) {
        if (!first) out += ',';
        first = false;
        append_to(out, e);
      }
      out += ')';
      break;
    }
    case 3: out += ll::to_string(value.swizzle()); break;
    case 4: out += ll::to_string(value.composed()); break;
    case 5: out += value.text().text; break;
    default: out += value.object()->print(); break;
  }
}

std::string to_string(const Value& value) {
  std::string out;
  out.reserve(96);  // most values print in one allocation
  append_to(out, value);
  return out;
}

std::string kind_name(const Value& value) {
  switch (value.v.index()) {
    case 0: return value.int_tuple().is_integer() ? "integer" : "IntTuple";
    case 1: return "Layout";
    case 2: return "tuple";
    case 3: return "Swizzle";
    case 4: return "ComposedLayout";
    case 5: return "text";
    default: return value.object()->kind();
  }
}

namespace {

// V is `const Value&` (layouts copied into the tiler) or `Value` as an rvalue (layouts moved).
template <class V>
Tiler tiler_of(V&& value, int depth) {
  constexpr bool kMove = !std::is_lvalue_reference_v<V>;
  if (depth > 64) fail(LL_TRANSLATABLE("CoreMessage", "tiler nested too deeply"));
  if (value.is_int_tuple()) return Tiler(value.int_tuple());
  if (value.is_layout()) {
    if constexpr (kMove) return Tiler(std::move(std::get<Layout>(value.v)));
    return Tiler(value.layout());
  }
  if (value.is_tuple()) {
    auto& elements = std::get<Tuple>(value.v);  // const unless the value is ours to move from
    std::vector<Tiler> modes;
    modes.reserve(elements.size());
    for (auto& e : elements) {
      if constexpr (kMove) {
        modes.push_back(tiler_of(std::move(e), depth + 1));
      } else {
        modes.push_back(tiler_of(e, depth + 1));
      }
    }
    return Tiler(std::move(modes));
  }
  fail(LL_TRANSLATABLE("CoreMessage", "a %1 cannot be used as a tiler (expected a Layout, a shape or a tuple of those)"), kind_name(value));
}

}  // namespace

Result<Tiler> to_tiler(const Value& value) {
  return attempt([&] { return tiler_of(value, 0); });
}

Tiler take_tiler(Value&& value) { return tiler_of(std::move(value), 0); }

}  // namespace ll::expr
