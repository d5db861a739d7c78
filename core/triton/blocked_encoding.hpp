#pragma once
// Triton's #ttg.blocked encoding (BlockedEncodingAttr) over a tensor shape, built the way Triton's
// LinearLayoutConversions does it: registers, then lanes, then warps fill the dims in `order`
// (fastest first), the CTA layout (CTAsPerCGA, CTASplitNum, CTAOrder) splits the tensor across CTAs;
// a tensor larger than one pass repeats in registers, a smaller one broadcasts lanes/warps/CTAs.
#include <cstdint>
#include <string>
#include <vector>

#include "core/triton/linear_layout.hpp"
#include "core/util/result.hpp"

namespace ll::triton {

struct BlockedEncoding {
  std::vector<std::int64_t> size_per_thread, threads_per_warp, warps_per_cta, order;
  // CTA layout; empty means one CTA (CTAsPerCGA = CTASplitNum = 1 per dim, CTAOrder = order).
  std::vector<std::int64_t> ctas_per_cga, cta_split_num, cta_order;
};

// @pre every vector has rank(shape) entries, order and cta_order are permutations, every number and
//      every extent of shape is a power of two, CTAsPerCGA % CTASplitNum == 0, shape divisible by
//      CTASplitNum. Errors name the parameter and dim, e.g. "BlockedEncoding: sizePerThread[1] = 3 is
//      not a power of two (linear layouts need powers of two)".
Result<LinearLayout> to_linear_layout(const BlockedEncoding& enc, const std::vector<std::int64_t>& shape);

// One owner of a tensor element: which CTA, warp, lane and register holds it.
struct TritonOwner {
  std::int64_t cta = 0, warp = 0, lane = 0, reg = 0;
  std::int64_t thread = 0;  // warp * threads per warp + lane
  friend bool operator==(const TritonOwner&, const TritonOwner&) = default;
};

// For a rank-2 tensor: owners[row * cols + col] lists every owner of element (row, col), in (cta, warp,
// lane, register) order. For other ranks, the element index is row-major over shape.
struct TritonOwnership {
  std::vector<std::int64_t> shape;
  std::vector<std::vector<TritonOwner>> owners;
  std::int64_t threads_per_warp = 32;
};

// Every element's owners, from the linear layout (in-dims register, lane, warp, block).
// @pre the layout's out dims match shape; size of the enumeration <= 2^24
Result<TritonOwnership> ownership(const LinearLayout& layout, const std::vector<std::int64_t>& shape);
Result<TritonOwnership> ownership(const BlockedEncoding& enc, const std::vector<std::int64_t>& shape);

// The thread table as in Triton's docs: one line per row of a rank-2 tensor, the first owner's thread
// id (warp * 32 + lane) of each element separated by spaces. With several CTAs, `cta` picks which
// CTA's elements are shown (elements of other CTAs print as `.`); -1 shows every element.
Result<std::string> thread_table(const TritonOwnership& own, std::int64_t cta = -1);

// Parse `[2, 2]` / `2,2` lists (eval and GUI input).
Result<std::vector<std::int64_t>> parse_int_list(const std::string& text);

}  // namespace ll::triton
