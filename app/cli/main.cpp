// astar-cli: dispatches to one subcommand; each lives in its own file, and
// the table of them in command_table.cpp.

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "astar/version.hpp"
#include "cli_options.hpp"
#include "commands.hpp"
#include "platform.hpp"

namespace {

// astar-cli --version: the one version of astar-studio, set in the
// top-level CMakeLists.txt, which the library and the bindings also report.
int version_command(astar::cli::Args rest) {
  if (!rest.empty()) {
    return astar::cli::report_error("'--version' takes no arguments, not '" +
                                    std::string(rest[0]) + "'");
  }
  std::printf("astar-cli %s\n", astar::kVersion);
  return astar::cli::kExitOk;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace astar::cli;
  use_binary_stdio();
  const std::vector<std::string_view> all(argv + 1, argv + argc);
  if (all.empty()) {
    return report_error("no command given; run 'astar-cli --help' for usage");
  }
  const std::string_view command = all[0];
  const Args rest = Args(all).subspan(1);
  if (command == "--help" || command == "-h") return help_command(rest);
  if (command == "--version") return version_command(rest);
  const CommandFunction run = find_command(command);
  if (run == nullptr) return report_unknown_command(command);
  set_usage_hint_command(command);
  return run(rest);
}
