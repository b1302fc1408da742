#pragma once
/// @file flags.hpp
/// The search flags every front end accepts, parsed in one place so the CLI
/// and the studio share their names, limits and messages:
///
///   --algo astar|dijkstra|greedy|bfs|weighted|jps|theta
///   --weight W            finite, 1..kMaxSearchWeight
///   --heuristic manhattan|euclidean|octile|chebyshev|zero
///   --connectivity 4|8
///   --corners always|no-squeeze|no-cut
///   --costs exact|10-14
///   --tie-break low-h|high-h|fifo|lifo
///   --unit-size K         the unit's footprint, K x K cells, 1..32
///   --terrain SPEC        the unit's terrain table: "10=wall,5=2"
///
/// One flag at a time (settings applied in the order given):
///
/// ```cpp
/// astar::SearchSettings settings;
/// astar::Result<bool> used =
///     astar::apply_search_flag(settings, "--algo", "dijkstra");
/// if (!used) report(used.error());   // "--algo 'x': expected one of ..."
/// else if (!used.value()) { /* not a search flag: the caller's own */ }
/// ```
///
/// A whole command line at once, with the rules that link the flags:
/// parse_search_flags(). Every error is ErrorKind::BadArgument and starts
/// with the flag and its value in quotes: "--weight '0.5': expected ...".

#include <array>
#include <span>
#include <string_view>

#include "astar/result.hpp"
#include "astar/search/settings.hpp"

namespace astar {

/// The search flags' names without the leading "--", in the usage's order.
inline constexpr std::array<std::string_view, 9> kSearchFlagNames = {
    "algo",  "weight",    "heuristic", "connectivity", "corners",
    "costs", "tie-break", "unit-size", "terrain",
};

/// An old spelling still read, until the version named in the usage.
struct SearchFlagAlias {
  std::string_view old_name;
  std::string_view name;
};
/// --size K was astar-cli's name for --unit-size K; the studio's --size is
/// its window, so the two programs now share --unit-size.
inline constexpr std::array<SearchFlagAlias, 1> kSearchFlagAliases = {{
    {"size", "unit-size"},
}};

/// True when `flag` ("--algo" or "algo") is one of kSearchFlagNames or an
/// old name of kSearchFlagAliases.
bool is_search_flag(std::string_view flag);

/// Parses `value` for `flag` ("--algo" or "algo") into `settings`. Returns
/// false, leaving `settings` alone, when `flag` is not a search flag; an
/// error, leaving `settings` alone, when the value is not valid. Only the
/// named field changes: --weight does not select weighted A* here.
Result<bool> apply_search_flag(SearchSettings& settings, std::string_view flag,
                               std::string_view value);

/// One flag of a command line: its name ("algo" or "--algo") and value.
struct SearchFlag {
  std::string_view name;
  std::string_view value;
};

/// Settings from a command line's search flags, starting from the defaults
/// (the Moving AI rules, A*). Applies each flag in order, then the rules
/// that link them:
///  - --weight without --algo selects weighted A*;
///  - --algo weighted without --weight uses w = 2;
///  - --weight with any other --algo is an error.
/// A flag given twice, or a name that is not a search flag, is an error.
Result<SearchSettings> parse_search_flags(std::span<const SearchFlag> flags);

/// The usage lines for the flags and parse_search_flags' defaults, ready to
/// follow a heading such as "search options:". Each line starts with two
/// spaces and ends with a newline.
std::string_view search_flags_usage();

}  // namespace astar
