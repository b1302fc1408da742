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

// A segment along a move direction: the weights of the cells it enters,
// summed as straight or diagonal moves like the search's g.
SegmentCost move_line_cost(const Grid& grid, Point a, Point b) {
  const int dx = (b.x > a.x) - (b.x < a.x);
  const int dy = (b.y > a.y) - (b.y < a.y);
  const int steps = std::max(std::abs(b.x - a.x), std::abs(b.y - a.y));
  std::uint64_t weights = 0;
  for (int i = 1; i <= steps; ++i) {
    weights += static_cast<std::uint64_t>(
        terrain_weight(grid.at(a.x + i * dx, a.y + i * dy)));
  }
  SegmentCost cost;
  (dx != 0 && dy != 0 ? cost.diagonal : cost.straight) = weights;
  return cost;
}

// Any other segment: straight_cost * length * (sum of weight * time inside
// each cell). The times are whole numerators over one denominator, so the
// weighted sum is exact and a segment over one weight w costs exactly
// w * straight_cost * length.
// Sums the weight times the time spent in each cell, as whole numbers.
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

double any_angle_cost(const Grid& grid, const MovementRules& rules, Point a,
                      Point b) {
  WeightedTime time;
  detail::walk_segment(a, b, [&](Point p, std::int64_t enter, bool) {
    time.enter(enter, terrain_weight(grid.at(p)));
    return true;
  });
  return time.cost(rules, a, b);
}

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

bool is_move_line(const MovementRules& rules, Point a, Point b) {
  const int nx = std::abs(b.x - a.x);
  const int ny = std::abs(b.y - a.y);
  if (nx == 0 || ny == 0) return true;
  return rules.connectivity == Connectivity::Eight && nx == ny;
}

SegmentCost segment_cost_parts(const Grid& grid, const MovementRules& rules,
                               Point a, Point b) {
  if (is_move_line(rules, a, b)) return move_line_cost(grid, a, b);
  SegmentCost cost;
  cost.any_angle = any_angle_cost(grid, rules, a, b);
  return cost;
}

std::optional<SegmentCost> clear_segment_cost(const Grid& grid,
                                              const MovementRules& rules,
                                              Point a, Point b) {
  if (!grid.contains(a) || !grid.contains(b)) return std::nullopt;
  const DiagonalRule rule = clearance_rule(rules);
  const bool move_line = is_move_line(rules, a, b);
  WeightedTime time;
  std::uint64_t entered = 0;  // a move line's weights, a excluded
  Point previous = a;
  const bool clear =
      detail::walk_segment(a, b, [&](Point p, std::int64_t enter, bool corner) {
        const std::uint8_t value = grid.at(p);
        if (value == kBlocked) return false;
        if (corner && !corner_allowed(grid, rule, previous, p)) return false;
        if (move_line) {
          if (p != a)
            entered += static_cast<std::uint64_t>(terrain_weight(value));
        } else {
          time.enter(enter, terrain_weight(value));
        }
        previous = p;
        return true;
      });
  if (!clear) return std::nullopt;
  SegmentCost cost;
  if (!move_line) {
    cost.any_angle = time.cost(rules, a, b);
  } else if (a.x != b.x && a.y != b.y) {
    cost.diagonal = entered;
  } else {
    cost.straight = entered;
  }
  return cost;
}

double segment_cost(const Grid& grid, const MovementRules& rules, Point a,
                    Point b) {
  return segment_cost_parts(grid, rules, a, b).total(rules);
}

}  // namespace astar
