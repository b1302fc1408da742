// The search over time, through the real app (issue 8, part 5): the plots'
// data, breakpoints from a script and from the cell menu, the canvas
// exported every K steps, and the "What am I seeing?" help page.

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "astar/grid/grid.hpp"
#include "stepping/step_history.hpp"
#include "studio_runner.hpp"
#include "ui/palette.hpp"

namespace astar::studio::testing {
namespace over_time_test {

// 16x10 with a wall down x = 8 from the top, open in its last two rows:
// every path from the left half to the right goes round its foot.
std::string detour_map(const TempFolder& dir) {
  return write_cells(dir, "detour.png", 16, 10, [](int x, int y) {
    return x == 8 && y < 8 ? kBlocked : kOpenGround;
  });
}

RunResult run_detour(const TempFolder& dir, const std::string& script,
                     std::vector<std::string> extra = {}) {
  std::vector<std::string> args = {
      detour_map(dir), "--headless",
      "--start",       "1,1",
      "--goal",        "14,1",
      "--script",      dir.write("script.txt", script)};
  args.insert(args.end(), extra.begin(), extra.end());
  return run_studio(args, dir);
}

// The value of `name=` in the first line starting with `prefix`.
std::string line_field(const std::string& out, const std::string& prefix,
                       const std::string& name) {
  const std::size_t at = out.find(prefix);
  if (at == std::string::npos) return "";
  return field(out.substr(at, out.find('\n', at) - at), name);
}

TEST(OverTime, TheKeyNeverFallsUnderAConsistentHeuristic) {
  TempFolder dir;
  const RunResult run =
      run_detour(dir, "key enter\nframes 2\nhistory\nstate\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 1u) << run.out;
  // One point a step, up to the furthest step, and no fall.
  EXPECT_EQ(line_field(run.out, "history ", "steps"), field(states[0], "step"));
  EXPECT_EQ(line_field(run.out, "history ", "key_decreases"), "0");
  EXPECT_NE(line_field(run.out, "history ", "max_open"), "0");
}

TEST(OverTime, AWeightedSearchShowsWhereTheKeyFell) {
  TempFolder dir;
  const RunResult run =
      run_detour(dir, "key enter\nframes 2\nhistory\n", {"--weight", "3"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_GT(std::stoi(line_field(run.out, "history ", "key_decreases")), 0)
      << run.out;
  EXPECT_GT(std::stoi(line_field(run.out, "history ", "first_decrease")), 0);
}

TEST(OverTime, RewindingKeepsTheSeriesUpToTheFurthestStep) {
  TempFolder dir;
  const RunResult run =
      run_detour(dir,
                 "key shift+n\nkey backspace\nkey backspace\nhistory\nstate\n"
                 "click Plots\nclick key plot\nstate\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(line_field(run.out, "history ", "steps"), "10");
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 2u) << run.out;
  EXPECT_EQ(field(states[0], "step"), "8");
  // A click in the middle of the plot seeks to the middle of the series.
  EXPECT_EQ(field(states[1], "step"), "5");
}

TEST(StepHistoryUnit, ManyStepsKeepBoundedBucketsWithTheirExtremes) {
  StepHistory history;
  constexpr int kSteps = 100000;
  for (int i = 0; i < kSteps; ++i) {
    // The key rises except at one step; one open size spikes.
    const double key = i == 77777 ? 0.5 : i;
    history.record(i == 54321 ? 1e6 : 10, key);
  }
  EXPECT_EQ(history.recorded(), kSteps);
  EXPECT_LE(history.buckets().size(), StepHistory::kMaxBuckets);
  EXPECT_GE(static_cast<std::int64_t>(history.buckets().size()) *
                history.steps_per_bucket(),
            kSteps);
  double highest = 0;
  std::int64_t falls = 0;
  for (const StepHistory::Bucket& b : history.buckets()) {
    highest = std::max(highest, b.open_max);
    falls += b.key_decreases;
  }
  EXPECT_EQ(highest, 1e6);
  EXPECT_EQ(falls, 1);
  EXPECT_EQ(history.key_decreases(), 1);
  EXPECT_EQ(history.first_decrease(), 77778);
}

TEST(Breakpoints, RunningStopsAtTheStepThatExpandsTheCell) {
  TempFolder dir;
  const RunResult run = run_detour(dir,
                                   "break 8 8 expanded\nkey enter\nframes 2\n"
                                   "state\nexplain\nkey enter\nframes 2\n"
                                   "state\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 2u) << run.out;
  const std::string step = field(states[0], "step");
  EXPECT_EQ(field(states[0], "status"), "running");
  EXPECT_NE(
      run.out.find("status: Stopped: (8,8) was expanded at step " + step + "."),
      std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("explain: Took (8,8)"), std::string::npos) << run.out;
  // Run to end again goes on past it.
  EXPECT_EQ(field(states[1], "status"), "found");
}

TEST(Breakpoints, PlayStopsWhenTheCellIsOpened) {
  TempFolder dir;
  const RunResult run =
      run_detour(dir, "break 9 9 opened\nframes 40\nstate\nexplain\n",
                 {"--play-rate", "3"});  // --play-rate starts playing
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 1u) << run.out;
  EXPECT_EQ(field(states[0], "playing"), "0");
  EXPECT_NE(run.out.find("status: Stopped: (9,9) was opened at step " +
                         field(states[0], "step") + "."),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("explain: (9,9) new: opened"), std::string::npos)
      << run.out;
}

TEST(Breakpoints, TheCellMenuRunsUntilTheCellIsExpanded) {
  TempFolder dir;
  const RunResult run = run_detour(
      dir,
      "move 8 8\ndown right\nup right\nframes 2\nclick Run until expanded\n"
      "state\nexplain\n");
  ASSERT_EQ(run.exit_code, 0) << run.err << run.out;
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 1u) << run.out;
  EXPECT_NE(run.out.find("status: Stopped: (8,8) was expanded at step " +
                         field(states[0], "step") + "."),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("explain: Took (8,8)"), std::string::npos);
}

TEST(Breakpoints, EscapeClosesTheCellMenuAndShortcutsWorkAgain) {
  TempFolder dir;
  const RunResult run = run_detour(
      dir,
      "move 8 8\ndown right\nup right\nframes 2\nkey escape\nframes 2\n"
      "key n\nstate\n");
  ASSERT_EQ(run.exit_code, 0) << run.err << run.out;
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 1u) << run.out;
  // N stepped: no menu held the keyboard any more.
  EXPECT_EQ(field(states[0], "step"), "1") << run.out;
}

TEST(ExportFrames, WritesAFrameEveryKStepsAndTheEnd) {
  TempFolder dir;
  const std::string frames = dir.path("frames").string();
  const RunResult run = run_detour(
      dir, "state\n", {"--run", "--export-frames", frames, "--every", "5"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const int steps = std::stoi(field(state_lines(run.out)[0], "step"));
  ASSERT_GT(steps, 5);
  // Steps 0, 5, 10, ... and the last one when it is not a multiple of 5.
  const int expected = steps / 5 + 1 + (steps % 5 != 0 ? 1 : 0);
  int count = 0;
  for (const auto& entry : std::filesystem::directory_iterator(frames)) {
    (void)entry;
    ++count;
  }
  EXPECT_EQ(count, expected);
  char name[32];
  std::snprintf(name, sizeof name, "frame_%05d.png", expected - 1);
  const Image last = read_png(dir.path("frames") / name);
  // The canvas alone, not the whole window.
  EXPECT_GT(last.width, 100);
  EXPECT_LT(last.width, 1280);
  EXPECT_NE(run.out.find("Exported " + std::to_string(expected) + " frames"),
            std::string::npos);
}

TEST(ExportFrames, RefusesAFolderThatHoldsFiles) {
  TempFolder dir;
  const std::string frames = dir.path("frames").string();
  std::filesystem::create_directory(frames);
  dir.write("frames/frame_00000.png", "mine");
  const RunResult run =
      run_detour(dir, "", {"--export-frames", frames, "--every", "5"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("frames/frame_00000.png already exists"),
            std::string::npos)
      << run.err;
  std::ifstream kept(dir.path("frames/frame_00000.png"));
  std::string text;
  kept >> text;
  EXPECT_EQ(text, "mine");
}

TEST(Help, WhatAmISeeingOpensFromTheHelpMenu) {
  TempFolder dir;
  const RunResult run =
      run_detour(dir,
                 "click Help\nclick What am I seeing?\nframes 2\n"
                 "click What am I seeing?\nclick Controls\n");
  // A click on an item not drawn fails the run.
  EXPECT_EQ(run.exit_code, 0) << run.err << run.out;
}

// The page's pictures are searches drawn in the palette in use: scrolled
// to them, the screenshot holds thousands of closed-cell pixels of that
// palette, where the canvas (no search yet) and the legend hold a few
// hundred; after Ctrl+B the same holds for the colour-blind-safe palette.
TEST(Help, WhatAmISeeingDrawsItsSearchesInThePaletteInUse) {
  TempFolder dir;
  const RunResult run = run_studio(
      {ASTAR_DEMO_MAP, "--headless", "--size", "1280x800", "--script",
       dir.write("help.txt",
                 "screenshot " + dir.path("before.png").string() +
                     "\n"
                     "click Help\nclick What am I seeing?\nframes 2\n"
                     "hover What am I seeing?\nwheel -9\nframes 2\n"
                     "screenshot " +
                     dir.path("standard.png").string() +
                     "\nkey ctrl+b\nframes 2\n"
                     "screenshot " +
                     dir.path("safe.png").string() + "\n")},
      dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const Rgba standard = palette(PaletteKind::Standard).closed;
  const Rgba safe = palette(PaletteKind::ColourBlindSafe).closed;
  const long long before =
      count_colour(read_png(dir.path("before.png")), standard);
  EXPECT_LT(before, 1000);
  const Image shown = read_png(dir.path("standard.png"));
  EXPECT_GT(count_colour(shown, standard), before + 5000);
  const Image switched = read_png(dir.path("safe.png"));
  EXPECT_GT(count_colour(switched, safe), before + 5000);
  EXPECT_LT(count_colour(switched, standard), 1000);
}

}  // namespace over_time_test
}  // namespace astar::studio::testing
