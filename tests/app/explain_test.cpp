// The headless `explain` command: why the last step took its cell and what
// it did to every neighbour, through the real app (issue 8, part 3).

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "astar/io/map_io.hpp"
#include "studio_runner.hpp"

namespace astar::studio::testing {
namespace explain_test {

std::vector<std::string> explain_lines(const std::string& out) {
  std::vector<std::string> lines;
  std::size_t begin = 0;
  while (begin < out.size()) {
    std::size_t end = out.find('\n', begin);
    if (end == std::string::npos) end = out.size();
    const std::string line = out.substr(begin, end - begin);
    if (line.rfind("explain: ", 0) == 0) lines.push_back(line.substr(9));
    begin = end + 1;
  }
  return lines;
}

// S . # .
// . # . .
// . . . G
std::string small_map(const TempFolder& dir) {
  Grid grid(4, 3, kOpenGround);
  grid.set(2, 0, kBlocked);
  grid.set(1, 1, kBlocked);
  const std::string path = dir.path("small.png").string();
  EXPECT_TRUE(save_map(grid, path).ok());
  return path;
}

RunResult explain_after(const TempFolder& dir, int steps) {
  const std::string script = dir.path("explain.txt").string();
  std::ofstream(script) << "explain\n";
  return run_studio({small_map(dir), "--headless", "--start", "0,0", "--goal",
                     "3,2", "--costs", "10-14", "--steps",
                     std::to_string(steps), "--script", script},
                    dir);
}

TEST(Explain, TheFirstStepNamesEveryNeighbour) {
  TempFolder dir;
  const RunResult run = explain_after(dir, 1);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto lines = explain_lines(run.out);
  ASSERT_EQ(lines.size(), 4u) << run.out;
  EXPECT_EQ(lines[0],
            "Took (0,0): its key f = g + h = 0 + 38 = 38 was the lowest of 1 "
            "open cells");
  EXPECT_EQ(lines[1], "(1,0) new: opened with g 10, parent (0,0)");
  EXPECT_EQ(lines[2], "(0,1) new: opened with g 10, parent (0,0)");
  EXPECT_EQ(lines[3], "(1,1) skipped: a wall");
}

TEST(Explain, TheSecondStepTellsClosedCellsAndTheCornerRule) {
  TempFolder dir;
  const RunResult run = explain_after(dir, 2);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto lines = explain_lines(run.out);
  ASSERT_GE(lines.size(), 1u) << run.out;
  // (1,0) has h 28 and (0,1) h 34: no tie.
  EXPECT_EQ(lines[0],
            "Took (1,0): its key f = g + h = 10 + 28 = 38 was the lowest of 2 "
            "open cells");
  // E is a wall, W the closed start, S a wall; both lower diagonals pass a
  // wall's corner.
  EXPECT_EQ(
      std::vector<std::string>(lines.begin() + 1, lines.end()),
      (std::vector<std::string>{
          "(2,0) skipped: a wall",
          "(0,0) skipped: closed with g 0, no worse than 20 through here",
          "(1,1) skipped: a wall",
          "(2,1) skipped: the diagonal rule no-cut refuses this corner",
          "(0,1) skipped: the diagonal rule no-cut refuses this corner"}));
}

TEST(Explain, ATieSaysWhichRuleChose) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 3, 3);
  const std::string script = dir.path("explain.txt").string();
  std::ofstream(script) << "explain\n";
  for (const char* rule : {"low-h", "fifo"}) {
    const RunResult run =
        run_studio({map, "--headless", "--start", "0,0", "--goal", "2,2",
                    "--connectivity", "4", "--costs", "10-14", "--tie-break",
                    rule, "--steps", "2", "--script", script},
                   dir);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto lines = explain_lines(run.out);
    ASSERT_GE(lines.size(), 2u) << run.out;
    // (1,0) and (0,1) both have g 10 and h 30.
    EXPECT_EQ(lines[0].rfind("Took (1,0): its key f = g + h = 10 + 30 = 40", 0),
              0u)
        << lines[0];
    EXPECT_EQ(lines[1],
              std::string(rule) == "fifo"
                  ? "(0,1) had the same key; first in, first out took (1,0), "
                    "which was opened earlier"
                  : "(0,1) had the same key; with the same h too, the lower "
                    "cell index took (1,0)");
  }
}

TEST(Explain, BeforeAnyStepItSaysSo) {
  TempFolder dir;
  const RunResult run = explain_after(dir, 0);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(
      explain_lines(run.out),
      (std::vector<std::string>{"No step taken yet: press N to take one."}));
}

}  // namespace explain_test
}  // namespace astar::studio::testing
