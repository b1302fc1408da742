#include "path_output.hpp"

#include <cassert>
#include <limits>

namespace astar::cli {

PathOutput path_output(const Search& search, PostProcess post) {
  PathOutput out;
  if (search.status() != SearchStatus::Found) return out;
  const Grid& grid = *search.grid();
  const MovementRules& rules = search.query().rules;
  if (algorithm_info(search.query().algorithm).any_angle) {
    // Its path is already any-angle: the vertices are the waypoints,
    // whatever --post says.
    out.waypoints = to_points(grid, search.path());
    out.cells = cells_along(grid, *out.waypoints);
    out.waypoints_cost = search.cost();
    out.line_cost = search.cost();
    return out;
  }
  out.cells = search.path();
  if (post == PostProcess::None) return out;
  out.waypoints = post_process(grid, rules, out.cells, post);
  out.line_cost = path_line_cost(grid, rules, out.cells);
  const Result<double> cost = polyline_cost(grid, rules, *out.waypoints);
  // Post-processing keeps every segment clear; were it not so, the cost
  // reads as NaN (null in JSON) rather than as a plausible number.
  assert(cost);
  out.waypoints_cost =
      cost ? cost.value() : std::numeric_limits<double>::quiet_NaN();
  return out;
}

}  // namespace astar::cli
