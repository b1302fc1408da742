#include "astar/io/movingai_io.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <random>

#include "test_maps.hpp"

namespace astar {
namespace movingai_io_test {

const std::string kHeader = "type octile\nheight 3\nwidth 4\nmap\n";

Grid parsed(const std::string& text) {
  Result<Grid> grid = parse_movingai_map(text, "t.map");
  EXPECT_TRUE(grid.ok()) << grid.error();
  return grid.ok() ? grid.value() : Grid();
}

std::string map_error(const std::string& text) {
  Result<Grid> grid = parse_movingai_map(text, "t.map");
  EXPECT_FALSE(grid.ok()) << text;
  return grid.ok() ? "" : grid.error();
}

std::string scen_error(const std::string& text) {
  Result<Scenario> scenario = parse_scenario(text, "t.scen");
  EXPECT_FALSE(scenario.ok()) << text;
  return scenario.ok() ? "" : scenario.error();
}

TEST(MovingAiMapTest, ReadsEveryCellCharacter) {
  const Grid grid = parsed(kHeader + ".GS@\nOTW.\n....\n");
  EXPECT_EQ(grid, test::ascii_grid({"...#", "###.", "...."}));
}

TEST(MovingAiMapTest, AcceptsCrlfAndAMissingFinalNewline) {
  const Grid expected = test::ascii_grid({"..#.", "#...", "...."});
  EXPECT_EQ(parsed(kHeader + "..@.\n@...\n....\n"), expected);
  EXPECT_EQ(parsed(kHeader + "..@.\n@...\n...."), expected);
  EXPECT_EQ(parsed("type octile\r\nheight 3\r\nwidth 4\r\nmap\r\n"
                   "..@.\r\n@...\r\n....\r\n"),
            expected);
  EXPECT_EQ(parsed("type octile\r\nheight 3\r\nwidth 4\r\nmap\r\n"
                   "..@.\r\n@...\r\n...."),
            expected);
  // Width before height, and trailing blank lines, also occur.
  EXPECT_EQ(parsed("type octile\nwidth 4\nheight 3\nmap\n..@.\n@...\n....\n\n"),
            expected);
}

TEST(MovingAiMapTest, RoundTripGivesBackTheGrid) {
  std::mt19937 rng(5);
  for (auto [w, h] :
       {std::pair{1, 1}, std::pair{1, 9}, std::pair{13, 1}, std::pair{64, 5},
        std::pair{7, 40}, std::pair{100, 100}}) {
    const Grid grid = test::random_grid(rng, w, h, 35, 0);
    const MovingAiText text = format_movingai_map(grid);
    EXPECT_EQ(text.flattened_cells, 0);
    EXPECT_EQ(parsed(text.text), grid);
  }
}

TEST(MovingAiMapTest, WritingFlattensTerrainAndSaysSo) {
  const Grid grid = test::ascii_grid({".2#", "9.."});
  const MovingAiText text = format_movingai_map(grid);
  EXPECT_EQ(text.text, "type octile\nheight 2\nwidth 3\nmap\n..@\n...\n");
  EXPECT_EQ(text.flattened_cells, 2);

  const std::string path =
      (std::filesystem::temp_directory_path() / "astar-movingai-test.map")
          .string();
  Result<SaveReport> report = write_movingai_map(grid, path);
  ASSERT_TRUE(report.ok()) << report.error();
  EXPECT_EQ(report.value().flattened_cells, 2);
  EXPECT_EQ(report.value().warning,
            path +
                ": 2 cells of weighted terrain saved as plain walkable "
                "ground; the .map format keeps only walkable and blocked");
  Result<Grid> back = read_movingai_map(path);
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back.value(), test::ascii_grid({"..#", "..."}));

