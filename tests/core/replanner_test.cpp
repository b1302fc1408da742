// D* Lite re-planning against a fresh A* on the edited map: after every
// random wall drop, wall removal, terrain change and move of the start, the
// repaired cost is the fresh search's and the path is legal under the
// rules, on generated maps under every rule set, for a sized unit and on a
// Moving AI map; an unreachable goal becomes reachable again.
#include "astar/replan/replanner.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

#include "astar/io/movingai_io.hpp"
#include "astar/search/search.hpp"
#include "test_maps.hpp"

namespace astar {
namespace replanner_test {

using test::ascii_grid;
using test::every_rule_set;
using test::random_terrain_grid;

// The fresh A*'s cost, infinity when it finds no path or refuses an end.
double fresh_cost(const Grid& grid, const Replanner& plan) {
  SearchQuery query;
  query.start = plan.start();
  query.goal = plan.goal();
  query.rules = plan.rules();
  query.unit = plan.unit();
  Search search;
  search.set_step_recording(false);
  if (!search.start(grid, query)) return Replanner::kInfinity;
  search.run();
  if (search.status() != SearchStatus::Found) return Replanner::kInfinity;
  return search.cost();
}

// The plan agrees with a fresh A* on `grid`, and its path is legal: start
// to goal, every move one of the rules', the moves summing to its cost (to
// 1e-9: path_cost adds doubles move by move).
void expect_matches_fresh(const Grid& grid, const Replanner& plan) {
  const double fresh = fresh_cost(grid, plan);
  if (std::isinf(fresh)) {
    EXPECT_FALSE(plan.reachable());
    EXPECT_TRUE(plan.path().empty());
    EXPECT_TRUE(std::isinf(plan.cost()));
    return;
  }
  ASSERT_TRUE(plan.reachable()) << "fresh A* found " << fresh;
  // Bit-equal: the same whole sums priced by the same formula as A*'s.
  EXPECT_EQ(plan.cost(), fresh);
  const Grid walked =
      plan.unit().is_cell() ? grid : unit_grid(grid, plan.unit());
  ASSERT_FALSE(plan.path().empty());
  EXPECT_EQ(plan.path().front(), walked.index(plan.start()));
  EXPECT_EQ(plan.path().back(), walked.index(plan.goal()));
  Result<double> real = path_cost(walked, plan.rules(), plan.path());
  ASSERT_TRUE(real) << real.error();
  EXPECT_NEAR(real.value(), plan.cost(), 1e-9 * fresh);
}

Point random_open(std::mt19937& rng, const Grid& grid) {
  std::uniform_int_distribution<int> cell(0, grid.cell_count() - 1);
  for (;;) {
    const int c = cell(rng);
    if (grid.walkable(c)) return grid.point(c);
  }
}

// One random edit that never walls the start (the unit stands there): a
// wall, an opening, a terrain weight, or a small box filled with one.
CellArea random_edit(std::mt19937& rng, Grid& grid, Point start) {
  std::uniform_int_distribution<int> x(0, grid.width() - 1);
  std::uniform_int_distribution<int> y(0, grid.height() - 1);
  std::uniform_int_distribution<int> kind(0, 3);
  std::uniform_int_distribution<int> weight(1, 20);
  const int what = kind(rng);
  const std::uint8_t value = what == 0   ? kBlocked
                             : what == 1 ? kOpenGround
                                         : value_for_weight(weight(rng));
  const int side = what == 3 ? 3 : 1;
  const CellArea box{x(rng), y(rng), 0, 0};
  const CellArea area{box.x0, box.y0, std::min(grid.width(), box.x0 + side),
                      std::min(grid.height(), box.y0 + side)};
  for (int cy = area.y0; cy < area.y1; ++cy) {
    for (int cx = area.x0; cx < area.x1; ++cx) {
      if (Point{cx, cy} == start && value == kBlocked) continue;
      grid.set(cx, cy, value);
    }
  }
  return area;
}

// Moves the start up to three steps along the current path.
void walk_a_little(std::mt19937& rng, Replanner& plan, int width) {
  if (plan.path().size() < 2) return;
  const auto steps = std::min<std::size_t>(
      plan.path().size() - 1,
      std::uniform_int_distribution<std::size_t>(1, 3)(rng));
  const int cell = plan.path()[steps];
  ASSERT_TRUE(plan.move_start({cell % width, cell / width}));
}

void run_random_edits(Grid grid, const MovementRules& rules, const Unit& unit,
                      std::uint32_t seed, int rounds) {
  std::mt19937 rng(seed);
  // Ends where the unit fits (a sized unit does not fit everywhere).
  Result<Replanner> made = fail(ErrorKind::BadArgument, "no ends tried");
  for (int tries = 0; tries < 200 && !made; ++tries) {
    made = Replanner::create(grid, rules, random_open(rng, grid),
                             random_open(rng, grid), unit);
  }
  ASSERT_TRUE(made) << made.error();
  Replanner& plan = made.value();
  plan.plan();
  expect_matches_fresh(grid, plan);
  for (int round = 0; round < rounds && !::testing::Test::HasFailure();
       ++round) {
    ASSERT_TRUE(plan.cells_changed(grid, random_edit(rng, grid, plan.start())));
    if (round % 3 == 0) walk_a_little(rng, plan, grid.width());
    plan.plan();
    expect_matches_fresh(grid, plan);
  }
}

TEST(Replanner, RandomEditsMatchAFreshAStarUnderEveryRuleSet) {
  std::uint32_t seed = 1;
  for (const MovementRules& rules : every_rule_set()) {
    for (int map = 0; map < 6; ++map, ++seed) {
      SCOPED_TRACE(::testing::Message()
                   << "seed " << seed << " " << to_string(rules.connectivity)
                   << " " << to_string(rules.diagonal) << " "
                   << to_string(rules.costs));
      std::mt19937 rng(seed);
      Grid grid = random_terrain_grid(rng, 36, 28, 20 + 4 * map);
      run_random_edits(grid, rules, {}, seed * 7919, 60);
      if (HasFailure()) return;
    }
  }
}

TEST(Replanner, RandomEditsMatchAFreshAStarForASizedUnit) {
  for (std::uint32_t seed = 1; seed <= 6; ++seed) {
    SCOPED_TRACE(::testing::Message() << "seed " << seed);
    std::mt19937 rng(seed);
    Grid grid = random_terrain_grid(rng, 40, 30, 10);
    Unit unit;
    unit.size = 2 + static_cast<int>(seed % 2);
    if (seed > 3) unit.terrain = TerrainTable::parse("200=wall,3=9").value();
    run_random_edits(grid, MovementRules{}, unit, seed * 104729, 40);
    if (HasFailure()) return;
  }
}

// A real map, with walls dropped on the path itself (each one forces a
// repair) and some taken away again.
TEST(Replanner, WallsDroppedOnTheRouteOfAMovingAiMapMatchAFreshAStar) {
  Result<Grid> loaded = read_movingai_map(test::benchmark_file("den011d.map"));
  ASSERT_TRUE(loaded) << loaded.error();
  Grid grid = std::move(loaded).value();
  std::mt19937 rng(52);
  const Point start = random_open(rng, grid);
  const Point goal = random_open(rng, grid);
  Result<Replanner> made =
      Replanner::create(grid, MovementRules{}, start, goal);
  ASSERT_TRUE(made) << made.error();
  Replanner& plan = made.value();
  plan.plan();
  expect_matches_fresh(grid, plan);
  std::vector<Point> dropped;
  for (int round = 0; round < 80 && !HasFailure(); ++round) {
    const std::vector<int>& path = plan.path();
    if (path.size() > 2 && round % 4 != 3) {
      const std::size_t i =
          std::uniform_int_distribution<std::size_t>(1, path.size() - 2)(rng);
      const Point p = grid.point(path[i]);
      grid.set(p, kBlocked);
      dropped.push_back(p);
      ASSERT_TRUE(plan.cells_changed(grid, std::vector<Point>{p}));
    } else if (!dropped.empty()) {
      grid.set(dropped.front(), kOpenGround);
      ASSERT_TRUE(
          plan.cells_changed(grid, std::vector<Point>{dropped.front()}));
      dropped.erase(dropped.begin());
    }
    if (round % 5 == 4) walk_a_little(rng, plan, grid.width());
    plan.plan();
    expect_matches_fresh(grid, plan);
  }
}

TEST(Replanner, AClosedDoorMakesTheGoalUnreachableAndOpeningItRepairs) {
  Grid grid = ascii_grid({
      "..........",
      "#########.",
      "..........",
  });
  Result<Replanner> made =
      Replanner::create(grid, MovementRules{}, {0, 0}, {0, 2});
  ASSERT_TRUE(made);
  Replanner& plan = made.value();
  ASSERT_TRUE(plan.plan());
  const double open_cost = plan.cost();
  EXPECT_EQ(open_cost, fresh_cost(grid, plan));

  grid.set(9, 1, kBlocked);
  ASSERT_TRUE(plan.cells_changed(grid, CellArea{9, 1, 10, 2}));
  EXPECT_FALSE(plan.plan());
  EXPECT_TRUE(plan.path().empty());
  EXPECT_TRUE(std::isinf(plan.cost()));
  EXPECT_EQ(plan.stats().changed, 1);

  grid.set(9, 1, kOpenGround);
  ASSERT_TRUE(plan.cells_changed(grid, CellArea{0, 0, 10, 3}));
  EXPECT_TRUE(plan.plan());
  EXPECT_NEAR(plan.cost(), open_cost, 1e-12);
  expect_matches_fresh(grid, plan);
}

TEST(Replanner, AWalledGoalIsUnreachableUntilItOpens) {
  Grid grid = ascii_grid({"....", "....", "...."});
  Result<Replanner> made =
      Replanner::create(grid, MovementRules{}, {0, 0}, {3, 2});
  ASSERT_TRUE(made);
  Replanner& plan = made.value();
  ASSERT_TRUE(plan.plan());
  grid.set(3, 2, kBlocked);
  ASSERT_TRUE(plan.cells_changed(grid, CellArea{3, 2, 4, 3}));
  EXPECT_FALSE(plan.plan());
  grid.set(3, 2, value_for_weight(4));
  ASSERT_TRUE(plan.cells_changed(grid, CellArea{3, 2, 4, 3}));
  EXPECT_TRUE(plan.plan());
  expect_matches_fresh(grid, plan);
}

// The point of repairing: a change the path does not care about costs a
// handful of cells, and moving along the path costs none.
TEST(Replanner, ARepairTouchesOnlyTheCellsAroundTheChange) {
  Grid grid(120, 120);
  Result<Replanner> made =
      Replanner::create(grid, MovementRules{}, {2, 60}, {117, 60});
  ASSERT_TRUE(made);
  Replanner& plan = made.value();
  plan.plan();
  const ReplanStats first = plan.stats();
  EXPECT_GT(first.expanded, 100);

  ASSERT_TRUE(plan.move_start(grid.point(plan.path()[1])));
  plan.plan();
  EXPECT_EQ(plan.stats().expanded, 0);
  expect_matches_fresh(grid, plan);

  grid.set(60, 2, kBlocked);  // far off the route
  ASSERT_TRUE(plan.cells_changed(grid, CellArea{60, 2, 61, 3}));
  plan.plan();
  EXPECT_EQ(plan.stats().changed, 1);
  EXPECT_LE(plan.stats().touched, 9 + 8);
  EXPECT_TRUE(plan.touched_last(grid.index(60, 2)));
  expect_matches_fresh(grid, plan);

  // Nothing changed: the area's cells equal the copy, so no work.
  ASSERT_TRUE(plan.cells_changed(grid, CellArea{0, 0, 120, 120}));
  plan.plan();
  EXPECT_EQ(plan.stats(), ReplanStats{});
}

TEST(Replanner, BadEndsMovesAndGridsAreRefusedWithTheirCell) {
  Grid grid = ascii_grid({"..#", "...", "..."});
  Result<Replanner> walled =
      Replanner::create(grid, MovementRules{}, {2, 0}, {0, 0});
  ASSERT_FALSE(walled);
  EXPECT_EQ(walled.error(), "start (2,0) is on a wall");
  Result<Replanner> outside =
      Replanner::create(grid, MovementRules{}, {0, 0}, {5, 0});
  ASSERT_FALSE(outside);
  EXPECT_NE(outside.error().find("goal (5,0)"), std::string::npos);
  Unit big;
  big.size = 3;
  Result<Replanner> unfit =
      Replanner::create(grid, MovementRules{}, {0, 0}, {1, 1}, big);
  ASSERT_FALSE(unfit);
  EXPECT_NE(unfit.error().find("size 3"), std::string::npos) << unfit.error();

  Result<Replanner> made =
      Replanner::create(grid, MovementRules{}, {0, 0}, {2, 2});
  ASSERT_TRUE(made);
  Replanner& plan = made.value();
  Status onto_wall = plan.move_start({2, 0});
  ASSERT_FALSE(onto_wall);
  EXPECT_EQ(onto_wall.error(), "the new start (2,0) is on a wall");
  EXPECT_FALSE(plan.move_start({-1, 0}));
  EXPECT_EQ(plan.start(), (Point{0, 0}));
  Status other = plan.cells_changed(Grid(4, 3), CellArea{0, 0, 4, 3});
  ASSERT_FALSE(other);
  EXPECT_EQ(other.error(), "the changed grid is 4x3, the plan's 3x3");
}

}  // namespace replanner_test
}  // namespace astar
