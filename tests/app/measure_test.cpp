// Measure mode's figures (features/measure/measurement.hpp): each
// heuristic's estimate under the step costs, and the straight line.

#include <gtest/gtest.h>

#include <cmath>

#include "features/measure/measurement.hpp"

namespace astar::studio {
namespace measure_test {

TEST(Measurement, HeuristicsFollowTheStepCosts) {
  const Grid grid(10, 5);
  MovementRules rules;
  const Measurement m = measure(grid, rules, {1, 1}, {7, 4});
  EXPECT_EQ(m.dx, 6);
  EXPECT_EQ(m.dy, 3);
  EXPECT_NEAR(m.octile, 3 + 3 * std::sqrt(2.0), 1e-12);
  EXPECT_NEAR(m.euclidean, std::sqrt(45.0), 1e-12);
  EXPECT_EQ(m.manhattan, 9);
  EXPECT_EQ(m.chebyshev, 6);
  ASSERT_TRUE(m.straight_cost.has_value());
  EXPECT_NEAR(*m.straight_cost, std::sqrt(45.0), 1e-9);
  EXPECT_EQ(measurement_line(m),
            "measure from=1,1 to=7,4 dx=6 dy=3 octile=7.24264 "
            "euclidean=6.7082 manhattan=9 chebyshev=6 line=clear "
            "cost=6.7082");

  rules.costs = StepCosts::TenFourteen;
  const Measurement tens = measure(grid, rules, {7, 4}, {1, 1});
  EXPECT_EQ(tens.octile, 3 * 10 + 3 * 14);
  EXPECT_EQ(tens.manhattan, 90);
  EXPECT_EQ(tens.chebyshev, 60);
}

TEST(Measurement, TheStraightLineIsBlockedByWallsAndPricedByTerrain) {
  Grid grid(10, 5);
  const MovementRules rules;
  grid.set(4, 2, 5);  // terrain that costs 5 on the line
  const Measurement dear = measure(grid, rules, {1, 1}, {7, 4});
  ASSERT_TRUE(dear.straight_cost.has_value());
  EXPECT_GT(*dear.straight_cost, std::sqrt(45.0) + 1);
  for (int y = 0; y < 5; ++y) grid.set(4, y, kBlocked);
  const Measurement walled = measure(grid, rules, {1, 1}, {7, 4});
  EXPECT_FALSE(walled.straight_cost.has_value());
  EXPECT_NE(measurement_line(walled).find(" line=blocked"), std::string::npos);
  // Off the map: the estimates still, no line.
  const Measurement off = measure(grid, rules, {1, 1}, {40, 1});
  EXPECT_EQ(off.chebyshev, 39);
  EXPECT_FALSE(off.straight_cost.has_value());
}

}  // namespace measure_test
}  // namespace astar::studio
