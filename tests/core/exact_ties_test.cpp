// Equal keys must compare equal whatever order their costs were summed in
// (issue 8): on open ground A* with the tutorials' tie rule then walks
// straight to the goal, expanding one cell per step of the distance.

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "astar/search/search.hpp"
#include "test_maps.hpp"

namespace astar {
namespace exact_ties_test {

struct TieCase {
  Connectivity connectivity;
  StepCosts costs;
};

class ExactTies : public ::testing::TestWithParam<TieCase> {};

// Expansions of A* (default heuristic, lower h first) on an empty map.
std::int64_t expanded_on_open_ground(int width, int height, Point start,
                                     Point goal, const MovementRules& rules) {
  const Grid grid(width, height, kOpenGround);
  SearchQuery query;
  query.start = start;
  query.goal = goal;
  query.rules = rules;
  query.tie_break = TieBreak::LowH;
  Search search;
  EXPECT_TRUE(search.start(grid, query));
  EXPECT_EQ(search.run(), SearchStatus::Found);
  return search.stats().expanded;
}

TEST_P(ExactTies, OpenGroundExpandsOneCellPerStepOfTheDistance) {
  const TieCase tie_case = GetParam();
  MovementRules rules;
  rules.connectivity = tie_case.connectivity;
  rules.costs = tie_case.costs;
  std::mt19937 rng(8);
  for (int trial = 0; trial < 300; ++trial) {
    const int width = std::uniform_int_distribution<int>(1, 70)(rng);
    const int height = std::uniform_int_distribution<int>(1, 70)(rng);
    std::uniform_int_distribution<int> any_x(0, width - 1);
    std::uniform_int_distribution<int> any_y(0, height - 1);
    const Point start{any_x(rng), any_y(rng)};
    const Point goal{any_x(rng), any_y(rng)};
    const int dx = std::abs(goal.x - start.x);
    const int dy = std::abs(goal.y - start.y);
    const int distance = tie_case.connectivity == Connectivity::Eight
                             ? std::max(dx, dy)
                             : dx + dy;
    ASSERT_EQ(expanded_on_open_ground(width, height, start, goal, rules),
              distance + 1)
        << width << "x" << height << " from (" << start.x << "," << start.y
        << ") to (" << goal.x << "," << goal.y << ")";
  }
}

INSTANTIATE_TEST_SUITE_P(
    EveryCostModel, ExactTies,
    ::testing::Values(TieCase{Connectivity::Eight, StepCosts::Exact},
                      TieCase{Connectivity::Eight, StepCosts::TenFourteen},
                      TieCase{Connectivity::Four, StepCosts::Exact},
                      TieCase{Connectivity::Four, StepCosts::TenFourteen}));

// The case of the issue: 72 expansions and a zig-zag before the fix.
TEST(ExactTies, TheIssuesMapIsCrossedInAStraightLine) {
  const Grid grid(32, 20, kOpenGround);
  SearchQuery query;
  query.start = {0, 0};
  query.goal = {31, 13};
  Search search;
  ASSERT_TRUE(search.start(grid, query));
  ASSERT_EQ(search.run(), SearchStatus::Found);
  EXPECT_EQ(search.stats().expanded, 32);
  // 13 diagonal moves first or last, never alternating with straight ones:
  // the path changes direction once.
  int turns = 0;
  const auto& path = search.path();
  for (std::size_t i = 2; i < path.size(); ++i) {
    const int a = path[i - 1] - path[i - 2];
    const int b = path[i] - path[i - 1];
    turns += a != b;
  }
  EXPECT_EQ(turns, 1);
  EXPECT_NEAR(search.cost(), 18 + 13 * std::sqrt(2.0), 1e-12);
}

// Equal costs reached in different orders compare equal: an open cell is
// never "improved" by a path of the same cost.
TEST(ExactTies, AnEqualCostPathIsNoImprovement) {
  const Grid grid(40, 40, kOpenGround);
  SearchQuery query;
  query.start = {0, 0};
  query.goal = {39, 39};
  query.heuristic = Heuristic::Zero;  // Dijkstra's order: many equal paths
  Search search;
  ASSERT_TRUE(search.start(grid, query));
  ASSERT_EQ(search.run(), SearchStatus::Found);
  // Each cell enters the open list once: no re-push on a rounding wobble.
  EXPECT_EQ(search.stats().pushed, 40 * 40);
}

// Weighted A* with a dyadic weight: g + w*h ties are exact as well.
TEST(ExactTies, WeightedKeysTieExactly) {
  const Grid grid(50, 30, kOpenGround);
  SearchQuery query;
  query.start = {2, 3};
  query.goal = {45, 27};
  query.algorithm = Algorithm::WeightedAStar;
  query.weight = 1.5;
  Search search;
  ASSERT_TRUE(search.start(grid, query));
  ASSERT_EQ(search.run(), SearchStatus::Found);
  EXPECT_EQ(search.stats().expanded, 44);
}

}  // namespace exact_ties_test
}  // namespace astar
