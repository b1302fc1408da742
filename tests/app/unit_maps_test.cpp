// The studio's unit maps and clearance overlay follow the workspace's
// edits locally (UnitMap::update, Clearance::update), without a window:
// after edits they equal maps built afresh, and no full build happened.

#include "analysis/unit_maps.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <random>
#include <thread>
#include <vector>

#include "analysis/clearance_levels.hpp"
#include "analysis/clearance_view.hpp"
#include "astar/edit/paint.hpp"

namespace astar::studio {
namespace unit_maps_test {

void paint(Workspace& workspace, int x0, int x1, int y, std::uint8_t value) {
  const std::vector<CellSpan> spans = {{y, x0, x1}};
  ASSERT_TRUE(workspace.apply(
      make_paint_command(workspace.document(), spans, value, "paint")));
}

TEST(UnitMaps, FollowEditsWithoutRebuilding) {
  Workspace workspace{WorkspaceConfig{}};
  OpenedDocument opened;
  opened.document.grid = Grid(96, 80, kOpenGround);
  workspace.open(std::move(opened));
  UnitMaps maps;
  Unit unit;
  unit.size = 3;
  unit.terrain = TerrainTable::parse("5=wall").value();
  EXPECT_EQ(maps.get(workspace, Unit{}).map, nullptr);  // the map itself
  auto first = maps.get(workspace, unit).map;
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(maps.builds(), 1);
  paint(workspace, 10, 30, 40, kBlocked);
  paint(workspace, 50, 52, 7, value_for_weight(5));
  auto after = maps.get(workspace, unit).map;
  EXPECT_EQ(after.get(), first.get());  // the same map, updated in place
  EXPECT_EQ(maps.builds(), 1);
  const UnitMap fresh(workspace.grid(), unit);
  EXPECT_EQ(after->grid().cells(), fresh.grid().cells());
  EXPECT_EQ(after->clearance().values(), fresh.clearance().values());
  // Undo is an edit too.
  ASSERT_TRUE(workspace.undo());
  EXPECT_EQ(maps.get(workspace, unit).map->grid().cells(),
            UnitMap(workspace.grid(), unit).grid().cells());
  EXPECT_EQ(maps.builds(), 1);
}

TEST(ClearanceView, WorksOnlyWhileShownAndFollowsEditsLocally) {
  Workspace workspace{WorkspaceConfig{}};
  OpenedDocument opened;
  opened.document.grid = Grid(64, 48, kOpenGround);
  workspace.open(std::move(opened));
  ClearanceView view;
  view.follow(workspace);
  EXPECT_EQ(view.computes(), 0);
  view.set_shown(true);
  view.follow(workspace);
  EXPECT_EQ(view.computes(), 1);
  ASSERT_NE(view.maps(), nullptr);
  EXPECT_EQ(view.maps()->cells.at(0), kMaxUnitSize);
  paint(workspace, 20, 21, 10, kBlocked);
  view.follow(workspace);
  EXPECT_EQ(view.computes(), 1);
  EXPECT_EQ(view.maps()->cells.at(10 * 64 + 18), 2);  // two cells left of it
  Clearance fresh;
  fresh.compute(workspace.grid(), TerrainTable());
  EXPECT_EQ(view.maps()->cells.values(), fresh.values());
}

// More cells than MapFollower builds in the caller's thread.
void open_big_map(Workspace& workspace) {
  OpenedDocument opened;
  opened.document.grid = Grid(2048, 1024, kOpenGround);
  workspace.open(std::move(opened));
}

// Asks `ready` again every millisecond, for a minute at most: a deadline
// for a hung worker, not a measure of speed (a sanitizer build on a busy
// machine took over ten seconds for a 2048 x 1024 map).
template <class Ready>
bool eventually(const Ready& ready) {
  const auto give_up =
      std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (!ready()) {
    if (std::chrono::steady_clock::now() > give_up) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return true;
}

TEST(UnitMaps, ABigMapIsBuiltOnAnotherThreadAndTakesEditsMadeMeanwhile) {
  Workspace workspace{WorkspaceConfig{}};
  open_big_map(workspace);
  UnitMaps maps;
  Unit unit;
  unit.size = 4;
  const UnitMaps::Lookup first = maps.get(workspace, unit);
  EXPECT_TRUE(first.preparing);
  EXPECT_EQ(first.map, nullptr);
  EXPECT_TRUE(maps.preparing());
  // Edits while it is built: applied locally once it is in.
  paint(workspace, 100, 140, 500, kBlocked);
  paint(workspace, 2000, 2048, 1023, kBlocked);
  std::shared_ptr<const UnitMap> map;
  ASSERT_TRUE(eventually([&] {
    map = maps.get(workspace, unit).map;
    return map != nullptr;
  }));
  EXPECT_FALSE(maps.preparing());
  EXPECT_EQ(maps.builds(), 1);
  const UnitMap fresh(workspace.grid(), unit);
  EXPECT_EQ(map->grid().cells(), fresh.grid().cells());
  EXPECT_EQ(map->clearance().values(), fresh.clearance().values());
  // A stroke afterwards is local too.
  paint(workspace, 7, 9, 3, kBlocked);
  EXPECT_EQ(maps.get(workspace, unit).map.get(), map.get());
  EXPECT_EQ(maps.builds(), 1);
}

TEST(ClearanceView, ATableChangedWhileABigMapIsWorkedOutIsTheOneShown) {
  Workspace workspace{WorkspaceConfig{}};
  open_big_map(workspace);
  paint(workspace, 0, 2048, 600, value_for_weight(5));
  ClearanceView view;
  view.set_shown(true);
  view.follow(workspace);
  EXPECT_TRUE(view.preparing());
  EXPECT_EQ(view.maps(), nullptr);
  SearchSettings settings = workspace.settings();
  settings.unit.terrain = TerrainTable::parse("5=wall").value();
  workspace.set_settings(settings);
  ASSERT_TRUE(eventually([&] {
    view.follow(workspace);
    return view.maps() != nullptr;
  }));
  Clearance fresh;
  fresh.compute(workspace.grid(), settings.unit.terrain);
  EXPECT_EQ(view.maps()->cells.values(), fresh.values());
  EXPECT_EQ(view.maps()->cells.at(600 * 2048 + 9), 0);  // barred now
}

// The mean clearance in block (bx, by) of level `level`, cell by cell.
double mean_of_block(const Clearance& c, int level, int bx, int by) {
  const int side = 1 << level;
  double sum = 0;
  int cells = 0;
  for (int y = by * side; y < std::min((by + 1) * side, c.height()); ++y) {
    for (int x = bx * side; x < std::min((bx + 1) * side, c.width()); ++x) {
      sum += c.at(y * c.width() + x);
      ++cells;
    }
  }
  return sum / cells;
}

void expect_levels_match(const Clearance& c, const ClearanceLevels& levels) {
  for (int level = 1; level <= levels.top(); ++level) {
    for (int by = 0; by < levels.height(level); ++by) {
      for (int bx = 0; bx < levels.width(level); ++bx) {
        // Each level rounds to 1/256 of a clearance.
        ASSERT_NEAR(levels.at(level, bx, by), mean_of_block(c, level, bx, by),
                    level / 256.0)
            << "level " << level << " block " << bx << "," << by;
      }
    }
  }
}

TEST(ClearanceLevels, EachBlockHoldsTheMeanClearanceOfItsCellsAfterEdits) {
  std::mt19937 rng(7);
  Grid grid(93, 61, kOpenGround);
  for (int i = 0; i < 600; ++i) {
    grid.set(static_cast<int>(rng() % 93), static_cast<int>(rng() % 61),
             kBlocked);
  }
  const TerrainTable table;
  Clearance clearance;
  clearance.compute(grid, table);
  ClearanceLevels levels;
  levels.build(clearance);
  EXPECT_EQ(levels.width(levels.top()), 1);
  EXPECT_EQ(levels.height(levels.top()), 1);
  expect_levels_match(clearance, levels);
  for (int edit = 0; edit < 40; ++edit) {
    const int x = static_cast<int>(rng() % 90);
    const int y = static_cast<int>(rng() % 58);
    const CellArea changed{x, y, x + 3, y + 1};
    for (int i = x; i < x + 3; ++i) {
      grid.set(i, y, rng() % 2 ? kBlocked : kOpenGround);
    }
    clearance.update(grid, table, changed);
    levels.update(clearance, affected_by(grid, changed));
    expect_levels_match(clearance, levels);
  }
}

}  // namespace unit_maps_test
}  // namespace astar::studio
