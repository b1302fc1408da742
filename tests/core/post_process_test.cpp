#include "astar/path/post_process.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "astar/path/path_smoother.hpp"
#include "astar/search/search.hpp"
#include "segment_reference.hpp"
#include "test_maps.hpp"

namespace astar {
namespace post_process_test {

using test::ascii_document;
using test::ascii_grid;

std::vector<int> found_path(const Grid& grid, Point start, Point goal,
                            const MovementRules& rules = {}) {
  Search search;
  SearchQuery query;
  query.start = start;
  query.goal = goal;
  query.rules = rules;
  EXPECT_TRUE(search.start(grid, query));
  search.run();
  return search.path();
}

// Walks straight grid moves from each point to the next.
std::vector<int> expand(const Grid& grid, const std::vector<Point>& points) {
  std::vector<int> cells;
  if (points.empty()) return cells;
  cells.push_back(grid.index(points.front()));
  for (std::size_t i = 1; i < points.size(); ++i) {
    Point p = points[i - 1];
    const Point to = points[i];
    while (p != to) {
      p.x += (to.x > p.x) - (to.x < p.x);
      p.y += (to.y > p.y) - (to.y < p.y);
      cells.push_back(grid.index(p));
    }
  }
  return cells;
}

TEST(PostProcess, WaypointsKeepStartTurnsAndGoal) {
  const Grid grid(8, 8);
  // E, E, SE, SE, S: turns at (2,0) and (4,2).
  const std::vector<int> cells = {grid.index(0, 0), grid.index(1, 0),
                                  grid.index(2, 0), grid.index(3, 1),
                                  grid.index(4, 2), grid.index(4, 3)};
  EXPECT_EQ(waypoints(grid, cells),
            (std::vector<Point>{{0, 0}, {2, 0}, {4, 2}, {4, 3}}));
  EXPECT_EQ(expand(grid, waypoints(grid, cells)), cells);
  EXPECT_TRUE(waypoints(grid, std::vector<int>{}).empty());
  EXPECT_EQ(waypoints(grid, std::vector<int>{9}), (std::vector<Point>{{1, 1}}));
}

TEST(PostProcess, SmoothingCutsAcrossOpenGround) {
  const Grid grid(10, 10);
  for (StepCosts costs : {StepCosts::Exact, StepCosts::TenFourteen}) {
    const MovementRules rules{Connectivity::Eight, DiagonalRule::NoCut, costs};
    const std::vector<int> cells = found_path(grid, {0, 0}, {9, 3}, rules);
    EXPECT_EQ(smooth_path(grid, rules, cells),
              (std::vector<Point>{{0, 0}, {9, 3}}));
    const double shortcut = rules.straight_cost() * std::sqrt(90.0);
    EXPECT_EQ(
        polyline_cost(grid, rules, smooth_path(grid, rules, cells)).value(),
        shortcut);
  }
}

TEST(PostProcess, SmoothingGoesAroundCornersItCannotCut) {
  const Document doc = ascii_document({
      "S.....",
      "####..",
      "......",
      "G.....",
  });
  const MovementRules rules;
  const std::vector<int> cells =
      found_path(doc.grid, *doc.start, *doc.goal, rules);
  const std::vector<Point> smooth = smooth_path(doc.grid, rules, cells);
  ASSERT_GE(smooth.size(), 3u);
  for (std::size_t i = 1; i < smooth.size(); ++i) {
    EXPECT_TRUE(segment_clear(doc.grid, rules, smooth[i - 1], smooth[i]));
  }
  EXPECT_LT(polyline_cost(doc.grid, rules, smooth).value(),
            polyline_cost(doc.grid, rules, waypoints(doc.grid, cells)).value());
}

TEST(PostProcess, DearTerrainKeepsTheGridPath) {
  // The grid path hugs the top row of open ground; the shortcut to the goal
  // would cross the weight-9 band and cost more, so the corner stays.
  const Document doc = ascii_document({
      "S.........",
      "999999999.",
      "999999999.",
      "999999999G",
  });
  const MovementRules rules;
  const std::vector<int> cells =
      found_path(doc.grid, *doc.start, *doc.goal, rules);
  const std::vector<Point> smooth = smooth_path(doc.grid, rules, cells);
  const double grid_cost = path_line_cost(doc.grid, rules, cells);
  EXPECT_GE(smooth.size(), 3u);
  EXPECT_LE(polyline_cost(doc.grid, rules, smooth).value(), grid_cost);
}

// The band of weight-250 cells: every grid path across it, from
// every row to every row, smooths to a line no dearer than itself under
// the same price, and the price is the reference line integral.
TEST(PostProcess, SmoothingAcrossADearBandNeverCostsMore) {
  Grid grid(14, 7);
  for (int y = 0; y < 7; ++y) grid.set(6, y, value_for_weight(250));
  grid.set(7, 3, value_for_weight(250));
  for (StepCosts costs : {StepCosts::Exact, StepCosts::TenFourteen}) {
    const MovementRules rules{Connectivity::Eight, DiagonalRule::NoCut, costs};
    for (int from = 0; from < 7; ++from) {
      for (int to = 0; to < 7; ++to) {
        const std::vector<int> cells =
            found_path(grid, {0, from}, {13, to}, rules);
        const std::vector<Point> smooth = smooth_path(grid, rules, cells);
        const double cost = polyline_cost(grid, rules, smooth).value();
        EXPECT_LE(cost, path_line_cost(grid, rules, cells));
        EXPECT_NEAR(cost, test::reference_polyline_cost(grid, rules, smooth),
                    1e-9 * cost);
        // Only one cell of the band is crossed, at a price of 250 per unit.
        EXPECT_GE(cost, rules.straight_cost() * 250.0);
      }
    }
  }
}

TEST(PostProcess, PolylineCostNamesTheProblem) {
  const Grid grid = ascii_grid({"...", ".#.", "..."});
  const MovementRules rules;
  const std::vector<Point> through{{0, 0}, {2, 2}};
  EXPECT_EQ(polyline_cost(grid, rules, through).error(),
            "segment 1 from (0,0) to (2,2) is not clear under no-cut");
  const std::vector<Point> outside{{0, 0}, {5, 0}};
  EXPECT_EQ(polyline_cost(grid, rules, outside).error(),
            "point 1 (5,0) is outside the 3x3 map");
  EXPECT_FALSE(polyline_cost(grid, rules, std::vector<Point>{}));
  EXPECT_EQ(polyline_cost(grid, rules, std::vector<Point>{{2, 2}}).value(),
            0.0);
}

TEST(PostProcess, CellsAlongAPolylineListEachCellOnce) {
  const Grid grid(6, 6);
  const std::vector<Point> points{{0, 0}, {2, 1}, {2, 3}};
  EXPECT_EQ(
      to_points(grid, cells_along(grid, points)),
      (std::vector<Point>{{0, 0}, {1, 0}, {1, 1}, {2, 1}, {2, 2}, {2, 3}}));
}

TEST(PostProcess, NamesRoundTrip) {
  for (PostProcess p :
       {PostProcess::None, PostProcess::Waypoints, PostProcess::Smooth}) {
    EXPECT_EQ(parse_post_process(to_string(p)), p);
  }
  EXPECT_FALSE(parse_post_process("smoothed"));
}

TEST(PostProcess, ASmootherTriesNothingWithoutTries) {
  const Grid grid = ascii_grid({
      "..........",
      "..........",
      "..........",
  });
  const std::vector<int> cells = found_path(grid, {0, 0}, {9, 2});
  PathSmoother smoother(grid, {}, cells);
  EXPECT_FALSE(smoother.advance(0));
  EXPECT_FALSE(smoother.done());
  EXPECT_TRUE(smoother.advance(1));  // the goal is in sight at once
  EXPECT_EQ(smoother.take(), (std::vector<Point>{{0, 0}, {9, 2}}));
  // Two cells or fewer are done before any try.
  EXPECT_TRUE(PathSmoother(grid, {}, std::vector<int>{0, 1}).done());
  EXPECT_TRUE(PathSmoother(grid, {}, std::vector<int>{}).advance(0));
}

// Random maps under every diagonal rule and both cost models, with and
// without terrain; 4-connected paths too (cleared by no-cut).
TEST(PostProcess, PropertiesOnRandomMaps) {
  std::mt19937 rng(909);
  int smoothed_shorter = 0, heavy = 0, sliced = 0;
  int paths = 0;
  for (int map = 0; map < 300; ++map) {
    const int w = 8 + map % 33, h = 8 + (map * 13) % 33;
    const int walls = (map * 7) % 46;
    const int terrain = (map / 6) % 2 == 0 ? 40 : 0;  // every rule and cost
    const Grid grid = map % 5 == 2
                          ? test::random_terrain_grid(rng, w, h, walls)
                          : test::random_grid(rng, w, h, walls, terrain);
    const auto rule = static_cast<DiagonalRule>(map % 3);
    const auto costs =
        (map / 3) % 2 == 0 ? StepCosts::Exact : StepCosts::TenFourteen;
    const auto connectivity =
        map % 10 == 9 ? Connectivity::Four : Connectivity::Eight;
    const MovementRules rules{connectivity, rule, costs};
    std::uniform_int_distribution<int> x(0, w - 1), y(0, h - 1);
    const Point start{x(rng), y(rng)}, goal{x(rng), y(rng)};
    if (!grid.walkable(start) || !grid.walkable(goal)) continue;
    Search search;
    SearchQuery query;
    query.start = start;
    query.goal = goal;
    query.rules = rules;
    ASSERT_TRUE(search.start(grid, query));
    if (search.run() != SearchStatus::Found) continue;
    ++paths;
    const std::vector<int>& cells = search.path();
    const std::string where = "map " + std::to_string(map);

    const std::vector<Point> turns = waypoints(grid, cells);
    EXPECT_EQ(expand(grid, turns), cells) << where;
    // Waypoints and cells are the same line, priced alike up to rounding.
    const double grid_line = path_line_cost(grid, rules, cells);
    EXPECT_EQ(polyline_cost(grid, rules, to_points(grid, cells)).value(),
              grid_line)
        << where;
    EXPECT_NEAR(polyline_cost(grid, rules, turns).value(), grid_line,
                1e-12 * grid_line)
        << where;
    EXPECT_NEAR(
        grid_line,
        test::reference_polyline_cost(grid, rules, to_points(grid, cells)),
        1e-9 * grid_line)
        << where;

    const std::vector<Point> smooth = smooth_path(grid, rules, cells);
    ASSERT_FALSE(smooth.empty());
    EXPECT_EQ(smooth.front(), start);
    EXPECT_EQ(smooth.back(), goal);
    for (std::size_t i = 1; i < smooth.size(); ++i) {
      EXPECT_TRUE(test::reference_clear(grid, clearance_rule(rules),
                                        smooth[i - 1], smooth[i]))
          << where << " segment " << i;
    }
    const double smooth_cost = polyline_cost(grid, rules, smooth).value();
    // Never dearer than the grid path under the same price, exactly.
    EXPECT_LE(smooth_cost, grid_line) << where;
    EXPECT_NEAR(smooth_cost, test::reference_polyline_cost(grid, rules, smooth),
                1e-9 * grid_line)
        << where;
    // In slices of one try or of three, the same points.
    for (const std::int64_t slice : {1, 3}) {
      PathSmoother smoother(grid, rules, cells);
      int slices = 1;
      while (!smoother.advance(slice)) ++slices;
      EXPECT_EQ(smoother.take(), smooth) << where << " slice " << slice;
      if (slice == 1 && slices > 1) ++sliced;
    }
    if (smooth_cost < grid_line - 1e-9) ++smoothed_shorter;
    if (map % 5 == 2) ++heavy;
  }
  EXPECT_GT(paths, 150);
  EXPECT_GT(smoothed_shorter, 50);
  EXPECT_GT(heavy, 30);
  EXPECT_GT(sliced, 100);
}

}  // namespace post_process_test
}  // namespace astar
