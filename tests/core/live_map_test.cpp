// Live maps: a grid's revision, and what is derived from a grid (jump maps,
// clearance, unit maps, a search's own caches) following or refusing a
// grid whose cells changed. A stale answer must be impossible.

#include <gtest/gtest.h>

#include <random>

#include "astar/grid/grid.hpp"
#include "astar/grid/units.hpp"
#include "astar/path/post_process.hpp"
#include "astar/search/jump_map.hpp"
#include "astar/search/search.hpp"
#include "test_maps.hpp"

namespace astar {
namespace live_map_test {

using test::ascii_grid;
using test::random_grid;

SearchQuery query(Algorithm algorithm, Point start, Point goal, int size = 1) {
  SearchQuery q;
  q.start = start;
  q.goal = goal;
  q.algorithm = algorithm;
  q.unit.size = size;
  return q;
}

// A corridor map: the straight way from (0,2) to (9,2) is open until the
// door at (5,*) is walled up; the detour through row 0..1 stays open.
Grid corridor() {
  return ascii_grid({
      "..........",
      "..........",
      "..........",
      "..........",
  });
}

void wall_column(Grid& grid, int x, int from_y) {
  for (int y = from_y; y < grid.height(); ++y) grid.set(x, y, kBlocked);
}

// No cell the path occupies (or crosses, for Theta*) is blocked now.
void expect_clear_path(const Grid& grid, const Search& search) {
  ASSERT_EQ(search.status(), SearchStatus::Found);
  std::vector<int> cells = search.path();
  if (search.query().algorithm == Algorithm::Theta) {
    cells = cells_along(grid, to_points(grid, search.path()));
  }
  for (int cell : cells) {
    const Point p = grid.point(cell);
    EXPECT_EQ(unit_fit_problem(grid, search.query().unit, p), "")
        << "the path goes through " << to_string(p);
  }
}

TEST(GridRevision, MovesWithEveryChangeAndIdentifiesTheCells) {
  Grid grid(4, 3);
  const std::uint64_t made = grid.revision();
  EXPECT_NE(made, 0u);
  grid.set(1, 1, kBlocked);
  const std::uint64_t after_set = grid.revision();
  EXPECT_NE(after_set, made);
  grid.cells_to_write()[0] = 7;
  EXPECT_NE(grid.revision(), after_set);

  // A copy has the same cells and stamp; once either changes, no other
  // grid shows the stamp it takes.
  Grid copy = grid;
  EXPECT_EQ(copy.revision(), grid.revision());
  copy.set(2, 2, kBlocked);
  grid.set(3, 2, kBlocked);
  EXPECT_NE(copy.revision(), grid.revision());
  EXPECT_NE(copy.revision(), Grid(4, 3).revision());

  // Equality is of the cells, whatever the stamps.
  Grid same(4, 3);
  Grid also(4, 3);
  EXPECT_NE(same.revision(), also.revision());
  EXPECT_EQ(same, also);

  Grid moved = std::move(copy);
  EXPECT_TRUE(copy.empty());  // NOLINT(bugprone-use-after-move): the contract
  EXPECT_EQ(copy.revision(), 0u);
  EXPECT_FALSE(moved.empty());
}

TEST(LiveMap, AStaleJumpMapIsRefusedNeverFollowedThroughANewWall) {
  Grid grid = corridor();
  JumpMap jumps(grid);
  Search search;
  ASSERT_TRUE(
      search.start(grid, query(Algorithm::JumpPoint, {0, 3}, {9, 3}), &jumps));
  search.run();
  EXPECT_EQ(search.cost(), 9);

  wall_column(grid, 5, 1);
  EXPECT_FALSE(jumps.follows(grid));
  const Status stale =
      search.start(grid, query(Algorithm::JumpPoint, {0, 3}, {9, 3}), &jumps);
  ASSERT_FALSE(stale);
  EXPECT_NE(stale.error().find("does not follow the map"), std::string::npos);

  jumps.follow(grid);
  ASSERT_TRUE(
      search.start(grid, query(Algorithm::JumpPoint, {0, 3}, {9, 3}), &jumps));
  search.run();
  expect_clear_path(grid, search);

  // Another grid of the same size and the same number of changes is not
  // the one the map was built from.
  const Grid other = corridor();
  EXPECT_FALSE(jumps.follows(other));
  EXPECT_FALSE(
      search.start(other, query(Algorithm::JumpPoint, {0, 3}, {9, 3}), &jumps));
}

TEST(LiveMap, AStaleUnitMapIsRefusedAndUpdateFollowsTheEdit) {
  Grid grid = corridor();
  const Unit unit{2, {}};
  UnitMap units(grid, unit);
  Search search;
  ASSERT_TRUE(search.start(grid, query(Algorithm::AStar, {0, 2}, {8, 2}, 2),
                           nullptr, &units));
  grid.set(5, 3, kBlocked);
  EXPECT_FALSE(units.follows(grid));
  EXPECT_FALSE(search.start(grid, query(Algorithm::AStar, {0, 2}, {8, 2}, 2),
                            nullptr, &units));
  units.update(grid, {5, 3, 6, 4});
  EXPECT_TRUE(units.follows(grid));
  EXPECT_EQ(units.grid(), UnitMap(grid, unit).grid());
  ASSERT_TRUE(search.start(grid, query(Algorithm::AStar, {0, 2}, {8, 2}, 2),
                           nullptr, &units));
  search.run();
  expect_clear_path(grid, search);

  // A stale clearance is not used: the unit grid is worked out afresh.
  Clearance clearance;
  clearance.compute(grid, unit.terrain);
  grid.set(2, 0, kBlocked);
  EXPECT_FALSE(clearance.follows(grid));
  EXPECT_EQ(unit_grid(grid, unit, clearance), unit_grid(grid, unit));
}

// One Search reused across edits keeps its own jump map and unit map
// between queries; after each edit it must answer as a fresh search on the
// edited map, for every algorithm and for a unit.
TEST(LiveMap, AReusedSearchSeesEveryEditForEveryAlgorithm) {
  std::mt19937 rng(21);
  const Algorithm algorithms[] = {Algorithm::AStar, Algorithm::JumpPoint,
                                  Algorithm::Theta, Algorithm::Dijkstra};
  for (int trial = 0; trial < 20; ++trial) {
    Grid grid = random_grid(rng, 40, 30, 15, 0);
    std::uniform_int_distribution<int> x(0, 39);
    std::uniform_int_distribution<int> y(0, 29);
    Search reused;
    for (int edit = 0; edit < 6; ++edit) {
      for (int i = 0; i < 25; ++i) grid.set(x(rng), y(rng), kBlocked);
      const Point start{x(rng), y(rng)};
      const Point goal{x(rng), y(rng)};
      grid.set(start, kOpenGround);
      grid.set(goal, kOpenGround);
      for (const Algorithm algorithm : algorithms) {
        for (const int size : {1, 2}) {
          if (size == 2 && algorithm == Algorithm::Theta) continue;
          const SearchQuery q = query(algorithm, start, goal, size);
          Search fresh;
          const Grid copy = grid;
          const bool fits = static_cast<bool>(fresh.start(copy, q));
          ASSERT_EQ(static_cast<bool>(reused.start(grid, q)), fits);
          if (!fits) continue;
          fresh.run();
          reused.run();
          ASSERT_EQ(reused.status(), fresh.status());
          EXPECT_EQ(reused.cost(), fresh.cost());
          if (reused.status() == SearchStatus::Found) {
            expect_clear_path(grid, reused);
          }
        }
      }
    }
  }
}

}  // namespace live_map_test
}  // namespace astar
