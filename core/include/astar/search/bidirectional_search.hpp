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
/// Bidirectional A*: two plain A* searches, each with its own end's
/// heuristic, that prune against each other (front-to-end, with the bounds
/// of BAE* and DIBBS: Sadhukhan 2012; Sewell and Jacobson 2021; Alcazar,
/// Riddle and Barley 2020). Once the sides have met, with mu the best path
/// so far, a cell n the stepping side reaches at g is closed unopened
/// (SearchQuery::prunes) when
///   g + h(n) >= mu, or g - h'(n) + fmin_other >= mu,
/// h the side's own heuristic (to its goal), h' the other end's (from its
/// start), fmin_other the lowest f on the other side's open list: a path
/// through n must cross that open list at some m, and costs at least
/// g + d(n, m) + g_other(m) >= g - h'(n) + h'(m) + g_other(m). The search
/// stops when either side's lowest f reaches mu or either side runs dry.
/// Every test sums whole numbers of straight and diagonal costs with one
/// rounding (the Euclidean's irrational part must clear a margin), so
/// equal sums prune and stop at once, and nothing cheaper than mu is lost.
///
/// The balanced potentials this replaced (Ikeda et al. 1994, DIBBS's
/// ordering) made each side's set a subset of A*'s but paid for the cells
/// behind the goal that forward A* never touches: 1.16 to 1.38 times A*'s
/// cells on den011d, Berlin_0_256 and lak303d. Plain A* on each side with
/// the second bound above is what pays: a side's cells off its best paths
/// are pruned as soon as the other side's lowest f nears mu.
///
/// Which side steps: for A*, the side that has paid fewer expansions per
/// rise of its lowest f, (expanded + 1) / (fmin - h(start, goal) + one
/// straight move), the forward one unless the backward's is under a quarter
/// of the forward's. A side that floods an open region raises its f slowly
/// and loses its turns, so the search soon runs mostly from the end whose
/// A* is cheaper;
/// an even bet (and Pohl's cardinality rule, or alternation) let the
/// backward side flood the region round the goal that forward A* crosses
/// on a good heuristic. Mean expansions over every problem of the Moving
/// AI scenarios (A* -> bi-A*): den011d 2,709 -> 2,462, Berlin_0_256
/// 4,325 -> 3,253, random512-40-0 33,668 -> 30,809, lak303d 4,790 ->
/// 4,779, the narrowest (running forward alone is A* less its pruning;
/// choosing per problem the better of forward and backward A* would give
/// 4,302, which no rule tried came near). Dijkstra and BFS take Pohl's
/// rule: the side with fewer open cells. Ties among equal keys are each
/// side's own (SearchQuery::tie_break).
///
/// Meeting: after a step, every cell it opened, improved or closed unopened
/// (pruned) that the other side has seen (open or closed) joins a path of
/// cost mu = g_fwd(n) + g_bwd(n); the lowest mu and its cell (the meeting
/// cell) are kept. The frontiers touching proves nothing: a cheaper path
/// may still run through cells neither side has closed. So each algorithm
/// stops only when no path cheaper than mu can remain:
///  - A*: either side's lowest f >= mu, or either side dry, above.
///  - Dijkstra: when top_fwd + top_bwd >= mu, the lowest g in each open list
///    (Goldberg and Harrelson; a path cheaper than mu would need a cell open
///    on one side with g below its top).
///  - BFS: as Dijkstra, with depths in moves for g: it finds a path of the
///    fewest moves.
/// A side that expands its own goal has found a path on its own: that
/// path is the answer. A side whose open list runs dry proves no path
/// before the sides meet, and mu optimal after (bi-A*'s pruning).
///
/// The path is the forward parents from the start to the meeting cell, then
/// the backward parents from it to the goal; its cost is summed over its
/// moves as the forward search sums it (straight and diagonal weights
/// apart), so an equal path has a bit-equal cost.
///
/// Rewinding: with recording on, both sides keep their journals and each
/// step logs which side took it and the best meeting after it, so seek()
/// moves each side to its own step count. Without it, and always for A*
/// (whose sides pruned against bounds that changed step by step, which a
/// side replaying alone would not see), seek() back replays from step 0.

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
  bool forward_turn();
  double work_per_rise(bool forward);
  // A*: the bounds the side about to step prunes against.
  void set_bounds(bool forward);
  // mu, and a side's f at `cell`, as whole-number parts.
  HeuristicParts best_parts() const;
  HeuristicParts f_parts(bool forward, int cell) const;
  bool proven();
  bool f_proven();
  int depth(bool forward, int cell) const;
  void note_depth(bool forward);
  void finish(int meeting);

  Search forward_;
  Search backward_;
  SearchQuery query_;
  Algorithm one_way_ = Algorithm::AStar;
  double start_h_ = 0;  // h(start, goal): the lowest f either side can have
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
