#include "core/layout/int_tuple.hpp"

#include <limits>

#include "core/layout/print.hpp"
#include "core/util/mode_path.hpp"
#include "core/util/result.hpp"

namespace ll {
namespace {

const Int kStatic0{0, true};
const Int kStatic1{1, true};

std::int64_t checked_mul(std::int64_t a, std::int64_t b) {
  std::int64_t r;
  if (__builtin_mul_overflow(a, b, &r)) int_detail::fail_overflow(a, "*", b);
  return r;
}
using int_detail::check_divisor;
using int_detail::fail_scaled;

// a % b without the INT64_MIN % -1 trap. @pre b != 0
std::int64_t rem(std::int64_t a, std::int64_t b) { return b == -1 ? 0 : a % b; }

[[noreturn]] void fail_underscore(const char* op) { fail(LL_TRANSLATABLE("CoreMessage", "%1: `_` is not an integer here"), op); }

const Int& leaf(const IntTuple& t, const char* op) {
  if (t.is_underscore()) fail_underscore(op);
  return t.integer();
}

}  // namespace

// ---- Int arithmetic ------------------------------------------------------------------------------

namespace int_detail {
void fail_overflow(std::int64_t a, const char* op, std::int64_t b) {
  fail(LL_TRANSLATABLE("CoreMessage", "integer overflow: %1 %2 %3 does not fit in int64"), a, op, b);
}
void fail_division_by_zero(std::int64_t a, const char* op) {
  fail(LL_TRANSLATABLE("CoreMessage", "division by zero: %1 %2 0"), a, op);
}

namespace {
Int value_of(Int a) { return Int{a.value, a.is_static}; }
Int with_basis(Int v, BasisModes basis) { return Int{v.value, v.is_static, basis}; }
}  // namespace

void fail_scaled(Int a, const char* op, Int b) {
  const bool unary = std::string_view(op) == "signum" || (std::string_view(op) == "-" && is_constant(a, 0) && !a.is_scaled_basis());
  if (unary)
    fail(LL_TRANSLATABLE("CoreMessage", "scaled basis: %1(%2) is not defined (a scaled-basis stride can only be scaled, as in CuTe's arithmetic_tuple.hpp)"),
         op, to_string(b));
  fail(LL_TRANSLATABLE("CoreMessage", "scaled basis: %1 %2 %3 is not defined (a scaled-basis stride can only be scaled, as in CuTe's arithmetic_tuple.hpp)"),
       to_string(a), op, to_string(b));
}

Int scaled_product(Int a, Int b) {
  if (a.is_scaled_basis() && b.is_scaled_basis()) fail_scaled(a, "*", b);
  const BasisModes basis = a.is_scaled_basis() ? a.basis : b.basis;
  return with_basis(value_of(a) * value_of(b), basis);  // CuTe: x * v@N is (x*v)@N, _0 included
}

Int scaled_sum(Int a, Int b, const char* op) {
  // CuTe's special cases for C<0>: _0 + v@N and v@N + _0 (and - _0) are v@N.
  if (is_constant(b, 0) && !b.is_scaled_basis()) return a;
  if (is_constant(a, 0) && !a.is_scaled_basis() && op[0] == '+') return b;
  fail(LL_TRANSLATABLE("CoreMessage", "scaled basis: %1 %2 %3 is an ArithmeticTuple (a coordinate), not a stride"), to_string(a), op, to_string(b));
}
}  // namespace int_detail

Int gcd(Int a, Int b) {
  if (a.is_scaled_basis() || b.is_scaled_basis()) fail_scaled(a, "gcd", b);
  std::int64_t t = a.value, u = b.value;
  std::int64_t r;
  while (true) {  // cute::gcd's loop; % by -1 of INT64_MIN is the only trap
    if (t == 0) { r = u; break; }
    if (t == -1) { r = -1; break; }
    u %= t;
    if (u == 0) { r = t; break; }
    if (u == -1) { r = -1; break; }
    t %= u;
  }
  return Int{r, a.is_static && b.is_static};
}
Int lcm(Int a, Int b) {
  Int g = gcd(a, b);
  check_divisor(a.value, g.value, "/");
  return Int{checked_mul(a.value / g.value, b.value), a.is_static && b.is_static};
}
Int safe_div(Int a, Int b) {
  if (b.is_scaled_basis()) fail_scaled(a, "/", b);
  if (a.is_scaled_basis()) {  // CuTe: safe_div(v@N, x) is safe_div(v, x)@N
    Int q = safe_div(Int{a.value, a.is_static}, b);
    return Int{q.value, q.is_static, a.basis};
  }
  check_divisor(a.value, b.value, "/");
  if (a.is_static && b.is_static && rem(a.value, b.value) != 0)
    fail(LL_TRANSLATABLE("CoreMessage", "safe_div: %1 is not divisible by %2"), to_string(a), to_string(b));
  return Int{a.value / b.value, a.is_static && b.is_static};
}
static std::int64_t shift_left(std::int64_t x, std::int64_t s) {
  if (x == 0) return 0;
  if (s >= 63 || (s > 0 && (x > (std::numeric_limits<std::int64_t>::max() >> s) ||
                            x < (std::numeric_limits<std::int64_t>::min() >> s))))
    fail(LL_TRANSLATABLE("CoreMessage", "integer overflow: %1 << %2 does not fit in int64"), x, s);
  return static_cast<std::int64_t>(static_cast<std::uint64_t>(x) << s);
}
static std::int64_t shift_right(std::int64_t x, std::int64_t s) { return s >= 63 ? (x < 0 ? -1 : 0) : x >> s; }
// |s| without overflow; anything past 64 shifts every bit out anyway.
static std::int64_t shift_amount(std::int64_t s) { return s >= 0 ? std::min<std::int64_t>(s, 64) : (s < -64 ? 64 : -s); }
Int shiftl(Int x, Int s) {
  if (x.is_scaled_basis() || s.is_scaled_basis()) fail_scaled(x, "<<", s);
  std::int64_t v = s.value >= 0 ? shift_left(x.value, shift_amount(s.value)) : shift_right(x.value, shift_amount(s.value));
  return Int{v, x.is_static && s.is_static};
}
Int shiftr(Int x, Int s) {
  if (x.is_scaled_basis() || s.is_scaled_basis()) fail_scaled(x, ">>", s);
  std::int64_t v = s.value >= 0 ? shift_right(x.value, shift_amount(s.value)) : shift_left(x.value, shift_amount(s.value));
  return Int{v, x.is_static && s.is_static};
}

// ---- queries -------------------------------------------------------------------------------------

Int rank(const IntTuple& t) { return static_int(static_cast<std::int64_t>(t.rank())); }

Int depth(const IntTuple& t) {
  if (!t.is_tuple()) return kStatic0;
  std::int64_t d = 0;
  for (const auto& e : t.elements()) d = std::max<std::int64_t>(d, depth(e).value);
  return static_int(1 + d);
}

Int product(const IntTuple& t) {
  if (t.is_integer()) return t.integer();
  if (t.is_underscore()) fail_underscore("product");
  const auto& el = t.elements();
  if (el.empty()) return kStatic1;
  Int p = product(el[0]);
  for (std::size_t i = 1; i < el.size(); ++i) p = p * product(el[i]);
  return p;
}

Int size(const IntTuple& t) { return product(t); }

Int sum(const IntTuple& t) {
  if (t.is_integer()) return t.integer();
  if (t.is_underscore()) fail_underscore("sum");
  Int s = kStatic0;
  for (const auto& e : t.elements()) s = s + sum(e);
  return s;
}

namespace {
template <class F>
Int fold_leaves(const IntTuple& t, F f, const char* op) {
  if (!t.is_tuple()) return leaf(t, op);
  const auto& el = t.elements();
  if (el.empty()) fail(LL_TRANSLATABLE("CoreMessage", "%1: empty tuple"), op);
  // CuTe: op(t0, op(t1, ...)) (right fold); staticness and value are the same either way.
  Int r = fold_leaves(el.back(), f, op);
  for (std::size_t i = el.size() - 1; i-- > 0;) r = f(fold_leaves(el[i], f, op), r);
  return r;
}
}  // namespace

Int max(const IntTuple& t) { return fold_leaves(t, [](Int a, Int b) { return max(a, b); }, "max"); }
Int min(const IntTuple& t) { return fold_leaves(t, [](Int a, Int b) { return min(a, b); }, "min"); }
Int gcd(const IntTuple& t) { return fold_leaves(t, [](Int a, Int b) { return gcd(a, b); }, "gcd"); }

template <class Indices>
static const IntTuple& get_impl(const IntTuple& t, const Indices& indices) {
  const IntTuple* cur = &t;
  std::size_t level = 0;
  for (int i : indices) {
    if (i < 0 || static_cast<std::size_t>(i) >= cur->rank()) {
      std::string path;
      for (int j : indices) path += (path.empty() ? "" : ",") + std::to_string(j);
      fail(LL_TRANSLATABLE("CoreMessage", "get<%1>: index %2 out of range for rank %3 at level %4"), path, i, cur->rank(), level);
    }
    cur = &(*cur)[static_cast<std::size_t>(i)];
    ++level;
  }
  return *cur;
}
const IntTuple& get(const IntTuple& t, std::initializer_list<int> indices) { return get_impl(t, indices); }
const IntTuple& get(const IntTuple& t, const std::vector<int>& indices) { return get_impl(t, indices); }

// ---- structure -----------------------------------------------------------------------------------

static void flatten_into(IntTupleList& out, const IntTuple& t) {
  if (t.is_tuple()) {
    for (const auto& e : t.elements()) flatten_into(out, e);
  } else {
    out.push_back(t);
  }
}

IntTuple flatten_to_tuple(const IntTuple& t) {
  IntTupleList out;
  flatten_into(out, t);
  return IntTuple(std::move(out));
}

IntTuple flatten(const IntTuple& t) {
  if (!t.is_tuple()) return t;
  bool flat = true;
  for (const auto& e : t.elements()) flat = flat && !e.is_tuple();
  if (flat) return t;
  return flatten_to_tuple(t);
}

static IntTuple unflatten_walk(const IntTupleList& flat, std::size_t& pos, const IntTuple& profile) {
  if (profile.is_tuple()) {
    IntTupleList out;
    out.reserve(profile.rank());
    for (const auto& p : profile.elements()) out.push_back(unflatten_walk(flat, pos, p));
    return IntTuple(std::move(out));
  }
  if (pos >= flat.size())
    fail(LL_TRANSLATABLE("CoreMessage", "unflatten: %1 elements are too few for the profile"), flat.size());
  return flat[pos++];
}

IntTuple unflatten(const IntTuple& flat, const IntTuple& profile) {
  IntTuple f = flatten_to_tuple(flat);
  std::size_t pos = 0;
  IntTuple out = unflatten_walk(f.elements(), pos, profile);
  if (pos != f.elements().size())
    fail(LL_TRANSLATABLE("CoreMessage", "unflatten: %1 elements do not fit the profile %2"), f.elements().size(), to_string(profile));
  return out;
}

IntTuple wrap(const IntTuple& t) { return t.is_tuple() ? t : IntTuple{t}; }

IntTuple unwrap(const IntTuple& t) {
  const IntTuple* cur = &t;
  while (cur->is_tuple() && cur->rank() == 1) cur = &cur->elements()[0];
  return *cur;
}

static void check_range(const char* op, int begin, int end, std::size_t r) {
  if (begin < 0 || end < begin || static_cast<std::size_t>(end) > r)
    fail(LL_TRANSLATABLE("CoreMessage", "%1<%2,%3>: range out of bounds for rank %4"), op, begin, end, r);
}

IntTuple take(const IntTuple& t, int begin, int end) {
  if (end == -1) end = static_cast<int>(t.rank());
  check_range("take", begin, end, t.rank());
  IntTupleList out;
  out.reserve(static_cast<std::size_t>(end - begin));
  for (int i = begin; i < end; ++i) out.push_back(t[static_cast<std::size_t>(i)]);
  return IntTuple(std::move(out));
}

IntTuple select(const IntTuple& t, const std::vector<int>& indices) {
  IntTupleList out;
  out.reserve(indices.size());
  for (int i : indices) {
    if (i < 0 || static_cast<std::size_t>(i) >= t.rank())
      fail(LL_TRANSLATABLE("CoreMessage", "select: index %1 out of range for rank %2"), i, t.rank());
    out.push_back(t[static_cast<std::size_t>(i)]);
  }
  return IntTuple(std::move(out));
}

IntTuple group(const IntTuple& t, int begin, int end) {
  if (end == -1) end = static_cast<int>(t.rank());
  check_range("group", begin, end, t.rank());
  IntTupleList out;
  for (int i = 0; i < begin; ++i) out.push_back(t[static_cast<std::size_t>(i)]);
  if (begin < end) out.push_back(take(t, begin, end));
  for (std::size_t i = static_cast<std::size_t>(end); i < t.rank(); ++i) out.push_back(t[i]);
  return IntTuple(std::move(out));
}

IntTuple append(const IntTuple& t, const IntTuple& x) {
  if (!t.is_tuple()) return IntTuple{t, x};
  IntTupleList out = t.elements();
  out.push_back(x);
  return IntTuple(std::move(out));
}

IntTuple prepend(const IntTuple& t, const IntTuple& x) {
  if (!t.is_tuple()) return IntTuple{x, t};
  IntTupleList out;
  out.reserve(t.rank() + 1);
  out.push_back(x);
  for (const auto& e : t.elements()) out.push_back(e);
  return IntTuple(std::move(out));
}

// CuTe's N is a compile-time rank; a typed `append<34344464>` must fail, not allocate gigabytes.
constexpr int kMaxPaddedRank = 1 << 16;

static void check_pad(const char* op, int n, std::size_t r) {
  if (n < 0 || static_cast<std::size_t>(n) < r)
    fail(LL_TRANSLATABLE("CoreMessage", "%1<%2>: target rank is less than the rank %3"), op, n, r);
  if (n > kMaxPaddedRank)
    fail(LL_TRANSLATABLE("CoreMessage", "%1<%2>: target rank is over LayoutLab's limit of %3 modes"), op, n, kMaxPaddedRank);
}

IntTuple append(const IntTuple& t, int n, const IntTuple& x) {
  check_pad("append", n, t.rank());
  if (static_cast<std::size_t>(n) == t.rank()) return t;
  IntTupleList out;
  out.reserve(static_cast<std::size_t>(n));
  if (t.is_tuple()) out = t.elements(); else out.push_back(t);
  while (out.size() < static_cast<std::size_t>(n)) out.push_back(x);
  return IntTuple(std::move(out));
}

IntTuple prepend(const IntTuple& t, int n, const IntTuple& x) {
  check_pad("prepend", n, t.rank());
  if (static_cast<std::size_t>(n) == t.rank()) return t;
  IntTupleList out(static_cast<std::size_t>(n) - t.rank(), x);
  if (t.is_tuple()) {
    for (const auto& e : t.elements()) out.push_back(e);
  } else {
    out.push_back(t);
  }
  return IntTuple(std::move(out));
}

IntTuple replace(const IntTuple& t, int index, const IntTuple& x) {
  if (index < 0 || static_cast<std::size_t>(index) >= t.rank())
    fail(LL_TRANSLATABLE("CoreMessage", "replace<%1>: index out of range for rank %2"), index, t.rank());
  if (!t.is_tuple()) return x;
  IntTupleList out = t.elements();
  out[static_cast<std::size_t>(index)] = x;
  return IntTuple(std::move(out));
}

IntTuple insert(const IntTuple& t, int index, const IntTuple& x) {
  if (!t.is_tuple() || index < 0 || static_cast<std::size_t>(index) > t.rank())
    fail(LL_TRANSLATABLE("CoreMessage", "insert<%1>: index out of range for %2"), index, to_string(t));
  IntTupleList out = t.elements();
  out.insert(out.begin() + index, x);
  return IntTuple(std::move(out));
}

IntTuple remove(const IntTuple& t, int index) {
  if (!t.is_tuple() || index < 0 || static_cast<std::size_t>(index) >= t.rank())
    fail(LL_TRANSLATABLE("CoreMessage", "remove<%1>: index out of range for %2"), index, to_string(t));
  IntTupleList out = t.elements();
  out.erase(out.begin() + index);
  return IntTuple(std::move(out));
}

IntTuple repeat_like(const IntTuple& t, const IntTuple& x) {
  if (!t.is_tuple()) return x;
  IntTupleList out;
  out.reserve(t.rank());
  for (const auto& e : t.elements()) out.push_back(repeat_like(e, x));
  return IntTuple(std::move(out));
}

IntTuple repeat(int n, const IntTuple& x) {
  if (n < 0) fail(LL_TRANSLATABLE("CoreMessage", "repeat<%1>: negative count"), n);
  if (n == 1) return x;
  return IntTuple(IntTupleList(static_cast<std::size_t>(n), x));
}

bool has_underscore(const IntTuple& t) {
  if (t.is_underscore()) return true;
  if (t.is_integer()) return false;
  for (const auto& e : t.elements())
    if (has_underscore(e)) return true;
  return false;
}

bool is_static(const IntTuple& t) {
  if (t.is_underscore()) return true;
  if (t.is_integer()) return t.integer().is_static;
  for (const auto& e : t.elements())
    if (!is_static(e)) return false;
  return true;
}

IntTuple make_int_tuple(std::span<const Int> leaves) { return IntTuple(IntTupleList(leaves.begin(), leaves.end())); }

IntTuple with_static_leaves(const IntTuple& t) {
  if (t.is_integer()) return static_int(t.integer().value);
  if (t.is_underscore()) return t;
  IntTupleList out;
  out.reserve(t.rank());
  for (const auto& e : t.elements()) out.push_back(with_static_leaves(e));
  return IntTuple(std::move(out));
}

// ---- profile relations ---------------------------------------------------------------------------

bool congruent(const IntTuple& a, const IntTuple& b) {
  if (a.is_tuple() != b.is_tuple()) return false;
  if (!a.is_tuple()) return true;
  if (a.rank() != b.rank()) return false;
  for (std::size_t i = 0; i < a.rank(); ++i)
    if (!congruent(a[i], b[i])) return false;
  return true;
}

bool weakly_congruent(const IntTuple& a, const IntTuple& b) {
  if (!a.is_tuple()) return true;
  if (!b.is_tuple() || a.rank() != b.rank()) return false;
  for (std::size_t i = 0; i < a.rank(); ++i)
    if (!weakly_congruent(a[i], b[i])) return false;
  return true;
}

bool compatible(const IntTuple& a, const IntTuple& b) {
  if (!a.is_tuple()) return leaf(a, "compatible").value == product(b).value;
  if (!b.is_tuple() || a.rank() != b.rank()) return false;
  for (std::size_t i = 0; i < a.rank(); ++i)
    if (!compatible(a[i], b[i])) return false;
  return true;
}

bool evenly_divides(const IntTuple& shape, const IntTuple& tiler) {
  if (tiler.is_tuple()) {
    if (tiler.rank() > shape.rank()) return false;
    for (std::size_t i = 0; i < tiler.rank(); ++i)
      if (!evenly_divides(shape[i], tiler[i])) return false;
    return true;
  }
  return size(shape).value == (size(tiler) * size(ceil_div(shape, tiler))).value;
}

// ---- arithmetic ----------------------------------------------------------------------------------

IntTuple product_each(const IntTuple& t) {
  if (!t.is_tuple()) return IntTuple{IntTuple(product(t))};
  IntTupleList out;
  out.reserve(t.rank());
  for (const auto& e : t.elements()) out.push_back(product(e));
  return IntTuple(std::move(out));
}

IntTuple product_like(const IntTuple& t, const IntTuple& guide) {
  if (!guide.is_tuple()) return product(t);
  if (!t.is_tuple() || t.rank() != guide.rank())
    fail(LL_TRANSLATABLE("CoreMessage", "product_like: %1 does not follow the profile of %2"), to_string(t), to_string(guide));
  IntTupleList out;
  out.reserve(t.rank());
  for (std::size_t i = 0; i < t.rank(); ++i) out.push_back(product_like(t[i], guide[i]));
  return IntTuple(std::move(out));
}

Int inner_product(const IntTuple& a, const IntTuple& b) {
  if (a.is_tuple() && b.is_tuple()) {
    if (a.rank() != b.rank())
      fail(LL_TRANSLATABLE("CoreMessage", "inner_product: mismatched ranks %1 and %2"), a.rank(), b.rank());
    Int s = kStatic0;
    for (std::size_t i = 0; i < a.rank(); ++i) s = s + inner_product(a[i], b[i]);
    return s;
  }
  if (a.is_tuple() || b.is_tuple())
    fail(LL_TRANSLATABLE("CoreMessage", "inner_product: %1 and %2 are not congruent"), to_string(a), to_string(b));
  return leaf(a, "inner_product") * leaf(b, "inner_product");
}

IntTuple elem_scale(const IntTuple& a, const IntTuple& b) {
  if (a.is_tuple()) {
    if (!b.is_tuple() || b.rank() != a.rank())
      fail(LL_TRANSLATABLE("CoreMessage", "elem_scale: %1 does not have the rank of %2"), to_string(b), to_string(a));
    IntTupleList out;
    out.reserve(a.rank());
    for (std::size_t i = 0; i < a.rank(); ++i) out.push_back(elem_scale(a[i], b[i]));
    return IntTuple(std::move(out));
  }
  return leaf(a, "elem_scale") * product(b);
}


namespace {
// The tuple/int fold shared by ceil_div and shape_div: result_i = op(a_i, rest), rest = op(rest, a_i).
template <class Op>
IntTuple fold_divide(const IntTuple& a, const IntTuple& b, Op op) {
  IntTupleList out;
  out.reserve(a.rank());
  IntTuple rest = b;
  for (const auto& ai : a.elements()) {
    out.push_back(op(ai, rest));
    rest = op(rest, ai);
  }
  return IntTuple(std::move(out));
}
}  // namespace

IntTuple ceil_div(const IntTuple& a, const IntTuple& b) {
  if (a.is_tuple()) {
    if (b.is_tuple()) {
      if (a.rank() < b.rank())
        fail(LL_TRANSLATABLE("CoreMessage", "ceil_div: rank %1 of %2 is less than rank %3 of %4"), a.rank(), to_string(a), b.rank(), to_string(b));
      IntTupleList out;
      out.reserve(a.rank());
      for (std::size_t i = 0; i < a.rank(); ++i)
        out.push_back(ceil_div(a[i], i < b.rank() ? b[i] : IntTuple(kStatic1)));
      return IntTuple(std::move(out));
    }
    return fold_divide(a, b, [](const IntTuple& x, const IntTuple& y) { return ceil_div(x, y); });
  }
  if (b.is_tuple()) return ceil_div(leaf(a, "ceil_div"), product(b));
  return ceil_div(leaf(a, "ceil_div"), leaf(b, "ceil_div"));
}

IntTuple round_up(const IntTuple& a, const IntTuple& b) {
  if (a.is_tuple() && b.is_tuple()) {
    if (a.rank() < b.rank()) fail(LL_TRANSLATABLE("CoreMessage", "round_up: mismatched ranks"));
    IntTupleList out;
    out.reserve(a.rank());
    for (std::size_t i = 0; i < a.rank(); ++i) out.push_back(round_up(a[i], i < b.rank() ? b[i] : IntTuple(kStatic1)));
    return IntTuple(std::move(out));
  }
  if (a.is_tuple() || b.is_tuple()) fail(LL_TRANSLATABLE("CoreMessage", "round_up: %1 and %2 mix a tuple and an integer"), to_string(a), to_string(b));
  Int x = leaf(a, "round_up"), y = leaf(b, "round_up");
  return ((x + y - kStatic1) / y) * y;
}

Int shape_div(Int a, Int b) {
  if (a.is_static && b.is_static) {
    if (b.value == 0) fail(LL_TRANSLATABLE("CoreMessage", "shape_div: division by zero: %1 / %2"), to_string(a), to_string(b));
    if (rem(a.value, b.value) != 0 && (a.value == 0 || rem(b.value, a.value) != 0))
      fail(LL_TRANSLATABLE("CoreMessage", "shape_div: divisibility condition violated: neither of %1 and %2 divides the other"), to_string(a),
           to_string(b));
  }
  return (a + b - kStatic1) / b;
}

IntTuple shape_div(const IntTuple& a, const IntTuple& b) {
  if (a.is_tuple()) {
    if (b.is_tuple()) {
      if (a.rank() != b.rank())
        fail(LL_TRANSLATABLE("CoreMessage", "shape_div: mismatched ranks: %1 and %2"), to_string(a), to_string(b));
      IntTupleList out;
      out.reserve(a.rank());
      for (std::size_t i = 0; i < a.rank(); ++i) out.push_back(shape_div(a[i], b[i]));
      return IntTuple(std::move(out));
    }
    return fold_divide(a, b, [](const IntTuple& x, const IntTuple& y) { return shape_div(x, y); });
  }
  if (b.is_tuple()) return shape_div(leaf(a, "shape_div"), product(b));
  return shape_div(leaf(a, "shape_div"), leaf(b, "shape_div"));
}

IntTuple filter_zeros(const IntTuple& a, const IntTuple& b) {
  if (a.is_tuple()) {
    if (!b.is_tuple() || b.rank() != a.rank())
      fail(LL_TRANSLATABLE("CoreMessage", "filter_zeros: %1 does not have the profile of %2"), to_string(b), to_string(a));
    IntTupleList out;
    out.reserve(a.rank());
    for (std::size_t i = 0; i < a.rank(); ++i) out.push_back(filter_zeros(a[i], b[i]));
    return IntTuple(std::move(out));
  }
  if (a.is_integer() && is_constant(a.integer(), 0)) return repeat_like(b, kStatic1);
  return b;
}

IntTuple filter_zeros(const IntTuple& t) { return filter_zeros(t, t); }

// ---- strides and coordinates ---------------------------------------------------------------------

namespace {
// compact_major's recurrence: returns the strides of `shape`, advancing `current` by product(shape).
IntTuple compact(const IntTuple& shape, Int& current, bool row_major) {
  if (shape.is_tuple()) {
    const auto& el = shape.elements();
    IntTupleList out(el.size());
    if (row_major) {
      for (std::size_t i = el.size(); i-- > 0;) out[i] = compact(el[i], current, true);
    } else {
      for (std::size_t i = 0; i < el.size(); ++i) out[i] = compact(el[i], current, false);
    }
    return IntTuple(std::move(out));
  }
  const Int& s = leaf(shape, "compact_major");
  if (is_constant(s, 1)) return kStatic0;
  Int stride = current;
  current = current * s;
  return stride;
}

IntTuple compact_major(const IntTuple& shape, const IntTuple& current, bool row_major) {
  if (current.is_tuple()) {
    if (!shape.is_tuple() || shape.rank() != current.rank())
      fail(LL_TRANSLATABLE("CoreMessage", "compact_major: %1 does not match the rank of %2"), to_string(current), to_string(shape));
    IntTupleList out;
    out.reserve(shape.rank());
    for (std::size_t i = 0; i < shape.rank(); ++i) out.push_back(compact_major(shape[i], current[i], row_major));
    return IntTuple(std::move(out));
  }
  Int c = leaf(current, "compact_major");
  return compact(shape, c, row_major);
}
}  // namespace

IntTuple compact_col_major(const IntTuple& shape, const IntTuple& current) {
  return compact_major(shape, current, false);
}
IntTuple compact_row_major(const IntTuple& shape, const IntTuple& current) {
  return compact_major(shape, current, true);
}

namespace {
IntTuple compact_order_walk(const IntTuple& shape, const IntTuple& order, const IntTuple& ref_shape,
                            const IntTuple& ref_order) {
  if (order.is_tuple()) {
    if (!shape.is_tuple() || shape.rank() != order.rank())
      fail(LL_TRANSLATABLE("CoreMessage", "compact_order: order %1 does not match the rank of shape %2"), to_string(order), to_string(shape));
    IntTupleList out;
    out.reserve(shape.rank());
    for (std::size_t i = 0; i < shape.rank(); ++i)
      out.push_back(compact_order_walk(shape[i], order[i], ref_shape, ref_order));
    return IntTuple(std::move(out));
  }
  const Int& o = order.integer();
  IntTupleList chosen;
  chosen.reserve(ref_shape.rank());
  for (std::size_t i = 0; i < ref_shape.rank(); ++i)
    chosen.push_back(ref_order[i].integer().value < o.value ? ref_shape[i] : IntTuple(kStatic1));
  return compact_col_major(shape, product(IntTuple(std::move(chosen))));
}
}  // namespace

IntTuple compact_order(const IntTuple& shape, const IntTuple& order) {
  if (has_underscore(order)) fail(LL_TRANSLATABLE("CoreMessage", "compact_order: `_` is not an order"));
  IntTuple ref_shape = flatten_to_tuple(product_like(shape, order));
  IntTuple flat_order = flatten_to_tuple(order);
  // The largest static order value; dynamic ones become larger static values, left to right.
  Int max_order = kStatic0;
  for (const auto& o : flat_order.elements())
    if (o.integer().is_static && max_order.value < o.integer().value) max_order = o.integer();
  IntTupleList ref;
  ref.reserve(flat_order.rank());
  for (std::size_t i = 0; i < flat_order.rank(); ++i) {
    const Int& o = flat_order[i].integer();
    ref.push_back(o.is_static ? o : static_int(max_order.value + 1 + static_cast<std::int64_t>(i)));
  }
  IntTuple ref_order(std::move(ref));
  IntTuple new_order = unflatten(ref_order, order);
  return compact_order_walk(shape, new_order, ref_shape, ref_order);
}

namespace {

[[noreturn]] void fail_out_of_range(const Int& c, const Int& extent, const ModePath* p) {
  if (p)
    fail(LL_TRANSLATABLE("CoreMessage", "coordinate %1 is out of range for mode %2 of size %3"), to_string(c), path_text(p), to_string(extent));
  fail(LL_TRANSLATABLE("CoreMessage", "coordinate %1 is out of range for the layout of size %2"), to_string(c), to_string(extent));
}

// crd2idx's terms add up as indices (Int) or, over scaled-basis strides, as coordinates (ArithmeticTuple).
struct IndexSum {
  using V = Int;
  static V leaf(Int x) { return x; }
  static V add(const V& a, const V& b) { return a + b; }
};
struct CoordinateSum {
  using V = IntTuple;
  static V leaf(Int x) { return IntTuple(x); }
  static V add(const V& a, const V& b) { return arith_add(a, b); }
};

template <class S>
typename S::V crd2idx_walk(const IntTuple& coord, const IntTuple& shape, const IntTuple& stride, const ModePath* path);
template <class S>
typename S::V crd2idx_int_from(Int coord, const IntTuple& shape, const IntTuple& stride, std::size_t i, const ModePath* path);

// crd2idx_itt: an integer coordinate over a tuple mode, split by divmod per sub-mode.
template <class S>
typename S::V crd2idx_int_tuple(Int coord, const IntTuple& shape, const IntTuple& stride, const ModePath* path) {
  const std::size_t r = shape.rank();
  if (r == 0) return S::leaf(kStatic0);
  if (!stride.is_tuple() || stride.rank() != r)
    fail(LL_TRANSLATABLE("CoreMessage", "crd2idx: stride %1 is not congruent with shape %2"), to_string(stride), to_string(shape));
  if (is_constant(coord, 0)) {
    ModePath p0{path, 0};
    typename S::V first = crd2idx_walk<S>(kStatic0, shape[0], stride[0], &p0);
    typename S::V rest = S::leaf(kStatic0);
    for (std::size_t i = 1; i < r; ++i) {
      ModePath pi{path, i};
      rest = S::add(rest, crd2idx_walk<S>(kStatic0, shape[i], stride[i], &pi));
    }
    return S::add(first, rest);
  }
  // Range: the last sub-mode takes whatever is left, so check the whole mode here.
  if (coord.value < 0 || coord.value >= product(shape).value) fail_out_of_range(coord, product(shape), path);
  return crd2idx_int_from<S>(coord, shape, stride, 0, path);
}

// CuTe's crd2idx_itt recursion from sub-mode i: mod-part of mode i + the rest on the div-part.
template <class S>
typename S::V crd2idx_int_from(Int coord, const IntTuple& shape, const IntTuple& stride, std::size_t i, const ModePath* path) {
  ModePath pi{path, i};
  if (i + 1 == shape.rank()) return crd2idx_walk<S>(coord, shape[i], stride[i], &pi);
  Int extent = product(shape[i]);
  typename S::V here = crd2idx_walk<S>(coord % extent, shape[i], stride[i], &pi);
  return S::add(here, crd2idx_int_from<S>(coord / extent, shape, stride, i + 1, path));
}

template <class S>
typename S::V crd2idx_walk(const IntTuple& coord, const IntTuple& shape, const IntTuple& stride, const ModePath* path) {
  if (coord.is_tuple()) {
    if (!shape.is_tuple() || coord.rank() != shape.rank()) {
      if (path)
        fail(LL_TRANSLATABLE("CoreMessage", "crd2idx: coordinate %1 has rank %2 but the shape %3 at mode %4 has rank %5"), to_string(coord),
             coord.rank(), to_string(shape), path_text(path), shape.is_tuple() ? shape.rank() : 1);
      fail(LL_TRANSLATABLE("CoreMessage", "crd2idx: coordinate %1 has rank %2 but the shape %3 has rank %4"), to_string(coord), coord.rank(),
           to_string(shape), shape.is_tuple() ? shape.rank() : 1);
    }
    if (!stride.is_tuple() || stride.rank() != shape.rank())
      fail(LL_TRANSLATABLE("CoreMessage", "crd2idx: stride %1 is not congruent with shape %2"), to_string(stride), to_string(shape));
    if (coord.rank() == 0) return S::leaf(kStatic0);
    ModePath p0{path, 0};
    typename S::V sum = crd2idx_walk<S>(coord[0], shape[0], stride[0], &p0);  // CuTe: (... + terms), no _0 seed
    for (std::size_t i = 1; i < coord.rank(); ++i) {
      ModePath pi{path, i};
      sum = S::add(sum, crd2idx_walk<S>(coord[i], shape[i], stride[i], &pi));
    }
    return sum;
  }
  if (coord.is_underscore()) fail(LL_TRANSLATABLE("CoreMessage", "crd2idx: `_` in a coordinate (slice the layout instead)"));
  const Int& c = coord.integer();
  if (shape.is_tuple()) return crd2idx_int_tuple<S>(c, shape, stride, path);
  const Int& s = leaf(shape, "crd2idx");
  if (stride.is_tuple())
    fail(LL_TRANSLATABLE("CoreMessage", "crd2idx: stride %1 is not congruent with shape %2"), to_string(stride), to_string(shape));
  if (c.value < 0 || c.value >= s.value) fail_out_of_range(c, s, path);
  return S::leaf(c * leaf(stride, "crd2idx"));
}

}  // namespace

Int crd2idx(const IntTuple& coord, const IntTuple& shape, const IntTuple& stride) {
  return crd2idx_walk<IndexSum>(coord, shape, stride, nullptr);
}

IntTuple crd2idx_coordinate(const IntTuple& coord, const IntTuple& shape, const IntTuple& stride) {
  return crd2idx_walk<CoordinateSum>(coord, shape, stride, nullptr);
}

bool has_scaled_basis(const IntTuple& t) {
  if (t.is_integer()) return t.integer().is_scaled_basis();
  if (!t.is_tuple()) return false;
  for (const IntTuple& e : t.children())
    if (has_scaled_basis(e)) return true;
  return false;
}

IntTuple as_arithmetic_tuple(Int x) {
  if (!x.is_scaled_basis()) return x;
  // E<N0,N1,...>: (_0 x N0, E<N1,...>'s tuple), the innermost the value itself.
  IntTuple inner(Int{x.value, x.is_static});
  for (int k = x.basis.depth; k-- > 0;) {
    IntTupleBuilder t;
    for (int z = 0; z < x.basis.modes[k]; ++z) t.emplace_back(kStatic0);
    t.push_back(std::move(inner));
    inner = std::move(t).build();
  }
  return inner;
}

BasisModes basis_from_printed(const std::vector<std::int64_t>& printed_modes) {
  if (printed_modes.size() > BasisModes::kMaxDepth)
    fail(LL_TRANSLATABLE("CoreMessage", "a scaled basis deeper than %1 modes"), BasisModes::kMaxDepth);
  BasisModes b;
  b.depth = static_cast<std::uint8_t>(printed_modes.size());
  for (std::size_t k = 0; k < printed_modes.size(); ++k) {
    const std::int64_t mode = printed_modes[printed_modes.size() - 1 - k];
    if (mode < 0 || mode > 255) fail(LL_TRANSLATABLE("CoreMessage", "a scaled basis mode past 255"));
    b.modes[k] = static_cast<std::uint8_t>(mode);
  }
  return b;
}

IntTuple as_arithmetic_tuple(const IntTuple& sum) {
  return sum.is_integer() ? as_arithmetic_tuple(sum.integer()) : sum;
}

namespace {
IntTuple basis_like(const IntTuple& shape, BasisModes prefix) {
  if (!shape.is_tuple()) return IntTuple(Int{1, true, prefix});
  if (prefix.depth == BasisModes::kMaxDepth)
    fail(LL_TRANSLATABLE("CoreMessage", "make_basis_like: shapes nested deeper than %1 levels"), BasisModes::kMaxDepth);
  IntTupleBuilder out;
  out.reserve(shape.rank());
  for (std::size_t i = 0; i < shape.rank(); ++i) {
    if (i > 255) fail(LL_TRANSLATABLE("CoreMessage", "make_basis_like: a mode past 255"));
    BasisModes m = prefix;
    m.modes[m.depth++] = static_cast<std::uint8_t>(i);
    out.push_back(basis_like(shape[i], m));
  }
  return std::move(out).build();
}
}  // namespace

IntTuple make_basis_like(const IntTuple& shape) { return basis_like(shape, BasisModes{}); }

IntTuple arith_add(const IntTuple& a, const IntTuple& b) {
  const bool a_int = a.is_integer(), b_int = b.is_integer();
  if (a_int && b_int && !a.integer().is_scaled_basis() && !b.integer().is_scaled_basis()) return a.integer() + b.integer();
  // CuTe's C<0> special cases: _0 + x and x + _0 are x, a scaled basis stays one.
  if (a_int && is_constant(a.integer(), 0) && !a.integer().is_scaled_basis()) return b;
  if (b_int && is_constant(b.integer(), 0) && !b.integer().is_scaled_basis()) return a;
  if (a_int && a.integer().is_scaled_basis()) return arith_add(as_arithmetic_tuple(a.integer()), b);
  if (b_int && b.integer().is_scaled_basis()) return arith_add(a, as_arithmetic_tuple(b.integer()));
  if (!a.is_tuple() || !b.is_tuple())
    fail(LL_TRANSLATABLE("CoreMessage", "ArithmeticTuple: %1 + %2 is not defined (an integer other than _0 plus a coordinate)"), to_string(a),
         to_string(b));
  // Element by element, the shorter padded with _0.
  const std::size_t r = std::max(a.rank(), b.rank());
  IntTupleBuilder sum;
  sum.reserve(r);
  for (std::size_t i = 0; i < r; ++i)
    sum.push_back(arith_add(i < a.rank() ? a[i] : IntTuple(kStatic0), i < b.rank() ? b[i] : IntTuple(kStatic0)));
  return std::move(sum).build();
}

Int crd2idx(const IntTuple& coord, const IntTuple& shape) {
  if (coord.is_integer()) {
    if (coord.integer().value < 0 || coord.integer().value >= product(shape).value)
      fail_out_of_range(coord.integer(), product(shape), nullptr);
    return coord.integer();
  }
  if (coord.is_underscore()) fail(LL_TRANSLATABLE("CoreMessage", "crd2idx: `_` in a coordinate"));
  if (!shape.is_tuple() || shape.rank() != coord.rank())
    fail(LL_TRANSLATABLE("CoreMessage", "crd2idx: coordinate %1 does not match the rank of shape %2"), to_string(coord), to_string(shape));
  IntTuple flat_coord = flatten_to_tuple(coord);
  IntTuple flat_shape = flatten_to_tuple(product_like(shape, coord));
  const std::size_t n = flat_coord.rank();
  if (n == 0) return kStatic0;
  for (std::size_t i = 0; i < n; ++i) {
    const Int& c = leaf(flat_coord[i], "crd2idx");
    const Int& s = flat_shape[i].integer();
    if (c.value < 0 || c.value >= s.value) {
      ModePath p{nullptr, i};
      fail_out_of_range(c, s, &p);
    }
  }
  // Horner: c0 + s0 * (c1 + s1 * (... c_last))
  Int acc = flat_coord[n - 1].integer();
  for (std::size_t i = n - 1; i-- > 0;) acc = flat_coord[i].integer() + flat_shape[i].integer() * acc;
  return acc;
}

namespace {
// idx2crd(idx, shape) for an integer idx: the per-leaf coordinates of crd2idx with basis strides.
IntTuple idx2crd_int(Int idx, const IntTuple& shape) {
  if (!shape.is_tuple()) return idx;
  const std::size_t r = shape.rank();
  IntTupleList out(r);
  if (r == 0) return IntTuple(std::move(out));
  if (is_constant(idx, 0)) {
    for (std::size_t i = 0; i < r; ++i) out[i] = idx2crd_int(kStatic0, shape[i]);
    return IntTuple(std::move(out));
  }
  Int c = idx;
  for (std::size_t i = 0; i < r; ++i) {
    if (i + 1 == r) {
      out[i] = idx2crd_int(c, shape[i]);
    } else {
      Int extent = product(shape[i]);
      out[i] = idx2crd_int(c % extent, shape[i]);
      c = c / extent;
    }
  }
  return IntTuple(std::move(out));
}
}  // namespace

IntTuple idx2crd(const IntTuple& idx, const IntTuple& shape) {
  if (idx.is_tuple()) {
    if (!shape.is_tuple() || shape.rank() != idx.rank())
      fail(LL_TRANSLATABLE("CoreMessage", "idx2crd: index %1 does not match the rank of shape %2"), to_string(idx), to_string(shape));
    IntTupleList out;
    out.reserve(idx.rank());
    for (std::size_t i = 0; i < idx.rank(); ++i) out.push_back(idx2crd(idx[i], shape[i]));
    return IntTuple(std::move(out));
  }
  const Int& i = leaf(idx, "idx2crd");
  if (shape.is_tuple()) {
    Int n = product(shape);
    if (i.value < 0 || i.value >= n.value) fail_out_of_range(i, n, nullptr);
  }
  return idx2crd_int(i, shape);
}

IntTuple idx2crd(const IntTuple& idx, const IntTuple& shape, const IntTuple& stride) {
  if (idx.is_tuple()) {
    if (!shape.is_tuple() || shape.rank() != idx.rank() || !stride.is_tuple() || stride.rank() != idx.rank())
      fail(LL_TRANSLATABLE("CoreMessage", "idx2crd: index %1 does not match the rank of shape %2"), to_string(idx), to_string(shape));
    IntTupleList out;
    out.reserve(idx.rank());
    for (std::size_t i = 0; i < idx.rank(); ++i) out.push_back(idx2crd(idx[i], shape[i], stride[i]));
    return IntTuple(std::move(out));
  }
  if (shape.is_tuple()) {
    IntTuple strides = stride.is_tuple() ? stride : compact_col_major(shape, stride);
    if (strides.rank() != shape.rank())
      fail(LL_TRANSLATABLE("CoreMessage", "idx2crd: stride %1 is not congruent with shape %2"), to_string(stride), to_string(shape));
    IntTupleList out;
    out.reserve(shape.rank());
    for (std::size_t i = 0; i < shape.rank(); ++i) out.push_back(idx2crd(idx, shape[i], strides[i]));
    return IntTuple(std::move(out));
  }
  const Int& s = leaf(shape, "idx2crd");
  if (is_constant(s, 1)) return kStatic0;  // CuTe skips a possible stride-0 division
  return (leaf(idx, "idx2crd") / leaf(stride, "idx2crd")) % s;
}

IntTuple crd2crd(const IntTuple& coord, const IntTuple& src_shape, const IntTuple& dst_shape) {
  if (coord.is_tuple() && src_shape.is_tuple() && dst_shape.is_tuple()) {
    if (coord.rank() != src_shape.rank() || coord.rank() != dst_shape.rank())
      fail(LL_TRANSLATABLE("CoreMessage", "crd2crd: mismatched ranks"));
    IntTupleList out;
    out.reserve(coord.rank());
    for (std::size_t i = 0; i < coord.rank(); ++i) out.push_back(crd2crd(coord[i], src_shape[i], dst_shape[i]));
    return IntTuple(std::move(out));
  }
  return idx2crd(crd2idx(coord, src_shape), dst_shape);
}

namespace {
// lift_slice / lift_dice: the kept leaves, concatenated (CuTe's filter_tuple flattens).
void lift(const IntTuple& coord, const IntTuple& t, bool keep_underscore, IntTupleList& out) {
  if (coord.is_tuple()) {
    if (!t.is_tuple() || t.rank() != coord.rank())
      fail(LL_TRANSLATABLE("CoreMessage", "%1: coordinate %2 does not match the rank of %3"), keep_underscore ? "slice" : "dice", to_string(coord),
           to_string(t));
    for (std::size_t i = 0; i < coord.rank(); ++i) lift(coord[i], t[i], keep_underscore, out);
  } else if (coord.is_underscore() == keep_underscore) {
    out.push_back(t);
  }
}
IntTuple slice_or_dice(const IntTuple& coord, const IntTuple& t, bool keep_underscore) {
  if (!coord.is_tuple()) return coord.is_underscore() == keep_underscore ? t : IntTuple();
  IntTupleList out;
  lift(coord, t, keep_underscore, out);
  return IntTuple(std::move(out));
}
}  // namespace

IntTuple slice(const IntTuple& coord, const IntTuple& t) { return slice_or_dice(coord, t, true); }
IntTuple dice(const IntTuple& coord, const IntTuple& t) { return slice_or_dice(coord, t, false); }

}  // namespace ll
