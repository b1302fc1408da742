#pragma once
/// @file post_process.hpp
/// What a game does with a grid path before it walks it: waypoints (keep
/// only the turns) and line-of-sight smoothing (cut corners where the way
/// is clear and no dearer). Both take the cells a Search found and return
/// points at cell centres; consecutive points are joined by straight
/// segments, cleared and priced as line_of_sight.hpp says: every segment
/// pays the line price (the integral of the weight along it), a grid move
/// included. On a unit's grid (units.hpp) the points are the unit's
/// top-left places, and a segment is clear only where the unit's whole
/// swept square is.
///
/// ```cpp
/// const std::vector<int>& cells = search.path();
/// std::vector<astar::Point> turns = astar::waypoints(grid, cells);
/// std::vector<astar::Point> smooth =
///     astar::smooth_path(grid, search.query().rules, cells);
/// astar::Result<double> cost =
///     astar::polyline_cost(grid, search.query().rules, smooth);
/// double grid_cost = astar::path_line_cost(grid, search.query().rules,
///                                          cells);  // cost <= grid_cost
/// ```
///
/// Contracts:
/// - Prices: search.cost() of a grid algorithm is the search's own price
///   (step cost times the weight of each cell entered); polyline_cost and
///   path_line_cost are the line price. Compare post-processed paths with
///   path_line_cost(cells), never with search.cost().
/// - waypoints() is lossless: walking straight grid moves from each point
///   to the next gives back exactly `cells`, and polyline_cost() of it is
///   path_line_cost(cells) up to the rounding of a sum of doubles (a run
///   priced at once instead of move by move).
/// - smooth_path() keeps the start, then from each kept point skips ahead
///   to the farthest later cell of `cells` that is in clear sight and whose
///   segment costs no more than the part of the path it replaces. Every
///   segment is clear, and polyline_cost() of the result never exceeds
///   path_line_cost(cells), exactly (a shortcut that would pass it by
///   rounding is not taken; the grid moves are kept there instead).
/// - Work: waypoints is linear. smooth_path tries the later cells from the
///   farthest down, so it is quadratic in the path's length in the worst
///   case, and each try walks the segment until a wall or the price
///   stops it. For paths of many thousand cells, PathSmoother
///   (path_smoother.hpp) works it out in slices.
///
/// Thread safety: free functions over a const Grid.

#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/grid/movement.hpp"
#include "astar/path/line_of_sight.hpp"
#include "astar/result.hpp"

namespace astar {

/// What the front ends do with a found path.
enum class PostProcess : std::uint8_t {
  None,       ///< the cells as found
  Waypoints,  ///< start, every turn, goal
  Smooth,     ///< line-of-sight smoothing
};

/// The start, every cell where the direction of the path changes, and the
/// goal. `cells` must be a path of 8-way (or 4-way) moves, as a Search
/// returns; empty gives empty, one cell gives that cell.
std::vector<Point> waypoints(const Grid& grid, std::span<const int> cells);

/// Line-of-sight smoothing of `cells` under `rules` (see the contracts
/// above). `cells` must be a legal path under `rules`.
std::vector<Point> smooth_path(const Grid& grid, const MovementRules& rules,
                               std::span<const int> cells);

/// waypoints() or smooth_path() as `how` says; None gives every cell.
std::vector<Point> post_process(const Grid& grid, const MovementRules& rules,
                                std::span<const int> cells, PostProcess how);

/// The cost of following `points` from first to last by straight segments
/// under `rules`, or an error naming the first point outside the grid or
/// the first segment that is not clear. Empty is an error; one point costs
/// 0.
Result<double> polyline_cost(const Grid& grid, const MovementRules& rules,
                             std::span<const Point> points);

/// The line price of the grid path `cells` (each cell one legal move from
/// the last, as a Search returns): its moves summed in order, bit-equal to
/// polyline_cost(to_points(grid, cells)). Empty or one cell costs 0.
double path_line_cost(const Grid& grid, const MovementRules& rules,
                      std::span<const int> cells);

/// The cells the segments of `points` cross, in order, as cell indices,
/// each cell once where two segments meet. For clear segments this is a
/// legal 8-way walk under the same diagonal rule (each step goes to an
/// edge neighbour, or across a corner the rule allows). Points must be
/// inside the grid.
std::vector<int> cells_along(const Grid& grid, std::span<const Point> points);

/// Cell indices to points.
std::vector<Point> to_points(const Grid& grid, std::span<const int> cells);

std::string_view to_string(PostProcess value);
/// "none", "waypoints", "smooth".
std::optional<PostProcess> parse_post_process(std::string_view text);

}  // namespace astar
