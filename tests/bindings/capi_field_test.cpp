// The C API's flow field (astar_field_*): on a small map with terrain, every
// cell's distance equals a fresh astar_search_find's cost to the nearest
// goal, before and after a fill the field is told of, under a sized unit
// too; the copies and the next cells agree; every bad argument is named.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "astar.h"
#include "capi_expect.hpp"

namespace astar::test {
namespace capi_field_test {

constexpr int kWidth = 12, kHeight = 9;

struct Field {
  astar_grid* grid = nullptr;
  astar_search* search = nullptr;  // the fresh finds, and the options
  astar_field* field = nullptr;
  astar_error error{};
  ~Field() {
    astar_field_free(field);
    astar_search_free(search);
    astar_grid_free(grid);
  }
};

// Open ground with a wall across most of the map, a pocket closed on all
// sides, and a band of heavy terrain (a lower byte: a higher weight).
std::vector<std::uint8_t> small_map() {
  std::vector<std::uint8_t> cells(kWidth * kHeight, 255);
  for (int y = 0; y < 7; ++y) cells[y * kWidth + 5] = 0;
  for (int x = 7; x < 12; ++x) cells[4 * kWidth + x] = 100;
  for (int x = 0; x < 3; ++x) cells[7 * kWidth + x] = 0;
  cells[8 * kWidth + 2] = 0;  // (0..1, 8) is a pocket
  return cells;
}

// The cheapest fresh find from (x, y) to any goal; -1 when none is found.
double fresh_cost(Field& f, int x, int y,
                  const std::vector<std::int32_t>& goals) {
  double best = -1;
  for (std::size_t i = 0; i < goals.size(); i += 2) {
    const int found = astar_search_find(f.search, f.grid, x, y, goals[i],
                                        goals[i + 1], &f.error);
    if (found == ASTAR_FOUND) {
      const double cost = astar_search_cost(f.search);
      if (best < 0 || cost < best) best = cost;
    }
  }
  return best;
}

// Every cell's distance against fresh finds, through the copies too.
void expect_fresh_costs(Field& f, const std::vector<std::int32_t>& goals) {
  std::vector<double> all(kWidth * kHeight);
  std::vector<std::int32_t> next(kWidth * kHeight);
  ASSERT_EQ(astar_field_distances(f.field, all.data(), all.size(), &f.error),
            ASTAR_OK);
  ASSERT_EQ(astar_field_next_cells(f.field, next.data(), next.size(), &f.error),
            ASTAR_OK);
  for (int y = 0; y < kHeight; ++y) {
    for (int x = 0; x < kWidth; ++x) {
      SCOPED_TRACE("cell (" + std::to_string(x) + ", " + std::to_string(y) +
                   ")");
      const int cell = y * kWidth + x;
      const double expected = fresh_cost(f, x, y, goals);
      const double got = astar_field_distance(f.field, x, y);
      EXPECT_NEAR(got, expected, 1e-9);
      EXPECT_EQ(all[cell], got);
      EXPECT_EQ(astar_field_reachable(f.field, x, y), expected >= 0 ? 1 : 0);
      std::int32_t nx = 0, ny = 0;
      const int step = astar_field_next(f.field, x, y, &nx, &ny, &f.error);
      EXPECT_EQ(step, expected >= 0 ? ASTAR_FOUND : ASTAR_NO_PATH);
      EXPECT_EQ(next[cell], expected >= 0 ? ny * kWidth + nx : -1);
    }
  }
}

void fill_is_followed(const char* unit_size) {
  Field f;
  const std::vector<std::uint8_t> cells = small_map();
  ASSERT_EQ(astar_grid_new(kWidth, kHeight, cells.data(), cells.size(), &f.grid,
                           &f.error),
            ASTAR_OK);
  ASSERT_EQ(astar_search_new(&f.search, &f.error), ASTAR_OK);
  ASSERT_EQ(astar_search_set(f.search, "unit-size", unit_size, &f.error),
            ASTAR_OK);
  const std::vector<std::int32_t> goals{9, 1, 2, 5};
  ASSERT_EQ(astar_field_new(f.grid, goals.data(), goals.size() / 2, f.search,
                            &f.field, &f.error),
            ASTAR_OK)
      << f.error.message;
  EXPECT_EQ(astar_field_width(f.field), kWidth);
  EXPECT_EQ(astar_field_height(f.field), kHeight);
  EXPECT_EQ(astar_field_follows(f.field, f.grid), 1);
  EXPECT_EQ(astar_field_distance(f.field, 9, 1), 0.0);
  expect_fresh_costs(f, goals);
  // A wall closes the gap under the long wall: cells right of it now walk
  // round by the other goal or not at all.
  ASSERT_EQ(astar_grid_fill(f.grid, 5, 7, 1, 2, 0, &f.error), ASTAR_OK);
  EXPECT_EQ(astar_field_follows(f.field, f.grid), 0);
  ASSERT_EQ(astar_field_update(f.field, f.grid, 5, 7, 1, 2, &f.error), ASTAR_OK)
      << f.error.message;
  EXPECT_EQ(astar_field_follows(f.field, f.grid), 1);
  EXPECT_GT(astar_field_touched(f.field), 0);
  EXPECT_LT(astar_field_touched(f.field), kWidth * kHeight);
  expect_fresh_costs(f, goals);
}

TEST(CapiField, DistancesAreFreshFindsCostsAndFollowAFill) {
  fill_is_followed("1");
}

TEST(CapiField, ASizedUnitsDistancesAreFreshFindsCosts) {
  fill_is_followed("2");
}

TEST(CapiField, AGoalAreaIsEveryCellOfIt) {
  Field f;
  const std::vector<std::uint8_t> cells = small_map();
  ASSERT_EQ(astar_grid_new(kWidth, kHeight, cells.data(), cells.size(), &f.grid,
                           &f.error),
            ASTAR_OK);
  ASSERT_EQ(astar_search_new(&f.search, &f.error), ASTAR_OK);
  // The area (4..6, 0..1) holds walls (5, *), which are no goals.
  ASSERT_EQ(
      astar_field_new_area(f.grid, 4, 0, 3, 2, nullptr, &f.field, &f.error),
      ASTAR_OK)
      << f.error.message;
  expect_fresh_costs(f, {4, 0, 6, 0, 4, 1, 6, 1});
}

TEST(CapiField, BadArgumentsAreNamed) {
  Field f;
  const std::uint8_t cells[] = {255, 0, 255};
  ASSERT_EQ(astar_grid_new(3, 1, cells, 3, &f.grid, &f.error), ASTAR_OK);
  ASSERT_EQ(astar_search_new(&f.search, &f.error), ASTAR_OK);
  const std::int32_t wall[] = {1, 0}, outside[] = {0, 0, 7, 0}, goal[] = {2, 0};
  expect_error(astar_field_new(f.grid, goal, 1, nullptr, nullptr, &f.error),
               f.error, ASTAR_BAD_ARGUMENT, "astar_field_new: out is NULL");
  expect_error(astar_field_new(nullptr, goal, 1, nullptr, &f.field, &f.error),
               f.error, ASTAR_BAD_ARGUMENT, "grid is NULL");
  expect_error(astar_field_new(f.grid, wall, 1, nullptr, &f.field, &f.error),
               f.error, ASTAR_BAD_ARGUMENT, "goal (1,0) is on a wall");
  expect_error(astar_field_new(f.grid, outside, 2, nullptr, &f.field, &f.error),
               f.error, ASTAR_BAD_ARGUMENT,
               "goal (7,0) is outside the 3x1 map");
  expect_error(astar_field_new(f.grid, goal, 0, nullptr, &f.field, &f.error),
               f.error, ASTAR_BAD_ARGUMENT, "at least one goal");
  expect_error(
      astar_field_new_area(f.grid, 1, 0, 1, 1, nullptr, &f.field, &f.error),
      f.error, ASTAR_BAD_ARGUMENT, "has no cell where the unit can stand");
  expect_error(
      astar_field_new_area(f.grid, 2, 0, 2, 1, nullptr, &f.field, &f.error),
      f.error, ASTAR_BAD_ARGUMENT, "is not inside the 3x1 map");
  ASSERT_EQ(astar_search_set(f.search, "algo", "dijkstra", &f.error), ASTAR_OK);
  expect_error(astar_field_new(f.grid, goal, 1, f.search, &f.field, &f.error),
               f.error, ASTAR_BAD_ARGUMENT, "the option 'algo' does not apply");
  EXPECT_EQ(f.field, nullptr);
  ASSERT_EQ(astar_field_new(f.grid, goal, 1, nullptr, &f.field, &f.error),
            ASTAR_OK);
  EXPECT_EQ(astar_field_distance(f.field, 0, 0), -1.0);
  EXPECT_EQ(astar_field_distance(f.field, 3, 0), -1.0);
  EXPECT_EQ(astar_field_reachable(f.field, 0, 0), 0);
  std::int32_t nx = 0, ny = 0;
  expect_error(astar_field_next(f.field, 3, 0, &nx, &ny, &f.error), f.error,
               ASTAR_BAD_ARGUMENT, "cell (3, 0) is outside the 3x1 map");
  EXPECT_EQ(astar_field_next(f.field, 2, 0, &nx, &ny, &f.error), ASTAR_FOUND);
  EXPECT_EQ(nx, 2);  // a goal's next cell is itself
  double few[2];
  expect_error(astar_field_distances(f.field, few, 2, &f.error), f.error,
               ASTAR_BAD_ARGUMENT,
               "the buffer holds 2 values, the field has 3");
  expect_error(astar_field_update(f.field, f.grid, 0, 0, 0, 1, &f.error),
               f.error, ASTAR_BAD_ARGUMENT, "an area of 0x1 cells is empty");
  astar_grid* other = nullptr;
  const std::uint8_t four[] = {255, 255, 255, 255};
  ASSERT_EQ(astar_grid_new(4, 1, four, 4, &other, &f.error), ASTAR_OK);
  EXPECT_LT(astar_field_update(f.field, other, 0, 0, 1, 1, &f.error), 0);
  astar_grid_free(other);
  // The wall lifted: told, the field reaches the left end.
  ASSERT_EQ(astar_grid_set_cell(f.grid, 1, 0, 255, &f.error), ASTAR_OK);
  ASSERT_EQ(astar_field_update(f.field, f.grid, 1, 0, 1, 1, &f.error),
            ASTAR_OK);
  EXPECT_EQ(astar_field_distance(f.field, 0, 0), 2.0);
  expect_error(astar_field_update(nullptr, f.grid, 0, 0, 1, 1, &f.error),
               f.error, ASTAR_BAD_ARGUMENT, "field is NULL");
  astar_field_free(nullptr);
}

}  // namespace capi_field_test
}  // namespace astar::test
