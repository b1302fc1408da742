// The workspace and the state derived from it: after every kind of change
// (edit, stroke, undo, redo, settings, markers, open, new) the search and
// the reachability rebuild exactly once, by themselves, and agree with a
// fresh computation; readers learn which cells moved.

#include "workspace/workspace.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>
#include <vector>

#include "analysis/reachability.hpp"
#include "astar/edit/paint.hpp"
#include "astar/grid/analysis.hpp"
#include "derived/derived.hpp"
#include "opened_blank.hpp"
#include "panels/panels.hpp"
#include "stepping/search_controller.hpp"
#include "workspace/dirty_tiles.hpp"

namespace astar::studio {
namespace workspace_test {

EditCommand wall_column(const Workspace& ws, int x, int y0, int y1) {
  std::vector<CellSpan> spans;
  for (int y = y0; y <= y1; ++y) spans.push_back({y, x, x});
  return make_paint_command(ws.document(), spans, kBlocked, "wall");
}

// The optimal cost of a fresh search on the workspace as it is now.
double fresh_cost(const Workspace& ws) {
  Search search;
  const Document& doc = ws.document();
  EXPECT_TRUE(
      search.start(doc.grid, ws.settings().query(*doc.start, *doc.goal)).ok());
  while (search.step() == SearchStatus::Running) {
  }
  return search.status() == SearchStatus::Found ? search.cost() : -1;
}

// Everything the app derives from the workspace, brought up to date as a
// frame does: twice, so a second sync must find nothing to do.
// The studio's own derived state (derived/derived.hpp), followed twice a
// frame as the App does; counts how often the search and the flood rebuilt.
struct Followed {
  Derived state;
  SearchController& search = state.runs.search(0);
  Reachability& reach = state.reach;
  std::int64_t starts = 0;
  std::int64_t floods = 0;

  void follow(const Workspace& ws) {
    for (int i = 0; i < 2; ++i) state.follow(ws, nullptr);
  }
  // How many times each rebuilt since the last call.
  std::pair<std::int64_t, std::int64_t> rebuilt() {
    const auto counts =
        std::make_pair(search.starts() - starts, reach.floods() - floods);
    starts = search.starts();
    floods = reach.floods();
    return counts;
  }
};

class WorkspaceTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ws.open(opened_blank(16, 8));
    derived.follow(ws);
    derived.search.run_to_end(ws);
    ASSERT_TRUE(derived.search.finished());
    derived.rebuilt();
  }
  // A finished search re-runs to the end after the change, exactly once.
  void expect_rebuilt_once() {
    derived.follow(ws);
    EXPECT_EQ(derived.rebuilt(),
              std::make_pair(std::int64_t{1}, std::int64_t{1}));
    ASSERT_TRUE(derived.search.finished());
    EXPECT_DOUBLE_EQ(derived.search.search().cost(), fresh_cost(ws));
    const Document& doc = ws.document();
    const bool joined =
        connected(doc.grid, ws.settings().rules, *doc.start, *doc.goal);
    EXPECT_EQ(derived.reach.goal(),
              joined ? GoalReach::Reachable : GoalReach::Unreachable);
  }

  Workspace ws{WorkspaceConfig{}};
  Followed derived;
};

TEST_F(WorkspaceTest, AnEditMovesTheCellsRevisionAndRebuildsOnce) {
  const Revisions before = ws.revisions();
  const double open_cost = derived.search.search().cost();
  ASSERT_TRUE(ws.apply(wall_column(ws, 8, 1, 7)));
  EXPECT_GT(ws.revisions().cells, before.cells);
  EXPECT_EQ(ws.revisions().markers, before.markers);
  EXPECT_EQ(ws.revisions().settings, before.settings);
  EXPECT_EQ(ws.revisions().document, before.document);
  expect_rebuilt_once();
  EXPECT_GT(derived.search.search().cost(), open_cost);
  // Readers learn exactly which cells moved.
  const CellRect moved = ws.cells_changed_since(before.cells);
  EXPECT_EQ(moved.x0, 8);
  EXPECT_EQ(moved.x1, 9);
  EXPECT_EQ(moved.y0, 1);
  EXPECT_EQ(moved.y1, 8);
  EXPECT_TRUE(ws.cells_changed_since(ws.revisions().cells).empty());
  EXPECT_TRUE(ws.dirty());
}

