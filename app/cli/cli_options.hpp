#pragma once
// The options parser every subcommand shares, and the typed readers for the
// values it finds (points, numbers, search settings).

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/grid/movement.hpp"
#include "astar/path/post_process.hpp"
#include "astar/result.hpp"
#include "astar/search/search.hpp"
#include "astar/search/settings.hpp"
#include "commands.hpp"

namespace astar::cli {

/// Prints "error: <message>" to standard error. A bad argument gets a second
/// line pointing at the usage text, unless the message already does. Returns
/// kExitUsage for every kind, as the help text promises.
int report_error(const Error& error);
/// Names the command being run, so that a bad argument's message points at
/// 'astar-cli help COMMAND' (until then, at 'astar-cli --help').
void set_usage_hint_command(std::string_view command);
/// report_error for a message of kind BadArgument.
int report_error(const std::string& message);
/// report_error that, when `json` is set, also prints the message as
/// {"error":"..."} on standard output, so a program that asked for JSON
/// always gets JSON. The exit status is the same.
int report_error(const Error& error, bool json);
/// True when `args` hold the flag --json, read before the arguments are
/// parsed so that an error in parsing them is reported as JSON too.
bool asks_for_json(Args args);

/// One accepted `--name`; a value comes as `--name V` or `--name=V`.
struct OptionSpec {
  std::string_view name;  // without the leading "--"
  bool takes_value = true;
  bool repeats = false;  // may be given more than once (values in order)
};

struct ParsedArgs {
  std::vector<std::string> positionals;
  std::vector<std::pair<std::string, std::string>> values;
  std::vector<std::string> flags;
  bool help = false;  // --help or -h was given

  /// The value of `--name`, or nullptr when it was not given.
  const std::string* value(std::string_view name) const;
  bool flag(std::string_view name) const;
};

/// Splits `args` into options from `specs` and exactly `positionals`
/// positional arguments (`what` names them in the message when missing).
Result<ParsedArgs> parse_args(std::string_view command, Args args,
                              std::span<const OptionSpec> specs,
                              std::span<const std::string_view> positionals);

/// parse_args with core's search flags (kSearchFlagNames) plus `extra`.
Result<ParsedArgs> parse_search_args(
    std::string_view command, Args args, std::span<const OptionSpec> extra,
    std::span<const std::string_view> positionals);

/// What a command accepts: its options (and core's search flags, when
/// `search_flags`) and exactly its positional arguments.
struct CommandSyntax {
  std::string_view name;
  std::span<const OptionSpec> options;
  std::span<const std::string_view> positionals;
  bool search_flags = false;
};

/// The preamble every command shares: its arguments parsed, unless the
/// command ends before it starts. `finished` is then its exit status: a bad
/// argument was reported (kExitUsage; as JSON too when `json`), or --help
/// printed the command's help (kExitOk).
struct CommandStart {
  std::optional<int> finished;
  ParsedArgs options;
};
CommandStart start_command(const CommandSyntax& syntax, Args args,
                           bool json = false);

/// Settings from the search flags among `args`, by core's
/// parse_search_flags: the same names, limits and messages as the studio.
Result<SearchSettings> search_settings(const ParsedArgs& args);
/// Movement rules from --connectivity, --corners and --costs, starting from
/// the Moving AI defaults.
Result<MovementRules> movement_rules(const ParsedArgs& args);

/// --post none|waypoints|smooth, None when it is not given.
Result<PostProcess> post_process_option(const ParsedArgs& args);

/// "X,Y" as two whole numbers; `option` names the source in messages.
Result<Point> parse_point(std::string_view option, std::string_view text);
/// A whole number of at least 1.
Result<long long> parse_positive(std::string_view option,
                                 std::string_view text);
/// The largest --threads accepted.
inline constexpr long long kMaxThreads = 256;
/// --threads N (1..kMaxThreads), or every core when it is not given.
Result<int> thread_count(const ParsedArgs& args);
/// A generator seed: a whole number 0..2^64-1.
Result<std::uint64_t> parse_seed(std::string_view option,
                                 std::string_view text);
/// Checks that `p` can be a search endpoint (core's endpoint_problem),
/// worded for the command line: "--from 2,0 is a wall in maps/a.map".
Status check_cell(const Grid& grid, Point p, std::string_view option,
                  const std::string& map_path);

/// A double printed so it reads back exactly (shortest round trip).
std::string format_exact(double value);

}  // namespace astar::cli
