#include "astar/path/post_process.hpp"

#include <cstdint>
#include <limits>
#include <string>
#include <utility>

#include "astar/path/path_smoother.hpp"
#include "enum_names.hpp"

namespace astar {
namespace {

// " for a 2x2 unit" on a unit's grid, whose segments sweep its square.
std::string unit_text(const Grid& grid) {
  if (grid.unit_size() <= 1) return "";
  const std::string k = std::to_string(grid.unit_size());
  return " for a " + k + "x" + k + " unit";
}

}  // namespace

std::vector<Point> to_points(const Grid& grid, std::span<const int> cells) {
  std::vector<Point> points;
  points.reserve(cells.size());
  for (int cell : cells) points.push_back(grid.point(cell));
  return points;
}

std::vector<Point> waypoints(const Grid& grid, std::span<const int> cells) {
  const std::vector<Point> points = to_points(grid, cells);
  if (points.size() <= 2) return points;
  std::vector<Point> kept{points.front()};
  for (std::size_t i = 1; i + 1 < points.size(); ++i) {
    const Point in{points[i].x - points[i - 1].x,
                   points[i].y - points[i - 1].y};
    const Point out{points[i + 1].x - points[i].x,
                    points[i + 1].y - points[i].y};
    if (in != out) kept.push_back(points[i]);
  }
  kept.push_back(points.back());
  return kept;
}

std::vector<Point> smooth_path(const Grid& grid, const MovementRules& rules,
                               std::span<const int> cells) {
  PathSmoother smoother(grid, rules, cells);
  smoother.advance(std::numeric_limits<std::int64_t>::max());
  return smoother.take();
}

std::vector<Point> post_process(const Grid& grid, const MovementRules& rules,
                                std::span<const int> cells, PostProcess how) {
  switch (how) {
    case PostProcess::Waypoints:
      return waypoints(grid, cells);
    case PostProcess::Smooth:
      return smooth_path(grid, rules, cells);
    case PostProcess::None:
      break;
  }
  return to_points(grid, cells);
}

Result<double> polyline_cost(const Grid& grid, const MovementRules& rules,
                             std::span<const Point> points) {
  if (points.empty()) return fail(ErrorKind::BadArgument, "the path is empty");
  double total = 0.0;
  for (std::size_t i = 0; i < points.size(); ++i) {
    if (!grid.contains(points[i])) {
      return fail(ErrorKind::BadArgument,
                  "point " + std::to_string(i) + " " + to_string(points[i]) +
                      " is outside the " + std::to_string(grid.width()) + "x" +
                      std::to_string(grid.height()) + " map");
    }
    if (i == 0) {
      if (!grid.walkable(points[0])) {
        return fail(ErrorKind::BadArgument,
                    "point 0 " + to_string(points[0]) + " is on a wall");
      }
      continue;
    }
    const std::optional<double> segment =
        clear_segment_cost(grid, rules, points[i - 1], points[i]);
    if (!segment) {
      return fail(
          ErrorKind::BadArgument,
          "segment " + std::to_string(i) + " from " + to_string(points[i - 1]) +
              " to " + to_string(points[i]) + " is not clear under " +
              std::string(to_string(clearance_rule(rules))) + unit_text(grid));
    }
    total += *segment;
  }
  return total;
}

double path_line_cost(const Grid& grid, const MovementRules& rules,
                      std::span<const int> cells) {
  double total = 0.0;
  for (std::size_t i = 1; i < cells.size(); ++i) {
    total += segment_cost(grid, rules, grid.point(cells[i - 1]),
                          grid.point(cells[i]));
  }
  return total;
}

std::vector<int> cells_along(const Grid& grid, std::span<const Point> points) {
  std::vector<int> cells;
  if (points.empty()) return cells;
  cells.push_back(grid.index(points.front()));
  for (std::size_t i = 1; i < points.size(); ++i) {
    bool first = true;
    for_each_cell_crossed(points[i - 1], points[i], [&](Point p) {
      if (!first) cells.push_back(grid.index(p));
      first = false;
    });
  }
  return cells;
}

namespace {

constexpr auto kPostProcessNames = detail::enum_names<PostProcess>(
    std::pair{PostProcess::None, "none"},
    std::pair{PostProcess::Waypoints, "waypoints"},
    std::pair{PostProcess::Smooth, "smooth"});

}  // namespace

std::string_view to_string(PostProcess value) {
  return kPostProcessNames.name(value);
}
std::optional<PostProcess> parse_post_process(std::string_view text) {
  return kPostProcessNames.parse(text);
}

}  // namespace astar
