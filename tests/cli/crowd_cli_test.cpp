// Runs the real astar-cli crowd: agents from a file or a count, CSV and
// JSON output, the same run twice, and bad input.

#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "run_cli.hpp"

namespace astar::test {
namespace crowd_cli_test {

// 20 x 7 cells of open ground, as a Moving AI map.
std::string open_map(const ScratchFolder& folder) {
  std::string text = "type octile\nheight 7\nwidth 20\nmap\n";
  for (int y = 0; y < 7; ++y) text += std::string(20, '.') + "\n";
  return folder.write("open.map", text);
}

struct Row {
  long long step = 0;
  int agent = 0;
  double x = 0.0;
  double y = 0.0;
  int arrived = 0;
};

std::vector<Row> rows_of(const std::string& csv) {
  std::vector<Row> rows;
  const std::vector<std::string> lines = lines_of(csv);
  EXPECT_FALSE(lines.empty());
  if (lines.empty()) return rows;
  EXPECT_EQ(lines[0], "step,agent,x,y,arrived");
  for (std::size_t i = 1; i < lines.size(); ++i) {
    std::string line = lines[i];
    for (char& c : line) c = c == ',' ? ' ' : c;
    std::istringstream in(line);
    Row row;
    in >> row.step >> row.agent >> row.x >> row.y >> row.arrived;
    EXPECT_FALSE(in.fail()) << lines[i];
    rows.push_back(row);
  }
  return rows;
}

TEST(CrowdCli, TwoAgentsFromAFileSwapSidesWithoutTouching) {
  ScratchFolder folder;
  const std::string map = open_map(folder);
  const std::string agents =
      folder.write("agents.txt",
                   "# x y goal_x goal_y radius speed\n"
                   "2.5 3.5 17.5 3.5 0.4 2\n"
                   "17.5,3.5, 2.5,3.5   # commas too, default size\n");
  const CliRun run = run_cli(
      {"crowd", map, "--agents", agents, "--steps", "150", "--every", "1"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(contains(run.err,
                       "crowd: 2 agents, 150 steps (15.0 s), 2 "
                       "arrived"))
      << run.err;
  const std::vector<Row> rows = rows_of(run.out);
  ASSERT_EQ(rows.size(), 2u * 151u);
  for (std::size_t i = 0; i + 1 < rows.size(); i += 2) {
    EXPECT_EQ(rows[i].step, rows[i + 1].step);
    const double d =
        std::hypot(rows[i].x - rows[i + 1].x, rows[i].y - rows[i + 1].y);
    EXPECT_GE(d, 0.75 - 1e-3) << "step " << rows[i].step;  // radii 0.4, 0.35
  }
  EXPECT_NEAR(rows[rows.size() - 2].x, 17.5, 0.25);
  EXPECT_NEAR(rows.back().x, 2.5, 0.25);
  EXPECT_EQ(rows.back().arrived, 1);
}

TEST(CrowdCli, ACountOfAgentsIsSeededAndJsonHasALineAPrintedStep) {
  ScratchFolder folder;
  const std::string map = open_map(folder);
  const std::vector<std::string> args = {"crowd",    map,   "--agents", "12",
                                         "--seed",   "5",   "--steps",  "30",
                                         "--format", "json"};
  const CliRun run = run_cli(args);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> lines = lines_of(run.out);
  ASSERT_EQ(lines.size(), 4u);  // steps 0, 10, 20, 30
  const nlohmann::json last = nlohmann::json::parse(lines.back());
  EXPECT_EQ(last["step"], 30);
  EXPECT_EQ(last["agents"].size(), 12u);
  EXPECT_EQ(run_cli(args).out, run.out);  // the same run again
  std::vector<std::string> other = args;
  other[5] = "6";
  EXPECT_NE(run_cli(other).out, run.out);
}

TEST(CrowdCli, BadInputIsAUsageErrorNamingTheProblem) {
  ScratchFolder folder;
  const std::string map = open_map(folder);
  expect_usage_error({"crowd", map}, "--agents FILE or COUNT is required");
  expect_usage_error({"crowd", map, "--agents", "3", "--format", "xml"},
                     "--format 'xml' is not csv or json");
  expect_usage_error({"crowd", map, "--agents", "3", "--steps", "0"},
                     "--steps");
  expect_usage_error({"crowd", map, "--agents", "3", "--radius", "0.7"},
                     "radius 0.7 is outside (0, 0.5]");
  expect_usage_error({"crowd", map, "--agents", "141"},
                     "more than the 140 open cells");
  expect_usage_error({"crowd", folder.file("none.map"), "--agents", "3"},
                     "none.map");
  const std::string bad = folder.write("bad.txt", "1.5 1.5 3.5 3.5\n1.5 x\n");
  expect_usage_error({"crowd", map, "--agents", bad},
                     "bad.txt:2: not a number");
  const std::string short_line = folder.write("short.txt", "1.5 1.5 3.5\n");
  expect_usage_error({"crowd", map, "--agents", short_line},
                     "short.txt:1: expected X Y GOAL_X GOAL_Y");
  const std::string outside = folder.write("out.txt", "1.5 1.5 30.5 3.5\n");
  expect_usage_error({"crowd", map, "--agents", outside},
                     "out.txt:1: goal (30.5,3.5) is outside the 20x7 map");
  expect_usage_error({"crowd", map, "--agents", folder.file("missing.txt")},
                     "missing.txt: cannot be read");
}

}  // namespace crowd_cli_test
}  // namespace astar::test
