// The Simulate mode's model without a window: agents arrive, re-plan
// around walls painted across their path, never share a cell with a
// patrolling obstacle, and the same inputs give the same run.

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <string>
#include <vector>

#include "agents/geometry.hpp"
#include "agents/patrol.hpp"
#include "agents/simulation.hpp"

namespace astar::studio {
namespace simulation_units_test {

// '#' wall, '.' open ground, 'A' an agent, 'G' the goal.
Document document_with_agents(const std::vector<std::string>& rows) {
  Document doc;
  doc.grid =
      Grid(static_cast<int>(rows[0].size()), static_cast<int>(rows.size()));
  for (int y = 0; y < doc.grid.height(); ++y) {
    for (int x = 0; x < doc.grid.width(); ++x) {
      const char c = rows[y][x];
      doc.grid.set(x, y, c == '#' ? kBlocked : kOpenGround);
      if (c == 'A') doc.actors.agents.push_back({{x, y}, 4.0});
      if (c == 'G') doc.goal = Point{x, y};
    }
  }
  return doc;
}

void run_for(Simulation& sim, double seconds,
             const std::function<void()>& after_step = {},
             const SimulationSettings& settings = {}) {
  const int steps = static_cast<int>(seconds / kSimStepSeconds + 0.5);
  for (int i = 0; i < steps; ++i) {
    sim.step(SearchSettings{}, settings);
    if (after_step) after_step();
  }
}

TEST(SimGeometry, TraceFollowsADiagonalWithoutCornerCells) {
  const std::vector<Point> cells =
      trace_cells({centre_of({0, 0}), centre_of({2, 2})});
  const std::vector<Point> expected{{0, 0}, {1, 1}, {2, 2}};
  EXPECT_EQ(cells, expected);
}

TEST(SimPatrol, WalksThereAndBack) {
  PatrolRoute route;
  route.points = {{0, 0}, {4, 0}, {4, 2}};
  const PatrolPath patrol(route);
  EXPECT_DOUBLE_EQ(patrol.length(), 6.0);
  EXPECT_EQ(cell_of(patrol.at(0)), (Point{0, 0}));
  EXPECT_EQ(cell_of(patrol.at(4)), (Point{4, 0}));
  EXPECT_EQ(cell_of(patrol.at(6)), (Point{4, 2}));
  EXPECT_EQ(cell_of(patrol.at(8)), (Point{4, 0}));  // on the way back
  EXPECT_EQ(cell_of(patrol.at(12)), (Point{0, 0}));
  EXPECT_EQ(cell_of(patrol.at(13)), (Point{1, 0}));  // round again
}

TEST(Simulation, AnAgentArrives) {
  Document doc = document_with_agents({
      "A.........",
      ".######...",
      ".........G",
  });
  SimulationSettings grid_path;
  grid_path.smooth = false;
  Simulation sim;
  sim.reset(doc);
  run_for(sim, 5.0, {}, grid_path);
  ASSERT_EQ(sim.agents().size(), 1u);
  const AgentRun& agent = sim.agents()[0];
  EXPECT_EQ(agent.state, AgentState::Arrived);
  EXPECT_EQ(cell_of(agent.at), (Point{9, 2}));
  // The optimal 8-connected path is 7 straight + 2 diagonal moves.
  EXPECT_NEAR(agent.walked, 7 + 2 * std::sqrt(2.0), 1e-6);

  // Smoothed, it cuts across the open ground: shorter, and it still
  // arrives.
  Simulation smooth;
  smooth.reset(doc);
  run_for(smooth, 5.0);
  EXPECT_EQ(smooth.agents()[0].state, AgentState::Arrived);
  EXPECT_EQ(cell_of(smooth.agents()[0].at), (Point{9, 2}));
  EXPECT_LT(smooth.agents()[0].walked, agent.walked - 0.1);
}

TEST(Simulation, WaitsWithoutAPathAndSaysSo) {
  Document doc = document_with_agents({
      "A..#....G",
      "...#.....",
  });
  Simulation sim;
  sim.reset(doc);
  run_for(sim, 2.0);
  const AgentRun& agent = sim.agents()[0];
  EXPECT_EQ(agent.state, AgentState::Waiting);
  EXPECT_EQ(agent.why, "no path to the goal");
  EXPECT_EQ(cell_of(agent.at), (Point{0, 0}));
  EXPECT_EQ(agent.walked, 0.0);
  // It keeps trying on the interval: 2 s at 0.5 s a re-plan.
  EXPECT_GE(sim.stats().replans, 3);
}

TEST(Simulation, AWallPaintedAcrossThePathMakesItReplanAndStillArrive) {
  Document doc = document_with_agents({
      "..........",
      "A........G",
      "..........",
      "..........",
  });
  Simulation sim;
  sim.reset(doc);
  run_for(sim, 0.3);
  // A wall across the row, with a gap at the bottom.
  for (int y = 0; y < 3; ++y) doc.grid.set(5, y, kBlocked);
  sim.sync(doc, true);
  const std::int64_t replans_before = sim.stats().replans;
  bool ever_on_wall = false;
  run_for(sim, 6.0, [&] {
    ever_on_wall =
        ever_on_wall || !doc.grid.walkable(cell_of(sim.agents()[0].at));
  });
  const AgentRun& agent = sim.agents()[0];
  EXPECT_FALSE(ever_on_wall);
  EXPECT_GT(sim.stats().replans, replans_before);
  EXPECT_EQ(agent.state, AgentState::Arrived);
  EXPECT_EQ(cell_of(agent.at), (Point{9, 1}));
}

TEST(Simulation, APatrolAcrossTheCorridorNeverOverlapsTheAgent) {
  // A corridor two cells high; the obstacle patrols up and down across it
  // at column 6, between the rooms above and below.
  Document doc = document_with_agents({
      "######.###",
      "A.........",
      ".........G",
      "######.###",
  });
  PatrolRoute route;
  route.points = {{6, 0}, {6, 3}};
  route.speed = 1.5;
  doc.actors.obstacles.push_back(route);
  Simulation sim;
  sim.reset(doc);
  bool overlapped = false;
  run_for(sim, 10.0, [&] {
    const Point agent = cell_of(sim.agents()[0].at);
    for (const ObstacleRun& obstacle : sim.obstacles()) {
      overlapped = overlapped || cell_of(obstacle.at) == agent;
    }
  });
  EXPECT_FALSE(overlapped);
  EXPECT_EQ(sim.agents()[0].state, AgentState::Arrived);
  EXPECT_EQ(cell_of(sim.agents()[0].at), (Point{9, 2}));
}

// Agents at every cell of the left edge, walking right through obstacles
// patrolling up and down: whoever moves, no cell ever holds both.
TEST(Simulation, AgentsAndObstaclesNeverShareACell) {
  Document doc;
  doc.grid = Grid(24, 12);
  doc.goal = Point{23, 6};
  for (int y = 0; y < 12; ++y) doc.actors.agents.push_back({{0, y}, 3.0});
  for (int x = 4; x < 22; x += 3) {
    PatrolRoute route;
    route.points = {{x, x % 2 == 0 ? 0 : 11}, {x, x % 2 == 0 ? 11 : 0}};
    route.speed = 2.0 + 0.25 * x;
    doc.actors.obstacles.push_back(route);
  }
  Simulation sim;
  sim.reset(doc);
  int overlaps = 0;
  run_for(sim, 20.0, [&] {
    for (const AgentRun& agent : sim.agents()) {
      for (const ObstacleRun& obstacle : sim.obstacles()) {
        overlaps += cell_of(obstacle.at) == cell_of(agent.at);
      }
    }
  });
  EXPECT_EQ(overlaps, 0);
  for (const AgentRun& agent : sim.agents()) {
    EXPECT_GT(agent.walked, 10.0);
  }
}

TEST(Simulation, TheSameInputsGiveTheSameRun) {
  Document doc = document_with_agents({
      "A....#....",
      "..........",
      "....A#...G",
  });
  PatrolRoute route;
  route.points = {{2, 0}, {2, 2}, {8, 2}};
  doc.actors.obstacles.push_back(route);
  Simulation a;
  Simulation b;
  a.reset(doc);
  b.reset(doc);
  run_for(a, 4.0);
  run_for(b, 4.0);
  EXPECT_EQ(a.describe(), b.describe());
}

TEST(Simulation, TheBudgetSpreadsReplansOverSteps) {
  Document doc = document_with_agents({
      "AAAAAAAAAA",
      "..........",
      ".........G",
  });
  Simulation sim;
  sim.reset(doc);
  SimulationSettings settings;
  settings.expansions_per_step = 1;  // one plan a step
  sim.step(SearchSettings{}, settings);
  EXPECT_EQ(sim.stats().plans_this_step, 1);
  EXPECT_EQ(sim.stats().queued, 9u);
  for (int i = 0; i < 9; ++i) sim.step(SearchSettings{}, settings);
  EXPECT_EQ(sim.stats().queued, 0u);
  for (const AgentRun& agent : sim.agents()) EXPECT_EQ(agent.plans, 1);
}

TEST(Simulation, PlacingAnotherAgentKeepsTheOthersWhereTheyAre) {
  Document doc = document_with_agents({
      "A.........",
      ".........G",
  });
  Simulation sim;
  sim.reset(doc);
  run_for(sim, 1.0);
  const SimPoint before = sim.agents()[0].at;
  doc.actors.agents.push_back({{0, 1}, 2.0});
  sim.sync(doc, false);
  ASSERT_EQ(sim.agents().size(), 2u);
  EXPECT_EQ(sim.agents()[0].at, before);
  EXPECT_EQ(cell_of(sim.agents()[1].at), (Point{0, 1}));
}

}  // namespace simulation_units_test
}  // namespace astar::studio
