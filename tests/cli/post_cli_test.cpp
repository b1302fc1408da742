// The real astar-cli with path post-processing and Theta*: the JSON and
// text output against the core, JSON errors, and scen's ratios.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <random>

#include "../core/segment_reference.hpp"
#include "astar/io/map_io.hpp"
#include "astar/path/post_process.hpp"
#include "astar/search/search.hpp"
#include "run_cli.hpp"
#include "summary.hpp"

namespace astar::test {
namespace post_cli_test {

std::vector<Point> points_of(const nlohmann::json& array) {
  std::vector<Point> points;
  for (const auto& p : array)
    points.push_back({p[0].get<int>(), p[1].get<int>()});
  return points;
}

Grid random_map(std::mt19937& rng, int width, int height) {
  Grid grid(width, height, kOpenGround);
  std::uniform_int_distribution<int> percent(0, 99);
  std::uniform_int_distribution<int> weight(2, 9);
  for (int i = 0; i < grid.cell_count(); ++i) {
    const int roll = percent(rng);
    if (roll < 20) {
      grid.set(i, kBlocked);
    } else if (roll < 35) {
      grid.set(i, value_for_weight(weight(rng)));
    }
  }
  return grid;
}

TEST(PostCli, PathJsonWaypointsMatchTheCore) {
  std::mt19937 rng(99);
  ScratchFolder dir;
  const char* const corners[] = {"no-cut", "no-squeeze", "always"};
  for (int round = 0; round < 6; ++round) {
    Grid grid = random_map(rng, 30 + round, 20);
    const Point from{0, 0}, to{grid.width() - 1, grid.height() - 1};
    grid.set(from, kOpenGround);
    grid.set(to, kOpenGround);
    const std::string map = dir.file("m" + std::to_string(round) + ".png");
    ASSERT_TRUE(save_map(grid, map).ok());
    SearchQuery query;
    query.start = from;
    query.goal = to;
    query.rules.diagonal = *parse_diagonal_rule(corners[round % 3]);
    query.rules.costs = round % 2 ? StepCosts::TenFourteen : StepCosts::Exact;
    Search search;
    ASSERT_TRUE(search.start(grid, query).ok());
    if (search.run() != SearchStatus::Found) continue;
    const std::vector<std::string> common = {
        "path",      map,
        "--from",    xy(from),
        "--to",      xy(to),
        "--corners", corners[round % 3],
        "--costs",   std::string(to_string(query.rules.costs)),
        "--json"};

    for (PostProcess post :
         {PostProcess::None, PostProcess::Waypoints, PostProcess::Smooth}) {
      std::vector<std::string> args = common;
      args.insert(args.end(), {"--post", std::string(to_string(post))});
      const CliRun run = run_cli(args);
      ASSERT_EQ(run.exit_code, 0) << run.err;
      const nlohmann::json json = nlohmann::json::parse(run.out);
      EXPECT_EQ(json["cost"].get<double>(), search.cost());
      EXPECT_EQ(json["length"].get<std::size_t>(), search.path().size());
      EXPECT_EQ(points_of(json["path"]), to_points(grid, search.path()));
      if (post == PostProcess::None) {
        EXPECT_FALSE(json.contains("waypoints"));
        continue;
      }
      const std::vector<Point> expected =
          post_process(grid, query.rules, search.path(), post);
      EXPECT_EQ(points_of(json["waypoints"]), expected);
      EXPECT_EQ(json["waypoints_cost"].get<double>(),
                polyline_cost(grid, query.rules, expected).value());
      // Both under the line price, so they compare directly.
      const double line_cost = path_line_cost(grid, query.rules, search.path());
      EXPECT_EQ(json["line_cost"].get<double>(), line_cost);
      if (post == PostProcess::Waypoints) {
        EXPECT_NEAR(json["waypoints_cost"].get<double>(), line_cost,
                    1e-12 * line_cost);
      } else {
        EXPECT_LE(json["waypoints_cost"].get<double>(), line_cost);
      }
    }

    std::vector<Point> grid_optimum = to_points(grid, search.path());
    query.algorithm = Algorithm::Theta;
    Search theta;
    ASSERT_TRUE(theta.start(grid, query).ok());
    ASSERT_EQ(theta.run(), SearchStatus::Found);
    std::vector<std::string> args = common;
    args.insert(args.end(), {"--algo", "theta"});
    const CliRun run = run_cli(args);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const nlohmann::json json = nlohmann::json::parse(run.out);
    const std::vector<Point> vertices = to_points(grid, theta.path());
    EXPECT_EQ(points_of(json["waypoints"]), vertices);
    EXPECT_EQ(json["cost"].get<double>(), theta.cost());
    EXPECT_EQ(json["waypoints_cost"].get<double>(), theta.cost());
    EXPECT_EQ(json["line_cost"].get<double>(), theta.cost());
    EXPECT_LE(theta.cost(),
              path_line_cost(grid, query.rules, search.path()) * (1 + 1e-12));
    const std::vector<int> crossed = cells_along(grid, vertices);
    EXPECT_EQ(points_of(json["path"]), to_points(grid, crossed));
    EXPECT_EQ(json["length"].get<std::size_t>(), crossed.size());
    EXPECT_EQ(json["heuristic"].get<std::string>(), "euclidean");
  }
}

// The case through the real binary: a band of weight-250 cells.
// Theta*'s reported cost is the integral of the weight along its line (an
// independent reference), and a smoothed grid path never costs more than
// the grid path under that same price.
TEST(PostCli, ThetaCostIsTheLineIntegralAcrossADearBand) {
  ScratchFolder dir;
  Grid grid(24, 12, kOpenGround);
  for (int y = 0; y < 12; ++y) {
    for (int x = 10; x < 13; ++x) grid.set(x, y, value_for_weight(250));
  }
  const std::string map = dir.file("band.png");
  ASSERT_TRUE(save_map(grid, map).ok());
  const MovementRules rules;
  for (const Point to : {Point{23, 11}, Point{23, 2}, Point{17, 7}}) {
    const std::vector<std::string> args = {"path", map,    "--from", "1,1",
                                           "--to", xy(to), "--json"};
    std::vector<std::string> theta_args = args;
    theta_args.insert(theta_args.end(), {"--algo", "theta"});
    const CliRun theta = run_cli(theta_args);
    ASSERT_EQ(theta.exit_code, 0) << theta.err;
    const nlohmann::json json = nlohmann::json::parse(theta.out);
    const double reference =
        reference_polyline_cost(grid, rules, points_of(json["waypoints"]));
    EXPECT_NEAR(json["cost"].get<double>(), reference, 1e-9 * reference);
    EXPECT_GE(reference, 3 * 250.0);

    std::vector<std::string> smooth_args = args;
    smooth_args.insert(smooth_args.end(), {"--post", "smooth"});
    const CliRun smooth = run_cli(smooth_args);
    ASSERT_EQ(smooth.exit_code, 0) << smooth.err;
    const nlohmann::json smoothed = nlohmann::json::parse(smooth.out);
    const double grid_line =
        reference_polyline_cost(grid, rules, points_of(smoothed["path"]));
    EXPECT_NEAR(smoothed["line_cost"].get<double>(), grid_line,
                1e-9 * grid_line);
    EXPECT_NEAR(
        smoothed["waypoints_cost"].get<double>(),
        reference_polyline_cost(grid, rules, points_of(smoothed["waypoints"])),
        1e-9 * grid_line);
    EXPECT_LE(smoothed["waypoints_cost"].get<double>(),
              smoothed["line_cost"].get<double>());
    EXPECT_LE(json["cost"].get<double>(),
              smoothed["line_cost"].get<double>() * (1 + 1e-12));
  }
}

TEST(PostCli, PathTextDrawsTheWaypoints) {
  ScratchFolder dir;
  const std::string map = dir.write("l.map",
                                    "type octile\nheight 4\nwidth 6\nmap\n"
                                    "......\n"
                                    "@@@@@.\n"
                                    "......\n"
                                    "......\n");
  const CliRun run = run_cli(
      {"path", map, "--from", "0,0", "--to", "0,3", "--post", "waypoints"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  // Turns: east to south at (5,0), south to south-west at (5,2),
  // south-west to west at (4,3).
  EXPECT_NE(run.out.find("waypoints: 5, cost 12.414213562373096: (0,0) (5,0) "
                         "(5,2) (4,3) (0,3)\n"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("S****o\n"
                         "#####*\n"
                         ".....o\n"
                         "G***o.\n"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("o waypoint"), std::string::npos);
}

TEST(PostCli, BatchGivesThetaCellsAndVertices) {
  ScratchFolder dir;
  const std::string map = dir.write("b.map",
                                    "type octile\nheight 4\nwidth 8\nmap\n"
                                    "........\n"
                                    "..@@....\n"
                                    "........\n"
                                    "........\n");
  const CliRun run = run_cli_with_input(
      {"batch", map, "--threads", "1"},
      std::string("{\"from\":[0,0],\"to\":[7,1],\"algo\":\"theta\"}\n"
                  "0 0 7 1\n"));
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::size_t newline = run.out.find('\n');
  const nlohmann::json theta =
      nlohmann::json::parse(run.out.substr(0, newline));
  const nlohmann::json grid =
      nlohmann::json::parse(run.out.substr(newline + 1));
  const std::vector<Point> vertices = points_of(theta["waypoints"]);
  ASSERT_GE(vertices.size(), 2u);
  EXPECT_EQ(vertices.front(), (Point{0, 0}));
  EXPECT_EQ(vertices.back(), (Point{7, 1}));
  EXPECT_EQ(theta["waypoints_cost"].get<double>(), theta["cost"].get<double>());
  EXPECT_LT(theta["cost"].get<double>(), grid["cost"].get<double>());
  EXPECT_FALSE(grid.contains("waypoints"));
  const Result<Grid> loaded = load_map(map);
  ASSERT_TRUE(loaded.ok());
  EXPECT_EQ(points_of(theta["path"]),
            to_points(loaded.value(), cells_along(loaded.value(), vertices)));
}

// Every error of `path --json` is a JSON object on standard output too,
// with the message standard error gives, and the same exit status.
TEST(PostCli, JsonErrorsAreJsonOnStandardOutput) {
  ScratchFolder dir;
  const std::string map =
      dir.write("w.map", "type octile\nheight 2\nwidth 3\nmap\n..@\n...\n");
  const std::vector<std::vector<std::string>> cases = {
      {"path", map, "--from", "0,0", "--to", "2,1", "--frm", "1"},
      {"path", map, "--from", "0,0"},
      {"path", map, "--from", "0;0", "--to", "2,1"},
      {"path", map, "--from", "0,0", "--to", "2,1", "--post", "smoothed"},
      {"path", map, "--from", "0,0", "--to", "2,0"},
      {"path", map, "--from", "0,0", "--to", "9,9"},
      {"path", dir.file("missing.map"), "--from", "0,0", "--to", "1,1"},
      {"path", map, "--from", "0,0", "--to", "2,1", "--algo", "theta",
       "--connectivity", "4"},
      {"path", map, "--from", "0,0", "--to", "2,1", "--algo", "nope"},
  };
  for (std::vector<std::string> args : cases) {
    const CliRun plain = run_cli(args);
    args.push_back("--json");
    const CliRun run = run_cli(args);
    EXPECT_EQ(run.exit_code, 2) << run.err;
    EXPECT_EQ(plain.exit_code, 2);
    EXPECT_EQ(plain.out, "");
    ASSERT_EQ(run.err.rfind("error: ", 0), 0u) << run.err;
    const std::string message = run.err.substr(7, run.err.find('\n') - 7);
    const nlohmann::json json = nlohmann::json::parse(run.out);
    ASSERT_TRUE(json.is_object()) << run.out;
    EXPECT_EQ(json.size(), 1u) << run.out;
    EXPECT_EQ(json["error"].get<std::string>(), message);
  }
}

TEST(PostCli, ScenReportsThetaAndSmoothingRatios) {
  const std::string scen = benchmark_file("den011d.map.scen");
  const CliRun theta = run_cli(
      {"scen", scen, "--every", "10", "--algo", "theta", "--threads", "2"});
  ASSERT_EQ(theta.exit_code, 0) << theta.out << theta.err;
  EXPECT_NE(theta.out.find("note: Theta* paths are any-angle"),
            std::string::npos);
  const auto theta_summary = parse_summary(last_line(theta.out));
  EXPECT_EQ(theta_summary.at("mismatches"), 0);
  EXPECT_GT(theta_summary.at("mean_cost_ratio"), 0.85);
  EXPECT_LT(theta_summary.at("mean_cost_ratio"), 1.0);

  const CliRun smooth = run_cli(
      {"scen", scen, "--every", "10", "--post", "smooth", "--threads", "2"});
  ASSERT_EQ(smooth.exit_code, 0) << smooth.out << smooth.err;
  const auto smooth_summary = parse_summary(last_line(smooth.out));
  EXPECT_EQ(smooth_summary.at("mismatches"), 0);
  EXPECT_GT(smooth_summary.at("mean_post_ratio"), 0.85);
  EXPECT_LT(smooth_summary.at("mean_post_ratio"), 1.0);

  const CliRun turns = run_cli(
      {"scen", scen, "--every", "10", "--post", "waypoints", "--threads", "2"});
  ASSERT_EQ(turns.exit_code, 0) << turns.out << turns.err;
  EXPECT_EQ(parse_summary(last_line(turns.out)).at("mean_post_ratio"), 1.0);
}

}  // namespace post_cli_test
}  // namespace astar::test
