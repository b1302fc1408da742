// The prepared map in the real app (issue 51, "Seen in the studio"): the
// subgoal search reads the studio's own graph, which a stroke repairs
// locally (never prepared again) and after which its cost is still A*'s;
// the overlay (View > Subgoal graph, J) draws its subgoals and links and
// flashes what a repair relinked; stepping lights the listing's link line
// and the Why tab speaks of links.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "astar/grid/grid.hpp"
#include "studio_runner.hpp"

namespace astar::studio::testing {
namespace subgoal_app_test {

// Rooms of 32 x 32 cells with a door in the middle of each wall.
std::string write_rooms(const TempFolder& dir, int size) {
  return write_cells(dir, "rooms.png", size, size, [](int x, int y) {
    const bool wall_x = x % 32 == 31 && (y % 32 < 14 || y % 32 > 17);
    const bool wall_y = y % 32 == 31 && (x % 32 < 14 || x % 32 > 17);
    return static_cast<std::uint8_t>(wall_x || wall_y ? kBlocked : kOpenGround);
  });
}

RunResult run_with_script(const TempFolder& dir, std::vector<std::string> args,
                          const std::string& script) {
  args.insert(args.end(),
              {"--headless", "--script", dir.write("script.txt", script)});
  return run_studio(args, dir);
}

std::string subgoals_line(const std::string& out, std::size_t index) {
  const auto lines = lines_starting(out, "subgoals ");
  return index < lines.size() ? lines[index] : "";
}

long long number(const std::string& line, const std::string& name) {
  const std::string value = field(line, name);
  return value.empty() ? -1 : std::stoll(value);
}

TEST(SubgoalStudio, AStrokeRepairsThePreparedMapAndTheCostStaysAStars) {
  TempFolder dir;
  const std::string map = write_rooms(dir, 256);
  // Wall the door between the first two rooms, on the way from the start
  // to the goal: the path must go round; both runs follow the edited map.
  const RunResult run =
      run_with_script(dir,
                      {map, "--size", "1000x700", "--start", "5,5", "--goal",
                       "40,10", "--compare", "subgoal;astar", "--run"},
                      "state\ndrag 31 10 31 22\nframes 3\nstate\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::string before = subgoals_line(run.out, 0);
  const std::string after = subgoals_line(run.out, 1);
  ASSERT_FALSE(after.empty()) << run.out;
  // Prepared once, at the first search; the stroke repaired it.
  EXPECT_EQ(number(before, "builds"), 1) << before;
  EXPECT_EQ(number(before, "repairs"), 0) << before;
  EXPECT_EQ(number(after, "builds"), 1) << after;
  EXPECT_GE(number(after, "repairs"), 1) << after;
  EXPECT_GT(number(after, "last_relinked"), 0) << after;
  const auto runs = lines_starting(run.out, "run ");
  ASSERT_EQ(runs.size(), 4u) << run.out;
  for (std::size_t i : {0u, 2u}) {
    ASSERT_NE(field(runs[i], "cost"), "none") << runs[i];
    EXPECT_EQ(field(runs[i], "cost"), field(runs[i + 1], "cost"))
        << runs[i] << "\n"
        << runs[i + 1];
  }
  // The door walled: the way round costs more.
  EXPECT_GT(std::stod(field(runs[2], "cost")),
            std::stod(field(runs[0], "cost")));
}

TEST(SubgoalStudio, TheOverlayTogglesDrawsAndFlashesARepair) {
  TempFolder dir;
  const std::string map = write_rooms(dir, 128);
  const std::string on = dir.path("on.png").string();
  const std::string off = dir.path("off.png").string();
  const RunResult run = run_with_script(
      dir, {map, "--size", "1000x700", "--start", "5,5", "--goal", "120,120"},
      "key j\nframes 2\nstate\nscreenshot " + on +
          "\ndrag 31 10 31 22\nframes 2\nstate\nkey j\nframes 2\nstate\n"
          "screenshot " +
          off + "\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::string shown = subgoals_line(run.out, 0);
  EXPECT_EQ(field(shown, "shown"), "1") << run.out;
  EXPECT_EQ(field(shown, "state"), "ready") << shown;
  // Four corners by each door of each room.
  EXPECT_GT(number(shown, "subgoals"), 100) << shown;
  EXPECT_GT(number(shown, "dots"), 100) << shown;
  EXPECT_GT(number(shown, "lines"), 100) << shown;
  EXPECT_EQ(number(shown, "flashing"), 0) << shown;
  const std::string repaired = subgoals_line(run.out, 1);
  EXPECT_EQ(number(repaired, "builds"), 1) << repaired;
  EXPECT_GE(number(repaired, "repairs"), 1) << repaired;
  EXPECT_GT(number(repaired, "flashing"), 0) << repaired;
  EXPECT_GT(number(repaired, "rings"), 0) << repaired;
  EXPECT_EQ(field(subgoals_line(run.out, 2), "shown"), "0") << run.out;
  // The subgoals' blue shows with the overlay and not without it.
  EXPECT_GT(count_colour(read_png(on), kSubgoalColour), 200);
  EXPECT_EQ(count_colour(read_png(off), kSubgoalColour), 0);
}

TEST(SubgoalStudio, SteppingLightsTheLinkLineAndTheWhyTabSpeaksOfLinks) {
  TempFolder dir;
  const std::string map = write_rooms(dir, 64);
  std::string script = "key n\nexplain\n";
  for (int i = 0; i < 12; ++i) script += "key p\nstate\n";
  const RunResult run =
      run_with_script(dir,
                      {map, "--start", "5,5", "--goal", "60,60", "--algo",
                       "subgoal", "--size", "1000x700"},
                      script);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  // The start is no subgoal: its scan reached the subgoals of its room.
  const auto explained = lines_starting(run.out, "explain: ");
  ASSERT_GE(explained.size(), 3u) << run.out;
  EXPECT_NE(explained[1].find("The start is no subgoal"), std::string::npos)
      << explained[1];
  EXPECT_NE(explained[2].find("Link to "), std::string::npos) << explained[2];
  // Step line walks the next expansion: pop, goal test, close, then each
  // link from line 8 ("for each subgoal ... linked to current").
  bool lit_link = false;
  for (const std::string& line : lines_starting(run.out, "pseudocode: ")) {
    if (line.rfind("pseudocode: 8 | s = (", 0) == 0) {
      lit_link = line.find("by an h-path") != std::string::npos;
    }
  }
  EXPECT_TRUE(lit_link) << run.out;
  const auto states = state_lines(run.out);
  ASSERT_FALSE(states.empty());
  EXPECT_EQ(field(states[0], "line"), "5") << states[0];
}

}  // namespace subgoal_app_test
}  // namespace astar::studio::testing
