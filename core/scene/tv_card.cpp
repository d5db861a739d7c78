#include "core/scene/tv_card.hpp"

#include "core/algebra/composition.hpp"
#include "core/algebra/inverse.hpp"
#include "core/algebra/product.hpp"

namespace ll {

Result<LayoutTv> make_layout_tv(const Layout& thr, const Layout& val) {
  return attempt([&] {
    const Layout layout_mn = raked_product(thr, val);
    const Layout inverse = right_inverse(layout_mn);
    const Layout shape_tv = make_layout(IntTuple{size(thr), size(val)});
    LayoutTv r;
    r.layout_tv = composition(inverse, shape_tv);
    r.tiler_mn = product_each(layout_mn.shape);
    return r;
  });
}

Result<ThreadSlice> slice_thread(const Layout& tv, std::int64_t thread) {
  return attempt([&] {
    if (!tv.shape.is_tuple() || tv.shape.rank() != 2) fail(LL_TRANSLATABLE("CoreMessage", "tv(t,_): the TV layout must be rank 2"));
    const std::int64_t threads = size(tv.shape[0]).value;
    if (thread < 0 || thread >= threads)
      fail(LL_TRANSLATABLE("CoreMessage", "tv(t,_): thread %1 is outside [0, %2)"), thread, threads);
    const IntTuple coord{dynamic_int(thread), Underscore{}};
    ThreadSlice s;
    s.values = slice(coord, tv);
    s.offset = crd2idx(IntTuple{dynamic_int(thread), dynamic_int(0)}, tv).value;
    return s;
  });
}

Layout col_major_tile(const IntTuple& tiler_mn) { return make_layout(tiler_mn); }

}  // namespace ll
