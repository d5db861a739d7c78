// CuTe's print of every object kernel_traits.cuh declares, in its order, one `@@NAME` line before each:
// the reference for `layoutlab-cli import kernel_traits.cuh --set M=100` (run_import_check.py).
// make_tiles' locals are printed by the function itself when PRINT_LOCALS is defined.
#include <cstdio>
#define PRINT_LOCALS 1
#include "kernel_traits.cuh"

int main() {
  using namespace cute;
  using T = demo::GemmTraits;
  printf("@@GemmTraits::kStages\n%d\n", T::kStages);
  printf("@@GemmTraits::TileShape\n"); print(T::TileShape{}); printf("\n");
  printf("@@GemmTraits::SmemLayoutAtom\n"); print(T::SmemLayoutAtom{}); printf("\n");
  printf("@@GemmTraits::SmemLayoutA\n"); print(T::SmemLayoutA{}); printf("\n");
  printf("@@GemmTraits::TiledMma\n"); print(T::TiledMma{}); printf("\n");
  printf("@@GemmTraits::GmemLayout\n"); print(T::GmemLayout{}); printf("\n");
  demo::make_tiles<T>(100);
}
