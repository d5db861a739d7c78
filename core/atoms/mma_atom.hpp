#pragma once
// CuTe's MMA_Atom (cute/atom/mma_atom.hpp): one hardware MMA instruction seen as layouts. ThrID maps
// the atom's thread index to the hardware thread; LayoutX_TV maps (thread, value) to the operand's
// (m,k) / (n,k) / (m,n) index, column-major over Shape_MNK.
#include <string>
#include <string_view>
#include <vector>

#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll {

struct MMA_Atom {
  std::string name;  // CuTe's operation name as written in C++, template arguments included
  std::string arch;  // "SM70", "SM80", "SM90", "SM100", ... (from the name)
  std::string val_type_d, val_type_a, val_type_b, val_type_c;  // CuTe's ValTypeD/A/B/C names
  Layout thr_id;
  IntTuple shape_mnk;
  Layout layout_a_tv, layout_b_tv, layout_c_tv;
  bool view_only = false;  // SM100 UMMA: shown, not runnable by the GPU module
  friend bool operator==(const MMA_Atom&, const MMA_Atom&) = default;
};

// CuTe's print(MMA_Atom): six lines (no final newline), byte for byte:
// `MMA_Atom`, `  ThrID:      ...`, `  Shape_MNK:  ...`, `  LayoutA_TV: ...`, `  LayoutB_TV: ...`, `  LayoutC_TV: ...`
std::string to_string(const MMA_Atom& atom);

// The atom CuTe's MMA_Atom<NAME> holds. NAME is written as in C++ (spaces ignored), e.g.
// `SM80_16x8x16_F32F16F16F32_TN`, `SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::MN>`,
// `SM100_MMA_F16BF16_SS<half_t,half_t,float,128,256,UMMA::Major::K,UMMA::Major::K>`.
// @post the result's layouts and printing equal CuTe's; unknown names give an error naming the closest family
Result<MMA_Atom> make_mma_atom(std::string_view name);

// Every catalog entry CuTe defines that LayoutLab knows (SM61..SM90, GMMA with every N, majorness and
// SS/RS; a representative set of SM100 UMMA instantiations). Stable order.
const std::vector<MMA_Atom>& mma_catalog();

}  // namespace ll
