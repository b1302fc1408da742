// The plain text grid (.grid), a format added through the core's table of
// map formats alone, through the real astar-cli: convert to and from it,
// info and path on it, bad files, and the help and messages that list the
// table.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <regex>

#include "astar/io/map_formats.hpp"
#include "run_cli.hpp"

namespace astar::test {
namespace text_grid_cli_test {

std::string contents(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

TEST(TextGridCli, ConvertsToAndFromAGridAndSearchesOnIt) {
  ScratchFolder scratch;
  const std::string map = scratch.write(
      "level.map",
      "type octile\nheight 3\nwidth 5\nmap\n.....\n.@@@.\n.....\n");
  const std::string grid = scratch.file("level.grid");
  const CliRun converted = run_cli({"convert", map, grid});
  ASSERT_EQ(converted.exit_code, 0) << converted.err;
  EXPECT_EQ(converted.out, "wrote " + grid + " (5x3)\n");
  EXPECT_EQ(contents(grid), ".....\n.###.\n.....\n");
  const CliRun info = run_cli({"info", grid});
  ASSERT_EQ(info.exit_code, 0) << info.err;
  EXPECT_NE(info.out.find("size: 5 x 3"), std::string::npos) << info.out;
  EXPECT_NE(info.out.find("walkable: 12"), std::string::npos) << info.out;
  const CliRun path = run_cli({"path", grid, "--from", "0,1", "--to", "4,1"});
  ASSERT_EQ(path.exit_code, 0) << path.err;
  EXPECT_NE(path.out.find("path found"), std::string::npos) << path.out;
  const std::string back = scratch.file("back.map");
  ASSERT_EQ(run_cli({"convert", grid, back}).exit_code, 0);
  EXPECT_EQ(contents(back), contents(map));
}

TEST(TextGridCli, KeepsTerrainToNineAndWarnsBeyond) {
  ScratchFolder scratch;
  const std::string terrain = scratch.write("terrain.grid", ".2#\n9..\n");
  const std::string png = scratch.file("terrain.png");
  ASSERT_EQ(run_cli({"convert", terrain, png}).exit_code, 0);
  const std::string again = scratch.file("again.grid");
  const CliRun round = run_cli({"convert", png, again});
  ASSERT_EQ(round.exit_code, 0) << round.err;
  EXPECT_EQ(round.err, "");
  EXPECT_EQ(contents(again), ".2#\n9..\n");
  const std::string heavy = scratch.file("heavy.grid");
  const CliRun gen = run_cli({"gen", "terrain", "12", "8", "--seed", "3",
                              "--max-weight", "40", heavy});
  ASSERT_EQ(gen.exit_code, 0) << gen.err;
  EXPECT_NE(gen.err.find("warning: " + heavy + ": "), std::string::npos)
      << gen.err;
  EXPECT_NE(gen.err.find("saved as weight 9"), std::string::npos) << gen.err;
}

TEST(TextGridCli, ABadGridIsOneErrorNamingTheFileAndLine) {
  ScratchFolder scratch;
  const std::string bad = scratch.write("bad.grid", "...\n.@.\n");
  const CliRun run = run_cli({"info", bad});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(run.err.rfind("error: " + bad + ":2:2: unexpected '@'", 0), 0u)
      << run.err;
  const std::string ragged = scratch.write("ragged.grid", "...\n..\n");
  const CliRun convert = run_cli({"convert", ragged, scratch.file("out.png")});
  EXPECT_EQ(convert.exit_code, 2);
  EXPECT_NE(convert.err.find(ragged + ":2:3: row of 2 cells"),
            std::string::npos)
      << convert.err;
}

// convert's help and its refusal list every row of the table: the .grid
// row is there with no line of the CLI naming it.
TEST(TextGridCli, HelpAndMessagesListTheTable) {
  const CliRun help = run_cli({"help", "convert"});
  ASSERT_EQ(help.exit_code, 0) << help.err;
  // A long row goes on under its names: read the help as one line.
  const std::string flat =
      std::regex_replace(help.out, std::regex("\\s+"), " ");
  for (const MapFormat& format : map_formats()) {
    EXPECT_NE(flat.find(std::string(format.name) +
                        (format.writable() ? ": " : ", read only: ") +
                        std::string(format.holds)),
              std::string::npos)
        << format.name << "\n"
        << help.out;
    for (std::string_view ext : format.extensions)
      EXPECT_NE(help.out.find(" " + std::string(ext)), std::string::npos)
          << ext;
  }
  ScratchFolder scratch;
  const std::string map = scratch.write("m.grid", "..\n");
  const CliRun refused = run_cli({"convert", map, scratch.file("m.bmp")});
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.err.find("use .png, .map, .tmx, .tmj, .ldtk or .grid"),
            std::string::npos)
      << refused.err;
}

}  // namespace text_grid_cli_test
}  // namespace astar::test
