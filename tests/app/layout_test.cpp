// A layout that adapts (issue 22, item 6): at 1024x640, at UI scale 1 and
// 1.5, no text the side panels, the toolbar, the menu bar, the status
// line, compare mode's table or a tooltip draw is cut by the edge of its
// window or trimmed inside its widget, checked by the script's
// `clipped` in what the real app drew (ui/clipped_text.hpp).

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "studio_runner.hpp"

namespace astar::studio::testing {
namespace layout_test {

// The 'clipped N' counts, in order, and every 'clipped:' line for the
// failure message.
struct Clipped {
  std::vector<int> counts;
  std::string lines;
};

Clipped read_clipped(const std::string& out) {
  Clipped clipped;
  for (const std::string& line : lines_starting(out, "clipped")) {
    if (line.rfind("clipped: ", 0) == 0) {
      clipped.lines += line + "\n";
    } else {
      clipped.counts.push_back(std::stoi(line.substr(8)));
    }
  }
  return clipped;
}

RunResult run_at(const TempFolder& dir, const std::vector<std::string>& map,
                 const std::string& size, const std::string& scale,
                 const std::string& script) {
  std::vector<std::string> args = map;
  const std::string path = dir.write("layout.txt", script);
  args.insert(args.end(), {"--headless", "--size", size, "--ui-scale", scale,
                           "--script", path});
  return run_studio(args, dir);
}

// The demo stepped, then run to the end; the classroom in predict mode
// after a wrong guess, whose verdict is the longest text in the panel.
void expect_nothing_cut(const std::string& size, const std::string& scale) {
  SCOPED_TRACE(size + " at UI scale " + scale);
  TempFolder dir;
  RunResult run = run_at(dir, {ASTAR_DEMO_MAP}, size, scale,
                         "key n\nkey n\nframes 3\nclipped\n"
                         "key return\nframes 5\nclipped\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  Clipped clipped = read_clipped(run.out);
  EXPECT_EQ(clipped.counts, (std::vector<int>{0, 0})) << clipped.lines;

  const std::string map = dir.write("classroom.map", kClassroomMap);
  run = run_at(dir, {map, "--start", "3,4", "--goal", "10,3"}, size, scale,
               "key n\nkey shift+p\nmove 4 4\ndown left\nup left\nframes 3\n"
               "clipped\nstate\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 1u);
  EXPECT_EQ(field(states[0], "predict"), "0/1");
  clipped = read_clipped(run.out);
  EXPECT_EQ(clipped.counts, (std::vector<int>{0})) << clipped.lines;

  // Four runs side by side, finished, and a long tooltip (the terrain
  // table's), which wraps rather than running off the window.
  run = run_at(dir,
               {ASTAR_DEMO_MAP, "--compare",
                "astar;dijkstra;greedy;weighted:w=2", "--run"},
               size, scale,
               "frames 3\nclipped\nclick section Controls\nframes 2\n"
               "hover Algorithm\nframes 3\nclipped\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  clipped = read_clipped(run.out);
  EXPECT_EQ(clipped.counts, (std::vector<int>{0, 0})) << clipped.lines;

  // The file dialog and a modal one, and the left panel scrolled to its
  // end (the path views' numbers, the simulation's counts).
  run = run_at(dir, {ASTAR_DEMO_MAP, "--run"}, size, scale,
               "click File\nclick Open...\nframes 2\nclipped\nkey esc\n"
               "click Map\nclick Generate map...\nframes 2\nclipped\n"
               "key esc\nhover section Search\nwheel -30\nframes 2\n"
               "clipped\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  clipped = read_clipped(run.out);
  EXPECT_EQ(clipped.counts, (std::vector<int>{0, 0, 0})) << clipped.lines;

  // A lesson: its window over the right panel, its title inside it, and
  // What am I seeing? with its pictures, scrolled to them.
  run = run_at(dir, {"--lesson", "astar-vs-dijkstra"}, size, scale,
               "frames 3\nclipped\nclick Help\nclick What am I seeing?\n"
               "frames 2\nhover What am I seeing?\nwheel -9\nframes 2\n"
               "clipped\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  clipped = read_clipped(run.out);
  EXPECT_EQ(clipped.counts, (std::vector<int>{0, 0})) << clipped.lines;
}

TEST(Layout, NoTextIsCutAt1024x640AtUiScale1) {
  expect_nothing_cut("1024x640", "1");
}

TEST(Layout, NoTextIsCutAt1024x640AtUiScale1Point5) {
  expect_nothing_cut("1024x640", "1.5");
}

// The check sees a cut when there is one: a window too narrow for the
// menu bar's names at twice the size cuts the last of them.
// Issue 37: the tabs read Step / Code / Open / Plot / Undo while the Help
// and the manual said This step, Open list, Plots, History. Each tab now
// has one name, drawn in the panel and listed by the Help: a script clicks
// both by the same names.
TEST(Layout, TheTabsCarryTheNamesTheHelpGives) {
  TempFolder dir;
  std::string script =
      "frames 2\nclick Help\nclick Help: shortcuts\nframes 2\n";
  for (const char* name : {"Why", "Code", "Open list", "Plots", "History"}) {
    script += std::string("click Help: ") + name + "\nclick " + name + "\n";
  }
  const RunResult run = run_at(dir, {ASTAR_DEMO_MAP}, "1280x800", "1", script);
  EXPECT_EQ(run.exit_code, 0) << run.err;
}

// Issue 37: at 1024x640 and UI scale 1.5 the search controls and a
// lesson's question sat below the fold. A script clicks only what is on
// screen: the controls come first in the left panel, the question and its
// answer first in the lesson.
TEST(Layout, ASmallWindowKeepsTheControlsAndTheQuestionInView) {
  TempFolder dir;
  const RunResult run =
      run_at(dir, {"--lesson", "weighted"}, "1024x640", "1.5",
             "frames 3\nclick Step\nclick Step x10\nclick Back\n"
             "click Run to end\nclick Reset\nclick Play\n"
             "click Show the answer\nframes 2\nclipped\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(read_clipped(run.out).counts, std::vector<int>{0})
      << read_clipped(run.out).lines;
}

// Issue 37: at 1024x640 and UI scale 1.5 the toolbar wrapped to four rows.
// It is one row of what fits and "More", which drops the rest down; the
// button is named for the selected tool when that is among the rest. In a
// wide window every tool is on the bar itself.
TEST(Layout, ASmallWindowHasAOneRowToolbarWithMore) {
  TempFolder dir;
  RunResult run = run_at(dir, {ASTAR_DEMO_MAP}, "1024x640", "1.5",
                         "frames 2\nclick Goal\n");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("no UI item named 'Goal'"), std::string::npos)
      << run.err;

  run = run_at(dir, {ASTAR_DEMO_MAP}, "1024x640", "1.5",
               "frames 2\nclick More\nframes 1\nclick Goal\nframes 1\nstate\n"
               "click More\nframes 1\nclick paint x5\nframes 1\nclick "
               "More\nframes 1\nclick Line\n"
               "frames 1\nstate\nclipped\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 2u);
  EXPECT_EQ(field(states[0], "tool"), "Goal");
  EXPECT_EQ(field(states[1], "tool"), "Line");
  EXPECT_EQ(field(states[1], "paint"), "251");  // a terrain of cost 5
  EXPECT_EQ(read_clipped(run.out).counts, std::vector<int>{0})
      << read_clipped(run.out).lines;

  run = run_at(
      dir, {ASTAR_DEMO_MAP}, "1280x800", "1",
      "frames 2\nclick paint x5\nframes 1\nclick Goal\nframes 1\nstate\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(field(state_lines(run.out).at(0), "tool"), "Goal");
}

// Issue 37: compared runs in a small window showed maps about 100 px wide.
// There the panes take the right panel's room (the compare table says what
// it would); in a wide window it stays.
TEST(Layout, ComparedRunsInASmallWindowTakeTheRightPanelsRoom) {
  TempFolder dir;
  const std::vector<std::string> compare = {
      ASTAR_DEMO_MAP, "--compare", "astar;dijkstra;greedy;weighted:w=2"};
  RunResult run = run_at(dir, compare, "1024x640", "1.5",
                         "frames 2\nhover section Inspector\n");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("no UI item named 'section Inspector'"),
            std::string::npos)
      << run.err;
  run = run_at(dir, compare, "1024x640", "1.5",
               "frames 2\nclick Close compare\nframes 2\n"
               "hover section Inspector\n");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  run = run_at(dir, compare, "1280x800", "1",
               "frames 2\nhover section Inspector\n");
  EXPECT_EQ(run.exit_code, 0) << run.err;
}

TEST(Layout, TheCheckFindsTheMenuBarCutInATinyWindow) {
  TempFolder dir;
  const RunResult run =
      run_at(dir, {ASTAR_DEMO_MAP}, "480x360", "2", "frames 2\nclipped\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const Clipped clipped = read_clipped(run.out);
  ASSERT_EQ(clipped.counts.size(), 1u);
  EXPECT_GE(clipped.counts[0], 1);
  EXPECT_NE(clipped.lines.find("clipped: ##MainMenuBar \"File"),
            std::string::npos)
      << clipped.lines;
}

}  // namespace layout_test
}  // namespace astar::studio::testing
