// The Pseudocode tab and Step line through the real app (issue 24, part 1):
// the lit line's number in `state`, its values in the `pseudocode:` line,
// Back across an expansion's boundary, Step finishing an expansion.

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "studio_runner.hpp"

namespace astar::studio::testing {
namespace pseudocode_test {

// Runs `script` on the classroom map from `start` to (10,4) with A*,
// 8-way moves and 10-14 costs (whole numbers in the values).
RunResult run_classroom(const TempFolder& dir, const std::string& script,
                        const std::string& start = "2,3",
                        std::vector<std::string> extra = {}) {
  const std::string map = dir.write("classroom.map", kClassroomMap);
  const std::string path = dir.write("script.txt", script);
  std::vector<std::string> args = {
      map,        "--headless", "--start",        start, "--goal",  "10,4",
      "--algo",   "astar",      "--connectivity", "8",   "--costs", "10-14",
      "--script", path};
  args.insert(args.end(), extra.begin(), extra.end());
  return run_studio(args, dir);
}

std::string repeat(const std::string& lines, int times) {
  std::string text;
  for (int i = 0; i < times; ++i) text += lines;
  return text;
}

// (step, line) of each state line.
std::vector<std::pair<std::string, std::string>> positions(
    const std::string& out) {
  std::vector<std::pair<std::string, std::string>> result;
  for (const std::string& line : state_lines(out)) {
    result.emplace_back(field(line, "step"), field(line, "line"));
  }
  return result;
}

// The value part of each "pseudocode: N | VALUES" line.
std::vector<std::string> values(const std::string& out) {
  std::vector<std::string> result;
  for (const std::string& line : lines_starting(out, "pseudocode: ")) {
    result.push_back(line.substr(line.find(" | ") + 3));
  }
  return result;
}

TEST(Pseudocode, StepLineWalksOneExpansionLineByLine) {
  TempFolder dir;
  const RunResult run =
      run_classroom(dir, "state\n" + repeat("key p\nstate\n", 52));
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto seen = positions(run.out);
  ASSERT_EQ(seen.size(), 53u) << run.out;
  // Before the first step nothing is lit.
  EXPECT_EQ(seen[0], (std::pair<std::string, std::string>{"0", "0"}));
  // Pop, goal test, close, then each of the 8 open neighbours of (2,3):
  // free, new_g, compare, update, f, push.
  std::vector<std::string> expected = {"3", "4", "5"};
  for (int n = 0; n < 8; ++n) {
    for (const char* line : {"7", "8", "9", "10", "11", "12"}) {
      expected.push_back(line);
    }
  }
  for (std::size_t i = 0; i < expected.size(); ++i) {
    EXPECT_EQ(seen[i + 1].first, "1") << i;
    EXPECT_EQ(seen[i + 1].second, expected[i]) << i;
  }
  // The next line is the next expansion's pop.
  EXPECT_EQ(seen[52], (std::pair<std::string, std::string>{"2", "3"}));

  const auto said = values(run.out);
  ASSERT_EQ(said.size(), 52u);
  EXPECT_EQ(said[0].rfind("current = (2,3), f = 0 + ", 0), 0u) << said[0];
  EXPECT_EQ(said[1], "(2,3) is not the goal (10,4): go on");
  EXPECT_EQ(said[2], "(2,3) is closed now");
  EXPECT_EQ(said[3], "n = (3,3): free, the move is allowed");
  EXPECT_EQ(said[4], "new_g = 0 + 10 = 10");
  EXPECT_EQ(said[5], "n = (3,3) is unseen: go on");
  EXPECT_EQ(said[6], "g(n) = 10; parent(n) = (2,3)");
  EXPECT_EQ(said[8], "(3,3) enters open");
  // The fifth neighbour is the first diagonal, SE.
  EXPECT_EQ(said[3 + 4 * 6], "n = (3,4): free, the move is allowed");
  EXPECT_EQ(said[4 + 4 * 6], "new_g = 0 + 14 = 14");
}

TEST(Pseudocode, AWallLightsItsSkipLine) {
  TempFolder dir;
  // (6,3) has the wall (7,3) east of it: the first neighbour looked at.
  const RunResult run =
      run_classroom(dir, repeat("key p\n", 4) + "state\nkey p\nstate\n", "6,3");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto seen = positions(run.out);
  ASSERT_EQ(seen.size(), 2u) << run.out;
  EXPECT_EQ(seen[0].second, "7");
  EXPECT_EQ(seen[1].second, "7");
  const auto said = values(run.out);
  ASSERT_EQ(said.size(), 2u);
  EXPECT_EQ(said[0], "n = (7,3): a wall: skip");
  EXPECT_EQ(said[1], "n = (5,3): free, the move is allowed");
}

// Where a whole step leaves the cursor after `steps` steps.
std::string line_after_steps(const TempFolder& dir, int steps) {
  const RunResult run =
      run_classroom(dir, repeat("key n\n", steps) + "state\n");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const auto seen = positions(run.out);
  EXPECT_EQ(seen.size(), 1u) << run.out;
  return seen.empty() ? "" : seen[0].second;
}

TEST(Pseudocode, BackCrossesAnExpansionsBoundaryAndStepFinishesIt) {
  TempFolder dir;
  const std::string end_of_two = line_after_steps(dir, 2);
  const RunResult run = run_classroom(
      dir, repeat("key p\n", 52) +
               // At step 2's pop: back to step 1's last line, then one more.
               "state\nkey backspace\nstate\nkey backspace\nstate\n"
               // Step finishes step 1; then Step expands step 2 whole.
               "key n\nstate\nkey n\nstate\n"
               // Lines into step 3, then Step finishes it where a whole
               // step would stand.
               "key p\nkey p\nstate\nkey n\nstate\n"
               // Back after a whole step goes back a whole step.
               "key backspace\nstate\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  using P = std::pair<std::string, std::string>;
  const auto seen = positions(run.out);
  ASSERT_EQ(seen.size(), 8u) << run.out;
  EXPECT_EQ(seen[0], (P{"2", "3"}));
  EXPECT_EQ(seen[1], (P{"1", "12"}));
  EXPECT_EQ(seen[2], (P{"1", "11"}));
  EXPECT_EQ(seen[3], (P{"1", "12"}));
  EXPECT_EQ(seen[4], (P{"2", end_of_two}));
  EXPECT_EQ(seen[5], (P{"3", "4"}));
  EXPECT_EQ(seen[6], (P{"3", line_after_steps(dir, 3)}));
  EXPECT_EQ(seen[7], (P{"2", end_of_two}));
}

// Pixels of the neighbour mark's colour on the canvas of a screenshot
// (the middle of the window: the Code tab's bar has the colour too).
long long neighbour_mark_pixels(const std::string& shot) {
  const Image image = read_png(shot);
  long long count = 0;
  for (int y = 0; y < image.height; ++y) {
    for (int x = image.width / 4; x < image.width * 3 / 4; ++x) {
      const std::uint8_t* p = &image.pixels[static_cast<std::size_t>(
          (y * image.width + x) * image.channels)];
      count += p[0] == 0 && p[1] == 200 && p[2] == 255;
    }
  }
  return count;
}

TEST(Pseudocode, TheTabAndItsButtonAreClickableAndTheCanvasMarksN) {
  TempFolder dir;
  const std::string shot = dir.path("lines.png").string();
  const RunResult run = run_classroom(
      dir,
      "click Code\nclick Step line\nstate\nclick Step line\nstate\n" +
          repeat("key p\n", 2),
      "2,3", {"--screenshot", shot});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto seen = positions(run.out);
  ASSERT_EQ(seen.size(), 2u) << run.out;
  EXPECT_EQ(seen[0], (std::pair<std::string, std::string>{"1", "3"}));
  EXPECT_EQ(seen[1], (std::pair<std::string, std::string>{"1", "4"}));
  // On line 7 for (3,3): the canvas marks it; a whole step marks nothing.
  EXPECT_GT(neighbour_mark_pixels(shot), 100);
  const std::string whole = dir.path("whole.png").string();
  const RunResult step =
      run_classroom(dir, "key n\n", "2,3", {"--screenshot", whole});
  ASSERT_EQ(step.exit_code, 0) << step.err;
  EXPECT_EQ(neighbour_mark_pixels(whole), 0);
}

}  // namespace pseudocode_test
}  // namespace astar::studio::testing
