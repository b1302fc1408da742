// Tiled and LDtk maps through the real astar-cli: convert to each format and
// search on the result; the layer options; hostile files.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <tuple>

#include "run_cli.hpp"

namespace astar::test {
namespace tile_maps_cli_test {

const std::string kFixtures = ASTAR_SOURCE_DIR "/tests/core/tile_maps/";

// A Moving AI map with terrain the Tiled and LDtk files must keep.
constexpr const char* kTileMap =
    "type octile\nheight 4\nwidth 6\nmap\n......\n.@@@@.\n......\n@@@..@\n";

std::string path_line(const CliRun& run) {
  const std::size_t at = run.out.find("from (0,0)");
  return at == std::string::npos
             ? run.out
             : run.out.substr(at, run.out.find('\n', at) - at);
}

TEST(TileMapsCli, ConvertsToEachFormatAndFindsTheSamePath) {
  ScratchFolder scratch;
  const std::string map = scratch.write("level.map", kTileMap);
  const CliRun reference =
      run_cli({"path", map, "--from", "0,0", "--to", "5,2"});
  ASSERT_EQ(reference.exit_code, 0) << reference.err;
  EXPECT_EQ(path_line(reference),
            "from (0,0) to (5,2): path found, cost 7, 8 cells");
  for (const char* ext : {".tmx", ".tmj", ".ldtk"}) {
    const std::string out = scratch.file(std::string("level") + ext);
    const CliRun converted = run_cli({"convert", map, out});
    ASSERT_EQ(converted.exit_code, 0) << converted.err;
    EXPECT_EQ(converted.out, "wrote " + out + " (6x4)\n");
    const CliRun path = run_cli({"path", out, "--from", "0,0", "--to", "5,2"});
    ASSERT_EQ(path.exit_code, 0) << path.err;
    EXPECT_EQ(path_line(path), path_line(reference)) << ext;
    // And back to .map: the same file.
    const std::string back = scratch.file(std::string("back") + ext + ".map");
    ASSERT_EQ(run_cli({"convert", out, back}).exit_code, 0);
    std::ifstream in(back);
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(in), {}), kTileMap);
  }
}

TEST(TileMapsCli, LayerLevelAndValuesOptions) {
  const CliRun cave = run_cli({"info", kFixtures + "levels.ldtk", "--level",
                               "Cave", "--values", "2=open"});
  ASSERT_EQ(cave.exit_code, 0) << cave.err;
  EXPECT_NE(cave.out.find("size: 2 x 2"), std::string::npos) << cave.out;
  EXPECT_NE(cave.out.find("walkable: 3"), std::string::npos) << cave.out;
  const CliRun ground = run_cli({"info", kFixtures + "csv.tmx", "--layer",
                                 "Ground", "--values", "1=open"});
  ASSERT_EQ(ground.exit_code, 0) << ground.err;
  EXPECT_NE(ground.out.find("walkable: 12"), std::string::npos) << ground.out;
  const CliRun missing =
      run_cli({"info", kFixtures + "csv.tmx", "--layer", "Roof"});
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_EQ(
      missing.err.rfind(
          "error: " + kFixtures + "csv.tmx: no tile layer named 'Roof'", 0),
      0u)
      << missing.err;
}

// Tiled's own island (Debian's `tiled` package, installed by our set-up)
// marks no collision: refused with the tiles to name, then read with
// ranges of them and "*".
TEST(TileMapsCli, AMapThatMarksNoCollisionNamesItsTilesThenOpens) {
  const std::string island = "/usr/share/doc/tiled/examples/rpg/island.tmx";
  const CliRun refused = run_cli({"info", island});
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.err.find("the tile layer 'Ground' does not say which "
                             "tiles are walls"),
            std::string::npos)
      << refused.err;
  EXPECT_NE(refused.err.find("--values '39=wall,*=open' (it uses tiles "
                             "39-43, 76-78,"),
            std::string::npos)
      << refused.err;
  const CliRun named = run_cli(
      {"path", island, "--from", "7,23", "--to", "45,31", "--values",
       "39-40=wall,42-43=wall,76-78=wall,110-111=wall,115=wall,147=wall,"
       "149=wall,151=wall,187-188=wall,221-222=wall,258=wall,264=wall,"
       "*=open"});
  EXPECT_EQ(named.exit_code, 0) << named.err;
  EXPECT_NE(named.out.find("found"), std::string::npos) << named.out;
  // Collision shapes, classes and objects need no --values.
  const CliRun shapes =
      run_cli({"info", kFixtures + "shapes.tmx", "--layer", "Ground"});
  EXPECT_EQ(shapes.exit_code, 0) << shapes.err;
  EXPECT_NE(shapes.out.find("blocked: 7"), std::string::npos) << shapes.out;
}

TEST(TileMapsCli, HostileFilesExitTwoWithOneErrorLine) {
  ScratchFolder scratch;
  const std::string deep = scratch.write("deep.tmj", std::string(5000, '['));
  const std::string iso = scratch.write(
      "iso.tmx", "<map orientation=\"isometric\" width=\"1\" height=\"1\"/>");
  const std::string zero = scratch.file("zero.ldtk");
  std::filesystem::create_symlink("/dev/zero", zero);
  for (const std::string& file : {deep, iso, zero}) {
    const CliRun run = run_cli({"info", file});
    EXPECT_EQ(run.exit_code, 2) << file;
    EXPECT_EQ(run.err.rfind("error: " + file + ":", 0), 0u) << run.err;
    EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
    EXPECT_LT(run.err.size(), 600u);
  }
}

std::string file_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

// Tiled itself (Debian's package, app/install-deps installs it) reads our
// .tmj, and what it writes back as .tmx and .json reads as the same cells.
TEST(TileMapsCli, TiledConvertsOurMapsAndBackWithTheSameCells) {
  ASSERT_EQ(std::system("command -v tiled > /dev/null"), 0)
      << "tiled is missing (app/install-deps installs it)";
  ScratchFolder scratch;
  const std::string tmj = scratch.file("ours.tmj");
  // The LDtk fixture has walls, open ground and a weight 4.
  ASSERT_EQ(run_cli({"convert", kFixtures + "levels.ldtk", tmj}).exit_code, 0);
  const std::string tmx = scratch.file("tiled.tmx");
  const std::string json = scratch.file("tiled.json");
  for (const auto& [format, in, out] :
       {std::tuple{"tmx", tmj, tmx}, std::tuple{"json", tmx, json}}) {
    const std::string command =
        "QT_QPA_PLATFORM=offscreen tiled --export-map " + std::string(format) +
        " '" + in + "' '" + out + "' > /dev/null 2>&1";
    ASSERT_EQ(std::system(command.c_str()), 0) << command;
  }
  for (const std::string& file : {tmj, tmx, json}) {
    const std::string png = file + ".png";
    ASSERT_EQ(run_cli({"convert", file, png}).exit_code, 0) << file;
    EXPECT_EQ(file_bytes(png), file_bytes(tmj + ".png")) << file;
  }
  const CliRun info = run_cli({"info", json});
  EXPECT_NE(info.out.find("walkable: 8"), std::string::npos) << info.out;
}

}  // namespace tile_maps_cli_test
}  // namespace astar::test
