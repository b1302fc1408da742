// Crowds in the real app (issue 52, item 5): agents placed by a count in
// an area walk to the goal along one flow field; avoidance keeps them
// apart and, off, lets them overlap; an edit repairs the field; the
// field's heat map and arrows paint; an edit under a unit's D* Lite path
// shows the cells its repair touched; clicks add and remove goals, and the
// agent brush paints agents along a drag.

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "astar/grid/grid.hpp"
#include "features/crowds/crowd_overlay.hpp"
#include "studio_runner.hpp"

namespace astar::studio::testing {
namespace crowds_app_test {

// A wall down the middle at x = 30 with a door of three cells (y 18..20).
std::string write_doorway(const TempFolder& dir) {
  return write_cells(dir, "door.png", 60, 40, [](int x, int y) {
    const bool wall = x == 30 && (y < 18 || y > 20);
    return static_cast<std::uint8_t>(wall ? kBlocked : kOpenGround);
  });
}

std::vector<std::string> crowd_lines(const std::string& out) {
  return lines_starting(out, "crowd ");
}

double number(const std::string& line, const std::string& name) {
  return std::atof(field(line, name).c_str());
}

// How many pixels differ between two screenshots of one size.
long long differing_pixels(const Image& a, const Image& b) {
  long long n = 0;
  for (std::size_t i = 0; i + 2 < a.pixels.size(); i += a.channels) {
    const int d = std::abs(a.pixels[i] - b.pixels[i]) +
                  std::abs(a.pixels[i + 1] - b.pixels[i + 1]) +
                  std::abs(a.pixels[i + 2] - b.pixels[i + 2]);
    if (d > 30) ++n;
  }
  return n;
}

TEST(Crowds, PlacedAgentsWalkThroughTheDoorToTheGoal) {
  TempFolder dir;
  const std::string map = write_doorway(dir);
  const RunResult run = run_script_ok(dir, map,
                                      "crowd-place 2 2 25 37 100\n"
                                      "state\n"
                                      "crowd-step 200\n"
                                      "state\n",
                                      {"--goal", "55,19"});
  const auto lines = crowd_lines(run.out);
  ASSERT_EQ(lines.size(), 2u) << run.out;
  EXPECT_EQ(field(lines[0], "agents"), "100");
  EXPECT_EQ(field(lines[0], "steps"), "0");
  EXPECT_EQ(field(lines[0], "stranded"), "0");
  EXPECT_EQ(field(lines[1], "steps"), "200");
  const double before = number(lines[0], "mean_cost");
  const double after = number(lines[1], "mean_cost");
  EXPECT_GT(before, 30);
  // 20 s at 2 cells a second: most of the crowd is through the door.
  EXPECT_LT(after, before / 2) << lines[1];
  EXPECT_GT(number(lines[1], "arrived"), 0);
}

TEST(Crowds, PlacedFromTheSelectionTheyRunInRealFrames) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 30, 20);
  const RunResult run = run_script_ok(dir, map,
                                      "click Simulate\n"
                                      "click Crowds: many agents following "
                                      "a flow field\n"
                                      "command tool-select\n"
                                      "drag 1 1 8 18\n"
                                      "click Place agents\n"
                                      "state\n"
                                      "click Run crowd\n"
                                      "wait 1\n"
                                      "state\n",
                                      {"--goal", "27,10"});
  const auto lines = crowd_lines(run.out);
  ASSERT_EQ(lines.size(), 2u) << run.out;
  // The count's default, 500, is more than the 8 x 18 selection holds.
  EXPECT_EQ(field(lines[0], "agents"), "144");
  EXPECT_EQ(field(lines[1], "running"), "1");
  EXPECT_GE(number(lines[1], "steps"), 1) << lines[1];
  EXPECT_LT(number(lines[1], "mean_cost"), number(lines[0], "mean_cost"));
  EXPECT_EQ(field(lines[1], "discs"), "144");
}

TEST(Crowds, AvoidanceKeepsThemApartAndOffTheyOverlap) {
  TempFolder dir;
  const std::string map = write_doorway(dir);
  const std::string script =
      "crowd-place 2 2 25 37 300\n"
      "crowd-step 250\n"
      "state\n";
  const RunResult on = run_script_ok(dir, map, script, {"--goal", "55,19"});
  const RunResult off = run_script_ok(dir, map,
                                      "command crowds\n"
                                      "command crowd-avoidance\n" +
                                          script,
                                      {"--goal", "55,19"});
  const auto on_lines = crowd_lines(on.out);
  const auto off_lines = crowd_lines(off.out);
  ASSERT_EQ(on_lines.size(), 1u) << on.out;
  ASSERT_EQ(off_lines.size(), 1u) << off.out;
  EXPECT_EQ(field(on_lines[0], "avoidance"), "1");
  EXPECT_EQ(field(off_lines[0], "avoidance"), "0");
  // No pair overlaps by more than a tenth of a radius with avoidance on;
  // off, they pile up on the goal.
  EXPECT_EQ(field(on_lines[0], "overlaps"), "0") << on_lines[0];
  EXPECT_GT(number(off_lines[0], "overlaps"), 50) << off_lines[0];
}

