#include "core/analysis/pairing.hpp"

#include <algorithm>
#include <set>

#include "core/layout/print.hpp"

namespace ll {

Result<Pairing> pairing(const TiledCopy& copy, const TiledMMA& mma, char operand) {
  if (operand != 'A' && operand != 'B' && operand != 'C') return error_of(LL_TRANSLATABLE("CoreMessage", "pairing: the operand must be A, B or C"));
  Pairing out;
  out.operand = operand;
  out.registers_are_destination = copy.atom.kind != CopyKind::Stsm;
  auto copy_tv = attempt([&] { return out.registers_are_destination ? get_layoutD_TV(copy) : get_layoutS_TV(copy); });
  if (!copy_tv) return copy_tv.failure();
  auto mma_tv = attempt([&] { return operand == 'A' ? get_layoutA_TV(mma) : operand == 'B' ? get_layoutB_TV(mma) : get_layoutC_TV(mma); });
  if (!mma_tv) return mma_tv.failure();
  auto copy_shape = attempt([&] { return tile_shape(copy); });
  auto mma_shape = attempt([&] { return tile_shape(mma); });
  if (!copy_shape || !mma_shape) return error_of(LL_TRANSLATABLE("CoreMessage", "pairing: cannot read the tile shapes"));
  int r = operand == 'B' ? 1 : 0, c = operand == 'C' ? 1 : 2;
  std::int64_t rows = size((*mma_shape)[static_cast<std::size_t>(r)]).value, cols = size((*mma_shape)[static_cast<std::size_t>(c)]).value;
  if (copy_shape->rank() != 2 || size((*copy_shape)[0]).value != rows || size((*copy_shape)[1]).value != cols)
    return error_of(LL_TRANSLATABLE("CoreMessage", "pairing: the copy's tile %1 is not the MMA's %2 tile (%3,%4)"), to_string(*copy_shape), std::string(1, operand),
                    rows, cols);
  std::int64_t threads = size(*mma_tv, {0}).value;
  if (size(*copy_tv, {0}).value != threads)
    return error_of(LL_TRANSLATABLE("CoreMessage", "pairing: the copy has %1 threads, the MMA %2"), size(*copy_tv, {0}).value, threads);
  std::int64_t copy_vals = size(*copy_tv).value / threads, mma_vals = size(*mma_tv).value / threads;
  out.threads = threads;
  auto coord = [&](std::int64_t idx) { return TileCoord{idx % rows, idx / rows}; };
  for (std::int64_t t = 0; t < threads; ++t) {
    std::vector<std::int64_t> a, b;
    for (std::int64_t v = 0; v < copy_vals; ++v) a.push_back(evaluate(*copy_tv, t + threads * v));
    for (std::int64_t v = 0; v < mma_vals; ++v) b.push_back(evaluate(*mma_tv, t + threads * v));
    ThreadPairing tp;
    tp.thread = t;
    std::set<std::int64_t> sa(a.begin(), a.end()), sb(b.begin(), b.end());
    for (std::int64_t i : sb)
      if (!sa.count(i)) tp.missing.push_back(coord(i));
    for (std::int64_t i : sa)
      if (!sb.count(i)) tp.extra.push_back(coord(i));
    tp.same_set = tp.missing.empty() && tp.extra.empty();
    tp.same_order = tp.same_set && a == b;
    if (!tp.same_set) ++out.mismatched_threads;
    else if (!tp.same_order) ++out.reordered_threads;
    out.per_thread.push_back(std::move(tp));
  }
  return out;
}

std::string to_string(const Pairing& p) {
  std::string out = "pairing ";
  out += p.operand;
  out += ": " + std::to_string(p.threads) + " threads, " + std::to_string(p.mismatched_threads) + " mismatched, " +
         std::to_string(p.reordered_threads) + " same values in another order";
  int shown = 0;
  for (const auto& t : p.per_thread) {
    if (t.same_set || shown >= 8) continue;
    ++shown;
    out += "\n  T" + std::to_string(t.thread) + ": missing";
    for (const auto& c : t.missing) out += " (" + std::to_string(c.row) + "," + std::to_string(c.col) + ")";
    out += "; extra";
    for (const auto& c : t.extra) out += " (" + std::to_string(c.row) + "," + std::to_string(c.col) + ")";
  }
  return out;
}

}  // namespace ll
