// astar-cli: dispatches to one subcommand; each lives in its own file.

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "cli_options.hpp"
#include "commands.hpp"

int main(int argc, char** argv) {
  using namespace astar::cli;
  const std::vector<std::string_view> all(argv + 1, argv + argc);
  if (all.empty()) {
    return report_error("no command given; run 'astar-cli --help' for usage");
  }
  const std::string_view command = all[0];
  const Args rest = Args(all).subspan(1);
  if (command == "path") return path_command(rest);
  if (command == "scen") return scen_command(rest);
  if (command == "batch") return batch_command(rest);
  if (command == "convert") return convert_command(rest);
  if (command == "info") return info_command(rest);
  if (command == "gen") return gen_command(rest);
  if (command == "scen-gen") return scen_gen_command(rest);
  if (command == "help" || command == "--help" || command == "-h") {
    print_help();
    return kExitOk;
  }
  return report_error("unknown command '" + std::string(command) +
                      "'; run 'astar-cli --help' for the list");
}
