#pragma once
/// @file algorithms.hpp
/// The one table of how each search algorithm behaves: its names (the
/// command-line name is a public interface: flags, sessions, the C API),
/// its key, what it does with cells it meets again, what it refuses and
/// why, its default heuristic. Front ends (the CLI, the C API, the studio's
/// views) read these fields instead of switching on particular algorithms,
/// so a view asks "does it use a heuristic", "is its path a list of
/// vertices", "does it jump". What a classroom needs besides (the prose and
/// the pseudocode listings) is in the teaching library: astar/teach/
/// algorithm_text.hpp, which games do not link.
///
/// The search reads the table too: its key, its relax policy and its
/// expansion policy (grid moves, jumps, any-angle successors) follow the
/// row's flags (search.hpp), and algorithms_test.cpp checks the row against
/// what the search does.
///
/// Adding an algorithm:
///  1. add its enumerator to `Algorithm` below;
///  2. add its row to the table in core/src/search/algorithms.cpp (the row's
///     position is where the studio lists it);
///  3. add its text to core/src/teach/algorithm_text.cpp: its summary, its
///     pseudocode and the lines its steps light (pseudocode_lines; left out,
///     the studio shows the listing but steps it by whole expansions);
///  4. if no expansion policy runs it yet, write one in a file of its own
///     (core/src/search/expansions.hpp: grid_moves.cpp, jump_point_search.cpp
///     and theta_star.cpp are the three) and pick it in Search::select_step;
///  5. if its key is new, a KeyTerms value and the step text's wording of it
///     (app/studio/search/step_text.cpp).
/// The CLI's --algo, the C API's "algo" and the studio's combo then offer it;
/// algorithms_test.cpp checks the row against what the search does.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "astar/grid/heuristics.hpp"
#include "astar/grid/movement.hpp"

namespace astar {

enum class Algorithm : std::uint8_t {
  AStar,
  Dijkstra,
  Greedy,
  BreadthFirst,
  WeightedAStar,
  JumpPoint,       ///< Jump Point Search: 8-way, no-cut, uniform cost only
  Theta,           ///< any-angle A*: parents anywhere in clear sight
  BiAStar,         ///< A* from both ends at once (bidirectional_search.hpp)
  BiDijkstra,      ///< Dijkstra from both ends at once
  BiBreadthFirst,  ///< breadth-first from both ends at once
  Subgoal,  ///< A* over a prepared map's subgoal graph (subgoal_graph.hpp)
};

/// What an algorithm's priority key is made of.
enum class KeyTerms : std::uint8_t {
  GPlusH,          ///< f = g + h
  GPlusWeightedH,  ///< f = g + w*h
  G,               ///< g alone
  H,               ///< h alone
  Depth,           ///< the number of moves: a first-in, first-out queue
};

/// One row of the table: everything front ends need to know about one
/// algorithm.
struct AlgorithmInfo {
  /// The enumerator this row describes.
  Algorithm algorithm;
  /// Its command-line name ("astar"): --algo, sessions, the C API.
  std::string_view name;
  /// Its label in menus ("Weighted A*").
  std::string_view label;
  /// Its label where room is short (a compare run's header: "Weighted").
  std::string_view short_label;
  /// The terms of its key, for texts that spell the key out with numbers.
  KeyTerms key;
  /// Its key reads h: the heuristic setting matters.
  bool uses_heuristic;
  /// Its key reads the weight w.
  bool uses_weight;
  /// The weight used when none is given (only when uses_weight).
  double default_weight = 1.0;
  /// A cheaper way to an open cell replaces the old one. False means the
  /// first visit is kept (breadth-first).
  bool improves_open;
  /// A cheaper way to a closed cell reopens it.
  bool reopens_closed;
  /// With a consistent h the keys it expands never fall, so a falling key
  /// shows an inconsistent h.
  bool key_falls_only_if_inconsistent;
  /// Its path holds vertices in clear sight of each other, not adjacent
  /// cells, and a cell's parent may be any cell in sight.
  bool any_angle;
  /// It jumps: parents may be far away along lines it scanned, and it
  /// needs a JumpMap (Search::start builds one when none is given).
  bool jumps;
  /// Its cost is optimal whenever h is admissible (or unused).
  bool optimal;
  /// It searches a prepared map (a SubgoalGraph) instead of the grid: its
  /// parents are far away, linked by h-paths (Search::start prepares one
  /// when none is given).
  bool prepared = false;
  /// Why it cannot run under `rules` on a map with or without terrain
  /// weights, as Search::start says it; empty when it can.
  std::string (*refusal)(const MovementRules& rules, bool has_terrain);
  /// The heuristic used when the query gives none.
  Heuristic (*default_heuristic)(const MovementRules& rules);
  /// It runs two searches of `one_way` at once, from the start and from
  /// the goal, and stops where they meet (bidirectional_search.hpp).
  bool bidirectional = false;
  /// What each side of a bidirectional algorithm runs (read only when
  /// `bidirectional`).
  Algorithm one_way = Algorithm::AStar;
};

/// The row of `algorithm`.
const AlgorithmInfo& algorithm_info(Algorithm algorithm);
/// Every row, in the order menus list them.
std::span<const AlgorithmInfo> all_algorithms();
/// The command-line names joined by `separator` ("astar, dijkstra, ...").
std::string algorithm_names(std::string_view separator);

/// The command-line name.
std::string_view to_string(Algorithm value);
/// The algorithm with that command-line name.
std::optional<Algorithm> parse_algorithm(std::string_view text);
/// True for the algorithms that always return an optimal cost when the
/// heuristic is admissible (A*, Dijkstra and JPS).
bool is_optimal(Algorithm algorithm);
/// Why JPS cannot run exactly under `rules` on a map with or without
/// terrain weights, or an empty string when it can. Front ends ask this to
/// grey the choice out and say why.
std::string jump_point_problem(const MovementRules& rules, bool has_terrain);

}  // namespace astar
