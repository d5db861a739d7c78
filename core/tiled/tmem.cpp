#include "core/tiled/tmem.hpp"

#include "core/algebra/coalesce.hpp"
#include "core/algebra/composition.hpp"
#include "core/algebra/inverse.hpp"
#include "core/algebra/product.hpp"
#include "core/atoms/tmem_copy_atom.hpp"
#include "core/layout/print.hpp"

namespace ll {

namespace {

// TMEM::DP<T>: a lane's stride in T-element addressing (tmem_ptr<T> rotates offsets by log2(32 / bits(T))).
std::int64_t dp_stride(int bits) { return std::int64_t{65536} * (32 / bits); }

}  // namespace

Tensor make_tmem_fragment(int value_bits, int storage_bits, int n_sm, const IntTuple& tmem_shape) {
  if (value_bits <= 0 || value_bits > storage_bits || storage_bits > 32 || 32 % value_bits)
    fail(LL_TRANSLATABLE("CoreMessage", "TMEM MMA allocations require StorageType big enough for ValueType (%1-bit values in %2-bit storage)"),
         value_bits, storage_bits);
  if (!is_static(tmem_shape) || !tmem_shape.is_tuple() || rank(get(tmem_shape, {0})).value != 2)
    fail(LL_TRANSLATABLE("CoreMessage", "UMMA's TMEM fragment: Expected post-partitioned shape ((M_MMA,N_MMA),...), got %1"), to_string(tmem_shape));
  if (size(tmem_shape).value * storage_bits > std::int64_t{128} * 512 * 32)
    fail(LL_TRANSLATABLE("CoreMessage", "UMMA's TMEM fragment: Requesting more TMEM than is available (%1 values of %2 bits; TMEM holds 128 lanes x 512 columns of 32 bits)"),
         size(tmem_shape).value, storage_bits);
  const int r = static_cast<int>(rank(tmem_shape).value);
  const std::int64_t m = size(get(tmem_shape, {0, 0})).value, n = size(get(tmem_shape, {0, 1})).value;
  // "virtual" addressing (lane stride 1, column stride 128) for the atom, restrided to TMEM's on return
  const Layout restride = make_static_layout({128, 16384}, {dp_stride(value_bits), storage_bits / value_bits});
  IntTupleBuilder rest_modes;  // take<1,R>(tmem_shape)
  for (int i = 1; i < r; ++i) rest_modes.push_back(get(tmem_shape, {i}));
  const Layout rest = make_layout(std::move(rest_modes).build());
  Layout atom;
  if (n_sm == 1 && m == 64) {  // half subpartitions: rows 0-15 at lanes 0-15, 16-31 at 32-47, ...
    atom = Layout{IntTuple{IntTuple{static_int(16), static_int(4)}, IntTuple(static_int(n))},
                  IntTuple{IntTuple{static_int(1), static_int(32)}, IntTuple(static_int(128))}};
  } else if (m == 128 && (n_sm == 1 || n_sm == 2)) {  // every lane
    atom = make_static_layout({128, n}, {1, 128});
  } else if (n_sm == 2 && m == 64) {  // the "2x2" atom: columns N/2.. at lanes 64..
    atom = Layout{IntTuple{IntTuple(static_int(64)), IntTuple{static_int(n / 2), static_int(2)}},
                  IntTuple{IntTuple(static_int(1)), IntTuple{static_int(128), static_int(64)}}};
  } else if (n_sm == 2 && m == 32) {  // the "1x4" atom
    atom = Layout{IntTuple{IntTuple(static_int(32)), IntTuple{static_int(n / 4), static_int(4)}},
                  IntTuple{IntTuple(static_int(1)), IntTuple{static_int(128), static_int(32)}}};
  } else {
    fail(LL_TRANSLATABLE("CoreMessage", "UMMA's TMEM fragment: M-mode size %1 of a %2-SM UMMA is not one TMEM holds (1 SM: 64 or 128; 2 SM: 32, 64 or 128 per SM)"),
         m, n_sm);
  }
  const Layout logical = tiled_product(atom, Tiler(rest));
  TensorPointer p = make_tensor_pointer(TensorMemory::Tmem, value_bits, 0);
  return make_tensor(p, composition(restride, logical));
}

TiledCopy make_cotiled_copy(const Copy_Atom& atom, const Layout& atom_tv_layout, const Layout& data_layout) {
  const Layout one_zero{IntTuple(static_int(1)), IntTuple(static_int(0))};
  // data address -> data coordinate; off-the-end addresses get the stride-0 mode
  const Layout inv_data_layout = make_layout({left_inverse(data_layout), one_zero});
  const Layout layout_tv_data = composition(inv_data_layout, atom_tv_layout);  // (tid,vid) -> data coordinate
  if (coalesce(composition(make_layout({data_layout, one_zero}), get(layout_tv_data, {1}))) != coalesce(get(atom_tv_layout, {1})))
    fail(LL_TRANSLATABLE("CoreMessage", "make_cotiled_copy: The memory pointed to by AtomTVLayout does not exist in the DataLayout (%1 over %2)"),
         to_string(atom_tv_layout), to_string(data_layout));
  // the tiler: per flat data mode, the coordinates the atom reaches
  const IntTuple flat_data_shape = product_each(data_layout.shape);
  const int r = static_cast<int>(rank(flat_data_shape).value);
  std::vector<Tiler> tiler;
  for (int i = 0; i < r; ++i) {
    IntTupleBuilder unit;
    for (int j = 0; j < r; ++j) unit.push_back(IntTuple(static_int(j == i ? 1 : 0)));
    tiler.emplace_back(filter(composition(make_layout(flat_data_shape, std::move(unit).build()), layout_tv_data)));
  }
  const Tiler tiler_mn(tiler);
  const Layout tile2data = composition(make_layout(flat_data_shape), tiler_mn);  // tile coordinate -> data coordinate
  const Layout layout_tv = composition(left_inverse(tile2data), layout_tv_data);
  return make_tiled_copy_impl(atom, layout_tv, tiler_mn);
}

TiledCopy make_tmem_copy(const Copy_Atom& atom, const Tensor& tmem) {
  if (!tmem.pointer || tmem.pointer->memory != TensorMemory::Tmem)
    fail(LL_TRANSLATABLE("CoreMessage", "make_tmem_copy: Expected TMEM tensor (make_fragment_C of a UMMA TiledMMA), got %1"), to_string(tmem));
  const int bits = tmem.pointer->element_bits;
  if (atom.val_bits != bits)
    fail(LL_TRANSLATABLE("CoreMessage", "make_tmem_copy: Expected a CopyAtom with the same type-width as the Tensor (%1 bits, the tensor %2)"),
         atom.val_bits, bits);
  // thread -> TMEM address: each warp's 32 threads at the same address of the warp's own 32 lanes
  const Layout atom_t_layout = make_static_layout({32, 4}, {0, 32 * dp_stride(bits)});
  const Layout atom_v_layout = coalesce(upcast(tmem_copy_val_id(atom.op), bits));
  return make_cotiled_copy(atom, make_layout({atom_t_layout, atom_v_layout}), tmem.layout);
}

std::uint32_t tmem_advance(std::uint32_t address, int bits, std::int64_t offset) {
  const int shift = bits >= 32 ? 0 : bits == 16 ? 1 : 2;  // tmem_ptr<T>::OffsetShift
  const auto word = static_cast<std::uint32_t>(offset);
  return address + (shift == 0 ? word : (word >> shift) | (word << (32 - shift)));
}

TmemAddress tmem_address(std::int64_t address) {
  return TmemAddress{int((address >> 16) & 0xFF), int(address & 0xFFFF)};
}

}  // namespace ll
