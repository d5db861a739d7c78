// Hopper's shared-memory layouts in the eval language (core/atoms/gmma_smem.hpp): GMMA::Layout_*_Atom<T> as CuTe
// builds them, and CUTLASS's ss_smem_selector<GMMA::Major::K, T, BLK_MN, BLK_K>() that kernel traits choose with.
// (`_ext`: it needs core/atoms, which the eval fuzzer's build leaves out.)
#include <regex>

#include "core/atoms/copy_atom.hpp"
#include "core/atoms/gmma_smem.hpp"
#include "core/expr/builtins.hpp"
#include "core/expr/tensor_value.hpp"

namespace ll::expr {
namespace {

// The name without the namespaces GMMA's names are written in: `GMMA::`, `SM90::GMMA::`, CUTLASS's
// `gemm::collective::detail::` (`cute::` and `cutlass::` are read as blank already).
std::string unqualified(const std::string& name, std::initializer_list<const char*> prefixes) {
  for (const char* p : prefixes)
    if (name.rfind(p, 0) == 0) return name.substr(std::char_traits<char>::length(p));
  return name;
}

int element_bits(const TemplateArg& t, const std::string& fn) {
  const int bits = type_bits(t.spelling());
  if (bits == 0) fail(needing_if_identifier(error_of(LL_TRANSLATABLE("CoreMessage", "%1: unknown element type %2"), fn, t.spelling()), t.spelling()));
  return bits;
}

// size<0>(X{}) of a template argument: `_128`, `Int<128>`, `Shape<_64,_2>` (mode 0's size), `Shape<Shape<_64,_2>,_8>`.
std::int64_t size0(const TemplateArg& t, const std::string& fn, bool whole = false) {
  if (t.number) return *t.number;
  if ((t.name == "Int" || t.name == "C") && t.args.size() == 1 && t.args[0].number) return *t.args[0].number;
  if ((t.name == "Shape" || t.name == "tuple") && !t.args.empty()) {
    if (!whole) return size0(t.args[0], fn, true);
    std::int64_t n = 1;
    for (const TemplateArg& a : t.args) n *= size0(a, fn, true);
    return n;
  }
  fail(LL_TRANSLATABLE("CoreMessage", "%1: expected a static extent (_128, Int<128>, Shape<...>), got %2"), fn, t.spelling());
}

const RegisterNameResolver gmma_smem_atoms([](const std::string& written, CallArgs& c) -> std::optional<Value> {
  static const std::regex atom(R"(^Layout_(K|MN)_(INTER|SW32|SW64|SW128)_Atom(_Bits)?$)");
  // (UMMA's smem layout atoms are GMMA's, `using cute::GMMA::Layout_K_SW128_Atom;`, the _Bits ones excepted)
  const std::string name = unqualified(written, {"SM90::GMMA::", "GMMA::", "UMMA::"});
  std::smatch m;
  if (!std::regex_match(name, m, atom) || !c.args.empty()) return std::nullopt;
  const bool bits = m[3].matched;
  if (bits && written.rfind("UMMA::", 0) == 0) return std::nullopt;
  if (bits ? !c.targs.empty() : c.targs.size() != 1)
    fail(LL_TRANSLATABLE("CoreMessage", "%1: write GMMA::%2<T> with the element type (or GMMA::%2_Bits)"), name,
         "Layout_" + m[1].str() + "_" + m[2].str() + "_Atom");
  const GmmaSwizzle swizzle = m[2] == "INTER" ? GmmaSwizzle::Interleave : m[2] == "SW32" ? GmmaSwizzle::B32
                              : m[2] == "SW64" ? GmmaSwizzle::B64 : GmmaSwizzle::B128;
  auto layout = gmma_smem_layout_atom(m[1] == "K" ? GmmaMajor::K : GmmaMajor::MN, swizzle, bits ? 1 : element_bits(c.targs[0], name));
  if (!layout) fail(layout.failure());
  return Value(std::move(layout).value());
});

const RegisterNameResolver selector([](const std::string& written, CallArgs& c) -> std::optional<Value> {
  const std::string name = unqualified(written, {"gemm::collective::detail::", "collective::detail::", "detail::"});
  if (name != "ss_smem_selector") return std::nullopt;
  if (c.targs.size() != 4 || !c.args.empty())
    fail(LL_TRANSLATABLE("CoreMessage", "ss_smem_selector: write ss_smem_selector<GMMA::Major::K, T, BLK_MN, BLK_K>()"));
  const std::string major = c.targs[0].spelling();
  if (!major.ends_with("Major::K") && !major.ends_with("Major::MN"))
    fail(LL_TRANSLATABLE("CoreMessage", "ss_smem_selector: the major mode is GMMA::Major::K or GMMA::Major::MN, got %1"), major);
  const GmmaMajor m = major.ends_with("Major::K") ? GmmaMajor::K : GmmaMajor::MN;
  const int bits = element_bits(c.targs[1], "ss_smem_selector");
  auto chosen = ss_smem_selector(m, bits, size0(c.targs[2], "ss_smem_selector"), size0(c.targs[3], "ss_smem_selector"));
  if (!chosen) fail(chosen.failure());
  auto layout = gmma_smem_layout_atom(m, *chosen, bits);
  if (!layout) fail(layout.failure());
  return Value(std::move(layout).value());
});

// A GmmaDescriptor, printed as CuTe's print(GmmaDescriptor).
class GmmaDescriptorValue : public Object {
 public:
  explicit GmmaDescriptorValue(GmmaDescriptorFields d) : desc(d) {}
  std::string kind() const override { return "GmmaDescriptor"; }
  std::string print() const override { return to_string(desc); }
  GmmaDescriptorFields desc;
};

// make_gmma_desc<GMMA::Major::K|MN>(smem tensor): the descriptor of one K-block of an operand in smem. CuTe's host
// build cannot convert an smem pointer to the shared window's address (it prints an ERROR and gives 0); LayoutLab
// gives the device's start address, the pointer's bits 4..17.
const RegisterNameResolver gmma_desc([](const std::string& written, CallArgs& c) -> std::optional<Value> {
  const std::string name = unqualified(written, {"SM90::GMMA::", "GMMA::"});
  if (name != "make_gmma_desc") return std::nullopt;
  if (c.targs.size() != 1 || c.args.size() != 1)
    fail(LL_TRANSLATABLE("CoreMessage", "make_gmma_desc: write make_gmma_desc<GMMA::Major::K>(smem_tensor)"));
  const std::string major = c.targs[0].spelling();
  if (!major.ends_with("Major::K") && !major.ends_with("Major::MN"))
    fail(LL_TRANSLATABLE("CoreMessage", "make_gmma_desc: the major mode is GMMA::Major::K or GMMA::Major::MN, got %1"), major);
  const auto* t = c.args[0].object_as<TensorValue>();
  if (!t) fail(LL_TRANSLATABLE("CoreMessage", "make_gmma_desc: expected an smem Tensor, got a %1"), kind_name(c.args[0]));
  return Value(ObjectPtr(std::make_shared<const GmmaDescriptorValue>(make_gmma_desc(t->tensor, major.ends_with("Major::K")))));
});

}  // namespace
}  // namespace ll::expr
