// The table of map formats: one row an extension, every writable row reads
// back what it wrote, the plain text grid added through the table alone
// (round trips, bad files named), and the bindings' documentation listing
// what the table reads.
#include "astar/io/map_formats.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <regex>
#include <set>
#include <sstream>

#include "astar/io/map_io.hpp"
#include "test_maps.hpp"

namespace astar {
namespace map_formats_test {

namespace fs = std::filesystem;

class MapFormatsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern =
        (fs::temp_directory_path() / "astar-map-formats-XXXXXX").string();
    ASSERT_NE(mkdtemp(pattern.data()), nullptr);
    dir_ = pattern;
  }
  void TearDown() override {
    std::error_code ignored;
    fs::remove_all(dir_, ignored);
  }
  std::string write(const std::string& name, const std::string& text) const {
    const std::string path = (dir_ / name).string();
    std::ofstream(path, std::ios::binary) << text;
    return path;
  }
  fs::path dir_;
};

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::set<std::string> readable_extensions() {
  std::set<std::string> names;
  for (const MapFormat& format : map_formats()) {
    for (std::string_view ext : format.extensions) {
      if (format.readable()) names.emplace(ext);
    }
  }
  return names;
}

TEST(MapFormats, EachExtensionNamesOneRow) {
  std::set<std::string> seen;
  for (const MapFormat& format : map_formats()) {
    EXPECT_FALSE(format.name.empty());
    EXPECT_FALSE(format.holds.empty()) << format.name;
    EXPECT_GT(format.max_bytes, 0u) << format.name;
    EXPECT_TRUE(format.readable()) << format.name;
    for (std::string_view ext : format.extensions) {
      EXPECT_TRUE(seen.emplace(ext).second) << ext << " is in two rows";
      EXPECT_EQ(find_map_format("a" + std::string(ext)), &format) << ext;
    }
  }
  EXPECT_EQ(find_map_format("A.GRID"), find_map_format("a.grid"));
  EXPECT_EQ(find_map_format("level.tmx.gz"), find_map_format("level.tmx"));
  EXPECT_EQ(find_map_format("level.grid.gz"), nullptr);
  EXPECT_EQ(find_map_format("notes.txt"), nullptr);
  EXPECT_TRUE(can_load_map("a.grid"));
  EXPECT_TRUE(can_save_map("a.grid"));
  EXPECT_FALSE(can_save_map("level.tmx.gz"));
  EXPECT_EQ(map_extensions_text(true),
            ".png, .map, .tmx, .tmj, .ldtk or .grid");
}

TEST_F(MapFormatsTest, EveryWritableRowReadsBackWhatItWrote) {
  // Walls and open ground: what every writable format keeps.
  const Grid grid = test::ascii_grid({"..#.", "#...", "..##"});
  for (const MapFormat& format : map_formats()) {
    if (!format.writable()) continue;
    const std::string path =
        (dir_ / ("level" + std::string(format.extensions.front()))).string();
    Result<SaveReport> saved = save_map(grid, path);
    ASSERT_TRUE(saved.ok()) << saved.error();
    Result<Grid> back = load_map(path);
    ASSERT_TRUE(back.ok()) << back.error();
    EXPECT_EQ(back.value(), grid) << format.name;
  }
}

TEST_F(MapFormatsTest, TextGridKeepsWeightsOneToNine) {
  Grid grid(9, 2);
  for (int weight = 1; weight <= 9; ++weight)
    grid.set(weight - 1, 0, value_for_weight(weight));
  grid.set(4, 1, kBlocked);
  const std::string path = (dir_ / "weights.grid").string();
  Result<SaveReport> saved = save_map(grid, path);
  ASSERT_TRUE(saved.ok()) << saved.error();
  EXPECT_EQ(saved.value().flattened_cells, 0);
  EXPECT_EQ(read_text(path), ".23456789\n....#....\n");
  Result<Grid> back = load_map(path);
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back.value(), grid);
}

