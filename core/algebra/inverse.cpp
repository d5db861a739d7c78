#include "core/algebra/inverse.hpp"

#include <utility>

#include "core/algebra/detail.hpp"
#include "core/layout/print.hpp"
#include "core/algebra/flat_modes.hpp"
#include "core/algebra/internal.hpp"

namespace ll {
namespace algebra_detail {
namespace {

using Order = InlineVector<std::size_t, kInlineModes>;

// CuTe sorts modes by stride with an exchange sort (not stable); equal strides must come out in the
// same order as CuTe's, so this is the same sort.
Order sort_by_stride(Order seq, const FlatInts& stride) {
  for (std::size_t i = 0; i < seq.size(); ++i)
    for (std::size_t j = i + 1; j < seq.size(); ++j)
      if (stride[seq[j]].value < stride[seq[i]].value) std::swap(seq[j], seq[i]);
  return seq;
}

// coalesce(L) as flat modes, with the exclusive prefix products of its shape (rank + 1 of them).
struct Coalesced {
  FlatModes modes;
  FlatInts preprod;
};

Coalesced coalesced(const Layout& l) {
  Coalesced c{coalesce_flat(flat_modes(l)), {}};
  c.preprod.push_back(Int{1, true});
  for (const Int& s : c.modes.shape) c.preprod.push_back(s * c.preprod.back());
  return c;
}

// CuTe's R(j) for any integer j, negative ones included: the integer is split over the modes with C++'s
// truncating / and % (CuTe's idx2crd), the last mode taking the rest, then weighted by the strides.
std::int64_t at_any_index(const FlatModes& r, std::int64_t j) {
  std::int64_t index = 0;
  for (std::size_t k = 0; k < r.size(); ++k) {
    const std::int64_t extent = r.shape[k].value;
    const std::int64_t coord = k + 1 == r.size() ? j : j % extent;
    if (k + 1 < r.size()) j /= extent;
    index += coord * r.stride[k].value;
  }
  return index;
}

// Whether r(l(i)) == i for every i < size(l), with CuTe's arithmetic (checked up to 2^22 values; past
// that the answer is no, and the caller refuses as it would without the check).
bool is_left_inverse(const Layout& r, const Layout& l) {
  const std::int64_t n = size(l).value;
  if (n > (std::int64_t{1} << 22)) return false;
  const FlatModes flat = flat_modes(r);
  for (std::size_t k = 0; k + 1 < flat.size(); ++k)
    if (flat.shape[k].value == 0) return false;
  for (std::int64_t i = 0; i < n; ++i)
    if (at_any_index(flat, evaluate(l, i)) != i) return false;
  return true;
}

}  // namespace

// CuTe's right_inverse; cute/layout.hpp: "Build the right-inverse of a layout"
// @post l(result(i)) == i for all i < size(result); dynamic-stride modes contribute nothing
Layout right_inverse_impl(const Layout& l) {
  const Coalesced c = coalesced(l);
  const FlatInts& shape = c.modes.shape;
  const FlatInts& stride = c.modes.stride;
  Order seq;
  for (std::size_t i = 0; i < stride.size(); ++i)
    if (stride[i].is_static) seq.push_back(i);  // dynamic strides are filtered out
  FlatModes result;
  result.push_back(Int{1, true}, Int{0, true});
  Int curr{1, true};
  for (std::size_t i : sort_by_stride(seq, stride)) {
    if (curr.is_static && curr.value == stride[i].value) {
      result.push_back(shape[i], c.preprod[i]);
      curr = shape[i] * stride[i];
    }
  }
  return to_layout(coalesce_flat(result));
}

// CuTe's left_inverse; cute/layout.hpp: "Build the quasi-inverse of a layout (left-inverse when layout is injective)"
// @pre static strides, each sorted non-zero stride divisible by the size covered so far (else an error)
// @post result(l(i)) == i for all i < size(l) when l is injective. A stride below the extent covered so far
//       (a negative one, e.g. (_4):(_-1)) gives CuTe's value where it is a left inverse point by point,
//       (_-1,_4):(_0,_1) there; otherwise an error.
Layout left_inverse_impl(const Layout& l) {
  const Coalesced c = coalesced(l);
  const FlatInts& shape = c.modes.shape;
  const FlatInts& stride = c.modes.stride;
  for (std::size_t i = 0; i < stride.size(); ++i)
    if (!stride[i].is_static)
      fail(LL_TRANSLATABLE("CoreMessage", "left_inverse: left inverse requires static strides: stride %1 at mode %2 is dynamic"),
           to_string(stride[i]), i);
  Order seq;
  for (std::size_t i = 0; i < stride.size(); ++i) seq.push_back(i);
  const Order sorted = sort_by_stride(seq, stride);
  // CuTe's result: shape (e_0, e_1, ..., last extent), stride (_0, preprod of the modes taken, ...).
  FlatModes result;
  Int next_stride{0, true};
  Int covered{1, true};  // size(result_shape)
  std::optional<Error> unchecked;  // the first stride below the extent covered: CuTe's value, checked at the end
  for (std::size_t i : sorted) {
    const Int d = stride[i];
    if (is_const(d, 0)) continue;
    if (d.value % covered.value != 0)
      fail(LL_TRANSLATABLE("CoreMessage", "left_inverse: left inverse divisibility condition violated: stride %1 at mode %2 is not divisible by %3"),
           to_string(d), i, to_string(covered));
    const Int e = d / covered;
    if (e.value <= 0 && !unchecked)
      unchecked = error_of(
          LL_TRANSLATABLE("CoreMessage", "left_inverse: non-injective layout: stride %1 at mode %2 is smaller than the extent covered so far, %3"),
          to_string(d), i, to_string(covered));
    result.push_back(e, next_stride);
    next_stride = c.preprod[i];
    covered = covered * e;
  }
  result.push_back(shape[sorted.back()], next_stride);
  Layout r = to_layout(coalesce_flat(result));
  if (unchecked && (cute_faithful() ? false : !is_left_inverse(r, l))) fail(*unchecked);
  return r;
}

}  // namespace algebra_detail

using namespace algebra_detail;

Layout right_inverse(const Layout& l) {
  check_layout(l, "right_inverse", "layout");
  return right_inverse_impl(l);
}
Layout left_inverse(const Layout& l) {
  check_layout(l, "left_inverse", "layout");
  return left_inverse_impl(l);
}

}  // namespace ll
