#include "astar/path/path_smoother.hpp"

#include <optional>

#include "astar/path/line_of_sight.hpp"
#include "astar/path/post_process.hpp"

namespace astar {
namespace {

// Prefix differences round, so "no dearer than the part it replaces" is
// asked up to this share of the price: a straight run priced at once must
// not lose to the same run summed move by move.
constexpr double kRoundingSlack = 1e-12;

// The line price of the grid path up to each point, summed move by move
// from 0 as polyline_cost sums, so prefix.back() is bit-equal to
// polyline_cost(points).
std::vector<double> prefix_costs(const Grid& grid, const MovementRules& rules,
                                 std::span<const Point> points) {
  std::vector<double> prefix(points.size(), 0.0);
  for (std::size_t i = 1; i < points.size(); ++i) {
    prefix[i] =
        prefix[i - 1] + segment_cost(grid, rules, points[i - 1], points[i]);
  }
  return prefix;
}

}  // namespace

PathSmoother::PathSmoother(const Grid& grid, const MovementRules& rules,
                           std::span<const int> cells)
    : grid_(&grid),
      rules_(rules),
      points_(to_points(grid, cells)),
      prefix_(prefix_costs(grid, rules, points_)) {
  if (points_.size() <= 2) {
    kept_ = points_;
    from_ = points_.size();
    return;
  }
  kept_.push_back(points_.front());
  to_ = points_.size() - 1;
}

// From the last kept point, the farthest later point in clear sight whose
// segment is no dearer than the part of the grid path it replaces (up to
// rounding) and keeps what is spent within the grid path's price up to
// there. The second test is exact, so the first one's slack never lets the
// smoothed path's sum pass the grid path's. With none, the next cell: one
// legal move away, always clear.
bool PathSmoother::advance(std::int64_t tries) {
  while (!done()) {
    if (to_ <= from_ + 1) {
      keep(from_ + 1,
           segment_cost(*grid_, rules_, points_[from_], points_[from_ + 1]));
      continue;
    }
    if (tries-- <= 0) return false;
    const std::optional<double> shortcut =
        clear_segment_cost(*grid_, rules_, points_[from_], points_[to_]);
    if (shortcut &&
        *shortcut <=
            prefix_[to_] - prefix_[from_] + kRoundingSlack * prefix_[to_] &&
        spent_ + *shortcut <= prefix_[to_]) {
      keep(to_, *shortcut);
    } else {
      --to_;
    }
  }
  return true;
}

void PathSmoother::keep(std::size_t next, double cost) {
  spent_ += cost;
  kept_.push_back(points_[next]);
  from_ = next;
  to_ = points_.size() - 1;
}

}  // namespace astar
