#pragma once
// The builtin registry of `layoutlab-cli eval`: every function, type-like constructor and member the
// language knows is registered here by name, so other areas extend the language from their own files.
//
// EXTENSION API (for core/atoms, core/tiled, core/analysis, core/triton, ...)
// ---------------------------------------------------------------------------
// 1. A new object kind: derive from ll::expr::Object (core/expr/value.hpp):
//      class TiledMMAValue : public ll::expr::Object {
//        std::string kind() const override { return "TiledMMA"; }
//        std::string print() const override { return ...exactly cute::print's text, no final '\n'...; }
//        Value member(std::string_view name, CallArgs& c) const override {
//          if (name == "get_layoutC_TV") { if (auto e = c.expect_args(0, "get_layoutC_TV")) fail(e->message); ... }
//          return Object::member(name, c);   // fails: "TiledMMA has no member 'name'"
//        }
//      };
//    and return it as `Value(std::make_shared<const TiledMMAValue>(...))`. Members are called as
//    `tm.get_layoutC_TV()`; `obj(args)` calls Object::call.
// 2. A function, or a type used as a value (`MMA_Atom<SM80_16x8x16_F16F16F16F16_TN>`, `Swizzle<3,4,3>`,
//    `SM80_16x8x16_F16F16F16F16_TN{}`): register a Builtin in any .cpp of core/:
//      static ll::expr::RegisterBuiltin mma_atom_builtin({
//          "MMA_Atom", "MMA_Atom<OP>", "the MMA atom of a CuTe MMA operation",
//          [](ll::expr::CallArgs& c) -> ll::expr::Value {
//            // c.targs[0].spelling() == "SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>"
//            ...
//          }});
//    A body reports a violated precondition as the core does, with ll::fail (core/util/result.hpp); the
//    evaluator turns it into the statement's error. The function gets the template arguments as written (TemplateArg, core/expr/ast.hpp: numbers or
//    type-like names with nested arguments), the evaluated arguments, and how it was written: `bare`
//    for `NAME<...>` without parentheses, `braces` for `NAME<...>{}`.
// 3. Names that are a whole family (every MMA operation name `SM80_...`), not known in advance: register
//    a NameResolver; it is asked for any name that is neither a variable nor a builtin.
//      static ll::expr::RegisterNameResolver ops([](const std::string& name, CallArgs& c)
//          -> std::optional<ll::expr::Value> { if (!is_mma_op(name)) return std::nullopt; ... });
// 4. Linking: registrations are static objects, so their object file must be linked. layoutlab-cli
//    links layoutlab_core as a whole archive; a test or tool that needs the extensions links it the same
//    way: target_link_libraries(x PRIVATE "$<LINK_LIBRARY:WHOLE_ARCHIVE,layoutlab_core>").
// `layoutlab-cli help eval` lists every registered builtin with its signature and summary.
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/expr/ast.hpp"
#include "core/expr/value.hpp"

namespace ll::expr {

struct CallArgs {
  std::span<const TemplateArg> targs;  // `<...>` as written (the statement's own); empty when none
  bool has_targs = false;
  ValueList args;                      // evaluated arguments
  bool bare = false;                   // written without parentheses: `Swizzle<3,4,3>`
  bool braces = false;                 // written `X{}` / `X<...>{}`

  // Helpers that return the error to give back, or nullopt when the call is well-formed.
  std::optional<Error> expect_args(std::size_t min, std::size_t max, std::string_view fn) const;
  std::optional<Error> expect_args(std::size_t n, std::string_view fn) const { return expect_args(n, n, fn); }
  std::optional<Error> expect_targs(std::size_t min, std::size_t max, std::string_view fn) const;
  // The i-th template argument as a number (`3`, `_3`), or an error naming `fn`.
  Result<std::int64_t> targ_number(std::size_t i, std::string_view fn) const;
};

// A builtin's one body. It fails with ll::fail, and may move values out of the arguments (the evaluator
// drops them after the call).
using BuiltinFn = std::function<Value(CallArgs&)>;

struct Builtin {
  std::string name;       // CuTe's name, e.g. "logical_divide"
  std::string signature;  // for help, e.g. "logical_divide(L, TILER)"
  std::string summary;    // one line for help
  BuiltinFn fn;
};

// @post a later registration of the same name replaces the earlier one (extensions may override)
void register_builtin(Builtin builtin);
const Builtin* find_builtin(std::string_view name);
// Sorted by name, for help.
std::vector<const Builtin*> all_builtins();

struct RegisterBuiltin {
  explicit RegisterBuiltin(Builtin builtin) { register_builtin(std::move(builtin)); }
};

// Asked, in registration order, for a name that is neither a variable nor a builtin.
// nullopt: not a name it knows; a failure is the statement's error, as for a builtin.
using NameResolver = std::function<std::optional<Value>(const std::string& name, CallArgs&)>;
void register_name_resolver(NameResolver resolver);
const std::vector<NameResolver>& name_resolvers();

struct RegisterNameResolver {
  explicit RegisterNameResolver(NameResolver resolver) { register_name_resolver(std::move(resolver)); }
};

// The value of a type written as a template argument (`Layout<Shape<_4,_8>>`, `_4`, `MMA_Atom<OP>`, or a name the
// session declared, `typename Traits::MmaAtom`), as `T{}` would give it. `fn` names the caller in messages.
Value type_value(const TemplateArg& t, std::string_view fn);

// The session's names while a statement is evaluated, for type spellings that name them (C++'s names in scope).
using VariableMap = std::map<std::string, Value, std::less<>>;
const VariableMap* names_in_scope();
class NamesInScope {
 public:
  explicit NamesInScope(const VariableMap* variables);
  ~NamesInScope();
  NamesInScope(const NamesInScope&) = delete;
  NamesInScope& operator=(const NamesInScope&) = delete;

 private:
  const VariableMap* outer_;
};

// The builtins of core/layout and core/algebra (core/expr/builtins_layout.cpp); called once by the
// registry so they are always linked in.
void register_layout_builtins();

}  // namespace ll::expr
