#include "astar/path/line_of_sight.hpp"

#include <cmath>
#include <cstdlib>

namespace astar {
namespace {

bool open_cell(const Grid& grid, int x, int y) {
  return grid.contains(x, y) && grid.at(x, y) != kBlocked;
}

// At a corner passed from `from` to `to` (diagonal neighbours), the two
// cells beside the corner are the grid diagonal move's orthogonal cells.
bool corner_allowed(const Grid& grid, DiagonalRule rule, Point from, Point to) {
  return diagonal_allowed(rule, open_cell(grid, to.x, from.y),
                          open_cell(grid, from.x, to.y));
}

// The line price: straight_cost * length * (sum of weight * time inside
// each cell). The times are whole numerators over one denominator, so the
// weighted sum is exact and a segment over one weight w costs exactly
// w * straight_cost * length, whatever its direction.
class WeightedTime {
 public:
  void enter(std::int64_t time, int weight) {
    weighted_ += last_weight_ * (time - last_time_);
    last_time_ = time;
    last_weight_ = weight;
  }
  double cost(const MovementRules& rules, Point a, Point b) const {
    const std::int64_t denominator = detail::segment_time_denominator(a, b);
    const std::int64_t weighted =
        weighted_ + last_weight_ * (denominator - last_time_);
    const double dx = b.x - a.x;
    const double dy = b.y - a.y;
    return rules.straight_cost() * std::sqrt(dx * dx + dy * dy) *
           (static_cast<double>(weighted) / static_cast<double>(denominator));
  }

 private:
  std::int64_t weighted_ = 0;
  std::int64_t last_time_ = 0;
  int last_weight_ = 0;
};

}  // namespace

namespace detail {

std::int64_t segment_time_denominator(Point a, Point b) {
  const std::int64_t nx = std::abs(static_cast<std::int64_t>(b.x) - a.x);
  const std::int64_t ny = std::abs(static_cast<std::int64_t>(b.y) - a.y);
  return 2 * std::max<std::int64_t>(nx, 1) * std::max<std::int64_t>(ny, 1);
}

}  // namespace detail

DiagonalRule clearance_rule(const MovementRules& rules) {
  return rules.connectivity == Connectivity::Four ? DiagonalRule::NoCut
                                                  : rules.diagonal;
}

bool segment_clear(const Grid& grid, DiagonalRule rule, Point a, Point b) {
  if (!grid.contains(a) || !grid.contains(b)) return false;
  Point previous = a;
  return detail::walk_segment(a, b, [&](Point p, std::int64_t, bool corner) {
    if (grid.at(p) == kBlocked) return false;
    if (corner && !corner_allowed(grid, rule, previous, p)) return false;
    previous = p;
    return true;
  });
}

bool segment_clear(const Grid& grid, const MovementRules& rules, Point a,
                   Point b) {
  return segment_clear(grid, clearance_rule(rules), a, b);
}

double segment_cost(const Grid& grid, const MovementRules& rules, Point a,
                    Point b) {
  WeightedTime time;
  detail::walk_segment(a, b, [&](Point p, std::int64_t enter, bool) {
    time.enter(enter, terrain_weight(grid.at(p)));
    return true;
  });
  return time.cost(rules, a, b);
}

std::optional<double> clear_segment_cost(const Grid& grid,
                                         const MovementRules& rules, Point a,
                                         Point b) {
  if (!grid.contains(a) || !grid.contains(b)) return std::nullopt;
  const DiagonalRule rule = clearance_rule(rules);
  WeightedTime time;
  Point previous = a;
  const bool clear =
      detail::walk_segment(a, b, [&](Point p, std::int64_t enter, bool corner) {
        const std::uint8_t value = grid.at(p);
        if (value == kBlocked) return false;
        if (corner && !corner_allowed(grid, rule, previous, p)) return false;
        time.enter(enter, terrain_weight(value));
        previous = p;
        return true;
      });
  if (!clear) return std::nullopt;
  return time.cost(rules, a, b);
}

}  // namespace astar
