#include "core/analysis/coalescing.hpp"

#include <algorithm>

#include "core/layout/print.hpp"

namespace ll {
namespace {

std::int64_t floor_div(std::int64_t a, std::int64_t b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }
std::int64_t ceil_div(std::int64_t a, std::int64_t b) { return (a + b - 1) / b; }

// The values of one top-level mode of `l` at each of its 1-D (colex) indices.
std::vector<std::int64_t> mode_values(const Layout& l, int mode) {
  const Layout m = get(l, {mode});
  std::vector<std::int64_t> out(static_cast<std::size_t>(size(m).value));
  for (std::size_t i = 0; i < out.size(); ++i) out[i] = evaluate(m, static_cast<std::int64_t>(i));
  return out;
}

// A thread's view of the tensor through tidfrg_S/D: offset = thread[t] + fragment[j] + rest[r].
struct ThreadView {
  std::vector<std::int64_t> thread, fragment, rest;
  explicit ThreadView(const Layout& l) : thread(mode_values(l, 0)), fragment(mode_values(l, 1)), rest(mode_values(l, 2)) {}
};

// Each group of n consecutive fragment values is contiguous in the tensor and, wherever a thread and rest
// index put it, starts on an n-element boundary.
bool vectors_fit(const ThreadView& offsets, std::int64_t n, std::int64_t base_elements) {
  if (offsets.fragment.size() % static_cast<std::size_t>(n) != 0) return false;
  for (std::size_t j0 = 0; j0 < offsets.fragment.size(); j0 += static_cast<std::size_t>(n))
    for (std::int64_t k = 1; k < n; ++k)
      if (offsets.fragment[j0 + static_cast<std::size_t>(k)] != offsets.fragment[j0] + k) return false;
  if (n == 1) return true;
  for (std::int64_t t : offsets.thread)
    for (std::int64_t r : offsets.rest)
      for (std::size_t j0 = 0; j0 < offsets.fragment.size(); j0 += static_cast<std::size_t>(n))
        if ((base_elements + t + r + offsets.fragment[j0]) % n != 0) return false;
  return true;
}

}  // namespace

Result<Coalescing> global_coalescing(const TiledCopy& copy, char side, const Tensor& gmem) {
  return attempt_op("coalescing", [&]() -> Coalescing {
    if (!gmem.pointer) fail(LL_TRANSLATABLE("CoreMessage", "coalescing: a coordinate tensor has no addresses; give a global-memory tensor (make_gmem_ptr<T>)"));
    if (gmem.pointer->memory != TensorMemory::Global)
      fail(LL_TRANSLATABLE("CoreMessage", "coalescing: the tensor is in shared memory; coalescing is about global memory (see bank_conflicts for shared memory)"));
    const int bits = gmem.pointer->element_bits;
    if (bits != copy.atom.val_bits)
      fail(LL_TRANSLATABLE("CoreMessage", "coalescing: the tensor holds %1-bit elements but the copy atom's value type %2 is %3-bit"), bits,
           copy.atom.val_type, copy.atom.val_bits);
    const std::int64_t elements = size(gmem.layout).value;
    if (elements > kCoalescingElementBudget)
      fail(LL_TRANSLATABLE("CoreMessage", "coalescing: the tensor has %1 elements, more than the %2 one analysis enumerates; tile it first (local_tile)"),
           elements, kCoalescingElementBudget);

    const bool source = side == 'S';
    const Layout atom_values = source ? copy.atom.val_layout_src : copy.atom.val_layout_dst;
    const std::int64_t vals = size(atom_values, {1}).value;  // values a thread moves per instruction
    const ThreadView offsets(source ? tidfrg_S(copy, gmem.layout) : tidfrg_D(copy, gmem.layout));
    const Layout coordinates = make_layout(gmem.layout.shape);
    const ThreadView colex(source ? tidfrg_S(copy, coordinates) : tidfrg_D(copy, coordinates));

    const std::int64_t bytes = bits / 8;
    const std::int64_t base = gmem.pointer->address;
    if (base % bytes != 0)
      fail(LL_TRANSLATABLE("CoreMessage", "coalescing: the address %1 is not aligned to the %2-byte elements"), base, bytes);
    const std::int64_t fragment = static_cast<std::int64_t>(offsets.fragment.size());
    if (fragment % vals != 0)
      fail(LL_TRANSLATABLE("CoreMessage", "coalescing: a thread's %1 values are not a whole number of the atom's %2"), fragment, vals);

    Coalescing out;
    out.element_bits = bits;
    out.vector_bits = static_cast<int>(vals * bits);
    out.threads = static_cast<std::int64_t>(offsets.thread.size());
    out.warps = ceil_div(out.threads, 32);
    out.instructions = fragment / vals * static_cast<std::int64_t>(offsets.rest.size());
    for (std::int64_t n = std::max<std::int64_t>(1, 128 / bits); n >= 1; n /= 2)
      if (vectors_fit(offsets, n, base / bytes)) {
        out.widest_vector_bits = static_cast<int>(n * bits);
        break;
      }
    if (vals > 1 && !vectors_fit(offsets, vals, base / bytes)) {
      // Name the first thread whose vector breaks, as the instruction would need it.
      for (std::size_t j0 = 0; j0 < offsets.fragment.size(); j0 += static_cast<std::size_t>(vals))
        for (std::int64_t k = 1; k < vals; ++k)
          if (offsets.fragment[j0 + static_cast<std::size_t>(k)] != offsets.fragment[j0] + k)
            fail(LL_TRANSLATABLE("CoreMessage", "coalescing: the copy atom moves %1 bits per thread, but a thread's %2 values are not contiguous in the tensor (value %3 is %4 elements from value 0); the widest vector this tensor allows is %5 bits"),
                 out.vector_bits, vals, k, offsets.fragment[j0 + static_cast<std::size_t>(k)] - offsets.fragment[j0], out.widest_vector_bits);
      fail(LL_TRANSLATABLE("CoreMessage", "coalescing: the copy atom moves %1 bits per thread, but some threads' vectors do not start on a %2-byte boundary; the widest vector this tensor allows is %3 bits"),
           out.vector_bits, vals * bytes, out.widest_vector_bits);
    }

    out.element_issue.assign(static_cast<std::size_t>(elements), -1);
    const std::int64_t per_rest = fragment / vals;
    std::vector<std::int64_t> touched_elements, touched_sectors, touched_lines;
    out.issues.reserve(static_cast<std::size_t>(out.warps * out.instructions));
    for (std::int64_t w = 0; w < out.warps; ++w) {
      const std::int64_t first = w * 32, last = std::min(out.threads, first + 32);
      for (std::int64_t i = 0; i < out.instructions; ++i) {
        const std::size_t r = static_cast<std::size_t>(i / per_rest), j0 = static_cast<std::size_t>((i % per_rest) * vals);
        touched_elements.clear();
        touched_sectors.clear();
        touched_lines.clear();
        const std::int64_t issue = static_cast<std::int64_t>(out.issues.size());
        for (std::int64_t t = first; t < last; ++t)
          for (std::int64_t v = 0; v < vals; ++v) {
            const std::size_t j = j0 + static_cast<std::size_t>(v), ti = static_cast<std::size_t>(t);
            const std::int64_t element = offsets.thread[ti] + offsets.fragment[j] + offsets.rest[r];
            const std::int64_t address = base + element * bytes;
            touched_elements.push_back(element);
            touched_sectors.push_back(floor_div(address, 32));
            touched_lines.push_back(floor_div(address, 128));
            out.element_issue[static_cast<std::size_t>(colex.thread[ti] + colex.fragment[j] + colex.rest[r])] = issue;
          }
        auto distinct = [](std::vector<std::int64_t>& v) {
          std::sort(v.begin(), v.end());
          return static_cast<std::int64_t>(std::unique(v.begin(), v.end()) - v.begin());
        };
        WarpIssue wi;
        wi.warp = w;
        wi.instruction = i;
        wi.bytes = distinct(touched_elements) * bytes;
        wi.sectors = distinct(touched_sectors);
        wi.lines = distinct(touched_lines);
        wi.min_sectors = ceil_div(wi.bytes, 32);
        wi.min_lines = ceil_div(wi.bytes, 128);
        out.sectors += wi.sectors;
        out.min_sectors += wi.min_sectors;
        out.lines += wi.lines;
        out.min_lines += wi.min_lines;
        out.issues.push_back(wi);
      }
    }
    return out;
  });
}

std::string to_string(const Coalescing& c) {
  std::string s = "coalescing: " + std::to_string(c.threads) + " threads (" + std::to_string(c.warps) + " warp" +
                  (c.warps == 1 ? "" : "s") + ") x " + std::to_string(c.instructions) + " instruction" +
                  (c.instructions == 1 ? "" : "s") + ", " + std::to_string(c.vector_bits) + "-bit vectors of " +
                  std::to_string(c.element_bits) + "b elements (the tensor allows " + std::to_string(c.widest_vector_bits) +
                  "-bit)\n";
  const auto per = [&](std::int64_t n) {
    const std::int64_t issues = static_cast<std::int64_t>(c.issues.size());
    if (issues == 0) return std::string("0");
    std::string text = std::to_string(n / issues);
    if (n % issues != 0) text += "." + std::to_string(n * 100 / issues % 100 + 100).substr(1);
    return text;
  };
  s += "per warp instruction: 32-byte sectors " + per(c.sectors) + " (minimum " + per(c.min_sectors) + "), 128-byte lines " +
       per(c.lines) + " (minimum " + per(c.min_lines) + ")\n";
  s += "total: " + std::to_string(c.sectors) + " sectors, minimum " + std::to_string(c.min_sectors) + ", efficiency " +
       std::to_string(c.sectors == 0 ? 100 : c.min_sectors * 100 / c.sectors) + "%";
  for (std::int64_t w = 0; w < c.warps; ++w) {
    s += "\nwarp " + std::to_string(w) + " sectors:";
    const std::int64_t shown = std::min<std::int64_t>(c.instructions, 32);  // a line a warp, however many issues
    for (std::int64_t i = 0; i < shown; ++i) s += " " + std::to_string(c.issues[static_cast<std::size_t>(w * c.instructions + i)].sectors);
    if (shown < c.instructions) s += " ... (" + std::to_string(c.instructions - shown) + " more)";
  }
  return s;
}

}  // namespace ll
