#pragma once
// SM100's tensor memory (TMEM) as CuTe models it (cute/atom/mma_traits_sm100.hpp, cute/atom/copy_traits_sm100.hpp):
// the accumulator a UMMA TiledMMA's make_fragment_C allocates there (UMMA::tmem_frg::make: 128 lanes x 512 columns of
// 32 bits, addressed lane << 16 | column), and the TiledCopy make_tmem_copy builds for a tcgen05.ld / tcgen05.st
// (SM100_TMEM_LOAD_32dp32b1x, ...): each warp of a warpgroup reaches its own 32 lanes. View only: no Blackwell GPU runs
// these here.
#include <cstdint>
#include <string>
#include <vector>

#include "core/atoms/copy_atom.hpp"
#include "core/tensor/tensor.hpp"
#include "core/tiled/tiled_copy.hpp"

namespace ll {

// UMMA::tmem_frg<ValueType, StorageType, N_SM>::make(tmem_shape), TmemAllocMode::Interleaved: the TMEM tensor of a
// post-partitioned accumulator shape ((M_MMA,N_MMA),MMA_M,MMA_N,...), at TMEM address 0.
// @pre tmem_shape static with rank<0> == 2; M_MMA 64 or 128 for one SM, 32, 64 or 128 for two; value_bits <=
//      storage_bits <= 32; size(tmem_shape) * storage_bits within TMEM's 128 x 512 x 32 bits
Tensor make_tmem_fragment(int value_bits, int storage_bits, int n_sm, const IntTuple& tmem_shape);

// CuTe's make_cotiled_copy(atom, atom_tv_layout, data_layout): the TiledCopy whose atom (thread, value) -> data
// address is atom_tv_layout, over a tile of data_layout's coordinates.
// @pre every address of atom_tv_layout is one of data_layout's ("The memory pointed to by AtomTVLayout does not exist
//      in the DataLayout.")
TiledCopy make_cotiled_copy(const Copy_Atom& atom, const Layout& atom_tv_layout, const Layout& data_layout);

// make_tmem_copy(atom, tmem): four warps, each at its own 32 lanes, moving the atom's values of a TMEM tensor.
// @pre tmem a TMEM tensor of the atom's value width ("Expected a CopyAtom with the same type-width as the Tensor.")
TiledCopy make_tmem_copy(const Copy_Atom& atom, const Tensor& tmem);

// tmem_ptr<T> + offset: the offset in 32-bit words, rotated right by log2(32 / bits(T)) so that a sub-word index
// lands in the address's unused top bits, as CuTe's tmem_ptr keeps it. @pre 8 <= bits <= 32
std::uint32_t tmem_advance(std::uint32_t address, int bits, std::int64_t offset);

// A TMEM address split as CuTe prints it (`0x0020.0000`): lane (data path) and 32-bit column.
struct TmemAddress {
  int lane = 0, column = 0;
};
TmemAddress tmem_address(std::int64_t address);

}  // namespace ll
