#include "core/algebra/tile_unzip.hpp"

#include "core/algebra/detail.hpp"

namespace ll::algebra_detail {
namespace {

IntTuple zip2_by(const IntTuple& t, const Tiler& guide, const char* op) {
  if (!guide.is_tuple()) {
    if (!t.is_tuple() || t.rank() != 2)
      fail(std::string(op) + ": mismatched ranks: " + str(t) + " is not a rank-2 (tile, rest) mode");
    return t;
  }
  const std::size_t gr = guide.modes().size();
  if (!t.is_tuple() || t.rank() < gr)
    fail(std::string(op) + ": mismatched ranks: " + str(t) + " has fewer modes than the tiler (" + std::to_string(gr) + ")");
  IntTupleList first, second;
  for (std::size_t i = 0; i < gr; ++i) {
    IntTuple split = zip2_by(t[i], guide.modes()[i], op);
    first.push_back(std::move(split.elements()[0]));
    second.push_back(std::move(split.elements()[1]));
  }
  for (std::size_t i = gr; i < t.rank(); ++i) second.push_back(t[i]);
  return IntTuple{IntTuple(std::move(first)), IntTuple(std::move(second))};
}

// lift_slice with repeat<R>(_): R == 1 keeps the mode whole, otherwise its top-level modes.
void unpack_into(const IntTuple& m, IntTupleList& out) {
  if (m.rank() == 1) {
    out.push_back(m);
  } else {
    for (const auto& e : m.elements()) out.push_back(e);
  }
}

IntTuple unpack(const IntTuple& t, bool both) {
  IntTupleList out;
  if (both) {
    unpack_into(t[0], out);
  } else {
    out.push_back(t[0]);
  }
  unpack_into(t[1], out);
  return IntTuple(std::move(out));
}

}  // namespace

Layout tile_unzip(const Layout& l, const Tiler& tiler, const char* op) {
  return Layout{zip2_by(l.shape, tiler, op), zip2_by(l.stride, tiler, op)};
}

Layout unpack_modes(const Layout& zipped, bool both) {
  return Layout{unpack(zipped.shape, both), unpack(zipped.stride, both)};
}

}  // namespace ll::algebra_detail
