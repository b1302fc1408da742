// Jump Point Search: the same costs as A* everywhere it is allowed, fewer
// expansions, the same stepping and rewinding, and clear refusals where it
// would not be exact.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "astar/search/search.hpp"
#include "test_maps.hpp"

namespace astar {
namespace jump_point_test {

using test::ascii_grid;
using test::random_grid;

SearchQuery jps_query(Point start, Point goal) {
  SearchQuery q;
  q.start = start;
  q.goal = goal;
  q.algorithm = Algorithm::JumpPoint;
  return q;
}

Point random_open_cell(std::mt19937& rng, const Grid& grid) {
  std::uniform_int_distribution<int> cell(0, grid.cell_count() - 1);
  for (;;) {
    const int c = cell(rng);
    if (grid.walkable(c)) return grid.point(c);
  }
}

// Runs A* and JPS on the same problem and checks they agree, and that the
// JPS path is a legal path of the cost it reports.
void expect_same_as_astar(const Grid& grid, Point start, Point goal,
                          const std::string& what) {
  SearchQuery q = jps_query(start, goal);
  Search jps;
  ASSERT_TRUE(jps.start(grid, q)) << what;
  jps.run();
  q.algorithm = Algorithm::AStar;
  Search astar;
  ASSERT_TRUE(astar.start(grid, q)) << what;
  astar.run();
  ASSERT_EQ(jps.status(), astar.status()) << what;
  if (astar.status() != SearchStatus::Found) return;
  EXPECT_NEAR(jps.cost(), astar.cost(), 1e-9) << what;
  Result<double> walked = path_cost(grid, q.rules, jps.path());
  ASSERT_TRUE(walked) << what << ": " << walked.error();
  EXPECT_NEAR(walked.value(), jps.cost(), 1e-9) << what;
  EXPECT_EQ(jps.path().front(), grid.index(start)) << what;
  EXPECT_EQ(jps.path().back(), grid.index(goal)) << what;
  EXPECT_LE(jps.stats().expanded, astar.stats().expanded) << what;
}

TEST(JumpMap, RowsAndColumnsHoldEveryCellAndBlockedBorders) {
  std::mt19937 rng(64);
  for (const Point size : {Point{1, 1}, Point{1, 200}, Point{200, 1},
                           Point{64, 64}, Point{130, 70}, Point{65, 129}}) {
    const Grid grid = random_grid(rng, size.x, size.y, 30, 0);
    const JumpMap map(grid);
    EXPECT_TRUE(map.uniform_cost());
    for (int y = -1; y <= size.y; ++y) {
      for (int x = -1; x <= size.x; ++x) {
        const bool open = grid.walkable(Point{x, y});
        ASSERT_EQ(map.rows().walkable(y, x), open) << x << "," << y;
        ASSERT_EQ(map.columns().walkable(x, y), open) << x << "," << y;
      }
    }
  }
  EXPECT_FALSE(JumpMap(ascii_grid({"...", ".5."})).uniform_cost());
  Grid wide(100, 2);
  wide.set(99, 1, value_for_weight(2));  // terrain past the first 64 cells
  EXPECT_FALSE(JumpMap(wide).uniform_cost());
}

TEST(CellCoordinates, MatchTheGridsDivisionForEveryWidthAndTheLargestCells) {
  for (int width = 1; width <= kMaxGridSide; width += width < 300 ? 1 : 97) {
    const CellCoordinates point_of(width);
    const long long last = static_cast<long long>(width) * kMaxGridSide - 1;
    for (long long cell : {0LL, 1LL, static_cast<long long>(width) - 1,
                           static_cast<long long>(width), last / 2,
                           last / 3 + 1, last - width, last - 1, last}) {
      if (cell < 0 || cell > last) continue;
      const int c = static_cast<int>(cell);
      const Point p = point_of(c);
      ASSERT_EQ(p.y, c / width) << width << " " << c;
      ASSERT_EQ(p.x, c % width) << width << " " << c;
    }
  }
  const CellCoordinates widest(kMaxGridSide);
  for (int y = kMaxGridSide - 3; y < kMaxGridSide; ++y) {
    for (int x : {0, 1, kMaxGridSide - 1}) {
      EXPECT_EQ(widest(y * kMaxGridSide + x), (Point{x, y}));
    }
  }
}

TEST(JumpMap, FollowsOneCellAtATimeAsARebuildWould) {
  std::mt19937 rng(65);
  Grid grid = random_grid(rng, 130, 70, 30, 0);
  JumpMap map(grid);
  std::uniform_int_distribution<int> cell(0, grid.cell_count() - 1);
  for (int i = 0; i < 500; ++i) {
    const int c = cell(rng);
    const bool open = !grid.walkable(c);
    grid.set(c, open ? kOpenGround : kBlocked);
    const Point p = grid.point(c);
    map.update(grid, {p.x, p.y, p.x + 1, p.y + 1});
    ASSERT_TRUE(map.follows(grid));
  }
  const JumpMap rebuilt(grid);
  for (int y = -1; y <= grid.height(); ++y) {
    for (int x = -1; x <= grid.width(); ++x) {
      ASSERT_EQ(map.rows().walkable(y, x), rebuilt.rows().walkable(y, x));
      ASSERT_EQ(map.columns().walkable(x, y), rebuilt.columns().walkable(x, y));
    }
  }
}

TEST(JumpPoint, CostsEqualAStarOnRandomMapsOfEverySizeAndDensity) {
  std::mt19937 rng(2014);
  // Widths around 64 and 128 put walls and goals on the scans' word edges.
  const Point sizes[] = {{1, 1},   {1, 9},   {9, 1},   {2, 2},
                         {5, 7},   {16, 16}, {63, 5},  {64, 6},
                         {65, 40}, {130, 9}, {9, 130}, {40, 40}};
  for (const Point size : sizes) {
    for (const int density : {0, 10, 25, 40, 55}) {
      for (int trial = 0; trial < 12; ++trial) {
        Grid grid = random_grid(rng, size.x, size.y, density, 0);
        grid.set(0, 0, kOpenGround);  // at least one open cell
        const Point start = random_open_cell(rng, grid);
        const Point goal = trial == 0 ? start : random_open_cell(rng, grid);
        expect_same_as_astar(
            grid, start, goal,
            std::to_string(size.x) + "x" + std::to_string(size.y) + " at " +
                std::to_string(density) + "% trial " + std::to_string(trial));
      }
    }
  }
}

TEST(JumpPoint, CostsEqualAStarInOneCellWideCorridors) {
  const Grid corridors = ascii_grid({
      "..#.........#....",
      "#.#.#######.#.##.",
      "..#.#.....#.#..#.",
      ".##.#.###.#.##.#.",
      "....#...#......#.",
      "#######.########.",
      ".................",
  });
  std::mt19937 rng(7);
  for (int trial = 0; trial < 200; ++trial) {
    expect_same_as_astar(corridors, random_open_cell(rng, corridors),
                         random_open_cell(rng, corridors),
                         "corridors trial " + std::to_string(trial));
  }
}

TEST(JumpPoint, ReachesGoalsOnTheMapEdgesAndCorners) {
  Grid open(70, 70);
  const Point corners[] = {{0, 0},   {69, 0}, {0, 69},  {69, 69}, {0, 35},
                           {69, 35}, {35, 0}, {35, 69}, {64, 0},  {0, 64}};
  for (const Point a : corners) {
    for (const Point b : corners) {
      expect_same_as_astar(open, a, b, "open 70x70");
    }
  }
}

TEST(JumpPoint, ExpandsFarFewerCellsThanAStarInTheOpen) {
  const Grid open(200, 200);
  Search jps;
  ASSERT_TRUE(jps.start(open, jps_query({3, 5}, {190, 120})));
  jps.run();
  SearchQuery q = jps_query({3, 5}, {190, 120});
  q.algorithm = Algorithm::AStar;
  q.tie_break = TieBreak::Fifo;  // no lucky ties for A*
  Search astar;
  ASSERT_TRUE(astar.start(open, q));
  astar.run();
  EXPECT_NEAR(jps.cost(), astar.cost(), 1e-9);
  EXPECT_LE(jps.stats().expanded, 3);
  EXPECT_GT(astar.stats().expanded, 100);
}

TEST(JumpPoint, RefusesRulesAndMapsWhereItIsNotExact) {
  const Grid terrain = ascii_grid({"..5", "...", "..."});
  Search search;
  Status s = search.start(terrain, jps_query({0, 0}, {2, 2}));
  ASSERT_FALSE(s);
  EXPECT_NE(s.error().find("terrain"), std::string::npos) << s.error();
  EXPECT_EQ(search.status(), SearchStatus::Idle);

  const Grid open(4, 4);
  SearchQuery q = jps_query({0, 0}, {3, 3});
  q.rules.connectivity = Connectivity::Four;
  s = search.start(open, q);
  ASSERT_FALSE(s);
  EXPECT_NE(s.error().find("8-way"), std::string::npos) << s.error();
  for (DiagonalRule rule : {DiagonalRule::Always, DiagonalRule::NoSqueeze}) {
    q = jps_query({0, 0}, {3, 3});
    q.rules.diagonal = rule;
    s = search.start(open, q);
    ASSERT_FALSE(s);
    EXPECT_NE(s.error().find("no-cut"), std::string::npos) << s.error();
  }
  EXPECT_EQ(jump_point_problem(MovementRules{}, false), "");
  EXPECT_NE(jump_point_problem(MovementRules{}, true), "");
}

TEST(JumpPoint, TenFourteenCostsStayExact) {
  std::mt19937 rng(1014);
  for (int trial = 0; trial < 60; ++trial) {
    Grid grid = random_grid(rng, 30, 24, 30, 0);
    grid.set(0, 0, kOpenGround);
    SearchQuery q =
        jps_query(random_open_cell(rng, grid), random_open_cell(rng, grid));
    q.rules.costs = StepCosts::TenFourteen;
    Search jps;
    ASSERT_TRUE(jps.start(grid, q));
    jps.run();
    q.algorithm = Algorithm::AStar;
    Search astar;
    ASSERT_TRUE(astar.start(grid, q));
    astar.run();
    ASSERT_EQ(jps.status(), astar.status());
    EXPECT_EQ(jps.cost(), astar.cost());
  }
}

TEST(JumpPoint, UsesACallersJumpMapAndChecksItsSize) {
  std::mt19937 rng(3);
  const Grid grid = random_grid(rng, 50, 50, 20, 0);
  const JumpMap jump_map(grid);
  const Point start = random_open_cell(rng, grid);
  const Point goal = random_open_cell(rng, grid);
  Search own;
  ASSERT_TRUE(own.start(grid, jps_query(start, goal)));
  own.run();
  Search shared;
  ASSERT_TRUE(shared.start(grid, jps_query(start, goal), &jump_map));
  shared.run();
  EXPECT_EQ(shared.path(), own.path());
  EXPECT_EQ(shared.stats(), own.stats());

  const Grid other(20, 20);
  const JumpMap wrong(other);
  Status s = shared.start(grid, jps_query(start, goal), &wrong);
  ASSERT_FALSE(s);
  EXPECT_NE(s.error().find("does not follow the map"), std::string::npos);
}

TEST(JumpPoint, StepsRewindsAndSlicesLikeTheOtherAlgorithms) {
  // Long enough for the rewind journal to take checkpoints (every 256+).
  std::mt19937 rng(11);
  const Grid grid = random_grid(rng, 160, 160, 38, 0);
  SearchQuery q;
  Search whole;
  for (int trial = 0; whole.step_count() < 400; ++trial) {
    ASSERT_LT(trial, 100) << "no problem long enough";
    q = jps_query(random_open_cell(rng, grid), random_open_cell(rng, grid));
    ASSERT_TRUE(whole.start(grid, q));
    whole.run();
  }
  const std::int64_t total = whole.step_count();

  Search rewinding;
  ASSERT_TRUE(rewinding.start(grid, q));
  rewinding.set_recording(true);
  rewinding.seek(total);
  EXPECT_EQ(rewinding.path(), whole.path());
  for (std::int64_t k :
       {total / 2, std::int64_t{1}, total - 1, total - 300, total}) {
    rewinding.seek(k);
    Search fresh;
    ASSERT_TRUE(fresh.start(grid, q));
    for (std::int64_t i = 0; i < k; ++i) fresh.step();
    EXPECT_EQ(rewinding.stats(), fresh.stats()) << "step " << k;
    for (int c = 0; c < grid.cell_count(); ++c) {
      ASSERT_EQ(rewinding.state(c), fresh.state(c)) << "step " << k;
      ASSERT_EQ(rewinding.parent(c), fresh.parent(c)) << "step " << k;
    }
  }

  Search sliced;
  ASSERT_TRUE(sliced.start(grid, q));
  while (sliced.run_slice(2).status == SearchStatus::Running) {
  }
  EXPECT_EQ(sliced.path(), whole.path());
  EXPECT_EQ(sliced.stats(), whole.stats());
}

TEST(JumpPoint, OneSearchAnswersLikeAFreshOneWhateverRanBefore) {
  // JPS packs its records and the other algorithms keep them flat, in the
  // same store: whatever an earlier query left there must read as unseen.
  std::mt19937 rng(7);
  const Algorithm order[] = {Algorithm::JumpPoint, Algorithm::AStar,
                             Algorithm::JumpPoint, Algorithm::Theta,
                             Algorithm::Dijkstra,  Algorithm::JumpPoint};
  Search reused;
  for (int trial = 0; trial < 24; ++trial) {
    const Grid grid = random_grid(rng, 70 + trial % 3, 66, 30, 0);
    for (const Algorithm algorithm : order) {
      SearchQuery q =
          jps_query(random_open_cell(rng, grid), random_open_cell(rng, grid));
      q.algorithm = algorithm;
      Search fresh;
      ASSERT_TRUE(fresh.start(grid, q));
      fresh.run();
      ASSERT_TRUE(reused.start(grid, q));
      reused.run();
      const std::string what = "trial " + std::to_string(trial) +
                               ", algorithm " +
                               std::to_string(static_cast<int>(algorithm));
      ASSERT_EQ(reused.status(), fresh.status()) << what;
      EXPECT_EQ(reused.path(), fresh.path()) << what;
      EXPECT_EQ(reused.stats(), fresh.stats()) << what;
      for (int c = 0; c < grid.cell_count(); ++c) {
        ASSERT_EQ(reused.state(c), fresh.state(c)) << what << " cell " << c;
        ASSERT_EQ(reused.parent(c), fresh.parent(c)) << what << " cell " << c;
      }
    }
  }
}

TEST(JumpPoint, RecordsTheRunsEachStepScannedWhenAsked) {
  const Grid grid = ascii_grid({
      "..........",
      "....#.....",
      "..........",
      "..........",
  });
  Search search;
  ASSERT_TRUE(search.start(grid, jps_query({0, 2}, {9, 0})));
  search.step();
  EXPECT_TRUE(search.last_scanned().empty());  // off by default

  search.set_scan_recording(true);
  search.reset();
  search.step();
  ASSERT_FALSE(search.last_scanned().empty());
  int scanned_cells = 0;
  for (const ScannedRun& run : search.last_scanned()) {
    Point at = grid.point(run.from);
    for (int i = 0; i < run.length; ++i) {
      at = {at.x + run.dx, at.y + run.dy};
      ASSERT_TRUE(grid.walkable(at)) << at.x << "," << at.y;
      ++scanned_cells;
    }
  }
  // From (0,2) the first step scans the whole row and more.
  EXPECT_GE(scanned_cells, 9);
  // Jump points are pushed from far away: the parent is not a neighbour.
  bool far_parent = false;
  for (int cell : search.last_touched()) {
    const Point p = grid.point(cell);
    far_parent = far_parent || std::abs(p.x) + std::abs(p.y - 2) > 2;
  }
  EXPECT_TRUE(far_parent);
}

}  // namespace jump_point_test
}  // namespace astar
