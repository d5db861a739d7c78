#include "core/algebra/detail.hpp"

#include "core/layout/print.hpp"

namespace ll::algebra_detail {

namespace {
thread_local bool faithful = false;
}
bool cute_faithful() { return faithful; }
CuteFaithfulScope::CuteFaithfulScope() : saved(faithful) { faithful = true; }
CuteFaithfulScope::~CuteFaithfulScope() { faithful = saved; }

IntTuple pair_tuple(IntTuple first, IntTuple second) {
  IntTupleBuilder both;
  both.reserve(2);
  both.push_back(std::move(first));
  both.push_back(std::move(second));
  return std::move(both).build();
}

// The operations CuTe computes on coordinate layouts (scaled-basis strides, make_identity_layout): the
// divides compose with them; complement, the inverses, the products and max_common_* do not compile.
static bool takes_scaled_basis(std::string_view op) {
  return op == "composition" || op == "coalesce" || op == "filter" || op == "filter_zeros" || op == "logical_divide";
}

static void check_congruent(const IntTuple& s, const IntTuple& d, const char* op, const char* what,
                            const Layout& l) {
  if (s.is_tuple() != d.is_tuple() || (s.is_tuple() && s.rank() != d.rank()))
    fail(LL_TRANSLATABLE("CoreMessage", "%1: %2 %3: shape and stride are not congruent"), op, what, to_string(l));
  if (s.is_underscore() || d.is_underscore())
    fail(LL_TRANSLATABLE("CoreMessage", "%1: %2 %3: `_` is not an integer"), op, what, to_string(l));
  if (s.is_integer()) {
    if (s.integer().value <= 0)
      fail(LL_TRANSLATABLE("CoreMessage", "%1: %2 %3: extent %4 is not positive"), op, what, to_string(l), to_string(s));
    if (d.integer().is_scaled_basis() && !takes_scaled_basis(op))
      fail(LL_TRANSLATABLE("CoreMessage", "%1: %2 %3: stride %4 is a scaled basis; CuTe computes %5 on integer strides only"), op, what, to_string(l),
           to_string(d), op);
    return;
  }
  const auto se = s.children();
  const auto de = d.children();
  for (std::size_t i = 0; i < se.size(); ++i) check_congruent(se[i], de[i], op, what, l);
}

void check_layout(const Layout& l, const char* op, const char* what) {
  check_congruent(l.shape, l.stride, op, what, l);
}

void check_shape(const IntTuple& s, const char* op, const char* what) {
  if (s.is_underscore()) fail(LL_TRANSLATABLE("CoreMessage", "%1: %2 %3: `_` is not an integer"), op, what, to_string(s));
  if (s.is_integer()) {
    if (s.integer().value <= 0) fail(LL_TRANSLATABLE("CoreMessage", "%1: %2 %3 is not positive"), op, what, to_string(s));
    return;
  }
  for (const auto& e : s.children()) check_shape(e, op, what);
}

}  // namespace ll::algebra_detail