TEST_F(WorkspaceTest, UndoAndRedoRebuildOnceEach) {
  ASSERT_TRUE(ws.apply(wall_column(ws, 8, 1, 7)));
  derived.follow(ws);
  derived.rebuilt();
  const double walled = derived.search.search().cost();
  ASSERT_EQ(ws.undo(), std::optional<std::string>("wall"));
  expect_rebuilt_once();
  EXPECT_LT(derived.search.search().cost(), walled);
  EXPECT_FALSE(ws.dirty());
  ASSERT_EQ(ws.redo(), std::optional<std::string>("wall"));
  expect_rebuilt_once();
  EXPECT_DOUBLE_EQ(derived.search.search().cost(), walled);
  EXPECT_FALSE(ws.redo());  // nothing left: nothing moves
  derived.follow(ws);
  EXPECT_EQ(derived.rebuilt(),
            std::make_pair(std::int64_t{0}, std::int64_t{0}));
}

TEST_F(WorkspaceTest, AStrokeInProgressIsAnOpenStepOfTheWorkspace) {
  Gesture gesture;
  gesture.kind = Gesture::Kind::Brush;
  gesture.label = "Paint walls";
  ToolSettings tools;
  const Revisions before = ws.revisions();
  (void)ws.begin_gesture(gesture, tools, {5, 0});
  for (int y = 1; y < 7; ++y) (void)ws.extend_gesture({5, y});
  // Painted live: the document shows it and is dirty, with no step yet.
  EXPECT_TRUE(ws.gesture_active());
  EXPECT_TRUE(ws.dirty());
  EXPECT_EQ(ws.grid().at(5, 3), kBlocked);
  EXPECT_EQ(ws.history().size(), 0u);
  EXPECT_GT(ws.revisions().cells, before.cells);
  EXPECT_FALSE(ws.undo());  // refused while the step is open
  ws.finish_gesture();
  EXPECT_EQ(ws.history().size(), 1u);
  expect_rebuilt_once();
  ASSERT_TRUE(ws.undo());
  EXPECT_EQ(ws.grid().at(5, 3), kOpenGround);
  expect_rebuilt_once();
}

TEST_F(WorkspaceTest, SettingsAndMarkersMoveTheirOwnRevisions) {
  SearchSettings settings = ws.settings();
  settings.rules.connectivity = Connectivity::Four;
  const Revisions before = ws.revisions();
  ws.set_settings(settings);
  EXPECT_GT(ws.revisions().settings, before.settings);
  EXPECT_EQ(ws.revisions().cells, before.cells);
  expect_rebuilt_once();
  ws.set_settings(settings);  // the same settings: nothing moves
  derived.follow(ws);
  EXPECT_EQ(derived.rebuilt().first, 0);

  const Revisions markers_before = ws.revisions();
  ASSERT_TRUE(ws.apply(make_move_goal_command(ws.document(), Point{3, 3})));
  EXPECT_GT(ws.revisions().markers, markers_before.markers);
  EXPECT_EQ(ws.revisions().cells, markers_before.cells);
  derived.follow(ws);
  // A moved marker re-runs the search; the reachability compares markers
  // itself and needs no flood for a goal on the start's side.
  EXPECT_EQ(derived.rebuilt().first, 1);
  EXPECT_DOUBLE_EQ(derived.search.search().cost(), fresh_cost(ws));
  ASSERT_TRUE(ws.place_marker(true, {1, 1}));
  derived.follow(ws);
  EXPECT_EQ(derived.rebuilt().first, 1);
  EXPECT_FALSE(ws.place_marker(false, {99, 1}));
}

TEST_F(WorkspaceTest, OpenAndNewDropTheSearchAndRepaintEverything) {
  const Revisions before = ws.revisions();
  auto other = opened_blank(10, 6);
  other.path = "other.png";
  ws.open(std::move(other));
  EXPECT_GT(ws.revisions().document, before.document);
  EXPECT_EQ(ws.title(), "other.png (10x6) \u2014 astar-studio");
  EXPECT_FALSE(ws.dirty());
  const CellRect all = ws.cells_changed_since(before.cells);
  EXPECT_EQ(all.width(), 10);
  EXPECT_EQ(all.height(), 6);
  derived.follow(ws);
  // Another document: no search until the user asks, one reachability.
  EXPECT_FALSE(derived.search.active());
  EXPECT_EQ(derived.rebuilt(),
            std::make_pair(std::int64_t{0}, std::int64_t{1}));
  EXPECT_EQ(derived.reach.goal(), GoalReach::Reachable);
  EXPECT_EQ(ws.history().size(), 0u);
  ws.open(opened_blank(4, 4));
  EXPECT_EQ(ws.title(), "untitled (4x4) \u2014 astar-studio");
}

TEST_F(WorkspaceTest, ReadersTooFarBehindRepaintTheWholeMap) {
  const std::uint64_t reader = ws.revisions().cells;
  for (int i = 0; i < 200; ++i) {
    ASSERT_TRUE(ws.apply(wall_column(ws, i % 16, 3, 3)) ||
                ws.apply(make_paint_command(
                    ws.document(), std::vector<CellSpan>{{3, i % 16, i % 16}},
                    kOpenGround, "open")));
  }
  const CellRect all = ws.cells_changed_since(reader);
  EXPECT_EQ(all.width(), 16);
  EXPECT_EQ(all.height(), 8);
}

}  // namespace workspace_test
}  // namespace astar::studio

