#include "astar/path/post_process.hpp"

#include <string>

#include "enum_names.hpp"

namespace astar {
namespace {

std::string describe(Point p) {
  return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
}

// The exact cost of the grid path up to each cell, so the part between two
// cells is a difference of whole sums.
std::vector<SegmentCost> prefix_costs(const Grid& grid,
                                      const MovementRules& rules,
                                      std::span<const Point> points) {
  std::vector<SegmentCost> prefix(points.size());
  for (std::size_t i = 1; i < points.size(); ++i) {
    prefix[i] = prefix[i - 1];
    prefix[i] += segment_cost_parts(grid, rules, points[i - 1], points[i]);
  }
  return prefix;
}

double part_cost(const std::vector<SegmentCost>& prefix,
                 const MovementRules& rules, std::size_t from, std::size_t to) {
  SegmentCost part;
  part.straight = prefix[to].straight - prefix[from].straight;
  part.diagonal = prefix[to].diagonal - prefix[from].diagonal;
  part.any_angle = prefix[to].any_angle - prefix[from].any_angle;
  return part.total(rules);
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
  const std::vector<Point> points = to_points(grid, cells);
  if (points.size() <= 2) return points;
  const std::vector<SegmentCost> prefix = prefix_costs(grid, rules, points);
  std::vector<Point> kept{points.front()};
  std::size_t from = 0;
  while (from + 1 < points.size()) {
    // The next cell is one legal move away: always clear, same cost.
    std::size_t next = from + 1;
    for (std::size_t to = points.size() - 1; to > from + 1; --to) {
      const std::optional<SegmentCost> shortcut =
          clear_segment_cost(grid, rules, points[from], points[to]);
      if (shortcut &&
          shortcut->total(rules) <= part_cost(prefix, rules, from, to)) {
        next = to;
        break;
      }
    }
    kept.push_back(points[next]);
    from = next;
  }
  return kept;
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
  SegmentCost total;
  for (std::size_t i = 0; i < points.size(); ++i) {
    if (!grid.contains(points[i])) {
      return fail(ErrorKind::BadArgument,
                  "point " + std::to_string(i) + " " + describe(points[i]) +
                      " is outside the " + std::to_string(grid.width()) + "x" +
                      std::to_string(grid.height()) + " map");
    }
    if (i == 0) {
      if (!grid.walkable(points[0])) {
        return fail(ErrorKind::BadArgument,
                    "point 0 " + describe(points[0]) + " is on a wall");
      }
      continue;
    }
    const std::optional<SegmentCost> segment =
        clear_segment_cost(grid, rules, points[i - 1], points[i]);
    if (!segment) {
      return fail(ErrorKind::BadArgument,
                  "segment " + std::to_string(i) + " from " +
                      describe(points[i - 1]) + " to " + describe(points[i]) +
                      " is not clear under " +
                      std::string(to_string(clearance_rule(rules))));
    }
    total += *segment;
  }
  return total.total(rules);
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
