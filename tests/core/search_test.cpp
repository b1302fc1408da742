#include "astar/search/search.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <deque>
#include <random>

#include "test_maps.hpp"

namespace astar {
namespace search_test {

using test::ascii_document;
using test::random_grid;

constexpr double kSqrt2 = 1.4142135623730951;

SearchQuery query_for(const Document& doc,
                      Algorithm algorithm = Algorithm::AStar,
                      MovementRules rules = {}) {
  SearchQuery q;
  q.start = *doc.start;
  q.goal = *doc.goal;
  q.rules = rules;
  q.algorithm = algorithm;
  return q;
}

// Fewest moves between two cells, by a plain queue: the reference for BFS.
int fewest_moves(const Grid& grid, const MovementRules& rules, int from,
                 int to) {
  std::vector<int> depth(grid.cell_count(), -1);
  std::deque<int> queue{from};
  depth[from] = 0;
  while (!queue.empty()) {
    const int c = queue.front();
    queue.pop_front();
    if (c == to) return depth[c];
    for_each_neighbour(grid, rules, c, [&](int n, double) {
      if (depth[n] < 0) {
        depth[n] = depth[c] + 1;
        queue.push_back(n);
      }
    });
  }
  return -1;
}

TEST(Search, StraightCorridorCostsOnePerCell) {
  const Document doc = ascii_document({"S....G"});
  Search search;
  ASSERT_TRUE(search.start(doc.grid, query_for(doc)));
  EXPECT_EQ(search.run(), SearchStatus::Found);
  EXPECT_DOUBLE_EQ(search.cost(), 5.0);
  EXPECT_EQ(search.path().size(), 6u);
  EXPECT_EQ(search.path().front(), doc.grid.index(*doc.start));
  EXPECT_EQ(search.path().back(), doc.grid.index(*doc.goal));
}

TEST(Search, DiagonalUsesSqrtTwoAndTenFourteen) {
  const Document doc = ascii_document({
      "S...",
      "....",
      "....",
      "...G",
  });
  Search search;
  ASSERT_TRUE(search.start(doc.grid, query_for(doc)));
  search.run();
  EXPECT_NEAR(search.cost(), 3 * kSqrt2, 1e-12);

  MovementRules tutorial;
  tutorial.costs = StepCosts::TenFourteen;
  ASSERT_TRUE(
      search.start(doc.grid, query_for(doc, Algorithm::AStar, tutorial)));
  search.run();
  EXPECT_EQ(search.cost(), 42.0);
}

TEST(Search, TerrainWeightMultipliesTheStepCost) {
  // Through the 5s costs 5 per cell; the detour over open ground is cheaper.
  const Document doc = ascii_document({
      "S55G",
      "....",
  });
  MovementRules four{Connectivity::Four, DiagonalRule::NoCut, StepCosts::Exact};
  Search search;
  ASSERT_TRUE(search.start(doc.grid, query_for(doc, Algorithm::AStar, four)));
  search.run();
  EXPECT_DOUBLE_EQ(search.cost(), 5.0);  // down, 3 right, up
  EXPECT_EQ(search.path().size(), 6u);
}

TEST(Search, DiagonalRulesDecideCornerMoves) {
  // The only way from S to G is the diagonal between two wall corners.
  const Document squeeze = ascii_document({
      "S#",
      "#G",
  });
  const Document cut = ascii_document({
      "S#",
      ".G",
  });
  Search search;
  auto cost_with = [&](const Document& doc, DiagonalRule rule) {
    MovementRules rules;
    rules.diagonal = rule;
    EXPECT_TRUE(
        search.start(doc.grid, query_for(doc, Algorithm::AStar, rules)));
    return search.run();
  };
  EXPECT_EQ(cost_with(squeeze, DiagonalRule::Always), SearchStatus::Found);
  EXPECT_EQ(cost_with(squeeze, DiagonalRule::NoSqueeze), SearchStatus::NoPath);
  EXPECT_EQ(cost_with(squeeze, DiagonalRule::NoCut), SearchStatus::NoPath);
  EXPECT_EQ(cost_with(cut, DiagonalRule::NoSqueeze), SearchStatus::Found);
  EXPECT_NEAR(search.cost(), kSqrt2, 1e-12);
  EXPECT_EQ(cost_with(cut, DiagonalRule::NoCut), SearchStatus::Found);
  EXPECT_DOUBLE_EQ(search.cost(), 2.0);
}

TEST(Search, NoPathStillFillsCounters) {
  const Document doc = ascii_document({
      "S.#..",
      "..#.G",
  });
  Search search;
  ASSERT_TRUE(search.start(doc.grid, query_for(doc)));
  EXPECT_EQ(search.run(), SearchStatus::NoPath);
  EXPECT_EQ(search.stats().expanded, 4);
  EXPECT_EQ(search.stats().pushed, 4);
  EXPECT_EQ(search.stats().open_size, 0);
  EXPECT_GE(search.stats().max_open, 1);
  EXPECT_TRUE(search.path().empty());
}

TEST(Search, StartEqualsGoalIsAZeroCostPath) {
  const Document doc = ascii_document({"S.."});
  SearchQuery q = query_for({doc.grid, doc.start, doc.start});
  Search search;
  ASSERT_TRUE(search.start(doc.grid, q));
  EXPECT_EQ(search.step(), SearchStatus::Found);
  EXPECT_EQ(search.cost(), 0.0);
  EXPECT_EQ(search.path().size(), 1u);
}

TEST(Search, BadEndpointsAreErrorsNotCrashes) {
  const Document doc = ascii_document({
      "S.#",
      "..G",
  });
  Search search;
  SearchQuery q = query_for(doc);
  q.goal = {2, 0};
  Status on_wall = search.start(doc.grid, q);
  ASSERT_FALSE(on_wall);
  EXPECT_EQ(on_wall.error(), "goal (2,0) is on a wall");
  EXPECT_EQ(search.status(), SearchStatus::Idle);

  q = query_for(doc);
  q.start = {-1, 5};
  Status outside = search.start(doc.grid, q);
  ASSERT_FALSE(outside);
  EXPECT_EQ(outside.error(), "start (-1,5) is outside the 3x2 map");

  q = query_for(doc, Algorithm::WeightedAStar);
  q.weight = 0.5;
  EXPECT_FALSE(search.start(doc.grid, q));
  EXPECT_EQ(search.step(), SearchStatus::Idle);
}

TEST(Search, EndpointCheckIsSharedWithEditors) {
  const Grid grid = test::ascii_grid({".#", ".."});
  EXPECT_TRUE(check_endpoint(grid, {0, 0}, "start"));
  Status wall = check_endpoint(grid, {1, 0}, "start");
  ASSERT_FALSE(wall);
  EXPECT_EQ(wall.error(), "start (1,0) is on a wall");
  Status outside = check_endpoint(grid, {2, 1}, "goal");
  ASSERT_FALSE(outside);
  EXPECT_EQ(outside.error(), "goal (2,1) is outside the 2x2 map");
}

TEST(Search, EndpointProblemNamesTheReason) {
  const Grid grid = test::ascii_grid({".#", ".."});
  EXPECT_EQ(endpoint_problem(grid, {0, 0}), EndpointProblem::None);
  EXPECT_EQ(endpoint_problem(grid, {1, 0}), EndpointProblem::Wall);
  EXPECT_EQ(endpoint_problem(grid, {2, 1}), EndpointProblem::Outside);
  EXPECT_EQ(endpoint_problem(grid, {0, -1}), EndpointProblem::Outside);
}

TEST(Search, WideMapsIndexRowMajor) {
  // 40x3: several times wider than tall, with a wall forcing a detour.
  std::vector<std::string> rows = {
      std::string(40, '.'),
      std::string(40, '.'),
      std::string(40, '.'),
  };
  rows[0][0] = 'S';
  rows[2][39] = 'G';
  for (int y = 0; y < 2; ++y) rows[y][20] = '#';
  const Document doc = ascii_document(rows);
  Search search;
  ASSERT_TRUE(search.start(doc.grid, query_for(doc)));
  search.run();
  ASSERT_EQ(search.status(), SearchStatus::Found);
  Result<double> real = path_cost(doc.grid, {}, search.path());
  ASSERT_TRUE(real);
  EXPECT_NEAR(real.value(), search.cost(), 1e-9);
  EXPECT_NEAR(search.cost(), 37 + 2 * kSqrt2, 1e-9);
}

TEST(Search, LowHTieBreakWalksStraightToTheGoal) {
  // Many paths are optimal here; preferring low h expands only one of them.
  Grid open(30, 30);
  SearchQuery q;
  q.start = {0, 0};
  q.goal = {29, 10};
  Search search;
  ASSERT_TRUE(search.start(open, q));
  search.run();
  EXPECT_EQ(search.stats().expanded, 30);

  q.tie_break = TieBreak::HighH;
  ASSERT_TRUE(search.start(open, q));
  search.run();
  EXPECT_GT(search.stats().expanded, 30);
  EXPECT_NEAR(search.cost(), 10 * kSqrt2 + 19, 1e-9);
}

TEST(Search, SteppingAndRunningAgree) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 40; ++trial) {
    const Grid grid = random_grid(rng, 24, 17, 25, 20);
    for (auto algorithm :
         {Algorithm::AStar, Algorithm::Dijkstra, Algorithm::Greedy,
          Algorithm::BreadthFirst, Algorithm::WeightedAStar}) {
      SearchQuery q;
      q.algorithm = algorithm;
      q.weight = 2.5;
      q.start = {0, 0};
      q.goal = {23, 16};
      Grid g = grid;
      g.set(q.start, kOpenGround);
      g.set(q.goal, kOpenGround);
      Search stepped;
      Search ran;
      ASSERT_TRUE(stepped.start(g, q));
      ASSERT_TRUE(ran.start(g, q));
      ran.run();
      std::int64_t steps = 0;
      while (stepped.step() == SearchStatus::Running) ++steps;
      EXPECT_EQ(steps + 1, stepped.step_count());
      EXPECT_EQ(stepped.status(), ran.status());
      EXPECT_EQ(stepped.stats(), ran.stats());
      EXPECT_EQ(stepped.path(), ran.path());
      EXPECT_EQ(stepped.cost(), ran.cost());
    }
  }
}

