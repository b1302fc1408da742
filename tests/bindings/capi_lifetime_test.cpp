// The C API's lifetimes and live maps under a sliced search: a grid freed
// while a search runs on it is held until the query ends, and a cell
// changed mid-search restarts the query, so no path ever crosses it.

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "astar.h"
#include "run_cli.hpp"

namespace astar::test {
namespace capi_lifetime_test {

using Points = std::vector<std::int32_t>;  // x0, y0, x1, y1, ...

// 64 x 48: a wall down x = 32 from the top to y = 44, and pillars every 4
// cells above y = 40 (so that JPS has jump points to expand). A query from
// the top-left to the top-right detours through the gap below the wall:
// over a thousand expansions for A*, some 270 for JPS.
constexpr int kWidth = 64;
constexpr int kHeight = 48;
constexpr int kStart[2] = {4, 4};
constexpr int kGoal[2] = {60, 4};

std::vector<std::uint8_t> detour_cells() {
  std::vector<std::uint8_t> cells(kWidth * kHeight, 255);
  for (int y = 0; y < 40; y += 4)
    for (int x = 2; x < kWidth; x += 4) cells[(y + 2) * kWidth + x] = 0;
  for (int y = 0; y <= 44; ++y) cells[y * kWidth + 32] = 0;
  return cells;
}

astar_grid* new_grid(const std::vector<std::uint8_t>& cells) {
  astar_grid* grid = nullptr;
  astar_error error{};
  EXPECT_EQ(astar_grid_new(kWidth, kHeight, cells.data(), cells.size(), &grid,
                           &error),
            ASTAR_OK)
      << error.message;
  return grid;
}

/// A search with `options` (name, value, ...), freed with the test.
struct SearchHandle {
  astar_search* search = nullptr;
  astar_error error{};
  explicit SearchHandle(const std::vector<std::string>& options = {}) {
    EXPECT_EQ(astar_search_new(&search, &error), ASTAR_OK);
    for (std::size_t i = 0; i + 1 < options.size(); i += 2) {
      EXPECT_EQ(astar_search_set(search, options[i].c_str(),
                                 options[i + 1].c_str(), &error),
                ASTAR_OK)
          << error.message;
    }
  }
  ~SearchHandle() { astar_search_free(search); }
  int start(const astar_grid* grid) {
    return astar_search_start(search, grid, kStart[0], kStart[1], kGoal[0],
                              kGoal[1], &error);
  }
  int find(const astar_grid* grid) {
    return astar_search_find(search, grid, kStart[0], kStart[1], kGoal[0],
                             kGoal[1], &error);
  }
  int finish() {
    int status = ASTAR_RUNNING;
    for (int i = 0; i < 100000 && status == ASTAR_RUNNING; ++i) {
      status = astar_search_advance(search, 97, 0, &error);
    }
    return status;
  }
  Points path() {
    Points xy(2 * astar_search_path_length(search));
    EXPECT_EQ(astar_search_path(search, xy.data(), xy.size() / 2, &error),
              ASTAR_OK);
    return xy;
  }
};

std::uint8_t cell_at(const astar_grid* grid, int x, int y) {
  std::uint8_t value = 0;
  astar_error error{};
  EXPECT_EQ(astar_grid_get_cell(grid, x, y, &value, &error), ASTAR_OK)
      << error.message;
  return value;
}

// The cells a path covers, in order, each once: a unit's whole footprint
// at every path cell; for theta, every cell whose inside one of its
// straight segments (centre to centre) passes through, sampled finely.
std::vector<std::pair<int, int>> cells_covered(const Points& xy, bool any_angle,
                                               int size) {
  std::vector<std::pair<int, int>> cells;
  const auto add = [&](int x, int y) {
    if (std::find(cells.begin(), cells.end(), std::pair{x, y}) == cells.end())
      cells.emplace_back(x, y);
  };
  for (std::size_t i = 0; i < xy.size(); i += 2) {
    if (!any_angle || i == 0) {
      for (int dy = 0; dy < size; ++dy)
        for (int dx = 0; dx < size; ++dx) add(xy[i] + dx, xy[i + 1] + dy);
      continue;
    }
    const double x0 = xy[i - 2] + 0.5, y0 = xy[i - 1] + 0.5;
    const double x1 = xy[i] + 0.5, y1 = xy[i + 1] + 0.5;
    const int samples =
        1000 * static_cast<int>(std::ceil(std::hypot(x1 - x0, y1 - y0) + 1));
    for (int s = 0; s <= samples; ++s) {
      const double x = x0 + (x1 - x0) * s / samples;
      const double y = y0 + (y1 - y0) * s / samples;
      // On a cell's edge or corner the segment only grazes it.
      const double fx = x - std::floor(x), fy = y - std::floor(y);
      if (fx < 1e-6 || fx > 1 - 1e-6 || fy < 1e-6 || fy > 1 - 1e-6) continue;
      add(static_cast<int>(std::floor(x)), static_cast<int>(std::floor(y)));
    }
  }
  return cells;
}

bool covers_a_wall(const astar_grid* grid, const Points& xy, bool any_angle,
                   int size) {
  for (const auto& [x, y] : cells_covered(xy, any_angle, size)) {
    if (cell_at(grid, x, y) == 0) return true;
  }
  return false;
}

/// astar-cli's cost for the query on `cells`, written as a Moving AI map.
double cli_cost(const std::vector<std::uint8_t>& cells,
                const std::vector<std::string>& options) {
  const std::filesystem::path map =
      std::filesystem::temp_directory_path() /
      ("capi_lifetime_" + std::to_string(::getpid()) + ".map");
  {
    std::ofstream out(map);
    out << "type octile\nheight " << kHeight << "\nwidth " << kWidth
        << "\nmap\n";
    for (int y = 0; y < kHeight; ++y) {
      for (int x = 0; x < kWidth; ++x)
        out << (cells[y * kWidth + x] ? '.' : '@');
      out << '\n';
    }
  }
  std::vector<std::string> args = {"path", map.string(), "--from", "4,4",
                                   "--to", "60,4",       "--json"};
  for (std::size_t i = 0; i + 1 < options.size(); i += 2) {
    args.push_back("--" + options[i]);
    args.push_back(options[i + 1]);
  }
  const CliRun run = run_cli(args);
  std::filesystem::remove(map);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  return nlohmann::json::parse(run.out)["cost"].get<double>();
}

struct Case {
  std::vector<std::string> options;
  std::int64_t expansions;  // before the wall goes up
};

// Advances a sliced search part of the way, walls the 4th cell the optimal
// path covers, and finishes: the path must avoid the wall and be the one
// a find gives on the new map (and cost what astar-cli says).
void expect_no_path_through_a_new_wall(const Case& c) {
  const bool theta = c.options[1] == "theta";
  const int size = c.options.size() > 2 ? std::stoi(c.options[3]) : 1;
  std::vector<std::uint8_t> cells = detour_cells();
  astar_grid* grid = new_grid(cells);
  SearchHandle whole(c.options), sliced(c.options);
  ASSERT_EQ(whole.find(grid), ASTAR_FOUND) << whole.error.message;
  const std::int64_t total = astar_search_expanded(whole.search);
  // The 4th cell of the path (for a unit, its footprint's top-left; for
  // theta, of the cells its first segment crosses).
  const Points optimal = whole.path();
  const auto covered = cells_covered(optimal, true, 1);
  ASSERT_GT(theta ? covered.size() : optimal.size() / 2, 4u);
  const int wx = theta ? covered[3].first : optimal[6];
  const int wy = theta ? covered[3].second : optimal[7];
  ASSERT_EQ(sliced.start(grid), ASTAR_RUNNING) << sliced.error.message;
  const std::int64_t before = std::min(c.expansions, total / 2);
  ASSERT_EQ(astar_search_advance(sliced.search, before, 0, &sliced.error),
            ASTAR_RUNNING);
  ASSERT_EQ(astar_grid_set_cell(grid, wx, wy, 0, &sliced.error), ASTAR_OK);
  cells[wy * kWidth + wx] = 0;
  ASSERT_EQ(sliced.finish(), ASTAR_FOUND) << sliced.error.message;
  const Points path = sliced.path();
  EXPECT_FALSE(covers_a_wall(grid, path, theta, size))
      << "the path crosses the wall at (" << wx << "," << wy << ")";
  EXPECT_EQ(astar_search_restarts(sliced.search), 1);
  ASSERT_EQ(whole.find(grid), ASTAR_FOUND);
  EXPECT_EQ(path, whole.path());
  EXPECT_EQ(astar_search_cost(sliced.search), astar_search_cost(whole.search));
  EXPECT_EQ(astar_search_expanded(sliced.search),
            astar_search_expanded(whole.search));
  EXPECT_DOUBLE_EQ(astar_search_cost(sliced.search),
                   cli_cost(cells, c.options));
  astar_grid_free(grid);
}

TEST(CapiLifetimeTest, ASlicedSearchNeverCrossesACellChangedMidSearch) {
  const std::vector<Case> cases = {
      {{"algo", "astar"}, 2000},
      {{"algo", "jps"}, 20},
      {{"algo", "theta"}, 2000},
      {{"algo", "dijkstra"}, 2000},
      {{"algo", "astar", "size", "2"}, 2000},
      {{"algo", "bi-astar"}, 2000},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.options[1] + (c.options.size() > 2 ? " size 2" : ""));
    expect_no_path_through_a_new_wall(c);
  }
}

TEST(CapiLifetimeTest, AnOpeningMidSearchIsTakenAndSameValuesChangeNothing) {
  astar_grid* grid = new_grid(detour_cells());
  SearchHandle sliced, whole;
  ASSERT_EQ(sliced.start(grid), ASTAR_RUNNING);
  ASSERT_EQ(astar_search_advance(sliced.search, 100, 0, &sliced.error),
            ASTAR_RUNNING);
  // Setting bytes to what they hold is no change: no restart.
  ASSERT_EQ(astar_grid_set_cell(grid, 32, 4, 0, &sliced.error), ASTAR_OK);
  const std::int32_t xy[] = {0, 0, 11, 11};
  const std::uint8_t open[] = {255, 255};  // both open already
  ASSERT_EQ(astar_grid_set_cells(grid, xy, open, 2, &sliced.error), ASTAR_OK);
  ASSERT_EQ(astar_search_advance(sliced.search, 100, 0, &sliced.error),
            ASTAR_RUNNING);
  EXPECT_EQ(astar_search_restarts(sliced.search), 0);
  EXPECT_EQ(astar_search_expanded(sliced.search), 200);
  // A door opens in the wall: the path goes straight through it.
  ASSERT_EQ(astar_grid_set_cell(grid, 32, 4, 255, &sliced.error), ASTAR_OK);
  ASSERT_EQ(sliced.finish(), ASTAR_FOUND);
  EXPECT_EQ(astar_search_restarts(sliced.search), 1);
  EXPECT_DOUBLE_EQ(astar_search_cost(sliced.search), 56);
  ASSERT_EQ(whole.find(grid), ASTAR_FOUND);
  EXPECT_EQ(sliced.path(), whole.path());
  // A new start forgets the count.
  ASSERT_EQ(sliced.start(grid), ASTAR_RUNNING);
  EXPECT_EQ(astar_search_restarts(sliced.search), 0);
  astar_grid_free(grid);
}

TEST(CapiLifetimeTest, AGoalWalledMidSearchIsNoPathAndTerrainUnderJpsAnError) {
  astar_grid* grid = new_grid(detour_cells());
  SearchHandle astar, unit({"size", "2"}), jps({"algo", "jps"});
  for (SearchHandle* s : {&astar, &unit, &jps}) {
    ASSERT_EQ(s->start(grid), ASTAR_RUNNING);
    ASSERT_EQ(astar_search_advance(s->search, 5, 0, &s->error), ASTAR_RUNNING);
  }
  // (61,5) is in the 2x2 unit's footprint at the goal, not the goal itself.
  ASSERT_EQ(astar_grid_set_cell(grid, 61, 5, 0, nullptr), ASTAR_OK);
  EXPECT_EQ(astar_search_advance(unit.search, 5, 0, &unit.error),
            ASTAR_NO_PATH);
  EXPECT_EQ(astar_search_restarts(unit.search), 1);
  EXPECT_EQ(astar_search_path_length(unit.search), 0u);
  ASSERT_EQ(astar_grid_set_cell(grid, kGoal[0], kGoal[1], 0, nullptr),
            ASTAR_OK);
  EXPECT_EQ(astar_search_advance(astar.search, 5, 0, &astar.error),
            ASTAR_NO_PATH);
  EXPECT_EQ(astar_search_status(astar.search), ASTAR_NO_PATH);
  ASSERT_EQ(astar_grid_set_cell(grid, kGoal[0], kGoal[1], 255, nullptr),
            ASTAR_OK);
  ASSERT_EQ(astar_grid_set_cell(grid, 10, 20, 100, nullptr), ASTAR_OK);
  const int code = astar_search_advance(jps.search, 5, 0, &jps.error);
  EXPECT_EQ(code, ASTAR_BAD_ARGUMENT);
  EXPECT_NE(std::string(jps.error.message).find("the map changed"),
            std::string::npos)
      << jps.error.message;
  EXPECT_NE(std::string(jps.error.message).find("terrain"), std::string::npos)
      << jps.error.message;
  EXPECT_EQ(astar_search_status(jps.search), ASTAR_OK);
  astar_grid_free(grid);
}

// --- lifetimes --------------------------------------------------------

TEST(CapiLifetimeTest, AGridFreedUnderARunningSearchIsHeldUntilItEnds) {
  SearchHandle whole, sliced;
  astar_grid* grid = new_grid(detour_cells());
  ASSERT_EQ(whole.find(grid), ASTAR_FOUND);
  ASSERT_EQ(sliced.start(grid), ASTAR_RUNNING);
  ASSERT_EQ(astar_search_advance(sliced.search, 10, 0, &sliced.error),
            ASTAR_RUNNING);
  astar_grid_free(grid);
  // The sequence: the search finishes on the grid it holds.
  EXPECT_EQ(astar_search_advance(sliced.search, 1000000, 0, &sliced.error),
            ASTAR_FOUND)
      << sliced.error.message;
  EXPECT_EQ(sliced.path(), whole.path());
}

TEST(CapiLifetimeTest, AFreedGridStillHeldRefusesUseAndASecondFree) {
  SearchHandle sliced, other;
  astar_grid* grid = new_grid(detour_cells());
  ASSERT_EQ(sliced.start(grid), ASTAR_RUNNING);
  astar_grid_free(grid);
  const auto expect_freed = [](int code, const astar_error& error) {
    EXPECT_EQ(code, ASTAR_BAD_ARGUMENT);
    EXPECT_NE(std::string(error.message).find("the grid was freed"),
              std::string::npos)
        << error.message;
  };
  astar_error error{};
  std::uint8_t value = 0;
  expect_freed(astar_grid_set_cell(grid, 1, 1, 0, &error), error);
  expect_freed(astar_grid_get_cell(grid, 1, 1, &value, &error), error);
  expect_freed(other.start(grid), other.error);
  EXPECT_EQ(astar_grid_width(grid), 0);
  astar_grid_free(grid);  // ignored: the search's hold stays
  EXPECT_EQ(sliced.finish(), ASTAR_FOUND) << sliced.error.message;
}

// Every order of ending the query, freeing the grid and freeing the search
// (ASan's leak check in the sanitizer tree sees a grid never deleted).
TEST(CapiLifetimeTest, GridsAndSearchesMayBeFreedInAnyOrder) {
  enum Step { FreeGrid, FreeSearch, Cancel, Restart, Finish };
  const std::vector<std::vector<Step>> orders = {
      {FreeGrid, FreeSearch},
      {FreeSearch, FreeGrid},
      {FreeGrid, Cancel, FreeSearch},
      {FreeGrid, Restart, FreeSearch},
      {FreeGrid, Finish, FreeSearch},
      {Cancel, FreeGrid, FreeSearch},
      {FreeGrid, Finish, Restart, FreeSearch},
  };
  const std::vector<std::uint8_t> cells = detour_cells();
  for (const auto& order : orders) {
    astar_grid* grid = new_grid(cells);
    astar_grid* spare = new_grid(cells);
    astar_search* search = nullptr;
    astar_error error{};
    ASSERT_EQ(astar_search_new(&search, &error), ASTAR_OK);
    ASSERT_EQ(astar_search_start(search, grid, 4, 4, 60, 4, &error),
              ASTAR_RUNNING);
    ASSERT_EQ(astar_search_advance(search, 10, 0, &error), ASTAR_RUNNING);
    for (const Step step : order) {
      if (step == FreeGrid) astar_grid_free(grid);
      if (step == FreeSearch) astar_search_free(search);
      if (step == Cancel) astar_search_cancel(search);
      if (step == Restart) {
        EXPECT_EQ(astar_search_start(search, spare, 4, 4, 60, 4, &error),
                  ASTAR_RUNNING);
      }
      if (step == Finish) {
        EXPECT_EQ(astar_search_advance(search, 1000000, 0, &error),
                  ASTAR_FOUND);
      }
    }
    astar_grid_free(spare);
  }
}

}  // namespace capi_lifetime_test
}  // namespace astar::test
