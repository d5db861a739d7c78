#pragma once
// SM100's tcgen05.ld / tcgen05.st as CuTe's Copy_Atoms (cute/atom/copy_traits_sm100.hpp): SM100_TMEM_LOAD_32dp32b{N}x,
// SM100_TMEM_STORE_32dp32b{N}x, SM100_TMEM_LOAD_16dp256b1x. A warp moves values between its 32 TMEM lanes and its
// registers; make_tmem_copy (core/tiled/tmem.hpp) tiles four warps over a TMEM tensor. View only.
#include <string>
#include <vector>

#include "core/atoms/copy_atom.hpp"

namespace ll {

bool is_tmem_copy_op(const std::string& op);
std::vector<std::string> tmem_copy_ops();
// Copy_Atom<op, val_type>. @pre is_tmem_copy_op(op), val_type a known element type of 8, 16 or 32 bits
Copy_Atom make_tmem_copy_atom(const std::string& op, const std::string& val_type);
// Copy_Traits<op>::ValID: (value bit) -> TMEM bit address (a lane is TMEM::DP_b = 2^21 bits). @pre is_tmem_copy_op(op)
Layout tmem_copy_val_id(const std::string& op);

}  // namespace ll
