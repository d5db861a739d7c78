#include "core/cpp_import/reference_program.hpp"

#include <algorithm>
#include <set>
#include <vector>

#include "core/cpp/lexer.hpp"
#include "core/cpp/span.hpp"
#include "core/cpp_import/import_events.hpp"
#include "core/expr/eval.hpp"
#include "core/expr/parser.hpp"

namespace ll {
namespace {

constexpr const char* kPrelude =
    "// Written by `layoutlab-cli import --emit-program`: the declarations LayoutLab read, compiled with CuTe.\n"
    "#include <cute/tensor.hpp>\n"
    "#include <cute/atom/mma_atom.hpp>\n"
    "#include <cute/atom/copy_atom.hpp>\n"
    "#include <cutlass/numeric_types.h>\n"
    "#include <type_traits>\n"
    "using namespace cute;\n"
    "namespace thrust { template <class T> T* raw_pointer_cast(T* p) { return p; } }\n"
    "// A buffer given by its address (a device vector, an ArrayEngine): its .begin(), .data().get() and\n"
    "// raw_pointer_cast(.data()) are that address.\n"
    "template <class T> struct ll_buffer { T* p; ll_buffer data() const { return *this; } T* begin() const { return p; } T* get() const { return p; } };\n"
    "namespace thrust { template <class T> T* raw_pointer_cast(ll_buffer<T> b) { return b.p; } }\n"
    "template <class T> auto ll_member(T v) { if constexpr (std::is_pointer_v<T>) return ll_buffer<std::remove_pointer_t<T>>{v}; else return v; }\n"
    "template <class T> void ll_print(const char* label, T const& x) { print(label); print(x); print(\"\\n\"); }\n";

std::string identifier_of(const std::string& qualified) {
  std::string out = "ll_fn_";
  for (char c : qualified) out += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return out;
}

std::string leaf(const std::string& qualified) {
  const std::size_t colon = qualified.rfind("::");
  return colon == std::string::npos ? qualified : qualified.substr(colon + 2);
}

class ReferenceProgram : public ImportObserver {
 public:
  explicit ReferenceProgram(std::string_view source) : source_(source), tokens_(cpp::lex(source_)) {}

  void settings(const std::map<std::string, std::string>& user, const std::map<std::string, std::string>& defines) override {
    for (const auto& [name, value] : defines) defines_ += "#define " + name + " " + value + "\n";
    expr::Session session;
    std::map<std::string, std::vector<std::pair<std::string, std::string>>> members;  // `threadIdx.x`, `smem.A`
    for (const auto& [name, value] : user) {
      if (name.find("::") != std::string::npos || name == "__CUDA_ARCH__") continue;  // a scope's own, or the target
      if (const std::size_t dot = name.find('.'); dot != std::string::npos) {
        members[name.substr(0, dot)].emplace_back(name.substr(dot + 1), value);
        continue;
      }
      bool is_type = false;
      if (auto statement = expr::parse_statement(value))
        if (auto v = session.evaluate(*statement)) is_type = v->is_object() && v->object()->kind() == "type";
      const bool is_buffer = used_as_buffer(name);
      settings_ += is_type ? "using " + name + " = " + value + ";\n"
                   : is_buffer ? "auto " + name + " = ll_member(" + value + ");\n"
                               : "auto " + name + " = " + value + ";\n";
    }
    for (const auto& [object, fields] : members) {
      std::string type = "struct ll_" + object + "_t {", init;
      for (const auto& [field, value] : fields) {
        type += " decltype(ll_member(" + value + ")) " + field + ";";
        init += (init.empty() ? "" : ", ") + std::string("ll_member(") + value + ")";
      }
      settings_ += type + " };\nll_" + object + "_t " + object + "{" + init + "};\n";
    }
  }

