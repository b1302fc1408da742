#pragma once
/// @file path_smoother.hpp
/// smooth_path() in slices. The smoothing of post_process.hpp, worked out a
/// number of segment tries at a time: a front end spreads a long path's
/// smoothing over its frames, reading the grid it searched, with no copy of
/// it and no thread. smooth_path() is one of these run to the end, so both
/// give the same points.
///
/// ```cpp
/// astar::PathSmoother smoother(grid, search.query().rules, search.path());
/// while (!smoother.advance(256)) { /* draw a frame */ }
/// std::vector<astar::Point> smooth = smoother.take();
/// ```
///
/// The grid must hold the same cells from construction to the last
/// advance(): a caller whose grid may change checks Grid::revision() and
/// starts again. One segment try walks at most the segment's length.

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/grid/movement.hpp"

namespace astar {

class PathSmoother {
 public:
  /// `cells` must be a legal path under `rules` on `grid`, which must
  /// outlive the smoother.
  PathSmoother(const Grid& grid, const MovementRules& rules,
               std::span<const int> cells);

  /// Tries up to `tries` segments; true once the smoothed path is whole.
  bool advance(std::int64_t tries);
  bool done() const { return from_ + 1 >= points_.size(); }
  /// The smoothed path; only whole once done().
  std::vector<Point> take() { return std::move(kept_); }

 private:
  void keep(std::size_t next, double cost);

  const Grid* grid_;
  MovementRules rules_;
  std::vector<Point> points_;   // the grid path's cell centres
  std::vector<double> prefix_;  // its line price up to each point
  std::vector<Point> kept_;
  double spent_ = 0.0;    // what the kept segments cost, summed in order
  std::size_t from_ = 0;  // the last kept point
  std::size_t to_ = 0;    // the next point tried from it (farthest first)
};

}  // namespace astar
