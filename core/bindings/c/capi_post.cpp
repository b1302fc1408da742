// The C API's post-processing: the option "post", and the waypoints of
// the last path found (turns only, or line-of-sight smoothed).

#include <algorithm>
#include <limits>

#include "astar/grid/coordinates.hpp"
#include "astar/search/algorithms.hpp"
#include "capi_support.hpp"

using astar::Result;
using astar::capi::bad_argument;
using astar::capi::guarded;
using astar::capi::null_argument;

namespace astar::capi {

Result<int> set_post(astar_search& search, std::string_view value) {
  const std::optional<PostProcess> post = parse_post_process(value);
  if (!post) {
    return bad_argument("astar_search_set: post '" + std::string(value) +
                        "': expected one of none, waypoints, smooth");
  }
  search.post = *post;
  return ASTAR_OK;
}

void keep_waypoints(astar_search& s) {
  s.waypoints_xy.clear();
  s.waypoints_cost = 0;
  const Search& search = s.search;
  if (s.post == PostProcess::None || search.status() != SearchStatus::Found) {
    return;
  }
  // The search's own grid: for a unit, the unit's grid it searched.
  const Grid& grid = *search.grid();
  const MovementRules& rules = search.query().rules;
  std::vector<Point> points;
  if (algorithm_info(search.query().algorithm).any_angle) {
    // Already any-angle: its vertices are the waypoints.
    points = to_points(grid, search.path());
    s.waypoints_cost = search.cost();
  } else {
    points = post_process(grid, rules, search.path(), s.post);
    const Result<double> cost = polyline_cost(grid, rules, points);
    // Post-processing keeps every segment clear; were it not so, the cost
    // reads as NaN rather than as a plausible number.
    s.waypoints_cost =
        cost ? cost.value() : std::numeric_limits<double>::quiet_NaN();
  }
  s.waypoints_xy.reserve(points.size() * 2);
  for (const Point p : points) {
    // In the caller's origin, as the path is.
    const Point shown = to_origin(p, s.origin, grid.height());
    s.waypoints_xy.push_back(shown.x);
    s.waypoints_xy.push_back(shown.y);
  }
}

Result<int> copy_points(std::string_view function,
                        const std::vector<std::int32_t>& xy, std::int32_t* out,
                        std::size_t capacity) {
  const std::size_t length = xy.size() / 2;
  if (length == 0) return ASTAR_OK;
  if (out == nullptr) return null_argument(function, "xy");
  if (capacity < length) {
    return bad_argument(std::string(function) + ": room for " +
                        std::to_string(capacity) + " points, the path has " +
                        std::to_string(length));
  }
  std::copy(xy.begin(), xy.end(), out);
  return ASTAR_OK;
}

}  // namespace astar::capi

extern "C" {

size_t astar_search_waypoints_length(const astar_search* search) {
  return search == nullptr ? 0 : search->waypoints_xy.size() / 2;
}

int astar_search_waypoints(const astar_search* search, int32_t* xy,
                           size_t capacity, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (search == nullptr) {
      return null_argument("astar_search_waypoints", "search");
    }
    return astar::capi::copy_points("astar_search_waypoints",
                                    search->waypoints_xy, xy, capacity);
  });
}

double astar_search_waypoints_cost(const astar_search* search) {
  return search == nullptr ? 0.0 : search->waypoints_cost;
}

}  // extern "C"
