#pragma once
// The intermediate steps of an algebra operation, recorded for the classroom stepper ("why is the result
// this?"). A step is data: what CuTe's algorithm did (its kind), where (the mode path), with which numbers
// (its arguments) and the layout it produced. Readers word it: core/algebra/step_text.cpp in English for
// `layoutlab-cli steps`, app/gui/stepper/step_text.cpp through tr() for the GUI and its catalogs.
// Only the *_steps entry points record; the plain operations pass a null recorder and never pay for it.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"

namespace ll {

// Each kind lists its arguments in order; step_text.cpp words them.
enum class StepKind {
  // composition(A, B) (CuTe's composition_impl): A coalesced, then each integral mode of B against it
  CoalesceA,              // A, coalesced A
  StaticZeroStride,       // B's extent, B's stride (a static _0)
  ScaleStride,            // A's stride, B's extent, B's stride, the result
  StrideSkipsMode,        // A's mode, B's stride, A's extent, |B's stride|, the remaining stride
  StrideSkipsModeBUsedUp, // the same, when nothing of B's extent is left
  DivideStrideModShape,   // A's mode, A's extent, B's stride, |B's stride|, extent left in A's mode, B's extent,
                          // the extent taken, A's stride, the stride taken, B's extent left, the remaining stride
  RestMode,               // B's extent left, the remaining stride, A's last stride, the mode's result
  ComposeResult,          // A, B, A o B
  TilerUnderscore,        // A's mode
  ByModeResult,           // A, A o tiler
  // complement(L, cotarget) (CuTe's complement: the holes, then the rest)
  ComplementFilter,       // L, filter(L)
  ComplementStrideZero,   // the cotarget, the result
  ComplementHole,         // the stride, its extent, the extent covered, the hole's extent, covered after it
  ComplementRest,         // the last stride, its hole's extent, the extent covered, the cotarget, the rest's
                          // shape, the rest's stride
  ComplementCoalesce,     // (holes, rest), the complement
  // logical_divide(L, T): complement of the tile, concatenation, composition
  DivideComplement,       // the tile, the cotarget, its complement, L
  DivideConcatenate,      // (tile, complement)
  DivideCompose,          // L, (tile, complement), the result
  DivideResult,           // L, the result
  // logical_product(A, B): complement of the block, composition with the tiler, concatenation
  ProductComplement,      // A, the cotarget size(A)*cosize(B), the complement
  ProductCompose,         // the complement, B, the copies
  ProductConcatenate,     // (A, copies)
  ProductResult,          // A, the result
  // zipped/tiled/flat divides, blocked/raked products: the logical form's modes regrouped
  Regroup,                // the operation's name, the logical form's result, the regrouped result
};

// A step's argument: a count or index, a CuTe integer, a tuple, a layout, or a CuTe function name.
using StepArg = std::variant<std::int64_t, Int, IntTuple, Layout, std::string>;

struct AlgebraStep {
  StepKind kind{};
  std::vector<std::size_t> mode;  // the mode of the right-hand operand it is in, e.g. {1, 0}; empty: all of it
  std::vector<StepArg> args;      // the kind's numbers, in the order listed above
  std::optional<Layout> layout;   // the intermediate layout this step produced, if any
  std::optional<IntTuple> value;  // or an intermediate IntTuple (a shape, a stride, an integer)
  int depth = 0;                  // nesting for display: sub-steps of a divide/product's composition are 1
};

struct AlgebraSteps {
  std::vector<AlgebraStep> steps;
  Layout result;  // equal to what the plain operation returns
};

// The recorder the algorithm bodies take; null when nobody records (algebra/internal.hpp's record()).
using StepRecorder = std::vector<AlgebraStep>;

}  // namespace ll
