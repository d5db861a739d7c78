#include "core/expr/builtins.hpp"

#include <algorithm>
#include <map>

namespace ll::expr {

namespace {

struct Registry {
  std::map<std::string, Builtin, std::less<>> builtins;
  std::vector<NameResolver> resolvers;
};

// Function-local so static registrations from any translation unit find it constructed.
Registry& registry() {
  static Registry r;
  return r;
}

void ensure_layout_builtins() {
  static const bool done = [] {
    register_layout_builtins();
    return true;
  }();
  (void)done;
}

}  // namespace

void register_builtin(Builtin builtin) {
  std::string name = builtin.name;
  registry().builtins[name] = std::move(builtin);
}

const Builtin* find_builtin(const std::string& name) {
  ensure_layout_builtins();
  auto& all = registry().builtins;
  auto it = all.find(name);
  return it == all.end() ? nullptr : &it->second;
}

std::vector<const Builtin*> all_builtins() {
  ensure_layout_builtins();
  std::vector<const Builtin*> out;
  for (const auto& [name, b] : registry().builtins) out.push_back(&b);
  return out;
}

void register_name_resolver(NameResolver resolver) { registry().resolvers.push_back(std::move(resolver)); }

const std::vector<NameResolver>& name_resolvers() { return registry().resolvers; }

std::optional<Error> CallArgs::expect_args(std::size_t min, std::size_t max, const std::string& fn) const {
  if (args.size() >= min && args.size() <= max) return std::nullopt;
  std::string want = min == max ? std::to_string(min) : std::to_string(min) + " to " + std::to_string(max);
  return Error{fn + ": expected " + want + " argument" + (min == max && min == 1 ? "" : "s") + ", got " +
               std::to_string(args.size())};
}

std::optional<Error> CallArgs::expect_targs(std::size_t min, std::size_t max, const std::string& fn) const {
  if (targs.size() >= min && targs.size() <= max) return std::nullopt;
  std::string want = min == max ? std::to_string(min) : std::to_string(min) + " to " + std::to_string(max);
  return Error{fn + ": expected " + want + " template argument" + (min == max && min == 1 ? "" : "s") +
               ", got " + std::to_string(targs.size())};
}

Result<std::int64_t> CallArgs::targ_number(std::size_t i, const std::string& fn) const {
  if (i >= targs.size()) return Error{fn + ": missing template argument " + std::to_string(i)};
  if (!targs[i].number) return Error{fn + ": template argument " + std::to_string(i) + " must be a number, got '" +
                                     targs[i].spelling() + "'"};
  return *targs[i].number;
}

}  // namespace ll::expr
