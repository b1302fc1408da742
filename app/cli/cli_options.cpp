#include "cli_options.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <limits>

#include "astar/search/flags.hpp"
#include "coordinate_options.hpp"

namespace astar::cli {
namespace {

// Not "quoted": std::quoted, found by argument-dependent lookup for a
// std::string, would be chosen where <iomanip> is included.
std::string in_quotes(std::string_view text) {
  return "'" + std::string(text) + "'";
}

const OptionSpec* find_spec(std::span<const OptionSpec> specs,
                            std::string_view name) {
  for (const OptionSpec& spec : specs) {
    if (spec.name == name) return &spec;
  }
  return nullptr;
}

bool parse_int(std::string_view text, int& out) {
  const auto [end, error] =
      std::from_chars(text.data(), text.data() + text.size(), out);
  return !text.empty() && error == std::errc() &&
         end == text.data() + text.size();
}

// The command being run, once main has found it: a bad argument then
// points at that command's help rather than the overview. One process runs
// one command, so this is set once, before any message.
std::string_view g_hint_command;

// "run 'astar-cli help path' for usage", or the overview before a command
// is known.
std::string usage_hint() {
  if (g_hint_command.empty()) return "run 'astar-cli --help' for usage";
  return "run 'astar-cli help " + std::string(g_hint_command) + "' for usage";
}

}  // namespace

void set_usage_hint_command(std::string_view command) {
  g_hint_command = command;
}

int report_error(const Error& error) {
  std::fprintf(stderr, "error: %s\n", error.message.c_str());
  // Only a bad argument is fixed by reading the usage; for a bad or missing
  // file the message already names the file and the problem.
  if (error.kind == ErrorKind::BadArgument &&
      error.message.find("--help") == std::string::npos &&
      error.message.find("astar-cli help") == std::string::npos) {
    std::fprintf(stderr, "%s\n", usage_hint().c_str());
  }
  return kExitUsage;
}

int report_error(const std::string& message) {
  return report_error(fail(ErrorKind::BadArgument, message));
}

bool asks_for_json(Args args) {
  return std::find(args.begin(), args.end(), "--json") != args.end();
}

const std::string* ParsedArgs::value(std::string_view name) const {
  for (const auto& [key, text] : values) {
    if (key == name) return &text;
  }
  return nullptr;
}

bool ParsedArgs::flag(std::string_view name) const {
  for (const std::string& f : flags) {
    if (f == name) return true;
  }
  return false;
}

namespace {

// Reads the option at args[i] ("--name", "--name=value" or "--name value")
// into `parsed`; a value given as the next argument moves `i` past it.
Status parse_option(std::string_view command, Args args, std::size_t& i,
                    std::span<const OptionSpec> specs, ParsedArgs& parsed) {
  const std::string_view arg = args[i];
  if (arg.substr(0, 2) != "--") {
    return fail(ErrorKind::BadArgument, "unknown option " + in_quotes(arg) +
                                            " for '" + std::string(command) +
                                            "'");
  }
  std::string_view name = arg.substr(2);
  std::optional<std::string_view> inline_value;
  if (const auto equals = name.find('='); equals != std::string_view::npos) {
    inline_value = name.substr(equals + 1);
    name = name.substr(0, equals);
  }
  const OptionSpec* spec = find_spec(specs, name);
  if (spec == nullptr) {
    return fail(ErrorKind::BadArgument, "unknown option '--" +
                                            std::string(name) + "' for '" +
                                            std::string(command) + "'");
  }
  if (!spec->repeats && (parsed.value(name) != nullptr || parsed.flag(name))) {
    return fail(ErrorKind::BadArgument,
                "option '--" + std::string(name) + "' is given twice");
  }
  if (!spec->takes_value) {
    if (inline_value) {
      return fail(ErrorKind::BadArgument,
                  "option '--" + std::string(name) + "' takes no value");
    }
    parsed.flags.emplace_back(name);
    return {};
  }
  if (!inline_value) {
    if (i + 1 >= args.size()) {
      return fail(ErrorKind::BadArgument,
                  "option '--" + std::string(name) + "' needs a value");
    }
    inline_value = args[++i];
  }
  parsed.values.emplace_back(std::string(name), std::string(*inline_value));
  return {};
}

Status check_positional_count(std::string_view command,
                              const ParsedArgs& parsed,
                              std::span<const std::string_view> positionals) {
  if (parsed.positionals.size() < positionals.size()) {
    return fail(ErrorKind::BadArgument,
                "'" + std::string(command) + "' needs " +
                    std::string(positionals[parsed.positionals.size()]) + "; " +
                    usage_hint());
  }
  if (parsed.positionals.size() > positionals.size()) {
    return fail(ErrorKind::BadArgument,
                "unexpected argument " +
                    in_quotes(parsed.positionals[positionals.size()]) +
                    " for '" + std::string(command) + "'");
  }
  return {};
}

}  // namespace

Result<ParsedArgs> parse_args(std::string_view command, Args args,
                              std::span<const OptionSpec> specs,
                              std::span<const std::string_view> positionals) {
  ParsedArgs parsed;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string_view arg = args[i];
    if (arg == "--help" || arg == "-h") {
      parsed.help = true;
    } else if (arg.size() < 2 || arg[0] != '-') {
      parsed.positionals.emplace_back(arg);
    } else if (Status option = parse_option(command, args, i, specs, parsed);
               !option) {
      return option.failure();
    }
  }
  if (parsed.help) return parsed;
  if (Status count = check_positional_count(command, parsed, positionals);
      !count) {
    return count.failure();
  }
  return parsed;
}

