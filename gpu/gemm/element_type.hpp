#pragma once
// The element types a GEMM can hold, with their CuTe spelling and how the host and cuBLAS store them.
#include <string>
#include <string_view>

#include "core/util/result.hpp"

namespace ll::gpu {

enum class ElementType { F16, BF16, TF32, F32, F64, S8, U8, S32 };

// CuTe's name: half_t, bfloat16_t, tfloat32_t, float, double, int8_t, uint8_t, int32_t.
std::string_view cute_type_name(ElementType t);
// The atom-name token: F16, BF16, TF32, F32, F64, S8, U8, S32.
std::string_view type_token(ElementType t);
int size_bytes(ElementType t);
bool is_integer(ElementType t);
// @pre token is one of type_token's spellings, else an Error naming it
Result<ElementType> element_type_from_token(std::string_view token);

}  // namespace ll::gpu
