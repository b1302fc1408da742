// The Crowds feature's world without a window: a big map's flow field is
// worked out on another thread, and the edits made meanwhile reach it;
// the brush paints free open cells up to the limit; a removed goal hands
// its agents to the next nearest.
#include "features/crowds/crowd_world.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <thread>
#include <vector>

#include "astar/field/flow_field.hpp"
#include "astar/grid/grid.hpp"

namespace astar::studio {
namespace {

// Polls until the field is in, for at most a minute (ASan on a loaded
// machine); false when it never came.
bool wait_for_field(CrowdWorld& world) {
  const auto give_up =
      std::chrono::steady_clock::now() + std::chrono::minutes(1);
  while (std::chrono::steady_clock::now() < give_up) {
    if (world.poll()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return false;
}

TEST(CrowdWorld, ABigMapsFieldComesFromAnotherThreadWithTheEditsMadeMeanwhile) {
  const int side = 640;
  static_assert(std::int64_t{640} * 640 > CrowdWorld::kInlineFieldCells);
  CrowdWorld world;
  world.reset_map(Grid(side, side), {});
  ASSERT_TRUE(world.add_goal({630, 630}));
  // The frame goes on: no field yet, and the agents would stand.
  EXPECT_TRUE(world.computing_field());
  EXPECT_EQ(world.field(), nullptr);

  // A wall drawn while the field is worked out.
  Grid now = world.grid();
  for (int y = 60; y < 635; ++y) now.set(400, y, kBlocked);
  ASSERT_TRUE(world.follow_edit(now, {400, 60, 401, 635}));
  ASSERT_TRUE(wait_for_field(world));
  EXPECT_FALSE(world.computing_field());
  EXPECT_TRUE(world.take_field_problem().empty());

  const FlowField* field = world.field();
  ASSERT_NE(field, nullptr);
  const std::vector<Point> goals{{630, 630}};
  Result<FlowField> fresh = FlowField::compute(now, goals);
  ASSERT_TRUE(fresh);
  int differ = 0;
  for (int cell = 0; cell < now.cell_count(); ++cell) {
    if (field->distance(cell) != fresh.value().distance(cell)) ++differ;
  }
  EXPECT_EQ(differ, 0) << "cells whose distance misses the wall drawn";
}

TEST(CrowdWorld, ASmallMapsFieldIsThereAtOnce) {
  CrowdWorld world;
  world.reset_map(Grid(64, 64), {});
  ASSERT_TRUE(world.add_goal({60, 60}));
  EXPECT_FALSE(world.computing_field());
  EXPECT_NE(world.field(), nullptr);
}

TEST(CrowdWorld, AGoalAddedWhileTheFieldIsWorkedOutLeadsToTheNearer) {
  CrowdWorld world;
  world.reset_map(Grid(640, 640), {});
  ASSERT_TRUE(world.add_goal({630, 630}));
  ASSERT_TRUE(world.add_goal({10, 10}));  // while the first is worked out
  // The first field comes in stale and is worked out again with both.
  while (world.computing_field()) ASSERT_TRUE(wait_for_field(world));
  ASSERT_NE(world.field(), nullptr);
  EXPECT_TRUE(world.field()->is_goal(Grid(640, 640).index(10, 10)));
  EXPECT_LT(world.field()->distance(Grid(640, 640).index(20, 20)), 20.0);
}

TEST(CrowdWorld, TheBrushPaintsFreeOpenCellsUpToTheCrowdsLimit) {
  CrowdWorld world;
  Grid grid(120, 120);
  for (int y = 0; y < 120; ++y) grid.set(60, y, kBlocked);
  world.reset_map(grid, {});
  ASSERT_TRUE(world.add_goal({110, 110}));
  // Radius 0 along a row: one agent a cell, none on the wall at x = 60.
  EXPECT_EQ(world.paint({55, 3}, {65, 3}, 0), 10);
  EXPECT_EQ(world.paint({55, 3}, {65, 3}, 0), 0) << "the cells are taken";
  // Strokes across the map fill it up to the limit, and no further.
  int placed = 10;
  for (int y = 10; y < 120 && placed < CrowdWorld::kMaxAgents; y += 17) {
    placed += world.paint({0, y}, {119, y}, 8);
  }
  EXPECT_EQ(placed, CrowdWorld::kMaxAgents);
  EXPECT_EQ(world.crowd()->size(), CrowdWorld::kMaxAgents);
  EXPECT_EQ(world.paint({0, 5}, {119, 5}, 8), 0);
  for (const Agent& a : world.crowd()->agents()) {
    EXPECT_NE(cell_of(a.position).x, 60) << "an agent on the wall";
  }
}

TEST(CrowdWorld, ARemovedGoalsAgentsTurnToTheNextNearest) {
  CrowdWorld world;
  world.reset_map(Grid(40, 10), {});
  ASSERT_TRUE(world.add_goal({2, 5}));
  ASSERT_TRUE(world.add_goal({37, 5}));
  ASSERT_EQ(world.place({4, 4, 7, 7}, 9).value(), 9);
  const double near = world.figures().mean_distance;
  EXPECT_LT(near, 5);
  Result<bool> none = world.remove_goal({20, 5});
  ASSERT_TRUE(none);
  EXPECT_FALSE(none.value());
  Result<bool> removed = world.remove_goal({2, 5});
  ASSERT_TRUE(removed);
  EXPECT_TRUE(removed.value());
  EXPECT_EQ(world.goals().size(), 1u);
  EXPECT_GT(world.figures().mean_distance, near + 25);
  for (const Agent& a : world.crowd()->agents()) {
    EXPECT_EQ(a.goal, cell_centre({37, 5}));
  }
  ASSERT_TRUE(world.remove_goal({37, 5}));
  EXPECT_TRUE(world.goals().empty());
  EXPECT_EQ(world.field(), nullptr) << "no goal, no field: the agents stand";
}

// A background field nobody will use is cancelled: the map replaced, the
// feature turned off, the world destroyed (as the window closes) each end
// its thread within a fraction of the time a whole field takes.
TEST(CrowdWorld, AFieldNobodyWillUseIsCancelled) {
  using Clock = std::chrono::steady_clock;
  const Grid big(2048, 2048);
  const auto whole_field = [&] {
    CrowdWorld world;
    world.reset_map(big, {});
    const auto began = Clock::now();
    EXPECT_TRUE(world.add_goal({1024, 1024}));
    EXPECT_TRUE(wait_for_field(world));
    return Clock::now() - began;
  };
  const Clock::duration whole = whole_field();

  // The map replaced: the old map's field stops and is dropped.
  CrowdWorld world;
  world.reset_map(big, {});
  ASSERT_TRUE(world.add_goal({1024, 1024}));
  ASSERT_TRUE(world.computing_field());
  auto began = Clock::now();
  world.reset_map(Grid(64, 64), {});
  while (world.computing_field() && Clock::now() - began < whole * 4) {
    world.poll();
    std::this_thread::yield();
  }
  EXPECT_FALSE(world.computing_field());
  EXPECT_LT(Clock::now() - began, whole / 2);
  EXPECT_TRUE(world.take_field_problem().empty());

  // Turned off: stopped without a problem to report.
  world.reset_map(big, {});
  ASSERT_TRUE(world.add_goal({1024, 1024}));
  began = Clock::now();
  world.cancel_field();
  while (world.computing_field() && Clock::now() - began < whole * 4) {
    world.poll();
    std::this_thread::yield();
  }
  EXPECT_LT(Clock::now() - began, whole / 2);
  EXPECT_TRUE(world.take_field_problem().empty());
  EXPECT_EQ(world.field(), nullptr);

  // Destroyed while it works: the destructor waits for its thread.
  auto doomed = std::make_unique<CrowdWorld>();
  doomed->reset_map(big, {});
  ASSERT_TRUE(doomed->add_goal({1024, 1024}));
  began = Clock::now();
  doomed.reset();
  EXPECT_LT(Clock::now() - began, whole / 2);
}

}  // namespace
}  // namespace astar::studio