namespace astar::studio {
namespace workspace_test {

TEST(DirtyTiles, ScatteredCellsRepaintOnlyTheirTiles) {
  DirtyTiles tiles;
  tiles.reset(4096, 4096);
  EXPECT_TRUE(tiles.empty());
  tiles.mark_cell(0, 0);
  tiles.mark_cell(4095, 4095);
  tiles.mark(CellRect{40, 40, 70, 41});  // two tiles side by side
  std::vector<CellRect> painted;
  tiles.drain([&](const CellRect& rect) { painted.push_back(rect); });
  ASSERT_EQ(painted.size(), 3u);
  long long cells = 0;
  for (const CellRect& r : painted) cells += 1LL * r.width() * r.height();
  // Three runs of tiles, not the 16 M cells of their bounding box.
  EXPECT_EQ(cells, 4LL * DirtyTiles::kTileSize * DirtyTiles::kTileSize);
  EXPECT_EQ(painted[1].x0, 32);
  EXPECT_EQ(painted[1].x1, 96);
  EXPECT_TRUE(tiles.empty());
  // Off the map is ignored; a map that is not a whole number of tiles is
  // clipped.
  tiles.reset(40, 10);
  tiles.mark(CellRect{-5, -5, 100, 100});
  painted.clear();
  tiles.drain([&](const CellRect& rect) { painted.push_back(rect); });
  ASSERT_EQ(painted.size(), 1u);
  EXPECT_EQ(painted[0].x1, 40);
  EXPECT_EQ(painted[0].y1, 10);
}

// A drain cut short goes on where it stopped: a tile marked again above it
// every frame (a search's frontier) does not keep the rows below waiting.
TEST(DirtyTiles, ADrainCutShortGoesOnWhereItStopped) {
  constexpr int k = DirtyTiles::kTileSize;
  DirtyTiles tiles;
  tiles.reset(4 * k, 4 * k);
  tiles.mark_all();
  std::vector<int> rows;
  const auto one_run = [&] {
    tiles.drain([&](const CellRect& r) { rows.push_back(r.y0 / k); },
                [] { return true; });
  };
  for (int frame = 0; frame < 4; ++frame) {
    tiles.mark_cell(0, 0);  // the frontier, in the top row
    one_run();
  }
  EXPECT_EQ(rows, (std::vector<int>{0, 1, 2, 3}));
  EXPECT_EQ(tiles.sweeps(), 1u);
  // The top row's tile marked meanwhile is painted once the drain comes
  // round to it again.
  one_run();
  EXPECT_EQ(rows.back(), 0);
  EXPECT_TRUE(tiles.empty());
}

// Issue 50: urgent tiles (an edit, a highlight that moved) are painted
// before the whole map waiting behind them, an edit ahead of the others;
// a tile the row drain painted since is not painted twice.
TEST(DirtyTiles, UrgentTilesGoFirstAndAnEditAheadOfThem) {
  constexpr int k = DirtyTiles::kTileSize;
  DirtyTiles tiles;
  tiles.reset(8 * k, 8 * k);
  tiles.mark_all();
  tiles.mark_urgent(CellRect{7 * k, 7 * k, 7 * k + 1, 7 * k + 1});  // path
  tiles.mark_urgent(CellRect{5 * k, 6 * k, 5 * k + 1, 6 * k + 1}, true);
  EXPECT_EQ(tiles.count(), 64u);
  EXPECT_TRUE(tiles.marked(CellRect{5 * k, 6 * k, 5 * k + 1, 6 * k + 1}));
  std::vector<CellRect> painted;
  tiles.drain_urgent([&](const CellRect& r) { painted.push_back(r); },
                     [] { return false; });
  ASSERT_EQ(painted.size(), 2u);
  const auto tile_of = [](const CellRect& r) {
    return std::pair{r.x0 / k, r.y0 / k};
  };
  EXPECT_EQ(tile_of(painted[0]), std::pair(5, 6));  // the edit
  EXPECT_EQ(tile_of(painted[1]), std::pair(7, 7));
  EXPECT_EQ(painted[1].width(), k);
  EXPECT_EQ(tiles.count(), 62u);
  EXPECT_FALSE(tiles.marked(CellRect{5 * k, 6 * k, 5 * k + 1, 6 * k + 1}));
  EXPECT_TRUE(tiles.marked(CellRect{0, 0, 1, 1}));
  // A plain mark leaves an urgent tile urgent; the row drain painting it
  // first leaves nothing for the urgent drain.
  tiles.mark_urgent(CellRect{0, 0, 1, 1});
  tiles.mark(CellRect{0, 0, 1, 1});
  tiles.drain([](const CellRect&) {});
  EXPECT_TRUE(tiles.empty());
  painted.clear();
  tiles.drain_urgent([&](const CellRect& r) { painted.push_back(r); },
                     [] { return false; });
  EXPECT_TRUE(painted.empty());
}

TEST(DirtyTiles, UnmarkedTilesAreNeitherDrainedNorCounted) {
  constexpr int k = DirtyTiles::kTileSize;
  DirtyTiles tiles;
  tiles.reset(4 * k, 4 * k);
  tiles.mark_all();
  tiles.mark_urgent(CellRect{0, 0, 1, 1});
  // The tiles painted another way: a row of tiles, the urgent one among
  // them, and nothing marked is off the map.
  tiles.unmark(CellRect{0, 0, 4 * k, k});
  tiles.unmark(CellRect{4 * k, 4 * k, 5 * k, 5 * k});
  EXPECT_EQ(tiles.count(), 12u);
  EXPECT_FALSE(tiles.marked(CellRect{0, 0, 4 * k, k}));
  std::vector<CellRect> painted;
  tiles.drain_urgent([&](const CellRect& r) { painted.push_back(r); },
                     [] { return false; });
  EXPECT_TRUE(painted.empty());
  tiles.drain([&](const CellRect& r) { painted.push_back(r); });
  ASSERT_EQ(painted.size(), 3u);  // a run a row, from the second row down
  EXPECT_EQ(painted[0].y0, k);
  EXPECT_TRUE(tiles.empty());
}

}  // namespace workspace_test
}  // namespace astar::studio

