#pragma once
/// @file bidirectional_search.hpp
/// Bidirectional A*, Dijkstra and breadth-first search: two Search objects,
/// one from the start to the goal (forward) and one from the goal to the
/// start (backward), stepped in turn until a path is proven best.
///
/// A Search whose query names a bidirectional algorithm runs one of these
/// (Search::bidirectional()), so every front end that runs a Search runs
/// these too; views that draw both frontiers read forward() and backward().
///
/// The backward side walks each move the other way round. Moves cost the
/// weight of the cell entered, so it prices a move by the cell it leaves
/// (SearchQuery::reverse_costs): its g(n) is then exactly the forward cost
/// from n to the goal. The move rules are symmetric (a diagonal passes the
/// same two corners both ways), so it sees the same moves.
///
/// Bidirectional A*: balanced potentials (Ikeda et al. 1994; Goldberg and
/// Harrelson 2005). Two plain A* searches would each follow its own
/// heuristic, and the only sound stopping test, max(fmin_fwd, fmin_bwd) >=
/// mu, comes late: they expanded 1.2 to 1.5 times A*'s cells. Instead both
/// sides take the average of the two ends' views (SearchQuery::balanced):
/// with C = h(start, goal),
///   p_fwd(n) = (h(n, goal) - h(start, n) + C) / 2,
///   p_bwd(n) = (h(start, n) - h(n, goal) + C) / 2 = C - p_fwd(n).
/// For a consistent, symmetric h both are consistent and >= 0 (triangle
/// inequality), p_fwd(goal) = p_bwd(start) = 0, and p_fwd + p_bwd = C: the
/// two sides are Dijkstra on the same reduced costs c(m, n) - p_fwd(m) +
/// p_fwd(n), each with keys g + p. A cell's key is then its reduced
/// distance plus C, and a path cheaper than mu would need an open cell on
/// each side with keys below the tops, so the search stops when
///   top_fwd + top_bwd >= mu + C.
/// The test is exact: every term is a sum of whole and half numbers of the
/// straight and diagonal costs, compared in whole numbers (doubled) with
/// one rounding, which keeps the sign; equal sums stop at once, as they
/// must across open ground, where every key on a best path is equal. The
/// Euclidean heuristic's irrational part was rounded, so with it the sum
/// must clear a margin far above the rounding: that can only stop later.
///
/// Which side steps: Pohl's cardinality rule, the side with fewer open
/// cells (forward on a tie). It spreads the work where the frontier is
/// thin, and is deterministic, so replaying gives the same steps. (The
/// side with the lower top key, or strict turns, expanded more cells on
/// the Moving AI maps.) Among equal keys each A* side takes the cell
/// nearer the line from start to goal, then the lower p (search.hpp), so
/// the two sides follow the same one of many equal paths and meet halfway.
///
/// Meeting: after a step, every cell it opened or improved that the other
/// side has seen (open or closed) joins a path of cost
/// mu = g_fwd(n) + g_bwd(n); the lowest mu and its cell (the meeting cell)
/// are kept. The frontiers touching proves nothing: a cheaper path may
/// still run through cells neither side has closed. So each algorithm stops
/// only when no path cheaper than mu can remain:
///  - A*: top_fwd + top_bwd >= mu + C, above.
///  - Dijkstra: when top_fwd + top_bwd >= mu, the lowest g in each open list
///    (Goldberg and Harrelson; a path cheaper than mu would need a cell open
///    on one side with g below its top). It is the rule above with p = 0.
///  - BFS: as Dijkstra, with depths in moves for g: it finds a path of the
///    fewest moves.
/// A side that expands its own goal has found a path on its own: that
/// path is the answer. A side whose open list runs dry proves no path.
///
/// The path is the forward parents from the start to the meeting cell, then
/// the backward parents from it to the goal; its cost is summed over its
/// moves as the forward search sums it (straight and diagonal weights
/// apart), so an equal path has a bit-equal cost.
///
/// Rewinding: with recording on, both sides keep their journals and each
/// step logs which side took it and the best meeting after it, so seek()
/// moves each side to its own step count. Without it, seek() back replays
/// from step 0.

#include <cstdint>
#include <limits>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/result.hpp"
#include "astar/search/search.hpp"

namespace astar {

class BidirectionalSearch {
 public:
  /// Starts `query` (a bidirectional algorithm) on `grid`, which is the grid
  /// searched as it is: a unit's grid was made by the caller.
  Status start(const Grid& grid, const SearchQuery& query);
  /// One step of one side; returns the status after it.
  SearchStatus step();
  /// Back to step 0.
  void reset();
  /// To exactly the state after `step` steps (see the top of this file).
  void seek(std::int64_t step);
  /// Journals both sides (Search::set_recording) and logs each step's side.
  void set_recording(bool on, std::size_t budget_bytes);

  SearchStatus status() const { return status_; }
  std::int64_t step_count() const { return steps_; }
  /// Both sides' stats added up; max_open is the largest sum seen.
  SearchStats stats() const;
  const Search& forward() const { return forward_; }
  const Search& backward() const { return backward_; }
  /// The side that took the last step (forward before any step).
  const Search& last_side() const {
    return last_forward_ ? forward_ : backward_;
  }
  bool last_step_forward() const { return last_forward_; }
  /// The side that has seen `cell`, forward first; forward when neither.
  const Search& side_for(int cell) const;
  /// The best meeting cell so far, or -1.
  int meeting() const { return meeting_; }
  /// Its mu: the cost of the best path through it (BFS: its moves);
  /// +infinity before the sides meet.
  double best() const { return best_; }
  /// Set once Found, as Search::path() and Search::cost().
  const std::vector<int>& path() const { return path_; }
  double cost() const { return cost_; }
  std::size_t journal_bytes() const;

 private:
  // What seek() needs of each step besides the sides' own journals.
  struct StepLog {
    bool forward;
    int meeting;
    double best;
    std::int64_t max_open;
  };
  Search& side(bool forward) { return forward ? forward_ : backward_; }
  const Search& side(bool forward) const {
    return forward ? forward_ : backward_;
  }
  void begin();
  void resume_from_log();
  void note_meetings(bool forward);
  // The candidate mu through `cell`, seen by both sides.
  double through(int cell) const;
  // The key the stopping rule reads of a side's next cell; +infinity when
  // its open list is empty.
  double next_bound(bool forward);
  bool proven();
  bool balanced_proven();
  int depth(bool forward, int cell) const;
  void note_depth(bool forward);
  void finish(int meeting);

  Search forward_;
  Search backward_;
  SearchQuery query_;
  Algorithm one_way_ = Algorithm::AStar;
  SearchStatus status_ = SearchStatus::Idle;
  bool last_forward_ = true;
  std::int64_t steps_ = 0;
  int meeting_ = -1;
  double best_ = std::numeric_limits<double>::infinity();
  std::int64_t max_open_ = 0;
  // Breadth-first only: each side's depth of its closed cells, written when
  // a cell is expanded, so read only where written (no clearing needed).
  std::vector<int> depth_[2];
  bool recording_ = false;
  std::size_t budget_ = Search::kDefaultJournalBudget;
  std::vector<StepLog> log_;  // one a step, while recording
  std::vector<int> path_;
  double cost_ = 0;
};

}  // namespace astar
