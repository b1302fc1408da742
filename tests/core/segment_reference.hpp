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
#include <string>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/grid/movement.hpp"
#include "astar/grid/units.hpp"

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

// --- A K x K unit's square swept along a segment -------------------------
// The unit's top-left moves straight from a to b; at each point (x, y) it
// covers the square [x, x+K] x [y, y+K], which must not overlap the open
// inside of a cell outside the map, a wall or a cell its table bars. The
// cells it overlaps change only where x or y is a whole number, so looking
// at each such crossing and at the middle of each stretch between two of
// them is exact; on top, the square is looked at every 1/64 of a cell of
// the segment's length. Times are fractions, so every look is exact.

struct SegmentTime {
  std::int64_t num = 0;
  std::int64_t den = 1;  // > 0
};

inline std::int64_t floor_div(std::int64_t a, std::int64_t b) {
  return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0);
}
inline std::int64_t ceil_div(std::int64_t a, std::int64_t b) {
  return -floor_div(-a, b);
}

inline bool unit_wall(const Grid& map, const Unit& unit, std::int64_t x,
                      std::int64_t y) {
  return !map.contains(static_cast<int>(x), static_cast<int>(y)) ||
         unit.terrain.cost_of_value(
             map.at(static_cast<int>(x), static_cast<int>(y))) == 0;
}

inline bool in_footprint(Point top_left, int k, std::int64_t x,
                         std::int64_t y) {
  return x >= top_left.x && x < top_left.x + k && y >= top_left.y &&
         y < top_left.y + k;
}

inline std::string time_text(SegmentTime t) {
  return std::to_string(t.num) + "/" + std::to_string(t.den);
}

// What is wrong with the square at time t ("" when nothing is). On a 45
// degree segment under NoSqueeze or Always, strictly inside one diagonal
// step, the square may overlap the cells its corners cut as the grid's
// diagonal move lets them: the cells in neither end's footprint (Always:
// any; NoSqueeze: at most one, so one side position stays open).
inline std::string square_problem_at(const Grid& map, const Unit& unit,
                                     DiagonalRule rule, Point a, Point b,
                                     SegmentTime t) {
  const int k = unit.size;
  const std::int64_t dx = b.x - a.x, dy = b.y - a.y;
  const std::int64_t x_num = a.x * t.den + dx * t.num;  // x = x_num / den
  const std::int64_t y_num = a.y * t.den + dy * t.num;
  const std::int64_t x0 = floor_div(x_num, t.den);
  const std::int64_t x1 = ceil_div(x_num, t.den) + k - 1;
  const std::int64_t y0 = floor_div(y_num, t.den);
  const std::int64_t y1 = ceil_div(y_num, t.den) + k - 1;
  const std::int64_t n = std::abs(dx);
  const bool cutting = rule != DiagonalRule::NoCut && n > 0 &&
                       std::abs(dy) == n && (t.num * n) % t.den != 0;
  Point from = a, to = a;
  if (cutting) {
    const std::int64_t step = floor_div(t.num * n, t.den);
    from = {a.x + static_cast<int>(step * (dx / n)),
            a.y + static_cast<int>(step * (dy / n))};
    to = {from.x + static_cast<int>(dx / n), from.y + static_cast<int>(dy / n)};
  }
  int cut = 0;
  for (std::int64_t y = y0; y <= y1; ++y) {
    for (std::int64_t x = x0; x <= x1; ++x) {
      if (!unit_wall(map, unit, x, y)) continue;
      const bool corner =
          cutting && !in_footprint(from, k, x, y) && !in_footprint(to, k, x, y);
      if (corner && (rule == DiagonalRule::Always || cut++ == 0)) continue;
      return "at t = " + time_text(t) + " the square from (" +
             time_text({x_num, t.den}) + ", " + time_text({y_num, t.den}) +
             ") overlaps (" + std::to_string(x) + "," + std::to_string(y) + ")";
    }
  }
  return "";
}

// The times the square's top-left crosses a whole number in x or in y,
// with 0 and 1, sorted and without repeats.
inline std::vector<SegmentTime> crossing_times(Point a, Point b) {
  std::vector<SegmentTime> times = {{0, 1}, {1, 1}};
  const std::int64_t nx = std::abs(b.x - a.x), ny = std::abs(b.y - a.y);
  for (std::int64_t i = 1; i < nx; ++i) times.push_back({i, nx});
  for (std::int64_t i = 1; i < ny; ++i) times.push_back({i, ny});
  const auto less = [](SegmentTime p, SegmentTime q) {
    return p.num * q.den < q.num * p.den;
  };
  std::sort(times.begin(), times.end(), less);
  times.erase(std::unique(times.begin(), times.end(),
                          [&](SegmentTime p, SegmentTime q) {
                            return !less(p, q) && !less(q, p);
                          }),
              times.end());
  return times;
}

// Why a K x K unit may not move straight from top-left a to top-left b
// under `rule` (the diagonal rule segments are cleared by, NoCut under
// 4-connectivity), or "" when its square stays clear all the way.
inline std::string reference_square_problem(const Grid& map, const Unit& unit,
                                            DiagonalRule rule, Point a,
                                            Point b) {
  std::vector<SegmentTime> looks = crossing_times(a, b);
  const std::size_t crossings = looks.size();
  for (std::size_t i = 1; i < crossings; ++i) {
    const SegmentTime p = looks[i - 1], q = looks[i];
    looks.push_back({p.num * q.den + q.num * p.den, 2 * p.den * q.den});
  }
  const double length = std::hypot(b.x - a.x, b.y - a.y);
  const auto samples = static_cast<std::int64_t>(std::ceil(64 * length));
  for (std::int64_t i = 0; i <= samples; ++i) {
    looks.push_back({i, std::max<std::int64_t>(samples, 1)});
  }
  for (const SegmentTime t : looks) {
    std::string problem = square_problem_at(map, unit, rule, a, b, t);
    if (!problem.empty()) return problem;
  }
  return "";
}

}  // namespace astar::test
