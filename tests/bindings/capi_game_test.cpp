// The C API's game features: waypoints and smoothing ("post"), the sliced
// search (start, advance, status, cancel) and grids from PNG bytes in
// memory, each against the real astar-cli or the one-call find.

#include <gtest/gtest.h>

#include <cstdint>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "astar.h"
#include "capi_expect.hpp"
#include "run_cli.hpp"

namespace astar::test {
namespace capi_game_test {

const std::string kDen = std::string(ASTAR_BENCHMARKS_DIR) + "/den011d.map";
const std::string kDemo = std::string(ASTAR_SOURCE_DIR) + "/assets/demo.png";

/// A loaded grid and a search, freed as a C caller must.
struct Query {
  astar_grid* grid = nullptr;
  astar_search* search = nullptr;
  astar_error error{};
  explicit Query(const std::string& map) {
    EXPECT_EQ(astar_grid_load(map.c_str(), &grid, &error), ASTAR_OK)
        << error.message;
    EXPECT_EQ(astar_search_new(&search, &error), ASTAR_OK);
  }
  ~Query() {
    astar_search_free(search);
    astar_grid_free(grid);
  }
  int set(const char* name, const char* value) {
    return astar_search_set(search, name, value, &error);
  }
  std::vector<std::int32_t> path() {
    std::vector<std::int32_t> xy(2 * astar_search_path_length(search));
    EXPECT_EQ(astar_search_path(search, xy.data(), xy.size() / 2, &error),
              ASTAR_OK);
    return xy;
  }
  std::vector<std::int32_t> waypoints() {
    std::vector<std::int32_t> xy(2 * astar_search_waypoints_length(search));
    EXPECT_EQ(astar_search_waypoints(search, xy.data(), xy.size() / 2, &error),
              ASTAR_OK)
        << error.message;
    return xy;
  }
};

nlohmann::json cli_json(const std::vector<std::string>& args) {
  const CliRun run = run_cli(args);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  return nlohmann::json::parse(run.out);
}

std::vector<std::int32_t> flat(const nlohmann::json& points) {
  std::vector<std::int32_t> xy;
  for (const auto& p : points) {
    xy.push_back(p[0].get<int>());
    xy.push_back(p[1].get<int>());
  }
  return xy;
}

TEST(CapiGameTest, WaypointsAndSmoothingMatchTheCli) {
  for (const char* post : {"waypoints", "smooth"}) {
    SCOPED_TRACE(post);
    Query q(kDen);
    ASSERT_EQ(q.set("post", post), ASTAR_OK) << q.error.message;
    ASSERT_EQ(astar_search_find(q.search, q.grid, 8, 123, 221, 4, &q.error),
              ASTAR_FOUND);
    const nlohmann::json cli =
        cli_json({"path", kDen, "--from", "8,123", "--to", "221,4", "--post",
                  post, "--json"});
    EXPECT_EQ(q.path(), flat(cli["path"]));
    EXPECT_EQ(q.waypoints(), flat(cli["waypoints"]));
    EXPECT_EQ(astar_search_waypoints_cost(q.search),
              cli["waypoints_cost"].get<double>());
    EXPECT_LT(astar_search_waypoints_length(q.search),
              astar_search_path_length(q.search));
  }
}

TEST(CapiGameTest, ThetaWaypointsAreItsVerticesAndNoneGivesNone) {
  Query q(kDemo);
  ASSERT_EQ(q.set("algo", "theta"), ASTAR_OK);
  ASSERT_EQ(astar_search_find(q.search, q.grid, 1, 1, 62, 38, &q.error),
            ASTAR_FOUND);
  EXPECT_EQ(astar_search_waypoints_length(q.search), 0u);  // post none
  EXPECT_EQ(astar_search_waypoints_cost(q.search), 0.0);
  ASSERT_EQ(q.set("post", "waypoints"), ASTAR_OK);
  ASSERT_EQ(astar_search_find(q.search, q.grid, 1, 1, 62, 38, &q.error),
            ASTAR_FOUND);
  EXPECT_EQ(q.waypoints(), q.path());
  EXPECT_EQ(astar_search_waypoints_cost(q.search), astar_search_cost(q.search));
  ASSERT_EQ(astar_search_reset_options(q.search, &q.error), ASTAR_OK);
  ASSERT_EQ(astar_search_find(q.search, q.grid, 1, 1, 62, 38, &q.error),
            ASTAR_FOUND);
  EXPECT_EQ(astar_search_waypoints_length(q.search), 0u);
}

TEST(CapiGameTest, BadPostValuesAndBuffersAreErrors) {
  Query q(kDemo);
  expect_error(q.set("post", "straight"), q.error, ASTAR_BAD_ARGUMENT,
               "post 'straight': expected one of none, waypoints, smooth");
  ASSERT_EQ(q.set("post", "smooth"), ASTAR_OK);
  ASSERT_EQ(astar_search_find(q.search, q.grid, 1, 1, 62, 38, &q.error),
            ASTAR_FOUND);
  std::int32_t one[2];
  expect_error(astar_search_waypoints(q.search, one, 1, &q.error), q.error,
               ASTAR_BAD_ARGUMENT, "astar_search_waypoints: room for 1 points");
  expect_error(astar_search_waypoints(nullptr, one, 1, &q.error), q.error,
               ASTAR_BAD_ARGUMENT, "search is NULL");
}

// Advances `q` by slices of `slice` expansions to the end; returns how
// many slices it took.
int advance_to_end(Query& q, std::int64_t slice) {
  int slices = 0;
  int status = ASTAR_RUNNING;
  while (status == ASTAR_RUNNING) {
    std::int64_t before = astar_search_expanded(q.search);
    status = astar_search_advance(q.search, slice, 0, &q.error);
    EXPECT_LE(astar_search_expanded(q.search) - before, slice);
    ++slices;
  }
  EXPECT_EQ(status, ASTAR_FOUND) << q.error.message;
  return slices;
}

TEST(CapiGameTest, ASlicedSearchEndsAsTheOneCallFind) {
  for (const char* algo : {"astar", "jps"}) {
    SCOPED_TRACE(algo);
    Query whole(kDen), sliced(kDen);
    for (Query* q : {&whole, &sliced}) {
      ASSERT_EQ(q->set("algo", algo), ASTAR_OK);
      ASSERT_EQ(q->set("post", "smooth"), ASTAR_OK);
    }
    ASSERT_EQ(astar_search_find(whole.search, whole.grid, 8, 123, 221, 4,
                                &whole.error),
              ASTAR_FOUND);
    EXPECT_EQ(astar_search_status(sliced.search), ASTAR_OK);
    ASSERT_EQ(astar_search_start(sliced.search, sliced.grid, 8, 123, 221, 4,
                                 &sliced.error),
              ASTAR_RUNNING);
    EXPECT_EQ(astar_search_status(sliced.search), ASTAR_RUNNING);
    const int slices = advance_to_end(sliced, 7);
    const std::int64_t expanded = astar_search_expanded(whole.search);
    EXPECT_GE(slices, expanded / 7);
    EXPECT_EQ(astar_search_status(sliced.search), ASTAR_FOUND);
    EXPECT_EQ(astar_search_expanded(sliced.search), expanded);
    EXPECT_EQ(astar_search_cost(sliced.search),
              astar_search_cost(whole.search));
    EXPECT_EQ(sliced.path(), whole.path());
    EXPECT_EQ(sliced.waypoints(), whole.waypoints());
    // Ended: the grid is no longer used.
    astar_grid_free(sliced.grid);
    sliced.grid = nullptr;
    EXPECT_EQ(sliced.path(), whole.path());
  }
}

TEST(CapiGameTest, ATimeBudgetEndsASliceEarly) {
  Query q(kDen);
  ASSERT_EQ(astar_search_start(q.search, q.grid, 8, 123, 221, 4, &q.error),
            ASTAR_RUNNING);
  // A budget already spent: the slice still takes one step, and reads the
  // clock after it.
  EXPECT_EQ(astar_search_advance(q.search, 1000000, 1e-12, &q.error),
            ASTAR_RUNNING);
  EXPECT_EQ(astar_search_expanded(q.search), 1);
  EXPECT_EQ(astar_search_advance(q.search, 1000000, 60, &q.error), ASTAR_FOUND);
}

TEST(CapiGameTest, SlicedSearchMisuseIsAnError) {
  Query q(kDen);
  expect_error(astar_search_advance(q.search, 10, 0, &q.error), q.error,
               ASTAR_BAD_ARGUMENT, "no query is running");
  expect_error(astar_search_start(q.search, q.grid, 0, 0, 221, 4, &q.error),
               q.error, ASTAR_BAD_ARGUMENT, "start (0,0) is on a wall");
  EXPECT_EQ(astar_search_status(q.search), ASTAR_OK);
  ASSERT_EQ(astar_search_start(q.search, q.grid, 8, 123, 221, 4, &q.error),
            ASTAR_RUNNING);
  expect_error(astar_search_advance(q.search, 0, 0, &q.error), q.error,
               ASTAR_BAD_ARGUMENT, "max_expansions 0 is not >= 1");
  expect_error(astar_search_advance(q.search, 5, -1, &q.error), q.error,
               ASTAR_BAD_ARGUMENT, "max_seconds");
  expect_error(astar_search_advance(q.search, 5, 1e300, &q.error), q.error,
               ASTAR_BAD_ARGUMENT,
               "max_seconds 1e+300 is not within 0 to 86400");
  EXPECT_EQ(astar_search_advance(q.search, 5, 0, &q.error), ASTAR_RUNNING);
  astar_search_cancel(q.search);
  EXPECT_EQ(astar_search_status(q.search), ASTAR_OK);
  EXPECT_EQ(astar_search_path_length(q.search), 0u);
  expect_error(astar_search_advance(q.search, 5, 0, &q.error), q.error,
               ASTAR_BAD_ARGUMENT, "no query is running");
  astar_search_cancel(nullptr);
}

std::string file_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

std::vector<std::uint8_t> cells_of(const astar_grid* grid) {
  std::vector<std::uint8_t> cells(
      static_cast<std::size_t>(astar_grid_width(grid)) *
      static_cast<std::size_t>(astar_grid_height(grid)));
  EXPECT_EQ(astar_grid_cells(grid, cells.data(), cells.size(), nullptr),
            ASTAR_OK);
  return cells;
}

// The PNG's CRC-32 (ISO 3309), to forge a header that passes its check.
std::uint32_t crc32(const std::string& bytes) {
  std::uint32_t crc = 0xFFFFFFFFu;
  for (unsigned char byte : bytes) {
    crc ^= byte;
    for (int bit = 0; bit < 8; ++bit) {
      crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
  }
  return ~crc;
}

// `png` with its IHDR width and height replaced and the CRC fixed.
std::string with_size(std::string png, std::uint32_t width,
                      std::uint32_t height) {
  for (int i = 0; i < 4; ++i) {
    png[16 + i] = static_cast<char>(width >> (24 - 8 * i));
    png[20 + i] = static_cast<char>(height >> (24 - 8 * i));
  }
  const std::uint32_t crc = crc32(png.substr(12, 17));  // "IHDR" + 13 bytes
  for (int i = 0; i < 4; ++i)
    png[29 + i] = static_cast<char>(crc >> (24 - 8 * i));
  return png;
}

int load_memory(const std::string& bytes, astar_grid** out,
                astar_error* error) {
  return astar_grid_load_png_memory(
      reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size(), out,
      error);
}

TEST(CapiGameTest, APngInMemoryIsTheFile) {
  Query q(kDemo);
  const std::string png = file_bytes(kDemo);
  ASSERT_GT(png.size(), 33u);
  astar_grid* grid = nullptr;
  ASSERT_EQ(load_memory(png, &grid, &q.error), ASTAR_OK) << q.error.message;
  EXPECT_EQ(astar_grid_width(grid), 64);
  EXPECT_EQ(cells_of(grid), cells_of(q.grid));
  EXPECT_EQ(with_size(png, 64, 40), png);  // the forger is right
  astar_grid_free(grid);
}

TEST(CapiGameTest, HostilePngBytesAreErrors) {
  astar_error error{};
  astar_grid* grid = nullptr;
  const std::string png = file_bytes(kDemo);
  expect_error(load_memory(png.substr(0, png.size() / 2), &grid, &error), error,
               ASTAR_BAD_FILE, "image in memory");
  EXPECT_EQ(grid, nullptr);
  expect_error(load_memory("not an image at all", &grid, &error), error,
               ASTAR_BAD_FILE,
               "image in memory (19 bytes): not a PNG, BMP or TGA");
  const int huge = load_memory(with_size(png, 100000, 100000), &grid, &error);
  EXPECT_LT(huge, 0);
  EXPECT_NE(std::string(error.message).find("100000"), std::string::npos)
      << error.message;
  expect_error(load_memory(with_size(png, 64, 41), &grid, &error), error,
               ASTAR_BAD_FILE, "image in memory");
  expect_error(astar_grid_load_png_memory(nullptr, 10, &grid, &error), error,
               ASTAR_BAD_ARGUMENT, "bytes is NULL");
  EXPECT_EQ(grid, nullptr);
}

}  // namespace capi_game_test
}  // namespace astar::test
