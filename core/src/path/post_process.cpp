#include "astar/path/post_process.hpp"

#include <string>
#include <utility>

#include "enum_names.hpp"

namespace astar {
namespace {

// The line price of the grid path up to each point, summed move by move
// from 0 as polyline_cost sums, so prefix.back() is bit-equal to
// polyline_cost(points).
std::vector<double> prefix_costs(const Grid& grid, const MovementRules& rules,
                                 std::span<const Point> points) {
  std::vector<double> prefix(points.size(), 0.0);
  for (std::size_t i = 1; i < points.size(); ++i) {
    prefix[i] =
        prefix[i - 1] + segment_cost(grid, rules, points[i - 1], points[i]);
  }
  return prefix;
}

// Prefix differences round, so "no dearer than the part it replaces" is
// asked up to this share of the price: a straight run priced at once must
// not lose to the same run summed move by move.
constexpr double kRoundingSlack = 1e-12;

// The farthest later point `from` may go to straight: clear, no dearer than
// the part of the grid path it replaces (up to rounding), and keeping what
// is spent so far (`spent`) within the grid path's price up to there. The
// second test is exact, so the first one's slack never lets the smoothed
// path's sum pass the grid path's. Gives `to` and its cost, or from + 1 and
// nothing (the next cell is one legal move away, always clear).
std::pair<std::size_t, std::optional<double>> farthest_shortcut(
    const Grid& grid, const MovementRules& rules, std::span<const Point> points,
    const std::vector<double>& prefix, std::size_t from, double spent) {
  for (std::size_t to = points.size() - 1; to > from + 1; --to) {
    const std::optional<double> shortcut =
        clear_segment_cost(grid, rules, points[from], points[to]);
    if (shortcut &&
        *shortcut <= prefix[to] - prefix[from] + kRoundingSlack * prefix[to] &&
        spent + *shortcut <= prefix[to]) {
      return {to, shortcut};
    }
  }
  return {from + 1, std::nullopt};
}

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
  const std::vector<Point> points = to_points(grid, cells);
  if (points.size() <= 2) return points;
  const std::vector<double> prefix = prefix_costs(grid, rules, points);
  std::vector<Point> kept{points.front()};
  // What the kept segments cost, summed as polyline_cost will sum them; it
  // never passes prefix[from] (a grid move adds the same to both sides).
  double spent = 0.0;
  std::size_t from = 0;
  while (from + 1 < points.size()) {
    const auto [next, shortcut] =
        farthest_shortcut(grid, rules, points, prefix, from, spent);
    spent += shortcut ? *shortcut
                      : segment_cost(grid, rules, points[from], points[next]);
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
