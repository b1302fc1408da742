#pragma once
// One function a subcommand. Each takes the arguments after its name and
// returns the process exit status.

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
int convert_command(Args args);
int info_command(Args args);
int gen_command(Args args);
int scen_gen_command(Args args);

/// Prints the usage text to standard output.
void print_help();

}  // namespace astar::cli
