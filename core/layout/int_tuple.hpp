#pragma once
// CuTe's integers and IntTuples (Shape, Stride, Coord): an integer is a value plus whether it is a
// compile-time constant (`_4`, cute::Int<4>) or a run-time integer (`4`); an IntTuple is an integer,
// CuTe's wildcard `_`, or a tuple of IntTuples.
//
// All staticness rules live here (cute/numeric/integral_constant.hpp, cute/int_tuple.hpp,
// cute/stride.hpp): an operation is static iff CuTe's result *type* is a cute::C<v>.
//
// Error convention for everything in core/layout/: a violated precondition calls ll::fail (throws
// ll::CuteError with a message naming the condition and the mode); callers at the app/CLI boundary
// wrap calls in ll::attempt to get a Result. Nothing here is UB on any input: int64 overflow and
// division by zero fail as well.
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "core/util/pool_allocator.hpp"
#include "core/util/result.hpp"  // ll::fail, ll::CuteError, ll::attempt

namespace ll {

// CuTe's ScaledBasis<T, N0, N1, ...> (arithmetic_tuple.hpp) is a stride that points into a coordinate
// rather than an index: `v@N` is v in mode N of an ArithmeticTuple, (_0,...,_0,v); E<N0,N1> nests, v in
// mode N1 of mode N0. How identity and coordinate layouts (make_identity_layout, TMA's and predication's
// coordinate tensors) are written. The modes are kept in CuTe's order (N0 first); CuTe prints them last
// first: E<1,0> is `_1@0@1`. depth 0: a plain integer.
struct BasisModes {
  static constexpr int kMaxDepth = 6;
  std::uint8_t depth = 0;
  std::uint8_t modes[kMaxDepth] = {};
  friend bool operator==(const BasisModes&, const BasisModes&) = default;
};

// A basis from its modes as CuTe prints them (`_1@0@1`: 0 then 1), i.e. reversed. @pre at most kMaxDepth
// modes, each 0..255 (else a CuteError naming the limit)
BasisModes basis_from_printed(const std::vector<std::int64_t>& printed_modes);

struct Int {
  constexpr Int() = default;
  constexpr Int(std::int64_t v, bool s, BasisModes b = {}) : value(v), is_static(s), basis(b) {}
  std::int64_t value = 0;
  bool is_static = false;
  BasisModes basis;  // a scaled basis v@N... when basis.depth > 0 (equal to no plain integer, as in CuTe)
  friend bool operator==(const Int&, const Int&) = default;
  // Lets `size(l)`, `cosize(l)`... be used as plain numbers where staticness does not matter.
  operator std::int64_t() const { return value; }
  bool is_scaled_basis() const { return basis.depth != 0; }
};
static_assert(sizeof(Int) == 16, "a scaled basis rides in Int's padding: the algebra copies many Ints");

inline Int static_int(std::int64_t v) { return Int{v, true}; }
inline Int dynamic_int(std::int64_t v) { return Int{v, false}; }
// CuTe's is_constant<v, T>: a static integer equal to v.
inline bool is_constant(const Int& i, std::int64_t v) { return i.is_static && i.value == v; }

// CuTe's `_` (cute::Underscore): keeps a mode in slices and tilers.
struct Underscore {
  friend bool operator==(const Underscore&, const Underscore&) = default;
};

class IntTuple;
// The storage of a tuple's elements. Pooled: the algebra makes and drops many small tuples
// (core/util/pool_allocator.hpp). Only core/layout/int_tuple.{hpp,cpp} use it: everything else reads
// elements with IntTuple::children() and builds tuples with IntTupleBuilder, so the storage can change
// (docs/notes/issue-3-eval.md, "The next step toward 100x").
using IntTupleList = std::vector<IntTuple, PoolAllocator<IntTuple>>;

class IntTuple {
 public:
  IntTuple() : node_(IntTupleList{}) {}  // the empty tuple ()
  IntTuple(Int i) : node_(i) {}
  IntTuple(Underscore u) : node_(u) {}
  IntTuple(IntTupleList elements) : node_(std::move(elements)) {}
  IntTuple(std::initializer_list<IntTuple> elements) : node_(IntTupleList(elements)) {}

  bool is_integer() const { return node_.index() == 0; }
  bool is_underscore() const { return node_.index() == 1; }
  bool is_tuple() const { return node_.index() == 2; }

