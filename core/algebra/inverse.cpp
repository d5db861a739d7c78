#include "core/algebra/inverse.hpp"

#include <utility>

#include "core/algebra/detail.hpp"
#include "core/algebra/internal.hpp"

namespace ll {
namespace algebra_detail {
namespace {

// CuTe sorts modes by stride with an exchange sort (not stable); equal strides must come out in the
// same order as CuTe's, so this is the same sort.
std::vector<std::size_t> sort_by_stride(const std::vector<std::size_t>& seq, const IntList& stride) {
  std::vector<std::pair<std::int64_t, std::size_t>> a;
  a.reserve(seq.size());
  for (std::size_t i : seq) a.emplace_back(stride[i].value, i);
  for (std::size_t i = 0; i < a.size(); ++i)
    for (std::size_t j = i + 1; j < a.size(); ++j)
      if (a[j].first < a[i].first) std::swap(a[j], a[i]);
  std::vector<std::size_t> out;
  out.reserve(a.size());
  for (const auto& p : a) out.push_back(p.second);
  return out;
}

struct Flat {
  IntList shape, stride, preprod;  // preprod: exclusive prefix products of shape (rank+1)
};

Flat coalesced_flat(const Layout& l) {
  const Layout c = coalesce_impl(l);
  Flat f;
  flat_leaves(c.shape, f.shape);
  flat_leaves(c.stride, f.stride);
  f.preprod.push_back(Int{1, true});
  for (const Int& s : f.shape) f.preprod.push_back(mul(s, f.preprod.back()));
  return f;
}

Layout from_modes(const IntTupleList& shape, const IntTupleList& stride) {
  return Layout{IntTuple(shape), IntTuple(stride)};
}

}  // namespace

Layout right_inverse_impl(const Layout& l) {
  const Flat f = coalesced_flat(l);
  std::vector<std::size_t> seq;
  for (std::size_t i = 0; i < f.stride.size(); ++i)
    if (f.stride[i].is_static) seq.push_back(i);  // dynamic strides are filtered out
  IntTupleList rshape{Int{1, true}}, rstride{Int{0, true}};
  Int curr{1, true};
  for (std::size_t i : sort_by_stride(seq, f.stride)) {
    if (curr.is_static && curr.value == f.stride[i].value) {
      rshape.emplace_back(f.shape[i]);
      rstride.emplace_back(f.preprod[i]);
      curr = mul(f.shape[i], f.stride[i]);
    }
  }
  return coalesce_impl(from_modes(rshape, rstride));
}

Layout left_inverse_impl(const Layout& l) {
  const Flat f = coalesced_flat(l);
  for (std::size_t i = 0; i < f.stride.size(); ++i)
    if (!f.stride[i].is_static)
      fail("left_inverse: left inverse requires static strides: stride " + str(f.stride[i]) + " at mode " +
           std::to_string(i) + " is dynamic");
  std::vector<std::size_t> seq;
  for (std::size_t i = 0; i < f.stride.size(); ++i) seq.push_back(i);
  const std::vector<std::size_t> sorted = sort_by_stride(seq, f.stride);
  IntTupleList rshape, rstride{Int{0, true}};
  Int covered{1, true};  // lsize(result_shape)
  for (std::size_t i : sorted) {
    const Int d = f.stride[i];
    if (is_const(d, 0)) continue;
    if (d.value % covered.value != 0)
      fail("left_inverse: left inverse divisibility condition violated: stride " + str(d) + " at mode " +
           std::to_string(i) + " is not divisible by " + str(covered));
    const Int e = div(d, covered);
    if (e.value <= 0)
      fail("left_inverse: non-injective layout: stride " + str(d) + " at mode " + std::to_string(i) +
           " is smaller than the extent covered so far, " + str(covered));
    rshape.emplace_back(e);
    rstride.emplace_back(f.preprod[i]);
    covered = mul(covered, e);
  }
  rshape.emplace_back(f.shape[sorted.back()]);
  return coalesce_impl(from_modes(rshape, rstride));
}

}  // namespace algebra_detail

using namespace algebra_detail;

namespace throwing {
Layout right_inverse(const Layout& l) {
  check_layout(l, "right_inverse", "layout");
  return right_inverse_impl(l);
}
Layout left_inverse(const Layout& l) {
  check_layout(l, "left_inverse", "layout");
  return left_inverse_impl(l);
}
}  // namespace throwing

Result<Layout> right_inverse(const Layout& l) {
  return attempt_op("right_inverse", [&] { return throwing::right_inverse(l); });
}
Result<Layout> left_inverse(const Layout& l) {
  return attempt_op("left_inverse", [&] { return throwing::left_inverse(l); });
}

}  // namespace ll
