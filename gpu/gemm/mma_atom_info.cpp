#include "gpu/gemm/mma_atom_info.hpp"

#include "core/atoms/mma_atom.hpp"

namespace ll::gpu {
namespace {

bool starts_with(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }
bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// The core atom (core/atoms) of a name as the GEMM configuration spells it: GMMA atoms without their
// majors (the GEMM's layout picks them; the atom's shape, types and threads do not depend on them).
Result<MMA_Atom> core_atom(const std::string& name, bool gmma) {
  const bool k_major_only = ends_with(name, "_TN");
  return make_mma_atom(gmma && !k_major_only ? name + "<GMMA::Major::K,GMMA::Major::K>" : name);
}

}  // namespace

Result<MmaAtomInfo> mma_atom_info(const std::string& atom_in, const std::string& layout) {
  MmaAtomInfo info;
  std::string atom = atom_in;
  if (auto lt = atom.find('<'); lt != std::string::npos && !starts_with(atom, "UniversalFMA")) atom = atom.substr(0, lt);
  info.name = atom;
  const bool gmma = starts_with(atom, "SM90_64x");
  if (gmma && atom.find("_RS") != std::string::npos)
    return Error{"atom " + atom + ": register-sourced GMMA (_RS) is not supported; use the _SS atom"};
  auto core = core_atom(atom, gmma);
  if (!core) return Error{"unknown MMA atom '" + atom_in + "': " + core.error()};
  // The facts CuTe's MMA_Traits give (core/atoms): shape, element types, threads, architecture.
  const IntTuple& mnk = core->shape_mnk;
  info.m = int(mnk[0].integer().value), info.n = int(mnk[1].integer().value), info.k = int(mnk[2].integer().value);
  ElementType* types[] = {&info.d, &info.a, &info.b, &info.c};
  const std::string* names[] = {&core->val_type_d, &core->val_type_a, &core->val_type_b, &core->val_type_c};
  for (int i = 0; i < 4; ++i) {
    auto t = element_type_from_token(*names[i]);
    if (!t) return Error{"atom " + atom + ": " + t.error() + " (the GEMM runs " + "half_t, bfloat16_t, tfloat32_t, float, double, int8_t, uint8_t, int32_t)"};
    *types[i] = *t;
  }
  info.threads = int(size(core->thr_id).value);
  info.min_sm = starts_with(core->arch, "SM") ? std::stoi(core->arch.substr(2)) : 0;
  info.family = starts_with(atom, "UniversalFMA") ? AtomFamily::UniversalFma : gmma ? AtomFamily::Gmma : AtomFamily::MmaSync;
  info.operands_in_registers = !gmma;
  // The C++ spelling: GMMA atoms take their majors from the GEMM's layout.
  info.cute_type = atom;
  if (gmma) {
    if (ends_with(atom, "_TN")) {  // K-major only; float atoms still take the scale template arguments
      if (layout != "TN") return Error{"atom " + atom + " reads K-major A and B only: use layout TN"};
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

}  // namespace ll::gpu
