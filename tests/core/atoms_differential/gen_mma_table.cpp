#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/mma_traits_sm61.hpp>
#include <cute/atom/mma_traits_sm70.hpp>
#include <cute/atom/mma_traits_sm75.hpp>
#include <cute/atom/mma_traits_sm80.hpp>
#include <cute/atom/mma_traits_sm89.hpp>
#include <cute/atom/mma_traits_sm90.hpp>
#include <cstdio>
#include <complex>
using namespace cute;
template <class T> const char* tn();
#define TN(T, s) template <> const char* tn<T>() { return s; }
TN(half_t,"half_t") TN(bfloat16_t,"bfloat16_t") TN(tfloat32_t,"tfloat32_t") TN(float,"float") TN(double,"double")
TN(cutlass::complex<double>,"complex<double>") TN(int8_t,"int8_t") TN(uint8_t,"uint8_t") TN(int32_t,"int32_t")
TN(int4b_t,"int4b_t") TN(uint4b_t,"uint4b_t") TN(uint1b_t,"uint1b_t") TN(float_e4m3_t,"float_e4m3_t") TN(float_e5m2_t,"float_e5m2_t")
TN(SM80_8x8x4_GC64C64C64GC64_TN::GaussComplex,"GaussComplex") TN(int16_t,"int16_t")
template <class Op> void row(const char* name) {
  using A = MMA_Atom<Op>;
  printf("    {\"%s\", \"%s\", \"%s\", \"%s\", \"%s\", \"", name, tn<typename A::ValTypeD>(), tn<typename A::ValTypeA>(), tn<typename A::ValTypeB>(), tn<typename A::ValTypeC>());
  print(typename A::ThrID{}); printf("\", \""); print(typename A::Shape_MNK{}); printf("\",\n     \"");
  print(typename A::LayoutA_TV{}); printf("\", \""); print(typename A::LayoutB_TV{}); printf("\", \""); print(typename A::LayoutC_TV{}); printf("\"},\n");
}
#define R(N) row<N>(#N);
int main() {
#include "gen_mma_table_names.inc"
}
