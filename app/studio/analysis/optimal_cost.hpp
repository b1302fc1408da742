#pragma once
// The optimal path cost between the document's markers under some
// movement rules: the yardstick for the gap of runs that need not find it
// (greedy, weighted A*, an overestimating heuristic). It is a search the
// user does not see, so it runs on a worker thread over its own copy of
// the map: starting a search on a 4096² map alone takes most of a second.
// It follows the workspace by itself; a newer map or rule cancels it.

#include <atomic>
#include <future>
#include <memory>
#include <optional>

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
  OptimalCost() = default;
  OptimalCost(const OptimalCost&) = delete;
  OptimalCost& operator=(const OptimalCost&) = delete;
  ~OptimalCost() { clear(); }

  // Starts over when the map, the markers, `rules` or `unit` moved since
  // the last start; otherwise keeps what it has. The worker builds the
  // unit's map itself: it is off the frame thread, and the shared maps
  // change under edits while it runs.
  void follow(const Workspace& workspace, const MovementRules& rules,
              const Unit& unit = {});
  // Cancels the work and frees its memory: nothing needs the yardstick.
  void clear();

  bool computing() const;
  // The optimal cost, once known; empty while computing, when there is no
  // path, or when nothing was asked.
  std::optional<double> cost() const;

 private:
  Revisions built_from_;
  MovementRules rules_;
  Unit unit_;
  bool started_ = false;
  // Shared with the worker, which is never waited for: a cancelled worker
  // may still be allocating its search, and the frame must not wait on it.
  struct Job {
    std::atomic<bool> cancel{false};
    std::atomic<bool> done{false};
    std::optional<double> cost;  // written before done
  };
  std::shared_ptr<Job> job_;
  std::future<void> deferred_;  // the worker, where there are no threads
};

}  // namespace astar::studio