  Result<SaveReport> plain = write_movingai_map(back.value(), path);
  std::filesystem::remove(path);
  ASSERT_TRUE(plain.ok());
  EXPECT_EQ(plain.value().flattened_cells, 0);
  EXPECT_EQ(plain.value().warning, "");
}

TEST(MovingAiMapTest, EachKindOfBadMapHasItsOwnError) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"", "t.map: the file is empty"},
      {"type hex\nheight 3\n",
       "t.map:1:6: unsupported map type 'hex'; only 'octile' is supported"},
      {"height 3\n", "t.map:1:1: expected the header line 'type octile'"},
      {"type octile\nheight three\n",
       "t.map:2:8: bad height 'three': expected a whole number"},
      {"type octile\nheight 100000\nwidth 4\nmap\n",
       "t.map:2:8: height 100000 is outside 1..8192"},
      {"type octile\nheight 3\nwidth 0\nmap\n",
       "t.map:3:7: width 0 is outside 1..8192"},
      {"type octile\nheight 3\nheight 3\n",
       "t.map:3:1: 'height' is given twice"},
      {"type octile\nheight 3\nmap\n",
       "t.map:3:1: the 'map' line comes before the width was given"},
      {"type octile\nheight 3\nwidth 4\ncolours 2\n",
       "t.map:4:1: unexpected header line 'colours 2'; expected height, width "
       "or map"},
      {"type octile\nheight 3\nwidth 4\n",
       "t.map:4:1: the header ends before the 'map' line"},
      {kHeader + "....\n..q.\n....\n",
       "t.map:6:3: unexpected character 'q' (walkable: . G S, blocked: @ O T "
       "W)"},
      {kHeader + "....\n.. .\n....\n",
       "t.map:6:3: unexpected character a space (walkable: . G S, blocked: @ O "
       "T W)"},
      {kHeader + "....\n..\n....\n",
       "t.map:6:3: row 2 is too short: 2 characters, expected 4"},
      {kHeader + "....\n.....\n....\n",
       "t.map:6:5: row 2 is too long: 5 characters, expected 4"},
      {kHeader + "....\n....\n", "t.map:7:1: the map ends after 2 of 3 rows"},
      {kHeader + "....\n....\n....\n....\n",
       "t.map:8:1: unexpected text after the 3 map rows"},
  };
  for (const auto& [text, expected] : cases) {
    EXPECT_EQ(map_error(text), expected);
  }
}

TEST(MovingAiMapTest, HugeHeaderOnATinyFileFailsFast) {
  // The header allows 8192x8192 cells, but the text holds one short row: the
  // parser reports the short row instead of allocating the full grid first.
  EXPECT_EQ(map_error("type octile\nheight 8192\nwidth 8192\nmap\n....\n"),
            "t.map:5:5: row 1 is too short: 4 characters, expected 8192");
}

/// `text` with a few random bytes changed, removed or inserted.
std::string mutated(std::string text, std::mt19937& rng) {
  std::uniform_int_distribution<int> byte(0, 255);
  for (int edits = 1 + static_cast<int>(rng() % 4); edits > 0; --edits) {
    const std::size_t at = rng() % text.size();
    switch (rng() % 3) {
      case 0:
        text[at] = static_cast<char>(byte(rng));
        break;
      case 1:
        text.erase(at, 1 + rng() % 8);
        break;
      default:
        text.insert(at, 1, static_cast<char>(byte(rng)));
    }
    if (text.empty()) text = "x";
  }
  return text;
}

TEST(MovingAiMapTest, MutatedFilesFailCleanlyWithALocation) {
  std::mt19937 rng(17);
  const std::string map =
      format_movingai_map(test::random_grid(rng, 23, 11, 30, 0)).text;
  const std::string scen =
      "version 1\n0\tmaps/a.map\t23\t11\t1\t2\t3\t4\t5.5\n"
      "1 b.map 23 11 0 0 22 10 40.2\n";
  for (int round = 0; round < 3000; ++round) {
    Result<Grid> grid = parse_movingai_map(mutated(map, rng), "m.map");
    if (!grid.ok()) {
      EXPECT_EQ(grid.error().rfind("m.map:", 0), 0u);
    }
    Result<Scenario> problems = parse_scenario(mutated(scen, rng), "m.scen");
    if (!problems.ok()) {
      EXPECT_EQ(problems.error().rfind("m.scen:", 0), 0u);
    }
  }
}

