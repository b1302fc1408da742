// explain_last_step against what the step really did, at every step of
// random searches, for every algorithm (issue 8: "why this step").

#include "astar/teach/step_explanation.hpp"

#include <gtest/gtest.h>

#include <random>

#include "test_maps.hpp"

namespace astar {
namespace step_explanation_test {

using test::ascii_document;

struct Before {
  CellState state;
  double g;
  int parent;
};

// Checks one neighbour's outcome against its state before and after.
void check_neighbour(const Search& search, int taken, const NeighbourStep& n,
                     const Before& was) {
  const Grid& grid = *search.grid();
  const int cell = grid.index(n.cell);
  const MovementRules& rules = search.query().rules;
  switch (n.outcome) {
    case NeighbourOutcome::Wall:
      EXPECT_FALSE(grid.walkable(n.cell));
      return;
    case NeighbourOutcome::CornerRule:
      EXPECT_TRUE(grid.walkable(n.cell));
      EXPECT_FALSE(is_legal_move(grid, rules, grid.point(taken), n.cell));
      return;
    case NeighbourOutcome::New:
      EXPECT_EQ(was.state, CellState::Unseen);
      EXPECT_EQ(search.state(cell), CellState::Open);
      break;
    case NeighbourOutcome::Improved:
      EXPECT_NE(was.state, CellState::Unseen);
      EXPECT_LT(n.g_via, was.g);
      break;
    case NeighbourOutcome::NotBetter:
      EXPECT_GE(n.g_via, was.g);
      EXPECT_EQ(search.g(cell), was.g);
      return;
    case NeighbourOutcome::KeptClosed:
      EXPECT_EQ(was.state, CellState::Closed);
      EXPECT_LT(n.g_via, was.g);
      EXPECT_NE(search.query().algorithm, Algorithm::AStar);
      EXPECT_EQ(search.g(cell), was.g);
      return;
    case NeighbourOutcome::AlreadySeen:
      EXPECT_EQ(search.query().algorithm, Algorithm::BreadthFirst);
      EXPECT_NE(was.state, CellState::Unseen);
      return;
  }
  // New or improved: the cell now comes from the cell taken, at g_via.
  EXPECT_EQ(search.g(cell), n.g_via);
  EXPECT_EQ(search.parent(cell), taken);
  EXPECT_EQ(n.before, was.state);
  EXPECT_EQ(n.g_before, was.g);
  EXPECT_EQ(n.parent_before, was.parent);
}

void check_every_step(const Grid& grid, const SearchQuery& query) {
  Search search;
  ASSERT_TRUE(search.start(grid, query));
  EXPECT_FALSE(explain_last_step(search).stepped);
  std::vector<Before> before(static_cast<std::size_t>(grid.cell_count()));
  while (search.status() == SearchStatus::Running) {
    for (int c = 0; c < grid.cell_count(); ++c) {
      before[c] = {search.state(c), search.g(c), search.parent(c)};
    }
    const std::int64_t open_before = search.stats().open_size;
    search.step();
    const StepExplanation why = explain_last_step(search);
    ASSERT_TRUE(why.stepped);
    const int taken = grid.index(why.cell);
    EXPECT_EQ(taken, search.last_expanded());
    EXPECT_EQ(why.open_before, open_before);
    EXPECT_EQ(why.goal, why.cell == query.goal);
    if (why.tie) {
      EXPECT_EQ(search.f(grid.index(why.tie->cell)), why.key);
    }
    // Every neighbour inside the map, once each.
    int inside = 0;
    const int moves = query.rules.connectivity == Connectivity::Eight ? 8 : 4;
    for (int dy = -1; dy <= 1; ++dy) {
      for (int dx = -1; dx <= 1; ++dx) {
        const bool counts =
            (dx != 0 || dy != 0) && (moves == 8 || dx == 0 || dy == 0);
        inside += counts && grid.contains(why.cell.x + dx, why.cell.y + dy);
      }
    }
    EXPECT_EQ(static_cast<int>(why.neighbours.size()), why.goal ? 0 : inside);
    for (const NeighbourStep& n : why.neighbours) {
      check_neighbour(search, taken, n, before[grid.index(n.cell)]);
    }
  }
}

TEST(StepExplanation, MatchesEveryStepOfRandomSearches) {
  std::mt19937 rng(21);
  const Algorithm algorithms[] = {Algorithm::AStar, Algorithm::Dijkstra,
                                  Algorithm::Greedy, Algorithm::BreadthFirst,
                                  Algorithm::WeightedAStar};
  for (int round = 0; round < 40; ++round) {
    Grid grid = test::random_grid(rng, 14, 10, 25, 30);
    SearchQuery query;
    query.start = {0, 0};
    query.goal = {13, 9};
    grid.set(query.start, kOpenGround);
    grid.set(query.goal, kOpenGround);
    query.algorithm = algorithms[round % 5];
    query.weight = 2.5;
    query.rules.diagonal = static_cast<DiagonalRule>(round % 3);
    query.rules.connectivity =
        round % 4 == 3 ? Connectivity::Four : Connectivity::Eight;
    // Manhattan on 8 moves is inconsistent: A* then reopens closed cells.
    if (round % 7 == 0) query.heuristic = Heuristic::Manhattan;
    SCOPED_TRACE("round " + std::to_string(round));
    check_every_step(grid, query);
  }
}

// The subgoal algorithm's steps name their links: a subgoal's every link
// (the goal last when its scan reached it), each with what it did, at g
// through the h-path's moves (four-way, its diagonals are two moves).
TEST(StepExplanation, SubgoalStepsNameEveryLinkWithWhatItDid) {
  std::mt19937 rng(51);
  for (int round = 0; round < 24; ++round) {
    Grid grid = test::random_grid(rng, 16, 12, 25, 0);
    SearchQuery query;
    query.start = {0, 0};
    query.goal = {15, 11};
    grid.set(query.start, kOpenGround);
    grid.set(query.goal, kOpenGround);
    query.algorithm = Algorithm::Subgoal;
    query.rules.diagonal = static_cast<DiagonalRule>(round % 3);
    query.rules.connectivity =
        round % 2 == 1 ? Connectivity::Four : Connectivity::Eight;
    SCOPED_TRACE("round " + std::to_string(round));
    Search search;
    ASSERT_TRUE(search.start(grid, query));
    std::vector<Before> before(static_cast<std::size_t>(grid.cell_count()));
    while (search.status() == SearchStatus::Running) {
      for (int c = 0; c < grid.cell_count(); ++c) {
        before[c] = {search.state(c), search.g(c), search.parent(c)};
      }
      search.step();
      const StepExplanation why = explain_last_step(search);
      const int taken = search.last_expanded();
      ASSERT_NE(search.subgoal_graph(), nullptr);
      EXPECT_EQ(why.subgoal, search.subgoal_graph()->is_subgoal(taken));
      if (why.subgoal && !why.goal) {
        const auto links = search.subgoal_graph()->links(taken);
        const std::size_t goal = search.links_to_goal(taken) ? 1 : 0;
        ASSERT_EQ(why.neighbours.size(), links.size() + goal);
      }
      for (const NeighbourStep& n : why.neighbours) {
        check_neighbour(search, taken, n, before[grid.index(n.cell)]);
      }
    }
  }
}

// A small case read as a student would: a wall, a corner the rule refuses,
// new cells, and a tie won by the lower h.
TEST(StepExplanation, NamesEachOutcomeOnASmallMap) {
  const Document doc = ascii_document({
      "S.#.",
      ".#..",
      "...G",
  });
  SearchQuery query;
  query.start = *doc.start;
  query.goal = *doc.goal;
  Search search;
  ASSERT_TRUE(search.start(doc.grid, query));
  search.step();  // the start: E and S are new, SE is a wall
  StepExplanation why = explain_last_step(search);
  ASSERT_EQ(why.neighbours.size(), 3u);
  EXPECT_EQ(why.neighbours[0].outcome, NeighbourOutcome::New);   // E (1,0)
  EXPECT_EQ(why.neighbours[1].outcome, NeighbourOutcome::New);   // S (0,1)
  EXPECT_EQ(why.neighbours[2].outcome, NeighbourOutcome::Wall);  // SE (1,1)
  EXPECT_EQ(why.open_before, 1);
  search.step();  // (1,0): its E is a wall, the start is closed, its
                  // diagonal SE is a wall, SW is cut by the wall at (1,1)
  why = explain_last_step(search);
  EXPECT_EQ(why.cell, (Point{1, 0}));
  bool saw_corner = false;
  bool saw_closed = false;
  for (const NeighbourStep& n : why.neighbours) {
    saw_corner |= n.outcome == NeighbourOutcome::CornerRule;
    saw_closed |= n.outcome == NeighbourOutcome::NotBetter &&
                  n.before == CellState::Closed;
  }
  EXPECT_TRUE(saw_corner);
  EXPECT_TRUE(saw_closed);
}

}  // namespace step_explanation_test
}  // namespace astar