  void opened(const ScopeEvent& e) override {
    const Frame::Kind target = target_kind();
    Frame f;
    if (target == Frame::Kind::Skip) {
      f.kind = Frame::Kind::Skip;
    } else if (e.kind == ScopeEvent::Kind::Namespace || (e.kind == ScopeEvent::Kind::Block && target != Frame::Kind::Function)) {
      f.kind = Frame::Kind::Transparent;
    } else if (e.kind == ScopeEvent::Kind::Block) {
      f.kind = Frame::Kind::Block;
      target_frame()->code += "{\n";
    } else if (e.kind == ScopeEvent::Kind::Record && target == Frame::Kind::Global && bases_of_this_source(e)) {
      f.kind = Frame::Kind::Record;
      f.name = e.qualified_name;
      f.code = record_head(e);
    } else if (e.kind == ScopeEvent::Kind::Function && target == Frame::Kind::Global) {
      f.kind = Frame::Kind::Function;
      f.name = e.qualified_name;
      f.lambda = identifier_of(e.qualified_name);
      while (lambdas_.count(f.lambda)) f.lambda += "_";  // an overload
      lambdas_.insert(f.lambda);
      f.params = e.params;
      std::string params;
      for (std::size_t k = 0; k < e.params.size(); ++k)
        params += (k ? ", auto " : "auto ") + parameter_name(e.params, k);
      f.code = "  auto " + f.lambda + " = [&](" + params + ") {\n" + template_parameters(e, "static constexpr auto ");
      if (!functions_.count(e.qualified_name)) functions_[e.qualified_name] = {f.lambda, e.params};
    } else {
      f.kind = Frame::Kind::Skip;  // a struct deriving from another, a member function, a struct in a function
    }
    frames_.push_back(std::move(f));
  }

  void closed() override {
    if (frames_.empty()) return;
    Frame f = std::move(frames_.back());
    frames_.pop_back();
    if (f.kind == Frame::Kind::Block) {
      target_frame()->code += "}\n";
    } else if (f.kind == Frame::Kind::Record) {
      globals_ += f.code + "};\n";
    } else if (f.kind == Frame::Kind::Function) {
      definitions_ += f.code + "  };\n";
      defined_.push_back({f.lambda, f.name, f.params});
    }
  }

  void declared(const std::string& cpp, const std::vector<const ImportedObject*>& objects, const std::vector<bool>& is_alias) override {
    for (const ImportedObject* o : objects)
      if (!o->read()) return;  // the statement compiles only when all it declares was read
    Frame* frame = target_frame();
    const Frame::Kind kind = frame ? frame->kind : Frame::Kind::Global;
    if (kind == Frame::Kind::Skip) return;
    if (kind == Frame::Kind::Record && cpp.rfind("using ", 0) != 0 && cpp.find("static ") == std::string::npos) return;
    std::string prints;
    for (std::size_t k = 0; k < objects.size(); ++k) {
      const ImportedObject& o = *objects[k];
      // an element type, a copy or MMA operation: CuTe prints no value of it
      if (o.kind == "type") continue;
      // `using mma_op = SM80_16x8x16_F16F16F16F16_TN;`: LayoutLab reads the operation as its atom; CuTe prints no operation
      if (is_alias[k] && o.kind == "MMA_Atom" && cpp.find("MMA_Atom") == std::string::npos && cpp.find("decltype") == std::string::npos) continue;
      const std::string name = kind == Frame::Kind::Record ? o.name : leaf(o.name);
      const std::string label = o.name + " (" + (o.file.empty() ? "" : o.file + ":") + std::to_string(o.line) + "): ";
      prints += "ll_print(\"" + label + "\", " + name + (is_alias[k] ? "{}" : "") + ");\n";
    }
    if (kind == Frame::Kind::Global) {
      globals_ += cpp + ";\n";
      prints_ += prints;
    } else if (kind == Frame::Kind::Record) {
      frame->code += cpp + ";\n";
      prints_ += prints;
    } else {
      frame->code += cpp + ";\n" + prints;
    }
  }

  // An instance of a record: a struct of its own at namespace scope (a local class has no static members), which
  // the alias or the template parameter names.
  void instantiated(const Instantiation& inst) override {
    const std::string id = "ll_inst_" + std::to_string(instances_++);
    ScopeEvent e = inst.record;
    e.qualified_name = id;
    std::string code = record_head(e);
    for (const std::string& cpp : inst.cpp) code += cpp + ";\n";
    globals_ += code + "};\n";
    if (inst.parameter) {
      pending_instances_[inst.name] = id;
      return;
    }
    Frame* frame = target_frame();
    if (!frame) globals_ += "using " + inst.name + " = " + id + ";\n";
    else if (frame->kind != Frame::Kind::Skip) frame->code += "using " + inst.name + " = " + id + ";\n";
  }