TEST(MovingAiScenarioTest, ReadsTabsSpacesCrlfAndBothVersions) {
  Result<Scenario> tabs = parse_scenario(
      "version 1\n0\tmaps/dao/arena.map\t49\t49\t1\t11\t1\t12\t1\n"
      "1\tmaps/dao/arena.map\t49\t49\t3\t4\t20\t30\t26.55634919\n",
      "t.scen");
  ASSERT_TRUE(tabs.ok()) << tabs.error();
  ASSERT_EQ(tabs.value().problems.size(), 2u);
  const ScenarioProblem& p = tabs.value().problems[1];
  EXPECT_EQ(p.bucket, 1);
  EXPECT_EQ(p.map, "maps/dao/arena.map");
  EXPECT_EQ(p.width, 49);
  EXPECT_EQ(p.height, 49);
  EXPECT_EQ(p.start, (Point{3, 4}));
  EXPECT_EQ(p.goal, (Point{20, 30}));
  EXPECT_DOUBLE_EQ(p.optimal_length, 26.55634919);
  EXPECT_EQ(p.optimal_text, "26.55634919");
  EXPECT_EQ(p.line, 3);

  Result<Scenario> spaces = parse_scenario(
      "version 1.0\r\n3 AR0011SR.map 512 512 10 20 30 40 12.50\r\n", "t.scen");
  ASSERT_TRUE(spaces.ok()) << spaces.error();
  EXPECT_EQ(spaces.value().version, "1.0");
  ASSERT_EQ(spaces.value().problems.size(), 1u);
  EXPECT_EQ(spaces.value().problems[0].map, "AR0011SR.map");
  EXPECT_EQ(spaces.value().problems[0].optimal_text, "12.50");
}

TEST(MovingAiScenarioTest, EachKindOfBadScenarioHasItsOwnError) {
  const std::string ok_line = "0\ta.map\t10\t10\t1\t2\t3\t4\t5.5\n";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"", "t.scen: the file is empty"},
      {"version 2\n" + ok_line,
       "t.scen:1:9: unsupported scenario version '2'; expected 1 or 1.0"},
      {ok_line, "t.scen:1:1: expected the header line 'version 1'"},
      {"version\n", "t.scen:1:1: expected 'version 1' or 'version 1.0'"},
      {"version 1\n0\ta.map\t10\t10\t1\t2\n",
       "t.scen:2:18: expected 9 fields (bucket, map, width, height, start x, "
       "start y, goal x, goal y, optimal length), found 6; the goal x is "
       "missing"},
      {"version 1\n0\ta.map\t10\t10\t1\t2\t3\t4\t5.5\textra\n",
       "t.scen:2:27: unexpected text after the 9 fields: 'extra'"},
      {"version 1\n0\ta.map\t10\tten\t1\t2\t3\t4\t5\n",
       "t.scen:2:12: bad height 'ten': expected a whole number"},
      {"version 1\n0\ta.map\t10\t10\t-1\t2\t3\t4\t5\n",
       "t.scen:2:15: bad start x '-1': expected a whole number"},
      {"version 1\n0\ta.map\t10\t10\t1\t2\t3\t10\t5\n",
       "t.scen:2:21: goal y 10 is outside the map height 10"},
      {"version 1\n0\ta.map\t9000\t10\t1\t2\t3\t4\t5\n",
       "t.scen:2:9: width 9000 is outside 1..8192"},
      {"version 1\n0\ta.map\t10\t10\t1\t2\t3\t4\tfar\n",
       "t.scen:2:23: bad optimal length 'far': expected a number of 0 or more"},
      {"version 1\n" + ok_line + "0\ta.map\t10\t10\t1\t2\t3\t4\tnan\n",
       "t.scen:3:23: bad optimal length 'nan': expected a number of 0 or more"},
  };
  for (const auto& [text, expected] : cases) {
    EXPECT_EQ(scen_error(text), expected);
  }
}

TEST(MovingAiScenarioTest, FormatThenParseGivesBackTheProblems) {
  Scenario scenario;
  scenario.version = "1";
  ScenarioProblem a;
  a.bucket = 2;
  a.map = "maps/x.map";
  a.width = 30;
  a.height = 20;
  a.start = {1, 2};
  a.goal = {29, 19};
  a.optimal_length = 1.0 / 3.0;
  ScenarioProblem b = a;
  b.optimal_text = "4.5";
  b.optimal_length = 4.5;
  scenario.problems = {a, b};
  Result<Scenario> back = parse_scenario(format_scenario(scenario), "t.scen");
  ASSERT_TRUE(back.ok()) << back.error();
  ASSERT_EQ(back.value().problems.size(), 2u);
  EXPECT_EQ(back.value().problems[0].optimal_text, "0.33333333");
  EXPECT_NEAR(back.value().problems[0].optimal_length, 1.0 / 3.0, 1e-8);
  EXPECT_EQ(back.value().problems[1].optimal_text, "4.5");
  EXPECT_EQ(back.value().problems[1].map, "maps/x.map");
  EXPECT_EQ(back.value().problems[1].goal, (Point{29, 19}));
}