TEST(Search, OpenListIsListedInPopOrder) {
  std::mt19937 rng(11);
  const Grid grid = random_grid(rng, 30, 30, 20, 30);
  SearchQuery q;
  q.start = {1, 1};
  q.goal = {28, 28};
  Grid g = grid;
  g.set(q.start, kOpenGround);
  g.set(q.goal, kOpenGround);
  for (auto tie :
       {TieBreak::LowH, TieBreak::HighH, TieBreak::Fifo, TieBreak::Lifo}) {
    q.tie_break = tie;
    Search search;
    ASSERT_TRUE(search.start(g, q));
    while (search.status() == SearchStatus::Running) {
      const std::vector<OpenEntry> open = search.open_list(8);
      ASSERT_FALSE(open.empty());
      EXPECT_EQ(static_cast<std::int64_t>(search.open_list(1 << 20).size()),
                search.stats().open_size);
      for (std::size_t i = 1; i < open.size(); ++i) {
        EXPECT_LE(open[i - 1].f, open[i].f);
      }
      search.step();
      EXPECT_EQ(search.last_expanded(), open.front().cell);
    }
  }
}

TEST(Search, LastStepRecordsExpandedAndTouchedCells) {
  const Document doc = ascii_document({
      "...",
      ".S.",
      "..G",
  });
  Search search;
  ASSERT_TRUE(search.start(doc.grid, query_for(doc)));
  search.step();
  EXPECT_EQ(search.last_expanded(), doc.grid.index(1, 1));
  EXPECT_EQ(search.last_touched().size(), 8u);
  for (int n : search.last_touched()) {
    EXPECT_EQ(search.state(n), CellState::Open);
    EXPECT_EQ(search.parent(n), doc.grid.index(1, 1));
  }
  EXPECT_EQ(search.state(doc.grid.index(1, 1)), CellState::Closed);
  EXPECT_EQ(search.g(doc.grid.index(0, 0)), kSqrt2);
}

