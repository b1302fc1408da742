// Tiled and LDtk files with several layers through the real astar-studio
// binary: opening one asks which layer (and level) becomes the map, the
// answer decides the cells, a Tiled map saved as plain .json opens as a map
// rather than as a session, and Save never writes over the designer's file.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "studio_runner.hpp"

namespace astar::studio::testing {
namespace {

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

}  // namespace
}  // namespace astar::studio::testing
