#pragma once
// What the GEMM generator needs to know of an MMA atom (SM80_16x8x16_F32F16F16F32_TN,
// SM90_64x128x16_F32F16F16_SS, UniversalFMA<float,float,float,float>): its shape, element types, the
// threads one atom takes and its architecture, all from core/atoms' MMA_Atom (CuTe's MMA_Traits), and
// the CuTe spelling with template arguments (GMMA's majors follow the GEMM's layout).
#include <string>

#include "core/util/result.hpp"
#include "gpu/gemm/element_type.hpp"

namespace ll::gpu {

enum class AtomFamily { UniversalFma, MmaSync, Gmma };

struct MmaAtomInfo {
  std::string name;        // as given, without template arguments
  std::string cute_type;   // as written into C++: GMMA atoms get <GMMA::Major::K,GMMA::Major::K> etc.
  AtomFamily family = AtomFamily::MmaSync;
  int m = 1, n = 1, k = 1;
  ElementType d = ElementType::F32, a = ElementType::F32, b = ElementType::F32, c = ElementType::F32;
  int threads = 1;         // threads one atom takes: 1 (FMA), 32 (mma.sync), 128 (wgmma)
  int min_sm = 0;          // 80 for SM80_..., 90 for SM90_...
  bool operands_in_registers = true;  // false for GMMA _SS atoms (both operands in shared memory)
};

// @pre atom is a CuTe MMA atom name; `layout` ("TN", "NT", "NN", "TT") picks GMMA majors
Result<MmaAtomInfo> mma_atom_info(const std::string& atom, const std::string& layout = "TN");

}  // namespace ll::gpu
