#include "cli_options.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>

namespace astar::cli {
namespace {

std::string quoted(std::string_view text) {
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

template <typename T>
Result<T> choose(const ParsedArgs& args, std::string_view option,
                 std::optional<T> (*parse)(std::string_view), T fallback,
                 const char* choices) {
  const std::string* text = args.value(option);
  if (text == nullptr) return fallback;
  if (std::optional<T> parsed = parse(*text)) return *parsed;
  return fail("--" + std::string(option) + " " + quoted(*text) +
              ": expected one of " + choices);
}

}  // namespace

int report_error(const std::string& message) {
  std::fprintf(stderr, "error: %s\n", message.c_str());
  return kExitUsage;
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

Result<ParsedArgs> parse_args(std::string_view command, Args args,
                              std::span<const OptionSpec> specs,
                              std::span<const std::string_view> positionals) {
  ParsedArgs parsed;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string_view arg = args[i];
    if (arg == "--help" || arg == "-h") {
      parsed.help = true;
      continue;
    }
    if (arg.size() < 2 || arg[0] != '-') {
      parsed.positionals.emplace_back(arg);
      continue;
    }
    if (arg.substr(0, 2) != "--") {
      return fail("unknown option " + quoted(arg) + " for '" +
                  std::string(command) + "'");
    }
    std::string_view name = arg.substr(2);
    std::optional<std::string_view> inline_value;
    if (const auto equals = name.find('='); equals != std::string_view::npos) {
      inline_value = name.substr(equals + 1);
      name = name.substr(0, equals);
    }
    const OptionSpec* spec = find_spec(specs, name);
    if (spec == nullptr) {
      return fail("unknown option '--" + std::string(name) + "' for '" +
                  std::string(command) + "'");
    }
    if (parsed.value(name) != nullptr || parsed.flag(name)) {
      return fail("option '--" + std::string(name) + "' is given twice");
    }
    if (!spec->takes_value) {
      if (inline_value) {
        return fail("option '--" + std::string(name) + "' takes no value");
      }
      parsed.flags.emplace_back(name);
      continue;
    }
    if (!inline_value) {
      if (i + 1 >= args.size()) {
        return fail("option '--" + std::string(name) + "' needs a value");
      }
      inline_value = args[++i];
    }
    parsed.values.emplace_back(std::string(name), std::string(*inline_value));
  }
  if (parsed.help) return parsed;
  if (parsed.positionals.size() < positionals.size()) {
    return fail("'" + std::string(command) + "' needs " +
                std::string(positionals[parsed.positionals.size()]) +
                "; run 'astar-cli --help' for usage");
  }
  if (parsed.positionals.size() > positionals.size()) {
    return fail("unexpected argument " +
                quoted(parsed.positionals[positionals.size()]) + " for '" +
                std::string(command) + "'");
  }
  return parsed;
}

Result<ParsedArgs> parse_search_args(
    std::string_view command, Args args, std::span<const OptionSpec> extra,
    std::span<const std::string_view> positionals) {
  std::vector<OptionSpec> specs(std::begin(kSearchOptions),
                                std::end(kSearchOptions));
  specs.insert(specs.end(), extra.begin(), extra.end());
  return parse_args(command, args, specs, positionals);
}

Result<MovementRules> movement_rules(const ParsedArgs& args) {
  MovementRules rules;
  Result<Connectivity> connectivity = choose(
      args, "connectivity", parse_connectivity, rules.connectivity, "4, 8");
  if (!connectivity) return Error{connectivity.error()};
  Result<DiagonalRule> corners =
      choose(args, "corners", parse_diagonal_rule, rules.diagonal,
             "always, no-squeeze, no-cut");
  if (!corners) return Error{corners.error()};
  Result<StepCosts> costs =
      choose(args, "costs", parse_step_costs, rules.costs, "exact, 10-14");
  if (!costs) return Error{costs.error()};
  rules.connectivity = connectivity.value();
  rules.diagonal = corners.value();
  rules.costs = costs.value();
  return rules;
}

Result<SearchQuery> search_query(const ParsedArgs& args) {
  SearchQuery query;
  Result<MovementRules> rules = movement_rules(args);
  if (!rules) return Error{rules.error()};
  query.rules = rules.value();

  const std::string* weight = args.value("weight");
  const Algorithm fallback =
      weight != nullptr ? Algorithm::WeightedAStar : Algorithm::AStar;
  Result<Algorithm> algorithm =
      choose(args, "algo", parse_algorithm, fallback,
             "astar, dijkstra, greedy, bfs, weighted");
  if (!algorithm) return Error{algorithm.error()};
  query.algorithm = algorithm.value();
  if (weight != nullptr) {
    if (query.algorithm != Algorithm::WeightedAStar) {
      return fail("--weight applies only to --algo weighted");
    }
    double w = 0;
    const auto [end, error] =
        std::from_chars(weight->data(), weight->data() + weight->size(), w);
    if (weight->empty() || error != std::errc() ||
        end != weight->data() + weight->size() || !std::isfinite(w) ||
        w < 1.0) {
      return fail("--weight " + quoted(*weight) +
                  ": expected a number of at least 1");
    }
    query.weight = w;
  } else if (query.algorithm == Algorithm::WeightedAStar) {
    query.weight = 2.0;
  }

  if (const std::string* text = args.value("heuristic")) {
    std::optional<Heuristic> heuristic = parse_heuristic(*text);
    if (!heuristic) {
      return fail("--heuristic " + quoted(*text) +
                  ": expected one of manhattan, euclidean, octile, "
                  "chebyshev, zero");
    }
    query.heuristic = heuristic;
  }
  Result<TieBreak> tie = choose(args, "tie-break", parse_tie_break,
                                query.tie_break, "low-h, high-h, fifo, lifo");
  if (!tie) return Error{tie.error()};
  query.tie_break = tie.value();
  return query;
}

Result<Point> parse_point(std::string_view option, std::string_view text) {
  const auto comma = text.find(',');
  Point p;
  if (comma == std::string_view::npos ||
      !parse_int(text.substr(0, comma), p.x) ||
      !parse_int(text.substr(comma + 1), p.y)) {
    return fail(std::string(option) + " " + quoted(text) +
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
    return fail(std::string(option) + " " + quoted(text) +
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
    return fail(std::string(option) + " " + quoted(text) +
                ": expected a whole number 0.." +
                std::to_string(std::numeric_limits<std::uint64_t>::max()));
  }
  return value;
}

Status check_cell(const Grid& grid, Point p, std::string_view option,
                  const std::string& map_path) {
  const std::string where = std::string(option) + " " + std::to_string(p.x) +
                            "," + std::to_string(p.y);
  if (!grid.contains(p)) {
    return fail(where + " is outside the map " + map_path + " (" +
                std::to_string(grid.width()) + "x" +
                std::to_string(grid.height()) + "; x is 0.." +
                std::to_string(grid.width() - 1) + ", y is 0.." +
                std::to_string(grid.height() - 1) + ")");
  }
  if (!grid.walkable(p)) {
    return fail(where + " is a wall in " + map_path);
  }
  return {};
}

std::string format_point(Point p) {
  return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
}

std::string format_exact(double value) {
  char buffer[64];
  const auto [end, error] =
      std::to_chars(buffer, buffer + sizeof buffer, value);
  if (error != std::errc()) return std::to_string(value);
  return std::string(buffer, end);
}

}  // namespace astar::cli