namespace astar::studio {
namespace workspace_test {

// On a map too big to flood within a frame the answer comes from another
// thread: Unknown at first, then the right one, and the mask with it.
TEST(ReachabilityInBackground, AnswersOnceTheFloodIsDone) {
  Document doc;
  doc.grid = Grid(1100, 1000);
  ASSERT_GT(doc.grid.cell_count(), Reachability::kInlineCells);
  for (int y = 0; y < 1000; ++y) doc.grid.set(600, y, kBlocked);
  doc.start = Point{0, 0};
  doc.goal = Point{1099, 999};
  Reachability reach;
  const MovementRules rules;
  // At most a minute: a bound for a hang, not a speed test.
  const auto settle = [&](std::uint64_t cells, bool mask) {
    for (int i = 0; i < 12000; ++i) {
      (void)reach.update(doc, cells, rules, mask);
      if (reach.goal() != GoalReach::Unknown && (!mask || reach.mask())) {
        return;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
  };
  (void)reach.update(doc, 1, rules, false);
  EXPECT_EQ(reach.goal(), GoalReach::Unknown);  // the frame does not wait
  settle(1, false);
  EXPECT_EQ(reach.goal(), GoalReach::Unreachable);
  settle(1, true);
  ASSERT_NE(reach.mask(), nullptr);
  EXPECT_EQ(reach.unreachable_cells(), 499LL * 1000);
  EXPECT_EQ(reach.reachable_cells(), std::optional<std::int64_t>(600LL * 1000));
  // A door in the wall: a new revision, a new flood, a new answer.
  doc.grid.set(600, 500, kOpenGround);
  settle(2, true);
  EXPECT_EQ(reach.goal(), GoalReach::Reachable);
  EXPECT_EQ(reach.unreachable_cells(), 0);
  EXPECT_EQ(reach.reachable_cells(),
            std::optional<std::int64_t>(1100LL * 1000 - 999));
}

// A bidirectional search's cells say which side holds them: the one from
// the goal counts g back from the goal.
TEST_F(WorkspaceTest, ABidirectionalCellNamesItsSide) {
  SearchSettings settings = ws.settings();
  settings.algorithm = Algorithm::BiAStar;
  ws.set_settings(settings);
  derived.follow(ws);
  derived.search.run_to_end(ws);
  ASSERT_TRUE(derived.search.finished());
  const Document& doc = ws.document();
  const std::string at_start =
      describe_search_cell(derived.search, doc.grid.index(*doc.start));
  const std::string at_goal =
      describe_search_cell(derived.search, doc.grid.index(*doc.goal));
  EXPECT_EQ(at_start.rfind("closed (from the start)  g 0", 0), 0u) << at_start;
  EXPECT_EQ(at_goal.rfind("closed (from the goal)  g 0", 0), 0u) << at_goal;

  settings.algorithm = Algorithm::AStar;
  ws.set_settings(settings);
  derived.follow(ws);
  derived.search.run_to_end(ws);
  EXPECT_EQ(describe_search_cell(derived.search, doc.grid.index(*doc.start))
                .rfind("closed  g 0", 0),
            0u);
}

}  // namespace workspace_test
}  // namespace astar::studio