// The core property: with an admissible heuristic A* returns Dijkstra's cost,
// and every path is legal with a reported cost equal to its real cost.
TEST(SearchProperty, AStarMatchesDijkstraOnRandomMaps) {
  std::mt19937 rng(2024);
  std::uniform_int_distribution<int> side(2, 40);
  int found = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int w = side(rng);
    const int h = side(rng);
    Grid grid = random_grid(rng, w, h, 30, 30);
    std::uniform_int_distribution<int> xs(0, w - 1);
    std::uniform_int_distribution<int> ys(0, h - 1);
    SearchQuery base;
    base.start = {xs(rng), ys(rng)};
    base.goal = {xs(rng), ys(rng)};
    grid.set(base.start, kOpenGround);
    grid.set(base.goal, kOpenGround);
    for (const MovementRules& rules : test::every_rule_set()) {
      SearchQuery dq = base;
      dq.rules = rules;
      dq.algorithm = Algorithm::Dijkstra;
      Search dijkstra;
      ASSERT_TRUE(dijkstra.start(grid, dq));
      dijkstra.run();
      for (auto heuristic :
           {Heuristic::Manhattan, Heuristic::Euclidean, Heuristic::Octile,
            Heuristic::Chebyshev, Heuristic::Zero}) {
        if (!is_admissible(heuristic, rules.connectivity)) continue;
        SearchQuery aq = dq;
        aq.algorithm = Algorithm::AStar;
        aq.heuristic = heuristic;
        Search astar;
        ASSERT_TRUE(astar.start(grid, aq));
        astar.run();
        ASSERT_EQ(astar.status(), dijkstra.status());
        if (astar.status() != SearchStatus::Found) continue;
        ++found;
        EXPECT_NEAR(astar.cost(), dijkstra.cost(), 1e-9 * (1 + dijkstra.cost()))
            << "trial " << trial << " " << to_string(heuristic);
        Result<double> real = path_cost(grid, rules, astar.path());
        ASSERT_TRUE(real) << real.error();
        EXPECT_NEAR(real.value(), astar.cost(), 1e-9 * (1 + astar.cost()));
      }
    }
  }
  EXPECT_GT(found, 1000);  // the maps are not all disconnected
}

