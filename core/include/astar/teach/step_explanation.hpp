#pragma once
/// @file step_explanation.hpp
/// Why the last step of a Search did what it did, for teaching: the cell it
/// took and why that one, then what happened to each neighbour. The search
/// only keeps what it must (the touched cells' records before the step);
/// this builds the rest on demand, so stepping pays nothing for it.

#include <cstdint>
#include <optional>
#include <vector>

#include "astar/search/search.hpp"

namespace astar {

enum class NeighbourOutcome : std::uint8_t {
  New,          ///< reached for the first time: opened with g_via
  Improved,     ///< a cheaper path: g_before -> g_via, parent now the cell
                ///< taken (reopened when it was closed)
  NotBetter,    ///< already open or closed with a g no worse than g_via
  KeptClosed,   ///< closed, and this algorithm never reopens a cell
  AlreadySeen,  ///< breadth-first keeps the first visit
  Wall,         ///< blocked
  CornerRule,   ///< a diagonal the diagonal rule refuses
};

struct NeighbourStep {
  Point cell;
  NeighbourOutcome outcome = NeighbourOutcome::Wall;
  CellState before = CellState::Unseen;  ///< its state before the step
  double g_before = 0;  ///< its g before the step (infinity if unseen)
  double g_via = 0;     ///< g through the cell taken (0 for walls)
  int parent_before = -1;
  /// A Wall on the unit's grid that is walkable on the map: the query's
  /// unit does not fit there (set only when explain_last_step has the map).
  /// A flag, not an outcome, so that code that sorts outcomes is unchanged.
  bool unit_does_not_fit = false;
};

/// An open cell whose key equalled the one taken, which the tie rule (or,
/// among equal tie ranks, the lower cell index) put after it.
struct TieLoser {
  Point cell;
  double h = 0;
};

struct StepExplanation {
  bool stepped = false;  ///< false before the first step
  Point cell;            ///< the cell taken off the open list and expanded
  double key = 0;        ///< its priority key, the lowest open
  double g = 0;
  double h = 0;
  std::int64_t open_before = 0;  ///< cells open when it was taken
  std::optional<TieLoser> tie;
  bool goal = false;  ///< it was the goal: the search ended
  /// Every neighbour in the map, in the order the search visits them. For
  /// Jump Point Search: the jump points the step opened or improved. For
  /// the subgoal algorithm: the cells linked to it, the goal last when its
  /// scan reached the cell.
  std::vector<NeighbourStep> neighbours;
  /// The subgoal algorithm: the cell is a subgoal, and `neighbours` are
  /// its links; false for the start, which links to what its scan reached.
  bool subgoal = false;
  /// Jump Point Search, with scan recording on: the cells its jumps
  /// scanned.
  std::int64_t scanned = 0;
};

/// `map`, when given, is the grid the query was started on: for a unit
/// bigger than a cell the search reads the unit's grid, where a cell the
/// unit does not fit at is blocked, and the map tells those apart from
/// walls (unit_does_not_fit). Without it they are called walls.
StepExplanation explain_last_step(const Search& search,
                                  const Grid* map = nullptr);

}  // namespace astar
