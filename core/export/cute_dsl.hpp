#pragma once
// CuTe Python DSL (cutlass.cute) snippets for the same values as the C++ export. In the DSL a Python
// integer is a compile-time constant, so static integers are written as plain numbers and dynamic ones
// as run-time `cutlass.Int32(n)` values.
#include <memory>
#include <string>

#include <vector>

#include "core/atoms/mma_atom.hpp"
#include "core/tiled/tiled_mma.hpp"
#include "core/export/exporter.hpp"
#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"
#include "core/layout/swizzle.hpp"

namespace ll {

// `4` (static) or `cutlass.Int32(4)` (dynamic); tuples as Python tuples `(4, (2, 2))`.
std::string cute_dsl_tuple(const IntTuple& t);
// `cute.make_layout((4, 8), stride=(8, 1))`
std::string cute_dsl_expr(const Layout& l);
// A TiledMMA in the DSL, for the atoms the DSL exposes as warp-level ops (SM80 16x8x8 / 16x8x16 with
// F16 or BF16 inputs: cute.nvgpu.warp.MmaF16BF16Op); "" for the others.
std::string cute_dsl_tiled_mma(const TiledMMA& mma);
// `cute.make_swizzle(3, 4, 3)`
std::string cute_dsl_expr(const Swizzle& s);
// `cute.make_composed_layout(cute.make_swizzle(3, 3, 3), 0, cute.make_layout(...))`
std::string cute_dsl_expr(const ComposedLayout& l);

// The "dsl" format: a function body to paste inside a `@cute.jit` function.
std::unique_ptr<Exporter> make_cute_dsl_exporter();

}  // namespace ll
