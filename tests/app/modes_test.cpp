// The studio's modes without a window: compare, simulate, the search view,
// over time and editing are built and driven through requests and frames
// as the App drives them, with no SDL, no GL and no ImGui frame.

#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "application/mode_list.hpp"
#include "astar/teach/algorithm_text.hpp"
#include "derived/derived.hpp"
#include "editing/tool_commands.hpp"
#include "features/compare/compare_commands.hpp"
#include "features/compare/compare_mode.hpp"
#include "features/edit/edit_commands.hpp"
#include "features/search/search_mode.hpp"
#include "features/simulate/simulate_commands.hpp"
#include "features/simulate/simulate_mode.hpp"
#include "stepping/search_commands.hpp"

namespace astar::studio {
namespace modes_test {

// A workspace, what is derived from it, the modes, and the context a
// frame hands them.
struct Studio {
  Workspace workspace{WorkspaceConfig{}};
  Derived derived;
  Modes modes;
  AppSettings settings;
  Notifier notifier{false};
  RequestQueue requests;
  UiTargets targets;
  ModeContext ctx{workspace, derived,  modes.tools, settings,
                  notifier,  requests, targets,     modes.clicks};

  explicit Studio(Document doc) {
    ctx.commands = &modes.registry();
    OpenedDocument opened;
    opened.document = std::move(doc);
    workspace.open(std::move(opened));
    derived.follow(workspace, &notifier);
  }