TEST_F(MapFormatsTest, TextGridWritesHeavierTerrainAsNineAndSaysSo) {
  Grid grid(3, 1);
  grid.set(0, 0, value_for_weight(10));
  grid.set(1, 0, value_for_weight(255));
  const std::string path = (dir_ / "heavy.grid").string();
  Result<SaveReport> saved = save_map(grid, path);
  ASSERT_TRUE(saved.ok()) << saved.error();
  EXPECT_EQ(saved.value().flattened_cells, 2);
  EXPECT_EQ(saved.value().warning,
            path +
                ": 2 cells of terrain heavier than 9 saved as weight 9; "
                "the .grid format spells weights 1 to 9");
  EXPECT_EQ(read_text(path), "99.\n");
}

TEST_F(MapFormatsTest, TextGridReadsCrlfAndNoFinalNewline) {
  Result<Grid> grid = load_map(write("crlf.grid", ".#\r\n2.\r\n#9"));
  ASSERT_TRUE(grid.ok()) << grid.error();
  EXPECT_EQ(grid.value().width(), 2);
  EXPECT_EQ(grid.value().height(), 3);
  EXPECT_EQ(terrain_weight(grid.value().at(0, 1)), 2);
  EXPECT_EQ(grid.value().at(0, 2), kBlocked);
}

TEST_F(MapFormatsTest, BadTextGridsAreRefusedNamingTheFile) {
  const auto error_of = [&](const std::string& name, const std::string& text) {
    Result<Grid> grid = load_map(write(name, text));
    EXPECT_FALSE(grid.ok()) << name;
    return grid.ok() ? std::string() : grid.error();
  };
  const std::string cells =
      "a .grid holds '#' (wall), '.' (open ground) and '2'..'9' (terrain "
      "weight)";
  EXPECT_EQ(error_of("letter.grid", "...\n.x.\n"),
            (dir_ / "letter.grid").string() + ":2:2: unexpected 'x'; " + cells);
  EXPECT_EQ(error_of("one.grid", "1\n"),
            (dir_ / "one.grid").string() + ":1:1: unexpected '1'; " + cells);
  EXPECT_EQ(error_of("ragged.grid", "...\n..\n"),
            (dir_ / "ragged.grid").string() +
                ":2:3: row of 2 cells, the first has 3");
  EXPECT_EQ(error_of("empty.grid", ""), (dir_ / "empty.grid").string() +
                                            ": no rows; " + cells +
                                            ", one line a row");
  EXPECT_EQ(error_of("gap.grid", "..\n\n..\n"), (dir_ / "gap.grid").string() +
                                                    ":2:1: empty row; " +
                                                    cells + ", one line a row");
  const std::string wide = error_of("wide.grid", std::string(8193, '.'));
  EXPECT_EQ(wide.rfind((dir_ / "wide.grid").string() + ": ", 0), 0u) << wide;
  EXPECT_NE(wide.find("8193"), std::string::npos) << wide;
  Result<Grid> layered =
      load_map(write("opts.grid", "..\n"), LayerOptions{"Walls", "", ""});
  ASSERT_FALSE(layered.ok());
  EXPECT_EQ(layered.error_kind(), ErrorKind::BadArgument);
}

// The table's readable extensions, each in the C API's astar_grid_load
// comment and in the Python module's load_map docstring, and no other.
TEST(MapFormats, TheBindingsDocumentWhatTheTableReads) {
  const std::string header =
      read_text(ASTAR_SOURCE_DIR "/core/bindings/c/astar.h");
  const std::string python = read_text(
      ASTAR_SOURCE_DIR "/core/bindings/python/astar_studio/__init__.py");
  const std::size_t load = header.find("ASTAR_API int astar_grid_load(");
  ASSERT_NE(load, std::string::npos);
  const std::size_t comment = header.rfind("/*", load);
  const std::size_t open =
      python.find("\"\"\"", python.find("def load_map(path):"));
  ASSERT_NE(open, std::string::npos);
  const std::string docs[] = {
      header.substr(comment, load - comment),
      python.substr(open, python.find("\"\"\"", open + 3) - open)};
  const std::regex extension(R"((^|[\s(])(\.[a-z]+)\b)");
  for (const std::string& doc : docs) {
    std::set<std::string> named;
    for (std::sregex_iterator it(doc.begin(), doc.end(), extension), end;
         it != end; ++it) {
      named.insert((*it)[2]);
    }
    EXPECT_EQ(named, readable_extensions()) << doc;
  }
}

}  // namespace map_formats_test
}  // namespace astar
