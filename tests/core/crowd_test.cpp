// The crowd: ORCA steering between agents and along walls, path guidance,
// determinism, and the doorway run whose bounds the issue sets (500 agents,
// 60 simulated seconds, no overlap above a tenth of a radius, no disc over
// a wall).
#include "astar/crowd/crowd.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "astar/crowd/field_guide.hpp"
#include "astar/crowd/guide.hpp"
#include "astar/field/flow_field.hpp"
#include "crowd/orca.hpp"
#include "test_maps.hpp"

namespace astar {
namespace crowd_test {

using test::ascii_grid;

// Two rooms of 32 x 40 cells side by side, a wall between them and a door
// `door` cells wide in its middle.
Grid doorway_map(int door) {
  Grid grid(65, 40);
  const int top = (40 - door) / 2;
  for (int y = 0; y < 40; ++y) {
    if (y < top || y >= top + door) grid.set(32, y, kBlocked);
  }
  return grid;
}

// A number in [0, 1) from the generator's raw output, which the standard
// fixes bit for bit (its distributions it does not).
double unit(std::mt19937& rng) { return rng() / 4294967296.0; }

// 500 agents on a 20 x 25 lattice 1.5 cells apart in the left room, each
// jittered by up to 0.2 cells, each going to the same place of a lattice
// in the right room.
void add_doorway_agents(Crowd& crowd, std::uint32_t seed) {
  std::mt19937 rng(seed);
  for (int row = 0; row < 25; ++row) {
    for (int column = 0; column < 20; ++column) {
      AgentSpec spec;
      spec.position = {1.0 + 1.5 * column + 0.4 * unit(rng) - 0.2,
                       1.25 + 1.5 * row + 0.4 * unit(rng) - 0.2};
      spec.goal = {34.0 + 1.5 * column, 1.25 + 1.5 * row};
      spec.radius = 0.35;
      spec.max_speed = 2.0;
      ASSERT_TRUE(crowd.add_agent(spec));
    }
  }
}

// How far two discs overlap, as a share of the smaller radius (0 apart).
double worst_overlap(std::span<const Agent> agents) {
  double worst = 0.0;
  for (std::size_t i = 0; i < agents.size(); ++i) {
    for (std::size_t j = i + 1; j < agents.size(); ++j) {
      const double dx = agents[i].position.x - agents[j].position.x;
      const double dy = agents[i].position.y - agents[j].position.y;
      const double depth =
          agents[i].radius + agents[j].radius - std::sqrt(dx * dx + dy * dy);
      worst =
          std::max(worst, depth / std::min(agents[i].radius, agents[j].radius));
    }
  }
  return worst;
}

// The depth by which the disc reaches into the nearest blocked cell or
// past the map's edge (0 when clear), worked out here on its own rather
// than by the crowd's code.
double wall_depth(const Grid& grid, const Agent& agent) {
  const Vec2 c = agent.position;
  const double r = agent.radius;
  double depth = 0.0;
  for (int y = static_cast<int>(std::floor(c.y)) - 1;
       y <= static_cast<int>(std::floor(c.y)) + 1; ++y) {
    for (int x = static_cast<int>(std::floor(c.x)) - 1;
         x <= static_cast<int>(std::floor(c.x)) + 1; ++x) {
      if (grid.contains(x, y) && grid.at(x, y) != kBlocked) continue;
      const double dx = std::max({x - c.x, 0.0, c.x - (x + 1)});
      const double dy = std::max({y - c.y, 0.0, c.y - (y + 1)});
      depth = std::max(depth, r - std::sqrt(dx * dx + dy * dy));
    }
  }
  return depth;
}

struct RunFigures {
  double worst_overlap = 0.0;  // as a share of the radius, over all steps
  double worst_wall = 0.0;     // in cells, over all steps
  int arrived = 0;
  std::vector<Vec2> positions;
};

RunFigures run_doorway(const CrowdSettings& settings, int steps, int door) {
  const Grid grid = doorway_map(door);
  Result<Crowd> made = Crowd::create(grid, settings);
  EXPECT_TRUE(made) << made.error();
  Crowd crowd = std::move(made).value();
  add_doorway_agents(crowd, 52);
  RunFigures figures;
  for (int s = 0; s < steps; ++s) {
    crowd.step();
    figures.worst_overlap =
        std::max(figures.worst_overlap, worst_overlap(crowd.agents()));
    for (const Agent& agent : crowd.agents()) {
      figures.worst_wall =
          std::max(figures.worst_wall, wall_depth(grid, agent));
    }
  }
  figures.arrived = crowd.arrived_count();
  for (const Agent& agent : crowd.agents()) {
    figures.positions.push_back(agent.position);
  }
  return figures;
}

TEST(Crowd, FiveHundredAgentsPassADoorwayWithoutOverlapOrWalls) {
  const RunFigures run = run_doorway({}, 600, 6);
  std::printf(
      "worst overlap %.4f of a radius, worst wall depth %.6f, "
      "arrived %d of 500\n",
      run.worst_overlap, run.worst_wall, run.arrived);
  EXPECT_LE(run.worst_overlap, 0.10);  // 0.060 measured
  EXPECT_LE(run.worst_wall, 1e-9);
  EXPECT_GE(run.arrived, 400);  // 416 measured
}

TEST(Crowd, TheDoorwayRunIsBitForBitTheSameTwice) {
  const RunFigures first = run_doorway({}, 150, 6);
  const RunFigures second = run_doorway({}, 150, 6);
  ASSERT_EQ(first.positions.size(), second.positions.size());
  EXPECT_EQ(0, std::memcmp(first.positions.data(), second.positions.data(),
                           first.positions.size() * sizeof(Vec2)));
}

TEST(Crowd, WithoutAvoidanceTheDoorwayRunOverlaps) {
  // The bound of the doorway test can fail: agents that ignore each other
  // pile up in the door far past a tenth of a radius.
  CrowdSettings settings;
  settings.avoid_agents = false;
  const RunFigures run = run_doorway(settings, 150, 6);
  EXPECT_GT(run.worst_overlap, 0.5);
  EXPECT_LE(run.worst_wall, 1e-9);  // walls hold all the same
}

// Two agents walking at each other along one line on open ground.
struct HeadOn {
  Grid grid{30, 9};
  Crowd crowd = Crowd::create(grid, {}).value();
  HeadOn(bool avoid) {
    CrowdSettings settings;
    settings.avoid_agents = avoid;
    EXPECT_TRUE(crowd.set_settings(settings));
    EXPECT_TRUE(crowd.add_agent({{2.5, 4.5}, {27.5, 4.5}, 0.4, 2.0}));
    EXPECT_TRUE(crowd.add_agent({{27.5, 4.5}, {2.5, 4.5}, 0.4, 2.0}));
  }
  double closest(int steps) {
    double least = 1e9;
    for (int s = 0; s < steps; ++s) {
      crowd.step();
      least = std::min(least, length(crowd.agents()[0].position -
                                     crowd.agents()[1].position));
    }
    return least;
  }
};

TEST(Crowd, TwoAgentsHeadOnSwapSidesWithoutTouching) {
  HeadOn run(true);
  const double least = run.closest(250);
  EXPECT_GE(least, 0.8 - 1e-9);
  EXPECT_EQ(run.crowd.arrived_count(), 2);
  EXPECT_NEAR(run.crowd.agents()[0].position.x, 27.5, 0.25);
  EXPECT_NEAR(run.crowd.agents()[1].position.x, 2.5, 0.25);
}

TEST(Crowd, TwoAgentsHeadOnWithoutAvoidanceWalkThroughEachOther) {
  HeadOn run(false);
  EXPECT_LT(run.closest(250), 0.4);  // more than a radius deep
}

TEST(Crowd, AnAgentPushedIntoAWallSlidesAlongItAndNeverEntersIt) {
  // The guide points the agent down and right into the wall below it;
  // ORCA's wall half-planes and the move's clamp keep its disc out.
  const Grid grid = ascii_grid({
      "..........",
      "..........",
      "..........",
      "##########",
  });
  Crowd crowd = Crowd::create(grid, {}).value();
  crowd.set_guide(
      std::make_unique<FunctionGuide>([](const Grid&, int, const Agent&) {
        return Vec2{0.6, 0.8};
      }));
  ASSERT_TRUE(crowd.add_agent({{1.5, 1.5}, {9.5, 2.5}, 0.45, 2.0}));
  for (int s = 0; s < 40; ++s) {
    crowd.step();
    const Agent& agent = crowd.agents()[0];
    ASSERT_LE(wall_depth(grid, agent), 1e-9) << "step " << s;
  }
  EXPECT_GT(crowd.agents()[0].position.x, 5.0);  // it slid along
  EXPECT_NEAR(crowd.agents()[0].position.y, 2.55, 0.05);
}

TEST(Crowd, ThePathGuideLeadsRoundWallsWithSmoothedWaypoints) {
  const Grid grid = ascii_grid({
      "....................",
      "....................",
      "..#################.",
      "....................",
      "....................",
  });
  Crowd crowd = Crowd::create(grid, {}).value();
  ASSERT_TRUE(crowd.add_agent({{1.5, 4.5}, {18.5, 0.5}, 0.35, 2.0}));
  for (int s = 0; s < 200 && crowd.arrived_count() == 0; ++s) {
    crowd.step();
    ASSERT_LE(wall_depth(grid, crowd.agents()[0]), 1e-9) << "step " << s;
  }
  EXPECT_EQ(crowd.arrived_count(), 1);
  const auto& guide = static_cast<const PathGuide&>(crowd.guide());
  // Round the wall's right end: to beside its corner, then up to the
  // goal; not one waypoint per cell.
  EXPECT_LE(guide.waypoints(0).size(), 3u);
  EXPECT_EQ(guide.waypoints(0).back(), (Vec2{18.5, 0.5}));
  EXPECT_EQ(guide.plans(), 1);
}

TEST(Crowd, APaintedWallMakesThePathGuidePlanAgain) {
  Grid grid(20, 10);
  Crowd crowd = Crowd::create(grid, {}).value();
  ASSERT_TRUE(crowd.add_agent({{1.5, 5.5}, {18.5, 5.5}, 0.35, 2.0}));
  crowd.step();
  for (int y = 0; y < 9; ++y) grid.set(10, y, kBlocked);  // gap at y = 9
  for (int s = 0; s < 300 && crowd.arrived_count() == 0; ++s) {
    crowd.step();
    ASSERT_LE(wall_depth(grid, crowd.agents()[0]), 1e-9) << "step " << s;
  }
  EXPECT_EQ(crowd.arrived_count(), 1);
  const auto& guide = static_cast<const PathGuide&>(crowd.guide());
  EXPECT_GE(guide.plans(), 2);
}

TEST(Crowd, AnAgentWithNoWayToItsGoalStandsStill) {
  const Grid grid = ascii_grid({
      "....#....",
      "....#....",
      "....#....",
  });
  Crowd crowd = Crowd::create(grid, {}).value();
  ASSERT_TRUE(crowd.add_agent({{1.5, 1.5}, {7.5, 1.5}, 0.35, 2.0}));
  for (int s = 0; s < 20; ++s) crowd.step();
  EXPECT_EQ(crowd.agents()[0].position, (Vec2{1.5, 1.5}));
  const auto& guide = static_cast<const PathGuide&>(crowd.guide());
  EXPECT_EQ(guide.failed_plans(), 1);  // once, not every step
}

TEST(Crowd, AnotherGuidePlugsIn) {
  // A guide of its own (here: always right), as a flow field would be.
  Grid grid(20, 5);
  Crowd crowd = Crowd::create(grid, {}).value();
  int calls = 0;
  crowd.set_guide(
      std::make_unique<FunctionGuide>([&](const Grid&, int id, const Agent&) {
        ++calls;
        EXPECT_EQ(id, 0);
        return Vec2{1.0, 0.0};
      }));
  ASSERT_TRUE(crowd.add_agent({{1.5, 2.5}, {18.5, 2.5}, 0.35, 2.0}));
  for (int s = 0; s < 200 && crowd.arrived_count() == 0; ++s) crowd.step();
  EXPECT_EQ(crowd.arrived_count(), 1);
  EXPECT_EQ(calls, static_cast<int>(crowd.steps()));
  EXPECT_NEAR(crowd.time(), crowd.steps() * 0.1, 1e-12);
}

TEST(FieldGuide, AgentsOnBothSidesOfAWallWalkTheFieldToTheirNearestGoal) {
  // Two goals, one at each end; the wall makes the left agents' way round.
  const Grid grid = ascii_grid({
      "..............................",
      "..............................",
      "..#########################...",
      "..............................",
      "..............................",
  });
  const std::vector<Point> goals = {{0, 4}, {29, 4}};
  FlowField field = FlowField::compute(grid, goals).value();
  Crowd crowd = Crowd::create(grid, {}).value();
  crowd.set_guide(std::make_unique<FieldGuide>(field));
  ASSERT_TRUE(crowd.add_agent({{5.5, 0.5}, {0.5, 4.5}, 0.35, 2.0}));
  ASSERT_TRUE(crowd.add_agent({{24.5, 0.5}, {29.5, 4.5}, 0.35, 2.0}));
  for (int s = 0; s < 300 && crowd.arrived_count() < 2; ++s) {
    crowd.step();
    for (const Agent& agent : crowd.agents()) {
      ASSERT_LE(wall_depth(grid, agent), 1e-9) << "step " << s;
    }
  }
  EXPECT_EQ(crowd.arrived_count(), 2);
  // The left one went round the wall's left end, the right one its right.
  EXPECT_NEAR(crowd.agents()[0].position.x, 0.5, 0.3);
  EXPECT_NEAR(crowd.agents()[1].position.x, 29.5, 0.3);
}

TEST(FieldGuide, FollowsTheFieldAsItIsUpdatedAndStandsWhereCutOff) {
  Grid grid(20, 5);
  const std::vector<Point> goal = {{19, 2}};
  FlowField field = FlowField::compute(grid, goal).value();
  Crowd crowd = Crowd::create(grid, {}).value();
  crowd.set_guide(std::make_unique<FieldGuide>(field));
  ASSERT_TRUE(crowd.add_agent({{1.5, 2.5}, {19.5, 2.5}, 0.35, 2.0}));
  crowd.step();
  EXPECT_GT(crowd.agents()[0].position.x, 1.5);
  // A wall across the map: the updated field reaches no cell on the left.
  for (int y = 0; y < 5; ++y) grid.set(10, y, kBlocked);
  ASSERT_TRUE(field.update(grid, {10, 0, 11, 5}));
  const Vec2 stopped = crowd.agents()[0].position;
  for (int s = 0; s < 20; ++s) crowd.step();
  EXPECT_NEAR(crowd.agents()[0].position.x, stopped.x, 0.25);
  EXPECT_EQ(crowd.arrived_count(), 0);
  // Opened again: it walks on and arrives.
  grid.set(10, 2, 255);
  ASSERT_TRUE(field.update(grid, {10, 2, 11, 3}));
  for (int s = 0; s < 300 && crowd.arrived_count() == 0; ++s) crowd.step();
  EXPECT_EQ(crowd.arrived_count(), 1);
}

TEST(Crowd, BadAgentsAndSettingsAreRefusedWithTheReason) {
  const Grid grid = ascii_grid({
      ".....",
      "..#..",
      ".....",
  });
  Crowd crowd = Crowd::create(grid, {}).value();
  const auto refused = [&](AgentSpec spec, const std::string& words) {
    Result<int> added = crowd.add_agent(spec);
    ASSERT_FALSE(added) << words;
    EXPECT_NE(added.error().find(words), std::string::npos) << added.error();
  };
  refused({{0.5, 0.5}, {4.5, 2.5}, 0.0, 2.0}, "radius 0 is outside (0, 0.5]");
  refused({{0.5, 0.5}, {4.5, 2.5}, 0.6, 2.0}, "radius 0.6");
  refused({{0.5, 0.5}, {4.5, 2.5}, 0.3, 11.0}, "speed 11 is outside (0, 10]");
  refused({{0.2, 0.5}, {4.5, 2.5}, 0.3, 2.0}, "would overlap a wall");
  refused({{1.8, 1.5}, {4.5, 2.5}, 0.3, 2.0}, "would overlap a wall");
  refused({{0.5, 0.5}, {2.5, 1.5}, 0.3, 2.0}, "goal (2.5,1.5) is in a wall");
  refused({{0.5, 0.5}, {7.5, 1.5}, 0.3, 2.0}, "outside the 5x3 map");
  refused({{std::nan(""), 0.5}, {4.5, 2.5}, 0.3, 2.0}, "not a number");
  EXPECT_EQ(crowd.size(), 0);
  ASSERT_TRUE(crowd.add_agent({{0.5, 0.5}, {4.5, 2.5}, 0.3, 2.0}));
  EXPECT_FALSE(crowd.set_goal(1, {0.5, 0.5}));
  EXPECT_FALSE(crowd.set_goal(0, {2.5, 1.5}));

  CrowdSettings settings;
  settings.time_step = 0.6;  // the agent would step 1.2 cells
  settings.obstacle_horizon = 1.0;
  Status changed = crowd.set_settings(settings);
  ASSERT_FALSE(changed);
  EXPECT_NE(changed.error().find("more than one cell"), std::string::npos);
  settings = {};
  settings.obstacle_horizon = 0.05;
  EXPECT_NE(check_crowd_settings(settings).find("below the time step"),
            std::string::npos);
  settings = {};
  settings.max_neighbours = 0;
  EXPECT_FALSE(Crowd::create(grid, settings));
  EXPECT_FALSE(Crowd::create(Grid(), {}));
}

// --- ORCA's pieces ---------------------------------------------------------

using detail::HalfPlane;

Vec2 solve(const std::vector<HalfPlane>& planes, std::size_t hard, double speed,
           Vec2 preferred) {
  std::vector<HalfPlane> scratch;
  return detail::solve_velocity(planes, {hard, hard}, speed, preferred,
                                scratch);
}

TEST(Orca, WithNoPlanesTheVelocityIsThePreferredOneWithinTheSpeed) {
  EXPECT_EQ(solve({}, 0, 2.0, {1.0, 1.0}), (Vec2{1.0, 1.0}));
  const Vec2 clipped = solve({}, 0, 2.0, {6.0, 8.0});
  EXPECT_NEAR(clipped.x, 1.2, 1e-12);
  EXPECT_NEAR(clipped.y, 1.6, 1e-12);
}

TEST(Orca, APlaneMovesTheVelocityToItsNearestAllowedPoint) {
  // Allowed: x >= 0.5.
  const std::vector<HalfPlane> planes = {{{0.5, 0.0}, {1.0, 0.0}}};
  const Vec2 v = solve(planes, 0, 2.0, {-1.0, 1.0});
  EXPECT_NEAR(v.x, 0.5, 1e-12);
  EXPECT_NEAR(v.y, 1.0, 1e-12);
}

TEST(Orca, PlanesThatLeaveNothingGiveTheLeastViolationAndKeepWalls) {
  // x >= 1 and x <= -1 cannot both hold: the middle violates each by 1.
  std::vector<HalfPlane> planes = {{{1.0, 0.0}, {1.0, 0.0}},
                                   {{-1.0, 0.0}, {-1.0, 0.0}}};
  Vec2 v = solve(planes, 0, 2.0, {0.0, 1.0});
  EXPECT_NEAR(v.x, 0.0, 1e-9);
  // A wall plane (hard) first, y >= 0.5, holds whatever the others ask.
  planes.insert(planes.begin(), HalfPlane{{0.0, 0.5}, {0.0, 1.0}});
  planes.push_back({{0.0, -1.0}, {0.0, -1.0}});  // y <= -1
  v = solve(planes, 1, 2.0, {0.0, 0.0});
  EXPECT_GE(v.y, 0.5 - 1e-9);
}

TEST(Orca, HalfPlanesOfAPairMakeThemMissEachOther) {
  // A at the origin going +x at 1, B 4 cells ahead coming back at 1: each
  // takes its half, and the velocities they keep miss within the horizon.
  const Vec2 va{1.0, 0.0};
  const Vec2 vb{-1.0, 0.0};
  const Vec2 offset{4.0, 0.05};
  const double radii = 0.8;
  const double horizon = 3.0;
  const HalfPlane a =
      detail::agent_half_plane(offset, va - vb, va, radii, horizon, 0.1, -1.0);
  const HalfPlane b =
      detail::agent_half_plane(-offset, vb - va, vb, radii, horizon, 0.1, 1.0);
  const Vec2 new_a = solve({a}, 0, 1.0, va);
  const Vec2 new_b = solve({b}, 0, 1.0, vb);
  // Within the horizon the relative motion passes outside the two radii.
  const Vec2 closing = new_a - new_b;
  const double t =
      std::clamp(dot(offset, closing) / dot(closing, closing), 0.0, horizon);
  EXPECT_GE(length(offset - closing * t), radii - 1e-9);
  // And each turned away to its own side (they pass right by right).
  EXPECT_LT(new_a.y * new_b.y, 0.0);
}

}  // namespace crowd_test
}  // namespace astar
