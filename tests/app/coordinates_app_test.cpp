// The Coordinates setting through the real astar-studio binary: the View
// menu switches between top-left (y down) and bottom-left (y up), and the
// `state` line names start and goal as the setting counts them.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "studio_runner.hpp"

namespace astar::studio::testing {
namespace coordinates_app_test {

// The classroom map is 12 x 8: bottom-left y is 7 - y.

// The value of `key=` in a state line.
std::string field(const std::string& line, const std::string& key) {
  const std::size_t at = line.find(" " + key + "=");
  if (at == std::string::npos) return "<no " + key + ">";
  const std::size_t begin = at + key.size() + 2;
  return line.substr(begin, line.find(' ', begin) - begin);
}

TEST(CoordinatesApp, TheViewMenuSwitchesHowStateNamesCells) {
  TempFolder dir;
  const std::string map = dir.write("room.map", kClassroomMap);
  // `move` always names the map's own cell (top-left): (9,1) is the goal
  // placed while bottom-left is shown, which it names (9,6).
  const std::string script = dir.write("origin.txt", R"(
state
click View
click Coordinates: bottom-left (y up)
state
key g
move 9 1
down left
up left
state
click View
click Coordinates: top-left (y down)
state
)");
  const RunResult run = run_studio({map, "--headless", "--start", "3,4",
                                    "--goal", "10,3", "--script", script},
                                   dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> states = state_lines(run.out);
  ASSERT_EQ(states.size(), 4u) << run.out;
  const auto expect = [&](std::size_t i, const char* start, const char* goal,
                          const char* origin) {
    EXPECT_EQ(field(states[i], "start"), start) << states[i];
    EXPECT_EQ(field(states[i], "goal"), goal) << states[i];
    EXPECT_EQ(field(states[i], "origin"), origin) << states[i];
  };
  expect(0, "3,4", "10,3", "top-left");
  expect(1, "3,3", "10,4", "bottom-left");
  expect(2, "3,3", "9,6", "bottom-left");
  expect(3, "3,4", "9,1", "top-left");
}

}  // namespace coordinates_app_test
}  // namespace astar::studio::testing
