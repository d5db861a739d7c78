#include "gpu/gemm/mma_atom_info.hpp"

#include <algorithm>
#include <vector>

#include "core/atoms/mma_atom.hpp"

namespace ll::gpu {
namespace {

// UniversalFMA<D[,A[,B[,C]]]> (CuTe's defaults A = D, B = A, C = D): one thread, one multiply-add. A
// template of any element types, so its facts come from its arguments rather than from the catalog.
Result<MmaAtomInfo> universal_fma_info(const std::string& atom) {
  std::string args;
  for (char ch : atom.substr(atom.find('<') + 1)) if (ch != ' ' && ch != '>') args += ch;
  std::vector<std::string> names;
  for (std::size_t start = 0; start <= args.size();) {
    const std::size_t comma = std::min(args.find(',', start), args.size());
    names.push_back(args.substr(start, comma - start));
    start = comma + 1;
  }
  if (atom.back() != '>' || names.empty() || names.size() > 4 || names[0].empty())
    return Error{"UniversalFMA: expected UniversalFMA<D[,A[,B[,C]]]>, got '" + atom + "'"};
  if (names.size() < 2) names.push_back(names[0]);
  if (names.size() < 3) names.push_back(names[1]);
  if (names.size() < 4) names.push_back(names[0]);
  MmaAtomInfo info;
  info.name = atom;
  info.cute_type = atom;
  info.family = AtomFamily::UniversalFma;
  ElementType* types[] = {&info.d, &info.a, &info.b, &info.c};
  for (int i = 0; i < 4; ++i) {
    auto t = element_type_from_token(names[std::size_t(i)]);
    if (!t) return Error{"UniversalFMA: " + t.error()};
    *types[i] = *t;
  }
  return info;
}

// Any other atom: the facts of its core/atoms entry (CuTe's MMA_Traits).
Result<MmaAtomInfo> catalog_atom_info(const std::string& atom_in, const std::string& layout) {
  MmaAtomInfo info;
  std::string atom = atom_in;
  if (auto lt = atom.find('<'); lt != std::string::npos) atom = atom.substr(0, lt);
  info.name = atom;
  const bool gmma = atom.starts_with("SM90_64x");
  const bool k_major_only = gmma && atom.find("_SS_TN") != std::string::npos;  // also _SS_TN_SATURATE
  if (gmma && atom.find("_RS") != std::string::npos)
    return Error{"atom " + atom + ": register-sourced GMMA (_RS) is not supported; use the _SS atom"};
  auto core = make_mma_atom(gmma && !k_major_only ? atom + "<GMMA::Major::K,GMMA::Major::K>" : atom);
  if (!core) return Error{"unknown MMA atom '" + atom_in + "': " + core.error()};
  if (core->view_only) return Error{"atom " + atom + ": " + core->arch + " atoms are shown, not run, by the GPU module"};
  // The facts CuTe's MMA_Traits give (core/atoms): shape, element types, threads, architecture.
  const IntTuple& mnk = core->shape_mnk;
  info.m = int(mnk[0].integer().value), info.n = int(mnk[1].integer().value), info.k = int(mnk[2].integer().value);
  ElementType* types[] = {&info.d, &info.a, &info.b, &info.c};
  const std::string* names[] = {&core->val_type_d, &core->val_type_a, &core->val_type_b, &core->val_type_c};
  for (int i = 0; i < 4; ++i) {
    auto t = element_type_from_token(*names[i]);
    if (!t) return Error{"atom " + atom + ": " + t.error() + " (the GEMM runs " + "half_t, bfloat16_t, tfloat32_t, float, double, int8_t, uint8_t, int32_t, float_e4m3_t, float_e5m2_t)"};
    *types[i] = *t;
  }
  info.threads = int(size(core->thr_id).value);
  info.min_sm = core->arch.starts_with("SM") ? std::stoi(core->arch.substr(2)) : 0;
  info.family = gmma ? AtomFamily::Gmma : AtomFamily::MmaSync;
  info.operands_in_registers = !gmma;
  // The C++ spelling: GMMA atoms take their majors from the GEMM's layout.
  info.cute_type = atom;
  if (gmma) {
    if (k_major_only) {  // float atoms still take the scale template arguments
      if (layout != "TN") return Error{"atom " + atom + " reads K-major A and B only (wgmma takes MN-major operands of 16-bit types only): use layout TN"};
      if (!is_integer(info.a)) info.cute_type = atom + "<>";
    } else {
      // A is (M,K): 'T' = K-major. B is (N,K): 'N' = K-major (BLAS op(B) = B^T stored N x K).
      const std::string a_major = layout[0] == 'T' ? "GMMA::Major::K" : "GMMA::Major::MN";
      const std::string b_major = layout[1] == 'N' ? "GMMA::Major::K" : "GMMA::Major::MN";
      info.cute_type = atom + "<" + a_major + "," + b_major + ">";
    }
  }
  return info;
}

}  // namespace

Result<MmaAtomInfo> mma_atom_info(const std::string& atom, const std::string& layout) {
  if (atom.starts_with("UniversalFMA")) return universal_fma_info(atom);
  try {
    return catalog_atom_info(atom, layout);
  } catch (const CuteError& e) {  // a malformed catalog entry: an error, not an exception through the GEMM
    return Error{e.what()};
  }
}

}  // namespace ll::gpu
