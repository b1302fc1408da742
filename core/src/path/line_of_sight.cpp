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

// --- a K x K unit's square (grids of unit size 2 and more) ----------------
// Cells of such a grid are the unit's top-left places, open where it may
// stand. With its top-left at a point between places, the square overlaps
// exactly the footprints of the places at the corners of the smallest
// lattice face (place, edge or unit square) holding that point; so a
// segment is clear when every such corner is open. Every place read lies
// in the box between a and b, both inside the grid: the walks below read
// the cells directly, without bounds checks.

// Along 45 degrees each step is the grid's diagonal move: both ends open,
// and its two side places judged by `rule`.
bool diagonal_square_clear(const Grid& grid, DiagonalRule rule, Point a,
                           Point b) {
  const std::uint8_t* p = grid.cells().data() + grid.index(a);
  const std::ptrdiff_t sx = a.x < b.x ? 1 : -1;
  const std::ptrdiff_t sy = a.y < b.y ? grid.width() : -grid.width();
  if (*p == kBlocked) return false;
  for (int i = std::abs(b.x - a.x); i > 0; --i) {
    if (p[sx + sy] == kBlocked ||
        !diagonal_allowed(rule, p[sx] != kBlocked, p[sy] != kBlocked)) {
      return false;
    }
    p += sx + sy;
  }
  return true;
}

// k * m / n for k = 0, 1, 2, ... as a whole part and a remainder, for
// 0 <= m < n: one addition a step instead of a division.
struct Ratio {
  std::int64_t whole = 0;
  std::int64_t rest = 0;
  void next(std::int64_t m, std::int64_t n) {
    rest += m;
    if (rest >= n) {
      rest -= n;
      ++whole;
    }
  }
  std::int64_t ceil() const { return whole + (rest != 0 ? 1 : 0); }
};

// Any other segment, lattice column by column along its longer axis (n
// steps, the other axis moving m, |m| < n): column c needs the rows from
// the segment's floor at column c-1 to its ceiling at c+1 (clipped to the
// ends), counted in the direction it moves across. Those are the corners
// of the unit squares it crosses beside the column and of the edges it
// runs along; it crosses no square corner to corner, so no diagonal rule
// applies.
bool straight_square_clear(const Grid& grid, Point a, Point b) {
  const bool steep = std::abs(b.y - a.y) > std::abs(b.x - a.x);
  const std::int64_t n = std::abs(steep ? b.y - a.y : b.x - a.x);
  const std::int64_t m = std::abs(steep ? b.x - a.x : b.y - a.y);
  const std::ptrdiff_t w = grid.width();
  const std::ptrdiff_t along =
      steep ? (b.y > a.y ? w : -w) : (b.x > a.x ? 1 : -1);
  const std::ptrdiff_t across =
      steep ? (b.x > a.x ? 1 : -1) : (b.y > a.y ? w : -w);
  const std::uint8_t* column = grid.cells().data() + grid.index(a);
  Ratio trailing;  // at column max(c-1, 0)
  Ratio leading;   // at column min(c+1, n)
  leading.next(m, n);
  for (std::int64_t c = 0; c <= n; ++c) {
    for (std::int64_t r = trailing.whole; r <= leading.ceil(); ++r) {
      if (column[r * across] == kBlocked) return false;
    }
    if (c >= 1) trailing.next(m, n);
    if (c + 1 < n) leading.next(m, n);
    column += along;
  }
  return true;
}

bool square_clear(const Grid& grid, DiagonalRule rule, Point a, Point b) {
  if (!grid.contains(a) || !grid.contains(b)) return false;
  if (a == b) return grid.at(a) != kBlocked;
  if (std::abs(b.x - a.x) == std::abs(b.y - a.y)) {
    return diagonal_square_clear(grid, rule, a, b);
  }
  return straight_square_clear(grid, a, b);
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
  if (grid.unit_size() > 1) return square_clear(grid, rule, a, b);
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
  if (grid.unit_size() > 1) {
    // The square decides; the price is the same line price as ever.
    if (!square_clear(grid, rule, a, b)) return std::nullopt;
    return segment_cost(grid, rules, a, b);
  }
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
