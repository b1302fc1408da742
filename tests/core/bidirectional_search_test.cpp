// Bidirectional A*, Dijkstra and BFS against the one-way searches: the same
// costs under every rule set and on terrain, legal paths, a meeting cell,
// and rewinding that lands on the state of a fresh run.
#include "astar/search/bidirectional_search.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "astar/search/search.hpp"
#include "test_maps.hpp"

namespace astar {
namespace bidirectional_search_test {

using test::ascii_grid;
using test::every_rule_set;
using test::random_terrain_grid;

Search run(const Grid& grid, SearchQuery query, Algorithm algorithm) {
  query.algorithm = algorithm;
  Search search;
  EXPECT_TRUE(search.start(grid, query));
  search.run();
  return search;
}

int moves(const Search& search) {
  return static_cast<int>(search.path().size()) - 1;
}

// Ends at the query's start and goal, every move legal, its moves' cost the
// reported one.
void expect_legal_path(const Grid& grid, const SearchQuery& query,
                       const Search& search) {
  ASSERT_FALSE(search.path().empty());
  EXPECT_EQ(search.path().front(), grid.index(query.start));
  EXPECT_EQ(search.path().back(), grid.index(query.goal));
  Result<double> real = path_cost(grid, query.rules, search.path());
  ASSERT_TRUE(real) << real.error();
  EXPECT_NEAR(real.value(), search.cost(), 1e-9 * (1 + search.cost()));
}

TEST(BidirectionalProperty, MatchesTheOneWaySearchOnRandomTerrain) {
  std::mt19937 rng(4242);
  std::uniform_int_distribution<int> side(2, 36);
  int found = 0;
  for (int trial = 0; trial < 160; ++trial) {
    const int w = side(rng);
    const int h = side(rng);
    Grid grid = random_terrain_grid(rng, w, h, 25);
    std::uniform_int_distribution<int> xs(0, w - 1);
    std::uniform_int_distribution<int> ys(0, h - 1);
    SearchQuery query;
    query.start = {xs(rng), ys(rng)};
    query.goal = {xs(rng), ys(rng)};
    grid.set(query.start, kOpenGround);
    grid.set(query.goal, kOpenGround);
    // Ties decide which of equal paths each side keeps, never the cost.
    query.tie_break = static_cast<TieBreak>(trial % 4);
    for (const MovementRules& rules : every_rule_set()) {
      query.rules = rules;
      const Search optimal = run(grid, query, Algorithm::Dijkstra);
      for (auto [bi, one_way] :
           {std::pair{Algorithm::BiAStar, Algorithm::AStar},
            std::pair{Algorithm::BiDijkstra, Algorithm::Dijkstra},
            std::pair{Algorithm::BiBreadthFirst, Algorithm::BreadthFirst}}) {
        const Search both = run(grid, query, bi);
        const Search single = run(grid, query, one_way);
        ASSERT_EQ(both.status(), optimal.status()) << "trial " << trial;
        if (both.status() != SearchStatus::Found) continue;
        ++found;
        expect_legal_path(grid, query, both);
        if (bi == Algorithm::BiBreadthFirst) {
          EXPECT_EQ(moves(both), moves(single)) << "trial " << trial;
        } else {
          // Bit for bit: the same sums in the same formula.
          EXPECT_EQ(both.cost(), optimal.cost())
              << "trial " << trial << " " << to_string(bi);
        }
      }
    }
  }
  EXPECT_GT(found, 1000);  // the maps are not all disconnected
}

TEST(BidirectionalProperty, EveryAdmissibleHeuristicKeepsBiAStarExact) {
  std::mt19937 rng(77);
  for (int trial = 0; trial < 40; ++trial) {
    Grid grid = random_terrain_grid(rng, 30, 24, 20);
    SearchQuery query;
    query.start = {1, 2};
    query.goal = {27, 21};
    grid.set(query.start, kOpenGround);
    grid.set(query.goal, kOpenGround);
    for (const MovementRules& rules : every_rule_set()) {
      query.rules = rules;
      const Search optimal = run(grid, query, Algorithm::Dijkstra);
      for (auto heuristic : {Heuristic::Manhattan, Heuristic::Euclidean,
                             Heuristic::Octile, Heuristic::Chebyshev}) {
        if (!is_admissible(heuristic, rules.connectivity)) continue;
        query.heuristic = heuristic;
        const Search both = run(grid, query, Algorithm::BiAStar);
        ASSERT_EQ(both.status(), optimal.status());
        if (both.status() == SearchStatus::Found) {
          EXPECT_EQ(both.cost(), optimal.cost()) << to_string(heuristic);
        }
      }
      query.heuristic.reset();
    }
  }
}

// The first cell both sides reach is not on the best path: the way through
// the heavy band meets first, the detour round it is cheaper.
TEST(Bidirectional, TheFirstMeetingIsNotTakenForTheBest) {
  const Grid grid = ascii_grid({
      "...........",
      ".#########.",
      ".#########.",
      "S999999999G",
  });
  SearchQuery query;
  query.start = {0, 3};
  query.goal = {10, 3};
  query.rules.connectivity = Connectivity::Four;
  for (Algorithm algorithm : {Algorithm::BiAStar, Algorithm::BiDijkstra}) {
    const Search both = run(grid, query, algorithm);
    ASSERT_EQ(both.status(), SearchStatus::Found);
    EXPECT_EQ(both.cost(), 16.0) << to_string(algorithm);  // round the top
    ASSERT_NE(both.bidirectional(), nullptr);
    EXPECT_GE(both.bidirectional()->meeting(), 0);
  }
  // Breadth-first counts moves, so the heavy band's 10 moves win.
  EXPECT_EQ(moves(run(grid, query, Algorithm::BiBreadthFirst)), 10);
}

TEST(Bidirectional, ReversedCostsPriceTheCellLeft) {
  const Grid grid = ascii_grid({"S5.9G"});
  SearchQuery forward;
  forward.start = {0, 0};
  forward.goal = {4, 0};
  forward.algorithm = Algorithm::Dijkstra;
  Search ahead;
  ASSERT_TRUE(ahead.start(grid, forward));
  ahead.run();
  SearchQuery back = forward;
  std::swap(back.start, back.goal);
  back.reverse_costs = true;
  Search behind;
  ASSERT_TRUE(behind.start(grid, back));
  behind.run();
  // The goal-to-start walk leaves G, 9, '.', 5: it pays 1 + 9 + 1 + 5, the
  // forward walk's price.
  EXPECT_EQ(behind.cost(), ahead.cost());
  EXPECT_EQ(behind.cost(), 16.0);
  back.algorithm = Algorithm::JumpPoint;
  EXPECT_FALSE(behind.start(grid, back));
}

TEST(Bidirectional, BigUnitsMatchTheOneWaySearch) {
  std::mt19937 rng(3);
  for (int trial = 0; trial < 20; ++trial) {
    Grid grid = random_terrain_grid(rng, 24, 20, 12);
    SearchQuery query;
    query.unit.size = 2;
    query.start = {0, 0};
    query.goal = {21, 17};
    for (const Point p : {query.start, query.goal}) {
      for (int dy = 0; dy < 2; ++dy) {
        for (int dx = 0; dx < 2; ++dx) {
          grid.set(Point{p.x + dx, p.y + dy}, kOpenGround);
        }
      }
    }
    const Search optimal = run(grid, query, Algorithm::AStar);
    const Search both = run(grid, query, Algorithm::BiAStar);
    ASSERT_EQ(both.status(), optimal.status());
    if (both.status() == SearchStatus::Found) {
      EXPECT_EQ(both.cost(), optimal.cost());
    }
  }
}

TEST(Bidirectional, StartOnTheGoalAndWalledOffGoals) {
  const Grid grid = ascii_grid({"S.#G"});
  SearchQuery query;
  query.start = {0, 0};
  query.goal = {0, 0};
  const Search here = run(grid, query, Algorithm::BiAStar);
  EXPECT_EQ(here.status(), SearchStatus::Found);
  EXPECT_EQ(here.cost(), 0.0);
  EXPECT_EQ(here.path(), std::vector<int>{0});
  query.goal = {3, 0};
  EXPECT_EQ(run(grid, query, Algorithm::BiDijkstra).status(),
            SearchStatus::NoPath);
}

// SearchQuery::prunes makes an A* a side of bidirectional A*; alone, with
// no bounds set (the sides never met), it is plain A*, step for step.
TEST(PruningSide, OnlyForAStarOnTheGridsMovesAndPlainAStarUntilMet) {
  const Grid grid = ascii_grid({"..#.....", "..#.##..", "....#..."});
  SearchQuery query;
  query.start = {0, 0};
  query.goal = {7, 2};
  query.prunes = true;
  for (Algorithm algorithm :
       {Algorithm::Dijkstra, Algorithm::Greedy, Algorithm::WeightedAStar,
        Algorithm::BreadthFirst, Algorithm::JumpPoint, Algorithm::Theta}) {
    query.algorithm = algorithm;
    Search search;
    EXPECT_FALSE(search.start(grid, query)) << to_string(algorithm);
  }
  const Search pruning = run(grid, query, Algorithm::AStar);
  query.prunes = false;
  const Search plain = run(grid, query, Algorithm::AStar);
  EXPECT_EQ(pruning.status(), SearchStatus::Found);
  EXPECT_EQ(pruning.cost(), plain.cost());
  EXPECT_EQ(pruning.path(), plain.path());
  EXPECT_EQ(pruning.stats(), plain.stats());
}

// Across open ground every f on a best path is equal: the stopping test
// must hold on equality as soon as the sides meet, or they would cross the
// whole map each. Each side takes its own one of the equal paths (diagonal
// first from its end), so they meet where those cross: at most a quarter
// over A*'s cells.
TEST(BiAStar, StopsWhenTheSidesMeetAcrossOpenGround) {
  const Grid grid(48, 32, kOpenGround);
  std::mt19937 rng(99);
  for (const MovementRules& rules : every_rule_set()) {
    for (int trial = 0; trial < 40; ++trial) {
      SearchQuery query;
      query.rules = rules;
      query.start = {static_cast<int>(rng() % 48),
                     static_cast<int>(rng() % 32)};
      query.goal = {static_cast<int>(rng() % 48), static_cast<int>(rng() % 32)};
      const Search one = run(grid, query, Algorithm::AStar);
      const Search both = run(grid, query, Algorithm::BiAStar);
      ASSERT_EQ(both.status(), SearchStatus::Found);
      EXPECT_EQ(both.cost(), one.cost());
      EXPECT_LE(both.stats().expanded,
                one.stats().expanded + one.stats().expanded / 4)
          << to_string(query.start) << " " << to_string(query.goal);
    }
  }
}

// Larger maps of walls and terrain up to weight 255, where the sides meet
// far from either end and prune much: the cost is A*'s, bit for bit, in
// every rule set, with 10-14 costs (whole numbers) and with 1 and sqrt 2
// (the pruning and stopping tests sum whole numbers of each).
TEST(BiAStar, MatchesAStarOnLargerMapsWithWallsAndTerrain) {
  std::mt19937 rng(5150);
  int found = 0;
  for (int trial = 0; trial < 6; ++trial) {
    Grid grid = random_terrain_grid(rng, 90, 70, 25);
    for (const MovementRules& rules : every_rule_set()) {
      for (int q = 0; q < 6; ++q) {
        SearchQuery query;
        query.rules = rules;
        query.start = {static_cast<int>(rng() % 90),
                       static_cast<int>(rng() % 70)};
        query.goal = {static_cast<int>(rng() % 90),
                      static_cast<int>(rng() % 70)};
        grid.set(query.start, kOpenGround);
        grid.set(query.goal, kOpenGround);
        const Search one = run(grid, query, Algorithm::AStar);
        const Search both = run(grid, query, Algorithm::BiAStar);
        ASSERT_EQ(both.status(), one.status());
        if (one.status() != SearchStatus::Found) continue;
        ++found;
        expect_legal_path(grid, query, both);
        EXPECT_EQ(both.cost(), one.cost()) << "trial " << trial;
      }
    }
  }
  EXPECT_GT(found, 100);
}

// What a view reads after each step.
struct Picture {
  std::vector<CellState> forward;
  std::vector<CellState> backward;
  int meeting;
  double best;
  SearchStats stats;
  int last_expanded;
  SearchStatus status;
  std::vector<int> path;
  friend bool operator==(const Picture&, const Picture&) = default;
};

Picture picture(const Search& search, const Grid& grid) {
  const BidirectionalSearch& bi = *search.bidirectional();
  Picture p{{},
            {},
            bi.meeting(),
            bi.best(),
            search.stats(),
            search.last_expanded(),
            search.status(),
            search.path()};
  for (int c = 0; c < grid.cell_count(); ++c) {
    p.forward.push_back(bi.forward().state(c));
    p.backward.push_back(bi.backward().state(c));
  }
  return p;
}

// bi-A* replays from step 0; the others move each side through its journal.
class SeekingBack : public testing::TestWithParam<Algorithm> {};

INSTANTIATE_TEST_SUITE_P(Bidirectional, SeekingBack,
                         testing::Values(Algorithm::BiAStar,
                                         Algorithm::BiDijkstra));

TEST_P(SeekingBack, GivesTheStateOfThatStep) {
  std::mt19937 rng(11);
  Grid grid = random_terrain_grid(rng, 50, 40, 20);
  SearchQuery query;
  query.start = {0, 0};
  query.goal = {49, 39};
  query.algorithm = GetParam();
  grid.set(query.start, kOpenGround);
  grid.set(query.goal, kOpenGround);
  Search reference;
  ASSERT_TRUE(reference.start(grid, query));
  std::vector<Picture> after_step{picture(reference, grid)};
  while (reference.step() == SearchStatus::Running) {
    after_step.push_back(picture(reference, grid));
  }
  after_step.push_back(picture(reference, grid));
  const auto total = static_cast<std::int64_t>(after_step.size()) - 1;
  ASSERT_GT(total, 100);
  for (bool recording : {true, false}) {
    Search rewinding;
    rewinding.set_recording(recording);
    ASSERT_TRUE(rewinding.start(grid, query));
    rewinding.run();
    EXPECT_EQ(picture(rewinding, grid), after_step.back());
    std::uniform_int_distribution<std::int64_t> any_step(0, total);
    for (int i = 0; i < 30; ++i) {
      const std::int64_t k = any_step(rng);
      rewinding.seek(k);
      ASSERT_EQ(rewinding.step_count(), k);
      ASSERT_EQ(picture(rewinding, grid), after_step[k]) << "step " << k;
    }
  }
}

}  // namespace bidirectional_search_test
}  // namespace astar
