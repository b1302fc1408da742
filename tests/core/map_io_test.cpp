#include "astar/io/map_io.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>

#include "test_maps.hpp"

namespace astar {
namespace map_io_test {

namespace fs = std::filesystem;

class MapIoTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern =
        (fs::temp_directory_path() / "astar-map-io-XXXXXX").string();
    ASSERT_NE(mkdtemp(pattern.data()), nullptr);
    dir_ = pattern;
  }
  void TearDown() override {
    std::error_code ignored;
    fs::remove_all(dir_, ignored);
  }
  std::string file(const std::string& name) const {
    return (dir_ / name).string();
  }
  fs::path dir_;
};

TEST_F(MapIoTest, ChoosesTheFormatByExtensionInAnyCase) {
  EXPECT_TRUE(can_load_map("a.png"));
  EXPECT_TRUE(can_load_map("a.BMP"));
  EXPECT_TRUE(can_load_map("dir.x/a.Tga"));
  EXPECT_TRUE(can_load_map("a.MAP"));
  EXPECT_FALSE(can_load_map("a.scen"));
  EXPECT_FALSE(can_load_map("png"));
  EXPECT_TRUE(can_save_map("a.PNG"));
  EXPECT_TRUE(can_save_map("a.map"));
  EXPECT_FALSE(can_save_map("a.bmp"));
  EXPECT_FALSE(can_save_map("a.tga"));
}

TEST_F(MapIoTest, PngKeepsTerrainAndMapKeepsWalls) {
  std::mt19937 rng(9);
  const Grid grid = test::random_grid(rng, 37, 12, 30, 40);
  Result<SaveReport> png = save_map(grid, file("m.PNG"));
  ASSERT_TRUE(png.ok()) << png.error();
  EXPECT_EQ(png.value().flattened_cells, 0);
  Result<Grid> from_png = load_map(file("m.PNG"));
  ASSERT_TRUE(from_png.ok()) << from_png.error();
  EXPECT_EQ(from_png.value(), grid);

  Result<SaveReport> map = save_map(grid, file("m.Map"));
  ASSERT_TRUE(map.ok()) << map.error();
  long long terrain = 0;
  Grid flattened = grid;
  for (int i = 0; i < grid.cell_count(); ++i) {
    if (grid[i] != kBlocked && grid[i] != kOpenGround) {
      ++terrain;
      flattened.set(i, kOpenGround);
    }
  }
  ASSERT_GT(terrain, 0);
  EXPECT_EQ(map.value().flattened_cells, terrain);
  EXPECT_NE(map.value().warning.find(std::to_string(terrain) + " cells"),
            std::string::npos);
  Result<Grid> from_map = load_map(file("m.Map"));
  ASSERT_TRUE(from_map.ok()) << from_map.error();
  EXPECT_EQ(from_map.value(), flattened);
}

TEST_F(MapIoTest, UnknownFormatsAreRefusedByName) {
  Result<Grid> txt = load_map(file("notes.txt"));
  ASSERT_FALSE(txt.ok());
  EXPECT_EQ(txt.error(), file("notes.txt") +
                             ": unknown map format '.txt'; use .png, .bmp, "
                             ".tga, .map, .tmx, .tmj, .json, .ldtk or .grid "
                             "(gzipped too: .tmx.gz, .tmj.gz, .json.gz)");
  Result<Grid> bare = load_map(file("README"));
  ASSERT_FALSE(bare.ok());
  EXPECT_EQ(bare.error().rfind(file("README") + ": no file extension", 0), 0u);
  Result<SaveReport> bmp = save_map(Grid(2, 2), file("out.bmp"));
  ASSERT_FALSE(bmp.ok());
  EXPECT_EQ(bmp.error(), file("out.bmp") +
                             ": .bmp is read only; save as .png, .map, "
                             ".tmx, .tmj, .ldtk or .grid");
  Result<SaveReport> jpg = save_map(Grid(2, 2), file("out.jpg"));
  ASSERT_FALSE(jpg.ok());
  EXPECT_EQ(jpg.error(), file("out.jpg") +
                             ": unknown map format '.jpg'; use .png, .map, "
                             ".tmx, .tmj, .ldtk or .grid");
  EXPECT_TRUE(fs::is_empty(dir_));
}

TEST_F(MapIoTest, FailedSaveKeepsThePreviousFile) {
  const Grid old_grid = test::ascii_grid({"..#", "#.."});
  ASSERT_TRUE(save_map(old_grid, file("keep.png")).ok());
  // A folder where the file should go makes the final rename fail.
  fs::create_directories(dir_ / "busy.png" / "inside");
  Result<SaveReport> failed = save_map(Grid(4, 4), file("busy.png"));
  ASSERT_FALSE(failed.ok());
  EXPECT_EQ(failed.error().rfind(file("busy.png") + ": ", 0), 0u);
  Result<Grid> kept = load_map(file("keep.png"));
  ASSERT_TRUE(kept.ok());
  EXPECT_EQ(kept.value(), old_grid);
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(dir_)) {
    names.push_back(entry.path().filename().string());
  }
  std::sort(names.begin(), names.end());
  EXPECT_EQ(names, (std::vector<std::string>{"busy.png", "keep.png"}));
}

TEST_F(MapIoTest, LoadsTheBenchmarkMapWithCrlfAndNoFinalNewline) {
  Result<Grid> berlin = load_map(test::benchmark_file("Berlin_0_256.map"));
  ASSERT_TRUE(berlin.ok()) << berlin.error();
  EXPECT_EQ(berlin.value().width(), 256);
  EXPECT_EQ(berlin.value().height(), 256);
}

}  // namespace map_io_test
}  // namespace astar
