// A kernel's traits as CUTLASS users write them: the objects `layoutlab-cli import` must find, each
// compiled by CuTe as well (cute_prints.cpp prints them; PRINT_LOCALS makes make_tiles print its locals) so the import is checked against CuTe.
#pragma once
#include <cute/tensor.hpp>

namespace demo {
using namespace cute;

/* The shared-memory layouts of a 128x128x64 CTA tile, fp16, K-major. */
struct GemmTraits {
  static constexpr int kStages = 3;
  using TileShape = Shape<_128, _128, _64>;
  using SmemLayoutAtom = decltype(composition(Swizzle<3,3,3>{},
                                              Layout<Shape<_8,_64>, Stride<_64,_1>>{}));
  using SmemLayoutA = decltype(tile_to_shape(SmemLayoutAtom{}, make_shape(_128{}, _64{})));
  using TiledMma = decltype(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},
                                           Layout<Shape<_2,_2,_1>>{},
                                           Tile<_32,_32,_16>{}));
  using GmemLayout = Layout<Shape<_32,_8>, Stride<_8,_1>>;   // threads of the global copy
};

// A function body: locals are objects too.
template <class Traits>
void make_tiles(int M) {
  auto tile = make_tile(Layout<_128,_1>{}, Layout<_64,_1>{});
  auto gA = make_layout(make_shape(M, 64), LayoutRight{});
  auto blocked = logical_divide(make_layout(make_shape(_256{}, _64{})), tile);
  auto coords = make_identity_layout(make_shape(_128{}, _64{}));
  auto tile_of_coords = zipped_divide(coords, make_shape(_32{}, _16{}));
#ifdef PRINT_LOCALS
  printf("@@make_tiles::tile\n"); print(tile); printf("\n");
  printf("@@make_tiles::gA\n"); print(gA); printf("\n");
  printf("@@make_tiles::blocked\n"); print(blocked); printf("\n");
  printf("@@make_tiles::coords\n"); print(coords); printf("\n");
  printf("@@make_tiles::tile_of_coords\n"); print(tile_of_coords); printf("\n");
#endif
  (void)gA;
}

}  // namespace demo