  void enumerated(const std::string& cpp) override {
    Frame* frame = target_frame();
    if (!frame) globals_ += cpp + ";\n";
    else if (frame->kind != Frame::Kind::Skip) frame->code += cpp + ";\n";
  }

  void launched(const std::string& kernel, const std::vector<std::string>& args) override {
    Frame* frame = target_frame();
    auto f = functions_.find(kernel);
    if (!frame || frame->kind != Frame::Kind::Function || f == functions_.end() || launched_.count(kernel)) return;
    launched_.insert(kernel);
    frame->code += f->second.lambda + "(" + arguments(f->second.params, &args) + ");\n";
  }

  std::string program() const {
    std::string prelude = kPrelude;
    if (source_.find("ss_smem_selector") != std::string::npos)  // CUTLASS's GMMA smem selectors (host-safe header)
      prelude += "#include <cutlass/gemm/collective/builders/sm90_common.inl>\n";
    if (source_.find("cutlass::sizeof_bits_v") != std::string::npos)  // newer CUTLASS names CuTe's trait there too
      prelude += "namespace cutlass { using cute::sizeof_bits_v; }\n";
    // CUDA's grid and block sizes, where the source names them and no setting gives them (a branch not taken may)
    for (const char* dim : {"gridDim", "blockDim"})
      if (source_.find(dim) != std::string::npos && settings_.find(std::string(" ") + dim + "{") == std::string::npos)
        prelude += std::string("struct { unsigned x = 1, y = 1, z = 1; } ") + dim + ";\n";
    std::string out = prelude + defines_ + settings_ + globals_ + "int main() {\n" + prints_ + definitions_;
    for (const Defined& d : defined_)
      if (!launched_.count(d.name)) out += "  " + d.lambda + "(" + arguments(d.params, nullptr) + ");\n";
    return out + "}\n";
  }

 private:
  struct Frame {
    enum class Kind { Global, Transparent, Block, Record, Function, Skip } kind = Kind::Transparent;
    std::string name, lambda, code;
    std::vector<ScopeParameter> params;
  };
  struct Function {
    std::string lambda;
    std::vector<ScopeParameter> params;
  };
  struct Defined {
    std::string lambda, name;
    std::vector<ScopeParameter> params;
  };

  // The innermost frame code goes to (nullptr at namespace scope).
  Frame* target_frame() {
    for (auto it = frames_.rbegin(); it != frames_.rend(); ++it)
      if (it->kind != Frame::Kind::Transparent && it->kind != Frame::Kind::Block) return &*it;
    return nullptr;
  }
  Frame::Kind target_kind() {
    Frame* f = target_frame();
    return f ? f->kind : Frame::Kind::Global;
  }

  // Whether the source calls `NAME.data()`, `NAME.begin()` or `NAME.get()` (NAME not itself a member).
  bool used_as_buffer(const std::string& name) const {
    const cpp::Span s(source_, tokens_.data(), tokens_.data() + tokens_.size() - 1);
    for (std::size_t i = 0; i + 3 < s.size(); ++i)
      if (s.text(i) == name && s.is_identifier(i) && !(i > 0 && (s.is(i - 1, ".") || s.is(i - 1, "->"))) && s.is(i + 1, ".") &&
          (s.is(i + 2, "data") || s.is(i + 2, "begin") || s.is(i + 2, "get")) && s.is(i + 3, "("))
        return true;
    return false;
  }

  static bool bases_of_this_source(const ScopeEvent& e) {
    for (const InheritedRecord& b : e.bases)
      if (b.name.empty()) return false;
    return true;
  }