TEST(SearchProperty, EveryAlgorithmReturnsLegalPathsWithBoundedCost) {
  std::mt19937 rng(99);
  for (int trial = 0; trial < 150; ++trial) {
    Grid grid = random_grid(rng, 32, 20, 25, 30);
    SearchQuery base;
    base.start = {0, 0};
    base.goal = {31, 19};
    grid.set(base.start, kOpenGround);
    grid.set(base.goal, kOpenGround);
    for (const MovementRules& rules : test::every_rule_set()) {
      base.rules = rules;
      SearchQuery optimal_query = base;
      optimal_query.algorithm = Algorithm::Dijkstra;
      Search optimal;
      ASSERT_TRUE(optimal.start(grid, optimal_query));
      if (optimal.run() != SearchStatus::Found) continue;

      for (auto algorithm : {Algorithm::Greedy, Algorithm::BreadthFirst,
                             Algorithm::WeightedAStar}) {
        for (double w : {1.0, 1.5, 3.0}) {
          SearchQuery q = base;
          q.algorithm = algorithm;
          q.weight = w;
          Search search;
          ASSERT_TRUE(search.start(grid, q));
          ASSERT_EQ(search.run(), SearchStatus::Found);
          Result<double> real = path_cost(grid, rules, search.path());
          ASSERT_TRUE(real) << real.error();
          EXPECT_NEAR(real.value(), search.cost(), 1e-9 * (1 + search.cost()));
          EXPECT_GE(search.cost(), optimal.cost() - 1e-9);
          if (algorithm == Algorithm::WeightedAStar) {
            EXPECT_LE(search.cost(), w * optimal.cost() + 1e-9);
          }
          if (algorithm == Algorithm::BreadthFirst) {
            EXPECT_EQ(static_cast<int>(search.path().size()) - 1,
                      fewest_moves(grid, rules, grid.index(base.start),
                                   grid.index(base.goal)));
          }
        }
      }
    }
  }
}

