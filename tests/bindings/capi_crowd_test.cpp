// The C API's crowd (astar_crowd_*) through the real libastar.so: two
// agents head-on swap sides without overlapping (and do overlap with
// avoidance off); agents on the demo map step as astar-cli crowd steps them
// and all arrive; a wall filled across the way is walked around, never
// into; a grid freed first keeps serving its crowd; every bad value named.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "astar.h"
#include "capi_expect.hpp"
#include "run_cli.hpp"

namespace astar::test {
namespace capi_crowd_test {

struct Crowding {
  astar_grid* grid = nullptr;
  astar_crowd* crowd = nullptr;
  astar_error error{};
  ~Crowding() {
    astar_crowd_free(crowd);
    astar_grid_free(grid);
  }
  void open_map(int width, int height) {
    const std::vector<std::uint8_t> cells(
        static_cast<std::size_t>(width) * height, 255);
    ASSERT_EQ(astar_grid_new(width, height, cells.data(), cells.size(), &grid,
                             &error),
              ASTAR_OK)
        << error.message;
  }
  int add(double x, double y, double gx, double gy, double radius = 0.35) {
    std::int32_t id = -1;
    EXPECT_EQ(
        astar_crowd_add_agent(crowd, x, y, gx, gy, radius, 2.0, &id, &error),
        ASTAR_OK)
        << error.message;
    return id;
  }
  std::vector<double> positions() {
    std::vector<double> xy(2 * astar_crowd_size(crowd));
    EXPECT_EQ(astar_crowd_positions(crowd, xy.data(), xy.size() / 2, &error),
              ASTAR_OK)
        << error.message;
    return xy;
  }
  std::vector<std::uint8_t> arrived() {
    std::vector<std::uint8_t> flags(astar_crowd_size(crowd));
    EXPECT_EQ(astar_crowd_arrived(crowd, flags.data(), flags.size(), &error),
              ASTAR_OK)
        << error.message;
    return flags;
  }
};

// The two agents' least distance, centre to centre, over `steps` steps
// taken one at a time.
double closest_approach(Crowding& c, int steps) {
  double closest = INFINITY;
  for (int s = 0; s < steps; ++s) {
    EXPECT_EQ(astar_crowd_step(c.crowd, 1, &c.error), ASTAR_OK);
    const std::vector<double> xy = c.positions();
    closest = std::min(closest, std::hypot(xy[0] - xy[2], xy[1] - xy[3]));
  }
  return closest;
}

TEST(CapiCrowd, TwoAgentsHeadOnSwapSidesWithoutOverlapping) {
  Crowding c;
  c.open_map(20, 7);
  ASSERT_EQ(astar_crowd_new(c.grid, 0.1, 1, &c.crowd, &c.error), ASTAR_OK)
      << c.error.message;
  EXPECT_EQ(c.add(2.5, 3.5, 17.5, 3.5), 0);
  EXPECT_EQ(c.add(17.5, 3.5, 2.5, 3.5), 1);
  // No more than 10% of a radius of overlap (the bound).
  EXPECT_GE(closest_approach(c, 150), 0.7 - 0.035);
  const std::vector<double> xy = c.positions();
  EXPECT_NEAR(xy[0], 17.5, 0.25);
  EXPECT_NEAR(xy[2], 2.5, 0.25);
  EXPECT_EQ(c.arrived(), (std::vector<std::uint8_t>{1, 1}));
  EXPECT_EQ(astar_crowd_arrived_count(c.crowd), 2);
  EXPECT_EQ(astar_crowd_steps(c.crowd), 150);
  EXPECT_NEAR(astar_crowd_time(c.crowd), 15.0, 1e-9);

  // Avoidance off: they walk through each other.
  Crowding off;
  off.open_map(20, 7);
  ASSERT_EQ(astar_crowd_new(off.grid, 0.1, 0, &off.crowd, &off.error),
            ASTAR_OK);
  off.add(2.5, 3.5, 17.5, 3.5);
  off.add(17.5, 3.5, 2.5, 3.5);
  EXPECT_LT(closest_approach(off, 150), 0.35);  // half their radii
}

// "%.4f", as astar-cli crowd prints a coordinate.
std::string four_places(double v) {
  char text[64];
  std::snprintf(text, sizeof text, "%.4f", v);
  return text;
}

TEST(CapiCrowd, AgentsStepAsAstarCliStepsThemAndAllArrive) {
  const std::string demo = std::string(ASTAR_SOURCE_DIR) + "/assets/demo.png";
  const std::vector<std::vector<double>> agents = {
      {2.5, 2.5, 58.5, 38.5},   {58.5, 38.5, 2.5, 2.5},
      {5.5, 20.5, 55.5, 5.5},   {55.5, 5.5, 5.5, 20.5, 0.25},
      {10.5, 35.5, 50.5, 15.5}, {30.5, 1.5, 20.5, 28.5, 0.45}};
  ScratchFolder folder;
  std::string file;
  Crowding c;
  ASSERT_EQ(astar_grid_load(demo.c_str(), &c.grid, &c.error), ASTAR_OK);
  ASSERT_EQ(astar_crowd_new(c.grid, 0.1, 1, &c.crowd, &c.error), ASTAR_OK);
  for (const std::vector<double>& a : agents) {
    const double radius = a.size() > 4 ? a[4] : 0.35;
    c.add(a[0], a[1], a[2], a[3], radius);
    file += four_places(a[0]) + " " + four_places(a[1]) + " " +
            four_places(a[2]) + " " + four_places(a[3]) + " " +
            four_places(radius) + "\n";
  }
  const CliRun run =
      run_cli({"crowd", demo, "--agents", folder.write("agents.txt", file),
               "--steps", "800", "--every", "100"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  std::vector<std::string> rows = {"step,agent,x,y,arrived"};
  for (int step = 0; step <= 800; step += 100) {
    if (step > 0) {
      ASSERT_EQ(astar_crowd_step(c.crowd, 100, &c.error), ASTAR_OK);
    }
    const std::vector<double> xy = c.positions();
    const std::vector<std::uint8_t> arrived = c.arrived();
    for (std::size_t i = 0; i < arrived.size(); ++i) {
      rows.push_back(std::to_string(step) + "," + std::to_string(i) + "," +
                     four_places(xy[2 * i]) + "," + four_places(xy[2 * i + 1]) +
                     "," + std::to_string(arrived[i]));
    }
  }
  EXPECT_EQ(rows, lines_of(run.out));
  const std::vector<double> xy = c.positions();
  for (std::size_t i = 0; i < agents.size(); ++i) {
    SCOPED_TRACE("agent " + std::to_string(i));
    EXPECT_LE(
        std::hypot(xy[2 * i] - agents[i][2], xy[2 * i + 1] - agents[i][3]),
        0.25);
  }
  EXPECT_EQ(c.arrived(), std::vector<std::uint8_t>(agents.size(), 1));
  std::vector<double> velocities(2 * agents.size());
  ASSERT_EQ(astar_crowd_velocities(c.crowd, velocities.data(), agents.size(),
                                   &c.error),
            ASTAR_OK);
  for (const double v : velocities) EXPECT_NEAR(v, 0.0, 1e-9);
}

// Whether a disc at (x, y) reaches into a wall cell of `grid`.
bool in_a_wall(const astar_grid* grid, double x, double y, double radius) {
  for (int cy = static_cast<int>(std::floor(y - radius));
       cy <= static_cast<int>(std::floor(y + radius)); ++cy) {
    for (int cx = static_cast<int>(std::floor(x - radius));
         cx <= static_cast<int>(std::floor(x + radius)); ++cx) {
      std::uint8_t value = 255;
      if (astar_grid_cell(grid, cx, cy, &value, nullptr) != ASTAR_OK) {
        return true;  // off the map
      }
      const double nx = std::clamp(x, double(cx), cx + 1.0);
      const double ny = std::clamp(y, double(cy), cy + 1.0);
      if (value == 0 && std::hypot(nx - x, ny - y) < radius - 1e-9) {
        return true;
      }
    }
  }
  return false;
}

TEST(CapiCrowd, AWallFilledAcrossTheWayIsWalkedAroundNeverInto) {
  // Two rooms joined by two doors, at y 2 and y 12 of the wall at x 10.
  Crowding c;
  c.open_map(21, 15);
  ASSERT_EQ(astar_grid_fill(c.grid, 10, 0, 1, 15, 0, &c.error), ASTAR_OK);
  ASSERT_EQ(astar_grid_set_cell(c.grid, 10, 2, 255, &c.error), ASTAR_OK);
  ASSERT_EQ(astar_grid_set_cell(c.grid, 10, 12, 255, &c.error), ASTAR_OK);
  ASSERT_EQ(astar_crowd_new(c.grid, 0.1, 1, &c.crowd, &c.error), ASTAR_OK);
  c.add(3.5, 2.5, 17.5, 2.5);
  ASSERT_EQ(astar_crowd_step(c.crowd, 10, &c.error), ASTAR_OK);
  // The near door closes in front of the agent: the next step sees it.
  ASSERT_EQ(astar_grid_fill(c.grid, 10, 2, 1, 1, 0, &c.error), ASTAR_OK);
  double lowest = 0;
  for (int s = 0; s < 400 && astar_crowd_arrived_count(c.crowd) == 0; ++s) {
    ASSERT_EQ(astar_crowd_step(c.crowd, 1, &c.error), ASTAR_OK);
    const std::vector<double> xy = c.positions();
    ASSERT_FALSE(in_a_wall(c.grid, xy[0], xy[1], 0.35))
        << "step " << s << " at " << xy[0] << "," << xy[1];
    lowest = std::max(lowest, xy[1]);
  }
  EXPECT_EQ(c.arrived(), std::vector<std::uint8_t>{1});
  EXPECT_GT(lowest, 11.0);  // through the far door
}

TEST(CapiCrowd, AGridFreedFirstKeepsServingItsCrowd) {
  Crowding c;
  c.open_map(20, 7);
  ASSERT_EQ(astar_crowd_new(c.grid, 0.1, 1, &c.crowd, &c.error), ASTAR_OK);
  c.add(2.5, 3.5, 17.5, 3.5);
  astar_grid_free(c.grid);  // the crowd's hold keeps its cells alive
  c.grid = nullptr;
  ASSERT_EQ(astar_crowd_step(c.crowd, 100, &c.error), ASTAR_OK);
  EXPECT_EQ(c.arrived(), std::vector<std::uint8_t>{1});
  EXPECT_NEAR(c.positions()[0], 17.5, 0.25);
}

TEST(CapiCrowd, AgentsFollowAFieldFreedFirstRoundAWall) {
  // A wall with a gap at its bottom: the field leads round it.
  Crowding c;
  c.open_map(20, 9);
  ASSERT_EQ(astar_grid_fill(c.grid, 10, 0, 1, 8, 0, &c.error), ASTAR_OK);
  const std::int32_t goal[] = {17, 3};
  astar_field* field = nullptr;
  ASSERT_EQ(astar_field_new(c.grid, goal, 1, nullptr, &field, &c.error),
            ASTAR_OK)
      << c.error.message;
  ASSERT_EQ(astar_crowd_new(c.grid, 0.1, 1, &c.crowd, &c.error), ASTAR_OK);
  for (int i = 0; i < 4; ++i) c.add(2.5 + i, 2.5, 17.5, 3.5);
  ASSERT_EQ(astar_crowd_follow_field(c.crowd, field, &c.error), ASTAR_OK)
      << c.error.message;
  astar_field_free(field);  // the crowd holds it
  for (int s = 0; s < 500 && astar_crowd_arrived_count(c.crowd) < 4; ++s) {
    ASSERT_EQ(astar_crowd_step(c.crowd, 1, &c.error), ASTAR_OK);
    const std::vector<double> xy = c.positions();
    for (int i = 0; i < 4; ++i) {
      ASSERT_FALSE(in_a_wall(c.grid, xy[2 * i], xy[2 * i + 1], 0.35));
      // Past the wall's line only through the gap at its bottom.
      if (std::abs(xy[2 * i] - 10.5) < 0.6) {
        EXPECT_GT(xy[2 * i + 1], 7.5);
      }
    }
  }
  EXPECT_EQ(astar_crowd_arrived_count(c.crowd), 4);
}

TEST(CapiCrowd, AFieldStopsItsAgentsWhereItReachesNoGoal) {
  Crowding c;
  c.open_map(20, 5);
  const std::int32_t goal[] = {18, 2};
  astar_field* field = nullptr;
  ASSERT_EQ(astar_field_new(c.grid, goal, 1, nullptr, &field, &c.error),
            ASTAR_OK);
  ASSERT_EQ(astar_crowd_new(c.grid, 0.1, 1, &c.crowd, &c.error), ASTAR_OK);
  c.add(2.5, 2.5, 18.5, 2.5);
  ASSERT_EQ(astar_crowd_follow_field(c.crowd, field, &c.error), ASTAR_OK);
  // The map is cut in two; the field, told, reaches nothing on the left.
  ASSERT_EQ(astar_grid_fill(c.grid, 10, 0, 1, 5, 0, &c.error), ASTAR_OK);
  ASSERT_EQ(astar_field_update(field, c.grid, 10, 0, 1, 5, &c.error), ASTAR_OK);
  ASSERT_EQ(astar_crowd_step(c.crowd, 100, &c.error), ASTAR_OK);
  EXPECT_LT(c.positions()[0], 10.0);
  EXPECT_EQ(astar_crowd_arrived_count(c.crowd), 0);
  // Back to a path each: still none, it stands where it stood.
  ASSERT_EQ(astar_crowd_follow_field(c.crowd, nullptr, &c.error), ASTAR_OK);
  ASSERT_EQ(astar_crowd_step(c.crowd, 10, &c.error), ASTAR_OK);
  EXPECT_EQ(astar_crowd_arrived_count(c.crowd), 0);
  astar_field_free(field);
  // A field of another map's size is refused, naming both sizes.
  astar_grid* other = nullptr;
  const std::vector<std::uint8_t> cells(16, 255);
  ASSERT_EQ(astar_grid_new(4, 4, cells.data(), cells.size(), &other, &c.error),
            ASTAR_OK);
  const std::int32_t corner[] = {0, 0};
  ASSERT_EQ(astar_field_new(other, corner, 1, nullptr, &field, &c.error),
            ASTAR_OK);
  expect_error(astar_crowd_follow_field(c.crowd, field, &c.error), c.error,
               ASTAR_BAD_ARGUMENT,
               "astar_crowd_follow_field: the field is 4x4, the crowd's grid "
               "20x5");
  expect_error(astar_crowd_follow_field(nullptr, field, &c.error), c.error,
               ASTAR_BAD_ARGUMENT, "astar_crowd_follow_field: crowd is NULL");
  astar_field_free(field);
  astar_grid_free(other);
}

TEST(CapiCrowd, BadValuesAreNamed) {
  Crowding c;
  const std::uint8_t cells[] = {255, 255, 255, 0, 255,  //
                                255, 255, 255, 0, 255};
  ASSERT_EQ(astar_grid_new(5, 2, cells, 10, &c.grid, &c.error), ASTAR_OK);
  expect_error(astar_crowd_new(c.grid, 0.1, 1, nullptr, &c.error), c.error,
               ASTAR_BAD_ARGUMENT, "astar_crowd_new: out is NULL");
  expect_error(astar_crowd_new(nullptr, 0.1, 1, &c.crowd, &c.error), c.error,
               ASTAR_BAD_ARGUMENT, "grid is NULL");
  expect_error(astar_crowd_new(c.grid, 0.0, 1, &c.crowd, &c.error), c.error,
               ASTAR_BAD_ARGUMENT,
               "astar_crowd_new: time step 0 is not above 0");
  expect_error(astar_crowd_new(c.grid, NAN, 1, &c.crowd, &c.error), c.error,
               ASTAR_BAD_ARGUMENT, "time step nan is not above 0");
  EXPECT_EQ(c.crowd, nullptr);
  ASSERT_EQ(astar_crowd_new(c.grid, 0.1, 1, &c.crowd, &c.error), ASTAR_OK);
  const auto add = [&](double x, double y, double gx, double gy, double r,
                       double speed) {
    return astar_crowd_add_agent(c.crowd, x, y, gx, gy, r, speed, nullptr,
                                 &c.error);
  };
  expect_error(add(3.5, 0.5, 0.5, 0.5, 0.35, 2), c.error, ASTAR_BAD_ARGUMENT,
               "astar_crowd_add_agent: an agent of radius 0.35 at (3.5,0.5) "
               "would overlap a wall or the map's edge");
  expect_error(add(7.5, 0.5, 0.5, 0.5, 0.35, 2), c.error, ASTAR_BAD_ARGUMENT,
               "at (7.5,0.5) would overlap a wall or the map's edge");
  expect_error(add(0.5, 0.5, 0.5, 0.5, 0.0, 2), c.error, ASTAR_BAD_ARGUMENT,
               "agent radius 0 is outside (0, 0.5]");
  expect_error(add(0.5, 0.5, 0.5, 0.5, -1, 2), c.error, ASTAR_BAD_ARGUMENT,
               "agent radius -1 is outside (0, 0.5]");
  expect_error(add(0.5, 0.5, 0.5, 0.5, 0.35, 20), c.error, ASTAR_BAD_ARGUMENT,
               "agent speed 20 is outside (0, 10]");
  expect_error(add(0.5, NAN, 0.5, 0.5, 0.35, 2), c.error, ASTAR_BAD_ARGUMENT,
               "agent position (0.5,nan) is not a number");
  expect_error(add(0.5, 0.5, 3.5, 1.5, 0.35, 2), c.error, ASTAR_BAD_ARGUMENT,
               "goal (3.5,1.5) is in a wall at (3,1)");
  expect_error(add(0.5, 0.5, 9.5, 1.5, 0.35, 2), c.error, ASTAR_BAD_ARGUMENT,
               "goal (9.5,1.5) is outside the 5x2 map");
  EXPECT_EQ(astar_crowd_size(c.crowd), 0);
  std::int32_t id = -1;
  ASSERT_EQ(astar_crowd_add_agent(c.crowd, 0.5, 0.5, 2.5, 1.5, 0.35, 2, &id,
                                  &c.error),
            ASTAR_OK);
  EXPECT_EQ(id, 0);
  expect_error(astar_crowd_set_goal(c.crowd, 1, 0.5, 0.5, &c.error), c.error,
               ASTAR_BAD_ARGUMENT,
               "astar_crowd_set_goal: no agent 1 (the crowd has 1)");
  expect_error(astar_crowd_set_goal(c.crowd, 0, 3.5, 0.5, &c.error), c.error,
               ASTAR_BAD_ARGUMENT, "goal (3.5,0.5) is in a wall");
  expect_error(astar_crowd_step(c.crowd, -1, &c.error), c.error,
               ASTAR_BAD_ARGUMENT, "astar_crowd_step: steps -1 is below 0");
  double xy[2];
  std::uint8_t flag = 0;
  expect_error(astar_crowd_positions(c.crowd, xy, 0, &c.error), c.error,
               ASTAR_BAD_ARGUMENT,
               "astar_crowd_positions: room for 0 agents, the crowd has 1");
  expect_error(astar_crowd_velocities(c.crowd, nullptr, 1, &c.error), c.error,
               ASTAR_BAD_ARGUMENT, "astar_crowd_velocities: xy is NULL");
  expect_error(astar_crowd_arrived(c.crowd, &flag, 0, &c.error), c.error,
               ASTAR_BAD_ARGUMENT, "room for 0 agents");
  expect_error(astar_crowd_step(nullptr, 1, &c.error), c.error,
               ASTAR_BAD_ARGUMENT, "astar_crowd_step: crowd is NULL");
  EXPECT_EQ(astar_crowd_size(nullptr), 0);
  astar_crowd_free(nullptr);
  // A freed grid a crowd still holds may not make another crowd.
  astar_grid_free(c.grid);
  astar_crowd* other = nullptr;
  expect_error(astar_crowd_new(c.grid, 0.1, 1, &other, &c.error), c.error,
               ASTAR_BAD_ARGUMENT, "the grid was freed");
  c.grid = nullptr;
}

}  // namespace capi_crowd_test
}  // namespace astar::test
