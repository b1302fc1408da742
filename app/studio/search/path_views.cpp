#include "search/path_views.hpp"

#include <cmath>

#include "astar/path/post_process.hpp"
#include "shell/background.hpp"
#include "shell/background_priority.hpp"

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

void PathViews::drop_job() {
  if (job_) job_->cancel = true;
  job_.reset();
}

void PathViews::smooth_on_worker() {
  job_ = std::make_shared<Job>();
  deferred_ = start_detached(
      [job = job_, grid = *grid_, rules = rules_, cells = cells_] {
        lower_this_thread_priority();
        std::vector<Point> points = smooth_path(grid, rules, cells);
        if (job->cancel) return;
        job->smoothed = version_of(grid, rules, std::move(points));
        job->done = true;
      });
}

void PathViews::follow(const Search& search) {
  (void)background_ready(deferred_);
  if (job_ && job_->done) {
    smoothed_ = std::move(job_->smoothed);
    job_.reset();
  }
  const bool found =
      search.status() == SearchStatus::Found && search.grid() != nullptr;
  const std::vector<int> none;
  const std::vector<int>& path = found ? search.path() : none;
  if (path == cells_ && search.grid() == grid_ &&
      search.query().rules == rules_) {
    return;
  }
  drop_job();
  cells_ = path;
  grid_ = search.grid();
  rules_ = search.query().rules;
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
  if (cells_.size() > kSmoothOnFrameCells) {
    smooth_on_worker();
  } else {
    smoothed_ = version_of(grid, rules_, smooth_path(grid, rules_, cells_));
  }
}

}  // namespace astar::studio
