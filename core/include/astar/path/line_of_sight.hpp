#pragma once
/// @file line_of_sight.hpp
/// Straight segments between cell centres: which cells they cross, whether
/// they are clear under a diagonal rule, and what following them costs.
/// Path smoothing and Theta* share these, so both see the same walls and
/// pay the same prices.
///
/// Geometry. Cell (x, y) is the square [x, x+1] x [y, y+1]; a segment runs
/// from the centre of one cell to the centre of another. Such a segment
/// never runs along a grid line, so it meets the squares it does not cross
/// only at grid corners: it passes a corner exactly when it goes from one
/// cell straight into the diagonally opposite one. All of this is decided
/// with whole numbers, so corners are exact.
///
/// Clearance, per DiagonalRule (a one-cell move is clear exactly when the
/// grid allows it, so these extend the grid's corner rules to any angle):
/// - NoCut (default, Moving AI): every cell whose square the segment
///   touches, edges and corners included, is walkable. At a corner it
///   passes, both cells beside the corner must be open.
/// - NoSqueeze: every cell whose inside it crosses is walkable, and at each
///   corner it passes at least one of the two cells beside it is open.
/// - Always: only the cells whose inside it crosses count.
/// Under 4-connectivity there are no diagonal moves to extend, so segments
/// are cleared by NoCut (a unit that cannot step diagonally cannot squeeze
/// past a corner either).
///
/// Units of size K >= 2 (a grid whose unit_size() is K: a unit grid,
/// units.hpp). Its cells are the places of a K x K unit's top-left, open
/// where it may stand, and a segment from a to b is clear when the unit's
/// square [x, x+K] x [y, y+K], its top-left (x, y) moving straight from a
/// to b, never overlaps the inside of a wall, of a cell its table bars or
/// of anything past the map's edge. Touching is not overlapping: the
/// square may slide along a wall's edge and pass a wall's corner. Exactly:
/// at each point the square overlaps the footprints of the places at the
/// corners of the smallest lattice face holding its top-left (a place, the
/// edge between two, the unit square between four), and every one of them
/// must be open. A diagonal grid move crosses one unit square corner to
/// corner; its two other corners are the move's side places, judged by
/// the DiagonalRule as the grid judges them. Only 45-degree segments cross
/// squares corner to corner, so only they cut corners (under NoSqueeze or
/// Always, a step at a time, as the grid's moves do); any other segment
/// needs every corner of every square it crosses. Every grid move is
/// therefore clear. A unit of size 1 stays its centre, as above (the
/// any-angle convention of Theta* and of the benchmarks, and one-cell
/// answers stay what they have always been), so its 1 x 1 body may clip
/// the corner of a wall beside its line; larger units never do.
/// The price of a unit's segment is the line price below on the unit grid
/// (each place weighs the largest weight under its footprint), as for the
/// grid moves it is compared with.
///
/// Cost: the line price. Following a segment costs the integral of the
/// terrain weight along it: straight_cost times the sum, over the cells
/// whose inside it crosses, of the length inside the cell times the cell's
/// weight. This holds for every direction alike. Along an axis the segment
/// runs half a cell in its first and last cell and a whole cell in each one
/// between; along 45 degrees likewise, crossing from cell to cell at a
/// corner. A corner is a single point, so the two cells beside it pay
/// nothing (the diagonal rule above still decides whether it is clear).
/// One grid move therefore costs its length times the mean of its two
/// cells' weights (under 10-14, a diagonal move over weight 1 costs
/// 10*sqrt(2), not 14), and a path's price does not depend on how it is
/// split into segments: cutting a segment at a cell centre on it gives the
/// same total up to the rounding of a sum of doubles. The search's own g
/// for the grid algorithms (step cost times the weight of the cell
/// entered) is a different price; Search::cost() of a grid algorithm is
/// that one, Theta*'s is this one.
///
/// Thread safety: free functions over a const Grid.

#include <cstdint>
#include <optional>
#include <type_traits>

#include "astar/grid/grid.hpp"
#include "astar/grid/movement.hpp"

