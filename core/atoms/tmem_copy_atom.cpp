#include "core/atoms/tmem_copy_atom.hpp"

#include <algorithm>

namespace ll {

namespace {

constexpr std::int64_t kDpBits = std::int64_t{1} << 21;  // TMEM::DP_b: a lane's stride in bit addressing

// The 32dp32b{N}x repetition of an op name, 0 for none.
int repetition_32dp32b(const std::string& op, const char* prefix) {
  const std::string p(prefix);
  if (op.rfind(p, 0) != 0 || op.back() != 'x') return 0;
  const std::string n = op.substr(p.size(), op.size() - p.size() - 1);
  for (int r = 1; r <= 128; r *= 2)
    if (n == std::to_string(r)) return r;
  return 0;
}

}  // namespace

Layout tmem_copy_val_id(const std::string& op) {
  if (op == "SM100_TMEM_LOAD_16dp256b1x") return make_static_layout({256, 16}, {1, kDpBits});
  const int n = std::max(repetition_32dp32b(op, "SM100_TMEM_LOAD_32dp32b"), repetition_32dp32b(op, "SM100_TMEM_STORE_32dp32b"));
  return make_static_layout({32 * n, 32}, {1, kDpBits});
}

bool is_tmem_copy_op(const std::string& op) {
  return op == "SM100_TMEM_LOAD_16dp256b1x" || repetition_32dp32b(op, "SM100_TMEM_LOAD_32dp32b") ||
         repetition_32dp32b(op, "SM100_TMEM_STORE_32dp32b");
}

std::vector<std::string> tmem_copy_ops() {
  std::vector<std::string> out;
  for (int n = 1; n <= 128; n *= 2) out.push_back("SM100_TMEM_LOAD_32dp32b" + std::to_string(n) + "x");
  out.push_back("SM100_TMEM_LOAD_16dp256b1x");
  for (int n = 1; n <= 128; n *= 2) out.push_back("SM100_TMEM_STORE_32dp32b" + std::to_string(n) + "x");
  return out;
}

Copy_Atom make_tmem_copy_atom(const std::string& op, const std::string& val_type) {
  if (!is_tmem_copy_op(op))
    fail(LL_TRANSLATABLE("CoreMessage", "make_tmem_copy: %1 is not a TMEM copy LayoutLab models (SM100_TMEM_LOAD_32dp32b1x..128x, SM100_TMEM_STORE_32dp32b1x..128x, SM100_TMEM_LOAD_16dp256b1x)"), op);
  const int bits = type_bits(val_type);
  if (bits <= 0 || bits > 32) fail(LL_TRANSLATABLE("CoreMessage", "make_tmem_copy: TMEM holds elements of 8, 16 or 32 bits, got %1"), val_type);
  Copy_Atom atom;
  atom.op = op;
  atom.val_type = val_type;
  atom.val_bits = bits;
  atom.kind = CopyKind::Tmem;
  atom.view_only = true;
  atom.thr_id = make_static_layout({32}, {1});
  Layout tmem_side, register_side;  // (thread, bit) -> bit
  if (op == "SM100_TMEM_LOAD_16dp256b1x") {
    tmem_side = make_static_layout({32, 4096}, {0, 1});
    register_side = Layout{IntTuple{IntTuple{static_int(4), static_int(8)}, IntTuple{static_int(64), static_int(2)}},
                           IntTuple{IntTuple{static_int(64), static_int(256)}, IntTuple{static_int(1), static_int(2048)}}};
  } else {
    const int n = std::max(repetition_32dp32b(op, "SM100_TMEM_LOAD_32dp32b"), repetition_32dp32b(op, "SM100_TMEM_STORE_32dp32b"));
    tmem_side = make_static_layout({32, 1024 * n}, {0, 1});
    register_side = make_static_layout({32, 32 * n}, {32 * n, 1});
  }
  const bool load = op.rfind("SM100_TMEM_LOAD", 0) == 0;
  atom.bit_layout_src = load ? tmem_side : register_side;
  atom.bit_layout_dst = load ? register_side : tmem_side;
  atom.bit_layout_ref = tmem_side;  // RefLayout: the load's SrcLayout, for the store too
  atom.val_layout_src = recast_layout(atom.bit_layout_src, 1, bits);
  atom.val_layout_dst = recast_layout(atom.bit_layout_dst, 1, bits);
  atom.val_layout_ref = recast_layout(atom.bit_layout_ref, 1, bits);
  return atom;
}

}  // namespace ll
