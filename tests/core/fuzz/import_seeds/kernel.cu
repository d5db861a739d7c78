#include "kernel_traits.cuh"
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define kBlock 64
#endif
template <class Shape, class TL, int N = 4>
__global__ static __launch_bounds__(128) void kernel(Shape shape, float* C, TL) {
  Tensor mC = make_tensor(make_gmem_ptr(C), shape);
  Tensor tC = local_partition(mC, TL{}, threadIdx.x);
  CUTE_NO_UNROLL
  for (int k = 0; k < N; ++k) { auto next = (k + Int<1>{}) % 4; }
  auto f = [&](int i) { return i; };
}
struct Base { using E = cutlass::half_t; static constexpr int kN = 8; };
struct Traits : public Base { using Smem = std::conditional_t<std::is_same_v<E, cutlass::half_t>, Layout<Shape<Int<kN>, _2>>, Layout<_3>>; };
void host(float* C) {
  auto shape = make_shape(Int<64>{}, 32);
  int a = 0, b = 4, c = b * 2;
  Copy_Atom<UniversalCopy<uint_byte_t<sizeof(float) * 2>>, float> atom;
  kernel<<<1, 32>>>(shape, C, make_layout(make_shape(_8{}, _4{})));
}
