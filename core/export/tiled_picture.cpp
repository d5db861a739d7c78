#include "core/export/tiled_picture.hpp"

#include "core/atoms/mma_atom.hpp"
#include "core/export/cute_cpp_tiled_mma.hpp"
#include "core/export/cute_dsl.hpp"
#include "core/scene/tiled_mma_scene.hpp"

namespace ll {

Result<TiledPicture> make_tiled_mma_picture(const std::string& atom_name, int thr_m, int thr_n, int thr_k,
                                            const std::string& permutation) {
  auto atom = make_mma_atom(atom_name);
  if (!atom) return atom.failure();
  if (thr_m < 1 || thr_n < 1 || thr_k < 1) return error_of(LL_TRANSLATABLE("CoreMessage", "make_tiled_mma: thread layout extents must be at least 1"));
  auto thr = attempt([&] { return make_layout(IntTuple{static_int(thr_m), static_int(thr_n), static_int(thr_k)}); });
  if (!thr) return thr.failure();
  auto perm = parse_permutation(permutation);
  if (!perm) return perm.failure();
  auto mma = attempt([&] { return make_tiled_mma(*atom, *thr, *perm); });
  if (!mma) return mma.failure();
  // GMMA reads A and B from shared memory by descriptor: CuTe's A/B TV layouts give every element to
  // every thread, which says nothing; the accumulator's ownership is the meaningful picture.
  auto scene = is_gmma_atom(*atom) ? make_accumulator_scene(*mma) : make_tiled_mma_scene(*mma);
  if (!scene) return scene.failure();
  TiledPicture picture;
  picture.kind = "TiledMMA";
  picture.mma = *mma;
  picture.dsl = cute_dsl_tiled_mma(*mma);
  picture.printed = to_string(*mma);
  picture.scene = std::move(scene).value();
  return picture;
}

}  // namespace ll
