#include "astar/search/flags.hpp"

#include <algorithm>
#include <charconv>
#include <optional>
#include <string>

#include "astar/std_compat.hpp"

namespace astar {
namespace {

std::string_view as_given(std::string_view flag) {
  return flag.starts_with("--") ? flag.substr(2) : flag;
}

// The flag's name without "--", an old name given as its new one.
std::string_view bare(std::string_view flag) {
  const std::string_view name = as_given(flag);
  for (const SearchFlagAlias& alias : kSearchFlagAliases) {
    if (name == alias.old_name) return alias.name;
  }
  return name;
}

Error bad_value(std::string_view name, std::string_view value,
                std::string_view expected) {
  return fail(ErrorKind::BadArgument, "--" + std::string(name) + " '" +
                                          std::string(value) + "': expected " +
                                          std::string(expected));
}

// Sets `field` to the parsed `value`, or fails listing the choices.
template <typename T>
Status choose(T& field, std::string_view name, std::string_view value,
              std::optional<T> (*parse)(std::string_view),
              std::string_view choices) {
  const std::optional<T> parsed = parse(value);
  if (!parsed) return bad_value(name, value, "one of " + std::string(choices));
  field = *parsed;
  return {};
}

Status parse_weight(double& weight, std::string_view value) {
  static_assert(kMaxSearchWeight == 1e6, "the message below names the limit");
  double w = 0;
  const auto [end, error] =
      from_chars(value.data(), value.data() + value.size(), w);
  // !(w >= 1) also refuses NaN.
  if (value.empty() || error != std::errc() ||
      end != value.data() + value.size() || !(w >= 1.0) ||
      w > kMaxSearchWeight) {
    return bad_value("weight", value, "a number from 1 to 1000000");
  }
  weight = w;
  return {};
}

// `name` as the user spelled it, so an error quotes the flag typed.
Status parse_unit_size(int& size, std::string_view name,
                       std::string_view value) {
  int k = 0;
  const auto [end, error] =
      std::from_chars(value.data(), value.data() + value.size(), k);
  if (value.empty() || error != std::errc() ||
      end != value.data() + value.size() || !check_unit_size(k)) {
    return bad_value(
        name, value,
        "a whole number from 1 to " + std::to_string(kMaxUnitSize));
  }
  size = k;
  return {};
}

Status parse_terrain(TerrainTable& table, std::string_view value) {
  auto parsed = TerrainTable::parse(value);
  if (!parsed) {
    return fail(ErrorKind::BadArgument, "--terrain '" +
                                            std::string(value.substr(0, 80)) +
                                            "': " + parsed.error());
  }
  table = parsed.value();
  return {};
}

Status apply_known(SearchSettings& s, std::string_view flag,
                   std::string_view value) {
  const std::string_view name = bare(flag);
  if (name == "unit-size") {
    return parse_unit_size(s.unit.size, as_given(flag), value);
  }
  if (name == "terrain") return parse_terrain(s.unit.terrain, value);
  if (name == "algo") {
    return choose(s.algorithm, name, value, parse_algorithm,
                  algorithm_names(", "));
  }
  if (name == "weight") return parse_weight(s.weight, value);
  if (name == "heuristic") {
    Heuristic heuristic{};
    Status parsed = choose(heuristic, name, value, parse_heuristic,
                           "manhattan, euclidean, octile, chebyshev, zero");
    if (parsed) s.heuristic = heuristic;
    return parsed;
  }
  if (name == "connectivity") {
    return choose(s.rules.connectivity, name, value, parse_connectivity,
                  "4, 8");
  }
  if (name == "corners") {
    return choose(s.rules.diagonal, name, value, parse_diagonal_rule,
                  "always, no-squeeze, no-cut");
  }
  if (name == "costs") {
    return choose(s.rules.costs, name, value, parse_step_costs, "exact, 10-14");
  }
  return choose(s.tie_break, name, value, parse_tie_break,
                "low-h, high-h, fifo, lifo");
}

}  // namespace

bool is_search_flag(std::string_view flag) {
  return std::find(kSearchFlagNames.begin(), kSearchFlagNames.end(),
                   bare(flag)) != kSearchFlagNames.end();
}

Result<bool> apply_search_flag(SearchSettings& settings, std::string_view flag,
                               std::string_view value) {
  if (!is_search_flag(flag)) return false;
  SearchSettings changed = settings;
  if (Status s = apply_known(changed, flag, value); !s) {
    return s.failure();
  }
  settings = changed;
  return true;
}

Result<SearchSettings> parse_search_flags(std::span<const SearchFlag> flags) {
  SearchSettings settings;
  bool saw_algo = false;
  bool saw_weight = false;
  for (std::size_t i = 0; i < flags.size(); ++i) {
    const std::string_view name = bare(flags[i].name);
    for (std::size_t j = 0; j < i; ++j) {
      if (bare(flags[j].name) == name) {
        return fail(ErrorKind::BadArgument,
                    "option '--" + std::string(name) + "' is given twice");
      }
    }
    Result<bool> used =
        apply_search_flag(settings, flags[i].name, flags[i].value);
    if (!used) return used.failure();
    if (!used.value()) {
      return fail(ErrorKind::BadArgument,
                  "'--" + std::string(name) + "' is not a search flag");
    }
    saw_algo = saw_algo || name == "algo";
    saw_weight = saw_weight || name == "weight";
  }
  if (saw_weight && !saw_algo) settings.algorithm = Algorithm::WeightedAStar;
  const AlgorithmInfo& algorithm = algorithm_info(settings.algorithm);
  if (saw_weight && !algorithm.uses_weight) {
    return fail(ErrorKind::BadArgument,
                "--weight applies only to --algo weighted");
  }
  if (!saw_weight && algorithm.uses_weight) {
    settings.weight = algorithm.default_weight;
  }
  return settings;
}

std::string_view search_flags_usage() {
  return R"(  --algo NAME             astar|dijkstra|greedy|bfs|weighted|jps|subgoal|
                          theta|bi-astar|bi-dijkstra|bi-bfs (default astar;
                          jps: 8-way, no-cut, no terrain; subgoal: A* over
                          the prepared map (a subgoal graph), any moves, no
                          terrain; theta: any-angle Theta*, 8-connected
                          only; bi-*: the search from both ends at once,
                          meeting in the middle)
  --weight W              w of weighted A*, 1 to 1000000 (default 2; implies
                          --algo weighted)
  --heuristic manhattan|euclidean|octile|chebyshev|zero
                          (default octile for 8-connected, manhattan for 4,
                          euclidean for theta)
  --connectivity 4|8      (default 8)
  --corners always|no-squeeze|no-cut
                          diagonal rule (default no-cut)
  --costs exact|10-14     step costs 1 and sqrt 2, or 10 and 14 (default exact)
  --tie-break low-h|high-h|fifo|lifo
                          order among equal keys (default low-h)
  --unit-size K           the unit's footprint: K x K cells from the path's
                          cell right and down, 1 to 32 (default 1)
  --terrain SPEC          the unit's terrain table, W=wall or W=C entries by
                          comma: "10=wall,5=2" bars weight 10 and prices
                          weight 5 at 2 (default: every weight itself)
)";
}

}  // namespace astar