  // @pre is_integer(), else CuteError ("expected an integer, found `_`"), so malformed values never crash
  const Int& integer() const {
    if (const Int* i = std::get_if<0>(&node_)) return *i;
    fail_not(0);
  }
  Int& integer() {
    if (Int* i = std::get_if<0>(&node_)) return *i;
    fail_not(0);
  }
  // The elements of a tuple, in order: `for (const IntTuple& e : t.children())`, `children().size()`,
  // `children()[i]`. @pre is_tuple(), else CuteError. Valid while t is alive and unchanged.
  std::span<const IntTuple> children() const { return elements(); }

  // Element i moved out, leaving a valid but unspecified element there: for code that takes a tuple
  // apart and then drops it (a storage without separate elements would copy). @pre is_tuple(), i < rank()
  IntTuple take_child(std::size_t i) {
    if (auto* e = std::get_if<2>(&node_); e && i < e->size()) return std::move((*e)[i]);
    fail_child(i);
  }

  // The storage (core/layout/int_tuple.{hpp,cpp} only; see IntTupleList). @pre is_tuple(), else CuteError
  const IntTupleList& elements() const {
    if (const auto* e = std::get_if<2>(&node_)) return *e;
    fail_not(2);
  }
  IntTupleList& elements() {
    if (auto* e = std::get_if<2>(&node_)) return *e;
    fail_not(2);
  }

  // CuTe's rank: 1 for an integer or `_`, the number of elements for a tuple.
  std::size_t rank() const { return is_tuple() ? elements().size() : 1; }
  // CuTe's get<i>: the i-th element of a tuple; an integer is its own get<0>. @pre i < rank()
  // Checked: an out-of-range index is a CuteError, never UB.
  const IntTuple& operator[](std::size_t i) const {
    if (const auto* e = std::get_if<2>(&node_)) {
      if (i < e->size()) return (*e)[i];
    } else if (i == 0) {
      return *this;
    }
    fail_child(i);
  }

  friend bool operator==(const IntTuple&, const IntTuple&) = default;

 private:
  [[noreturn]] void fail_not(int wanted) const {
    if (wanted == 0) {
      if (is_underscore()) fail(LL_TRANSLATABLE("CoreMessage", "expected an integer, found `_`"));
      if (is_tuple()) fail(LL_TRANSLATABLE("CoreMessage", "expected an integer, found a tuple"));
      fail(LL_TRANSLATABLE("CoreMessage", "expected an integer, found an integer"));
    }
    if (is_underscore()) fail(LL_TRANSLATABLE("CoreMessage", "expected a tuple, found `_`"));
    if (is_tuple()) fail(LL_TRANSLATABLE("CoreMessage", "expected a tuple, found a tuple"));
    fail(LL_TRANSLATABLE("CoreMessage", "expected a tuple, found an integer"));
  }
  [[noreturn, gnu::cold, gnu::noinline]] void fail_child(std::size_t i) const {
    if (!is_tuple() && i != 0) fail(LL_TRANSLATABLE("CoreMessage", "mode index %1 out of range for rank 1"), i);
    if (!is_tuple()) fail_not(2);
    fail(LL_TRANSLATABLE("CoreMessage", "mode index %1 out of range for rank %2"), i, rank());
  }
  std::variant<Int, Underscore, IntTupleList> node_;
};

// Builds the tuple (e0, e1, ...) element by element: push_back each, then std::move(b).build().
class IntTupleBuilder {
 public:
  IntTupleBuilder() = default;
  void reserve(std::size_t n) { elements_.reserve(n); }
  void push_back(const IntTuple& e) { elements_.push_back(e); }
  void push_back(IntTuple&& e) { elements_.push_back(std::move(e)); }
  // An element made in place from IntTuple's constructor arguments (an Int, `_`, ...).
  template <class... Args>
  void emplace_back(Args&&... args) { elements_.emplace_back(std::forward<Args>(args)...); }
  // Appends the elements of a tuple one by one, or a non-tuple as one element.
  void append_elements(const IntTuple& t) {
    if (t.is_tuple()) elements_.insert(elements_.end(), t.elements().begin(), t.elements().end());
    else elements_.push_back(t);
  }
  void append_elements(IntTuple&& t) {
    if (!t.is_tuple()) return elements_.push_back(std::move(t));
    IntTupleList& e = t.elements();
    if (elements_.empty()) elements_ = std::move(e);
    else for (IntTuple& x : e) elements_.push_back(std::move(x));
  }
  std::size_t size() const { return elements_.size(); }
  bool empty() const { return elements_.empty(); }
  // The tuple; the builder is left empty.
  IntTuple build() && { return IntTuple(std::move(elements_)); }

