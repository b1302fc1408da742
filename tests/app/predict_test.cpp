// Predict the next step (issue 24, part 5): the predictor against the real
// Search. At every step of every algorithm and tie rule, exactly one open
// cell is judged right, and it is the cell step() then expands; every other
// open cell is judged wrong for a reason that holds of the two cells' keys.

#include "stepping/predict.hpp"

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "astar/io/movingai_io.hpp"
#include "studio_runner.hpp"

namespace astar::studio {
namespace predict_test {

Grid classroom() {
  Result<Grid> grid = parse_movingai_map(testing::kClassroomMap, "classroom");
  EXPECT_TRUE(grid.ok());
  return std::move(grid).value();
}

SearchQuery query(Algorithm algorithm, TieBreak tie, Connectivity moves) {
  SearchQuery q;
  q.start = {3, 4};
  q.goal = {10, 3};
  q.algorithm = algorithm;
  q.tie_break = tie;
  q.rules.connectivity = moves;
  if (algorithm == Algorithm::WeightedAStar) q.weight = 2.0;
  return q;
}

// The claim the rule makes about the two cells holds of their numbers.
void expect_rule_holds(OrderRule rule, const Search& search,
                       const CellKey& first, const CellKey& second) {
  const auto h1 = static_cast<float>(first.h);
  const auto h2 = static_cast<float>(second.h);
  const Grid& grid = *search.grid();
  switch (rule) {
    case OrderRule::LowerKey:
    case OrderRule::EarlierDepth:
      EXPECT_LT(first.key, second.key);
      return;
    case OrderRule::TieLowerH:
      EXPECT_EQ(first.key, second.key);
      EXPECT_LT(h1, h2);
      return;
    case OrderRule::TieHigherH:
      EXPECT_EQ(first.key, second.key);
      EXPECT_GT(h1, h2);
      return;
    case OrderRule::TieEarlier:
    case OrderRule::TieLater:
      EXPECT_EQ(first.key, second.key);
      return;
    case OrderRule::LowerIndex:
      EXPECT_EQ(first.key, second.key);
      EXPECT_EQ(h1, h2);
      EXPECT_LT(grid.index(first.cell), grid.index(second.cell));
      return;
  }
}

// How often each rule explained a wrong guess.
using RuleCounts = std::map<OrderRule, int>;

// Runs the query to the end, judging every open cell before each step.
void predict_every_step(const Grid& grid, const SearchQuery& q,
                        RuleCounts& rules) {
  Search search;
  ASSERT_TRUE(search.start(grid, q).ok());
  while (search.status() == SearchStatus::Running) {
    std::optional<Point> right;
    for (const OpenEntry& entry : search.open_list(grid.cell_count())) {
      const Point cell = grid.point(entry.cell);
      const PredictVerdict verdict = judge_guess(search, cell);
      ASSERT_TRUE(verdict.counts());
      ASSERT_TRUE(verdict.guessed && verdict.expected);
      if (verdict.kind == PredictVerdict::Kind::Correct) {
        EXPECT_FALSE(right) << "two right answers";
        right = cell;
        continue;
      }
      const int expected = grid.index(verdict.expected->cell);
      const OrderRule rule = order_rule(search, expected, entry.cell);
      ++rules[rule];
      expect_rule_holds(rule, search, *verdict.expected, *verdict.guessed);
      EXPECT_NE(verdict.reason.find("goes first"), std::string::npos);
    }
    ASSERT_TRUE(right) << "no open cell was right at step "
                       << search.step_count();
    search.step();
    ASSERT_EQ(grid.point(search.last_expanded()), *right)
        << to_string(q.algorithm) << " ties " << to_string(q.tie_break)
        << " step " << search.step_count();
  }
}

TEST(Predict, TheRightCellIsTheOneTheSearchExpandsForEveryAlgorithm) {
  const Grid grid = classroom();
  for (Algorithm algorithm :
       {Algorithm::AStar, Algorithm::Dijkstra, Algorithm::Greedy,
        Algorithm::BreadthFirst, Algorithm::WeightedAStar, Algorithm::JumpPoint,
        Algorithm::Theta}) {
    for (TieBreak tie :
         {TieBreak::LowH, TieBreak::HighH, TieBreak::Fifo, TieBreak::Lifo}) {
      SCOPED_TRACE(std::string(to_string(algorithm)) + " " +
                   std::string(to_string(tie)));
      RuleCounts rules;
      predict_every_step(grid, query(algorithm, tie, Connectivity::Eight),
                         rules);
      const bool eight_only =
          algorithm == Algorithm::JumpPoint || algorithm == Algorithm::Theta;
      if (!eight_only) {
        predict_every_step(grid, query(algorithm, tie, Connectivity::Four),
                           rules);
      }
    }
  }
}

TEST(Predict, TiesAreExplainedByTheTieRuleThenTheCellIndex) {
  const Grid grid = classroom();
  const auto rules_of = [&](Algorithm algorithm, TieBreak tie,
                            Connectivity moves) {
    RuleCounts rules;
    predict_every_step(grid, query(algorithm, tie, moves), rules);
    return rules;
  };
  RuleCounts rules =
      rules_of(Algorithm::AStar, TieBreak::LowH, Connectivity::Eight);
  EXPECT_GT(rules[OrderRule::LowerKey], 0);
  EXPECT_GT(rules[OrderRule::TieLowerH], 0);
  // Dijkstra's h is 0: equal g goes to the lower cell index.
  rules = rules_of(Algorithm::Dijkstra, TieBreak::LowH, Connectivity::Four);
  EXPECT_GT(rules[OrderRule::LowerIndex], 0);
  rules = rules_of(Algorithm::AStar, TieBreak::HighH, Connectivity::Eight);
  EXPECT_GT(rules[OrderRule::TieHigherH], 0);
  rules = rules_of(Algorithm::AStar, TieBreak::Lifo, Connectivity::Four);
  EXPECT_GT(rules[OrderRule::TieLater], 0);
  rules = rules_of(Algorithm::BreadthFirst, TieBreak::LowH, Connectivity::Four);
  EXPECT_GT(rules[OrderRule::EarlierDepth], 0);
  EXPECT_GT(rules[OrderRule::TieEarlier], 0);
}

TEST(Predict, AGuessOffTheOpenSetIsWrongAndSaysWhy) {
  const Grid grid = classroom();
  Search search;
  ASSERT_TRUE(search
                  .start(grid, query(Algorithm::AStar, TieBreak::LowH,
                                     Connectivity::Eight))
                  .ok());
  search.step();  // (3,4) is closed now
  const std::vector<std::pair<Point, std::string>> cases = {
      {{7, 3}, "(7,3) is not in the open set: it is a wall"},
      {{-1, 2}, "(-1,2) is not in the open set: it is outside the map"},
      {{12, 0}, "(12,0) is not in the open set: it is outside the map"},
      {{3, 4}, "(3,4) is not in the open set: it was expanded already"},
      {{0, 0}, "(0,0) is not in the open set: the search has not reached"},
  };
  for (const auto& [cell, reason] : cases) {
    const PredictVerdict verdict = judge_guess(search, cell);
    EXPECT_EQ(verdict.kind, PredictVerdict::Kind::Wrong);
    EXPECT_FALSE(verdict.guessed);
    ASSERT_TRUE(verdict.expected);
    EXPECT_EQ(verdict.reason.rfind(reason, 0), 0u) << verdict.reason;
  }
}

TEST(Predict, NoSearchOrAFinishedOneIsNotCounted) {
  const Grid grid = classroom();
  Search search;
  PredictScore score;
  PredictVerdict verdict = judge_guess(search, {3, 4});
  EXPECT_EQ(verdict.kind, PredictVerdict::Kind::NotStarted);
  score.count(verdict);
  ASSERT_TRUE(search
                  .start(grid, query(Algorithm::AStar, TieBreak::LowH,
                                     Connectivity::Eight))
                  .ok());
  verdict = judge_guess(search, {3, 4});
  EXPECT_EQ(verdict.kind, PredictVerdict::Kind::Correct);
  EXPECT_EQ(verdict.reason, "(3,4) is the only open cell");
  score.count(verdict);
  score.count(judge_guess(search, {0, 0}));
  search.run();
  verdict = judge_guess(search, {3, 4});
  EXPECT_EQ(verdict.kind, PredictVerdict::Kind::Finished);
  score.count(verdict);
  EXPECT_EQ(score.right, 1);
  EXPECT_EQ(score.total, 2);
  EXPECT_EQ(verdict_line(verdict, score).rfind("predict none score=1/2 ", 0),
            0u);
}

}  // namespace predict_test
}  // namespace astar::studio
