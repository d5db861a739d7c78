#include "core/expr/builtins.hpp"

#include <algorithm>
#include <cstdint>
#include <map>

namespace ll::expr {

namespace {

// Open addressing over the builtins by name: every call of a statement looks its name up here (a walk of
// the sorted map compared about seven strings). Kept at most half full; rebuilt when it would not be.
class BuiltinIndex {
 public:
  void insert(const Builtin* b) {
    if (2 * (count_ + 1) > slots_.size()) grow();
    place(b);
    ++count_;
  }
  const Builtin* find(std::string_view name) const {
    if (slots_.empty()) return nullptr;
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hash(name) & mask;; i = (i + 1) & mask) {
      const Builtin* b = slots_[i];
      if (b == nullptr || b->name == name) return b;
    }
  }

 private:
  // Length, first, middle and last letter: enough to spread CuTe's names (logical_divide, zipped_divide,
  // logical_product...) without reading all of them; probing sorts out the rest.
  static std::size_t hash(std::string_view name) {
    if (name.empty()) return 0;
    auto at = [&](std::size_t i) { return static_cast<std::size_t>(static_cast<unsigned char>(name[i])); };
    return ((name.size() * 131 + at(0)) * 131 + at(name.size() / 2)) * 131 + at(name.size() - 1);
  }
  void place(const Builtin* b) {
    const std::size_t mask = slots_.size() - 1;
    std::size_t i = hash(b->name) & mask;
    while (slots_[i] != nullptr) i = (i + 1) & mask;
    slots_[i] = b;
  }
  void grow() {
    std::vector<const Builtin*> old = std::move(slots_);
    slots_.assign(old.empty() ? 256 : 2 * old.size(), nullptr);
    for (const Builtin* b : old)
      if (b != nullptr) place(b);
  }
  std::vector<const Builtin*> slots_;  // size a power of two
  std::size_t count_ = 0;
};

struct Registry {
  std::map<std::string, Builtin, std::less<>> builtins;  // sorted, for help; nodes never move
  BuiltinIndex index;                                    // over `builtins`
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
  Registry& r = registry();
  std::string name = builtin.name;
  // A re-registration assigns into the same map node, which the index already points at.
  auto [it, inserted] = r.builtins.insert_or_assign(std::move(name), std::move(builtin));
  if (inserted) r.index.insert(&it->second);
}

const Builtin* find_builtin(std::string_view name) {
  ensure_layout_builtins();
  return registry().index.find(name);
}

std::vector<const Builtin*> all_builtins() {
  ensure_layout_builtins();
  std::vector<const Builtin*> out;
  for (const auto& [name, b] : registry().builtins) out.push_back(&b);
  return out;
}

void register_name_resolver(NameResolver resolver) { registry().resolvers.push_back(std::move(resolver)); }

const std::vector<NameResolver>& name_resolvers() { return registry().resolvers; }

std::optional<Error> CallArgs::expect_args(std::size_t min, std::size_t max, std::string_view fn) const {
  if (args.size() >= min && args.size() <= max) return std::nullopt;
  if (min != max) return error_of(LL_TRANSLATABLE("CoreMessage", "%1: expected %2 to %3 arguments, got %4"), fn, min, max, args.size());
  if (min == 1) return error_of(LL_TRANSLATABLE("CoreMessage", "%1: expected %2 argument, got %3"), fn, min, args.size());
  return error_of(LL_TRANSLATABLE("CoreMessage", "%1: expected %2 arguments, got %3"), fn, min, args.size());
}

std::optional<Error> CallArgs::expect_targs(std::size_t min, std::size_t max, std::string_view fn) const {
  if (targs.size() >= min && targs.size() <= max) return std::nullopt;
  if (min != max) return error_of(LL_TRANSLATABLE("CoreMessage", "%1: expected %2 to %3 template arguments, got %4"), fn, min, max, targs.size());
  if (min == 1) return error_of(LL_TRANSLATABLE("CoreMessage", "%1: expected %2 template argument, got %3"), fn, min, targs.size());
  return error_of(LL_TRANSLATABLE("CoreMessage", "%1: expected %2 template arguments, got %3"), fn, min, targs.size());
}

Result<std::int64_t> CallArgs::targ_number(std::size_t i, std::string_view fn) const {
  if (i >= targs.size()) return error_of(LL_TRANSLATABLE("CoreMessage", "%1: missing template argument %2"), fn, i);
  if (!targs[i].number)  // a template parameter where a number belongs (`Int<bM>` in a traits struct): needed
    return needing_if_identifier(error_of(LL_TRANSLATABLE("CoreMessage", "%1: template argument %2 must be a number, got '%3'"), fn, i, targs[i].spelling()), targs[i].spelling());
  return *targs[i].number;
}

}  // namespace ll::expr
