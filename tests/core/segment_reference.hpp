#pragma once
// An independent reference for segments between cell centres, for the
// property tests: it never walks cells like the library. Each cell square
// of the bounding box is tested against the segment by separating axes in
// whole numbers (coordinates doubled so centres are whole), and each
// segment's cost is the sum of clipped lengths (Liang-Barsky) times
// weights.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/grid/movement.hpp"

namespace astar::test {

struct SquareContact {
  bool touches = false;  // meets the closed square
  bool crosses = false;  // meets the open square
};

// Whether the segment between the centres of a and b meets cell c's
// square, closed and open, by the three candidate separating axes.
inline SquareContact square_contact(Point a, Point b, Point c) {
  if (a == b) return {c == a, c == a};  // a centre lies inside its square
  const std::int64_t ax = 2 * a.x + 1, ay = 2 * a.y + 1;
  const std::int64_t bx = 2 * b.x + 1, by = 2 * b.y + 1;
  const std::int64_t x0 = 2 * c.x, x1 = 2 * c.x + 2;
  const std::int64_t y0 = 2 * c.y, y1 = 2 * c.y + 2;
  const std::int64_t nx = -(by - ay), ny = bx - ax;  // segment normal
  const std::int64_t s = nx * ax + ny * ay;
  const std::int64_t corners[4] = {nx * x0 + ny * y0, nx * x1 + ny * y0,
                                   nx * x0 + ny * y1, nx * x1 + ny * y1};
  const std::int64_t lo = *std::min_element(corners, corners + 4);
  const std::int64_t hi = *std::max_element(corners, corners + 4);
  const std::int64_t sx0 = std::min(ax, bx), sx1 = std::max(ax, bx);
  const std::int64_t sy0 = std::min(ay, by), sy1 = std::max(ay, by);
  SquareContact contact;
  contact.touches =
      !(sx1 < x0 || sx0 > x1 || sy1 < y0 || sy0 > y1 || s < lo || s > hi);
  contact.crosses =
      !(sx1 <= x0 || sx0 >= x1 || sy1 <= y0 || sy0 >= y1 || s <= lo || s >= hi);
  return contact;
}

inline bool reference_open(const Grid& grid, int x, int y) {
  return grid.contains(x, y) && grid.at(x, y) != kBlocked;
}

// Clearance from the definitions in line_of_sight.hpp, cell by cell.
inline bool reference_clear(const Grid& grid, DiagonalRule rule, Point a,
                            Point b) {
  if (!grid.contains(a) || !grid.contains(b)) return false;
  for (int y = std::min(a.y, b.y) - 1; y <= std::max(a.y, b.y) + 1; ++y) {
    for (int x = std::min(a.x, b.x) - 1; x <= std::max(a.x, b.x) + 1; ++x) {
      const SquareContact contact = square_contact(a, b, {x, y});
      if (contact.crosses && !reference_open(grid, x, y)) return false;
      if (rule == DiagonalRule::NoCut && contact.touches &&
          !reference_open(grid, x, y)) {
        return false;
      }
    }
  }
  if (rule != DiagonalRule::NoSqueeze) return true;
  // Every grid corner on the segment: of the four cells around it, the two
  // the segment only touches must not both be blocked.
  for (int y = std::min(a.y, b.y) + 1; y <= std::max(a.y, b.y); ++y) {
    for (int x = std::min(a.x, b.x) + 1; x <= std::max(a.x, b.x); ++x) {
      const std::int64_t cross =
          static_cast<std::int64_t>(2 * b.x - 2 * a.x) * (2 * y - 2 * a.y - 1) -
          static_cast<std::int64_t>(2 * b.y - 2 * a.y) * (2 * x - 2 * a.x - 1);
      if (cross != 0) continue;
      int open_sides = 0, sides = 0;
      for (Point c : {Point{x - 1, y - 1}, Point{x, y - 1}, Point{x - 1, y},
                      Point{x, y}}) {
        if (square_contact(a, b, c).crosses) continue;
        ++sides;
        open_sides += reference_open(grid, c.x, c.y) ? 1 : 0;
      }
      if (sides == 2 && open_sides == 0) return false;
    }
  }
  return true;
}

// Length of the segment (centres, cell units) inside cell c's square.
inline double clipped_length(Point a, Point b, Point c) {
  const double ax = a.x + 0.5, ay = a.y + 0.5;
  const double dx = b.x - a.x, dy = b.y - a.y;
  double t0 = 0.0, t1 = 1.0;
  auto clip = [&](double p, double q) {  // p*t <= q
    if (p == 0.0) return q >= 0.0;
    const double t = q / p;
    if (p < 0.0) {
      t0 = std::max(t0, t);
    } else {
      t1 = std::min(t1, t);
    }
    return t0 <= t1;
  };
  if (!clip(-dx, ax - c.x) || !clip(dx, c.x + 1 - ax) || !clip(-dy, ay - c.y) ||
      !clip(dy, c.y + 1 - ay)) {
    return 0.0;
  }
  return (t1 - t0) * std::sqrt(dx * dx + dy * dy);
}

// The line price of any segment: straight_cost * sum of length inside each
// cell times its weight. A cell the segment only touches (beside a corner
// it passes, or along its edge) clips to length 0.
inline double reference_line_cost(const Grid& grid, const MovementRules& rules,
                                  Point a, Point b) {
  double sum = 0.0;
  for (int y = std::min(a.y, b.y) - 1; y <= std::max(a.y, b.y) + 1; ++y) {
    for (int x = std::min(a.x, b.x) - 1; x <= std::max(a.x, b.x) + 1; ++x) {
      if (!grid.contains(x, y)) continue;
      const double length = clipped_length(a, b, {x, y});
      if (length > 0.0) sum += length * terrain_weight(grid.at(x, y));
    }
  }
  return rules.straight_cost() * sum;
}

// The line price of a polyline by the reference, segment by segment.
inline double reference_polyline_cost(const Grid& grid,
                                      const MovementRules& rules,
                                      const std::vector<Point>& points) {
  double sum = 0.0;
  for (std::size_t i = 1; i < points.size(); ++i) {
    sum += reference_line_cost(grid, rules, points[i - 1], points[i]);
  }
  return sum;
}

// A second, cruder reference: the weight under the midpoints of `samples`
// equal pieces of the segment (a corner sample is nudged off the corner).
// It converges to the integral; its error is below 2 * 255 * length /
// samples per boundary crossed, so it checks the exact ones loosely.
inline double sampled_line_cost(const Grid& grid, const MovementRules& rules,
                                Point a, Point b, int samples) {
  const double dx = b.x - a.x, dy = b.y - a.y;
  const double length = std::sqrt(dx * dx + dy * dy);
  double sum = 0.0;
  for (int i = 0; i < samples; ++i) {
    const double t = (i + 0.5) / samples;
    const int x = static_cast<int>(std::floor(a.x + 0.5 + t * dx));
    const int y = static_cast<int>(std::floor(a.y + 0.5 + t * dy));
    sum += terrain_weight(grid.at(x, y));
  }
  return rules.straight_cost() * length * sum / samples;
}

}  // namespace astar::test
