// Copy_Traits as data (cute/atom/copy_traits.hpp, copy_traits_sm75/80/90.hpp); checked against CuTe by
// the atoms differential test.
#include "core/atoms/copy_atom.hpp"

#include "core/atoms/tmem_copy_atom.hpp"

#include <cctype>
#include <map>

#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"

namespace ll {
namespace {

Layout lit(const std::string& text) {
  auto l = parse_layout(text);
  if (!l) fail(LL_TRANSLATABLE("CoreMessage", "copy atom: bad layout literal %1"), text);
  return *l;
}

std::string squeeze(std::string_view text) {
  std::string out;
  for (char c : text)
    if (!std::isspace(static_cast<unsigned char>(c))) out += c;
  for (const char* ns : {"cute::", "cutlass::"}) {
    std::string n(ns);
    for (auto p = out.find(n); p != std::string::npos; p = out.find(n)) out.erase(p, n.size());
  }
  return out;
}

struct Traits {
  const char* thr_id;
  const char* src;
  const char* dst;
  bool ref_is_dst;
  CopyKind kind;
};

// ldmatrix (SM75) layouts in bits; stmatrix (SM90) swaps source and destination.
const std::map<std::string, Traits>& ldsm_traits() {
  static const std::map<std::string, Traits> t = {
      {"SM75_U32x1_LDSM_N", {"_32:_1", "((_8,_4),_128):((_128,_0),_1)", "(_32,_32):(_32,_1)", true, CopyKind::Ldsm}},
      {"SM75_U32x2_LDSM_N", {"_32:_1", "((_16,_2),_128):((_128,_0),_1)", "(_32,(_32,_2)):(_32,(_1,_1024))", true, CopyKind::Ldsm}},
      {"SM75_U32x4_LDSM_N", {"_32:_1", "(_32,_128):(_128,_1)", "(_32,(_32,_4)):(_32,(_1,_1024))", true, CopyKind::Ldsm}},
      {"SM75_U16x2_LDSM_T", {"_32:_1", "((_8,_4),_128):((_128,_0),_1)", "((_4,_8),(_16,_2)):((_256,_16),(_1,_128))", true, CopyKind::Ldsm}},
      {"SM75_U16x4_LDSM_T", {"_32:_1", "((_16,_2),_128):((_128,_0),_1)", "((_4,_8),(_16,_2,_2)):((_256,_16),(_1,_128,_1024))", true, CopyKind::Ldsm}},
      {"SM75_U16x8_LDSM_T", {"_32:_1", "(_32,_128):(_128,_1)", "((_4,_8),(_16,_2,_4)):((_256,_16),(_1,_128,_1024))", true, CopyKind::Ldsm}},
  };
  return t;
}

std::string stsm_to_ldsm(const std::string& op) {
  static const std::map<std::string, std::string> m = {
      {"SM90_U32x1_STSM_N", "SM75_U32x1_LDSM_N"}, {"SM90_U32x2_STSM_N", "SM75_U32x2_LDSM_N"},
      {"SM90_U32x4_STSM_N", "SM75_U32x4_LDSM_N"}, {"SM90_U16x2_STSM_T", "SM75_U16x2_LDSM_T"},
      {"SM90_U16x4_STSM_T", "SM75_U16x4_LDSM_T"}, {"SM90_U16x8_STSM_T", "SM75_U16x8_LDSM_T"}};
  auto it = m.find(op);
  return it == m.end() ? "" : it->second;
}

// `Name<A[,B]>` -> {Name, [A, B]}.
std::pair<std::string, std::vector<std::string>> split_template(const std::string& s) {
  auto lt = s.find('<');
  if (lt == std::string::npos || s.back() != '>') return {s, {}};
  std::vector<std::string> args;
  std::string cur;
  int depth = 0;
  for (char c : s.substr(lt + 1, s.size() - lt - 2)) {
    if (c == '<') ++depth;
    if (c == '>') --depth;
    if (c == ',' && depth == 0) args.push_back(cur), cur.clear();
    else cur += c;
  }
  args.push_back(cur);
  return {s.substr(0, lt), args};
}

// Layout<Shape<_1,Int<bits>>>: one thread moving `bits` contiguous bits.
Layout one_thread_bits(int bits) {
  return make_layout(IntTuple{Int{1, true}, Int{bits, true}});
}

}  // namespace

int type_bits(std::string_view type) {
  static const std::map<std::string, int> bits = {
      {"uint1b_t", 1},       {"bool", 1},          {"int4b_t", 4},       {"uint4b_t", 4},
      {"int8_t", 8},         {"uint8_t", 8},       {"char", 8},          {"float_e4m3_t", 8},
      {"float_e5m2_t", 8},   {"int16_t", 16},      {"uint16_t", 16},     {"half_t", 16},
      {"bfloat16_t", 16},    {"int32_t", 32},      {"uint32_t", 32},     {"float", 32},
      {"tfloat32_t", 32},    {"int", 32},          {"int64_t", 64},      {"uint64_t", 64},
      {"double", 64},        {"uint128_t", 128},   {"complex<float>", 64}, {"complex<double>", 128}};
  const std::string t = squeeze(type);
  auto it = bits.find(t);
  if (it != bits.end()) return it->second;
  // CuTe's unsigned integers of a width: uint_byte_t<16> is uint128_t, uint_bit_t<32> is uint32_t
  for (const auto& [prefix, scale] : {std::pair<std::string_view, int>{"uint_byte_t<", 8}, {"uint_bit_t<", 1}}) {
    if (t.rfind(prefix, 0) != 0 || t.back() != '>') continue;
    const std::string n = t.substr(prefix.size(), t.size() - prefix.size() - 1);
    if (n.empty() || n.size() > 4 || n.find_first_not_of("0123456789") != std::string::npos) return 0;
    const int width = std::stoi(n) * scale;
    return width == 8 || width == 16 || width == 32 || width == 64 || width == 128 ? width : 0;
  }
  return 0;
}

std::vector<std::string> copy_atom_ops() {
  std::vector<std::string> ops = {"UniversalCopy<uint8_t>",  "UniversalCopy<uint16_t>", "UniversalCopy<uint32_t>",
                                  "UniversalCopy<uint64_t>", "UniversalCopy<uint128_t>", "AutoVectorizingCopy",
                                  "AutoVectorizingCopyWithAssumedAlignment<64>"};
  for (const auto& [name, t] : ldsm_traits()) ops.push_back(name);
  for (const char* s : {"SM90_U32x1_STSM_N", "SM90_U32x2_STSM_N", "SM90_U32x4_STSM_N", "SM90_U16x2_STSM_T",
                        "SM90_U16x4_STSM_T", "SM90_U16x8_STSM_T"})
    ops.push_back(s);
  for (const char* s : {"SM80_CP_ASYNC_CACHEALWAYS<uint32_t>", "SM80_CP_ASYNC_CACHEALWAYS<uint64_t>",
                        "SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", "SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>"})
    ops.push_back(s);
  return ops;
}

Result<Copy_Atom> make_copy_atom(std::string_view op_text, std::string_view val_type_text) {
  try {
    std::string op = squeeze(op_text), vt = squeeze(val_type_text);
    Copy_Atom atom;
    atom.op = op;
    atom.val_type = vt;
    atom.val_bits = type_bits(vt);
    if (atom.val_bits == 0) return needing_if_identifier(error_of(LL_TRANSLATABLE("CoreMessage", "Copy_Atom: unknown value type %1"), vt), vt);
    auto [name, args] = split_template(op == "DefaultCopy" ? std::string("AutoVectorizingCopyWithAssumedAlignment<8>") : op);  // copy.hpp's alias
    if (name == "UniversalCopy" || name == "SM80_CP_ASYNC_CACHEALWAYS" || name == "SM80_CP_ASYNC_CACHEGLOBAL" ||
        name == "SM80_CP_ASYNC_CACHEALWAYS_ZFILL" || name == "SM80_CP_ASYNC_CACHEGLOBAL_ZFILL") {
      if (args.empty() || args.size() > 2) return error_of(LL_TRANSLATABLE("CoreMessage", "Copy_Atom: %1 takes <S[,D]>"), name);
      int s = type_bits(args[0]), d = type_bits(args.size() > 1 ? args[1] : args[0]);
      if (s == 0 || d == 0) return error_of(LL_TRANSLATABLE("CoreMessage", "Copy_Atom: unknown type in %1"), op);
      if (name != "UniversalCopy" && (s != d || (s != 32 && s != 64 && s != 128)))
        return error_of(LL_TRANSLATABLE("CoreMessage", "Copy_Atom: cp.async copies 4, 8 or 16 bytes (S == D of 32, 64 or 128 bits), got %1"), op);
      if (name.find("CACHEGLOBAL") != std::string::npos && s != 128)  // copy_sm80.hpp: cp.async.cg moves 16 bytes only
        return error_of(LL_TRANSLATABLE("CoreMessage", "Copy_Atom: %1 (cp.async.cg) copies 16 bytes only (S of 128 bits), got %2"), name, op);
      atom.kind = name == "UniversalCopy" ? CopyKind::Universal : CopyKind::CpAsync;
      atom.thr_id = lit("_1:_0");
      atom.bit_layout_src = one_thread_bits(s);
      atom.bit_layout_dst = one_thread_bits(d);
      atom.bit_layout_ref = atom.bit_layout_src;
    } else if (name == "AutoVectorizingCopy" || name == "AutoVectorizingCopyWithAssumedAlignment") {
      atom.kind = CopyKind::AutoVectorize;
      atom.thr_id = lit("_1:_0");
      atom.bit_layout_src = atom.bit_layout_dst = atom.bit_layout_ref = lit("(_1,_1):(_0,_0)");
    } else if (ldsm_traits().count(name)) {
      const Traits& t = ldsm_traits().at(name);
      atom.kind = t.kind;
      atom.thr_id = lit(t.thr_id);
      atom.bit_layout_src = lit(t.src);
      atom.bit_layout_dst = lit(t.dst);
      atom.bit_layout_ref = atom.bit_layout_dst;
    } else if (!stsm_to_ldsm(name).empty()) {
      const Traits& t = ldsm_traits().at(stsm_to_ldsm(name));
      atom.kind = CopyKind::Stsm;
      atom.thr_id = lit(t.thr_id);
      atom.bit_layout_src = lit(t.dst);
      atom.bit_layout_dst = lit(t.src);
      atom.bit_layout_ref = atom.bit_layout_src;
    } else if (name.rfind("SM100_TMEM_", 0) == 0 && args.empty()) {
      return make_tmem_copy_atom(name, vt);
    } else if (name.find("TMA") != std::string::npos) {
      return error_of(LL_TRANSLATABLE("CoreMessage", "Copy_Atom: TMA copies (%1) are built by make_tma_copy from a global tensor and an smem layout; LayoutLab shows them only in the GUI's view-only list"), name);
    } else {
      return error_of(LL_TRANSLATABLE("CoreMessage", "Copy_Atom: unknown copy operation %1"), op);
    }
    atom.val_layout_src = recast_layout(atom.bit_layout_src, 1, atom.val_bits);
    atom.val_layout_dst = recast_layout(atom.bit_layout_dst, 1, atom.val_bits);
    atom.val_layout_ref = recast_layout(atom.bit_layout_ref, 1, atom.val_bits);
    std::int64_t threads = size(atom.thr_id).value;
    for (const auto* l : {&atom.val_layout_src, &atom.val_layout_dst, &atom.val_layout_ref})
      if (size(*l, {0}).value != threads)
        return error_of(LL_TRANSLATABLE("CoreMessage", "Copy_Atom: CopyOperation is not valid for %1 of ValType (%2 with %3)"),
                        std::string(l == &atom.val_layout_src ? "Src" : l == &atom.val_layout_dst ? "Dst" : "Ref"), op, vt);
    return atom;
  } catch (const CuteError& e) {
    return prefixed("Copy_Atom: ", e.error());
  }
}

std::string to_string(const Copy_Atom& atom) {
  return "Copy_Atom\n  ThrID:        " + to_string(atom.thr_id) + "\n  ValLayoutSrc: " + to_string(atom.val_layout_src) +
         "\n  ValLayoutDst: " + to_string(atom.val_layout_dst) + "\n  ValLayoutRef: " + to_string(atom.val_layout_ref) +
         "\n  ValueType:    " + std::to_string(atom.val_bits) + "b";
}

}  // namespace ll
