#include "astar/grid/heuristics.hpp"

#include <gtest/gtest.h>

#include "astar/search/search.hpp"

namespace astar {
namespace heuristics_test {

std::vector<MovementRules> rule_sets() {
  std::vector<MovementRules> sets;
  for (auto c : {Connectivity::Four, Connectivity::Eight}) {
    for (auto s : {StepCosts::Exact, StepCosts::TenFourteen}) {
      sets.push_back(MovementRules{c, DiagonalRule::NoCut, s});
    }
  }
  return sets;
}

// On an open grid Dijkstra's g is the true distance, so an admissible
// heuristic must never exceed it, and octile (8) / manhattan (4) equal it.
TEST(Heuristics, AdmissibleOnesNeverOverestimateOnOpenGround) {
  const Grid open(13, 9);
  const Point goal{4, 6};
  for (const MovementRules& rules : rule_sets()) {
    SearchQuery q;
    q.start = goal;  // distances are symmetric: search from the goal
    q.rules = rules;
    q.algorithm = Algorithm::Dijkstra;
    Search search;
    for (int c = 0; c < open.cell_count(); ++c) {
      q.goal = open.point(c);
      ASSERT_TRUE(search.start(open, q));
      search.run();
      const double truth = search.cost();
      const Point p = open.point(c);
      for (auto h :
           {Heuristic::Manhattan, Heuristic::Euclidean, Heuristic::Octile,
            Heuristic::Chebyshev, Heuristic::Zero}) {
        const double estimate =
            heuristic_distance(h, rules, p.x, p.y, goal.x, goal.y);
        if (is_admissible(h, rules.connectivity)) {
          EXPECT_LE(estimate, truth + 1e-9)
              << to_string(h) << " " << to_string(rules.costs);
        }
      }
      const Heuristic exact = default_heuristic(rules.connectivity);
      EXPECT_NEAR(heuristic_distance(exact, rules, p.x, p.y, goal.x, goal.y),
                  truth, 1e-9);
    }
  }
}

TEST(Heuristics, ManhattanOverestimatesDiagonalMoves) {
  const MovementRules rules;  // 8-connected
  EXPECT_GT(heuristic_distance(Heuristic::Manhattan, rules, 0, 0, 1, 1),
            rules.diagonal_cost());
  EXPECT_FALSE(is_admissible(Heuristic::Manhattan, Connectivity::Eight));
  EXPECT_TRUE(is_admissible(Heuristic::Manhattan, Connectivity::Four));
}

TEST(Heuristics, EuclideanIsScaledToTenFourteenCosts) {
  MovementRules tutorial;
  tutorial.costs = StepCosts::TenFourteen;
  // 10 * sqrt(2) would exceed the diagonal's real cost of 14.
  EXPECT_NEAR(heuristic_distance(Heuristic::Euclidean, tutorial, 0, 0, 1, 1),
              14.0, 1e-9);
  EXPECT_NEAR(heuristic_distance(Heuristic::Octile, tutorial, 0, 0, 3, 1), 34.0,
              1e-9);
}

TEST(Heuristics, NamesRoundTrip) {
  for (auto h : {Heuristic::Manhattan, Heuristic::Euclidean, Heuristic::Octile,
                 Heuristic::Chebyshev, Heuristic::Zero}) {
    EXPECT_EQ(parse_heuristic(to_string(h)), h);
  }
  EXPECT_FALSE(parse_heuristic("Octile"));
}

}  // namespace heuristics_test
}  // namespace astar
