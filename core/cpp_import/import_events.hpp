#pragma once
// What a C++ import meets as it reads, in reading order, for whoever follows it (the reference program that
// compiles the same declarations with CuTe, core/cpp_import/reference_program.hpp): scopes with how each
// parameter got its value, the declarations it read, and kernel launches.
#include <map>
#include <string>
#include <vector>

#include "core/cpp_import/cpp_source.hpp"

namespace ll {

// Where a parameter's value came from, in the import's order of preference.
enum class ParameterSource {
  OwnSetting,    // `--set fn::NAME=TEXT`
  Launch,        // the argument a launch of the kernel passes (a function parameter)
  Deduced,       // a template parameter: the type of the function parameter `deduced_from`
  PlainSetting,  // `--set NAME=TEXT`, bound for the whole source
  Default,       // the parameter's default, TEXT
  Open,          // no value: what uses it is listed as needing it
};

struct ScopeParameter {
  std::string name;  // "" for an unnamed function parameter
  std::string type;  // as written (function parameters)
  bool is_type = false;  // a template parameter declared `class` / `typename`
  ParameterSource source = ParameterSource::Open;
  std::string text;      // the setting's or default's text
  int deduced_from = -1;  // Deduced: the index of the function parameter
};

// A base record of this source as a derived record sees it (`struct Traits : Base<half_t, 128>`): its template
// parameters with the values the derived record gives them (as written), and its declarations as C++.
struct InheritedParameter {
  std::string name, value;
  bool is_type = false;
};
struct InheritedRecord {
  std::string name;  // "" when the base is no record of this source
  std::vector<InheritedParameter> template_params;
  std::vector<std::string> cpp;
};

struct ScopeEvent {
  enum class Kind { Namespace, Record, Function, Block } kind = Kind::Block;
  std::string qualified_name;  // Record and Function
  bool has_bases = false;      // a record deriving from others
  std::vector<ScopeParameter> template_params, params;
  std::vector<InheritedRecord> bases;  // a record's bases, in order (parallel to the bases as written)
  std::vector<std::string> base_names;  // the bases as written (`Base`, `Traits<half_t>`)
};

// A record of this source instantiated with template arguments (`using K = Traits<128, half_t>;`, or a template
// parameter bound to `Traits<...>`): the name it is known by, its parameters and bases as bound, and its own
// declarations that were read, as C++.
struct Instantiation {
  std::string name;
  ScopeEvent record;
  std::vector<std::string> cpp;
  bool parameter = false;  // it binds a template parameter of the scope that opens next (else a `using` alias)
};

class ImportObserver {
 public:
  virtual ~ImportObserver() = default;
  // First: the user's settings and the source's own object-like #defines (names to values, as written).
  virtual void settings(const std::map<std::string, std::string>& /*user*/, const std::map<std::string, std::string>& /*defines*/) {}
  virtual void opened(const ScopeEvent&) {}
  virtual void closed() {}
  // One statement that declares objects: its C++ text (comments and attributes gone), what was made of each
  // declaration, and for each whether it is a `using` alias (a type, printed as `NAME{}`).
  virtual void declared(const std::string& /*cpp*/, const std::vector<const ImportedObject*>& /*objects*/,
                        const std::vector<bool>& /*is_alias*/) {}
  // A record instantiated (before the scope whose template parameter it binds opens, if it binds one).
  virtual void instantiated(const Instantiation&) {}
  // An enumeration's definition as C++ (`enum class Major { K = 0, MN = 1 }`): names later declarations use.
  virtual void enumerated(const std::string& /*cpp*/) {}
  // `kernel<<<...>>>(args)`: the kernel's qualified name and the arguments as written.
  virtual void launched(const std::string& /*kernel*/, const std::vector<std::string>& /*args*/) {}
};

}  // namespace ll