struct Snapshot {
  std::vector<CellState> states;
  std::vector<double> g;
  std::vector<int> parents;
  SearchStats stats;
  int last_expanded;
  std::vector<int> touched;
  std::vector<int> open_cells;
  SearchStatus status;
  std::vector<int> path;

  friend bool operator==(const Snapshot&, const Snapshot&) = default;
};

Snapshot snapshot(const Search& search, const Grid& grid) {
  Snapshot s;
  for (int c = 0; c < grid.cell_count(); ++c) {
    s.states.push_back(search.state(c));
    s.g.push_back(search.g(c));
    s.parents.push_back(search.parent(c));
  }
  s.stats = search.stats();
  s.last_expanded = search.last_expanded();
  s.touched.assign(search.last_touched().begin(), search.last_touched().end());
  for (const OpenEntry& e : search.open_list(50))
    s.open_cells.push_back(e.cell);
  s.status = search.status();
  s.path = search.path();
  return s;
}

class SearchRewind : public ::testing::TestWithParam<std::size_t> {};

TEST_P(SearchRewind, SeekingBackGivesTheStateOfThatStep) {
  std::mt19937 rng(5);
  Grid grid = random_grid(rng, 60, 45, 25, 25);
  SearchQuery q;
  q.start = {0, 0};
  q.goal = {59, 44};
  grid.set(q.start, kOpenGround);
  grid.set(q.goal, kOpenGround);

  Search reference;
  ASSERT_TRUE(reference.start(grid, q));
  std::vector<Snapshot> after_step{snapshot(reference, grid)};
  while (reference.step() == SearchStatus::Running) {
    after_step.push_back(snapshot(reference, grid));
  }
  after_step.push_back(snapshot(reference, grid));
  const auto total = static_cast<std::int64_t>(after_step.size()) - 1;
  ASSERT_GT(total, 600);  // long enough to cross several checkpoints

  const std::size_t budget = GetParam();
  Search rewinding;
  rewinding.set_recording(true, budget);
  ASSERT_TRUE(rewinding.start(grid, q));
  rewinding.run();
  EXPECT_EQ(snapshot(rewinding, grid), after_step.back());
  EXPECT_LE(rewinding.journal_bytes(), 2 * budget);
  std::uniform_int_distribution<std::int64_t> any_step(0, total);
  for (int i = 0; i < 60; ++i) {
    const std::int64_t k = any_step(rng);
    rewinding.seek(k);
    ASSERT_EQ(rewinding.step_count(), k);
    ASSERT_EQ(snapshot(rewinding, grid), after_step[k]) << "step " << k;
    EXPECT_LE(rewinding.journal_bytes(), 2 * budget);
  }
  // One step back at a time, as the Step back button does.
  rewinding.seek(total);
  for (std::int64_t k = total - 1; k >= total - 300; --k) {
    rewinding.seek(k);
    ASSERT_EQ(snapshot(rewinding, grid), after_step[k]) << "step " << k;
  }
  EXPECT_GT(rewinding.journal_bytes(), 0u);
}

// The default budget keeps the whole journal; a 48 KiB one forces the oldest
// half to be dropped repeatedly, so far seeks replay from step 0.
INSTANTIATE_TEST_SUITE_P(JournalBudgets, SearchRewind,
                         ::testing::Values(Search::kDefaultJournalBudget,
                                           std::size_t{48} << 10));

TEST(SearchReplay, SeekWithoutRecordingReplaysFromTheStart) {
  const Document doc = ascii_document({
      "S....",
      ".###.",
      "....G",
  });
  Search search;
  ASSERT_TRUE(search.start(doc.grid, query_for(doc)));
  search.run();
  const SearchStats done = search.stats();
  search.seek(2);
  EXPECT_EQ(search.step_count(), 2);
  EXPECT_EQ(search.status(), SearchStatus::Running);
  search.seek(1000);
  EXPECT_EQ(search.status(), SearchStatus::Found);
  EXPECT_EQ(search.stats(), done);
}

