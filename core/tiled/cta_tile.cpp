#include "core/tiled/cta_tile.hpp"

#include <cctype>

namespace ll {
namespace {

constexpr std::int64_t kMaxCtaExtent = 65536;

}  // namespace

Result<CtaTile> parse_cta_tile(const std::string& text) {
  const std::string expected = "CTA tile: expected MxNxK, e.g. 128x128x32";
  std::int64_t extents[3] = {0, 0, 0};
  int mode = 0;
  bool digits = false;
  for (char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (std::isspace(c)) continue;
    if (std::isdigit(c)) {
      extents[mode] = extents[mode] * 10 + (c - '0');
      if (extents[mode] > kMaxCtaExtent)
        return Error{"CTA tile: " + std::string(1, "MNK"[mode]) + " is larger than " + std::to_string(kMaxCtaExtent)};
      digits = true;
    } else if ((c == 'x' || c == 'X') && digits && mode < 2) {
      ++mode;
      digits = false;
    } else {
      return Error{expected};
    }
  }
  if (mode != 2 || !digits) return Error{expected};
  for (int i = 0; i < 3; ++i)
    if (extents[i] <= 0) return Error{"CTA tile: extents must be positive"};
  return CtaTile{extents[0], extents[1], extents[2]};
}

Result<CtaTile> check_cta_tile(const CtaTile& cta, std::int64_t tiled_m, std::int64_t tiled_n, std::int64_t tiled_k) {
  const std::int64_t tile[3] = {cta.m, cta.n, cta.k};
  const std::int64_t tiled[3] = {tiled_m, tiled_n, tiled_k};
  for (int i = 0; i < 3; ++i) {
    if (tiled[i] <= 0) return Error{std::string("TiledMMA: ") + "MNK"[i] + " extent must be positive"};
    // The GEMM module's wording (gpu/gemm/gemm_config.cpp), so the field and a run say the same.
    if (tile[i] % tiled[i])
      return Error{std::string("CTA tile ") + "MNK"[i] + "=" + std::to_string(tile[i]) +
                   " is not a multiple of the TiledMMA's " + "MNK"[i] + " extent " + std::to_string(tiled[i])};
  }
  return cta;
}

}  // namespace ll