  // Carries out `request` as the App does: by the mode that registered it.
  bool carry_out(const Request& request) {
    return modes.registry().dispatch(
        request, [&](Mode& mode) { return mode.carry_out(request, ctx); });
  }
  // One frame without drawing: requests, then time moves on.
  void frame(double seconds = 1.0 / 60) {
    derived.runs.begin_frame();
    derived.follow(workspace, &notifier);
    derived.runs.advance_frame(workspace, seconds);
    RequestQueue queued;
    queued.swap(requests);
    for (const Request& request : queued) carry_out(request);
    derived.follow(workspace, &notifier);
    for (Mode* mode : modes.draw_order()) mode->advance(ctx, seconds);
  }
  std::vector<std::string> state_lines() {
    std::vector<std::string> lines;
    for (Mode* mode : modes.draw_order()) mode->describe(ctx, lines);
    return lines;
  }
};

// '#' wall, '.' open ground, digits terrain weight, 'S' start, 'G' goal,
// 'A' an agent heading for the goal.
Document document_of(const std::vector<std::string>& rows) {
  Document doc;
  doc.grid =
      Grid(static_cast<int>(rows[0].size()), static_cast<int>(rows.size()));
  for (int y = 0; y < doc.grid.height(); ++y) {
    for (int x = 0; x < doc.grid.width(); ++x) {
      const char c = rows[y][x];
      doc.grid.set(x, y, c == '#' ? kBlocked : kOpenGround);
      if (c >= '2' && c <= '9') {
        doc.grid.set(x, y, static_cast<std::uint8_t>(256 - (c - '0')));
      }
      if (c == 'S') doc.start = Point{x, y};
      if (c == 'G') doc.goal = Point{x, y};
      if (c == 'A') doc.actors.agents.push_back({{x, y}, 4.0});
    }
  }
  return doc;
}

const std::vector<std::string> kRoom = {
    "S.........",  //
    ".######...",  //
    ".#....#.9.",  //
    ".#.##.#.9.",  //
    "....#...9G",
};

TEST(CompareMode, TogglesTheClassicThreeAndBack) {
  Studio studio(document_of(kRoom));
  Runs& runs = studio.derived.runs;
  ASSERT_EQ(runs.count(), 1);
  ASSERT_TRUE(studio.carry_out(cmd::ToggleCompare));
  ASSERT_EQ(runs.count(), 3);
  EXPECT_EQ(runs.settings(1, studio.workspace).algorithm, Algorithm::Dijkstra);
  EXPECT_EQ(runs.settings(2, studio.workspace).algorithm, Algorithm::Greedy);
  EXPECT_NE(studio.notifier.text().find("Comparing runs"), std::string::npos);
  ASSERT_TRUE(studio.carry_out(cmd::ToggleCompare));
  EXPECT_EQ(runs.count(), 1);
  EXPECT_TRUE(studio.state_lines().empty());
}

TEST(CompareMode, HeadersChangeRunsOnlyThroughRequests) {
  Studio studio(document_of(kRoom));
  Runs& runs = studio.derived.runs;
  ASSERT_TRUE(
      studio.modes.get<CompareMode>().compare("astar;bfs", studio.ctx).ok());
  ASSERT_EQ(runs.count(), 2);
  SearchSettings weighted = studio.workspace.settings();
  weighted.algorithm = Algorithm::WeightedAStar;
  weighted.weight = 2;
  EXPECT_TRUE(studio.carry_out(AddRun{weighted}));
  EXPECT_TRUE(studio.carry_out(AddRun{weighted}));
  EXPECT_EQ(runs.count(), 4);
  studio.carry_out(AddRun{weighted});  // four at most
  EXPECT_EQ(runs.count(), 4);
  SearchSettings dijkstra = studio.workspace.settings();
  dijkstra.algorithm = Algorithm::Dijkstra;
  EXPECT_TRUE(studio.carry_out(SetRunSettings{3, dijkstra}));
  EXPECT_EQ(runs.settings(3, studio.workspace).algorithm, Algorithm::Dijkstra);
  EXPECT_TRUE(studio.carry_out(SetRunDiff{3, 0}));
  EXPECT_EQ(runs.diff_with(3), std::optional<int>(0));
  // Removing run 2 moves the diff of the run after it down with it.
  EXPECT_TRUE(studio.carry_out(RemoveRun{1}));
  EXPECT_EQ(runs.count(), 3);
  EXPECT_EQ(runs.diff_with(2), std::optional<int>(0));
  EXPECT_TRUE(studio.carry_out(RemoveRun{0}));  // run 1 stays
  EXPECT_EQ(runs.count(), 3);
}

TEST(CompareMode, RunsToTheEndAndReportsEachRunsCostAndGap) {
  Studio studio(document_of(kRoom));
  ASSERT_TRUE(studio.modes.get<CompareMode>()
                  .compare("astar;dijkstra;greedy", studio.ctx)
                  .ok());
  ASSERT_TRUE(studio.carry_out(cmd::RunToEnd));
  // The first frame starts the yardstick greedy's gap needs.
  studio.frame();
  for (int i = 0; i < 2000 && studio.derived.runs.running_to_end(); ++i) {
    studio.frame();
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  ASSERT_FALSE(studio.derived.runs.running_to_end());
  const std::vector<std::string> lines = studio.state_lines();
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0].rfind("run 1 algo=astar", 0), 0u) << lines[0];
  EXPECT_NE(lines[0].find(" gap=0.000000"), std::string::npos) << lines[0];
  EXPECT_EQ(lines[1].rfind("run 2 algo=dijkstra", 0), 0u) << lines[1];
  // Greedy's gap is measured against the optimal cost, worked out aside.
  EXPECT_EQ(lines[2].rfind("run 3 algo=greedy", 0), 0u) << lines[2];
  EXPECT_EQ(lines[2].find("gap=pending"), std::string::npos) << lines[2];
  EXPECT_EQ(lines[2].find("gap=none"), std::string::npos) << lines[2];
  const Runs& runs = studio.derived.runs;
  EXPECT_DOUBLE_EQ(runs.search(0).search().cost(),
                   runs.search(1).search().cost());
  EXPECT_GE(runs.search(2).search().cost(), runs.search(0).search().cost());
}

TEST(CompareMode, RunsStepTogether) {
  Studio studio(document_of(kRoom));
  ASSERT_TRUE(studio.modes.get<CompareMode>()
                  .compare("astar;dijkstra", studio.ctx)
                  .ok());
  studio.settings.step_many = 5;
  ASSERT_TRUE(studio.carry_out(cmd::StepMany));
  studio.frame();
  const Runs& runs = studio.derived.runs;
  EXPECT_EQ(runs.search(0).search().step_count(), 5);
  EXPECT_EQ(runs.search(1).search().step_count(), 5);
  ASSERT_TRUE(studio.carry_out(cmd::StepBack));
  EXPECT_EQ(runs.search(0).search().step_count(), 4);
  EXPECT_EQ(runs.search(1).search().step_count(), 4);
}

TEST(SimulateMode, AgentsWalkToTheGoalFrameByFrame) {
  Studio studio(document_of({
      "A.........",  //
      ".######...",  //
      "A#....#...",  //
      ".#.##.#...",  //
      "....#....G",
  }));
  SimulateMode& simulate = studio.modes.get<SimulateMode>();
  EXPECT_FALSE(simulate.busy(studio.ctx));
  ASSERT_TRUE(studio.carry_out(cmd::ToggleSimulate));
  ASSERT_TRUE(simulate.active());
  EXPECT_TRUE(simulate.busy(studio.ctx));
  // Space pauses the agents, not the search, while simulating.
  ASSERT_TRUE(studio.carry_out(cmd::PlayPause));
  EXPECT_FALSE(simulate.busy(studio.ctx));
  EXPECT_FALSE(studio.derived.runs.playing());
  ASSERT_TRUE(studio.carry_out(cmd::PlayPause));
  for (int i = 0; i < 600; ++i) studio.frame();
  const std::vector<std::string> lines = studio.state_lines();
  ASSERT_EQ(lines.size(), 2u);
  for (const std::string& line : lines) {
    EXPECT_NE(line.find("state=arrived"), std::string::npos) << line;
    EXPECT_NE(line.find("at=9.00,4.00"), std::string::npos) << line;
  }
  EXPECT_NE(simulate.describe_planning().find("frames=600"), std::string::npos);
  ASSERT_TRUE(studio.carry_out(cmd::ToggleSimulate));
  EXPECT_FALSE(simulate.active());
  EXPECT_TRUE(studio.state_lines().empty());
}

TEST(SimulateMode, SettingsComeThroughARequest) {
  Studio studio(document_of(kRoom));
  SimulationSettings settings;
  settings.expansions_per_step = 123;
  ASSERT_TRUE(studio.carry_out(SetSimulation{settings}));
  EXPECT_EQ(studio.modes.get<SimulateMode>()
                .controller()
                .settings()
                .expansions_per_step,
            123);
}

TEST(SearchMode, CommandsStepEveryRunAndSayWhyOneCannotStart) {
  Studio studio(document_of(kRoom));
  ASSERT_TRUE(studio.carry_out(cmd::Step));
  studio.frame();
  EXPECT_EQ(studio.derived.runs.search(0).search().step_count(), 1);
  ASSERT_TRUE(studio.carry_out(cmd::ResetSearch));
  EXPECT_EQ(studio.derived.runs.search(0).search().step_count(), 0);
  // Escape is the tools' unless a run to the end is going on.
  EXPECT_FALSE(studio.modes.get<SearchMode>().carry_out(
      Request(cmd::CancelDrag), studio.ctx));
  SearchSettings theta = studio.workspace.settings();
  theta.algorithm = Algorithm::Theta;
  theta.rules.connectivity = Connectivity::Four;
  ASSERT_TRUE(studio.carry_out(SetSearchSettings{theta}));
  studio.frame();
  ASSERT_TRUE(studio.carry_out(cmd::Step));
  EXPECT_NE(studio.notifier.text().find("Cannot search"), std::string::npos)
      << studio.notifier.text();
}

TEST(OverTimeMode, ABreakpointStopsRunToEndAndSaysSo) {
  Studio studio(document_of(kRoom));
  ASSERT_TRUE(studio.carry_out(SetBreakpoint{{2, 0}, BreakOn::Expanded, true}));
  EXPECT_NE(studio.notifier.text().find("Breakpoint"), std::string::npos);
  // "Run until" queued a run to the end: it goes on in the next frames.
  for (int i = 0; i < 100 && !studio.requests.empty(); ++i) studio.frame();
  for (int i = 0; i < 100 && studio.derived.runs.running_to_end(); ++i) {
    studio.frame();
  }
  const Search& search = studio.derived.runs.search(0).search();
  EXPECT_EQ(search.status(), SearchStatus::Running);
  EXPECT_EQ(search.last_expanded(), studio.workspace.grid().index({2, 0}));
  EXPECT_NE(studio.notifier.text().find("(2,0) was expanded"),
            std::string::npos)
      << studio.notifier.text();
  ASSERT_TRUE(studio.carry_out(SetBreakpoint{{1, 1}, BreakOn::Opened}));
  EXPECT_NE(studio.notifier.text().find("No breakpoint on (1,1)"),
            std::string::npos);
}

TEST(EditMode, UndoRedoAndTheUnreachableHighlight) {
  Studio studio(document_of(kRoom));
  ASSERT_TRUE(studio.carry_out(cmd::InvertWalls));
  EXPECT_TRUE(studio.workspace.dirty());
  ASSERT_TRUE(studio.carry_out(cmd::Undo));
  EXPECT_FALSE(studio.workspace.dirty());
  ASSERT_TRUE(studio.carry_out(cmd::Redo));
  EXPECT_TRUE(studio.workspace.dirty());
  ASSERT_TRUE(studio.carry_out(cmd::ToggleUnreachable));
  EXPECT_TRUE(studio.derived.show_unreachable());
  ASSERT_TRUE(studio.carry_out(cmd::ToolWall));
  EXPECT_EQ(studio.modes.tools.settings().tool, Tool::Brush);
}

// A map too big to build a unit's map in the frame (MapFollower), with a
// short way from the start to the goal so a test's search ends soon.
Document big_room() {
  Document doc;
  doc.grid = Grid(2048, 1024, kOpenGround);
  for (int y = 0; y < 60; ++y) doc.grid.set(40, y, kBlocked);
  doc.start = Point{10, 10};
  doc.goal = Point{70, 12};
  return doc;
}

// Frames until `done`, at most a minute of them: a bound for a hang, not a
// speed test (the sanitizers on a loaded machine slow the background work
// ten times).
template <class Done>
bool frames_until(Studio& studio, const Done& done) {
  const auto give_up =
      std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (!done()) {
    if (std::chrono::steady_clock::now() > give_up) return false;
    studio.frame();
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return true;
}

TEST(SearchMode, RunToEndWaitsForABigMapsUnitMapAndThenFinds) {
  Studio studio(big_room());
  SearchSettings settings = studio.workspace.settings();
  settings.unit.size = 3;
  studio.workspace.set_settings(settings);
  const SearchController& run = studio.derived.runs.search(0);
  ASSERT_TRUE(studio.carry_out(cmd::RunToEnd));
  // The frame thread did not build it: the search waits, asked to run.
  EXPECT_TRUE(run.preparing());
  EXPECT_TRUE(run.running_to_end());
  EXPECT_EQ(run.search().status(), SearchStatus::Idle);
  EXPECT_TRUE(studio.derived.preparing());
  ASSERT_TRUE(frames_until(studio, [&] { return run.finished(); }));
  EXPECT_FALSE(run.preparing());
  ASSERT_EQ(run.search().status(), SearchStatus::Found);
  Search direct;
  ASSERT_TRUE(direct.start(studio.workspace.grid(),
                           settings.query({10, 10}, {70, 12})));
  direct.run();
  EXPECT_EQ(run.search().cost(), direct.cost());
  EXPECT_EQ(run.search().path(), direct.path());
}

TEST(SearchMode, StepsAskedForWhileTheUnitsMapIsBuiltAreTakenOnceItIsIn) {
  Studio studio(big_room());
  SearchSettings settings = studio.workspace.settings();
  settings.unit.size = 2;
  studio.workspace.set_settings(settings);
  const SearchController& run = studio.derived.runs.search(0);
  ASSERT_TRUE(studio.carry_out(cmd::Step));
  ASSERT_TRUE(studio.carry_out(cmd::Step));
  EXPECT_TRUE(run.preparing());
  ASSERT_TRUE(frames_until(studio, [&] { return !run.preparing(); }));
  EXPECT_EQ(run.search().step_count(), 2);
  EXPECT_EQ(run.search().status(), SearchStatus::Running);
}

TEST(SearchMode, AGoalTheUnitDoesNotFitIsSaidOnceTheMapIsIn) {
  Document doc = big_room();
  doc.goal = Point{2047, 1023};  // a 2x2 unit there would leave the map
  Studio studio(std::move(doc));
  SearchSettings settings = studio.workspace.settings();
  settings.unit.size = 2;
  studio.workspace.set_settings(settings);
  const SearchController& run = studio.derived.runs.search(0);
  ASSERT_TRUE(studio.carry_out(cmd::RunToEnd));
  ASSERT_TRUE(frames_until(studio, [&] { return !run.preparing(); }));
  EXPECT_FALSE(run.running_to_end());
  EXPECT_NE(studio.notifier.text().find("size 2 at (2047,1023) reaches past"),
            std::string::npos)
      << studio.notifier.text();
}

TEST(SearchMode, StepLineMovesInsideAnExpansionAndAcrossItsEdges) {
  Studio studio(document_of(kRoom));
  ASSERT_TRUE(studio.modes.get<CompareMode>()
                  .compare("astar;dijkstra", studio.ctx)
                  .ok());
  const LineStepper& lines = studio.derived.lines;
  const Grid& map = studio.workspace.grid();
  const auto lit_line = [&] {
    const auto lit = lines.lit(studio.derived.runs.search(0), map);
    return lit ? lit->line : 0;
  };
  const PseudocodeLines& at = algorithm_text(Algorithm::AStar).pseudocode_lines;
  EXPECT_EQ(lit_line(), 0);  // nothing started
  ASSERT_TRUE(studio.carry_out(cmd::StepLine));
  // Both runs expand; run 1's cursor stands on the pop.
  EXPECT_EQ(studio.derived.runs.search(0).search().step_count(), 1);
  EXPECT_EQ(studio.derived.runs.search(1).search().step_count(), 1);
  EXPECT_EQ(lit_line(), at.pop);
  EXPECT_TRUE(lines.stepping_lines());
  // Back from the first line of step 1 is step 0's line.
  ASSERT_TRUE(studio.carry_out(cmd::StepBack));
  EXPECT_EQ(studio.derived.runs.search(0).search().step_count(), 0);
  EXPECT_EQ(lit_line(), at.start);
  ASSERT_TRUE(studio.carry_out(cmd::StepBack));
  EXPECT_EQ(lit_line(), at.start);
  for (int i = 0; i < 3; ++i) studio.carry_out(cmd::StepLine);
  EXPECT_EQ(lit_line(), at.close);
  // Reset moves the search under the cursor: it follows, lines off.
  ASSERT_TRUE(studio.carry_out(cmd::ResetSearch));
  EXPECT_EQ(lit_line(), at.start);
  EXPECT_FALSE(lines.stepping_lines());
}

}  // namespace modes_test
}  // namespace astar::studio