TEST(MovingAiScenarioTest, ToleranceFollowsThePrintedDecimals) {
  EXPECT_DOUBLE_EQ(length_tolerance("3.41421", 3.41421), 1e-4);
  EXPECT_DOUBLE_EQ(length_tolerance("4786", 4786), 5e-6 * 4786);
  EXPECT_DOUBLE_EQ(length_tolerance("12.50", 12.5), 0.005);
  EXPECT_DOUBLE_EQ(length_tolerance("1.5", 1.5), 0.05);
  EXPECT_DOUBLE_EQ(length_tolerance("1.25e2", 125), 0.5);
  EXPECT_DOUBLE_EQ(length_tolerance("26.55634919", 26.55634919),
                   5e-6 * 26.55634919);
  EXPECT_DOUBLE_EQ(length_tolerance("2.00000000", 2), 1e-4);
}

TEST(MovingAiScenarioTest, FindsTheMapByBaseName) {
  EXPECT_EQ(map_basename("maps/dao/arena.map"), "arena.map");
  EXPECT_EQ(map_basename("maps\\dao\\arena.map"), "arena.map");
  EXPECT_EQ(map_basename("Berlin_0_256.map"), "Berlin_0_256.map");
  Result<std::string> found =
      find_scenario_map(ASTAR_BENCHMARKS_DIR, "maps/dao/arena.map");
  ASSERT_TRUE(found.ok()) << found.error();
  EXPECT_EQ(found.value(), test::benchmark_file("arena.map"));
  Result<std::string> missing = find_scenario_map("/nonexistent", "a/b.map");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error(), "map 'b.map' not found in folder '/nonexistent'");
}

// Every benchmark file parses, with the sizes and problem counts listed in
// tests/data/movingai/SOURCES.md; every problem fits its map and its start
// and goal are walkable.
TEST(MovingAiScenarioTest, ReadsEveryBenchmarkFile) {
  const std::map<std::string, std::tuple<int, int, std::size_t>> files = {
      {"arena", {49, 49, 160}},
      {"den011d", {247, 167, 780}},
      {"brc000d", {257, 261, 850}},
      {"lak303d", {194, 194, 1060}},
      {"hrt201n", {294, 305, 1210}},
      {"orz900d", {1491, 656, 7015}},
      {"maze512-1-0", {512, 512, 11960}},
      {"random512-10-0", {512, 512, 1670}},
      {"random512-40-0", {512, 512, 3060}},
      {"8room_000", {512, 512, 1940}},
      {"AR0011SR", {512, 512, 1280}},
      {"Berlin_0_256", {256, 256, 930}},
      {"Boston_0_512", {512, 512, 1890}},
      {"NewYork_0_1024", {1024, 1024, 3670}},
      {"TheFrozenSea", {1024, 1024, 3700}},
  };
  for (const auto& [name, expected] : files) {
    const auto [width, height, count] = expected;
    Result<Grid> grid = read_movingai_map(test::benchmark_file(name + ".map"));
    ASSERT_TRUE(grid.ok()) << grid.error();
    EXPECT_EQ(grid.value().width(), width) << name;
    EXPECT_EQ(grid.value().height(), height) << name;
    Result<Scenario> scen =
        read_scenario(test::benchmark_file(name + ".map.scen"));
    ASSERT_TRUE(scen.ok()) << scen.error();
    ASSERT_EQ(scen.value().problems.size(), count) << name;
    for (const ScenarioProblem& p : scen.value().problems) {
      ASSERT_EQ(map_basename(p.map), name + ".map");
      ASSERT_EQ(p.width, width);
      ASSERT_EQ(p.height, height);
      ASSERT_TRUE(grid.value().walkable(p.start)) << name << ":" << p.line;
      ASSERT_TRUE(grid.value().walkable(p.goal)) << name << ":" << p.line;
    }
  }
}

}  // namespace movingai_io_test
}  // namespace astar