  // `struct NAME {` and its template parameters; a record deriving from records of this source derives from each
  // base as it instantiates it (`Base<kHeadDim_, half_t>`): a struct of the base's parameters with the values the
  // derived record gives them (after the derived record's own, which they name) and the base's declarations.
  std::string record_head(const ScopeEvent& e) {
    ScopeEvent own = e;  // the template parameters that are no base (`typename Base = Traits<...>` names one)
    std::erase_if(own.template_params, [&](const ScopeParameter& p) {
      return std::find(e.base_names.begin(), e.base_names.end(), p.name) != e.base_names.end();
    });
    const std::string params = template_parameters(own, "static constexpr auto ");
    std::string bases, head, aliases;
    for (std::size_t k = 0; k < e.bases.size(); ++k) {
      const InheritedRecord& b = e.bases[k];
      const std::string name = identifier_of(e.qualified_name) + "_base" + std::to_string(k);
      head += "struct " + name + " {\n" + params;
      for (const InheritedParameter& p : b.template_params)
        if (!p.name.empty() && !p.value.empty() && p.name != p.value)
          head += p.is_type ? "using " + p.name + " = " + p.value + ";\n" : "static constexpr auto " + p.name + " = " + p.value + ";\n";
      for (const std::string& cpp : b.cpp) head += cpp + ";\n";
      head += "};\n";
      bases += (k ? ", " : " : ") + name;
      if (k < e.base_names.size() && e.base_names[k].find_first_of("<:") == std::string::npos)
        aliases += "using " + e.base_names[k] + " = " + name + ";\n";
    }
    return head + "struct " + leaf(e.qualified_name) + bases + " {\n" + aliases + params;
  }

  static std::string parameter_name(const std::vector<ScopeParameter>& params, std::size_t k) {
    return params[k].name.empty() ? "ll_arg" + std::to_string(k) : params[k].name;
  }

  // The template parameters a scope binds itself: a setting of its own or a default (a setting for the whole
  // source is a global already), or the type of the parameter it is deduced from.
  std::string template_parameters(const ScopeEvent& e, const std::string& value_declaration) {
    std::string out;
    for (const ScopeParameter& t : e.template_params) {
      if (t.name.empty()) continue;
      if (auto inst = pending_instances_.find(t.name); inst != pending_instances_.end() && t.is_type) {
        out += "using " + t.name + " = " + inst->second + ";\n";
        pending_instances_.erase(inst);
        continue;
      }
      if (t.source == ParameterSource::Deduced && t.deduced_from >= 0 && std::size_t(t.deduced_from) < e.params.size())
        out += "using " + t.name + " = std::decay_t<decltype(" + parameter_name(e.params, std::size_t(t.deduced_from)) + ")>;\n";
      else if (t.source == ParameterSource::OwnSetting || t.source == ParameterSource::Default)
        out += t.is_type ? "using " + t.name + " = " + t.text + ";\n" : value_declaration + t.name + " = " + t.text + ";\n";
    }
    return out;
  }

  // A call's arguments, in the import's order of preference: the function's own setting, the launch's argument,
  // the setting for the whole source, the default, else 0 (a parameter nothing read uses).
  static std::string arguments(const std::vector<ScopeParameter>& params, const std::vector<std::string>* launch) {
    std::string out;
    for (std::size_t k = 0; k < params.size(); ++k) {
      const ScopeParameter& p = params[k];
      std::string a = "0";
      if (p.source == ParameterSource::OwnSetting || p.source == ParameterSource::Default) a = p.text;
      else if (p.source == ParameterSource::PlainSetting) a = "::" + p.name;
      else if ((p.source == ParameterSource::Launch || p.name.empty()) && launch && k < launch->size()) a = (*launch)[k];
      out += (k ? ", " : "") + a;
    }
    return out;
  }

  std::string source_;
  std::vector<cpp::Token> tokens_;
  int instances_ = 0;
  std::map<std::string, std::string> pending_instances_;  // a template parameter the next scope binds: its struct
  std::string defines_, settings_, globals_, prints_, definitions_;
  std::vector<Frame> frames_;
  std::map<std::string, Function> functions_;
  std::set<std::string> lambdas_, launched_;
  std::vector<Defined> defined_;
};

}  // namespace

std::string cpp_import_reference_program(std::string_view source, const std::map<std::string, std::string>& settings,
                                         const IncludeReader& read_include) {
  ReferenceProgram program(source);
  (void)import_cpp_source(source, settings, read_include, &program);
  return program.program();
}

}  // namespace ll
