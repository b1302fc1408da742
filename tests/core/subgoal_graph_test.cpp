// The prepared map (a subgoal graph): A*'s costs under every movement rule,
// legal paths, and a repair after any sequence of edits that leaves the
// graph exactly as a fresh preparation of the edited map would be.
#include "astar/search/subgoal_graph.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "astar/io/movingai_io.hpp"
#include "astar/search/search.hpp"
#include "test_maps.hpp"

namespace astar {
namespace subgoal_graph_test {

using test::ascii_grid;
using test::random_grid;

std::string describe(const MovementRules& rules) {
  return std::string(to_string(rules.connectivity)) + "/" +
         std::string(to_string(rules.diagonal)) + "/" +
         std::string(to_string(rules.costs));
}

Point random_open_cell(std::mt19937& rng, const Grid& grid) {
  std::uniform_int_distribution<int> cell(0, grid.cell_count() - 1);
  for (;;) {
    const int c = cell(rng);
    if (grid.walkable(c)) return grid.point(c);
  }
}

// Searches with the subgoal graph (the caller's when given) and with A*,
// and checks they agree and that the path is legal and of that cost.
void expect_same_as_astar(const Grid& grid, const MovementRules& rules,
                          Point start, Point goal, const SubgoalGraph* graph,
                          const std::string& what) {
  SearchQuery q;
  q.start = start;
  q.goal = goal;
  q.rules = rules;
  q.algorithm = Algorithm::Subgoal;
  Search subgoal;
  ASSERT_TRUE(subgoal.start(grid, q, nullptr, nullptr, graph)) << what;
  subgoal.run();
  q.algorithm = Algorithm::AStar;
  Search astar;
  ASSERT_TRUE(astar.start(grid, q)) << what;
  astar.run();
  const std::string where = what + " " + to_string(start) + "->" +
                            to_string(goal) + " " + describe(rules);
  ASSERT_EQ(subgoal.status(), astar.status()) << where;
  if (astar.status() != SearchStatus::Found) return;
  EXPECT_NEAR(subgoal.cost(), astar.cost(), 1e-9 * astar.cost()) << where;
  Result<double> walked = path_cost(grid, rules, subgoal.path());
  ASSERT_TRUE(walked) << where << ": " << walked.error();
  EXPECT_NEAR(walked.value(), subgoal.cost(), 1e-9 * astar.cost()) << where;
  EXPECT_EQ(subgoal.path().front(), grid.index(start)) << where;
  EXPECT_EQ(subgoal.path().back(), grid.index(goal)) << where;
}

// The graph as sorted (subgoal, link, mine, theirs) rows, to compare two.
std::vector<std::tuple<int, int, bool, bool>> rows(const SubgoalGraph& graph) {
  std::vector<std::tuple<int, int, bool, bool>> out;
  for (int cell : graph.subgoals()) {
    out.emplace_back(cell, -1, false, false);
    for (const SubgoalLink& link : graph.links(cell)) {
      out.emplace_back(cell, static_cast<int>(link.cell), link.mine != 0,
                       link.theirs != 0);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

TEST(SubgoalGraph, SameCostsAsAStarUnderEveryRuleOnRandomMaps) {
  std::mt19937 rng(51);
  for (const MovementRules& rules : test::every_rule_set()) {
    for (int map = 0; map < 12; ++map) {
      const int walls = 10 + 4 * map;
      const Grid grid = random_grid(rng, 28, 21, walls, 0);
      for (int i = 0; i < 25; ++i) {
        expect_same_as_astar(grid, rules, random_open_cell(rng, grid),
                             random_open_cell(rng, grid), nullptr,
                             "map " + std::to_string(map));
      }
    }
  }
}

TEST(SubgoalGraph, SameCostsAsAStarOnRoomsAndMazes) {
  const Grid rooms = ascii_grid({
      "..........#...........",
      "..........#...........",
      "....#######.....####..",
      "....#...........#.....",
      "....#...#########.....",
      "........#.............",
      "###.#####....#######..",
      "...........#.......#..",
      ".....#.....#.......#..",
      ".....#..............#.",
  });
  std::mt19937 rng(7);
  for (const MovementRules& rules : test::every_rule_set()) {
    for (int i = 0; i < 60; ++i) {
      expect_same_as_astar(rooms, rules, random_open_cell(rng, rooms),
                           random_open_cell(rng, rooms), nullptr, "rooms");
    }
  }
}

TEST(SubgoalGraph, SameCostsAsAStarOnMovingAiMaps) {
  std::mt19937 rng(2013);
  for (const char* name :
       {"AR0011SR.map", "8room_000.map", "Berlin_0_256.map"}) {
    Result<Grid> grid = read_movingai_map(test::benchmark_file(name));
    ASSERT_TRUE(grid) << grid.error();
    const MovementRules rules;
    Result<SubgoalGraph> graph = SubgoalGraph::prepare(grid.value(), rules);
    ASSERT_TRUE(graph) << graph.error();
    for (int i = 0; i < 40; ++i) {
      expect_same_as_astar(
          grid.value(), rules, random_open_cell(rng, grid.value()),
          random_open_cell(rng, grid.value()), &graph.value(), name);
    }
  }
}

// A random edit: one cell, a few cells or a filled box, walls or open.
CellArea random_edit(std::mt19937& rng, Grid& grid) {
  std::uniform_int_distribution<int> kind(0, 2);
  std::uniform_int_distribution<int> x(0, grid.width() - 1);
  std::uniform_int_distribution<int> y(0, grid.height() - 1);
  std::bernoulli_distribution wall(0.5);
  const int x0 = x(rng);
  const int y0 = y(rng);
  const int k = kind(rng);
  const int side = k == 0 ? 1 : k == 1 ? 2 : 5;
  CellArea area{x0, y0, std::min(x0 + side, grid.width()),
                std::min(y0 + side, grid.height())};
  const std::uint8_t value = wall(rng) ? kBlocked : kOpenGround;
  for (int cy = area.y0; cy < area.y1; ++cy) {
    for (int cx = area.x0; cx < area.x1; ++cx) {
      if (k != 1 || wall(rng)) grid.set(cx, cy, value);
    }
  }
  return area;
}

TEST(SubgoalGraph, RepairAfterAnyEditsEqualsAFreshPreparation) {
  std::mt19937 rng(404);
  for (const MovementRules& rules : test::every_rule_set()) {
    for (int trial = 0; trial < 6; ++trial) {
      Grid grid = random_grid(rng, 30, 24, 15 + 5 * trial, 0);
      Result<SubgoalGraph> graph = SubgoalGraph::prepare(grid, rules);
      ASSERT_TRUE(graph) << graph.error();
      for (int edit = 0; edit < 30; ++edit) {
        const CellArea area = random_edit(rng, grid);
        ASSERT_TRUE(graph.value().update(grid, area));
        ASSERT_TRUE(graph.value().follows(grid, rules));
        Result<SubgoalGraph> fresh = SubgoalGraph::prepare(grid, rules);
        ASSERT_TRUE(fresh) << fresh.error();
        ASSERT_EQ(rows(graph.value()), rows(fresh.value()))
            << describe(rules) << " trial " << trial << " edit " << edit;
        for (int i = 0; i < 4; ++i) {
          expect_same_as_astar(grid, rules, random_open_cell(rng, grid),
                               random_open_cell(rng, grid), &graph.value(),
                               "after edit " + std::to_string(edit));
        }
      }
    }
  }
}

// On open maps a scan sweeps far, and the repair's backward walk is bounded
// the way the scans are (subgoal_repair.cpp): a bound one cell too tight
// misses scanners here.
TEST(SubgoalGraph, RepairOnOpenMapsEqualsAFreshPreparation) {
  std::mt19937 rng(505);
  for (const MovementRules& rules : test::every_rule_set()) {
    for (int trial = 0; trial < 3; ++trial) {
      Grid grid = random_grid(rng, 64, 48, 2 + 2 * trial, 0);
      Result<SubgoalGraph> graph = SubgoalGraph::prepare(grid, rules);
      ASSERT_TRUE(graph) << graph.error();
      for (int edit = 0; edit < 25; ++edit) {
        const CellArea area = random_edit(rng, grid);
        ASSERT_TRUE(graph.value().update(grid, area));
        Result<SubgoalGraph> fresh = SubgoalGraph::prepare(grid, rules);
        ASSERT_TRUE(fresh) << fresh.error();
        ASSERT_EQ(rows(graph.value()), rows(fresh.value()))
            << describe(rules) << " trial " << trial << " edit " << edit;
      }
    }
  }
}

// Big fills and scattered cells on open maps: the repair walks scans back
// only from where they enter the changed cells' surroundings, and scans
// again only the sectors where they entered. A wall filled and cleared
// again, and cells strewn over a box (an area with holes and several
// parts), catch an entry or a sector missed.
TEST(SubgoalGraph, RepairAfterFillsAndStrewnCellsEqualsAFreshPreparation) {
  std::mt19937 rng(606);
  for (const MovementRules& rules : test::every_rule_set()) {
    Grid grid = random_grid(rng, 72, 56, 3, 0);
    Result<SubgoalGraph> graph = SubgoalGraph::prepare(grid, rules);
    ASSERT_TRUE(graph) << graph.error();
    std::uniform_int_distribution<int> side(3, 16);
    std::uniform_int_distribution<int> strewn(0, 9);
    for (int edit = 0; edit < 16; ++edit) {
      const int w = side(rng);
      const int h = side(rng);
      const Point at = random_open_cell(rng, grid);
      const CellArea area{at.x, at.y, std::min(at.x + w, grid.width()),
                          std::min(at.y + h, grid.height())};
      const bool fill = edit % 2 == 0;
      const std::uint8_t value = edit % 4 < 2 ? kBlocked : kOpenGround;
      for (int y = area.y0; y < area.y1; ++y) {
        for (int x = area.x0; x < area.x1; ++x) {
          if (fill || strewn(rng) == 0) grid.set(x, y, value);
        }
      }
      ASSERT_TRUE(graph.value().update(grid, area));
      Result<SubgoalGraph> fresh = SubgoalGraph::prepare(grid, rules);
      ASSERT_TRUE(fresh) << fresh.error();
      ASSERT_EQ(rows(graph.value()), rows(fresh.value()))
          << describe(rules) << " edit " << edit;
    }
  }
}

TEST(SubgoalGraph, RepairOnAMovingAiMapEqualsAFreshPreparation) {
  Result<Grid> read = read_movingai_map(test::benchmark_file("AR0011SR.map"));
  ASSERT_TRUE(read) << read.error();
  Grid grid = read.value();
  const MovementRules rules;
  Result<SubgoalGraph> graph = SubgoalGraph::prepare(grid, rules);
  ASSERT_TRUE(graph) << graph.error();
  std::mt19937 rng(11);
  for (int edit = 0; edit < 40; ++edit) {
    const CellArea area = random_edit(rng, grid);
    ASSERT_TRUE(graph.value().update(grid, area));
    expect_same_as_astar(grid, rules, random_open_cell(rng, grid),
                         random_open_cell(rng, grid), &graph.value(),
                         "edit " + std::to_string(edit));
  }
  Result<SubgoalGraph> fresh = SubgoalGraph::prepare(grid, rules);
  ASSERT_TRUE(fresh) << fresh.error();
  EXPECT_EQ(rows(graph.value()), rows(fresh.value()));
}

TEST(SubgoalGraph, AnEditRepairsLocallyAndSaysWhatItRelinked) {
  Grid grid(200, 200);
  for (int y = 20; y < 180; y += 20) {
    for (int x = 10; x < 190; ++x) grid.set(x, y, kBlocked);
  }
  Result<SubgoalGraph> graph = SubgoalGraph::prepare(grid, MovementRules{});
  ASSERT_TRUE(graph) << graph.error();
  const std::size_t subgoals = graph.value().subgoal_count();
  grid.set(100, 110, kBlocked);
  ASSERT_TRUE(graph.value().update(grid, {100, 110, 101, 111}));
  const SubgoalRepair& repair = graph.value().last_repair();
  EXPECT_EQ(repair.changed_cells, 1);
  EXPECT_EQ(repair.subgoals_added, 4);
  EXPECT_EQ(graph.value().subgoal_count(), subgoals + 4);
  // The walls at y 100 and 120 fence the scans in: nothing beyond them is
  // scanned again.
  EXPECT_FALSE(repair.relinked.empty());
  for (int cell : repair.relinked) {
    EXPECT_GT(cell / 200, 100) << to_string(grid.point(cell));
    EXPECT_LT(cell / 200, 120) << to_string(grid.point(cell));
  }
}

TEST(SubgoalGraph, TerrainIsRefusedWithTheAlgorithmsToUse) {
  Grid grid(5, 5);
  grid.set(2, 3, value_for_weight(4));
  Result<SubgoalGraph> graph = SubgoalGraph::prepare(grid, MovementRules{});
  ASSERT_FALSE(graph);
  EXPECT_NE(graph.error().find("(2,3)"), std::string::npos) << graph.error();
  EXPECT_NE(graph.error().find("astar"), std::string::npos) << graph.error();

  Grid plain(5, 5);
  Result<SubgoalGraph> live = SubgoalGraph::prepare(plain, MovementRules{});
  ASSERT_TRUE(live);
  plain.set(1, 1, value_for_weight(3));
  Status repaired = live.value().update(plain, {1, 1, 2, 2});
  ASSERT_FALSE(repaired);
  EXPECT_NE(repaired.error().find("(1,1)"), std::string::npos);
  EXPECT_FALSE(live.value().follows(plain));

  SearchQuery q;
  q.start = {0, 0};
  q.goal = {4, 4};
  q.algorithm = Algorithm::Subgoal;
  Search search;
  Status started = search.start(grid, q);
  ASSERT_FALSE(started);
  EXPECT_NE(started.error().find("astar"), std::string::npos);
}

TEST(SubgoalGraph, AGraphThatDoesNotFollowTheMapIsRefused) {
  Grid grid(10, 10);
  Result<SubgoalGraph> graph = SubgoalGraph::prepare(grid, MovementRules{});
  ASSERT_TRUE(graph);
  grid.set(5, 5, kBlocked);
  SearchQuery q;
  q.start = {0, 0};
  q.goal = {9, 9};
  q.algorithm = Algorithm::Subgoal;
  Search search;
  Status started = search.start(grid, q, nullptr, nullptr, &graph.value());
  ASSERT_FALSE(started);
  EXPECT_NE(started.error().find("does not follow"), std::string::npos);
  // Its own graph follows the map by itself.
  ASSERT_TRUE(search.start(grid, q));
  EXPECT_EQ(search.run(), SearchStatus::Found);
}

TEST(SubgoalGraph, ExpandsFarFewerCellsThanAStar) {
  Result<Grid> grid =
      read_movingai_map(test::benchmark_file("Berlin_0_256.map"));
  ASSERT_TRUE(grid) << grid.error();
  SearchQuery q;
  q.start = {2, 2};
  q.goal = {250, 250};
  ASSERT_TRUE(grid.value().walkable(q.start) && grid.value().walkable(q.goal));
  q.algorithm = Algorithm::Subgoal;
  Search subgoal;
  ASSERT_TRUE(subgoal.start(grid.value(), q));
  ASSERT_EQ(subgoal.run(), SearchStatus::Found);
  q.algorithm = Algorithm::AStar;
  Search astar;
  ASSERT_TRUE(astar.start(grid.value(), q));
  ASSERT_EQ(astar.run(), SearchStatus::Found);
  EXPECT_NEAR(subgoal.cost(), astar.cost(), 1e-9 * astar.cost());
  EXPECT_LT(subgoal.stats().expanded * 10, astar.stats().expanded);
}

}  // namespace subgoal_graph_test
}  // namespace astar