TEST(Crowds, AnEditRepairsTheFieldWhichPaintsAsHeatAndArrows) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 30, 20);
  const std::string before = dir.path("before.png").string();
  const std::string shown = dir.path("shown.png").string();
  const RunResult run = run_script_ok(dir, map,
                                      "crowd-place 1 1 5 18 40\n"
                                      "screenshot " +
                                          before +
                                          "\n"
                                          "command crowd-field\n"
                                          "frames 2\n"
                                          "state\n"
                                          "screenshot " +
                                          shown +
                                          "\n"
                                          "drag 15 0 15 15\n"
                                          "frames 2\n"
                                          "state\n",
                                      {"--goal", "27,10"});
  const auto lines = crowd_lines(run.out);
  ASSERT_EQ(lines.size(), 2u) << run.out;
  EXPECT_EQ(field(lines[0], "heat"), "1");
  // 30 x 20 cells fitted in the window: every open cell but the goal's
  // gets its arrow.
  EXPECT_EQ(field(lines[0], "arrows"), "599") << lines[0];
  EXPECT_EQ(field(lines[0], "field_edits_touched"), "0");
  EXPECT_GT(number(lines[1], "field_edits_touched"), 50) << lines[1];
  EXPECT_LT(number(lines[1], "arrows"), 599);
  EXPECT_GT(number(lines[1], "mean_cost"), number(lines[0], "mean_cost"))
      << "the wall makes the way longer";
  // The heat map covers the map: most of the canvas changes colour.
  EXPECT_GT(differing_pixels(read_png(before), read_png(shown)), 100000);
}

TEST(Crowds, AnEditUnderThePathShowsTheCellsItsRepairTouched) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 40, 20);
  const RunResult run = run_script_ok(dir, map,
                                      "command crowds\n"
                                      "command crowd-repair\n"
                                      "frames 1\n"
                                      "state\n"
                                      "drag 20 3 20 16\n"
                                      "frames 2\n"
                                      "state\n",
                                      {"--start", "2,10", "--goal", "37,10"});
  const auto lines = crowd_lines(run.out);
  ASSERT_EQ(lines.size(), 2u) << run.out;
  EXPECT_EQ(field(lines[0], "repair"), "1");
  EXPECT_EQ(field(lines[0], "repairs"), "0");
  EXPECT_EQ(field(lines[0], "repair_cost"), "35.000");
  // The stroke is repaired at every frame it moves, its cells shown as one.
  EXPECT_GE(number(lines[1], "repairs"), 1) << lines[1];
  EXPECT_GT(number(lines[1], "repair_touched"), 10);
  // Less than the whole map: the repair is local.
  EXPECT_LT(number(lines[1], "repair_touched"), 800);
  EXPECT_GT(number(lines[1], "repair_cost"), 35.5);
}

bool has_status(const std::string& out, const std::string& text) {
  return out.find("status: " + text + "\n") != std::string::npos;
}

// A tall map, so that the fitted view leaves canvas off the map at its
// sides: a wall at (5,5).
std::string write_tall(const TempFolder& dir) {
  return write_cells(dir, "tall.png", 20, 30, [](int x, int y) {
    return static_cast<std::uint8_t>(x == 5 && y == 5 ? kBlocked : kOpenGround);
  });
}

