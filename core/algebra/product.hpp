#pragma once
// CuTe's products (cute/layout.hpp): repeat a block layout over a tiler.
// logical_product(A, B) = (A, composition(complement(A, size(A)*cosize(B)), B)), applied mode by mode
// for tuple tilers; zipped/tiled/flat regroup it; blocked/raked are the rank-sensitive forms.
#include "core/algebra/steps.hpp"
#include "core/layout/tiler.hpp"
#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll {

// CuTe's logical_product; doc: "Informally, `logical_product(A, B)` results in a two mode layout where the first mode is
// the layout `A` and the second mode is the layout `B` but with each element replaced by a "unique replication" of layout `A`."
// @pre rank(tiler) <= rank(block) for tuple tilers ("logical_product: Too many modes in tiler.")
// @post rank-2 (block, repeated) per tiled mode; for a Layout tiler B also compatible(B, layout<1>(result))
Layout logical_product(const Layout& block, const Tiler& tiler);
// CuTe's zipped/tiled/flat_product. CuTe's layout algebra doc: "Similar to `zipped_divide` and `tiled_divide`, the
// `zipped_product` and `tiled_product` simply rearrange the modes that result from a by-mode `logical_product`."
// @pre as logical_product
Layout zipped_product(const Layout& block, const Tiler& tiler);
Layout tiled_product(const Layout& block, const Tiler& tiler);
Layout flat_product(const Layout& block, const Tiler& tiler);
// CuTe's blocked_product. CuTe's layout algebra doc: "The `blocked_product(LayoutA, LayoutB)` and `raked_product(LayoutA,
// LayoutB)` are rank-sensitive transformations on top of 1-D `logical_product` that let us express the more intuitive
// `Layout` products that we most often want to express."
// @pre Layout tilers only (as in CuTe); as logical_product(block, tiler) of the rank-padded layouts
// @post rank(result) == max(rank(block), rank(tiler)); mode i is (block_i, layout<1>(P)_i), P = the logical_product
Layout blocked_product(const Layout& block, const Layout& tiler);

// CuTe's tile_to_shape(block, trg_shape, order): copies of the block (padded to rank(trg_shape) with _1:_0)
// laid over trg_shape by blocked_product, the copies in the order `order` gives (compact_order; the
// default LayoutLeft is column-major). How a swizzled shared-memory atom becomes a CTA tile.
// @pre rank(block) <= rank(trg_shape); when trg_shape is static, each of its modes' sizes is a multiple of
//      the block's (CuTe: static_assert "block shape does not divide the target shape")
// @post compatible(trg_shape, shape(result))
enum class TileOrder { ColMajor, RowMajor };
Layout tile_to_shape(const Layout& block, const IntTuple& trg_shape, TileOrder order = TileOrder::ColMajor);
Layout tile_to_shape(const Layout& block, const IntTuple& trg_shape, const IntTuple& order);
// CuTe's raked_product. CuTe's layout algebra doc: "This results in the "tile" `A` now being interleaved or "raked" with
// the "layout-of-tiles" `B` instead of appearing as blocks."
// @pre as logical_product(block, tiler) of the rank-padded layouts
// @post rank(result) == max(rank(block), rank(tiler)); mode i is (layout<1>(P)_i, block_i), P = the logical_product
Layout raked_product(const Layout& block, const Layout& tiler);

// Steps: the complement of the block up to size(A)*cosize(B), its composition with B (with that
// composition's steps), the concatenation. @post steps.result == logical_product(block, tiler)
Result<AlgebraSteps> logical_product_steps(const Layout& block, const Tiler& tiler);

}  // namespace ll
