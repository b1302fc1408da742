// The C API's replanner (astar_replanner_*): walls dropped on the route of a
// Moving AI map, each repaired cost equal to a fresh astar_search_find on
// the edited grid, under a sized unit too; and every bad argument named.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "astar.h"
#include "capi_expect.hpp"
#include "run_cli.hpp"

namespace astar::test {
namespace capi_replan_test {

struct Replanning {
  astar_grid* grid = nullptr;
  astar_search* search = nullptr;  // the fresh finds, and the options
  astar_replanner* plan = nullptr;
  astar_error error{};
  ~Replanning() {
    astar_replanner_free(plan);
    astar_search_free(search);
    astar_grid_free(grid);
  }
  std::vector<std::int32_t> path() {
    std::vector<std::int32_t> xy(2 * astar_replanner_path_length(plan));
    EXPECT_EQ(astar_replanner_path(plan, xy.data(), xy.size() / 2, &error),
              ASTAR_OK);
    return xy;
  }
};

void drop_walls_on_the_route(const char* unit_size) {
  Replanning r;
  ASSERT_EQ(
      astar_grid_load(benchmark_file("den011d.map").c_str(), &r.grid, &r.error),
      ASTAR_OK)
      << r.error.message;
  ASSERT_EQ(astar_search_new(&r.search, &r.error), ASTAR_OK);
  ASSERT_EQ(astar_search_set(r.search, "unit-size", unit_size, &r.error),
            ASTAR_OK);
  const int gx = 189, gy = 6;
  int sx = 7, sy = 124;
  ASSERT_EQ(
      astar_replanner_new(r.grid, sx, sy, gx, gy, r.search, &r.plan, &r.error),
      ASTAR_OK)
      << r.error.message;
  for (int round = 0; round < 30; ++round) {
    SCOPED_TRACE("round " + std::to_string(round));
    const int found = astar_replanner_plan(r.plan, &r.error);
    const int fresh =
        astar_search_find(r.search, r.grid, sx, sy, gx, gy, &r.error);
    ASSERT_EQ(found, fresh) << r.error.message;
    if (found != ASTAR_FOUND) break;
    const double cost = astar_search_cost(r.search);
    EXPECT_NEAR(astar_replanner_cost(r.plan), cost, 1e-9 * cost);
    const std::vector<std::int32_t> xy = r.path();
    ASSERT_GE(xy.size(), 6u);
    EXPECT_EQ(xy[0], sx);
    EXPECT_EQ(xy[1], sy);
    EXPECT_GT(astar_replanner_touched(r.plan), 0);
    const std::size_t mid = xy.size() / 4 * 2;
    ASSERT_EQ(astar_grid_set_cell(r.grid, xy[mid], xy[mid + 1], 0, &r.error),
              ASTAR_OK);
    ASSERT_EQ(astar_replanner_cells_changed(r.plan, r.grid, xy[mid],
                                            xy[mid + 1], 1, 1, &r.error),
              ASTAR_OK);
    if (round % 4 == 3) {
      sx = xy[2];
      sy = xy[3];
      ASSERT_EQ(astar_replanner_move_start(r.plan, sx, sy, &r.error), ASTAR_OK);
    }
  }
}

TEST(CapiReplan, WallsOnTheRouteAreRepairedToAFreshFindsCost) {
  drop_walls_on_the_route("1");
}

TEST(CapiReplan, ASizedUnitIsRepairedToAFreshFindsCost) {
  drop_walls_on_the_route("2");
}

TEST(CapiReplan, BadArgumentsAreNamed) {
  Replanning r;
  const std::uint8_t cells[] = {255, 0, 255};
  ASSERT_EQ(astar_grid_new(3, 1, cells, 3, &r.grid, &r.error), ASTAR_OK);
  ASSERT_EQ(astar_search_new(&r.search, &r.error), ASTAR_OK);
  expect_error(
      astar_replanner_new(r.grid, 0, 0, 2, 0, nullptr, nullptr, &r.error),
      r.error, ASTAR_BAD_ARGUMENT, "astar_replanner_new: out is NULL");
  expect_error(
      astar_replanner_new(nullptr, 0, 0, 2, 0, nullptr, &r.plan, &r.error),
      r.error, ASTAR_BAD_ARGUMENT, "grid is NULL");
  expect_error(
      astar_replanner_new(r.grid, 1, 0, 2, 0, nullptr, &r.plan, &r.error),
      r.error, ASTAR_BAD_ARGUMENT, "start (1,0) is on a wall");
  ASSERT_EQ(astar_search_set(r.search, "algo", "dijkstra", &r.error), ASTAR_OK);
  expect_error(
      astar_replanner_new(r.grid, 0, 0, 2, 0, r.search, &r.plan, &r.error),
      r.error, ASTAR_BAD_ARGUMENT, "the option 'algo' does not apply");
  EXPECT_EQ(r.plan, nullptr);
  ASSERT_EQ(astar_replanner_new(r.grid, 0, 0, 2, 0, nullptr, &r.plan, &r.error),
            ASTAR_OK);
  EXPECT_EQ(astar_replanner_plan(r.plan, &r.error), ASTAR_NO_PATH);
  EXPECT_EQ(astar_replanner_cost(r.plan), 0.0);
  EXPECT_EQ(astar_replanner_path_length(r.plan), 0u);
  expect_error(astar_replanner_move_start(r.plan, 3, 0, &r.error), r.error,
               ASTAR_BAD_ARGUMENT, "the new start (3,0) is outside the map");
  expect_error(
      astar_replanner_cells_changed(r.plan, r.grid, 0, 0, 0, 1, &r.error),
      r.error, ASTAR_BAD_ARGUMENT, "an area of 0x1 cells is empty");
  astar_grid* other = nullptr;
  const std::uint8_t four[] = {255, 255, 255, 255};
  ASSERT_EQ(astar_grid_new(4, 1, four, 4, &other, &r.error), ASTAR_OK);
  expect_error(
      astar_replanner_cells_changed(r.plan, other, 0, 0, 1, 1, &r.error),
      r.error, ASTAR_BAD_ARGUMENT, "the changed grid is 4x1");
  astar_grid_free(other);
  // The wall lifted: reported, the next plan finds the way.
  ASSERT_EQ(astar_grid_set_cell(r.grid, 1, 0, 255, &r.error), ASTAR_OK);
  ASSERT_EQ(astar_replanner_cells_changed(r.plan, r.grid, 0, 0, 3, 1, &r.error),
            ASTAR_OK);
  EXPECT_EQ(astar_replanner_plan(r.plan, &r.error), ASTAR_FOUND);
  EXPECT_EQ(astar_replanner_cost(r.plan), 2.0);
  expect_error(astar_replanner_plan(nullptr, &r.error), r.error,
               ASTAR_BAD_ARGUMENT, "replanner is NULL");
  astar_replanner_free(nullptr);
}

}  // namespace capi_replan_test
}  // namespace astar::test