Result<ParsedArgs> parse_search_args(
    std::string_view command, Args args, std::span<const OptionSpec> extra,
    std::span<const std::string_view> positionals) {
  std::vector<OptionSpec> specs;
  for (std::string_view name : kSearchFlagNames) specs.push_back({name});
  for (const SearchFlagAlias& alias : kSearchFlagAliases) {
    specs.push_back({alias.old_name});
  }
  specs.insert(specs.end(), extra.begin(), extra.end());
  return parse_args(command, args, specs, positionals);
}

Result<SearchSettings> search_settings(const ParsedArgs& args) {
  std::vector<SearchFlag> flags;
  for (const auto& [name, value] : args.values) {
    if (is_search_flag(name)) flags.push_back({name, value});
  }
  return parse_search_flags(flags);
}

Result<MovementRules> movement_rules(const ParsedArgs& args) {
  Result<SearchSettings> settings = search_settings(args);
  if (!settings) return settings.failure();
  return settings.value().rules;
}

Result<PostProcess> post_process_option(const ParsedArgs& args) {
  const std::string* text = args.value("post");
  if (text == nullptr) return PostProcess::None;
  if (auto post = parse_post_process(*text)) return *post;
  return fail(ErrorKind::BadArgument,
              "--post " + in_quotes(*text) +
                  ": expected one of none, waypoints, smooth");
}

Result<Point> parse_point(std::string_view option, std::string_view text) {
  const auto comma = text.find(',');
  Point p;
  if (comma == std::string_view::npos ||
      !parse_int(text.substr(0, comma), p.x) ||
      !parse_int(text.substr(comma + 1), p.y)) {
    return fail(ErrorKind::BadArgument,
                std::string(option) + " " + in_quotes(text) +
                    ": expected X,Y (two whole numbers separated by a comma)");
  }
  return p;
}

Result<long long> parse_positive(std::string_view option,
                                 std::string_view text) {
  long long value = 0;
  const auto [end, error] =
      std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() ||
      end != text.data() + text.size() || value < 1) {
    return fail(ErrorKind::BadArgument,
                std::string(option) + " " + in_quotes(text) +
                    ": expected a whole number of at least 1");
  }
  return value;
}

Result<std::uint64_t> parse_seed(std::string_view option,
                                 std::string_view text) {
  std::uint64_t value = 0;
  const auto [end, error] =
      std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() ||
      end != text.data() + text.size()) {
    return fail(ErrorKind::BadArgument,
                std::string(option) + " " + in_quotes(text) +
                    ": expected a whole number 0.." +
                    std::to_string(std::numeric_limits<std::uint64_t>::max()));
  }
  return value;
}

Status check_cell(const Grid& grid, Point p, std::string_view option,
                  const std::string& map_path) {
  return check_shown_cell(grid, Coordinates{CellOrigin::TopLeft, grid.height()},
                          p, option, map_path);
}

std::string format_exact(double value) {
  char buffer[64];
  const auto [end, error] =
      std::to_chars(buffer, buffer + sizeof buffer, value);
  if (error != std::errc()) return std::to_string(value);
  return std::string(buffer, end);
}

}  // namespace astar::cli
