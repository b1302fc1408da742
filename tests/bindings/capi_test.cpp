// The C API (astar.h) as a C program sees it: every argument checked, every
// error a status and a message, and the same paths as the real astar-cli.

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "astar.h"
#include "astar/io/map_io.hpp"
#include "capi_expect.hpp"
#include "run_cli.hpp"

namespace astar::test {
namespace capi_test {

/// Owns a grid and a search for one test; frees both, as a C caller must.
struct Handles {
  astar_grid* grid = nullptr;
  astar_search* search = nullptr;
  astar_error error{};
  Handles() { EXPECT_EQ(astar_search_new(&search, &error), ASTAR_OK); }
  ~Handles() {
    astar_search_free(search);
    astar_grid_free(grid);
  }
  int load(const std::string& path) {
    return astar_grid_load(path.c_str(), &grid, &error);
  }
  int set(const char* name, const char* value) {
    return astar_search_set(search, name, value, &error);
  }
  int find(int sx, int sy, int gx, int gy) {
    return astar_search_find(search, grid, sx, sy, gx, gy, &error);
  }
  std::vector<std::int32_t> path() {
    std::vector<std::int32_t> xy(2 * astar_search_path_length(search));
    EXPECT_EQ(astar_search_path(search, xy.data(), xy.size() / 2, &error),
              ASTAR_OK);
    return xy;
  }
};

/// Expects `code` was an error of `status` whose message holds `mention`.
/// astar-cli path's --json answer for the same query and options.
nlohmann::json cli_path(const std::string& map, int sx, int sy, int gx, int gy,
                        const std::vector<std::string>& options) {
  std::vector<std::string> args = {
      "path",   map,
      "--from", std::to_string(sx) + "," + std::to_string(sy),
      "--to",   std::to_string(gx) + "," + std::to_string(gy),
      "--json"};
  args.insert(args.end(), options.begin(), options.end());
  const CliRun run = run_cli(args);
  EXPECT_LE(run.exit_code, 1) << run.err;
  return nlohmann::json::parse(run.out);
}

/// Runs one query through the C API and through astar-cli and compares.
void expect_same_as_cli(const std::string& map, int sx, int sy, int gx, int gy,
                        const std::vector<std::string>& options) {
  SCOPED_TRACE(map + " " + std::to_string(sx) + "," + std::to_string(sy) +
               " -> " + std::to_string(gx) + "," + std::to_string(gy));
  Handles h;
  ASSERT_EQ(h.load(map), ASTAR_OK) << h.error.message;
  for (std::size_t i = 0; i + 1 < options.size(); i += 2) {
    ASSERT_EQ(h.set(options[i].c_str() + 2, options[i + 1].c_str()), ASTAR_OK)
        << h.error.message;
  }
  const int found = h.find(sx, sy, gx, gy);
  const nlohmann::json cli = cli_path(map, sx, sy, gx, gy, options);
  EXPECT_EQ(found == ASTAR_FOUND, cli["found"].get<bool>()) << h.error.message;
  EXPECT_EQ(astar_search_cost(h.search), cli["cost"].get<double>());
  EXPECT_EQ(astar_search_expanded(h.search), cli["expanded"].get<long long>());
  std::vector<std::int32_t> expected;
  for (const auto& xy : cli["path"]) {
    expected.push_back(xy[0].get<int>());
    expected.push_back(xy[1].get<int>());
  }
  EXPECT_EQ(h.path(), expected);
}

TEST(CapiTest, MovingAiScenariosMatchTheCli) {
  const std::string map = benchmark_file("arena.map");
  // Lines of arena.map.scen: short, long, and corner to corner.
  expect_same_as_cli(map, 1, 13, 4, 12, {});
  expect_same_as_cli(map, 1, 11, 35, 42, {});
  expect_same_as_cli(map, 1, 7, 47, 46, {"--algo", "dijkstra"});
  // JPS reads a bit map the grid handle builds once; find twice on it.
  expect_same_as_cli(map, 1, 11, 35, 42, {"--algo", "jps"});
  expect_same_as_cli(map, 1, 7, 47, 46, {"--algo", "jps"});
}

// The bidirectional names come from the same table: the C API runs them
// exactly as the CLI does, and their costs are A*'s.
TEST(CapiTest, BidirectionalSearchesMatchTheCliAndAStar) {
  const std::string arena = benchmark_file("arena.map");
  const std::string demo = std::string(ASTAR_SOURCE_DIR) + "/assets/demo.png";
  for (const char* algo : {"bi-astar", "bi-dijkstra", "bi-bfs"}) {
    expect_same_as_cli(arena, 1, 11, 35, 42, {"--algo", algo});
    expect_same_as_cli(demo, 2, 2, 58, 35, {"--algo", algo});
  }
  expect_same_as_cli(
      demo, 2, 2, 58, 35,
      {"--algo", "bi-astar", "--size", "2", "--connectivity", "4"});
  Handles astar;
  ASSERT_EQ(astar.load(demo), ASTAR_OK) << astar.error.message;
  ASSERT_EQ(astar.find(2, 2, 58, 35), ASTAR_FOUND) << astar.error.message;
  Handles both;
  ASSERT_EQ(both.load(demo), ASTAR_OK) << both.error.message;
  ASSERT_EQ(both.set("algo", "bi-astar"), ASTAR_OK) << both.error.message;
  ASSERT_EQ(both.find(2, 2, 58, 35), ASTAR_FOUND) << both.error.message;
  EXPECT_EQ(astar_search_cost(both.search), astar_search_cost(astar.search));
}

TEST(CapiTest, EveryOptionMatchesTheCli) {
  // The demo map has terrain of weights 2 to 10, so costs tell options apart.
  const std::string map = std::string(ASTAR_SOURCE_DIR) + "/assets/demo.png";
  const std::vector<std::vector<std::string>> cases = {
      {"--connectivity", "4", "--costs", "10-14"},
      {"--corners", "always", "--heuristic", "euclidean"},
      {"--corners", "no-squeeze", "--tie-break", "fifo"},
      {"--algo", "greedy", "--tie-break", "high-h"},
      {"--algo", "bfs", "--connectivity", "4"},
      {"--weight", "1.5"},
      {"--algo", "weighted"},
      {"--heuristic", "chebyshev", "--tie-break", "lifo"},
      {"--heuristic", "zero", "--costs", "10-14"},
  };
  for (const auto& options : cases)
    expect_same_as_cli(map, 1, 1, 62, 38, options);
}

// Units (size and terrain) through the C API give astar-cli's paths, and
// JPS searches the unit's grid, not the map's.
TEST(CapiTest, UnitsMatchTheCli) {
  const std::string demo = std::string(ASTAR_SOURCE_DIR) + "/assets/demo.png";
  const std::vector<std::vector<std::string>> cases = {
      {"--size", "2"},
      {"--size", "2", "--terrain", "10=1,3=wall"},
      {"--terrain", "5=2,2=9"},
      {"--size", "2", "--algo", "dijkstra"},
  };
  for (const auto& options : cases)
    expect_same_as_cli(demo, 1, 1, 58, 35, options);
  const std::string arena = benchmark_file("arena.map");
  expect_same_as_cli(arena, 1, 11, 35, 42, {"--size", "3", "--algo", "jps"});
  expect_same_as_cli(arena, 1, 11, 35, 42, {"--size", "3"});
  expect_same_as_cli(arena, 1, 11, 35, 42, {"--size", "3", "--terrain", "1=2"});
}

TEST(CapiTest, AUnitThatDoesNotFitIsAnError) {
  // A 3x3 room with a wall in its bottom-right corner.
  const std::vector<std::uint8_t> cells = {255, 255, 255, 255, 255,
                                           255, 255, 255, 0};
  Handles h;
  ASSERT_EQ(astar_grid_new(3, 3, cells.data(), 9, &h.grid, &h.error), ASTAR_OK);
  ASSERT_EQ(h.set("size", "2"), ASTAR_OK) << h.error.message;
  expect_error(
      h.find(1, 1, 0, 0), h.error, ASTAR_BAD_ARGUMENT,
      "start: a unit of size 2 does not fit at (1,1): (2,2) is a wall");
  EXPECT_EQ(h.find(0, 0, 1, 0), ASTAR_FOUND) << h.error.message;
  expect_error(h.set("size", "33"), h.error, ASTAR_BAD_ARGUMENT,
               "astar_search_set: size '33'");
  expect_error(h.set("terrain", "10=lava"), h.error, ASTAR_BAD_ARGUMENT,
               "astar_search_set: terrain '10=lava'");
}

// For Theta* the C API's path is the path's vertices: astar-cli's
// "waypoints" (its "path" lists the cells they cross).
TEST(CapiTest, ThetaGivesItsVertices) {
  const std::string map = std::string(ASTAR_SOURCE_DIR) + "/assets/demo.png";
  Handles h;
  ASSERT_EQ(h.load(map), ASTAR_OK) << h.error.message;
  ASSERT_EQ(h.set("algo", "theta"), ASTAR_OK) << h.error.message;
  ASSERT_EQ(h.find(1, 1, 62, 38), ASTAR_FOUND) << h.error.message;
  const nlohmann::json cli = cli_path(map, 1, 1, 62, 38, {"--algo", "theta"});
  EXPECT_EQ(astar_search_cost(h.search), cli["cost"].get<double>());
  std::vector<std::int32_t> vertices;
  for (const auto& xy : cli["waypoints"]) {
    vertices.push_back(xy[0].get<int>());
    vertices.push_back(xy[1].get<int>());
  }
  EXPECT_EQ(h.path(), vertices);
  EXPECT_LT(vertices.size() / 2, cli["path"].size());
  ASSERT_EQ(h.set("connectivity", "4"), ASTAR_OK);
  expect_error(h.find(1, 1, 62, 38), h.error, ASTAR_BAD_ARGUMENT,
               "Theta* needs 8-connectivity");
}

TEST(CapiTest, GridFromBytesChecksEveryArgument) {
  const std::vector<std::uint8_t> cells(6, 255);
  astar_grid* grid = nullptr;
  astar_error error{};
  expect_error(astar_grid_new(3, 2, cells.data(), 5, &grid, &error), error,
               ASTAR_BAD_ARGUMENT, "a 3x2 grid needs 6 cell bytes, got 5");
  EXPECT_EQ(grid, nullptr);
  expect_error(astar_grid_new(0, 2, cells.data(), 0, &grid, &error), error,
               ASTAR_BAD_ARGUMENT, "grid size 0x2");
  expect_error(astar_grid_new(8193, 1, cells.data(), 8193, &grid, &error),
               error, ASTAR_BAD_ARGUMENT, "grid size 8193x1");
  expect_error(astar_grid_new(-3, -2, cells.data(), 6, &grid, &error), error,
               ASTAR_BAD_ARGUMENT, "grid size -3x-2");
  expect_error(astar_grid_new(3, 2, nullptr, 6, &grid, &error), error,
               ASTAR_BAD_ARGUMENT, "cells is NULL");
  expect_error(astar_grid_new(3, 2, cells.data(), 6, nullptr, &error), error,
               ASTAR_BAD_ARGUMENT, "out is NULL");
  // A NULL error is allowed: the status alone still says what happened.
  EXPECT_EQ(astar_grid_new(3, 2, cells.data(), 5, &grid, nullptr),
            ASTAR_BAD_ARGUMENT);
  ASSERT_EQ(astar_grid_new(3, 2, cells.data(), 6, &grid, &error), ASTAR_OK);
  EXPECT_EQ(error.code, ASTAR_OK);
  EXPECT_STREQ(error.message, "");
  EXPECT_EQ(astar_grid_width(grid), 3);
  EXPECT_EQ(astar_grid_height(grid), 2);
  astar_grid_free(grid);
}

TEST(CapiTest, TerrainBytesAreThePngCellFormat) {
  // 255 open (weight 1), 254 weight 2, 0 a wall; 4-connected, row 1 walled
  // but for x = 3, so the path must go through the weight-2 cells.
  const std::vector<std::uint8_t> cells = {255, 254, 254, 255,  //
                                           0,   0,   0,   255,  //
                                           255, 255, 255, 255};
  Handles h;
  ASSERT_EQ(astar_grid_new(4, 3, cells.data(), cells.size(), &h.grid, &h.error),
            ASTAR_OK);
  ASSERT_EQ(h.set("connectivity", "4"), ASTAR_OK);
  ASSERT_EQ(h.find(0, 0, 0, 2), ASTAR_FOUND) << h.error.message;
  // (1,0) and (2,0) weigh 2, then (3,0) (3,1) (3,2) (2,2) (1,2) (0,2) 1 each.
  EXPECT_DOUBLE_EQ(astar_search_cost(h.search), 2 + 2 + 6);
  EXPECT_EQ(astar_search_path_length(h.search), 9u);
  std::uint8_t value = 0;
  ASSERT_EQ(astar_grid_cell(h.grid, 1, 0, &value, &h.error), ASTAR_OK);
  EXPECT_EQ(value, 254);
  expect_error(astar_grid_cell(h.grid, 4, 0, &value, &h.error), h.error,
               ASTAR_BAD_ARGUMENT, "cell (4,0) is outside the 4x3 map");
  std::vector<std::uint8_t> copy(12);
  ASSERT_EQ(astar_grid_cells(h.grid, copy.data(), copy.size(), &h.error),
            ASTAR_OK);
  EXPECT_EQ(copy, cells);
  expect_error(astar_grid_cells(h.grid, copy.data(), 11, &h.error), h.error,
               ASTAR_BAD_ARGUMENT, "holds 11 bytes, the map has 12 cells");
}

TEST(CapiTest, NoPathIsNotAnError) {
  const std::vector<std::uint8_t> cells = {255, 0, 255};
  Handles h;
  ASSERT_EQ(astar_grid_new(3, 1, cells.data(), 3, &h.grid, &h.error), ASTAR_OK);
  EXPECT_EQ(h.find(0, 0, 2, 0), ASTAR_NO_PATH);
  EXPECT_EQ(h.error.code, ASTAR_OK);
  EXPECT_EQ(astar_search_cost(h.search), 0.0);
  EXPECT_EQ(astar_search_path_length(h.search), 0u);
  EXPECT_EQ(astar_search_expanded(h.search), 1);
  EXPECT_EQ(astar_search_path(h.search, nullptr, 0, &h.error), ASTAR_OK);
}

TEST(CapiTest, BadFilesNameTheFileAndTheProblem) {
  ScratchFolder dir;
  Handles h;
  const std::string missing = dir.file("missing.map");
  expect_error(h.load(missing), h.error, ASTAR_IO_FAILURE, missing);
  const std::string bad = dir.write("bad.map", "type octile\nheight x\n");
  expect_error(h.load(bad), h.error, ASTAR_BAD_FILE, bad);
  const std::string text = dir.write("notes.txt", "hello");
  expect_error(h.load(text), h.error, ASTAR_UNSUPPORTED, "notes.txt");
  expect_error(astar_grid_load(nullptr, &h.grid, &h.error), h.error,
               ASTAR_BAD_ARGUMENT, "path is NULL");
  EXPECT_EQ(h.grid, nullptr);
}

TEST(CapiTest, LongMessagesAreCutOnACharacterBoundary) {
  // 'é' is two bytes; a path of them makes the message longer than the
  // buffer, and the cut must not leave half a character.
  std::string name = "/nonexistent/";
  for (int i = 0; i < 400; ++i) name += "\xc3\xa9";
  Handles h;
  EXPECT_EQ(h.load(name + ".map"), ASTAR_IO_FAILURE);
  const std::size_t length = std::strlen(h.error.message);
  EXPECT_GE(length, ASTAR_MESSAGE_SIZE - 2u);
  EXPECT_LT(length, std::size_t{ASTAR_MESSAGE_SIZE});
  // The last byte kept is the end of a 'é', never its first half.
  EXPECT_EQ(static_cast<unsigned char>(h.error.message[length - 1]), 0xa9);
}

TEST(CapiTest, OptionsUseTheCliNamesAndMessages) {
  Handles h;
  expect_error(h.set("speed", "fast"), h.error, ASTAR_BAD_ARGUMENT,
               "astar_search_set: 'speed' is not a search option; expected one "
               "of algo, weight, heuristic, connectivity, corners, costs, "
               "tie-break, unit-size, terrain, post, origin");
  expect_error(h.set("--algo", "bfs"), h.error, ASTAR_BAD_ARGUMENT,
               "'--algo' is not a search option");
  expect_error(
      h.set("algo", "jps2"), h.error, ASTAR_BAD_ARGUMENT,
      "astar_search_set: algo 'jps2': expected one of astar, dijkstra");
  expect_error(h.set("weight", "0.5"), h.error, ASTAR_BAD_ARGUMENT,
               "astar_search_set: weight '0.5': expected a number from 1 to "
               "1000000");
  expect_error(h.set("connectivity", "6"), h.error, ASTAR_BAD_ARGUMENT,
               "astar_search_set: connectivity '6'");
  expect_error(h.set("post", "curvy"), h.error, ASTAR_BAD_ARGUMENT,
               "astar_search_set: post 'curvy': expected one of none");
  expect_error(h.set(nullptr, "x"), h.error, ASTAR_BAD_ARGUMENT,
               "name is NULL");
  expect_error(h.set("algo", nullptr), h.error, ASTAR_BAD_ARGUMENT,
               "value is NULL");
  // A weight with an algorithm other than weighted is refused when used.
  const std::vector<std::uint8_t> cells(4, 255);
  ASSERT_EQ(astar_grid_new(2, 2, cells.data(), 4, &h.grid, &h.error), ASTAR_OK);
  ASSERT_EQ(h.set("algo", "dijkstra"), ASTAR_OK);
  ASSERT_EQ(h.set("weight", "3"), ASTAR_OK);
  expect_error(h.find(0, 0, 1, 1), h.error, ASTAR_BAD_ARGUMENT,
               "weight applies only to algo weighted");
  ASSERT_EQ(astar_search_reset_options(h.search, &h.error), ASTAR_OK);
  EXPECT_EQ(h.find(0, 0, 1, 1), ASTAR_FOUND) << h.error.message;
}

TEST(CapiTest, EndpointsOffTheMapOrOnAWallAreErrors) {
  const std::vector<std::uint8_t> cells = {255, 0, 255, 255};
  Handles h;
  ASSERT_EQ(astar_grid_new(2, 2, cells.data(), 4, &h.grid, &h.error), ASTAR_OK);
  expect_error(h.find(0, 0, 2, 0), h.error, ASTAR_BAD_ARGUMENT,
               "goal (2,0) is outside the 2x2 map");
  expect_error(h.find(-1, 0, 1, 1), h.error, ASTAR_BAD_ARGUMENT,
               "start (-1,0) is outside the 2x2 map");
  expect_error(h.find(1, 0, 1, 1), h.error, ASTAR_BAD_ARGUMENT,
               "start (1,0) is on a wall");
  expect_error(h.find(0, 0, INT32_MAX, INT32_MIN), h.error, ASTAR_BAD_ARGUMENT,
               "is outside");
  EXPECT_EQ(astar_search_path_length(h.search), 0u);
}

TEST(CapiTest, NullHandlesAndShortBuffersAreErrors) {
  astar_error error{};
  expect_error(astar_search_new(nullptr, &error), error, ASTAR_BAD_ARGUMENT,
               "astar_search_new: out is NULL");
  expect_error(astar_search_find(nullptr, nullptr, 0, 0, 0, 0, &error), error,
               ASTAR_BAD_ARGUMENT, "search is NULL");
  expect_error(astar_search_set(nullptr, "algo", "bfs", &error), error,
               ASTAR_BAD_ARGUMENT, "search is NULL");
  expect_error(astar_grid_cell(nullptr, 0, 0, nullptr, &error), error,
               ASTAR_BAD_ARGUMENT, "grid is NULL");
  EXPECT_EQ(astar_grid_width(nullptr), 0);
  EXPECT_EQ(astar_search_cost(nullptr), 0.0);
  EXPECT_EQ(astar_search_path_length(nullptr), 0u);
  astar_grid_free(nullptr);
  astar_search_free(nullptr);

  Handles h;
  expect_error(h.find(0, 0, 0, 0), h.error, ASTAR_BAD_ARGUMENT, "grid is NULL");
  const std::vector<std::uint8_t> cells(3, 255);
  ASSERT_EQ(astar_grid_new(3, 1, cells.data(), 3, &h.grid, &h.error), ASTAR_OK);
  ASSERT_EQ(h.find(0, 0, 2, 0), ASTAR_FOUND);
  std::int32_t xy[4] = {};
  expect_error(astar_search_path(h.search, xy, 2, &h.error), h.error,
               ASTAR_BAD_ARGUMENT, "room for 2 points, the path has 3");
  expect_error(astar_search_path(h.search, nullptr, 3, &h.error), h.error,
               ASTAR_BAD_ARGUMENT, "xy is NULL");
}

TEST(CapiTest, TheGridMayBeFreedAfterAFind) {
  Handles h;
  const std::vector<std::uint8_t> cells(9, 255);
  ASSERT_EQ(astar_grid_new(3, 3, cells.data(), 9, &h.grid, &h.error), ASTAR_OK);
  ASSERT_EQ(h.find(0, 0, 2, 2), ASTAR_FOUND);
  astar_grid_free(h.grid);
  h.grid = nullptr;
  EXPECT_EQ(h.path(), (std::vector<std::int32_t>{0, 0, 1, 1, 2, 2}));
  EXPECT_STREQ(astar_version(), ASTAR_EXPECTED_VERSION);
}

// "origin" "bottom-left" counts start, goal and path from the bottom-left
// (y' = height - 1 - y): the same cost and astar-cli's cells with
// --origin bottom-left.
TEST(CapiTest, BottomLeftOriginFlipsCellsInAndOut) {
  const std::string demo = std::string(ASTAR_SOURCE_DIR) + "/assets/demo.png";
  const int height = 40;  // demo.png is 64 x 40
  Handles top;
  ASSERT_EQ(top.load(demo), ASTAR_OK) << top.error.message;
  ASSERT_EQ(top.find(1, 1, 62, 38), ASTAR_FOUND) << top.error.message;
  const std::vector<std::int32_t> top_path = top.path();
  const nlohmann::json cli = cli_path(demo, 1, height - 2, 62, height - 39,
                                      {"--origin", "bottom-left"});
  for (const char* algo : {"astar", "theta"}) {
    SCOPED_TRACE(algo);
    Handles h;
    ASSERT_EQ(h.load(demo), ASTAR_OK) << h.error.message;
    ASSERT_EQ(h.set("origin", "bottom-left"), ASTAR_OK) << h.error.message;
    ASSERT_EQ(h.set("algo", algo), ASTAR_OK);
    Handles reference;
    ASSERT_EQ(reference.load(demo), ASTAR_OK);
    ASSERT_EQ(reference.set("algo", algo), ASTAR_OK);
    ASSERT_EQ(reference.find(1, 1, 62, 38), ASTAR_FOUND);
    ASSERT_EQ(h.find(1, height - 2, 62, height - 39), ASTAR_FOUND)
        << h.error.message;
    EXPECT_EQ(astar_search_cost(h.search), astar_search_cost(reference.search));
    std::vector<std::int32_t> flipped = reference.path();
    for (std::size_t i = 1; i < flipped.size(); i += 2) {
      flipped[i] = height - 1 - flipped[i];
    }
    EXPECT_EQ(h.path(), flipped);
  }
  Handles h;
  ASSERT_EQ(h.load(demo), ASTAR_OK);
  ASSERT_EQ(h.set("origin", "bottom-left"), ASTAR_OK);
  ASSERT_EQ(h.find(1, height - 2, 62, height - 39), ASTAR_FOUND);
  std::vector<std::int32_t> expected;
  for (const auto& xy : cli["path"]) {
    expected.push_back(xy[0].get<int>());
    expected.push_back(xy[1].get<int>());
  }
  EXPECT_EQ(h.path(), expected);
  EXPECT_EQ(astar_search_cost(h.search), cli["cost"].get<double>());
  EXPECT_EQ(astar_search_cost(h.search), astar_search_cost(top.search));
  // Resetting the options goes back to the top-left.
  ASSERT_EQ(astar_search_reset_options(h.search, &h.error), ASTAR_OK);
  ASSERT_EQ(h.find(1, 1, 62, 38), ASTAR_FOUND);
  EXPECT_EQ(h.path(), top_path);
}

TEST(CapiTest, BottomLeftErrorsNameTheCellAsGiven) {
  const std::vector<std::uint8_t> cells = {255, 0, 255, 255};  // (1,0) wall
  Handles h;
  ASSERT_EQ(astar_grid_new(2, 2, cells.data(), 4, &h.grid, &h.error), ASTAR_OK);
  ASSERT_EQ(h.set("origin", "bottom-left"), ASTAR_OK);
  expect_error(h.find(1, 1, 0, 0), h.error, ASTAR_BAD_ARGUMENT,
               "start (1,1) is on a wall (origin bottom-left)");
  expect_error(h.find(0, 0, 0, 2), h.error, ASTAR_BAD_ARGUMENT,
               "goal (0,2) is outside the 2x2 map (origin bottom-left)");
  expect_error(h.find(0, INT32_MIN, 0, INT32_MAX), h.error, ASTAR_BAD_ARGUMENT,
               "is outside");
  EXPECT_EQ(h.find(1, 0, 0, 1), ASTAR_FOUND) << h.error.message;
  expect_error(h.set("origin", "bottom"), h.error, ASTAR_BAD_ARGUMENT,
               "origin 'bottom': expected top-left or bottom-left");
}

TEST(CapiTest, CellsAndWorldPositionsConvert) {
  astar_error error{};
  const astar_world_frame frame = {0.3, -1.25, 7.1};
  for (const auto& [x, y] : {std::pair{0, 0}, {5, 9}, {-3, 2}, {1000, -7}}) {
    double wx = 0, wy = 0;
    ASSERT_EQ(astar_cell_to_world(&frame, x, y, &wx, &wy, &error), ASTAR_OK)
        << error.message;
    EXPECT_EQ(wx, -1.25 + (x + 0.5) * 0.3);
    EXPECT_EQ(wy, 7.1 + (y + 0.5) * 0.3);
    std::int32_t cx = 0, cy = 0;
    ASSERT_EQ(astar_world_to_cell(&frame, wx, wy, &cx, &cy, &error), ASTAR_OK);
    EXPECT_EQ(cx, x);
    EXPECT_EQ(cy, y);
  }
  // floor: an edge belongs to the cell after it, before the origin is < 0.
  const astar_world_frame unit = {2, 10, 20};
  std::int32_t cx = 0, cy = 0;
  ASSERT_EQ(astar_world_to_cell(&unit, 12, 19.999, &cx, &cy, &error), ASTAR_OK);
  EXPECT_EQ(cx, 1);
  EXPECT_EQ(cy, -1);
  ASSERT_EQ(astar_world_to_cell(&unit, 11.999, 20, &cx, &cy, &error), ASTAR_OK);
  EXPECT_EQ(cx, 0);
  EXPECT_EQ(cy, 0);
  double wx = 0, wy = 0;
  for (const double size :
       {0.0, -1.0, std::nan(""), std::numeric_limits<double>::infinity()}) {
    const astar_world_frame bad = {size, 0, 0};
    expect_error(astar_cell_to_world(&bad, 0, 0, &wx, &wy, &error), error,
                 ASTAR_BAD_ARGUMENT, "astar_cell_to_world: the cell size");
    expect_error(astar_world_to_cell(&bad, 0, 0, &cx, &cy, &error), error,
                 ASTAR_BAD_ARGUMENT, "astar_world_to_cell: the cell size");
  }
  const astar_world_frame bad_offset = {1, std::nan(""), 0};
  expect_error(astar_cell_to_world(&bad_offset, 0, 0, &wx, &wy, &error), error,
               ASTAR_BAD_ARGUMENT, "the offset must be finite");
  expect_error(
      astar_world_to_cell(&unit, std::numeric_limits<double>::infinity(), 0,
                          &cx, &cy, &error),
      error, ASTAR_BAD_ARGUMENT, "must be finite");
  expect_error(astar_world_to_cell(&unit, 1e300, 0, &cx, &cy, &error), error,
               ASTAR_BAD_ARGUMENT, "too far");
  expect_error(astar_cell_to_world(nullptr, 0, 0, &wx, &wy, &error), error,
               ASTAR_BAD_ARGUMENT, "frame is NULL");
  expect_error(astar_world_to_cell(&unit, 0, 0, &cx, nullptr, &error), error,
               ASTAR_BAD_ARGUMENT, "y is NULL");
}

/// Whether any point of the last find's path is a wall of `grid` now.
bool path_crosses_a_wall(Handles& h) {
  const std::vector<std::int32_t> xy = h.path();
  for (std::size_t i = 0; i < xy.size(); i += 2) {
    std::uint8_t value = 1;
    EXPECT_EQ(astar_grid_get_cell(h.grid, xy[i], xy[i + 1], &value, &h.error),
              ASTAR_OK);
    if (value == 0) return true;
  }
  return false;
}

TEST(CApi, FindsAfterSetCellNeverCrossTheNewWall) {
  const std::vector<std::uint8_t> open(10 * 4, 255);
  for (const char* algo : {"jps", "astar", "theta", "dijkstra"}) {
    Handles h;
    ASSERT_EQ(
        astar_grid_new(10, 4, open.data(), open.size(), &h.grid, &h.error),
        ASTAR_OK);
    ASSERT_EQ(h.set("algo", algo), ASTAR_OK);
    ASSERT_EQ(h.find(0, 3, 9, 3), ASTAR_FOUND) << h.error.message;
    EXPECT_DOUBLE_EQ(astar_search_cost(h.search), 9);
    // A wall across rows 1..3 at x = 5: one cell alone, then two at once.
    ASSERT_EQ(astar_grid_set_cell(h.grid, 5, 3, 0, &h.error), ASTAR_OK);
    const std::int32_t xy[] = {5, 1, 5, 2};
    const std::uint8_t walls[] = {0, 0};
    ASSERT_EQ(astar_grid_set_cells(h.grid, xy, walls, 2, &h.error), ASTAR_OK);
    ASSERT_EQ(h.find(0, 3, 9, 3), ASTAR_FOUND) << algo << h.error.message;
    EXPECT_FALSE(path_crosses_a_wall(h)) << algo;
    EXPECT_GT(astar_search_cost(h.search), 9.5) << algo;
    // The door opens again: the straight way is back.
    ASSERT_EQ(astar_grid_set_cell(h.grid, 5, 3, 255, &h.error), ASTAR_OK);
    ASSERT_EQ(h.find(0, 3, 9, 3), ASTAR_FOUND);
    EXPECT_DOUBLE_EQ(astar_search_cost(h.search), 9) << algo;
  }
}

TEST(CApi, JumpPointSearchFollowsTerrainSetAndTakenAway) {
  const std::vector<std::uint8_t> open(10 * 4, 255);
  Handles h;
  ASSERT_EQ(astar_grid_new(10, 4, open.data(), open.size(), &h.grid, &h.error),
            ASTAR_OK);
  ASSERT_EQ(h.set("algo", "jps"), ASTAR_OK);
  ASSERT_EQ(h.find(0, 3, 9, 3), ASTAR_FOUND);
  ASSERT_EQ(astar_grid_set_cell(h.grid, 4, 0, 100, &h.error), ASTAR_OK);
  expect_error(h.find(0, 3, 9, 3), h.error, ASTAR_BAD_ARGUMENT, "terrain");
  ASSERT_EQ(astar_grid_set_cell(h.grid, 4, 0, 255, &h.error), ASTAR_OK);
  ASSERT_EQ(h.find(0, 3, 9, 3), ASTAR_FOUND) << h.error.message;
  // A wall set after the map is followed again is seen at once.
  ASSERT_EQ(astar_grid_set_cell(h.grid, 5, 3, 0, &h.error), ASTAR_OK);
  ASSERT_EQ(h.find(0, 3, 9, 3), ASTAR_FOUND);
  EXPECT_FALSE(path_crosses_a_wall(h));
  EXPECT_GT(astar_search_cost(h.search), 9.1);
}

TEST(CApi, AUnitsFindsSeeSetCell) {
  const std::vector<std::uint8_t> open(10 * 5, 255);
  Handles h;
  ASSERT_EQ(astar_grid_new(10, 5, open.data(), open.size(), &h.grid, &h.error),
            ASTAR_OK);
  ASSERT_EQ(h.set("size", "2"), ASTAR_OK);
  ASSERT_EQ(h.find(0, 3, 8, 3), ASTAR_FOUND);
  EXPECT_DOUBLE_EQ(astar_search_cost(h.search), 8);
  ASSERT_EQ(astar_grid_set_cell(h.grid, 5, 4, 0, &h.error), ASTAR_OK);
  ASSERT_EQ(h.find(0, 3, 8, 3), ASTAR_FOUND);
  EXPECT_GT(astar_search_cost(h.search), 8.5);
  expect_error(h.find(4, 3, 8, 3), h.error, ASTAR_BAD_ARGUMENT,
               "does not fit at (4,3)");
}

TEST(CApi, SetCellChecksItsArgumentsAndSetCellsIsAllOrNothing) {
  const std::vector<std::uint8_t> open(4 * 3, 255);
  Handles h;
  ASSERT_EQ(astar_grid_new(4, 3, open.data(), open.size(), &h.grid, &h.error),
            ASTAR_OK);
  expect_error(astar_grid_set_cell(h.grid, 4, 0, 0, &h.error), h.error,
               ASTAR_BAD_ARGUMENT,
               "astar_grid_set_cell: cell (4,0) is outside the 4x3 map");
  expect_error(astar_grid_set_cell(nullptr, 0, 0, 0, &h.error), h.error,
               ASTAR_BAD_ARGUMENT, "grid is NULL");
  const std::int32_t xy[] = {0, 0, 1, 1, 2, -1};
  const std::uint8_t values[] = {0, 0, 0};
  expect_error(astar_grid_set_cells(h.grid, xy, values, 3, &h.error), h.error,
               ASTAR_BAD_ARGUMENT, "(entry 2): cell (2,-1) is outside");
  std::vector<std::uint8_t> cells(12);
  ASSERT_EQ(astar_grid_cells(h.grid, cells.data(), cells.size(), &h.error),
            ASTAR_OK);
  EXPECT_EQ(cells, open);  // nothing changed
  expect_error(astar_grid_set_cells(h.grid, nullptr, values, 1, &h.error),
               h.error, ASTAR_BAD_ARGUMENT, "xy is NULL");
  std::uint8_t value = 7;
  ASSERT_EQ(astar_grid_set_cell(h.grid, 3, 2, 200, &h.error), ASTAR_OK);
  ASSERT_EQ(astar_grid_get_cell(h.grid, 3, 2, &value, &h.error), ASTAR_OK);
  EXPECT_EQ(value, 200);
}

TEST(CApi, FillSetsARectangleAllOrNothing) {
  const std::vector<std::uint8_t> open(5 * 4, 255);
  Handles h;
  ASSERT_EQ(astar_grid_new(5, 4, open.data(), open.size(), &h.grid, &h.error),
            ASTAR_OK);
  ASSERT_EQ(astar_grid_fill(h.grid, 1, 1, 3, 2, 0, &h.error), ASTAR_OK);
  std::vector<std::uint8_t> cells(20);
  ASSERT_EQ(astar_grid_cells(h.grid, cells.data(), cells.size(), &h.error),
            ASTAR_OK);
  for (int y = 0; y < 4; ++y) {
    for (int x = 0; x < 5; ++x) {
      const bool inside = x >= 1 && x <= 3 && y >= 1 && y <= 2;
      EXPECT_EQ(cells[y * 5 + x], inside ? 0 : 255) << x << "," << y;
    }
  }
  // The path goes round the filled walls; a later fill opens them again.
  EXPECT_EQ(h.find(0, 2, 4, 2), ASTAR_FOUND) << h.error.message;
  EXPECT_GT(astar_search_cost(h.search), 4.0);
  ASSERT_EQ(astar_grid_fill(h.grid, 0, 0, 5, 4, 255, &h.error), ASTAR_OK);
  EXPECT_EQ(h.find(0, 2, 4, 2), ASTAR_FOUND) << h.error.message;
  EXPECT_EQ(astar_search_cost(h.search), 4.0);
  // Off the map, empty, or wrapping past INT32_MAX: refused, nothing set.
  expect_error(astar_grid_fill(h.grid, 3, 2, 3, 1, 0, &h.error), h.error,
               ASTAR_BAD_ARGUMENT,
               "astar_grid_fill: the rectangle at (3,2) of 3x1 cells is not "
               "inside the 5x4 map");
  expect_error(astar_grid_fill(h.grid, 0, 0, 0, 1, 0, &h.error), h.error,
               ASTAR_BAD_ARGUMENT, "of 0x1 cells is not inside");
  expect_error(astar_grid_fill(h.grid, 4, 0, 2147483647, 1, 0, &h.error),
               h.error, ASTAR_BAD_ARGUMENT, "is not inside the 5x4 map");
  expect_error(astar_grid_fill(nullptr, 0, 0, 1, 1, 0, &h.error), h.error,
               ASTAR_BAD_ARGUMENT, "grid is NULL");
  ASSERT_EQ(astar_grid_cells(h.grid, cells.data(), cells.size(), &h.error),
            ASTAR_OK);
  EXPECT_EQ(cells, open);
}

// The prepared map lives in the grid handle: made by the first subgoal
// find, repaired by every set_cell, set_cells and fill, and its answers are
// A*'s on the map as changed.
TEST(CApi, SubgoalFindsFollowEveryEditAtAStarsCost) {
  const int w = 40;
  const int h = 30;
  std::vector<std::uint8_t> cells(w * h, 255);
  for (int y = 5; y < 25; ++y) cells[y * w + 20] = 0;
  Handles sub;
  Handles ref;
  ASSERT_EQ(
      astar_grid_new(w, h, cells.data(), cells.size(), &sub.grid, &sub.error),
      ASTAR_OK);
  ASSERT_EQ(sub.set("algo", "subgoal"), ASTAR_OK) << sub.error.message;
  std::uint32_t state = 51;
  const auto next = [&](int below) {
    state = state * 1664525u + 1013904223u;
    return static_cast<int>((state >> 8) % static_cast<std::uint32_t>(below));
  };
  for (int edit = 0; edit < 60; ++edit) {
    const int x = next(w - 4);
    const int y = next(h - 4);
    const std::uint8_t value = next(3) == 0 ? 255 : 0;
    if (edit % 3 == 0) {
      ASSERT_EQ(astar_grid_set_cell(sub.grid, x, y, value, &sub.error),
                ASTAR_OK);
    } else if (edit % 3 == 1) {
      const std::int32_t xy[] = {x, y, x + 2, y + 1, x + 1, y + 3};
      const std::uint8_t values[] = {value, value, value};
      ASSERT_EQ(astar_grid_set_cells(sub.grid, xy, values, 3, &sub.error),
                ASTAR_OK);
    } else {
      ASSERT_EQ(astar_grid_fill(sub.grid, x, y, 3, 2, value, &sub.error),
                ASTAR_OK);
    }
    ASSERT_EQ(
        astar_grid_cells(sub.grid, cells.data(), cells.size(), &sub.error),
        ASTAR_OK);
    astar_grid_free(std::exchange(ref.grid, nullptr));
    ASSERT_EQ(
        astar_grid_new(w, h, cells.data(), cells.size(), &ref.grid, &ref.error),
        ASTAR_OK);
    const int sx = next(w);
    const int sy = next(h);
    const int gx = next(w);
    const int gy = next(h);
    const int expected = ref.find(sx, sy, gx, gy);
    ASSERT_EQ(sub.find(sx, sy, gx, gy), expected)
        << "edit " << edit << ": " << sub.error.message;
    if (expected != ASTAR_FOUND) continue;
    EXPECT_NEAR(astar_search_cost(sub.search), astar_search_cost(ref.search),
                1e-9 * astar_search_cost(ref.search))
        << "edit " << edit;
  }
  // Terrain is refused by name, with the algorithms that search it.
  ASSERT_EQ(astar_grid_set_cell(sub.grid, 0, 0, 100, &sub.error), ASTAR_OK);
  expect_error(sub.find(1, 1, 2, 2), sub.error, ASTAR_BAD_ARGUMENT,
               "subgoal needs a map without terrain weights");
}

}  // namespace capi_test
}  // namespace astar::test
