#include "core/triton/linear_layout.hpp"

#include <set>

namespace ll::triton {

std::vector<std::int64_t> apply(const LinearLayout& layout, const std::vector<std::int64_t>& inputs) {
  std::vector<std::int64_t> out(layout.out_dims.size(), 0);
  for (std::size_t d = 0; d < layout.in_dims.size(); ++d) {
    const auto& bases = layout.in_dims[d].bases;
    for (std::size_t bit = 0; bit < bases.size(); ++bit)
      if ((inputs[d] >> bit) & 1)
        for (std::size_t o = 0; o < out.size(); ++o) out[o] ^= bases[bit][o];
  }
  return out;
}

int in_dim_index(const LinearLayout& layout, const std::string& name) {
  for (std::size_t i = 0; i < layout.in_dims.size(); ++i)
    if (layout.in_dims[i].name == name) return static_cast<int>(i);
  return -1;
}

std::string to_string(const LinearLayout& layout) {
  std::string out;
  for (const auto& in : layout.in_dims) {
    if (in.bases.empty()) {
      out += " - " + in.name + " is a size 1 dimension\n";
      continue;
    }
    for (std::size_t i = 0; i < in.bases.size(); ++i) {
      out += " - " + in.name + "=" + std::to_string(std::int64_t{1} << i) + " -> (";
      for (std::size_t o = 0; o < in.bases[i].size(); ++o) out += (o ? ", " : "") + std::to_string(in.bases[i][o]);
      out += ")\n";
    }
  }
  out += "where out dims are: [";
  for (std::size_t o = 0; o < layout.out_dims.size(); ++o)
    out += (o ? ", " : "") + layout.out_dims[o].name + " (size " + std::to_string(layout.out_dims[o].size) + ")";
  return out + "]";
}

namespace {
// Rank over GF(2) of all bases, each flattened to one bit vector (out dims are powers of two).
int basis_rank(const LinearLayout& layout, int& total_bases) {
  std::vector<std::uint64_t> rows;
  int shift_total = 0;
  std::vector<int> shifts;
  for (const auto& o : layout.out_dims) {
    shifts.push_back(shift_total);
    int bits = 0;
    while ((std::int64_t{1} << bits) < o.size) ++bits;
    shift_total += bits;
  }
  total_bases = 0;
  for (const auto& in : layout.in_dims)
    for (const auto& b : in.bases) {
      std::uint64_t v = 0;
      for (std::size_t o = 0; o < b.size(); ++o) v |= static_cast<std::uint64_t>(b[o]) << shifts[o];
      rows.push_back(v);
      ++total_bases;
    }
  int rank = 0;
  for (int bit = 63; bit >= 0; --bit) {
    std::size_t pivot = rows.size();
    for (std::size_t i = static_cast<std::size_t>(rank); i < rows.size(); ++i)
      if ((rows[i] >> bit) & 1) pivot = i;
    if (pivot == rows.size()) continue;
    std::swap(rows[static_cast<std::size_t>(rank)], rows[pivot]);
    for (std::size_t i = 0; i < rows.size(); ++i)
      if (i != static_cast<std::size_t>(rank) && ((rows[i] >> bit) & 1)) rows[i] ^= rows[static_cast<std::size_t>(rank)];
    ++rank;
  }
  return rank;
}
int out_bits(const LinearLayout& layout) {
  int total = 0;
  for (const auto& o : layout.out_dims)
    for (std::int64_t s = o.size; s > 1; s >>= 1) ++total;
  return total;
}
}  // namespace

bool is_surjective(const LinearLayout& layout) {
  int n = 0;
  return basis_rank(layout, n) == out_bits(layout);
}

bool is_injective(const LinearLayout& layout) {
  int n = 0;
  return basis_rank(layout, n) == n;
}

}  // namespace ll::triton
