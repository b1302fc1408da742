// The real astar-cli replan: a script of edits and moves on a Moving AI map,
// each re-plan's cost equal to the fresh A* printed beside it; a door closed
// and opened again; bad options and bad script lines named by file and line.

#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>

#include "run_cli.hpp"

namespace astar::test {
namespace replan_cli_test {

// 9x4, two rooms joined by a one-cell door at (4,2).
constexpr const char* kTwoRooms =
    "type octile\nheight 4\nwidth 9\nmap\n"
    "....@....\n"
    "....@....\n"
    ".........\n"
    "....@....\n";

std::vector<nlohmann::json> replan_lines(const std::vector<std::string>& args) {
  const CliRun run = run_cli(args);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  std::vector<nlohmann::json> out;
  for (const std::string& line : lines_of(run.out))
    out.push_back(nlohmann::json::parse(line));
  return out;
}

void expect_same_as_astar(const nlohmann::json& line) {
  if (line["astar_cost"].is_null()) {
    EXPECT_FALSE(line["found"].get<bool>()) << line;
    return;
  }
  ASSERT_TRUE(line["found"].get<bool>()) << line;
  const double fresh = line["astar_cost"];
  EXPECT_NEAR(line["cost"].get<double>(), fresh, 1e-9 * fresh) << line;
}

TEST(ReplanCli, ClosingAndOpeningTheDoorIsRepairedAndMatchesAStar) {
  ScratchFolder folder;
  const std::string map = folder.write("rooms.map", kTwoRooms);
  const std::string script = folder.write(
      "s.txt",
      "# shut the door\nset 4 2 wall\n\nset 4 2 open\nwalk 2\nmove 3 2\n"
      "fill 6 0 6 2 200\n");
  const auto lines = replan_lines({"replan", map, "--from", "0,0", "--to",
                                   "8,3", "--script", script, "--path"});
  ASSERT_EQ(lines.size(), 6u);
  EXPECT_EQ(lines[0]["line"], 0);
  EXPECT_EQ(lines[0]["do"], "plan");
  EXPECT_EQ(lines[1]["line"], 2);
  EXPECT_FALSE(lines[1]["found"].get<bool>());
  EXPECT_TRUE(lines[1]["path"].empty());
  EXPECT_EQ(lines[1]["changed"], 1);
  EXPECT_EQ(lines[2]["cost"], lines[0]["cost"]);
  EXPECT_EQ(lines[3]["start"], lines[0]["path"][2]);
  EXPECT_EQ(lines[3]["expanded"], 0);  // walking on costs no search
  EXPECT_EQ(lines[4]["start"], nlohmann::json::array({3, 2}));
  EXPECT_EQ(lines[5]["changed"], 3);
  for (const auto& line : lines) expect_same_as_astar(line);
}

// Walls dropped on the route of a real map and lifted again: every line's
// cost is the fresh A*'s, and the repairs touch fewer cells than it
// expands, on the whole.
TEST(ReplanCli, RandomDropsOnAMovingAiMapMatchAFreshAStar) {
  ScratchFolder folder;
  const std::string map = benchmark_file("den011d.map");
  // A route across the map, found with the CLI itself.
  const CliRun first =
      run_cli({"path", map, "--from", "7,124", "--to", "189,6", "--json"});
  ASSERT_EQ(first.exit_code, 0) << first.err;
  const auto route = nlohmann::json::parse(first.out)["path"];
  std::mt19937 rng(7);
  std::ostringstream script;
  for (int i = 0; i < 40; ++i) {
    const auto& cell = route[1 + rng() % (route.size() - 2)];
    script << "set " << cell[0] << " " << cell[1] << " wall\n";
    if (i % 3 == 2) script << "set " << cell[0] << " " << cell[1] << " open\n";
    if (i % 10 == 9) script << "walk 1\n";
  }
  const std::string file = folder.write("drops.txt", script.str());
  const auto lines = replan_lines(
      {"replan", map, "--from", "7,124", "--to", "189,6", "--script", file});
  ASSERT_GT(lines.size(), 40u);
  long touched = 0, fresh = 0;
  for (std::size_t i = 1; i < lines.size(); ++i) {
    expect_same_as_astar(lines[i]);
    touched += lines[i]["touched"].get<long>();
    fresh += lines[i]["astar_expanded"].get<long>();
  }
  EXPECT_LT(touched, fresh);
}

TEST(ReplanCli, BadOptionsAndScriptLinesAreNamed) {
  ScratchFolder folder;
  const std::string map = folder.write("rooms.map", kTwoRooms);
  const std::string ok = folder.write("ok.txt", "walk 1\n");
  expect_usage_error({"replan", map, "--from", "0,0", "--to", "8,3"},
                     "--script FILE");
  expect_usage_error(
      {"replan", map, "--from", "4,0", "--to", "8,3", "--script", ok},
      "start (4,0) is on a wall");
  expect_usage_error({"replan", map, "--from", "0,0", "--to", "8,3", "--script",
                      ok, "--algo", "dijkstra"},
                     "unknown option '--algo'");
  expect_usage_error({"replan", map, "--from", "0,0", "--to", "8,3", "--script",
                      folder.file("missing.txt")},
                     "missing.txt");
  const std::pair<const char*, const char*> bad[] = {
      {"jump 1 2\n", ":1: unknown step 'jump'"},
      {"\nset 1 1\n", ":2: expected 'set X Y VALUE'"},
      {"set 1 x wall\n", ":1: 'x' is not a whole number"},
      {"set 1 1 256\n", ":1: '256' is not wall, open or a value 0..255"},
      {"fill 0 0 9 3 open\n", ":1: cell (9,3) is outside the 9x4 map"},
      {"move 4 1\n", ":1: the new start (4,1) is on a wall"},
      {"set 0 0 wall\n", ":1: the unit stands at (0,0): cannot wall it"},
      {"walk 0\n", ":1: expected 'walk N', N >= 1"},
  };
  for (const auto& [text, mention] : bad) {
    const std::string script = folder.write("bad.txt", text);
    const CliRun run = run_cli(
        {"replan", map, "--from", "0,0", "--to", "8,3", "--script", script});
    EXPECT_EQ(run.exit_code, 2) << text;
    EXPECT_TRUE(contains(run.err, "bad.txt" + std::string(mention)))
        << text << run.err;
    EXPECT_EQ(lines_of(run.out).size(), 1u) << "only the first plan: " << text;
  }
}

}  // namespace replan_cli_test
}  // namespace astar::test