 private:
  IntTupleList elements_;
};

// The flat tuple (l0, l1, ...) of the given integers (always a tuple, () when there are none).
IntTuple make_int_tuple(std::span<const Int> leaves);

// ---------------------------------------------------------------------------------------------------
// Integer arithmetic with CuTe's staticness (integral_constant.hpp). static op static -> static;
// otherwise dynamic, except CuTe's folds  _0 * x, x * _0, _0 / x, _0 % x, x % _1, x % _-1  -> _0
// (static even when x is dynamic). `_1 * x` and `_0 + x` are not folded: dynamic when x is.
// @throws on int64 overflow and on division/modulo by zero (CuTe: UB or a compile error).
// Division and modulo truncate toward zero, as C++ does.
// ---------------------------------------------------------------------------------------------------
// (Inline: the algebra does a few dozen of these per operation; the failure paths are out of line.)
namespace int_detail {
// "integer overflow: A OP B does not fit in int64"
[[noreturn]] void fail_overflow(std::int64_t a, const char* op, std::int64_t b);
// "division by zero: A OP 0"
[[noreturn]] void fail_division_by_zero(std::int64_t a, const char* op);
inline void check_divisor(std::int64_t a, std::int64_t b, const char* op) {
  if (b == 0) fail_division_by_zero(a, op);
  if (b == -1 && a == INT64_MIN) fail_overflow(a, op, b);
}
// The scaled-basis cases of the operators (arithmetic_tuple.hpp): v@N * x and x * v@N scale v; _0 + v@N
// is v@N; any other sum is an ArithmeticTuple (a coordinate, see arith_add), and v@N / x, v@N % x,
// min, max and comparisons are not defined for a stride: a CuteError naming the operation.
Int scaled_product(Int a, Int b);
Int scaled_sum(Int a, Int b, const char* op);
[[noreturn]] void fail_scaled(Int a, const char* op, Int b);
}  // namespace int_detail

inline Int operator+(Int a, Int b) {
  if ((a.basis.depth | b.basis.depth) != 0) [[unlikely]] return int_detail::scaled_sum(a, b, "+");
  std::int64_t r;
  if (__builtin_add_overflow(a.value, b.value, &r)) int_detail::fail_overflow(a.value, "+", b.value);
  return Int{r, a.is_static && b.is_static};
}
inline Int operator-(Int a, Int b) {
  if ((a.basis.depth | b.basis.depth) != 0) [[unlikely]] return int_detail::scaled_sum(a, b, "-");
  std::int64_t r;
  if (__builtin_sub_overflow(a.value, b.value, &r)) int_detail::fail_overflow(a.value, "-", b.value);
  return Int{r, a.is_static && b.is_static};
}
inline Int operator*(Int a, Int b) {
  if ((a.basis.depth | b.basis.depth) != 0) [[unlikely]] return int_detail::scaled_product(a, b);
  if (is_constant(a, 0) || is_constant(b, 0)) return Int{0, true};  // CuTe: _0 * x and x * _0 are _0
  std::int64_t r;
  if (__builtin_mul_overflow(a.value, b.value, &r)) int_detail::fail_overflow(a.value, "*", b.value);
  return Int{r, a.is_static && b.is_static};
}
inline Int operator/(Int a, Int b) {
  if ((a.basis.depth | b.basis.depth) != 0) [[unlikely]] int_detail::fail_scaled(a, "/", b);
  if (is_constant(a, 0) && !b.is_static) return Int{0, true};  // CuTe: _0 / x is _0 (x never read)
  int_detail::check_divisor(a.value, b.value, "/");
  return Int{a.value / b.value, a.is_static && b.is_static};
}
inline Int operator%(Int a, Int b) {
  if ((a.basis.depth | b.basis.depth) != 0) [[unlikely]] int_detail::fail_scaled(a, "%", b);
  if (!a.is_static && (is_constant(b, 1) || is_constant(b, -1))) return Int{0, true};  // x % _1
  if (is_constant(a, 0) && !b.is_static) return Int{0, true};                          // _0 % x
  int_detail::check_divisor(a.value, b.value, "%");
  return Int{a.value % b.value, a.is_static && b.is_static};
}
inline Int operator-(Int a) {
  if (a.is_scaled_basis()) [[unlikely]] int_detail::fail_scaled(Int{0, true}, "-", a);
  return Int{0, a.is_static} - Int{a.value, a.is_static};
}
// cute::abs (of a scaled basis: of its value), cute::signum (static iff the argument is)
inline Int abs(Int a) {
  if (a.is_scaled_basis() && a.value < 0) return Int{-a.value, a.is_static, a.basis};
  return a.value < 0 ? -a : a;
}
inline Int signum(Int a) {
  if (a.is_scaled_basis()) [[unlikely]] int_detail::fail_scaled(a, "signum", a);
  return Int{(0 < a.value) - (a.value < 0), a.is_static};
}
// cute::min/max/gcd/lcm: static iff both are (no folds). gcd/lcm follow cute's loop (C++ % signs).
inline Int min(Int a, Int b) {
  if ((a.basis.depth | b.basis.depth) != 0) [[unlikely]] int_detail::fail_scaled(a, "min", b);
  return Int{a.value < b.value ? a.value : b.value, a.is_static && b.is_static};
}
inline Int max(Int a, Int b) {
  if ((a.basis.depth | b.basis.depth) != 0) [[unlikely]] int_detail::fail_scaled(a, "max", b);
  return Int{a.value < b.value ? b.value : a.value, a.is_static && b.is_static};
}
Int gcd(Int a, Int b);
Int lcm(Int a, Int b);
// cute::safe_div: a / b. @pre a % b == 0 when both are static (CuTe: static_assert)
Int safe_div(Int a, Int b);
// cute::shiftl/shiftr (x << s for s >= 0, x >> -s otherwise); static iff both are.
Int shiftl(Int x, Int s);
Int shiftr(Int x, Int s);

// ---------------------------------------------------------------------------------------------------
// IntTuple queries (int_tuple.hpp). Results that CuTe returns as static ints are static here.
// ---------------------------------------------------------------------------------------------------
// @post static; 1 for a non-tuple, the number of elements for a tuple
Int rank(const IntTuple& t);
// @post static; 0 for an integer, 1 + max depth of the elements for a tuple (() has depth 1)
Int depth(const IntTuple& t);
// CuTe's product: left fold of `*` over the leaves, `_1` for (). @pre no `_` in t
Int product(const IntTuple& t);
// CuTe's size(t) == product(t).
Int size(const IntTuple& t);
// CuTe's sum: _0 + ... + leaves (left fold). @pre no `_`
Int sum(const IntTuple& t);
// cute::max / min / gcd over all leaves of t (a non-tuple is itself). @pre t has >= 1 leaf
Int max(const IntTuple& t);
Int min(const IntTuple& t);
Int gcd(const IntTuple& t);

// get<I0,I1,...>(t): nested get. An integer (or `_`) is its own get<0>.
// @pre each index < rank at its level; error "get<1,3>: index 3 out of range for rank 2 at mode 1"
const IntTuple& get(const IntTuple& t, std::initializer_list<int> indices);
const IntTuple& get(const IntTuple& t, const std::vector<int>& indices);

// ---------------------------------------------------------------------------------------------------
// IntTuple structure (tuple_algorithms.hpp). Results are built exactly as CuTe builds them (a non-tuple
// input is treated as CuTe treats it: take<0,1>(x) == (x), append(x,y) == (x,y), ...).
// ---------------------------------------------------------------------------------------------------
// @post depth(result) <= 1; a non-tuple is returned as it is
IntTuple flatten(const IntTuple& t);
// Always a tuple: (x) for a non-tuple x.
IntTuple flatten_to_tuple(const IntTuple& t);
// @pre flatten(flat) == flat, rank(flat) == number of leaves of profile; @post congruent(result, profile)
IntTuple unflatten(const IntTuple& flat, const IntTuple& profile);
// Non-tuple -> (x); tuple -> itself.
IntTuple wrap(const IntTuple& t);
// Rank-1 tuples unwrapped until a non-tuple or a rank != 1 tuple.
IntTuple unwrap(const IntTuple& t);
// take<B,E>: the elements [B,E) as a tuple. @pre 0 <= B <= E <= rank(t)
IntTuple take(const IntTuple& t, int begin, int end);
// select<I...>: (get<I0>(t), get<I1>(t), ...), always a tuple. @pre each I < rank(t)
IntTuple select(const IntTuple& t, const std::vector<int>& indices);
// group<B,E>: elements [B,E) replaced by one tuple element (none inserted if B == E). E == -1 means rank.
// @pre 0 <= B <= E <= rank(t)
IntTuple group(const IntTuple& t, int begin, int end);
// append(t,x) / prepend(t,x): a tuple one longer; a non-tuple t becomes (t,x) / (x,t).
IntTuple append(const IntTuple& t, const IntTuple& x);
IntTuple prepend(const IntTuple& t, const IntTuple& x);
// append<N>(t,x) / prepend<N>(t,x): pad to rank N with copies of x (t itself when rank(t) == N).
// @pre N >= rank(t)
IntTuple append(const IntTuple& t, int n, const IntTuple& x);
IntTuple prepend(const IntTuple& t, int n, const IntTuple& x);
// replace<I>(t,x): element I replaced; for a non-tuple, I must be 0 and the result is x. @pre I < rank(t)
IntTuple replace(const IntTuple& t, int index, const IntTuple& x);
// insert<N>(t,x) / remove<N>(t) on tuples. @pre t is a tuple, N <= rank (insert) / N < rank (remove)
IntTuple insert(const IntTuple& t, int index, const IntTuple& x);
IntTuple remove(const IntTuple& t, int index);
// repeat_like(t, x): x at every leaf of t.  repeat<N>(x): x if N == 1, else (x,...,x).
IntTuple repeat_like(const IntTuple& t, const IntTuple& x);
IntTuple repeat(int n, const IntTuple& x);
// CuTe's has_underscore: any `_` leaf.
bool has_underscore(const IntTuple& t);
// Every leaf is static (cute::is_static). `_` counts as static.
bool is_static(const IntTuple& t);
// t with every integer leaf made static (the same values as cute::Int<v>); `_` stays `_`.
IntTuple with_static_leaves(const IntTuple& t);

// ---------------------------------------------------------------------------------------------------
// IntTuple profile relations (int_tuple.hpp). Returned as plain bools (CuTe returns static or dynamic
// bools; `compatible` is dynamic only where sizes are).
// ---------------------------------------------------------------------------------------------------
bool congruent(const IntTuple& a, const IntTuple& b);
bool weakly_congruent(const IntTuple& a, const IntTuple& b);  // a <= b
bool compatible(const IntTuple& a, const IntTuple& b);        // a <= b: size(a) == size(b) leafwise
// CuTe's evenly_divides(shape, tiler) for shape-like tilers. (Layout tilers: core/algebra.)
bool evenly_divides(const IntTuple& shape, const IntTuple& tiler);

// ---------------------------------------------------------------------------------------------------
// IntTuple arithmetic (int_tuple.hpp)
// ---------------------------------------------------------------------------------------------------
// product_each(t): (product(t0), product(t1), ...); a non-tuple t is wrapped first.
IntTuple product_each(const IntTuple& t);
// product_like(t, guide): product of t at the leaves of guide. @pre guide weakly congruent to t
IntTuple product_like(const IntTuple& t, const IntTuple& guide);
// inner_product(a,b): sum over leaves of a*b, as _0 + ... (left fold). @pre congruent(a,b)
Int inner_product(const IntTuple& a, const IntTuple& b);
// elem_scale(a,b): a's profile, each leaf a_i * product(b_i). @pre a's tuples have b's ranks
IntTuple elem_scale(const IntTuple& a, const IntTuple& b);
// ceil_div(a,b): tuple/tuple elementwise (missing ranks of b are _1; @pre rank(a) >= rank(b));
// tuple/int folds b across a's modes; int/tuple uses product(b); int/int (a + b - _1) / b.
IntTuple ceil_div(const IntTuple& a, const IntTuple& b);
inline Int ceil_div(Int a, Int b) { return (a + b - Int{1, true}) / b; }
// round_up(a,b): ((a + b - _1) / b) * b, tuple/tuple elementwise (missing b ranks are _1).
IntTuple round_up(const IntTuple& a, const IntTuple& b);
// shape_div(a,b) (CuTe's "division for shapes"): tuple/tuple elementwise (@pre equal ranks); tuple/int
// folds b across a's modes; int/tuple uses product(b); int/int is (a + b - _1) / b.
// @pre int/int with both static: a % b == 0 or b % a == 0  (CuTe: static_assert "Divisibility
//      Condition"); error "shape_div: divisibility condition violated: 6 and 4 at mode 1"
IntTuple shape_div(const IntTuple& a, const IntTuple& b);
Int shape_div(Int a, Int b);
// filter_zeros(a, b): b with the leaves paired with a static _0 in a replaced by _1 (repeat_like).
IntTuple filter_zeros(const IntTuple& a, const IntTuple& b);
IntTuple filter_zeros(const IntTuple& t);

// ---------------------------------------------------------------------------------------------------
// Strides and coordinates (stride.hpp)
// ---------------------------------------------------------------------------------------------------
// compact_col_major / compact_row_major (compact_major<LayoutLeft/Right>): each leaf gets the product
// of the extents before (after) it, starting at `current`; a static `_1` extent gets stride `_0`.
// current may be a tuple congruent to shape's top level (applied per mode).
IntTuple compact_col_major(const IntTuple& shape, const IntTuple& current = IntTuple(Int{1, true}));
IntTuple compact_row_major(const IntTuple& shape, const IntTuple& current = IntTuple(Int{1, true}));
// compact_order(shape, order): compact strides in the order given by `order` (static order values;
// dynamic ones are "large", left to right). @pre weakly_congruent(order, shape)
IntTuple compact_order(const IntTuple& shape, const IntTuple& order);

// crd2idx(coord, shape, stride): the index of a coordinate (integer = 1-D colexicographic coordinate
// of that mode, tuple = per mode). Staticness as CuTe's recursion (crd2idx_itt / crd2idx_ttt).
// @pre coord weakly congruent to shape where it is a tuple ("crd2idx: coordinate (1,2,3) has rank 3
//      but the shape (4,8) has rank 2"), every coordinate in range: 0 <= c < extent of its mode
//      ("coordinate 9 is out of range for mode 1 of extent 8"; CuTe does not check, LayoutLab does).
Int crd2idx(const IntTuple& coord, const IntTuple& shape, const IntTuple& stride);
// crd2idx over scaled-basis strides (CuTe's ArithmeticTuple arithmetic, arithmetic_tuple.hpp): the terms
// add up to a coordinate, e.g. make_identity_layout((4,8)) at 13 is (1,3). The same walk, sums and
// staticness as crd2idx. @pre as crd2idx
IntTuple crd2idx_coordinate(const IntTuple& coord, const IntTuple& shape, const IntTuple& stride);
// Any leaf is a scaled basis (`_1@0`).
bool has_scaled_basis(const IntTuple& t);
// CuTe's as_arithmetic_tuple of one integer: v@N0@... as the tuple (_0,...,_0,v) nested per mode; a plain
// integer is itself.
IntTuple as_arithmetic_tuple(Int x);
// The same for a sum of crd2idx_coordinate / arith_add: an integer (maybe a basis) as above, a tuple as it is.
IntTuple as_arithmetic_tuple(const IntTuple& sum);
// CuTe's + on ArithmeticTuples: element by element, the shorter padded with _0; _0 + x is x; a scaled
// basis becomes its tuple first. @post an error for an integer other than _0 plus a coordinate
IntTuple arith_add(const IntTuple& a, const IntTuple& b);
// CuTe's make_basis_like(shape): E<i> for mode i, E<i,j> for sub-mode j of mode i, ... (congruent to shape).
IntTuple make_basis_like(const IntTuple& shape);
// crd2idx(coord, shape): the colexicographic 1-D index of coord in shape (Horner). @pre as above
Int crd2idx(const IntTuple& coord, const IntTuple& shape);
// idx2crd(idx, shape): the natural (hierarchical) coordinate of idx, congruent to shape; a tuple idx maps
// per mode. idx2crd(idx, shape, stride) inverts a compact <shape,stride> (CuTe's 3-argument form).
// @pre 0 <= idx < size(shape)
IntTuple idx2crd(const IntTuple& idx, const IntTuple& shape);
IntTuple idx2crd(const IntTuple& idx, const IntTuple& shape, const IntTuple& stride);
// crd2crd(coord, src_shape, dst_shape) = idx2crd(crd2idx(coord, src_shape), dst_shape), per mode when all
// three are tuples.
IntTuple crd2crd(const IntTuple& coord, const IntTuple& src_shape, const IntTuple& dst_shape);

// slice(coord, t): the leaves of t at `_` positions of coord, CuTe's slice (tuples of one element unwrap
// as CuTe's filter_tuple does). dice(coord, t): the complement (leaves at non-`_` positions).
// @pre coord weakly congruent to t
IntTuple slice(const IntTuple& coord, const IntTuple& t);
IntTuple dice(const IntTuple& coord, const IntTuple& t);

}  // namespace ll
