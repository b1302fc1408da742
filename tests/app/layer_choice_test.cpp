// Tiled and LDtk files with several layers through the real astar-studio
// binary: opening one asks which layer (and level) becomes the map, the
// answer decides the cells, a Tiled map saved as plain .json opens as a map
// rather than as a session, and Save never writes over the designer's file.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "astar/io/image_io.hpp"
#include "dialogs/tile_chooser.hpp"
#include "studio_runner.hpp"

namespace astar::studio::testing {
namespace layer_choice_test {

// Two 3x3 layers: "Ground" all open, "Walls" with a wall at (1,0) and
// (1,1). By default the layer whose name says wall is read.
constexpr const char* kTwoLayers =
    R"({"compressionlevel":-1,"height":3,"infinite":false,"layers":[)"
    R"({"data":[0,0,0,0,0,0,0,0,0],"height":3,"id":1,"name":"Ground",)"
    R"("type":"tilelayer","width":3,"x":0,"y":0},)"
    R"({"data":[0,1,0,0,1,0,0,0,0],"height":3,"id":2,"name":"Walls",)"
    R"("type":"tilelayer","width":3,"x":0,"y":0}],)"
    R"("orientation":"orthogonal","renderorder":"right-down",)"
    R"("tiledversion":"1.9.2","tileheight":16,"tilesets":[],)"
    R"("tilewidth":16,"type":"map","version":"1.9","width":3})";

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(LayerChoice, OpeningAskedLayerDecidesTheCells) {
  TempFolder dir;
  const std::string map = dir.write("level.json", kTwoLayers);
  const std::string script =
      dir.write("choose.txt", "click Layer: Ground\nclick Open\nstate\n");
  const std::string exported = dir.path("out.png").string();
  const RunResult run = run_studio(
      {map, "--headless", "--script", script, "--export", exported}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("Opened level.json (3x3)"), std::string::npos)
      << run.out;
  const Image image = read_png(exported);
  ASSERT_EQ(image.width, 3);
  EXPECT_EQ(image.gray(1, 0), 255) << "the Ground layer is all open";
}

TEST(LayerChoice, TheDefaultIsTheWallLayerAndCancelKeepsTheMapOpen) {
  TempFolder dir;
  const std::string map = dir.write("level.json", kTwoLayers);
  const std::string open = dir.write("open.txt", "click Open\nstate\n");
  const std::string exported = dir.path("out.png").string();
  const RunResult run = run_studio(
      {map, "--headless", "--script", open, "--export", exported}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const Image image = read_png(exported);
  ASSERT_EQ(image.width, 3);
  EXPECT_EQ(image.gray(1, 0), 0);
  EXPECT_EQ(image.gray(1, 1), 0);
  EXPECT_EQ(image.gray(0, 0), 255);

  const std::string cancel = dir.write("cancel.txt", "click Cancel\nstate\n");
  const RunResult cancelled = run_studio(
      {map, "--headless", "--script", cancel, "--export", exported}, dir);
  ASSERT_EQ(cancelled.exit_code, 0) << cancelled.err;
  EXPECT_EQ(read_png(exported).width, 64) << "the untitled map stays";
}

TEST(LayerChoice, LayerAndLevelOptionsOpenWithoutAsking) {
  TempFolder dir;
  const std::string map = dir.write("level.json", kTwoLayers);
  const std::string exported = dir.path("out.png").string();
  const RunResult run = run_studio(
      {map, "--layer", "Ground", "--headless", "--export", exported}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(read_png(exported).gray(1, 0), 255);

  const RunResult missing = run_studio(
      {map, "--layer", "Roof", "--headless", "--export", exported}, dir);
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_NE(missing.err.find("no tile layer named 'Roof'"), std::string::npos)
      << missing.err;
  EXPECT_NE(missing.err.find("Ground, Walls"), std::string::npos)
      << missing.err;
}

// The same two layers as a Tiled .tmx.
constexpr const char* kTwoLayersTmx = R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.9" orientation="orthogonal" renderorder="right-down" width="3" height="3" tilewidth="16" tileheight="16" infinite="0">
 <layer id="1" name="Ground" width="3" height="3">
  <data encoding="csv">0,0,0,0,0,0,0,0,0</data>
 </layer>
 <layer id="2" name="Walls" width="3" height="3">
  <data encoding="csv">0,1,0,0,1,0,0,0,0</data>
 </layer>
</map>
)";

// Issue 37: Enter in File > Open's path field accepted the file, and the
// same Enter then answered the layer question that opened in that frame,
// so the first layer opened unasked and was remembered. Enter and the Open
// button both leave the question up, to be answered.
TEST(LayerChoice, EnterInTheOpenDialogAsksAsTheOpenButtonDoes) {
  TempFolder dir;
  const std::string map = dir.write("level.tmx", kTwoLayersTmx);
  for (const char* accept : {"key enter", "click Open"}) {
    const std::string script = dir.write(
        "open.txt", "key ctrl+o\nclick path\nkey ctrl+a\ntext " + map + "\n" +
                        std::string(accept) +
                        "\nframes 2\nclick Layer: Ground\nclick Open\n");
    const std::string exported = dir.path("out.png").string();
    const RunResult run = run_studio(
        {"--headless", "--script", script, "--export", exported}, dir);
    ASSERT_EQ(run.exit_code, 0) << accept << ": " << run.err;
    EXPECT_EQ(lines_starting(run.out, "status: Opened level.tmx").size(), 1u)
        << accept << ": " << run.out;
    const Image image = read_png(exported);
    ASSERT_EQ(image.width, 3) << accept;
    EXPECT_EQ(image.gray(1, 0), 255) << accept << ": the Ground layer is open";
  }
}

// The same Enter closed the error dialog that opened in its frame, so a
// file that failed to open flashed its message away; the Open button
// leaves it up to be read.
TEST(LayerChoice, EnterInTheOpenDialogLeavesAnErrorUpAsTheOpenButtonDoes) {
  TempFolder dir;
  const std::string map = dir.write("broken.tmx", "not a map");
  for (const char* accept : {"key enter", "click Open"}) {
    const std::string script = dir.write(
        "open.txt", "key ctrl+o\nclick path\nkey ctrl+a\ntext " + map + "\n" +
                        std::string(accept) + "\nframes 2\nclick OK\n");
    const RunResult run = run_studio({"--headless", "--script", script}, dir);
    ASSERT_EQ(run.exit_code, 0) << accept << ": " << run.err;
    EXPECT_NE(run.out.find("status: error: " + map), std::string::npos)
        << accept << ": " << run.out;
  }
}

// Issue 37, item 10: after a file was picked in the list, a click in the
// path field put the cursor where it landed, so a path typed there was
// appended to the one shown ("Not a directory"). Entering the field selects
// its path, as a browser's address bar does, so the path typed replaces it.
TEST(LayerChoice, AClickInThePathFieldSelectsThePathToReplace) {
  TempFolder dir;
  const std::string first = write_map(dir, "first.png", 4, 3);
  const std::string second = write_map(dir, "second.png", 5, 2);
  const std::string script =
      dir.write("open.txt",
                "key ctrl+o\nframes 2\nclick first.png\nclick path\n"
                "text " +
                    second + "\nkey enter\nframes 2\n");
  const RunResult run =
      run_studio({first, "--headless", "--script", script}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(lines_starting(run.out, "status: Opened second.png (5x2)").size(),
            1u)
      << run.out;
}

TEST(LayerChoice, SaveDoesNotWriteOverTheTiledFile) {
  TempFolder dir;
  const std::string map = dir.write("level.json", kTwoLayers);
  // Paint a cell, then Save: a file dialog asks for a name instead of the
  // session writer replacing the Tiled map; Escape leaves it unsaved.
  const std::string script =
      dir.write("save.txt",
                "click Open\nmove 0 2\ndown left\nup left\nkey ctrl+s\n"
                "state\n");
  const RunResult run =
      run_studio({map, "--headless", "--script", script}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("would drop its other layers"), std::string::npos)
      << run.out;
  EXPECT_EQ(read_text(map), kTwoLayers);
}

// One layer of two tiles, 8x8 pixels each, drawn from tiles.png; the tiles
// say nothing of collision unless `tile0` adds to the first.
std::string tiles_map(const std::string& tile0) {
  return R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="3" height="2" tilewidth="8" tileheight="8" infinite="0">
 <tileset firstgid="1" name="t" tilewidth="8" tileheight="8" tilecount="2" columns="2">
  <image source="tiles.png" width="16" height="8"/>
  )" + tile0 +
         R"(
 </tileset>
 <layer id="1" name="Ground" width="3" height="2">
  <data encoding="csv">1,2,1,2,2,1</data>
 </layer>
</map>
)";
}

// Writes the tileset picture: the first tile grey 173, the second 220.
void write_tiles_png(const TempFolder& dir) {
  Grid picture(16, 8);
  for (int y = 0; y < 8; ++y) {
    for (int x = 0; x < 16; ++x) picture.set({x, y}, x < 8 ? 173 : 220);
  }
  ASSERT_TRUE(write_png(picture, dir.path("tiles.png").string()).ok());
}

// Issue 37: a Tiled map that marks no collision opened as solid wall. Now
// the layer dialog asks what its tiles are, drawn from the tileset; the
// answer decides the cells (the settings keep it for the file:
// safety_units_test.cpp).
// The layer dialog starts the chooser from the choice kept for the file,
// read by the core's --values reader: text typed on a command line (spaces,
// capitals, a later rule over an earlier one) reads back as opening reads
// it, and is written back in the chooser's own form.
TEST(LayerChoice, TheChooserReadsKeptValuesAsOpeningDoes) {
  TempFolder dir;
  write_tiles_png(dir);
  const std::string map = dir.write("plain.tmx", tiles_map(""));
  TileChooser chooser;
  chooser.load(map, LayerOptions{"", "", " 1-2 = WALL , 1=open, * = Open"});
  EXPECT_TRUE(chooser.needed());
  EXPECT_EQ(chooser.values(), "1=open,2=wall,*=open");
  chooser.load(map, LayerOptions{"", "", "2=5,*=wall"});
  EXPECT_EQ(chooser.values(), "2=5,*=wall");
}

TEST(LayerChoice, TilesOfAMapThatMarksNoCollisionAreChosenFromTheirPictures) {
  TempFolder dir;
  write_tiles_png(dir);
  const std::string map = dir.write("plain.tmx", tiles_map(""));
  const std::string exported = dir.path("out.png").string();
  const std::string choose =
      dir.write("choose.txt", "frames 2\nclick Tile 2\nscreenshot " +
                                  dir.path("dialog.png").string() +
                                  "\nclick Open\nstate\n");
  const RunResult run = run_studio(
      {map, "--headless", "--script", choose, "--export", exported}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("Opened plain.tmx (3x2)"), std::string::npos)
      << run.out;
  const auto expect_cells = [&](const char* when) {
    const Image image = read_png(exported);
    ASSERT_EQ(image.width, 3) << when;
    const int gids[2][3] = {{1, 2, 1}, {2, 2, 1}};
    for (int y = 0; y < 2; ++y) {
      for (int x = 0; x < 3; ++x) {
        EXPECT_EQ(image.gray(x, y), gids[y][x] == 2 ? 0 : 255)
            << when << ": cell " << x << "," << y;
      }
    }
  };
  expect_cells("chosen");
  // The tiles were drawn from the picture, 32 pixels a side: the open one
  // in its grey (the wall one is shaded).
  const Image dialog = read_png(dir.path("dialog.png").string());
  int grey = 0;
  for (std::size_t i = 0; i + 2 < dialog.pixels.size();
       i += static_cast<std::size_t>(dialog.channels)) {
    grey += dialog.pixels[i] == 173 && dialog.pixels[i + 1] == 173 &&
            dialog.pixels[i + 2] == 173;
  }
  EXPECT_GE(grey, 30 * 30);
  // Opened again with the choice kept for the file (a headless run keeps
  // no settings: --values says it as the layer dialog would).
  const std::string again = dir.write("again.txt", "state\n");
  const RunResult second =
      run_studio({map, "--values", "2=wall,*=open", "--headless", "--script",
                  again, "--export", exported},
                 dir);
  ASSERT_EQ(second.exit_code, 0) << second.err;
  expect_cells("with --values");
}

TEST(LayerChoice, AMapThatMarksCollisionOpensWithoutAsking) {
  TempFolder dir;
  write_tiles_png(dir);
  // The first tile's collision shape covers it: a wall; the second says
  // nothing, in a map that marks collision: open ground.
  const std::string map = dir.write(
      "shapes.tmx",
      tiles_map(
          R"(<tile id="0"><objectgroup><object id="1" x="0" y="0" width="8" height="8"/></objectgroup></tile>)"));
  const std::string exported = dir.path("out.png").string();
  const std::string state = dir.write("state.txt", "state\n");
  const RunResult run = run_studio(
      {map, "--headless", "--script", state, "--export", exported}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const Image image = read_png(exported);
  ASSERT_EQ(image.width, 3);
  EXPECT_EQ(image.gray(0, 0), 0);
  EXPECT_EQ(image.gray(1, 0), 255);
  EXPECT_EQ(image.gray(2, 1), 0);
}

}  // namespace layer_choice_test
}  // namespace astar::studio::testing
