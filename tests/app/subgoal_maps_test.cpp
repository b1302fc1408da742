// The studio's prepared maps (analysis/subgoal_maps.hpp) follow the
// workspace's edits locally, without a window: after edits a graph links
// the same subgoals as one prepared afresh, no second preparation
// happened, and a big map is prepared on another thread.

#include "analysis/subgoal_maps.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <thread>
#include <vector>

#include "astar/edit/paint.hpp"

namespace astar::studio {
namespace subgoal_maps_test {

void paint(Workspace& workspace, int x0, int x1, int y, std::uint8_t value) {
  const std::vector<CellSpan> spans = {{y, x0, x1}};
  ASSERT_TRUE(workspace.apply(
      make_paint_command(workspace.document(), spans, value, "paint")));
}

void open_map(Workspace& workspace, int width, int height) {
  OpenedDocument opened;
  opened.document.grid = Grid(width, height, kOpenGround);
  for (int x = 10; x < width - 10; ++x)
    opened.document.grid.set(x, 20, kBlocked);
  workspace.open(std::move(opened));
}

// Every subgoal with its linked cells, sorted: two graphs that answer
// alike hold the same.
std::vector<std::vector<int>> shape(const SubgoalGraph& graph) {
  std::vector<int> cells = graph.subgoals();
  std::sort(cells.begin(), cells.end());
  std::vector<std::vector<int>> result;
  for (int cell : cells) {
    std::vector<int> row{cell};
    for (const SubgoalLink& link : graph.links(cell)) row.push_back(link.cell);
    std::sort(row.begin() + 1, row.end());
    result.push_back(std::move(row));
  }
  return result;
}

TEST(SubgoalMaps, FollowEditsByRepairingNotPreparingAgain) {
  Workspace workspace{WorkspaceConfig{}};
  open_map(workspace, 96, 80);
  SubgoalMaps maps;
  const MovementRules rules = workspace.settings().rules;
  const auto first = maps.get(workspace, rules).graph;
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(maps.builds(), 1);
  EXPECT_EQ(maps.repairs(), 0);
  paint(workspace, 40, 41, 10, kBlocked);
  paint(workspace, 30, 36, 20, kOpenGround);  // a gap in the long wall
  const auto after = maps.get(workspace, rules).graph;
  EXPECT_EQ(after.get(), first.get());  // the same graph, repaired in place
  EXPECT_TRUE(after->follows(workspace.grid(), rules));
  EXPECT_EQ(maps.builds(), 1);
  EXPECT_GE(maps.repairs(), 1);
  const auto recent = maps.recent_repairs(rules);
  ASSERT_FALSE(recent.empty());
  EXPECT_GT(recent.back().what.subgoals_relinked, 0);
  const auto fresh = SubgoalGraph::prepare(workspace.grid(), rules);
  ASSERT_TRUE(fresh);
  EXPECT_EQ(shape(*after), shape(fresh.value()));
  // Undo is an edit too; other rules get a graph of their own.
  ASSERT_TRUE(workspace.undo());
  EXPECT_EQ(shape(*maps.get(workspace, rules).graph),
            shape(SubgoalGraph::prepare(workspace.grid(), rules).value()));
  EXPECT_EQ(maps.builds(), 1);
  MovementRules four = rules;
  four.connectivity = Connectivity::Four;
  EXPECT_NE(maps.get(workspace, four).graph, nullptr);
  EXPECT_EQ(maps.builds(), 2);
}

TEST(SubgoalMaps, AMapWithTerrainIsRefusedWithTheSearchsReason) {
  Workspace workspace{WorkspaceConfig{}};
  open_map(workspace, 40, 30);
  paint(workspace, 3, 5, 3, value_for_weight(5));
  SubgoalMaps maps;
  const SubgoalMaps::Lookup lookup =
      maps.get(workspace, workspace.settings().rules);
  EXPECT_EQ(lookup.graph, nullptr);
  EXPECT_FALSE(lookup.preparing);
  EXPECT_NE(lookup.problem.find("terrain"), std::string::npos)
      << lookup.problem;
  // Painted away, the map can be prepared.
  paint(workspace, 3, 5, 3, kOpenGround);
  EXPECT_NE(maps.get(workspace, workspace.settings().rules).graph, nullptr);
}

TEST(SubgoalMaps, ABigMapIsPreparedOnAnotherThreadAndTakesEditsMadeMeanwhile) {
  Workspace workspace{WorkspaceConfig{}};
  open_map(workspace, 2048, 1024);
  SubgoalMaps maps;
  const MovementRules rules = workspace.settings().rules;
  const SubgoalMaps::Lookup first = maps.get(workspace, rules);
  EXPECT_TRUE(first.preparing);
  EXPECT_EQ(first.graph, nullptr);
  EXPECT_TRUE(maps.preparing());
  paint(workspace, 100, 140, 500, kBlocked);
  // A deadline for a hung worker, not a measure of speed.
  const auto give_up =
      std::chrono::steady_clock::now() + std::chrono::seconds(60);
  std::shared_ptr<const SubgoalGraph> graph;
  while (!(graph = maps.get(workspace, rules).graph) &&
         std::chrono::steady_clock::now() < give_up) {
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  ASSERT_NE(graph, nullptr);
  EXPECT_FALSE(maps.preparing());
  EXPECT_EQ(maps.builds(), 1);
  EXPECT_TRUE(graph->follows(workspace.grid(), rules));
  EXPECT_EQ(shape(*graph),
            shape(SubgoalGraph::prepare(workspace.grid(), rules).value()));
  paint(workspace, 7, 9, 3, kBlocked);
  EXPECT_EQ(maps.get(workspace, rules).graph.get(), graph.get());
  EXPECT_EQ(maps.builds(), 1);
}

}  // namespace subgoal_maps_test
}  // namespace astar::studio
