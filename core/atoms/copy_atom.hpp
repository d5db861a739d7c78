#pragma once
// CuTe's Copy_Atom<CopyOp, ValType> (cute/atom/copy_atom.hpp): one copy instruction seen as layouts.
// The traits give (thread, bit) -> bit layouts; the atom recasts them to ValType elements.
#include <string>
#include <string_view>
#include <vector>

#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll {

// What a copy instruction does, for the analyses (bank conflicts, pairing): where it reads and writes.
enum class CopyKind {
  Universal,      // UniversalCopy<S,D>: one thread, one vector of S
  AutoVectorize,  // AutoVectorizingCopy(WithAssumedAlignment<N>)
  Ldsm,           // SM75 ldmatrix: shared -> registers
  Stsm,           // SM90 stmatrix: registers -> shared
  CpAsync,        // SM80 cp.async: global -> shared
  Tma,            // SM90 TMA (view only)
  Tmem,           // SM100 tcgen05.ld / tcgen05.st: tensor memory <-> registers (view only)
};

struct Copy_Atom {
  std::string op;        // CuTe's operation, e.g. `SM75_U32x4_LDSM_N`, `UniversalCopy<uint128_t>`
  std::string val_type;  // the element type, e.g. `half_t`
  int val_bits = 0;      // sizeof_bits<ValType>
  CopyKind kind = CopyKind::Universal;
  Layout thr_id;
  Layout bit_layout_src, bit_layout_dst, bit_layout_ref;  // Copy_Traits: (thr, bit) -> bit
  Layout val_layout_src, val_layout_dst, val_layout_ref;  // recast_layout<uint1_t, ValType>
  bool view_only = false;
  friend bool operator==(const Copy_Atom&, const Copy_Atom&) = default;
};

// Copy_Atom<OP, VALTYPE>, OP and VALTYPE written as in C++ (spaces ignored), e.g.
// make_copy_atom("SM75_U32x4_LDSM_N", "half_t"), make_copy_atom("UniversalCopy<uint128_t>", "half_t"),
// make_copy_atom("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", "half_t"), make_copy_atom("AutoVectorizingCopy", "float").
// @pre the value type is one CuTe names (half_t, float, uint128_t, ...) and divides the instruction
//      ("CopyOperation is not valid for Src of ValType")
Result<Copy_Atom> make_copy_atom(std::string_view op, std::string_view val_type);

// CuTe's print(Copy_Atom): six lines, no final newline (`Copy_Atom`, `  ThrID:        ...`,
// `  ValLayoutSrc: ...`, `  ValLayoutDst: ...`, `  ValLayoutRef: ...`, `  ValueType:    16b`).
std::string to_string(const Copy_Atom& atom);

// sizeof_bits of a CuTe element type name; 0 if unknown.
int type_bits(std::string_view type);

// The copy operations LayoutLab knows, as written in C++ (templates with a representative argument).
std::vector<std::string> copy_atom_ops();

}  // namespace ll
