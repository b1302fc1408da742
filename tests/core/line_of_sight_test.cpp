#include "astar/path/line_of_sight.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "segment_reference.hpp"
#include "test_maps.hpp"

namespace astar {
namespace line_of_sight_test {

using test::ascii_grid;

constexpr DiagonalRule kRules[] = {
    DiagonalRule::Always, DiagonalRule::NoSqueeze, DiagonalRule::NoCut};

std::vector<Point> crossed(Point a, Point b) {
  std::vector<Point> cells;
  for_each_cell_crossed(a, b, [&](Point p) { cells.push_back(p); });
  return cells;
}

TEST(LineOfSight, WalksTheCellsASegmentCrossesInOrder) {
  EXPECT_EQ(crossed({0, 0}, {2, 1}),
            (std::vector<Point>{{0, 0}, {1, 0}, {1, 1}, {2, 1}}));
  EXPECT_EQ(crossed({2, 1}, {0, 0}),
            (std::vector<Point>{{2, 1}, {1, 1}, {1, 0}, {0, 0}}));
  // Through grid corners: straight from cell to diagonal cell.
  EXPECT_EQ(crossed({0, 0}, {2, 2}),
            (std::vector<Point>{{0, 0}, {1, 1}, {2, 2}}));
  EXPECT_EQ(crossed({3, 0}, {0, 0}),
            (std::vector<Point>{{3, 0}, {2, 0}, {1, 0}, {0, 0}}));
  EXPECT_EQ(crossed({1, 1}, {1, 1}), (std::vector<Point>{{1, 1}}));
  // (0,0) to (3,1) passes the grid corner (2,1) at its middle, from (1,0)
  // straight into (2,1); (0,0) to (4,2) passes none.
  EXPECT_EQ(crossed({0, 0}, {3, 1}),
            (std::vector<Point>{{0, 0}, {1, 0}, {2, 1}, {3, 1}}));
  EXPECT_EQ(crossed({0, 0}, {4, 2}),
            (std::vector<Point>{
                {0, 0}, {1, 0}, {1, 1}, {2, 1}, {3, 1}, {3, 2}, {4, 2}}));
}

TEST(LineOfSight, CornersFollowTheDiagonalRule) {
  const Grid squeeze = ascii_grid({".#", "#."});
  const Grid one_side = ascii_grid({".#", ".."});
  const Point a{0, 0}, b{1, 1};
  EXPECT_TRUE(segment_clear(squeeze, DiagonalRule::Always, a, b));
  EXPECT_FALSE(segment_clear(squeeze, DiagonalRule::NoSqueeze, a, b));
  EXPECT_FALSE(segment_clear(squeeze, DiagonalRule::NoCut, a, b));
  EXPECT_TRUE(segment_clear(one_side, DiagonalRule::Always, a, b));
  EXPECT_TRUE(segment_clear(one_side, DiagonalRule::NoSqueeze, a, b));
  EXPECT_FALSE(segment_clear(one_side, DiagonalRule::NoCut, a, b));
  // A corner passed mid-segment counts the same.
  // (0,0) to (3,1) passes the corner beside (2,0) and (1,1).
  const Grid mid = ascii_grid({"..#.", "...."});
  EXPECT_TRUE(segment_clear(mid, DiagonalRule::NoSqueeze, {0, 0}, {3, 1}));
  EXPECT_FALSE(segment_clear(mid, DiagonalRule::NoCut, {0, 0}, {3, 1}));
  const Grid both = ascii_grid({"..#.", ".#.."});
  EXPECT_TRUE(segment_clear(both, DiagonalRule::Always, {0, 0}, {3, 1}));
  EXPECT_FALSE(segment_clear(both, DiagonalRule::NoSqueeze, {0, 0}, {3, 1}));
  // A wall whose inside it crosses stops every rule.
  const Grid wall = ascii_grid({"...", ".#.", "..."});
  for (DiagonalRule rule : kRules) {
    EXPECT_FALSE(segment_clear(wall, rule, {0, 0}, {2, 2}));
    EXPECT_TRUE(segment_clear(wall, rule, {0, 0}, {2, 0}));
    EXPECT_FALSE(segment_clear(wall, rule, {0, 0}, {3, 0}));  // outside
  }
  // 4-connectivity clears by no-cut whatever the diagonal rule says.
  const MovementRules four{Connectivity::Four, DiagonalRule::Always};
  EXPECT_EQ(clearance_rule(four), DiagonalRule::NoCut);
  EXPECT_FALSE(segment_clear(one_side, four, a, b));
}

TEST(LineOfSight, SegmentsAlongMovesPayTheLinePriceToo) {
  const Grid grid = ascii_grid({"....", ".3..", "..5.", "...."});
  const MovementRules exact;
  const MovementRules ten{Connectivity::Eight, DiagonalRule::NoCut,
                          StepCosts::TenFourteen};
  // 45 degrees: half a step in (0,0) and (3,3), a whole one in (1,1) weight
  // 3 and (2,2) weight 5; the cells beside the corners pay nothing.
  const double diagonal = std::sqrt(2.0) * (0.5 + 3 + 5 + 0.5);
  EXPECT_DOUBLE_EQ(segment_cost(grid, exact, {0, 0}, {3, 3}), diagonal);
  EXPECT_DOUBLE_EQ(segment_cost(grid, ten, {0, 0}, {3, 3}), 10 * diagonal);
  // Along an axis: half in (0,1) and (3,1), a whole step in (1,1) and (2,1).
  EXPECT_EQ(segment_cost(grid, exact, {0, 1}, {3, 1}), 0.5 + 3 + 1 + 0.5);
  // One grid move: its length times the mean of its two cells' weights.
  EXPECT_EQ(segment_cost(grid, exact, {0, 1}, {1, 1}), (1 + 3) / 2.0);
  EXPECT_EQ(segment_cost(grid, exact, {1, 1}, {2, 2}),
            std::sqrt(2.0) * (3 + 5) / 2.0);
  EXPECT_EQ(segment_cost(grid, ten, {1, 1}, {2, 2}),
            10 * std::sqrt(2.0) * (3 + 5) / 2.0);
}

// The issue's case: a band of weight-250 cells crossed at 45 degrees and
// along an axis pays the band by the length inside it, both ways alike.
TEST(LineOfSight, AnExpensiveBandIsPaidByTheLengthInsideIt) {
  std::vector<std::string> rows(5, std::string(5, '.'));
  Grid grid = ascii_grid(rows);
  for (int y = 0; y < 5; ++y) grid.set(2, y, 256 - 250);
  const MovementRules exact;
  EXPECT_EQ(segment_cost(grid, exact, {0, 2}, {4, 2}), 0.5 + 1 + 250 + 1 + 0.5);
  EXPECT_DOUBLE_EQ(segment_cost(grid, exact, {0, 0}, {4, 4}),
                   std::sqrt(2.0) * (0.5 + 1 + 250 + 1 + 0.5));
  EXPECT_DOUBLE_EQ(segment_cost(grid, exact, {0, 1}, {4, 3}),
                   test::reference_line_cost(grid, exact, {0, 1}, {4, 3}));
  // Split at a centre on the line, or walked move by move: the same price.
  EXPECT_DOUBLE_EQ(segment_cost(grid, exact, {0, 0}, {2, 2}) +
                       segment_cost(grid, exact, {2, 2}, {4, 4}),
                   segment_cost(grid, exact, {0, 0}, {4, 4}));
  double moves = 0;
  for (int x = 0; x < 4; ++x) {
    moves += segment_cost(grid, exact, {x, 2}, {x + 1, 2});
  }
  EXPECT_DOUBLE_EQ(moves, segment_cost(grid, exact, {0, 2}, {4, 2}));
}

TEST(LineOfSight, OtherSegmentsCostLengthTimesWeightInsideEachCell) {
  const Grid open(6, 6);
  const MovementRules exact;
  const MovementRules ten{Connectivity::Eight, DiagonalRule::NoCut,
                          StepCosts::TenFourteen};
  EXPECT_EQ(segment_cost(open, exact, {0, 0}, {2, 1}), std::sqrt(5.0));
  EXPECT_EQ(segment_cost(open, ten, {0, 0}, {2, 1}), 10.0 * std::sqrt(5.0));
  // (0,0)->(2,1) spends a quarter of its length in each of its 4 cells,
  // (0,0), (1,0), (1,1) and (2,1).
  const Grid terrain = ascii_grid({"23..", ".45.", "...."});
  EXPECT_DOUBLE_EQ(segment_cost(terrain, exact, {0, 0}, {2, 1}),
                   std::sqrt(5.0) * (2 + 3 + 4 + 5) / 4.0);
}

// Whatever the direction, the price is the reference's, a crude sampling
// agrees with both, and cutting the segment at any cell centre on it
// keeps the total.
TEST(LineOfSight, LinePriceMatchesReferencesAndSplitsOnRandomTerrain) {
  std::mt19937 rng(2107);
  int axis = 0, diagonal = 0, split = 0;
  const MovementRules rules_of[] = {
      MovementRules{}, MovementRules{Connectivity::Eight, DiagonalRule::NoCut,
                                     StepCosts::TenFourteen}};
  for (int map = 0; map < 80; ++map) {
    const int w = 5 + map % 23, h = 5 + (map * 5) % 19;
    const Grid grid = test::random_terrain_grid(rng, w, h, 0);
    const MovementRules& rules = rules_of[map % 2];
    std::uniform_int_distribution<int> x(0, w - 1), y(0, h - 1);
    for (int k = 0; k < 60; ++k) {
      const Point a{x(rng), y(rng)};
      Point b{x(rng), y(rng)};
      if (k % 3 == 1) b.y = a.y;  // along an axis
      if (k % 3 == 2) {           // at 45 degrees, clipped to the map
        const int n = std::min(std::abs(b.x - a.x), h - 1 - a.y);
        b = {a.x + (b.x < a.x ? -n : n), a.y + n};
      }
      const double cost = segment_cost(grid, rules, a, b);
      ASSERT_NEAR(cost, test::reference_line_cost(grid, rules, a, b),
                  1e-9 * std::max(1.0, cost))
          << "map " << map << " (" << a.x << "," << a.y << ")-(" << b.x << ","
          << b.y << ")";
      const int crossings = std::abs(b.x - a.x) + std::abs(b.y - a.y);
      EXPECT_NEAR(cost, test::sampled_line_cost(grid, rules, a, b, 1024),
                  rules.straight_cost() * 255.0 * 2 * (crossings + 1) *
                      std::hypot(b.x - a.x, b.y - a.y) / 1024);
      axis += a.y == b.y && a.x != b.x;
      diagonal += a != b && std::abs(b.x - a.x) == std::abs(b.y - a.y);
      // Any cell centre on the segment splits it into two that cost the
      // same together.
      const int steps = std::gcd(std::abs(b.x - a.x), std::abs(b.y - a.y));
      for (int i = 1; i < steps; ++i) {
        const Point c{a.x + (b.x - a.x) / steps * i,
                      a.y + (b.y - a.y) / steps * i};
        EXPECT_NEAR(
            segment_cost(grid, rules, a, c) + segment_cost(grid, rules, c, b),
            cost, 1e-9 * std::max(1.0, cost));
        ++split;
      }
    }
  }
  EXPECT_GT(axis, 300);
  EXPECT_GT(diagonal, 300);
  EXPECT_GT(split, 1000);
}

// The walk against the independent reference on random maps and segments.
TEST(LineOfSight, AgreesWithAnIndependentCheckOnRandomMaps) {
  std::mt19937 rng(9001);
  int clear_seen = 0, blocked_seen = 0;
  for (int map = 0; map < 120; ++map) {
    const int w = 4 + map % 20, h = 4 + (map * 7) % 17;
    const Grid grid = test::random_grid(rng, w, h, map % 40, 30);
    std::uniform_int_distribution<int> x(0, w - 1), y(0, h - 1);
    for (int k = 0; k < 40; ++k) {
      const Point a{x(rng), y(rng)}, b{x(rng), y(rng)};
      for (DiagonalRule rule : kRules) {
        const bool clear = segment_clear(grid, rule, a, b);
        ASSERT_EQ(clear, test::reference_clear(grid, rule, a, b))
            << "map " << map << " rule " << to_string(rule) << " (" << a.x
            << "," << a.y << ")-(" << b.x << "," << b.y << ")";
        (clear ? clear_seen : blocked_seen)++;
        const MovementRules rules{Connectivity::Eight, rule};
        const std::optional<double> both =
            clear_segment_cost(grid, rules, a, b);
        ASSERT_EQ(both.has_value(), clear);
        if (!clear) continue;
        EXPECT_EQ(*both, segment_cost(grid, rules, a, b));
        EXPECT_NEAR(segment_cost(grid, rules, a, b),
                    test::reference_line_cost(grid, rules, a, b), 1e-9);
      }
      // Every cell the walk visits is one the segment crosses, and it
      // visits all of them.
      int visited = 0;
      for_each_cell_crossed(a, b, [&](Point p) {
        ++visited;
        EXPECT_TRUE(test::square_contact(a, b, p).crosses);
      });
      int crossing = 0;
      for (int cy = -1; cy <= h; ++cy) {
        for (int cx = -1; cx <= w; ++cx) {
          crossing += test::square_contact(a, b, {cx, cy}).crosses ? 1 : 0;
        }
      }
      EXPECT_EQ(visited, crossing);
    }
  }
  EXPECT_GT(clear_seen, 1000);
  EXPECT_GT(blocked_seen, 1000);
}

}  // namespace line_of_sight_test
}  // namespace astar
