// astar-cli --origin and --world through the real binary: bottom-left gives
// the same costs with every coordinate flipped, in and out; world
// positions are exactly the cell centres; bad values are refused.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "run_cli.hpp"

namespace astar::test {
namespace origin_cli_test {

using Json = nlohmann::json;

// 9 x 6 with walls ('T' too) placed so that a wrong flip finds another
// cost or a wall.
constexpr const char* kOriginMap =
    "type octile\nheight 6\nwidth 9\nmap\n"
    ".........\n"
    ".@@@@@.T.\n"
    ".....@...\n"
    ".TTT.@.@.\n"
    ".....@...\n"
    ".........\n";
constexpr int kHeight = 6;

int flip(int y) { return kHeight - 1 - y; }

std::string cell(int x, int y) {
  return std::to_string(x) + "," + std::to_string(y);
}

Json path_json(const std::string& map, std::vector<std::string> args) {
  args.insert(args.begin(), {"path", map, "--json"});
  const CliRun run = run_cli(args);
  EXPECT_LE(run.exit_code, 1) << run.err;
  return Json::parse(run.out);
}

// `shown` holds `core`'s points with y flipped.
void expect_flipped(const Json& core, const Json& shown) {
  ASSERT_EQ(core.size(), shown.size());
  for (std::size_t i = 0; i < core.size(); ++i) {
    EXPECT_EQ(shown[i][0], core[i][0]) << i;
    EXPECT_EQ(shown[i][1].get<int>(), flip(core[i][1].get<int>())) << i;
  }
}

struct Ends {
  int sx, sy, gx, gy;
};
constexpr Ends kEnds[] = {{0, 0, 8, 5}, {2, 2, 8, 0}, {4, 2, 6, 2}};

TEST(OriginCli, BottomLeftPathHasTheSameCostAndFlippedPoints) {
  ScratchFolder folder;
  const std::string map = folder.write("m.map", kOriginMap);
  for (const char* algo : {"astar", "jps", "theta"}) {
    for (const Ends& e : kEnds) {
      SCOPED_TRACE(std::string(algo) + " " + cell(e.sx, e.sy));
      const Json top =
          path_json(map, {"--from", cell(e.sx, e.sy), "--to", cell(e.gx, e.gy),
                          "--algo", algo, "--post", "smooth"});
      const Json bottom =
          path_json(map, {"--from", cell(e.sx, flip(e.sy)), "--to",
                          cell(e.gx, flip(e.gy)), "--algo", algo, "--post",
                          "smooth", "--origin", "bottom-left"});
      EXPECT_EQ(bottom["cost"], top["cost"]);
      EXPECT_EQ(bottom["origin"], "bottom-left");
      EXPECT_EQ(bottom["from"], Json::array({e.sx, flip(e.sy)}));
      EXPECT_EQ(bottom["to"], Json::array({e.gx, flip(e.gy)}));
      expect_flipped(top["path"], bottom["path"]);
      ASSERT_TRUE(top.contains("waypoints"));
      expect_flipped(top["waypoints"], bottom["waypoints"]);
      EXPECT_EQ(bottom["waypoints_cost"], top["waypoints_cost"]);
    }
  }
}

TEST(OriginCli, TextOutputNamesCellsInTheOrigin) {
  ScratchFolder folder;
  const std::string map = folder.write("m.map", kOriginMap);
  const CliRun run =
      run_cli({"path", map, "--from", "0,5", "--to", "8,0", "--origin",
               "bottom-left", "--post", "waypoints"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("from (0,5) to (8,0) (bottom-left): path found"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find(": (0,5) "), std::string::npos) << run.out;
  EXPECT_NE(run.out.find(" (8,0)\n"), std::string::npos) << run.out;
}

TEST(OriginCli, ErrorsNameTheCellAsGiven) {
  ScratchFolder folder;
  const std::string map = folder.write("m.map", kOriginMap);
  // (1,4) bottom-left is (1,1) top-left: a wall.
  const CliRun wall = run_cli(
      {"path", map, "--from", "1,4", "--to", "0,0", "--origin", "bottom-left"});
  EXPECT_EQ(wall.exit_code, 2);
  EXPECT_NE(
      wall.err.find("--from 1,4 is a wall in " + map + " (origin bottom-left)"),
      std::string::npos)
      << wall.err;
  // The core's own messages (a unit that does not fit) say how they count.
  const CliRun unit = run_cli({"path", map, "--from", "8,0", "--to", "0,5",
                               "--size", "2", "--origin", "bottom-left"});
  EXPECT_EQ(unit.exit_code, 2);
  EXPECT_NE(unit.err.find("a unit of size 2 at (8,5)"), std::string::npos)
      << unit.err;
  EXPECT_NE(unit.err.find("(cells here count from the top-left)"),
            std::string::npos)
      << unit.err;
  const CliRun outside = run_cli(
      {"info", map, "--from", "0,6", "--to", "0,0", "--origin", "bottom-left"});
  EXPECT_EQ(outside.exit_code, 2);
  EXPECT_NE(outside.err.find("--from 0,6 is outside the map"),
            std::string::npos)
      << outside.err;
}

TEST(OriginCli, InfoReadsAndPrintsCellsInTheOrigin) {
  ScratchFolder folder;
  const std::string map = folder.write("m.map", kOriginMap);
  // (0,5) is open in both origins; (1,4) bottom-left is a wall.
  const CliRun run = run_cli(
      {"info", map, "--from", "0,5", "--to", "8,0", "--origin", "bottom-left"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("reachable: yes, (0,5) and (8,0)"), std::string::npos)
      << run.out;
  const CliRun wall = run_cli(
      {"info", map, "--from", "0,5", "--to", "2,4", "--origin", "bottom-left"});
  EXPECT_EQ(wall.exit_code, 2);
  EXPECT_NE(wall.err.find("--to 2,4 is a wall"), std::string::npos) << wall.err;
}

std::vector<Json> batch_answers(const std::string& map,
                                const std::vector<std::string>& options,
                                const std::string& input) {
  std::vector<std::string> args = {"batch", map, "--threads", "1"};
  args.insert(args.end(), options.begin(), options.end());
  const CliRun run = run_cli_with_input(args, input);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  std::vector<Json> answers;
  std::istringstream lines(run.out);
  for (std::string line; std::getline(lines, line);) {
    answers.push_back(Json::parse(line));
  }
  return answers;
}

TEST(OriginCli, BatchLinesCountFromTheChosenOrigin) {
  ScratchFolder folder;
  const std::string map = folder.write("m.map", kOriginMap);
  std::string top_lines;
  std::string bottom_lines;
  std::string own_origin_lines;  // bottom-left by each line's "origin"
  for (const Ends& e : kEnds) {
    top_lines += cell(e.sx, e.sy) + " " + cell(e.gx, e.gy) + "\n";
    bottom_lines += std::to_string(e.sx) + " " + std::to_string(flip(e.sy)) +
                    " " + std::to_string(e.gx) + " " +
                    std::to_string(flip(e.gy)) + "\n";
    own_origin_lines += "{\"from\":[" + cell(e.sx, flip(e.sy)) + "],\"to\":[" +
                        cell(e.gx, flip(e.gy)) +
                        "],\"origin\":\"bottom-left\",\"algo\":\"theta\"}\n";
  }
  for (char& c : top_lines) c = c == ',' ? ' ' : c;
  const auto top = batch_answers(map, {}, top_lines);
  const auto bottom =
      batch_answers(map, {"--origin", "bottom-left"}, bottom_lines);
  const auto theta_top = batch_answers(map, {"--algo", "theta"}, top_lines);
  const auto theta_own = batch_answers(map, {}, own_origin_lines);
  ASSERT_EQ(top.size(), std::size(kEnds));
  ASSERT_EQ(bottom.size(), top.size());
  ASSERT_EQ(theta_own.size(), top.size());
  for (std::size_t i = 0; i < top.size(); ++i) {
    EXPECT_EQ(bottom[i]["cost"], top[i]["cost"]) << i;
    expect_flipped(top[i]["path"], bottom[i]["path"]);
    EXPECT_EQ(theta_own[i]["cost"], theta_top[i]["cost"]) << i;
    expect_flipped(theta_top[i]["waypoints"], theta_own[i]["waypoints"]);
  }
  const auto wall =
      batch_answers(map, {"--origin", "bottom-left"}, "1 4 0 0\n");
  ASSERT_EQ(wall.size(), 1u);
  EXPECT_EQ(wall[0]["error"],
            "line 1: start 1,4 is a wall in the map (origin bottom-left)");
}

// OX + (x + 0.5) * SIZE and OY + (y + 0.5) * SIZE, computed here.
void expect_world(const Json& cells, const Json& world, double size, double ox,
                  double oy) {
  ASSERT_EQ(cells.size(), world.size());
  for (std::size_t i = 0; i < cells.size(); ++i) {
    EXPECT_EQ(world[i][0].get<double>(),
              ox + (cells[i][0].get<int>() + 0.5) * size);
    EXPECT_EQ(world[i][1].get<double>(),
              oy + (cells[i][1].get<int>() + 0.5) * size);
  }
}

TEST(OriginCli, WorldPositionsAreExactCellCentres) {
  ScratchFolder folder;
  const std::string map = folder.write("m.map", kOriginMap);
  const double size = 0.3, ox = -1.25, oy = 7.1;
  for (const char* origin : {"top-left", "bottom-left"}) {
    const Json json =
        path_json(map, {"--from", "0,0", "--to", "8,3", "--post", "waypoints",
                        "--origin", origin, "--world", "0.3,-1.25,7.1"});
    expect_world(json["path"], json["world_path"], size, ox, oy);
    expect_world(json["waypoints"], json["world_waypoints"], size, ox, oy);
  }
  const Json plain = path_json(map, {"--from", "0,0", "--to", "8,3"});
  EXPECT_FALSE(plain.contains("world_path"));
  const Json size_only =
      path_json(map, {"--from", "0,0", "--to", "8,3", "--world", "2"});
  expect_world(size_only["path"], size_only["world_path"], 2, 0, 0);

  const auto answers = batch_answers(
      map, {"--origin", "bottom-left", "--world", "0.3,-1.25,7.1"},
      "0 0 8 3\n{\"from\":[0,0],\"to\":[8,3],\"algo\":\"theta\"}\n");
  ASSERT_EQ(answers.size(), 2u);
  expect_world(answers[0]["path"], answers[0]["world_path"], size, ox, oy);
  expect_world(answers[1]["waypoints"], answers[1]["world_waypoints"], size, ox,
               oy);
}

TEST(OriginCli, BadValuesAreRefusedNamingTheFlag) {
  ScratchFolder folder;
  const std::string map = folder.write("m.map", kOriginMap);
  const std::vector<std::string> path = {"path", map,   "--from", "0,0",
                                         "--to", "8,5", "--json"};
  for (const char* world : {"0", "-1", "nan", "inf", "1e999", "1,2", "1,2,3,4",
                            "x", "", "1,nan,0", "2,,1"}) {
    for (const char* command : {"path", "batch"}) {
      std::vector<std::string> args =
          command == std::string("path")
              ? path
              : std::vector<std::string>{"batch", map};
      args.insert(args.end(), {"--world", world});
      const CliRun run = run_cli(args);
      EXPECT_EQ(run.exit_code, 2) << command << " --world '" << world << "'";
      EXPECT_NE(run.err.find("error: --world '" + std::string(world) + "'"),
                std::string::npos)
          << run.err;
    }
  }
  for (const char* command : {"path", "batch", "info"}) {
    std::vector<std::string> args = {command, map, "--origin", "bottom"};
    if (command != std::string("batch")) {
      args.insert(args.end(), {"--from", "0,0", "--to", "8,5"});
    }
    const CliRun run = run_cli(args);
    EXPECT_EQ(run.exit_code, 2) << command;
    EXPECT_NE(run.err.find("error: --origin 'bottom': expected top-left or "
                           "bottom-left"),
              std::string::npos)
        << command << ": " << run.err;
  }
  const CliRun no_json =
      run_cli({"path", map, "--from", "0,0", "--to", "8,5", "--world", "1"});
  EXPECT_EQ(no_json.exit_code, 2);
  EXPECT_NE(no_json.err.find("--world"), std::string::npos) << no_json.err;
  const auto bad_line =
      batch_answers(map, {}, "{\"from\":[0,0],\"to\":[8,5],\"origin\":1}\n");
  ASSERT_EQ(bad_line.size(), 1u);
  EXPECT_EQ(bad_line[0]["error"],
            "line 1: \"origin\" must be \"top-left\" or \"bottom-left\"");
}

}  // namespace origin_cli_test
}  // namespace astar::test
