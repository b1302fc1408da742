// Bidirectional searches through the real astar-cli: the Moving AI
// scenarios with no mismatch, the path command's meeting and per-side
// counts, and batch queries that name a bidirectional algorithm.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "run_cli.hpp"
#include "summary.hpp"

namespace astar::test {
namespace bidirectional_cli_test {

const std::string kDemo = std::string(ASTAR_SOURCE_DIR) + "/assets/demo.png";

TEST(BidirectionalCliTest, ScenariosMatchWithNoMismatch) {
  for (const char* algo : {"bi-astar", "bi-dijkstra"}) {
    const CliRun run =
        run_cli({"scen", benchmark_file("arena.map.scen"), "--algo", algo});
    EXPECT_EQ(run.exit_code, 0) << algo << run.out << run.err;
    const auto summary = parse_summary(last_line(run.out));
    EXPECT_EQ(summary.at("problems"), 160) << algo;
    EXPECT_EQ(summary.at("mismatches"), 0) << algo << run.out;
  }
  // A map of rooms and doors, where the two frontiers meet late.
  const CliRun rooms = run_cli({"scen", benchmark_file("8room_000.map.scen"),
                                "--every", "40", "--algo", "bi-astar"});
  EXPECT_EQ(rooms.exit_code, 0) << rooms.out << rooms.err;
  EXPECT_EQ(parse_summary(last_line(rooms.out)).at("mismatches"), 0);
}

// Mean cells expanded a problem over the scenario (every `every`th
// problem), checking A*'s costs on the way.
double mean_expanded(const std::string& scenario, const char* algo,
                     const char* every) {
  const CliRun run = run_cli({"scen", benchmark_file(scenario), "--every",
                              every, "--threads", "1", "--algo", algo});
  EXPECT_EQ(run.exit_code, 0) << scenario << " " << algo << run.out << run.err;
  const auto summary = parse_summary(last_line(run.out));
  EXPECT_EQ(summary.at("mismatches"), 0) << scenario << " " << algo << run.out;
  return summary.at("mean_expanded");
}

// Where the heuristic misleads at both ends, a map of 40% scattered walls:
// both sides together expand fewer cells than A* (random512-40-0: 30,945
// against 33,855 a problem over these 102), with A*'s costs.
TEST(BidirectionalCliTest, BiAStarExpandsFewerCellsThanAStarOnRandomWalls) {
  const std::string scenario = "random512-40-0.map.scen";
  const double one_way = mean_expanded(scenario, "astar", "30");
  const double both = mean_expanded(scenario, "bi-astar", "30");
  EXPECT_LT(both, 0.95 * one_way);
}

// On a game's dungeon, a city and a game's lake map, over every problem of
// their scenarios (about 2,800 in all, 3 s): fewer cells than A* a problem
// (den011d 2,462 against 2,709; Berlin_0_256 3,253 against 4,325;
// lak303d 4,779 against 4,790, the narrowest).
TEST(BidirectionalCliTest, BiAStarExpandsFewerCellsThanAStarOnGameAndCityMaps) {
  for (const char* map : {"den011d", "Berlin_0_256", "lak303d"}) {
    const std::string scenario = std::string(map) + ".map.scen";
    const double one_way = mean_expanded(scenario, "astar", "1");
    const double both = mean_expanded(scenario, "bi-astar", "1");
    EXPECT_LT(both, one_way) << map;
  }
}

nlohmann::json path_json(const std::string& algo) {
  const CliRun run = run_cli({"path", kDemo, "--from", "2,2", "--to", "58,35",
                              "--algo", algo, "--json"});
  EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
  return nlohmann::json::parse(run.out);
}

TEST(BidirectionalCliTest, PathReportsTheMeetingAndEachSidesExpansions) {
  const nlohmann::json astar = path_json("astar");
  for (const char* algo : {"bi-astar", "bi-dijkstra"}) {
    const nlohmann::json both = path_json(algo);
    EXPECT_EQ(both["algorithm"], algo);
    EXPECT_EQ(both["cost"], astar["cost"]) << algo;
    ASSERT_TRUE(both["meeting"].is_array()) << both.dump();
    const nlohmann::json meeting = both["meeting"];
    // The meeting cell is on the path.
    bool on_path = false;
    for (const nlohmann::json& cell : both["path"]) on_path |= cell == meeting;
    EXPECT_TRUE(on_path) << meeting.dump();
    EXPECT_GT(both["expanded_forward"], 0);
    EXPECT_GT(both["expanded_backward"], 0);
    EXPECT_EQ(both["expanded_forward"].get<long long>() +
                  both["expanded_backward"].get<long long>(),
              both["expanded"].get<long long>());
  }
  EXPECT_FALSE(astar.contains("meeting"));
  const CliRun text = run_cli(
      {"path", kDemo, "--from", "2,2", "--to", "58,35", "--algo", "bi-bfs"});
  EXPECT_EQ(text.exit_code, 0) << text.err;
  EXPECT_NE(text.out.find("met at ("), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("expanded forward "), std::string::npos);
}

TEST(BidirectionalCliTest, BatchAnswersABidirectionalQueryAsAStar) {
  const std::string input = R"({"from":[2,2],"to":[58,35],"algo":"bi-astar"})"
                            "\n"
                            R"({"from":[2,2],"to":[58,35]})"
                            "\n";
  const CliRun run =
      run_cli_with_input({"batch", kDemo, "--threads", "1"}, input);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto newline = run.out.find('\n');
  ASSERT_NE(newline, std::string::npos);
  const nlohmann::json both = nlohmann::json::parse(run.out.substr(0, newline));
  const nlohmann::json one = nlohmann::json::parse(run.out.substr(newline + 1));
  EXPECT_EQ(both["cost"], one["cost"]);
  EXPECT_EQ(both["path"].size(), one["path"].size());
}

}  // namespace bidirectional_cli_test
}  // namespace astar::test
