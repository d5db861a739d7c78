#include "gpu/gemm/element_type.hpp"

#include <cmath>

namespace ll::gpu {

std::string_view cute_type_name(ElementType t) {
  switch (t) {
    case ElementType::F16: return "half_t";
    case ElementType::BF16: return "bfloat16_t";
    case ElementType::TF32: return "tfloat32_t";
    case ElementType::F32: return "float";
    case ElementType::F64: return "double";
    case ElementType::S8: return "int8_t";
    case ElementType::U8: return "uint8_t";
    case ElementType::S32: return "int32_t";
    case ElementType::E4M3: return "float_e4m3_t";
    case ElementType::E5M2: return "float_e5m2_t";
  }
  return "?";
}

std::string_view type_token(ElementType t) {
  switch (t) {
    case ElementType::F16: return "F16";
    case ElementType::BF16: return "BF16";
    case ElementType::TF32: return "TF32";
    case ElementType::F32: return "F32";
    case ElementType::F64: return "F64";
    case ElementType::S8: return "S8";
    case ElementType::U8: return "U8";
    case ElementType::S32: return "S32";
    case ElementType::E4M3: return "E4M3";
    case ElementType::E5M2: return "E5M2";
  }
  return "?";
}

int size_bytes(ElementType t) {
  switch (t) {
    case ElementType::F16:
    case ElementType::BF16: return 2;
    case ElementType::TF32:
    case ElementType::F32:
    case ElementType::S32: return 4;
    case ElementType::F64: return 8;
    case ElementType::S8:
    case ElementType::U8:
    case ElementType::E4M3:
    case ElementType::E5M2: return 1;
  }
  return 0;
}

bool is_integer(ElementType t) { return t == ElementType::S8 || t == ElementType::U8 || t == ElementType::S32; }

bool is_fp8(ElementType t) { return t == ElementType::E4M3 || t == ElementType::E5M2; }

double fp8_value(ElementType t, unsigned char bits) {
  const bool e4m3 = t == ElementType::E4M3;
  const int mant_bits = e4m3 ? 3 : 2, bias = e4m3 ? 7 : 15, max_exp = e4m3 ? 15 : 31;
  const int exp = (bits & 0x7f) >> mant_bits, mant = bits & ((1 << mant_bits) - 1);
  double v;
  if (e4m3 && exp == max_exp && mant == (1 << mant_bits) - 1) v = NAN;
  else if (!e4m3 && exp == max_exp) v = mant ? NAN : INFINITY;
  else if (exp == 0) v = std::ldexp(mant, 1 - bias - mant_bits);  // subnormal
  else v = std::ldexp((1 << mant_bits) + mant, exp - bias - mant_bits);
  return (bits & 0x80) ? -v : v;
}

Result<ElementType> element_type_from_token(std::string_view token) {
  for (ElementType t : {ElementType::F16, ElementType::BF16, ElementType::TF32, ElementType::F32, ElementType::F64,
                        ElementType::S8, ElementType::U8, ElementType::S32, ElementType::E4M3, ElementType::E5M2})
    if (type_token(t) == token) return t;
  if (token == "float") return ElementType::F32;
  if (token == "double") return ElementType::F64;
  if (token == "half_t") return ElementType::F16;
  if (token == "bfloat16_t") return ElementType::BF16;
  if (token == "tfloat32_t") return ElementType::TF32;
  if (token == "int8_t") return ElementType::S8;
  if (token == "uint8_t") return ElementType::U8;
  if (token == "int32_t") return ElementType::S32;
  if (token == "float_e4m3_t") return ElementType::E4M3;
  if (token == "float_e5m2_t") return ElementType::E5M2;
  return Error{"unknown element type '" + std::string(token) + "'"};
}

}  // namespace ll::gpu
