#pragma once
// Subcommands of layoutlab-cli register themselves here, one file each (cmd_eval.cpp, cmd_export.cpp,
// cmd_gemm.cpp, ...), so adding a command touches only its own file.
#include <string>
#include <vector>

namespace ll::cli {

struct Command {
  std::string name;
  std::string summary;  // one line for `layoutlab-cli --help`
  int (*run)(const std::vector<std::string>& args);
};

std::vector<Command>& commands();

struct RegisterCommand {
  explicit RegisterCommand(Command c) { commands().push_back(std::move(c)); }
};

}  // namespace ll::cli
