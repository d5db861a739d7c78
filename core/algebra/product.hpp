#pragma once
// CuTe's products (cute/layout.hpp): repeat a block layout over a tiler.
// logical_product(A, B) = (A, composition(complement(A, size(A)*cosize(B)), B)), applied mode by mode
// for tuple tilers; zipped/tiled/flat regroup it; blocked/raked are the rank-sensitive forms.
#include "core/algebra/steps.hpp"
#include "core/layout/tiler.hpp"
#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll {

// @pre rank(tiler) <= rank(block) for tuple tilers ("logical_product: Too many modes in tiler.")
// @post rank-2 (block, repeated) per tiled mode
Result<Layout> logical_product(const Layout& block, const Tiler& tiler);
Result<Layout> zipped_product(const Layout& block, const Tiler& tiler);
Result<Layout> tiled_product(const Layout& block, const Tiler& tiler);
Result<Layout> flat_product(const Layout& block, const Tiler& tiler);
// Layout tilers only (as in CuTe). @post rank(result) == max(rank(block), rank(tiler))
Result<Layout> blocked_product(const Layout& block, const Layout& tiler);
Result<Layout> raked_product(const Layout& block, const Layout& tiler);

// Steps: the complement of the block up to size(A)*cosize(B), its composition with B (with that
// composition's steps), the concatenation. @post steps.result == logical_product(block, tiler)
Result<AlgebraSteps> logical_product_steps(const Layout& block, const Tiler& tiler);

namespace throwing {
Layout logical_product(const Layout& block, const Tiler& tiler);
Layout zipped_product(const Layout& block, const Tiler& tiler);
Layout tiled_product(const Layout& block, const Tiler& tiler);
Layout flat_product(const Layout& block, const Tiler& tiler);
Layout blocked_product(const Layout& block, const Layout& tiler);
Layout raked_product(const Layout& block, const Layout& tiler);
}  // namespace throwing

}  // namespace ll
