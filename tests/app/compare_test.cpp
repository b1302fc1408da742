// Compare mode through the real app (issue 8, part 4): runs side by side
// step together, each runs to its end, their costs match astar-cli's, the
// gap is measured against the optimal cost, and the diff overlay colours
// the cells one run expanded and the other did not.

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "studio_runner.hpp"
#include "ui/palette.hpp"

namespace astar::studio::testing {
namespace compare_test {

// The "run K ..." lines a script's state printed, as key=value maps.
std::vector<std::map<std::string, std::string>> run_lines(
    const std::string& out) {
  std::vector<std::map<std::string, std::string>> runs;
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("run ", 0) != 0) continue;
    std::map<std::string, std::string> fields;
    std::istringstream words(line.substr(4));
    std::string word;
    words >> fields["run"];
    while (words >> word) {
      const std::size_t equals = word.find('=');
      if (equals != std::string::npos) {
        fields[word.substr(0, equals)] = word.substr(equals + 1);
      }
    }
    runs.push_back(fields);
  }
  return runs;
}

RunResult compare_demo(const TempFolder& dir, const std::string& spec,
                       std::vector<std::string> more,
                       const std::string& script_text = "state\n") {
  std::vector<std::string> args = {
      ASTAR_DEMO_MAP, "--headless", "--compare",
      spec,           "--script",   dir.write("script.txt", script_text)};
  args.insert(args.end(), more.begin(), more.end());
  return run_studio(args, dir);
}

TEST(Compare, EachRunsCostMatchesTheCommandLine) {
  TempFolder dir;
  const RunResult run =
      compare_demo(dir, "astar;dijkstra;greedy;weighted:w=2", {"--run"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto runs = run_lines(run.out);
  ASSERT_EQ(runs.size(), 4u) << run.out;
  const char* flags[] = {"--algo astar", "--algo dijkstra", "--algo greedy",
                         "--algo weighted --weight 2"};
  const char* specs[] = {"astar", "dijkstra", "greedy", "weighted:w=2"};
  const double optimal = cli_path_cost("1,1", "62,38", "--algo astar");
  for (int i = 0; i < 4; ++i) {
    SCOPED_TRACE(specs[i]);
    EXPECT_EQ(runs[i].at("run"), std::to_string(i + 1));
    EXPECT_EQ(runs[i].at("algo"), specs[i]);
    const double cost = std::stod(runs[i].at("cost"));
    EXPECT_NEAR(cost, cli_path_cost("1,1", "62,38", flags[i]), 1e-6);
    EXPECT_NEAR(std::stod(runs[i].at("gap")), cost / optimal - 1, 1e-6);
  }
  // Greedy's detour is the point of the comparison.
  EXPECT_GT(std::stod(runs[2].at("gap")), 0.05);
  EXPECT_LT(std::stoll(runs[2].at("expanded")),
            std::stoll(runs[0].at("expanded")));
  EXPECT_GT(std::stoll(runs[1].at("expanded")),
            std::stoll(runs[0].at("expanded")));
}

TEST(Compare, RunsStepTogetherAndAFinishedRunStaysFinished) {
  TempFolder dir;
  // Greedy reaches the goal in 65 expansions on the demo; A* needs 984.
  const RunResult run = compare_demo(dir, "astar;greedy", {"--steps", "50"},
                                     "state\nkey shift+n\nkey shift+n\nstate\n"
                                     "key space\nwait 0.2\nstate\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto runs = run_lines(run.out);
  ASSERT_EQ(runs.size(), 6u) << run.out;
  EXPECT_EQ(runs[0].at("expanded"), "50");
  EXPECT_EQ(runs[1].at("expanded"), "50");
  EXPECT_EQ(runs[2].at("expanded"), "70");
  EXPECT_EQ(runs[3].at("expanded"), "65");
  EXPECT_NE(runs[3].at("cost"), "none");
  // Playing: A* goes on, greedy stays at its end.
  EXPECT_GT(std::stoll(runs[4].at("expanded")), 70);
  EXPECT_EQ(runs[5].at("expanded"), "65");
}

TEST(Compare, TheViewMenuAndTheKeyOpenAndCloseIt) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 20, 10);
  const RunResult run =
      run_studio({map, "--headless", "--run", "--script",
                  dir.write("s.txt",
                            "key v\nframes 2\nstate\nclick Close compare\n"
                            "frames 2\nstate\nclick View\nclick Compare runs "
                            "side by side\nframes 2\nstate\n")},
                 dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto runs = run_lines(run.out);
  ASSERT_EQ(runs.size(), 6u) << run.out;
  EXPECT_EQ(runs[0].at("algo"), "astar");
  EXPECT_EQ(runs[1].at("algo"), "dijkstra");
  EXPECT_EQ(runs[2].at("algo"), "greedy");
  EXPECT_EQ(state_lines(run.out).size(), 3u);
}

// Issue 50, item 10: V compares run 1 with Dijkstra and greedy, so a run
// 1 of greedy gave "Greedy / Dijkstra / Greedy". The other two of the
// classic three (A*, Dijkstra, greedy) join it instead.
TEST(Compare, TheKeyComparesRunOneWithTheOtherTwoOfTheClassicThree) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 20, 10);
  for (const std::string algo : {"greedy", "dijkstra"}) {
    const RunResult run =
        run_studio({map, "--headless", "--algo", algo, "--script",
                    dir.write("s.txt", "key v\nframes 2\nstate\n")},
                   dir);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto runs = run_lines(run.out);
    ASSERT_EQ(runs.size(), 3u) << run.out;
    EXPECT_EQ(runs[0].at("algo"), algo);
    EXPECT_EQ(runs[1].at("algo"), "astar");
    EXPECT_EQ(runs[2].at("algo"), algo == "greedy" ? "dijkstra" : "greedy");
  }
}