// Searches for the slice tests: long enough to cross several clock reads.
struct SliceCase {
  Grid grid;
  SearchQuery query;
};

SliceCase slice_case(std::mt19937& rng, Algorithm algorithm) {
  SliceCase c{random_grid(rng, 70, 50, 25, 25), {}};
  c.query.start = {0, 0};
  c.query.goal = {69, 49};
  c.query.algorithm = algorithm;
  c.query.weight = 1.5;
  c.grid.set(c.query.start, kOpenGround);
  c.grid.set(c.query.goal, kOpenGround);
  return c;
}

TEST(SearchSlices, AnySplitGivesTheSameSearchAsOneRun) {
  std::mt19937 rng(11);
  for (Algorithm algorithm :
       {Algorithm::AStar, Algorithm::Dijkstra, Algorithm::Greedy,
        Algorithm::BreadthFirst, Algorithm::WeightedAStar}) {
    const SliceCase c = slice_case(rng, algorithm);
    Search whole;
    ASSERT_TRUE(whole.start(c.grid, c.query));
    whole.run();
    for (bool recording : {false, true}) {
      Search sliced;
      sliced.set_recording(recording);
      ASSERT_TRUE(sliced.start(c.grid, c.query));
      std::uniform_int_distribution<std::int64_t> size(0, 700);
      std::int64_t total = 0;
      while (sliced.status() == SearchStatus::Running) {
        const std::int64_t limit = size(rng);
        const SliceResult slice = sliced.run_slice(limit);
        EXPECT_EQ(slice.status, sliced.status());
        EXPECT_LE(slice.steps, limit);
        if (slice.status == SearchStatus::Running) {
          EXPECT_EQ(slice.steps, limit);
        }
        total += slice.steps;
        ASSERT_EQ(sliced.step_count(), total);
      }
      EXPECT_EQ(total, whole.step_count()) << to_string(algorithm);
      EXPECT_EQ(sliced.stats(), whole.stats());
      EXPECT_EQ(sliced.cost(), whole.cost());
      EXPECT_EQ(snapshot(sliced, c.grid), snapshot(whole, c.grid));
    }
  }
}

TEST(SearchSlices, APastDeadlineStillTakesOneStep) {
  std::mt19937 rng(12);
  const SliceCase c = slice_case(rng, Algorithm::AStar);
  Search whole;
  ASSERT_TRUE(whole.start(c.grid, c.query));
  whole.run();

  Search sliced;
  ASSERT_TRUE(sliced.start(c.grid, c.query));
  const Search::Clock::time_point past =
      Search::Clock::now() - std::chrono::seconds(1);
  std::int64_t calls = 0;
  while (sliced.status() == SearchStatus::Running) {
    const SliceResult slice = sliced.run_slice(Search::kNoStepLimit, past);
    ASSERT_EQ(slice.steps, 1);
    ++calls;
  }
  EXPECT_EQ(calls, whole.step_count());
  EXPECT_EQ(snapshot(sliced, c.grid), snapshot(whole, c.grid));
}

TEST(SearchSlices, AFarDeadlineRunsToTheStepLimitOrTheEnd) {
  std::mt19937 rng(13);
  const SliceCase c = slice_case(rng, Algorithm::Dijkstra);
  Search search;
  ASSERT_TRUE(search.start(c.grid, c.query));
  const auto later = Search::Clock::now() + std::chrono::hours(1);
  const SliceResult some = search.run_slice(3 * Search::kClockInterval, later);
  EXPECT_EQ(some.steps, 3 * Search::kClockInterval);
  EXPECT_EQ(some.status, SearchStatus::Running);
  const SliceResult rest = search.run_slice(Search::kNoStepLimit, later);
  EXPECT_NE(rest.status, SearchStatus::Running);
  EXPECT_EQ(some.steps + rest.steps, search.step_count());
}

