// Runs the real astar-cli: exit codes, error messages, and each subcommand's
// output, checked against the core library.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <random>

#include "astar/grid/analysis.hpp"
#include "astar/io/map_io.hpp"
#include "astar/search/search.hpp"
#include "run_cli.hpp"
#include "summary.hpp"

namespace astar::test {
namespace cli_test {

// A corridor with one shortest path under the Moving AI rules:
// (0,0) (1,0) (1,1) (1,2) (2,2) (3,2) (4,2); (3,0) and (4,0) are cut off.
const char* const kCorridorMap =
    "type octile\nheight 3\nwidth 5\nmap\n"
    "..@..\n"
    "@.@@@\n"
    "@....\n";

/// A grid from rows: '#' wall, '.' open ground, '2'-'9' that terrain
/// weight, '+' weight 12.
Grid grid_from_rows(const std::vector<std::string>& rows) {
  Grid grid(static_cast<int>(rows[0].size()), static_cast<int>(rows.size()));
  for (int y = 0; y < grid.height(); ++y) {
    for (int x = 0; x < grid.width(); ++x) {
      const char c = rows[y][x];
      grid.set(x, y,
               c == '#'   ? kBlocked
               : c == '+' ? value_for_weight(12)
               : c == '.' ? kOpenGround
                          : value_for_weight(c - '0'));
    }
  }
  return grid;
}

TEST(CliTest, HelpExitsZero) {
  for (const char* flag : {"--help", "help", "-h"}) {
    const CliRun run = run_cli({flag});
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_NE(run.out.find("astar-cli help COMMAND"), std::string::npos);
  }
}

TEST(CliTest, BadCommandsAndOptionsExitTwo) {
  ScratchFolder dir;
  const std::string map = dir.write("corridor.map", kCorridorMap);
  expect_usage_error({}, "no command");
  expect_usage_error({"frobnicate"}, "'frobnicate'");
  expect_usage_error({"path", map, "--from", "0,0", "--to", "4,2", "--fast"},
                     "--fast");
  expect_usage_error({"path", map, "--to", "4,2", "--from"}, "--from");
  expect_usage_error({"path", map, "--to", "4,2"}, "--from");
  expect_usage_error({"path", map, "--from", "3", "--to", "4,2"}, "'3'");
  expect_usage_error({"path", map, "--from", "a,b", "--to", "4,2"}, "'a,b'");
  expect_usage_error({"path", map, "--from", "0,0", "--to", "5,2"},
                     "--to 5,2 is outside");
  expect_usage_error({"path", map, "--from", "-1,0", "--to", "4,2"},
                     "--from -1,0 is outside");
  expect_usage_error({"path", map, "--from", "2,0", "--to", "4,2"},
                     "--from 2,0 is a wall");
  expect_usage_error(
      {"path", map, "--from", "0,0", "--to", "4,2", "--weight", "0.5"},
      "--weight '0.5'");
  expect_usage_error(
      {"path", map, "--from", "0,0", "--to", "4,2", "--algo", "dstar"},
      "--algo 'dstar'");
  expect_usage_error({"path", map, "--from", "0,0", "--to", "4,2", "--algo",
                      "astar", "--weight", "2"},
                     "--weight");
  expect_usage_error(
      {"path", map, "--from", "0,0", "--to", "4,2", "--connectivity", "6"},
      "--connectivity '6'");
  expect_usage_error({"path", map, "--from", "0,0", "--from", "1,0"},
                     "given twice");
  expect_usage_error({"path", map, "extra", "--from", "0,0", "--to", "4,2"},
                     "'extra'");
  expect_usage_error({"scen", map, "--every", "0"}, "--every '0'");
  expect_usage_error({"convert", map}, "OUT");
  expect_usage_error({"info"}, "MAP");
}

TEST(CliTest, BadFilesExitTwoNamingTheFile) {
  ScratchFolder dir;
  const std::string missing = dir.file("missing.map");
  expect_usage_error({"info", missing}, missing + ": cannot open");
  const std::string fake_png = dir.write("fake.png", "this is not a picture");
  expect_usage_error({"info", fake_png}, fake_png + ": not a PNG");
  const std::string bad_map =
      dir.write("bad.map", "type octile\nheight 2\nwidth 3\nmap\n...\n.x.\n");
  expect_usage_error({"path", bad_map, "--from", "0,0", "--to", "2,0"},
                     bad_map + ":6:2: unexpected character 'x'");
  const std::string unknown = dir.write("map.txt", "...");
  expect_usage_error({"info", unknown}, "unknown map format '.txt'");
  const std::string bad_scen = dir.write("bad.scen", "version 3\n");
  expect_usage_error({"scen", bad_scen}, bad_scen + ":1:9:");
  const std::string orphan = dir.write(
      "orphan.scen", "version 1\n0\tnowhere.map\t5\t3\t0\t0\t4\t2\t6\n");
  expect_usage_error({"scen", orphan}, "map 'nowhere.map' not found");
  dir.write("corridor.map", kCorridorMap);
  const std::string wrong_size = dir.write(
      "size.scen", "version 1\n0\tcorridor.map\t9\t9\t0\t0\t4\t2\t6\n");
  expect_usage_error({"scen", wrong_size}, "is 5x3 but the scenario says 9x9");
  const std::string on_wall = dir.write(
      "wall.scen", "version 1\n0\tcorridor.map\t5\t3\t2\t0\t4\t2\t6\n");
  expect_usage_error({"scen", on_wall},
                     "wall.scen:2: the start (2,0) is a wall");
}

TEST(CliTest, OnlyBadArgumentsPointAtTheUsage) {
  ScratchFolder dir;
  const std::string map = dir.write("corridor.map", kCorridorMap);
  const std::string hint = "run 'astar-cli help path' for usage";
  const CliRun bad_flag =
      run_cli({"path", map, "--from", "0,0", "--to", "4,2", "--weight", "1e7"});
  EXPECT_EQ(bad_flag.exit_code, 2);
  EXPECT_EQ(bad_flag.err,
            "error: --weight '1e7': expected a number from 1 to 1000000\n" +
                hint + "\n");
  const CliRun missing = run_cli({"info", dir.file("missing.map")});
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_EQ(missing.err.find("for usage"), std::string::npos) << missing.err;
  const CliRun bad_file =
      run_cli({"info", dir.write("bad.map",
                                 "type octile\nheight 1\nwidth 1\nmap\nx\n")});
  EXPECT_EQ(bad_file.exit_code, 2);
  EXPECT_EQ(bad_file.err.find("for usage"), std::string::npos) << bad_file.err;
  // A message that already names the help is not repeated.
  const std::string overview = "run 'astar-cli --help' for usage";
  const CliRun no_command = run_cli({});
  EXPECT_NE(no_command.err.find(overview), std::string::npos);
  EXPECT_EQ(no_command.err.find(overview), no_command.err.rfind(overview));
  const CliRun no_map = run_cli({"info"});
  const std::string info_hint = "run 'astar-cli help info' for usage";
  EXPECT_NE(no_map.err.find(info_hint), std::string::npos) << no_map.err;
  EXPECT_EQ(no_map.err.find(info_hint), no_map.err.rfind(info_hint));
}

TEST(CliTest, PathJsonMatchesTheCore) {
  std::mt19937 rng(7);
  ScratchFolder dir;
  for (int round = 0; round < 6; ++round) {
    Grid grid(23 + round, 17, kOpenGround);
    std::uniform_int_distribution<int> percent(0, 99);
    std::uniform_int_distribution<int> weight(2, 9);
    for (int i = 0; i < grid.cell_count(); ++i) {
      const int roll = percent(rng);
      if (roll < 25)
        grid.set(i, kBlocked);
      else if (roll < 40)
        grid.set(i, value_for_weight(weight(rng)));
    }
    const Point from{0, 0};
    const Point to{grid.width() - 1, grid.height() - 1};
    grid.set(from, kOpenGround);
    grid.set(to, kOpenGround);
    const std::string path =
        dir.file("random" + std::to_string(round) + ".png");
    ASSERT_TRUE(save_map(grid, path).ok());

    SearchQuery query;
    query.start = from;
    query.goal = to;
    query.rules.diagonal =
        round % 2 ? DiagonalRule::NoSqueeze : DiagonalRule::NoCut;
    Search search;
    ASSERT_TRUE(search.start(grid, query).ok());
    const bool expect_found = search.run() == SearchStatus::Found;

    const CliRun run =
        run_cli({"path", path, "--from", "0,0", "--to",
                 std::to_string(to.x) + "," + std::to_string(to.y), "--corners",
                 std::string(to_string(query.rules.diagonal)), "--json"});
    ASSERT_EQ(run.exit_code, expect_found ? 0 : 1) << run.err;
    const nlohmann::json json = nlohmann::json::parse(run.out);
    EXPECT_EQ(json["found"].get<bool>(), expect_found);
    EXPECT_EQ(json["expanded"].get<std::int64_t>(), search.stats().expanded);
    EXPECT_EQ(json["cost"].get<double>(), search.cost());
    std::vector<int> cells;
    for (const auto& xy : json["path"]) {
      cells.push_back(grid.index(xy[0].get<int>(), xy[1].get<int>()));
    }
    EXPECT_EQ(cells, search.path());
    if (expect_found) {
      EXPECT_EQ(cells.front(), grid.index(from));
      EXPECT_EQ(cells.back(), grid.index(to));
      Result<double> real = path_cost(grid, query.rules, cells);
      ASSERT_TRUE(real.ok()) << real.error();
      EXPECT_NEAR(real.value(), json["cost"].get<double>(), 1e-9);
    }
  }
}

// Exact ties (issue 8): on open ground the reported expansions are one per
// step of the distance, for both cost models and both connectivities.
TEST(CliTest, PathJsonExpandsOneCellPerStepOnOpenGround) {
  ScratchFolder dir;
  const std::string map = dir.file("open.png");
  ASSERT_TRUE(save_map(Grid(40, 25, kOpenGround), map).ok());
  std::mt19937 rng(11);
  std::uniform_int_distribution<int> any_x(0, 39);
  std::uniform_int_distribution<int> any_y(0, 24);
  for (int round = 0; round < 8; ++round) {
    const Point from{any_x(rng), any_y(rng)};
    const Point to{any_x(rng), any_y(rng)};
    const bool eight = round % 2 == 0;
    const CliRun run =
        run_cli({"path", map, "--from",
                 std::to_string(from.x) + "," + std::to_string(from.y), "--to",
                 std::to_string(to.x) + "," + std::to_string(to.y),
                 "--connectivity", eight ? "8" : "4", "--costs",
                 round % 4 < 2 ? "exact" : "10-14", "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const int dx = std::abs(to.x - from.x);
    const int dy = std::abs(to.y - from.y);
    EXPECT_EQ(nlohmann::json::parse(run.out)["expanded"].get<int>(),
              (eight ? std::max(dx, dy) : dx + dy) + 1)
        << run.out;
  }
}

TEST(CliTest, PathTextDrawsSmallMaps) {
  ScratchFolder dir;
  const Grid grid = grid_from_rows({"..#+3", "#.#.#", "#...."});
  const std::string map = dir.file("corridor.png");
  ASSERT_TRUE(save_map(grid, map).ok());
  const CliRun run = run_cli({"path", map, "--from", "0,0", "--to", "4,2"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("path found, cost 6, 7 cells"), std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("\nS*#+3\n#*#.#\n#***G\n"), std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("legend: S start, G goal, * path, # wall"),
            std::string::npos);

  const std::string split =
      dir.write("split.map", "type octile\nheight 1\nwidth 3\nmap\n.@.\n");
  const CliRun none = run_cli({"path", split, "--from", "0,0", "--to", "2,0"});
  EXPECT_EQ(none.exit_code, 1);
  EXPECT_NE(none.out.find("no path"), std::string::npos) << none.out;
}

TEST(CliTest, PathSkipsThePictureForWideMaps) {
  ScratchFolder dir;
  const std::string map = dir.file("wide.png");
  ASSERT_TRUE(save_map(Grid(81, 2), map).ok());
  const CliRun run = run_cli({"path", map, "--from", "0,0", "--to", "80,1"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("path found"), std::string::npos);
  EXPECT_EQ(run.out.find("legend:"), std::string::npos);
}

TEST(CliTest, ScenMatchesEveryArenaProblem) {
  const CliRun run = run_cli({"scen", benchmark_file("arena.map.scen")});
  EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
  const auto summary = parse_summary(last_line(run.out));
  EXPECT_EQ(summary.at("problems"), 160);
  EXPECT_EQ(summary.at("mismatches"), 0);
  EXPECT_GT(summary.at("mean_us"), 0);
  EXPECT_GT(summary.at("median_us"), 0);
  EXPECT_GT(summary.at("mean_expanded"), 1);
  EXPECT_EQ(run.out.find("mismatch "), std::string::npos);
}

TEST(CliTest, ScenWithJumpPointSearchMatchesWithFewerExpansions) {
  const std::string scen = benchmark_file("den011d.map.scen");
  const CliRun astar = run_cli({"scen", scen, "--every", "4"});
  const CliRun jps = run_cli({"scen", scen, "--every", "4", "--algo", "jps"});
  ASSERT_EQ(jps.exit_code, 0) << jps.out << jps.err;
  const auto with_astar = parse_summary(last_line(astar.out));
  const auto with_jps = parse_summary(last_line(jps.out));
  EXPECT_EQ(with_jps.at("problems"), with_astar.at("problems"));
  EXPECT_EQ(with_jps.at("mismatches"), 0);
  EXPECT_LT(with_jps.at("mean_expanded") * 5, with_astar.at("mean_expanded"));
}

TEST(CliTest, JumpPointSearchRefusesWhatItCannotKeepExact) {
  const std::string demo = std::string(ASTAR_SOURCE_DIR) + "/assets/demo.png";
  CliRun run = run_cli(
      {"path", demo, "--from", "1,1", "--to", "62,38", "--algo", "jps"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("jps needs a map without terrain weights"),
            std::string::npos)
      << run.err;
  const std::string arena = benchmark_file("arena.map");
  run = run_cli({"path", arena, "--from", "1,11", "--to", "35,42", "--algo",
                 "jps", "--corners", "always"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("jps needs the no-cut corner rule"), std::string::npos)
      << run.err;
  run = run_cli({"path", arena, "--from", "1,11", "--to", "35,42", "--algo",
                 "jps", "--json"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const CliRun astar =
      run_cli({"path", arena, "--from", "1,11", "--to", "35,42", "--json"});
  const auto jps_json = nlohmann::json::parse(run.out);
  const auto astar_json = nlohmann::json::parse(astar.out);
  EXPECT_EQ(jps_json["cost"], astar_json["cost"]);
  EXPECT_EQ(jps_json["length"], jps_json["path"].size());
}

TEST(CliTest, ScenEveryAndMapsFolder) {
  ScratchFolder dir;
  // The map column carries folders that do not exist here: only the base
  // name is used, looked up in --maps.
  const std::string scen =
      dir.write("copy.scen",
                "version 1.0\n"
                "0 maps/dao/arena.map 49 49 1 11 1 12 1\n"
                "0 maps/dao/arena.map 49 49 1 11 2 12 1.41421\n"
                "0 maps/dao/arena.map 49 49 1 11 40 40 51.01219\n");
  const CliRun run =
      run_cli({"scen", scen, "--maps", std::string(ASTAR_BENCHMARKS_DIR),
               "--every", "2"});
  EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
  const auto summary = parse_summary(last_line(run.out));
  EXPECT_EQ(summary.at("problems"), 2);
  EXPECT_EQ(summary.at("mismatches"), 0);
}

TEST(CliTest, ScenReportsMismatchesAndUnreachableGoals) {
  ScratchFolder dir;
  dir.write("corridor.map", kCorridorMap);
  const std::string scen =
      dir.write("mixed.scen",
                "version 1\n"
                "1\tcorridor.map\t5\t3\t0\t0\t4\t2\t6\n"    // right
                "1\tcorridor.map\t5\t3\t0\t0\t4\t2\t7\n"    // wrong length
                "0\tcorridor.map\t5\t3\t3\t0\t0\t0\t0\n"    // unreachable
                "0\tcorridor.map\t5\t3\t3\t0\t3\t0\t0\n");  // start = goal
  const CliRun run = run_cli({"scen", scen});
  EXPECT_EQ(run.exit_code, 1) << run.out << run.err;
  EXPECT_NE(run.out.find("mismatch " + scen +
                         ":3: corridor.map (0,0) -> (4,2): expected 7"),
            std::string::npos)
      << run.out;
  const auto summary = parse_summary(last_line(run.out));
  EXPECT_EQ(summary.at("problems"), 4);
  EXPECT_EQ(summary.at("mismatches"), 1);
  EXPECT_EQ(summary.at("unreachable"), 1);

  // Greedy search is allowed to miss the optimum: reported, exit 0.
  const CliRun greedy =
      run_cli({"scen", benchmark_file("arena.map.scen"), "--algo", "greedy"});
  EXPECT_EQ(greedy.exit_code, 0) << greedy.err;
  EXPECT_GT(parse_summary(last_line(greedy.out)).at("mismatches"), 0);
}

TEST(CliTest, ConvertRoundTripWarnsAboutTerrain) {
  ScratchFolder dir;
  Grid grid(7, 4, kOpenGround);
  grid.set(1, 1, kBlocked);
  grid.set(2, 1, value_for_weight(5));
  grid.set(3, 2, value_for_weight(200));
  const std::string png = dir.file("in.png");
  ASSERT_TRUE(save_map(grid, png).ok());

  const CliRun to_map = run_cli({"convert", png, dir.file("out.map")});
  EXPECT_EQ(to_map.exit_code, 0) << to_map.err;
  EXPECT_NE(to_map.err.find("warning: " + dir.file("out.map") +
                            ": 2 cells of weighted terrain"),
            std::string::npos)
      << to_map.err;
  const CliRun to_png =
      run_cli({"convert", dir.file("out.map"), dir.file("back.PNG")});
  EXPECT_EQ(to_png.exit_code, 0) << to_png.err;
  EXPECT_EQ(to_png.err, "");

  Grid flattened = grid;
  flattened.set(2, 1, kOpenGround);
  flattened.set(3, 2, kOpenGround);
  Result<Grid> back = load_map(dir.file("back.PNG"));
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back.value(), flattened);

  expect_usage_error({"convert", png, dir.file("out.bmp")}, "out.bmp");
  expect_usage_error({"convert", dir.file("none.png"), dir.file("x.map")},
                     "none.png: cannot open");
}

TEST(CliTest, InfoCountsCellsWeightsAndRegions) {
  ScratchFolder dir;
  // Three pieces under no-cut; the two on the left touch only diagonally
  // through two walls, so `always` joins them.
  const Grid grid = grid_from_rows({".#.#..", "#..#..", "...#.4"});
  const std::string map = dir.file("pieces.png");
  ASSERT_TRUE(save_map(grid, map).ok());

  const CliRun run = run_cli({"info", map, "--from", "0,0", "--to", "4,0"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("size: 6 x 3 (18 cells)"), std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("walkable: 13 "), std::string::npos);
  EXPECT_NE(run.out.find("blocked: 5 "), std::string::npos);
  EXPECT_NE(run.out.find("  4        252     1\n"), std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("regions (8-connected, corners no-cut): 3\n"),
            std::string::npos);
  EXPECT_NE(run.out.find("largest region: 6 cells"), std::string::npos);
  EXPECT_NE(run.out.find("reachable: no"), std::string::npos);

  const CliRun always = run_cli({"info", map, "--corners", "always"});
  EXPECT_EQ(always.exit_code, 0) << always.err;
  EXPECT_NE(always.out.find("regions (8-connected, corners always): 2\n"),
            std::string::npos)
      << always.out;
  expect_usage_error({"info", map, "--from", "0,0"}, "--from and --to");
  expect_usage_error({"info", map, "--from", "1,0", "--to", "0,0"},
                     "--from 1,0 is a wall");
}

}  // namespace cli_test
}  // namespace astar::test