// Issue 37: closing compare left the map where the first of the narrow
// panes had it, off-centre in the one wide pane; it is fitted again.
TEST(Compare, ClosingFitsTheMapToTheOnePaneAgain) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 40, 20);
  const RunResult run = run_studio(
      {map, "--headless", "--script",
       dir.write(
           "s.txt",
           "frames 2\nstate\nkey v\nframes 2\nmove 3 3\nwheel 3\nframes 2\n"
           "click Close compare\nframes 3\nstate\n")},
      dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 2u) << run.out;
  EXPECT_EQ(field(states[1], "zoom"), field(states[0], "zoom"));
  EXPECT_EQ(field(states[1], "pan"), field(states[0], "pan"));
}

TEST(Compare, ABadRunIsNamed) {
  TempFolder dir;
  RunResult run = compare_demo(dir, "astar", {});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("--compare: expected 2 to 4 runs"), std::string::npos)
      << run.err;
  run = compare_demo(dir, "astar;greedy:w=3", {});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("run 2 'greedy:w=3': w is for weighted A* only"),
            std::string::npos)
      << run.err;
  run = compare_demo(dir, "astar;dijkstra;greedy;bfs;astar", {});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("at most 4 runs"), std::string::npos) << run.err;
}

TEST(Compare, TheDiffOverlayShowsWhatEachRunExpandedAlone) {
  TempFolder dir;
  const std::string off = dir.path("off.png").string();
  const std::string on = dir.path("on.png").string();
  const RunResult run = compare_demo(
      dir, "astar;dijkstra", {"--run"},
      "screenshot " + off +
          "\nclick Diff Run 1\nclick Against Run 2 (Run 1)\nframes 2\n"
          "screenshot " +
          on + "\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const Palette& colours = palette(PaletteKind::Standard);
  // Run 1's pane, left of the right panel's legend (which then explains
  // the two colours) and above the table.
  const auto pane = [](const Image& image) {
    Image part;
    part.width = 640;
    part.height = 300;
    part.channels = image.channels;
    for (int y = 100; y < 100 + part.height; ++y) {
      const auto row =
          image.pixels.begin() +
          (static_cast<std::ptrdiff_t>(y) * image.width + 272) * image.channels;
      part.pixels.insert(part.pixels.end(), row,
                         row + part.width * image.channels);
    }
    return part;
  };
  const Image before = pane(read_png(off));
  const Image after = pane(read_png(on));
  EXPECT_EQ(count_colour(before, colours.only_other), 0);
  // Dijkstra expanded far more than A*: only the other way shows.
  EXPECT_GT(count_colour(after, colours.only_other), 1000);
  EXPECT_EQ(count_colour(after, colours.only_this), 0);
}

}  // namespace compare_test
}  // namespace astar::studio::testing