TEST(Crowds, ClickGoalsAddsAndRemovesGoalsThatTheAgentsWalkTo) {
  TempFolder dir;
  const std::string map = write_tall(dir);
  const std::string one = dir.path("one.png").string();
  const std::string two = dir.path("two.png").string();
  const RunResult run = run_script_ok(dir, map,
                                      "click Simulate\n"
                                      "click Crowds: many agents following "
                                      "a flow field\n"
                                      "crowd-place 1 1 3 3 9\n"
                                      "click Click goals\n"
                                      "screenshot " +
                                          one +
                                          "\n"
                                          "drag 2 2 2 2\n"
                                          "frames 1\n"
                                          "state\n"
                                          "screenshot " +
                                          two +
                                          "\n"
                                          "drag 5 5 5 5\n"
                                          "drag -4 10 -4 10\n"
                                          "frames 1\n"
                                          "state\n"
                                          "drag 2 2 2 2\n"
                                          "frames 1\n"
                                          "state\n",
                                      {"--goal", "17,27"});
  const auto lines = crowd_lines(run.out);
  ASSERT_EQ(lines.size(), 3u) << run.out;
  const auto states = state_lines(run.out);
  // A goal in the group's midst: they are there already.
  EXPECT_EQ(field(lines[0], "goals"), "2") << lines[0];
  EXPECT_LT(number(lines[0], "mean_cost"), 2) << lines[0];
  EXPECT_TRUE(has_status(run.out, "Added a goal at (2, 2): 2 goals."))
      << run.out;
  // The wall and the canvas beside the map: a word each, nothing more.
  EXPECT_EQ(field(lines[1], "goals"), "2") << lines[1];
  EXPECT_TRUE(has_status(
      run.out, "warning: (5, 5) is a wall: a goal goes on an open cell."))
      << run.out;
  EXPECT_TRUE(has_status(run.out,
                         "warning: Off the map: click an open cell of the map "
                         "to add a goal there."))
      << run.out;
  // Clicked again, the goal goes: the goal marker's far corner is left.
  EXPECT_EQ(field(lines[2], "goals"), "1") << lines[2];
  EXPECT_GT(number(lines[2], "mean_cost"), 20) << lines[2];
  EXPECT_TRUE(has_status(run.out, "Removed the goal at (2, 2): 1 goal left."))
      << run.out;
  // The clicks painted nothing: the map is as it was opened.
  EXPECT_EQ(field(states.back(), "dirty"), "0") << states.back();
  // The new goal is drawn: more of the goals' magenta.
  EXPECT_GT(count_colour(read_png(two), kCrowdGoalColour),
            count_colour(read_png(one), kCrowdGoalColour) + 20);
}

TEST(Crowds, TheAgentBrushPaintsOneAgentACellAlongADrag) {
  TempFolder dir;
  // A wall across the brush's band at x = 12.
  const std::string map = write_cells(dir, "band.png", 30, 20, [](int x, int) {
    return static_cast<std::uint8_t>(x == 12 ? kBlocked : kOpenGround);
  });
  const RunResult run = run_script_ok(dir, map,
                                      "command crowds\n"
                                      "click Agent brush\n"
                                      "drag 5 10 20 10\n"
                                      "frames 1\n"
                                      "state\n"
                                      "drag 5 10 20 10\n"
                                      "drag 10 -2 12 -2\n"
                                      "frames 1\n"
                                      "state\n",
                                      {"--goal", "27,10"});
  const auto lines = crowd_lines(run.out);
  ASSERT_EQ(lines.size(), 2u) << run.out;
  // A radius of 2 along y = 10: rows 9 to 11 from x 3 to 22, rows 8 and
  // 12 from x 4 to 21, less the wall's five cells.
  EXPECT_EQ(field(lines[0], "agents"), "91") << lines[0];
  EXPECT_TRUE(has_status(run.out, "Painted 91 agents (91 in all).")) << run.out;
  // Over the same cells again: none free; off the map: nothing.
  EXPECT_EQ(field(lines[1], "agents"), "91") << lines[1];
  EXPECT_TRUE(has_status(
      run.out,
      "warning: The brush placed no agent: no open cell under it is free."))
      << run.out;
  EXPECT_TRUE(has_status(run.out,
                         "warning: Off the map: the agent brush paints agents "
                         "on the map's open cells."))
      << run.out;
  EXPECT_EQ(field(state_lines(run.out).back(), "dirty"), "0");
}

TEST(Crowds, ItsPanelSectionCutsNoTextAt1024x640) {
  TempFolder dir;
  const std::string map = write_doorway(dir);
  const std::string script = dir.write("cut.txt",
                                       "crowd-place 2 2 25 37 300\n"
                                       "command crowd-field\n"
                                       "command crowd-repair\n"
                                       "command crowd-brush\n"
                                       "crowd-goal 50 5\n"
                                       "crowd-step 20\n"
                                       "drag 40 5 40 30\n"
                                       "frames 3\n"
                                       "clipped\n");
  const RunResult run = run_studio({map, "--goal", "55,19", "--headless",
                                    "--size", "1024x640", "--script", script},
                                   dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto counts = lines_starting(run.out, "clipped ");
  ASSERT_EQ(counts.size(), 1u) << run.out;
  EXPECT_EQ(counts[0], "clipped 0") << run.out;
}

TEST(Crowds, BadLinesAreRefusedWithTheirLine) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 30, 20);
  const RunResult off_map =
      run_script(dir, map, "frames 1\ncrowd-place 1 1 30 5 10\n");
  EXPECT_EQ(off_map.exit_code, 2);
  EXPECT_NE(off_map.err.find("script line 2: crowd-place: (30,5) is not on "
                             "the map"),
            std::string::npos)
      << off_map.err;
  const RunResult usage = run_script(dir, map, "crowd-place 1 1 3 3 0\n");
  EXPECT_EQ(usage.exit_code, 2);
  EXPECT_NE(usage.err.find("usage: crowd-place X1 Y1 X2 Y2 N"),
            std::string::npos)
      << usage.err;
}

}  // namespace crowds_app_test
}  // namespace astar::studio::testing
