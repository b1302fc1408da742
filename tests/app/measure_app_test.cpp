// Measure mode through the real app: the mode added through the command
// registry alone (issue 35, item 2). Its key, its menu entry, its script
// verb and `command NAME`; a drag lays a ruler instead of painting.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "studio_runner.hpp"

namespace astar::studio::testing {
namespace measure_app_test {

constexpr Rgba kRuler{255, 200, 40, 255};

TEST(MeasureApp, ADragLaysARulerInsteadOfPainting) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 30, 20);
  const RunResult run = run_script_ok(dir, map,
                                      "key d\n"
                                      "drag 2 3 14 9\n"
                                      "state\n"
                                      "screenshot " +
                                          dir.path("on.png").string() +
                                          "\n"
                                          "key d\n"
                                          "drag 2 3 14 9\n"
                                          "state\n"
                                          "screenshot " +
                                          dir.path("off.png").string() + "\n");
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 2u) << run.out;
  EXPECT_EQ(field(states[0], "undo"), "0") << "the drag painted";
  EXPECT_EQ(field(states[1], "undo"), "1") << "off, the drag paints again";
  const auto rulers = lines_starting(run.out, "measure ");
  ASSERT_EQ(rulers.size(), 1u) << run.out;
  EXPECT_EQ(rulers[0],
            "measure from=2,3 to=14,9 dx=12 dy=6 octile=14.4853 "
            "euclidean=13.4164 manhattan=18 chebyshev=12 line=clear "
            "cost=13.4164");
  EXPECT_GT(count_colour(read_png(dir.path("on.png").string()), kRuler), 20);
  EXPECT_EQ(count_colour(read_png(dir.path("off.png").string()), kRuler), 0);
}

TEST(MeasureApp, TheMenuEntryAndTheVerbComeFromItsRegistration) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 30, 20);
  const RunResult run = run_script_ok(dir, map,
                                      "click View\n"
                                      "click Measure: distances between two "
                                      "cells\n"
                                      "measure 0 0 29 19\n"
                                      "state\n"
                                      "command measure\n"
                                      "state\n"
                                      "command step\n"
                                      "state\n");
  const auto rulers = lines_starting(run.out, "measure ");
  // The verb's own line, then the state's while on; none once off.
  ASSERT_EQ(rulers.size(), 2u) << run.out;
  EXPECT_EQ(rulers[0].rfind("measure from=0,0 to=29,19 dx=29 dy=19 ", 0), 0u);
  EXPECT_EQ(rulers[1], rulers[0]);
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 3u);
  EXPECT_EQ(field(states[1], "step"), "0");
  EXPECT_EQ(field(states[2], "step"), "1") << "`command step` steps";
}

TEST(MeasureApp, BadLinesAreRefusedWithTheirLine) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 30, 20);
  const RunResult off_map =
      run_script(dir, map, "frames 1\nmeasure 1 1 30 5\n");
  EXPECT_EQ(off_map.exit_code, 2);
  EXPECT_NE(off_map.err.find("script line 2: measure: (30,5) is not on the "
                             "30x20 map"),
            std::string::npos)
      << off_map.err;
  const RunResult usage = run_script(dir, map, "measure 1 1 3\n");
  EXPECT_EQ(usage.exit_code, 2);
  EXPECT_NE(usage.err.find(":1: usage: measure X1 Y1 X2 Y2"), std::string::npos)
      << usage.err;
  const RunResult unknown = run_script(dir, map, "frames 1\ncommand nope\n");
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_NE(unknown.err.find(":2: no command is named 'nope'"),
            std::string::npos)
      << unknown.err;
}

TEST(MeasureApp, ListCommandsPrintsTheRegistry) {
  TempFolder dir;
  const RunResult run = run_studio({"--list-commands"}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("measure\tD\tMeasure: distances between two "
                         "cells\n"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("save-as\tCtrl+Shift+S\tSave as...\n"),
            std::string::npos);
  EXPECT_NE(run.out.find("verb predict\n"), std::string::npos);
  EXPECT_NE(run.out.find("verb measure\n"), std::string::npos);
}

}  // namespace measure_app_test
}  // namespace astar::studio::testing
