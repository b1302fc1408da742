// Runs the real astar-cli gen and scen-gen: the files they write, their
// reports, and their errors.

#include <gtest/gtest.h>

#include <cmath>

#include "astar/generate/generators.hpp"
#include "astar/grid/analysis.hpp"
#include "astar/io/map_io.hpp"
#include "astar/io/movingai_io.hpp"
#include "astar/search/search.hpp"
#include "run_cli.hpp"

namespace astar::test {
namespace gen_cli_test {

TEST(GenCli, WritesTheSameMapAsTheCoreGenerator) {
  ScratchFolder folder;
  const std::string out = folder.file("maze.png");
  const CliRun run = run_cli(
      {"gen", "maze", "41", "23", "--seed", "12", "--corridor", "2", out});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(contains(run.out, "41x23 maze, seed 12")) << run.out;
  Result<Grid> written = load_map(out);
  ASSERT_TRUE(written.ok()) << written.error();
  GeneratorSettings settings;
  settings.kind = GeneratorKind::Maze;
  settings.width = 41;
  settings.height = 23;
  settings.seed = 12;
  settings.corridor = 2;
  EXPECT_EQ(written.value(), generate_map(settings).value());

  // The same command again gives the same bytes; another seed does not.
  const std::string again = folder.file("again.png");
  ASSERT_EQ(run_cli({"gen", "maze", "41", "23", "--seed", "12", "--corridor",
                     "2", again})
                .exit_code,
            0);
  EXPECT_EQ(load_map(again).value(), written.value());
  const std::string other = folder.file("other.png");
  ASSERT_EQ(run_cli({"gen", "maze", "41", "23", "--seed", "13", "--corridor",
                     "2", other})
                .exit_code,
            0);
  EXPECT_NE(load_map(other).value(), written.value());
}

TEST(GenCli, ReportsWhetherStartAndGoalAreConnected) {
  ScratchFolder folder;
  const CliRun maze =
      run_cli({"gen", "maze", "31", "31", "--seed", "5", "--start", "1,1",
               "--goal", "29,29", folder.file("m.map")});
  ASSERT_EQ(maze.exit_code, 0) << maze.err;
  EXPECT_TRUE(contains(maze.out, "start (1,1) goal (29,29): connected"))
      << maze.out;

  // Full of walls but the two carved marker cells: not connected.
  const std::string walls = folder.file("walls.png");
  const CliRun full =
      run_cli({"gen", "random", "9", "9", "--seed", "1", "--density", "1",
               "--start", "0,0", "--goal", "8,8", walls});
  ASSERT_EQ(full.exit_code, 0) << full.err;
  EXPECT_TRUE(contains(full.out, "start (0,0) goal (8,8): not connected"))
      << full.out;
  const Grid grid = load_map(walls).value();
  EXPECT_TRUE(grid.walkable(Point{0, 0}));
  EXPECT_TRUE(grid.walkable(Point{8, 8}));
  EXPECT_EQ(value_histogram(grid)[kBlocked], 79);
}

// Issue 11: markers in the corners, kept open inside a maze's or a cave's
// border wall, are joined to the map, on odd and even sizes alike.
TEST(GenCli, CornerMarkersAreConnectedOnEveryKind) {
  ScratchFolder folder;
  for (const std::string kind :
       {"random", "maze", "rooms", "caves", "terrain"}) {
    for (const auto& [w, h] : {std::pair{64, 40}, std::pair{65, 41}}) {
      const std::string goal =
          std::to_string(w - 1) + "," + std::to_string(h - 1);
      const std::string out = folder.file(kind + ".map");
      const CliRun run =
          run_cli({"gen", kind, std::to_string(w), std::to_string(h), "--seed",
                   "1", "--start", "0,0", "--goal", goal, out});
      ASSERT_EQ(run.exit_code, 0) << kind << ": " << run.err;
      EXPECT_TRUE(
          contains(run.out, "start (0,0) goal (" + goal + "): connected"))
          << kind << " " << w << "x" << h << ": " << run.out;
    }
  }
}

TEST(GenCli, EveryKindRunsAndHonoursItsOptions) {
  ScratchFolder folder;
  const std::vector<std::vector<std::string>> commands{
      {"random", "--density", "0.25"},
      {"rooms", "--room-size", "6", "--door", "3", "--extra-doors", "0"},
      {"caves", "--fill", "0.5", "--iterations", "3"},
      {"terrain", "--max-weight", "4", "--scale", "8"},
  };
  for (const auto& options : commands) {
    std::vector<std::string> args{"gen", options[0], "60", "40", "--seed", "2"};
    args.insert(args.end(), options.begin() + 1, options.end());
    args.push_back(folder.file(options[0] + ".png"));
    const CliRun run = run_cli(args);
    ASSERT_EQ(run.exit_code, 0) << options[0] << ": " << run.err;
    const Grid grid = load_map(folder.file(options[0] + ".png")).value();
    const auto histogram = value_histogram(grid);
    if (options[0] == "random") {
      EXPECT_NEAR(histogram[kBlocked] / 2400.0, 0.25, 0.04);
    } else if (options[0] == "terrain") {
      EXPECT_EQ(histogram[kBlocked], 0);
      for (int value = 1; value < 252; ++value) EXPECT_EQ(histogram[value], 0);
    } else if (options[0] == "rooms") {
      EXPECT_EQ(label_regions(grid, MovementRules{}).count(), 1);
    }
  }
}

TEST(GenCli, BadInputExitsTwoWithAnError) {
  ScratchFolder folder;
  const std::string out = folder.file("x.png");
  expect_usage_error({"gen", "dungeon", "10", "10", "--seed", "1", out},
                     "unknown generator 'dungeon'");
  expect_usage_error({"gen", "random", "10", "10", out}, "--seed");
  expect_usage_error({"gen", "random", "10", "10", "--seed", "x", out},
                     "--seed 'x'");
  expect_usage_error({"gen", "random", "0", "10", "--seed", "1", out}, "width");
  expect_usage_error({"gen", "random", "9000", "10", "--seed", "1", out},
                     "limit");
  expect_usage_error(
      {"gen", "random", "10", "10", "--seed", "1", "--density", "2", out},
      "density");
  expect_usage_error(
      {"gen", "maze", "10", "10", "--seed", "1", "--corridor", "0", out},
      "corridor");
  expect_usage_error(
      {"gen", "maze", "10", "10", "--seed", "1", "--start", "1,1", out},
      "--start and --goal");
  expect_usage_error({"gen", "maze", "10", "10", "--seed", "1", "--start",
                      "10,1", "--goal", "1,1", out},
                     "outside");
  expect_usage_error(
      {"gen", "maze", "10", "10", "--seed", "1", folder.file("x.txt")},
      "cannot write");
  expect_usage_error({"gen", "maze", "10", "10", "--seed", "1",
                      folder.file("no/such/folder/x.png")},
                     "x.png");
  expect_usage_error({"gen", "maze", "10", "10", "--seed", "1"}, "OUT");
}

TEST(ScenGenCli, ScenPassesOnTheGeneratedFileAndLengthsAreOptimal) {
  ScratchFolder folder;
  const std::string map = folder.file("caves.map");
  ASSERT_EQ(
      run_cli({"gen", "caves", "64", "48", "--seed", "21", map}).exit_code, 0);
  const std::string scen = folder.file("caves.map.scen");
  const CliRun made = run_cli({"scen-gen", map, "120", "--seed", "3", scen});
  ASSERT_EQ(made.exit_code, 0) << made.err;
  EXPECT_TRUE(contains(made.out, "120 problems")) << made.out;

  const CliRun checked = run_cli({"scen", scen});
  EXPECT_EQ(checked.exit_code, 0) << checked.out << checked.err;
  EXPECT_TRUE(contains(last_line(checked.out), "problems 120 mismatches 0"))
      << checked.out;

  Result<Scenario> parsed = read_scenario(scen);
  ASSERT_TRUE(parsed.ok()) << parsed.error();
  const Grid grid = load_map(map).value();
  Search search;
  int previous_bucket = -1;
  for (const ScenarioProblem& p : parsed.value().problems) {
    EXPECT_EQ(p.map, "caves.map");
    SearchQuery query;
    query.start = p.start;
    query.goal = p.goal;
    query.algorithm = Algorithm::Dijkstra;
    ASSERT_TRUE(search.start(grid, query).ok());
    ASSERT_EQ(search.run(), SearchStatus::Found) << "line " << p.line;
    EXPECT_NEAR(p.optimal_length, search.cost(), 1e-6) << "line " << p.line;
    EXPECT_EQ(p.bucket, static_cast<int>(std::floor(search.cost() / 4)));
    EXPECT_GE(p.bucket, previous_bucket);
    previous_bucket = p.bucket;
  }

  // Seeded: the same command writes the same file.
  const std::string again = folder.file("again.scen");
  ASSERT_EQ(run_cli({"scen-gen", map, "120", "--seed", "3", again}).exit_code,
            0);
  EXPECT_EQ(format_scenario(read_scenario(again).value()),
            format_scenario(parsed.value()));
}

TEST(ScenGenCli, BadInputExitsTwoWithAnError) {
  ScratchFolder folder;
  const std::string out = folder.file("x.scen");
  const std::string walls = folder.file("walls.png");
  ASSERT_EQ(run_cli({"gen", "random", "5", "5", "--seed", "1", "--density", "1",
                     walls})
                .exit_code,
            0);
  expect_usage_error({"scen-gen", walls, "10", "--seed", "1", out},
                     "no two walkable cells");
  expect_usage_error(
      {"scen-gen", folder.file("none.map"), "10", "--seed", "1", out},
      "none.map");
  expect_usage_error({"scen-gen", walls, "0", "--seed", "1", out}, "count");
  expect_usage_error({"scen-gen", walls, "2000000", "--seed", "1", out},
                     "limit");
  expect_usage_error({"scen-gen", walls, "10", out}, "--seed");
  expect_usage_error(
      {"scen-gen", walls, "10", "--seed", "1", "--connectivity", "6", out},
      "--connectivity");
}

}  // namespace gen_cli_test
}  // namespace astar::test
