#include "core/tiled/cta_tile.hpp"

#include <cctype>

namespace ll {
namespace {

constexpr std::int64_t kMaxCtaExtent = 65536;

}  // namespace

Result<CtaTile> parse_cta_tile(const std::string& text) {
  const Error expected = error_of(LL_TRANSLATABLE("CoreMessage", "CTA tile: expected MxNxK, e.g. 128x128x32"));
  std::int64_t extents[3] = {0, 0, 0};
  int mode = 0;
  bool digits = false;
  for (char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (std::isspace(c)) continue;
    if (std::isdigit(c)) {
      extents[mode] = extents[mode] * 10 + (c - '0');
      if (extents[mode] > kMaxCtaExtent)
        return error_of(LL_TRANSLATABLE("CoreMessage", "CTA tile: %1 is larger than %2"), std::string(1, "MNK"[mode]), kMaxCtaExtent);
      digits = true;
    } else if ((c == 'x' || c == 'X') && digits && mode < 2) {
      ++mode;
      digits = false;
    } else {
      return expected;
    }
  }
  if (mode != 2 || !digits) return expected;
  for (int i = 0; i < 3; ++i)
    if (extents[i] <= 0) return error_of(LL_TRANSLATABLE("CoreMessage", "CTA tile: extents must be positive"));
  return CtaTile{extents[0], extents[1], extents[2]};
}

Result<CtaTile> check_cta_tile(const CtaTile& cta, std::int64_t tiled_m, std::int64_t tiled_n, std::int64_t tiled_k) {
  const std::int64_t tile[3] = {cta.m, cta.n, cta.k};
  const std::int64_t tiled[3] = {tiled_m, tiled_n, tiled_k};
  for (int i = 0; i < 3; ++i) {
    if (tiled[i] <= 0) return error_of(LL_TRANSLATABLE("CoreMessage", "TiledMMA: %1 extent must be positive"), std::string(1, "MNK"[i]));
    // The GEMM module's wording (gpu/gemm/gemm_config.cpp), so the field and a run say the same.
    if (tile[i] % tiled[i])
      return error_of(LL_TRANSLATABLE("CoreMessage", "CTA tile %1=%2 is not a multiple of the TiledMMA's %1 extent %3"), std::string(1, "MNK"[i]), tile[i], tiled[i]);
  }
  return cta;
}

}  // namespace ll
