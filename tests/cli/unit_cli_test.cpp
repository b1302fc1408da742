// The real astar-cli with units (--unit-size, --terrain): path, batch, scen and
// info --clearance, checked by hand on small maps and by an independent
// footprint sweep on random ones.

#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>

#include "../core/segment_reference.hpp"
#include "astar/io/map_io.hpp"
#include "run_cli.hpp"
#include "summary.hpp"

namespace astar::test {
namespace unit_cli_test {

// 8x6, one wall at (2,2).
constexpr const char* kRoom =
    "type octile\nheight 6\nwidth 8\nmap\n"
    "........\n"
    "........\n"
    "..@.....\n"
    "........\n"
    "........\n"
    "........\n";

// 9x4, two rooms joined by a one-cell door at (4,2).
constexpr const char* kTwoRooms =
    "type octile\nheight 4\nwidth 9\nmap\n"
    "....@....\n"
    "....@....\n"
    ".........\n"
    "....@....\n";

const double kSqrt2 = std::sqrt(2.0);

nlohmann::json path_json(const std::string& map, const std::string& from,
                         const std::string& to,
                         const std::vector<std::string>& options) {
  std::vector<std::string> args = {"path", map, "--from", from,
                                   "--to", to,  "--json"};
  args.insert(args.end(), options.begin(), options.end());
  const CliRun run = run_cli(args);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  return nlohmann::json::parse(run.out);
}

/// True when the K x K footprint with top-left (x, y) is inside and open.
bool footprint_open(const Grid& grid, int x, int y, int size) {
  for (int dy = 0; dy < size; ++dy) {
    for (int dx = 0; dx < size; ++dx) {
      if (!grid.walkable(Point{x + dx, y + dy})) return false;
    }
  }
  return true;
}

TEST(UnitCli, PathForAUnitHasTheHandCountedCostAndOpenFootprints) {
  ScratchFolder dir;
  const std::string map = dir.write("room.map", kRoom);
  const Grid grid = load_map(map).value();
  // Size 2 cannot cut past the wall's footprint (1..2, 1..2): 4 straight
  // moves and 3 diagonal ones, where one cell needs 2 and 4.
  const nlohmann::json two = path_json(map, "0,0", "6,4", {"--unit-size", "2"});
  EXPECT_DOUBLE_EQ(two["cost"].get<double>(), 4 + 3 * kSqrt2);
  EXPECT_EQ(two["size"], 2);
  const nlohmann::json one = path_json(map, "0,0", "6,4", {});
  EXPECT_DOUBLE_EQ(one["cost"].get<double>(), 2 + 4 * kSqrt2);
  // Size 3 stands only right of x = 3 or on row 3; the corner (3,3) cannot
  // be cut, so 6 straight moves.
  const nlohmann::json three =
      path_json(map, "3,0", "0,3", {"--unit-size", "3"});
  EXPECT_DOUBLE_EQ(three["cost"].get<double>(), 6.0);
  for (const auto& [json, size] : {std::pair{two, 2}, std::pair{three, 3}}) {
    ASSERT_FALSE(json["path"].empty());
    for (const auto& p : json["path"]) {
      EXPECT_TRUE(footprint_open(grid, p[0], p[1], size)) << p.dump();
    }
  }
}

// --unit-size is the unit's size in astar-cli and the studio alike; --size,
// its old name here, still reads for one version and is the same flag.
TEST(UnitCli, UnitSizeIsTheNameAndSizeItsOldAlias) {
  ScratchFolder dir;
  const std::string map = dir.write("room.map", kRoom);
  const nlohmann::json new_name =
      path_json(map, "0,0", "6,4", {"--unit-size", "2"});
  const nlohmann::json old_name = path_json(map, "0,0", "6,4", {"--size", "2"});
  EXPECT_EQ(new_name["size"], 2);
  EXPECT_EQ(new_name["path"], old_name["path"]);
  const CliRun twice = run_cli({"path", map, "--from", "0,0", "--to", "6,4",
                                "--size", "2", "--unit-size", "3"});
  EXPECT_EQ(twice.exit_code, 2);
  EXPECT_NE(twice.err.find("'--unit-size' is given twice"), std::string::npos)
      << twice.err;
  const CliRun bad = run_cli(
      {"path", map, "--from", "0,0", "--to", "6,4", "--unit-size", "0"});
  EXPECT_NE(bad.err.find("error: --unit-size '0'"), std::string::npos)
      << bad.err;
  const CliRun help = run_cli({"help", "path"});
  EXPECT_NE(help.out.find("--unit-size K"), std::string::npos) << help.out;
}

TEST(UnitCli, AStartWhereTheUnitDoesNotFitIsAnError) {
  ScratchFolder dir;
  const std::string map = dir.write("room.map", kRoom);
  const CliRun run =
      run_cli({"path", map, "--from", "0,0", "--to", "3,3", "--size", "3"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("error: "), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("start: a unit of size 3 does not fit at (0,0): "
                         "(2,2) is a wall"),
            std::string::npos)
      << run.err;
  const CliRun off =
      run_cli({"path", map, "--from", "3,0", "--to", "6,3", "--size", "3"});
  EXPECT_EQ(off.exit_code, 2);
  EXPECT_NE(off.err.find("goal: a unit of size 3 at (6,3) reaches past the "
                         "map's edge"),
            std::string::npos)
      << off.err;
}

TEST(UnitCli, BadSizeOrTerrainNamesTheFlag) {
  ScratchFolder dir;
  const std::string map = dir.write("room.map", kRoom);
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--size", "0"}, "error: --size '0'"},
      {{"--size", "x"}, "error: --size 'x'"},
      {{"--size", "33"}, "error: --size '33'"},
      {{"--terrain", "10=lava"}, "error: --terrain"},
      {{"--terrain", "0=2"}, "error: --terrain"},
  };
  for (const auto& [flags, message] : cases) {
    for (const std::string command : {"path", "scen", "batch"}) {
      std::vector<std::string> args = {command};
      args.push_back(command == "scen" ? benchmark_file("arena.map.scen")
                                       : map);
      if (command == "path") {
        args.insert(args.end(), {"--from", "0,0", "--to", "1,0"});
      }
      args.insert(args.end(), flags.begin(), flags.end());
      const CliRun run = run_cli(args);
      EXPECT_EQ(run.exit_code, 2) << command << " " << flags[1];
      EXPECT_NE(run.err.find(message), std::string::npos)
          << command << ": " << run.err;
    }
  }
}

TEST(UnitCli, BatchLinesSetTheirOwnUnit) {
  ScratchFolder dir;
  const std::string map = dir.write("room.map", kRoom);
  const std::string input =
      "0 0 6 4\n"
      "{\"from\":[0,0],\"to\":[6,4],\"size\":2,\"id\":1}\n"
      "{\"from\":[0,0],\"to\":[6,4],\"size\":\"2\",\"terrain\":\"1=2\"}\n"
      "{\"from\":[0,0],\"to\":[6,4],\"size\":3,\"id\":3}\n"
      "{\"from\":[0,0],\"to\":[6,4],\"size\":\"x\"}\n"
      "{\"from\":[3,0],\"to\":[0,3],\"size\":3,\"algo\":\"jps\"}\n"
      "{\"from\":[0,0],\"to\":[6,4],\"terrain\":\"1=wall\"}\n"
      "{\"from\":[0,0],\"to\":[6,4],\"size\":2}\n";
  const CliRun run =
      run_cli_with_input({"batch", map, "--threads", "2"}, input);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  std::istringstream lines(run.out);
  std::vector<nlohmann::json> answers;
  for (std::string line; std::getline(lines, line);) {
    answers.push_back(nlohmann::json::parse(line));
  }
  ASSERT_EQ(answers.size(), 8u) << run.out;
  EXPECT_DOUBLE_EQ(answers[0]["cost"].get<double>(), 2 + 4 * kSqrt2);
  EXPECT_DOUBLE_EQ(answers[1]["cost"].get<double>(), 4 + 3 * kSqrt2);
  EXPECT_EQ(answers[1]["id"], 1);
  // Weight 1 costs 2 for this unit: every move twice.
  EXPECT_DOUBLE_EQ(answers[2]["cost"].get<double>(), 2 * (4 + 3 * kSqrt2));
  EXPECT_EQ(answers[3]["id"], 3);
  EXPECT_NE(answers[3]["error"].get<std::string>().find(
                "line 4: start: a unit of size 3 does not fit at (0,0)"),
            std::string::npos)
      << answers[3];
  EXPECT_NE(answers[4]["error"].get<std::string>().find("--size 'x'"),
            std::string::npos)
      << answers[4];
  // JPS searches the unit's grid (its jump map is built from it).
  EXPECT_DOUBLE_EQ(answers[5]["cost"].get<double>(), 6.0);
  EXPECT_NE(answers[6]["error"].get<std::string>().find("does not fit"),
            std::string::npos)
      << answers[6];
  // The unit map built for line 2 is reused and gives the same answer.
  EXPECT_EQ(answers[7]["path"], answers[1]["path"]);
}

// More units than the batch keeps maps for, over several groups of lines:
// the maps dropped between groups are rebuilt and answers stay right.
TEST(UnitCli, BatchWithManyUnitsAnswersEveryLine) {
  ScratchFolder dir;
  const std::string map = dir.write("room.map", kRoom);
  std::string input;
  constexpr int kLines = 300;
  for (int i = 0; i < kLines; ++i) {
    input +=
        "{\"from\":[3,0],\"to\":[4,0],\"size\":" + std::to_string(1 + i % 3) +
        ",\"terrain\":\"1=" + std::to_string(2 + i % 25) + "\"}\n";
  }
  const CliRun run =
      run_cli_with_input({"batch", map, "--threads", "1"}, input);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  std::istringstream lines(run.out);
  int i = 0;
  for (std::string line; std::getline(lines, line); ++i) {
    const nlohmann::json answer = nlohmann::json::parse(line);
    ASSERT_TRUE(answer.contains("cost")) << line;
    EXPECT_EQ(answer["cost"].get<double>(), 2 + i % 25) << line;
  }
  EXPECT_EQ(i, kLines);
}

TEST(UnitCli, ScenWithASizeChecksAgainstItsOwnOptimalSearch) {
  for (const std::string algo : {"astar", "jps", "dijkstra"}) {
    const CliRun run =
        run_cli({"scen", benchmark_file("den011d.map.scen"), "--size", "3",
                 "--every", "40", "--algo", algo});
    ASSERT_EQ(run.exit_code, 0) << algo << ": " << run.out << run.err;
    EXPECT_NE(run.out.find("checked against an optimal search for size 3"),
              std::string::npos)
        << run.out;
    const auto summary = parse_summary(last_line(run.out));
    EXPECT_EQ(summary.at("mismatches"), 0) << run.out;
    EXPECT_EQ(summary.at("checked_against_optimal_search_size"), 3);
    // Some of den011d's problems start in corridors too narrow for 3x3.
    EXPECT_GT(summary.at("unfit"), 0);
    EXPECT_LT(summary.at("unfit"), summary.at("problems"));
    // A wider unit never finds a cheaper path than one cell.
    EXPECT_GE(summary.at("mean_unit_cost_ratio"), 1.0);
  }
}

Grid random_map(std::mt19937& rng, int width, int height, int walls) {
  Grid grid(width, height, kOpenGround);
  std::uniform_int_distribution<int> percent(0, 99);
  for (int i = 0; i < grid.cell_count(); ++i) {
    if (percent(rng) < walls) grid.set(i, kBlocked);
  }
  return grid;
}

// Runs `path` on ten random 48x36 maps from a corner to the opposite one with
// `options` and checks every segment of the waypoints against the
// independent swept-square reference (segment_reference.hpp): the K x K
// square whose top-left moves along it never overlaps a wall or leaves
// the map. Gives the number of paths checked and of segments at an angle
// no grid move has.
std::pair<int, int> check_cli_sweeps(std::uint32_t seed, int size,
                                     const std::vector<std::string>& options) {
  std::mt19937 rng(seed);
  ScratchFolder dir;
  const Unit unit{size, TerrainTable()};
  int paths = 0, shortcuts = 0;
  for (int round = 0; round < 10; ++round) {
    // 10% walls for size 2, as on the maps; a 3x3 unit finds no
    // way across those, so 5% for it.
    Grid grid = random_map(rng, 48, 36, size == 2 ? 10 : 5);
    const Point from{0, 0}, to{48 - size, 36 - size};
    for (int y = 0; y < size; ++y) {
      for (int x = 0; x < size; ++x) {
        grid.set(from.x + x, from.y + y, kOpenGround);
        grid.set(to.x + x, to.y + y, kOpenGround);
      }
    }
    const std::string map = dir.file("m" + std::to_string(round) + ".png");
    EXPECT_TRUE(save_map(grid, map).ok());
    std::vector<std::string> args = {
        "path",  map,    "--from", "0,0",
        "--to",  xy(to), "--size", std::to_string(size),
        "--json"};
    args.insert(args.end(), options.begin(), options.end());
    const CliRun run = run_cli(args);
    EXPECT_LE(run.exit_code, 1) << run.err;
    const nlohmann::json json = nlohmann::json::parse(run.out);
    if (!json["found"].get<bool>()) continue;
    ++paths;
    const auto& points = json["waypoints"];
    EXPECT_EQ((Point{points.front()[0], points.front()[1]}), from);
    EXPECT_EQ((Point{points.back()[0], points.back()[1]}), to);
    for (std::size_t i = 0; i + 1 < points.size(); ++i) {
      const Point a{points[i][0], points[i][1]};
      const Point b{points[i + 1][0], points[i + 1][1]};
      EXPECT_EQ(reference_square_problem(grid, unit, DiagonalRule::NoCut, a, b),
                "")
          << map << " size " << size << ": segment " << to_string(a) << " -> "
          << to_string(b);
      const int dx = std::abs(b.x - a.x), dy = std::abs(b.y - a.y);
      if (dx != 0 && dy != 0 && dx != dy) ++shortcuts;
    }
    EXPECT_LE(json["waypoints_cost"].get<double>(),
              json["line_cost"].get<double>() * (1 + 1e-12));
  }
  return {paths, shortcuts};
}

TEST(UnitCli, SmoothedPathsKeepTheSweptSquareOffWalls) {
  for (const int size : {2, 3}) {
    const auto [paths, shortcuts] =
        check_cli_sweeps(2024 + size, size, {"--post", "smooth"});
    EXPECT_GE(paths, 5) << "size " << size;
    EXPECT_GE(shortcuts, 25) << "size " << size;
  }
  const auto [paths, shortcuts] =
      check_cli_sweeps(2030, 2, {"--post", "waypoints"});
  EXPECT_GE(paths, 5);
  EXPECT_EQ(shortcuts, 0);  // runs of grid moves: straight or diagonal
}

// On the maps of the smoothing test's size 2.
TEST(UnitCli, ThetaPathsKeepTheSweptSquareOffWalls) {
  const auto [paths, shortcuts] =
      check_cli_sweeps(2026, 2, {"--algo", "theta"});
  EXPECT_GE(paths, 5);
  EXPECT_GE(shortcuts, 25);
}

/// The rows of info's clearance table: each as its whitespace-split words.
std::vector<std::vector<std::string>> clearance_rows(const std::string& out) {
  std::istringstream in(out.substr(out.find("clearance (")));
  std::vector<std::vector<std::string>> rows;
  std::string line;
  std::getline(in, line);  // the heading
  std::getline(in, line);  // the column names
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::vector<std::string> row;
    for (std::string word; words >> word;) row.push_back(word);
    rows.push_back(row);
  }
  return rows;
}

TEST(UnitCli, InfoClearanceCountsCellsAndRegionsPerSize) {
  ScratchFolder dir;
  const std::string map = dir.write("rooms.map", kTwoRooms);
  const CliRun run = run_cli({"info", map, "--clearance"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  // Counted by hand: size 2 and up cannot pass the one-cell door, so the
  // rooms are two regions; size 5 is taller than the map.
  using Row = std::vector<std::string>;
  const std::vector<Row> expected = {
      {"1", "33", "1", "33"},
      {"2", "18", "2", "9", "9"},
      {"3", "8", "2", "4", "4"},
      {"4", "2", "2", "1", "1"},
  };
  EXPECT_EQ(clearance_rows(run.out), expected) << run.out;
  EXPECT_NE(run.out.find("clearance (8-connected, corners no-cut, terrain "
                         "as the map)"),
            std::string::npos)
      << run.out;

  const std::string room = dir.write("room.map", kRoom);
  const CliRun one_wall =
      run_cli({"info", room, "--clearance", "--connectivity", "4"});
  ASSERT_EQ(one_wall.exit_code, 0) << one_wall.err;
  const std::vector<Row> room_rows = {
      {"1", "47", "1", "47"}, {"2", "31", "1", "31"}, {"3", "15", "1", "15"},
      {"4", "6", "1", "6"},   {"5", "2", "1", "2"},
  };
  EXPECT_EQ(clearance_rows(one_wall.out), room_rows) << one_wall.out;

  // A table that bars open ground leaves no size that fits anywhere.
  const CliRun barred =
      run_cli({"info", room, "--clearance", "--terrain", "1=wall"});
  ASSERT_EQ(barred.exit_code, 0) << barred.err;
  EXPECT_TRUE(clearance_rows(barred.out).empty()) << barred.out;
  EXPECT_NE(barred.out.find("terrain 1=wall"), std::string::npos);
}

}  // namespace unit_cli_test
}  // namespace astar::test
