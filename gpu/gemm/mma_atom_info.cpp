#include "gpu/gemm/mma_atom_info.hpp"

#include <regex>
#include <vector>

namespace ll::gpu {
namespace {

// Splits "F32F16F16F32" into tokens, longest match first (BF16 before F16, TF32 before F32...).
Result<std::vector<ElementType>> split_types(std::string s) {
  static const char* tokens[] = {"BF16", "TF32", "F16", "F32", "F64", "S32", "S8", "U8"};
  std::vector<ElementType> out;
  while (!s.empty()) {
    bool matched = false;
    for (const char* t : tokens) {
      std::string tok = t;
      if (s.rfind(tok, 0) == 0) {
        auto e = element_type_from_token(tok);
        if (!e) return Error{e.error()};
        out.push_back(*e);
        s = s.substr(tok.size());
        matched = true;
        break;
      }
    }
    if (!matched) return Error{"unsupported element type in atom name at '" + s + "'"};
  }
  return out;
}

}  // namespace

Result<MmaAtomInfo> mma_atom_info(const std::string& atom_in, const std::string& layout) {
  MmaAtomInfo info;
  std::string atom = atom_in;
  if (auto lt = atom.find('<'); lt != std::string::npos && atom.rfind("UniversalFMA", 0) != 0) atom = atom.substr(0, lt);
  info.name = atom;
  std::smatch m;
  static const std::regex fma(R"(UniversalFMA<\s*(\w+)\s*,\s*(\w+)\s*,\s*(\w+)\s*(?:,\s*(\w+)\s*)?>)");
  static const std::regex sync(R"(SM(\d)(\d)_(\d+)x(\d+)x(\d+)_([A-Z0-9]+)_(TN|NT|NN|TT)(_SATURATE)?)");
  static const std::regex gmma(R"(SM90_(\d+)x(\d+)x(\d+)_([A-Z0-9]+)_(SS|RS)(_TN)?)");
  if (atom == "SM61_DP4A") {  // dp4a: one thread, 1x1x4, int8 -> int32
    info.family = AtomFamily::MmaSync;
    info.min_sm = 61;
    info.k = 4;
    info.d = info.c = ElementType::S32;
    info.a = info.b = ElementType::S8;
    info.threads = 1;
    info.cute_type = atom;
    return info;
  }
  if (std::regex_match(atom, m, fma)) {
    info.family = AtomFamily::UniversalFma;
    std::vector<std::string> names{m[1], m[2], m[3], m[4].matched ? std::string(m[4]) : std::string(m[1])};
    ElementType t[4];
    for (int i = 0; i < 4; ++i) {
      auto e = element_type_from_token(names[i]);
      if (!e) return Error{"UniversalFMA: " + e.error()};
      t[i] = *e;
    }
    info.d = t[0], info.a = t[1], info.b = t[2], info.c = t[3];
    info.cute_type = atom;
    info.threads = 1;
    return info;
  }
  if (std::regex_match(atom, m, gmma)) {
    info.family = AtomFamily::Gmma;
    info.m = std::stoi(m[1]), info.n = std::stoi(m[2]), info.k = std::stoi(m[3]);
    auto types = split_types(m[4]);
    if (!types) return Error{"atom " + atom + ": " + types.error()};
    if (types->size() != 3) return Error{"atom " + atom + ": expected 3 element types (D, A, B)"};
    info.d = (*types)[0], info.a = (*types)[1], info.b = (*types)[2], info.c = info.d;
    info.threads = 128;
    info.min_sm = 90;
    info.operands_in_registers = false;
    if (std::string(m[5]) == "RS") return Error{"atom " + atom + ": register-sourced GMMA (_RS) is not supported; use the _SS atom"};
    if (m[6].matched) {  // K-major only; float atoms still take the scale template arguments
      if (layout != "TN") return Error{"atom " + atom + " reads K-major A and B only: use layout TN"};
      info.cute_type = is_integer(info.a) ? atom : atom + "<>";
    } else {
      auto major = [](char c) { return c == 'T' ? std::string("GMMA::Major::K") : std::string("GMMA::Major::MN"); };
      // A is (M,K): 'T' = K-major. B is (N,K): 'N' = K-major (BLAS op(B) = B^T stored N x K).
      std::string a_major = major(layout[0]);
      std::string b_major = layout[1] == 'N' ? std::string("GMMA::Major::K") : std::string("GMMA::Major::MN");
      info.cute_type = atom + "<" + a_major + "," + b_major + ">";
    }
    return info;
  }
  if (std::regex_match(atom, m, sync)) {
    info.family = AtomFamily::MmaSync;
    info.min_sm = std::stoi(m[1]) * 10 + std::stoi(m[2]);
    info.m = std::stoi(m[3]), info.n = std::stoi(m[4]), info.k = std::stoi(m[5]);
    auto types = split_types(m[6]);
    if (!types) return Error{"atom " + atom + ": " + types.error()};
    if (types->size() != 4) return Error{"atom " + atom + ": expected 4 element types (D, A, B, C)"};
    info.d = (*types)[0], info.a = (*types)[1], info.b = (*types)[2], info.c = (*types)[3];
    info.threads = info.min_sm == 70 ? 8 : 32;
    info.cute_type = atom;
    return info;
  }
  return Error{"unknown MMA atom '" + atom_in +
               "': expected SMxx_MxNxK_TYPES_TN, SM90_MxNxK_TYPES_SS or UniversalFMA<D,A,B,C>"};
}

}  // namespace ll::gpu
