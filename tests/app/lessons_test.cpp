// Lessons through the real app (issue 24, part 3): each lesson opens by
// --lesson NAME, runs its searches to the end, and its claim holds in the
// numbers the script's state prints. A lesson without a claim here fails,
// so a new lesson comes with its test.

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "features/lessons/lesson_catalogue.hpp"
#include "studio_runner.hpp"

namespace astar::studio::testing {
namespace lessons_test {

// One compared run's numbers, from its "run K ..." state line.
struct RunNumbers {
  long long expanded = 0;
  long long length = 0;
  std::optional<double> cost;  // none: no path
};

std::vector<RunNumbers> run_numbers(const std::string& out) {
  std::vector<RunNumbers> runs;
  for (const std::string& line : lines_starting(out, "run ")) {
    RunNumbers run;
    run.expanded = std::stoll(field(line, "expanded"));
    run.length = std::stoll(field(line, "length"));
    const std::string cost = field(line, "cost");
    if (cost != "none") run.cost = std::stod(cost);
    runs.push_back(run);
  }
  return runs;
}

RunResult open_lesson(const TempFolder& dir, const std::string& name,
                      const std::string& script) {
  return run_studio({"--headless", "--lesson", name, "--script",
                     dir.write("script.txt", script)},
                    dir);
}

using Claim = std::function<void(const RunNumbers& a, const RunNumbers& b)>;

// What each lesson claims of its two runs, run 1 against run 2.
const std::map<std::string, Claim>& claims() {
  static const std::map<std::string, Claim> table = {
      {"astar-vs-dijkstra",
       [](const RunNumbers& astar, const RunNumbers& dijkstra) {
         EXPECT_DOUBLE_EQ(*astar.cost, *dijkstra.cost);
         EXPECT_LT(astar.expanded * 2, dijkstra.expanded);
       }},
      {"overestimate",
       [](const RunNumbers& manhattan, const RunNumbers& octile) {
         EXPECT_GT(*manhattan.cost, *octile.cost + 1);
       }},
      {"weighted",
       [](const RunNumbers& weighted, const RunNumbers& astar) {
         EXPECT_LT(weighted.expanded, astar.expanded);
         EXPECT_GT(*weighted.cost, *astar.cost);
         EXPECT_LE(*weighted.cost, 3 * *astar.cost);
       }},
      {"greedy-dead-end",
       [](const RunNumbers& greedy, const RunNumbers& astar) {
         EXPECT_GT(*greedy.cost, *astar.cost);
       }},
      {"ties",
       [](const RunNumbers& high_h, const RunNumbers& low_h) {
         EXPECT_DOUBLE_EQ(*high_h.cost, *low_h.cost);
         EXPECT_GT(high_h.expanded, 3 * low_h.expanded);
       }},
      {"terrain-detour",
       [](const RunNumbers& swamp, const RunNumbers& no_swamp) {
         // Round: more cells than the straight line, and far cheaper than
         // the 16 swamp cells at 5 each the straight line would cost.
         EXPECT_GT(swamp.length, no_swamp.length);
         EXPECT_LT(*swamp.cost, 16 * 5);
       }},
      {"jps-skips",
       [](const RunNumbers& jps, const RunNumbers& astar) {
         EXPECT_DOUBLE_EQ(*jps.cost, *astar.cost);
         EXPECT_LT(jps.expanded * 3, astar.expanded);
       }},
      {"subgoal-graph",
       [](const RunNumbers& subgoal, const RunNumbers& astar) {
         EXPECT_DOUBLE_EQ(*subgoal.cost, *astar.cost);
         EXPECT_LT(subgoal.expanded * 5, astar.expanded);
       }},
      {"theta-any-angle",
       [](const RunNumbers& theta, const RunNumbers& astar) {
         EXPECT_LT(*theta.cost, *astar.cost - 0.5);
       }},
      {"bidirectional-meeting",
       [](const RunNumbers& bi, const RunNumbers& one_way) {
         EXPECT_DOUBLE_EQ(*bi.cost, *one_way.cost);
         EXPECT_LT(bi.expanded * 3, one_way.expanded * 2);
       }},
      {"big-unit",
       [](const RunNumbers& size2, const RunNumbers& size1) {
         EXPECT_FALSE(size2.cost.has_value());
         EXPECT_TRUE(size1.cost.has_value());
       }},
  };
  return table;
}

// By name, so that CTest lists each as ".../NAME # GetParam() = NAME".
class LessonClaim : public ::testing::TestWithParam<std::string> {};

TEST_P(LessonClaim, HoldsInTheRealApp) {
  const Lesson* found = find_lesson(GetParam());
  ASSERT_NE(found, nullptr);
  const Lesson& lesson = *found;
  const auto claim = claims().find(lesson.name);
  ASSERT_NE(claim, claims().end())
      << lesson.name << " has no claim in lessons_test.cpp";
  TempFolder dir;
  const RunResult run =
      open_lesson(dir, lesson.name, "state\nkey enter\nframes 3\nstate\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> states = state_lines(run.out);
  ASSERT_EQ(states.size(), 2u) << run.out;
  // Opened untitled and unchanged, not yet run.
  EXPECT_EQ(field(states[0], "status"), "idle") << states[0];
  EXPECT_EQ(field(states[0], "dirty"), "0") << states[0];
  EXPECT_EQ(lines_starting(run.out, std::string("lesson ") + lesson.name +
                                        " answer=hidden")
                .size(),
            2u)
      << run.out;
  const std::vector<RunNumbers> runs = run_numbers(run.out);
  ASSERT_EQ(runs.size(), 4u) << run.out;  // two runs, twice
  claim->second(runs[2], runs[3]);
}

std::string lesson_test_name(
    const ::testing::TestParamInfo<std::string>& info) {
  std::string name = info.param;
  for (char& c : name) {
    if (c == '-') c = '_';
  }
  return name;
}

// The lessons that compare runs, or those that open the Crowds view.
std::vector<std::string> every_lesson(bool crowd) {
  std::vector<std::string> names;
  for (const Lesson& lesson : all_lessons()) {
    if ((lesson.crowd != nullptr) == crowd) names.emplace_back(lesson.name);
  }
  return names;
}

INSTANTIATE_TEST_SUITE_P(Lessons, LessonClaim,
                         ::testing::ValuesIn(every_lesson(false)),
                         lesson_test_name);

double number(const std::string& line, const std::string& name) {
  return std::stod(field(line, name));
}

// flow-field: one field leads each agent to its nearest goal, so the
// agents' mean cost to the three goals is below their cost to any one of
// them; run, the groups gather round their goals.
void flow_field_claim(const TempFolder& dir) {
  const std::vector<Point> goals = {{0, 5}, {31, 5}, {15, 12}};
  std::string script = "frames 2\nstate\n";
  for (const Point g : goals) {
    script += "command crowd-goals-clear\ncrowd-goal " + std::to_string(g.x) +
              " " + std::to_string(g.y) + "\nstate\n";
  }
  script += "command crowd-goals-clear\n";
  for (const Point g : goals) {
    script +=
        "crowd-goal " + std::to_string(g.x) + " " + std::to_string(g.y) + "\n";
  }
  script += "crowd-step 200\nstate\n";
  const RunResult run = open_lesson(dir, "flow-field", script);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto lines = lines_starting(run.out, "crowd ");
  ASSERT_EQ(lines.size(), 5u) << run.out;
  EXPECT_EQ(field(lines[0], "goals"), "3") << lines[0];
  EXPECT_EQ(field(lines[0], "agents"), "40") << lines[0];
  EXPECT_EQ(field(lines[0], "heat"), "1") << lines[0];
  for (std::size_t i = 1; i <= 3; ++i) {
    EXPECT_EQ(field(lines[i], "goals"), "1") << lines[i];
    EXPECT_LT(number(lines[0], "mean_cost") + 2, number(lines[i], "mean_cost"))
        << lines[i];
  }
  EXPECT_EQ(field(lines[4], "stranded"), "0") << lines[4];
  EXPECT_LT(number(lines[4], "mean_cost"), 3) << lines[4];
  EXPECT_GT(number(lines[4], "arrived"), 0) << lines[4];
}

// dstar-lite: a wall across the path in front of the start; the repair
// touches a few of the cells the first search did, and of those a fresh
// A* expands on the new map, for the same cost.
void dstar_lite_claim(const TempFolder& dir) {
  const RunResult run =
      open_lesson(dir, "dstar-lite",
                  "frames 2\nstate\ndrag 8 5 8 9\nframes 2\nstate\n"
                  "key enter\nframes 3\nstate\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto crowd = lines_starting(run.out, "crowd ");
  const auto states = state_lines(run.out);
  ASSERT_EQ(crowd.size(), 3u) << run.out;
  ASSERT_EQ(states.size(), 3u) << run.out;
  EXPECT_EQ(field(crowd[0], "repair"), "1") << crowd[0];
  EXPECT_EQ(field(crowd[0], "repairs"), "0") << crowd[0];
  EXPECT_GE(number(crowd[1], "repairs"), 1) << crowd[1];
  const double first = number(crowd[1], "repair_first");
  const double repair = number(crowd[1], "repair_touched");
  const double fresh = number(states[2], "expanded");
  EXPECT_GT(repair, 0) << crowd[1];
  EXPECT_LT(repair * 3, first) << crowd[1];
  EXPECT_LT(repair * 3, fresh) << states[2];
  EXPECT_NEAR(number(crowd[1], "repair_cost"), number(states[2], "cost"), 1e-3)
      << crowd[1] << "\n"
      << states[2];
}

// What each crowd lesson claims, read from its crowd and state lines.
const std::map<std::string, std::function<void(const TempFolder&)>>&
crowd_claims() {
  static const std::map<std::string, std::function<void(const TempFolder&)>>
      table = {{"flow-field", flow_field_claim},
               {"dstar-lite", dstar_lite_claim}};
  return table;
}

class CrowdLessonClaim : public ::testing::TestWithParam<std::string> {};

TEST_P(CrowdLessonClaim, HoldsInTheRealApp) {
  const auto claim = crowd_claims().find(GetParam());
  ASSERT_NE(claim, crowd_claims().end())
      << GetParam() << " has no claim in lessons_test.cpp";
  TempFolder dir;
  const RunResult opened = open_lesson(dir, GetParam(), "frames 2\nstate\n");
  ASSERT_EQ(opened.exit_code, 0) << opened.err;
  // Opened untitled, the Crowds view shown with the lesson's panel.
  EXPECT_EQ(field(state_lines(opened.out).at(0), "dirty"), "0");
  EXPECT_EQ(lines_starting(opened.out, "crowd shown=1").size(), 1u)
      << opened.out;
  EXPECT_EQ(
      lines_starting(opened.out, "lesson " + GetParam() + " answer=hidden")
          .size(),
      1u)
      << opened.out;
  claim->second(dir);
}

INSTANTIATE_TEST_SUITE_P(Lessons, CrowdLessonClaim,
                         ::testing::ValuesIn(every_lesson(true)),
                         lesson_test_name);

// Another document ends a crowd lesson, and its crowd with it.
TEST(Lessons, AMapOpenedAfterACrowdLessonShowsNoCrowd) {
  TempFolder dir;
  const std::string map = write_map(dir, "after.png", 30, 20);
  const RunResult run = open_lesson(dir, "flow-field",
                                    "frames 2\nstate\nkey ctrl+o\nframes 2\n"
                                    "text " +
                                        map + "\nkey enter\nframes 2\nstate\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(lines_starting(run.out, "crowd ").size(), 1u) << run.out;
  EXPECT_EQ(state_lines(run.out).size(), 2u) << run.out;
}

TEST(Lessons, ListLessonsPrintsANameATabAndTheTitle) {
  TempFolder dir;
  const RunResult run = run_studio({"--list-lessons"}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> lines = lines_starting(run.out, "");
  ASSERT_GE(all_lessons().size(), 8u);
  ASSERT_EQ(lines.size(), all_lessons().size()) << run.out;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    EXPECT_EQ(lines[i], std::string(all_lessons()[i].name) + "\t" +
                            all_lessons()[i].title);
  }
}

TEST(Lessons, AnUnknownLessonIsOneError) {
  TempFolder dir;
  const RunResult run = run_studio({"--headless", "--lesson", "nope"}, dir);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("error: --lesson: bad value 'nope'"),
            std::string::npos)
      << run.err;
}

TEST(Lessons, ThePanelRevealsTheAnswer) {
  TempFolder dir;
  const RunResult run = open_lesson(
      dir, "big-unit", "frames 2\nstate\nclick Show the answer\nstate\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(lines_starting(run.out, "lesson big-unit answer=hidden").size(), 1u)
      << run.out;
  EXPECT_EQ(lines_starting(run.out, "lesson big-unit answer=shown").size(), 1u)
      << run.out;
}

TEST(Lessons, OpeningOneAsksAboutUnsavedWorkAndLeavesTheFileAlone) {
  TempFolder dir;
  const std::string map = write_map(dir, "mine.png", 20, 10);
  const RunResult run = run_studio(
      {map, "--headless", "--script", dir.write("script.txt", R"(drag 3 3 8 3
state
click Help
click Lessons
click Why A* beats Dijkstra
click Discard (D)
frames 2
state
)")},
      dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> states = state_lines(run.out);
  ASSERT_EQ(states.size(), 2u) << run.out;
  EXPECT_EQ(field(states[0], "dirty"), "1");
  EXPECT_EQ(field(states[1], "dirty"), "0");
  EXPECT_EQ(lines_starting(run.out, "lesson astar-vs-dijkstra").size(), 1u)
      << run.out;
  // The lesson is untitled: the map file is as it was written.
  const Image image = read_png(map);
  EXPECT_EQ(image.gray(4, 3), 255);
}

TEST(Lessons, TheWelcomeListsThemAndOpensOne) {
  TempFolder dir;
  const RunResult run = run_studio(
      {"--headless", "--script",
       dir.write("script.txt",
                 "frames 2\nclick A big unit cannot pass\nframes 2\nstate\n")},
      dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(lines_starting(run.out, "lesson big-unit answer=hidden").size(), 1u)
      << run.out;
  EXPECT_TRUE(lines_starting(run.out, "welcome shown").empty()) << run.out;
}

// The lines a script printed after its `n`th state line (from 0), up to
// the next one.
std::vector<std::string> lines_after_state(const std::string& out,
                                           std::size_t n) {
  std::vector<std::string> lines;
  std::size_t states = 0;
  std::size_t begin = 0;
  while (begin < out.size()) {
    std::size_t end = out.find('\n', begin);
    if (end == std::string::npos) end = out.size();
    const std::string line = out.substr(begin, end - begin);
    begin = end + 1;
    if (line.rfind("state ", 0) == 0) {
      ++states;
      continue;
    }
    if (states == n + 1) lines.push_back(line);
  }
  return lines;
}

std::size_t count_starting(const std::vector<std::string>& lines,
                           const std::string& prefix) {
  return static_cast<std::size_t>(std::count_if(
      lines.begin(), lines.end(),
      [&](const std::string& line) { return line.rfind(prefix, 0) == 0; }));
}

// Issue 50, item 10: a map opened with File > Open after a lesson kept the
// lesson's algorithm (greedy) and its runs side by side. The lesson's
// settings were its own: the map gets those from before it, on one pane.
TEST(Lessons, AMapOpenedAfterALessonHasTheSettingsFromBeforeIt) {
  TempFolder dir;
  const std::string map = write_map(dir, "after.png", 30, 20);
  const RunResult run = open_lesson(dir, "greedy-dead-end",
                                    "state\n"
                                    "key ctrl+o\n"
                                    "frames 2\n"
                                    "text " +
                                        map +
                                        "\n"
                                        "key enter\n"
                                        "frames 2\n"
                                        "state\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> states = state_lines(run.out);
  ASSERT_EQ(states.size(), 2u) << run.out;
  EXPECT_EQ(field(states[0], "algo"), "greedy");
  EXPECT_EQ(count_starting(lines_after_state(run.out, 0), "run "), 2u)
      << run.out;
  EXPECT_NE(run.out.find("status: Opened after.png (30x20)"), std::string::npos)
      << run.out;
  EXPECT_EQ(field(states[1], "algo"), "astar") << "the lesson's algorithm";
  EXPECT_EQ(count_starting(lines_after_state(run.out, 1), "run "), 0u)
      << "the lesson's runs are still compared: " << run.out;
}

// Issue 50, item 10: V after a lesson compared "Greedy / Dijkstra /
// Greedy", run 1 at step 1 and the others not started, though the runs
// step together. The new runs start where run 1 stands, and the classic
// three are three different algorithms.
TEST(Lessons, CompareAfterALessonStartsTheClassicRunsAtRunOnesStep) {
  TempFolder dir;
  const std::string map = write_map(dir, "after.png", 30, 20);
  const RunResult run = open_lesson(dir, "greedy-dead-end",
                                    "key ctrl+o\n"
                                    "frames 2\n"
                                    "text " +
                                        map +
                                        "\n"
                                        "key enter\n"
                                        "frames 2\n"
                                        "key n\n"
                                        "key n\n"
                                        "key v\n"
                                        "state\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> runs = lines_starting(run.out, "run ");
  ASSERT_EQ(runs.size(), 3u) << run.out;
  EXPECT_EQ(field(runs[0], "algo"), "astar") << runs[0];
  EXPECT_EQ(field(runs[1], "algo"), "dijkstra") << runs[1];
  EXPECT_EQ(field(runs[2], "algo"), "greedy") << runs[2];
  for (const std::string& line : runs) {
    EXPECT_EQ(field(line, "expanded"), "2") << "not at run 1's step: " << line;
  }
}

// Issue 50, item 10: opening a lesson over unsaved work asked whether to
// save "before opening another file"; a lesson is no file.
TEST(Lessons, TheUnsavedQuestionNamesTheLesson) {
  TempFolder dir;
  const std::string map = write_map(dir, "mine.png", 20, 10);
  const RunResult run = run_studio(
      {map, "--headless", "--script", dir.write("script.txt", R"(drag 3 3 8 3
click Help
click Lessons
click Why A* beats Dijkstra
hover Save the changes to mine.png before opening the lesson "Why A* beats Dijkstra"?
click Cancel (Esc)
frames 2
state
)")},
      dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> states = state_lines(run.out);
  ASSERT_EQ(states.size(), 1u) << run.out;
  EXPECT_EQ(field(states[0], "dirty"), "1");
  EXPECT_TRUE(lines_starting(run.out, "lesson ").empty()) << run.out;
}

}  // namespace lessons_test
}  // namespace astar::studio::testing