namespace astar {

/// The diagonal rule segments are cleared by under `rules` (NoCut under
/// 4-connectivity, see above).
DiagonalRule clearance_rule(const MovementRules& rules);

/// True when the segment from the centre of `a` to the centre of `b` is
/// clear under `rule` (see above; on a grid of unit size K >= 2, when the
/// K x K square swept from a to b is). Both must be inside the grid; a
/// point outside makes it false. a == b is clear when a is walkable.
bool segment_clear(const Grid& grid, DiagonalRule rule, Point a, Point b);
/// segment_clear with clearance_rule(rules).
bool segment_clear(const Grid& grid, const MovementRules& rules, Point a,
                   Point b);

/// The line price of the segment from a to b under `rules` (see Cost
/// above). The segment must be inside the grid; check segment_clear first
/// (a wall has no weight, so a blocked segment's cost means nothing).
double segment_cost(const Grid& grid, const MovementRules& rules, Point a,
                    Point b);
/// segment_clear and segment_cost in one walk, bit-equal to segment_cost:
/// the cost when the segment is clear under clearance_rule(rules), nothing
/// when it is not (or leaves the grid). What Theta* and smoothing call for
/// every candidate.
std::optional<double> clear_segment_cost(const Grid& grid,
                                         const MovementRules& rules, Point a,
                                         Point b);

/// Calls visit(Point) for every cell whose inside the segment from a to b
/// crosses, in order from a to b, a and b included. Consecutive cells share
/// an edge, or a corner the segment passes (a diagonal step). Works on
/// coordinates alone: no grid needed. When visit returns bool, false stops
/// the walk.
template <typename Visit>
void for_each_cell_crossed(Point a, Point b, Visit&& visit);

namespace detail {

/// The denominator of walk_segment's times: 2 * max(nx,1) * max(ny,1).
std::int64_t segment_time_denominator(Point a, Point b);

/// The walk behind for_each_cell_crossed. Calls visit(cell, enter, corner)
/// for each cell crossed: `enter` is the time the segment enters it, as a
/// numerator over segment_time_denominator (0 for a, and the time it leaves
/// a cell is the next cell's enter, or the denominator for b); `corner`
/// says it came from the previous cell across a corner. A visit returning
/// false stops the walk; returns false then, true when it reached b.
template <typename Visit>
bool walk_segment(Point a, Point b, Visit&& visit) {
  // Amanatides-Woo in whole numbers: from the centre, the k-th vertical
  // grid line (k from 0) is met at t = (2k+1) / (2*nx), the j-th
  // horizontal one at (2j+1) / (2*ny). Over the common denominator
  // 2*nx*ny both are whole numbers, so they are ordered exactly and equal
  // means a corner.
  const std::int64_t nx = a.x < b.x ? b.x - a.x : a.x - b.x;
  const std::int64_t ny = a.y < b.y ? b.y - a.y : a.y - b.y;
  const std::int64_t x_unit = ny > 0 ? ny : 1;
  const std::int64_t y_unit = nx > 0 ? nx : 1;
  const int sx = a.x < b.x ? 1 : -1;
  const int sy = a.y < b.y ? 1 : -1;
  Point p = a;
  if (!visit(p, std::int64_t{0}, false)) return false;
  std::int64_t k = 0;  // vertical lines crossed so far
  std::int64_t j = 0;  // horizontal lines crossed so far
  while (k < nx || j < ny) {
    const std::int64_t tx = k < nx ? (2 * k + 1) * x_unit : -1;
    const std::int64_t ty = j < ny ? (2 * j + 1) * y_unit : -1;
    std::int64_t t = 0;
    bool corner = false;
    if (ty < 0 || (tx >= 0 && tx < ty)) {
      p.x += sx;
      ++k;
      t = tx;
    } else if (tx < 0 || ty < tx) {
      p.y += sy;
      ++j;
      t = ty;
    } else {
      p.x += sx;
      p.y += sy;
      ++k;
      ++j;
      t = tx;
      corner = true;
    }
    if (!visit(p, t, corner)) return false;
  }
  return true;
}

}  // namespace detail

// --- implementation of the template --------------------------------------

template <typename Visit>
void for_each_cell_crossed(Point a, Point b, Visit&& visit) {
  detail::walk_segment(a, b, [&](Point p, std::int64_t, bool) {
    if constexpr (std::is_same_v<decltype(visit(p)), bool>) {
      return visit(p);
    } else {
      visit(p);
      return true;
    }
  });
}

}  // namespace astar