TEST(SearchSlices, TheCallbackSeesEveryStep) {
  std::mt19937 rng(14);
  const SliceCase c = slice_case(rng, Algorithm::AStar);
  Search stepped;
  ASSERT_TRUE(stepped.start(c.grid, c.query));
  std::vector<int> expected;
  do {
    stepped.step();
    expected.push_back(stepped.last_expanded());
  } while (stepped.status() == SearchStatus::Running);
  Search sliced;
  ASSERT_TRUE(sliced.start(c.grid, c.query));
  std::vector<int> seen;
  std::int64_t steps = 0;
  while (sliced.status() == SearchStatus::Running) {
    steps += sliced
                 .run_slice(100, Search::Clock::time_point::max(),
                            [&] { seen.push_back(sliced.last_expanded()); })
                 .steps;
  }
  EXPECT_EQ(seen, expected);
  EXPECT_EQ(steps, static_cast<std::int64_t>(seen.size()));
}

TEST(SearchSlices, OnStepReturningFalseEndsTheSlice) {
  const Document doc = ascii_document({"S.....G"});
  SearchQuery query;
  query.start = *doc.start;
  query.goal = *doc.goal;
  Search search;
  ASSERT_TRUE(search.start(doc.grid, query));
  // A breakpoint at the third step: the slice ends right after it.
  const SliceResult slice =
      search.run_slice(100, Search::Clock::time_point::max(),
                       [&] { return search.step_count() < 3; });
  EXPECT_EQ(slice.steps, 3);
  EXPECT_EQ(search.step_count(), 3);
  EXPECT_EQ(slice.status, SearchStatus::Running);
}

TEST(SearchSlices, NoStepsWhenNotRunningOrNoBudget) {
  const Document doc = ascii_document({"S..G"});
  Search search;
  EXPECT_EQ(search.run_slice(10).steps, 0);  // Idle
  EXPECT_EQ(search.run_slice(10).status, SearchStatus::Idle);
  ASSERT_TRUE(search.start(doc.grid, query_for(doc)));
  const SliceResult none = search.run_slice(0, Search::Clock::time_point{});
  EXPECT_EQ(none.steps, 0);
  EXPECT_EQ(none.status, SearchStatus::Running);
  EXPECT_EQ(search.run_slice(-5).steps, 0);
  const SliceResult all = search.run_slice(100);
  EXPECT_EQ(all.status, SearchStatus::Found);
  EXPECT_EQ(all.steps, 4);
  EXPECT_EQ(search.run_slice(100).steps, 0);  // Found
}

TEST(Search, BuffersAreReusedAcrossQueriesWithoutLeakingState) {
  std::mt19937 rng(3);
  const Grid grid = random_grid(rng, 50, 50, 20, 20);
  Search reused;
  for (int i = 0; i < 30; ++i) {
    SearchQuery q;
    std::uniform_int_distribution<int> coord(0, 49);
    q.start = {coord(rng), coord(rng)};
    q.goal = {coord(rng), coord(rng)};
    if (!grid.walkable(q.start) || !grid.walkable(q.goal)) continue;
    Search fresh;
    ASSERT_TRUE(fresh.start(grid, q));
    ASSERT_TRUE(reused.start(grid, q));
    fresh.run();
    reused.run();
    EXPECT_EQ(snapshot(reused, grid), snapshot(fresh, grid));
  }
}

TEST(Search, NamesRoundTrip) {
  for (auto a : {Algorithm::AStar, Algorithm::Dijkstra, Algorithm::Greedy,
                 Algorithm::BreadthFirst, Algorithm::WeightedAStar}) {
    EXPECT_EQ(parse_algorithm(to_string(a)), a);
  }
  for (auto t :
       {TieBreak::LowH, TieBreak::HighH, TieBreak::Fifo, TieBreak::Lifo}) {
    EXPECT_EQ(parse_tie_break(to_string(t)), t);
  }
  EXPECT_EQ(to_string(Algorithm::BreadthFirst), "bfs");
  EXPECT_FALSE(parse_algorithm("a*"));
}

}  // namespace search_test
}  // namespace astar
