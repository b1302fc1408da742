#pragma once
/// @file algorithm_text.hpp
/// What the classroom says about each search algorithm: a one-line summary,
/// its key as a formula, when its result is optimal, why it leaves a cell
/// it meets again alone, and a short pseudocode listing with the lines its
/// steps go through. The teaching library (astar::teaching) holds it with
/// the step explanations and pseudocode traces; the games' library
/// (astar::search, libastar, the Unity plugin) carries none of this text.
/// How each algorithm behaves is the table of astar/search/algorithms.hpp.

#include <span>
#include <string_view>

#include "astar/search/algorithms.hpp"

namespace astar {

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
  /// JPS: the line where a jump stops at a jump point; the subgoal
  /// algorithm: the line that takes each link. Their successors take the
  /// lines from new_g on instead of neighbours.
  int jump_point = 0;
  /// False for a row without a mapping (all lines 0).
  bool mapped() const { return pop != 0; }
};

/// One algorithm's text.
struct AlgorithmText {
  /// The enumerator this row describes.
  Algorithm algorithm;
  /// One line for tooltips and help, without the name ("optimal").
  std::string_view summary;
  /// Its priority key as a formula ("f = g + w·h").
  std::string_view formula;
  /// What the key means, for a legend; a weighted key shows its w instead.
  std::string_view key_meaning;
  /// When its result is optimal, in words.
  std::string_view optimal_when;
  /// Why a cheaper way to a closed cell was not taken, as a clause
  /// ("weighted A* never reopens a cell"); empty when it reopens.
  std::string_view keeps_closed;
  /// Why a cell met again was not looked at, as a clause ("breadth-first
  /// keeps the first visit"); empty when it improves open cells.
  std::string_view keeps_first_visit;
  /// A short listing in the words of the classic tutorials (open set,
  /// closed set, g, h, f, parent), one statement a line.
  std::span<const std::string_view> pseudocode;
  /// What each line of `pseudocode` does, for stepping it line by line.
  PseudocodeLines pseudocode_lines = {};
};

/// The text of `algorithm`.
const AlgorithmText& algorithm_text(Algorithm algorithm);

}  // namespace astar
