// Bidirectional searches in the real app (issue 24, part 2): A*'s cost,
// the two frontiers and the meeting cell painted in their own colours,
// the state line's meeting and per-side counts, stepping back, and compare
// mode.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "studio_runner.hpp"
#include "ui/palette.hpp"

namespace astar::studio::testing {
namespace bidirectional_app_test {

// The last state line of a headless run on the demo map from (2,2) to
// (58,35); `screenshot` is written when not empty.
std::string demo_state(const TempFolder& dir, std::vector<std::string> flags,
                       const std::string& script,
                       const std::string& screenshot = "") {
  std::vector<std::string> args = {
      ASTAR_DEMO_MAP, "--headless", "--start",  "2,2",
      "--goal",       "58,35",      "--script", dir.write("s.txt", script)};
  args.insert(args.end(), flags.begin(), flags.end());
  if (!screenshot.empty()) {
    args.push_back("--screenshot");
    args.push_back(screenshot);
  }
  const RunResult run = run_studio(args, dir);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const auto lines = state_lines(run.out);
  return lines.empty() ? std::string() : lines.back();
}

TEST(BidirectionalApp, FindsAStarsCostAndPaintsBothSidesAndTheMeeting) {
  TempFolder dir;
  const std::string astar =
      demo_state(dir, {"--algo", "astar", "--run"}, "state\n");
  const std::string shot = dir.path("both.png").string();
  for (const char* algo : {"bi-astar", "bi-dijkstra"}) {
    SCOPED_TRACE(algo);
    const std::string both =
        demo_state(dir, {"--algo", algo, "--run"}, "state\n", shot);
    EXPECT_EQ(field(both, "algo"), algo);
    EXPECT_EQ(field(both, "status"), "found") << both;
    EXPECT_EQ(field(both, "cost"), field(astar, "cost"));
    EXPECT_NE(field(both, "meeting"), "none");
    EXPECT_EQ(std::stoll(field(both, "expanded_forward")) +
                  std::stoll(field(both, "expanded_backward")),
              std::stoll(field(both, "expanded")));
    const Image image = read_png(shot);
    const Palette& p = palette(PaletteKind::Standard);
    EXPECT_GT(count_colour(image, p.closed_back), 100);
    EXPECT_GT(count_colour(image, p.closed), 100);
    EXPECT_GT(count_colour(image, p.meeting), 4);
  }
  EXPECT_EQ(field(astar, "meeting"), "");  // a one-way search has none
}

TEST(BidirectionalApp, StepsBackToTheStateOfAFreshRun) {
  TempFolder dir;
  std::string back = "state\n";
  for (int i = 0; i < 25; ++i) back += "key backspace\n";
  back += "state\n";
  const std::string rewound =
      demo_state(dir, {"--algo", "bi-astar", "--steps", "1000"}, back);
  const std::string fresh =
      demo_state(dir, {"--algo", "bi-astar", "--steps", "975"}, "state\n");
  EXPECT_EQ(field(rewound, "status"), "running") << rewound;
  for (const char* name : {"step", "expanded", "meeting", "expanded_forward",
                           "expanded_backward"}) {
    EXPECT_EQ(field(rewound, name), field(fresh, name)) << name;
  }
  EXPECT_EQ(field(fresh, "step"), "975");
  // Met, not yet proven best: the search goes on past the meeting.
  EXPECT_NE(field(fresh, "meeting"), "none") << fresh;
}

TEST(BidirectionalApp, CompareModeRunsThemBesideAStar) {
  TempFolder dir;
  const RunResult run =
      run_studio({ASTAR_DEMO_MAP, "--headless", "--compare",
                  "astar;bi-astar;bi-dijkstra;bi-bfs", "--run", "--script",
                  dir.write("s.txt", "state\n")},
                 dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto runs = lines_starting(run.out, "run ");
  ASSERT_EQ(runs.size(), 4u) << run.out;
  const std::string cost = field(runs[0], "cost");
  EXPECT_EQ(field(runs[1], "cost"), cost) << runs[1];
  EXPECT_EQ(field(runs[2], "cost"), cost) << runs[2];
  EXPECT_NE(field(runs[3], "cost"), "none") << runs[3];
}

}  // namespace bidirectional_app_test
}  // namespace astar::studio::testing
