// Measure mode through the real app: the mode added through the command
// registry alone (issue 35, item 2). Its key, its menu entry, its script
// verb and `command NAME`; a drag lays a ruler instead of painting.

#include <gtest/gtest.h>

#include <algorithm>
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

// Issue 50, item 6: with runs compared, a drag in any pane but run 1's
// painted walls (in every pane, the search reset) and laid no ruler. The
// ruler now answers every pane, is shown in each, and nothing is painted.
TEST(MeasureApp, ADragInAnyComparedPaneLaysTheRulerAndPaintsNothing) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 30, 20);
  const RunResult run = run_script_ok(dir, map,
                                      "key enter\n"
                                      "key d\n"
                                      "drag 2 3 14 9 pane 2\n"
                                      "state\n"
                                      "drag 4 5 20 15 pane 3\n"
                                      "state\n"
                                      "screenshot " +
                                          dir.path("panes.png").string() + "\n",
                                      {"--compare", "astar;dijkstra;greedy"});
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 2u) << run.out;
  for (const std::string& state : states) {
    EXPECT_EQ(field(state, "undo"), "0") << "the drag painted: " << state;
    EXPECT_EQ(field(state, "status"), "found") << "the search was reset";
  }
  const auto rulers = lines_starting(run.out, "measure ");
  ASSERT_EQ(rulers.size(), 2u) << run.out;
  EXPECT_EQ(rulers[0].rfind("measure from=2,3 to=14,9 dx=12 dy=6 ", 0), 0u)
      << rulers[0];
  EXPECT_EQ(rulers[1].rfind("measure from=4,5 to=20,15 dx=16 dy=10 ", 0), 0u)
      << rulers[1];
  // One ruler, drawn in each of the three panes. In the 1280x800 window
  // the panes lie between the left panel (272 px) and the right one (284
  // px): runs 1 and 2 side by side over run 3, above the runs' table.
  const Image shot = read_png(dir.path("panes.png").string());
  ASSERT_GE(shot.channels, 3);
  const auto ruler_pixels = [&](int x0, int y0, int x1, int y1) {
    long long count = 0;
    for (int y = y0; y < y1; ++y) {
      for (int x = x0; x < x1; ++x) {
        const std::uint8_t* p =
            &shot.pixels[(y * shot.width + x) * shot.channels];
        if (p[0] == kRuler.r && p[1] == kRuler.g && p[2] == kRuler.b) ++count;
      }
    }
    return count;
  };
  EXPECT_GT(ruler_pixels(272, 0, 620, 370), 20) << "run 1's pane";
  EXPECT_GT(ruler_pixels(650, 0, 990, 370), 20) << "run 2's pane";
  EXPECT_GT(ruler_pixels(272, 390, 620, 690), 20) << "run 3's pane";
}

// Issue 50, item 7: Measure and Predict were both on at once (a drag made a
// guess and no ruler), and turning Predict off said clicks paint again
// while Measure still took them. Turning one on turns the other off, and
// each message says what a press does next.
TEST(MeasureApp, MeasureAndPredictTakeTheCanvasInTurn) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 30, 20);
  const RunResult run = run_script_ok(dir, map,
                                      "key d\n"
                                      "key shift+p\n"
                                      "state\n"
                                      "key d\n"
                                      "state\n"
                                      "drag 2 3 14 9\n"
                                      "state\n"
                                      "key d\n"
                                      "state\n"
                                      "drag 2 5 14 5\n"
                                      "state\n");
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 5u) << run.out;
  EXPECT_EQ(field(states[0], "predicting"), "1");
  EXPECT_EQ(field(states[1], "predicting"), "0") << "Measure took over";
  EXPECT_EQ(field(states[2], "undo"), "0") << "the drag painted";
  EXPECT_EQ(field(states[2], "predict"), "0/0") << "the drag was a guess";
  EXPECT_EQ(field(states[3], "predicting"), "0");
  EXPECT_EQ(field(states[4], "undo"), "1") << "both off, drags paint";
  const auto rulers = lines_starting(run.out, "measure ");
  ASSERT_EQ(rulers.size(), 1u) << run.out;  // state 3's only: then it is off
  EXPECT_EQ(rulers[0].rfind("measure from=2,3 to=14,9 ", 0), 0u);
  const auto statuses = lines_starting(run.out, "status: ");
  const auto said = [&](const std::string& text) {
    return std::find(statuses.begin(), statuses.end(), "status: " + text) !=
           statuses.end();
  };
  EXPECT_TRUE(
      said("Predict: click the cell the search expands next "
           "(Measure is off)."))
      << run.out;
  EXPECT_TRUE(
      said("Measure: drag from one cell to another (Predict is "
           "off)."))
      << run.out;
  EXPECT_TRUE(said("Measure is off: drags paint again.")) << run.out;
}

