#pragma once
// The found path three ways, for the path overlay and the statistics: the
// grid path (every cell), its waypoints (start, turns, goal) and the
// line-of-sight smoothed path, with their lengths and costs. Derived from
// the search: it notices by itself when the path changed and works the
// others out again then, once. Theta*'s path is already its vertices: all
// three are those.
//
// Smoothing costs up to the square of the path's length (18 ms for a
// 3000-cell maze path), so a long path is smoothed on a worker thread over
// copies of the path and the map, and never waited for: a newer path
// drops its result.

#include <atomic>
#include <cstddef>
#include <future>
#include <memory>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/search/search.hpp"

namespace astar::studio {

struct PathVersion {
  std::vector<Point> points;  // cell centres joined by straight segments
  double length = 0;          // in cells
  double cost = 0;            // under the search's rules
};

class PathViews {
 public:
  // Paths up to this many cells are smoothed at once, on the frame.
  static constexpr std::size_t kSmoothOnFrameCells = 1500;

  PathViews() = default;
  PathViews(const PathViews&) = delete;
  PathViews& operator=(const PathViews&) = delete;
  ~PathViews() { drop_job(); }

  // Catches up with the search's current path (none unless Found), and
  // takes the worker's smoothed path once it is there.
  void follow(const Search& search);

  bool found() const { return !cells_.empty(); }
  // A long path's smoothed version is still being worked out.
  bool smoothing() const { return job_ != nullptr; }
  const PathVersion& grid_path() const { return grid_path_; }
  const PathVersion& waypoints() const { return waypoints_; }
  const PathVersion& smoothed() const { return smoothed_; }

 private:
  // Shared with the worker, which is never waited for.
  struct Job {
    std::atomic<bool> cancel{false};
    std::atomic<bool> done{false};
    PathVersion smoothed;  // written before done
  };
  void smooth_on_worker();
  void drop_job();

  std::shared_ptr<Job> job_;
  std::future<void> deferred_;  // the smoothing, where there are no threads
  std::vector<int> cells_;      // the path these were made from
  const Grid* grid_ = nullptr;
  MovementRules rules_;
  PathVersion grid_path_;
  PathVersion waypoints_;
  PathVersion smoothed_;
};

}  // namespace astar::studio
