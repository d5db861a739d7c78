// CI, no GPU: the element types' facts the runner relies on — 8-bit floats decoded as the OCP FP8 formats define them
// (the inputs the runner draws and the results it reads back), and the CuTe names and atom tokens round trip.
#include <cmath>
#include <cstdio>

#include "gpu/gemm/element_type.hpp"
#include "tests/gpu/check.hpp"

using namespace ll::gpu;

int main() {
  const ElementType e4m3 = ElementType::E4M3, e5m2 = ElementType::E5M2;
  CHECK(fp8_value(e4m3, 0x38) == 1.0);                    // 0.0111.000: 2^(7-7)
  CHECK(fp8_value(e4m3, 0x7e) == 448.0);                  // the largest E4M3
  CHECK(fp8_value(e4m3, 0x01) == std::ldexp(1.0, -9));    // the smallest subnormal
  CHECK(fp8_value(e4m3, 0xb4) == -0.75);                  // 1.0110.100: -(1 + 4/8) * 2^-1
  CHECK(std::isnan(fp8_value(e4m3, 0x7f)) && std::isnan(fp8_value(e4m3, 0xff)));
  CHECK(fp8_value(e4m3, 0x78) == 256.0);                  // E4M3 has no infinity: exponent 15 is a number
  CHECK(fp8_value(e5m2, 0x3c) == 1.0);                    // 0.01111.00: 2^(15-15)
  CHECK(fp8_value(e5m2, 0x7b) == 57344.0);                // the largest E5M2
  CHECK(fp8_value(e5m2, 0x01) == std::ldexp(1.0, -16));   // the smallest subnormal
  CHECK(std::isinf(fp8_value(e5m2, 0x7c)) && fp8_value(e5m2, 0xfc) < 0);
  CHECK(std::isnan(fp8_value(e5m2, 0x7d)));
  CHECK(fp8_value(e5m2, 0x80) == 0.0 && std::signbit(fp8_value(e5m2, 0x80)));
  CHECK(size_bytes(e4m3) == 1 && is_fp8(e5m2) && !is_fp8(ElementType::S8) && !is_integer(e4m3));
  for (ElementType t : {ElementType::F16, ElementType::BF16, ElementType::TF32, ElementType::F32, ElementType::F64,
                        ElementType::S8, ElementType::U8, ElementType::S32, e4m3, e5m2}) {
    CHECK(element_type_from_token(type_token(t)).value() == t);
    CHECK(element_type_from_token(cute_type_name(t)).value() == t);
  }
  std::puts("element types: ok");
  return 0;
}
