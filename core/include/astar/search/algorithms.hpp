#pragma once
/// @file algorithms.hpp
/// The one table of what is known about each search algorithm: its names
/// (the command-line name is a public interface: flags, sessions, the C
/// API), its key, what it does with cells it meets again, what it refuses
/// and why, its default heuristic, and a short pseudocode listing. Front
/// ends (the CLI, the C API, the studio's views) read these fields instead
/// of switching on particular algorithms, so a view asks "does it use a
/// heuristic", "is its path a list of vertices", "does it jump".
///
/// The search itself (search.cpp) still branches on the enum where the
/// algorithms really differ; the table describes that behaviour and
/// algorithms_test.cpp checks the two agree.
///
/// Adding an algorithm:
///  1. add its enumerator to `Algorithm` below;
///  2. add its row to the table in core/src/search/algorithms.cpp (the row's
///     position is where the studio lists it), with its pseudocode and the
///     lines its steps light (pseudocode_lines; left out, the studio shows
///     the listing but steps it by whole expansions);
///  3. teach the search to run it (search.cpp, or its own file as
///     jump_point_search.cpp and theta_star.cpp are);
///  4. if its key is new, a KeyTerms value and the step text's wording of it
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
};

/// What an algorithm's priority key is made of.
enum class KeyTerms : std::uint8_t {
  GPlusH,          ///< f = g + h
  GPlusWeightedH,  ///< f = g + w*h
  G,               ///< g alone
  H,               ///< h alone
  Depth,           ///< the number of moves: a first-in, first-out queue
};

/// Which line of an algorithm's pseudocode says what, 1-based as a view
/// numbers them; 0 when the listing has no such line. A row that leaves
/// them all 0 has no line mapping: its listing shows, but nobody can step
/// through it line by line (pseudocode_trace.hpp).
struct PseudocodeLines {
  int start = 0;        ///< open = {start}: where step 0 stands
  int pop = 0;          ///< current = the best open cell
  int goal = 0;         ///< if current is the goal
  int close = 0;        ///< move current to closed
  int wall = 0;         ///< if n is a wall or the move is refused: skip n
  int closed_skip = 0;  ///< if n is closed (or seen): skip n, before new_g
  int new_g = 0;        ///< new_g = g(current) + cost(current, n)
  int sight = 0;        ///< Theta*: does parent(current) see n
  int via_parent = 0;   ///< Theta*: the way through parent(current)
  int compare = 0;      ///< if new_g >= g(n): skip n
  int update = 0;       ///< g(n) = new_g; parent(n) = current
  int key = 0;          ///< the key: f(n), depth(n)
  int push = 0;         ///< put n in open; 0 when `key` says it too
  int no_path = 0;      ///< open ran dry
  /// JPS: the line where a jump stops at a jump point; its successors
  /// take the lines from new_g on instead of neighbours.
  int jump_point = 0;
  /// False for a row without a mapping (all lines 0).
  bool mapped() const { return pop != 0; }
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
  /// One line for tooltips and help, without the name ("optimal").
  std::string_view summary;
  /// Its priority key as a formula ("f = g + w·h").
  std::string_view formula;
  /// What the key means, for a legend; a weighted key shows its w instead.
  std::string_view key_meaning;
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
  /// When its result is optimal, in words.
  std::string_view optimal_when;
  /// Why a cheaper way to a closed cell was not taken, as a clause
  /// ("weighted A* never reopens a cell"); empty when it reopens.
  std::string_view keeps_closed;
  /// Why a cell met again was not looked at, as a clause ("breadth-first
  /// keeps the first visit"); empty when it improves open cells.
  std::string_view keeps_first_visit;
  /// Why it cannot run under `rules` on a map with or without terrain
  /// weights, as Search::start says it; empty when it can.
  std::string (*refusal)(const MovementRules& rules, bool has_terrain);
  /// The heuristic used when the query gives none.
  Heuristic (*default_heuristic)(const MovementRules& rules);
  /// A short listing in the words of the classic tutorials (open set,
  /// closed set, g, h, f, parent), one statement a line.
  std::span<const std::string_view> pseudocode;
  /// What each line of `pseudocode` does, for stepping it line by line.
  PseudocodeLines pseudocode_lines = {};
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
