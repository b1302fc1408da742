#pragma once
// One function a subcommand. Each takes the arguments after its name and
// returns the process exit status. The table of commands (names, functions
// and help texts) lives in command_table.cpp, so that the dispatch and the help can
// never disagree about which commands exist.

#include <span>
#include <string_view>

namespace astar::cli {

/// Exit statuses shared by every subcommand.
inline constexpr int kExitOk = 0;
/// path: no path exists; scen: an optimal algorithm missed an optimum.
inline constexpr int kExitNegative = 1;
/// Bad arguments or a bad file.
inline constexpr int kExitUsage = 2;

using Args = std::span<const std::string_view>;

int path_command(Args args);
int scen_command(Args args);
int batch_command(Args args);
int serve_command(Args args);
int convert_command(Args args);
int info_command(Args args);
int gen_command(Args args);
int scen_gen_command(Args args);
int field_command(Args args);
int crowd_command(Args args);
int replan_command(Args args);
/// astar-cli help [COMMAND|all]: the overview, one command's help, or all.
int help_command(Args args);

/// The function that runs `name`, or nullptr when there is no such command.
using CommandFunction = int (*)(Args);
CommandFunction find_command(std::string_view name);

/// Prints the short overview of the commands to standard output.
void print_overview();
/// Prints one command's usage and options (the command must exist).
void print_command_help(std::string_view name);
/// Prints every command's usage and options: the full manual text that the
/// man page and the CLI manual's test read.
void print_full_help();
/// "unknown command 'NAME'" with the list of commands, as a usage error.
int report_unknown_command(std::string_view name);

}  // namespace astar::cli
