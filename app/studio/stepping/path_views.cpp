#include "stepping/path_views.hpp"

#include <chrono>
#include <cmath>

#include "astar/path/post_process.hpp"

namespace astar::studio {
namespace {

PathVersion version_of(const Grid& grid, const MovementRules& rules,
                       std::vector<Point> points) {
  PathVersion version;
  for (std::size_t i = 1; i < points.size(); ++i) {
    version.length += std::hypot(points[i].x - points[i - 1].x,
                                 points[i].y - points[i - 1].y);
  }
  // Every version the views make is clear, so this is never an error.
  if (auto cost = polyline_cost(grid, rules, points)) {
    version.cost = cost.value();
  }
  version.points = std::move(points);
  return version;
}

}  // namespace

void PathViews::follow(const Search& search) {
  const bool found =
      search.status() == SearchStatus::Found && search.grid() != nullptr;
  const std::vector<int> none;
  const std::vector<int>& path = found ? search.path() : none;
  if (path == cells_ && search.grid() == grid_ &&
      search.query().rules == rules_ &&
      (grid_ == nullptr || grid_->revision() == revision_)) {
    return;
  }
  cells_ = path;
  grid_ = search.grid();
  revision_ = grid_ != nullptr ? grid_->revision() : 0;
  rules_ = search.query().rules;
  start_over(search);
}

void PathViews::start_over(const Search& search) {
  smoother_.reset();
  grid_path_ = {};
  waypoints_ = {};
  smoothed_ = {};
  if (cells_.empty()) return;
  const Grid& grid = *grid_;
  grid_path_ = version_of(grid, rules_, to_points(grid, cells_));
  if (algorithm_info(search.query().algorithm).any_angle) {
    waypoints_ = grid_path_;
    smoothed_ = grid_path_;
    return;
  }
  waypoints_ = version_of(grid, rules_, astar::waypoints(grid, cells_));
  if (cells_.size() > kSmoothAtOnceCells) {
    smoother_.emplace(grid, rules_, cells_);
  } else {
    smoothed_ = version_of(grid, rules_, smooth_path(grid, rules_, cells_));
  }
}

void PathViews::smooth_a_slice() {
  if (!smoother_) return;
  // A try walks one segment: checking the clock every few dozen keeps the
  // slice within a fraction of a millisecond of its budget.
  constexpr std::int64_t kTriesPerCheck = 32;
  using Clock = std::chrono::steady_clock;
  const auto end = Clock::now() +
                   std::chrono::duration<double, std::milli>(kSmoothMsPerFrame);
  while (!smoother_->advance(kTriesPerCheck)) {
    if (Clock::now() >= end) return;
  }
  smoothed_ = version_of(*grid_, rules_, smoother_->take());
  smoother_.reset();
}

}  // namespace astar::studio
