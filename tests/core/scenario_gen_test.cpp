#include "astar/generate/scenario_gen.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "astar/generate/generators.hpp"
#include "astar/grid/analysis.hpp"
#include "astar/search/search.hpp"
#include "test_maps.hpp"

namespace astar {
namespace scenario_gen_test {

double dijkstra_cost(const Grid& grid, Point start, Point goal,
                     const MovementRules& rules) {
  Search search;
  SearchQuery query;
  query.start = start;
  query.goal = goal;
  query.rules = rules;
  query.algorithm = Algorithm::Dijkstra;
  EXPECT_TRUE(search.start(grid, query).ok());
  EXPECT_EQ(search.run(), SearchStatus::Found);
  return search.cost();
}

Grid cave_map() {
  GeneratorSettings settings;
  settings.kind = GeneratorKind::Caves;
  settings.width = 70;
  settings.height = 45;
  settings.seed = 5;
  return generate_map(settings).value();
}

TEST(ScenarioGen, FormattedFileParsesBackAndEveryLengthIsOptimal) {
  const Grid grid = cave_map();
  ScenarioSettings settings;
  settings.count = 150;
  settings.seed = 77;
  settings.map_name = "caves.map";
  Result<Scenario> made = generate_scenario(grid, settings);
  ASSERT_TRUE(made.ok()) << made.error();
  const std::string text = format_scenario(made.value());
  EXPECT_EQ(text.rfind("version 1\n", 0), 0u);

  Result<Scenario> parsed = parse_scenario(text, "caves.map.scen");
  ASSERT_TRUE(parsed.ok()) << parsed.error();
  ASSERT_EQ(parsed.value().problems.size(), 150u);
  const RegionMap regions = label_regions(grid, settings.rules);
  int previous_bucket = 0;
  for (const ScenarioProblem& p : parsed.value().problems) {
    EXPECT_EQ(p.map, "caves.map");
    EXPECT_EQ(p.width, 70);
    EXPECT_EQ(p.height, 45);
    EXPECT_NE(p.start, p.goal);
    EXPECT_TRUE(regions.same_region(grid.index(p.start), grid.index(p.goal)));
    const double cost = dijkstra_cost(grid, p.start, p.goal, settings.rules);
    EXPECT_NEAR(p.optimal_length, cost, length_tolerance(p.optimal_text, cost))
        << "line " << p.line;
    EXPECT_EQ(p.bucket, static_cast<int>(std::floor(cost / 4.0)));
    EXPECT_GE(p.bucket, previous_bucket);
    previous_bucket = p.bucket;
    // Eight decimals are printed.
    EXPECT_EQ(p.optimal_text.size() - p.optimal_text.find('.') - 1, 8u);
  }
  EXPECT_GT(previous_bucket, 3);
}

TEST(ScenarioGen, SeededAndDeterministic) {
  const Grid grid = cave_map();
  ScenarioSettings settings;
  settings.count = 40;
  settings.map_name = "caves.map";
  settings.seed = 1;
  const std::string a =
      format_scenario(generate_scenario(grid, settings).value());
  const std::string b =
      format_scenario(generate_scenario(grid, settings).value());
  settings.seed = 2;
  const std::string c =
      format_scenario(generate_scenario(grid, settings).value());
  EXPECT_EQ(a, b);
  EXPECT_NE(a, c);
}

TEST(ScenarioGen, OnlyConnectedPairsOnASplitMap) {
  // Two rooms with no door, one of them a single cell.
  const Grid grid = test::ascii_grid({
      "....#.",
      "....##",
      "....#.",
  });
  ScenarioSettings settings;
  settings.count = 60;
  settings.map_name = "split.map";
  Result<Scenario> made = generate_scenario(grid, settings);
  ASSERT_TRUE(made.ok()) << made.error();
  for (const ScenarioProblem& p : made.value().problems) {
    EXPECT_LT(p.start.x, 4);
    EXPECT_LT(p.goal.x, 4);
  }
}

TEST(ScenarioGen, RefusesMapsWithoutProblemsAndBadCounts) {
  ScenarioSettings settings;
  settings.map_name = "x.map";
  Result<Scenario> none =
      generate_scenario(test::ascii_grid({".#.", "#.#"}), settings);
  ASSERT_FALSE(none.ok());
  EXPECT_NE(none.error().find("no two walkable cells"), std::string::npos);
  settings.count = 0;
  EXPECT_FALSE(generate_scenario(test::ascii_grid({"..."}), settings).ok());
  settings.count = 5;
  settings.map_name = "my map.map";
  EXPECT_FALSE(generate_scenario(test::ascii_grid({"..."}), settings).ok());
}

}  // namespace scenario_gen_test
}  // namespace astar
