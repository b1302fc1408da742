#include "astar/grid/movement.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "test_maps.hpp"

namespace astar {
namespace movement_test {

using test::ascii_grid;

std::vector<Point> moves_from(const Grid& grid, const MovementRules& rules,
                              Point from) {
  std::vector<Point> result;
  for_each_neighbour(grid, rules, grid.index(from),
                     [&](int n, double) { result.push_back(grid.point(n)); });
  std::sort(result.begin(), result.end(), [](Point a, Point b) {
    return a.y != b.y ? a.y < b.y : a.x < b.x;
  });
  return result;
}

TEST(Movement, FourConnectedMovesOnlyStraight) {
  const Grid grid = ascii_grid({"...", "...", "..."});
  MovementRules four;
  four.connectivity = Connectivity::Four;
  EXPECT_EQ(moves_from(grid, four, {1, 1}),
            (std::vector<Point>{{1, 0}, {0, 1}, {2, 1}, {1, 2}}));
  EXPECT_EQ(moves_from(grid, four, {0, 0}),
            (std::vector<Point>{{1, 0}, {0, 1}}));
}

TEST(Movement, DiagonalRulesAroundOneWall) {
  // The wall east of the centre blocks the two eastern diagonals under no-cut
  // only; no-squeeze needs both sides blocked.
  const Grid grid = ascii_grid({"...", "..#", "..."});
  MovementRules rules;
  rules.diagonal = DiagonalRule::NoCut;
  EXPECT_EQ(moves_from(grid, rules, {1, 1}).size(), 5u);
  rules.diagonal = DiagonalRule::NoSqueeze;
  EXPECT_EQ(moves_from(grid, rules, {1, 1}).size(), 7u);
  rules.diagonal = DiagonalRule::Always;
  EXPECT_EQ(moves_from(grid, rules, {1, 1}).size(), 7u);
}

TEST(Movement, SqueezeBetweenTwoWalls) {
  const Grid grid = ascii_grid({".#", "#."});
  MovementRules rules;
  for (auto [rule, legal] : {std::pair{DiagonalRule::Always, true},
                             std::pair{DiagonalRule::NoSqueeze, false},
                             std::pair{DiagonalRule::NoCut, false}}) {
    rules.diagonal = rule;
    EXPECT_EQ(is_legal_move(grid, rules, {0, 0}, {1, 1}), legal)
        << to_string(rule);
  }
}

TEST(Movement, StepCostIsBaseCostTimesTargetWeight) {
  const Grid grid = ascii_grid({".5", "3."});
  for (auto costs : {StepCosts::Exact, StepCosts::TenFourteen}) {
    MovementRules rules;
    rules.costs = costs;
    std::vector<double> seen(grid.cell_count(), -1);
    for_each_neighbour(grid, rules, 0, [&](int n, double c) { seen[n] = c; });
    EXPECT_DOUBLE_EQ(seen[1], 5 * rules.straight_cost());
    EXPECT_DOUBLE_EQ(seen[2], 3 * rules.straight_cost());
    EXPECT_DOUBLE_EQ(seen[3], rules.diagonal_cost());
  }
  EXPECT_DOUBLE_EQ(MovementRules{}.diagonal_cost(), std::sqrt(2.0));
}

TEST(Movement, MovesNeverLeaveTheMapOrEnterWalls) {
  const Grid grid = ascii_grid({".#..", "....", "#..#"});
  for (int c = 0; c < grid.cell_count(); ++c) {
    for_each_neighbour(grid,
                       MovementRules{Connectivity::Eight, DiagonalRule::Always,
                                     StepCosts::Exact},
                       c, [&](int n, double) {
                         ASSERT_GE(n, 0);
                         ASSERT_LT(n, grid.cell_count());
                         EXPECT_TRUE(grid.walkable(n));
                         const Point a = grid.point(c);
                         const Point b = grid.point(n);
                         EXPECT_LE(std::abs(a.x - b.x), 1);
                         EXPECT_LE(std::abs(a.y - b.y), 1);
                       });
  }
}

TEST(Movement, NamesRoundTrip) {
  for (auto c : {Connectivity::Four, Connectivity::Eight}) {
    EXPECT_EQ(parse_connectivity(to_string(c)), c);
  }
  for (auto d :
       {DiagonalRule::Always, DiagonalRule::NoSqueeze, DiagonalRule::NoCut}) {
    EXPECT_EQ(parse_diagonal_rule(to_string(d)), d);
  }
  for (auto s : {StepCosts::Exact, StepCosts::TenFourteen}) {
    EXPECT_EQ(parse_step_costs(to_string(s)), s);
  }
  EXPECT_EQ(to_string(DiagonalRule::NoCut), "no-cut");
  EXPECT_FALSE(parse_diagonal_rule("nocut"));
  EXPECT_FALSE(parse_connectivity("6"));
}

}  // namespace movement_test
}  // namespace astar