// Issue 50, item 7: turning Predict off said "clicks paint again" while
// Measure, still on, took them.
TEST(MeasureApp, PredictOffSaysClicksPaintOnlyWhenTheyDo) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 30, 20);
  const RunResult run = run_script_ok(dir, map,
                                      "key d\n"
                                      "key shift+p\n"
                                      "key shift+p\n"
                                      "drag 2 3 14 9\n"
                                      "state\n");
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 1u) << run.out;
  EXPECT_NE(run.out.find("status: Predict is off: clicks paint again."),
            std::string::npos)
      << run.out;
  EXPECT_EQ(field(states[0], "undo"), "1")
      << "Predict said clicks paint, but the drag did not paint";
}

// Picking a tool while Measure was on left the tool's drags laying rulers:
// now the pick turns Measure off, so the next drag paints with the tool.
TEST(MeasureApp, PickingAToolTurnsMeasureOff) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 30, 20);
  // The line tool (a Tool of its own) and the wall brush (a paint).
  for (const std::string key : {"l", "b"}) {
    const RunResult run = run_script_ok(dir, map,
                                        "key d\n"
                                        "key " +
                                            key +
                                            "\n"
                                            "drag 2 3 14 9\n"
                                            "state\n");
    const auto states = state_lines(run.out);
    ASSERT_EQ(states.size(), 1u) << run.out;
    EXPECT_EQ(field(states[0], "undo"), "1") << key << ": the drag measured";
    EXPECT_TRUE(lines_starting(run.out, "measure ").empty()) << run.out;
    EXPECT_NE(
        run.out.find("status: Measure is off: drags paint with the tool."),
        std::string::npos)
        << run.out;
  }
  // Measure turned on after the pick still measures.
  const RunResult after = run_script_ok(dir, map,
                                        "key l\n"
                                        "key d\n"
                                        "drag 2 3 14 9\n"
                                        "state\n");
  const auto states = state_lines(after.out);
  ASSERT_EQ(states.size(), 1u) << after.out;
  EXPECT_EQ(field(states[0], "undo"), "0") << after.out;
}

// Issue 50, item 7: nothing in the toolbar showed that Measure was on. Its
// button there is lit while it is, and turns it on and off.
TEST(MeasureApp, TheToolbarShowsMeasureAndSwitchesIt) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 30, 20);
  const std::string off = dir.path("off.png").string();
  const std::string on = dir.path("on.png").string();
  const RunResult run = run_script_ok(dir, map,
                                      "screenshot " + off +
                                          "\n"
                                          "click Measure\n"
                                          "drag 2 3 14 9\n"
                                          "state\n"
                                          "screenshot " +
                                          on +
                                          "\n"
                                          "click Measure\n"
                                          "drag 2 3 14 9\n"
                                          "state\n");
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 2u) << run.out;
  EXPECT_EQ(field(states[0], "undo"), "0");
  EXPECT_EQ(field(states[1], "undo"), "1");
  EXPECT_EQ(lines_starting(run.out, "measure ").size(), 1u) << run.out;
  // The toolbar's lit buttons (the selected tool's, and Measure's while on)
  // in the strip under the menu bar.
  constexpr Rgba kLit{66, 115, 191, 255};
  const auto lit = [&](const std::string& path) {
    Image shot = read_png(path);
    shot.pixels.resize(static_cast<std::size_t>(shot.width) * 90 *
                       static_cast<std::size_t>(shot.channels));
    shot.height = 90;
    return count_colour(shot, kLit);
  };
  EXPECT_GT(lit(on), lit(off) + 100) << "Measure's button is not lit";
}

// Issue 50, item 7: the ruler stayed on screen over another map opened
// with File > Open.
TEST(MeasureApp, TheRulerGoesWhenAnotherMapOpens) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 30, 20);
  const std::string other = write_map(dir, "other.png", 40, 30);
  const std::string shot = dir.path("other.png.shot.png").string();
  const RunResult run = run_script_ok(dir, map,
                                      "measure 1 1 20 15\n"
                                      "key ctrl+o\n"
                                      "frames 2\n"
                                      "text " +
                                          other +
                                          "\n"
                                          "key enter\n"
                                          "frames 2\n"
                                          "state\n"
                                          "screenshot " +
                                          shot + "\n");
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 1u) << run.out;
  EXPECT_NE(run.out.find("status: Opened other.png (40x30)"), std::string::npos)
      << run.out;
  // The verb's own line only; the state has none.
  EXPECT_EQ(lines_starting(run.out, "measure ").size(), 1u) << run.out;
  EXPECT_EQ(count_colour(read_png(shot), kRuler), 0);
}

}  // namespace measure_app_test
}  // namespace astar::studio::testing
