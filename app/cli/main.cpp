// astar-cli: dispatches to one subcommand; each lives in its own file, and
// the table of them in help.cpp.

#include <string_view>
#include <vector>

#include "cli_options.hpp"
#include "commands.hpp"
#include "platform.hpp"

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
  const CommandFunction run = find_command(command);
  if (run == nullptr) return report_unknown_command(command);
  set_usage_hint_command(command);
  return run(rest);
}
