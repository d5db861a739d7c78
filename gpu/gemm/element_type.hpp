#pragma once
// The element types a GEMM can hold, with their CuTe spelling and how the host and cuBLAS store them.
#include <string>
#include <string_view>

#include "core/util/result.hpp"

namespace ll::gpu {

enum class ElementType { F16, BF16, TF32, F32, F64, S8, U8, S32, E4M3, E5M2 };

// CuTe's name: half_t, bfloat16_t, tfloat32_t, float, double, int8_t, uint8_t, int32_t, float_e4m3_t, float_e5m2_t.
std::string_view cute_type_name(ElementType t);
// The atom-name token: F16, BF16, TF32, F32, F64, S8, U8, S32, E4M3, E5M2.
std::string_view type_token(ElementType t);
int size_bytes(ElementType t);
bool is_integer(ElementType t);
// The 8-bit floats (E4M3, E5M2): GMMA only; cuBLASLt is their reference.
bool is_fp8(ElementType t);
// An 8-bit float's value: E4M3 (bias 7, no infinities, S.1111.111 is NaN) or E5M2 (bias 15, IEEE-like). @pre is_fp8(t)
double fp8_value(ElementType t, unsigned char bits);
// @pre token is one of type_token's spellings, else an Error naming it
Result<ElementType> element_type_from_token(std::string_view token);

}  // namespace ll::gpu
