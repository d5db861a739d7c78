// layoutlab-cli import: the CuTe objects a C++ source file declares, each printed as CuTe prints it.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>

#include "app/cli/command.hpp"
#include "core/cpp_import/cpp_source.hpp"
#include "core/cpp_import/reference_program.hpp"

namespace ll::cli {
namespace {

constexpr std::size_t kMaxSourceBytes = 16u << 20;

void print_usage() {
  std::puts(
      "Usage: layoutlab-cli import FILE [--set NAME=VALUE]... [--object NAME] [--emit-program OUT.cpp]\n"
      "Reads a C++ source (.cu, .cuh, .hpp, .h, .cpp; - for standard input) and prints, in source order, each\n"
      "CuTe object it declares (using NAME = TYPE; auto NAME = EXPR; constexpr TYPE NAME{}; at namespace\n"
      "scope, in structs and in function bodies) as\n"
      "  NAME (LINE): VALUE              what CuTe's print prints for it\n"
      "  NAME (LINE): needs: A, B        names LayoutLab cannot know: give them with --set A=128\n"
      "  NAME (LINE): unreadable: WHY\n"
      "Names in a struct or function are qualified, Struct::Name; --set fn::NAME=VALUE gives the parameter\n"
      "NAME of the function or struct template fn. #include \"FILE\" of a file next to the source is read\n"
      "first (its objects show `NAME (FILE:LINE)`). --object NAME prints only that object's value, byte for\n"
      "byte (exit 1 with `error: ...` when it cannot). --emit-program writes a host program with the same\n"
      "declarations and settings that, compiled with CuTe (g++ -std=c++17 -I CUTLASS/include) and run, prints\n"
      "what CuTe computes for them in the same form: diff it against this command's output.");
}

}  // namespace

int run_import(const std::vector<std::string>& args) {
  std::string file, object, program_file;
  std::map<std::string, std::string> settings;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      print_usage();
      return 0;
    }
    if ((a == "--set" || a == "--object" || a == "--emit-program") && i + 1 < args.size()) {
      const std::string& v = args[++i];
      if (a == "--object") {
        object = v;
        continue;
      }
      if (a == "--emit-program") {
        program_file = v;
        continue;
      }
      const auto eq = v.find('=');
      if (eq == std::string::npos || eq == 0) {
        std::cerr << "error: --set " << v << ": write NAME=VALUE, e.g. --set bM=128\n";
        return 2;
      }
      settings[v.substr(0, eq)] = v.substr(eq + 1);
    } else if (file.empty()) {
      file = a;
    } else {
      std::cerr << "error: unexpected argument '" << a << "' (see layoutlab-cli import --help)\n";
      return 2;
    }
  }
  if (file.empty()) {
    print_usage();
    return 2;
  }
  std::ostringstream source;
  if (file == "-") {
    source << std::cin.rdbuf();
  } else {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
      std::cerr << "error: cannot open " << file << "\n";
      return 1;
    }
    source << in.rdbuf();
  }
  const std::string text = source.str();
  if (text.size() > kMaxSourceBytes) {
    std::cerr << "error: " << file << " is larger than " << (kMaxSourceBytes >> 20) << " MiB; not a source to import\n";
    return 1;
  }
  if (text.find('\0') != std::string::npos) {
    std::cerr << "error: " << file << " holds NUL bytes: not a C++ source\n";
    return 1;
  }
  // `#include "sibling.h"`: read from the file's folder when it is there
  const std::string folder = file == "-" ? std::string(".") : std::filesystem::path(file).parent_path().string();
  const IncludeReader includes = includes_next_to(folder.empty() ? "." : folder);
  if (!program_file.empty()) {
    std::ofstream out(program_file, std::ios::binary);
    out << cpp_import_reference_program(text, settings, includes);
    if (!out) {
      std::cerr << "error: cannot write " << program_file << "\n";
      return 1;
    }
  }
  const auto objects = import_cpp_source(text, settings, includes);
  if (!object.empty()) {
    for (const ImportedObject& o : objects) {
      if (o.name != object) continue;
      if (o.read()) {
        std::cout << o.printed << "\n";
        return 0;
      }
      std::cout << "error: " << (o.needs.empty() ? o.unreadable : "needs values for the names it uses") << "\n";
      return 1;
    }
    std::cout << "error: " << file << " declares no object " << object << "\n";
    return 1;
  }
  for (const ImportedObject& o : objects) {
    std::cout << o.name << " (" << (o.file.empty() ? "" : o.file + ":") << o.line << "): ";
    if (o.read()) {
      std::cout << o.printed << "\n";
    } else if (!o.needs.empty()) {
      std::cout << "needs:";
      for (std::size_t k = 0; k < o.needs.size(); ++k) std::cout << (k ? ", " : " ") << o.needs[k];
      std::cout << "\n";
    } else {
      std::cout << "unreadable: " << o.unreadable << "\n";
    }
  }
  return 0;
}

namespace {
const RegisterCommand reg{{"import", "the CuTe objects a C++ source declares, printed as CuTe prints them", run_import}};
}  // namespace

}  // namespace ll::cli
