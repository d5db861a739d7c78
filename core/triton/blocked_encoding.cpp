#include "core/triton/blocked_encoding.hpp"

#include <algorithm>
#include <cctype>
#include <optional>

namespace ll::triton {
namespace {

bool is_pow2(std::int64_t v) { return v > 0 && (v & (v - 1)) == 0; }

// Bases of identity1D(size, in, dim) appended to `bases`, each output scaled by `scale` in `dim`.
void append_identity(std::vector<std::vector<std::int64_t>>& bases, std::size_t rank, std::size_t dim,
                     std::int64_t size, std::int64_t scale) {
  for (std::int64_t v = 1; v < size; v *= 2) {
    std::vector<std::int64_t> b(rank, 0);
    b[dim] = v * scale;
    bases.push_back(b);
  }
}

std::optional<Error> check(const std::vector<std::int64_t>& v, const char* name, std::size_t rank, bool pow2) {
  if (v.size() != rank)
    return error_of(LL_TRANSLATABLE("CoreMessage", "BlockedEncoding: %1 has %2 entries, the tensor has rank %3"), name, v.size(), rank);
  if (pow2)
    for (std::size_t i = 0; i < v.size(); ++i)
      if (!is_pow2(v[i]))
        return error_of(LL_TRANSLATABLE("CoreMessage", "BlockedEncoding: %1[%2] = %3 is not a power of two (linear layouts need powers of two)"), name, i, v[i]);
  return std::nullopt;
}

std::optional<Error> check_order(const std::vector<std::int64_t>& order, const char* name, std::size_t rank) {
  if (order.size() != rank) return error_of(LL_TRANSLATABLE("CoreMessage", "BlockedEncoding: %1 has %2 entries, the tensor has rank %3"), name, order.size(), rank);
  std::vector<std::int64_t> sorted = order;
  std::sort(sorted.begin(), sorted.end());
  for (std::size_t i = 0; i < rank; ++i)
    if (sorted[i] != static_cast<std::int64_t>(i)) return error_of(LL_TRANSLATABLE("CoreMessage", "BlockedEncoding: %1 is not a permutation of 0..%2"), name, rank - 1);
  return std::nullopt;
}

}  // namespace

Result<LinearLayout> to_linear_layout(const BlockedEncoding& enc_in, const std::vector<std::int64_t>& shape) {
  BlockedEncoding enc = enc_in;
  const std::size_t rank = shape.size();
  if (rank == 0) return error_of(LL_TRANSLATABLE("CoreMessage", "BlockedEncoding: the tensor shape is empty"));
  if (enc.ctas_per_cga.empty()) enc.ctas_per_cga.assign(rank, 1);
  if (enc.cta_split_num.empty()) enc.cta_split_num.assign(rank, 1);
  if (enc.cta_order.empty()) enc.cta_order = enc.order;
  for (auto [v, name] : {std::pair{&enc.size_per_thread, "sizePerThread"}, {&enc.threads_per_warp, "threadsPerWarp"},
                         {&enc.warps_per_cta, "warpsPerCTA"}, {&enc.ctas_per_cga, "CTAsPerCGA"}, {&enc.cta_split_num, "CTASplitNum"}})
    if (auto e = check(*v, name, rank, true)) return *e;
  if (auto e = check(shape, "shape", rank, true)) return *e;
  if (auto e = check_order(enc.order, "order", rank)) return *e;
  if (auto e = check_order(enc.cta_order, "CTAOrder", rank)) return *e;
  for (std::size_t d = 0; d < rank; ++d) {
    if (enc.ctas_per_cga[d] % enc.cta_split_num[d] != 0)
      return error_of(LL_TRANSLATABLE("CoreMessage", "BlockedEncoding: CTAsPerCGA[%1] = %2 is not a multiple of CTASplitNum[%1] = %3"), d, enc.ctas_per_cga[d],
                      enc.cta_split_num[d]);
    if (shape[d] > (std::int64_t{1} << 30)) return error_of(LL_TRANSLATABLE("CoreMessage", "BlockedEncoding: shape[%1] is too large"), d);
  }

  // The CGA layout, limited to the shape (ensureLayoutNotLargerThan): block -> dims, in CTAOrder.
  std::vector<std::int64_t> cga_size(rank, 1);
  std::vector<std::vector<std::int64_t>> block;
  {
    std::vector<std::size_t> block_dim;
    for (std::size_t i = 0; i < rank; ++i) {
      auto dim = static_cast<std::size_t>(enc.cta_order[i]);
      std::int64_t split = enc.cta_split_num[dim];
      append_identity(block, rank, dim, split, 1);
      for (std::int64_t v = 1; v < enc.ctas_per_cga[dim] / split; v *= 2) block.push_back(std::vector<std::int64_t>(rank, 0));
      cga_size[dim] = split;
    }
    for (std::size_t d = 0; d < rank; ++d)
      if (cga_size[d] > shape[d]) {
        for (auto& b : block)
          if (b[d] >= shape[d]) b[d] = 0;
        cga_size[d] = shape[d];
      }
  }
  std::vector<std::int64_t> cta_shape(rank);
  for (std::size_t d = 0; d < rank; ++d) cta_shape[d] = std::max<std::int64_t>(1, shape[d] / cga_size[d]);

  // The CTA layout: identityStandardND of registers, lanes, warps, each in `order`.
  std::vector<std::vector<std::int64_t>> reg, lane, warp;
  std::vector<std::int64_t> covered(rank, 1);  // the out-dim size so far (LinearLayout product scales)
  auto fill = [&](std::vector<std::vector<std::int64_t>>& bases, const std::vector<std::int64_t>& sizes) {
    for (std::size_t i = 0; i < rank; ++i) {
      auto dim = static_cast<std::size_t>(enc.order[i]);
      append_identity(bases, rank, dim, sizes[dim], covered[dim]);
      covered[dim] *= sizes[dim];
    }
  };
  fill(reg, enc.size_per_thread);
  fill(lane, enc.threads_per_warp);
  fill(warp, enc.warps_per_cta);
  // ensureLayoutNotSmallerThan: repeat in registers, dims in the layout's out-dim order (= `order`).
  for (std::size_t i = 0; i < rank; ++i) {
    auto dim = static_cast<std::size_t>(enc.order[i]);
    if (covered[dim] < cta_shape[dim]) {
      append_identity(reg, rank, dim, cta_shape[dim] / covered[dim], covered[dim]);
      covered[dim] = cta_shape[dim];
    }
  }
  // ensureLayoutNotLargerThan: lanes, warps broadcast (bases zeroed); out-of-range register bases dropped.
  for (std::size_t d = 0; d < rank; ++d) {
    if (covered[d] <= cta_shape[d]) continue;
    for (auto* bases : {&warp, &lane, &reg})
      for (auto& b : *bases)
        if (b[d] >= cta_shape[d]) b[d] = 0;
  }
  reg.erase(std::remove_if(reg.begin(), reg.end(), [](const std::vector<std::int64_t>& b) {
              return std::all_of(b.begin(), b.end(), [](std::int64_t v) { return v == 0; });
            }),
            reg.end());
  // ctaLayout * cgaLayout: block offsets are in units of the per-CTA shape.
  for (auto& b : block)
    for (std::size_t d = 0; d < rank; ++d) b[d] *= cta_shape[d];

  LinearLayout out;
  out.in_dims = {{"register", reg}, {"lane", lane}, {"warp", warp}, {"block", block}};
  for (std::size_t d = 0; d < rank; ++d) out.out_dims.push_back({"dim" + std::to_string(d), shape[d]});
  return out;
}

Result<TritonOwnership> ownership(const LinearLayout& layout, const std::vector<std::int64_t>& shape) {
  if (layout.out_dims.size() != shape.size()) return error_of(LL_TRANSLATABLE("CoreMessage", "triton ownership: the layout has %1 out dims, the shape %2"), layout.out_dims.size(), shape.size());
  int ir = in_dim_index(layout, "register"), il = in_dim_index(layout, "lane"), iw = in_dim_index(layout, "warp"), ib = in_dim_index(layout, "block");
  std::int64_t total_in = 1, elements = 1;
  for (const auto& d : layout.in_dims) {
    if (d.bases.size() > 24) return error_of(LL_TRANSLATABLE("CoreMessage", "triton ownership: in-dim %1 is too large"), d.name);
    total_in *= d.size();
    if (total_in > (std::int64_t{1} << 24)) return error_of(LL_TRANSLATABLE("CoreMessage", "triton ownership: more than 2^24 (register, lane, warp, block) points"));
  }
  for (std::int64_t s : shape) {
    if (s <= 0) return error_of(LL_TRANSLATABLE("CoreMessage", "triton ownership: shape extents must be positive"));
    elements *= s;
    if (elements > (std::int64_t{1} << 24)) return error_of(LL_TRANSLATABLE("CoreMessage", "triton ownership: more than 2^24 elements"));
  }
  TritonOwnership own;
  own.shape = shape;
  own.owners.resize(static_cast<std::size_t>(elements));
  own.threads_per_warp = il >= 0 ? layout.in_dims[static_cast<std::size_t>(il)].size() : 1;
  std::vector<std::int64_t> in(layout.in_dims.size(), 0);
  auto size_of = [&](int i) { return i >= 0 ? layout.in_dims[static_cast<std::size_t>(i)].size() : 1; };
  for (std::int64_t b = 0; b < size_of(ib); ++b)
    for (std::int64_t w = 0; w < size_of(iw); ++w)
      for (std::int64_t l = 0; l < size_of(il); ++l)
        for (std::int64_t r = 0; r < size_of(ir); ++r) {
          if (ib >= 0) in[static_cast<std::size_t>(ib)] = b;
          if (iw >= 0) in[static_cast<std::size_t>(iw)] = w;
          if (il >= 0) in[static_cast<std::size_t>(il)] = l;
          if (ir >= 0) in[static_cast<std::size_t>(ir)] = r;
          auto coord = triton::apply(layout, in);
          std::int64_t idx = 0;
          for (std::size_t d = 0; d < shape.size(); ++d) {
            if (coord[d] < 0 || coord[d] >= shape[d]) return error_of(LL_TRANSLATABLE("CoreMessage", "triton ownership: the layout maps outside the shape in dim%1"), d);
            idx = idx * shape[d] + coord[d];
          }
          own.owners[static_cast<std::size_t>(idx)].push_back({b, w, l, r, w * own.threads_per_warp + l});
        }
  return own;
}

Result<TritonOwnership> ownership(const BlockedEncoding& enc, const std::vector<std::int64_t>& shape) {
  auto l = to_linear_layout(enc, shape);
  if (!l) return l.failure();
  return ownership(*l, shape);
}

Result<std::string> thread_table(const TritonOwnership& own, std::int64_t cta) {
  if (own.shape.size() != 2) return error_of(LL_TRANSLATABLE("CoreMessage", "thread_table: needs a rank-2 tensor"));
  std::string out;
  for (std::int64_t r = 0; r < own.shape[0]; ++r) {
    if (r) out += '\n';
    for (std::int64_t c = 0; c < own.shape[1]; ++c) {
      if (c) out += ' ';
      const auto& owners = own.owners[static_cast<std::size_t>(r * own.shape[1] + c)];
      const TritonOwner* first = nullptr;
      for (const auto& o : owners)
        if (cta < 0 || o.cta == cta) {
          first = &o;
          break;
        }
      out += first ? std::to_string(first->thread) : ".";
    }
  }
  return out;
}

Result<std::vector<std::int64_t>> parse_int_list(const std::string& text) {
  std::vector<std::int64_t> out;
  std::string cur;
  auto flush = [&]() -> bool {
    if (cur.empty()) return true;
    try {
      std::size_t pos = 0;
      long long v = std::stoll(cur, &pos);
      if (pos != cur.size()) return false;
      out.push_back(v);
    } catch (...) {
      return false;
    }
    cur.clear();
    return true;
  };
  for (char c : text) {
    if (c == '[' || c == ']' || c == '(' || c == ')' || std::isspace(static_cast<unsigned char>(c))) continue;
    if (c == ',') {
      if (!flush()) return error_of(LL_TRANSLATABLE("CoreMessage", "expected a list of integers such as [2, 2], got %1"), text);
    } else {
      cur += c;
    }
  }
  if (!flush()) return error_of(LL_TRANSLATABLE("CoreMessage", "expected a list of integers such as [2, 2], got %1"), text);
  return out;
}

}  // namespace ll::triton
