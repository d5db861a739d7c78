// The MMA catalog as data. SM61..SM90 (non-GMMA) rows come from a table generated once from CuTe's
// MMA_Traits; GMMA and UMMA follow the parametric layouts of mma_traits_sm90_gmma.hpp and
// mma_traits_sm100.hpp. The atoms differential test prints every entry with real CuTe and compares.
#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <mutex>
#include <string>

#include "core/atoms/mma_atom.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"

namespace ll {
namespace {

struct TableRow {
  const char *name, *d, *a, *b, *c, *thr_id, *shape_mnk, *layout_a, *layout_b, *layout_c;
};

const TableRow kTable[] = {
#include "core/atoms/mma_catalog_table.inc"
};

Layout literal_layout(const std::string& text) {
  auto l = parse_layout(text);
  if (!l) fail(prefixed("mma catalog: bad layout literal " + text + ": ", l.failure()));
  return *l;
}

IntTuple literal_tuple(const std::string& text) {
  auto t = parse_int_tuple(text);
  if (!t) fail(prefixed("mma catalog: bad shape literal " + text + ": ", t.failure()));
  return *t;
}

std::string arch_of(const std::string& name) {
  if (name.rfind("SM", 0) != 0) return "";
  auto end = name.find('_');
  return name.substr(0, end);
}

std::string s(std::int64_t v) { return "_" + std::to_string(v); }

// GMMA::ABLayout<M,K>: every one of the 128 threads sees the whole (M,K) smem tile through a descriptor.
Layout gmma_ab_layout(std::int64_t mn, std::int64_t k) {
  return literal_layout("(_128,(" + s(mn) + "," + s(k) + ")):(_0,(_1," + s(mn) + "))");
}

// GMMA::CLayout_64xN.
Layout gmma_c_layout(std::int64_t n) {
  return literal_layout("((_4,_8,_4),(_2,_2," + s(n / 8) + ")):((_128,_1,_16),(_64,_8,_512))");
}

// GMMA::ALayout_64x{8,16,32}: the register-sourced A operand, by element width.
Layout gmma_rs_a_layout(int bits) {
  if (bits == 32) return literal_layout("((_4,_8,_4),(_2,_2)):((_64,_1,_16),(_8,_256))");
  if (bits == 16) return literal_layout("((_4,_8,_4),(_2,_2,_2)):((_128,_1,_16),(_64,_8,_512))");
  return literal_layout("((_4,_8,_4),(_4,_2,_2)):((_256,_1,_16),(_64,_8,_1024))");
}

struct GmmaFamily {
  const char* types;  // as in the name, e.g. "F32F16F16"
  const char *d, *a, *b;
  int k, a_bits;
  bool majors;     // 16-bit: template <tnspA, tnspB>; others are K-major only ("_TN")
  bool integer;    // integer ops are plain structs (no template); others alias templates (`<>`)
};

const GmmaFamily kGmmaFamilies[] = {
    {"F16F16F16", "half_t", "half_t", "half_t", 16, 16, true, false},
    {"F32F16F16", "float", "half_t", "half_t", 16, 16, true, false},
    {"F32BF16BF16", "float", "bfloat16_t", "bfloat16_t", 16, 16, true, false},
    {"F32TF32TF32", "float", "tfloat32_t", "tfloat32_t", 8, 32, false, false},
    {"S32S8S8", "int32_t", "int8_t", "int8_t", 32, 8, false, true},
    {"S32S8U8", "int32_t", "int8_t", "uint8_t", 32, 8, false, true},
    {"S32U8S8", "int32_t", "uint8_t", "int8_t", 32, 8, false, true},
    {"S32U8U8", "int32_t", "uint8_t", "uint8_t", 32, 8, false, true},
    {"F16E4M3E4M3", "half_t", "float_e4m3_t", "float_e4m3_t", 32, 8, false, false},
    {"F32E4M3E4M3", "float", "float_e4m3_t", "float_e4m3_t", 32, 8, false, false},
    {"F16E4M3E5M2", "half_t", "float_e4m3_t", "float_e5m2_t", 32, 8, false, false},
    {"F32E4M3E5M2", "float", "float_e4m3_t", "float_e5m2_t", 32, 8, false, false},
    {"F16E5M2E4M3", "half_t", "float_e5m2_t", "float_e4m3_t", 32, 8, false, false},
    {"F32E5M2E4M3", "float", "float_e5m2_t", "float_e4m3_t", 32, 8, false, false},
    {"F16E5M2E5M2", "half_t", "float_e5m2_t", "float_e5m2_t", 32, 8, false, false},
    {"F32E5M2E5M2", "float", "float_e5m2_t", "float_e5m2_t", 32, 8, false, false},
};

// N values CuTe defines (mma_traits_sm90_gmma.hpp plus the _ext shapes): every multiple of 8 up to 256
// for floating point, multiples of 16 (and 8, 24) for integers.
std::vector<std::int64_t> gmma_ns(bool integer) {
  std::vector<std::int64_t> ns;
  for (std::int64_t n = 8; n <= 256; n += 8)
    if (!integer || n % 16 == 0 || n == 8 || n == 24) ns.push_back(n);
  return ns;
}

void add_gmma(std::vector<MMA_Atom>& out) {
  for (const auto& f : kGmmaFamilies) {
    for (std::int64_t n : gmma_ns(f.integer)) {
      for (bool rs : {false, true}) {
        std::string base = "SM90_64x" + std::to_string(n) + "x" + std::to_string(f.k) + "_" + f.types +
                           (rs ? "_RS" : "_SS");
        std::vector<std::string> names;
        if (f.majors) {
          for (const char* ma : {"K", "MN"})
            for (const char* mb : {"K", "MN"}) {
              if (rs && std::string(ma) == "MN") continue;  // register A must be K-major (static_assert)
              names.push_back(base + "<GMMA::Major::" + ma + ",GMMA::Major::" + mb + ">");
            }
        } else if (f.integer) {
          names.push_back(base + "_TN");
          names.push_back(base + "_TN_SATURATE");
        } else {
          names.push_back(base + "_TN<>");
        }
        for (const auto& name : names) {
          MMA_Atom atom;
          atom.name = name;
          atom.arch = "SM90";
          atom.val_type_d = atom.val_type_c = f.d;
          atom.val_type_a = f.a;
          atom.val_type_b = f.b;
          atom.thr_id = literal_layout("_128:_1");
          atom.shape_mnk = literal_tuple("(_64," + s(n) + "," + s(f.k) + ")");
          atom.layout_a_tv = rs ? gmma_rs_a_layout(f.a_bits) : gmma_ab_layout(64, f.k);
          atom.layout_b_tv = gmma_ab_layout(n, f.k);
          atom.layout_c_tv = gmma_c_layout(n);
          out.push_back(std::move(atom));
        }
      }
    }
  }
}

struct UmmaKind {
  const char* op;  // SM100_MMA_F16BF16_SS, ...
  int k_bits_per_elem;
  bool two_sm;
};

int type_bits(const std::string& t) {
  if (t == "half_t" || t == "bfloat16_t") return 16;
  if (t == "tfloat32_t" || t == "float" || t == "int32_t") return 32;
  if (t == "int8_t" || t == "uint8_t" || t == "float_e4m3_t" || t == "float_e5m2_t") return 8;
  return 0;
}

// SM100 UMMA (view only): one (1SM) or two (2x1SM) "threads" (CTAs), each owning a contiguous block.
MMA_Atom umma_atom(const std::string& op, const std::string& a, const std::string& b, const std::string& c,
                   std::int64_t m, std::int64_t n, const std::string& a_major, const std::string& b_major) {
  bool two_sm = op.find("2x1SM") != std::string::npos;
  std::int64_t k = 256 / type_bits(a);
  MMA_Atom atom;
  atom.name = op + "<" + a + "," + b + "," + c + "," + std::to_string(m) + "," + std::to_string(n) +
              ",UMMA::Major::" + a_major + ",UMMA::Major::" + b_major + ">";
  atom.arch = "SM100";
  atom.val_type_d = atom.val_type_c = c;
  atom.val_type_a = a;
  atom.val_type_b = b;
  atom.view_only = true;
  atom.shape_mnk = literal_tuple("(" + s(m) + "," + s(n) + "," + s(k) + ")");
  if (!two_sm) {
    atom.thr_id = literal_layout("_1:_0");
    atom.layout_a_tv = literal_layout("(_1,(" + s(m) + "," + s(k) + ")):(_0,(_1," + s(m) + "))");
    atom.layout_b_tv = literal_layout("(_1,(" + s(n) + "," + s(k) + ")):(_0,(_1," + s(n) + "))");
    atom.layout_c_tv = literal_layout("(_1,(" + s(m) + "," + s(n) + ")):(_0,(_1," + s(m) + "))");
  } else {
    atom.thr_id = literal_layout("_2:_1");
    atom.layout_a_tv = literal_layout("(_2,(" + s(m / 2) + "," + s(k) + ")):(" + s(m / 2) + ",(_1," + s(m) + "))");
    atom.layout_b_tv = literal_layout("(_2,(" + s(n / 2) + "," + s(k) + ")):(" + s(n / 2) + ",(_1," + s(n) + "))");
    atom.layout_c_tv = literal_layout("(_2,(" + s(m / 2) + "," + s(n) + ")):(" + s(m / 2) + ",(_1," + s(m) + "))");
  }
  return atom;
}

void add_umma(std::vector<MMA_Atom>& out) {
  struct Types { const char *op, *a, *b, *c; };
  const Types ones[] = {{"SM100_MMA_F16BF16_SS", "half_t", "half_t", "float"},
                        {"SM100_MMA_F16BF16_SS", "bfloat16_t", "bfloat16_t", "float"},
                        {"SM100_MMA_F16BF16_SS", "half_t", "half_t", "half_t"},
                        {"SM100_MMA_TF32_SS", "tfloat32_t", "tfloat32_t", "float"},
                        {"SM100_MMA_S8_SS", "int8_t", "int8_t", "int32_t"}};
  for (const auto& t : ones)
    for (std::int64_t m : {64, 128})
      for (std::int64_t n : {64, 128, 256})
        for (const char* mj : {"K", "MN"})
          if (std::string(t.op) != "SM100_MMA_S8_SS" || std::string(mj) == "K")
            out.push_back(umma_atom(t.op, t.a, t.b, t.c, m, n, mj, mj));
  for (std::int64_t m : {128, 256})
    for (std::int64_t n : {128, 256})
      out.push_back(umma_atom("SM100_MMA_F16BF16_2x1SM_SS", "half_t", "half_t", "float", m, n, "K", "K"));
}

std::string squeeze(std::string_view text) {
  std::string out;
  for (char c : text)
    if (!std::isspace(static_cast<unsigned char>(c))) out += c;
  return out;
}

// Lookup key: no spaces; `Major::K` and `GMMA::Major::K` alike; a trailing `<>` optional.
std::string lookup_key(std::string_view text) {
  std::string k = squeeze(text);
  for (const char* ns : {"cute::", "SM90::GMMA::", "GMMA::", "UMMA::", "cutlass::"}) {
    std::string n(ns);
    for (auto p = k.find(n); p != std::string::npos; p = k.find(n)) k.erase(p, n.size());
  }
  if (k.size() > 2 && k.compare(k.size() - 2, 2, "<>") == 0) k.resize(k.size() - 2);
  return k;
}

struct Catalog {
  std::vector<MMA_Atom> atoms;
  std::map<std::string, std::size_t> by_key;
};

const Catalog& catalog() {
  static const Catalog cat = [] {
    Catalog c;
    for (const auto& r : kTable) {
      MMA_Atom atom;
      atom.name = r.name;
      atom.arch = arch_of(r.name);
      atom.val_type_d = r.d;
      atom.val_type_a = r.a;
      atom.val_type_b = r.b;
      atom.val_type_c = r.c;
      atom.thr_id = literal_layout(r.thr_id);
      atom.shape_mnk = literal_tuple(r.shape_mnk);
      atom.layout_a_tv = literal_layout(r.layout_a);
      atom.layout_b_tv = literal_layout(r.layout_b);
      atom.layout_c_tv = literal_layout(r.layout_c);
      c.atoms.push_back(std::move(atom));
    }
    add_gmma(c.atoms);
    add_umma(c.atoms);
    for (std::size_t i = 0; i < c.atoms.size(); ++i) c.by_key.emplace(lookup_key(c.atoms[i].name), i);
    // CuTe's UniversalFMA<T> defaults the other three types to T.
    for (const char* t : {"float", "double", "half_t", "int32_t"}) {
      std::string full = std::string("UniversalFMA<") + t + "," + t + "," + t + "," + t + ">";
      auto it = c.by_key.find(full);
      if (it != c.by_key.end()) c.by_key.emplace(std::string("UniversalFMA<") + t + ">", it->second);
    }
    return c;
  }();
  return cat;
}

// SM100 UMMA instantiations outside the listed ones: built from the name when M, N are valid.
Result<MMA_Atom> parse_umma(const std::string& key) {
  auto lt = key.find('<');
  if (lt == std::string::npos || key.back() != '>') return error_of(LL_TRANSLATABLE("CoreMessage", "MMA_Atom: SM100 UMMA needs template arguments <a,b,c,M,N,a_major,b_major>"));
  std::string op = key.substr(0, lt);
  std::vector<std::string> args;
  std::string cur;
  for (char ch : key.substr(lt + 1, key.size() - lt - 2)) {
    if (ch == ',') args.push_back(cur), cur.clear();
    else cur += ch;
  }
  args.push_back(cur);
  if (args.size() < 7) return error_of(LL_TRANSLATABLE("CoreMessage", "MMA_Atom: %1 needs <a_type,b_type,c_type,M,N,a_major,b_major>"), op);
  static const std::vector<std::string> known = {"SM100_MMA_F16BF16_SS", "SM100_MMA_TF32_SS", "SM100_MMA_S8_SS",
                                                 "SM100_MMA_F16BF16_2x1SM_SS"};
  if (std::find(known.begin(), known.end(), op) == known.end())
    return error_of(LL_TRANSLATABLE("CoreMessage", "MMA_Atom: SM100 operation %1 is not in LayoutLab's catalog (known: SM100_MMA_F16BF16_SS, SM100_MMA_TF32_SS, SM100_MMA_S8_SS, SM100_MMA_F16BF16_2x1SM_SS)"), op);
  if (type_bits(args[0]) == 0) return needing_if_identifier(error_of(LL_TRANSLATABLE("CoreMessage", "MMA_Atom: unknown element type %1"), args[0]), args[0]);
  std::int64_t m = 0, n = 0;
  try {
    m = std::stoll(args[3]);
    n = std::stoll(args[4]);
  } catch (...) {
    return error_of(LL_TRANSLATABLE("CoreMessage", "MMA_Atom: M and N must be integers"));
  }
  bool two = op.find("2x1SM") != std::string::npos;
  if (two ? (m != 128 && m != 256) : (m != 64 && m != 128)) {
    if (two) return error_of(LL_TRANSLATABLE("CoreMessage", "MMA_Atom: %1 M-mode size must be 128 or 256, got %2"), op, m);
    return error_of(LL_TRANSLATABLE("CoreMessage", "MMA_Atom: %1 M-mode size must be 64 or 128, got %2"), op, m);
  }
  if (n % 8 != 0 || n < 8 || n > 256) return error_of(LL_TRANSLATABLE("CoreMessage", "MMA_Atom: %1 N-mode size must be a multiple of 8 between 8 and 256, got %2"), op, n);
  // CuTe's static_asserts (mma_sm100_umma.hpp): the 2-SM form takes multiples of 16; S8 takes 8 or multiples of 16
  if (two && n % 16 != 0) return error_of(LL_TRANSLATABLE("CoreMessage", "MMA_Atom: %1 N-mode size must be a multiple of 16 between 16 and 256, got %2"), op, n);
  if (op == "SM100_MMA_S8_SS" && n != 8 && n % 16 != 0)
    return error_of(LL_TRANSLATABLE("CoreMessage", "MMA_Atom: %1 N-mode size must be 8 or a multiple of 16 between 16 and 256, got %2"), op, n);
  auto major = [](const std::string& a) { return a.substr(a.rfind(':') + 1); };
  return umma_atom(op, args[0], args[1], args[2], m, n, major(args[5]), major(args[6]));
}

// CuTe's UniversalFMA<D, A = D, B = A, C = D> is a template over any element types, its MMA_Traits generic:
// one thread, one multiply-add. The catalog lists four; any other spelling of known element types is built
// from its arguments. @pre key starts with `UniversalFMA<`; an unknown element type is an error naming it.
Result<MMA_Atom> universal_fma(const std::string& key) {
  static const std::set<std::string> kTypes = {"float", "double", "half_t", "bfloat16_t", "tfloat32_t", "int8_t",
                                               "uint8_t", "int16_t", "uint16_t", "int32_t", "uint32_t", "int64_t",
                                               "uint64_t", "float_e4m3_t", "float_e5m2_t", "complex<float>",
                                               "complex<double>"};
  const std::string prefix = "UniversalFMA<";
  if (key.back() != '>') return error_of(LL_TRANSLATABLE("CoreMessage", "MMA_Atom: unknown MMA operation %1"), key);
  std::vector<std::string> args;
  std::string cur;
  int depth = 0;
  for (char ch : key.substr(prefix.size(), key.size() - prefix.size() - 1)) {
    if (ch == '<') ++depth;
    if (ch == '>') --depth;
    if (ch == ',' && depth == 0) args.push_back(cur), cur.clear();
    else cur += ch;
  }
  args.push_back(cur);
  if (args.size() > 4) return error_of(LL_TRANSLATABLE("CoreMessage", "MMA_Atom: UniversalFMA takes at most 4 element types, got %1"), std::to_string(args.size()));
  for (const auto& a : args)
    if (!kTypes.count(a)) return needing_if_identifier(error_of(LL_TRANSLATABLE("CoreMessage", "MMA_Atom: unknown value type %1"), a), a);
  if (args.size() < 2) args.push_back(args[0]);  // A = D
  if (args.size() < 3) args.push_back(args[1]);  // B = A
  if (args.size() < 4) args.push_back(args[0]);  // C = D
  MMA_Atom atom;
  atom.name = prefix + args[0] + "," + args[1] + "," + args[2] + "," + args[3] + ">";
  atom.arch = arch_of(atom.name);
  atom.val_type_d = args[0], atom.val_type_a = args[1], atom.val_type_b = args[2], atom.val_type_c = args[3];
  atom.thr_id = literal_layout("_1:_0");
  atom.shape_mnk = literal_tuple("(_1,_1,_1)");
  atom.layout_a_tv = atom.layout_b_tv = atom.layout_c_tv = literal_layout("(_1,_1):(_0,_0)");
  return atom;
}

}  // namespace

std::string to_string(const MMA_Atom& atom) {
  return "MMA_Atom\n  ThrID:      " + to_string(atom.thr_id) + "\n  Shape_MNK:  " + to_string(atom.shape_mnk) +
         "\n  LayoutA_TV: " + to_string(atom.layout_a_tv) + "\n  LayoutB_TV: " + to_string(atom.layout_b_tv) +
         "\n  LayoutC_TV: " + to_string(atom.layout_c_tv);
}

const std::vector<MMA_Atom>& mma_catalog() { return catalog().atoms; }

Result<MMA_Atom> make_mma_atom(std::string_view name) {
  try {
    const Catalog& c = catalog();
    std::string key = lookup_key(name);
    if (auto it = c.by_key.find(key); it != c.by_key.end()) return c.atoms[it->second];
    if (key.rfind("SM100_", 0) == 0) return parse_umma(key);
    if (key.rfind("UniversalFMA<", 0) == 0) return universal_fma(key);
    std::string base = key.substr(0, key.find('<'));
    for (const auto& a : c.atoms)
      if (lookup_key(a.name).substr(0, lookup_key(a.name).find('<')) == base)
        return error_of(LL_TRANSLATABLE("CoreMessage", "MMA_Atom: %1 has template arguments CuTe does not accept; e.g. %2"), std::string(squeeze(name)), a.name);
    if (key.rfind("SM90_64x", 0) == 0)
      return error_of(LL_TRANSLATABLE("CoreMessage", "MMA_Atom: unknown GMMA operation %1 (N must be a multiple of 8 up to 256; K is 16 for 16-bit, 8 for TF32, 32 for 8-bit types)"), std::string(squeeze(name)));
    return error_of(LL_TRANSLATABLE("CoreMessage", "MMA_Atom: unknown MMA operation %1"), std::string(squeeze(name)));
  } catch (const CuteError& e) {
    return e.error();
  }
}

}  // namespace ll
