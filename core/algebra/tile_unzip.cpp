#include "core/algebra/tile_unzip.hpp"

#include "core/algebra/detail.hpp"
#include "core/layout/print.hpp"

namespace ll::algebra_detail {
namespace {

IntTuple zip2_by(IntTuple&& t, const Tiler& guide, const char* op) {
  if (!guide.is_tuple()) {
    if (!t.is_tuple() || t.rank() != 2)
      fail(LL_TRANSLATABLE("CoreMessage", "%1: mismatched ranks: %2 is not a rank-2 (tile, rest) mode"), op, to_string(t));
    return std::move(t);
  }
  const std::size_t gr = guide.modes().size();
  if (!t.is_tuple() || t.rank() < gr)
    fail(LL_TRANSLATABLE("CoreMessage", "%1: mismatched ranks: %2 has fewer modes than the tiler (%3)"), op, to_string(t), gr);
  const std::size_t r = t.rank();
  IntTupleBuilder first, second;
  first.reserve(gr);
  second.reserve(r);
  for (std::size_t i = 0; i < gr; ++i) {
    IntTuple split = zip2_by(t.take_child(i), guide.modes()[i], op);
    first.push_back(split.take_child(0));
    second.push_back(split.take_child(1));
  }
  for (std::size_t i = gr; i < r; ++i) second.push_back(t.take_child(i));
  return IntTuple{std::move(first).build(), std::move(second).build()};
}

// lift_slice with repeat<R>(_): R == 1 keeps the mode whole, otherwise its top-level modes.
void unpack_into(IntTuple&& m, IntTupleBuilder& out) {
  if (m.rank() == 1) {
    out.push_back(std::move(m));
  } else {
    out.append_elements(std::move(m));
  }
}

// @pre t is a (tile, rest) pair (tile_unzip's result)
IntTuple unpack(IntTuple&& t, bool both) {
  if (!t.is_tuple() || t.rank() != 2) fail(LL_TRANSLATABLE("CoreMessage", "unpack: expected a (tile, rest) pair, got %1"), to_string(t));
  IntTupleBuilder out;
  if (both) {
    unpack_into(t.take_child(0), out);
  } else {
    out.push_back(t.take_child(0));
  }
  unpack_into(t.take_child(1), out);
  return std::move(out).build();
}

}  // namespace

Layout tile_unzip(Layout&& l, const Tiler& tiler, const char* op) {
  return Layout{zip2_by(std::move(l.shape), tiler, op), zip2_by(std::move(l.stride), tiler, op)};
}

Layout unpack_modes(Layout&& zipped, bool both) {
  return Layout{unpack(std::move(zipped.shape), both), unpack(std::move(zipped.stride), both)};
}

}  // namespace ll::algebra_detail
