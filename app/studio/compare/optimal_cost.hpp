#pragma once
// The optimal path cost between the document's markers under some
// movement rules: the yardstick for the gap of runs that need not find it
// (greedy, weighted A*, an overestimating heuristic). It is a search the
// user does not see, computed in time slices like a run to the end, so
// the UI never waits on it; it follows the workspace by itself.

#include <optional>

#include "astar/search/search.hpp"
#include "astar/search/settings.hpp"
#include "workspace/workspace.hpp"

namespace astar::studio {

// True when a search with these settings always returns an optimal path,
// so its own cost is the yardstick: Dijkstra, and A* with the zero or the
// default heuristic (octile or manhattan: exact on an empty map, so never
// above the true cost).
bool finds_optimal_paths(const SearchSettings& settings);

class OptimalCost {
 public:
  // Starts over when the map, the markers or `rules` moved since the last
  // start; otherwise keeps what it has.
  void follow(const Workspace& workspace, const MovementRules& rules);
  // Searches on until the optimal cost is known or `deadline` passes.
  void advance(Search::Clock::time_point deadline);
  // Frees the search's memory: nothing needs the yardstick now.
  void clear();

  bool computing() const { return search_.status() == SearchStatus::Running; }
  // The optimal cost, once known; empty while computing, when there is no
  // path, or when nothing was asked.
  std::optional<double> cost() const;

 private:
  Search search_;
  Revisions built_from_;
  MovementRules rules_;
  bool started_ = false;
};

}  // namespace astar::studio
