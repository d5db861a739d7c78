#pragma once
// Triton's LinearLayout (triton/Tools/LinearLayout.h): a map from input dimensions (register, lane,
// warp, block) to output dimensions (dim0, dim1, ...) that is linear over GF(2): every input bit has a
// basis vector of output offsets, and an input value maps to the XOR of the bases of its set bits.
#include <cstdint>
#include <string>
#include <vector>

#include "core/util/result.hpp"

namespace ll::triton {

struct InDim {
  std::string name;                                // "register", "lane", "warp", "block"
  std::vector<std::vector<std::int64_t>> bases;    // bases[i]: the output offsets of input bit i
  std::int64_t size() const { return std::int64_t{1} << bases.size(); }
};

struct OutDim {
  std::string name;  // "dim0", "dim1", ...
  std::int64_t size = 1;
};

struct LinearLayout {
  std::vector<InDim> in_dims;
  std::vector<OutDim> out_dims;
  friend bool operator==(const LinearLayout&, const LinearLayout&) = default;
};

// The output coordinate of one input point (one value per in-dim, in in_dims order).
// @pre inputs.size() == in_dims.size(), 0 <= inputs[i] < in_dims[i].size()
std::vector<std::int64_t> apply(const LinearLayout& layout, const std::vector<std::int64_t>& inputs);
// Index of an in-dim by name, or -1.
int in_dim_index(const LinearLayout& layout, const std::string& name);
// Triton's printing style: one line per in-dim basis, e.g.
// ` - register=1 -> (0, 1)` ... then `where out dims are: [dim0 (size 16), dim1 (size 16)]`.
std::string to_string(const LinearLayout& layout);
// Whether every output point is reached (surjective) and whether no two inputs collide (injective).
bool is_surjective(const LinearLayout& layout);
bool is_injective(const LinearLayout& layout);

}  // namespace ll::triton
